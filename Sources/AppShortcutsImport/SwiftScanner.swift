import DataFormats
import Router

/// One token of Swift source, as the App Shortcuts importer reads it.
///
/// Comments are skipped; string literals are one token each, with their text
/// and interpolations decoded (``SwiftStringLiteral``).
struct SwiftToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A name or keyword; backticks are removed, and `$name` is one identifier.
    case identifier
    /// A number, as written.
    case number
    /// A string literal; see ``SwiftToken/literal``.
    case string
    /// One punctuation or operator character.
    case punctuation
    /// An attribute, `@Name`; the text is the name.
    case attribute
    /// A `#` keyword (`#if`, `#available`); the text includes the `#`.
    case pound
  }

  var kind: Kind
  /// The identifier, number, punctuation character, attribute name or `#` keyword; the source text of a string.
  var text: String
  /// The 1-based line and character column of the token's first character.
  var line: Int
  var column: Int
  /// Whether a line break comes before the token (or it is the first token of its source).
  var startsLine: Bool
  /// The token's characters in its source, as offsets.
  var start: Int
  var end: Int
  /// The decoded literal, for a string.
  var literal: SwiftStringLiteral?

  func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
  func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}

/// A Swift string literal: its text, with interpolations kept apart.
struct SwiftStringLiteral: Hashable, Sendable {
  enum Segment: Hashable, Sendable {
    /// Literal text, escapes decoded (`\n`, `\u{…}`, `\"`).
    case text(String)
    /// An interpolation `\(…)`: its tokens and source text.
    case interpolation(SwiftInterpolation)
  }

  var segments: [Segment]
  /// Whether it was written with `"""`.
  var isMultiline: Bool
  /// The number of `#` around a raw string.
  var delimiterCount: Int

  /// The text when the literal has no interpolation.
  var plainText: String? {
    var text = ""
    for segment in segments {
      guard case .text(let part) = segment else { return nil }
      text += part
    }
    return text
  }
}

/// An interpolation in a string literal: the expression's tokens and its source text.
struct SwiftInterpolation: Hashable, Sendable {
  var tokens: [SwiftToken]
  /// The expression as written, between the parentheses.
  var source: String
  var line: Int
  var column: Int
}

/// Splits Swift source into tokens without a compiler.
///
/// It understands line comments, block comments (nested), string literals
/// (escapes, interpolation `\(…)` with nested parentheses and strings,
/// multi-line `"""` with indentation stripping and line continuation, raw
/// `#"…"#` with `\#(…)`), and it reports an unterminated comment or string
/// rather than stopping. Columns count characters (grapheme clusters).
///
/// ```swift
/// let (tokens, problems) = SwiftScanner.tokens(of: #"let s = "Log \(.applicationName)""#)
/// ```
struct SwiftScanner {
  private let characters: [Character]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var sawLineBreak = true
  /// Where the token being read starts.
  private var tokenStart = 0
  /// How many interpolations the scanner is inside.
  private var interpolationDepth = 0
  /// The deepest string interpolation read; deeper ones are skipped, so hostile input cannot exhaust the stack.
  static let interpolationLimit = 16
  /// Problems found, as (line, column, message).
  private(set) var problems: [(line: Int, column: Int, message: String)] = []

  init(_ source: String) {
    characters = Array(source)
  }

  init(characters: [Character]) {
    self.characters = characters
  }

  /// The tokens of a source and the problems found.
  ///
  /// - Complexity: O(*n*) in the source's length.
  static func tokens(of source: String) -> (tokens: [SwiftToken], problems: [(line: Int, column: Int, message: String)])
  {
    tokens(of: Array(source))
  }

  /// The tokens of a source given as characters, and the problems found.
  ///
  /// - Complexity: O(*n*) in the source's length.
  static func tokens(of characters: [Character]) -> (
    tokens: [SwiftToken], problems: [(line: Int, column: Int, message: String)]
  ) {
    var scanner = SwiftScanner(characters: characters)
    var tokens: [SwiftToken] = []
    while let token = scanner.nextToken() { tokens.append(token) }
    return (tokens, scanner.problems)
  }

  private var column: Int { index - lineStart + 1 }

  private func peek(_ offset: Int = 0) -> Character? {
    let position = index + offset
    return position < characters.count ? characters[position] : nil
  }

  /// Moves past one character, keeping the line count.
  private mutating func advance() {
    guard index < characters.count else { return }
    if characters[index].isNewline {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  private mutating func report(_ message: String, line: Int, column: Int) {
    problems.append((line, column, message))
  }

  // MARK: Tokens

  /// The next token, or nil at the end of the source.
  mutating func nextToken() -> SwiftToken? {
    skipTrivia()
    guard let character = peek() else { return nil }
    let startLine = line
    let startColumn = column
    let startsLine = sawLineBreak
    sawLineBreak = false
    tokenStart = index
    let start = index
    func token(_ kind: SwiftToken.Kind, _ text: String, literal: SwiftStringLiteral? = nil) -> SwiftToken {
      SwiftToken(
        kind: kind, text: text, line: startLine, column: startColumn, startsLine: startsLine, start: start,
        end: index, literal: literal)
    }
    if character == "#" {
      var hashes = 0
      while peek(hashes) == "#" { hashes += 1 }
      if peek(hashes) == "\"" {
        for _ in 0..<hashes { advance() }
        let literal = scanString(delimiterCount: hashes, line: startLine, column: startColumn)
        return token(.string, String(characters[start..<index]), literal: literal)
      }
      advance()
      let name = scanIdentifierCharacters()
      return token(.pound, "#" + name)
    }
    if character == "\"" {
      let literal = scanString(delimiterCount: 0, line: startLine, column: startColumn)
      return token(.string, String(characters[start..<index]), literal: literal)
    }
    if character == "@", let next = peek(1), Self.isIdentifierStart(next) {
      advance()
      return token(.attribute, scanIdentifierCharacters())
    }
    if character == "`" {
      advance()
      var name = ""
      while let next = peek(), next != "`", !next.isNewline {
        name.append(next)
        advance()
      }
      if peek() == "`" { advance() }
      return token(.identifier, name)
    }
    if character == "$", let next = peek(1), Self.isIdentifierStart(next) || next.isNumber {
      advance()
      return token(.identifier, "$" + scanIdentifierCharacters())
    }
    if Self.isIdentifierStart(character) {
      return token(.identifier, scanIdentifierCharacters())
    }
    if character.isASCII && character.isNumber {
      var text = ""
      while let next = peek() {
        if next.isLetter || next.isNumber || next == "_" {
          text.append(next)
          advance()
        } else if next == ".", let after = peek(1), after.isASCII && after.isNumber {
          text.append(next)
          advance()
        } else if (next == "-" || next == "+"), let last = text.last, last == "e" || last == "E" || last == "p",
          !text.hasPrefix("0x") || last == "p"
        {
          text.append(next)
          advance()
        } else {
          break
        }
      }
      return token(.number, text)
    }
    advance()
    return token(.punctuation, String(character))
  }

  private static func isIdentifierStart(_ character: Character) -> Bool {
    character == "_" || character.isLetter
  }

  private mutating func scanIdentifierCharacters() -> String {
    var name = ""
    while let next = peek(), next == "_" || next.isLetter || next.isNumber {
      name.append(next)
      advance()
    }
    return name
  }

  /// Skips white space and comments, noting line breaks.
  private mutating func skipTrivia() {
    while let character = peek() {
      if character.isNewline {
        sawLineBreak = true
        advance()
      } else if character.isWhitespace {
        advance()
      } else if character == "/" && peek(1) == "/" {
        while let next = peek(), !next.isNewline { advance() }
      } else if character == "/" && peek(1) == "*" {
        let startLine = line
        let startColumn = column
        advance()
        advance()
        var depth = 1
        while depth > 0 {
          guard let next = peek() else {
            report("unterminated '/*' comment", line: startLine, column: startColumn)
            return
          }
          if next == "/" && peek(1) == "*" {
            depth += 1
            advance()
          } else if next == "*" && peek(1) == "/" {
            depth -= 1
            advance()
          }
          advance()
        }
      } else {
        return
      }
    }
  }

  // MARK: Strings

  /// A piece of a string's content before multi-line indentation is stripped.
  private enum Piece {
    case character(Character)
    /// Text from an escape, never stripped.
    case escaped(String)
    case interpolation(SwiftInterpolation)
    /// A line break in the source; `kept` is false after a `\` line continuation.
    case lineBreak(kept: Bool)
  }

  /// Reads a string literal starting at its opening quote (after any `#`s).
  private mutating func scanString(delimiterCount: Int, line startLine: Int, column startColumn: Int)
    -> SwiftStringLiteral
  {
    let isMultiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
    let quotes = isMultiline ? 3 : 1
    for _ in 0..<quotes { advance() }
    if isMultiline {
      // The content starts on the next line.
      while let next = peek(), !next.isNewline, next.isWhitespace { advance() }
      if let next = peek(), next.isNewline { advance() }
    }
    var pieces: [Piece] = []
    var terminated = false
    while let character = peek() {
      if character == "\"" && closesString(at: index, quotes: quotes, delimiterCount: delimiterCount) {
        for _ in 0..<(quotes + delimiterCount) { advance() }
        terminated = true
        break
      }
      if character.isNewline {
        guard isMultiline else { break }
        pieces.append(.lineBreak(kept: true))
        advance()
        continue
      }
      if character == "\\" && (0..<delimiterCount).allSatisfy({ peek(1 + $0) == "#" }) {
        let escapeLine = line
        let escapeColumn = column
        for _ in 0...delimiterCount { advance() }
        guard let next = peek() else { break }
        switch next {
        case "(":
          advance()
          guard interpolationDepth < Self.interpolationLimit else {
            report(
              "string interpolations nested too deep; the innermost are skipped", line: escapeLine, column: escapeColumn
            )
            skipBalancedParentheses()
            continue
          }
          interpolationDepth += 1
          pieces.append(.interpolation(scanInterpolation(line: escapeLine, column: escapeColumn)))
          interpolationDepth -= 1
        case "n": pieces.append(.escaped("\n")); advance()
        case "t": pieces.append(.escaped("\t")); advance()
        case "r": pieces.append(.escaped("\r")); advance()
        case "0": pieces.append(.escaped("\0")); advance()
        case "\\", "\"", "'":
          pieces.append(.escaped(String(next)))
          advance()
        case "u":
          advance()
          pieces.append(.escaped(scanUnicodeEscape(line: escapeLine, column: escapeColumn)))
        default:
          if isMultiline && (next.isNewline || next.isWhitespace) {
            // A line continuation: trailing spaces, then the line break, are not part of the text.
            while let space = peek(), space.isWhitespace, !space.isNewline { advance() }
            if let lineBreak = peek(), lineBreak.isNewline {
              advance()
              pieces.append(.lineBreak(kept: false))
              continue
            }
          }
          report("invalid escape '\\\(next)' in string literal", line: escapeLine, column: escapeColumn)
          pieces.append(.character(next))
          advance()
        }
        continue
      }
      pieces.append(.character(character))
      advance()
    }
    if !terminated {
      report("unterminated string literal", line: startLine, column: startColumn)
    }
    if isMultiline { pieces = Self.strippingIndentation(pieces) }
    var segments: [SwiftStringLiteral.Segment] = []
    var text = ""
    for piece in pieces {
      switch piece {
      case .character(let character): text.append(character)
      case .escaped(let escaped): text += escaped
      case .lineBreak(let kept): if kept { text += "\n" }
      case .interpolation(let interpolation):
        if !text.isEmpty { segments.append(.text(text)) }
        text = ""
        segments.append(.interpolation(interpolation))
      }
    }
    if !text.isEmpty { segments.append(.text(text)) }
    return SwiftStringLiteral(segments: segments, isMultiline: isMultiline, delimiterCount: delimiterCount)
  }

  /// Whether the quote at a position closes the string: `quotes` quotes, then the `#`s.
  private func closesString(at position: Int, quotes: Int, delimiterCount: Int) -> Bool {
    for offset in 0..<quotes where position + offset >= characters.count || characters[position + offset] != "\"" {
      return false
    }
    for offset in 0..<delimiterCount {
      let hash = position + quotes + offset
      if hash >= characters.count || characters[hash] != "#" { return false }
    }
    return true
  }

  /// Removes a multi-line string's indentation (that of its closing delimiter) and its last line break.
  private static func strippingIndentation(_ pieces: [Piece]) -> [Piece] {
    var pieces = pieces
    var indentation = 0
    while let last = pieces.last, case .character(let character) = last, character.isWhitespace {
      indentation += 1
      pieces.removeLast()
    }
    if let last = pieces.last, case .lineBreak = last { pieces.removeLast() }
    var result: [Piece] = []
    var toStrip = indentation
    for piece in pieces {
      if toStrip > 0, case .character(let character) = piece, character.isWhitespace, !character.isNewline {
        toStrip -= 1
        continue
      }
      toStrip = 0
      result.append(piece)
      if case .lineBreak = piece { toStrip = indentation }
    }
    return result
  }

  /// Skips characters through the `)` that closes an interpolation whose `(` was just read.
  private mutating func skipBalancedParentheses() {
    var depth = 1
    while let character = peek(), depth > 0 {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      advance()
    }
  }

  /// Reads `{hex}` after `\u`.
  private mutating func scanUnicodeEscape(line: Int, column: Int) -> String {
    guard peek() == "{" else {
      report("invalid unicode escape in string literal", line: line, column: column)
      return ""
    }
    advance()
    var hex = ""
    while let next = peek(), next != "}", next.isHexDigit, hex.count < 8 {
      hex.append(next)
      advance()
    }
    if peek() == "}" { advance() }
    guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
      report("invalid unicode escape in string literal", line: line, column: column)
      return ""
    }
    return String(Character(scalar))
  }

  /// Reads an interpolation's tokens after its `\(`, through the matching `)`.
  private mutating func scanInterpolation(line: Int, column: Int) -> SwiftInterpolation {
    var tokens: [SwiftToken] = []
    var depth = 0
    let start = index
    var end = index
    let savedLineBreak = sawLineBreak
    sawLineBreak = false
    while true {
      guard let token = nextToken() else {
        report("unterminated interpolation in string literal", line: line, column: column)
        end = index
        break
      }
      if token.isPunctuation("(") { depth += 1 }
      if token.isPunctuation(")") {
        if depth == 0 {
          end = tokenStart
          break
        }
        depth -= 1
      }
      tokens.append(token)
    }
    sawLineBreak = savedLineBreak
    let source = String(characters[start..<max(start, end)])
    return SwiftInterpolation(tokens: tokens, source: Self.trimmingSpaces(source), line: line, column: column)
  }

  /// The text without leading and trailing spaces and tabs.
  static func trimmingSpaces(_ text: String) -> String {
    let characters = Array(text)
    var start = 0
    var end = characters.count
    while start < end && (characters[start] == " " || characters[start] == "\t") { start += 1 }
    while end > start && (characters[end - 1] == " " || characters[end - 1] == "\t") { end -= 1 }
    return String(characters[start..<end])
  }
}
