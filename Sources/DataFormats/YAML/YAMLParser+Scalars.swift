import PhraseGrammar
// The parser's helpers by their short names, as the parser itself uses them.
private typealias Byte = YAMLParser.Byte
private typealias Message = YAMLParser.Message

/// Plain and quoted scalars, and how plain scalars are typed.
extension YAMLParser.Parser {
  /// Refuses a character at `index` that cannot start a plain scalar.
  mutating func checkPlainStart(inFlow: Bool) throws(JSONSyntaxError) {
    let byte = bytes[index]
    let message: String
    switch byte {
    case Byte.exclamation: message = Message.tag
    case Byte.percent, Byte.at, Byte.backtick: message = Message.reserved(characterDescription(at: index))
    case Byte.question where isBlankOrEnd(index + 1): message = Message.complexKey
    case Byte.colon where isBlankOrEnd(index + 1): message = Message.missingKey
    case Byte.minus where isBlankOrEnd(index + 1): message = Message.sequenceInFlow
    case Byte.pipe, Byte.greaterThan: message = Message.blockScalarInFlow
    case Byte.comma, Byte.openBracket, Byte.closeBracket, Byte.openBrace, Byte.closeBrace, Byte.hash:
      message = JSONParser.Message.valueExpected(before: characterDescription(at: index))
    default: return
    }
    throw error(message, at: index)
  }

  /// Whether the plain scalar being read stops at `offset`: at a line break, at `: ` (a
  /// key), at ` #` (a comment), and in flow collections at `,`, `[`, `]`, `{`, `}` and
  /// at a `:` before one of them.
  func plainStops(at offset: Int, inFlow: Bool) -> Bool {
    guard offset < bytes.count, !isBreak(offset) else { return true }
    let byte = bytes[offset]
    if byte == Byte.colon {
      return isBlankOrEnd(offset + 1) || (inFlow && Byte.isFlowIndicator(bytes[offset + 1]))
    }
    if byte == Byte.hash { return isBlank(offset - 1) }
    return inFlow && Byte.isFlowIndicator(byte)
  }

  /// Reads one line of a plain scalar from `index`.
  ///
  /// - Returns: Where its text ends (trailing blanks excluded) and whether a `:` that
  ///   makes it a key follows; `index` is then at the `:` or at the text's end.
  mutating func scanPlainLine(inFlow: Bool) -> (end: Int, isKey: Bool) {
    var end = index
    var offset = index
    while !plainStops(at: offset, inFlow: inFlow) {
      if !isBlank(offset) { end = offset + 1 }
      offset += 1
    }
    let isKey = offset < bytes.count && bytes[offset] == Byte.colon
    index = isKey ? offset : end
    return (end, isKey)
  }

  /// Parses a plain scalar whose first line runs from `start` to `firstLineEnd`, with
  /// the lines that continue it (indented more than `parent`, or anywhere in a flow
  /// collection), folded: one line break becomes a space, more become `n - 1` breaks.
  /// A key (`isKey`) is its text, not typed.
  mutating func parsePlainScalar(
    from start: Int, firstLineEnd: Int, at startLocation: JSONLocation, parent: Int?, isKey: Bool = false
  ) throws(JSONSyntaxError) -> JSONNode {
    var value = Array(bytes[start..<firstLineEnd])
    var end = firstLineEnd
    let inFlow = parent == nil
    continuing: while true {
      var offset = end
      while isBlank(offset) { offset += 1 }
      guard isBreak(offset) else { break }
      var breaks = 0
      while true {
        if isBreak(offset) {
          offset += bytes[offset] == Byte.carriageReturn ? 2 : 1
          breaks += 1
        } else if isBlank(offset) {
          offset += 1
        } else {
          break
        }
      }
      guard offset < bytes.count, !isCommentStart(offset) else { break }
      let lineStart = lineStart(of: offset)
      var indent = 0
      while bytes[lineStart + indent] == Byte.space { indent += 1 }
      if let parent {
        guard indent > parent else { break }
        index = offset
        if atDocumentMarker(Byte.minus) || atDocumentMarker(Byte.period) { break }
      } else if Byte.isFlowIndicator(bytes[offset])
        || (bytes[offset] == Byte.colon && plainStops(at: offset, inFlow: true))
      {
        break
      }
      index = offset
      let (lineEnd, isKey) = scanPlainLine(inFlow: inFlow)
      if isKey && !inFlow { throw error(Message.keyInPlainScalar, at: index) }
      value += breaks == 1 ? [Byte.space] : Array(repeating: Byte.lineFeed, count: breaks - 1)
      value += bytes[offset..<lineEnd]
      end = lineEnd
      if isKey { break continuing }
    }
    index = end
    let text = String(decoding: value, as: UTF8.self)
    let resolved = isKey ? .string(text) : try resolvePlain(text, at: start)
    return makeNode(resolved, at: startLocation, end: end)
  }

  /// The value of a plain scalar by the YAML 1.2 core schema.
  mutating func resolvePlain(_ text: String, at start: Int) throws(JSONSyntaxError) -> JSONValue {
    switch text {
    case "", "~", "null", "Null", "NULL": return .null
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
      throw error(Message.notFinite(text), at: start)
    default: break
    }
    guard let first = text.utf8.first,
      first == Byte.minus || first == Byte.plus || first == Byte.period
        || JSONParser.ASCII.isDigit(first)
    else { return .string(text) }
    switch YAMLParser.number(text) {
    case .number(let number): return .number(number)
    case .outOfRange: throw error(Message.integerRange(text), at: start)
    case .notANumber: break
    }
    return .string(text)
  }
}

extension YAMLParser {
  /// The number a plain scalar writes by the core schema, as JSON number text: `+1` is
  /// `1`, `007` is `7`, `1.` is `1.0`, `.5` is `0.5`, `0x1F` is `31`, `0o17` is `15`.
  package static func number(_ text: String) -> NumberReading {
    let scalars = Array(text.utf8)
    if scalars.count > 2 && scalars[0] == Byte.digitZero && (scalars[1] == Byte.lowerX || scalars[1] == Byte.lowerO) {
      let radix = scalars[1] == Byte.lowerX ? 16 : 8
      guard scalars[2...].allSatisfy({ (JSONParser.UTF8Text.hexDigitValue($0) ?? 16) < radix }) else {
        return .notANumber
      }
      guard let value = Int(String(decoding: scalars[2...], as: UTF8.self), radix: radix) else { return .outOfRange }
      return .number(JSONNumber(value))
    }
    var index = 0
    var json = ""
    if index < scalars.count && (scalars[index] == Byte.minus || scalars[index] == Byte.plus) {
      if scalars[index] == Byte.minus { json = "-" }
      index += 1
    }
    let integerStart = index
    while index < scalars.count && JSONParser.ASCII.isDigit(scalars[index]) { index += 1 }
    var integer = Substring(String(decoding: scalars[integerStart..<index], as: UTF8.self))
    while integer.count > 1 && integer.first == "0" { integer = integer.dropFirst() }
    var hasFraction = false
    var fraction = ""
    if index < scalars.count && scalars[index] == Byte.period {
      hasFraction = true
      index += 1
      let fractionStart = index
      while index < scalars.count && JSONParser.ASCII.isDigit(scalars[index]) { index += 1 }
      fraction = String(decoding: scalars[fractionStart..<index], as: UTF8.self)
    }
    guard !integer.isEmpty || !fraction.isEmpty else { return .notANumber }
    json += integer.isEmpty ? "0" : String(integer)
    if hasFraction { json += "." + (fraction.isEmpty ? "0" : fraction) }
    if index < scalars.count && scalars[index] | 0x20 == UInt8(ascii: "e") {
      let exponentStart = index
      index += 1
      if index < scalars.count && (scalars[index] == Byte.minus || scalars[index] == Byte.plus) { index += 1 }
      let digitsStart = index
      while index < scalars.count && JSONParser.ASCII.isDigit(scalars[index]) { index += 1 }
      guard index > digitsStart else { return .notANumber }
      json += String(decoding: scalars[exponentStart..<index], as: UTF8.self)
    }
    guard index == scalars.count, let number = JSONNumber(text: json) else { return .notANumber }
    return .number(number)
  }

  /// What a plain scalar reads as by the core schema's number rules.
  package enum NumberReading: Equatable {
    case number(JSONNumber)
    /// A hexadecimal or octal integer beyond `Int`.
    case outOfRange
    case notANumber
  }
}
