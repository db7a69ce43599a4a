import DataFormats
import PhraseGrammar
import Router

/// A Swift file as tokens, with matching brackets and helpers to read declarations and expressions.
///
/// Expressions are read as token ranges: brackets are skipped as a whole, and
/// an expression ends at a `,`, `;` or closing bracket at its own level, or at
/// a line break that neither ends nor starts with an operator.
struct SwiftSourceFile: Sendable {
  var path: String
  var characters: [Character]
  var tokens: [SwiftToken]
  /// For each `(`, `[` and `{`, the index of its closing bracket, and the reverse; -1 for other tokens.
  var match: [Int]
  /// Problems the scanner reported.
  var problems: [Diagnostic]

  /// Reads a file as the platform's build would: the code of inactive `#if` branches, and the
  /// directives themselves, are blanked out (spaces, line breaks kept) before the tokens are read,
  /// so that lines and columns stay those of the file.
  ///
  /// - Parameters:
  ///   - path: The file's path, for messages.
  ///   - text: The file's text.
  ///   - conditions: The build whose `#if` branches are read.
  init(path: String, text: String, conditions: CompilationConditions = CompilationConditions(platform: .iOS)) {
    self.path = path
    characters = Array(text)
    var (tokens, problems) = SwiftScanner.tokens(of: characters)
    if tokens.contains(where: { $0.kind == .pound && CompilationConditions.directives.contains($0.text) }) {
      let (ranges, directiveProblems) = conditions.blankedRanges(tokens)
      for range in ranges {
        for offset in range where offset < characters.count && !characters[offset].isNewline {
          characters[offset] = " "
        }
      }
      (tokens, problems) = SwiftScanner.tokens(of: characters)
      problems += directiveProblems
    }
    self.tokens = tokens
    self.problems = problems.map {
      Diagnostic(.warning, $0.message, file: path, line: $0.line, column: $0.column)
    }
    var match = Array(repeating: -1, count: tokens.count)
    var open: [Int] = []
    var unbalanced: [Diagnostic] = []
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      switch token.text {
      case "(", "[", "{":
        open.append(index)
      case ")", "]", "}":
        let expected = token.text == ")" ? "(" : token.text == "]" ? "[" : "{"
        guard let last = open.last, tokens[last].text == expected else {
          unbalanced.append(
            Diagnostic(
              .warning, "unbalanced '\(token.text)'", file: path, line: token.line, column: token.column))
          continue
        }
        open.removeLast()
        match[index] = last
        match[last] = index
      default:
        break
      }
    }
    for index in open {
      unbalanced.append(
        Diagnostic(
          .warning, "unclosed '\(tokens[index].text)'", file: path, line: tokens[index].line,
          column: tokens[index].column))
    }
    self.match = match
    self.problems += unbalanced.prefix(5)
  }

  /// Where a token is, as a file location.
  func location(_ index: Int) -> FileLocation {
    guard tokens.indices.contains(index) else {
      let last = tokens.last
      return FileLocation(file: path, line: last?.line ?? 1, column: last?.column ?? 1)
    }
    return FileLocation(file: path, line: tokens[index].line, column: tokens[index].column)
  }

  /// The source text of a range of tokens, as written.
  func text(_ range: Range<Int>) -> String {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= tokens.count else { return "" }
    let start = tokens[range.lowerBound].start
    let end = tokens[range.upperBound - 1].end
    guard start <= end, end <= characters.count else { return "" }
    return String(characters[start..<end])
  }

  func isPunctuation(_ index: Int, _ character: String) -> Bool {
    tokens.indices.contains(index) && tokens[index].isPunctuation(character)
  }

  func isIdentifier(_ index: Int, _ name: String) -> Bool {
    tokens.indices.contains(index) && tokens[index].isIdentifier(name)
  }

  /// The index after a bracketed group that opens at `index`, or `index + 1`.
  func skipping(_ index: Int) -> Int {
    tokens.indices.contains(index) && match[index] > index ? match[index] + 1 : index + 1
  }

  // MARK: Expressions

  private static let operatorCharacters: Set<String> = [
    ".", "+", "-", "*", "/", "%", "=", "<", ">", "!", "&", "|", "^", "~", "?", ":",
  ]

  /// The end (exclusive) of the expression starting at `start`, before `limit`.
  func expressionEnd(from start: Int, limit: Int) -> Int {
    var index = start
    while index < limit {
      let token = tokens[index]
      if index > start && token.startsLine {
        let previous = tokens[index - 1]
        let continues =
          (token.kind == .punctuation && Self.operatorCharacters.contains(token.text) && token.text != "-"
            && token.text != "!")
          || (previous.kind == .punctuation && Self.operatorCharacters.contains(previous.text)
            && !(previous.text == "?" || previous.text == "!"))
        if !continues { return index }
      }
      if token.kind == .punctuation {
        switch token.text {
        case "(", "[", "{":
          index = skipping(index)
          continue
        case ")", "]", "}", ",", ";":
          return index
        default:
          break
        }
      }
      index += 1
    }
    return limit
  }

  /// The elements of a comma-separated list between `start` and `end`, each as a range.
  func commaSeparated(_ start: Int, _ end: Int) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var partStart = start
    var index = start
    while index < end {
      if match[index] > index {
        index = match[index] + 1
        continue
      }
      if isPunctuation(index, ",") {
        if index > partStart { parts.append(partStart..<index) }
        partStart = index + 1
      }
      index += 1
    }
    if end > partStart { parts.append(partStart..<end) }
    return parts
  }

  /// The ranges between top-level occurrences of a punctuation character (such as `+`).
  func split(_ range: Range<Int>, on character: String) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var partStart = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      if match[index] > index {
        index = match[index] + 1
        continue
      }
      if isPunctuation(index, character) {
        parts.append(partStart..<index)
        partStart = index + 1
      }
      index += 1
    }
    parts.append(partStart..<range.upperBound)
    return parts
  }

  /// The arguments of a call whose `(` is at `open`: an optional label and the value's range.
  func arguments(ofCallAt open: Int) -> [(label: String?, range: Range<Int>, location: FileLocation)] {
    guard isPunctuation(open, "("), match[open] > open else { return [] }
    return commaSeparated(open + 1, match[open]).map { part in
      if part.count >= 2, tokens[part.lowerBound].kind == .identifier, isPunctuation(part.lowerBound + 1, ":") {
        return (tokens[part.lowerBound].text, (part.lowerBound + 2)..<part.upperBound, location(part.lowerBound))
      }
      return (nil, part, location(part.lowerBound))
    }
  }

  /// The first string literal in a range: the literal and its token index.
  func firstString(in range: Range<Int>) -> (literal: SwiftStringLiteral, index: Int)? {
    for index in range where tokens[index].kind == .string {
      if let literal = tokens[index].literal { return (literal, index) }
    }
    return nil
  }

  /// A range without a leading `return`.
  func droppingReturn(_ range: Range<Int>) -> Range<Int> {
    isIdentifier(range.lowerBound, "return") && range.count > 1 ? (range.lowerBound + 1)..<range.upperBound : range
  }

  // MARK: Values and types

  /// The value of an argument, with or without its label (`lowerBound: 1`, `1`).
  func argumentValue(_ range: Range<Int>) -> SwiftValue {
    let labelled =
      range.count > 2 && tokens[range.lowerBound].kind == .identifier && isPunctuation(range.lowerBound + 1, ":")
    return value(labelled ? (range.lowerBound + 2)..<range.upperBound : range)
  }

  /// The value of a simple expression: a number, string, `true`/`false`, `nil` or a member.
  func value(_ range: Range<Int>) -> SwiftValue {
    var range = range
    while range.count >= 2, isPunctuation(range.lowerBound, "("), match[range.lowerBound] == range.upperBound - 1 {
      range = (range.lowerBound + 1)..<(range.upperBound - 1)
    }
    let written = text(range)
    let parts = Array(range)
    if parts.count == 1 {
      let token = tokens[parts[0]]
      switch token.kind {
      case .number:
        return Self.number(token.text).map { .number($0, token.text) } ?? .other(written)
      case .string:
        return token.literal?.plainText.map { .string($0) } ?? .other(written)
      case .identifier where token.text == "true": return .bool(true)
      case .identifier where token.text == "false": return .bool(false)
      case .identifier where token.text == "nil": return .null
      default: return .other(written)
      }
    }
    if parts.count == 2, isPunctuation(parts[0], "-"), tokens[parts[1]].kind == .number,
      let number = Self.number(tokens[parts[1]].text)
    {
      return .number(-number, "-" + tokens[parts[1]].text)
    }
    // `.name` or `Type.name` (or `Module.Type.name`).
    var index = range.lowerBound
    if isPunctuation(index, ".") { index += 1 }
    var names: [String] = []
    while index < range.upperBound {
      guard tokens[index].kind == .identifier else { return .other(written) }
      names.append(tokens[index].text)
      index += 1
      if index < range.upperBound {
        guard isPunctuation(index, ".") else { return .other(written) }
        index += 1
        if index == range.upperBound { return .other(written) }
      }
    }
    guard let last = names.last, isPunctuation(range.lowerBound, ".") || names.count >= 2 else {
      return .other(written)
    }
    return .member(last)
  }

  /// A Swift number literal's value (`1_000`, `0.5`, `0x1F`).
  static func number(_ text: String) -> Double? {
    let digits = text.filter { $0 != "_" }
    if digits.hasPrefix("0x"), let value = Int(digits.dropFirst(2), radix: 16) { return Double(value) }
    if digits.hasPrefix("0b"), let value = Int(digits.dropFirst(2), radix: 2) { return Double(value) }
    if digits.hasPrefix("0o"), let value = Int(digits.dropFirst(2), radix: 8) { return Double(value) }
    return Double(digits)
  }

  /// The deepest nesting of types read (`[[Int]]` is 2); deeper types are not read, so the stack stays bounded.
  static let typeNestingLimit = 32

  /// A type starting at `start`: the type and the index after it.
  ///
  /// `some`/`any` are dropped; `T?`, `T!`, `[T]`, `[K: V]`, `A.B<C>` are read; a
  /// tuple, function or `&` composition is kept as written.
  func type(at start: Int, limit: Int, depth: Int = 0) -> (type: SwiftType, end: Int)? {
    guard depth < Self.typeNestingLimit else { return nil }
    var index = start
    while isIdentifier(index, "some") || isIdentifier(index, "any") || isIdentifier(index, "inout") { index += 1 }
    guard index < limit else { return nil }
    var result: SwiftType
    if isPunctuation(index, "[") {
      let close = match[index]
      guard close > index, close < limit else { return nil }
      guard let (element, elementEnd) = type(at: index + 1, limit: close, depth: depth + 1) else { return nil }
      if isPunctuation(elementEnd, ":"),
        let (value, valueEnd) = type(at: elementEnd + 1, limit: close, depth: depth + 1),
        valueEnd == close
      {
        result = .dictionary(element, value)
      } else if elementEnd == close {
        result = .array(element)
      } else {
        result = .other(text(index..<(close + 1)))
      }
      index = close + 1
    } else if isPunctuation(index, "(") {
      let close = match[index]
      guard close > index, close < limit else { return nil }
      index = close + 1
      if isPunctuation(index, "-"), isPunctuation(index + 1, ">"),
        let (_, end) = type(at: index + 2, limit: limit, depth: depth + 1)
      {
        index = end
      }
      result = .other(text(start..<index))
    } else if index < limit, tokens[index].kind == .identifier {
      var name = tokens[index].text
      var arguments: [SwiftType] = []
      index += 1
      while true {
        if isPunctuation(index, "<") {
          var depth = 0
          var argumentStart = index + 1
          var cursor = index
          arguments = []
          while cursor < limit {
            if isPunctuation(cursor, "<") {
              depth += 1
            } else if isPunctuation(cursor, ">") {
              depth -= 1
              if depth == 0 { break }
            } else if depth == 1, isPunctuation(cursor, ",") {
              if let (argument, _) = type(at: argumentStart, limit: cursor, depth: depth + 1) {
                arguments.append(argument)
              }
              argumentStart = cursor + 1
            }
            cursor = match[cursor] > cursor ? match[cursor] : cursor
            cursor += 1
          }
          guard cursor < limit else { return nil }
          if let (argument, _) = type(at: argumentStart, limit: cursor, depth: depth + 1) { arguments.append(argument) }
          index = cursor + 1
        }
        if isPunctuation(index, "."), index + 1 < limit, tokens[index + 1].kind == .identifier,
          tokens[index + 1].text != "Type", tokens[index + 1].text != "self"
        {
          name += "." + tokens[index + 1].text
          arguments = []
          index += 2
          continue
        }
        break
      }
      result = .named(name, arguments)
    } else {
      return nil
    }
    while index < limit && (isPunctuation(index, "?") || isPunctuation(index, "!")) && !tokens[index].startsLine {
      result = .optional(result)
      index += 1
    }
    if isPunctuation(index, "&"), let (_, end) = type(at: index + 1, limit: limit, depth: depth + 1) {
      return (.other(text(start..<end)), end)
    }
    return (result, index)
  }
}
