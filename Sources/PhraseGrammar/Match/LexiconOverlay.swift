import PhraseValues

/// Lexicon phrases added after the grammar was compiled: entity values donated while the router
/// runs, and the words that point at an entity on screen ("this event").
///
/// The grammar's own lexicons are a trie over token ids, fixed when it is built; an overlay is a
/// trie over token texts, so that a donated value may use words no template spells, and adding
/// or removing a phrase costs one walk down its words, never a rebuild. The matcher reads an
/// overlay's hits together with the grammar's wherever a slot reads a lexicon
/// (``MatchOptions/overlays``).
///
/// ```swift
/// var overlay = LexiconOverlay()
/// overlay.add(["daily", "standup"], posting: LexiconPosting(lexicon: events, entry: 7))
/// ```
public struct LexiconOverlay: Sendable {
  /// The phrases by word.
  private var trie = Trie<String, LexiconPosting>()
  /// How many postings the overlay holds.
  public private(set) var count = 0

  /// An overlay without phrases.
  public init() {}

  /// Whether the overlay holds no phrase.
  public var isEmpty: Bool { count == 0 }

  /// Adds a phrase (its normalized words) naming an entry; a phrase that already names it is kept once.
  public mutating func add(_ words: [String], posting: LexiconPosting) {
    guard !words.isEmpty else { return }
    if trie.add(posting, at: words) { count += 1 }
  }

  /// Removes a phrase's posting, if the overlay has it.
  public mutating func remove(_ words: [String], posting: LexiconPosting) {
    guard let node = trie.node(at: words), let index = trie.postings[node].firstIndex(of: posting) else { return }
    trie.postings[node].remove(at: index)
    count -= 1
  }

  /// Whether the phrase names an entry of a lexicon.
  public func names(_ words: [String], in lexicon: LexiconID) -> Bool {
    trie.node(at: words).map { trie.postings[$0].contains { $0.lexicon == lexicon } } ?? false
  }

  /// Every phrase that starts at token `start` of `words`: where it ends and what it names.
  func hits(in words: [String], from start: Int, into result: inout [LexiconHit]) {
    trie.walk(words, from: start) { end, node in
      for posting in trie.postings[node] { result.append(LexiconHit(end: end, posting: posting)) }
    }
  }
}
