/// The nodes of a trie, each with its children by label and a value; node 0 is the root.
///
/// ``TokenTrie`` matches phrases on these nodes; the grammar's lexicon trie is built on them and then laid out flat.
package struct TrieNodes<Label: Hashable & Sendable, Value: Sendable>: Sendable {
  /// Each node's children, by label.
  package var children: [[Label: Int]] = [[:]]
  /// Each node's value; a node added on the way to another has `empty`.
  package var values: [Value]
  /// The value of a node no phrase has given one.
  package let empty: Value

  /// A trie of the root alone, with the value that nodes start with.
  @inlinable
  package init(empty: Value) {
    self.empty = empty
    values = [empty]
  }

  /// The node that `labels` lead to from the root, adding the nodes missing on the way; the root for no labels.
  @inlinable
  package mutating func node(adding labels: some Sequence<Label>) -> Int {
    var node = 0
    for label in labels {
      if let next = children[node][label] {
        node = next
      } else {
        children.append([:])
        values.append(empty)
        children[node][label] = children.count - 1
        node = children.count - 1
      }
    }
    return node
  }
}
