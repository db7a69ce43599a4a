import BinaryArchive
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

/// One trie over the phrases of every lexicon: enum cases, entities, booleans, app names.
///
/// Nodes and edges live in flat arrays; a node's children are a range of
/// edges sorted by token id, found by binary search. A node where a phrase
/// ends carries that phrase's postings.
/// ```
///  root ─main─▶ • ─street─▶ •  {BusStop#0}
///      └─water─▶ •  {apps#0}  ─tracker─▶ •  {apps#0}
/// ```
struct LexiconTrie: Sendable {
  /// `edgeStart[n]..<edgeStart[n + 1]` are node `n`'s edges.
  private var edgeStart: [UInt32] = [0]
  private var edgeLabels: [TokenID] = []
  private var edgeTargets: [UInt32] = []
  private var postingStart: [UInt32] = [0]
  private var postings: [LexiconPosting] = []
  /// The root's child for each token id (-1 for none): the root has a child for nearly every
  /// word a lexicon starts with, too many to search at every token of every utterance.
  private var rootChildren: [Int32] = []

  /// Builds the trie from phrases (token sequences) and what each names.
  init(phrases: [(tokens: [TokenID], posting: LexiconPosting)]) {
    // Build with per-node dictionaries, then lay out breadth-first.
    var children: [[TokenID: Int]] = [[:]]
    var nodePostings: [[LexiconPosting]] = [[]]
    for (tokens, posting) in phrases where !tokens.isEmpty {
      var node = 0
      for token in tokens {
        if let next = children[node][token] {
          node = next
        } else {
          children.append([:])
          nodePostings.append([])
          children[node][token] = children.count - 1
          node = children.count - 1
        }
      }
      if !nodePostings[node].contains(posting) { nodePostings[node].append(posting) }
    }
    var order = [0]
    var newIndex = [Int](repeating: 0, count: children.count)
    var cursor = 0
    while cursor < order.count {
      let node = order[cursor]
      newIndex[node] = cursor
      for (_, child) in children[node].sorted(by: { $0.key < $1.key }) { order.append(child) }
      cursor += 1
    }
    for node in order {
      for (label, child) in children[node].sorted(by: { $0.key < $1.key }) {
        edgeLabels.append(label)
        edgeTargets.append(UInt32(newIndex[child]))
      }
      edgeStart.append(UInt32(edgeLabels.count))
      postings += nodePostings[node].sorted { ($0.lexicon, $0.entry) < ($1.lexicon, $1.entry) }
      postingStart.append(UInt32(postings.count))
    }
    let rootEdges = Int(edgeStart[0])..<Int(edgeStart[1])
    if let largest = rootEdges.last.map({ Int(edgeLabels[$0].rawValue) }) {
      rootChildren = Array(repeating: -1, count: largest + 1)
      for edge in rootEdges { rootChildren[Int(edgeLabels[edge].rawValue)] = Int32(edgeTargets[edge]) }
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
      for index in Int(postingStart[node])..<Int(postingStart[node + 1]) {
        result.append(LexiconHit(end: position, posting: postings[index]))
      }
    }
  }

  @inline(__always)
  private func child(of node: Int, labelled label: TokenID) -> Int? {
    if node == 0 {
      let index = Int(label.rawValue)
      return index < rootChildren.count && rootChildren[index] >= 0 ? Int(rootChildren[index]) : nil
    }
    var low = Int(edgeStart[node])
    var high = Int(edgeStart[node + 1])
    while low < high {
      let middle = (low + high) / 2
      if edgeLabels[middle] < label { low = middle + 1 } else { high = middle }
    }
    guard low < Int(edgeStart[node + 1]), edgeLabels[low] == label else { return nil }
    return Int(edgeTargets[low])
  }

  var nodeCount: Int { edgeStart.count - 1 }

  var byteCount: Int {
    edgeStart.count * 4 + edgeLabels.count * 4 + edgeTargets.count * 4 + postingStart.count * 4
      + postings.count * MemoryLayout<LexiconPosting>.stride + rootChildren.count * 4
  }
}

extension LexiconTrie: Archivable {
  func archive(to writer: inout ArchiveWriter) {
    writer.write(edgeStart)
    writer.write(edgeLabels)
    writer.write(edgeTargets)
    writer.write(postingStart)
    writer.write(postings)
    writer.write(rootChildren)
  }

  init(from reader: inout ArchiveReader) throws(ArchiveError) {
    edgeStart = try reader.read()
    edgeLabels = try reader.read()
    edgeTargets = try reader.read()
    postingStart = try reader.read()
    postings = try reader.read()
    rootChildren = try reader.read()
  }
}
