/// Reading dates: named days, weekdays, months and days of the month, numeric dates, cycles and durations.
extension EnglishDates.DateParser {
  /// Every date that starts at `index`.
  func dates(at index: Int) -> [(end: Int, spec: DateSpec)] {
    var found: [(end: Int, spec: DateSpec)] = []
    dates(at: index) { found.appendSmall(($0, $1)) }
    return found
  }

  /// Gives `found` every date that starts at `index`, in order, without collecting them.
  func dates(at index: Int, _ found: (_ end: Int, _ spec: DateSpec) -> Void) {
    guard index < limit else { return }
    let token = token(at: index)
    let first = token.key
    if let offset = token.dayOffset {
      found(index + 1, DateSpec(anchor: DateSpan(start: today.adding(days: offset), grain: .day)))
    }
    var now: DateSpec { DateSpec(anchor: DateSpan(start: reference, grain: .second), isMoment: true) }
    switch first {
    case .now, .immediately, .atm:
      found(index + 1, now)
    case .right, .just:
      if key(index + 1) == .now { found(index + 2, now) }
    case .the:
      if key(index + 1) == .moment { found(index + 2, now) }
      if let (end, spec) = dayAfterTomorrow(at: index + 1) { found(end, spec) }
      if key(index + 1) == .ides && key(index + 2) == .of, case .month(let month) = word(index + 3) {
        let day = month == 3 || month == 5 || month == 7 || month == 10 ? 15 : 13
        found(index + 4, DateSpec(month: month, day: day))
      }
      daysOfMonth(at: index + 1, article: true, found)
    case .day:
      if let (end, spec) = dayAfterTomorrow(at: index) { found(end, spec) }
    case .this:
      // "at this time" is today, as in Duckling.
      if key(index + 1) == .time {
        found(index + 2, DateSpec(anchor: DateSpan(start: today, grain: .day)))
      }
    case .in, .during:
      if case .month = word(index + 1) { months(at: index + 1, alone: true, found) }
      if let (year, width) = digits(index + 1), width == 4, year >= 1000, year <= 2100 {
        found(index + 2, DateSpec(year: year))
        // "in 2014 AD"
        if key(index + 2) == .ad { found(index + 3, DateSpec(year: year)) }
        if key(index + 2) == .a && key(index + 3) == .d { found(index + 4, DateSpec(year: year)) }
      }
    default:
      break
    }
    switch token.word {
    case .weekday(let weekday, plural: false):
      var spec = DateSpec(weekday: weekday)
      spec.notImmediate = true
      found(index + 1, spec)
      if key(index + 1) == .after && key(index + 2) == .next {
        spec.nth = 1
        found(index + 3, spec)
      } else if key(index + 1) == .before && key(index + 2) == .last {
        spec.nth = -2
        spec.notImmediate = false
        found(index + 3, spec)
      }
    case .month:
      months(at: index, alone: first != .may, found)
    default:
      break
    }
    if let offset = token.cycleOffset {
      if let (end, spec) = relativeDay(at: index, offset: offset) { found(end, spec) }
    }
    if first == .the || token.cycleOffset != nil {
      if let (end, span) = cycle(at: index, bare: false) { found(end, DateSpec(anchor: span)) }
    }
    let digits = token.startsWithDigit
    let ordinal = digits || token.ordinal
    if ordinal {
      daysOfMonth(at: index, article: false, found)
    }
    if digits, let spec = numericDate(token, tokens[index]) { found(index + 1, spec) }
    if ordinal || first == .the {
      for (end, spec) in quarters(at: index) { found(end, spec) }
    }
    if ordinal || first == .the || first == .last {
      for (end, span) in nthOf(at: index) { found(end, DateSpec(anchor: span)) }
    }
  }

  /// "third quarter", "the 4th qtr of 2018", "2018 q4": a quarter of this or a given year.
  func quarters(at index: Int) -> [(end: Int, spec: DateSpec)] {
    var found: [(end: Int, spec: DateSpec)] = []
    func add(_ end: Int, _ year: Int, _ quarter: Int) {
      let start = LocalDateTime(
        year: year, month: quarter * 3 - 2, day: 1, utcOffsetSeconds: reference.utcOffsetSeconds)
      found.appendSmall((end, DateSpec(anchor: DateSpan(start: start, grain: .quarter))))
    }
    if let (value, width) = digits(index), key(index + 1) == .q,
      let year = EnglishDates.fullYear(value, width: width), let (quarter, quarterWidth) = digits(index + 2),
      quarterWidth == 1, quarter >= 1, quarter <= 4
    {
      add(index + 3, year, quarter)
    }
    var position = index
    if key(position) == .the { position += 1 }
    for (end, quarter, _) in dayNumbers(at: position, digits: false) where quarter <= 4 {
      guard case .unit(.quarter) = word(end) else { continue }
      add(end + 1, reference.year, quarter)
      var yearAt = end + 1
      if key(yearAt) == .of { yearAt += 1 }
      if let year = year(at: yearAt, twoDigits: false) { add(yearAt + 1, year, quarter) }
    }
    return found
  }

  /// "first tuesday of october", "last day of october 2015", "the 2nd last week of October 2018", "third day of march".
  func nthOf(at index: Int) -> [(end: Int, span: DateSpan)] {
    var position = index
    if key(position) == .the { position += 1 }
    var found: [(end: Int, span: DateSpan)] = []
    /// The `count`th (from the end with `fromEnd`) day, weekday or week named at `end`, of what follows.
    func add(_ end: Int, _ count: Int, fromEnd: Bool) {
      let what = word(end)
      guard key(end + 1) == .of || key(end + 1) == .in else { return }
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
        found.appendSmall((containerEnd, DateSpan(start: day(number), grain: grain)))
      }
    }
    if key(position) == .last { add(position + 1, 1, fromEnd: true) }
    for (end, count, _) in dayNumbers(at: position, digits: false) where count <= 31 {
      if key(end) == .last { add(end + 1, count, fromEnd: true) } else { add(end, count, fromEnd: false) }
    }
    return found
  }

  /// What "first monday of" may name: a month ("october", "march 2014"), "this month", "next month", a year.
  func containers(at index: Int) -> [(end: Int, span: DateSpan)] {
    var found: [(end: Int, span: DateSpan)] = []
    for (end, spec) in months(at: index, alone: true) where spec.day == nil {
      if let span = resolve(spec) { found.appendSmall((end, span)) }
    }
    if let (end, span) = cycle(at: index, bare: true), EnglishDates.rank(span.grain) >= EnglishDates.rank(.month) {
      found.appendSmall((end, span))
    }
    if let (year, width) = digits(index), width == 4, year >= 1000 {
      let start = LocalDateTime(year: year, month: 1, day: 1, utcOffsetSeconds: reference.utcOffsetSeconds)
      found.appendSmall((index + 1, DateSpan(start: start, grain: .year)))
    }
    return found
  }

  /// "day after tomorrow", "day before yesterday" at `index` ("the" already read).
  func dayAfterTomorrow(at index: Int) -> (end: Int, spec: DateSpec)? {
    guard key(index) == .day else { return nil }
    let offset: Int
    switch (key(index + 1), key(index + 2)) {
    case (.after, .tomorrow): offset = 2
    case (.before, .yesterday): offset = -2
    default: return nil
    }
    return (index + 3, DateSpec(anchor: DateSpan(start: today.adding(days: offset), grain: .day)))
  }

  /// "this friday", "next friday", "last tuesday", "next march", "this past monday".
  func relativeDay(at index: Int, offset: Int) -> (end: Int, spec: DateSpec)? {
    var offset = offset
    var position = index + 1
    let first = key(index)
    if first == .this && key(position) == .past {
      offset = -1
      position += 1
    } else if first == .this && key(position) == .coming {
      // "this coming friday" is "coming friday".
      offset = 1
      position += 1
    }
    switch word(position) {
    case .weekday(let weekday, plural: false):
      var spec = DateSpec(weekday: weekday)
      if first == .next {
        // The weekday of the next Monday-based week.
        spec = DateSpec(anchor: cycle(.week, 1))
        spec.weekday = weekday
      } else if offset < 0 {
        spec.nth = -1
      } else {
        spec.notImmediate = true
      }
      return (position + 1, spec)
    case .month(let month):
      var spec = DateSpec(month: month)
      if offset < 0 {
        spec.nth = -1
      } else if offset > 0 {
        spec.notImmediate = true
      }
      return (position + 1, spec)
    default:
      return nil
    }
  }

  /// "this week", "next month", "the following week", "last year", "the month" (with `bare`).
  func cycle(at index: Int, bare: Bool) -> (end: Int, span: DateSpan)? {
    var position = index
    let article = key(position) == .the
    if article { position += 1 }
    guard position < limit else { return nil }
    let cycleWord = token(at: position)
    var offset = 0
    if let value = cycleWord.cycleOffset {
      offset = value
      position += 1
    } else if !(bare && article) {
      return nil
    }
    guard position < limit, let grain = token(at: position).cycleUnit else { return nil }
    if grain == .day && (offset == 0 || cycleWord.key == .last || cycleWord.key == .past) { return nil }
    return (position + 1, cycle(grain, offset))
  }

  /// A month name with what may follow: "March", "March 2015", "March 5th", "march 3 2015", "March after next".
  func months(at index: Int, alone: Bool) -> [(end: Int, spec: DateSpec)] {
    var found: [(end: Int, spec: DateSpec)] = []
    months(at: index, alone: alone) { found.appendSmall(($0, $1)) }
    return found
  }

  /// Gives `found` each reading of `months(at:alone:)`, in order, without collecting them.
  func months(at index: Int, alone: Bool, _ found: (_ end: Int, _ spec: DateSpec) -> Void) {
    guard case .month(let month) = word(index) else { return }
    if alone { found(index + 1, DateSpec(month: month)) }
    if key(index + 1) == .after && key(index + 2) == .next {
      var spec = DateSpec(month: month)
      spec.notImmediate = true
      spec.nth = 1
      found(index + 3, spec)
    }
    if let year = year(at: index + 1, twoDigits: false) {
      found(index + 2, DateSpec(year: year, month: month))
    }
    var position = index + 1
    if key(position) == .the { position += 1 }
    for (end, day, _) in dayNumbers(at: position, digits: true) {
      guard day <= LocalDateTime.daysIn(month: month, year: 2000) else { continue }
      found(end, DateSpec(month: month, day: day))
      if let year = year(at: end, twoDigits: false),
        day <= LocalDateTime.daysIn(month: month, year: year)
      {
        found(end + 1, DateSpec(year: year, month: month, day: day))
      }
    }
  }

  /// A year after a month: four digits from 1000 to 2100, or two digits when allowed.
  func year(at index: Int, twoDigits: Bool) -> Int? {
    guard let (value, width) = digits(index) else { return nil }
    if width == 4 { return value >= 1000 && value <= 2100 ? value : nil }
    if width == 2 && twoDigits { return EnglishDates.fullYear(value, width: 2) }
    return nil
  }

  /// Days of the month at `index`: ordinals ("5th", "fifth") and, with `digits`, plain digit tokens.
  func dayNumbers(at index: Int, digits: Bool) -> EnglishDates.Few<(end: Int, day: Int, ordinal: Bool)> {
    var found = EnglishDates.Few<(end: Int, day: Int, ordinal: Bool)>()
    guard index < limit else { return found }
    if digits, let (value, width) = self.digits(index), width <= 2, value >= 1, value <= 31 {
      found.append((index + 1, value, false))
    }
    let offset = index - start
    let cached = offset < slots.count ? slots[offset].ordinal : .unknown
    switch cached {
    case .none:
      break
    case .day(let end, let day):
      found.append((end, day, true))
    case .unknown, .many:
      for (end, day) in ordinalDays(at: index) { found.append((end, day, true)) }
    }
    return found
  }

  /// Ordinal days of the month at `index` ("5" "th", "fifth"), from 1 to 31, as the English reader reads them.
  func ordinalDays(at index: Int) -> EnglishDates.Few<(end: Int, value: Int)> {
    guard index < limit else { return .init() }
    let token = token(at: index)
    // Digits are an ordinal only with a suffix ("5" "th"); words when they may begin one.
    guard token.startsWithDigit ? key(index + 1).isOrdinalSuffix : token.ordinal else { return .init() }
    // At most four tokens, so at most four readings (one per end); in fact an ordinal has one.
    return Self.wholeNumbers(
      EnglishNumbers.ordinals(in: tokens, from: index, maxTokens: min(4, limit - index)), in: 1...31)
  }

  /// A day of the month first: "the 1st of march", "15th february", "5 march 2015", "20th of next month", "the 15th".
  func daysOfMonth(at index: Int, article: Bool) -> [(end: Int, spec: DateSpec)] {
    var found: [(end: Int, spec: DateSpec)] = []
    daysOfMonth(at: index, article: article) { found.appendSmall(($0, $1)) }
    return found
  }

  /// Gives `found` each reading of `daysOfMonth(at:article:)`, in order, without collecting them.
  func daysOfMonth(at index: Int, article: Bool, _ found: (_ end: Int, _ spec: DateSpec) -> Void) {
    for (end, day, ordinal) in dayNumbers(at: index, digits: true) {
      var position = end
      let dayWord = key(position) == .day
      if dayWord { position += 1 }
      var monthStart = position
      let linked = key(position) == .of || key(position) == .in
      if linked { monthStart += 1 }
      if linked || !dayWord, case .month(let month) = word(monthStart),
        day <= LocalDateTime.daysIn(month: month, year: 2000)
      {
        found(monthStart + 1, DateSpec(month: month, day: day))
        if let year = year(at: monthStart + 1, twoDigits: true), day <= LocalDateTime.daysIn(month: month, year: year) {
          found(monthStart + 2, DateSpec(year: year, month: month, day: day))
        }
      }
      if linked, let (cycleEnd, span) = cycle(at: monthStart, bare: true), span.grain == .month {
        var spec = DateSpec(anchor: span)
        spec.day = day
        found(cycleEnd, spec)
      }
      if !dayWord && (ordinal || article) {
        var spec = DateSpec(day: day)
        spec.isLatent = !(article && ordinal)
        found(end, spec)
      }
    }
  }

  /// A date written in digits: "2/15", "15/2", "10/31/1974", "2015-03-03", "2014-10", "2/2013", "31.10.1974".
  func numericDate(_ token: EnglishDates.Token, _ text: String) -> DateSpec? {
    guard token.startsWithDigit, token.isSeparated, let parts = EnglishDates.numericParts(text),
      parts.separator != 0x3A, parts.separator != 0
    else { return nil }
    let (first, second, third) = parts.values
    let (firstWidth, secondWidth, thirdWidth) = parts.widths
    let dotted = parts.separator == 0x2E
    if parts.count == 2 {
      if dotted { return nil }
      if firstWidth == 4 { return second >= 1 && second <= 12 ? DateSpec(year: first, month: second) : nil }
      if secondWidth == 4 {
        return first >= 1 && first <= 12 && firstWidth <= 2 ? DateSpec(year: second, month: first) : nil
      }
      guard firstWidth <= 2, secondWidth <= 2 else { return nil }
      return monthDay(first, second, year: nil)
    }
    if firstWidth == 4 {
      guard secondWidth <= 2, thirdWidth <= 2, second >= 1, second <= 12, third >= 1,
        third <= LocalDateTime.daysIn(month: second, year: first)
      else { return nil }
      return DateSpec(year: first, month: second, day: third)
    }
    guard firstWidth <= 2, secondWidth <= 2, let year = EnglishDates.fullYear(third, width: thirdWidth) else {
      return nil
    }
    return monthDay(first, second, year: year)
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

  /// Gives `found` every moment counted from now that starts at `index`: "in 2 hours", "3 days ago", "a week from
  /// now".
  func moments(at index: Int, _ found: (_ end: Int, _ spec: DateSpec) -> Void) {
    guard index < limit else { return }
    if key(index) == .in {
      var position = index + 1
      if position < limit && token(at: position).isHedge { position += 1 }
      for (end, amount, unit) in durations(at: position) {
        guard let span = moment(amount, unit) else { continue }
        found(end, DateSpec(anchor: span, isMoment: true))
        if key(end) == .from && key(end + 1) == .now {
          found(end + 2, DateSpec(anchor: span, isMoment: true))
        }
      }
      // "in 15" is in 15 minutes.
      if let (value, width) = digits(position), width <= 2, let span = moment(Double(value), .minute) {
        found(position + 1, DateSpec(anchor: span, isMoment: true))
      }
      return
    }
    for (end, amount, unit) in durations(at: index) {
      switch key(end) {
      case .ago, .back:
        if let span = moment(-amount, unit) { found(end + 1, DateSpec(anchor: span, isMoment: true)) }
      case .hence, .later:
        if let span = moment(amount, unit) { found(end + 1, DateSpec(anchor: span, isMoment: true)) }
      case .from, .after:
        if key(end) == .from && key(end + 1) == .now, let span = moment(amount, unit) {
          found(end + 2, DateSpec(anchor: span, isMoment: true))
          continue
        }
        // "3 years from today", "a day from right now": counted from that date, at its grain; as far as `moment`
        // reaches, so that the count stays an `Int`.
        guard amount == amount.rounded(), amount < 1e6 else { continue }
        for (dateEnd, spec) in dates(at: end + 1) where spec.anchor != nil && !spec.hasFields {
          guard let anchor = spec.anchor else { continue }
          let moved = EnglishDates.moved(anchor.start, by: Int(amount) * unit.multiple, unit.grain)
          found(dateEnd, DateSpec(anchor: DateSpan(start: moved, grain: anchor.grain), isMoment: true))
        }
      default:
        continue
      }
    }
    // "3 fridays from now", "2 thursdays ago".
    for (end, count) in integers(at: index, maxTokens: 3) where count >= 1 && count <= 520 {
      guard case .weekday(let weekday, plural: true) = word(end), end + 1 < limit else { continue }
      var spec = DateSpec(weekday: weekday)
      let relation = key(end + 1)
      if relation == .from && key(end + 2) == .now {
        spec.notImmediate = true
        spec.nth = count - 1
        found(end + 3, spec)
      } else if relation == .ago || relation == .back {
        spec.nth = -count
        found(end + 2, spec)
      }
    }
  }

  /// Durations at `index`: "2 hours", "a week", "half an hour", "a quarter of an hour", "2.5 hours", "1h".
  func durations(at index: Int) -> [(end: Int, amount: Double, unit: DateUnit)] {
    guard index < limit else { return [] }
    let token = token(at: index)
    let article = token.key == .a || token.key == .an
    guard article || token.cardinal || token.startsWithDigit else { return [] }
    var found: [(end: Int, amount: Double, unit: DateUnit)] = []
    func add(_ end: Int, _ value: Double) {
      var position = end
      if key(position) == .more { position += 1 }
      if key(position) == .of { position += 1 }
      if value != value.rounded(), key(position) == .a || key(position) == .an { position += 1 }
      guard case .unit(let unit) = word(position) else { return }
      found.appendSmall((position + 1, value, unit))
    }
    if article { add(index + 1, 1) }
    if let value = token.number, index + 1 == limit || self.token(at: index + 1).endsNumbers {
      // Digits alone, as the number readers would read them (English wins for digits), without asking them.
      if value > 0 { add(index + 1, Double(value)) }
    } else if token.cardinal || token.startsWithDigit {
      for reading in Numbers.cardinals(in: tokens, from: index, maxTokens: min(8, limit - index))
      where reading.value > 0 {
        add(reading.end, reading.value)
      }
    }
    return found
  }
}
