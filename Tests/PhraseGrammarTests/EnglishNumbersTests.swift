import Foundation
import PhraseGrammar
import Testing

@testable import PhraseValues

/// Tests for `EnglishNumbers`: hand-picked tables and the Duckling and text2num corpora.
@Suite("EnglishNumbers")
struct EnglishNumbersTests {
  // MARK: - Hand-picked cardinals

  /// Texts whose whole span reads as the given cardinal.
  static let wholeCardinals: [(String, Double)] = [
    ("0", 0), ("42", 42), ("1,000", 1000), ("1,234,567", 1_234_567), ("2.5", 2.5), (".5", 0.5), ("-5", -5),
    ("0.75", 0.75), ("1/2", 0.5), ("3/4", 0.75), ("1 1/2", 1.5), ("-1 1/2", -1.5), ("100,000.0", 100_000),
    ("zero", 0), ("nought", 0), ("one", 1), ("twenty-one", 21), ("forty two", 42), ("fourty two", 42),
    ("one hundred and five", 105), ("a hundred", 100), ("hundred", 100), ("hundred fifteen", 115),
    ("one thousand two hundred thirty four", 1234), ("twelve hundred", 1200),
    ("nineteen hundred seventy three", 1973), ("twenty one hundred", 2100), ("one thousand and one", 1001),
    ("two thousand and five hundred", 2500), ("a thousand", 1000), ("a million", 1e6),
    ("one hundred thousand", 100_000), ("a hundred thousand", 100_000), ("twelve hundred thousand", 1.2e6),
    ("three thousand million", 3e9), ("one billion twenty five millions", 1_025_000_000),
    ("nine hundred ninety nine trillion", 999e12), ("two crore", 2e7), ("thousand crore", 1e10),
    ("a dozen", 12), ("dozen", 12), ("two dozen", 24), ("2 dozen", 24), ("1.5 dozen", 18), ("half a dozen", 6),
    ("a half dozen", 6), ("half dozen", 6), ("a couple", 2), ("a couple of", 2), ("couple of", 2),
    ("a couple hundred", 200), ("a couple of thousand", 2000), ("a couple dozen", 24), ("a pair", 2),
    ("a pair of", 2), ("half", 0.5), ("a half", 0.5), ("one half", 0.5), ("two and a half", 2.5),
    ("2 and a half", 2.5), ("one and a quarter", 1.25), ("one and one half", 1.5), ("one and half", 1.5),
    ("twenty one and a half", 21.5), ("two and three quarters", 2.75), ("1 and 3/4", 1.75), ("one and 1/2", 1.5),
    ("three quarters", 0.75), ("a quarter", 0.25), ("a third", 1.0 / 3), ("two thirds", 2.0 / 3),
    ("five eighths", 0.625), ("an eighth", 0.125), ("three hundredths", 0.03), ("half a million", 500_000),
    ("a quarter million", 250_000), ("two and a half million", 2.5e6), ("two and a half dozen", 30),
    ("point five", 0.5), ("point 77", 0.77), ("one point five", 1.5), ("1 point 1", 1.1),
    ("one point one two three", 1.123), ("three point one four", 3.14), ("one point oh five", 1.05),
    ("zero point five", 0.5), ("twelve point nine nine", 12.99), ("one hundred twenty point zero five", 120.05),
    ("one hundred twenty point o five", 120.05), ("two point two million", 2.2e6), ("3 million", 3e6),
    ("5 hundred twenty", 520), ("3 hundred thousand", 300_000), ("1.5 thousand", 1500), ("2.5 billion", 2.5e9),
    ("minus five", -5), ("negative 3", -3), ("minus 1,200,000", -1.2e6), ("minus point five", -0.5), ("minus zero", 0),
    ("negative five hundred and four", -504), ("minus two and a half", -2.5), ("sixty hundreds", 6000),
    ("three billions", 3e9), ("two hundred dozens", 2400),
  ]

  @Test("Whole-span cardinals", arguments: wholeCardinals)
  func wholeCardinal(text: String, expected: Double) {
    let tokens = TestNormalizer.tokens(of: text)
    let readings = EnglishNumbers.cardinals(in: tokens, from: 0)
    #expect(
      readings.contains { $0.end == tokens.count && approximatelyEqual($0.value, expected) },
      "\(text) \(tokens) gave \(readings)")
  }

  /// Texts with the start index and every reading expected from there.
  static let cardinalReadings: [(String, Int, [Reading])] = [
    ("twenty one apples", 0, [Reading(1, 20), Reading(2, 21)]),
    ("a dozen", 0, [Reading(2, 12)]),
    ("two and a half", 0, [Reading(1, 2), Reading(4, 2.5)]),
    ("1,000", 0, [Reading(1, 1000)]),
    ("one one", 0, [Reading(1, 1)]),
    ("a couple of apples", 0, [Reading(2, 2), Reading(3, 2)]),
    ("one hundred and five", 0, [Reading(1, 1), Reading(2, 100), Reading(4, 105)]),
    ("one point one two three", 0, [Reading(1, 1), Reading(3, 1.1), Reading(4, 1.12), Reading(5, 1.123)]),
    ("half a dozen eggs", 0, [Reading(1, 0.5), Reading(3, 6)]),
    ("buy two dozen eggs", 1, [Reading(2, 2), Reading(3, 24)]),
    ("1 1/2 cups", 0, [Reading(1, 1), Reading(2, 1.5)]),
    ("three quarters", 0, [Reading(1, 3), Reading(2, 0.75)]),
    ("a couple hundred", 0, [Reading(2, 2), Reading(3, 200)]),
    (
      "one thousand two hundred thirty four", 0,
      [Reading(1, 1), Reading(2, 1000), Reading(3, 1002), Reading(4, 1200), Reading(5, 1230), Reading(6, 1234)]
    ),
    ("two thousand and five hundred", 0, [Reading(1, 2), Reading(2, 2000), Reading(4, 2005), Reading(5, 2500)]),
    ("a million and a half", 0, [Reading(2, 1e6)]),
    ("twenty third", 0, [Reading(1, 20)]),
    ("3 rd street", 0, [Reading(1, 3)]),
    ("3:30", 0, []),
    ("two thousand 5", 0, [Reading(1, 2), Reading(2, 2000)]),
    ("2 and a half apples", 0, [Reading(1, 2), Reading(4, 2.5)]),
    // From text2num's replace_numbers_in_text cases.
    ("one point two hundred thirty six", 0, [Reading(1, 1), Reading(3, 1.2)]),
    ("fifty sixty thirty and eleven", 0, [Reading(1, 50)]),
    (
      "i want five hundred and sixty six rupees", 2, [Reading(3, 5), Reading(4, 500), Reading(6, 560), Reading(7, 566)]
    ),
    ("twenty seconds", 0, [Reading(1, 20)]),
    ("thirteen thousand zero ninety", 0, [Reading(1, 13), Reading(2, 13000)]),
    ("five zero zero", 0, [Reading(1, 5)]),
  ]

  @Test("Every reading from a start", arguments: cardinalReadings)
  func everyReading(text: String, start: Int, expected: [Reading]) {
    let tokens = TestNormalizer.tokens(of: text)
    let readings = EnglishNumbers.cardinals(in: tokens, from: start)
    #expect(Reading.matches(readings, expected), "\(text) \(tokens) from \(start) gave \(readings)")
  }

  /// Tokens that start no cardinal at all.
  static let notCardinals: [String] = [
    "a", "an", "and", "point", "of", "minus", "3:30", "1.2.3", "1,5", "1,0000", "hundreds", "dozens", "thousands",
    "a few", "few", "single", "couple", "first", "second", "a second", "quarter", "third", "oh", "o", "the",
    "apples", "", "minus minus five",
  ]

  @Test("Texts that are not cardinals", arguments: notCardinals)
  func notCardinal(text: String) {
    let tokens = TestNormalizer.tokens(of: text)
    #expect(EnglishNumbers.cardinals(in: tokens, from: 0).isEmpty, "\(text) \(tokens)")
  }

  /// Texts with readings, none of which spans the whole text.
  static let partialCardinals: [String] = [
    "one one", "twenty twenty", "nineteen eighty four", "one twenty two", "hundred hundreds",
    "thousand thousand two hundreds", "sixty fifteen", "ten five", "five zero", "five o", "fifty zero three",
    "fifty three zero", "a million and a half", "one point", "twenty third", "two half", "one quarters",
    "a couple of of", "one thousand twelve hundred", "two thousand three million", "1,000 1/2", "1 3/2",
    "one point two hundred", "one hundred and a half", "a dozen dozen",
  ]

  @Test("Texts that are not one cardinal", arguments: partialCardinals)
  func partialCardinal(text: String) {
    let tokens = TestNormalizer.tokens(of: text)
    let readings = EnglishNumbers.cardinals(in: tokens, from: 0)
    #expect(!readings.isEmpty, "\(text) \(tokens)")
    #expect(!readings.contains { $0.end == tokens.count }, "\(text) \(tokens) gave \(readings)")
  }

  @Test("maxTokens caps the span and start may be anywhere")
  func limits() {
    let tokens = TestNormalizer.tokens(of: "one thousand two hundred")
    #expect(
      EnglishNumbers.cardinals(in: tokens, from: 0, maxTokens: 2) == [
        .init(end: 1, value: 1), .init(end: 2, value: 1000),
      ])
    #expect(EnglishNumbers.cardinals(in: tokens, from: 0, maxTokens: 0).isEmpty)
    #expect(
      EnglishNumbers.cardinals(in: tokens, from: 2, maxTokens: .max) == [
        .init(end: 3, value: 2), .init(end: 4, value: 200),
      ])
    #expect(EnglishNumbers.cardinals(in: tokens, from: 4).isEmpty)
    #expect(EnglishNumbers.cardinals(in: tokens, from: -1).isEmpty)
    #expect(EnglishNumbers.ordinals(in: ["one", "hundred", "and", "first"], from: 0, maxTokens: 3).isEmpty)
    #expect(EnglishNumbers.ordinals(in: ["1", "st"], from: 0, maxTokens: 1).isEmpty)
  }

  @Test("isInteger")
  func isInteger() {
    #expect(NumberReading(end: 1, value: 3).isInteger)
    #expect(NumberReading(end: 1, value: -3e9).isInteger)
    #expect(!NumberReading(end: 1, value: 2.5).isInteger)
    #expect(!NumberReading(end: 1, value: .infinity).isInteger)
  }

  @Test("Cheap start checks")
  func startChecks() {
    for token in [
      "a", "an", "one", "twenty", "hundred", "dozen", "half", "point", "minus", "couple", "3", "-5", ".5", "1/2",
    ] {
      #expect(EnglishNumbers.mayBeginCardinal(token), "\(token)")
    }
    for token in ["and", "of", "apples", "3:30", "first", "third", "quarter", "oh", "", "hundreds"] {
      #expect(!EnglishNumbers.mayBeginCardinal(token), "\(token)")
    }
    for token in ["first", "twenty", "twentieth", "hundredth", "one", "hundred", "21", "1,000"] {
      #expect(EnglishNumbers.mayBeginOrdinal(token), "\(token)")
    }
    for token in ["a", "and", "half", "-1", "2.5", "1/2", "apples", "point", ""] {
      #expect(!EnglishNumbers.mayBeginOrdinal(token), "\(token)")
    }
  }

  // MARK: - Hand-picked ordinals

  /// Texts whose whole span reads as the given ordinal.
  static let wholeOrdinals: [(String, Double)] = [
    ("first", 1), ("1st", 1), ("second", 2), ("2nd", 2), ("3rd", 3), ("4th", 4), ("11th", 11), ("12th", 12),
    ("13th", 13), ("21st", 21), ("22nd", 22), ("23rd", 23), ("101st", 101), ("111th", 111), ("112th", 112),
    ("1,000th", 1000), ("third", 3), ("twelfth", 12), ("twenty first", 21), ("twenty-first", 21),
    ("twentyfifth", 25), ("ninetieth", 90), ("hundredth", 100), ("one hundredth", 100), ("two hundredth", 200),
    ("thousandth", 1000), ("millionth", 1e6), ("one hundred and first", 101), ("five hundred first", 501),
    ("one thousand two hundred thirtieth", 1230), ("two thousand and fifth", 2005), ("nineteen hundredth", 1900),
  ]

  @Test("Whole-span ordinals", arguments: wholeOrdinals)
  func wholeOrdinal(text: String, expected: Double) {
    let tokens = TestNormalizer.tokens(of: text)
    let readings = EnglishNumbers.ordinals(in: tokens, from: 0)
    #expect(Reading.matches(readings, [Reading(tokens.count, expected)]), "\(text) \(tokens) gave \(readings)")
  }

  /// Texts that start no ordinal: the suffix must agree with the digits, and a cardinal is no ordinal.
  static let notOrdinals: [String] = [
    "1th", "2th", "3th", "11st", "12nd", "13rd", "5rd", "21th", "-1st", "1.5th", "1/2th", "1", "twenty",
    "one hundred", "a hundredth", "one third", "twenty seconds", "a", "half", "two", "ten oneths", "oneths",
  ]

  @Test("Texts that are not ordinals", arguments: notOrdinals)
  func notOrdinal(text: String) {
    let tokens = TestNormalizer.tokens(of: text)
    #expect(EnglishNumbers.ordinals(in: tokens, from: 0).isEmpty, "\(text) \(tokens)")
  }

  @Test("Ordinals inside a sentence")
  func ordinalInSentence() {
    let tokens = TestNormalizer.tokens(of: "the twenty second of may")
    #expect(EnglishNumbers.ordinals(in: tokens, from: 1) == [.init(end: 3, value: 22)])
    #expect(EnglishNumbers.cardinals(in: tokens, from: 1) == [.init(end: 2, value: 20)])
    #expect(EnglishNumbers.ordinals(in: tokens, from: 2) == [.init(end: 3, value: 2)])
    #expect(
      EnglishNumbers.ordinals(in: TestNormalizer.tokens(of: "twentieth two"), from: 0) == [.init(end: 1, value: 20)])
  }

  // MARK: - Corpora

  /// Non-core Duckling numeral texts left out, each with the reason.
  static let skippedNumerals: [String: String] = [
    "single": "an adjective far more often than a count (\"single room\")",
    "a few": "vague quantity; Duckling's exact 3 would mislead a command",
    "few": "vague quantity; Duckling's exact 3 would mislead a command",
    "-.0012G": "the normalizer drops a minus that precedes a point",
    "30 lkh": "abbreviation of lakh; only the words lakh, lac and crore are read",
    "12 lkhs": "abbreviation of lakh; only the words lakh, lac and crore are read",
    "30 l": "\"l\" is litres in a command",
    "three cr twelve lac fifty-six thousand seven hundred twenty-one":
      "\"cr\" abbreviation of crore; only the words lakh, lac and crore are read",
    "three hundred Cr": "\"cr\" abbreviation of crore; only the words lakh, lac and crore are read",
    "three hundred Kr": "\"kr\" abbreviation (also krona); only the words lakh, lac and crore are read",
    "three hundred koti": "Hindi word, not English",
    "three hundred krores": "misspelling of crores",
    "- 1,200,000": "the normalizer drops a minus that is not directly before a digit",
    "one twenty two": "colloquial grouping; \"one\" followed by a number is two numbers (\"one one\")",
    "ONE TwentY tWO": "colloquial grouping; \"one\" followed by a number is two numbers (\"one one\")",
    "forty-five (45)": "parenthetical restatement: two numbers, each read on its own",
    "45 (forty five)": "parenthetical restatement: two numbers, each read on its own",
  ]

  /// Non-core Duckling ordinal texts left out, each with the reason.
  static let skippedOrdinals: [String: String] = [:]

  /// text2num `text2digits` texts left out, each with the reason.
  static let skippedText2Num: [String: String] = [
    "nineteen seventy-three": "year-style pair; read as 19 then 73, like \"one one\"",
    "twenty-fifths": "plural ordinal (a fraction denominator) written as digits \"25ths\"",
    "fourty-oneths": "\"oneths\" is not a word",
    "zero eight": "a digit string (\"08\"), not one value",
    "o eight": "a digit string (\"08\"), not one value",
    "zero zero hundred twenty five": "a digit string (\"00125\"), not one value",
  ]

  /// Why text2num's `replace_numbers_in_text` records are not run as such.
  static let skippedReplaceReason =
    "span replacement with a threshold is the router's job, not a reader's; cases worth keeping are hand-picked above"

  /// A Duckling corpus of English numbers: its file, its number of records, its skip list and the reader it scores.
  struct DucklingCorpus: CustomStringConvertible, Sendable {
    var file: String
    var count: Int
    var skipped: [String: String]
    var read: @Sendable ([String]) -> [NumberReading]

    var description: String { file }
  }

  static let ducklingCorpora = [
    // A number slot reads with `Numbers.values`: cardinals plus magnitude suffixes ("100K").
    DucklingCorpus(file: "duckling-en-numeral.json", count: 105, skipped: skippedNumerals) {
      Numbers.values(in: $0, from: 0)
    },
    DucklingCorpus(file: "duckling-en-ordinal.json", count: 32, skipped: skippedOrdinals) {
      EnglishNumbers.ordinals(in: $0, from: 0)
    },
  ]

  @Test("Duckling EN numeral and ordinal corpora", arguments: ducklingCorpora)
  func ducklingCorpus(_ corpus: DucklingCorpus) throws {
    let records = try Corpus.load([DucklingRecord].self, corpus.file)
    let outcome = Corpus.run(records, skipped: corpus.skipped, read: corpus.read)
    outcome.report(corpus.file)
    #expect(records.count == corpus.count)
    #expect(outcome.coreFailures.isEmpty, "core failures: \(outcome.coreFailures)")
    #expect(outcome.otherFailures.isEmpty, "non-core failures not in the skip list: \(outcome.otherFailures)")
    #expect(outcome.tally.skippedCore.isEmpty, "core records must not be skipped: \(outcome.tally.skippedCore)")
    #expect(outcome.unknownSkips.isEmpty, "skip list entries not in the data: \(outcome.unknownSkips)")
  }

  @Test("text2num EN corpus")
  func text2num() throws {
    let records = try Corpus.load([Text2NumRecord].self, "text2num-en.json")
    var passed = 0
    var negatives = 0
    var failures: [String] = []
    var skipped = 0
    var replaceSkipped = 0
    var seenSkips = Set<String>()
    for record in records {
      let tokens = TestNormalizer.tokens(of: record.text)
      if record.function == "replace_numbers_in_text" {
        replaceSkipped += 1
        continue
      }
      if record.negative == true {
        // No whole-span reading at all, as a cardinal or an ordinal.
        let whole =
          EnglishNumbers.cardinals(in: tokens, from: 0).contains { $0.end == tokens.count }
          || EnglishNumbers.ordinals(in: tokens, from: 0).contains { $0.end == tokens.count }
        negatives += 1
        if whole { failures.append("negative: \(record.text)") } else { passed += 1 }
        continue
      }
      if Self.skippedText2Num[record.text] != nil {
        seenSkips.insert(record.text)
        skipped += 1
        continue
      }
      guard let digits = record.expected?.digits else {
        failures.append("no digits: \(record.text)")
        continue
      }
      let isOrdinal =
        digits.hasSuffix("st") || digits.hasSuffix("nd") || digits.hasSuffix("rd") || digits.hasSuffix("th")
      let number = isOrdinal ? String(digits.dropLast(2)) : digits
      guard let expected = Double(number) else {
        failures.append("bad digits \(digits): \(record.text)")
        continue
      }
      let readings =
        isOrdinal ? EnglishNumbers.ordinals(in: tokens, from: 0) : EnglishNumbers.cardinals(in: tokens, from: 0)
      if readings.contains(where: {
        $0.end == tokens.count && approximatelyEqual($0.value, expected)
      }) {
        passed += 1
      } else {
        failures.append("\(record.text) \(tokens) → \(readings), expected \(digits)")
      }
    }
    let judged = records.count - replaceSkipped
    print(
      "text2num-en.json: \(passed)/\(judged - skipped) text2digits passed, \(negatives) of them "
        + "negative (\(skipped) skipped, "
        + "\(replaceSkipped) replace_numbers_in_text not run: \(Self.skippedReplaceReason))")
    #expect(records.count == 73)
    #expect(failures.isEmpty, "failures: \(failures)")
    #expect(seenSkips.count == Self.skippedText2Num.count, "skip list entries not in the data")
  }

  @Test("Readings are ordered, one per end, and announced by the start checks")
  func invariants() throws {
    let numerals = try Corpus.load([DucklingRecord].self, "duckling-en-numeral.json")
    let ordinals = try Corpus.load([DucklingRecord].self, "duckling-en-ordinal.json")
    for text in numerals.map(\.text) + ordinals.map(\.text) + Self.wholeCardinals.map(\.0) {
      let tokens = TestNormalizer.tokens(of: text)
      for start in tokens.indices {
        for readings in [
          EnglishNumbers.cardinals(in: tokens, from: start), EnglishNumbers.ordinals(in: tokens, from: start),
        ] {
          let ends = readings.map(\.end)
          #expect(ends == ends.sorted() && Set(ends).count == ends.count, "\(text) from \(start): \(readings)")
          #expect(ends.allSatisfy { $0 > start && $0 <= tokens.count }, "\(text) from \(start): \(readings)")
        }
        if !EnglishNumbers.cardinals(in: tokens, from: start).isEmpty {
          #expect(EnglishNumbers.mayBeginCardinal(tokens[start]), "\(text) from \(start)")
        }
        if !EnglishNumbers.ordinals(in: tokens, from: start).isEmpty {
          #expect(EnglishNumbers.mayBeginOrdinal(tokens[start]), "\(text) from \(start)")
        }
      }
    }
  }
}

// MARK: - Helpers

extension EnglishNumbersTests {

  /// An expected reading, compared with a relative tolerance.
  typealias Reading = ExpectedReading

  /// A stand-in for the product normalizer, enough to tokenize the corpora.
  ///
  /// Lowercases; splits on white space, hyphens and punctuation; splits digits
  /// from letters; keeps `,` `.` `/` `:` inside a digit run when a digit follows,
  /// and a leading `-` or `.` directly before a digit; keeps an apostrophe
  /// inside a word.
  enum TestNormalizer {
    private enum Kind { case word, number }

    static func tokens(of text: String) -> [String] {
      let characters = Array(text.lowercased())
      var tokens: [String] = []
      var current = ""
      var kind: Kind?
      func flush() {
        if kind != nil { tokens.append(current) }
        current = ""
        kind = nil
      }
      for (index, character) in characters.enumerated() {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let nextIsDigit = next.map(isDigit) ?? false
        if isDigit(character) {
          if kind != .number { flush() }
          kind = .number
          current.append(character)
        } else if character.isLetter {
          if kind != .word { flush() }
          kind = .word
          current.append(character)
        } else if character == "'" || character == "\u{2019}" {
          if kind == .word, next?.isLetter == true {
            current.append("'")
          } else {
            flush()
          }
        } else if ",./:-".contains(character), nextIsDigit {
          if kind == .number {
            current.append(character)
          } else if kind == nil, character == "." || character == "-" {
            kind = .number
            current.append(character)
          } else {
            flush()
          }
        } else {
          flush()
        }
      }
      flush()
      return tokens
    }

    private static func isDigit(_ character: Character) -> Bool {
      character.isASCII && character.isNumber
    }
  }

  /// One Duckling record: `{text, expected: {value}, core}`.
  typealias DucklingRecord = NumeralRecord

  /// One text2num record.
  struct Text2NumRecord: Decodable, Sendable {
    struct Expected: Decodable, Sendable {
      var digits: String?
      var text: String?
    }

    var text: String
    var function: String
    var expected: Expected?
    var negative: Bool?
  }

  /// Loading and scoring the data files.
  enum Corpus {
    static func load<T: Decodable>(_ type: T.Type, _ file: String) throws -> T {
      try ValueData.load(type, file)
    }

    /// The pass counts of one corpus.
    struct Outcome {
      var tally = CorpusTally()
      var coreFailures: [String] = []
      var otherFailures: [String] = []
      var unknownSkips: [String] = []

      func report(_ file: String) {
        print(
          "\(file): \(tally.counts) (\(tally.skipped) skipped"
            + (tally.skippedButPassing.isEmpty ? ")" : ", of which passing anyway: \(tally.skippedButPassing))"))
      }
    }

    /// Scores records whose whole text must read as the expected value.
    static func run(
      _ records: [DucklingRecord], skipped: [String: String], read: ([String]) -> [NumberReading]
    ) -> Outcome {
      var outcome = Outcome()
      var seen = Set<String>()
      for record in records {
        let tokens = TestNormalizer.tokens(of: record.text)
        let readings = read(tokens)
        let passes = readings.contains {
          $0.end == tokens.count && approximatelyEqual($0.value, record.expected.value)
        }
        let isSkipped = skipped[record.text] != nil
        if isSkipped { seen.insert(record.text) }
        if !outcome.tally.count(record.text, core: record.core, passes: passes, skipped: isSkipped) {
          let failure = "\(record.text) \(tokens) → \(readings), expected \(record.expected.value)"
          if record.core { outcome.coreFailures.append(failure) } else { outcome.otherFailures.append(failure) }
        }
      }
      outcome.unknownSkips = skipped.keys.filter { !seen.contains($0) }.sorted()
      return outcome
    }
  }
}
