import Foundation
import PhraseText
import Testing

@testable import PhraseValues
@testable import ValueLanguages

/// One record of a Duckling quantity file: a measurement (`value` and `unit`), or a duration
/// (`normalized` seconds); nil for an interval or a text that is none.
struct QuantityRecord: Decodable {
  struct Expected: Decodable {
    var type: String?
    var value: Double?
    var unit: String?
    var normalized: Normalized?
    /// What the quantity is of (`dos libras de carne`): another slot's words, not the quantity's.
    var product: String?
  }
  struct Normalized: Decodable { var value: Double }
  var text: String
  var expected: Expected?
  var core: Bool
}

/// Reads a Duckling quantity record's text as a whole, in a language.
enum QuantityCheck {
  /// Duckling's unit names, by the unit table's ids they may be.
  static let units: [String: [String]] = [
    "gallon": ["gallon_us"], "ounce": ["fl_oz_us", "ounce_avdp"],
    "cup": ["cup_metric", "cup_us", "cup_us_legal", "cup_ja"],
    "tablespoon": ["tbsp_metric", "tbsp_us"], "teaspoon": ["tsp_metric", "tsp_us"],
  ]

  static func passes(_ record: QuantityRecord, dimension: String, language: ValueLanguage) -> Bool {
    var tokens = Normalizer.tokens(of: record.text).map(\.text)
    guard let expected = record.expected, !tokens.isEmpty else { return false }
    // The product's words, before or after the quantity (with `de`, `di` or `of`), are left out.
    if let product = expected.product {
      let words = Normalizer.tokens(of: product).map(\.text)
      if tokens.starts(with: words) {
        tokens.removeFirst(words.count)
      } else if tokens.reversed().starts(with: words.reversed()) {
        tokens.removeLast(words.count)
        if let link = tokens.last, ["de", "di", "of", "d"].contains(link) { tokens.removeLast() }
      }
    }
    if dimension == "duration" {
      guard let seconds = expected.normalized?.value else { return false }
      return Durations.readings(in: tokens, from: 0, maxTokens: 64, language: language).contains {
        $0.end == tokens.count && abs($0.seconds - seconds) <= 1e-6 * max(1, seconds)
      }
    }
    guard expected.type == "value", let value = expected.value, let unit = expected.unit else { return false }
    let dimensions: [PhraseValues.Dimension] =
      switch dimension {
      case "volume": [.volume]
      case "distance": [.length]
      case "temperature": [.temperature]
      default: [.mass, .volume]
      }
    for dimension in dimensions {
      for reading in Measurements.readings(in: tokens, from: 0, dimension: dimension, maxTokens: 64, language: language)
      where reading.end == tokens.count {
        if unit == "degree" {
          if reading.unit == nil && reading.value == value { return true }
          continue
        }
        guard let said = reading.unit else { continue }
        for id in units[unit] ?? [unit] {
          guard let target = Units.unit(id: id), target.dimension == said.dimension else { continue }
          if abs(Units.convert(reading.value, from: said, to: target) - value) <= 1e-6 * max(1, abs(value)) {
            return true
          }
        }
      }
    }
    return false
  }
}

@Suite("Duckling's quantities in every language read from a table")
struct DucklingQuantityTests {
  static let dimensions = ["volume", "distance", "quantity", "temperature", "duration"]

  /// Core records that cannot pass, and why: each must fail, or leave this list.
  static let cannotPass: [String: String] = [
    "- diez grados": "the tokens drop a sign written apart from its number",
    "- 10 degres": "the tokens drop a sign written apart from its number",
    "- dez graus": "the tokens drop a sign written apart from its number",
    ",75 tazas": "the tokens drop a separator that begins the text",
    ",75 kopje": "the tokens drop a separator that begins the text",
    "70 gradi Fahreneit": "a misspelling",
    "8 feets": "an English misspelling in the Chinese corpus",
    "8 foots": "an English misspelling in the Chinese corpus",
    "한근": "Duckling's unit 근 is not in the unit table; read as its 600 g",
    "삼겹살 두근": "Duckling's unit 근 is not in the unit table; read as its 600 g",
    "시간반": "Duckling reads 'hour half' as 30 minutes",
    "시반": "Duckling reads 'o'clock half' as 30 minutes",
    "三米九": "the colloquial 'three metres nine' (3.9 m) is not read", "米九": "the colloquial 'metre nine' is not read",
    "一分半鐘": "Cantonese colloquial duration", "五分半鐘": "Cantonese colloquial duration",
    "個半小時": "Cantonese colloquial duration", "個半月": "Cantonese colloquial duration",
    "個半鐘": "Cantonese colloquial duration", "分半": "Cantonese colloquial duration",
    "分半鐘": "Cantonese colloquial duration",
  ]

  @Test("core records read as their value, in each language and dimension", arguments: ValueLanguage.allCases)
  func core(language: ValueLanguage) throws {
    var files = 0
    for dimension in Self.dimensions {
      let file = "duckling-\(language.rawValue)-\(dimension).json"
      guard FileManager.default.fileExists(atPath: ValueFiles.directory.appendingPathComponent(file).path) else {
        continue
      }
      files += 1
      let records = try JSONDecoder().decode(
        [QuantityRecord].self, from: Data(contentsOf: ValueFiles.directory.appendingPathComponent(file)))
      #expect(!records.isEmpty, "\(file) is empty")
      let passing = records.filter { QuantityCheck.passes($0, dimension: dimension, language: language) }
      print(
        "\(file): core \(passing.count(where: \.core))/\(records.count(where: \.core)), all \(passing.count)/\(records.count)"
      )
      let failing = records.filter {
        $0.core && !QuantityCheck.passes($0, dimension: dimension, language: language)
          && Self.cannotPass[$0.text] == nil
      }
      let stale = records.filter {
        Self.cannotPass[$0.text] != nil && QuantityCheck.passes($0, dimension: dimension, language: language)
      }
      #expect(stale.isEmpty, "\(file): these pass now; take them off the list: \(stale.map(\.text))")
      if ProcessInfo.processInfo.environment["PRINT_FAILURES"] != nil {
        for record in records where !QuantityCheck.passes(record, dimension: dimension, language: language) {
          print("  \(file) fails\(record.core ? " (core)" : ""): \(record.text)")
        }
      }
      #expect(failing.isEmpty, "\(file): \(failing.map(\.text))")
    }
    #expect(files > 0, "no quantity file for \(language)")
  }
}
