import Foundation
import Testing

@testable import PhraseGrammar
@testable import PhraseValues

/// Tests for `Recurrences`: hand-picked English and Japanese rules, the ends offered, refusals and bounds.
@Suite("Recurrences")
struct RecurrenceTests {
  /// Monday to Friday.
  static let workweek = ["mon", "tue", "wed", "thu", "fri"]

  /// A rule, written short for the tables.
  static func rule(
    _ frequency: Recurrence.Frequency, _ interval: Int = 1, _ weekdays: [String] = [], _ monthDays: [Int] = []
  ) -> Recurrence {
    Recurrence(frequency: frequency, interval: interval, weekdays: weekdays, monthDays: monthDays)
  }

  /// The tokens the normalizer makes of a text, as the matcher gives them to the readers.
  static func tokens(_ text: String) -> [String] {
    Normalizer.tokens(of: text).map(\.text)
  }

  // MARK: - Hand-picked rules

  /// Texts, the end of the reading checked (the token count: every text is read whole) and its rule.
  static let wholeRules: [(String, Int, Recurrence)] = [
    // Days.
    ("every day", 2, rule(.daily)), ("daily", 1, rule(.daily)), ("each day", 2, rule(.daily)),
    ("everyday", 1, rule(.daily)), ("every other day", 3, rule(.daily, 2)), ("every 3 days", 3, rule(.daily, 3)),
    ("every three days", 3, rule(.daily, 3)), ("every couple of days", 4, rule(.daily, 2)),
    ("every second day", 3, rule(.daily, 2)), ("every third day", 3, rule(.daily, 3)),
    ("every 1 day", 3, rule(.daily)), ("every 1000 days", 3, rule(.daily, 1000)),
    ("once a day", 3, rule(.daily)),
    // Weeks.
    ("every week", 2, rule(.weekly)), ("weekly", 1, rule(.weekly)), ("each week", 2, rule(.weekly)),
    ("every other week", 3, rule(.weekly, 2)), ("biweekly", 1, rule(.weekly, 2)), ("bi-weekly", 2, rule(.weekly, 2)),
    ("every 2 weeks", 3, rule(.weekly, 2)), ("every two weeks", 3, rule(.weekly, 2)),
    ("fortnightly", 1, rule(.weekly, 2)), ("every fortnight", 2, rule(.weekly, 2)),
    ("every 2nd week", 4, rule(.weekly, 2)), ("once a week", 3, rule(.weekly)), ("once per week", 3, rule(.weekly)),
    ("once every 2 weeks", 4, rule(.weekly, 2)), ("every 500 fortnights", 3, rule(.weekly, 1000)),
    // Weekdays.
    ("weekly on mondays", 3, rule(.weekly, 1, ["mon"])),
    ("weekly on monday and thursday", 5, rule(.weekly, 1, ["mon", "thu"])),
    ("every week on tuesday", 4, rule(.weekly, 1, ["tue"])),
    ("every week on tuesdays and thursdays", 6, rule(.weekly, 1, ["tue", "thu"])),
    ("every 2 weeks on monday and friday", 7, rule(.weekly, 2, ["mon", "fri"])),
    ("biweekly on fridays", 3, rule(.weekly, 2, ["fri"])),
    ("every other week on wednesday", 5, rule(.weekly, 2, ["wed"])),
    ("once a week on sundays", 5, rule(.weekly, 1, ["sun"])),
    ("every monday", 2, rule(.weekly, 1, ["mon"])), ("each monday", 2, rule(.weekly, 1, ["mon"])),
    ("every mondays", 2, rule(.weekly, 1, ["mon"])),
    ("every monday and thursday", 4, rule(.weekly, 1, ["mon", "thu"])),
    ("every thursday and monday", 4, rule(.weekly, 1, ["mon", "thu"])),
    ("every monday and monday", 4, rule(.weekly, 1, ["mon"])),
    ("every mon, wed and fri", 5, rule(.weekly, 1, ["mon", "wed", "fri"])),
    ("every monday, wednesday, friday", 4, rule(.weekly, 1, ["mon", "wed", "fri"])),
    ("every tues and thurs", 4, rule(.weekly, 1, ["tue", "thu"])),
    ("on mondays", 2, rule(.weekly, 1, ["mon"])),
    ("on mondays and thursdays", 4, rule(.weekly, 1, ["mon", "thu"])),
    ("on mondays and thursday", 4, rule(.weekly, 1, ["mon", "thu"])),
    ("on weekdays", 2, rule(.weekly, 1, workweek)), ("on weekends", 2, rule(.weekly, 1, ["sat", "sun"])),
    ("every weekday", 2, rule(.weekly, 1, workweek)), ("every weekend", 2, rule(.weekly, 1, ["sat", "sun"])),
    ("every weekday and saturday", 4, rule(.weekly, 1, workweek + ["sat"])),
    ("every other monday", 3, rule(.weekly, 2, ["mon"])),
    ("every other weekend", 3, rule(.weekly, 2, ["sat", "sun"])),
    // Months.
    ("every month", 2, rule(.monthly)), ("monthly", 1, rule(.monthly)), ("each month", 2, rule(.monthly)),
    ("every other month", 3, rule(.monthly, 2)), ("every 2 months", 3, rule(.monthly, 2)),
    ("every two months", 3, rule(.monthly, 2)), ("bimonthly", 1, rule(.monthly, 2)),
    ("quarterly", 1, rule(.monthly, 3)), ("every quarter", 2, rule(.monthly, 3)),
    ("once a month", 3, rule(.monthly)),
    // Days of the month.
    ("monthly on the 15th", 5, rule(.monthly, 1, [], [15])),
    ("monthly on the fifteenth", 4, rule(.monthly, 1, [], [15])),
    ("monthly on 15th", 4, rule(.monthly, 1, [], [15])),
    ("every month on the 1st and 15th", 9, rule(.monthly, 1, [], [1, 15])),
    ("every month on the 1st and the 15th", 10, rule(.monthly, 1, [], [1, 15])),
    ("every month on the first and fifteenth", 7, rule(.monthly, 1, [], [1, 15])),
    ("every other month on the 15th", 7, rule(.monthly, 2, [], [15])),
    ("on the 15th of every month", 7, rule(.monthly, 1, [], [15])),
    ("on the 1st and 15th of each month", 10, rule(.monthly, 1, [], [1, 15])),
    ("the 15th of every month", 6, rule(.monthly, 1, [], [15])),
    ("15th of every other month", 6, rule(.monthly, 2, [], [15])),
    ("on the twenty first of every month", 7, rule(.monthly, 1, [], [21])),
    ("every 15th", 3, rule(.monthly, 1, [], [15])), ("every fifteenth", 2, rule(.monthly, 1, [], [15])),
    ("every 1st and 15th", 6, rule(.monthly, 1, [], [1, 15])),
    ("every 15th of the month", 6, rule(.monthly, 1, [], [15])),
    ("every 31st", 3, rule(.monthly, 1, [], [31])),
    // Years.
    ("every year", 2, rule(.yearly)), ("yearly", 1, rule(.yearly)), ("annually", 1, rule(.yearly)),
    ("each year", 2, rule(.yearly)), ("every other year", 3, rule(.yearly, 2)),
    ("every 2 years", 3, rule(.yearly, 2)), ("every two years", 3, rule(.yearly, 2)),
    ("once a year", 3, rule(.yearly)), ("biennially", 1, rule(.yearly, 2)),
    // Japanese: every day, week, month and year.
    ("毎日", 2, rule(.daily)), ("毎週", 2, rule(.weekly)), ("毎月", 2, rule(.monthly)), ("毎年", 2, rule(.yearly)),
    ("隔日", 2, rule(.daily, 2)), ("隔週", 2, rule(.weekly, 2)), ("隔月", 2, rule(.monthly, 2)),
    ("隔年", 2, rule(.yearly, 2)),
    // Japanese weekdays.
    ("毎週月曜日", 5, rule(.weekly, 1, ["mon"])), ("毎週月曜", 4, rule(.weekly, 1, ["mon"])),
    ("毎週の月曜日", 6, rule(.weekly, 1, ["mon"])), ("毎週げつようび", 7, rule(.weekly, 1, ["mon"])),
    ("毎週月曜日と木曜日", 9, rule(.weekly, 1, ["mon", "thu"])),
    ("毎週月曜と木曜", 7, rule(.weekly, 1, ["mon", "thu"])),
    ("毎週月曜日、木曜日", 8, rule(.weekly, 1, ["mon", "thu"])),
    ("毎週月水金", 5, rule(.weekly, 1, ["mon", "wed", "fri"])),
    ("毎週月・木曜日", 7, rule(.weekly, 1, ["mon", "thu"])),
    ("毎週土日", 4, rule(.weekly, 1, ["sat", "sun"])), ("毎週末", 3, rule(.weekly, 1, ["sat", "sun"])),
    ("毎月曜日", 4, rule(.weekly, 1, ["mon"])), ("毎日曜", 3, rule(.weekly, 1, ["sun"])),
    ("毎月曜日と木曜日", 8, rule(.weekly, 1, ["mon", "thu"])),
    ("隔週火曜日", 5, rule(.weekly, 2, ["tue"])), ("隔週の火曜日", 6, rule(.weekly, 2, ["tue"])),
    ("平日", 2, rule(.weekly, 1, workweek)), ("毎平日", 3, rule(.weekly, 1, workweek)),
    ("毎週月曜日に", 6, rule(.weekly, 1, ["mon"])), ("平日に", 3, rule(.weekly, 1, workweek)),
    // Japanese days of the month.
    ("毎月15日", 4, rule(.monthly, 1, [], [15])), ("毎月十五日", 5, rule(.monthly, 1, [], [15])),
    ("毎月１５日", 4, rule(.monthly, 1, [], [15])), ("毎月の15日", 5, rule(.monthly, 1, [], [15])),
    ("毎月1日と15日", 7, rule(.monthly, 1, [], [1, 15])), ("隔月15日", 4, rule(.monthly, 2, [], [15])),
    ("毎月15日に", 5, rule(.monthly, 1, [], [15])),
    // Japanese counts.
    ("2週間ごと", 5, rule(.weekly, 2)), ("二週間ごと", 5, rule(.weekly, 2)), ("2週間毎", 4, rule(.weekly, 2)),
    ("2週ごと", 4, rule(.weekly, 2)), ("3日ごと", 4, rule(.daily, 3)), ("三日ごと", 4, rule(.daily, 3)),
    ("３日ごと", 4, rule(.daily, 3)), ("2ヶ月ごと", 5, rule(.monthly, 2)), ("1年ごと", 4, rule(.yearly)),
    ("2週間ごとに", 6, rule(.weekly, 2)), ("1日おき", 4, rule(.daily, 2)), ("2日おき", 4, rule(.daily, 3)),
    ("1週間おき", 5, rule(.weekly, 2)), ("2週間おき", 5, rule(.weekly, 3)), ("2週間に1回", 6, rule(.weekly, 2)),
    ("週に1回", 4, rule(.weekly)), ("月に一度", 4, rule(.monthly)), ("年に1回", 4, rule(.yearly)),
    ("2週間ごとの月曜日", 9, rule(.weekly, 2, ["mon"])), ("2週間ごとに月曜日", 9, rule(.weekly, 2, ["mon"])),
  ]

  @Test("Rules read whole", arguments: wholeRules)
  func wholeRule(text: String, end: Int, expected: Recurrence) {
    let tokens = Self.tokens(text)
    let readings = Recurrences.readings(in: tokens, from: 0)
    #expect(end == tokens.count, "\(text) is \(tokens)")
    #expect(
      readings.first { $0.end == end }?.value == expected,
      "\(text) \(tokens) gave \(readings.map { "\($0.end): \($0.value)" })")
  }

  /// Texts with a start index and every reading expected from there, shortest first.
  static let everyReading: [(String, Int, [RecurrenceReading])] = [
    (
      "every monday and thursday at noon", 0,
      [reading(2, rule(.weekly, 1, ["mon"])), reading(4, rule(.weekly, 1, ["mon", "thu"]))]
    ),
    ("every week on monday", 0, [reading(2, rule(.weekly)), reading(4, rule(.weekly, 1, ["mon"]))]),
    (
      "weekly on monday and thursday", 0,
      [
        reading(1, rule(.weekly)), reading(3, rule(.weekly, 1, ["mon"])),
        reading(5, rule(.weekly, 1, ["mon", "thu"])),
      ]
    ),
    ("remind me every other day to water the plants", 2, [reading(5, rule(.daily, 2))]),
    ("every third day", 0, [reading(3, rule(.daily, 3))]),
    ("every 2nd", 0, [reading(3, rule(.monthly, 1, [], [2]))]),
    (
      "every 1st and 15th of the month", 0,
      [
        reading(3, rule(.monthly, 1, [], [1])), reading(6, rule(.monthly, 1, [], [1, 15])),
        reading(9, rule(.monthly, 1, [], [1, 15])),
      ]
    ),
    (
      "monthly on the 1st and 15th", 0,
      [
        reading(1, rule(.monthly)), reading(5, rule(.monthly, 1, [], [1])),
        reading(8, rule(.monthly, 1, [], [1, 15])),
      ]
    ),
    (
      "毎週月曜日に", 0,
      [
        reading(2, rule(.weekly)), reading(4, rule(.weekly, 1, ["mon"])), reading(5, rule(.weekly, 1, ["mon"])),
        reading(6, rule(.weekly, 1, ["mon"])),
      ]
    ),
    ("毎月15日", 0, [reading(2, rule(.monthly)), reading(4, rule(.monthly, 1, [], [15]))]),
    ("毎月曜日", 0, [reading(3, rule(.weekly, 1, ["mon"])), reading(4, rule(.weekly, 1, ["mon"]))]),
    ("毎日曜日", 0, [reading(3, rule(.weekly, 1, ["sun"])), reading(4, rule(.weekly, 1, ["sun"]))]),
    ("2週間ごとに", 0, [reading(5, rule(.weekly, 2)), reading(6, rule(.weekly, 2))]),
    (
      "毎週土日に", 0,
      [
        reading(2, rule(.weekly)), reading(4, rule(.weekly, 1, ["sat", "sun"])),
        reading(5, rule(.weekly, 1, ["sat", "sun"])),
      ]
    ),
    ("明日から毎日", 4, [reading(6, rule(.daily))]),
  ]

  /// A reading, written short for the tables.
  static func reading(_ end: Int, _ value: Recurrence) -> RecurrenceReading {
    RecurrenceReading(end: end, value: value)
  }

  @Test("Every reading from a start, shortest and longest", arguments: everyReading)
  func readingsFromStart(text: String, start: Int, expected: [RecurrenceReading]) {
    let tokens = Self.tokens(text)
    let readings = Recurrences.readings(in: tokens, from: start)
    #expect(readings == expected, "\(text) \(tokens) from \(start) gave \(readings.map { "\($0.end): \($0.value)" })")
  }

  /// Texts that start no rule at all.
  static let notRules: [String] = [
    "monday", "mondays", "mondays and thursdays", "on monday", "on friday and saturday", "every", "each", "every other",
    "every 0 days", "every zero days", "every 1001 days", "every 1000000 days", "every 1,000,000 days",
    "every 999999999999999999999999 days", "every 501 fortnights", "every 2.5 days", "every minus 2 days",
    "every few days", "every second", "every hour", "every 3 hours", "every other weekday", "every the",
    "on the 15th", "the 15th", "the 15th of the month", "on the 15th of the month", "every 32nd", "every 0th",
    "the 32nd of every month", "every thirty second", "once", "once a", "once a monday", "next monday", "weekend",
    "毎", "隔", "月曜日", "週末", "来週", "3日", "0日ごと", "1001日ごと", "1000日おき", "月水金", "平", "毎朝",
    "3時間ごと", "ごと", "に1回",
  ]

  @Test("Texts that are no rule", arguments: notRules)
  func notRule(text: String) {
    let tokens = Self.tokens(text)
    let readings = Recurrences.readings(in: tokens, from: 0)
    #expect(readings.isEmpty, "\(text) \(tokens) gave \(readings.map { "\($0.end): \($0.value)" })")
  }

  /// Texts that start a rule but are not one as a whole.
  static let notWholeRules: [String] = [
    "every monday morning", "every week on", "every week on the 15th", "daily on mondays", "weekly on the 15th",
    "monthly on mondays", "monthly on the 32nd", "every month on the 0th", "every 2 weeks on the 15th",
    "monthly on the 15th of march", "every 3rd monday", "every 2nd weekend", "毎月32日", "毎月0日", "毎週月",
    "毎週日", "隔週15日", "毎年月曜日",
  ]

  @Test("Texts that are not one rule", arguments: notWholeRules)
  func notWholeRule(text: String) {
    let tokens = Self.tokens(text)
    let readings = Recurrences.readings(in: tokens, from: 0)
    #expect(!readings.contains { $0.end == tokens.count }, "\(text) \(tokens) gave \(readings)")
  }

  @Test("maxTokens caps the span; starts out of range read nothing")
  func limits() {
    let tokens = Self.tokens("every monday and thursday")
    let ends = { (maxTokens: Int) in Recurrences.readings(in: tokens, from: 0, maxTokens: maxTokens).map(\.end) }
    #expect(ends(4) == [2, 4])
    #expect(ends(3) == [2])
    #expect(ends(2) == [2])
    #expect(ends(1) == [])
    #expect(ends(0) == [])
    #expect(ends(-3) == [])
    #expect(Recurrences.readings(in: tokens, from: 4).isEmpty)
    #expect(Recurrences.readings(in: tokens, from: -1).isEmpty)
    #expect(Recurrences.readings(in: [], from: 0).isEmpty)
  }

  @Test("A rule keeps its fields in one form")
  func oneForm() {
    let value = Recurrence(
      frequency: .weekly, interval: 0, weekdays: ["thu", "mon", "mon", "xyz"], monthDays: [15, 0, 32, 1, 15])
    #expect(value == Recurrence(frequency: .weekly, interval: 1, weekdays: ["mon", "thu"], monthDays: [1, 15]))
    #expect(value.interval == 1 && value.weekdays == ["mon", "thu"] && value.monthDays == [1, 15])
    #expect(Recurrence(frequency: .daily) == Recurrence(frequency: .daily, interval: 1, weekdays: [], monthDays: []))
    #expect(Recurrence.Frequency.monthly.rawValue == "monthly")
  }

  // MARK: - Invariants

  /// Odd token arrays: empty and huge tokens, lone introducers, repetition past `maxTokens`.
  static let oddInputs: [[String]] = [
    [], [""], ["", "", ""], ["every"], ["each"], ["on"], ["once"], ["the"], ["毎"], ["隔"], ["平"], ["ごと"],
    ["every", ""], ["", "every", "day"], ["every", "every", "every"], ["毎", "毎", "毎"], ["隔", "隔"],
    ["every", "999999999999999999999999999999", "days"], ["every", "1e308", "days"], ["every", "-0", "days"],
    ["every", "nan", "days"], ["every", "inf", "weeks"], ["every", "1/2", "days"], ["every", "3:30", "days"],
    ["every", "other", "other", "day"], ["every", "and", "monday"], ["every", "monday", "and"],
    ["every", "monday", "and", "and", "thursday"], ["on", "the", "of", "every", "month"],
    ["the", "31", "st", "of", "every", "1000", "months"], ["the", "31", "st", "of", "every", "1001", "months"],
    ["monthly", "on", "the", "99999999999", "th"], ["毎", "月", "99999999999999999999", "日"],
    ["毎", "週", "・", "・", "月"], ["毎", "週", "と"], ["2", "週", "間", "お", "き", "お", "き"],
    ["999999999999", "日", "ご", "と"], ["一", "億", "日", "ご", "と"], ["に", "1", "回"],
    Array(repeating: "every", count: 40), Array(repeating: "毎", count: 40),
    ["every"] + Array(repeating: "monday", count: 40), ["毎", "週"] + Array(repeating: "月", count: 40),
    ["every", "month", "on", "the"] + Array(repeating: "1st", count: 40),
    Array(repeating: "every other", count: 20).flatMap { $0.split(separator: " ").map(String.init) },
  ]

  @Test("Readings are ordered, one per end, within maxTokens, in their one form, and announced by the start check")
  func invariants() {
    var inputs = Self.oddInputs
    inputs += Self.wholeRules.map { Self.tokens($0.0) } + Self.notRules.map(Self.tokens)
    inputs += Self.notWholeRules.map(Self.tokens) + Self.everyReading.map { Self.tokens($0.0) }
    for tokens in inputs {
      for start in -1...tokens.count {
        for maxTokens in [0, 1, 2, 3, 5, 16, 100] {
          let readings = Recurrences.readings(in: tokens, from: start, maxTokens: maxTokens)
          let ends = readings.map(\.end)
          let bound = min(tokens.count, start + maxTokens)
          let context = "\(tokens) from \(start) within \(maxTokens): \(readings)"
          #expect(zip(ends, ends.dropFirst()).allSatisfy { $0 < $1 }, "\(context)")
          #expect(ends.allSatisfy { $0 > start && $0 <= bound }, "\(context)")
          for reading in readings {
            let value = reading.value
            #expect((1...Recurrences.maxInterval).contains(value.interval), "\(context)")
            #expect(
              value
                == Recurrence(
                  frequency: value.frequency, interval: value.interval, weekdays: value.weekdays,
                  monthDays: value.monthDays), "\(context)")
            #expect(value.weekdays.isEmpty || value.frequency == .weekly, "\(context)")
            #expect(value.monthDays.isEmpty || value.frequency == .monthly, "\(context)")
          }
          if !readings.isEmpty { #expect(Recurrences.mayBegin(tokens[start]), "\(context)") }
        }
      }
    }
  }

  @Test("Cheap start checks")
  func startChecks() {
    for token in ["every", "each", "on", "once", "the", "daily", "bi", "毎", "隔", "平", "週", "2", "二", "15"] {
      #expect(Recurrences.mayBegin(token), "\(token)")
    }
    for token in ["monday", "mondays", "remind", "", "を", "曜"] {
      #expect(!Recurrences.mayBegin(token), "\(token)")
    }
  }
}
