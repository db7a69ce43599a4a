import ValueLanguages

/// A wall-clock date and time at a fixed offset from UTC.
///
/// Dates are relative to a reference time and keep its offset: "tomorrow at
/// 3 pm" said at 2026-11-29T09:00-08:00 is 2026-11-30T15:00-08:00. Time
/// zones with daylight saving are not modelled; the reference's offset holds
/// for every value read against it.
public struct LocalDateTime: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The year of the proleptic Gregorian calendar (0 is 1 BCE).
  public var year: Int
  /// 1 to 12.
  public var month: Int
  /// 1 to the length of the month.
  public var day: Int
  /// 0 to 23.
  public var hour: Int
  /// 0 to 59.
  public var minute: Int
  /// 0 to 59.
  public var second: Int
  /// Seconds east of UTC (`-02:00` is -7200).
  public var utcOffsetSeconds: Int

  /// Creates a date and time from its fields, which must name a real moment (no checks are made).
  ///
  /// - Parameters:
  ///   - year: The year.
  ///   - month: 1 to 12.
  ///   - day: 1 to the length of the month.
  ///   - hour: 0 to 23.
  ///   - minute: 0 to 59.
  ///   - second: 0 to 59.
  ///   - utcOffsetSeconds: Seconds east of UTC.
  public init(
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, utcOffsetSeconds: Int = 0
  ) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
    self.utcOffsetSeconds = utcOffsetSeconds
  }

  /// 1970-01-01T00:00:00+00:00.
  public static let epoch = LocalDateTime(year: 1970, month: 1, day: 1)

  /// Days since 1970-01-01 of the date part (proleptic Gregorian calendar).
  public var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

  /// The ISO weekday: 1 is Monday, 7 is Sunday.
  public var weekday: Int {
    let days = dayNumber
    return ((days % 7 + 7) % 7 + 3) % 7 + 1  // 1970-01-01 was a Thursday (4)
  }

  /// Seconds since 1970-01-01T00:00 on the local wall clock (ignoring the offset).
  public var localSeconds: Int {
    dayNumber * 86_400 + hour * 3_600 + minute * 60 + second
  }

  /// The same wall-clock moment from local seconds, keeping the offset.
  public init(localSeconds: Int, utcOffsetSeconds: Int) {
    let days = localSeconds >= 0 ? localSeconds / 86_400 : (localSeconds - 86_399) / 86_400
    let rest = localSeconds - days * 86_400
    let (year, month, day) = Self.civil(fromDayNumber: days)
    self.init(
      year: year, month: month, day: day, hour: rest / 3_600, minute: rest % 3_600 / 60, second: rest % 60,
      utcOffsetSeconds: utcOffsetSeconds)
  }

  /// The moment `seconds` later on the wall clock (earlier when negative), keeping the offset.
  public func adding(seconds: Int) -> LocalDateTime {
    LocalDateTime(localSeconds: localSeconds + seconds, utcOffsetSeconds: utcOffsetSeconds)
  }

  /// The same time of day `days` later (earlier when negative), keeping the offset.
  public func adding(days: Int) -> LocalDateTime { adding(seconds: days * 86_400) }

  /// The same day and time `count` months later, the day clamped to the month's length.
  public func adding(months count: Int) -> LocalDateTime {
    let index = year * 12 + (month - 1) + count
    let newYear = index >= 0 ? index / 12 : (index - 11) / 12
    let newMonth = index - newYear * 12 + 1
    var result = self
    result.year = newYear
    result.month = newMonth
    result.day = min(day, Self.daysIn(month: newMonth, year: newYear))
    return result
  }

  /// The first moment of the grain that contains this one (weeks start on Monday).
  public func start(of grain: TimeGrain) -> LocalDateTime {
    var result = self
    switch grain {
    case .second:
      return result
    case .minute:
      result.second = 0
    case .hour:
      result.second = 0
      result.minute = 0
    case .day:
      result.second = 0
      result.minute = 0
      result.hour = 0
    case .week:
      return start(of: .day).adding(days: 1 - weekday)
    case .month:
      result = start(of: .day)
      result.day = 1
    case .quarter:
      result = start(of: .month)
      result.month = (month - 1) / 3 * 3 + 1
    case .year:
      result = start(of: .month)
      result.month = 1
    }
    return result
  }

  /// The moment `count` units of a grain later (months, quarters and years by the calendar).
  public func adding(_ count: Int, _ grain: TimeGrain) -> LocalDateTime {
    switch grain {
    case .second: adding(seconds: count)
    case .minute: adding(seconds: count * 60)
    case .hour: adding(seconds: count * 3_600)
    case .day: adding(days: count)
    case .week: adding(days: count * 7)
    case .month: adding(months: count)
    case .quarter: adding(months: count * 3)
    case .year: adding(months: count * 12)
    }
  }

  /// `2026-11-30T15:00:00-08:00`; `Z` is written `+00:00`.
  public var iso8601: String {
    let sign = utcOffsetSeconds < 0 ? "-" : "+"
    let offset = abs(utcOffsetSeconds)
    let yearText = year < 0 ? "-" + pad(-year, 4) : pad(year, 4)
    return "\(yearText)-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
      + "\(sign)\(pad(offset / 3_600, 2)):\(pad(offset % 3_600 / 60, 2))"
  }

  /// The date and time in ISO 8601, as ``iso8601`` writes it.
  public var description: String { iso8601 }

  /// Orders moments by when they happen, taking their offsets into account.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.localSeconds - lhs.utcOffsetSeconds < rhs.localSeconds - rhs.utcOffsetSeconds
  }

  /// Parses `YYYY-MM-DDTHH:MM[:SS[.fff]](Z|±HH:MM|±HHMM)`, or a date alone (midnight, UTC).
  public init?(iso8601 text: String) {
    let bytes = Array(text.utf8)
    var index = 0
    func number(_ digits: Int) -> Int? {
      guard index + digits <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<(index + digits)] {
        guard byte >= 48 && byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      index += digits
      return value
    }
    func expect(_ character: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == character else { return false }
      index += 1
      return true
    }
    guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
      (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year)
    else { return nil }
    guard index < bytes.count else {
      self.init(year: year, month: month, day: day)
      return
    }
    guard expect(84) || expect(116) || expect(32), let hour = number(2), expect(58), let minute = number(2),
      hour < 24, minute < 60
    else { return nil }
    var second = 0
    if expect(58) {
      guard let value = number(2), value < 60 else { return nil }
      second = value
      if expect(46) {
        while index < bytes.count, bytes[index] >= 48 && bytes[index] <= 57 { index += 1 }
      }
    }
    var offset = 0
    if expect(90) || expect(122) {
      offset = 0
    } else if index < bytes.count, bytes[index] == 43 || bytes[index] == 45 {
      let negative = bytes[index] == 45
      index += 1
      guard let hours = number(2) else { return nil }
      _ = expect(58)
      guard let minutes = number(2), hours < 24, minutes < 60 else { return nil }
      offset = (hours * 3_600 + minutes * 60) * (negative ? -1 : 1)
    } else {
      return nil
    }
    guard index == bytes.count else { return nil }
    self.init(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second, utcOffsetSeconds: offset)
  }

  // MARK: Calendar arithmetic (Howard Hinnant's days-from-civil algorithm)

  package static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  package static func civil(fromDayNumber days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  package static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  package static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

private func pad(_ value: Int, _ width: Int) -> String {
  let text = String(value)
  return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
}

/// The precision of a date value: a value is the start of its grain.
public enum TimeGrain: String, Hashable, Sendable, CaseIterable, Comparable {
  /// To the second.
  case second
  /// To the minute.
  case minute
  /// To the hour.
  case hour
  /// A day.
  case day
  /// A week, starting on Monday.
  case week
  /// A month.
  case month
  /// A quarter of a year, starting in January, April, July or October.
  case quarter
  /// A year.
  case year

  private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// Orders grains from the finest, a second, to the coarsest, a year.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// A date or time read from an utterance: a moment with its grain, or an interval.
public struct DateValue: Hashable, Sendable {
  /// The moment, or the start of the interval.
  public var start: LocalDateTime
  /// The precision of the value: the moment is the start of a unit of this grain.
  public var grain: TimeGrain
  /// The exclusive end of an interval ("this evening", "next 3 days"), if it is one.
  public var end: LocalDateTime?

  /// Creates a date value.
  ///
  /// - Parameters:
  ///   - start: The moment, or the start of the interval.
  ///   - grain: The precision of the value.
  ///   - end: The exclusive end of an interval; `nil` for a moment.
  public init(start: LocalDateTime, grain: TimeGrain, end: LocalDateTime? = nil) {
    self.start = start
    self.grain = grain
    self.end = end
  }

  /// The value at a coarser grain: the start of the unit it begins in and, for an interval,
  /// the end of the unit its last moment is in; an interval within one unit is that unit
  /// ("tonight" at grain day is today).
  public func truncated(to coarser: TimeGrain) -> DateValue {
    guard grain < coarser else { return self }
    let first = start.start(of: coarser)
    guard let end else { return DateValue(start: first, grain: coarser) }
    let last = max(end.adding(seconds: -1), start).start(of: coarser).adding(1, coarser)
    return last == first.adding(1, coarser)
      ? DateValue(start: first, grain: coarser) : DateValue(start: first, grain: coarser, end: last)
  }
}

/// One reading of a date at a token: where it ends and what it denotes.
package struct DateReading: Hashable, Sendable {
  package var end: Int
  package var value: DateValue
}

/// The date readers of every language read together, English and Japanese.
package enum DateReaders {
  /// Every reading of a date at `tokens[start]`, one per end (the English reader's where both read an end).
  ///
  /// In a language read from a table, its reader's (``LocalizedDates``) alone.
  package static func readings(
    in tokens: [String], from start: Int, reference: LocalDateTime, maxTokens: Int, language: ValueLanguage? = nil,
    leansPast: Bool = false
  ) -> [DateReading] {
    if let language {
      return LocalizedDates.readings(
        in: tokens, from: start, reference: reference, maxTokens: maxTokens, language: language, leansPast: leansPast)
    }
    let english = EnglishDates.readings(
      in: tokens, from: start, reference: reference, maxTokens: maxTokens, leansPast: leansPast)
    let japanese = JapaneseDates.readings(in: tokens, from: start, reference: reference, maxTokens: maxTokens)
    guard !japanese.isEmpty else { return english }
    guard !english.isEmpty else { return japanese }
    var merged = english
    for reading in japanese where !english.contains(where: { $0.end == reading.end }) { merged.append(reading) }
    return merged.sorted { $0.end < $1.end }
  }
}
