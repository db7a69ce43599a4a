/// The recognizers behind value edges: one per ``ValueKind`` that reads words.
///
/// The matcher never looks inside a recognizer: it asks the utterance's
/// ``ValueChart`` for the readings of a kind at a token, and the chart asks
/// here. A new kind of value adds a case to ``ValueKind`` and a branch to
/// each function below; the automaton and the matcher stay as they are.
enum ValueRecognizers {
  /// Every reading of a kind that starts at `position`: where it ends and its value.
  static func readings(of kind: ValueKind, in tokens: [String], at position: Int, maxTokens: Int) -> [Reading] {
    switch kind {
    case .number:
      Numbers.cardinals(in: tokens, from: position, maxTokens: maxTokens)
        .map { Reading(end: $0.end, value: .number($0.value)) }
    case .ordinal:
      EnglishNumbers.ordinals(in: tokens, from: position, maxTokens: maxTokens)
        .map { Reading(end: $0.end, value: .number($0.value)) }
    case .text, .applicationName, .lexicon:
      []
    }
  }

  /// A cheap test that rules out tokens where no reading of the kind can begin.
  ///
  /// Digits may begin a number; a word in the grammar's vocabulary may if the
  /// precomputed table says so; any other word is asked of the reader itself.
  static func mayBegin(_ kind: ValueKind, at position: Int, in utterance: Utterance, numberStarts: [UInt8]) -> Bool {
    let mask: UInt8
    switch kind {
    case .number: mask = 1
    case .ordinal: mask = 2
    case .text, .applicationName, .lexicon: return false
    }
    if utterance.kind(position) == .number { return true }
    let id = utterance.ids[position]
    if id != .unknown { return numberStarts[Int(id.rawValue)] & mask != 0 }
    let text = utterance.token(position)
    return mask == 1 ? Numbers.mayBeginCardinal(text) : EnglishNumbers.mayBeginOrdinal(text)
  }
}
