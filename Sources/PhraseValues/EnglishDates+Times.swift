/// Reading times of day and parts of the day.
extension EnglishDates.DateParser {
  /// The key of the token at `index`; `.other` past the limit.
  @inline(__always)
  func key(_ index: Int) -> EnglishDates.Key { index < limit ? token(at: index).key : .other }

  /// The dictionary meaning of the token at `index`.
  @inline(__always)
  func word(_ index: Int) -> EnglishDates.Word? { index < limit ? token(at: index).word : nil }

  /// The value of the token at `index` if it is digits only, with its number of digits.
  func digits(_ index: Int) -> (value: Int, width: Int)? {
    guard index < limit else { return nil }
    let token = token(at: index)
    guard let value = token.number else { return nil }
    return (value, token.width)
  }

  /// Whether the token at `index` is "ish", "sharp" or another word that adds nothing after a time.
  func isTimeSuffix(_ index: Int) -> Bool { index < limit && token(at: index).isTimeSuffix }

  /// Whole numbers at `index` (at most four tokens): a digit token or number words ("twenty", "a couple of").
  func integers(at index: Int, maxTokens: Int = 4) -> EnglishDates.Few<(end: Int, value: Int)> {
    guard index < limit else { return .init() }
    let token = token(at: index)
    if let value = token.number { return .init((index + 1, value)) }
    guard token.cardinal || token.startsWithDigit else { return .init() }
    // One reading per end, so at most `maxTokens` (up to four) of them.
    return Self.wholeNumbers(
      Numbers.cardinals(in: tokens, from: index, maxTokens: min(maxTokens, 4, limit - index)), in: 0...999_999)
  }

  /// The readings of whole numbers in `range`, with their ends; there may be at most four readings.
  static func wholeNumbers(_ readings: [NumberReading], in range: ClosedRange<Double>)
    -> EnglishDates.Few<(end: Int, value: Int)>
  {
    var found = EnglishDates.Few<(end: Int, value: Int)>()
    for reading in readings where reading.isInteger && range.contains(reading.value) {
      found.append((reading.end, Int(reading.value)))
    }
    return found
  }

  // MARK: - Times

  /// Every time of day that starts at `index`; `afterAt` when "at" came just before (a bare hour then stands alone).
  func times(at index: Int, afterAt: Bool) -> [(end: Int, time: ClockTime)] {
    var found: [(end: Int, time: ClockTime)] = []
    times(at: index, afterAt: afterAt) { found.appendSmall(($0, $1)) }
    return found
  }

  /// Gives `found` every time of day that starts at `index`, in order, without collecting them.
  func times(at index: Int, afterAt: Bool, _ found: (_ end: Int, _ time: ClockTime) -> Void) {
    guard index < limit else { return }
    let token = token(at: index)
    // Digits, a number word, or a time word.
    guard token.startsWithDigit || token.isTimeWord || token.cardinal else { return }
    func add(_ end: Int, _ time: ClockTime) {
      found(end, time)
      if isTimeSuffix(end) { found(end + 1, time) }
    }
    if token.isTimeWord {
      if let (end, time) = namedTime(at: index) { add(end, time) }
    }
    for (end, time) in relativeTimes(at: index) { add(end, time) }
    if token.isSeparated, let parts = EnglishDates.numericParts(tokens[index]), parts.separator == 0x3A {
      // 3:30, 15:23:24, with am or pm ("3:30pm", "3:18a").
      if parts.width(0) <= 2, parts.width(1) == 2, parts.count == 2 || parts.width(2) == 2 {
        let second = parts.count == 3 ? parts.value(2) : nil
        if let time = ClockTime(hour: parts.value(0), minute: parts.value(1), second: second, standalone: true) {
          add(index + 1, time)
        }
        if let (end, pm) = meridiem(at: skipSuffix(index + 1), letters: true),
          let time = ClockTime(hour: parts.value(0), minute: parts.value(1), second: second, pm: pm, standalone: true)
        {
          add(end, time)
        }
      }
    } else if let value = token.number, token.width >= 3, token.width <= 4 {
      // 330 pm, at 1030: needs am or pm, or "at".
      let hour = value / 100
      let minute = value % 100
      if afterAt, let time = ClockTime(hour: hour, minute: minute, standalone: true) { add(index + 1, time) }
      if let (end, pm) = meridiem(at: skipSuffix(index + 1), letters: true),
        let time = ClockTime(hour: hour, minute: minute, pm: pm, standalone: true)
      {
        add(end, time)
      }
    }
    if let hour = token.number, token.width <= 2, hour <= 23, key(index + 1) == .h {
      // "15h30", "15h", "3h18": a 24-hour clock, at minute grain.
      func add24(_ end: Int, _ minute: Int) {
        guard var time = ClockTime(hour: hour, minute: minute, standalone: true) else { return }
        time.ambiguous = false
        time.seconds = hour * 3_600 + minute * 60
        add(end, time)
      }
      add24(index + 2, 0)
      if let (minute, width) = digits(index + 2), width == 2, minute < 60 { add24(index + 3, minute) }
    }
    // 3, at 3, 3 o'clock, 3pm, ten thirty am, at three twenty.
    func addHour(_ hour: Int, _ minute: Int?, _ end: Int, standalone: Bool) {
      if let time = ClockTime(hour: hour, minute: minute, standalone: standalone) { add(end, time) }
      if let (meridiemEnd, pm) = meridiem(at: skipSuffix(end), letters: false),
        let time = ClockTime(hour: hour, minute: minute, pm: pm, standalone: true)
      {
        add(meridiemEnd, time)
      }
    }
    for (hourEnd, hour) in hourNumbers(at: index) {
      addHour(hour, nil, hourEnd, standalone: afterAt)
      if let end = oClock(at: hourEnd) { addHour(hour, nil, end, standalone: true) }
      for (end, minute) in minuteNumbers(at: hourEnd) { addHour(hour, minute, end, standalone: afterAt) }
    }
  }

  /// Noon and midnight.
  func namedTime(at index: Int) -> (end: Int, time: ClockTime)? {
    var position = index
    if key(position) == .the { position += 1 }
    var end = position + 1
    let hour: Int
    switch key(position) {
    case .noon, .midday: hour = 12
    case .midnight, .midnite: hour = 0
    case .mid:
      guard key(position + 1) == .day else { return nil }
      end += 1
      hour = 12
    case .eod:
      hour = 0
    case .end:
      // "end of day", "end of the day": midnight, as in Duckling.
      guard key(position + 1) == .of else { return nil }
      end += 1
      if key(end) == .the { end += 1 }
      guard key(end) == .day else { return nil }
      end += 1
      hour = 0
    default: return nil
    }
    guard let time = ClockTime(hour: hour, pm: hour == 12 ? true : nil, standalone: true) else { return nil }
    return (end, time)
  }

  /// An hour alone, as the base of "quarter past 3", "20 to noon": digits or words, with o'clock or am/pm.
  func hourTimes(at index: Int) -> [(end: Int, time: ClockTime)] {
    var found: [(end: Int, time: ClockTime)] = []
    if let named = namedTime(at: index) { found.appendSmall(named) }
    if let (hour, width) = digits(index), width <= 2, hour <= 23, key(index + 1) == .h,
      var time = ClockTime(hour: hour, standalone: true)
    {
      // "15h": a 24-hour clock.
      time.ambiguous = false
      time.seconds = hour * 3_600
      found.appendSmall((index + 2, time))
    }
    for (hourEnd, hour) in hourNumbers(at: index) {
      func add(_ end: Int) {
        if let time = ClockTime(hour: hour, standalone: true) { found.appendSmall((end, time)) }
        if let (meridiemEnd, pm) = meridiem(at: end, letters: false),
          let time = ClockTime(hour: hour, pm: pm, standalone: true)
        {
          found.appendSmall((meridiemEnd, time))
        }
      }
      add(hourEnd)
      if let end = oClock(at: hourEnd) { add(end) }
    }
    return found
  }

  /// "a quarter past 3pm", "half past three", "20 minutes to 2pm", "twenty after 3", "half three".
  func relativeTimes(at index: Int) -> [(end: Int, time: ClockTime)] {
    guard index < limit else { return [] }
    var found: [(end: Int, time: ClockTime)] = []
    func offset(_ end: Int, _ minutes: Int, unit: Bool) {
      let sign: Int
      switch key(end) {
      case .past, .after: sign = 1
      case .from where unit: sign = 1
      case .to, .till, .til, .before, .of: sign = -1
      default: return
      }
      for (hourEnd, base) in hourTimes(at: end + 1) {
        found.appendSmall((hourEnd, base.shifted(minutes: sign * minutes)))
      }
    }
    let first = key(index)
    if (first == .a || first == .one) && key(index + 1) == .quarter { offset(index + 2, 15, unit: false) }
    if first == .quarter { offset(index + 1, 15, unit: false) }
    if first == .half { offset(index + 1, 30, unit: false) }
    for (end, value) in integers(at: index, maxTokens: 3) where value >= 1 && value <= 59 {
      if case .unit(.minute) = word(end) {
        offset(end + 1, value, unit: true)
      } else {
        offset(end, value, unit: false)
      }
    }
    if first == .half {
      // British "half three" is 3:30.
      for (hourEnd, base) in hourTimes(at: index + 1) { found.appendSmall((hourEnd, base.shifted(minutes: 30))) }
    }
    return found
  }

  /// An hour on the clock: a digit token up to 23 or hour words ("three", "twenty three").
  func hourNumbers(at index: Int) -> EnglishDates.Few<(end: Int, value: Int)> {
    guard index < limit else { return .init() }
    let token = token(at: index)
    if let value = token.number { return token.width <= 2 && value <= 23 ? .init((index + 1, value)) : .init() }
    guard token.isHourWord else { return .init() }
    return Self.wholeNumbers(Numbers.cardinals(in: tokens, from: index, maxTokens: min(2, limit - index)), in: 0...23)
  }

  /// The minutes after an hour: two digits ("3 15"), "oh five", or words from ten ("thirty", "fifty nine").
  func minuteNumbers(at index: Int) -> EnglishDates.Few<(end: Int, value: Int)> {
    guard index < limit else { return .init() }
    let token = token(at: index)
    if let value = token.number { return token.width == 2 && value < 60 ? .init((index + 1, value)) : .init() }
    if token.key == .oh || token.key == .o || token.key == .zero, index + 1 < limit {
      let next = self.token(at: index + 1)
      if let digit = next.digitWord {
        return .init((index + 2, digit))
      } else if next.width == 1, let digit = next.number, digit > 0 {
        return .init((index + 2, digit))
      }
      return .init()
    }
    guard token.isMinuteWord else { return .init() }
    return Self.wholeNumbers(Numbers.cardinals(in: tokens, from: index, maxTokens: min(2, limit - index)), in: 10...59)
  }

  /// Am or pm at `index`: "am", "p m", "p.m.", "in the pm"; a lone "a" or "p" after minutes ("3:18a"), "p" after an hour.
  func meridiem(at index: Int, letters: Bool) -> (end: Int, pm: Bool)? {
    switch key(index) {
    case .am: return (index + 1, false)
    case .pm: return (index + 1, true)
    case .a, .p:
      let pm = key(index) == .p
      if key(index + 1) == .m { return (index + 2, pm) }
      return letters || pm ? (index + 1, pm) : nil
    case .in:
      guard key(index + 1) == .the else { return nil }
      switch key(index + 2) {
      case .am: return (index + 3, false)
      case .pm: return (index + 3, true)
      default: return nil
      }
    default: return nil
    }
  }

  /// The end of "o'clock" at `index`, or nil.
  func oClock(at index: Int) -> Int? {
    switch key(index) {
    case .oClock, .oclock: return index + 1
    case .o: return key(index + 1) == .clock ? index + 2 : nil
    default: return nil
    }
  }

  /// `index`, or one past it when the token there is "ish" or "sharp".
  func skipSuffix(_ index: Int) -> Int {
    isTimeSuffix(index) ? index + 1 : index
  }

  // MARK: - Parts of the day

  /// The part of the day that starts at `index`, if any: there is at most one.
  func part(at index: Int) -> (end: Int, part: DayPart)? {
    guard index < limit else { return nil }
    let night = DayPart(startHour: 18, endHour: 24, prefersPM: true, dayOffset: 0, standalone: true)
    var late = DayPart(startHour: 21, endHour: 24, prefersPM: true, dayOffset: 0, standalone: true)
    switch key(index) {
    case .tonight, .tonite, .tonights:
      return (index + 1, night)
    case .late:
      let next = key(index + 1)
      if next == .tonight || next == .tonite { return (index + 2, late) }
      if next == .last && key(index + 2) == .night {
        late.dayOffset = -1
        return (index + 3, late)
      }
      if let part = dayPart(at: index + 1), part.startHour == 18 {
        late.dayOffset = nil
        late.standalone = false
        return (index + 2, late)
      }
      return nil
    case .last:
      guard let part = dayPart(at: index + 1), part.startHour == 18 else { return nil }
      var result = part
      result.dayOffset = -1
      result.standalone = true
      return (index + 2, result)
    case .this, .today, .todays:
      guard let (end, part) = dayPartPhrase(at: index + 1) else { return nil }
      var result = part
      result.dayOffset = 0
      result.standalone = true
      return (end, result)
    case .in, .during:
      var position = index + 1
      if key(position) == .the { position += 1 }
      if let end = earlyHours(at: position) {
        return (end, DayPart(startHour: 0, endHour: 9, prefersPM: false, standalone: true))
      }
      guard let (end, part) = dayPartPhrase(at: position) else { return nil }
      var result = part
      result.standalone = true
      return (end, result)
    case .at:
      guard let part = dayPart(at: index + 1), part.startHour >= 12 else { return nil }
      var result = part
      result.standalone = true
      return (index + 2, result)
    case .after:
      let from: Int
      let to: Int
      switch key(index + 1) {
      case .lunch: (from, to) = (13, 17)
      case .work: (from, to) = (17, 21)
      case .school: (from, to) = (15, 21)
      default: return nil
      }
      return (index + 2, DayPart(startHour: from, endHour: to, prefersPM: true, dayOffset: 0, standalone: true))
    default:
      return dayPartPhrase(at: index)
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
    guard key(index) == .early else { return nil }
    var position = index + 1
    if key(position) == .in && key(position + 1) == .the {
      position += 2
    } else if key(position) == .hours && key(position + 1) == .of && key(position + 2) == .the {
      position += 3
    }
    guard let part = dayPart(at: position), part.startHour == 0 else { return nil }
    return position + 1
  }
}
