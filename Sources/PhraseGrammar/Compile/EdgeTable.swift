import BinaryArchive

/// A hash table of the token edges of states with many of them.
///
/// A state such as the start state, or the one after a verb every app uses
/// ("log", "add"), has thousands of token edges; a binary search over them
/// touches a cache line per probe. These states' edges are also kept here,
/// keyed by (state, token), so one probe usually finds the edge in one line.
struct EdgeTable: Sendable {
  struct Entry: Sendable, RawArchivable {
    /// `state << 32 | token`, or `UInt64.max` for an empty slot.
    var key: UInt64
    var target: UInt32
  }

  /// States with more token edges than this are hashed.
  static let fanOutThreshold = 16

  private var entries: [Entry]
  private var mask: Int

  private init(entries: [Entry], mask: Int) {
    self.entries = entries
    self.mask = mask
  }

  init(states: [Grammar.State], edges: [Grammar.Edge]) {
    var count = 0
    for state in 0..<(states.count - 1) {
      let fanOut = Int(states[state + 1].tokenEdges - states[state].tokenEdges)
      if fanOut > Self.fanOutThreshold { count += fanOut }
    }
    var capacity = 16
    while capacity < count * 2 { capacity *= 2 }
    entries = Array(repeating: Entry(key: .max, target: 0), count: count == 0 ? 0 : capacity)
    mask = capacity - 1
    guard count > 0 else { return }
    for state in 0..<(states.count - 1) {
      let range = Int(states[state].tokenEdges)..<Int(states[state + 1].tokenEdges)
      guard range.count > Self.fanOutThreshold else { continue }
      for edge in range {
        let key = UInt64(state) << 32 | UInt64(edges[edge].label)
        var slot = Self.slot(for: key, mask: mask)
        while entries[slot].key != .max { slot = (slot + 1) & mask }
        entries[slot] = Entry(key: key, target: edges[edge].target)
      }
    }
  }

  /// The target of a hashed state's edge for a token, if it has one.
  @inline(__always)
  func target(from state: Int, token: UInt32) -> Int? {
    let key = UInt64(state) << 32 | UInt64(token)
    var slot = Self.slot(for: key, mask: mask)
    while true {
      let entry = entries[slot]
      if entry.key == key { return Int(entry.target) }
      if entry.key == .max { return nil }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  private static func slot(for key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  var byteCount: Int { entries.count * MemoryLayout<Entry>.stride }
}

extension EdgeTable: ArchiveDescribed {
  static var archiveBlank: Self { Self(entries: [], mask: 0) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&self, \.entries, \.mask)
  }

  var archiveInconsistency: String? {
    entries.isEmpty || (entries.count == mask + 1 && entries.count.nonzeroBitCount == 1)
      ? nil : "an edge table whose size is not its mask's"
  }
}
