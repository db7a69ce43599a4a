/// Reading values that stand alone: "next 3 days", weekends, "end of the month".
extension EnglishDates.DateParser {
  /// Every complete value that starts at `index`; `dates` are the dates at `index` in `memo`, when already read.
  func values(at index: Int, dates: Range<Int>? = nil) -> [(end: Int, value: DateValue)] {
    guard index < limit else { return [] }
    var found: [(end: Int, value: DateValue)] = []
    /// Appends, leaving an empty array alone (appending nothing to it would allocate).
    func add(_ more: [(end: Int, value: DateValue)]) {
      if !more.isEmpty { found += more }
    }
    let token = token(at: index)
    guard token.beginsValue else {
      // Other words begin only ranges of days ("july 13-15", "5th to 8th") and of dates ("friday to monday").
      if case .month = token.word {
        add(dayRanges(at: index))
      } else if token.startsWithDigit || token.ordinal {
        add(dayRanges(at: index))
      }
      add(dateRanges(at: index, plainDates: dates))
      return found
    }
    add(cycleRuns(at: index))
    if let weekend = weekend(at: index) { found.appendSmall(weekend) }
    add(partsOfCycles(at: index))
    add(dayRanges(at: index))
    add(dateRanges(at: index, plainDates: dates))
    add(deadlines(at: index))
    add(lastWeekends(at: index))
    return found
  }

  /// "next 3 days", "last 2 weeks", "the past 2 hours": whole cycles after or before the current one.
  func cycleRuns(at index: Int) -> [(end: Int, value: DateValue)] {
    var position = index
    if key(position) == .the { position += 1 }
    guard position < limit else { return [] }
    let token = token(at: position)
    guard let offset = token.cycleOffset, offset != 0,
      token.key != .coming, token.key != .upcoming, token.key != .following
    else { return [] }
    var found: [(end: Int, value: DateValue)] = []
    for (end, count) in integers(at: position + 1) where count >= 1 && count <= 10_000 {
      guard case .unit(let unit) = word(end) else { continue }
      let grain = unit.grain
      let length = count * unit.multiple
      let current = reference.start(of: grain)
      let from =
        offset > 0 ? EnglishDates.moved(current, by: 1, grain) : EnglishDates.moved(current, by: -length, grain)
      let to = offset > 0 ? EnglishDates.moved(from, by: length, grain) : current
      found.appendSmall((end + 1, DateValue(start: from, grain: grain, end: to)))
    }
    return found
  }

  /// "this weekend", "next weekend", "this past weekend": Friday 18:00 to Monday 00:00.
  func weekend(at index: Int) -> (end: Int, value: DateValue)? {
    var position = index
    var nth = 0
    var notImmediate = false
    if position < limit {
      let token = token(at: position)
      if token.key == .this && key(position + 1) == .past {
        nth = -1
        position += 2
      } else if let offset = token.cycleOffset {
        if offset < 0 { nth = -1 } else if offset > 0 { notImmediate = true }
        position += 1
      } else if token.key == .the {
        position += 1
      }
    }
    guard let end = weekendWord(at: position) else { return nil }
    // Number 0 is this week's, which ends on the coming Monday, so it is never over.
    var friday = reference.start(of: .week).adding(days: 4).adding(seconds: 18 * 3_600)
    if notImmediate && reference >= friday { friday = friday.adding(days: 7) }
    friday = friday.adding(days: 7 * nth)
    return (end, DateValue(start: friday, grain: .hour, end: friday.adding(seconds: 54 * 3_600)))
  }

  /// The end of "weekend", "week end", "wkend" at `index`.
  func weekendWord(at index: Int) -> Int? {
    switch key(index) {
    case .weekend, .weekends, .wkend, .wkends: return index + 1
    case .week:
      let next = key(index + 1)
      return next == .end || next == .ends ? index + 2 : nil
    default: return nil
    }
  }

  /// "early March", "end of the month", "beginning of next week", "the EOY", "end of 2012", "rest of the week".
  func partsOfCycles(at index: Int) -> [(end: Int, value: DateValue)] {
    var position = index
    if key(position) == .the { position += 1 }
    let first = key(position)
    var found: [(end: Int, value: DateValue)] = []
    switch first {
    case .early, .mid, .late:
      var monthStart = position + 1
      if key(monthStart) == .of { monthStart += 1 }
      for (end, spec) in months(at: monthStart, alone: true) where spec.day == nil {
        guard let span = resolve(spec), span.grain == .month else { continue }
        let range = first == .early ? (0, 10) : first == .mid ? (10, 20) : (20, -1)
        let from = span.start.adding(days: range.0)
        let to = range.1 < 0 ? span.end : span.start.adding(days: range.1)
        found.appendSmall((end, DateValue(start: from, grain: .day, end: to)))
      }
    case .end, .beginning, .start:
      guard key(position + 1) == .of else { return [] }
      for (end, span) in cycleTargets(at: position + 2) {
        if let value = part(first == .end, of: span) { found.appendSmall((end, value)) }
      }
    case .eom, .bom, .eoy, .boy:
      let span = cycle(first == .eom || first == .bom ? .month : .year, 0)
      if let value = part(first == .eom || first == .eoy, of: span) { found.appendSmall((position + 1, value)) }
    case .rest, .all:
      // "rest of the week" runs from today, "all week" from Monday, to Sunday (exclusive), as in Duckling.
      var end = position + 1
      if first == .rest {
        guard key(end) == .of else { return [] }
        end += 1
      }
      if key(end) == .the { end += 1 }
      guard key(end) == .week else { return [] }
      let monday = reference.start(of: .week)
      let from = first == .rest ? today : monday
      found.appendSmall((end + 1, DateValue(start: from, grain: .day, end: monday.adding(days: 6))))
    default:
      break
    }
    return found
  }

  /// What "end of" or "beginning of" may name: "the month", "next week", "April", "2012", "the year".
  func cycleTargets(at index: Int) -> [(end: Int, span: DateSpan)] {
    var found: [(end: Int, span: DateSpan)] = []
    if let cycle = cycle(at: index, bare: true) { found.appendSmall(cycle) }
    var position = index
    if key(position) == .the { position += 1 }
    if case .unit(let unit) = word(position), unit == .week || unit == .month || unit == .year {
      found.appendSmall((position + 1, cycle(unit.grain, 0)))
    }
    for (end, spec) in months(at: index, alone: true) where spec.day == nil {
      if let span = resolve(spec) { found.appendSmall((end, span)) }
    }
    if let (year, width) = digits(index), width == 4, year >= 1000 {
      let start = LocalDateTime(year: year, month: 1, day: 1, utcOffsetSeconds: reference.utcOffsetSeconds)
      found.appendSmall((index + 1, DateSpan(start: start, grain: .year)))
    }
    return found
  }

  /// The end or beginning of a week (Mon–Wed, Fri–Sun), month (days 1–10, 21–end) or year (Jan–Mar, Sep–Dec).
  func part(_ end: Bool, of span: DateSpan) -> DateValue? {
    switch span.grain {
    case .week:
      return end
        ? DateValue(start: span.start.adding(days: 4), grain: .day, end: span.end)
        : DateValue(start: span.start, grain: .day, end: span.start.adding(days: 3))
    case .month:
      return end
        ? DateValue(start: span.start.adding(days: 20), grain: .day, end: span.end)
        : DateValue(start: span.start, grain: .day, end: span.start.adding(days: 10))
    case .year:
      return end
        ? DateValue(start: span.start.adding(months: 8), grain: .month, end: span.end)
        : DateValue(start: span.start, grain: .month, end: span.start.adding(months: 3))
    default:
      return nil
    }
  }

  /// "last weekend of October": the last Friday 18:00 to Monday 00:00 that starts in the month.
  func lastWeekends(at index: Int) -> [(end: Int, value: DateValue)] {
    guard key(index) == .last, let end = weekendWord(at: index + 1), key(end) == .of || key(end) == .in else {
      return []
    }
    var found: [(end: Int, value: DateValue)] = []
    for (containerEnd, container) in containers(at: end + 1) where container.grain == .month {
      let lastDay = container.end.adding(days: -1)
      let friday = lastDay.adding(days: -((lastDay.weekday - 5 + 7) % 7)).adding(seconds: 18 * 3_600)
      found.appendSmall((containerEnd, DateValue(start: friday, grain: .hour, end: friday.adding(seconds: 54 * 3_600))))
    }
    return found
  }
}
