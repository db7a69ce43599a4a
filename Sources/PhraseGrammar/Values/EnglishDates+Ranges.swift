/// Reading ranges: "3-4pm", "from 9:30 to 11:00", "July 13-15", "by 2pm", "within 2 weeks".
extension EnglishDates.DateParser {
  /// Words between the two ends of a range.
  static let rangeWords: Set<String> = ["to", "thru", "through", "till", "til", "until", "untill"]

  /// The range words, each as a phrase.
  static let rangePhrases: [[String]] = rangeWords.sorted().map { [$0] }

  /// Every range of times that starts at `index`: "3-4pm", "from 3 to 4 in the pm", "between 9:30 and 11:00".
  ///
  /// `plainTimes` are the times at `index` when already read (with no "at" before).
  func timeRanges(
    at index: Int, plainTimes: [(end: Int, time: ClockTime)]? = nil
  ) -> [(end: Int, first: ClockTime, last: ClockTime)] {
    guard index < limit else { return [] }
    var position = index
    var opener = true
    var closers = Self.rangePhrases
    switch tokens[index] {
    case "from":
      position += 1
    case "between":
      position += 1
      closers = [["and"]]
    case "in" where isToken(index + 1, "between"):
      position += 2
      closers = [["and"]]
    case "later" where isToken(index + 1, "than"):
      position += 2
      closers = [["but", "before"], ["and", "before"]]
    default:
      opener = false
    }
    var found: [(end: Int, first: ClockTime, last: ClockTime)] = []
    // A dash inside one token: "3-4", "3:30-6:00", "1-2:30", "9-11".
    if let text = token(position), let (left, right) = Self.dashSides(text) {
      let leftParser = Self(tokens: [left], start: 0, limit: 1, reference: reference)
      let rightTokens = [right] + tokens[(position + 1)..<limit]
      let rightParser = Self(tokens: rightTokens, start: 0, limit: rightTokens.count, reference: reference)
      for (leftEnd, first) in leftParser.times(at: 0, afterAt: true) where leftEnd == 1 {
        for (rightEnd, last) in rightParser.times(at: 0, afterAt: false) {
          let standalone = opener || last.standalone || left.utf8.contains(0x3A)
          found.append((position + rightEnd, Self.aligned(first, to: last, standalone: standalone), last))
        }
      }
    }
    let firsts = opener ? times(at: position, afterAt: true) : plainTimes ?? times(at: index, afterAt: false)
    for (firstEnd, first) in firsts {
      var starts: [Int] = []
      for closer in closers where closer.indices.allSatisfy({ isToken(firstEnd + $0, closer[$0]) }) {
        starts.append(firstEnd + closer.count)
      }
      for start in starts {
        for (end, last) in times(at: start, afterAt: true) {
          found.append((end, Self.aligned(first, to: last, standalone: opener || first.standalone), last))
        }
      }
      // Two times side by side, their dash dropped: "9:30 - 11:00", "8am - 1pm".
      if tokens[index] != "between" && Self.isExplicit(first) {
        for (end, last) in times(at: firstEnd, afterAt: false) where Self.isExplicit(last) {
          found.append((end, Self.aligned(first, to: last, standalone: true), last))
        }
      }
    }
    return found
  }

  /// Whether a time is written so that it cannot be a bare number: with minutes or with am or pm.
  static func isExplicit(_ time: ClockTime) -> Bool {
    time.standalone && (time.grain != .hour || !time.ambiguous)
  }

  /// Whether a word that joins the ends of a range ("to", "and") comes after `index`.
  func closerAhead(of index: Int) -> Bool {
    var position = index + 1
    while position < limit {
      if Self.rangeWords.contains(tokens[position]) || tokens[position] == "and" { return true }
      position += 1
    }
    return false
  }

  /// The first time of a range, in the half of the day that ends the range ("3-4pm" is 15:00 to 16:00).
  static func aligned(_ first: ClockTime, to last: ClockTime, standalone: Bool) -> ClockTime {
    var result = first
    result.standalone = standalone
    guard first.ambiguous, !last.ambiguous else { return result }
    let afternoon = first.seconds + 43_200
    if afternoon <= last.seconds {
      result.seconds = afternoon
      result.ambiguous = false
    } else if first.seconds <= last.seconds {
      result.ambiguous = false
    }
    return result
  }

  /// The two sides of a token with one dash between digits ("3-4", "3:30-6:00"), or nil.
  static func dashSides(_ text: String) -> (String, String)? {
    guard text.utf8.contains(0x2D) else { return nil }
    let bytes = Array(text.utf8)
    guard let dash = bytes.firstIndex(of: 0x2D), dash > 0, dash + 1 < bytes.count,
      bytes[(dash + 1)...].firstIndex(of: 0x2D) == nil,
      bytes.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x3A || $0 == 0x2D })
    else { return nil }
    return (String(decoding: bytes[..<dash], as: UTF8.self), String(decoding: bytes[(dash + 1)...], as: UTF8.self))
  }

  /// Two days of the month in one token: "13-15".
  static func dashDays(_ text: String) -> (Int, Int)? {
    guard let (left, right) = dashSides(text), let first = EnglishDates.digitValue(left),
      let second = EnglishDates.digitValue(right), first >= 1, first <= 31, second >= 1, second <= 31
    else { return nil }
    return (first, second)
  }

  /// Every range of days that starts at `index`: "July 13-15", "from 13th to 15th July", "Aug 8 - Aug 12".
  func dayRanges(at index: Int) -> [(end: Int, value: DateValue)] {
    var position = index
    if isToken(position, "from") { position += 1 }
    guard let text = token(position) else { return [] }
    switch word(position) {
    case .month: break
    default:
      let digits = text.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false
      guard digits || text == "the" || EnglishNumbers.mayBeginOrdinal(text) else { return [] }
    }
    var found: [(end: Int, value: DateValue)] = []
    func add(_ end: Int, _ firstMonth: Int, _ firstDay: Int, _ lastMonth: Int, _ lastDay: Int) {
      guard let from = resolve(DateSpec(month: firstMonth, day: firstDay)),
        let to = resolve(DateSpec(month: lastMonth, day: lastDay)), to.start >= from.start
      else { return }
      found.append((end, DateValue(start: from.start, grain: .day, end: to.end)))
    }
    if case .month(let month) = word(position) {
      // The month first.
      if let text = token(position + 1), let (first, last) = Self.dashDays(text) {
        add(position + 2, month, first, month, last)
      }
      for (firstEnd, first, _) in dayNumbers(at: position + 1, digits: true) {
        var starts: [(Int, Bool)] = [(firstEnd, false)]
        if let text = token(firstEnd), Self.rangeWords.contains(text) { starts.append((firstEnd + 1, true)) }
        for (start, linked) in starts {
          if case .month(let lastMonth) = word(start) {
            for (end, last, _) in dayNumbers(at: start + 1, digits: true) { add(end, month, first, lastMonth, last) }
          }
          for (end, last, ordinal) in dayNumbers(at: start, digits: true) where linked || ordinal {
            add(end, month, first, month, last)
          }
        }
      }
    }
    // The days first: "1-8 september", "from the 13th to the 15th of July", "23rd to 26th Oct".
    var first = position
    if isToken(first, "the") { first += 1 }
    if let text = token(first), let (firstDay, lastDay) = Self.dashDays(text) {
      var monthAt = first + 1
      if isToken(monthAt, "of") { monthAt += 1 }
      if case .month(let month) = word(monthAt) { add(monthAt + 1, month, firstDay, month, lastDay) }
    }
    for (firstEnd, firstDay, _) in dayNumbers(at: first, digits: true) where closerAhead(of: first) {
      guard let text = token(firstEnd), Self.rangeWords.contains(text) else { continue }
      var start = firstEnd + 1
      if isToken(start, "the") { start += 1 }
      for (end, spec) in daysOfMonth(at: start, article: false) where spec.year == nil && spec.anchor == nil {
        guard let month = spec.month, let lastDay = spec.day else { continue }
        add(end, month, firstDay, month, lastDay)
      }
    }
    return found
  }

  /// Every range of whole days that starts at `index`: "from monday to friday", "between today and sunday".
  func dateRanges(at index: Int) -> [(end: Int, value: DateValue)] {
    guard let text = token(index), closerAhead(of: index) else { return [] }
    var position = index
    var closers = Self.rangeWords
    if text == "from" {
      position += 1
    } else if text == "between" {
      position += 1
      closers = ["and"]
    }
    var found: [(end: Int, value: DateValue)] = []
    for (firstEnd, firstSpec) in dates(at: position) {
      guard let closer = token(firstEnd), closers.contains(closer), !firstSpec.isMoment, !firstSpec.isLatent,
        let first = resolve(firstSpec), first.grain == .day
      else { continue }
      for (end, lastSpec) in dates(at: firstEnd + 1) where !lastSpec.isMoment && !lastSpec.isLatent {
        guard var last = resolve(lastSpec), last.grain == .day else { continue }
        // "friday to monday": a weekday alone comes after the first day.
        if lastSpec.weekday != nil && lastSpec.anchor == nil && lastSpec.day == nil {
          while last.start < first.start { last.start = last.start.adding(days: 7) }
        }
        guard last.start >= first.start else { continue }
        found.append((end, DateValue(start: first.start, grain: .day, end: last.end)))
      }
    }
    return found
  }

  /// "by 2pm", "by the end of the month", "by EOY", "within 2 weeks": from now to then.
  func deadlines(at index: Int) -> [(end: Int, value: DateValue)] {
    guard index < limit else { return [] }
    var found: [(end: Int, value: DateValue)] = []
    func add(_ end: Int, _ until: LocalDateTime) {
      if until > reference { found.append((end, DateValue(start: reference, grain: .second, end: until))) }
    }
    switch tokens[index] {
    case "by":
      guard !isToken(index + 1, "by") else { return [] }
      var position = index + 1
      if isToken(position, "the") { position += 1 }
      if isToken(position, "end") && isToken(position + 1, "of") {
        for (end, span) in cycleTargets(at: position + 2) { add(end, span.end) }
        if isToken(position + 2, "day") { add(position + 3, today.adding(days: 1)) }
        return found
      }
      let ends: [String: TimeGrain] = ["eod": .day, "eom": .month, "eoy": .year]
      if let text = token(position), let grain = ends[text] {
        add(position + 1, cycle(grain, 0).end)
        return found
      }
      var later = Self(tokens: tokens, start: index + 1, limit: limit, reference: reference)
      for reading in later.run() where reading.value.end == nil { add(reading.end, reading.value.start) }
    case "within":
      for (end, amount, unit) in durations(at: index + 1) {
        if let span = moment(amount, unit) { add(end, span.start) }
      }
    default:
      break
    }
    return found
  }
}
