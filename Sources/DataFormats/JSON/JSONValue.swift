import PhraseGrammar
/// A position in a JSON source: a UTF-8 byte offset plus a 1-based line and column.
///
/// - `offset` counts UTF-8 bytes from the start of the source (a leading byte order
///   mark, if any, is counted).
/// - `line` is 1-based. Lines end at `\n`; `\r\n` is one line break because the `\r`
///   stays on the line it ends. A lone `\r` does not start a new line.
/// - `column` is 1-based and counts `Character`s (extended grapheme clusters, as
///   `String.count` does) from the start of the line, so `é`, `e\u{301}`, `👍🏽` and
///   `🇫🇷` are one column each. A leading byte order mark is not counted.
///
/// Locations compare by `offset`.
package struct JSONLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The UTF-8 byte offset from the start of the source.
  package var offset: Int
  /// The 1-based line number.
  package var line: Int
  /// The 1-based column, in `Character`s (grapheme clusters) of the line.
  package var column: Int

  /// The location of the first byte of a source.
  package static let start = JSONLocation(offset: 0, line: 1, column: 1)

  /// Orders locations by their byte offset.
  package static func < (lhs: JSONLocation, rhs: JSONLocation) -> Bool {
    lhs.offset < rhs.offset
  }

  /// The location as `line:column`.
  package var description: String { "\(line):\(column)" }
}

/// A JSON value whose children carry their source locations.
///
/// Arrays hold ``JSONNode``s and objects hold ``JSONObject``s, so every nested value
/// knows where it was written. The enum needs no `indirect`: arrays already store
/// their elements out of line.
package enum JSONValue: Hashable, Sendable {
  /// The literal `null`.
  case null
  /// The literal `true` or `false`.
  case bool(Bool)
  /// A number, with its source text kept verbatim.
  case number(JSONNumber)
  /// A string, with escapes decoded.
  case string(String)
  /// An array, in source order.
  case array([JSONNode])
  /// An object, with members in source order and duplicate keys kept.
  case object(JSONObject)

  /// The kind of value as a word for messages: `null`, `boolean`, `number`, `string`,
  /// `array` or `object`.
  package var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// The payload of a `.bool`, or `nil`.
  package var boolValue: Bool? {
    if case .bool(let value) = self { value } else { nil }
  }

  /// The payload of a `.number`, or `nil`.
  package var numberValue: JSONNumber? {
    if case .number(let value) = self { value } else { nil }
  }

  /// The payload of a `.string`, or `nil`.
  package var stringValue: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The payload of an `.array`, or `nil`.
  package var arrayValue: [JSONNode]? {
    if case .array(let value) = self { value } else { nil }
  }

  /// The payload of an `.object`, or `nil`.
  package var objectValue: JSONObject? {
    if case .object(let value) = self { value } else { nil }
  }

  /// Whether two values hold the same data, ignoring source locations and raw ranges.
  ///
  /// Numbers compare by their ``JSONNumber/text``, so `1` and `1.0` differ. Objects
  /// compare member by member in order, duplicates included. `==` instead compares
  /// locations too.
  ///
  /// - Complexity: O(*n*) in the number of nested values; the walk uses an explicit
  ///   stack, so deep values cannot overflow the call stack.
  package func hasSameContent(as other: JSONValue) -> Bool {
    var pending: [(JSONValue, JSONValue)] = [(self, other)]
    while let (lhs, rhs) = pending.popLast() {
      switch (lhs, rhs) {
      case (.null, .null):
        continue
      case (.bool(let a), .bool(let b)):
        if a != b { return false }
      case (.number(let a), .number(let b)):
        if a.text != b.text { return false }
      case (.string(let a), .string(let b)):
        if a != b { return false }
      case (.array(let a), .array(let b)):
        if a.count != b.count { return false }
        for (x, y) in zip(a, b) { pending.append((x.value, y.value)) }
      case (.object(let a), .object(let b)):
        if a.members.count != b.members.count { return false }
        for (x, y) in zip(a.members, b.members) {
          if x.key != y.key { return false }
          pending.append((x.value.value, y.value.value))
        }
      default:
        return false
      }
    }
    return true
  }
}

/// A JSON number: its source text, verbatim, and its numeric values.
///
/// `text` is exactly what the source wrote (`1.0`, `-0`, `1E5`, `12345678901234567890`).
/// `double` is `Double(text)`, so numbers beyond `Double`'s range are `±infinity`.
/// `int` is set when `text` has no fraction or exponent and fits in `Int`.
package struct JSONNumber: Hashable, Sendable {
  /// The number as written in the source.
  package var text: String
  /// The number as a `Double` (rounded to nearest; `±infinity` when out of range).
  package var double: Double
  /// The number as an `Int`, when written without fraction or exponent and in range.
  package var int: Int?
}

extension JSONNumber {
  /// Creates a number from an integer.
  package init(_ value: Int) {
    self.init(text: String(value), double: Double(value), int: value)
  }

  /// Creates a number from a double, or `nil` when it is NaN or infinite.
  ///
  /// The text is what ``JSONWriter/number(_:)`` writes: `12` for `12.0`, `0` for `-0.0`.
  package init?(_ value: Double) {
    guard value.isFinite else { return nil }
    var writer = JSONWriter()
    writer.number(value)
    let text = writer.text
    self.init(text: text, double: value, int: JSONNumber.integerValue(ofValidText: text))
  }

  /// Creates a number from JSON number text, or `nil` when `text` is not one.
  ///
  /// ```swift
  /// JSONNumber(text: "1e3")?.double  // 1000.0
  /// JSONNumber(text: "01")           // nil
  /// ```
  package init?(text: String) {
    guard JSONNumber.isValidText(text.utf8), let double = Double(text) else { return nil }
    self.init(text: text, double: double, int: JSONNumber.integerValue(ofValidText: text))
  }

  /// The `Int` value of valid JSON number text, when it has no fraction or exponent.
  static func integerValue(ofValidText text: String) -> Int? {
    for byte in text.utf8 where byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e") {
      return nil
    }
    return Int(text)
  }

  /// Whether bytes match RFC 8259's `number` production exactly.
  static func isValidText(_ bytes: some Collection<UInt8>) -> Bool {
    var index = bytes.startIndex
    func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
    func isDigit(_ byte: UInt8?) -> Bool {
      guard let byte else { return false }
      return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
    func skipDigits() { while isDigit(peek()) { bytes.formIndex(after: &index) } }
    if peek() == UInt8(ascii: "-") { bytes.formIndex(after: &index) }
    if peek() == UInt8(ascii: "0") {
      bytes.formIndex(after: &index)
    } else if isDigit(peek()) {
      skipDigits()
    } else {
      return false
    }
    if peek() == UInt8(ascii: ".") {
      bytes.formIndex(after: &index)
      guard isDigit(peek()) else { return false }
      skipDigits()
    }
    if let byte = peek(), byte | 0x20 == UInt8(ascii: "e") {
      bytes.formIndex(after: &index)
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
        bytes.formIndex(after: &index)
      }
      guard isDigit(peek()) else { return false }
      skipDigits()
    }
    return index == bytes.endIndex
  }
}

/// A JSON value together with where it was written.
package struct JSONNode: Hashable, Sendable {
  /// The value.
  package var value: JSONValue
  /// The location of the value's first character (the `"`, `[`, `{`, `-`, digit or letter).
  package var location: JSONLocation
  /// The UTF-8 byte range of the value in the source, quotes and brackets included.
  package var rawRange: Range<Int>

  /// Creates a node from a value and its position in a source.
  package init(value: JSONValue, location: JSONLocation, rawRange: Range<Int>) {
    self.value = value
    self.location = location
    self.rawRange = rawRange
  }

  /// Creates a node that was not read from a source, at ``JSONLocation/start`` with an
  /// empty raw range.
  ///
  /// Use this to build values in code, for example to write them with
  /// ``JSONValue/encoded(sortedKeys:)``.
  package init(_ value: JSONValue) {
    self.init(value: value, location: .start, rawRange: 0..<0)
  }
}

/// One member of a JSON object: a key, where the key was written, and the value.
package struct JSONMember: Hashable, Sendable {
  /// The key, with escapes decoded.
  package var key: String
  /// The location of the key's opening quote.
  package var keyLocation: JSONLocation
  /// The member's value.
  package var value: JSONNode
}

extension JSONMember {
  /// Creates a member that was not read from a source.
  package init(_ key: String, _ value: JSONValue) {
    self.init(key: key, keyLocation: .start, value: JSONNode(value))
  }
}

/// A JSON object's members in source order, with duplicate keys kept.
///
/// Lookups by key scan the members and return the first match, which is what most
/// JSON readers do. Lint duplicates with ``duplicateMembers``.
package struct JSONObject: Hashable, Sendable {
  /// The members, in source order.
  package var members: [JSONMember]

  /// Creates an object from members.
  package init(members: [JSONMember] = []) {
    self.members = members
  }

  /// The value of the first member named `key`, or `nil`.
  ///
  /// - Complexity: O(*n*) in the number of members.
  package subscript(key: String) -> JSONNode? {
    member(named: key)?.value
  }

  /// The first member named `key`, or `nil`; use it for the key's location.
  ///
  /// - Complexity: O(*n*) in the number of members.
  package func member(named key: String) -> JSONMember? {
    members.first { $0.key == key }
  }

  /// The keys, in source order, duplicates included.
  package var keys: [String] { members.map(\.key) }

  /// The members whose key already appeared earlier in the object, in source order.
  ///
  /// Keys compare as Swift strings, so canonically equivalent spellings are duplicates.
  ///
  /// - Complexity: O(*n*) expected, in the number of members.
  package var duplicateMembers: [JSONMember] {
    var seen: Set<String> = []
    return members.filter { !seen.insert($0.key).inserted }
  }
}

/// A JSON syntax error: a message in compiler style and the location it is about.
///
/// Messages are lowercase single phrases without a trailing period, with source text in
/// single quotes: `expected ',' or '}' after object member`. The description is
/// `line:column: error: message`; prefix it with the file name for the usual
/// `file:line:column: error: message` form.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in compiler style.
  package var message: String
  /// Where it is wrong: the offending character, or the opening quote or bracket of an
  /// unterminated string, array or object.
  package var location: JSONLocation

  /// The error as `line:column: error: message`.
  package var description: String {
    "\(location.line):\(location.column): error: \(message)"
  }
}

/// A path from the root of a JSON document to a value, for messages.
///
/// The root is the empty path and renders as the empty string. Keys that are
/// identifiers render with a dot (none before the first one), other keys as a quoted
/// subscript, indices as a subscript:
///
/// ```swift
/// JSONPath().appending(key: "intents").appending(index: 0)
///   .appending(key: "parameters").appending(index: 2).appending(key: "type")
/// // intents[0].parameters[2].type
/// JSONPath().appending(key: "a b").appending(key: "c")  // ["a b"].c
/// ```
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step of a path.
  package enum Component: Hashable, Sendable {
    /// An object member, by key.
    case key(String)
    /// An array element, by 0-based index.
    case index(Int)
  }

  /// The steps from the root, in order.
  package var components: [Component]

  /// Creates a path from its steps; the default is the root.
  package init(_ components: [Component] = []) {
    self.components = components
  }

  /// Whether this is the root path.
  package var isRoot: Bool { components.isEmpty }

  /// Adds an object key at the end of the path.
  package mutating func append(key: String) {
    components.append(.key(key))
  }

  /// Adds an array index at the end of the path.
  package mutating func append(index: Int) {
    components.append(.index(index))
  }

  /// The path extended by an object key.
  package func appending(key: String) -> JSONPath {
    var copy = self
    copy.append(key: key)
    return copy
  }

  /// The path extended by an array index.
  package func appending(index: Int) -> JSONPath {
    var copy = self
    copy.append(index: index)
    return copy
  }

  /// The path as `intents[0].parameters[2].type`; the root is the empty string.
  package var description: String {
    var result = ""
    for component in components {
      switch component {
      case .index(let index):
        result += "[\(index)]"
      case .key(let key) where JSONPath.isIdentifier(key):
        if !result.isEmpty { result += "." }
        result += key
      case .key(let key):
        var writer = JSONWriter()
        writer.string(key)
        result += "[\(writer.text)]"
      }
    }
    return result
  }

  /// Whether a key is an ASCII identifier: a letter or `_`, then letters, digits or `_`.
  private static func isIdentifier(_ key: String) -> Bool {
    var isFirst = true
    for byte in key.utf8 {
      let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      guard isLetter || byte == UInt8(ascii: "_") || (isDigit && !isFirst) else { return false }
      isFirst = false
    }
    return !isFirst
  }
}

extension JSONNode {
  /// The value at a path below this one, if every step exists (the first member of a duplicated key).
  package func node(at path: JSONPath) -> JSONNode? {
    var node = self
    for component in path.components {
      switch component {
      case .key(let key):
        guard let next = node.value.objectValue?[key] else { return nil }
        node = next
      case .index(let index):
        guard let elements = node.value.arrayValue, elements.indices.contains(index) else { return nil }
        node = elements[index]
      }
    }
    return node
  }
}
