import ValueLanguages

/// One reading of a duration that starts at a given token.
package struct DurationReading: Hashable, Sendable {
  /// The exclusive index of the token where the reading ends.
  package var end: Int
  /// The length of the duration in seconds.
  package var seconds: Double
}

/// Reads lengths of time ("20 minutes", "an hour and a half", "1h30", "20分") from normalized tokens.
///
/// The forms are those of ``Measurements`` for the duration units of
/// units.json, except that a number alone is no duration, plus:
/// - a leading "for", part of the reading as in Duckling: "for two weeks";
/// - a bare count after hours or minutes is minutes or seconds: "1 hour
///   thirty", "2 hours and 10", "1h30" (an integer from 1 to 59);
/// - Japanese: "20分", "3日間", "2ヶ月", "1時間半" (半 adds half the unit),
///   "1時間30分".
///
/// Duckling's conventions fix the lengths of calendar units: a month is 30
/// days, a quarter 90 days and a year 365 days; in a compound a year is 12
/// months ("2 years 3 months" is 27 months, 810 days). "2 hours 30 minutes"
/// reads 7,200 s ending after "hours" and 9,000 s ending after "minutes".
package enum Durations {
  /// Every reading of a duration that starts at `tokens[start]`, one per end index, ends ascending.
  ///
  /// - Parameters:
  ///   - tokens: Normalized tokens (`Normalizer.tokens(of:)`).
  ///   - start: The index of the first token of the duration (which may be "for").
  ///   - maxTokens: The most tokens a reading may span, "for" included.
  ///   - language: The language read from a table, whose words are read; nil for English and Japanese.
  /// - Returns: The readings, ordered by `end`; empty when no duration starts at `start`.
  package static func readings(
    in tokens: [String], from start: Int, maxTokens: Int = 16, language: ValueLanguage? = nil
  ) -> [DurationReading] {
    guard start >= 0, start < tokens.count, maxTokens > 0 else { return [] }
    let limit = maxTokens >= tokens.count - start ? tokens.count : start + maxTokens
    let from = tokens[start] == "for" && language == nil ? start + 1 : start
    guard from < limit else { return [] }
    return QuantityScanner.readings(
      in: tokens, from: from, limit: limit, dimension: .duration, readsBareNumbers: false, language: language
    ).compactMap { candidate in
      guard let unit = candidate.unit else { return nil }
      return DurationReading(end: candidate.end, seconds: candidate.amount.times(unit.scale).value)
    }
  }

  /// Every reading of a duration at `tokens[start]` with the amount and the unit said (for a
  /// compound, its last unit: "2 hours 30 minutes" is 150 minutes), one per end.
  package static func amounts(in tokens: [String], from start: Int, maxTokens: Int = 16, language: ValueLanguage?)
    -> [(end: Int, amount: Double, unit: String)]
  {
    guard start >= 0, start < tokens.count, maxTokens > 0 else { return [] }
    let limit = maxTokens >= tokens.count - start ? tokens.count : start + maxTokens
    return QuantityScanner.readings(
      in: tokens, from: start, limit: limit, dimension: .duration, readsBareNumbers: false, language: language
    ).compactMap { candidate in candidate.unit.map { (candidate.end, candidate.amount.value, $0.id) } }
  }

  /// Whether a duration may begin with `token`, a cheap test to skip tokens that start nothing.
  ///
  /// False promises that `readings(in:from:maxTokens:)` returns no reading there.
  package static func mayBegin(_ token: String) -> Bool {
    Measurements.mayBegin(token, dimension: .duration)
  }
}
