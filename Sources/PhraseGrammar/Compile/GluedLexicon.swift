import BinaryArchive
import PhraseValues

/// A lexicon phrase found from inside a token: the token and byte where it ends, and what it names.
struct GluedHit {
  /// The token the phrase ends in.
  var token: Int
  /// The byte of that token's normalized text just past the phrase.
  var offset: Int
  var posting: LexiconPosting
}

/// A trie over the bytes of the phrases of the lexicons that glued words read (`{area}[s]`,
/// `l'{name}`, `{applicationName}에서`), so that a phrase may begin and end inside a token.
///
/// A phrase is its normalized tokens joined by one space; reading crosses from the end of
/// one utterance token to the next on that space. Only lexicons some glued word reads are
/// kept, so a grammar without glued slots holds an empty trie.
struct GluedLexicon: Sendable {
  /// The phrases by byte, a token separator between their words.
  private var trie: FlatTrie<UInt8, LexiconPosting>
  /// A bit per vocabulary token: whether it is the first word of a kept phrase of two or more.
  private var firstWords: [UInt64] = []

  static let tokenSeparator = UInt8(ascii: " ")

  /// The trie of the phrases whose lexicon `keeps` admits.
  init(phrases: [(tokens: [TokenID], posting: LexiconPosting)], tokens: TokenTable, keeps: (LexiconID) -> Bool) {
    var built = Trie<UInt8, LexiconPosting>()
    for (phrase, posting) in phrases where keeps(posting.lexicon) && !phrase.isEmpty {
      if phrase.count > 1 {
        let word = Int(phrase[0].rawValue)
        if word / 64 >= firstWords.count { firstWords += repeatElement(0, count: word / 64 + 1 - firstWords.count) }
        firstWords[word / 64] |= 1 << UInt64(word % 64)
      }
      let words = phrase.map { Array(tokens.text(of: $0).utf8) }
      built.add(posting, at: words.joined(separator: [Self.tokenSeparator]))
    }
    trie = FlatTrie(built) { ($0.lexicon, $0.entry) < ($1.lexicon, $1.entry) }
  }

  /// Whether some kept phrase starts with a byte.
  @inline(__always)
  func mayStart(with byte: UInt8) -> Bool {
    !isEmpty && child(of: 0, byte: byte) != nil
  }

  /// Whether a vocabulary token is the first word of a kept phrase of two or more words: the
  /// only way a phrase starting at a known token can go on into the next one.
  @inline(__always)
  func startsLongerPhrase(_ token: TokenID) -> Bool {
    let word = Int(token.rawValue)
    return word / 64 < firstWords.count && firstWords[word / 64] & (1 << UInt64(word % 64)) != 0
  }

  /// Whether no phrase is kept.
  var isEmpty: Bool { trie.isEmpty }

  /// Every kept phrase that starts at byte `offset` of token `token`: where each ends and what
  /// it names, appended to `result`.
  ///
  /// - Complexity: O(*k*) in the bytes of the longest phrase read.
  func hits(in utterance: Utterance, token start: Int, offset: Int, into result: inout [GluedHit]) {
    guard !isEmpty else { return }
    var node = 0
    var token = start
    var bytes = utterance.normalizedByteRange(token)
    var index = bytes.lowerBound + offset
    while true {
      if index == bytes.upperBound {
        // The token is read to its end: the phrase may go on in the next token.
        guard token + 1 < utterance.count, let next = child(of: node, byte: Self.tokenSeparator) else { return }
        node = next
        token += 1
        bytes = utterance.normalizedByteRange(token)
        index = bytes.lowerBound
        continue
      }
      guard let next = child(of: node, byte: utterance.normalizedByte(index)) else { return }
      node = next
      index += 1
      trie.forEachPosting(at: node) {
        result.append(GluedHit(token: token, offset: index - bytes.lowerBound, posting: $0))
      }
    }
  }

  @inline(__always)
  private func child(of node: Int, byte: UInt8) -> Int? {
    trie.child(of: node, labelled: byte)
  }

  var byteCount: Int { trie.byteCount + firstWords.count * 8 }
}

extension GluedLexicon: ArchiveDescribed {
  static var archiveBlank: Self { Self(phrases: [], tokens: TokenTable(), keeps: { _ in false }) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&self, \.trie, \.firstWords)
  }
}
