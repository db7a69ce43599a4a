import PhraseGrammar
/// A reader of the YAML subset that configuration repositories use, producing the same
/// tree as ``JSONParser``.
///
/// Every node carries the ``JSONLocation`` of its first character as written (the first
/// key of a block mapping, the `-` of a block sequence, the `[`, `{`, quote, `|` or `>`,
/// the first character of a plain scalar, the `*` of an alias), and every member the
/// location of its key, so ``JSONTreeDecoder`` and diagnostics work on YAML unchanged:
///
/// ```swift
/// let root = try YAMLParser.parse("language: en\nintents:\n  HassTurnOn: {}\n")
/// root.value.objectValue?["language"]?.value  // .string("en")
/// ```
///
/// It reads one document of block mappings and sequences, flow collections, plain,
/// single- and double-quoted scalars, literal and folded block scalars, comments,
/// anchors and aliases. Plain scalars are typed by the YAML 1.2 core schema (`null`,
/// `~` and nothing are null; `true` and `false` booleans; integers and floats numbers);
/// quoted and block scalars are strings. Tags, directives, complex keys, merge keys and
/// a second document are refused, as are duplicate keys and tabs in indentation.
///
/// Errors name the offending character in compiler style (`1:3: error: duplicate key
/// 'a'`). Nesting is capped at ``maximumDepth`` levels and aliases at
/// ``maximumAliasExpansion`` values, so hostile input takes bounded time and memory.
package enum YAMLParser: LocatedTreeParser {
  /// The deepest nesting of mappings and sequences the parser accepts.
  package static let maximumDepth = 128

  /// The most values that aliases may stand for in one document, counting every value
  /// inside each aliased node; more is refused rather than expanded.
  package static let maximumAliasExpansion = 100_000

  /// Parses one YAML document from UTF-8 bytes.
  ///
  /// - Parameter bytes: The document, as UTF-8 (a leading byte order mark is skipped).
  /// - Returns: The root value, with the locations of every nested value; an empty
  ///   document is `null`.
  /// - Throws: A ``JSONSyntaxError`` for the first problem in the input.
  /// - Complexity: O(*n*) in the number of bytes, for ordinary documents.
  package static func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONNode {
    var parser = Parser(bytes: (bytes as? [UInt8]) ?? Array(bytes))
    return try parser.parseDocument()
  }
}

// The parser's helpers by their short names, as the parser itself uses them.
private typealias Byte = YAMLParser.Byte
private typealias Message = YAMLParser.Message

extension YAMLParser {
  /// The parser's state for one document.
  struct Parser {
    let bytes: [UInt8]
    var index = 0
    /// The offset where each line starts; the first line starts after a byte order mark.
    var lineStarts: [Int] = []
    /// How many mappings and sequences are open.
    var depth = 0
    /// The nodes of the anchors defined so far, with how many values each holds.
    var anchors: [String: (node: JSONNode, size: Int)] = [:]
    /// How many values have been made, aliases counting what they stand for.
    var valueCount = 0
    /// How many values aliases have stood for.
    var aliasedCount = 0
    /// A column known on one line, so that columns of later offsets are counted from it.
    var cursor = (line: -1, offset: 0, column: 1)

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    /// Parses the whole input as one document.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
      index = JSONParser.UTF8Text.byteOrderMarkLength(of: bytes)
      lineStarts = [index]
      try checkCharacters()
      let documentStart = index
      var root: JSONNode?
      _ = try skipToContent()
      if index < bytes.count && bytes[index] == Byte.percent && isLineStart(index) {
        throw error(Message.directive, at: index)
      }
      if atDocumentMarker(Byte.minus) {
        let marker = index
        index += 3
        let indent = try skipToContent()
        if atBlockEnd() {
          root = nullNode(at: marker + 3)
        } else if indent == nil {
          root = try parseBlockNode(parent: -1, compact: false)
        }
      }
      if root == nil {
        root =
          atBlockEnd()
          ? nullNode(at: index >= bytes.count ? documentStart : index) : try parseBlockNode(parent: -1, compact: true)
      }
      guard try skipToContent() != nil else {
        throw error(Message.afterValue(characterDescription(at: index)), at: index)
      }
      if atDocumentMarker(Byte.period) {
        index += 3
        guard try skipToContent() != nil else { throw error(Message.afterDocumentEnd, at: index) }
        if index < bytes.count && !atDocumentMarker(Byte.minus) { throw error(Message.afterDocumentEnd, at: index) }
      }
      if index < bytes.count {
        if atDocumentMarker(Byte.minus) { throw error(Message.secondDocument, at: index) }
        throw error(Message.badIndentation, at: index)
      }
      return root ?? nullNode(at: documentStart)
    }

    /// Records every line start, and refuses invalid UTF-8, control characters and a
    /// carriage return that is not followed by a line feed.
    mutating func checkCharacters() throws(JSONSyntaxError) {
      var offset = index
      while offset < bytes.count {
        let byte = bytes[offset]
        if byte < 0x80 {
          if byte == Byte.lineFeed {
            lineStarts.append(offset + 1)
          } else if byte == Byte.carriageReturn {
            guard offset + 1 < bytes.count, bytes[offset + 1] == Byte.lineFeed else {
              throw error(Message.loneCarriageReturn, at: offset)
            }
          } else if (byte < 0x20 && byte != Byte.tab) || byte == 0x7F {
            throw error(Message.controlCharacter(characterDescription(at: offset)), at: offset)
          }
          offset += 1
        } else {
          guard let length = JSONParser.UTF8Text.sequenceLength(in: bytes, at: offset) else {
            throw error(Message.invalidUTF8, at: offset)
          }
          if byte == 0xC2 && bytes[offset + 1] < 0xA0 && bytes[offset + 1] != 0x85 {
            throw error(Message.controlCharacter(characterDescription(at: offset)), at: offset)
          }
          offset += length
        }
      }
    }

    // MARK: Positions

    /// The 0-based index of the line holding `offset`.
    func lineIndex(of offset: Int) -> Int {
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      return low
    }

    /// The offset where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int { lineStarts[lineIndex(of: offset)] }

    /// The location of `offset`, as ``JSONParser/location(ofOffset:in:)`` computes it.
    package mutating func location(at offset: Int) -> JSONLocation {
      let line = lineIndex(of: offset)
      let start = lineStarts[line]
      guard offset > start else { return JSONLocation(offset: offset, line: line + 1, column: 1) }
      var from = start
      var column = 1
      if cursor.line == line && cursor.offset <= offset {
        from = cursor.offset
        column = cursor.column
      }
      column += JSONParser.UTF8Text.columnDistance(in: bytes, from: from, to: offset)
      if offset < bytes.count && isClusterStart(offset) {
        cursor = (line, offset, column)
      }
      return JSONLocation(offset: offset, line: line + 1, column: column)
    }

    /// Whether a grapheme cluster starts at `offset`, as far as an ASCII character before
    /// it tells; `false` when unsure.
    func isClusterStart(_ offset: Int) -> Bool {
      let previous = bytes[offset - 1]
      guard previous < 0x80 && previous != Byte.carriageReturn else { return false }
      if bytes[offset] < 0x80 { return true }
      let end = offset + (JSONParser.UTF8Text.sequenceLength(in: bytes, at: offset) ?? 1)
      return String(decoding: bytes[offset - 1..<min(end, bytes.count)], as: UTF8.self).count == 2
    }

    /// An error at `offset`.
    package mutating func error(_ message: String, at offset: Int) -> JSONSyntaxError {
      JSONSyntaxError(message: message, location: location(at: offset))
    }

    /// A `null` for a value that is not written, at `offset`.
    mutating func nullNode(at offset: Int) -> JSONNode {
      valueCount += 1
      return JSONNode(value: .null, location: location(at: offset), rawRange: offset..<offset)
    }

    // MARK: Characters

    func isBreak(_ offset: Int) -> Bool {
      offset < bytes.count && (bytes[offset] == Byte.lineFeed || bytes[offset] == Byte.carriageReturn)
    }

    func isBlank(_ offset: Int) -> Bool {
      offset < bytes.count && (bytes[offset] == Byte.space || bytes[offset] == Byte.tab)
    }

    /// Whether `offset` is past the end, a blank or a line break.
    func isBlankOrEnd(_ offset: Int) -> Bool {
      offset >= bytes.count || isBlank(offset) || isBreak(offset)
    }

    /// Whether only blanks precede `offset` on its line.
    func isLineStart(_ offset: Int) -> Bool {
      bytes[lineStart(of: offset)..<offset].allSatisfy { $0 == Byte.space || $0 == Byte.tab }
    }

    /// Moves past the line break at `index`.
    mutating func skipBreak() {
      index += bytes[index] == Byte.carriageReturn ? 2 : 1
    }

    /// Moves to the end of the line.
    mutating func skipToLineEnd() {
      while index < bytes.count && !isBreak(index) { index += 1 }
    }

    /// Whether a comment may start at `offset`: at the start of a line or after a blank.
    func isCommentStart(_ offset: Int) -> Bool {
      bytes[offset] == Byte.hash && (offset == lineStarts[0] || isBlank(offset - 1) || isBreak(offset - 1))
    }

    /// Whether `index` is at `---` (`marker` `-`) or `...` (`.`) at the start of a line,
    /// followed by a blank or the end.
    func atDocumentMarker(_ marker: UInt8) -> Bool {
      index + 3 <= bytes.count && bytes[index] == marker && bytes[index + 1] == marker
        && bytes[index + 2] == marker && isBlankOrEnd(index + 3) && lineStart(of: index) == index
    }

    /// Whether `index` ends every block collection: the end of the input or a document marker.
    func atBlockEnd() -> Bool {
      index >= bytes.count || atDocumentMarker(Byte.minus) || atDocumentMarker(Byte.period)
    }

    /// Skips blanks, comments and line breaks.
    ///
    /// - Returns: The indentation of the content reached when only blanks precede it on
    ///   its line, `nil` when it follows other content on its line, and 0 at the end of
    ///   the input.
    /// - Throws: When a tab is part of the indentation of the content reached.
    mutating func skipToContent() throws(JSONSyntaxError) -> Int? {
      while index < bytes.count {
        if isBlank(index) {
          index += 1
        } else if isBreak(index) {
          skipBreak()
        } else if isCommentStart(index) {
          skipToLineEnd()
        } else {
          break
        }
      }
      guard index < bytes.count else { return 0 }
      let start = lineStart(of: index)
      guard isLineStart(index) else { return nil }
      if let tab = bytes[start..<index].firstIndex(of: Byte.tab) {
        throw error(Message.tabIndentation, at: tab)
      }
      return index - start
    }

    /// The source text of a byte range.
    func text(_ range: Range<Int>) -> String {
      String(decoding: bytes[range], as: UTF8.self)
    }

    /// The character at `offset` as a message shows it: printable characters as
    /// themselves, others as `\u{XXXX}`.
    func characterDescription(at offset: Int) -> String {
      guard offset < bytes.count else { return "" }
      let length = min(JSONParser.UTF8Text.sequenceLength(in: bytes, at: offset) ?? 1, bytes.count - offset)
      let text = text(offset..<offset + length)
      guard let scalar = text.unicodeScalars.first else { return "" }
      if scalar.isASCII ? (scalar.value > 0x20 && scalar.value < 0x7F) : scalar.properties.isAlphabetic {
        return text
      }
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }
}
