import PhraseGrammar

/// A fast, allocation-light writer of compact JSON into a byte buffer.
///
/// Write values in order; the writer inserts the commas. Keys go before object values.
/// Top-level values written one after another are separated by `\n`, so a writer can
/// collect many JSON Lines records before they are flushed:
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.key("version"); writer.integer(1)
/// writer.key("kind"); writer.string("route")
/// writer.key("score"); writer.number(0.93)
/// writer.endObject()
/// writer.newline()
/// // writer.text == #"{"version":1,"kind":"route","score":0.93}"# + "\n"
/// ```
///
/// Strings are escaped as RFC 8259 requires and no more: `"`, `\` and control
/// characters; `/` and non-ASCII characters are written as they are, in UTF-8.
/// Reuse one writer with ``removeAll(keepingCapacity:)`` to avoid allocating per record.
///
/// The bytes are written through a pointer into a buffer kept longer than what is written,
/// so that a string is quoted in one pass: runs of bytes that need no escape are copied at
/// once, and no write checks the array's uniqueness or capacity byte by byte.
///
/// Calls must nest correctly (a key before each object value, `end` matching `begin`);
/// debug builds check this with assertions.
package struct JSONWriter: Sendable {
  /// The UTF-8 JSON written so far.
  package var bytes: [UInt8] { Array(storage[..<length]) }

  /// The buffer written into: its first `length` bytes are the JSON, the rest is room to write.
  private var storage: [UInt8]
  /// The number of bytes written.
  private var length = 0

  /// The state of the innermost open container (or the top level), as `Level` bits.
  private var level: UInt8 = 0
  /// The states of the enclosing containers, outermost first.
  private var parents: [UInt8] = []

  /// Bits of `level`.
  private enum Level {
    /// A value (or key) was written at this level.
    static let hasValue: UInt8 = 1
    /// The container is an object.
    static let isObject: UInt8 = 2
    /// A key was written and its value is next.
    static let afterKey: UInt8 = 4
  }

  /// Creates an empty writer.
  package init() {
    storage = []
  }

  /// Creates an empty writer with room for `capacity` bytes.
  package init(capacity: Int) {
    storage = Array(repeating: 0, count: capacity)
  }

  /// The JSON written so far, as a string.
  package var text: String {
    storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<length]), as: UTF8.self) }
  }

  /// Calls `body` with the bytes written so far, valid only during the call.
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<length])) }
  }

  /// Whether every array and object that was begun has been ended.
  package var isComplete: Bool { parents.isEmpty && level & Level.afterKey == 0 }

  /// Discards everything written, to start a new document.
  package mutating func removeAll(keepingCapacity: Bool = true) {
    if !keepingCapacity { storage = [] }
    length = 0
    parents.removeAll(keepingCapacity: keepingCapacity)
    level = 0
  }

  /// Ends a JSON Lines record: writes `\n` at the top level.
  package mutating func newline() {
    assert(parents.isEmpty, "newline() inside an array or object")
    append(UInt8(ascii: "\n"))
    if parents.isEmpty { level = 0 }
  }

  // MARK: Containers

  /// Writes `{` and opens an object.
  package mutating func beginObject() {
    beginValue()
    parents.append(level)
    level = Level.isObject
    append(UInt8(ascii: "{"))
  }

  /// Writes `}` and closes the innermost object.
  package mutating func endObject() {
    assert(level & Level.isObject != 0, "endObject() without beginObject()")
    assert(level & Level.afterKey == 0, "endObject() after a key with no value")
    append(UInt8(ascii: "}"))
    level = parents.popLast() ?? 0
  }

  /// Writes `[` and opens an array.
  package mutating func beginArray() {
    beginValue()
    parents.append(level)
    level = 0
    append(UInt8(ascii: "["))
  }

  /// Writes `]` and closes the innermost array.
  package mutating func endArray() {
    assert(level & Level.isObject == 0 && !parents.isEmpty, "endArray() without beginArray()")
    append(UInt8(ascii: "]"))
    level = parents.popLast() ?? 0
  }

  /// Writes an object key and its colon; the next value written is the key's value.
  ///
  /// - Complexity: O(*n*) in the key's UTF-8 length.
  package mutating func key(_ key: String) {
    assert(level & Level.isObject != 0, "key(_:) outside an object")
    assert(level & Level.afterKey == 0, "key(_:) after a key with no value")
    if level & Level.hasValue != 0 { append(UInt8(ascii: ",")) }
    level |= Level.hasValue | Level.afterKey
    writeQuoted(key)
    append(UInt8(ascii: ":"))
  }

  // MARK: Scalars

  /// Writes a string, escaped.
  ///
  /// - Complexity: O(*n*) in the string's UTF-8 length.
  package mutating func string(_ string: String) {
    beginValue()
    writeQuoted(string)
  }

  /// Writes a double: integers below 2^53 without a fraction, others in Swift's
  /// shortest round-trip form, and NaN or infinity as `null`.
  ///
  /// | Value | Output |
  /// |---|---|
  /// | `12.0`, `-0.0` | `12`, `0` |
  /// | `12.5`, `0.1` | `12.5`, `0.1` |
  /// | `1e21`, `1e-7` | `1e+21`, `1e-07` |
  /// | `.infinity`, `.nan` | `null` |
  package mutating func number(_ number: Double) {
    beginValue()
    writeDouble(number)
  }

  /// Writes an integer.
  package mutating func integer(_ integer: Int) {
    beginValue()
    writeInteger(integer)
  }

  /// Writes `true` or `false`.
  package mutating func bool(_ bool: Bool) {
    beginValue()
    append(bool ? "true" : "false")
  }

  /// Writes `null`.
  package mutating func null() {
    beginValue()
    append("null")
  }

  /// Writes an already encoded JSON value as it is, without checking it.
  package mutating func raw(_ json: String) {
    beginValue()
    var json = json
    json.withUTF8 { append($0) }
  }

  /// Writes a ``JSONValue`` and everything in it.
  ///
  /// Numbers are written as their ``JSONNumber/text``, so they keep their spelling; text
  /// that is not a valid JSON number is replaced by the formatted
  /// ``JSONNumber/double``. With `sortedKeys`, object members are ordered by the UTF-8
  /// bytes of their keys (that is, by code point), and members with equal keys keep
  /// their order.
  ///
  /// - Complexity: O(*n*) in the size of the value (O(*n* log *n*) with `sortedKeys`).
  ///   The walk uses an explicit stack, so deep values cannot overflow the call stack.
  package mutating func value(_ value: JSONValue, sortedKeys: Bool = false) {
    enum Step {
      case value(JSONValue)
      case key(String)
      case endArray
      case endObject
    }
    var pending: [Step] = [.value(value)]
    while let step = pending.popLast() {
      switch step {
      case .key(let key): self.key(key)
      case .endArray: endArray()
      case .endObject: endObject()
      case .value(.null): null()
      case .value(.bool(let bool)): self.bool(bool)
      case .value(.string(let string)): self.string(string)
      case .value(.number(let number)):
        beginValue()
        if JSONNumber.isValidText(number.text.utf8) {
          var text = number.text
          text.withUTF8 { append($0) }
        } else {
          writeDouble(number.double)
        }
      case .value(.array(let elements)):
        beginArray()
        pending.append(.endArray)
        for element in elements.reversed() { pending.append(.value(element.value)) }
      case .value(.object(let object)):
        beginObject()
        pending.append(.endObject)
        let members = sortedKeys ? JSONWriter.sortedByKey(object.members) : object.members
        for member in members.reversed() {
          pending.append(.value(member.value.value))
          pending.append(.key(member.key))
        }
      }
    }
  }

  // MARK: Private

  /// Writes the comma or newline that goes before a value, and records the value.
  @inline(__always)
  private mutating func beginValue() {
    if level & Level.afterKey != 0 {
      level &= ~Level.afterKey
      return
    }
    assert(level & Level.isObject == 0, "a value in an object without key(_:)")
    if level & Level.hasValue != 0 {
      append(parents.isEmpty ? UInt8(ascii: "\n") : UInt8(ascii: ","))
    }
    level |= Level.hasValue
  }

  /// Makes room for `needed` more bytes after those written.
  @inline(__always)
  private mutating func reserve(_ needed: Int) {
    if length + needed > storage.count { grow(needed) }
  }

  @inline(never)
  private mutating func grow(_ needed: Int) {
    storage.append(contentsOf: repeatElement(0, count: max(needed, storage.count, 256)))
  }

  /// Appends one byte.
  @inline(__always)
  private mutating func append(_ byte: UInt8) {
    reserve(1)
    let at = length
    storage.withUnsafeMutableBufferPointer { $0[at] = byte }
    length = at + 1
  }

  /// Appends bytes as they are.
  private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
    guard let base = source.baseAddress, !source.isEmpty else { return }
    reserve(source.count)
    let at = length
    storage.withUnsafeMutableBufferPointer { ($0.baseAddress! + at).update(from: base, count: source.count) }
    length = at + source.count
  }

  /// Appends the bytes of a literal.
  private mutating func append(_ literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Writes a string in quotes, escaping `"`, `\` and control characters.
  ///
  /// One pass over the string's UTF-8 (its own contiguous storage: native strings need no
  /// copy), writing through a pointer: each run of bytes that needs no escape is copied at
  /// once.
  private mutating func writeQuoted(_ string: String) {
    var string = string
    string.withUTF8 { utf8 in
      // At most six bytes (`\u00XX`) for each byte, and the quotes.
      reserve(utf8.count * 6 + 2)
      let start = length
      length = storage.withUnsafeMutableBufferPointer { storage in
        let output = storage.baseAddress!
        var written = start
        output[written] = UInt8(ascii: "\"")
        written += 1
        guard let input = utf8.baseAddress else {
          output[written] = UInt8(ascii: "\"")
          return written + 1
        }
        let end = utf8.count
        var runStart = 0
        var index = 0
        while true {
          // The run of bytes that need no escape: eight at a time, then the rest one by one.
          while index &+ 8 <= end,
            !JSONWriter.needsEscape(
              UInt64(littleEndian: UnsafeRawPointer(input + index).loadUnaligned(as: UInt64.self)))
          {
            index &+= 8
          }
          while index < end {
            let byte = input[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
            index += 1
          }
          let run = index - runStart
          if run > 0 {
            (output + written).update(from: input + runStart, count: run)
            written += run
          }
          guard index < end else { break }
          let byte = input[index]
          index += 1
          runStart = index
          output[written] = UInt8(ascii: "\\")
          written += 1
          switch byte {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"): output[written] = byte
          case UInt8(ascii: "\n"): output[written] = UInt8(ascii: "n")
          case UInt8(ascii: "\r"): output[written] = UInt8(ascii: "r")
          case UInt8(ascii: "\t"): output[written] = UInt8(ascii: "t")
          case 0x08: output[written] = UInt8(ascii: "b")
          case 0x0C: output[written] = UInt8(ascii: "f")
          default:
            output[written] = UInt8(ascii: "u")
            output[written + 1] = UInt8(ascii: "0")
            output[written + 2] = UInt8(ascii: "0")
            output[written + 3] = JSONWriter.hexDigit(byte >> 4)
            output[written + 4] = JSONWriter.hexDigit(byte & 0xF)
            written += 4
          }
          written += 1
        }
        output[written] = UInt8(ascii: "\"")
        return written + 1
      }
    }
  }

  /// Whether any of eight bytes is a control character, a quote or a backslash: a byte below
  /// 0x20, or one equal to 0x22 or 0x5C, leaves its high bit set in the result (exact for
  /// whether one does, not for which).
  @inline(__always)
  private static func needsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let below = (word &- ones &* 0x20) & ~word
    let zero = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
    return (below | zero) & 0x8080_8080_8080_8080 != 0
  }

  /// The lowercase hexadecimal digit of a value below 16.
  @inline(__always)
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// Writes the decimal digits of an integer, without allocating.
  private mutating func writeInteger(_ integer: Int) {
    // 20 digits and a sign at most.
    reserve(21)
    let first = length
    length = storage.withUnsafeMutableBufferPointer { storage in
      let output = storage.baseAddress!
      var written = first
      if integer < 0 {
        output[written] = UInt8(ascii: "-")
        written += 1
      }
      var magnitude = integer.magnitude
      let start = written
      repeat {
        output[written] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        written += 1
        magnitude /= 10
      } while magnitude > 0
      var low = start
      var high = written - 1
      while low < high {
        (output[low], output[high]) = (output[high], output[low])
        low += 1
        high -= 1
      }
      return written
    }
  }

  private mutating func writeDouble(_ number: Double) {
    guard number.isFinite else {
      append("null")
      return
    }
    // Below 2^53 every integer is exact and `Int(number)` cannot trap. Truncating
    // through `Int` also avoids `rounded(_:)`, which needs libm's `trunc` at link time.
    if number.magnitude < 9_007_199_254_740_992 {
      let integer = Int(number)
      if Double(integer) == number {
        writeInteger(integer)
        return
      }
    }
    // Swift's shortest round-trip form is valid JSON for finite values: `12.5`,
    // `1e-07`, `1e+21`, `9007199254740992.0`.
    var text = number.description
    text.withUTF8 { append($0) }
  }

  /// Members ordered by the UTF-8 bytes of their keys; equal keys keep source order.
  private static func sortedByKey(_ members: [JSONMember]) -> [JSONMember] {
    members.enumerated().sorted { lhs, rhs in
      if lhs.element.key.utf8.elementsEqual(rhs.element.key.utf8) {
        return lhs.offset < rhs.offset
      }
      return lhs.element.key.utf8.lexicographicallyPrecedes(rhs.element.key.utf8)
    }.map(\.element)
  }
}

extension JSONValue {
  /// The value as compact JSON text.
  ///
  /// ```swift
  /// try JSONParser.parse(#"{"b": [1.0, true], "a": null}"#).value.encoded(sortedKeys: true)
  /// // {"a":null,"b":[1.0,true]}
  /// ```
  ///
  /// - Parameter sortedKeys: Whether to order object members by key; see
  ///   ``JSONWriter/value(_:sortedKeys:)``.
  /// - Returns: The JSON text, without a trailing newline.
  package func encoded(sortedKeys: Bool = false) -> String {
    var writer = JSONWriter()
    writer.value(self, sortedKeys: sortedKeys)
    return writer.text
  }
}

/// A value that writes itself as JSON, and so has a compact JSON text.
package protocol JSONWritable {
  /// Writes the value at the writer's place.
  func write(to writer: inout JSONWriter)
}

extension JSONWritable {
  /// The value as compact JSON text.
  package var jsonText: String {
    var writer = JSONWriter()
    write(to: &writer)
    return writer.text
  }
}
