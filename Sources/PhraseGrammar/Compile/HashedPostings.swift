import BinaryArchive

/// Tokens listed under strings, kept as the strings' 64-bit hashes: two flat arrays sorted by
/// hash, with no string and no per-key allocation, so an index of millions of keys (every
/// one-character deletion of every word) costs 12 bytes an entry and is archived as memory.
///
/// A lookup returns the tokens of every key with the same hash as the one asked for: with 64
/// bits, two of a few million keys share one about once in a million registries, and the
/// deletion index checks every candidate's distance anyway.
struct HashedPostings: Sendable {
  private var hashes: [UInt64] = []
  private var tokens: [TokenID] = []

  init() {}

  /// The postings of `lists`; each key's tokens keep their order.
  init(_ lists: [String: [TokenID]]) {
    var entries: [(hash: UInt64, order: Int, token: TokenID)] = []
    entries.reserveCapacity(lists.values.reduce(0) { $0 + $1.count })
    for (key, list) in lists {
      let hash = Self.hash(key)
      for (order, token) in list.enumerated() { entries.append((hash, order, token)) }
    }
    entries.sort { ($0.hash, $0.order, $0.token.rawValue) < ($1.hash, $1.order, $1.token.rawValue) }
    hashes = entries.map(\.hash)
    tokens = entries.map(\.token)
  }

  /// The tokens listed under `key`.
  subscript(key: String) -> ArraySlice<TokenID> {
    let hash = Self.hash(key)
    var low = 0
    var high = hashes.count
    while low < high {
      let middle = (low + high) / 2
      if hashes[middle] < hash { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < hashes.count && hashes[end] == hash { end += 1 }
    return tokens[low..<end]
  }

  var byteCount: Int { hashes.count * 12 }

  /// The vocabulary's hash of the key's UTF-8 bytes: the same in every process (unlike `Hasher`).
  static func hash(_ key: String) -> UInt64 {
    var key = key
    return key.withUTF8 { UInt64(bitPattern: Int64(ByteVocabulary.hash($0))) }
  }
}

extension HashedPostings: ArchiveDescribed {
  static var archiveBlank: Self { Self() }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&self, \.hashes, \.tokens)
  }

  var archiveInconsistency: String? { hashes.count == tokens.count ? nil : "postings with more hashes than tokens" }
}
