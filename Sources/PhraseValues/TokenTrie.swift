/// Phrases of one or more tokens, each with a payload, matched token by token.
///
/// A phrase is written as text and split the way the normalizer splits it:
/// each Han, kana or other non-ASCII character is a token, and a run of ASCII
/// letters or digits is one token ("この1週間" is この 1 週 間 as `こ` `の` `1` `週` `間`).
struct TokenTrie<Payload: Sendable>: Sendable {
  /// The children of each node, by token; node 0 is the root.
  private var children: [[String: Int]] = [[:]]
  private var payloads: [Payload?] = [nil]

  /// Makes an empty trie, to fill with ``insert(_:_:)``.
  init() {}

  /// Makes a trie of the phrases; the first payload given for a phrase wins.
  init(_ entries: [(String, Payload)]) {
    for (phrase, payload) in entries {
      if let node = node(adding: Self.tokens(of: phrase)), payloads[node] == nil { payloads[node] = payload }
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
    if let node = node(adding: tokens) { payloads[node] = payload }
  }

  /// The node a phrase's tokens lead to, added with the nodes before it as needed; `nil` for no tokens.
  private mutating func node(adding tokens: [String]) -> Int? {
    guard !tokens.isEmpty else { return nil }
    var node = 0
    for token in tokens {
      if let next = children[node][token] {
        node = next
      } else {
        children.append([:])
        payloads.append(nil)
        children[node][token] = children.count - 1
        node = children.count - 1
      }
    }
    return node
  }

  /// Whether some phrase begins with `token`.
  func begins(with token: String) -> Bool {
    children[0][token] != nil
  }

  /// The tokens that phrases begin with.
  var firstTokens: Set<String> { Set(children[0].keys) }

  /// Calls `body` with the index after and the payload of every phrase that starts at `tokens[start]` and ends
  /// by `limit`, shortest first.
  func forEachMatch(in tokens: [String], from start: Int, limit: Int, _ body: (Int, Payload) -> Void) {
    var node = 0
    var index = start
    while index < limit, let next = children[node][tokens[index]] {
      node = next
      index += 1
      if let payload = payloads[node] { body(index, payload) }
    }
  }

  /// Every phrase that starts at `tokens[start]` and ends by `limit`, shortest first, with the index after it.
  func matches(in tokens: [String], from start: Int, limit: Int) -> [(end: Int, payload: Payload)] {
    var found: [(end: Int, payload: Payload)] = []
    var node = 0
    var index = start
    while index < limit, let next = children[node][tokens[index]] {
      node = next
      index += 1
      if let payload = payloads[node] { found.append((index, payload)) }
    }
    return found
  }

  /// The longest phrase that starts at `tokens[start]` and ends by `limit`, with the index after it.
  func longestMatch(in tokens: [String], from start: Int, limit: Int) -> (end: Int, payload: Payload)? {
    var best: (end: Int, payload: Payload)?
    var node = 0
    var index = start
    while index < limit, let next = children[node][tokens[index]] {
      node = next
      index += 1
      if let payload = payloads[node] { best = (index, payload) }
    }
    return best
  }
}
