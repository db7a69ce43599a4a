extension Walker {
  /// Enters a glued word at the start of the token at `position`.
  mutating func startWord(from state: Int, at position: Int) -> Bool {
    guard let target = grammar.characterTarget(from: state, label: GrammarSymbol.wordStartLabel) else {
      return false
    }
    path.append(Step(key: GrammarSymbol.wordStart.key, start: position, end: position, value: .text))
    defer { path.removeLast() }
    return walkInWord(state: target, token: position, offset: 0)
  }

  /// Walks from a state inside a glued word, at byte `offset` of token `token`'s normalized
  /// text; returns whether any match was found from there.
  ///
  /// Three moves leave such a state: the word's end, at the end of the token (or where the
  /// word entered it, when nothing was read); the next character, in this token or, at its
  /// end, in the next token when the two are written together (`W8Trackr에서` is the tokens
  /// `w` `8` `trackr` `에서`); and a glued value, a lexicon phrase read from here that may end
  /// inside a token.
  mutating func walkInWord(state: Int, token: Int, offset: Int) -> Bool {
    stepCount += 1
    if stepCount > limits.steps {
      isTruncated = true
      return false
    }
    let count = utterance.count
    if token > furthest { furthest = token }
    let length = token < count ? utterance.normalizedBytes(token).count : 0
    let valueEdges = grammar.valueEdgeRange(of: state)
    // Only states with glued values branch beyond one character and the word's end.
    let memo = valueEdges.isEmpty ? -1 : inWordMemo(state: state, token: token, offset: offset)
    if memo >= 0 && deadEnds.contains(memo) { return false }
    var found = false

    if offset == 0 || offset == length,
      let target = grammar.characterTarget(from: state, label: GrammarSymbol.wordEndLabel)
    {
      let next = offset == 0 ? token : token + 1
      path.append(Step(key: GrammarSymbol.wordEnd.key, start: token, end: next, value: .text))
      found = walk(state: target, position: next)
      path.removeLast()
    }

    // Where the next character is read.
    var readToken = token
    var readOffset = offset
    if offset == length && offset > 0 && token + 1 < count && utterance.adjoinsNext(token) {
      readToken += 1
      readOffset = 0
    }
    guard readToken < count else { return found }
    let bytes = utterance.normalizedBytes(readToken)
    if readOffset < bytes.count && !grammar.characterEdgeRange(of: state).isEmpty {
      let (scalar, width) = Self.scalar(in: bytes, at: readOffset)
      if let target = grammar.characterTarget(from: state, label: scalar) {
        path.append(
          Step(key: GrammarSymbol.characterFamily << 32 | UInt64(scalar), start: readToken, end: readToken, value: .text))
        found = walkInWord(state: target, token: readToken, offset: readOffset + width) || found
        path.removeLast()
      }
    }

    if !valueEdges.isEmpty && readOffset < bytes.count {
      if let target = grammar.valueTarget(from: state, kind: .text) {
        found = readGluedText(from: readToken, offset: readOffset, to: target) || found
      }
      let hits = chart.gluedHits(at: readToken, offset: readOffset, in: utterance, grammar: grammar)
      for index in hits {
        let hit = chart.gluedStore[index]
        let kind = ValueKind(readingLexicon: hit.posting.lexicon)
        guard let target = grammar.valueTarget(from: state, kind: kind) else { continue }
        path.append(
          Step(
            key: GrammarSymbol.gluedValueFamily << 32 | UInt64(kind.code), start: readToken, end: hit.token + 1,
            value: .entry(hit.posting.lexicon, hit.posting.entry), startOffset: Int32(readOffset),
            endOffset: Int32(hit.offset)))
        found = walkInWord(state: target, token: hit.token, offset: hit.offset) || found
        path.removeLast()
        if stepCount > limits.steps { break }
      }
    }

    if memo >= 0 && !found && stepCount <= limits.steps { deadEnds.insert(memo) }
    return found
  }

  /// Follows free text read from inside a word: every end from its first character on, inside
  /// a token or at its end, up to the end of the utterance.
  private mutating func readGluedText(from start: Int, offset: Int, to target: Int) -> Bool {
    let key = GrammarSymbol.gluedValueFamily << 32 | UInt64(ValueKind.text.code)
    var found = false
    var token = start
    var end = offset
    while token < utterance.count {
      let bytes = utterance.normalizedBytes(token)
      while end < bytes.count {
        end += Self.scalar(in: bytes, at: end).1
        path.append(
          Step(
            key: key, start: start, end: token + 1, value: .text, startOffset: Int32(offset), endOffset: Int32(end)))
        found = walkInWord(state: target, token: token, offset: end) || found
        path.removeLast()
        if stepCount > limits.steps { return found }
      }
      token += 1
      end = 0
    }
    return found
  }

  /// The dead-end key of a place inside a word: apart from every boundary key (bit 1 set).
  @inline(__always)
  private func inWordMemo(state: Int, token: Int, offset: Int) -> Int {
    let place = (state &* (utterance.count &+ 1) &+ token) &* (utterance.normalizedByteCount &+ 1) &+ offset
    return place &<< 2 | 2 | (nameUnsaid ? 1 : 0)
  }

  /// The Unicode scalar that starts at byte `offset` of UTF-8 bytes, and its length in bytes.
  @inline(__always)
  static func scalar(in bytes: ArraySlice<UInt8>, at offset: Int) -> (UInt32, Int) {
    let start = bytes.startIndex + offset
    let lead = bytes[start]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = UInt32(lead) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
    var index = start + 1
    while index < min(start + width, bytes.endIndex) {
      value = value << 6 | UInt32(bytes[index] & 0x3F)
      index += 1
    }
    return (value, index - start)
  }
}
