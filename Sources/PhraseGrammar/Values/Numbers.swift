/// Cardinal numbers in every language the router reads, merged.
///
/// Recognizers of quantities, durations and dates read their numbers here,
/// so a number in any supported language (English words, digits, and more
/// readers as they are added) works wherever a number is expected.
package enum Numbers {
  /// Every reading of a cardinal number that starts at `tokens[start]`, one per end, ends ascending.
  package static func cardinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [NumberReading] {
    EnglishNumbers.cardinals(in: tokens, from: start, maxTokens: maxTokens)
  }

  /// Whether a cardinal may begin with `token` (false promises no reading).
  package static func mayBeginCardinal(_ token: String) -> Bool {
    EnglishNumbers.mayBeginCardinal(token)
  }
}
