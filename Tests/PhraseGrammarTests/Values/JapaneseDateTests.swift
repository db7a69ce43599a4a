import Foundation
import Testing

@testable import PhraseGrammar
@testable import PhraseValues

/// Tests for `JapaneseDates`: hand-picked forms and the Duckling JA time corpus.
@Suite("JapaneseDates")
struct JapaneseDateTests {
  /// Duckling's reference time: Tuesday 2013-02-12 04:30 at UTC−2.
  static let reference = LocalDateTime(year: 2013, month: 2, day: 12, hour: 4, minute: 30, utcOffsetSeconds: -7_200)

  // MARK: - Hand-picked forms

  /// Texts whose whole span reads as the given value: start, grain, and the exclusive end of an interval.
  static let wholeDates: [(String, String)] = [
    // Days.
    ("明日", "2013-02-13T00:00 day"), ("あした", "2013-02-13T00:00 day"),
    ("今日", "2013-02-12T00:00 day"), ("昨日", "2013-02-11T00:00 day"),
    ("明後日", "2013-02-14T00:00 day"), ("あさって", "2013-02-14T00:00 day"),
    ("一昨日", "2013-02-10T00:00 day"), ("翌日", "2013-02-13T00:00 day"),
    // Weekdays: the next one after today, or in the week said.
    ("金曜日", "2013-02-15T00:00 day"), ("金曜", "2013-02-15T00:00 day"),
    ("火曜日", "2013-02-19T00:00 day"), ("きんようび", "2013-02-15T00:00 day"),
    ("来週の金曜日", "2013-02-22T00:00 day"), ("来週金曜", "2013-02-22T00:00 day"),
    ("今週の金曜日", "2013-02-15T00:00 day"), ("今週の月曜日", "2013-02-11T00:00 day"),
    ("先週の金曜日", "2013-02-08T00:00 day"), ("再来週の月曜日", "2013-02-25T00:00 day"),
    ("次の金曜日", "2013-02-15T00:00 day"), ("今度の火曜日", "2013-02-19T00:00 day"),
    // Times of day: 12-hour without 午前/午後, next occurrence.
    ("午後3時", "2013-02-12T15:00 hour"), ("午前3時", "2013-02-13T03:00 hour"),
    ("3時", "2013-02-12T15:00 hour"), ("5時", "2013-02-12T05:00 hour"),
    ("4時", "2013-02-12T04:00 hour"), ("15時", "2013-02-12T15:00 hour"),
    ("十五時", "2013-02-12T15:00 hour"), ("0時", "2013-02-13T00:00 hour"),
    ("3時半", "2013-02-12T15:30 minute"), ("午前10時半", "2013-02-12T10:30 minute"),
    ("3時20分", "2013-02-12T15:20 minute"), ("午後三時二十分", "2013-02-12T15:20 minute"),
    ("15:30", "2013-02-12T15:30 minute"), ("午後3:20", "2013-02-12T15:20 minute"),
    ("3:20 pm", "2013-02-12T15:20 minute"), ("15時ちょうど", "2013-02-12T15:00 hour"),
    ("正午", "2013-02-12T12:00 hour"), ("朝8時", "2013-02-12T08:00 hour"),
    ("夜8時", "2013-02-12T20:00 hour"),
    // A day with a time or a part of the day.
    ("明日の午後3時", "2013-02-13T15:00 hour"), ("明日午後3時", "2013-02-13T15:00 hour"),
    ("明日の午後3時に", "2013-02-13T15:00 hour"), ("明日3時", "2013-02-13T03:00 hour"),
    ("今日3時", "2013-02-12T15:00 hour"), ("明日の3時半", "2013-02-13T03:30 minute"),
    ("明日の夜8時", "2013-02-13T20:00 hour"), ("金曜日の午後2時", "2013-02-15T14:00 hour"),
    ("3月5日の15時", "2013-03-05T15:00 hour"), ("明日の正午", "2013-02-13T12:00 hour"),
    ("今夜8時", "2013-02-12T20:00 hour"), ("今朝7時", "2013-02-12T07:00 hour"),
    ("明日の朝", "2013-02-13T00:00 hour → 2013-02-13T12:00"),
    ("明日朝", "2013-02-13T00:00 hour → 2013-02-13T12:00"),
    ("明日の午後", "2013-02-13T12:00 hour → 2013-02-13T19:00"),
    ("今夜", "2013-02-12T18:00 hour → 2013-02-13T00:00"), ("今晩", "2013-02-12T18:00 hour → 2013-02-13T00:00"),
    ("今朝", "2013-02-12T00:00 hour → 2013-02-12T12:00"), ("昨夜", "2013-02-11T18:00 hour → 2013-02-12T00:00"),
    ("午後", "2013-02-12T12:00 hour → 2013-02-12T19:00"), ("夜", "2013-02-12T18:00 hour → 2013-02-13T00:00"),
    ("週末", "2013-02-15T18:00 hour → 2013-02-18T00:00"),
    ("来週末", "2013-02-22T18:00 hour → 2013-02-25T00:00"),
    // Dates.
    ("3月5日", "2013-03-05T00:00 day"), ("三月五日", "2013-03-05T00:00 day"),
    ("２月１５日", "2013-02-15T00:00 day"), ("2月12日", "2013-02-12T00:00 day"),
    ("2月10日", "2014-02-10T00:00 day"), ("2013年2月15日", "2013-02-15T00:00 day"),
    ("二〇一三年二月十五日", "2013-02-15T00:00 day"), ("2021年3月", "2021-03-01T00:00 month"),
    ("2020年", "2020-01-01T00:00 year"), ("3月", "2013-03-01T00:00 month"),
    ("2月", "2013-02-01T00:00 month"), ("1月", "2014-01-01T00:00 month"),
    ("25日", "2013-02-25T00:00 day"), ("10日", "2013-03-10T00:00 day"),
    ("来月5日", "2013-03-05T00:00 day"), ("来月の5日", "2013-03-05T00:00 day"),
    ("去年8月19日", "2012-08-19T00:00 day"), ("来年3月", "2014-03-01T00:00 month"),
    ("令和3年8月6日", "2021-08-06T00:00 day"), ("平成元年", "1989-01-01T00:00 year"),
    ("2021/03/25", "2021-03-25T00:00 day"), ("3/25", "2013-03-25T00:00 day"),
    ("2021-03-25", "2021-03-25T00:00 day"), ("2021/3", "2021-03-01T00:00 month"),
    // Cycles.
    ("今週", "2013-02-11T00:00 week"), ("来週", "2013-02-18T00:00 week"),
    ("先週", "2013-02-04T00:00 week"), ("今月", "2013-02-01T00:00 month"),
    ("来月", "2013-03-01T00:00 month"), ("先月", "2013-01-01T00:00 month"),
    ("今年", "2013-01-01T00:00 year"), ("来年", "2014-01-01T00:00 year"),
    ("去年", "2012-01-01T00:00 year"),
    // In and ago.
    ("5日後", "2013-02-17T04:00 hour"), ("2時間後", "2013-02-12T06:30 minute"),
    ("30分後", "2013-02-12T05:00:00 second"), ("1時間半後", "2013-02-12T06:00:00 second"),
    ("3日前", "2013-02-09T04:00 hour"), ("1週間後", "2013-02-19T00:00 day"),
    ("一週間後", "2013-02-19T00:00 day"), ("2ヶ月後", "2013-04-12T00:00 day"),
    ("2か月後", "2013-04-12T00:00 day"), ("2年後", "2015-02-01T00:00 month"),
    ("半年後", "2013-08-12T00:00 day"), ("あと5分", "2013-02-12T04:35:00 second"),
    ("あと5分で", "2013-02-12T04:35:00 second"), ("10秒後", "2013-02-12T04:30:10 second"),
    // Now.
    ("今", "2013-02-12T04:30:00 second"), ("今すぐ", "2013-02-12T04:30:00 second"),
  ]

  @Test("Whole-span dates", arguments: wholeDates)
  func wholeDate(text: String, written: String) throws {
    let tokens = Self.tokens(text)
    let expected = try #require(writtenDate(written, time: Self.time), "\(written)")
    let readings = JapaneseDates.readings(in: tokens, from: 0, reference: Self.reference)
    #expect(
      readings.contains { $0.end == tokens.count && $0.value == expected },
      "\(text) \(tokens) gave \(readings.map { "\($0.end): \(Self.describe($0.value))" })")
  }

  @Test("A date in a command: 明日の午後3時にリマインドして")
  func dateInCommand() {
    let tokens = Self.tokens("明日の午後3時にリマインドして")
    let readings = JapaneseDates.readings(in: tokens, from: 0, reference: Self.reference)
    // 明日, 明日の午後, 明日の午後3時, 明日の午後3時に.
    #expect(readings.map(\.end) == [2, 5, 7, 8], "\(readings)")
    #expect(readings.first { $0.end == 7 }?.value.start.iso8601 == "2013-02-13T15:00:00-02:00")
    #expect(JapaneseDates.readings(in: tokens, from: 8, reference: Self.reference).isEmpty)
    let water = Self.tokens("水を8オンス記録して")
    for start in water.indices {
      #expect(JapaneseDates.readings(in: water, from: start, reference: Self.reference).isEmpty, "from \(start)")
    }
  }

  /// Texts with no reading that spans them: lone kanji weekdays, durations without 後 or 前, nonsense.
  static let notWholeDates: [String] = [
    "月", "火", "水", "かよう", "三三時分", "3時間", "5日間", "2分", "3", "2.5", "25時", "3時61分", "2月30日", "13月",
    "水を", "先日", "0日", "3/32", "2021/13/01", "1:5", "まで",
  ]

  @Test("Texts that are not one date", arguments: notWholeDates)
  func notWholeDate(text: String) {
    let tokens = Self.tokens(text)
    let readings = JapaneseDates.readings(in: tokens, from: 0, reference: Self.reference)
    #expect(!readings.contains { $0.end == tokens.count }, "\(text) \(tokens) gave \(readings)")
  }

  @Test("Cheap start checks")
  func startChecks() {
    for token in ["明", "今", "来", "午", "3", "三", "金", "週", "令", "あ", "正", "半", "2021/03/25", "15:20"] {
      #expect(JapaneseDates.mayBegin(token), "\(token)")
    }
    for token in ["を", "オ", "記", "a", "", "ス", "-5", "が", "つ"] {
      #expect(!JapaneseDates.mayBegin(token), "\(token)")
    }
  }

  @Test("maxTokens caps the span and the reference's offset is kept")
  func limits() {
    let tokens = Self.tokens("明日の午後3時")
    #expect(JapaneseDates.readings(in: tokens, from: 0, reference: Self.reference, maxTokens: 5).map(\.end) == [2, 5])
    #expect(JapaneseDates.readings(in: tokens, from: 0, reference: Self.reference, maxTokens: 0).isEmpty)
    #expect(JapaneseDates.readings(in: tokens, from: 7, reference: Self.reference).isEmpty)
    #expect(JapaneseDates.readings(in: tokens, from: -1, reference: Self.reference).isEmpty)
    let tokyo = LocalDateTime(year: 2026, month: 11, day: 29, hour: 9, utcOffsetSeconds: 9 * 3_600)
    let reading = JapaneseDates.readings(in: tokens, from: 0, reference: tokyo).last
    #expect(reading?.value.start.iso8601 == "2026-11-30T15:00:00+09:00")
  }

  // MARK: - Corpus

  /// Duckling JA time texts left out, each with the reason (all are non-core).
  static let skipped: [String: String] = {
    var table: [String: String] = [:]
    /// Skips the texts for one reason.
    func skip(_ reason: String, _ texts: [String]) {
      for text in texts { table[text] = reason }
    }
    skip(
      "range or open interval (から, まで, 以降, 以前, より前/後, ～, にかけて): the reader reads single dates",
      [
        "2021/03/25以降", "2021/3/25以降に", "2021.03.25～", "2021/03/25より後", "2021.3.25から", "2021/03/25まで", "2021/03/25より前",
        "2021/03/25以前", "2020年6月1日までに", "2020年6月よりも前", "2020年6月以前", "6月よりも前", "6月より前", "6月以前", "6月1日までに", "2020年よりも前",
        "2020年より前", "2020年以前", "2021/03/25から2021/03/30まで", "2021/03/25以降2021/03/30以前", "2021/03/25以降2021/03/30まで",
        "2021/03/25より2021/03/30まで", "2021/03/25~2021/03/30", "2021/03/25～03/30", "2020年以降", "2020年以来", "2020年より後",
        "2020年よりも後", "2020年6月以降", "2020年6月初め以降", "2020年6月から", "2020年6月～", "2020年6月から7月まで", "2020年6月~7月",
        "2020年6月以降7月いっぱい", "2020年6月頭から7月末まで", "2020年6月初めから7月いっぱい", "2020年6月以降7月にかけて", "2020年6月から2021年7月まで",
        "2020年6月～2021年7月", "2020年6月から2021年7月にかけて", "2020年6月以降2021年7月いっぱい", "2020年6月頭から2021年7月末まで",
        "2020年6月初めから2021年7月いっぱい", "2020年6月以降2021年7月にかけて", "6月以降", "6月以来", "6月より後", "6月よりも後", "6月から", "6月から7月まで",
        "6月~7月", "6月から7月にかけて", "6月初めから7月末まで", "6月頭から7月いっぱい", "2020年から2021年まで", "2020年から2021年にかけて", "2020年から2021年",
        "2020年～2021年", "2020年・2021年", "2020年、2021年", "2020から2021年", "2020～2021年", "2020・2021年", "2020、2021年",
        "2020年から2021年の間",
      ])
    skip(
      "a weekday as one kanji or in kana without び (月 火 水 are also moon, fire, water); Duckling reads it only as latent",
      [
        "(火)に", "（火）に", "かように", "月に", "火は", "水で", "(木)に", "（金）に", "土に", "日に",
      ])
    skip("の after a time belongs to the words after it (15時20分の会議), so a template spells it", ["15時20分の"])
    skip(
      "the last N units as a span up to now (Duckling ends it at 04:30:01, second grain), not a date to set",
      [
        "過去1時間", "この1ヶ月", "この2ヶ月", "この2年", "この二年", "過去7日間", "直在7日間", "この7日間",
      ])
    return table
  }()

  @Test("Duckling JA time corpus")
  func ducklingTime() throws {
    let records = try JapaneseCorpus.load([TimeRecord].self, "duckling-ja-time.json")
    #expect(records.count == 352)
    var outcome = JapaneseCorpus.Outcome()
    var seenSkips = Set<String>()
    for record in records {
      let tokens = Self.tokens(record.text)
      let reference = try #require(LocalDateTime(iso8601: record.referenceTime))
      let readings = JapaneseDates.readings(in: tokens, from: 0, reference: reference)
      let whole = readings.filter { $0.end == tokens.count }.map(\.value)
      let passes: Bool
      if let expected = record.expected {
        let value = try expected.dateValue()
        passes = value.map { whole.contains($0) } ?? false
      } else {
        passes = whole.isEmpty
      }
      let isSkipped = Self.skipped[record.text] != nil
      if isSkipped { seenSkips.insert(record.text) }
      outcome.count(
        record.text, core: record.core, passes: passes, skipped: isSkipped,
        failure:
          "\(record.text) \(tokens) → \(whole.map(Self.describe)), expected \(record.expected.map { "\($0)" } ?? "none")"
      )
    }
    outcome.report("duckling-ja-time.json")
    #expect(outcome.failures.isEmpty, "failures not in the skip list: \(outcome.failures)")
    #expect(seenSkips.count == Self.skipped.count, "skip list entries not in the data")
    #expect(outcome.tally.skippedCore.isEmpty, "core records must not be skipped: \(outcome.tally.skippedCore)")
    #expect(outcome.tally.corePassed == outcome.tally.core)
    #expect(outcome.tally.corePassed * 100 >= outcome.tally.core * 60)
  }

  @Test("Readings are ordered, one per end, and announced by the start check")
  func invariants() throws {
    var texts = try JapaneseCorpus.load([TimeRecord].self, "duckling-ja-time.json").map(\.text)
    texts += Self.wholeDates.map(\.0) + Self.notWholeDates
    for text in texts {
      let tokens = Self.tokens(text)
      for start in tokens.indices {
        let readings = JapaneseDates.readings(in: tokens, from: start, reference: Self.reference)
        let ends = readings.map(\.end)
        #expect(ends == ends.sorted() && Set(ends).count == ends.count, "\(text) from \(start): \(readings)")
        #expect(ends.allSatisfy { $0 > start && $0 <= tokens.count }, "\(text) from \(start): \(readings)")
        if !readings.isEmpty {
          #expect(JapaneseDates.mayBegin(tokens[start]), "\(text) from \(start)")
        }
      }
    }
  }
}

// MARK: - Helpers

extension JapaneseDateTests {
  /// The product's normalized tokens of a text.
  static func tokens(_ text: String) -> [String] {
    Normalizer.tokens(of: text).map(\.text)
  }

  /// A wall-clock time at the reference's offset: "2013-02-13T15:00" or with seconds.
  static func time(_ text: String) -> LocalDateTime? {
    LocalDateTime(iso8601: text + (text.count == 16 ? ":00" : "") + "-02:00")
  }

  /// A value as text, for failure messages.
  static func describe(_ value: DateValue) -> String {
    "\(value.start.iso8601) \(value.grain)" + (value.end.map { " → \($0.iso8601)" } ?? "")
  }

  /// One Duckling time record.
  struct TimeRecord: Decodable, Sendable {
    struct Point: Decodable, Sendable, CustomStringConvertible {
      var value: String
      var grain: String

      var description: String { "\(value) \(grain)" }
    }

    struct Expected: Decodable, Sendable, CustomStringConvertible {
      var type: String
      var value: String?
      var grain: String?
      var from: Point?
      var to: Point?

      var description: String {
        type == "value"
          ? "\(value ?? "") \(grain ?? "")" : "\(from.map { "\($0)" } ?? "…") → \(to.map { "\($0)" } ?? "…")"
      }

      /// The expected value; nil for an open interval, which no reading can equal.
      func dateValue() throws -> DateValue? {
        if type == "value" {
          let start = try #require(value.flatMap(LocalDateTime.init(iso8601:)))
          return DateValue(start: start, grain: try #require(grain.flatMap(TimeGrain.init(rawValue:))))
        }
        guard let from, let to else { return nil }
        let start = try #require(LocalDateTime(iso8601: from.value))
        let end = try #require(LocalDateTime(iso8601: to.value))
        return DateValue(start: start, grain: try #require(TimeGrain(rawValue: from.grain)), end: end)
      }
    }

    var text: String
    var expected: Expected?
    var core: Bool
    var referenceTime: String

    enum CodingKeys: String, CodingKey {
      case text, expected, core
      case referenceTime = "reference_time"
    }
  }
}
