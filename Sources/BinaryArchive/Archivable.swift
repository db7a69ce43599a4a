/// A value written to an archive and read back by the same type.
///
/// An archive is positional: a value's parts follow one another with no names or tags, in the
/// order its ``archive(to:)`` writes them and its ``init(from:)`` reads them, so only the same
/// types read it back (the file around it carries a version and a layout fingerprint). Integers
/// and floating-point numbers are written in the machine's byte order, a `Bool` as a byte, a
/// string as its length and UTF-8 bytes, an optional as a presence byte and its value, an array
/// as its count and its elements, and an array of ``RawArchivable`` elements as its count and
/// its memory in one copy.
public protocol Archivable {
  /// Writes the value.
  func archive(to writer: inout ArchiveWriter)
  /// Reads a value written by ``archive(to:)``.
  init(from reader: inout ArchiveReader) throws(ArchiveError)
  /// Whether an array of the type is written as its memory.
  static var isRaw: Bool { get }
}

extension Archivable {
  /// Not written as memory: element by element.
  @inlinable
  public static var isRaw: Bool { false }
}

/// A value whose memory is its archive: an integer, or a plain struct of integers with no
/// references.
///
/// An array of them is written as one copy of its memory and read back the same way. A type
/// conforms only if every bit pattern read back is one it may hold (no pointers, no references,
/// no enums with a payload); the records' sizes and alignments belong in the archive's layout
/// fingerprint.
public protocol RawArchivable: Archivable, BitwiseCopyable {}

extension RawArchivable {
  /// Written as memory.
  @inlinable
  public static var isRaw: Bool { true }

  /// Writes the value (see `Archivable`).
  @inlinable
  public func archive(to writer: inout ArchiveWriter) {
    writer.writeMemory(of: self)
  }

  /// Reads a value its `archive(to:)` wrote.
  @inlinable
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    self = try reader.readMemory(Self.self)
  }
}

extension UInt8: RawArchivable {}
extension UInt16: RawArchivable {}
extension UInt32: RawArchivable {}
extension UInt64: RawArchivable {}
extension Int8: RawArchivable {}
extension Int16: RawArchivable {}
extension Int32: RawArchivable {}
extension Int64: RawArchivable {}
extension Int: RawArchivable {}
extension Double: RawArchivable {}

extension Bool: Archivable {
  /// Writes the value (see `Archivable`).
  @inlinable
  public func archive(to writer: inout ArchiveWriter) {
    writer.writeMemory(of: self ? UInt8(1) : 0)
  }

  /// Reads a value its `archive(to:)` wrote.
  @inlinable
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    switch try reader.readMemory(UInt8.self) {
    case 0: self = false
    case 1: self = true
    default: throw reader.invalid("a flag neither 0 nor 1")
    }
  }
}

extension String: Archivable {
  /// Writes the value (see `Archivable`).
  @inlinable
  public func archive(to writer: inout ArchiveWriter) {
    var string = self
    string.withUTF8 { utf8 in
      writer.writeCount(utf8.count)
      writer.writeBytes(UnsafeRawBufferPointer(utf8))
    }
  }

  /// Reads a value its `archive(to:)` wrote.
  @inlinable
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    let count = try reader.readCount()
    let utf8 = try reader.take(count)
    // Repaired, not rejected: the archive's checksum has vouched for its bytes.
    self = String(decoding: utf8.bindMemory(to: UInt8.self), as: UTF8.self)
  }
}

extension Optional: Archivable where Wrapped: Archivable {
  /// Writes the value (see `Archivable`).
  @inlinable
  public func archive(to writer: inout ArchiveWriter) {
    if let value = self {
      true.archive(to: &writer)
      value.archive(to: &writer)
    } else {
      false.archive(to: &writer)
    }
  }

  /// Reads a value its `archive(to:)` wrote.
  @inlinable
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    self = try Bool(from: &reader) ? try Wrapped(from: &reader) : nil
  }
}

extension Array: Archivable where Element: Archivable {
  /// Writes the value (see `Archivable`).
  @inlinable
  public func archive(to writer: inout ArchiveWriter) {
    writer.writeCount(count)
    if Element.isRaw {
      withUnsafeBytes { writer.writeBytes($0) }
    } else {
      for element in self { element.archive(to: &writer) }
    }
  }

  /// Reads a value its `archive(to:)` wrote.
  @inlinable
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    let count = try reader.readCount()
    if Element.isRaw {
      let byteCount = count.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
      guard !byteCount.overflow else { throw ArchiveError.truncated(offset: reader.offset) }
      let source = try reader.take(byteCount.partialValue)
      // Only ``RawArchivable`` elements are raw: their memory is their value.
      self = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
        UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
        initialized = count
      }
    } else {
      var elements: [Element] = []
      elements.reserveCapacity(count)
      for _ in 0..<count { elements.append(try Element(from: &reader)) }
      self = elements
    }
  }
}

extension Dictionary: Archivable where Key: Archivable, Value: Archivable {
  /// Written as its count and its pairs, in the dictionary's order.
  @inlinable
  public func archive(to writer: inout ArchiveWriter) {
    writer.writeCount(count)
    for (key, value) in self {
      key.archive(to: &writer)
      value.archive(to: &writer)
    }
  }

  /// Reads a value its `archive(to:)` wrote.
  @inlinable
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    let count = try reader.readCount()
    self.init(minimumCapacity: count)
    for _ in 0..<count {
      let key = try Key(from: &reader)
      self[key] = try Value(from: &reader)
    }
  }
}

extension Set: Archivable where Element: Archivable {
  /// Writes the value (see `Archivable`).
  @inlinable
  public func archive(to writer: inout ArchiveWriter) {
    Array(self).archive(to: &writer)
  }

  /// Reads a value its `archive(to:)` wrote.
  @inlinable
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    self.init(try [Element](from: &reader))
  }
}
