import BinaryArchive

/// An interned token: an index into the grammar's vocabulary.
public struct TokenID: Hashable, Sendable, Comparable, RawArchivable {
  /// The index in the vocabulary.
  public var rawValue: UInt32

  /// The token with this index.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A token that is not in the vocabulary; it matches no literal.
  public static let unknown = TokenID(rawValue: .max)

  /// Vocabulary order.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The vocabulary of a grammar: every token text a template or lexicon uses.
///
/// Built while compiling, then frozen into the grammar; utterance tokens are
/// looked up once, after which matching compares integers only.
public struct TokenTable: Sendable {
  private var ids: [String: TokenID] = [:]
  private(set) var texts: [String] = []
  /// Whether the index of ids by text is dropped (``textsOnly``).
  private var isTextsOnly = false

  /// An empty vocabulary.
  public init() {}

  /// The number of distinct tokens.
  public var count: Int { texts.count }

  /// The table without its index of ids by text, which a compiled grammar does not need (it looks
  /// words up in its byte vocabulary): it answers ``text(of:)`` only.
  package var textsOnly: TokenTable {
    var table = TokenTable()
    table.texts = texts
    table.isTextsOnly = true
    return table
  }

  /// The id of a token text, adding it when new.
  public mutating func intern(_ text: String) -> TokenID {
    precondition(!isTextsOnly, "interning in a table of texts only")
    if let id = ids[text] { return id }
    let id = TokenID(rawValue: UInt32(texts.count))
    ids[text] = id
    texts.append(text)
    return id
  }

  /// The id of a token text, or ``TokenID/unknown``.
  ///
  /// - Complexity: O(*n*) in the length of the text (one hash).
  public func id(of text: String) -> TokenID {
    precondition(!isTextsOnly, "looking up an id in a table of texts only")
    return ids[text] ?? .unknown
  }

  /// The text of a token.
  public func text(of id: TokenID) -> String {
    id == .unknown ? "" : texts[Int(id.rawValue)]
  }
}

/// The vocabulary as one byte buffer and an open-addressing hash table, for
/// interning utterance tokens without building a `String` per token.
///
/// ```
/// bytes:   l o g w a t e r i n …      offsets: 0 3 8 10 …
/// slots:   [0, 2, 0, 0, 1, 3, 0, …]   (token id + 1; 0 is empty)
/// ```
struct ByteVocabulary: Sendable {
  private var bytes: [UInt8] = []
  private var offsets: [UInt32] = [0]
  private var slots: [UInt32] = []
  private var mask = 0

  init(_ texts: [String]) {
    var capacity = 16
    while capacity < texts.count * 2 { capacity *= 2 }
    slots = Array(repeating: 0, count: capacity)
    mask = capacity - 1
    for (id, text) in texts.enumerated() {
      bytes += text.utf8
      offsets.append(UInt32(bytes.count))
      var slot = Array(text.utf8).withUnsafeBufferPointer { Self.hash($0) } & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = UInt32(id + 1)
    }
  }

  /// The id of the token spelled by `token`, or ``TokenID/unknown``.
  ///
  /// - Complexity: O(*k*) in the token's length, expected.
  func id(of token: UnsafeBufferPointer<UInt8>) -> TokenID {
    var slot = Self.hash(token) & mask
    // The table is probed through buffer pointers: every index is in bounds by construction
    // (slots by the mask, offsets by the ids the slots hold, bytes by the offsets).
    return slots.withUnsafeBufferPointer { slots in
      offsets.withUnsafeBufferPointer { offsets in
        bytes.withUnsafeBufferPointer { bytes in
          while true {
            let entry = slots[slot]
            if entry == 0 { return .unknown }
            let id = Int(entry &- 1)
            let start = Int(offsets[id])
            if Int(offsets[id &+ 1]) &- start == token.count {
              var offset = 0
              while offset < token.count && bytes[start &+ offset] == token[offset] { offset &+= 1 }
              if offset == token.count { return TokenID(rawValue: UInt32(id)) }
            }
            slot = (slot &+ 1) & mask
          }
        }
      }
    }
  }

  /// FNV-1a over the bytes.
  @inline(__always)
  static func hash(_ token: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in token {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }

  var byteCount: Int { bytes.count + offsets.count * 4 + slots.count * 4 }
}

/// A token table is archived as its texts; read back, it is a table of texts only
/// (see ``TokenTable/textsOnly``).
extension TokenTable: Archivable {
  /// Writes the value (see `Archivable`).
  public func archive(to writer: inout ArchiveWriter) {
    writer.write(texts)
  }

  /// Reads a value its `archive(to:)` wrote.
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    texts = try reader.read()
    isTextsOnly = true
  }
}

extension ByteVocabulary: ArchiveDescribed {
  static var archiveBlank: Self { Self([]) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&self, \.bytes, \.offsets, \.slots, \.mask)
  }

  /// Lookups probe the slots and offsets unchecked: they must be what building makes.
  var archiveInconsistency: String? {
    slots.count == mask + 1 && slots.count.nonzeroBitCount == 1 && slots.contains(0)
      && slots.allSatisfy({ Int($0) < offsets.count }) && offsets.first == 0
      && Int(offsets[offsets.count - 1]) == bytes.count && zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 })
      ? nil : "a vocabulary whose tables do not agree"
  }
}
