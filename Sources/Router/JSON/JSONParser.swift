/// A strict RFC 8259 JSON reader that records where every value was written.
///
/// Foundation's `JSONSerialization` reports no positions, so manifests are read with
/// this parser instead. It accepts exactly RFC 8259 JSON (no comments, trailing commas,
/// single quotes, `NaN` or `Infinity`), plus an optional leading UTF-8 byte order mark,
/// which RFC 8259 allows readers to ignore. Errors name the offending character with a
/// message in compiler style:
///
/// ```swift
/// do {
///   let root = try JSONParser.parse(#"{"a": [1, 2,]}"#)
/// } catch {
///   print("app.json:\(error)")  // app.json:1:12: error: trailing comma before ']'
/// }
/// ```
///
/// The parser walks the input with an explicit stack, so hostile input cannot overflow
/// the call stack: nesting is capped at ``maximumDepth`` levels, and time is linear in
/// the input size.
package enum JSONParser {
  /// The deepest nesting of arrays and objects the parser accepts.
  package static let maximumDepth = 512

  /// Parses a complete JSON document from UTF-8 bytes.
  ///
  /// Whitespace may follow the value; anything else after it is an error.
  ///
  /// - Parameter bytes: The document, as UTF-8.
  /// - Returns: The root value, with the locations of every nested value.
  /// - Throws: A ``JSONSyntaxError`` for the first problem in the input.
  /// - Complexity: O(*n*) in the number of bytes.
  package static func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONNode {
    var parser = Parser(bytes: (bytes as? [UInt8]) ?? Array(bytes))
    return try parser.parseDocument()
  }

  /// Parses a complete JSON document from a string.
  ///
  /// - Parameter text: The document.
  /// - Returns: The root value, with the locations of every nested value.
  /// - Throws: A ``JSONSyntaxError`` for the first problem in the input.
  /// - Complexity: O(*n*) in the length of the text.
  package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    try parse(Array(text.utf8))
  }

  /// The line and column of a byte offset in a source, counted as the parser counts them.
  ///
  /// Use this for positions the parser does not record, such as the end of a node's
  /// ``JSONNode/rawRange``. The offset is clamped to the source.
  ///
  /// - Complexity: O(*n*) in `offset`.
  package static func location(ofOffset offset: Int, in source: [UInt8]) -> JSONLocation {
    let offset = min(max(offset, 0), source.count)
    var line = 1
    var lineStart = UTF8Text.byteOrderMarkLength(of: source)
    var index = lineStart
    while index < offset {
      if source[index] == ASCII.lineFeed {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    if offset < lineStart {
      return JSONLocation(offset: offset, line: 1, column: 1)
    }
    let column = 1 + UTF8Text.columnDistance(in: source, from: lineStart, to: offset)
    return JSONLocation(offset: offset, line: line, column: column)
  }
}

extension JSONNode {
  /// The source location of the `k`-th Unicode scalar of this string node's decoded value.
  ///
  /// Escape sequences count as the one scalar they decode to: `\n`, `\u00e9` and the
  /// surrogate pair `\ud83d\ude00` each advance `k` by one. Use this to point at a
  /// character inside a template stored in a JSON string:
  ///
  /// ```swift
  /// // source: {"t": "a\u00e9{x"}
  /// node.sourceLocation(ofScalarOffset: 2, in: source)  // the '{', column 15
  /// ```
  ///
  /// - Parameters:
  ///   - k: A 0-based index into `value`'s `unicodeScalars`. Values below zero count as
  ///     zero; values at or past the end give the closing quote.
  ///   - source: The bytes this node was parsed from.
  /// - Returns: The location of the scalar's first source byte (the `\` of an escape).
  ///   For nodes that are not strings, or when `source` does not hold the node, returns
  ///   ``location``.
  /// - Complexity: O(*m*) in the length of the string in the source.
  package func sourceLocation(ofScalarOffset k: Int, in source: [UInt8]) -> JSONLocation {
    guard case .string = value, rawRange.lowerBound >= 0, rawRange.count >= 2,
      rawRange.upperBound <= source.count, source[rawRange.lowerBound] == ASCII.quote,
      source[rawRange.upperBound - 1] == ASCII.quote
    else { return location }
    let end = rawRange.upperBound - 1
    var index = rawRange.lowerBound + 1
    var remaining = k
    while remaining > 0 && index < end {
      index += UTF8Text.sourceLengthOfScalar(in: source, at: index, end: end)
      remaining -= 1
    }
    index = min(index, end)
    // Strings hold no raw line breaks, so the scalar is on the node's line.
    let distance = UTF8Text.columnDistance(in: source, from: rawRange.lowerBound, to: index)
    return JSONLocation(offset: index, line: location.line, column: location.column + distance)
  }
}

// MARK: - Messages

/// The parser's messages, one constructor per problem, in compiler style.
private enum Message {
  static let unterminatedString = "unterminated string"
  static let unterminatedArray = "unterminated array"
  static let unterminatedObject = "unterminated object"
  static let controlCharacter = "control character in string"
  static let invalidUTF8 = "invalid UTF-8"
  static let comment = "comments are not allowed in JSON"
  static let singleQuotes = "strings must use double quotes"
  static let emptyInput = "unexpected end of input; expected a value"
  static let afterArrayElement = "expected ',' or ']' after array element"
  static let afterObjectMember = "expected ',' or '}' after object member"
  static let objectKey = "expected '\"' to begin object key"
  static let colon = "expected ':' after object key"
  static let leadingZero = "leading zeros are not allowed in numbers"
  static let digitAfterMinus = "expected a digit after '-'"
  static let digitAfterPoint = "expected a digit after '.'"
  static let exponentDigit = "expected a digit in exponent"
  static let leadingPlus = "numbers must not start with '+'"
  static let leadingPoint = "numbers must not start with '.'"
  static let tooDeep = "nesting deeper than \(JSONParser.maximumDepth) levels"

  static func unexpectedCharacter(_ character: String) -> String {
    "unexpected character '\(character)'"
  }

  static func afterTopLevelValue(_ character: String) -> String {
    "unexpected character '\(character)' after top-level value"
  }

  static func valueExpected(before character: String) -> String {
    "expected a value before '\(character)'"
  }

  static func trailingComma(before closer: String) -> String {
    "trailing comma before '\(closer)'"
  }

  static func invalidEscape(_ character: String) -> String {
    "invalid escape '\\\(character)'"
  }

  static func invalidUnicodeEscape(_ text: String) -> String {
    "invalid unicode escape '\(text)'; expected 4 hex digits"
  }

  static func unpairedSurrogate(_ text: String) -> String {
    "unpaired surrogate '\(text)'"
  }

  static func misspelledLiteral(_ word: String, suggestion: String) -> String {
    "invalid literal '\(word)'; did you mean '\(suggestion)'?"
  }

  static func invalidLiteral(_ word: String) -> String {
    "invalid literal '\(word)'"
  }

  static func invalidNumber(_ word: String) -> String {
    "invalid number '\(word)'"
  }

  static func unquotedKey(_ word: String) -> String {
    "unquoted object key '\(word)'"
  }
}

// MARK: - Parser

/// The parser's state for one document.
private struct Parser {
  /// An array or object that is open.
  struct Frame {
    var isObject: Bool
    /// The location of the `[` or `{`.
    var location: JSONLocation
    /// Where this container's finished elements start in `values`.
    var firstValue: Int
    /// Where this object's keys start in `keys`.
    var firstKey: Int
  }

  /// What is known about columns on the current line.
  ///
  /// `cursorOffset` is a grapheme cluster boundary on the current line whose column is
  /// `cursorColumn`. Columns of later offsets are counted from it, so each byte is
  /// counted about once. Value starts are ASCII and follow ASCII, so they are always
  /// boundaries and the cursor moves to each of them.
  struct LineState {
    var line = 1
    var cursorOffset = 0
    var cursorColumn = 1
    /// Whether a byte at or after `cursorOffset` that has been scanned is not ASCII.
    var sawNonASCII = false
  }

  let bytes: [UInt8]
  var index = 0
  var lineState = LineState()
  /// Finished values of all open containers, innermost last.
  var values: [JSONNode] = []
  /// Keys of all open objects, innermost last; the value of the last key is pending.
  var keys: [(key: String, location: JSONLocation)] = []
  var frames: [Frame] = []
  /// A reusable buffer for strings with escapes.
  var scratch: [UInt8] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses the whole input as one value with optional surrounding whitespace.
  ///
  /// One loop reads a value; an inner loop then adds it to the innermost open container
  /// and closes containers, so nesting lives in `frames` rather than on the call stack.
  mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    index = UTF8Text.byteOrderMarkLength(of: bytes)
    lineState.cursorOffset = index
    var node: JSONNode
    parsing: while true {
      // A value is expected at `index`, after whitespace.
      skipWhitespace()
      guard index < bytes.count else { throw endOfInputError() }
      let start = index
      switch bytes[start] {
      case ASCII.openBracket, ASCII.openBrace:
        let isObject = bytes[start] == ASCII.openBrace
        guard frames.count < JSONParser.maximumDepth else {
          throw error(Message.tooDeep, at: start)
        }
        let location = valueLocation(at: start)
        index += 1
        frames.append(
          Frame(
            isObject: isObject, location: location, firstValue: values.count,
            firstKey: keys.count))
        skipWhitespace()
        let closer = isObject ? ASCII.closeBrace : ASCII.closeBracket
        if index < bytes.count && bytes[index] == closer {
          index += 1
          node = closeFrame()
        } else {
          if isObject { try parseKeyAndColon() }
          continue parsing
        }
      case ASCII.quote:
        let location = valueLocation(at: start)
        let string = try parseString()
        node = JSONNode(value: .string(string), location: location, rawRange: start..<index)
      case ASCII.minus, ASCII.digitZero...ASCII.digitNine:
        let location = valueLocation(at: start)
        let number = try parseNumber()
        node = JSONNode(value: .number(number), location: location, rawRange: start..<index)
      case let byte where UTF8Text.isWordStart(byte):
        let location = valueLocation(at: start)
        let value = try parseLiteral()
        node = JSONNode(value: value, location: location, rawRange: start..<index)
      default:
        throw valuePositionError()
      }

      // Add finished values to their containers, closing containers that end here.
      while true {
        guard let frame = frames.last else {
          skipWhitespace()
          guard index == bytes.count else {
            throw preemptingError()
              ?? error(Message.afterTopLevelValue(characterDescription(at: index)), at: index)
          }
          return node
        }
        values.append(node)
        let closer: UInt8 = frame.isObject ? ASCII.closeBrace : ASCII.closeBracket
        skipWhitespace()
        if index < bytes.count && bytes[index] == ASCII.comma {
          let comma = index
          let commaLineState = lineState
          index += 1
          skipWhitespace()
          if index < bytes.count && bytes[index] == closer {
            let location = Parser.location(at: comma, in: bytes, lineState: commaLineState)
            let message = Message.trailingComma(before: frame.isObject ? "}" : "]")
            throw JSONSyntaxError(message: message, location: location)
          }
          if frame.isObject { try parseKeyAndColon() }
          continue parsing
        }
        if index < bytes.count && bytes[index] == closer {
          index += 1
          node = closeFrame()
          continue
        }
        let message = frame.isObject ? Message.afterObjectMember : Message.afterArrayElement
        throw preemptingError() ?? error(message, at: index)
      }
    }
  }

  /// Pops the innermost container, whose closing bracket ends just before `index`.
  mutating func closeFrame() -> JSONNode {
    let frame = frames.removeLast()
    let rawRange = frame.location.offset..<index
    if frame.isObject {
      var members: [JSONMember] = []
      members.reserveCapacity(values.count - frame.firstValue)
      for (key, value) in zip(keys[frame.firstKey...], values[frame.firstValue...]) {
        members.append(JSONMember(key: key.key, keyLocation: key.location, value: value))
      }
      keys.removeSubrange(frame.firstKey...)
      values.removeSubrange(frame.firstValue...)
      let object = JSONObject(members: members)
      return JSONNode(value: .object(object), location: frame.location, rawRange: rawRange)
    }
    let elements = Array(values[frame.firstValue...])
    values.removeSubrange(frame.firstValue...)
    return JSONNode(value: .array(elements), location: frame.location, rawRange: rawRange)
  }

  /// Reads `"key"` and `:` at `index`, which follows `{` or `,` and whitespace.
  mutating func parseKeyAndColon() throws(JSONSyntaxError) {
    guard index < bytes.count, bytes[index] == ASCII.quote else { throw keyPositionError() }
    let location = valueLocation(at: index)
    let key = try parseString()
    keys.append((key, location))
    skipWhitespace()
    guard index < bytes.count, bytes[index] == ASCII.colon else {
      throw preemptingError() ?? error(Message.colon, at: index)
    }
    index += 1
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case ASCII.space, ASCII.tab, ASCII.carriageReturn:
        index += 1
      case ASCII.lineFeed:
        index += 1
        lineState = LineState(line: lineState.line + 1, cursorOffset: index)
      default:
        return
      }
    }
  }

  // MARK: Strings

  /// Reads a string whose opening quote is at `index` and returns its decoded value.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    let quote = index
    index += 1
    var runStart = index
    var hasEscapes = false
    while true {
      guard index < bytes.count else { throw error(Message.unterminatedString, at: quote) }
      let byte = bytes[index]
      if byte == ASCII.quote {
        break
      } else if byte == ASCII.backslash {
        if !hasEscapes {
          hasEscapes = true
          scratch.removeAll(keepingCapacity: true)
        }
        scratch.append(contentsOf: bytes[runStart..<index])
        try decodeEscape(stringStart: quote)
        runStart = index
      } else if byte < 0x20 {
        if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
          throw error(Message.unterminatedString, at: quote)
        }
        throw error(Message.controlCharacter, at: index)
      } else if byte < 0x80 {
        index += 1
      } else {
        lineState.sawNonASCII = true
        guard let length = UTF8Text.sequenceLength(in: bytes, at: index) else {
          throw error(Message.invalidUTF8, at: index)
        }
        index += length
      }
    }
    let end = index
    index += 1
    if hasEscapes {
      scratch.append(contentsOf: bytes[runStart..<end])
      return String(decoding: scratch, as: UTF8.self)
    }
    return String(decoding: bytes[runStart..<end], as: UTF8.self)
  }

  /// Decodes the escape sequence at `index` into `scratch` and moves past it.
  mutating func decodeEscape(stringStart: Int) throws(JSONSyntaxError) {
    let backslash = index
    guard backslash + 1 < bytes.count else {
      throw error(Message.unterminatedString, at: stringStart)
    }
    let byte = bytes[backslash + 1]
    let decoded: UInt8
    switch byte {
    case ASCII.quote, ASCII.backslash, ASCII.slash: decoded = byte
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = ASCII.lineFeed
    case UInt8(ascii: "r"): decoded = ASCII.carriageReturn
    case UInt8(ascii: "t"): decoded = ASCII.tab
    case UInt8(ascii: "u"):
      try decodeUnicodeEscape()
      return
    case ASCII.lineFeed, ASCII.carriageReturn:
      throw error(Message.unterminatedString, at: stringStart)
    case ..<0x20:
      throw error(Message.controlCharacter, at: backslash + 1)
    case 0x80...:
      lineState.sawNonASCII = true
      guard UTF8Text.sequenceLength(in: bytes, at: backslash + 1) != nil else {
        throw error(Message.invalidUTF8, at: backslash + 1)
      }
      throw error(Message.invalidEscape(characterDescription(at: backslash + 1)), at: backslash)
    default:
      throw error(Message.invalidEscape(characterDescription(at: backslash + 1)), at: backslash)
    }
    scratch.append(decoded)
    index += 2
  }

  /// Decodes `\uXXXX` at `index`, or a surrogate pair `\uXXXX\uXXXX`, into `scratch`.
  mutating func decodeUnicodeEscape() throws(JSONSyntaxError) {
    let first = index
    let high = try hexEscapeValue(at: first)
    index += 6
    var scalarValue = high
    if (0xDC00...0xDFFF).contains(high) {
      throw error(Message.unpairedSurrogate(sourceText(first..<first + 6)), at: first)
    }
    if (0xD800...0xDBFF).contains(high) {
      let second = index
      guard second + 1 < bytes.count, bytes[second] == ASCII.backslash,
        bytes[second + 1] == UInt8(ascii: "u")
      else {
        throw error(Message.unpairedSurrogate(sourceText(first..<first + 6)), at: first)
      }
      let low = try hexEscapeValue(at: second)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw error(Message.unpairedSurrogate(sourceText(first..<first + 6)), at: first)
      }
      index += 6
      scalarValue = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }
    // Surrogates were handled above, so the value is a valid scalar.
    let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
    scratch.append(contentsOf: scalar.utf8)
  }

  /// The value of the four hex digits of the `\u` escape whose backslash is at `start`.
  func hexEscapeValue(at start: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for offset in 2..<6 {
      guard start + offset < bytes.count, let digit = UTF8Text.hexDigitValue(bytes[start + offset])
      else {
        // Quote what was written, up to the end of the string or the line.
        var end = start + 2
        while end < min(start + 6, bytes.count), bytes[end] > 0x20, bytes[end] < 0x7F,
          bytes[end] != ASCII.quote, bytes[end] != ASCII.backslash
        {
          end += 1
        }
        throw error(Message.invalidUnicodeEscape(sourceText(start..<end)), at: start)
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  // MARK: Numbers and literals

  /// Reads a number that starts with `-` or a digit at `index`.
  mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
    let start = index
    var isIntegral = true
    if bytes[index] == ASCII.minus {
      index += 1
      if index < bytes.count && UTF8Text.isWordStart(bytes[index]) {
        let wordEnd = UTF8Text.wordEnd(in: bytes, from: index)
        throw error(Message.invalidNumber(clipped(sourceText(start..<wordEnd))), at: start)
      }
      guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
        throw numberError(Message.digitAfterMinus)
      }
    }
    if bytes[index] == ASCII.digitZero {
      index += 1
      if index < bytes.count && ASCII.isDigit(bytes[index]) {
        throw error(Message.leadingZero, at: index - 1)
      }
    } else {
      skipDigits()
    }
    if index < bytes.count && bytes[index] == ASCII.period {
      isIntegral = false
      index += 1
      guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
        throw numberError(Message.digitAfterPoint)
      }
      skipDigits()
    }
    if index < bytes.count && bytes[index] | 0x20 == UInt8(ascii: "e") {
      isIntegral = false
      index += 1
      if index < bytes.count && (bytes[index] == ASCII.plus || bytes[index] == ASCII.minus) {
        index += 1
      }
      guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
        throw numberError(Message.exponentDigit)
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    // `Double(_:)` accepts every JSON number (so `.nan` is never used) and gives
    // ±infinity or ±0 for out-of-range values.
    let double = Double(text) ?? .nan
    return JSONNumber(text: text, double: double, int: isIntegral ? Int(text) : nil)
  }

  mutating func skipDigits() {
    while index < bytes.count && ASCII.isDigit(bytes[index]) { index += 1 }
  }

  /// Reads `true`, `false` or `null` at `index`, or reports the word written instead.
  mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    index = UTF8Text.wordEnd(in: bytes, from: start)
    let word = bytes[start..<index]
    if word.elementsEqual("true".utf8) { return .bool(true) }
    if word.elementsEqual("false".utf8) { return .bool(false) }
    if word.elementsEqual("null".utf8) { return .null }
    let text = sourceText(start..<index)
    let lowercased = text.lowercased()
    let message: String
    if let literal = ["true", "false", "null"].first(where: {
      $0 == lowercased || $0.hasPrefix(lowercased)
    }) {
      message = Message.misspelledLiteral(clipped(text), suggestion: literal)
    } else if ["nan", "inf", "infinity"].contains(lowercased) {
      message = Message.invalidNumber(text)
    } else if word.count == 1 {
      message = Message.unexpectedCharacter(text)
    } else {
      message = Message.invalidLiteral(clipped(text))
    }
    throw error(message, at: start)
  }

  // MARK: Errors

  /// The error for the character at `index`, where a value should start.
  func valuePositionError() -> JSONSyntaxError {
    if let error = preemptingError() { return error }
    let byte = bytes[index]
    let next = index + 1 < bytes.count ? bytes[index + 1] : nil
    switch byte {
    case ASCII.comma, ASCII.closeBracket, ASCII.closeBrace, ASCII.colon:
      return error(Message.valueExpected(before: characterDescription(at: index)), at: index)
    case ASCII.apostrophe:
      return error(Message.singleQuotes, at: index)
    case ASCII.plus where next.map(ASCII.isDigit) == true:
      return error(Message.leadingPlus, at: index)
    case ASCII.period where next.map(ASCII.isDigit) == true:
      return error(Message.leadingPoint, at: index)
    default:
      return error(Message.unexpectedCharacter(characterDescription(at: index)), at: index)
    }
  }

  /// The error for the character at `index`, where an object key should start.
  func keyPositionError() -> JSONSyntaxError {
    if let error = preemptingError() { return error }
    let byte = bytes[index]
    if byte == ASCII.apostrophe { return error(Message.singleQuotes, at: index) }
    if UTF8Text.isWordStart(byte) {
      let word = sourceText(index..<UTF8Text.wordEnd(in: bytes, from: index))
      return error(Message.unquotedKey(clipped(word)), at: index)
    }
    return error(Message.objectKey, at: index)
  }

  /// The error that takes precedence over any expectation at `index`: the end of the
  /// input, a comment, or invalid UTF-8.
  func preemptingError() -> JSONSyntaxError? {
    guard index < bytes.count else { return endOfInputError() }
    let byte = bytes[index]
    if byte == ASCII.slash, index + 1 < bytes.count,
      bytes[index + 1] == ASCII.slash || bytes[index + 1] == ASCII.asterisk
    {
      return error(Message.comment, at: index)
    }
    if byte >= 0x80 && UTF8Text.sequenceLength(in: bytes, at: index) == nil {
      return error(Message.invalidUTF8, at: index)
    }
    return nil
  }

  /// The error for a number that stops where `message` expected a digit.
  func numberError(_ message: String) -> JSONSyntaxError {
    guard index < bytes.count, let preempting = preemptingError() else {
      return error(message, at: index)
    }
    return preempting
  }

  /// The error for input that ends early: an unterminated container, or no value.
  ///
  /// An unterminated container is reported where the input stops (after its last
  /// character that is not white space), where its closing bracket is missing,
  /// and the message says where it was opened.
  func endOfInputError() -> JSONSyntaxError {
    guard let frame = frames.last else { return error(Message.emptyInput, at: index) }
    let message =
      (frame.isObject ? Message.unterminatedObject : Message.unterminatedArray)
      + " (opened at line \(frame.location.line), column \(frame.location.column))"
    var end = bytes.count
    while end > frame.location.offset,
      [ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.lineFeed].contains(bytes[end - 1])
    {
      end -= 1
    }
    return JSONSyntaxError(message: message, location: JSONParser.location(ofOffset: end, in: bytes))
  }

  /// An error at `offset`, which must not precede the current line's cursor.
  @inline(never)
  func error(_ message: String, at offset: Int) -> JSONSyntaxError {
    let location = Parser.location(at: offset, in: bytes, lineState: lineState)
    return JSONSyntaxError(message: message, location: location)
  }

  /// The location of a value or key starting at `offset`; moves the column cursor there.
  mutating func valueLocation(at offset: Int) -> JSONLocation {
    let location = Parser.location(at: offset, in: bytes, lineState: lineState)
    lineState.cursorOffset = offset
    lineState.cursorColumn = location.column
    lineState.sawNonASCII = false
    return location
  }

  /// The location of `offset`, counting columns from the line state's cursor.
  static func location(at offset: Int, in bytes: [UInt8], lineState: LineState) -> JSONLocation {
    guard offset >= lineState.cursorOffset else {
      // Not expected; recount from the start rather than trap.
      return JSONParser.location(ofOffset: offset, in: bytes)
    }
    let isASCII =
      !lineState.sawNonASCII && (offset >= bytes.count || bytes[offset] < 0x80)
      && bytes[lineState.cursorOffset..<offset].allSatisfy { $0 < 0x80 }
    let distance =
      isASCII
      ? offset - lineState.cursorOffset
      : UTF8Text.columnDistance(in: bytes, from: lineState.cursorOffset, to: offset)
    return JSONLocation(
      offset: offset, line: lineState.line, column: lineState.cursorColumn + distance)
  }

  /// The source text of a byte range, for messages.
  func sourceText(_ range: Range<Int>) -> String {
    String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
  }

  /// Text shortened to at most 32 characters, for messages about long words.
  func clipped(_ text: String) -> String {
    text.count > 32 ? String(text.prefix(31)) + "…" : text
  }

  /// The character at `offset` as a message shows it, for valid UTF-8.
  ///
  /// Printable characters appear as themselves; controls, spaces, marks and other
  /// invisible characters appear as `\u{XXXX}`.
  func characterDescription(at offset: Int) -> String {
    let length = UTF8Text.sequenceLength(in: bytes, at: offset) ?? 1
    let text = sourceText(offset..<offset + length)
    guard let scalar = text.unicodeScalars.first else { return "" }
    if scalar.isASCII {
      if scalar.value > 0x20 && scalar.value < 0x7F { return text }
    } else {
      switch scalar.properties.generalCategory {
      case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
        .nonspacingMark, .enclosingMark, .spacingMark, .privateUse, .surrogate, .unassigned:
        break
      default:
        return text
      }
    }
    return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}

// MARK: - UTF-8 helpers

/// Byte-level helpers shared by the parser and the location functions.
private enum UTF8Text {
  /// The length of a leading UTF-8 byte order mark: 3 or 0.
  static func byteOrderMarkLength(of bytes: [UInt8]) -> Int {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or `nil` when it is not one.
  ///
  /// Rejects overlong forms, encoded surrogates and values above U+10FFFF, as the
  /// Unicode standard's table of well-formed byte sequences does.
  static func sequenceLength(in bytes: [UInt8], at index: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; secondRange = 0x80...0x9F
    case 0xF0: length = 4; secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; secondRange = 0x80...0x8F
    default: return nil
    }
    guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else {
      return nil
    }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
      return nil
    }
    return length
  }

  /// How many columns `offset` lies after `start` on the same line.
  ///
  /// Counts the grapheme clusters from `start` through the scalar at `offset`, minus
  /// one, so an offset inside a cluster gets that cluster's column. `start` must be a
  /// cluster boundary.
  static func columnDistance(in bytes: [UInt8], from start: Int, to offset: Int) -> Int {
    guard offset > start else { return 0 }
    guard offset < bytes.count else {
      return String(decoding: bytes[start..<bytes.count], as: UTF8.self).count
    }
    let scalarEnd = min(bytes.count, offset + (sequenceLength(in: bytes, at: offset) ?? 1))
    if bytes[start..<scalarEnd].allSatisfy({ $0 < 0x80 }) {
      return offset - start
    }
    return String(decoding: bytes[start..<scalarEnd], as: UTF8.self).count - 1
  }

  /// How many source bytes the decoded scalar starting at `index` of a string spans.
  ///
  /// An escape spans 2 bytes, a `\u` escape 6, and a surrogate pair of `\u` escapes 12.
  /// Never runs past `end`.
  static func sourceLengthOfScalar(in bytes: [UInt8], at index: Int, end: Int) -> Int {
    guard bytes[index] == ASCII.backslash else {
      return min(sequenceLength(in: bytes, at: index) ?? 1, end - index)
    }
    guard index + 1 < end, bytes[index + 1] == UInt8(ascii: "u") else {
      return min(2, end - index)
    }
    guard let high = hexValue(in: bytes, at: index + 2, end: end), (0xD800...0xDBFF).contains(high),
      index + 12 <= end, bytes[index + 6] == ASCII.backslash, bytes[index + 7] == UInt8(ascii: "u"),
      let low = hexValue(in: bytes, at: index + 8, end: end), (0xDC00...0xDFFF).contains(low)
    else { return min(6, end - index) }
    return 12
  }

  /// The value of four hex digits at `index`, or `nil`.
  static func hexValue(in bytes: [UInt8], at index: Int, end: Int) -> UInt32? {
    guard index + 4 <= end else { return nil }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = hexDigitValue(byte) else { return nil }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The value of one hex digit, or `nil`.
  static func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case ASCII.digitZero...ASCII.digitNine: byte - ASCII.digitZero
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Whether a byte can start a bare word (an attempted literal): an ASCII letter or `_`.
  static func isWordStart(_ byte: UInt8) -> Bool {
    let folded = byte | 0x20
    return (folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z")) || byte == ASCII.underscore
  }

  /// The end of the bare word of ASCII letters, digits and `_` starting at `start`.
  static func wordEnd(in bytes: [UInt8], from start: Int) -> Int {
    var end = start
    while end < bytes.count && (isWordStart(bytes[end]) || ASCII.isDigit(bytes[end])) { end += 1 }
    return end
  }
}

/// The ASCII bytes the parser looks for, by name.
private enum ASCII {
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let quote = UInt8(ascii: "\"")
  static let apostrophe = UInt8(ascii: "'")
  static let asterisk = UInt8(ascii: "*")
  static let plus = UInt8(ascii: "+")
  static let comma = UInt8(ascii: ",")
  static let minus = UInt8(ascii: "-")
  static let period = UInt8(ascii: ".")
  static let slash = UInt8(ascii: "/")
  static let digitZero = UInt8(ascii: "0")
  static let digitNine = UInt8(ascii: "9")
  static let colon = UInt8(ascii: ":")
  static let openBracket = UInt8(ascii: "[")
  static let backslash = UInt8(ascii: "\\")
  static let closeBracket = UInt8(ascii: "]")
  static let underscore = UInt8(ascii: "_")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")

  /// Whether a byte is an ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool { byte >= digitZero && byte <= digitNine }
}
