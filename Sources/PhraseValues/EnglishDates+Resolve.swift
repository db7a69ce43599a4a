/// Turning the pieces of a reading into a value on the calendar.
extension EnglishDates.DateParser {
  /// The value of a complete reading, or nil if the pieces do not make one.
  func resolve(_ pieces: DatePieces) -> DateValue? {
    var day: DateSpan?
    if let spec = pieces.date {
      guard !spec.isLatent, let span = resolve(spec) else { return nil }
      if spec.isMoment {
        if pieces.time == nil && pieces.part == nil { return DateValue(start: span.start, grain: span.grain) }
        // "in 7 days at 5pm": the moment's day, or the month of a coarser one ("in 4 years at 5pm").
        guard EnglishDates.rank(span.grain) >= EnglishDates.rank(.hour) else { return nil }
        let grain = EnglishDates.rank(span.grain) >= EnglishDates.rank(.day) ? span.grain : .day
        day = DateSpan(start: span.start.start(of: .day), grain: grain)
      } else {
        // A time or part of the day goes on a day, not on a week or a month ("July 13 to 15" is no time).
        guard EnglishDates.rank(span.grain) <= EnglishDates.rank(.day) || (pieces.time == nil && pieces.part == nil)
        else { return nil }
        day = span
      }
    }
    if let offset = pieces.part?.dayOffset {
      guard day == nil else { return nil }
      day = DateSpan(start: today.adding(days: offset), grain: .day)
    }
    switch (pieces.time, pieces.part) {
    case (nil, nil):
      guard let day else { return nil }
      return DateValue(start: day.start, grain: day.grain)
    case (nil, let part?):
      guard part.standalone || pieces.date != nil else { return nil }
      let span = day ?? DateSpan(start: today, grain: .day)
      guard span.grain == .day else { return nil }
      return DateValue(
        start: span.start.adding(seconds: part.startHour * 3_600), grain: .hour,
        end: span.start.adding(seconds: part.endHour * 3_600))
    case (let time?, let part):
      guard time.standalone || pieces.date != nil || part != nil, let first = place(time, part: part, on: day) else {
        return nil
      }
      guard let last = pieces.timeEnd else { return first }
      // The end of a range is the first such time from its start on, extended by its grain.
      let choices =
        part.map { Choices($0.seconds(of: last)) }
        ?? (last.ambiguous ? Choices(last.seconds, last.seconds + 43_200) : Choices(last.seconds))
      let dayStart = first.start.start(of: .day)
      for offset in 0...1 {
        for choice in 0..<choices.count {
          let candidate = dayStart.adding(days: offset).adding(seconds: choices[choice])
          if candidate >= first.start {
            let grain = EnglishDates.rank(last.grain) < EnglishDates.rank(time.grain) ? last.grain : time.grain
            return DateValue(start: first.start, grain: grain, end: EnglishDates.moved(candidate, by: 1, grain))
          }
        }
      }
      return nil
    }
  }

  /// A time of day on a day (or the first day of a longer span), or at its next occurrence if no day is said.
  func place(_ time: ClockTime, part: DayPart?, on span: DateSpan?) -> DateValue? {
    // The seconds from midnight the time may mean: one reading, or the morning one and the afternoon one.
    let choices: Choices
    if let part {
      choices = Choices(part.seconds(of: time))
    } else if time.ambiguous {
      choices = Choices(time.seconds, time.seconds + 43_200)
    } else {
      choices = Choices(time.seconds)
    }
    guard let span else {
      if leansPast {
        // The last occurrence not after the current minute: "at 5" said at 17:37 is 17:00 today.
        let now = reference.start(of: .minute).localSeconds - today.localSeconds
        for offset in [0, -1] {
          for choice in (0..<choices.count).reversed() where offset * 86_400 + choices[choice] <= now {
            return DateValue(start: today.adding(seconds: offset * 86_400 + choices[choice]), grain: time.grain)
          }
        }
        return nil
      }
      // Future bias: the first occurrence not yet past ("at 5" said at 17:37 is 5 tomorrow
      // morning, not 17:00 today); the current minute is not past.
      let open = reference.start(of: .minute).localSeconds - today.localSeconds
      for offset in 0...1 {
        for choice in 0..<choices.count where offset * 86_400 + choices[choice] >= open {
          return DateValue(start: today.adding(seconds: offset * 86_400 + choices[choice]), grain: time.grain)
        }
      }
      return nil
    }
    let dayStart = span.start.start(of: .day)
    var seconds = choices[0]
    if part == nil && time.ambiguous {
      if dayStart <= today && today < span.end {
        // On a span that holds today, the first reading not yet past.
        seconds = time.seconds
        let open = secondsToHourNow
        for choice in 0..<choices.count where choices[choice] >= open {
          seconds = choices[choice]
          break
        }
      } else {
        // Another day: the morning reading, but 12 is noon.
        seconds = time.seconds < 3_600 ? time.seconds + 43_200 : time.seconds
      }
    }
    return DateValue(start: dayStart.adding(seconds: seconds), grain: time.grain)
  }

  /// The seconds from today's midnight to the start of the reference's hour.
  ///
  /// A moment `x` seconds after today's midnight (`x >= 0`) is in an hour that has not ended when
  /// `x >= secondsToHourNow`, since midnight is a whole number of hours: it is the test "the candidate's hour
  /// starts at or after the reference's" without building the candidate.
  var secondsToHourNow: Int { reference.start(of: .hour).localSeconds - today.localSeconds }

  /// One or two readings of a time of day, in seconds from midnight, without an array.
  struct Choices {
    let first: Int
    let second: Int?

    init(_ first: Int, _ second: Int? = nil) {
      self.first = first
      self.second = second
    }

    var count: Int { second == nil ? 1 : 2 }

    subscript(index: Int) -> Int { index == 0 ? first : second ?? first }
  }

  /// The span a date names.
  func resolve(_ spec: DateSpec) -> DateSpan? {
    if let anchor = spec.anchor {
      guard spec.hasFields else { return anchor }
      if spec.day == nil && spec.weekday == nil, let month = spec.month {
        let start = LocalDateTime(
          year: anchor.start.year, month: month, day: 1, utcOffsetSeconds: reference.utcOffsetSeconds)
        return start >= anchor.start && start < anchor.end ? DateSpan(start: start, grain: .month) : nil
      }
      let first = anchor.start.start(of: .day).dayNumber
      let last = anchor.end.dayNumber
      var index = 0
      for number in first..<max(first, last) where matches(dayNumber: number, spec) {
        if index == spec.nth { return DateSpan(start: day(number), grain: .day) }
        index += 1
      }
      return nil
    }
    if let year = spec.year {
      if spec.day == nil && spec.weekday == nil {
        let start = LocalDateTime(
          year: year, month: spec.month ?? 1, day: 1, utcOffsetSeconds: reference.utcOffsetSeconds)
        return DateSpan(start: start, grain: spec.month == nil ? .year : .month)
      }
      let months = spec.month.map { $0...$0 } ?? 1...12
      for month in months {
        if let number = firstDay(year: year, month: month, spec) { return DateSpan(start: day(number), grain: .day) }
      }
      return nil
    }
    if let month = spec.month {
      return resolveMonth(month, spec)
    }
    if let weekday = spec.weekday, spec.day == nil {
      // The first such weekday from today (after today if not immediate), then `nth` weeks on or back.
      var delta = (weekday - reference.weekday + 7) % 7
      if delta == 0 && spec.notImmediate && spec.nth >= 0 { delta = 7 }
      return DateSpan(start: today.adding(days: delta + 7 * spec.nth), grain: .day)
    }
    guard let dayOfMonth = spec.day, spec.nth == 0 else { return nil }
    // A day of the month (and weekday): the next one, today included.
    let todayNumber = today.dayNumber
    let horizon = spec.weekday == nil ? 24 : 400
    for step in 0..<horizon {
      let (year, month) = monthAfter(reference.year, reference.month, step)
      guard dayOfMonth <= LocalDateTime.daysIn(month: month, year: year) else { continue }
      let number = LocalDateTime.dayNumber(year: year, month: month, day: dayOfMonth)
      if number >= todayNumber && matches(dayNumber: number, spec) {
        return DateSpan(start: day(number), grain: .day)
      }
    }
    return nil
  }

  /// A named month, with or without a day: in the current month or a later one.
  private func resolveMonth(_ month: Int, _ spec: DateSpec) -> DateSpan? {
    var year = month >= reference.month ? reference.year : reference.year + 1
    if spec.day == nil && spec.weekday == nil {
      if spec.nth < 0 {
        year = month < reference.month ? reference.year : reference.year - 1
        year += spec.nth + 1
      } else {
        if spec.notImmediate && month == reference.month { year += 1 }
        year += spec.nth
      }
      let start = LocalDateTime(year: year, month: month, day: 1, utcOffsetSeconds: reference.utcOffsetSeconds)
      return DateSpan(start: start, grain: .month)
    }
    for step in 0..<400 {
      if let number = firstDay(year: year + step, month: month, spec) {
        return DateSpan(start: day(number), grain: .day)
      }
    }
    return nil
  }

  /// The first day of a month with the spec's day of the month and weekday, found without visiting every day.
  private func firstDay(year: Int, month: Int, _ spec: DateSpec) -> Int? {
    let first = LocalDateTime.dayNumber(year: year, month: month, day: 1)
    if let day = spec.day {
      guard day >= 1, day <= LocalDateTime.daysIn(month: month, year: year) else { return nil }
      let number = first + day - 1
      if let weekday = spec.weekday, Self.weekday(ofDay: number) != weekday { return nil }
      return number
    }
    guard let weekday = spec.weekday else { return first }
    return first + (weekday - Self.weekday(ofDay: first) + 7) % 7
  }

  /// The ISO weekday of a day number (1 is Monday).
  static func weekday(ofDay number: Int) -> Int { ((number % 7 + 7) % 7 + 3) % 7 + 1 }

  /// Whether a day has the spec's month, day of the month and weekday (the year is checked elsewhere).
  private func matches(dayNumber: Int, _ spec: DateSpec) -> Bool {
    if let weekday = spec.weekday, Self.weekday(ofDay: dayNumber) != weekday { return false }
    if spec.month == nil && spec.day == nil { return true }
    let date = LocalDateTime.civil(fromDayNumber: dayNumber)
    if let month = spec.month, date.month != month { return false }
    if let day = spec.day, date.day != day { return false }
    return true
  }

  /// The start of a day given by its number, at the reference's offset.
  func day(_ number: Int) -> LocalDateTime {
    LocalDateTime(localSeconds: number * 86_400, utcOffsetSeconds: reference.utcOffsetSeconds)
  }

  /// The year and month `steps` months after a given one.
  func monthAfter(_ year: Int, _ month: Int, _ steps: Int) -> (year: Int, month: Int) {
    let index = year * 12 + month - 1 + steps
    let newYear = index >= 0 ? index / 12 : (index - 11) / 12
    return (newYear, index - newYear * 12 + 1)
  }

  /// The span of a calendar cycle `offset` cycles from the one holding the reference ("next week" is 1).
  func cycle(_ grain: TimeGrain, _ offset: Int) -> DateSpan {
    DateSpan(start: EnglishDates.moved(reference.start(of: grain), by: offset, grain), grain: grain)
  }

  /// The moment `amount` units from the reference, at one grain finer than the unit ("in 2 hours").
  func moment(_ amount: Double, _ unit: DateUnit) -> DateSpan? {
    var amount = amount
    var unit = unit
    // A fraction moves to the next smaller unit: 2.5 hours is 150 minutes.
    while amount != amount.rounded(), let smaller = unit.smaller {
      amount *= smaller.factor
      unit = smaller.unit
    }
    guard abs(amount) < 1e6 else { return nil }
    let count = Int(amount.rounded()) * unit.multiple
    let moved = EnglishDates.moved(reference, by: count, unit.grain)
    let grain = EnglishDates.finer(unit.grain)
    return DateSpan(start: moved.start(of: grain), grain: grain)
  }
}

extension EnglishDates {
  /// A unit of a duration.
  enum DateUnit: Int, Hashable, Sendable {
    case second, minute, hour, day, week, fortnight, month, quarter, year

    /// The calendar grain counted.
    var grain: TimeGrain {
      switch self {
      case .second: .second
      case .minute: .minute
      case .hour: .hour
      case .day, .fortnight: .day
      case .week: .week
      case .month: .month
      case .quarter: .quarter
      case .year: .year
      }
    }

    /// The unit's place in the list of units, 0 to 8 (`init(code:)` reads it back).
    var code: Int { rawValue }

    /// The unit with a `code`; a year past the list.
    init(code: Int) {
      self = DateUnit(rawValue: code) ?? .year
    }

    /// How many grains one unit is.
    var multiple: Int { self == .fortnight ? 14 : 1 }

    /// The next smaller unit and how many of it make this one.
    var smaller: (unit: DateUnit, factor: Double)? {
      switch self {
      case .second: nil
      case .minute: (.second, 60)
      case .hour: (.minute, 60)
      case .day: (.hour, 24)
      case .week: (.day, 7)
      case .fortnight: (.day, 14)
      case .month: (.day, 30)
      case .quarter: (.month, 3)
      case .year: (.month, 12)
      }
    }
  }
}

extension EnglishDates {
  /// The next finer grain; a second stays a second.
  static func finer(_ grain: TimeGrain) -> TimeGrain {
    switch grain {
    case .second, .minute: .second
    case .hour: .minute
    case .day: .hour
    case .week, .month: .day
    case .quarter, .year: .month
    }
  }

  /// The same wall-clock time `count` grains later (earlier if negative); months clamp the day.
  static func moved(_ time: LocalDateTime, by count: Int, _ grain: TimeGrain) -> LocalDateTime {
    switch grain {
    case .second: time.adding(seconds: count)
    case .minute: time.adding(seconds: count * 60)
    case .hour: time.adding(seconds: count * 3_600)
    case .day: time.adding(days: count)
    case .week: time.adding(days: count * 7)
    case .month: time.adding(months: count)
    case .quarter: time.adding(months: count * 3)
    case .year: time.adding(months: count * 12)
    }
  }
}
