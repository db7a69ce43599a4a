/// An interned token: an index into the grammar's vocabulary.
public struct TokenID: Hashable, Sendable, Comparable {
  public var rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A token that is not in the vocabulary; it matches no literal.
  public static let unknown = TokenID(rawValue: .max)

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The vocabulary of a grammar: every token text a template or lexicon uses.
///
/// Built while compiling, then frozen into the grammar; utterance tokens are
/// looked up once, after which matching compares integers only.
public struct TokenTable: Sendable {
  private var ids: [String: TokenID] = [:]
  private(set) var texts: [String] = []

  public init() {}

  /// The number of distinct tokens.
  public var count: Int { texts.count }

  /// The id of a token text, adding it when new.
  public mutating func intern(_ text: String) -> TokenID {
    if let id = ids[text] { return id }
    let id = TokenID(rawValue: UInt32(texts.count))
    ids[text] = id
    texts.append(text)
    return id
  }

  /// The id of a token text, or ``TokenID/unknown``.
  ///
  /// - Complexity: O(*n*) in the length of the text (one hash).
  public func id(of text: String) -> TokenID {
    ids[text] ?? .unknown
  }

  /// The text of a token.
  public func text(of id: TokenID) -> String {
    id == .unknown ? "" : texts[Int(id.rawValue)]
  }
}
