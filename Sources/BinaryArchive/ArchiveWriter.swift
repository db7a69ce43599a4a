/// The bytes of an archive being written.
public struct ArchiveWriter {
  /// What has been written.
  public private(set) var bytes: [UInt8] = []

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
  public mutating func writeCount(_ count: Int) {
    writeMemory(of: UInt32(truncatingIfNeeded: count))
  }

  /// Writes a value's memory.
  public mutating func writeMemory<Scalar: BitwiseCopyable>(of value: Scalar) {
    withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
  }

  /// Writes bytes as they are.
  public mutating func writeBytes(_ source: UnsafeRawBufferPointer) {
    bytes.append(contentsOf: source)
  }
}
