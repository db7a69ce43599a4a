/// Phrases of one or more tokens, each with a payload, matched token by token.
///
/// A phrase is written as text and split the way the normalizer splits it:
/// each Han, kana or other non-ASCII character is a token, and a run of ASCII
/// letters or digits is one token ("この1週間" is この 1 週 間 as `こ` `の` `1` `週` `間`).
struct TokenTrie<Payload: Sendable>: Sendable {
  /// The phrases' tokens, each phrase's payload its one posting.
  private var trie = Trie<String, Payload>()

  /// Makes an empty trie, to fill with ``insert(_:_:)``.
  init() {}

  /// Makes a trie of the phrases; the first payload given for a phrase wins.
  init(_ entries: [(String, Payload)]) {
    for (phrase, payload) in entries {
      let tokens = Self.tokens(of: phrase)
      guard !tokens.isEmpty else { continue }
      let node = trie.node(adding: tokens)
      if trie.postings[node].isEmpty { trie.postings[node] = [payload] }
    }
  }

  /// The tokens the normalizer makes of a phrase written in its normalized form.
  static func tokens(of phrase: String) -> [String] {
    var tokens: [String] = []
    var run = ""
    for scalar in phrase.unicodeScalars {
      if scalar.isASCII {
        if scalar.properties.isAlphabetic || (scalar.value >= 0x30 && scalar.value <= 0x39) {
          run.unicodeScalars.append(scalar)
        } else if !run.isEmpty {
          tokens.append(run)
          run = ""
        }
      } else {
        if !run.isEmpty {
          tokens.append(run)
          run = ""
        }
        tokens.append(String(scalar))
      }
    }
    if !run.isEmpty { tokens.append(run) }
    return tokens
  }

  /// Adds a phrase as tokens; a later payload for the same tokens replaces the earlier one.
  mutating func insert(_ tokens: [String], _ payload: Payload) {
    guard !tokens.isEmpty else { return }
    trie.postings[trie.node(adding: tokens)] = [payload]
  }

  /// Whether some phrase begins with `token`.
  func begins(with token: String) -> Bool {
    trie.child(of: 0, token) != nil
  }

  /// The tokens that phrases begin with.
  var firstTokens: Set<String> { Set(trie.children[0].keys) }

  /// Calls `body` with the index after and the payload of every phrase that starts at `tokens[start]` and ends
  /// by `limit`, shortest first.
  func forEachMatch(in tokens: [String], from start: Int, limit: Int, _ body: (Int, Payload) -> Void) {
    trie.walk(tokens, from: start, limit: limit) { end, node in body(end, trie.postings[node][0]) }
  }

  /// Every phrase that starts at `tokens[start]` and ends by `limit`, shortest first, with the index after it.
  func matches(in tokens: [String], from start: Int, limit: Int) -> [(end: Int, payload: Payload)] {
    var found: [(end: Int, payload: Payload)] = []
    forEachMatch(in: tokens, from: start, limit: limit) { found.append(($0, $1)) }
    return found
  }

  /// The longest phrase that starts at `tokens[start]` and ends by `limit`, with the index after it.
  func longestMatch(in tokens: [String], from start: Int, limit: Int) -> (end: Int, payload: Payload)? {
    var best: (end: Int, payload: Payload)?
    forEachMatch(in: tokens, from: start, limit: limit) { best = ($0, $1) }
    return best
  }
}
