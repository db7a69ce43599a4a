import PhraseGrammar

/// A value of an old-style (OpenStep, "ASCII") property list, as `project.pbxproj` files are written:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted or bare strings, `<hex>` data.
///
/// Each value keeps the line and column it starts at, for messages.
struct ASCIIPropertyList: Sendable {
  indirect enum Value: Sendable {
    case string(String)
    case array([ASCIIPropertyList])
    /// Members in file order; a key written twice keeps its last value when looked up.
    case dictionary([(key: String, value: ASCIIPropertyList)])
  }

  var value: Value
  /// The 1-based line and column the value starts at.
  var line: Int
  var column: Int

  /// The text of a string value.
  var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The items of an array value.
  var array: [ASCIIPropertyList]? {
    if case .array(let items) = value { return items }
    return nil
  }

  /// The members of a dictionary value, in file order.
  var members: [(key: String, value: ASCIIPropertyList)]? {
    if case .dictionary(let members) = value { return members }
    return nil
  }

  /// A dictionary's value for a key (the last one written), or nil.
  subscript(key: String) -> ASCIIPropertyList? {
    members?.last { $0.key == key }?.value
  }

  /// A value as the text of a build setting: a string, or an array's strings joined by spaces.
  var settingText: String? {
    switch value {
    case .string(let text): text
    case .array(let items): items.compactMap(\.string).joined(separator: " ")
    case .dictionary: nil
    }
  }

  /// Why a property list could not be read, and where.
  struct SyntaxError: Error, Hashable, Sendable {
    var message: String
    var line: Int
    var column: Int
  }

  /// Reads an old-style property list: one value, then only comments and white space.
  ///
  /// - Throws: ``SyntaxError`` at the place the text stops being a property list.
  static func parse(_ text: String) throws(SyntaxError) -> ASCIIPropertyList {
    var reader = Reader(scalars: Array(text.unicodeScalars))
    let root = try reader.value(depth: 0)
    try reader.skipTrivia()
    guard reader.isAtEnd else { throw reader.error("unexpected text after the property list") }
    return root
  }

  /// A recursive-descent reader over Unicode scalars.
  private struct Reader {
    let scalars: [Unicode.Scalar]
    var offset = 0
    var line = 1
    var column = 1

    /// Nesting deeper than this is refused, so that hostile input cannot exhaust the stack.
    static let depthLimit = 128

    var isAtEnd: Bool { offset >= scalars.count }

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
      offset + ahead < scalars.count ? scalars[offset + ahead] : nil
    }

    mutating func advance() {
      guard let scalar = peek() else { return }
      offset += 1
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }

    func error(_ message: String) -> SyntaxError {
      SyntaxError(message: message, line: line, column: column)
    }

    /// Skips white space, `// …` line comments and `/* … */` block comments.
    mutating func skipTrivia() throws(SyntaxError) {
      while let scalar = peek() {
        if scalar.properties.isWhitespace {
          advance()
        } else if scalar == "/" && peek(1) == "/" {
          while let next = peek(), next != "\n" { advance() }
        } else if scalar == "/" && peek(1) == "*" {
          let start = error("unterminated comment")
          advance()
          advance()
          while !(peek() == "*" && peek(1) == "/") {
            guard !isAtEnd else { throw start }
            advance()
          }
          advance()
          advance()
        } else {
          return
        }
      }
    }

    /// Steps into a dictionary or an array at its opening character.
    mutating func open(depth: Int) throws(SyntaxError) {
      guard depth < Self.depthLimit else { throw error("values nested too deeply") }
      advance()
    }

    /// Whether another item of a dictionary or an array follows; false past its closing character.
    mutating func hasItem(before closer: Unicode.Scalar, in kind: String, openedAt start: (line: Int, column: Int))
      throws(SyntaxError) -> Bool
    {
      try skipTrivia()
      if peek() == closer {
        advance()
        return false
      }
      guard !isAtEnd else { throw error("expected '\(closer)' to close the \(kind) at \(start.line):\(start.column)") }
      return true
    }

    mutating func value(depth: Int) throws(SyntaxError) -> ASCIIPropertyList {
      try skipTrivia()
      let (startLine, startColumn) = (line, column)
      func placed(_ value: Value) -> ASCIIPropertyList {
        ASCIIPropertyList(value: value, line: startLine, column: startColumn)
      }
      guard let scalar = peek() else { throw error("expected a value, found the end of the file") }
      switch scalar {
      case "{":
        var members: [(key: String, value: ASCIIPropertyList)] = []
        try open(depth: depth)
        while try hasItem(before: "}", in: "dictionary", openedAt: (startLine, startColumn)) {
          let key = try value(depth: depth + 1)
          guard let keyText = key.string else {
            throw SyntaxError(message: "a dictionary key must be a string", line: key.line, column: key.column)
          }
          try skipTrivia()
          guard peek() == "=" else { throw error("expected '=' after the key '\(keyText)'") }
          advance()
          let member = try value(depth: depth + 1)
          try skipTrivia()
          guard peek() == ";" else { throw error("expected ';' after the value of '\(keyText)'") }
          advance()
          members.append((keyText, member))
        }
        return placed(.dictionary(members))
      case "(":
        var elements: [ASCIIPropertyList] = []
        try open(depth: depth)
        while try hasItem(before: ")", in: "array", openedAt: (startLine, startColumn)) {
          elements.append(try value(depth: depth + 1))
          try skipTrivia()
          if peek() == "," {
            advance()
          } else if peek() != ")" {
            throw error("expected ',' or ')' in the array")
          }
        }
        return placed(.array(elements))
      case "\"", "'":
        return placed(.string(try quoted(scalar)))
      case "<":
        advance()
        var text = "<"
        while let next = peek(), next != ">" {
          text.unicodeScalars.append(next)
          advance()
        }
        guard peek() == ">" else { throw error("expected '>' to close the data") }
        advance()
        return placed(.string(text + ">"))
      default:
        guard Self.isBare(scalar) else { throw error("unexpected '\(Character(scalar))'") }
        var text = ""
        while let next = peek(), Self.isBare(next) {
          // A comment may follow a bare word without a space: `name/* c */`.
          if next == "/", peek(1) == "/" || peek(1) == "*" { break }
          text.unicodeScalars.append(next)
          advance()
        }
        return placed(.string(text))
      }
    }

    /// Whether a scalar may be part of an unquoted string.
    static func isBare(_ scalar: Unicode.Scalar) -> Bool {
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return true }
      return "_$+/:.-".unicodeScalars.contains(scalar)
    }

    /// A quoted string, its escapes decoded: `\n`, `\t`, `\r`, `\"`, `\\`, `\Uxxxx`, octal `\ooo`.
    mutating func quoted(_ quote: Unicode.Scalar) throws(SyntaxError) -> String {
      let start = error("unterminated string")
      advance()
      var text = ""
      while true {
        guard let scalar = peek() else { throw start }
        advance()
        if scalar == quote { return text }
        guard scalar == "\\" else {
          text.unicodeScalars.append(scalar)
          continue
        }
        guard let escaped = peek() else { throw start }
        advance()
        switch escaped {
        case "n": text += "\n"
        case "t": text += "\t"
        case "r": text += "\r"
        case "a": text += "\u{7}"
        case "b": text += "\u{8}"
        case "f": text += "\u{C}"
        case "v": text += "\u{B}"
        case "U", "u":
          var digits = ""
          while digits.count < 4, let next = peek(), next.properties.isASCIIHexDigit {
            digits.unicodeScalars.append(next)
            advance()
          }
          if let code = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(code) {
            text.unicodeScalars.append(decoded)
          }
        case "0"..."7":
          var digits = String(escaped)
          while digits.count < 3, let next = peek(), ("0"..."7").contains(next) {
            digits.unicodeScalars.append(next)
            advance()
          }
          if let code = UInt32(digits, radix: 8), let decoded = Unicode.Scalar(code) {
            text.unicodeScalars.append(decoded)
          }
        default: text.unicodeScalars.append(escaped)
        }
      }
    }
  }
}
