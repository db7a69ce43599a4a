/// Reads values from the bytes of an archive.
///
/// Every read is checked against the end of the bytes and every count against what is left, so
/// a truncated or damaged archive is an ``ArchiveError``, never a crash or a runaway allocation.
public struct ArchiveReader {
  @usableFromInline let bytes: UnsafeRawBufferPointer
  @usableFromInline var position = 0
  /// Where the next read starts.
  public var offset: Int { position }

  public init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// The value of type `Value` the bytes hold; they must hold nothing else.
  public static func value<Value: Archivable>(
    _ type: Value.Type, from bytes: UnsafeRawBufferPointer
  ) throws(ArchiveError) -> Value {
    var reader = ArchiveReader(bytes: bytes)
    let value = try Value(from: &reader)
    guard reader.remaining == 0 else { throw ArchiveError.trailingBytes(offset: reader.offset) }
    return value
  }

  /// The bytes not read yet.
  @inlinable
  public var remaining: Int { bytes.count - offset }

  /// Reads a value.
  @inlinable
  public mutating func read<Value: Archivable>(_ type: Value.Type = Value.self) throws(ArchiveError) -> Value {
    try Value(from: &self)
  }

  /// The next `count` bytes.
  @inlinable
  public mutating func take(_ count: Int) throws(ArchiveError) -> UnsafeRawBufferPointer {
    guard count >= 0, count <= remaining else { throw ArchiveError.truncated(offset: offset) }
    let taken = UnsafeRawBufferPointer(rebasing: bytes[position..<position + count])
    position += count
    return taken
  }

  /// A value's memory.
  @inlinable
  public mutating func readMemory<Scalar: BitwiseCopyable>(_ type: Scalar.Type) throws(ArchiveError) -> Scalar {
    try take(MemoryLayout<Scalar>.size).loadUnaligned(as: Scalar.self)
  }

  /// A count of elements or bytes: no more than the bytes left, since every element takes one.
  @inlinable
  public mutating func readCount() throws(ArchiveError) -> Int {
    let count = Int(try readMemory(UInt32.self))
    guard count <= remaining else { throw ArchiveError.truncated(offset: offset) }
    return count
  }

  /// A case tag of an enum: one byte, less than `count`.
  public mutating func readTag(of count: Int, _ type: String) throws(ArchiveError) -> UInt8 {
    let tag = try readMemory(UInt8.self)
    guard Int(tag) < count else { throw invalid("an unknown case \(tag) of \(type)") }
    return tag
  }

  /// The error for a value no type of the archive's can hold, at the last byte read.
  public func invalid(_ what: String) -> ArchiveError {
    .invalid(offset: max(0, offset - 1), what: what)
  }
}

/// Why an archive could not be read.
public enum ArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes end before the value does.
  case truncated(offset: Int)
  /// Bytes are left after the value.
  case trailingBytes(offset: Int)
  /// A value no type of the archive's can hold (an unknown case, a bad flag, bad UTF-8).
  case invalid(offset: Int, what: String)

  public var description: String {
    switch self {
    case .truncated(let offset): "the archive ends early (at byte \(offset))"
    case .trailingBytes(let offset): "unexpected bytes after the archive's end (at byte \(offset))"
    case .invalid(let offset, let what): "\(what) at byte \(offset)"
    }
  }
}
