import PhraseGrammar
// The parser's helpers by their short names, as the parser itself uses them.
private typealias Byte = YAMLParser.Byte
private typealias Message = YAMLParser.Message

/// Flow sequences (`[a, b]`) and flow mappings (`{a: 1}`).
extension YAMLParser.Parser {
  /// Parses the flow collection whose `[` or `{` is at `index`.
  mutating func parseFlowCollection() throws(JSONSyntaxError) -> JSONNode {
    let open = index
    let isMapping = bytes[open] == Byte.openBrace
    let closer = isMapping ? Byte.closeBrace : Byte.closeBracket
    try enterCollection(at: open)
    defer { depth -= 1 }
    let openLocation = location(at: open)
    var elements: [JSONNode] = []
    var members: [JSONMember] = []
    var seen: Set<String> = []
    index += 1
    while true {
      try skipFlowSpace(open: open)
      if bytes[index] == closer { break }
      if isMapping {
        let keyStart = index
        let keyLocation = location(at: keyStart)
        let key = try parseFlowKey()
        guard seen.insert(key).inserted else { throw error(Message.duplicateKey(key), at: keyStart) }
        try skipFlowSpace(open: open)
        var value: JSONNode
        if bytes[index] == Byte.colon {
          index += 1
          try skipFlowSpace(open: open)
          value =
            bytes[index] == Byte.comma || bytes[index] == closer ? nullNode(at: index) : try parseFlowNode(open: open)
        } else if bytes[index] == Byte.comma || bytes[index] == closer {
          value = nullNode(at: index)
        } else {
          throw error(Message.flowMappingColon, at: index)
        }
        members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
      } else {
        elements.append(try parseFlowNode(open: open))
        try skipFlowSpace(open: open)
        if bytes[index] == Byte.colon { throw error(Message.flowPair, at: index) }
      }
      try skipFlowSpace(open: open)
      if bytes[index] == Byte.comma {
        index += 1
        continue
      }
      if bytes[index] == closer { break }
      throw error(isMapping ? Message.afterFlowMember : Message.afterFlowElement, at: index)
    }
    index += 1
    let value: JSONValue = isMapping ? .object(JSONObject(members: members)) : .array(elements)
    return makeNode(value, at: openLocation, end: index)
  }

  /// Skips blanks, line breaks and comments inside the flow collection opened at `open`.
  mutating func skipFlowSpace(open: Int) throws(JSONSyntaxError) {
    while index < bytes.count {
      if isBlank(index) {
        index += 1
      } else if isBreak(index) {
        skipBreak()
        if atDocumentMarker(Byte.minus) || atDocumentMarker(Byte.period) { break }
      } else if isCommentStart(index) {
        skipToLineEnd()
      } else {
        return
      }
    }
    let message = bytes[open] == Byte.openBrace ? Message.unterminatedFlowMapping : Message.unterminatedFlowSequence
    throw error(message, at: open)
  }

  /// Refuses a key that starts as an alias, an anchored value or a flow collection: keys are scalars.
  mutating func refuseNonScalarKey(at start: Int) throws(JSONSyntaxError) {
    switch bytes[start] {
    case Byte.ampersand, Byte.asterisk: throw error(Message.aliasKey, at: start)
    case Byte.openBracket, Byte.openBrace: throw error(Message.flowKey, at: start)
    default: break
    }
  }

  /// Reads a flow mapping's key at `index`: a quoted or plain scalar.
  mutating func parseFlowKey() throws(JSONSyntaxError) -> String {
    switch bytes[index] {
    case Byte.quote, Byte.apostrophe:
      return try parseQuoted().0
    default:
      try refuseNonScalarKey(at: index)
      try checkPlainStart(inFlow: true)
      let start = index
      let node = try parsePlainScalar(
        from: start, firstLineEnd: scanPlainLine(inFlow: true).end, at: location(at: start), parent: nil, isKey: true)
      let key = start..<node.rawRange.upperBound
      if bytes[key].contains(where: { $0 == Byte.lineFeed }) { throw error(Message.multilineKey, at: start) }
      return text(key)
    }
  }

  /// Parses a value inside the flow collection opened at `open`.
  mutating func parseFlowNode(open: Int) throws(JSONSyntaxError) -> JSONNode {
    let start = index
    switch bytes[start] {
    case Byte.openBracket, Byte.openBrace:
      return try parseFlowCollection()
    case Byte.quote, Byte.apostrophe:
      let startLocation = location(at: start)
      let (value, _) = try parseQuoted()
      return makeNode(.string(value), at: startLocation, end: index)
    case Byte.asterisk:
      return try parseAlias()
    case Byte.ampersand:
      return try parseAnchored { (parser: inout Self) throws(JSONSyntaxError) -> JSONNode in
        try parser.skipFlowSpace(open: open)
        try parser.refuseSecondAnchor()
        let byte = parser.bytes[parser.index]
        if byte == Byte.comma || byte == Byte.closeBracket || byte == Byte.closeBrace {
          return parser.nullNode(at: parser.index)
        }
        return try parser.parseFlowNode(open: open)
      }
    default:
      try checkPlainStart(inFlow: true)
      let startLocation = location(at: start)
      let (end, _) = scanPlainLine(inFlow: true)
      return try parsePlainScalar(from: start, firstLineEnd: end, at: startLocation, parent: nil)
    }
  }
}
