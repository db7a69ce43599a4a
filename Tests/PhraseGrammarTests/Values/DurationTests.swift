import Foundation
import Testing

@testable import PhraseGrammar
@testable import PhraseValues

/// Tests for `Durations`: hand-picked tables and Duckling's English and Japanese duration corpora.
@Suite("Durations")
struct DurationTests {
  // MARK: - Hand-picked readings

  /// Texts whose whole span reads as a duration of the given seconds.
  static let wholeReadings: [(String, Double)] = [
    ("20 minutes", 1200), ("20 min", 1200), ("20 mins", 1200), ("twenty minutes", 1200), ("an hour", 3600),
    ("an hour and a half", 5400), ("one hour and half", 5400), ("1h30", 5400), ("1 h 30", 5400), ("90 s", 90),
    ("90 seconds", 90), ("90 secs", 90), ("half an hour", 1800), ("half hour", 1800), ("1/2 hour", 1800),
    ("a quarter of an hour", 900), ("three quarters of an hour", 2700), ("a quarter hour", 900),
    ("for two weeks", 1_209_600), ("for 20 minutes", 1200), ("2 hours 30 minutes", 9000),
    ("2 hours and 30 minutes", 9000), ("1 hour thirty", 5400), ("2 hours ten", 7800), ("2 hour and 10", 7800),
    ("1.5 hours", 5400), ("1.5 hrs", 5400), ("2 and a half hours", 9000), ("a day", 86400), ("half a day", 43200),
    ("3 days", 259_200), ("a week", 604_800), ("a fortnight", 1_209_600), ("a month", 2_592_000),
    ("a month and a half", 3_888_000), ("2 years", 63_072_000), ("a year", 31_536_000), ("3 quarters", 23_328_000),
    ("2 years 3 months", 69_984_000), ("2 years and 3 months", 69_984_000),
    ("1 year, 2 days, 3 hours and 4 seconds", 31_719_604), ("an hour and 45 minutes", 6300),
    ("a minute and 30 seconds", 90), ("an hour and 30 seconds", 3630), ("2 more minutes", 120),
    ("2 extra minutes", 120), ("500 ms", 0.5), ("a couple of hours", 7200), ("a dozen minutes", 720),
    ("2m", 120), ("5 hours 20 minutes 10 seconds", 19210),
    // Japanese, digit forms.
    ("20分", 1200), ("20分間", 1200), ("1時間半", 5400), ("1時間30分", 5400), ("3日間", 259_200), ("3日", 259_200),
    ("2ヶ月", 5_184_000), ("2か月", 5_184_000), ("2週間", 1_209_600), ("1年", 31_536_000), ("10秒", 10),
    ("１０秒間", 10), ("1 秒", 1), ("2時間15分30秒", 8130),
  ]

  @Test("Whole-span readings", arguments: wholeReadings)
  func wholeReading(text: String, seconds: Double) {
    let tokens = Normalizer.tokens(of: text).map(\.text)
    let readings = Durations.readings(in: tokens, from: 0)
    #expect(
      readings.contains { $0.end == tokens.count && approximatelyEqual($0.seconds, seconds) },
      "\(text) \(tokens) gave \(readings)")
  }

  /// Japanese forms with kanji numbers; they read once `Numbers` reads Japanese numerals.
  static let kanjiReadings: [(String, Double)] = [
    ("二十分", 1200), ("一時間半", 5400), ("三日間", 259_200), ("百日", 8_640_000), ("二ヶ月", 5_184_000),
  ]

  @Test(
    "Whole-span readings with Japanese numerals",
    .disabled(if: !japaneseNumeralsAvailable, "needs Japanese numerals in Numbers"), arguments: kanjiReadings)
  func kanjiReading(text: String, seconds: Double) {
    wholeReading(text: text, seconds: seconds)
  }

  /// Texts with a start index and every reading expected from there: (end, seconds).
  static let everyReading: [(String, Int, [Reading])] = [
    ("2 hours 30 minutes", 0, [Reading(2, 7200), Reading(3, 9000), Reading(4, 9000)]),
    ("set a timer for 20 minutes please", 3, [Reading(6, 1200)]),
    ("set a timer for 20 minutes please", 4, [Reading(6, 1200)]),
    ("an hour and a half", 0, [Reading(2, 3600), Reading(5, 5400)]),
    ("1時間半", 0, [Reading(3, 3600), Reading(4, 5400)]),
    ("a quarter hour", 0, [Reading(2, 7_776_000), Reading(3, 900)]),
    ("20 apples", 0, []),
    ("minutes", 0, []),
  ]

  @Test("Every reading from a start", arguments: everyReading)
  func readingsFromStart(text: String, start: Int, expected: [Reading]) {
    let tokens = Normalizer.tokens(of: text).map(\.text)
    let readings = Durations.readings(in: tokens, from: start)
    #expect(
      readings.count == expected.count
        && zip(readings, expected).allSatisfy { $0.end == $1.end && approximatelyEqual($0.seconds, $1.value) },
      "\(text) \(tokens) from \(start) gave \(readings)")
  }

  /// Texts that start no duration at all.
  static let notDurations: [String] = [
    "minutes", "for months", "in days", "for", "the hour", "20", "twenty", "a", "hour", "3時", "5月", "分",
    "I second that", "secretary", "a few minutes", "a m", "an h", "a d",
  ]

  @Test("Texts that are not durations", arguments: notDurations)
  func notDuration(text: String) {
    let tokens = Normalizer.tokens(of: text).map(\.text)
    #expect(Durations.readings(in: tokens, from: 0).isEmpty, "\(text) \(tokens)")
  }

  @Test("maxTokens caps the span, \"for\" included")
  func limits() {
    let tokens = Normalizer.tokens(of: "for 2 hours 30 minutes").map(\.text)
    #expect(Durations.readings(in: tokens, from: 0, maxTokens: 3) == [DurationReading(end: 3, seconds: 7200)])
    #expect(Durations.readings(in: tokens, from: 0, maxTokens: 2).isEmpty)
    #expect(Durations.readings(in: tokens, from: 0, maxTokens: 0).isEmpty)
    #expect(Durations.readings(in: tokens, from: 5).isEmpty)
    #expect(Durations.readings(in: tokens, from: -1).isEmpty)
  }

  // MARK: - Duckling corpora

  /// Non-core records of the duration corpora left out, by file and text, each with the reason.
  static let skipped: [String: [String: String]] = [
    "duckling-en-duration.json": [
      "1\"": "the normalizer drops quote marks, so 1\" is the number 1",
      "2'": "the normalizer drops quote marks, so 2' is the number 2",
      "2 less minutes": "\"2 less minutes\" is not 2 minutes, whatever Duckling returns",
      "2 fewer minutes": "\"2 fewer minutes\" is not 2 minutes, whatever Duckling returns",
    ]
  ]

  /// Core Japanese records with kanji numbers, excused until `Numbers` reads Japanese numerals.
  static let awaitingNumerals: Set<String> = ["一 秒間", "四 分間", "百 日", "百 日間"]

  @Test("Duckling duration corpora", arguments: [("duckling-en-duration.json", 83), ("duckling-ja-duration.json", 7)])
  func ducklingDurations(file: String, records count: Int) throws {
    let records = try ValueCorpus.load(file)
    let skips = Self.skipped[file] ?? [:]
    var score = CorpusScore(file: file)
    for record in records {
      let tokens = Normalizer.tokens(of: record.text).map(\.text)
      let readings = Durations.readings(in: tokens, from: 0)
      if record.negative == true {
        let whole = readings.filter { $0.end == tokens.count }
        score.addNegative(record, passes: whole.isEmpty, detail: "\(tokens) → \(whole)")
        continue
      }
      guard let seconds = record.expected?.normalized?.value else {
        score.notCounted(record)
        continue
      }
      let passes = readings.contains { $0.end == tokens.count && approximatelyEqual($0.seconds, seconds) }
      score.add(
        record, passes: passes, skips: skips, awaiting: Self.awaitingNumerals,
        detail: "\(tokens) → \(readings), expected \(seconds) s")
    }
    score.finish(skips: skips)
    score.report()
    #expect(records.count == count)
    score.check(requiringCore: true)
  }

  // MARK: - Invariants

  @Test("Readings are ordered, one per end, within bounds, and announced by the start check")
  func invariants() throws {
    var texts = Self.wholeReadings.map(\.0) + Self.everyReading.map(\.0) + Self.notDurations
    texts += try ValueCorpus.load("duckling-en-duration.json").map(\.text)
    texts += try ValueCorpus.load("duckling-ja-duration.json").map(\.text)
    for text in texts {
      let tokens = Normalizer.tokens(of: text).map(\.text)
      for start in tokens.indices {
        let readings = Durations.readings(in: tokens, from: start)
        let ends = readings.map(\.end)
        #expect(ends == ends.sorted() && Set(ends).count == ends.count, "\(text) from \(start): \(readings)")
        #expect(ends.allSatisfy { $0 > start && $0 <= tokens.count }, "\(text) from \(start): \(readings)")
        #expect(readings.allSatisfy { $0.seconds.isFinite }, "\(text) from \(start): \(readings)")
        if !readings.isEmpty {
          #expect(Durations.mayBegin(tokens[start]), "\(text) from \(start)")
        }
      }
    }
  }
}

extension DurationTests {
  /// An expected duration reading: its end and seconds.
  typealias Reading = ExpectedReading
}
