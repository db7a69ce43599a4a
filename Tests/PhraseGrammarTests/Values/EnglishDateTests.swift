import Foundation
import Testing

@testable import PhraseGrammar
@testable import PhraseValues

/// Tests for `EnglishDates`: hand-picked tables at two references and Duckling's English time corpus.
@Suite("EnglishDates")
struct EnglishDateTests {
  // MARK: - Helpers

  /// Duckling's reference: Tuesday 2013-02-12 04:30 at UTC−2.
  static let duckling = LocalDateTime(year: 2013, month: 2, day: 12, hour: 4, minute: 30, utcOffsetSeconds: -7_200)
  /// A Sunday morning at UTC−8.
  static let sunday = LocalDateTime(year: 2026, month: 11, day: 29, hour: 9, utcOffsetSeconds: -28_800)

  /// The normalized tokens of a text.
  static func tokens(_ text: String) -> [String] {
    Normalizer.tokens(of: text).map(\.text)
  }

  /// The value of the reading that covers the whole text, if any.
  static func whole(_ text: String, _ reference: LocalDateTime) -> DateValue? {
    let tokens = tokens(text)
    return EnglishDates.readings(in: tokens, from: 0, reference: reference).first { $0.end == tokens.count }?.value
  }

  /// A value written compactly: ISO start, grain, and ISO end for intervals.
  static func describe(_ value: DateValue?) -> String {
    guard let value else { return "no reading" }
    let end = value.end.map { " → \($0.iso8601)" } ?? ""
    return "\(value.start.iso8601) \(value.grain.rawValue)\(end)"
  }

  /// Whether a reading's value is the one written as `describe` writes it: "start grain" or "start grain → end".
  static func matches(_ value: DateValue?, _ expected: String) -> Bool {
    guard let value, let expected = writtenDate(expected, time: { LocalDateTime(iso8601: $0) }) else { return false }
    return value.start == expected.start && value.grain == expected.grain && value.end == expected.end
  }

  // MARK: - Duckling's reference: Tuesday 2013-02-12 04:30 -02:00

  /// Texts and the value each reads as, written as `describe` writes it.
  static let tuesdayCases: [(String, String)] = [
    ("today", "2013-02-12T00:00:00-02:00 day"),
    ("tomorrow", "2013-02-13T00:00:00-02:00 day"),
    ("yesterday", "2013-02-11T00:00:00-02:00 day"),
    ("now", "2013-02-12T04:30:00-02:00 second"),
    ("tonight", "2013-02-12T18:00:00-02:00 hour → 2013-02-13T00:00:00-02:00"),
    ("this morning", "2013-02-12T00:00:00-02:00 hour → 2013-02-12T12:00:00-02:00"),
    ("this afternoon", "2013-02-12T12:00:00-02:00 hour → 2013-02-12T19:00:00-02:00"),
    ("this evening", "2013-02-12T18:00:00-02:00 hour → 2013-02-13T00:00:00-02:00"),
    ("monday", "2013-02-18T00:00:00-02:00 day"),
    ("on monday", "2013-02-18T00:00:00-02:00 day"),
    ("tuesday", "2013-02-19T00:00:00-02:00 day"),
    ("wednesday", "2013-02-13T00:00:00-02:00 day"),
    ("next friday", "2013-02-22T00:00:00-02:00 day"),
    ("next wednesday", "2013-02-20T00:00:00-02:00 day"),
    ("next monday", "2013-02-18T00:00:00-02:00 day"),
    ("last tuesday", "2013-02-05T00:00:00-02:00 day"),
    ("last monday", "2013-02-11T00:00:00-02:00 day"),
    ("this friday", "2013-02-15T00:00:00-02:00 day"),
    ("this tuesday", "2013-02-19T00:00:00-02:00 day"),
    ("friday after next", "2013-02-22T00:00:00-02:00 day"),
    ("in 2 hours", "2013-02-12T06:30:00-02:00 minute"),
    ("in 20 minutes", "2013-02-12T04:50:00-02:00 second"),
    ("in a week", "2013-02-19T00:00:00-02:00 day"),
    ("3 days ago", "2013-02-09T04:00:00-02:00 hour"),
    ("at 3pm", "2013-02-12T15:00:00-02:00 hour"),
    ("3 pm", "2013-02-12T15:00:00-02:00 hour"),
    ("3 p.m.", "2013-02-12T15:00:00-02:00 hour"),
    ("3:30", "2013-02-12T15:30:00-02:00 minute"),
    // A time already past is its next occurrence: 4:23 at 04:30 is 16:23 (Duckling: 04:23).
    ("4:23", "2013-02-12T16:23:00-02:00 minute"),
    ("at 3am", "2013-02-13T03:00:00-02:00 hour"),
    ("noon", "2013-02-12T12:00:00-02:00 hour"),
    ("midnight", "2013-02-13T00:00:00-02:00 hour"),
    ("at 8 o'clock", "2013-02-12T08:00:00-02:00 hour"),
    ("a quarter past 1pm", "2013-02-12T13:15:00-02:00 minute"),
    ("half past three", "2013-02-12T15:30:00-02:00 minute"),
    ("quarter to 12", "2013-02-12T11:45:00-02:00 minute"),
    ("March 5th", "2013-03-05T00:00:00-02:00 day"),
    ("the 5th of March at 9", "2013-03-05T09:00:00-02:00 hour"),
    ("march 5", "2013-03-05T00:00:00-02:00 day"),
    ("5 march 2015", "2015-03-05T00:00:00-02:00 day"),
    ("on the 15th", "2013-02-15T00:00:00-02:00 day"),
    ("the 1st", "2013-03-01T00:00:00-02:00 day"),
    ("2/15", "2013-02-15T00:00:00-02:00 day"),
    ("15/2", "2013-02-15T00:00:00-02:00 day"),
    ("31/10/1974", "1974-10-31T00:00:00-02:00 day"),
    ("2013-02-15", "2013-02-15T00:00:00-02:00 day"),
    ("next week", "2013-02-18T00:00:00-02:00 week"),
    ("next month", "2013-03-01T00:00:00-02:00 month"),
    ("this year", "2013-01-01T00:00:00-02:00 year"),
    ("tomorrow at 5pm", "2013-02-13T17:00:00-02:00 hour"),
    ("at 5pm tomorrow", "2013-02-13T17:00:00-02:00 hour"),
    ("tomorrow at 5", "2013-02-13T05:00:00-02:00 hour"),
    ("tomorrow at 12", "2013-02-13T12:00:00-02:00 hour"),
    ("today at 3", "2013-02-12T15:00:00-02:00 hour"),
    ("monday morning", "2013-02-18T00:00:00-02:00 hour → 2013-02-18T12:00:00-02:00"),
    ("Saturday morning at 9", "2013-02-16T09:00:00-02:00 hour"),
    ("tomorrow evening", "2013-02-13T18:00:00-02:00 hour → 2013-02-14T00:00:00-02:00"),
    ("tonight at 12", "2013-02-13T00:00:00-02:00 hour"),
    ("last night", "2013-02-11T18:00:00-02:00 hour → 2013-02-12T00:00:00-02:00"),
    ("next 3 days", "2013-02-13T00:00:00-02:00 day → 2013-02-16T00:00:00-02:00"),
    ("this weekend", "2013-02-15T18:00:00-02:00 hour → 2013-02-18T00:00:00-02:00"),
    ("end of the month", "2013-02-21T00:00:00-02:00 day → 2013-03-01T00:00:00-02:00"),
    ("3-4pm", "2013-02-12T15:00:00-02:00 hour → 2013-02-12T17:00:00-02:00"),
    ("from 9:30 to 11", "2013-02-12T09:30:00-02:00 minute → 2013-02-12T11:01:00-02:00"),
    ("tomorrow between 2 and 4pm", "2013-02-13T14:00:00-02:00 hour → 2013-02-13T17:00:00-02:00"),
    ("july 13-15", "2013-07-13T00:00:00-02:00 day → 2013-07-16T00:00:00-02:00"),
    ("by 2pm", "2013-02-12T04:30:00-02:00 second → 2013-02-12T14:00:00-02:00"),
    ("within 2 weeks", "2013-02-12T04:30:00-02:00 second → 2013-02-26T00:00:00-02:00"),
    ("first monday of next month", "2013-03-04T00:00:00-02:00 day"),
    ("last friday of october", "2013-10-25T00:00:00-02:00 day"),
    ("first monday of next month at 9am", "2013-03-04T09:00:00-02:00 hour"),
    ("third quarter", "2013-07-01T00:00:00-02:00 quarter"),
    ("the day after tomorrow", "2013-02-14T00:00:00-02:00 day"),
    ("wednesday next week", "2013-02-20T00:00:00-02:00 day"),
    ("monday of this week", "2013-02-11T00:00:00-02:00 day"),
    ("20th of next month", "2013-03-20T00:00:00-02:00 day"),
    ("in half an hour", "2013-02-12T05:00:00-02:00 second"),
    ("in 2.5 hours", "2013-02-12T07:00:00-02:00 second"),
    ("two years ago", "2011-02-01T00:00:00-02:00 month"),
    ("3 fridays from now", "2013-03-01T00:00:00-02:00 day"),
    ("in 7 days at 5pm", "2013-02-19T17:00:00-02:00 hour"),
    ("10/31/74", "1974-10-31T00:00:00-02:00 day"),
    ("2014-10", "2014-10-01T00:00:00-02:00 month"),
    ("at 15h30", "2013-02-12T15:30:00-02:00 minute"),
    ("tomorrow at noon", "2013-02-13T12:00:00-02:00 hour"),
    ("8 tonight", "2013-02-12T20:00:00-02:00 hour"),
    ("tonight at 2", "2013-02-12T14:00:00-02:00 hour"),
    ("3 in the morning", "2013-02-13T03:00:00-02:00 hour"),
    ("Fri, Jul 18", "2014-07-18T00:00:00-02:00 day"),
    ("last weekend", "2013-02-08T18:00:00-02:00 hour → 2013-02-11T00:00:00-02:00"),
  ]

  // MARK: - A Sunday: 2026-11-29 09:00 -08:00

  static let sundayCases: [(String, String)] = [
    ("today", "2026-11-29T00:00:00-08:00 day"),
    ("tomorrow at 3 pm", "2026-11-30T15:00:00-08:00 hour"),
    ("sunday", "2026-12-06T00:00:00-08:00 day"),
    ("this sunday", "2026-12-06T00:00:00-08:00 day"),
    ("next sunday", "2026-12-06T00:00:00-08:00 day"),
    ("last sunday", "2026-11-22T00:00:00-08:00 day"),
    ("monday", "2026-11-30T00:00:00-08:00 day"),
    ("next monday", "2026-11-30T00:00:00-08:00 day"),
    ("friday", "2026-12-04T00:00:00-08:00 day"),
    ("next friday", "2026-12-04T00:00:00-08:00 day"),
    ("last friday", "2026-11-27T00:00:00-08:00 day"),
    ("saturday", "2026-12-05T00:00:00-08:00 day"),
    ("next week", "2026-11-30T00:00:00-08:00 week"),
    ("this week", "2026-11-23T00:00:00-08:00 week"),
    ("next month", "2026-12-01T00:00:00-08:00 month"),
    ("at 8 o'clock", "2026-11-29T20:00:00-08:00 hour"),
    ("3:30", "2026-11-29T15:30:00-08:00 minute"),
    ("9:15", "2026-11-29T09:15:00-08:00 minute"),
    ("8:59", "2026-11-29T20:59:00-08:00 minute"),
    ("noon", "2026-11-29T12:00:00-08:00 hour"),
    ("midnight", "2026-11-30T00:00:00-08:00 hour"),
    ("in 2 hours", "2026-11-29T11:00:00-08:00 minute"),
    ("in a week", "2026-12-06T00:00:00-08:00 day"),
    ("tonight", "2026-11-29T18:00:00-08:00 hour → 2026-11-30T00:00:00-08:00"),
    ("monday morning", "2026-11-30T00:00:00-08:00 hour → 2026-11-30T12:00:00-08:00"),
    ("March 5th", "2027-03-05T00:00:00-08:00 day"),
    ("on the 15th", "2026-12-15T00:00:00-08:00 day"),
    ("the 29th", "2026-11-29T00:00:00-08:00 day"),
    ("2/15", "2027-02-15T00:00:00-08:00 day"),
    ("next year", "2027-01-01T00:00:00-08:00 year"),
    ("this weekend", "2026-11-27T18:00:00-08:00 hour → 2026-11-30T00:00:00-08:00"),
    ("next weekend", "2026-12-04T18:00:00-08:00 hour → 2026-12-07T00:00:00-08:00"),
  ]

  /// Every case of both tables, with its reference.
  static let referenceCases: [(String, String, LocalDateTime)] =
    tuesdayCases.map { ($0.0, $0.1, duckling) } + sundayCases.map { ($0.0, $0.1, sunday) }

  @Test(
    "Reference Tuesday 2013-02-12 04:30 -02:00 and reference Sunday 2026-11-29 09:00 -08:00",
    arguments: referenceCases)
  func reference(text: String, expected: String, reference: LocalDateTime) {
    let value = Self.whole(text, reference)
    #expect(Self.matches(value, expected), "\(text) gave \(Self.describe(value))")
  }

  /// Texts with no reading of the whole text at the Tuesday reference.
  static let notDates: [String] = [
    "3 30", "three twenty", "25", "may", "morning", "the 24", "4a", "two three", "at a few", "this one", "water",
    "remind me", "3 days", "next", "in", "the", "at", "a quarter", "half", "two sixty a m", "2 upcoming weeks",
    "1 adult", "at 650-650-6500", "on", "by", "15th",
  ]

  @Test("Texts that are not dates", arguments: notDates)
  func notDate(text: String) {
    let value = Self.whole(text, Self.duckling)
    #expect(value == nil, "\(text) gave \(Self.describe(value))")
  }

  @Test("Every reading from a start inside a sentence")
  func insideSentence() {
    let tokens = Self.tokens("remind me tomorrow at 3pm to call mom")
    let readings = EnglishDates.readings(in: tokens, from: 2, reference: Self.duckling)
    let described = readings.map { "\($0.end) \(Self.describe($0.value))" }
    #expect(
      described == [
        "3 2013-02-13T00:00:00-02:00 day", "5 2013-02-13T03:00:00-02:00 hour", "6 2013-02-13T15:00:00-02:00 hour",
      ], "\(described)")
    #expect(EnglishDates.readings(in: tokens, from: 0, reference: Self.duckling).isEmpty)
    #expect(EnglishDates.readings(in: tokens, from: 6, reference: Self.duckling).isEmpty)
    #expect(EnglishDates.readings(in: tokens, from: 2, reference: Self.duckling, maxTokens: 1).map(\.end) == [3])
    #expect(EnglishDates.readings(in: tokens, from: 2, reference: Self.duckling, maxTokens: 0).isEmpty)
    #expect(EnglishDates.readings(in: tokens, from: -1, reference: Self.duckling).isEmpty)
    #expect(EnglishDates.readings(in: tokens, from: 8, reference: Self.duckling).isEmpty)
  }

  @Test("Cheap start checks")
  func startChecks() {
    for token in [
      "today", "tomorrow", "tonight", "monday", "fri", "march", "at", "on", "in", "the", "next", "last", "noon",
      "3", "2013-02-15", "3:30", "three", "first", "a", "half", "quarter", "by", "within", "from", "between",
    ] {
      #expect(EnglishDates.mayBegin(token), "\(token)")
    }
    for token in ["water", "remind", "me", "log", "apples", "please", "", "-", "oz", "call"] {
      #expect(!EnglishDates.mayBegin(token), "\(token)")
    }
  }

  @Test("Readings are ordered, one per end, within maxTokens, and announced by the start check")
  func invariants() throws {
    let texts = try Corpus.load().map(\.text) + Self.tuesdayCases.map(\.0) + Self.notDates
    for text in texts {
      let tokens = Self.tokens(text)
      for start in tokens.indices {
        for maxTokens in [3, 24] {
          let ends = EnglishDates.readings(in: tokens, from: start, reference: Self.duckling, maxTokens: maxTokens)
            .map(\.end)
          #expect(ends == ends.sorted() && Set(ends).count == ends.count, "\(text) from \(start): \(ends)")
          #expect(ends.allSatisfy { $0 > start && $0 <= min(tokens.count, start + maxTokens) }, "\(text) \(ends)")
          if !ends.isEmpty { #expect(EnglishDates.mayBegin(tokens[start]), "\(text) from \(start)") }
          // The parser itself, without the start check, finds nothing where the check says no.
          if !EnglishDates.mayBegin(tokens[start]) {
            var parser = EnglishDates.DateParser(
              tokens: tokens, start: start, limit: min(tokens.count, start + maxTokens), reference: Self.duckling)
            #expect(parser.run().isEmpty, "\(text) from \(start) reads but mayBegin(\(tokens[start])) is false")
          }
        }
      }
    }
  }

  @Test("Reading every corpus text from every token is quick")
  func speed() throws {
    func microseconds(_ duration: Duration, _ count: Int) -> Double {
      (Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12) / Double(count)
    }
    let sentences = try Corpus.load().map { Self.tokens($0.text) }
    let clock = ContinuousClock()
    var calls = 0
    var readings = 0
    let elapsed = clock.measure {
      for tokens in sentences {
        for start in tokens.indices {
          calls += 1
          readings += EnglishDates.readings(in: tokens, from: start, reference: Self.duckling).count
        }
      }
    }
    // An utterance with no date: most of its words are turned away by the start check.
    let words = Self.tokens("please log twelve ounces of water in my water tracker app and remind me at the office")
    var empty = 0
    let rejecting = clock.measure {
      for _ in 0..<1_000 {
        for start in words.indices where EnglishDates.readings(in: words, from: start, reference: Self.duckling).isEmpty
        {
          empty += 1
        }
      }
    }
    let perCall = microseconds(elapsed, calls)
    print(
      "EnglishDates: corpus \(calls) calls, \(readings) readings, \(perCall) µs a call; "
        + "utterance without a date \(microseconds(rejecting, 1_000 * words.count)) µs a call")
    #expect(empty == 1_000 * words.count)
    #expect(perCall < 1_000)
  }

  /// Days from the reference to "friday", "this friday", "next friday" and "last friday", said on Monday … Sunday.
  static let fridays: [(weekday: Int, friday: Int, next: Int, last: Int)] = [
    (1, 4, 11, -3), (2, 3, 10, -4), (3, 2, 9, -5), (4, 1, 8, -6), (5, 7, 7, -7), (6, 6, 6, -1), (7, 5, 5, -2),
  ]

  @Test("Friday said on each day of the week", arguments: fridays)
  func friday(weekday: Int, friday: Int, next: Int, last: Int) {
    // Monday 2026-11-23 to Sunday 2026-11-29, at 09:00 -08:00.
    let reference = Self.sunday.adding(days: weekday - 7)
    #expect(reference.weekday == weekday)
    for (text, offset) in [("friday", friday), ("this friday", friday), ("next friday", next), ("last friday", last)] {
      let value = Self.whole(text, reference)
      #expect(
        value?.start == reference.start(of: .day).adding(days: offset) && value?.grain == .day,
        "\(text) on weekday \(weekday) gave \(Self.describe(value))")
    }
  }

  // MARK: - Corpus

  /// Core texts of Duckling's corpus left out, each with the reason (none: every core record passes).
  static let skippedCore: [String: String] = [
    "4:23am": "a time already past is its next occurrence (tomorrow's 04:23), where Duckling keeps the current hour"
  ]

  /// Non-core texts the reader does not give Duckling's value for, by reason.
  static let knownGaps: [(reason: String, texts: [String])] = [
    (
      "a time already past is its next occurrence, where Duckling keeps the current hour",
      ["at 4:23", "four twenty-three a m"]
    ),
    (
      "time zones: values keep the reference's offset and no zone names are read",
      [
        "4pm CET", "Thursday 8:00 GMT", "Thursday 8:00 gmt", "Thursday 8h00 GMT", "Thursday 8h00 gmt",
        "Thursday 8h GMT", "Thursday 8h gmt", "Thu at 8 GMT", "Thu at 8 gmt", "Thursday 9 am BST",
        "Thursday 9 am (BST)", "Thursday 8:00 PST", "Thursday 8:00 pst", "Thursday 8h00 PST", "Thursday 8h00 pst",
        "Thursday 8h PST", "Thursday 8h pst", "Thu at 8 am PST", "Thu at 8 am pst", "Thursday at 9:30pm ist",
        "9:30 - 11:00 CST", "9h30 - 11h00 CST", "9h30 - 11h CST", "15:00 GMT - 18:00 GMT",
        "15h00 GMT - 18h00 GMT", "15h GMT - 18h GMT",
      ]
    ),
    (
      "open intervals (only a start or only an end): a DateValue has both or is a point",
      [
        "ASAP", "as soon as possible", "until 2:00pm", "through 2:00pm", "after 2 pm", "from 2 pm", "since 2pm",
        "anytime after 2014", "since 2014", "sometimes before 2014", "through 2014", "after 5 days",
        "before 11 am",
      ]
    ),
    (
      "\"upcoming N units\": Duckling's single cycle N ahead is a known quirk (Docs/Manifest.md, dates); not read",
      ["day", "week", "month", "quarter", "year"].flatMap { unit in
        ["upcoming two", "upcoming 2", "two upcoming", "2 upcoming"].flatMap { words in
          ["\(words) \(unit)", "\(words) \(unit)s"]
        }
      }
    ),
    (
      "seasons: Duckling's solstice and equinox dates are approximate",
      [
        "this Summer", "current summer", "this winter", "this season", "current seasons", "last season",
        "past seasons", "previous seasons", "next season",
      ]
    ),
    (
      "holidays are another recognizer's job (duckling-en-time-holiday.json)",
      [
        "third tuesday after christmas 2014", "one year After christmas", "a year from Christmas",
        "three days after Easter",
      ]
    ),
    (
      "vague quantities: \"a few\" is not a number (as for EnglishNumbers)",
      ["in a few minutes", "in a few hours", "in few hours", "next few days"]
    ),
    (
      "deliberate: \"this morning\" and \"this afternoon\" are today's; Duckling moves the time to the next day",
      ["this morning at 3", "this morning at 12", "this afternoon at 12"]
    ),
    (
      "\"<time> for <duration>\" intervals are not read",
      [
        "for 10 days from 18th Dec", "from 18th Dec for 10 days", "18th Dec for 10 days",
        "for 30' starting from 4pm", "from 4pm for thirty minutes", "4pm for 30 mins", "16h for 30 mins",
      ]
    ),
    (
      "the normalizer drops a dash or slash between spaced numbers, leaving two bare numbers",
      ["2 / 15", "2 - 15"]
    ),
    (
      "the normalizer splits the dash token oddly (\"15 h 30-18 h\"); ISO ranges with a slash are not read",
      ["15h30-18h", "2015-03-28 17:00:00/2015-03-29 21:00:00"]
    ),
    ("BC years and two-digit AD years are not read", ["in 2014 B.C.", "in 2014 BC", "in 14 a.d."]),
    (
      "rare compositions not read",
      [
        "March in 1 year", "March in a year", "today in one hour", "the week of october 6th",
        "the week of october 7th", "the closest Monday to Oct 5th", "the second closest Mon to October fifth",
        "beginning of around next week", "at the beginning of around next week", "end of around next week",
        "at the end of around next week",
      ]
    ),
    (
      "a lone \"a\" for am is read only after minutes (\"4a\" is Duckling's negative example)",
      ["Thursday from 9a to 11a"]
    ),
    ("a double quote for seconds is dropped by the normalizer, leaving \"in 1\" (one minute)", ["in 1\""]),
  ]

  @Test("Duckling EN time corpus")
  func ducklingTime() throws {
    let records = try Corpus.load()
    var gaps: [String: String] = [:]
    for (reason, texts) in Self.knownGaps {
      for text in texts { gaps[text] = reason }
    }
    var core = (passed: 0, total: 0)
    var all = (passed: 0, total: 0)
    var negatives = (passed: 0, total: 0)
    var separate = (passed: 0, total: 0)
    var coreFailures: [String] = []
    var otherFailures: [String] = []
    var stale: [String] = []
    for record in records {
      let passed = record.passes()
      if record.core {
        core.total += 1
        if passed {
          core.passed += 1
        } else if Self.skippedCore[record.text] == nil {
          coreFailures.append(record.summary)
        }
      }
      if record.locale != nil || record.options?.withLatent == true || record.match == "first" {
        // Locale-specific, latent and first-token records are counted apart.
        separate.total += 1
        if passed { separate.passed += 1 }
        continue
      }
      all.total += 1
      if passed { all.passed += 1 }
      if record.negative == true {
        negatives.total += 1
        if passed { negatives.passed += 1 }
      }
      if !record.core && !passed && gaps[record.text] == nil { otherFailures.append(record.summary) }
      if passed && gaps[record.text] != nil { stale.append(record.text) }
    }
    let unknown = Set(gaps.keys).subtracting(records.map(\.text))
    print(
      "duckling-en-time.json: core \(core.passed)/\(core.total), all \(all.passed)/\(all.total) "
        + "(negatives \(negatives.passed)/\(negatives.total)); locale-specific, latent and first-token "
        + "records \(separate.passed)/\(separate.total); \(gaps.count) known gaps")
    #expect(records.count == 929)
    #expect(coreFailures.isEmpty, "core failures: \(coreFailures)")
    #expect(otherFailures.isEmpty, "non-core failures not in the known gaps: \(otherFailures)")
    #expect(stale.isEmpty, "known gaps that now pass: \(stale)")
    #expect(unknown.isEmpty, "known gaps not in the data: \(unknown)")
  }

  /// One record of `duckling-en-time.json`.
  struct Record: Decodable, Sendable {
    struct Point: Decodable, Sendable {
      var value: String
      var grain: String
    }

    struct Expected: Decodable, Sendable {
      var type: String
      var value: String?
      var grain: String?
      var from: Point?
      var to: Point?
    }

    struct Options: Decodable, Sendable {
      var withLatent: Bool?
    }

    var text: String
    var expected: Expected?
    var core: Bool
    var section: String
    var locale: String?
    var options: Options?
    var match: String?
    var negative: Bool?
    var referenceTime: String?

    enum CodingKeys: String, CodingKey {
      case text, expected, core, section, locale, options, match, negative
      case referenceTime = "reference_time"
    }

    /// The reference time of the record.
    var reference: LocalDateTime? {
      LocalDateTime(iso8601: referenceTime ?? "2013-02-12T04:30:00.000-02:00")
    }

    /// Whether the reader gives the expected value (or, for a negative record, no whole reading).
    func passes() -> Bool {
      guard let reference else { return false }
      let tokens = EnglishDateTests.tokens(text)
      let readings = EnglishDates.readings(in: tokens, from: 0, reference: reference)
      if negative == true { return !readings.contains { $0.end == tokens.count } }
      if match == "first" { return readings.contains { matches($0.value) } }
      return readings.contains { $0.end == tokens.count && matches($0.value) }
    }

    /// Whether a value is the expected one.
    func matches(_ value: DateValue) -> Bool {
      guard let expected else { return false }
      if expected.type == "value" {
        guard let text = expected.value, let start = LocalDateTime(iso8601: text) else { return false }
        return value.end == nil && value.start == start && value.grain.rawValue == expected.grain
      }
      guard let from = expected.from, let to = expected.to, let start = LocalDateTime(iso8601: from.value),
        let end = LocalDateTime(iso8601: to.value)
      else { return false }
      return value.start == start && value.end == end && value.grain.rawValue == from.grain
    }

    /// The text with what was expected and what was read.
    var summary: String {
      let tokens = EnglishDateTests.tokens(text)
      let read = reference.map { reference in
        EnglishDates.readings(in: tokens, from: 0, reference: reference).first { $0.end == tokens.count }?.value
      }
      var want = "none"
      if let expected {
        if let value = expected.value {
          want = "\(value) \(expected.grain ?? "")"
        } else {
          want = "\(expected.from?.value ?? "…") \(expected.from?.grain ?? "") → \(expected.to?.value ?? "…")"
        }
      }
      return "\"\(text)\" want \(want) got \(EnglishDateTests.describe(read ?? nil))"
    }
  }

  /// Loading the data file.
  enum Corpus {
    static func load() throws -> [Record] {
      try ValueData.load([Record].self, "duckling-en-time.json")
    }
  }
}
