import ValueLanguages

/// Cardinal numbers in every language the router reads, merged.
///
/// Recognizers of quantities, durations and dates read their numbers here,
/// so a number in any supported language (English words, digits, Japanese
/// kanji and kana) works wherever a number is expected.
package enum Numbers {
  /// Every reading of a cardinal number that starts at `tokens[start]`, one per end, ends ascending.
  ///
  /// English and Japanese readings are merged by end. Where both readers end
  /// at the same token, the English reading wins unless `tokens[start]` is a
  /// Japanese character, so digits and English words read exactly as before.
  package static func cardinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [NumberReading] {
    guard start >= 0, start < tokens.count else { return [] }
    let english = EnglishNumbers.cardinals(in: tokens, from: start, maxTokens: maxTokens)
    // From an ASCII token to one that is not Japanese, the Japanese reader can read only
    // the one digit token at `start`, where an English reading already wins: skip it.
    if english.first?.end == start + 1, (tokens[start].utf8.first ?? 0) < 0x80,
      start + 1 == tokens.count || (tokens[start + 1].utf8.first ?? 0) < 0x80
    {
      return english
    }
    let japanese = JapaneseNumbers.cardinals(in: tokens, from: start, maxTokens: maxTokens)
    if japanese.isEmpty { return english }
    if english.isEmpty { return japanese }
    let (preferred, other) =
      JapaneseNumbers.isJapaneseCharacter(tokens[start]) ? (japanese, english) : (english, japanese)
    var merged: [NumberReading] = []
    merged.reserveCapacity(preferred.count + other.count)
    var index = 0
    for reading in preferred {
      while index < other.count, other[index].end < reading.end {
        merged.append(other[index])
        index += 1
      }
      if index < other.count, other[index].end == reading.end { index += 1 }
      merged.append(reading)
    }
    merged += other[index...]
    return merged
  }

  /// Every reading of an ordinal ("third", "3rd", 第三, 三番目) at `tokens[start]`, one per end.
  package static func ordinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [NumberReading] {
    guard start >= 0, start < tokens.count else { return [] }
    if JapaneseNumbers.isJapaneseCharacter(tokens[start]) {
      return JapaneseNumbers.ordinals(in: tokens, from: start, maxTokens: maxTokens)
    }
    let english = EnglishNumbers.ordinals(in: tokens, from: start, maxTokens: maxTokens)
    guard tokens[start].utf8.first.map({ $0 >= 48 && $0 <= 57 }) == true else { return english }
    // Digits may take a Japanese counter: 3番目.
    let japanese = JapaneseNumbers.ordinals(in: tokens, from: start, maxTokens: maxTokens)
    return (english + japanese.filter { reading in !english.contains { $0.end == reading.end } })
      .sorted { $0.end < $1.end }
  }

  /// Whether an ordinal may begin with `token` (false promises no reading).
  package static func mayBeginOrdinal(_ token: String) -> Bool {
    EnglishNumbers.mayBeginOrdinal(token) || JapaneseNumbers.mayBeginOrdinal(token)
  }

  /// Whether a cardinal may begin with `token` (false promises no reading).
  package static func mayBeginCardinal(_ token: String) -> Bool {
    EnglishNumbers.mayBeginCardinal(token) || JapaneseNumbers.mayBeginCardinal(token)
  }

  /// Every reading of a cardinal in a language read from a table, one per end.
  package static func cardinals(in tokens: [String], from start: Int, maxTokens: Int = 16, language: ValueLanguage)
    -> [NumberReading]
  {
    language.cardinals(in: tokens, from: start, maxTokens: maxTokens).map { NumberReading(end: $0.end, value: $0.value) }
  }

  /// Every reading of an ordinal in a language read from a table (English and Japanese for nil), one per end.
  package static func ordinals(in tokens: [String], from start: Int, maxTokens: Int = 16, language: ValueLanguage?)
    -> [NumberReading]
  {
    guard let language else { return ordinals(in: tokens, from: start, maxTokens: maxTokens) }
    return language.ordinals(in: tokens, from: start, maxTokens: maxTokens).map {
      NumberReading(end: $0.end, value: $0.value)
    }
  }

  /// Magnitude suffixes written after digits: "100K", "3M", "1.2G".
  static let magnitudes: [String: Double] = ["k": 1e3, "m": 1e6, "g": 1e9]
  /// The length in bytes of the longest suffix.
  static let longestMagnitude = magnitudes.keys.map(\.utf8.count).max() ?? 0

  /// The readings of a number slot: every cardinal, plus digits with a magnitude suffix.
  ///
  /// "100K" is 100,000 and "1.2M" 1,200,000 only here, where a bare number is
  /// expected; quantities, durations and dates read `cardinals`, so "5k"
  /// there is never 5,000 (it may be 5 km, or nothing).
  package static func values(in tokens: [String], from start: Int, maxTokens: Int = 16, language: ValueLanguage? = nil)
    -> [NumberReading]
  {
    var readings =
      language.map { cardinals(in: tokens, from: start, maxTokens: maxTokens, language: $0) }
      ?? cardinals(in: tokens, from: start, maxTokens: maxTokens)
    // A word longer than every suffix is not looked up.
    guard start + 1 < tokens.count, tokens[start + 1].utf8.count <= longestMagnitude,
      let first = tokens[start].utf8.last,
      first >= 48 && first <= 57, let multiplier = magnitudes[tokens[start + 1]],
      let digits = readings.first(where: { $0.end == start + 1 })
    else { return readings }
    let suffixed = NumberReading(end: start + 2, value: digits.value * multiplier)
    if let index = readings.firstIndex(where: { $0.end >= start + 2 }) {
      if readings[index].end == start + 2 { readings[index] = suffixed } else { readings.insert(suffixed, at: index) }
    } else {
      readings.append(suffixed)
    }
    return readings
  }
}
