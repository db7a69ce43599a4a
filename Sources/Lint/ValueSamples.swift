import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// Whether words are a value a slot accepts, and sample values to fill slots with.
///
/// Acceptance asks the router's own recognizers (numbers, measurements,
/// durations, dates) and checks the slot's bounds as a match would, so a
/// sample that fits two slots is a value both templates take.
struct ValueSamples: Sendable {
  /// The moment dates are read against; fixed so lint's output never depends on the clock.
  static let reference = LocalDateTime(year: 2026, month: 1, day: 5, hour: 9)

  /// Samples already chosen, by the types they must fit.
  private var cache: [[ValueType]: [String]?] = [:]

  /// A value every type accepts, as tokens: the first sample of any of the types that they all accept.
  mutating func sample(fitting types: [ValueType]) -> [String]? {
    if let cached = cache[types] { return cached }
    var found: [String]?
    search: for type in types {
      for candidate in Self.candidates(for: type) where types.allSatisfy({ Self.accepts(candidate, as: $0) }) {
        found = candidate
        break search
      }
    }
    cache[types] = found
    return found
  }

  /// Whether the words, all of them, are one value of the type within its bounds.
  ///
  /// Lexicon types are spelled out in phrase graphs and never asked here; they accept nothing.
  static func accepts(_ words: [String], as type: ValueType) -> Bool {
    guard !words.isEmpty else { return false }
    let count = words.count
    switch type {
    case .integer(let bounds):
      return Numbers.values(in: words, from: 0).contains {
        $0.end == count && $0.value.rounded() == $0.value && bounds.contains($0.value)
      }
    case .decimal(let bounds):
      return Numbers.values(in: words, from: 0).contains { $0.end == count && bounds.contains($0.value) }
    case .ordinal(let bounds):
      return Numbers.ordinals(in: words, from: 0).contains { $0.end == count && bounds.contains($0.value) }
    case .text(let maxWords):
      return maxWords.map { count <= $0 } ?? true
    case .measurement(let dimension, let unit, let bounds):
      return Measurements.readings(in: words, from: 0, dimension: dimension).contains { reading in
        guard reading.end == count,
          let value = Units.converted(reading.value, from: reading.unit?.id, to: unit, in: dimension)
        else { return false }
        return bounds.contains(value)
      }
    case .duration(let bounds):
      return Durations.readings(in: words, from: 0).contains { $0.end == count && bounds.contains($0.seconds) }
    case .date:
      return EnglishDates.readings(in: words, from: 0, reference: reference).contains { $0.end == count }
        || JapaneseDates.readings(in: words, from: 0, reference: reference).contains { $0.end == count }
    case .recurrence:
      return Recurrences.readings(in: words, from: 0).contains { $0.end == count }
    case .list(let element, _):
      return accepts(words, as: element)
    case .union(let members):
      return members.contains { accepts(words, as: $0) }
    case .boolean, .lexicon:
      return false
    }
  }

  /// Whether a value of the type may begin with the token (false promises it cannot).
  static func mayBegin(_ token: String, as type: ValueType) -> Bool {
    switch type {
    case .integer, .decimal: Numbers.mayBeginCardinal(token)
    case .ordinal: Numbers.mayBeginOrdinal(token)
    case .measurement(let dimension, _, _): Measurements.mayBegin(token, dimension: dimension)
    case .duration: Durations.mayBegin(token)
    case .date: EnglishDates.mayBegin(token) || JapaneseDates.mayBegin(token)
    case .text: true
    case .recurrence: Recurrences.mayBegin(token)
    case .list(let element, _): mayBegin(token, as: element)
    case .union(let members): members.contains { mayBegin(token, as: $0) }
    case .boolean, .lexicon: false
    }
  }

  private static let numbers = [8, 5, 2, 10, 12, 3, 16, 20, 50, 100, 250, 500, 1000]
  private static let ordinals = ["third", "first", "second", "fifth", "tenth"]
  private static let unitWords: [Dimension: [String]] = [
    .volume: ["ounces", "ml", "liters"], .mass: ["grams", "kilograms", "pounds"],
    .length: ["meters", "kilometers", "miles"], .temperature: ["degrees"], .duration: ["minutes", "hours", "seconds"],
  ]

  /// The values tried for a type, most natural first.
  static func candidates(for type: ValueType) -> [[String]] {
    switch type {
    case .integer, .decimal:
      return numbers.map { [String($0)] }
    case .ordinal:
      return ordinals.map { [$0] }
    case .text:
      return [["something"]]
    case .measurement(let dimension, let unit, _):
      let words = (unitWords[dimension] ?? []) + [unit.replacingUnderscores()]
      return words.flatMap { word in
        numbers.map { [String($0)] + Normalizer.tokens(of: word).map(\.text) }
      } + numbers.map { [String($0)] }
    case .duration:
      return [
        ["5", "minutes"], ["10", "minutes"], ["30", "seconds"], ["2", "hours"], ["3", "days"], ["2", "weeks"],
      ]
    case .date:
      return [["tomorrow"], ["today"], ["friday"]]
    case .recurrence:
      return [["every", "day"], ["weekly"], ["every", "monday"]]
    case .list(let element, _):
      return candidates(for: element)
    case .union(let members):
      return members.flatMap(candidates)
    case .boolean, .lexicon:
      return []
    }
  }
}

extension ValueBounds {
  /// Whether a value lies within the bounds.
  func contains(_ value: Double) -> Bool {
    (min.map { value >= $0 } ?? true) && (max.map { value <= $0 } ?? true)
  }
}

extension String {
  /// The string with `_` read as a space, as unit names in manifests are.
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? " " : $0 })
  }
}
