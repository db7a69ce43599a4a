import BinaryArchive
import PhraseValues

/// A `Trie` laid out in flat arrays for matching, breadth-first: a node's edges are a range
/// sorted by label, found by binary search, and its postings a range of their own. It is archived
/// as its arrays' memory.
struct FlatTrie<Label: Comparable & Hashable & Sendable & RawArchivable, Posting: Sendable & RawArchivable>: Sendable {
  /// `edgeStart[n]..<edgeStart[n + 1]` are node `n`'s edges.
  private var edgeStart: [UInt32] = [0]
  private var edgeLabels: [Label] = []
  private var edgeTargets: [UInt32] = []
  /// `postingStart[n]..<postingStart[n + 1]` are the postings of the phrases that end at node `n`.
  private var postingStart: [UInt32] = [0]
  private var postings: [Posting] = []

  /// The trie laid out; each node's postings in the order `precedes` gives.
  init(_ trie: Trie<Label, Posting>, postingsOrderedBy precedes: (Posting, Posting) -> Bool) {
    // Breadth-first order, each node's children sorted by label once.
    var order = [0]
    var sortedChildren: [[(key: Label, value: Int32)]] = []
    var newIndex = [Int](repeating: 0, count: trie.nodeCount)
    while sortedChildren.count < order.count {
      let node = order[sortedChildren.count]
      newIndex[node] = sortedChildren.count
      sortedChildren.append(trie.children[node].sorted { $0.key < $1.key })
      order += sortedChildren[sortedChildren.count - 1].map { Int($0.value) }
    }
    for (node, children) in zip(order, sortedChildren) {
      for (label, child) in children {
        edgeLabels.append(label)
        edgeTargets.append(UInt32(newIndex[Int(child)]))
      }
      edgeStart.append(UInt32(edgeLabels.count))
      postings += trie.postings[node].sorted(by: precedes)
      postingStart.append(UInt32(postings.count))
    }
  }

  /// Whether no phrase is in it.
  var isEmpty: Bool { edgeLabels.isEmpty }

  /// The root's edges: their labels and targets.
  var rootEdges: [(label: Label, target: Int)] {
    (Int(edgeStart[0])..<Int(edgeStart[1])).map { (edgeLabels[$0], Int(edgeTargets[$0])) }
  }

  /// The child of `node` along `label`.
  ///
  /// - Complexity: O(log *b*) for a node of *b* edges.
  @inline(__always)
  func child(of node: Int, labelled label: Label) -> Int? {
    var low = Int(edgeStart[node])
    let end = Int(edgeStart[node + 1])
    var high = end
    while low < high {
      let middle = (low + high) / 2
      if edgeLabels[middle] < label { low = middle + 1 } else { high = middle }
    }
    guard low < end, edgeLabels[low] == label else { return nil }
    return Int(edgeTargets[low])
  }

  /// Calls `body` with each posting of the phrases that end at `node`.
  @inline(__always)
  func forEachPosting(at node: Int, _ body: (Posting) -> Void) {
    for index in Int(postingStart[node])..<Int(postingStart[node + 1]) { body(postings[index]) }
  }

  var byteCount: Int {
    edgeStart.count * 4 + edgeLabels.count * MemoryLayout<Label>.stride + edgeTargets.count * 4
      + postingStart.count * 4 + postings.count * MemoryLayout<Posting>.stride
  }
}

extension FlatTrie: ArchiveDescribed {
  static var archiveBlank: Self { Self(Trie(), postingsOrderedBy: { _, _ in false }) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&self, \.edgeStart, \.edgeLabels, \.edgeTargets, \.postingStart, \.postings)
  }

  /// Matching reads the ranges unchecked: they must be what building makes.
  var archiveInconsistency: String? {
    edgeStart.count == postingStart.count && edgeLabels.count == edgeTargets.count
      && edgeStart.first == 0 && postingStart.first == 0
      && Int(edgeStart[edgeStart.count - 1]) == edgeLabels.count
      && Int(postingStart[postingStart.count - 1]) == postings.count
      && zip(edgeStart, edgeStart.dropFirst()).allSatisfy({ $0 <= $1 })
      && zip(postingStart, postingStart.dropFirst()).allSatisfy({ $0 <= $1 })
      && edgeTargets.allSatisfy({ Int($0) < edgeStart.count - 1 })
      ? nil : "a trie whose tables do not agree"
  }
}
