import PhraseGrammar
// The parser's helpers by their short names, as the parser itself uses them.
private typealias Byte = YAMLParser.Byte
private typealias Message = YAMLParser.Message

/// Single- and double-quoted scalars, and literal and folded block scalars.
extension YAMLParser.Parser {
  /// Reads the quoted scalar whose opening quote is at `index`.
  ///
  /// Line breaks fold as in plain scalars (the blanks around them dropped); in double
  /// quotes, `\` escapes a character or a line break.
  ///
  /// - Returns: The value, and whether the scalar spans more than one line.
  mutating func parseQuoted() throws(JSONSyntaxError) -> (String, spansLines: Bool) {
    let quote = index
    let isDouble = bytes[quote] == Byte.quote
    var value: [UInt8] = []
    var spansLines = false
    index += 1
    while true {
      guard index < bytes.count else { throw error(Message.unterminatedString, at: quote) }
      let byte = bytes[index]
      if byte == Byte.apostrophe && !isDouble {
        guard index + 1 < bytes.count && bytes[index + 1] == Byte.apostrophe else { break }
        value.append(Byte.apostrophe)
        index += 2
      } else if byte == Byte.quote && isDouble {
        break
      } else if byte == Byte.backslash && isDouble {
        try decodeEscape(into: &value, quote: quote)
      } else if isBlank(index) {
        let blanks = index
        while isBlank(index) { index += 1 }
        if !isBreak(index) { value += bytes[blanks..<index] }
      } else if isBreak(index) {
        spansLines = true
        let breaks = try skipFoldedBreaks(quote: quote)
        value += breaks == 1 ? [Byte.space] : Array(repeating: Byte.lineFeed, count: breaks - 1)
      } else {
        value.append(byte)
        index += 1
      }
    }
    index += 1
    return (String(decoding: value, as: UTF8.self), spansLines)
  }

  /// Moves past the line break at `index` and the blank lines and indentation after it.
  ///
  /// - Returns: How many line breaks were passed.
  /// - Throws: When a document marker starts one of the lines: the scalar is unterminated.
  mutating func skipFoldedBreaks(quote: Int) throws(JSONSyntaxError) -> Int {
    var breaks = 0
    while true {
      if isBreak(index) {
        skipBreak()
        breaks += 1
        if atDocumentMarker(Byte.minus) || atDocumentMarker(Byte.period) {
          throw error(Message.unterminatedString, at: quote)
        }
      } else if isBlank(index) {
        index += 1
      } else {
        return breaks
      }
    }
  }

  /// Decodes the escape sequence at `index` (a `\` in double quotes) into `value`.
  mutating func decodeEscape(into value: inout [UInt8], quote: Int) throws(JSONSyntaxError) {
    let backslash = index
    guard backslash + 1 < bytes.count else { throw error(Message.unterminatedString, at: quote) }
    let byte = bytes[backslash + 1]
    index += 2
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "t"): 0x09,
      Byte.tab: 0x09, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "v"): 0x0B, UInt8(ascii: "f"): 0x0C,
      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "e"): 0x1B, Byte.space: 0x20, Byte.quote: 0x22,
      Byte.slash: 0x2F, Byte.backslash: 0x5C,
    ]
    if let decoded = simple[byte] {
      value.append(decoded)
      return
    }
    let scalar: UInt32
    switch byte {
    case UInt8(ascii: "N"): scalar = 0x85
    case UInt8(ascii: "_"): scalar = 0xA0
    case UInt8(ascii: "L"): scalar = 0x2028
    case UInt8(ascii: "P"): scalar = 0x2029
    case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
      let length = byte == UInt8(ascii: "x") ? 2 : byte == UInt8(ascii: "u") ? 4 : 8
      var code: UInt32 = 0
      for offset in index..<index + length {
        guard offset < bytes.count, let digit = JSONParser.UTF8Text.hexDigitValue(bytes[offset]) else {
          throw error(Message.invalidHexEscape(text(backslash..<min(offset + 1, bytes.count)), length), at: backslash)
        }
        code = code << 4 | UInt32(digit)
      }
      index += length
      scalar = code
    case Byte.lineFeed, Byte.carriageReturn:
      index = backslash + 1
      let breaks = try skipFoldedBreaks(quote: quote)
      value += Array(repeating: Byte.lineFeed, count: breaks - 1)
      return
    default:
      throw error(Message.invalidEscape(characterDescription(at: backslash + 1)), at: backslash)
    }
    guard let decoded = Unicode.Scalar(scalar) else {
      throw error(Message.invalidScalarEscape(text(backslash..<index)), at: backslash)
    }
    value += Array(String(decoded).utf8)
  }

  // MARK: Block scalars

  /// How a block scalar treats its final line breaks.
  enum Chomping { case strip, clip, keep }

  /// Parses the literal (`|`) or folded (`>`) block scalar whose indicator is at `index`.
  ///
  /// Its lines are those indented at least as much as its first line that is not empty
  /// (or as the indentation indicator says), which must be more than `parent`.
  mutating func parseBlockScalar(parent: Int) throws(JSONSyntaxError) -> JSONNode {
    let start = index
    let startLocation = location(at: start)
    let isLiteral = bytes[start] == Byte.pipe
    var chomping = Chomping.clip
    var indicator: Int?
    index += 1
    for _ in 0..<2 where index < bytes.count {
      let byte = bytes[index]
      if (byte == Byte.minus || byte == Byte.plus) && chomping == .clip {
        chomping = byte == Byte.minus ? .strip : .keep
      } else if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") && indicator == nil {
        indicator = Int(byte - Byte.digitZero)
      } else if byte == Byte.digitZero {
        throw error(Message.indentationIndicator, at: index)
      } else {
        break
      }
      index += 1
    }
    while isBlank(index) { index += 1 }
    if index < bytes.count && isCommentStart(index) { skipToLineEnd() }
    guard index >= bytes.count || isBreak(index) else {
      throw error(Message.afterBlockScalarHeader(characterDescription(at: index)), at: index)
    }
    let headerEnd = index
    let minimum = max(parent + 1, 1)
    var contentIndent = indicator.map { minimum + $0 - 1 }
    // Each line's text after the indentation; `nil` for an empty line.
    var lines: [Range<Int>?] = []
    var lastContent = -1
    var contentEnd = headerEnd
    var breaksAfterContent = 0
    while isBreak(index) {
      let lineBreak = index
      skipBreak()
      breaksAfterContent += 1
      guard index < bytes.count else { break }
      let lineStart = index
      var spaces = 0
      while lineStart + spaces < bytes.count && bytes[lineStart + spaces] == Byte.space
        && spaces < (contentIndent ?? Int.max)
      {
        spaces += 1
      }
      index = lineStart + spaces
      if contentIndent == nil && spaces >= minimum && !isEmptyLine(from: index) {
        contentIndent = spaces
      }
      if let indent = contentIndent, spaces >= indent {
        let textStart = index
        skipToLineEnd()
        if textStart == index {
          lines.append(nil)
        } else {
          lines.append(textStart..<index)
          lastContent = lines.count - 1
          contentEnd = index
          breaksAfterContent = 0
        }
      } else if isEmptyLine(from: index) {
        skipToLineEnd()
        lines.append(nil)
      } else {
        index = lineBreak
        break
      }
    }
    let body = lastContent >= 0 ? Array(lines[...lastContent]) : []
    var value: [UInt8] = []
    if isLiteral {
      for (number, line) in body.enumerated() {
        if number > 0 { value.append(Byte.lineFeed) }
        if let line { value += bytes[line] }
      }
    } else {
      value = folded(body)
    }
    let trailingBreaks = lastContent >= 0 ? breaksAfterContent : max(breaksAfterContent - 1, 0)
    switch chomping {
    case .strip: break
    case .clip: if lastContent >= 0 && trailingBreaks > 0 { value.append(Byte.lineFeed) }
    case .keep: value += Array(repeating: Byte.lineFeed, count: trailingBreaks)
    }
    index = contentEnd
    return makeNode(.string(String(decoding: value, as: UTF8.self)), at: startLocation, end: index)
  }

  /// Whether only spaces follow `offset` on its line (a tab is a block scalar's content).
  func isEmptyLine(from offset: Int) -> Bool {
    var offset = offset
    while offset < bytes.count && bytes[offset] == Byte.space { offset += 1 }
    return offset >= bytes.count || isBreak(offset)
  }

  /// The lines of a folded block scalar joined: a single break between two lines of text
  /// becomes a space, and breaks around empty or more indented lines stay.
  func folded(_ lines: [Range<Int>?]) -> [UInt8] {
    var value: [UInt8] = []
    var emptyLines = 0
    var hasText = false
    var previousIsMoreIndented = false
    for line in lines {
      guard let line, !line.isEmpty else {
        emptyLines += 1
        continue
      }
      let isMoreIndented = isBlank(line.lowerBound)
      if hasText {
        if emptyLines == 0 && !previousIsMoreIndented && !isMoreIndented {
          value.append(Byte.space)
        } else {
          let kept = previousIsMoreIndented || isMoreIndented ? 1 : 0
          value += Array(repeating: Byte.lineFeed, count: emptyLines + kept)
        }
      } else {
        value += Array(repeating: Byte.lineFeed, count: emptyLines)
      }
      value += bytes[line]
      hasText = true
      emptyLines = 0
      previousIsMoreIndented = isMoreIndented
    }
    return value
  }
}
