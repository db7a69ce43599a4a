import PhraseGrammar
extension JSONParser {
  /// The parser's messages, one constructor per problem, in compiler style.
  enum Message {
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

    static func unexpectedCharacter(_ character: String) -> String { "unexpected character '\(character)'" }
    static func afterTopLevelValue(_ character: String) -> String {
      "unexpected character '\(character)' after top-level value"
    }
    static func valueExpected(before character: String) -> String { "expected a value before '\(character)'" }
    static func trailingComma(before closer: String) -> String { "trailing comma before '\(closer)'" }
    static func invalidEscape(_ character: String) -> String { "invalid escape '\\\(character)'" }
    static func invalidUnicodeEscape(_ text: String) -> String {
      "invalid unicode escape '\(text)'; expected 4 hex digits"
    }
    static func unpairedSurrogate(_ text: String) -> String { "unpaired surrogate '\(text)'" }
    static func misspelledLiteral(_ word: String, suggestion: String) -> String {
      "invalid literal '\(word)'; did you mean '\(suggestion)'?"
    }
    static func invalidLiteral(_ word: String) -> String { "invalid literal '\(word)'" }
    static func invalidNumber(_ word: String) -> String { "invalid number '\(word)'" }
    static func unquotedKey(_ word: String) -> String { "unquoted object key '\(word)'" }
  }
}

// The parser's helpers by their short names, as the parser itself uses them.
private typealias ASCII = JSONParser.ASCII
private typealias Message = JSONParser.Message
private typealias UTF8Text = JSONParser.UTF8Text

/// Locating and wording the parser's errors.
extension JSONParser.Parser {
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
  package func error(_ message: String, at offset: Int) -> JSONSyntaxError {
    let location = Self.location(at: offset, in: bytes, lineState: lineState)
    return JSONSyntaxError(message: message, location: location)
  }

  /// The location of a value or key starting at `offset`; moves the column cursor there.
  mutating func valueLocation(at offset: Int) -> JSONLocation {
    let location = Self.location(at: offset, in: bytes, lineState: lineState)
    lineState.cursorOffset = offset
    lineState.cursorColumn = location.column
    lineState.sawNonASCII = false
    return location
  }

  /// The location of `offset`, counting columns from the line state's cursor.
  package static func location(at offset: Int, in bytes: [UInt8], lineState: LineState) -> JSONLocation {
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
