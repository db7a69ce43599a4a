import Foundation
import PhraseText
import Testing

@testable import PhraseValues
@testable import ValueLanguages

/// One record of a Duckling time file.
struct TimeRecord: Decodable {
  struct Point: Decodable {
    var value: String
    var grain: String
  }
  struct Expected: Decodable {
    var type: String
    var value: String?
    var grain: String?
    var from: Point?
    var to: Point?
  }
  var text: String
  var expected: Expected?
  var core: Bool
  var negative: Bool?
  var referenceTime: String?

  enum CodingKeys: String, CodingKey {
    case text, expected, core, negative
    case referenceTime = "reference_time"
  }

  /// Whether the whole text reads as the expected value (a negative record: as none).
  func passes(in language: ValueLanguage) -> Bool {
    guard let reference = LocalDateTime(iso8601: referenceTime ?? "2013-02-12T04:30:00.000-02:00") else { return false }
    let tokens = Normalizer.tokens(of: text).map(\.text)
    let whole = LocalizedDates.readings(in: tokens, from: 0, reference: reference, language: language)
      .first { $0.end == tokens.count }?.value
    if negative == true { return whole == nil }
    guard let whole, let expected else { return false }
    if expected.type == "value" {
      guard let text = expected.value, let start = LocalDateTime(iso8601: text) else { return false }
      return whole.end == nil && whole.start == start && whole.grain.rawValue == expected.grain
    }
    guard let from = expected.from, let to = expected.to, let start = LocalDateTime(iso8601: from.value),
      let end = LocalDateTime(iso8601: to.value)
    else { return false }
    return whole.start == start && whole.end == end && whole.grain.rawValue == from.grain
  }
}

@Suite("Duckling's dates and times in every language read from a table")
struct DucklingTimeTests {
  /// The share of core records each language passes at least: a floor that only rises.
  static let floors: [ValueLanguage: Double] = [
    .german: 0.68, .spanish: 0.68, .french: 0.54, .italian: 0.44, .korean: 0.58, .dutch: 0.57, .portuguese: 0.62,
    .chinese: 0.44,
  ]

  @Test(
    "each language's core time records pass at its floor, and the rates are reported", arguments: ValueLanguage.allCases
  )
  func rates(language: ValueLanguage) throws {
    let file = ValueFiles.directory.appendingPathComponent("duckling-\(language.rawValue)-time.json")
    let records = try JSONDecoder().decode([TimeRecord].self, from: Data(contentsOf: file))
    #expect(!records.isEmpty)
    let passing = records.filter { $0.passes(in: language) }
    let core = records.count(where: \.core)
    let corePassing = passing.count(where: \.core)
    print("duckling-\(language.rawValue)-time.json: core \(corePassing)/\(core), all \(passing.count)/\(records.count)")
    if ProcessInfo.processInfo.environment["PRINT_FAILURES"] != nil {
      for record in records where record.core && !record.passes(in: language) {
        print("  \(language.rawValue) time fails: \(record.text)")
      }
    }
    #expect(Double(corePassing) >= (Self.floors[language] ?? 0) * Double(core), "\(language): \(corePassing)/\(core)")
  }
}
