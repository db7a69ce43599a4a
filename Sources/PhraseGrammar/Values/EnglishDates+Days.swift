/// Reading dates: named days, weekdays, months and days of the month, numeric dates, cycles and durations.
extension EnglishDates.DateParser {
  /// Every date that starts at `index`.
  func dates(at index: Int) -> [(end: Int, spec: DateSpec)] {
    guard let text = token(index) else { return [] }
    var found: [(end: Int, spec: DateSpec)] = []
    if let offset = EnglishDates.dayWords[text] {
      found.append((index + 1, DateSpec(anchor: DateSpan(start: today.adding(days: offset), grain: .day))))
    }
    let now = DateSpec(anchor: DateSpan(start: reference, grain: .second), isMoment: true)
    switch text {
    case "now", "immediately", "atm":
      found.append((index + 1, now))
    case "right", "just":
      if isToken(index + 1, "now") { found.append((index + 2, now)) }
    case "the":
      if isToken(index + 1, "moment") { found.append((index + 2, now)) }
      if let end = dayAfterTomorrow(at: index + 1) { found.append(end) }
      if isToken(index + 1, "ides") && isToken(index + 2, "of"), case .month(let month) = word(index + 3) {
        found.append((index + 4, DateSpec(month: month, day: [3, 5, 7, 10].contains(month) ? 15 : 13)))
      }
      found += daysOfMonth(at: index + 1, article: true)
    case "day":
      if let end = dayAfterTomorrow(at: index) { found.append(end) }
    case "this":
      // "at this time" is today, as in Duckling.
      if isToken(index + 1, "time") {
        found.append((index + 2, DateSpec(anchor: DateSpan(start: today, grain: .day))))
      }
    case "in", "during":
      if case .month = word(index + 1) { found += months(at: index + 1, alone: true) }
      if let text = token(index + 1), text.utf8.count == 4, let year = EnglishDates.digitValue(text),
        year >= 1000, year <= 2100
      {
        found.append((index + 2, DateSpec(year: year)))
        // "in 2014 AD"
        if isToken(index + 2, "ad") { found.append((index + 3, DateSpec(year: year))) }
        if isToken(index + 2, "a") && isToken(index + 3, "d") { found.append((index + 4, DateSpec(year: year))) }
      }
    default:
      break
    }
    switch word(index) {
    case .weekday(let weekday, plural: false):
      var spec = DateSpec(weekday: weekday)
      spec.notImmediate = true
      found.append((index + 1, spec))
      if isToken(index + 1, "after") && isToken(index + 2, "next") {
        spec.nth = 1
        found.append((index + 3, spec))
      } else if isToken(index + 1, "before") && isToken(index + 2, "last") {
        spec.nth = -2
        spec.notImmediate = false
        found.append((index + 3, spec))
      }
    case .month:
      found += months(at: index, alone: text != "may")
    default:
      break
    }
    if let offset = EnglishDates.cycleWords[text] {
      found += relativeDays(at: index, offset: offset)
    }
    if text == "the" || EnglishDates.cycleWords[text] != nil {
      for (end, span) in cycles(at: index, bare: false) { found.append((end, DateSpec(anchor: span))) }
    }
    let digits = text.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false
    let ordinal = digits || EnglishNumbers.mayBeginOrdinal(text)
    if ordinal {
      found += daysOfMonth(at: index, article: false)
    }
    if digits, let spec = numericDate(text) { found.append((index + 1, spec)) }
    if ordinal || text == "the" {
      found += quarters(at: index)
    }
    if ordinal || text == "the" || text == "last" {
      for (end, span) in nthOf(at: index) { found.append((end, DateSpec(anchor: span))) }
    }
    return found
  }

  /// "third quarter", "the 4th qtr of 2018", "2018 q4": a quarter of this or a given year.
  func quarters(at index: Int) -> [(end: Int, spec: DateSpec)] {
    var found: [(end: Int, spec: DateSpec)] = []
    func add(_ end: Int, _ year: Int, _ quarter: Int) {
      let start = LocalDateTime(
        year: year, month: quarter * 3 - 2, day: 1, utcOffsetSeconds: reference.utcOffsetSeconds)
      found.append((end, DateSpec(anchor: DateSpan(start: start, grain: .quarter))))
    }
    if let text = token(index), let value = EnglishDates.digitValue(text), isToken(index + 1, "q"),
      let year = EnglishDates.fullYear(value, width: text.utf8.count), let next = token(index + 2),
      next.utf8.count == 1, let quarter = EnglishDates.digitValue(next), quarter >= 1, quarter <= 4
    {
      add(index + 3, year, quarter)
    }
    var position = index
    if isToken(position, "the") { position += 1 }
    for (end, quarter, _) in dayNumbers(at: position, digits: false) where quarter <= 4 {
      guard case .unit(.quarter) = word(end) else { continue }
      add(end + 1, reference.year, quarter)
      var yearAt = end + 1
      if isToken(yearAt, "of") { yearAt += 1 }
      if let year = year(at: yearAt, twoDigits: false) { add(yearAt + 1, year, quarter) }
    }
    return found
  }

  /// "first tuesday of october", "last day of october 2015", "the 2nd last week of October 2018", "third day of march".
  func nthOf(at index: Int) -> [(end: Int, span: DateSpan)] {
    var position = index
    if isToken(position, "the") { position += 1 }
    var counts: [(end: Int, count: Int, fromEnd: Bool)] = []
    if isToken(position, "last") { counts.append((position + 1, 1, true)) }
    for (end, count, _) in dayNumbers(at: position, digits: false) where count <= 31 {
      counts.append(isToken(end, "last") ? (end + 1, count, true) : (end, count, false))
    }
    var found: [(end: Int, span: DateSpan)] = []
    for (end, count, fromEnd) in counts {
      let what = word(end)
      guard isToken(end + 1, "of") || isToken(end + 1, "in") else { continue }
      for (containerEnd, container) in containers(at: end + 2) {
        let first = container.start.dayNumber
        let last = container.end.dayNumber
        var days: [Int] = []
        var grain = TimeGrain.day
        switch what {
        case .weekday(let weekday, plural: false):
          let offset = (weekday - container.start.weekday + 7) % 7
          days = Array(stride(from: first + offset, to: last, by: 7))
        case .unit(.day):
          days = Array(first..<last)
        case .unit(.week):
          // The weeks wholly inside.
          let offset = (1 - container.start.weekday + 7) % 7
          days = Array(stride(from: first + offset, through: last - 7, by: 7))
          grain = .week
        default:
          continue
        }
        guard count <= days.count else { continue }
        let number = fromEnd ? days[days.count - count] : days[count - 1]
        found.append((containerEnd, DateSpan(start: day(number), grain: grain)))
      }
    }
    return found
  }

  /// What "first monday of" may name: a month ("october", "march 2014"), "this month", "next month", a year.
  func containers(at index: Int) -> [(end: Int, span: DateSpan)] {
    var found: [(end: Int, span: DateSpan)] = []
    for (end, spec) in months(at: index, alone: true) where spec.day == nil {
      if let span = resolve(spec) { found.append((end, span)) }
    }
    for (end, span) in cycles(at: index, bare: true) where span.grain >= .month { found.append((end, span)) }
    if let text = token(index), text.utf8.count == 4, let year = EnglishDates.digitValue(text), year >= 1000 {
      let start = LocalDateTime(year: year, month: 1, day: 1, utcOffsetSeconds: reference.utcOffsetSeconds)
      found.append((index + 1, DateSpan(start: start, grain: .year)))
    }
    return found
  }

  /// "day after tomorrow", "day before yesterday" at `index` ("the" already read).
  func dayAfterTomorrow(at index: Int) -> (end: Int, spec: DateSpec)? {
    guard isToken(index, "day"), let relation = token(index + 1), let day = token(index + 2) else { return nil }
    let offset: Int
    switch (relation, day) {
    case ("after", "tomorrow"): offset = 2
    case ("before", "yesterday"): offset = -2
    default: return nil
    }
    return (index + 3, DateSpec(anchor: DateSpan(start: today.adding(days: offset), grain: .day)))
  }

  /// "this friday", "next friday", "last tuesday", "next march", "this past monday".
  func relativeDays(at index: Int, offset: Int) -> [(end: Int, spec: DateSpec)] {
    var offset = offset
    var position = index + 1
    if tokens[index] == "this" && isToken(position, "past") {
      offset = -1
      position += 1
    } else if tokens[index] == "this" && isToken(position, "coming") {
      // "this coming friday" is "coming friday".
      offset = 1
      position += 1
    }
    switch word(position) {
    case .weekday(let weekday, plural: false):
      var spec = DateSpec(weekday: weekday)
      if tokens[index] == "next" {
        // The weekday of the next Monday-based week.
        spec = DateSpec(anchor: cycle(.week, 1))
        spec.weekday = weekday
      } else if offset < 0 {
        spec.nth = -1
      } else {
        spec.notImmediate = true
      }
      return [(position + 1, spec)]
    case .month(let month):
      var spec = DateSpec(month: month)
      if offset < 0 {
        spec.nth = -1
      } else if offset > 0 {
        spec.notImmediate = true
      }
      return [(position + 1, spec)]
    default:
      return []
    }
  }

  /// "this week", "next month", "the following week", "last year", "the month" (with `bare`).
  func cycles(at index: Int, bare: Bool) -> [(end: Int, span: DateSpan)] {
    var position = index
    let article = isToken(position, "the")
    if article { position += 1 }
    guard let text = token(position) else { return [] }
    var offset = 0
    if let value = EnglishDates.cycleWords[text] {
      offset = value
      position += 1
    } else if !(bare && article) {
      return []
    }
    guard let unitText = token(position), let grain = EnglishDates.cycleUnits[unitText] else { return [] }
    if grain == .day && (offset == 0 || text == "last" || text == "past") { return [] }
    return [(position + 1, cycle(grain, offset))]
  }

  /// A month name with what may follow: "March", "March 2015", "March 5th", "march 3 2015", "March after next".
  func months(at index: Int, alone: Bool) -> [(end: Int, spec: DateSpec)] {
    guard case .month(let month) = word(index) else { return [] }
    var found: [(end: Int, spec: DateSpec)] = []
    if alone { found.append((index + 1, DateSpec(month: month))) }
    if isToken(index + 1, "after") && isToken(index + 2, "next") {
      var spec = DateSpec(month: month)
      spec.notImmediate = true
      spec.nth = 1
      found.append((index + 3, spec))
    }
    if let year = year(at: index + 1, twoDigits: false) {
      found.append((index + 2, DateSpec(year: year, month: month)))
    }
    var position = index + 1
    if isToken(position, "the") { position += 1 }
    for (end, day, _) in dayNumbers(at: position, digits: true) {
      guard day <= LocalDateTime.daysIn(month: month, year: 2000) else { continue }
      found.append((end, DateSpec(month: month, day: day)))
      if let year = year(at: end, twoDigits: false),
        day <= LocalDateTime.daysIn(month: month, year: year)
      {
        found.append((end + 1, DateSpec(year: year, month: month, day: day)))
      }
    }
    return found
  }

  /// A year after a month: four digits from 1000 to 2100, or two digits when allowed.
  func year(at index: Int, twoDigits: Bool) -> Int? {
    guard let text = token(index), let value = EnglishDates.digitValue(text) else { return nil }
    let width = text.utf8.count
    if width == 4 { return value >= 1000 && value <= 2100 ? value : nil }
    if width == 2 && twoDigits { return EnglishDates.fullYear(value, width: 2) }
    return nil
  }

  /// Days of the month at `index`: ordinals ("5th", "fifth") and, with `digits`, plain digit tokens.
  func dayNumbers(at index: Int, digits: Bool) -> [(end: Int, day: Int, ordinal: Bool)] {
    guard let text = token(index) else { return [] }
    var found: [(end: Int, day: Int, ordinal: Bool)] = []
    if digits, text.utf8.count <= 2, let value = EnglishDates.digitValue(text), value >= 1, value <= 31 {
      found.append((index + 1, value, false))
    }
    if EnglishNumbers.mayBeginOrdinal(text) {
      for reading in EnglishNumbers.ordinals(in: tokens, from: index, maxTokens: min(4, limit - index))
      where reading.isInteger && reading.value >= 1 && reading.value <= 31 {
        found.append((reading.end, Int(reading.value), true))
      }
    }
    return found
  }

  /// A day of the month first: "the 1st of march", "15th february", "5 march 2015", "20th of next month", "the 15th".
  func daysOfMonth(at index: Int, article: Bool) -> [(end: Int, spec: DateSpec)] {
    var found: [(end: Int, spec: DateSpec)] = []
    for (end, day, ordinal) in dayNumbers(at: index, digits: true) {
      var position = end
      let dayWord = isToken(position, "day")
      if dayWord { position += 1 }
      var monthStart = position
      let linked = isToken(position, "of") || isToken(position, "in")
      if linked { monthStart += 1 }
      if linked || !dayWord, case .month(let month) = word(monthStart),
        day <= LocalDateTime.daysIn(month: month, year: 2000)
      {
        found.append((monthStart + 1, DateSpec(month: month, day: day)))
        if let year = year(at: monthStart + 1, twoDigits: true), day <= LocalDateTime.daysIn(month: month, year: year) {
          found.append((monthStart + 2, DateSpec(year: year, month: month, day: day)))
        }
      }
      if linked {
        for (cycleEnd, span) in cycles(at: monthStart, bare: true) where span.grain == .month {
          var spec = DateSpec(anchor: span)
          spec.day = day
          found.append((cycleEnd, spec))
        }
      }
      if !dayWord && (ordinal || article) {
        var spec = DateSpec(day: day)
        spec.isLatent = !(article && ordinal)
        found.append((end, spec))
      }
    }
    return found
  }

  /// A date written in digits: "2/15", "15/2", "10/31/1974", "2015-03-03", "2014-10", "2/2013", "31.10.1974".
  func numericDate(_ text: String) -> DateSpec? {
    guard let first = text.utf8.first, first >= 0x30, first <= 0x39, let parts = EnglishDates.numericParts(text),
      parts.separator != 0x3A, parts.separator != 0
    else { return nil }
    let values = parts.values
    let widths = parts.widths
    let dotted = parts.separator == 0x2E
    if values.count == 2 {
      if dotted { return nil }
      if widths[0] == 4 { return values[1] >= 1 && values[1] <= 12 ? DateSpec(year: values[0], month: values[1]) : nil }
      if widths[1] == 4 {
        return values[0] >= 1 && values[0] <= 12 && widths[0] <= 2 ? DateSpec(year: values[1], month: values[0]) : nil
      }
      guard widths[0] <= 2, widths[1] <= 2 else { return nil }
      return monthDay(values[0], values[1], year: nil)
    }
    if widths[0] == 4 {
      guard widths[1] <= 2, widths[2] <= 2, values[1] >= 1, values[1] <= 12, values[2] >= 1,
        values[2] <= LocalDateTime.daysIn(month: values[1], year: values[0])
      else { return nil }
      return DateSpec(year: values[0], month: values[1], day: values[2])
    }
    guard widths[0] <= 2, widths[1] <= 2, let year = EnglishDates.fullYear(values[2], width: widths[2]) else {
      return nil
    }
    return monthDay(values[0], values[1], year: year)
  }

  /// Month then day, or day then month when the first cannot be a month.
  func monthDay(_ first: Int, _ second: Int, year: Int?) -> DateSpec? {
    let leapYear = year ?? 2000
    if first >= 1 && first <= 12 && second >= 1 && second <= LocalDateTime.daysIn(month: first, year: leapYear) {
      return DateSpec(year: year, month: first, day: second)
    }
    if second >= 1 && second <= 12 && first >= 1 && first <= LocalDateTime.daysIn(month: second, year: leapYear) {
      return DateSpec(year: year, month: second, day: first)
    }
    return nil
  }

  // MARK: - Durations

  /// Every moment counted from now that starts at `index`: "in 2 hours", "3 days ago", "a week from now".
  func moments(at index: Int) -> [(end: Int, spec: DateSpec)] {
    guard index < limit else { return [] }
    var found: [(end: Int, spec: DateSpec)] = []
    if tokens[index] == "in" {
      var position = index + 1
      if let text = token(position), ["about", "around", "approximately", "roughly", "just", "only"].contains(text) {
        position += 1
      }
      for (end, amount, unit) in durations(at: position) {
        guard let span = moment(amount, unit) else { continue }
        found.append((end, DateSpec(anchor: span, isMoment: true)))
        if isToken(end, "from") && isToken(end + 1, "now") {
          found.append((end + 2, DateSpec(anchor: span, isMoment: true)))
        }
      }
      // "in 15" is in 15 minutes.
      if let text = token(position), text.utf8.count <= 2, let value = EnglishDates.digitValue(text),
        let span = moment(Double(value), .minute)
      {
        found.append((position + 1, DateSpec(anchor: span, isMoment: true)))
      }
      return found
    }
    for (end, amount, unit) in durations(at: index) {
      guard let relation = token(end) else { continue }
      switch relation {
      case "ago", "back":
        if let span = moment(-amount, unit) { found.append((end + 1, DateSpec(anchor: span, isMoment: true))) }
      case "hence", "later":
        if let span = moment(amount, unit) { found.append((end + 1, DateSpec(anchor: span, isMoment: true))) }
      case "from", "after":
        if relation == "from" && isToken(end + 1, "now"), let span = moment(amount, unit) {
          found.append((end + 2, DateSpec(anchor: span, isMoment: true)))
          continue
        }
        // "3 years from today", "a day from right now": counted from that date, at its grain.
        guard amount == amount.rounded() else { continue }
        for (dateEnd, spec) in dates(at: end + 1) where spec.anchor != nil && !spec.hasFields {
          guard let anchor = spec.anchor else { continue }
          let moved = EnglishDates.moved(anchor.start, by: Int(amount) * unit.multiple, unit.grain)
          found.append((dateEnd, DateSpec(anchor: DateSpan(start: moved, grain: anchor.grain), isMoment: true)))
        }
      default:
        continue
      }
    }
    // "3 fridays from now", "2 thursdays ago".
    for (end, count) in integers(at: index, maxTokens: 3) where count >= 1 && count <= 520 {
      guard case .weekday(let weekday, plural: true) = word(end), let relation = token(end + 1) else { continue }
      var spec = DateSpec(weekday: weekday)
      if relation == "from" && isToken(end + 2, "now") {
        spec.notImmediate = true
        spec.nth = count - 1
        found.append((end + 3, spec))
      } else if relation == "ago" || relation == "back" {
        spec.nth = -count
        found.append((end + 2, spec))
      }
    }
    return found
  }

  /// Durations at `index`: "2 hours", "a week", "half an hour", "a quarter of an hour", "2.5 hours", "1h".
  func durations(at index: Int) -> [(end: Int, amount: Double, unit: DateUnit)] {
    guard let text = token(index) else { return [] }
    var amounts: [(end: Int, value: Double)] = []
    if text == "a" || text == "an" { amounts.append((index + 1, 1)) }
    if Numbers.mayBeginCardinal(text) {
      for reading in Numbers.cardinals(in: tokens, from: index, maxTokens: min(8, limit - index))
      where reading.value > 0 {
        amounts.append((reading.end, reading.value))
      }
    }
    var found: [(end: Int, amount: Double, unit: DateUnit)] = []
    for (end, value) in amounts {
      var position = end
      if isToken(position, "more") { position += 1 }
      if isToken(position, "of") { position += 1 }
      if value != value.rounded(), isToken(position, "a") || isToken(position, "an") { position += 1 }
      guard case .unit(let unit) = word(position) else { continue }
      found.append((position + 1, value, unit))
    }
    return found
  }
}
