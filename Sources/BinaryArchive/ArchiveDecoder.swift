/// Reads values back from the bytes ``ArchiveEncoder`` wrote for them.
///
/// Every read is checked against the end of the bytes and every count against what is left, so
/// a truncated or damaged archive is an ``ArchiveError``, never a crash or a runaway allocation.
public struct ArchiveDecoder {
  public init() {}

  /// The value of type `Value` the bytes hold; they must hold nothing else.
  public func decode<Value: Decodable>(_ type: Value.Type, from bytes: UnsafeRawBufferPointer) throws -> Value {
    let reader = ArchiveReader(bytes: bytes)
    let value = try reader.read(Value.self)
    guard reader.remaining == 0 else { throw ArchiveError.trailingBytes(offset: reader.offset) }
    return value
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
  /// A value encoded nil outside an optional (an archive has no place for it).
  case nilOutsideOptional

  public var description: String {
    switch self {
    case .truncated(let offset): "the archive ends early (at byte \(offset))"
    case .trailingBytes(let offset): "unexpected bytes after the archive's end (at byte \(offset))"
    case .invalid(let offset, let what): "\(what) at byte \(offset)"
    case .nilOutsideOptional: "a nil outside an optional cannot be archived"
    }
  }
}

/// The bytes being read, where reading is, and the decoder protocol's entry points.
final class ArchiveReader: Decoder {
  let bytes: UnsafeRawBufferPointer
  private(set) var offset = 0
  private var kinds: [ObjectIdentifier: ArchivedKind] = [:]

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  var remaining: Int { bytes.count - offset }

  func read<Value: Decodable>(_ type: Value.Type) throws -> Value {
    let kind: ArchivedKind
    if let known = kinds[ObjectIdentifier(type)] {
      kind = known
    } else {
      kind = ArchivedKind(type)
      kinds[ObjectIdentifier(type)] = kind
    }
    switch kind {
    case .string: return try readString() as! Value
    case .rawArray(let raw): return try raw.readRaw(from: self) as! Value
    case .optional(let optional): return try optional.readOptional(from: self) as! Value
    case .dictionary(let dictionary): return try dictionary.readPairs(from: self) as! Value
    case .coded: return try Value(from: self)
    }
  }

  /// The next `count` bytes.
  func take(_ count: Int) throws -> UnsafeRawBufferPointer {
    guard count >= 0, count <= remaining else { throw ArchiveError.truncated(offset: offset) }
    let taken = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    offset += count
    return taken
  }

  func readScalar<Scalar: BitwiseCopyable>(_ type: Scalar.Type) throws -> Scalar {
    try take(MemoryLayout<Scalar>.size).loadUnaligned(as: Scalar.self)
  }

  /// A count of elements or bytes, no more than the bytes left (each takes at least one byte,
  /// but for empty structs, which an archive has few of).
  func readCount() throws -> Int {
    let count = Int(try readScalar(UInt32.self))
    guard count <= remaining else { throw ArchiveError.truncated(offset: offset) }
    return count
  }

  func readFlag() throws -> Bool {
    switch try readScalar(UInt8.self) {
    case 0: return false
    case 1: return true
    default: throw ArchiveError.invalid(offset: offset - 1, what: "a flag neither 0 nor 1")
    }
  }

  func readString() throws -> String {
    let utf8 = try take(try readCount())
    guard let string = String(validating: utf8.bindMemory(to: UInt8.self), as: UTF8.self) else {
      throw ArchiveError.invalid(offset: offset - utf8.count, what: "a string that is not UTF-8")
    }
    return string
  }

  func readPrimitive(_ type: Bool.Type) throws -> Bool { try readFlag() }
  func readPrimitive(_ type: String.Type) throws -> String { try readString() }
  func readPrimitive(_ type: Int.Type) throws -> Int { Int(try readScalar(Int64.self)) }
  func readPrimitive(_ type: UInt.Type) throws -> UInt { UInt(try readScalar(UInt64.self)) }
  func readPrimitive<Scalar: FixedWidthInteger & BitwiseCopyable>(_ type: Scalar.Type) throws -> Scalar {
    try readScalar(type)
  }
  func readPrimitive<Scalar: BinaryFloatingPoint & BitwiseCopyable>(_ type: Scalar.Type) throws -> Scalar {
    try readScalar(type)
  }

  func readIfPresent<Value: Decodable>(_ type: Value.Type) throws -> Value? {
    try readFlag() ? try read(type) : nil
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(KeyedReading<Key>(reader: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try UnkeyedReading(reader: self)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueReading(reader: self)
  }
}

/// A struct's fields, read in order whatever key is asked for. An enum's case is its only key,
/// read when `allKeys` is asked for.
struct KeyedReading<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let reader: ArchiveReader
  var codingPath: [any CodingKey] { [] }

  var allKeys: [Key] {
    // Synthesized enum decoding asks once, before reading the case's values.
    guard let name = try? reader.readString(), let key = Key(stringValue: name) else { return [] }
    return [key]
  }

  func contains(_ key: Key) -> Bool { true }
  func decodeNil(forKey key: Key) throws -> Bool { false }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader.readPrimitive(type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader.readPrimitive(type) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reader.readPrimitive(type) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try reader.readPrimitive(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader.readPrimitive(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reader.readPrimitive(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reader.readPrimitive(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reader.readPrimitive(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reader.readPrimitive(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reader.readPrimitive(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reader.readPrimitive(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try reader.readPrimitive(type) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try reader.readPrimitive(type) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try reader.readPrimitive(type) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try reader.read(type) }
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try reader.readIfPresent(type) }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try reader.readIfPresent(type) }
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try reader.readIfPresent(type) }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(KeyedReading<NestedKey>(reader: reader))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try UnkeyedReading(reader: reader)
  }

  func superDecoder() throws -> any Decoder { reader }
  func superDecoder(forKey key: Key) throws -> any Decoder { reader }
}

/// A sequence: its count, then its elements.
struct UnkeyedReading: UnkeyedDecodingContainer {
  let reader: ArchiveReader
  let elementCount: Int
  private(set) var currentIndex = 0
  var codingPath: [any CodingKey] { [] }

  init(reader: ArchiveReader) throws {
    self.reader = reader
    elementCount = try reader.readCount()
  }

  var count: Int? { elementCount }
  var isAtEnd: Bool { currentIndex >= elementCount }

  private mutating func next() throws {
    guard !isAtEnd else { throw ArchiveError.invalid(offset: reader.offset, what: "a sequence read past its end") }
    currentIndex += 1
  }

  /// An archive has no nil outside an optional, which is read as a whole.
  mutating func decodeNil() throws -> Bool { false }
  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: String.Type) throws -> String {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: Float.Type) throws -> Float {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: Int.Type) throws -> Int {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try next()
    return try reader.readPrimitive(type)
  }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next()
    return try reader.read(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try next()
    return KeyedDecodingContainer(KeyedReading<NestedKey>(reader: reader))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next()
    return try UnkeyedReading(reader: reader)
  }

  mutating func superDecoder() throws -> any Decoder { reader }
}

/// One value, as the reader reads it.
struct SingleValueReading: SingleValueDecodingContainer {
  let reader: ArchiveReader
  var codingPath: [any CodingKey] { [] }

  func decodeNil() -> Bool { false }
  func decode(_ type: Bool.Type) throws -> Bool { try reader.readPrimitive(type) }
  func decode(_ type: String.Type) throws -> String { try reader.readPrimitive(type) }
  func decode(_ type: Double.Type) throws -> Double { try reader.readPrimitive(type) }
  func decode(_ type: Float.Type) throws -> Float { try reader.readPrimitive(type) }
  func decode(_ type: Int.Type) throws -> Int { try reader.readPrimitive(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try reader.readPrimitive(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try reader.readPrimitive(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try reader.readPrimitive(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try reader.readPrimitive(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try reader.readPrimitive(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.readPrimitive(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.readPrimitive(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.readPrimitive(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.readPrimitive(type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.read(type) }
}
