/// Reads values from the bytes of an archive.
///
/// Every read is checked against the end of the bytes and every count against what is left, so
/// a truncated or damaged archive is an ``ArchiveError``, never a crash or a runaway allocation.
public struct ArchiveReader {
  @usableFromInline let bytes: UnsafeRawBufferPointer
  @usableFromInline var position = 0
  /// Where the next read starts.
  public var offset: Int { position }

  /// A reader at the start of `bytes`.
  /// Where ``releasing(every:_:)`` next hands back the bytes read.
  @usableFromInline var releaseMark = Int.max
  @usableFromInline var releaseStride = Int.max
  @usableFromInline var released = 0
  @usableFromInline var release: ((UnsafeRawBufferPointer) -> Void)?

  /// A reader at the start of `bytes`.
  public init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// Hands the bytes read so far to `release` every `stride` bytes read, and the rest at the end
  /// of ``value(_:from:releasing:)``, so that a mapped file's pages can be given back as they are read.
  public mutating func releasing(every stride: Int, _ release: @escaping (UnsafeRawBufferPointer) -> Void) {
    releaseStride = max(stride, 1)
    releaseMark = position + releaseStride
    self.release = release
  }

  @usableFromInline mutating func releaseRead() {
    release?(UnsafeRawBufferPointer(rebasing: bytes[released..<position]))
    released = position
    releaseMark = position + releaseStride
  }

  /// The value of type `Value` the bytes hold; they must hold nothing else.
  public static func value<Value: Archivable>(
    _ type: Value.Type, from bytes: UnsafeRawBufferPointer,
    releasing release: ((UnsafeRawBufferPointer) -> Void)? = nil
  ) throws(ArchiveError) -> Value {
    var reader = ArchiveReader(bytes: bytes)
    if let release { reader.releasing(every: 8 << 20, release) }
    let value = try Value(from: &reader)
    if reader.release != nil { reader.releaseRead() }
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
    if position >= releaseMark { releaseRead() }
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

  /// The problem, in words.
  public var description: String {
    switch self {
    case .truncated(let offset): "the archive ends early (at byte \(offset))"
    case .trailingBytes(let offset): "unexpected bytes after the archive's end (at byte \(offset))"
    case .invalid(let offset, let what): "\(what) at byte \(offset)"
    }
  }
}
