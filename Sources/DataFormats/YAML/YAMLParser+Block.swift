import PhraseGrammar
// The parser's helpers by their short names, as the parser itself uses them.
private typealias Byte = YAMLParser.Byte
private typealias Message = YAMLParser.Message

/// Block mappings and sequences, node properties and aliases.
extension YAMLParser.Parser {
  /// Parses the block node whose first character is at `index` (not a blank, comment or
  /// line break).
  ///
  /// - Parameters:
  ///   - parent: The indentation of the enclosing collection, -1 at the root; lines that
  ///     continue the node are indented more.
  ///   - compact: Whether a block mapping or sequence may start here: at the start of a
  ///     line or after a sequence entry's `-`, but not after a mapping key's `:`.
  ///   - isMappingValue: Whether the node is a mapping's value, so that after an anchor
  ///     alone on the key's line a sequence may start at the mapping's indentation.
  mutating func parseBlockNode(
    parent: Int, compact: Bool, isMappingValue: Bool = false
  ) throws(JSONSyntaxError) -> JSONNode {
    let start = index
    let column = index - lineStart(of: index)
    let startLocation = location(at: start)
    let byte = bytes[start]
    switch byte {
    case Byte.minus where isBlankOrEnd(start + 1):
      guard compact else { throw error(Message.sequenceNotAllowed, at: start) }
      return try parseBlockSequence(indent: column, isMappingValue: false)
    case Byte.ampersand:
      return try parseAnchored { (parser: inout Self) throws(JSONSyntaxError) -> JSONNode in
        let afterName = parser.index
        let indent = try parser.skipToContent()
        if parser.atBlockEnd() { return parser.nullNode(at: afterName) }
        try parser.refuseSecondAnchor()
        guard let indent else { return try parser.parseBlockNode(parent: parent, compact: false) }
        if indent > parent { return try parser.parseBlockNode(parent: parent, compact: true) }
        if indent == parent && isMappingValue && parser.atSequenceEntry() {
          return try parser.parseBlockSequence(indent: indent, isMappingValue: true)
        }
        return parser.nullNode(at: afterName)
      }
    case Byte.asterisk:
      let node = try parseAlias()
      try refuseKey(after: node, message: Message.aliasKey)
      return node
    case Byte.pipe, Byte.greaterThan:
      return try parseBlockScalar(parent: parent)
    case Byte.openBracket, Byte.openBrace:
      let node = try parseFlowCollection()
      try refuseKey(after: node, message: Message.flowKey)
      return node
    case Byte.quote, Byte.apostrophe:
      let (value, spansLines) = try parseQuoted()
      let node = makeNode(.string(value), at: startLocation, end: index)
      let end = index
      guard isKeyIndicator() else {
        index = end
        return node
      }
      guard compact else { throw error(Message.mappingNotAllowed, at: index) }
      guard !spansLines else { throw error(Message.multilineKey, at: start) }
      return try parseBlockMapping(indent: column, firstKey: value, at: startLocation)
    default:
      try checkPlainStart(inFlow: false)
      let (end, isKey) = scanPlainLine(inFlow: false)
      if isKey {
        guard compact else { throw error(Message.mappingNotAllowed, at: index) }
        let key = text(start..<end)
        if key == "<<" { throw error(Message.mergeKey, at: start) }
        return try parseBlockMapping(indent: column, firstKey: key, at: startLocation)
      }
      return try parsePlainScalar(from: start, firstLineEnd: end, at: startLocation, parent: parent)
    }
  }

  /// Whether `index`, after blanks, is at a `:` that makes what precedes it a key; moves
  /// to the `:` when it is.
  mutating func isKeyIndicator() -> Bool {
    var offset = index
    while isBlank(offset) { offset += 1 }
    guard offset < bytes.count, bytes[offset] == Byte.colon, isBlankOrEnd(offset + 1) else { return false }
    index = offset
    return true
  }

  /// Refuses a node that is followed by `:` as a mapping key.
  mutating func refuseKey(after node: JSONNode, message: String) throws(JSONSyntaxError) {
    let end = index
    if isKeyIndicator() { throw error(message, at: node.location.offset) }
    index = end
  }

  /// Parses the value after a mapping key's `:` or a sequence entry's `-`; `index` is just
  /// past the indicator and `parent` the indentation of the collection.
  mutating func parseIndicatedValue(parent: Int, isSequenceEntry: Bool) throws(JSONSyntaxError) -> JSONNode {
    let after = index
    let indent = try skipToContent()
    if atBlockEnd() { return nullNode(at: after) }
    guard let indent else {
      return try parseBlockNode(parent: parent, compact: isSequenceEntry, isMappingValue: !isSequenceEntry)
    }
    if indent > parent { return try parseBlockNode(parent: parent, compact: true) }
    if indent == parent && !isSequenceEntry && atSequenceEntry() {
      return try parseBlockSequence(indent: indent, isMappingValue: true)
    }
    return nullNode(at: after)
  }

  /// Whether `index` is at a block sequence entry's `-`.
  func atSequenceEntry() -> Bool {
    index < bytes.count && bytes[index] == Byte.minus && isBlankOrEnd(index + 1)
  }

  /// Opens a mapping or sequence, refusing one deeper than the limit.
  mutating func enterCollection(at offset: Int) throws(JSONSyntaxError) {
    guard depth < YAMLParser.maximumDepth else { throw error(Message.tooDeep, at: offset) }
    depth += 1
  }

  /// Parses a block mapping whose first key is read; `index` is at the key's `:`.
  mutating func parseBlockMapping(
    indent: Int, firstKey: String, at firstLocation: JSONLocation
  ) throws(JSONSyntaxError) -> JSONNode {
    try enterCollection(at: firstLocation.offset)
    defer { depth -= 1 }
    var members: [JSONMember] = []
    var seen: Set<String> = []
    var key = firstKey
    var keyLocation = firstLocation
    var end = index
    while true {
      guard seen.insert(key).inserted else { throw error(Message.duplicateKey(key), at: keyLocation.offset) }
      index += 1
      let colonEnd = index
      let value = try parseIndicatedValue(parent: indent, isSequenceEntry: false)
      members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
      end = max(colonEnd, value.rawRange.upperBound)
      guard let next = try skipToContent() else {
        throw error(Message.afterValue(characterDescription(at: index)), at: index)
      }
      if atBlockEnd() || next < indent { break }
      if next > indent { throw error(Message.badMappingIndentation, at: index) }
      (key, keyLocation) = try parseBlockKey()
    }
    index = end
    return makeNode(.object(JSONObject(members: members)), at: firstLocation, end: end)
  }

  /// Reads a mapping key at `index`, the start of a line's content, and moves to its `:`.
  mutating func parseBlockKey() throws(JSONSyntaxError) -> (String, JSONLocation) {
    let start = index
    let keyLocation = location(at: start)
    switch bytes[start] {
    case Byte.minus where isBlankOrEnd(start + 1):
      throw error(Message.sequenceEntryInMapping, at: start)
    case Byte.quote, Byte.apostrophe:
      let (key, spansLines) = try parseQuoted()
      guard isKeyIndicator() else { throw error(Message.colon, at: index) }
      guard !spansLines else { throw error(Message.multilineKey, at: start) }
      return (key, keyLocation)
    default:
      try refuseNonScalarKey(at: start)
      try checkPlainStart(inFlow: false)
      let (end, isKey) = scanPlainLine(inFlow: false)
      guard isKey else { throw error(Message.colon, at: end) }
      let key = text(start..<end)
      if key == "<<" { throw error(Message.mergeKey, at: start) }
      return (key, keyLocation)
    }
  }

  /// Parses a block sequence whose first `-` is at `index`.
  ///
  /// - Parameters:
  ///   - indent: The column of its `-` entries, counted from 0.
  ///   - isMappingValue: Whether the sequence is a mapping's value at the
  ///     mapping's own indentation, so that a key may follow it at that indentation.
  mutating func parseBlockSequence(indent: Int, isMappingValue: Bool) throws(JSONSyntaxError) -> JSONNode {
    let start = index
    try enterCollection(at: start)
    defer { depth -= 1 }
    let startLocation = location(at: start)
    var elements: [JSONNode] = []
    var end = index
    while true {
      index += 1
      let dashEnd = index
      let value = try parseIndicatedValue(parent: indent, isSequenceEntry: true)
      elements.append(value)
      end = max(dashEnd, value.rawRange.upperBound)
      guard let next = try skipToContent() else {
        throw error(Message.afterValue(characterDescription(at: index)), at: index)
      }
      if atBlockEnd() || next < indent { break }
      if next > indent { throw error(Message.badSequenceIndentation, at: index) }
      guard atSequenceEntry() else {
        if isMappingValue { break }
        throw error(Message.sequenceEntry, at: index)
      }
    }
    index = end
    return makeNode(.array(elements), at: startLocation, end: end)
  }

  /// A node of a value read from `location` to `end`, counted.
  mutating func makeNode(_ value: JSONValue, at location: JSONLocation, end: Int) -> JSONNode {
    valueCount += 1
    return JSONNode(value: value, location: location, rawRange: location.offset..<end)
  }

  // MARK: Anchors and aliases

  /// Reads the anchor name at `index`, just past its `&` or `*`.
  mutating func scanAnchorName(indicator: Int) throws(JSONSyntaxError) -> String {
    let start = index
    while index < bytes.count && !isBlankOrEnd(index) && !Byte.isFlowIndicator(bytes[index]) { index += 1 }
    guard index > start else {
      throw error(
        bytes[indicator] == Byte.ampersand ? Message.anchorName : Message.aliasName, at: indicator)
    }
    return text(start..<index)
  }

  /// Parses `&name` at `index` and the node it names, which `parseNode` reads from just
  /// past the name; the anchor is defined once the node is complete.
  mutating func parseAnchored(
    _ parseNode: (inout Self) throws(JSONSyntaxError) -> JSONNode
  ) throws(JSONSyntaxError) -> JSONNode {
    let ampersand = index
    index += 1
    let name = try scanAnchorName(indicator: ampersand)
    if index < bytes.count && !isBlankOrEnd(index) && !Byte.isFlowIndicator(bytes[index]) {
      throw error(Message.anchorName, at: ampersand)
    }
    var probe = index
    while isBlank(probe) { probe += 1 }
    if probe < bytes.count && (bytes[probe] == Byte.ampersand || bytes[probe] == Byte.exclamation) {
      throw error(bytes[probe] == Byte.ampersand ? Message.twoAnchors : Message.tag, at: probe)
    }
    let countBefore = valueCount
    let node = try parseNode(&self)
    anchors[name] = (node, valueCount - countBefore)
    return node
  }

  /// Refuses an anchor at `index`, after another one (which would also nest without limit).
  mutating func refuseSecondAnchor() throws(JSONSyntaxError) {
    if bytes[index] == Byte.ampersand { throw error(Message.twoAnchors, at: index) }
  }

  /// Parses `*name` at `index`: a copy of the anchored node, located at the `*`.
  mutating func parseAlias() throws(JSONSyntaxError) -> JSONNode {
    let star = index
    let starLocation = location(at: star)
    index += 1
    let name = try scanAnchorName(indicator: star)
    guard let anchor = anchors[name] else { throw error(Message.unknownAnchor(name), at: star) }
    aliasedCount += anchor.size
    guard aliasedCount <= YAMLParser.maximumAliasExpansion else {
      throw error(Message.aliasExpansion, at: star)
    }
    valueCount += anchor.size
    return JSONNode(value: anchor.node.value, location: starLocation, rawRange: star..<index)
  }
}
