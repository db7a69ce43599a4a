import PhraseGrammar
extension JSONNode {
  /// The source location of the `k`-th Unicode scalar of this YAML string node's value.
  ///
  /// Like ``sourceLocation(ofScalarOffset:in:)`` for JSON, but by YAML's rules for
  /// each kind of scalar: a plain or quoted scalar's folded line breaks (a break
  /// between two lines is the space it became, the blanks around it none), `''` in
  /// single quotes, every escape and escaped line break in double quotes, and the
  /// indentation of literal (`|`) and folded (`>`) block scalars. A template's
  /// character is so placed on its own line and column, whatever its scalar:
  ///
  /// ```swift
  /// // source: "t: >\n  turn\n  (on\n"   (the value is "turn (on\n")
  /// node.yamlSourceLocation(ofScalarOffset: 5, in: source)  // the '(', line 3, column 3
  /// ```
  ///
  /// - Parameters:
  ///   - k: A 0-based index into `value`'s `unicodeScalars`. Values below zero count as
  ///     zero; values at or past the end give the scalar's last character.
  ///   - source: The bytes this node was parsed from.
  /// - Returns: The location of the scalar's first source byte (the `\` of an escape).
  ///   For nodes that are not strings, or when `source` does not hold the node as YAML,
  ///   returns ``location``.
  /// - Complexity: O(*m*) in the length of the scalar in the source, and O(*n*) in the
  ///   offset for the line and column.
  package func yamlSourceLocation(ofScalarOffset k: Int, in source: [UInt8]) -> JSONLocation {
    guard case .string(let text) = value, rawRange.lowerBound >= 0, rawRange.upperBound <= source.count,
      !rawRange.isEmpty
    else { return location }
    let scanner = YAMLScalarOffsets(bytes: source, range: rawRange)
    guard let offsets = scanner.offsets(matching: text), !offsets.isEmpty else { return location }
    let offset = offsets[min(max(k, 0), offsets.count - 1)]
    return JSONParser.location(ofOffset: offset, in: source)
  }
}

/// Decodes a YAML scalar again from its source, recording where each decoded Unicode scalar was written.
///
/// It follows ``YAMLParser``'s reading of each kind of scalar; its result is used only
/// when it decodes to the value the parser gave, so a location is never made up.
struct YAMLScalarOffsets {
  private typealias Byte = YAMLParser.Byte

  let bytes: [UInt8]
  let range: Range<Int>

  /// The source offset of each Unicode scalar of `text`, or nil when the source does not decode to it.
  func offsets(matching text: String) -> [Int]? {
    let wanted = Array(text.unicodeScalars)
    let first = bytes[range.lowerBound]
    if first == Byte.pipe || first == Byte.greaterThan {
      // The content's indentation is found by trying each one the first line allows; the final line
      // breaks, which the chomping indicator keeps or not, are placed at the scalar's end.
      var body = wanted
      while body.last == "\n" { body.removeLast() }
      for decoded in blockScalars() where decoded.scalars == body {
        let end = max(range.upperBound - 1, range.lowerBound)
        return decoded.offsets + Array(repeating: end, count: wanted.count - body.count)
      }
      return nil
    }
    let decoded: Decoded
    switch first {
    case Byte.quote: decoded = flowScalar(from: range.lowerBound + 1, to: range.upperBound - 1, style: .double)
    case Byte.apostrophe: decoded = flowScalar(from: range.lowerBound + 1, to: range.upperBound - 1, style: .single)
    default: decoded = flowScalar(from: range.lowerBound, to: range.upperBound, style: .plain)
    }
    return decoded.scalars == wanted ? decoded.offsets : nil
  }

  /// Decoded scalars and where each was written.
  struct Decoded {
    var scalars: [Unicode.Scalar] = []
    var offsets: [Int] = []

    mutating func append(_ scalar: Unicode.Scalar, at offset: Int) {
      scalars.append(scalar)
      offsets.append(offset)
    }

    mutating func append(_ text: String, at offset: Int) {
      for scalar in text.unicodeScalars { append(scalar, at: offset) }
    }
  }

  enum Style { case plain, single, double }

  func isBlank(_ offset: Int, end: Int) -> Bool {
    offset < end && (bytes[offset] == Byte.space || bytes[offset] == Byte.tab)
  }

  func isBreak(_ offset: Int, end: Int) -> Bool {
    offset < end && (bytes[offset] == Byte.lineFeed || bytes[offset] == Byte.carriageReturn)
  }

  /// The Unicode scalar at an offset and its length in bytes.
  func scalar(at offset: Int, end: Int) -> (Unicode.Scalar, Int) {
    let length = min(JSONParser.UTF8Text.sequenceLength(in: bytes, at: offset) ?? 1, end - offset)
    let decoded = String(decoding: bytes[offset..<offset + length], as: UTF8.self).unicodeScalars.first
    return (decoded ?? "\u{FFFD}", length)
  }

  /// Moves past line breaks and the blanks around them from `offset`, counting the breaks.
  func skipBreaks(from offset: Int, end: Int) -> (offset: Int, breaks: Int) {
    var offset = offset
    var breaks = 0
    while isBreak(offset, end: end) || isBlank(offset, end: end) {
      if bytes[offset] == Byte.lineFeed { breaks += 1 }
      if bytes[offset] == Byte.carriageReturn && !(offset + 1 < end && bytes[offset + 1] == Byte.lineFeed) {
        breaks += 1
      }
      offset += 1
    }
    return (offset, breaks)
  }

  /// A plain, single- or double-quoted scalar's text between `start` and `end`, folded as the parser folds it.
  func flowScalar(from start: Int, to end: Int, style: Style) -> Decoded {
    var decoded = Decoded()
    var offset = start
    while offset < end {
      let byte = bytes[offset]
      if isBlank(offset, end: end) {
        let blanks = offset
        while isBlank(offset, end: end) { offset += 1 }
        if offset < end && !isBreak(offset, end: end) {
          for blank in blanks..<offset { decoded.append(Unicode.Scalar(bytes[blank]), at: blank) }
        }
      } else if isBreak(offset, end: end) {
        let lineBreak = offset
        let (next, breaks) = skipBreaks(from: offset, end: end)
        if breaks <= 1 {
          decoded.append(" ", at: lineBreak)
        } else {
          decoded.append(String(repeating: "\n", count: breaks - 1), at: lineBreak)
        }
        offset = next
      } else if style == .single && byte == Byte.apostrophe && offset + 1 < end && bytes[offset + 1] == Byte.apostrophe
      {
        decoded.append("'", at: offset)
        offset += 2
      } else if style == .double && byte == Byte.backslash && offset + 1 < end {
        offset = escape(at: offset, end: end, into: &decoded)
      } else {
        let (scalar, length) = scalar(at: offset, end: end)
        decoded.append(scalar, at: offset)
        offset += length
      }
    }
    return decoded
  }

  /// Decodes the escape at `offset` (a `\`), returning the offset after it.
  func escape(at backslash: Int, end: Int, into decoded: inout Decoded) -> Int {
    let byte = bytes[backslash + 1]
    let simple: [UInt8: Unicode.Scalar] = [
      UInt8(ascii: "0"): "\u{0}", UInt8(ascii: "a"): "\u{7}", UInt8(ascii: "b"): "\u{8}", UInt8(ascii: "t"): "\t",
      Byte.tab: "\t", UInt8(ascii: "n"): "\n", UInt8(ascii: "v"): "\u{B}", UInt8(ascii: "f"): "\u{C}",
      UInt8(ascii: "r"): "\r", UInt8(ascii: "e"): "\u{1B}", Byte.space: " ", Byte.quote: "\"", Byte.slash: "/",
      Byte.backslash: "\\", UInt8(ascii: "N"): "\u{85}", UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}",
      UInt8(ascii: "P"): "\u{2029}",
    ]
    if let scalar = simple[byte] {
      decoded.append(scalar, at: backslash)
      return backslash + 2
    }
    if byte == Byte.lineFeed || byte == Byte.carriageReturn {
      let (next, breaks) = skipBreaks(from: backslash + 1, end: end)
      decoded.append(String(repeating: "\n", count: max(breaks - 1, 0)), at: backslash)
      return next
    }
    let length = byte == UInt8(ascii: "x") ? 2 : byte == UInt8(ascii: "u") ? 4 : byte == UInt8(ascii: "U") ? 8 : 0
    var code: UInt32 = 0
    var offset = backslash + 2
    while offset < min(backslash + 2 + length, end), let digit = JSONParser.UTF8Text.hexDigitValue(bytes[offset]) {
      code = code << 4 | UInt32(digit)
      offset += 1
    }
    decoded.append(Unicode.Scalar(code) ?? "\u{FFFD}", at: backslash)
    return max(offset, backslash + 2)
  }

  // MARK: Block scalars

  /// A block scalar's lines after its header: each line's start, the offset of its text and its end.
  func blockLines() -> [(start: Int, end: Int)] {
    var offset = range.lowerBound
    while offset < range.upperBound && !isBreak(offset, end: range.upperBound) { offset += 1 }
    var lines: [(start: Int, end: Int)] = []
    while offset < range.upperBound {
      if bytes[offset] == Byte.carriageReturn { offset += 1 }
      if offset < range.upperBound && bytes[offset] == Byte.lineFeed { offset += 1 }
      let start = offset
      while offset < range.upperBound && !isBreak(offset, end: range.upperBound) { offset += 1 }
      lines.append((start, offset))
    }
    return lines
  }

  /// The block scalar decoded with each content indentation its first line with text allows.
  func blockScalars() -> [Decoded] {
    let isLiteral = bytes[range.lowerBound] == Byte.pipe
    let lines = blockLines()
    let indentation = lines.map { line in
      var spaces = 0
      while line.start + spaces < line.end && bytes[line.start + spaces] == Byte.space { spaces += 1 }
      return (spaces: spaces, empty: line.start + spaces == line.end)
    }
    guard let first = indentation.first(where: { !$0.empty }) else { return [] }
    return (1...max(first.spaces, 1)).reversed().map { indent in
      var decoded = Decoded()
      // Each line's text after the indentation, nil for an empty line, with the offset of the break before it.
      var pending: [(text: Range<Int>?, lineBreak: Int)] = []
      for (line, shape) in zip(lines, indentation) {
        let text: Range<Int>? =
          shape.empty && shape.spaces <= indent ? nil : min(line.start + indent, line.end)..<line.end
        pending.append((text?.isEmpty == true ? nil : text, max(line.start - 1, range.lowerBound)))
      }
      while let last = pending.last, last.text == nil { pending.removeLast() }
      var emptyLines = 0
      var hasText = false
      var previousIsMoreIndented = false
      for (index, line) in pending.enumerated() {
        guard let text = line.text else {
          emptyLines += 1
          if isLiteral && index > 0 { decoded.append("\n", at: line.lineBreak) }
          continue
        }
        let isMoreIndented = bytes[text.lowerBound] == Byte.space || bytes[text.lowerBound] == Byte.tab
        if isLiteral {
          if index > 0 { decoded.append("\n", at: line.lineBreak) }
        } else if hasText {
          if emptyLines == 0 && !previousIsMoreIndented && !isMoreIndented {
            decoded.append(" ", at: line.lineBreak)
          } else {
            let kept = previousIsMoreIndented || isMoreIndented ? 1 : 0
            decoded.append(String(repeating: "\n", count: emptyLines + kept), at: line.lineBreak)
          }
        } else {
          decoded.append(String(repeating: "\n", count: emptyLines), at: line.lineBreak)
        }
        var offset = text.lowerBound
        while offset < text.upperBound {
          let (scalar, length) = scalar(at: offset, end: text.upperBound)
          decoded.append(scalar, at: offset)
          offset += length
        }
        hasText = true
        emptyLines = 0
        previousIsMoreIndented = isMoreIndented
      }
      return decoded
    }
  }
}
