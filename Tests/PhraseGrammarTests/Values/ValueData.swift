import Foundation
import PhraseValues

/// The typed-value data files in `Corpora/values`, which the value tests score the recognizers on.
enum ValueData {
  /// The data folder: up four levels from this file to the package root, then `Corpora/values`.
  static let directory: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Corpora/values", isDirectory: true)
    .standardizedFileURL

  /// Decodes one data file of the folder.
  static func load<T: Decodable>(_ type: T.Type, _ file: String) throws -> T {
    let data = try Data(contentsOf: directory.appendingPathComponent(file))
    return try JSONDecoder().decode(type, from: data)
  }
}

/// Whether two values agree within a relative tolerance of 1e-9 (absolute near zero).
func approximatelyEqual(_ lhs: Double, _ rhs: Double) -> Bool {
  abs(lhs - rhs) <= 1e-9 * max(abs(lhs), abs(rhs), 1)
}

/// An expected number reading, compared with a relative tolerance.
struct ExpectedReading: CustomStringConvertible, Sendable {
  var end: Int
  var value: Double

  init(_ end: Int, _ value: Double) {
    self.end = end
    self.value = value
  }

  var description: String { "(\(end), \(value))" }

  /// Whether the readings are exactly the expected ones, in order.
  static func matches(_ readings: [NumberReading], _ expected: [ExpectedReading]) -> Bool {
    readings.count == expected.count
      && zip(readings, expected).allSatisfy { $0.end == $1.end && approximatelyEqual($0.value, $1.value) }
  }
}
