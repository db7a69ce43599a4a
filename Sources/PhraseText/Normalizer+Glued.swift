extension Normalizer {
  /// A piece of text written inside a glued word (`l'` in `l'{name}`, `에서` in
  /// `{applicationName}에서`): its normalized tokens, and whether a token boundary comes
  /// before or after them.
  public struct GluedPieces: Hashable, Sendable {
    /// The normalized tokens, in order; a token boundary lies between each two.
    public var tokens: [String]
    /// Whether the text begins with white space or punctuation that separates tokens.
    public var breaksBefore: Bool
    /// Whether the text ends with white space or punctuation that separates tokens.
    public var breaksAfter: Bool
  }

  /// The tokens of a piece of a glued word, normalized as they are inside the whole word.
  ///
  /// An apostrophe at either end stays, as it does between letters of a word (`l'` glued to
  /// `interrupteur` is the `l'` of `l'interrupteur`), where ``tokens(of:)`` alone would
  /// drop it.
  public static func gluedPieces(of text: String) -> GluedPieces {
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.first, let last = scalars.last else {
      return GluedPieces(tokens: [], breaksBefore: false, breaksAfter: false)
    }
    // A letter on each side that is dropped again keeps an apostrophe at the edge as in a word.
    let padsStart = category(of: first) == .apostrophe
    let padsEnd = category(of: last) == .apostrophe
    var tokens = self.tokens(of: (padsStart ? "x" : "") + text + (padsEnd ? "x" : "")).map(\.text)
    if padsStart, let head = tokens.first {
      tokens[0] = String(head.dropFirst())
      if tokens[0].isEmpty { tokens.removeFirst() }
    }
    if padsEnd, let tail = tokens.last {
      tokens[tokens.count - 1] = String(tail.dropLast())
      if tokens[tokens.count - 1].isEmpty { tokens.removeLast() }
    }
    return GluedPieces(
      tokens: tokens, breaksBefore: separates(first), breaksAfter: separates(last))
  }

  /// Whether a scalar separates tokens without being one: white space and punctuation.
  private static func separates(_ scalar: Unicode.Scalar) -> Bool {
    switch category(of: scalar) {
    case .separator, .numberPunctuation: true
    default: false
    }
  }
}
