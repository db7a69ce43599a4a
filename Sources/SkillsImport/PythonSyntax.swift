/// A Python expression, as far as a skill's intent declarations need one: names, attributes,
/// calls, string and whole number literals, sequences and `+`; anything else is ``other(token:)``. Each case keeps
/// the index of its first token, for diagnostics.
indirect enum PythonExpression: Sendable {
  case name(String, token: Int)
  case attribute(PythonExpression, String, token: Int)
  case call(PythonExpression, [PythonArgument], token: Int)
  /// A string literal (adjacent literals joined).
  case string(String, token: Int)
  /// An f-string with fields (adjacent literals joined): its text and its fields in order.
  case formatted([PythonFormattedPart], token: Int)
  /// A whole number literal (`3`, `101`).
  case integer(Int, token: Int)
  /// A list, tuple or set display.
  case sequence([PythonExpression], token: Int)
  case binary(PythonExpression, Character, PythonExpression, token: Int)
  /// A number, a dictionary, a subscript, a comprehension, a lambda, a comparison…
  case other(token: Int)

  var token: Int {
    switch self {
    case .name(_, let token), .attribute(_, _, let token), .call(_, _, let token), .string(_, let token),
      .integer(_, let token), .sequence(_, let token), .binary(_, _, _, let token), .other(let token),
      .formatted(_, let token):
      token
    }
  }

  /// The expression with every token index set to `token`: a field of an f-string is parsed from
  /// its own tokens, and is reported at the f-string.
  func located(at token: Int) -> PythonExpression {
    switch self {
    case .name(let name, _): .name(name, token: token)
    case .attribute(let base, let name, _): .attribute(base.located(at: token), name, token: token)
    case .call(let callee, let arguments, _):
      .call(
        callee.located(at: token),
        arguments.map { PythonArgument(keyword: $0.keyword, value: $0.value.located(at: token)) }, token: token)
    case .string(let value, _): .string(value, token: token)
    case .formatted(let parts, _):
      .formatted(
        parts.map {
          if case .field(let field) = $0 { return .field(field.located(at: token)) }
          return $0
        }, token: token)
    case .integer(let value, _): .integer(value, token: token)
    case .sequence(let elements, _): .sequence(elements.map { $0.located(at: token) }, token: token)
    case .binary(let left, let symbol, let right, _):
      .binary(left.located(at: token), symbol, right.located(at: token), token: token)
    case .other: .other(token: token)
    }
  }

  /// The last name of a name or attribute (`self.handle_x` → `handle_x`).
  var lastName: String? {
    switch self {
    case .name(let name, _), .attribute(_, let name, _): name
    default: nil
    }
  }
}

/// A part of an f-string: text, or a field (`{self.name}`); a field with a conversion other than
/// `!s` or a format specification is ``PythonExpression/other(token:)``.
enum PythonFormattedPart: Sendable {
  case text(String)
  case field(PythonExpression)
}

/// One argument of a call: `value` or `keyword=value`.
struct PythonArgument: Sendable {
  var keyword: String?
  var value: PythonExpression
}

/// One logical line of Python, as far as a skill's intent declarations need it.
struct PythonStatement: Sendable {
  enum Kind: Sendable {
    /// `a = b = value` (an annotation aside).
    case assignment(targets: [PythonExpression], value: PythonExpression)
    case expression(PythonExpression)
    /// `def name(…)` or `class name(…)` and the decorators above it.
    case definition(name: String, decorators: [PythonExpression], isClass: Bool)
    /// `for targets in sequence:`.
    case loop(targets: PythonExpression, sequence: PythonExpression)
    /// `from module import name as alias` and `import module as alias`: each alias and the name
    /// it stands for.
    case importing([(alias: String, name: String)])
    case other
  }

  var kind: Kind
  /// The column of the line's first token: the lines after a `def`, `class` or `for` that are
  /// indented further are its body (a body written after the colon is one column further).
  var indent: Int
  /// The index of its first token.
  var token: Int
}

/// Reads a file's tokens (``PythonScanner``) as statements and expressions: a recursive descent
/// over Python's grammar, bounded in depth, that never fails: what it does not know it skips to
/// the end of the construct and calls ``PythonExpression/other(token:)``.
struct PythonParser {
  typealias Token = PythonScanner.Token

  /// Nesting deeper than this is read as ``PythonExpression/other(token:)``.
  static let maxDepth = 64

  private let tokens: [Token]
  private var index = 0
  private var depth = 0

  /// The statements of a file's tokens, in order.
  static func statements(of tokens: [Token]) -> [PythonStatement] {
    var parser = PythonParser(tokens: tokens)
    return parser.statements()
  }

  private init(tokens: [Token]) { self.tokens = tokens }

  // MARK: Tokens

  private var atEnd: Bool { index >= tokens.count || tokens[index].kind == .newline }

  private func name(at offset: Int = 0) -> String? {
    let at = index + offset
    guard at < tokens.count, case .name(let name) = tokens[at].kind else { return nil }
    return name
  }

  private func isPunctuation(_ character: Character, at offset: Int = 0) -> Bool {
    let at = index + offset
    return at < tokens.count && tokens[at].kind == .punctuation(character)
  }

  /// Consumes the punctuation if it is next.
  private mutating func take(_ character: Character) -> Bool {
    guard isPunctuation(character) else { return false }
    index += 1
    return true
  }

  /// Skips to the end of the logical line, past its newline.
  private mutating func skipLine() {
    while index < tokens.count, tokens[index].kind != .newline { index += 1 }
    index += 1
  }

  /// Skips the brackets that open here and all they hold, within the line.
  private mutating func skipBrackets() {
    var unclosed = 0
    while !atEnd {
      if case .punctuation(let character) = tokens[index].kind {
        if "([{".contains(character) { unclosed += 1 }
        if ")]}".contains(character) { unclosed -= 1 }
      }
      index += 1
      if unclosed <= 0 { return }
    }
  }

  /// Skips the rest of the construct: to the closing bracket of the ones open, or to a `,`, `)`,
  /// `]`, `}` or `:` outside them, or the end of the line.
  private mutating func skipConstruct() {
    var unclosed = 0
    while !atEnd {
      if case .punctuation(let character) = tokens[index].kind {
        if "([{".contains(character) {
          unclosed += 1
        } else if ")]}".contains(character) {
          if unclosed == 0 { return }
          unclosed -= 1
        } else if (character == "," || character == ":") && unclosed == 0 {
          return
        }
      }
      index += 1
    }
  }

  // MARK: Statements

  private mutating func statements() -> [PythonStatement] {
    var result: [PythonStatement] = []
    var decorators: [PythonExpression] = []
    while index < tokens.count {
      let indent = tokens[index].column
      if take("@") {
        decorators.append(expression())
        skipLine()
        continue
      }
      statement(indent: indent, decorators: &decorators, into: &result)
      skipLine()
    }
    return result
  }

  /// One statement, and the one after its colon when it is compound and written on one line.
  private mutating func statement(
    indent: Int, decorators: inout [PythonExpression], into result: inout [PythonStatement]
  ) {
    let start = index
    var kind = PythonStatement.Kind.other
    var compound = true
    switch name() {
    case "async"? where name(at: 1) == "def" || name(at: 1) == "for" || name(at: 1) == "with":
      index += 1
      return statement(indent: indent, decorators: &decorators, into: &result)
    case "def"?, "class"?:
      let isClass = name() == "class"
      index += 1
      guard let defined = name() else { break }
      index += 1
      kind = .definition(name: defined, decorators: decorators, isClass: isClass)
      decorators = []
      // Parameters or bases, and a return annotation.
      if isPunctuation("(") { skipBrackets() }
      while !atEnd && !isPunctuation(":") { index += 1 }
    case "for"?:
      index += 1
      let targets = targetList()
      guard name() == "in" else { break }
      index += 1
      kind = .loop(targets: targets, sequence: expressionList())
    case "import"?, "from"?:
      kind = .importing(importNames())
      compound = false
    case "if"?, "elif"?, "while"?, "with"?, "else"?, "try"?, "finally"?, "except"?:
      index += 1
      if !isPunctuation(":") { result.append(.init(kind: .expression(expression()), indent: indent, token: start)) }
      skipConstruct()
      kind = .other
    case "return"?, "await"?, "yield"?, "assert"?, "del"?, "raise"?, "global"?, "nonlocal"?, "pass"?, "break"?,
      "continue"?:
      index += 1
      if !atEnd { kind = .expression(expressionList()) }
      compound = false
    default:
      kind = simpleStatement()
      compound = false
    }
    result.append(.init(kind: kind, indent: indent, token: start))
    if compound, take(":"), !atEnd {
      statement(indent: indent + 1, decorators: &decorators, into: &result)
    }
  }

  /// An expression statement or an assignment.
  private mutating func simpleStatement() -> PythonStatement.Kind {
    var targets: [PythonExpression] = []
    var value = expressionList()
    // An annotation: `name: Type = value`.
    if isPunctuation(":") {
      index += 1
      _ = expression()
      guard take("=") else { return .other }
      targets.append(value)
      value = expressionList()
    }
    while isPunctuation("="), !isPunctuation("=", at: 1) {
      index += 1
      targets.append(value)
      value = expressionList()
    }
    return targets.isEmpty ? .expression(value) : .assignment(targets: targets, value: value)
  }

  /// `import a.b as c, d` and `from m import (a as b, c)`.
  private mutating func importNames() -> [(alias: String, name: String)] {
    var names: [(alias: String, name: String)] = []
    if name() == "from" {
      while !atEnd && name() != "import" { index += 1 }
    }
    if !atEnd { index += 1 }
    while !atEnd {
      if take("(") || take(")") || take(",") { continue }
      guard var imported = name() else {
        index += 1
        continue
      }
      index += 1
      while isPunctuation("."), let part = name(at: 1) {
        imported += "." + part
        index += 2
      }
      var alias = String(imported.split(separator: ".").last ?? "")
      if name() == "as", let given = name(at: 1) {
        alias = given
        index += 2
      }
      names.append((alias, imported))
    }
    return names
  }

  /// The targets of a `for`: names, attributes and tuples of them, up to `in`.
  private mutating func targetList() -> PythonExpression {
    let start = index
    var targets: [PythonExpression] = []
    repeat {
      if name() == "in" || atEnd { break }
      targets.append(postfix())
    } while take(",")
    return targets.count == 1 ? targets[0] : .sequence(targets, token: start)
  }

  // MARK: Expressions

  /// Expressions separated by commas: one, or a tuple.
  private mutating func expressionList() -> PythonExpression {
    let start = index
    let first = expression()
    guard isPunctuation(",") else { return first }
    var elements = [first]
    while take(",") {
      if atEnd || isPunctuation("=") || isPunctuation(")") || isPunctuation(":") { break }
      elements.append(expression())
    }
    return .sequence(elements, token: start)
  }

  /// One expression: a lambda, a conditional, or an operation.
  mutating func expression() -> PythonExpression {
    let start = index
    guard depth < Self.maxDepth else {
      skipConstruct()
      return .other(token: start)
    }
    depth += 1
    defer { depth -= 1 }
    if name() == "lambda" {
      while !atEnd && !isPunctuation(":") { index += 1 }
      if !atEnd { index += 1 }
      _ = expression()
      return .other(token: start)
    }
    let value = operation()
    if name() == "if" {
      index += 1
      _ = operation()
      if name() == "else" {
        index += 1
        _ = expression()
      }
      return .other(token: start)
    }
    return value
  }

  /// Operands joined by binary operators; only `+` and `%` are kept, as the evaluation may join
  /// strings with them; every other operation is ``PythonExpression/other(token:)``.
  private mutating func operation() -> PythonExpression {
    let start = index
    var value = unary()
    while !atEnd {
      let symbol: Character
      if let word = name(), ["and", "or", "in", "is", "not"].contains(word) {
        index += word == "not" && name(at: 1) == "in" ? 2 : 1
        if name() == "not" { index += 1 }
        symbol = "?"
      } else if case .punctuation(let character)? = index < tokens.count ? tokens[index].kind : nil,
        "+-*/%@<>=!&|^".contains(character)
      {
        // `=` alone is an assignment, and an operator before `=` an augmented one: not ours.
        if character == "=" && !isPunctuation("=", at: 1) { break }
        if character != "=" && character != "!" && character != "<" && character != ">"
          && isPunctuation("=", at: 1)
        {
          break
        }
        index += 1
        // The second character of `**`, `//`, `==`, `!=`, `<=`, `>=`, `<<`, `>>`, `->`.
        if case .punctuation(let next)? = index < tokens.count ? tokens[index].kind : nil, "*/=<>".contains(next) {
          index += 1
        }
        symbol = character
      } else {
        break
      }
      let right = unary()
      value = symbol == "+" || symbol == "%" ? .binary(value, symbol, right, token: start) : .other(token: start)
    }
    return value
  }

  /// An operand after its unary operators (`not`, `-`, `~`, `*`; `await` says nothing of the value).
  private mutating func unary() -> PythonExpression {
    let start = index
    var isOperated = false
    while name() == "not" || name() == "await" || isPunctuation("-") || isPunctuation("~") || isPunctuation("*")
      || (isPunctuation("+") && !isPunctuation("=", at: 1))
    {
      isOperated = isOperated || name() != "await"
      index += 1
    }
    let operand = postfix()
    return isOperated ? .other(token: start) : operand
  }

  /// An atom and what follows it: `.name`, `(arguments)`, `[subscript]`.
  private mutating func postfix() -> PythonExpression {
    let start = index
    var value = atom()
    while !atEnd {
      if isPunctuation("."), let attribute = name(at: 1) {
        index += 2
        value = .attribute(value, attribute, token: start)
      } else if take("(") {
        value = .call(value, arguments(), token: start)
      } else if take("[") {
        skipConstruct()
        _ = take("]")
        value = .other(token: start)
      } else {
        break
      }
    }
    return value
  }

  /// The arguments of a call, after its `(`, up to and past its `)`.
  private mutating func arguments() -> [PythonArgument] {
    var arguments: [PythonArgument] = []
    while !atEnd && !take(")") {
      if take(",") { continue }
      let start = index
      if let keyword = name(), isPunctuation("=", at: 1), !isPunctuation("=", at: 2) {
        index += 2
        arguments.append(PythonArgument(keyword: keyword, value: expression()))
      } else if isPunctuation("*") {
        // `*names` and `**options`: what they hold is not known here.
        index += isPunctuation("*", at: 1) ? 2 : 1
        _ = expression()
        arguments.append(PythonArgument(keyword: nil, value: .other(token: start)))
      } else {
        let value = expression()
        if name() == "for" {
          skipConstruct()
          arguments.append(PythonArgument(keyword: nil, value: .other(token: start)))
        } else {
          arguments.append(PythonArgument(keyword: nil, value: value))
        }
      }
      if index == start { index += 1 }
    }
    return arguments
  }

  /// An f-string's field, parsed from its source and reported at the f-string's token; one with a
  /// conversion other than `!s`, or a format specification, is not read.
  private static func field(_ source: String, at token: Int, depth: Int) -> PythonExpression {
    var expression = Substring(source)
    if expression.hasSuffix("=") { return .other(token: token) }
    // The conversion or specification: the first `!` (not `!=`) or `:` outside brackets and quotes.
    var unclosed = 0
    var quote: Character?
    var position = expression.startIndex
    while position < expression.endIndex {
      let character = expression[position]
      let next = expression.index(after: position)
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if "([{".contains(character) {
        unclosed += 1
      } else if ")]}".contains(character) {
        unclosed -= 1
      } else if unclosed == 0, character == ":" || (character == "!" && expression[next...].first != "=") {
        guard character == "!", expression[next...] == "s" else { return .other(token: token) }
        expression = expression[..<position]
        break
      }
      position = next
    }
    var parser = PythonParser(tokens: PythonScanner.tokens(of: String(expression)))
    parser.depth = depth + 1
    let value = parser.expression()
    return parser.atEnd ? value.located(at: token) : .other(token: token)
  }

  private mutating func atom() -> PythonExpression {
    let start = index
    guard !atEnd else { return .other(token: start) }
    switch tokens[index].kind {
    case .name(let name):
      index += 1
      return ["True", "False", "None"].contains(name) ? .other(token: start) : .name(name, token: start)
    case .number(let text):
      index += 1
      return Int(text).map { .integer($0, token: start) } ?? .other(token: start)
    case .string, .formatted:
      // Adjacent literals are one string.
      var parts: [PythonFormattedPart] = []
      while index < tokens.count {
        if case .string(let text) = tokens[index].kind {
          parts.append(.text(text))
        } else if case .formatted(let formatted) = tokens[index].kind {
          for part in formatted {
            switch part {
            case .text(let text): parts.append(.text(text))
            case .field(let source): parts.append(.field(Self.field(source, at: start, depth: depth)))
            }
          }
        } else {
          break
        }
        index += 1
      }
      guard parts.contains(where: { if case .field = $0 { true } else { false } }) else {
        return .string(parts.map { if case .text(let text) = $0 { text } else { "" } }.joined(), token: start)
      }
      return .formatted(parts, token: start)
    case .punctuation(let opener) where opener == "(" || opener == "[" || opener == "{":
      index += 1
      let close: Character = opener == "(" ? ")" : opener == "[" ? "]" : "}"
      var elements: [PythonExpression] = []
      var isTuple = opener != "("
      while !atEnd && !take(close) {
        if take(",") {
          isTuple = true
          continue
        }
        let before = index
        let element = expression()
        if name() == "for" || isPunctuation(":") {
          // A comprehension or a dictionary.
          while !atEnd && !isPunctuation(close) {
            index += 1
            skipConstruct()
          }
          _ = take(close)
          return .other(token: start)
        }
        elements.append(element)
        if index == before { index += 1 }
      }
      return isTuple || elements.count != 1 ? .sequence(elements, token: start) : elements[0]
    default:
      index += 1
      return .other(token: start)
    }
  }
}
