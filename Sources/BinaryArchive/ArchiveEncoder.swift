/// Writes `Encodable` values as a compact binary stream that ``ArchiveDecoder`` reads back.
///
/// The stream is positional: a struct's fields follow one another with no names, in the order
/// the type encodes them, so it is read back only by the same types (the file around it carries a
/// layout fingerprint, see ``ArchiveLayout``). Integers and floating-point numbers are written in
/// the machine's byte order, strings as a length and UTF-8 bytes, optionals as a presence byte,
/// an array as its count and its elements, and an array of ``RawArchivable`` elements as its count
/// and its memory in one copy. An enum's case is written by name (its coding key), a dictionary
/// as its count and key-value pairs.
public struct ArchiveEncoder {
  public init() {}

  /// The bytes of `value`.
  public func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    let writer = ArchiveWriter()
    try writer.write(value)
    return writer.bytes
  }
}

/// Values whose memory is their archive: plain structs of integers, with no references.
///
/// An array of them is archived as one copy of its memory and read back the same way. A type
/// conforms only if every bit pattern it holds is meaningful on reading (no pointers, no
/// references, no enums with a payload).
public protocol RawArchivable: BitwiseCopyable, Codable {}

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
extension Float: RawArchivable {}

/// An array written as one copy of its elements' memory.
protocol RawArray {
  func writeRaw(to writer: ArchiveWriter)
  static func readRaw(from reader: ArchiveReader) throws -> Self
}

extension Array: RawArray where Element: RawArchivable {
  func writeRaw(to writer: ArchiveWriter) {
    writer.writeCount(count)
    withUnsafeBytes { writer.bytes.append(contentsOf: $0) }
  }

  static func readRaw(from reader: ArchiveReader) throws -> [Element] {
    let count = try reader.readCount()
    let byteCount = count.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
    guard !byteCount.overflow else { throw ArchiveError.truncated(offset: reader.offset) }
    let source = try reader.take(byteCount.partialValue)
    return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
      initialized = count
    }
  }
}

/// An optional written as a presence byte and its value.
protocol ArchivedOptional {
  func writeOptional(to writer: ArchiveWriter) throws
  static func readOptional(from reader: ArchiveReader) throws -> Self
}

extension Optional: ArchivedOptional where Wrapped: Codable {
  func writeOptional(to writer: ArchiveWriter) throws {
    try writer.writeIfPresent(self)
  }

  static func readOptional(from reader: ArchiveReader) throws -> Wrapped? {
    try reader.readFlag() ? try reader.read(Wrapped.self) : nil
  }
}

/// A dictionary written as its count and key-value pairs (whatever its key type).
protocol ArchivedDictionary {
  func writePairs(to writer: ArchiveWriter) throws
  static func readPairs(from reader: ArchiveReader) throws -> Self
}

extension Dictionary: ArchivedDictionary where Key: Codable, Value: Codable {
  func writePairs(to writer: ArchiveWriter) throws {
    writer.writeCount(count)
    for (key, value) in self {
      try writer.write(key)
      try writer.write(value)
    }
  }

  static func readPairs(from reader: ArchiveReader) throws -> [Key: Value] {
    let count = try reader.readCount()
    var dictionary: [Key: Value] = [:]
    dictionary.reserveCapacity(Swift.min(count, reader.remaining))
    for _ in 0..<count {
      let key = try reader.read(Key.self)
      dictionary[key] = try reader.read(Value.self)
    }
    return dictionary
  }
}

/// How a type is written: looked up once per type.
enum ArchivedKind {
  case rawArray(any RawArray.Type)
  case optional(any ArchivedOptional.Type)
  case dictionary(any ArchivedDictionary.Type)
  case string
  case coded

  init(_ type: Any.Type) {
    if type == String.self {
      self = .string
    } else if let raw = type as? any RawArray.Type {
      self = .rawArray(raw)
    } else if let optional = type as? any ArchivedOptional.Type {
      self = .optional(optional)
    } else if let dictionary = type as? any ArchivedDictionary.Type {
      self = .dictionary(dictionary)
    } else {
      self = .coded
    }
  }
}

/// The bytes written so far, and the encoder protocol's entry points.
final class ArchiveWriter: Encoder {
  var bytes: [UInt8] = []
  private var kinds: [ObjectIdentifier: ArchivedKind] = [:]

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func kind(of type: Any.Type) -> ArchivedKind {
    if let kind = kinds[ObjectIdentifier(type)] { return kind }
    let kind = ArchivedKind(type)
    kinds[ObjectIdentifier(type)] = kind
    return kind
  }

  func write<Value: Encodable>(_ value: Value) throws {
    switch kind(of: Value.self) {
    case .string: writeString(value as! String)
    case .rawArray: (value as! any RawArray).writeRaw(to: self)
    case .optional: try (value as! any ArchivedOptional).writeOptional(to: self)
    case .dictionary: try (value as! any ArchivedDictionary).writePairs(to: self)
    case .coded: try value.encode(to: self)
    }
  }

  func writeIfPresent<Value: Encodable>(_ value: Value?) throws {
    if let value {
      bytes.append(1)
      try write(value)
    } else {
      bytes.append(0)
    }
  }

  func writeScalar<Scalar: BitwiseCopyable>(_ value: Scalar) {
    withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
  }

  func writePrimitive(_ value: Bool) { bytes.append(value ? 1 : 0) }
  func writePrimitive(_ value: String) { writeString(value) }
  func writePrimitive(_ value: Int) { writeScalar(Int64(value)) }
  func writePrimitive(_ value: UInt) { writeScalar(UInt64(value)) }
  func writePrimitive<Scalar: FixedWidthInteger & BitwiseCopyable>(_ value: Scalar) { writeScalar(value) }
  func writePrimitive<Scalar: BinaryFloatingPoint & BitwiseCopyable>(_ value: Scalar) { writeScalar(value) }

  func writeCount(_ count: Int) {
    writeScalar(UInt32(truncatingIfNeeded: count))
  }

  func writeString(_ string: String) {
    var string = string
    string.withUTF8 { utf8 in
      writeCount(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(KeyedWriting<Key>(writer: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedWriting(writer: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueWriting(writer: self)
  }
}

/// A struct's fields, in order, without their names; a nested keyed container (an enum's case)
/// is preceded by its key.
struct KeyedWriting<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let writer: ArchiveWriter
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws { throw ArchiveError.nilOutsideOptional }
  mutating func encode(_ value: Bool, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: String, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Double, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Float, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Int, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { writer.writePrimitive(value) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try writer.write(value) }

  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try writer.writeIfPresent(value) }
  mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try writer.writeIfPresent(value) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    writer.writeString(key.stringValue)
    return KeyedEncodingContainer(KeyedWriting<NestedKey>(writer: writer))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    UnkeyedWriting(writer: writer)
  }

  mutating func superEncoder() -> any Encoder { writer }
  mutating func superEncoder(forKey key: Key) -> any Encoder { writer }
}

/// A sequence: its count (patched as elements are added), then its elements.
struct UnkeyedWriting: UnkeyedEncodingContainer {
  let writer: ArchiveWriter
  let countOffset: Int
  private(set) var count = 0
  var codingPath: [any CodingKey] { [] }

  init(writer: ArchiveWriter) {
    self.writer = writer
    countOffset = writer.bytes.count
    writer.writeCount(0)
  }

  private mutating func added() {
    count += 1
    withUnsafeBytes(of: UInt32(truncatingIfNeeded: count)) { counted in
      for index in 0..<4 { writer.bytes[countOffset + index] = counted[index] }
    }
  }

  mutating func encodeNil() throws { throw ArchiveError.nilOutsideOptional }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try writer.write(value)
    added()
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    added()
    return KeyedEncodingContainer(KeyedWriting<NestedKey>(writer: writer))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    added()
    return UnkeyedWriting(writer: writer)
  }

  mutating func superEncoder() -> any Encoder { writer }
}

/// One value, as the writer writes it.
struct SingleValueWriting: SingleValueEncodingContainer {
  let writer: ArchiveWriter
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws { throw ArchiveError.nilOutsideOptional }
  mutating func encode(_ value: Bool) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: String) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Double) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Float) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Int) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Int8) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Int16) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Int32) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: Int64) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: UInt) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: UInt8) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: UInt16) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: UInt32) throws { writer.writePrimitive(value) }
  mutating func encode(_ value: UInt64) throws { writer.writePrimitive(value) }
  mutating func encode<T: Encodable>(_ value: T) throws { try writer.write(value) }
}
