/// Reading values that stand alone: "next 3 days", weekends, "end of the month".
extension EnglishDates.DateParser {
  /// Every complete value that starts at `index`.
  func values(at index: Int) -> [(end: Int, value: DateValue)] {
    guard index < limit else { return [] }
    var found: [(end: Int, value: DateValue)] = []
    found += cycleRuns(at: index)
    found += weekends(at: index)
    found += partsOfCycles(at: index)
    found += dayRanges(at: index)
    found += dateRanges(at: index)
    found += deadlines(at: index)
    found += lastWeekends(at: index)
    return found
  }

  /// "next 3 days", "last 2 weeks", "the past 2 hours": whole cycles after or before the current one.
  func cycleRuns(at index: Int) -> [(end: Int, value: DateValue)] {
    var position = index
    if isToken(position, "the") { position += 1 }
    guard let text = token(position), let offset = EnglishDates.cycleWords[text], offset != 0,
      text != "coming", text != "upcoming", text != "following"
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
      found.append((end + 1, DateValue(start: from, grain: grain, end: to)))
    }
    return found
  }

  /// "this weekend", "next weekend", "this past weekend": Friday 18:00 to Monday 00:00.
  func weekends(at index: Int) -> [(end: Int, value: DateValue)] {
    var position = index
    var nth = 0
    var notImmediate = false
    if let text = token(position) {
      if text == "this" && isToken(position + 1, "past") {
        nth = -1
        position += 2
      } else if let offset = EnglishDates.cycleWords[text] {
        if offset < 0 { nth = -1 } else if offset > 0 { notImmediate = true }
        position += 1
      } else if text == "the" {
        position += 1
      }
    }
    guard let end = weekendWord(at: position) else { return [] }
    // Number 0 is this week's, which ends on the coming Monday, so it is never over.
    var friday = reference.start(of: .week).adding(days: 4).adding(seconds: 18 * 3_600)
    if notImmediate && reference >= friday { friday = friday.adding(days: 7) }
    friday = friday.adding(days: 7 * nth)
    return [(end, DateValue(start: friday, grain: .hour, end: friday.adding(seconds: 54 * 3_600)))]
  }

  /// The end of "weekend", "week end", "wkend" at `index`.
  func weekendWord(at index: Int) -> Int? {
    guard let text = token(index) else { return nil }
    switch text {
    case "weekend", "weekends", "wkend", "wkends": return index + 1
    case "week":
      if let next = token(index + 1), next == "end" || next == "ends" { return index + 2 }
      return nil
    default: return nil
    }
  }

  /// "early March", "end of the month", "beginning of next week", "the EOY", "end of 2012", "rest of the week".
  func partsOfCycles(at index: Int) -> [(end: Int, value: DateValue)] {
    var position = index
    if isToken(position, "the") { position += 1 }
    guard let text = token(position) else { return [] }
    var found: [(end: Int, value: DateValue)] = []
    switch text {
    case "early", "mid", "late":
      var monthStart = position + 1
      if isToken(monthStart, "of") { monthStart += 1 }
      for (end, spec) in months(at: monthStart, alone: true) where spec.day == nil {
        guard let span = resolve(spec), span.grain == .month else { continue }
        let range = text == "early" ? (0, 10) : text == "mid" ? (10, 20) : (20, -1)
        let from = span.start.adding(days: range.0)
        let to = range.1 < 0 ? span.end : span.start.adding(days: range.1)
        found.append((end, DateValue(start: from, grain: .day, end: to)))
      }
    case "end", "beginning", "start":
      guard isToken(position + 1, "of") else { return [] }
      for (end, span) in cycleTargets(at: position + 2) {
        if let value = part(text == "end", of: span) { found.append((end, value)) }
      }
    case "eom", "bom", "eoy", "boy":
      let span = cycle(text.hasSuffix("m") ? .month : .year, 0)
      if let value = part(text.hasPrefix("e"), of: span) { found.append((position + 1, value)) }
    case "rest", "all":
      // "rest of the week" runs from today, "all week" from Monday, to Sunday (exclusive), as in Duckling.
      var end = position + 1
      if text == "rest" {
        guard isToken(end, "of") else { return [] }
        end += 1
      }
      if isToken(end, "the") { end += 1 }
      guard isToken(end, "week") else { return [] }
      let monday = reference.start(of: .week)
      let from = text == "rest" ? today : monday
      found.append((end + 1, DateValue(start: from, grain: .day, end: monday.adding(days: 6))))
    default:
      break
    }
    return found
  }

  /// What "end of" or "beginning of" may name: "the month", "next week", "April", "2012", "the year".
  func cycleTargets(at index: Int) -> [(end: Int, span: DateSpan)] {
    var found = cycles(at: index, bare: true)
    var position = index
    if isToken(position, "the") { position += 1 }
    if case .unit(let unit) = word(position), unit == .week || unit == .month || unit == .year {
      found.append((position + 1, cycle(unit.grain, 0)))
    }
    for (end, spec) in months(at: index, alone: true) where spec.day == nil {
      if let span = resolve(spec) { found.append((end, span)) }
    }
    if let text = token(index), text.utf8.count == 4, let year = EnglishDates.digitValue(text), year >= 1000 {
      let start = LocalDateTime(year: year, month: 1, day: 1, utcOffsetSeconds: reference.utcOffsetSeconds)
      found.append((index + 1, DateSpan(start: start, grain: .year)))
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
    guard isToken(index, "last"), let end = weekendWord(at: index + 1),
      isToken(end, "of") || isToken(end, "in")
    else { return [] }
    var found: [(end: Int, value: DateValue)] = []
    for (containerEnd, container) in containers(at: end + 1) where container.grain == .month {
      let lastDay = container.end.adding(days: -1)
      let friday = lastDay.adding(days: -((lastDay.weekday - 5 + 7) % 7)).adding(seconds: 18 * 3_600)
      found.append((containerEnd, DateValue(start: friday, grain: .hour, end: friday.adding(seconds: 54 * 3_600))))
    }
    return found
  }
}
