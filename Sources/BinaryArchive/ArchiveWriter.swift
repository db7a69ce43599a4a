/// The bytes of an archive being written.
public struct ArchiveWriter {
  @usableFromInline var written: [UInt8] = []
  /// What has been written.
  public var bytes: [UInt8] { written }

  /// An empty writer.
  public init() {}

  /// The bytes of one value.
  public static func bytes<Value: Archivable>(of value: Value) -> [UInt8] {
    var writer = ArchiveWriter()
    value.archive(to: &writer)
    return writer.bytes
  }

  /// Writes a value.
  @inlinable
  public mutating func write<Value: Archivable>(_ value: Value) {
    value.archive(to: &self)
  }

  /// Writes a count of elements or bytes.
  @inlinable
  public mutating func writeCount(_ count: Int) {
    writeMemory(of: UInt32(truncatingIfNeeded: count))
  }

  /// Writes a value's memory.
  @inlinable
  public mutating func writeMemory<Scalar: BitwiseCopyable>(of value: Scalar) {
    withUnsafeBytes(of: value) { written.append(contentsOf: $0) }
  }

  /// Writes bytes as they are.
  @inlinable
  public mutating func writeBytes(_ source: UnsafeRawBufferPointer) {
    written.append(contentsOf: source)
  }
}
