/// Phrases of one or more tokens, each with a payload, matched token by token.
///
/// A phrase is written as text and split the way the normalizer splits it:
/// each Han, kana or other non-ASCII character is a token, and a run of ASCII
/// letters or digits is one token ("この1週間" is この 1 週 間 as `こ` `の` `1` `週` `間`).
struct TokenTrie<Payload: Sendable>: Sendable {
  /// The nodes, by token, with the payload of the phrase each ends.
  private var nodes = TrieNodes<String, Payload?>(empty: nil)

  /// Makes an empty trie, to fill with ``insert(_:_:)``.
  init() {}

  /// Makes a trie of the phrases; the first payload given for a phrase wins.
  init(_ entries: [(String, Payload)]) {
    for (phrase, payload) in entries {
      if let node = node(adding: Self.tokens(of: phrase)), nodes.values[node] == nil { nodes.values[node] = payload }
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
    if let node = node(adding: tokens) { nodes.values[node] = payload }
  }

  /// The node a phrase's tokens lead to, added with the nodes before it as needed; `nil` for no tokens.
  private mutating func node(adding tokens: [String]) -> Int? {
    tokens.isEmpty ? nil : nodes.node(adding: tokens)
  }

  /// Whether some phrase begins with `token`.
  func begins(with token: String) -> Bool {
    nodes.children[0][token] != nil
  }

  /// The tokens that phrases begin with.
  var firstTokens: Set<String> { Set(nodes.children[0].keys) }

  /// Calls `body` with the index after and the payload of every phrase that starts at `tokens[start]` and ends
  /// by `limit`, shortest first.
  func forEachMatch(in tokens: [String], from start: Int, limit: Int, _ body: (Int, Payload) -> Void) {
    var node = 0
    var index = start
    while index < limit, let next = nodes.children[node][tokens[index]] {
      node = next
      index += 1
      if let payload = nodes.values[node] { body(index, payload) }
    }
  }

  /// Every phrase that starts at `tokens[start]` and ends by `limit`, shortest first, with the index after it.
  func matches(in tokens: [String], from start: Int, limit: Int) -> [(end: Int, payload: Payload)] {
    var found: [(end: Int, payload: Payload)] = []
    var node = 0
    var index = start
    while index < limit, let next = nodes.children[node][tokens[index]] {
      node = next
      index += 1
      if let payload = nodes.values[node] { found.append((index, payload)) }
    }
    return found
  }

  /// The longest phrase that starts at `tokens[start]` and ends by `limit`, with the index after it.
  func longestMatch(in tokens: [String], from start: Int, limit: Int) -> (end: Int, payload: Payload)? {
    var best: (end: Int, payload: Payload)?
    var node = 0
    var index = start
    while index < limit, let next = nodes.children[node][tokens[index]] {
      node = next
      index += 1
      if let payload = nodes.values[node] { best = (index, payload) }
    }
    return best
  }
}
