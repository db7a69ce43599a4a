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

/// One number record of a Duckling file or of the Japanese supplement: `{text, expected: {value}, core}`.
struct NumeralRecord: Decodable, Sendable {
  struct Expected: Decodable, Sendable {
    var value: Double
  }

  var text: String
  var expected: Expected
  var core: Bool
}

/// A date value written as the date tests print one, "start grain" or "start grain → end", its times read by
/// `time`; nil when the text is not of that form.
func writtenDate(_ text: String, time: (String) -> LocalDateTime?) -> DateValue? {
  let parts = text.split(separator: " ").map(String.init)
  guard parts.count == 2 || (parts.count == 4 && parts[2] == "→"), let start = time(parts[0]),
    let grain = TimeGrain(rawValue: parts[1])
  else { return nil }
  var end: LocalDateTime?
  if parts.count == 4 {
    guard let last = time(parts[3]) else { return nil }
    end = last
  }
  return DateValue(start: start, grain: grain, end: end)
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

/// How many records of a corpus pass, in all and among the core ones, and which the skip list leaves out.
struct CorpusTally {
  var total = 0
  var core = 0
  var passed = 0
  var corePassed = 0
  var skipped = 0
  var skippedCore: [String] = []
  var skippedButPassing: [String] = []

  /// Counts a record; false for a failure to report: a record that neither passes nor is skipped.
  mutating func count(_ text: String, core isCore: Bool, passes: Bool, skipped isSkipped: Bool) -> Bool {
    total += 1
    if isCore { core += 1 }
    if passes {
      passed += 1
      if isCore { corePassed += 1 }
    }
    if isSkipped {
      skipped += 1
      if isCore { skippedCore.append(text) }
      if passes { skippedButPassing.append(text) }
    }
    return passes || isSkipped
  }

  /// Adds another corpus's counts.
  mutating func merge(_ other: CorpusTally) {
    total += other.total
    core += other.core
    passed += other.passed
    corePassed += other.corePassed
    skipped += other.skipped
    skippedCore += other.skippedCore
    skippedButPassing += other.skippedButPassing
  }

  /// What a report starts with: "core 3/3, all 5/6".
  var counts: String { "core \(corePassed)/\(core), all \(passed)/\(total)" }
}
