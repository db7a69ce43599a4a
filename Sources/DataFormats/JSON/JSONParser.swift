import PhraseGrammar
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
package enum JSONParser: LocatedTreeParser {
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
      rawRange.upperBound <= source.count, source[rawRange.lowerBound] == JSONParser.ASCII.quote,
      source[rawRange.upperBound - 1] == JSONParser.ASCII.quote
    else { return location }
    let end = rawRange.upperBound - 1
    var index = rawRange.lowerBound + 1
    var remaining = k
    while remaining > 0 && index < end {
      index += JSONParser.UTF8Text.sourceLengthOfScalar(in: source, at: index, end: end)
      remaining -= 1
    }
    index = min(index, end)
    // Strings hold no raw line breaks, so the scalar is on the node's line.
    let distance = JSONParser.UTF8Text.columnDistance(in: source, from: rawRange.lowerBound, to: index)
    return JSONLocation(offset: index, line: location.line, column: location.column + distance)
  }
}

extension JSONParser {
  /// The parser's state for one document.
  struct Parser {
    /// An array or object that is open.
    struct Frame {
      var isObject: Bool
      /// The location of the `[` or `{`.
      package var location: JSONLocation
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
  }
}
