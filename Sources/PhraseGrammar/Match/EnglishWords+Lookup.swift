/// The English words people use (WordNet's lemmas seen in running text, and their irregular
/// forms: ``table``, written by `Scripts/english-words.py`). Approximate matching reads a word as a
/// typo only when it is no word itself: "calender" is "calendar", but "pay" is not "play".
package enum EnglishWords {
  /// The words.
  static let words: Set<Substring> = Set(table.split(whereSeparator: { $0 == " " || $0 == "\n" }))
  /// The words' stems (`NearTokens.stem(_:)`), so that an inflection of a word is a word too.
  static let stems: Set<String> = Set(words.map { NearTokens.stem(String($0)) })

  /// Whether a normalized word is an English word or an inflection of one.
  package static func contains(_ text: String) -> Bool {
    words.contains(Substring(text)) || stems.contains(NearTokens.stem(text))
  }
}
