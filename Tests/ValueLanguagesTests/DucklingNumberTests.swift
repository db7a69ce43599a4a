import Foundation
import PhraseText
import Testing

@testable import ValueLanguages

/// One record of a Duckling number or ordinal file: the text, its value (nil for a text that is
/// none), and whether it is an everyday form.
struct NumberRecord: Decodable {
  struct Expected: Decodable { var value: Double }
  var text: String
  var expected: Expected?
  var core: Bool
}

/// The bundled value examples.
enum ValueFiles {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Corpora/values")

  static func records(_ file: String) throws -> [NumberRecord] {
    try JSONDecoder().decode([NumberRecord].self, from: Data(contentsOf: directory.appendingPathComponent(file)))
  }

  /// Whether the whole text reads as the value (or, for a record with none, as no value).
  static func passes(_ record: NumberRecord, language: ValueLanguage, ordinal: Bool) -> Bool {
    let tokens = Normalizer.tokens(of: record.text).map(\.text)
    guard !tokens.isEmpty else { return record.expected == nil }
    let readings =
      ordinal
      ? language.ordinals(in: tokens, from: 0, maxTokens: 64) : language.cardinals(in: tokens, from: 0, maxTokens: 64)
    let whole = readings.first { $0.end == tokens.count }
    guard let expected = record.expected?.value else { return whole == nil }
    return whole.map { abs($0.value - expected) <= 1e-9 * max(1, abs(expected)) } ?? false
  }
}

@Suite("Duckling's numbers and ordinals in every language read from a table")
struct DucklingNumberTests {
  /// Core records that cannot pass, and why: each must fail, or leave this list.
  static let cannotPass: [String: String] = [
    "- 1.200.000": "the tokens drop a sign written apart from its number",
    "- 1,200,000": "the tokens drop a sign written apart from its number",
    ",77": "the tokens drop a separator that begins the text",
    "4.": "the tokens drop the period that makes a German ordinal",
    "一半半": "Duckling reads 'half half' as a half; no one says it",
  ]

  @Test("every core record reads as its value", arguments: ValueLanguage.allCases, [false, true])
  func core(language: ValueLanguage, ordinal: Bool) throws {
    let file = "duckling-\(language.rawValue)-\(ordinal ? "ordinal" : "numeral").json"
    let records = try ValueFiles.records(file)
    #expect(!records.isEmpty, "\(file) is empty")
    let failing = records.filter {
      $0.core && !ValueFiles.passes($0, language: language, ordinal: ordinal) && Self.cannotPass[$0.text] == nil
    }
    let stale = records.filter {
      Self.cannotPass[$0.text] != nil && ValueFiles.passes($0, language: language, ordinal: ordinal)
    }
    #expect(stale.isEmpty, "\(file): these pass now; take them off the list: \(stale.map(\.text))")
    let passing = records.filter { ValueFiles.passes($0, language: language, ordinal: ordinal) }
    print(
      "\(file): core \(passing.count(where: \.core))/\(records.count(where: \.core)), all \(passing.count)/\(records.count)"
    )
    if ProcessInfo.processInfo.environment["PRINT_FAILURES"] != nil {
      for record in records where !ValueFiles.passes(record, language: language, ordinal: ordinal) {
        print("  \(file) fails: \(record.text)")
      }
    }
    #expect(failing.isEmpty, "\(file): \(failing.map(\.text))")
  }
}
