/// An utterance normalized and interned against one grammar's vocabulary.
public struct Utterance: Sendable {
  /// The text as given.
  public let text: String
  /// The token ids; tokens missing from the vocabulary are ``TokenID/unknown``.
  public let ids: [TokenID]
  /// The normalized token texts.
  public let tokens: [String]
  /// The kinds of the tokens.
  public let kinds: [Normalizer.TokenKind]
  /// Each token's UTF-8 byte range in ``text``.
  public let sourceRanges: [Range<Int>]

  /// The number of tokens.
  public var count: Int { ids.count }

  /// The original text that a range of tokens covers, from the first token's
  /// start to the last token's end.
  public func text(of tokens: Range<Int>) -> String {
    guard !tokens.isEmpty else { return "" }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: sourceRanges[tokens.lowerBound].lowerBound)
    let end = utf8.index(utf8.startIndex, offsetBy: sourceRanges[tokens.upperBound - 1].upperBound)
    return String(decoding: utf8[start..<end], as: UTF8.self)
  }

  /// The normalized tokens of a range, joined by spaces.
  public func normalizedText(of range: Range<Int>) -> String {
    tokens[range].joined(separator: " ")
  }
}

extension Grammar {
  /// Normalizes and interns an utterance.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public func utterance(_ text: String) -> Utterance {
    let raw = Normalizer.tokens(of: text)
    var ids: [TokenID] = []
    var texts: [String] = []
    var kinds: [Normalizer.TokenKind] = []
    var ranges: [Range<Int>] = []
    ids.reserveCapacity(raw.count)
    texts.reserveCapacity(raw.count)
    kinds.reserveCapacity(raw.count)
    ranges.reserveCapacity(raw.count)
    for token in raw {
      ids.append(tokens.id(of: token.text))
      texts.append(token.text)
      kinds.append(token.kind)
      ranges.append(token.sourceRange)
    }
    return Utterance(text: text, ids: ids, tokens: texts, kinds: kinds, sourceRanges: ranges)
  }

  /// The text of a vocabulary token.
  public func text(of token: TokenID) -> String { tokens.text(of: token) }
}
