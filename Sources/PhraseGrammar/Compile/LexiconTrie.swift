import BinaryArchive
import PhraseValues

/// An entry of a lexicon that a phrase names.
public struct LexiconPosting: Hashable, Sendable, RawArchivable {
  /// The lexicon.
  public var lexicon: LexiconID
  /// The entry's index in it.
  public var entry: UInt32

  /// The entry `entry` of `lexicon`.
  public init(lexicon: LexiconID, entry: UInt32) {
    self.lexicon = lexicon
    self.entry = entry
  }
}

/// A lexicon phrase found in an utterance: where it ends and what it names.
struct LexiconHit {
  var end: Int
  var posting: LexiconPosting
}

/// One trie over the phrases of every lexicon: enum cases, entities, booleans, app names, by
/// vocabulary token, with the root's children indexed by token id.
/// ```
///  root ─main─▶ • ─street─▶ •  {BusStop#0}
///      └─water─▶ •  {apps#0}  ─tracker─▶ •  {apps#0}
/// ```
struct LexiconTrie: Sendable {
  private var trie: FlatTrie<TokenID, LexiconPosting>
  /// The root's child for each token id (-1 for none): the root has a child for nearly every
  /// word a lexicon starts with, too many to search at every token of every utterance.
  private var rootChildren: [Int32] = []

  /// Builds the trie from phrases (token sequences) and what each names.
  init(phrases: [(tokens: [TokenID], posting: LexiconPosting)]) {
    var built = Trie<TokenID, LexiconPosting>()
    for (tokens, posting) in phrases where !tokens.isEmpty { built.add(posting, at: tokens) }
    trie = FlatTrie(built) { ($0.lexicon, $0.entry) < ($1.lexicon, $1.entry) }
    let rootEdges = trie.rootEdges
    if let largest = rootEdges.map({ Int($0.label.rawValue) }).max() {
      rootChildren = Array(repeating: -1, count: largest + 1)
      for edge in rootEdges { rootChildren[Int(edge.label.rawValue)] = Int32(edge.target) }
    }
  }

  /// Every lexicon phrase that starts at `start`: where it ends and what it names.
  ///
  /// - Complexity: O(*k* log *b*) for a phrase of *k* tokens and fan-out *b*.
  func hits(in tokens: [TokenID], from start: Int, into result: inout [LexiconHit]) {
    var node = 0
    var position = start
    while position < tokens.count {
      guard let next = child(of: node, labelled: tokens[position]) else { return }
      node = next
      position += 1
      trie.forEachPosting(at: node) { result.append(LexiconHit(end: position, posting: $0)) }
    }
  }

  @inline(__always)
  private func child(of node: Int, labelled label: TokenID) -> Int? {
    guard node == 0 else { return trie.child(of: node, labelled: label) }
    let index = Int(label.rawValue)
    return index < rootChildren.count && rootChildren[index] >= 0 ? Int(rootChildren[index]) : nil
  }

  var byteCount: Int { trie.byteCount + rootChildren.count * 4 }
}

extension LexiconTrie: ArchiveDescribed {
  static var archiveBlank: Self { Self(phrases: []) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&self, \.trie, \.rootChildren)
  }
}
