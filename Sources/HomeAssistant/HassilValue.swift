import DataFormats
import Router

/// A JSON value of a Home Assistant bundle: a slot value, a context value or metadata.
///
/// Numbers are `Double`s, so `50` and `50.0` are equal, as Python compares
/// them in hassil's own test. Objects keep their members in order.
public enum HassilValue: Hashable, Sendable {
  /// JSON's `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array, in order.
  case array([HassilValue])
  /// An object, its members in source order.
  case object([HassilMember])

  /// The member of an object with a key, if this is an object and has one.
  public subscript(key: String) -> HassilValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The text of a string value.
  public var stringValue: String? {
    if case .string(let text) = self { text } else { nil }
  }

  /// Whether this is `null`.
  public var isNull: Bool {
    if case .null = self { true } else { false }
  }

  /// The elements of an array value.
  public var arrayValue: [HassilValue]? {
    if case .array(let elements) = self { elements } else { nil }
  }

  /// Whether a value is one of the elements of this array (Python's `in` on a list).
  func contains(_ element: HassilValue) -> Bool {
    guard case .array(let elements) = self else { return false }
    return elements.contains(element)
  }

  /// Converts a parsed JSON value.
  init(_ json: JSONValue) {
    switch json {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number): self = .number(number.double)
    case .string(let text): self = .string(text)
    case .array(let elements): self = .array(elements.map { HassilValue($0.value) })
    case .object(let object): self = .object(object.members.map { HassilMember($0.key, HassilValue($0.value.value)) })
    }
  }

  /// Writes the value as JSON.
  package func write(to writer: inout JSONWriter) {
    switch self {
    case .null: writer.null()
    case .bool(let flag): writer.bool(flag)
    case .number(let number): writer.number(number)
    case .string(let text): writer.string(text)
    case .array(let elements):
      writer.beginArray()
      for element in elements { element.write(to: &writer) }
      writer.endArray()
    case .object(let members):
      writer.beginObject()
      for member in members {
        writer.key(member.key)
        member.value.write(to: &writer)
      }
      writer.endObject()
    }
  }

  /// The value as compact JSON text.
  public var json: String { jsonText }
}

/// One key and value of a JSON object, in source order.
public struct HassilMember: Hashable, Sendable {
  /// The member's key.
  public var key: String
  /// The member's value.
  public var value: HassilValue

  /// Creates a member from its key and value.
  public init(_ key: String, _ value: HassilValue) {
    self.key = key
    self.value = value
  }
}

extension [HassilMember] {
  /// The value of the last member with a key (as a Python dict built from these members keeps it).
  func value(for key: String) -> HassilValue? {
    last { $0.key == key }?.value
  }

  /// Sets a key's value, keeping the key's place when it is already present (a Python dict update).
  mutating func set(_ key: String, _ value: HassilValue) {
    if let index = firstIndex(where: { $0.key == key }) {
      self[index].value = value
    } else {
      append(HassilMember(key, value))
    }
  }
}

extension HassilValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
  /// A string value, written as a string literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A number value, written as an integer literal.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// A number value, written as a floating-point literal.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// A boolean value, written as `true` or `false`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array value, written as an array literal.
  public init(arrayLiteral elements: HassilValue...) { self = .array(elements) }
  /// The null value, written as `nil`.
  public init(nilLiteral: ()) { self = .null }
}

extension HassilValue: JSONWritable {}
