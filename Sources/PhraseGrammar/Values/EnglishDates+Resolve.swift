/// Turning the pieces of a reading into a value on the calendar.
extension EnglishDates.DateParser {
  /// The value of a complete reading, or nil if the pieces do not make one.
  func resolve(_ pieces: DatePieces) -> DateValue? {
    if let value = pieces.value { return value }
    var day: DateSpan?
    if let spec = pieces.date {
      guard !spec.isLatent, let span = resolve(spec) else { return nil }
      if spec.isMoment {
        if pieces.time == nil && pieces.part == nil { return DateValue(start: span.start, grain: span.grain) }
        // "in 7 days at 5pm": the moment's day, or the month of a coarser one ("in 4 years at 5pm").
        guard span.grain >= .hour else { return nil }
        day = DateSpan(start: span.start.start(of: .day), grain: max(span.grain, .day))
      } else {
        // A time or part of the day goes on a day, not on a week or a month ("July 13 to 15" is no time).
        guard span.grain <= .day || (pieces.time == nil && pieces.part == nil) else { return nil }
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
        part.map { [$0.seconds(of: last)] }
        ?? (last.ambiguous ? [last.seconds, last.seconds + 43_200] : [last.seconds])
      let dayStart = first.start.start(of: .day)
      for offset in 0...1 {
        for seconds in choices {
          let candidate = dayStart.adding(days: offset).adding(seconds: seconds)
          if candidate >= first.start {
            let grain = min(time.grain, last.grain)
            return DateValue(start: first.start, grain: grain, end: EnglishDates.moved(candidate, by: 1, grain))
          }
        }
      }
      return nil
    }
  }

  /// A time of day on a day (or the first day of a longer span), or at its next occurrence if no day is said.
  func place(_ time: ClockTime, part: DayPart?, on span: DateSpan?) -> DateValue? {
    var choices: [Int]
    if let part {
      choices = [part.seconds(of: time)]
    } else if time.ambiguous {
      choices = [time.seconds, time.seconds + 43_200]
    } else {
      choices = [time.seconds]
    }
    let hourNow = reference.start(of: .hour)
    guard let span else {
      // Future bias: the first occurrence whose hour has not ended.
      for offset in 0...1 {
        for seconds in choices {
          let candidate = today.adding(days: offset).adding(seconds: seconds)
          if candidate.start(of: .hour) >= hourNow { return DateValue(start: candidate, grain: time.grain) }
        }
      }
      return nil
    }
    let dayStart = span.start.start(of: .day)
    if part == nil && time.ambiguous {
      if dayStart <= today && today < span.end {
        // On a span that holds today, the first reading not yet past.
        let open = choices.first { today.adding(seconds: $0).start(of: .hour) >= hourNow }
        choices = [open ?? time.seconds]
      } else {
        // Another day: the morning reading, but 12 is noon.
        choices = [time.seconds < 3_600 ? time.seconds + 43_200 : time.seconds]
      }
    }
    guard let seconds = choices.first else { return nil }
    return DateValue(start: dayStart.adding(seconds: seconds), grain: time.grain)
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
        for number in monthDays(year: year, month: month) where matches(dayNumber: number, spec) {
          return DateSpan(start: day(number), grain: .day)
        }
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
      for number in monthDays(year: year + step, month: month) where matches(dayNumber: number, spec) {
        return DateSpan(start: day(number), grain: .day)
      }
    }
    return nil
  }

  /// Whether a day has the spec's month, day of the month and weekday (the year is checked elsewhere).
  private func matches(dayNumber: Int, _ spec: DateSpec) -> Bool {
    if let weekday = spec.weekday, ((dayNumber % 7 + 7) % 7 + 3) % 7 + 1 != weekday { return false }
    if spec.month == nil && spec.day == nil { return true }
    let date = LocalDateTime.civil(fromDayNumber: dayNumber)
    if let month = spec.month, date.month != month { return false }
    if let day = spec.day, date.day != day { return false }
    return true
  }

  /// The day numbers of a month.
  private func monthDays(year: Int, month: Int) -> Range<Int> {
    let first = LocalDateTime.dayNumber(year: year, month: month, day: 1)
    return first..<(first + LocalDateTime.daysIn(month: month, year: year))
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
  enum DateUnit: Hashable, Sendable {
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
