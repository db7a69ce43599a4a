/// Phrases as paths of labels from a root: each node has its children by label and the postings
/// of the phrases that end there. It is built by adding phrases and read by walking labels; the
/// lexicon tries lay one out flat for matching (`FlatTrie` in `PhraseGrammar`).
///
/// It is public, with its generic code inlinable, so that the modules building tries of their
/// own labels (tokens, bytes, words) get code specialized for them: a `package` declaration's
/// inlinable body is not specialized in another module.
///
/// ```
///  root ─main─▶ • ─street─▶ •  [BusStop#0]
///      └─water─▶ •  [apps#0]
/// ```
public struct Trie<Label: Hashable & Sendable, Posting: Sendable>: Sendable {
  /// Each node's children by label; node 0 is the root.
  public var children: [[Label: Int32]] = [[:]]
  /// The postings of the phrases that end at each node, in the order added.
  public var postings: [[Posting]] = [[]]

  /// An empty trie: a root alone.
  @inlinable
  public init() {}

  /// The number of nodes, the root included.
  public var nodeCount: Int { children.count }

  /// The node a path of labels leads to, added with the nodes before it as needed (the root for
  /// an empty path).
  @inlinable
  public mutating func node(adding path: some Sequence<Label>) -> Int {
    var node = 0
    for label in path {
      if let next = children[node][label] {
        node = Int(next)
      } else {
        children.append([:])
        postings.append([])
        children[node][label] = Int32(children.count - 1)
        node = children.count - 1
      }
    }
    return node
  }

  /// The node a path of labels leads to, if the trie has it (the root for an empty path).
  @inlinable
  public func node(at path: some Sequence<Label>) -> Int? {
    var node = 0
    for label in path {
      guard let next = children[node][label] else { return nil }
      node = Int(next)
    }
    return node
  }

  /// Whether every child index is a node of the trie, and every node has its postings: what
  /// walking it takes for granted (a trie read from a file is checked with it).
  @inlinable
  public var isWellFormed: Bool {
    !children.isEmpty && children.count == postings.count
      && children.allSatisfy { $0.values.allSatisfy { $0 > 0 && Int($0) < children.count } }
  }

  /// The child of `node` along `label`.
  @inlinable
  public func child(of node: Int, _ label: Label) -> Int? {
    children[node][label].map(Int.init)
  }

  /// Calls `body` with the index after each phrase read from `labels[start]` on, one label at a
  /// time by `step` (1 forwards, -1 backwards), and the node it ends at, shortest first.
  @inlinable
  public func walk(
    _ labels: [Label], from start: Int, step: Int = 1, limit: Int? = nil, _ body: (_ after: Int, _ node: Int) -> Void
  ) {
    let limit = limit ?? labels.count
    var node = 0
    var index = start
    while index >= 0 && index < limit, let next = children[node][labels[index]] {
      node = Int(next)
      index += step
      if !postings[node].isEmpty { body(index, node) }
    }
  }
}

extension Trie where Posting: Equatable {
  /// Adds a posting at the end of a path, unless it is there already; whether it was added.
  @inlinable @discardableResult
  public mutating func add(_ posting: Posting, at path: some Sequence<Label>) -> Bool {
    let node = node(adding: path)
    guard !postings[node].contains(posting) else { return false }
    postings[node].append(posting)
    return true
  }
}
