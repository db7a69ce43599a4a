/// Reading times of day and parts of the day.
extension EnglishDates.DateParser {
  /// The token at `index`, or nil past the limit.
  func token(_ index: Int) -> String? { index < limit ? tokens[index] : nil }

  /// The dictionary meaning of the token at `index`.
  func word(_ index: Int) -> EnglishDates.Word? { index < limit ? EnglishDates.lexicon[tokens[index]] : nil }

  /// Whether the token at `index` is `text`.
  func isToken(_ index: Int, _ text: String) -> Bool { index < limit && tokens[index] == text }

  /// Whole numbers at `index`: a digit token or number words ("twenty", "a couple of").
  func integers(at index: Int, maxTokens: Int = 4) -> [(end: Int, value: Int)] {
    guard index < limit else { return [] }
    if let value = EnglishDates.digitValue(tokens[index]) { return [(index + 1, value)] }
    guard Numbers.mayBeginCardinal(tokens[index]) else { return [] }
    return Numbers.cardinals(in: tokens, from: index, maxTokens: min(maxTokens, limit - index)).compactMap {
      $0.isInteger && $0.value >= 0 && $0.value < 1e6 ? ($0.end, Int($0.value)) : nil
    }
  }

  // MARK: - Times

  /// Every time of day that starts at `index`; `afterAt` when "at" came just before (a bare hour then stands alone).
  func times(at index: Int, afterAt: Bool) -> [(end: Int, time: ClockTime)] {
    var found: [(end: Int, time: ClockTime)] = []
    func add(_ end: Int, _ time: ClockTime) {
      found.append((end, time))
      if let next = token(end), EnglishDates.timeSuffixes.contains(next) { found.append((end + 1, time)) }
    }
    guard let text = token(index), EnglishDates.mayBeginTime(text) else { return [] }
    for (end, time) in namedTimes(at: index) { add(end, time) }
    for (end, time) in relativeTimes(at: index) { add(end, time) }
    if let parts = EnglishDates.numericParts(text), parts.separator == 0x3A {
      // 3:30, 15:23:24, with am or pm ("3:30pm", "3:18a").
      let values = parts.values
      let widths = parts.widths
      if widths[0] <= 2, widths[1] == 2, values.count == 2 || widths[2] == 2 {
        let second = values.count == 3 ? values[2] : nil
        if let time = ClockTime(hour: values[0], minute: values[1], second: second, standalone: true) {
          add(index + 1, time)
        }
        for (end, pm) in meridiems(at: skipSuffix(index + 1), letters: true) {
          if let time = ClockTime(hour: values[0], minute: values[1], second: second, pm: pm, standalone: true) {
            add(end, time)
          }
        }
      }
    } else if let value = EnglishDates.digitValue(text), text.utf8.count >= 3, text.utf8.count <= 4 {
      // 330 pm, at 1030: needs am or pm, or "at".
      let hour = value / 100
      let minute = value % 100
      if afterAt, let time = ClockTime(hour: hour, minute: minute, standalone: true) { add(index + 1, time) }
      for (end, pm) in meridiems(at: skipSuffix(index + 1), letters: true) {
        if let time = ClockTime(hour: hour, minute: minute, pm: pm, standalone: true) { add(end, time) }
      }
    }
    if let hour = EnglishDates.digitValue(text), text.utf8.count <= 2, hour <= 23, isToken(index + 1, "h") {
      // "15h30", "15h", "3h18": a 24-hour clock, at minute grain.
      var forms = [(end: index + 2, minute: 0)]
      if let next = token(index + 2), next.utf8.count == 2, let minute = EnglishDates.digitValue(next), minute < 60 {
        forms.append((index + 3, minute))
      }
      for (end, minute) in forms {
        guard var time = ClockTime(hour: hour, minute: minute, standalone: true) else { continue }
        time.ambiguous = false
        time.seconds = hour * 3_600 + minute * 60
        add(end, time)
      }
    }
    for (hourEnd, hour) in hourNumbers(at: index) {
      // 3, at 3, 3 o'clock, 3pm, ten thirty am, at three twenty.
      var forms: [(end: Int, minute: Int?)] = [(hourEnd, nil)]
      for (end, minute) in minuteNumbers(at: hourEnd) { forms.append((end, minute)) }
      for form in forms {
        var ends = [(form.end, afterAt)]
        if form.minute == nil, let end = oClock(at: form.end) { ends.append((end, true)) }
        for (end, strong) in ends {
          if let time = ClockTime(hour: hour, minute: form.minute, standalone: strong) { add(end, time) }
          for (meridiemEnd, pm) in meridiems(at: skipSuffix(end), letters: false) {
            if let time = ClockTime(hour: hour, minute: form.minute, pm: pm, standalone: true) {
              add(meridiemEnd, time)
            }
          }
        }
      }
    }
    return found
  }

  /// Noon and midnight.
  func namedTimes(at index: Int) -> [(end: Int, time: ClockTime)] {
    var position = index
    if isToken(position, "the") { position += 1 }
    guard let text = token(position) else { return [] }
    var end = position + 1
    let hour: Int
    switch text {
    case "noon", "midday": hour = 12
    case "midnight", "midnite": hour = 0
    case "mid":
      guard isToken(position + 1, "day") else { return [] }
      end += 1
      hour = 12
    case "eod":
      hour = 0
    case "end":
      // "end of day", "end of the day": midnight, as in Duckling.
      guard isToken(position + 1, "of") else { return [] }
      end += 1
      if isToken(end, "the") { end += 1 }
      guard isToken(end, "day") else { return [] }
      end += 1
      hour = 0
    default: return []
    }
    guard let time = ClockTime(hour: hour, pm: hour == 12 ? true : nil, standalone: true) else { return [] }
    return [(end, time)]
  }

  /// An hour alone, as the base of "quarter past 3", "20 to noon": digits or words, with o'clock or am/pm.
  func hourTimes(at index: Int) -> [(end: Int, time: ClockTime)] {
    var found = namedTimes(at: index)
    if let text = token(index), text.utf8.count <= 2, let hour = EnglishDates.digitValue(text), hour <= 23,
      isToken(index + 1, "h"), var time = ClockTime(hour: hour, standalone: true)
    {
      // "15h": a 24-hour clock.
      time.ambiguous = false
      time.seconds = hour * 3_600
      found.append((index + 2, time))
    }
    for (hourEnd, hour) in hourNumbers(at: index) {
      var ends = [hourEnd]
      if let end = oClock(at: hourEnd) { ends.append(end) }
      for end in ends {
        if let time = ClockTime(hour: hour, standalone: true) { found.append((end, time)) }
        for (meridiemEnd, pm) in meridiems(at: end, letters: false) {
          if let time = ClockTime(hour: hour, pm: pm, standalone: true) { found.append((meridiemEnd, time)) }
        }
      }
    }
    return found
  }

  /// "a quarter past 3pm", "half past three", "20 minutes to 2pm", "twenty after 3", "half three".
  func relativeTimes(at index: Int) -> [(end: Int, time: ClockTime)] {
    guard let text = token(index) else { return [] }
    var offsets: [(end: Int, minutes: Int, unit: Bool)] = []
    if (text == "a" || text == "one") && isToken(index + 1, "quarter") { offsets.append((index + 2, 15, false)) }
    if text == "quarter" { offsets.append((index + 1, 15, false)) }
    if text == "half" { offsets.append((index + 1, 30, false)) }
    for (end, value) in integers(at: index, maxTokens: 3) where value >= 1 && value <= 59 {
      if case .unit(.minute) = word(end) {
        offsets.append((end + 1, value, true))
      } else {
        offsets.append((end, value, false))
      }
    }
    var found: [(end: Int, time: ClockTime)] = []
    for (end, minutes, unit) in offsets {
      guard let relation = token(end) else { continue }
      let sign: Int
      switch relation {
      case "past", "after": sign = 1
      case "from" where unit: sign = 1
      case "to", "till", "til", "before", "of": sign = -1
      default: continue
      }
      for (hourEnd, base) in hourTimes(at: end + 1) { found.append((hourEnd, base.shifted(minutes: sign * minutes))) }
    }
    if text == "half" {
      // British "half three" is 3:30.
      for (hourEnd, base) in hourTimes(at: index + 1) { found.append((hourEnd, base.shifted(minutes: 30))) }
    }
    return found
  }

  /// An hour on the clock: a digit token up to 23 or hour words ("three", "twenty three").
  func hourNumbers(at index: Int) -> [(end: Int, hour: Int)] {
    guard let text = token(index) else { return [] }
    if let value = EnglishDates.digitValue(text) {
      return text.utf8.count <= 2 && value <= 23 ? [(index + 1, value)] : []
    }
    guard EnglishDates.hourWords.contains(text) else { return [] }
    return Numbers.cardinals(in: tokens, from: index, maxTokens: min(2, limit - index)).compactMap {
      $0.isInteger && $0.value >= 0 && $0.value <= 23 ? ($0.end, Int($0.value)) : nil
    }
  }

  /// The minutes after an hour: two digits ("3 15"), "oh five", or words from ten ("thirty", "fifty nine").
  func minuteNumbers(at index: Int) -> [(end: Int, minute: Int)] {
    guard let text = token(index) else { return [] }
    if let value = EnglishDates.digitValue(text) {
      return text.utf8.count == 2 && value < 60 ? [(index + 1, value)] : []
    }
    if text == "oh" || text == "o" || text == "zero", let next = token(index + 1) {
      if let digit = EnglishDates.digitWords[next] { return [(index + 2, digit)] }
      if next.utf8.count == 1, let digit = EnglishDates.digitValue(next), digit > 0 { return [(index + 2, digit)] }
      return []
    }
    guard EnglishDates.minuteWords.contains(text) else { return [] }
    return Numbers.cardinals(in: tokens, from: index, maxTokens: min(2, limit - index)).compactMap {
      $0.isInteger && $0.value >= 10 && $0.value <= 59 ? ($0.end, Int($0.value)) : nil
    }
  }

  /// Am or pm at `index`: "am", "p m", "p.m.", "in the pm"; a lone "a" or "p" after minutes ("3:18a"), "p" after an hour.
  func meridiems(at index: Int, letters: Bool) -> [(end: Int, pm: Bool)] {
    guard let text = token(index) else { return [] }
    switch text {
    case "am": return [(index + 1, false)]
    case "pm": return [(index + 1, true)]
    case "a", "p":
      if isToken(index + 1, "m") { return [(index + 2, text == "p")] }
      return letters || text == "p" ? [(index + 1, text == "p")] : []
    case "in":
      guard isToken(index + 1, "the"), let next = token(index + 2) else { return [] }
      if next == "am" || next == "pm" { return [(index + 3, next == "pm")] }
      return []
    default: return []
    }
  }

  /// The end of "o'clock" at `index`, or nil.
  func oClock(at index: Int) -> Int? {
    guard let text = token(index) else { return nil }
    if text == "o'clock" || text == "oclock" { return index + 1 }
    if text == "o" && isToken(index + 1, "clock") { return index + 2 }
    return nil
  }

  /// `index`, or one past it when the token there is "ish" or "sharp".
  func skipSuffix(_ index: Int) -> Int {
    if let text = token(index), EnglishDates.timeSuffixes.contains(text) { return index + 1 }
    return index
  }

  // MARK: - Parts of the day

  /// Every part of the day that starts at `index`.
  func parts(at index: Int) -> [(end: Int, part: DayPart)] {
    guard let text = token(index) else { return [] }
    let night = DayPart(startHour: 18, endHour: 24, prefersPM: true, dayOffset: 0, standalone: true)
    var late = DayPart(startHour: 21, endHour: 24, prefersPM: true, dayOffset: 0, standalone: true)
    switch text {
    case "tonight", "tonite", "tonights":
      return [(index + 1, night)]
    case "late":
      if let next = token(index + 1), next == "tonight" || next == "tonite" { return [(index + 2, late)] }
      if isToken(index + 1, "last") && isToken(index + 2, "night") {
        late.dayOffset = -1
        return [(index + 3, late)]
      }
      if let part = dayPart(at: index + 1), part.startHour == 18 {
        late.dayOffset = nil
        late.standalone = false
        return [(index + 2, late)]
      }
      return []
    case "last":
      guard let part = dayPart(at: index + 1), part.startHour == 18 else { return [] }
      var result = part
      result.dayOffset = -1
      result.standalone = true
      return [(index + 2, result)]
    case "this", "today", "todays":
      guard let (end, part) = dayPartPhrase(at: index + 1) else { return [] }
      var result = part
      result.dayOffset = 0
      result.standalone = true
      return [(end, result)]
    case "in", "during":
      var position = index + 1
      if isToken(position, "the") { position += 1 }
      if let end = earlyHours(at: position) {
        return [(end, DayPart(startHour: 0, endHour: 9, prefersPM: false, standalone: true))]
      }
      guard let (end, part) = dayPartPhrase(at: position) else { return [] }
      var result = part
      result.standalone = true
      return [(end, result)]
    case "at":
      guard let part = dayPart(at: index + 1), part.startHour >= 12 else { return [] }
      var result = part
      result.standalone = true
      return [(index + 2, result)]
    case "after":
      let hours: [String: (Int, Int)] = ["lunch": (13, 17), "work": (17, 21), "school": (15, 21)]
      guard let next = token(index + 1), let (from, to) = hours[next] else { return [] }
      return [(index + 2, DayPart(startHour: from, endHour: to, prefersPM: true, dayOffset: 0, standalone: true))]
    default:
      guard let (end, part) = dayPartPhrase(at: index) else { return [] }
      return [(end, part)]
    }
  }

  /// A part-of-day word, or "early morning", not standing alone.
  func dayPartPhrase(at index: Int) -> (end: Int, part: DayPart)? {
    if let end = earlyHours(at: index) {
      return (end, DayPart(startHour: 0, endHour: 9, prefersPM: false, standalone: false))
    }
    guard let part = dayPart(at: index) else { return nil }
    return (index + 1, part)
  }

  /// The part of the day a single word names.
  func dayPart(at index: Int) -> DayPart? {
    guard case .part(let startHour, let endHour, let pm) = word(index) else { return nil }
    return DayPart(startHour: startHour, endHour: endHour, prefersPM: pm, standalone: false)
  }

  /// The end of "early morning", "early in the morning" or "early hours of the morning" at `index`.
  func earlyHours(at index: Int) -> Int? {
    guard isToken(index, "early") else { return nil }
    var position = index + 1
    if isToken(position, "in") && isToken(position + 1, "the") {
      position += 2
    } else if isToken(position, "hours") && isToken(position + 1, "of") && isToken(position + 2, "the") {
      position += 3
    }
    guard let part = dayPart(at: position), part.startHour == 0 else { return nil }
    return position + 1
  }
}
