/// Reading ranges: "3-4pm", "from 9:30 to 11:00", "July 13-15", "by 2pm", "within 2 weeks".
extension EnglishDates.DateParser {
  /// Words between the two ends of a range.
  static let rangeWords: Set<String> = ["to", "thru", "through", "till", "til", "until", "untill"]

  /// What joins the two times of a range.
  enum Closer {
    /// A range word: "to", "till", "through".
    case rangeWord
    /// "and", after "between".
    case and
    /// "but before" or "and before", after "later than".
    case before
  }

  /// The end of the word or words at `index` that join the ends of a range, or nil.
  func closerEnd(at index: Int, _ closer: Closer) -> Int? {
    guard index < limit else { return nil }
    let token = token(at: index)
    switch closer {
    case .rangeWord: return token.isRangeWord ? index + 1 : nil
    case .and: return token.key == .and ? index + 1 : nil
    case .before: return (token.key == .but || token.key == .and) && key(index + 1) == .before ? index + 2 : nil
    }
  }

  /// The words at `index` that open a range, or nil: where its first end starts and what joins it to the last.
  ///
  /// "from" and "between" open any range; with `clock`, so do "in between" and "later than" (a range of times).
  func rangeOpener(at index: Int, clock: Bool) -> (first: Int, closer: Closer)? {
    switch key(index) {
    case .from: return (index + 1, .rangeWord)
    case .between: return (index + 1, .and)
    case .in where clock && key(index + 1) == .between: return (index + 2, .and)
    case .later where clock && key(index + 1) == .than: return (index + 2, .before)
    default: return nil
    }
  }

  /// Every range of times that starts at `index`: "3-4pm", "from 3 to 4 in the pm", "between 9:30 and 11:00".
  ///
  /// `plainTimes` are the times at `index` when already read (with no "at" before), among other pieces.
  func timeRanges(
    at index: Int, plainTimes: ArraySlice<(end: Int, piece: DatePiece)>? = nil
  ) -> [(end: Int, first: ClockTime, last: ClockTime)] {
    guard index < limit else { return [] }
    let opening = rangeOpener(at: index, clock: true)
    let opener = opening != nil
    let (position, closer) = opening ?? (index, .rangeWord)
    var found: [(end: Int, first: ClockTime, last: ClockTime)] = []
    // A dash inside one token: "3-4", "3:30-6:00", "1-2:30", "9-11".
    if position < limit, token(at: position).hasDash, let (left, right) = Self.dashSides(tokens[position]) {
      let leftParser = Self(tokens: [left], start: 0, limit: 1, reference: reference)
      let rightTokens = [right] + tokens[(position + 1)..<limit]
      let rightParser = Self(tokens: rightTokens, start: 0, limit: rightTokens.count, reference: reference)
      for (leftEnd, first) in leftParser.times(at: 0, afterAt: true) where leftEnd == 1 {
        for (rightEnd, last) in rightParser.times(at: 0, afterAt: false) {
          let standalone = opener || last.standalone || left.utf8.contains(0x3A)
          found.appendSmall((position + rightEnd, Self.aligned(first, to: last, standalone: standalone), last))
        }
      }
    }
    func addRanges(from firstEnd: Int, _ first: ClockTime) {
      if let start = closerEnd(at: firstEnd, closer) {
        times(at: start, afterAt: true) { end, last in
          found.appendSmall((end, Self.aligned(first, to: last, standalone: opener || first.standalone), last))
        }
      }
      // Two times side by side, their dash dropped: "9:30 - 11:00", "8am - 1pm".
      if key(index) != .between && Self.isExplicit(first) {
        times(at: firstEnd, afterAt: false) { end, last in
          if Self.isExplicit(last) { found.appendSmall((end, Self.aligned(first, to: last, standalone: true), last)) }
        }
      }
    }
    if let plainTimes, !opener {
      for (end, piece) in plainTimes {
        if case .time(let time) = piece { addRanges(from: end, time) }
      }
    } else {
      for (end, time) in times(at: position, afterAt: opener) { addRanges(from: end, time) }
    }
    return found
  }

  /// Whether a time is written so that it cannot be a bare number: with minutes or with am or pm.
  static func isExplicit(_ time: ClockTime) -> Bool {
    time.standalone && (time.grain != .hour || !time.ambiguous)
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

  /// Two days of the month in the token at `index`: "13-15".
  func dashDays(at index: Int) -> (Int, Int)? {
    guard index < limit, token(at: index).hasDash, let (left, right) = Self.dashSides(tokens[index]),
      let first = EnglishDates.digitValue(left), let second = EnglishDates.digitValue(right), first >= 1,
      first <= 31, second >= 1, second <= 31
    else { return nil }
    return (first, second)
  }

  /// Every range of days that starts at `index`: "July 13-15", "from 13th to 15th July", "Aug 8 - Aug 12".
  func dayRanges(at index: Int) -> [(end: Int, value: DateValue)] {
    var position = index
    if key(position) == .from { position += 1 }
    guard position < limit else { return [] }
    let token = token(at: position)
    switch token.word {
    case .month: break
    default:
      guard token.startsWithDigit || token.key == .the || token.ordinal else { return [] }
    }
    var found: [(end: Int, value: DateValue)] = []
    func add(_ end: Int, _ firstMonth: Int, _ firstDay: Int, _ lastMonth: Int, _ lastDay: Int) {
      guard let from = resolve(DateSpec(month: firstMonth, day: firstDay)),
        let to = resolve(DateSpec(month: lastMonth, day: lastDay)), to.start >= from.start
      else { return }
      found.appendSmall((end, DateValue(start: from.start, grain: .day, end: to.end)))
    }
    if case .month(let month) = token.word {
      // The month first.
      if let (first, last) = dashDays(at: position + 1) {
        add(position + 2, month, first, month, last)
      }
      for (firstEnd, first, _) in dayNumbers(at: position + 1, digits: true) {
        func addLast(from start: Int, linked: Bool) {
          if case .month(let lastMonth) = word(start) {
            for (end, last, _) in dayNumbers(at: start + 1, digits: true) { add(end, month, first, lastMonth, last) }
          }
          for (end, last, ordinal) in dayNumbers(at: start, digits: true) where linked || ordinal {
            add(end, month, first, month, last)
          }
        }
        addLast(from: firstEnd, linked: false)
        if closerEnd(at: firstEnd, .rangeWord) != nil { addLast(from: firstEnd + 1, linked: true) }
      }
    }
    // The days first: "1-8 september", "from the 13th to the 15th of July", "23rd to 26th Oct".
    var first = position
    if key(first) == .the { first += 1 }
    if let (firstDay, lastDay) = dashDays(at: first) {
      var monthAt = first + 1
      if key(monthAt) == .of { monthAt += 1 }
      if case .month(let month) = word(monthAt) { add(monthAt + 1, month, firstDay, month, lastDay) }
    }
    for (firstEnd, firstDay, _) in dayNumbers(at: first, digits: true) {
      guard closerEnd(at: firstEnd, .rangeWord) != nil else { continue }
      var start = firstEnd + 1
      if key(start) == .the { start += 1 }
      for (end, spec) in daysOfMonth(at: start, article: false) where spec.year == nil && spec.anchor == nil {
        guard let month = spec.month, let lastDay = spec.day else { continue }
        add(end, month, firstDay, month, lastDay)
      }
    }
    return found
  }

  /// Every range of whole days that starts at `index`: "from monday to friday", "between today and sunday".
  ///
  /// `plainDates` are the dates at `index` in `memo`, when already read.
  func dateRanges(at index: Int, plainDates: Range<Int>? = nil) -> [(end: Int, value: DateValue)] {
    guard index < limit else { return [] }
    let (position, closer) = rangeOpener(at: index, clock: false) ?? (index, .rangeWord)
    var found: [(end: Int, value: DateValue)] = []
    func add(_ firstEnd: Int, _ firstSpec: DateSpec) {
      guard closerEnd(at: firstEnd, closer) != nil, !firstSpec.isMoment, !firstSpec.isLatent,
        let first = resolve(firstSpec), first.grain == .day
      else { return }
      for (end, lastSpec) in dates(at: firstEnd + 1) where !lastSpec.isMoment && !lastSpec.isLatent {
        guard var last = resolve(lastSpec), last.grain == .day else { continue }
        // "friday to monday": a weekday alone comes after the first day.
        if lastSpec.weekday != nil && lastSpec.anchor == nil && lastSpec.day == nil {
          while last.start < first.start { last.start = last.start.adding(days: 7) }
        }
        guard last.start >= first.start else { continue }
        found.appendSmall((end, DateValue(start: first.start, grain: .day, end: last.end)))
      }
    }
    if position == index, let plainDates {
      for index in plainDates {
        if case .date(let spec) = memo[index].piece { add(memo[index].end, spec) }
      }
    } else {
      for (firstEnd, firstSpec) in dates(at: position) { add(firstEnd, firstSpec) }
    }
    return found
  }

  /// "by 2pm", "by the end of the month", "by EOY", "within 2 weeks": from now to then.
  func deadlines(at index: Int) -> [(end: Int, value: DateValue)] {
    guard index < limit else { return [] }
    var found: [(end: Int, value: DateValue)] = []
    func add(_ end: Int, _ until: LocalDateTime) {
      if until > reference { found.appendSmall((end, DateValue(start: reference, grain: .second, end: until))) }
    }
    switch key(index) {
    case .by:
      guard key(index + 1) != .by else { return [] }
      var position = index + 1
      if key(position) == .the { position += 1 }
      if key(position) == .end && key(position + 1) == .of {
        for (end, span) in cycleTargets(at: position + 2) { add(end, span.end) }
        if key(position + 2) == .day { add(position + 3, today.adding(days: 1)) }
        return found
      }
      let grain: TimeGrain?
      switch key(position) {
      case .eod: grain = .day
      case .eom: grain = .month
      case .eoy: grain = .year
      default: grain = nil
      }
      if let grain {
        add(position + 1, cycle(grain, 0).end)
        return found
      }
      var later = Self(tokens: tokens, start: index + 1, limit: limit, reference: reference)
      for reading in later.run() where reading.value.end == nil { add(reading.end, reading.value.start) }
    case .within:
      for (end, amount, unit) in durations(at: index + 1) {
        if let span = moment(amount, unit) { add(end, span.start) }
      }
    default:
      break
    }
    return found
  }
}
