import DataFormats
import Evaluation
import PhraseGrammar
import Router

/// Dates relative to the reference time, in English and Japanese forms whose meaning `Docs/Manifest.md` fixes.
extension ValueSampler {
  /// The forms of dates generated; each one's meaning is fixed by the date conventions of `Docs/Manifest.md`.
  enum DateForm: CaseIterable {
    case today, tomorrow, dayAfterTomorrow, tomorrowAt, inHours, inDays, inMinutes, weekday, nextWeek, tonight
    case monthDay, atTime
  }

  /// Weekday and month names, Monday and January first.
  static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
  static let months = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december",
  ]

  /// A date for a parameter, truncated to its grain when it declares one.
  func date(grain: TimeGrain?, _ context: Context, _ random: inout SeededRandom) -> SampledValue {
    let (spoken, alternate, date) =
      context.japanese
      ? japaneseDate(&random)
      : englishDate(afterPreposition: context.afterPreposition || context.isDurationToo, &random)
    let value = grain.map { date.truncated(to: $0) } ?? date
    return SampledValue(spoken: spoken, alternate: alternate, expected: .string(value.start.iso8601), kind: "date")
  }

  /// An English date, its numbers said the other way round, and its value against the reference time.
  func englishDate(afterPreposition: Bool, _ random: inout SeededRandom) -> (String, String?, DateValue) {
    let now = reference
    let today = now.start(of: .day)
    var forms = DateForm.allCases
    if afterPreposition { forms.removeAll { $0 == .inHours || $0 == .inDays || $0 == .inMinutes || $0 == .atTime } }
    switch random.pick(forms) ?? .tomorrow {
    case .today:
      return ("today", nil, DateValue(start: today, grain: .day))
    case .tomorrow:
      return ("tomorrow", nil, DateValue(start: today.adding(days: 1), grain: .day))
    case .dayAfterTomorrow:
      return ("the day after tomorrow", nil, DateValue(start: today.adding(days: 2), grain: .day))
    case .tomorrowAt:
      let hour = random.int(in: 1...11)
      let pm = random.bool()
      let (number, other) = Self.say(hour, japanese: false, &random)
      let suffix = pm ? "pm" : "am"
      let glued = number.allSatisfy(\.isNumber) && random.bool()
      return (
        "tomorrow at \(number)\(glued ? "" : " ")\(suffix)", "tomorrow at \(other) \(suffix)",
        DateValue(start: today.adding(days: 1).adding(seconds: (hour + (pm ? 12 : 0)) * 3_600), grain: .hour)
      )
    case .inHours:
      let count = random.int(in: 2...12)
      return Self.inCount(count, "hours", now.adding(seconds: count * 3_600), grain: .minute, &random)
    case .inDays:
      let count = random.int(in: 2...6)
      return Self.inCount(count, "days", now.adding(days: count), grain: .hour, &random)
    case .inMinutes:
      let count = random.pick([5, 10, 15, 20, 30, 45]) ?? 10
      return Self.inCount(count, "minutes", now.adding(seconds: count * 60), grain: .second, &random)
    case .weekday:
      let day = random.int(in: 1...7)
      var ahead = (day - now.weekday + 7) % 7
      if ahead == 0 { ahead = 7 }
      let name = Self.weekdays[day - 1]
      let spoken = afterPreposition ? name : (random.pick(["on ", "this ", ""]) ?? "") + name
      return (spoken, nil, DateValue(start: today.adding(days: ahead), grain: .day))
    case .nextWeek:
      return ("next week", nil, DateValue(start: now.start(of: .week).adding(days: 7), grain: .week))
    case .tonight:
      return (
        random.bool() ? "tonight" : "this evening", nil,
        DateValue(start: today.adding(seconds: 18 * 3_600), grain: .hour, end: today.adding(days: 1))
      )
    case .monthDay:
      var month = random.int(in: 1...11)
      if month >= now.month { month += 1 }
      let day = random.int(in: 1...28)
      var start = LocalDateTime(
        year: month > now.month ? now.year : now.year + 1, month: month, day: day,
        utcOffsetSeconds: now.utcOffsetSeconds)
      start = start.start(of: .day)
      let name = Self.months[month - 1]
      let prefix = afterPreposition ? "" : random.pick(["on ", ""]) ?? ""
      return (
        "\(prefix)\(name) \(day)\(NumberWords.ordinalSuffix(day))",
        "\(prefix)\(name) \(NumberWords.englishOrdinal(day))", DateValue(start: start, grain: .day)
      )
    case .atTime:
      let hour = random.int(in: 1...11)
      let pm = random.bool()
      let hour24 = hour + (pm ? 12 : 0)
      // The next occurrence whose hour has not ended.
      var start = today.adding(seconds: hour24 * 3_600)
      if now >= start.adding(seconds: 3_600) { start = start.adding(days: 1) }
      let (number, other) = Self.say(hour, japanese: false, &random)
      return (
        "at \(number) \(pm ? "pm" : "am")", "at \(other) \(pm ? "pm" : "am")", DateValue(start: start, grain: .hour)
      )
    }
  }

  /// "in 3 hours", "in three hours", and the moment `later`, truncated to `grain`.
  static func inCount(
    _ count: Int, _ units: String, _ later: LocalDateTime, grain: TimeGrain, _ random: inout SeededRandom
  ) -> (String, String?, DateValue) {
    let (number, other) = say(count, japanese: false, &random)
    return ("in \(number) \(units)", "in \(other) \(units)", DateValue(start: later.start(of: grain), grain: grain))
  }

  /// A Japanese date (明日, 明日の午後3時, 3時間後, 今夜, 来週の金曜日), the other numerals, and its value.
  func japaneseDate(_ random: inout SeededRandom) -> (String, String?, DateValue) {
    let now = reference
    let today = now.start(of: .day)
    switch random.int(below: 6) {
    case 0:
      return ("明日", nil, DateValue(start: today.adding(days: 1), grain: .day))
    case 1:
      return ("明後日", nil, DateValue(start: today.adding(days: 2), grain: .day))
    case 2:
      let hour = random.int(in: 1...11)
      let (number, other) = Self.say(hour, japanese: true, &random)
      return (
        "明日の午後\(number)時", "明日の午後\(other)時",
        DateValue(start: today.adding(days: 1).adding(seconds: (hour + 12) * 3_600), grain: .hour)
      )
    case 3:
      let count = random.int(in: 2...12)
      let (number, other) = Self.say(count, japanese: true, &random)
      return (
        "\(number)時間後", "\(other)時間後",
        DateValue(start: now.adding(seconds: count * 3_600).start(of: .minute), grain: .minute)
      )
    case 4:
      return (
        "今夜", nil, DateValue(start: today.adding(seconds: 18 * 3_600), grain: .hour, end: today.adding(days: 1))
      )
    default:
      let day = random.int(in: 1...7)
      let names = ["月", "火", "水", "木", "金", "土", "日"]
      return (
        "来週の\(names[day - 1])曜日", nil,
        DateValue(start: now.start(of: .week).adding(days: 7 + day - 1), grain: .day)
      )
    }
  }
}
