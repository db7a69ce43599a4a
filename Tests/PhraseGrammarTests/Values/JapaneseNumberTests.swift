import Foundation
import Testing

@testable import PhraseGrammar
@testable import PhraseValues

/// Tests for `JapaneseNumbers` and the merged `Numbers`: hand-picked tables and the Duckling JA and supplement corpora.
@Suite("JapaneseNumbers")
struct JapaneseNumberTests {
  // MARK: - Hand-picked cardinals

  /// Texts whose whole span reads as the given cardinal (through `Numbers`, as the router reads them).
  static let wholeCardinals: [(String, Double)] = [
    ("八", 8), ("十二", 12), ("二百五十", 250), ("1万2千", 12_000), ("８", 8), ("一億", 100_000_000), ("〇", 0),
    ("二つ", 2), ("零", 0), ("十", 10), ("百", 100), ("千", 1000), ("万", 10_000), ("千五百", 1500),
    ("一万二千", 12_000), ("十万", 100_000), ("一千万", 10_000_000), ("三億五千万", 350_000_000),
    ("三億5000万", 350_000_000), ("1万2000", 12_000), ("1200万", 12_000_000), ("2.5万", 25_000),
    ("１．５万", 15_000), ("５千", 5000), ("二〇二四", 2024), ("一〇〇万", 1_000_000), ("二点五", 2.5),
    ("零点五", 0.5), ("十二点五万", 125_000), ("壱", 1), ("弐拾", 20), ("参百", 300), ("壱萬", 10_000),
    ("はち", 8), ("じゅうに", 12), ("にひゃくごじゅう", 250), ("さんびゃく", 300), ("ろっぴゃく", 600),
    ("はっぴゃく", 800), ("はっせん", 8000), ("さんぜん", 3000), ("いっせん", 1000), ("よんまん", 40_000),
    ("ゼロ", 0), ("ひとつ", 1), ("ふたつ", 2), ("みっつ", 3), ("ここのつ", 9), ("一つ", 1), ("3つ", 3),
    ("二つ半", 2.5), ("半", 0.5), ("半分", 0.5), ("マイナス5", -5), ("マイナス三", -3), ("-5千", -5000),
    ("1,000万", 10_000_000), ("百一", 101), ("千百", 1100), ("一万千", 11_000),
  ]

  @Test("Whole-span cardinals", arguments: wholeCardinals)
  func wholeCardinal(text: String, expected: Double) {
    let tokens = Self.tokens(text)
    let readings = Numbers.cardinals(in: tokens, from: 0)
    #expect(
      readings.contains { $0.end == tokens.count && approximatelyEqual($0.value, expected) },
      "\(text) \(tokens) gave \(readings)")
  }

  /// Texts with every reading expected from the start.
  static let cardinalReadings: [(String, [Reading])] = [
    ("二百五十", [Reading(1, 2), Reading(2, 200), Reading(3, 205), Reading(4, 250)]),
    ("1万2千", [Reading(1, 1), Reading(2, 10_000), Reading(3, 10_002), Reading(4, 12_000)]),
    ("二つ", [Reading(1, 2), Reading(2, 2)]),
    ("半分", [Reading(1, 0.5), Reading(2, 0.5)]),
    ("にひゃくごじゅう", [Reading(4, 200), Reading(5, 205), Reading(8, 250)]),
    ("二〇二四年", [Reading(1, 2), Reading(2, 20), Reading(3, 202), Reading(4, 2024)]),
    ("2.5万円", [Reading(1, 2.5), Reading(2, 25_000)]),
    ("1万20000", [Reading(1, 1), Reading(2, 10_000)]),
    ("百千", [Reading(1, 100)]),
    ("十に", [Reading(1, 10)]),
    ("三三時分", [Reading(1, 3), Reading(2, 33)]),
    ("12千", [Reading(1, 12)]),
    ("二点", [Reading(1, 2)]),
    ("一億万", [Reading(1, 1), Reading(2, 100_000_000)]),
  ]

  @Test("Every reading from the start", arguments: cardinalReadings)
  func everyReading(text: String, expected: [Reading]) {
    let tokens = Self.tokens(text)
    let readings = JapaneseNumbers.cardinals(in: tokens, from: 0)
    #expect(Reading.matches(readings, expected), "\(text) \(tokens) gave \(readings)")
  }

  /// Texts that start no Japanese cardinal: particles, counters alone, and one-kana digits alone.
  static let notCardinals: [String] = [
    "に", "し", "ご", "く", "つ", "点", "分", "目", "第", "水", "を", "いっ", "はっ", "とお", "京", "k", "a", "", "3:30",
    "1/2", "1.2.3", "マイナス", "みず", "ひと",
  ]

  @Test("Texts that are not Japanese cardinals", arguments: notCardinals)
  func notCardinal(text: String) {
    let tokens = Self.tokens(text)
    #expect(JapaneseNumbers.cardinals(in: tokens, from: 0).isEmpty, "\(text) \(tokens)")
  }

  @Test("Numbers in a command: 水を8オンス記録して")
  func numberInCommand() {
    let tokens = Self.tokens("水を8オンス記録して")
    #expect(tokens == ["水", "を", "8", "オ", "ン", "ス", "記", "録", "し", "て"])
    #expect(Numbers.cardinals(in: tokens, from: 2) == [NumberReading(end: 3, value: 8)])
    #expect(Numbers.cardinals(in: tokens, from: 0).isEmpty)
    #expect(Numbers.cardinals(in: tokens, from: 1).isEmpty)
    #expect(!Numbers.mayBeginCardinal("水") && !Numbers.mayBeginCardinal("を"))
    let kanji = Self.tokens("水を二百五十ミリリットル記録して")
    #expect(Numbers.cardinals(in: kanji, from: 2).last == NumberReading(end: 6, value: 250))
  }

  @Test("Merging keeps digits and English words as the English reader reads them")
  func mergingKeepsEnglish() {
    for text in [
      "8", "1,000", "2.5", "-5", ".5", "1/2", "1 1/2", "twenty one apples", "two and a half", "a dozen eggs",
      "3 million", "one point five", "100k", "5 m", "500 g",
    ] {
      let tokens = Self.tokens(text)
      for start in tokens.indices {
        #expect(
          Numbers.cardinals(in: tokens, from: start) == EnglishNumbers.cardinals(in: tokens, from: start),
          "\(text) from \(start)")
      }
    }
    // Digits followed by a Japanese multiplier gain the longer reading; the digit reading stays English.
    #expect(
      Numbers.cardinals(in: Self.tokens("5千"), from: 0) == [
        NumberReading(end: 1, value: 5), NumberReading(end: 2, value: 5000),
      ])
    #expect(Numbers.mayBeginCardinal("twenty") && Numbers.mayBeginCardinal("八") && Numbers.mayBeginCardinal("は"))
    #expect(!Numbers.mayBeginCardinal("apples") && !Numbers.mayBeginCardinal("オ"))
  }

  @Test("maxTokens caps the span and start may be anywhere")
  func limits() {
    let tokens = Self.tokens("一万二千")
    #expect(
      JapaneseNumbers.cardinals(in: tokens, from: 0, maxTokens: 2) == [
        NumberReading(end: 1, value: 1), NumberReading(end: 2, value: 10_000),
      ])
    #expect(JapaneseNumbers.cardinals(in: tokens, from: 0, maxTokens: 0).isEmpty)
    #expect(JapaneseNumbers.cardinals(in: tokens, from: 2) == [.init(end: 3, value: 2), .init(end: 4, value: 2000)])
    #expect(JapaneseNumbers.cardinals(in: tokens, from: 4).isEmpty)
    #expect(JapaneseNumbers.cardinals(in: tokens, from: -1).isEmpty)
    #expect(JapaneseNumbers.ordinals(in: Self.tokens("三番目"), from: 0, maxTokens: 2).isEmpty)
    #expect(JapaneseNumbers.cardinals(in: Self.tokens("ひとつ"), from: 0, maxTokens: 2).isEmpty)
  }

  @Test("Cheap start checks")
  func startChecks() {
    for token in ["一", "十", "万", "〇", "零", "壱", "半", "は", "じ", "に", "ひ", "ゼ", "マ", "8", "-5", ".5", "1,000"] {
      #expect(JapaneseNumbers.mayBeginCardinal(token), "\(token)")
    }
    for token in ["つ", "点", "分", "目", "水", "を", "オ", "a", "twenty", "3:30", "1/2", "", "-", "."] {
      #expect(!JapaneseNumbers.mayBeginCardinal(token), "\(token)")
    }
    #expect(JapaneseNumbers.mayBeginOrdinal("第") && JapaneseNumbers.mayBeginOrdinal("三"))
    #expect(!JapaneseNumbers.mayBeginOrdinal("番") && !JapaneseNumbers.mayBeginOrdinal("目"))
  }

  // MARK: - Ordinals

  /// Texts whose whole span reads as the given ordinal.
  static let wholeOrdinals: [(String, Double)] = [
    ("第七", 7), ("第三", 3), ("第3", 3), ("第十二", 12), ("第百", 100), ("三番目", 3), ("3番目", 3),
    ("十二番目", 12), ("三つ目", 3), ("ひとつ目", 1), ("1つ目", 1),
  ]

  @Test("Whole-span ordinals", arguments: wholeOrdinals)
  func wholeOrdinal(text: String, expected: Double) {
    let tokens = Self.tokens(text)
    let readings = JapaneseNumbers.ordinals(in: tokens, from: 0)
    #expect(readings.last.map { $0.end == tokens.count && $0.value == expected } == true, "\(text) gave \(readings)")
  }

  /// Texts that start no ordinal.
  static let notOrdinals: [String] = ["第", "三", "三番", "番目", "第半", "半番目", "二点五番目", "第〇", "〇番目", "目"]

  @Test("Texts that are not ordinals", arguments: notOrdinals)
  func notOrdinal(text: String) {
    let tokens = Self.tokens(text)
    #expect(JapaneseNumbers.ordinals(in: tokens, from: 0).isEmpty, "\(text) gave \(tokens)")
  }

  // MARK: - Corpora

  /// Numeral texts left out, each with the reason.
  static let skippedNumerals: [String: String] = [
    "-.0012G": "the normalizer drops a minus that precedes a point",
    "- 1,200,000": "the normalizer drops a minus that is not directly before a digit",
  ]

  @Test("Duckling JA numeral corpus and the Japanese supplement")
  func numeralCorpora() throws {
    var combined = JapaneseCorpus.Outcome()
    var seenSkips = Set<String>()
    for (file, count) in [("duckling-ja-numeral.json", 46), ("ja-numeral-supplement.json", 53)] {
      let records = try JapaneseCorpus.load([NumeralRecord].self, file)
      #expect(records.count == count, "\(file)")
      var outcome = JapaneseCorpus.Outcome()
      for record in records {
        let tokens = Self.tokens(record.text)
        let readings = Numbers.values(in: tokens, from: 0)
        let passes = readings.contains {
          $0.end == tokens.count && approximatelyEqual($0.value, record.expected.value)
        }
        let skipped = Self.skippedNumerals[record.text] != nil
        if skipped { seenSkips.insert(record.text) }
        outcome.count(
          record.text, core: record.core, passes: passes, skipped: skipped,
          failure: "\(record.text) \(tokens) → \(readings), expected \(record.expected.value)")
      }
      outcome.report(file)
      combined.merge(outcome)
      #expect(outcome.failures.isEmpty, "\(file): failures not in the skip list: \(outcome.failures)")
      #expect(
        outcome.tally.skippedCore.isEmpty, "\(file): core records must not be skipped: \(outcome.tally.skippedCore)")
    }
    combined.report("numerals, both files")
    #expect(seenSkips.count == Self.skippedNumerals.count, "skip list entries not in the data")
    // Every record passes but the K/M/G and detached-minus ones, which the English reader refuses too.
    #expect(combined.tally.passed + Self.skippedNumerals.count == combined.tally.total)
    #expect(combined.tally.corePassed == combined.tally.core)
  }

  @Test("Duckling JA ordinal corpus")
  func ordinalCorpus() throws {
    let records = try JapaneseCorpus.load([NumeralRecord].self, "duckling-ja-ordinal.json")
    #expect(records.count == 1)
    for record in records {
      let tokens = Self.tokens(record.text)
      let readings = JapaneseNumbers.ordinals(in: tokens, from: 0)
      #expect(
        readings.contains { $0.end == tokens.count && $0.value == record.expected.value },
        "\(record.text) \(tokens) → \(readings)")
    }
    print("duckling-ja-ordinal.json: core \(records.count)/\(records.count), all \(records.count)/\(records.count)")
  }

  @Test("Readings are ordered, one per end, and announced by the start checks")
  func invariants() throws {
    var texts = Self.wholeCardinals.map(\.0) + Self.cardinalReadings.map(\.0) + Self.notCardinals
    texts += Self.wholeOrdinals.map(\.0) + Self.notOrdinals
    for file in ["duckling-ja-numeral.json", "ja-numeral-supplement.json", "duckling-ja-ordinal.json"] {
      texts += try JapaneseCorpus.load([NumeralRecord].self, file).map(\.text)
    }
    texts += try JapaneseCorpus.load([JapaneseCorpus.TextRecord].self, "duckling-ja-time.json").map(\.text)
    for text in texts {
      let tokens = Self.tokens(text)
      for start in tokens.indices {
        let cardinals = JapaneseNumbers.cardinals(in: tokens, from: start)
        let ordinals = JapaneseNumbers.ordinals(in: tokens, from: start)
        for readings in [cardinals, ordinals, Numbers.cardinals(in: tokens, from: start)] {
          let ends = readings.map(\.end)
          #expect(ends == ends.sorted() && Set(ends).count == ends.count, "\(text) from \(start): \(readings)")
          #expect(ends.allSatisfy { $0 > start && $0 <= tokens.count }, "\(text) from \(start): \(readings)")
        }
        if !cardinals.isEmpty {
          #expect(JapaneseNumbers.mayBeginCardinal(tokens[start]), "\(text) from \(start)")
        }
        if !ordinals.isEmpty {
          #expect(JapaneseNumbers.mayBeginOrdinal(tokens[start]), "\(text) from \(start)")
        }
        if !Numbers.cardinals(in: tokens, from: start).isEmpty {
          #expect(Numbers.mayBeginCardinal(tokens[start]), "\(text) from \(start)")
        }
      }
    }
  }
}

// MARK: - Helpers

extension JapaneseNumberTests {
  /// The product's normalized tokens of a text.
  static func tokens(_ text: String) -> [String] {
    Normalizer.tokens(of: text).map(\.text)
  }

  /// An expected reading, compared with a relative tolerance.
  typealias Reading = ExpectedReading
}

/// Loading and scoring the Japanese data files in `Corpora/values`.
enum JapaneseCorpus {
  static func load<T: Decodable>(_ type: T.Type, _ file: String) throws -> T {
    try ValueData.load(type, file)
  }

  /// Any record, for its text.
  struct TextRecord: Decodable, Sendable {
    var text: String
  }

  /// The pass counts of one corpus, and what failed.
  struct Outcome {
    var tally = CorpusTally()
    var failures: [String] = []

    /// Counts one record.
    mutating func count(_ text: String, core isCore: Bool, passes: Bool, skipped isSkipped: Bool, failure: String) {
      if !tally.count(text, core: isCore, passes: passes, skipped: isSkipped) { failures.append(failure) }
    }

    /// Adds another corpus's counts.
    mutating func merge(_ other: Outcome) {
      tally.merge(other.tally)
      failures += other.failures
    }

    func report(_ name: String) {
      let percent = tally.total == 0 ? 0 : Double(tally.passed * 1000 / tally.total) / 10
      print(
        "\(name): \(tally.counts) (\(percent) %, \(tally.skipped) skipped"
          + (tally.skippedButPassing.isEmpty ? ")" : ", of which passing anyway: \(tally.skippedButPassing))"))
    }
  }
}
