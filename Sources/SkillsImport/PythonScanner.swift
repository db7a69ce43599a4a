/// The tokens of Python source, enough to read a skill's intent declarations without Python.
///
/// Knows comments, string literals (single, double and triple quotes, with `r`, `b`, `u` and `f`
/// prefixes; escapes; an f-string's fields kept as written), names, numbers,
/// punctuation, and logical lines: a newline inside brackets or after `\` continues the line.
struct PythonScanner {
  /// One token and where it starts.
  struct Token: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case name(String)
      /// A string literal's value.
      case string(String)
      /// An f-string with fields (`f"{self.name}Intent"`): its text and its fields, in order.
      case formatted([FormattedPart])
      /// A number literal, as written.
      case number(String)
      case punctuation(Character)
      /// The end of a logical line.
      case newline
    }

    /// A part of an f-string: text, or a field's source as written between its braces.
    enum FormattedPart: Hashable, Sendable {
      case text(String)
      case field(String)
    }

    var kind: Kind
    /// 1-based line and character column.
    var line: Int
    var column: Int
  }

  /// The tokens of a source file; unterminated strings end at the end of the file.
  static func tokens(of source: String) -> [Token] {
    var scanner = PythonScanner(characters: Array(source))
    return scanner.scan()
  }

  private let characters: [Character]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var brackets = 0

  private init(characters: [Character]) { self.characters = characters }

  private var column: Int { index - lineStart + 1 }

  private mutating func scan() -> [Token] {
    var tokens: [Token] = []
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\n", "\r\n":
        if brackets == 0, tokens.last.map({ $0.kind != .newline }) ?? false {
          tokens.append(Token(kind: .newline, line: line, column: column))
        }
        newline()
      case "#":
        while index < characters.count, characters[index] != "\n", characters[index] != "\r\n" { index += 1 }
      case "\\"
      where index + 1 < characters.count && (characters[index + 1] == "\n" || characters[index + 1] == "\r\n"):
        index += 1
        newline()
      case "\"", "'":
        tokens.append(string(prefix: ""))
      case _ where character.isLetter || character == "_":
        let start = (line: line, column: column)
        var name = ""
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
          name.append(characters[index])
          index += 1
        }
        if index < characters.count, characters[index] == "\"" || characters[index] == "'",
          name.count <= 2, name.lowercased().allSatisfy({ "rbuf".contains($0) })
        {
          var token = string(prefix: name.lowercased())
          (token.line, token.column) = start
          tokens.append(token)
        } else {
          tokens.append(Token(kind: .name(name), line: start.line, column: start.column))
        }
      case _ where character.isNumber:
        let start = column
        var text = ""
        while index < characters.count,
          characters[index].isNumber || characters[index].isLetter || characters[index] == "."
        {
          text.append(characters[index])
          index += 1
        }
        tokens.append(Token(kind: .number(text), line: line, column: start))
      case " ", "\t", "\u{0C}", "\r":
        index += 1
      default:
        if "([{".contains(character) { brackets += 1 }
        if ")]}".contains(character) { brackets = max(0, brackets - 1) }
        tokens.append(Token(kind: .punctuation(character), line: line, column: column))
        index += 1
      }
    }
    if tokens.last.map({ $0.kind != .newline }) ?? false {
      tokens.append(Token(kind: .newline, line: line, column: column))
    }
    return tokens
  }

  private mutating func newline() {
    index += 1
    line += 1
    lineStart = index
  }

  /// A string literal at `index` (its quote), after a prefix already read.
  private mutating func string(prefix: String) -> Token {
    let start = (line: line, column: column - prefix.count)
    let quote = characters[index]
    let isTriple = index + 2 < characters.count && characters[index + 1] == quote && characters[index + 2] == quote
    index += isTriple ? 3 : 1
    let isRaw = prefix.contains("r")
    let isFormatted = prefix.contains("f")
    var value = ""
    var parts: [Token.FormattedPart] = []
    while index < characters.count {
      let character = characters[index]
      if character == quote {
        if !isTriple {
          index += 1
          break
        }
        if index + 2 < characters.count, characters[index + 1] == quote, characters[index + 2] == quote {
          index += 3
          break
        }
      }
      if !isTriple && (character == "\n" || character == "\r\n") { break }
      if character == "\\" && index + 1 < characters.count {
        let next = characters[index + 1]
        index += 2
        if isRaw {
          value.append("\\")
          value.append(next)
        } else {
          switch next {
          case "n": value.append("\n")
          case "t": value.append("\t")
          case "\n", "\r\n":
            line += 1
            lineStart = index
          default: value.append(next)
          }
        }
        continue
      }
      if isFormatted && (character == "{" || character == "}") {
        if index + 1 < characters.count, characters[index + 1] == character {
          value.append(character)
          index += 2
          continue
        }
        if character == "{" {
          if !value.isEmpty { parts.append(.text(value)) }
          value = ""
          parts.append(.field(field(quote: quote)))
          continue
        }
      }
      if character == "\n" || character == "\r\n" {
        value.append("\n")
        newline()
        continue
      }
      value.append(character)
      index += 1
    }
    if parts.isEmpty { return Token(kind: .string(value), line: start.line, column: start.column) }
    if !value.isEmpty { parts.append(.text(value)) }
    return Token(kind: .formatted(parts), line: start.line, column: start.column)
  }

  /// An f-string's field at `index` (its `{`): its source up to the matching `}`, which is
  /// consumed; it ends early at the string's quote or the line's end.
  private mutating func field(quote: Character) -> String {
    index += 1
    var source = ""
    var unclosed = 0
    while index < characters.count {
      let character = characters[index]
      if character == quote || character == "\n" || character == "\r\n" { break }
      index += 1
      if "([{".contains(character) { unclosed += 1 }
      if ")]}".contains(character) {
        if unclosed == 0 { break }
        unclosed -= 1
      }
      source.append(character)
    }
    return source
  }
}
