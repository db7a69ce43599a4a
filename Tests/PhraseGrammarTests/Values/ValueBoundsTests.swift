import Testing

@testable import PhraseGrammar
@testable import PhraseValues

/// Inputs found by fuzzing (`Scripts/fuzz.sh`) that once stopped a recognizer; each must read safely.
@Suite("Value recognizers on huge and odd inputs")
struct ValueBoundsTests {
  static let reference = LocalDateTime(iso8601: "2013-02-12T04:30:00-02:00") ?? .epoch

  /// Texts that read as no date from their start to their huge count (without trapping on the count, too large for
  /// an `Int`); the words after it ("tomorrow") are a date of their own.
  static let notDates = [
    "the 99999999999999999999 day after tomorrow",
    "99999999999999999999 days from today",
    String(repeating: "9", count: 320) + " days after tomorrow",
  ]

  @Test("A count of days too large for an Int is no date", arguments: notDates)
  func hugeCountFromADate(text: String) {
    let tokens = Normalizer.tokens(of: text).map(\.text)
    let count = tokens.firstIndex { $0.hasPrefix("9") } ?? 0
    for start in 0...count {
      let readings = EnglishDates.readings(in: tokens, from: start, reference: Self.reference)
      #expect(!readings.contains { $0.end == tokens.count }, "from token \(start)")
    }
  }

  /// Number tokens with a part that overflows a `Double`, so that their ratio, or a quantity made of it, would be NaN.
  static let overflowingRatios = [
    String(repeating: "7", count: 320) + "/" + String(repeating: "7", count: 320),
    String(repeating: "7", count: 88) + "/" + String(repeating: "7", count: 309),
    "1." + String(repeating: "7", count: 320),
  ]

  @Test("A ratio of two overflowing parts is no number", arguments: overflowingRatios)
  func overflowingRatio(token: String) {
    for text in [token, token + " years", token + " oz"] {
      let tokens = Normalizer.tokens(of: text).map(\.text)
      #expect(Numbers.values(in: tokens, from: 0).allSatisfy { !$0.value.isNaN }, "\(text)")
      #expect(Durations.readings(in: tokens, from: 0).allSatisfy { !$0.seconds.isNaN }, "\(text)")
      #expect(
        Measurements.readings(in: tokens, from: 0, dimension: .volume).allSatisfy { !$0.value.isNaN }, "\(text)")
    }
  }
}
