/// The places of a walk known to lead to no match: a set of integer keys, cleared in O(1).
///
/// An open-addressed table with a multiplicative hash, as ``EdgeTable``: the walk asks it at
/// nearly every state with value edges, where a `Set<Int>`'s seeded hashing was a visible part
/// of the cost. A slot holds a key when its stamp is the table's current one, so emptying the
/// table for the next utterance only moves the stamp on. Each key may carry a value
/// (``value(of:)``, ``set(_:to:)``): approximate matching keeps the cheapest cost a place was
/// walked from.
struct DeadEnds: Sendable {
  private var keys: [Int] = []
  private var values: [Int32] = []
  private var stamps: [UInt32] = []
  private var stamp: UInt32 = 1
  private var count = 0
  private var mask = -1

  /// Whether a key was inserted since the table was last emptied.
  @inline(__always)
  func contains(_ key: Int) -> Bool {
    guard count > 0 else { return false }
    var slot = Self.slot(for: key, mask: mask)
    while stamps[slot] == stamp {
      if keys[slot] == key { return true }
      slot = (slot + 1) & mask
    }
    return false
  }

  /// Inserts a key.
  @inline(__always)
  mutating func insert(_ key: Int) { set(key, to: 0) }

  /// The value a key carries, or nil when it was not inserted since the table was emptied.
  @inline(__always)
  func value(of key: Int) -> Int32? {
    guard count > 0 else { return nil }
    var slot = Self.slot(for: key, mask: mask)
    while stamps[slot] == stamp {
      if keys[slot] == key { return values[slot] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Inserts a key with a value, or gives an inserted key a new value.
  @inline(__always)
  mutating func set(_ key: Int, to value: Int32) {
    if (count + 1) * 2 > keys.count { grow() }
    var slot = Self.slot(for: key, mask: mask)
    while stamps[slot] == stamp {
      if keys[slot] == key {
        values[slot] = value
        return
      }
      slot = (slot + 1) & mask
    }
    keys[slot] = key
    values[slot] = value
    stamps[slot] = stamp
    count += 1
  }

  /// Empties the table, keeping its memory.
  mutating func removeAll() {
    guard count > 0 else { return }
    count = 0
    if stamp == .max {
      stamp = 1
      for index in stamps.indices { stamps[index] = 0 }
    } else {
      stamp += 1
    }
  }

  private mutating func grow() {
    let old = keys.indices.filter { stamps[$0] == stamp }.map { (keys[$0], values[$0]) }
    let capacity = max(64, keys.count * 2)
    keys = Array(repeating: 0, count: capacity)
    values = Array(repeating: 0, count: capacity)
    stamps = Array(repeating: 0, count: capacity)
    stamp = 1
    mask = capacity - 1
    count = 0
    for (key, value) in old { set(key, to: value) }
  }

  @inline(__always)
  private static func slot(for key: Int, mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
