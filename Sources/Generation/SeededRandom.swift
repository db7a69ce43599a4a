import DataFormats
import Evaluation
import PhraseGrammar
import Router
/// A repeatable random number generator (SplitMix64): the same seed gives the same numbers on every platform.
///
/// The helpers below (`int(below:)`, `pick(_:)`, `shuffle(_:)`) are written out
/// here rather than taken from the standard library, whose algorithms for
/// `Int.random(in:using:)` and `shuffled(using:)` may change between Swift
/// versions; generated corpora must not.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  /// The generator's state; it advances by a fixed odd constant on every draw.
  public var state: UInt64

  /// A generator that starts from a seed.
  public init(seed: UInt64) {
    state = seed
  }

  /// A generator for one named stream of a seed, so that each stream's numbers do not depend on the others'.
  ///
  /// The parts are hashed with 64-bit FNV-1a (a stable hash, unlike `Hasher`)
  /// and mixed with the seed: `SeededRandom(seed: 1, stream: ["Water", "LogWater", "2"])`.
  public init(seed: UInt64, stream parts: [String]) {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for part in parts {
      for byte in part.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
      }
      hash = (hash ^ 0x1F) &* 0x100_0000_01B3
    }
    var mixer = SeededRandom(seed: seed ^ hash)
    state = mixer.next()
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (0 when `bound` is not positive), by multiply-and-shift.
  public mutating func int(below bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number in a closed range.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + int(below: range.upperBound - range.lowerBound + 1)
  }

  /// True with probability `numerator / denominator`.
  public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    int(below: denominator) < numerator
  }

  /// A fair coin.
  public mutating func bool() -> Bool {
    next() >> 63 == 1
  }

  /// An element of an array, or nil when it is empty.
  public mutating func pick<Element>(_ elements: [Element]) -> Element? {
    elements.isEmpty ? nil : elements[int(below: elements.count)]
  }

  /// A case of an enum with cases, chosen at random.
  mutating func pick<Choice: CaseIterable>(_ type: Choice.Type) -> Choice {
    let cases = Array(type.allCases)
    return cases[int(below: cases.count)]
  }

  /// Shuffles an array in place (Fisher–Yates).
  public mutating func shuffle<Element>(_ elements: inout [Element]) {
    guard elements.count > 1 else { return }
    for index in stride(from: elements.count - 1, to: 0, by: -1) {
      let other = int(below: index + 1)
      if other != index { elements.swapAt(index, other) }
    }
  }
}
