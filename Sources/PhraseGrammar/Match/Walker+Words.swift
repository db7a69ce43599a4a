extension Walker {
  /// Enters a glued word at byte `offset` of the token at `position`: its start, or where a
  /// compound's value ended.
  mutating func startWord(from state: Int, at position: Int, offset: Int = 0) -> Bool {
    guard let target = grammar.characterTarget(from: state, label: GrammarSymbol.wordStartLabel) else {
      return false
    }
    path.append(Step(key: GrammarSymbol.wordStart.key, start: position, end: position))
    defer { path.removeLast() }
    return walkInWord(state: target, token: position, offset: offset)
  }

  /// Walks from a state inside a glued word, at byte `offset` of token `token`'s normalized
  /// text; returns whether any match was found from there.
  ///
  /// Three moves leave such a state: the word's end, at the end of the token (or where the
  /// word entered it, when nothing was read); the next character, in this token or, at its
  /// end, in the next token when the two are written together (`W8Trackr에서` is the tokens
  /// `w` `8` `trackr` `에서`); and a glued value, a lexicon phrase or free text read from here
  /// that may end inside a token.
  mutating func walkInWord(state: Int, token: Int, offset: Int) -> Bool {
    stepCount += 1
    if stepCount > limits.steps {
      isTruncated = true
      return false
    }
    let count = utterance.count
    if token > furthest { furthest = token }
    let length = token < count ? utterance.normalizedByteRange(token).count : 0
    let valueEdges = grammar.valueEdgeRange(of: state)
    // Free text read from inside a word branches at every character: only there is a dead end
    // worth remembering (lexicon values branch at a few phrases, characters not at all).
    let textTarget = valueEdges.isEmpty ? nil : grammar.valueTarget(from: state, kind: .text)
    let memo = textTarget == nil ? -1 : inWordMemo(state: state, token: token, offset: offset)
    if memo >= 0 && deadEnds.contains(memo) { return false }
    var found = false

    if let target = grammar.characterTarget(from: state, label: GrammarSymbol.wordEndLabel) {
      if offset == 0 || offset == length {
        let next = offset == 0 ? token : token + 1
        path.append(Step(key: GrammarSymbol.wordEnd.key, start: token, end: next))
        found = walk(state: target, position: next)
        path.removeLast()
      } else if grammar.joinsAfterLexiconValues, let last = path.last, last.entry != nil,
        last.key >> 32 == GrammarSymbol.gluedValueFamily
      {
        // A glued word ends with a lexicon value inside a token: the rest is the next word.
        path.append(Step(key: GrammarSymbol.wordEnd.key, start: token, end: token))
        found = followRest(of: token, from: offset, at: target)
        path.removeLast()
      }
    }

    // Where the next character is read.
    var readToken = token
    var readOffset = offset
    if offset == length && offset > 0 && token + 1 < count && utterance.adjoinsNext(token) {
      readToken += 1
      readOffset = 0
    }
    guard readToken < count else { return found }
    let bytes = utterance.normalizedByteRange(readToken)
    if readOffset < bytes.count && !grammar.characterEdgeRange(of: state).isEmpty {
      found = readCharacters(from: state, token: readToken, offset: readOffset, bytes: bytes) || found
    }

    if !valueEdges.isEmpty && readOffset < bytes.count {
      if let target = textTarget {
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
            entry: hit.posting, startOffset: Int32(readOffset), endOffset: Int32(hit.offset)))
        found = walkInWord(state: target, token: hit.token, offset: hit.offset) || found
        path.removeLast()
        if stepCount > limits.steps { break }
      }
    }

    if memo >= 0 && !found && stepCount <= limits.steps { deadEnds.insert(memo) }
    return found
  }

  /// Reads characters of a token from a state: a run of them in one loop while the states on
  /// the way can do nothing else (no glued value, and inside the token no word's end), then
  /// the walk goes on from where the run stops.
  private mutating func readCharacters(from start: Int, token: Int, offset: Int, bytes: Range<Int>) -> Bool {
    var state = start
    var at = offset
    let depth = path.count
    defer { path.truncate(to: depth) }
    while true {
      let (scalar, width) = Self.scalar(in: utterance, at: bytes.lowerBound + at, end: bytes.upperBound)
      guard let target = grammar.characterTarget(from: state, label: scalar) else { return false }
      path.append(Step(key: GrammarSymbol.characterFamily << 32 | UInt64(scalar), start: token, end: token))
      at += width
      state = target
      guard at < bytes.count, grammar.valueEdgeRange(of: state).isEmpty, !grammar.characterEdgeRange(of: state).isEmpty
      else { break }
      stepCount += 1
      if stepCount > limits.steps {
        isTruncated = true
        return false
      }
    }
    return walkInWord(state: state, token: token, offset: at)
  }

  /// Follows free text read from inside a word: every end from its first character on, inside
  /// a token or at its end, up to the end of the utterance.
  private mutating func readGluedText(from start: Int, offset: Int, to target: Int) -> Bool {
    let key = GrammarSymbol.gluedValueFamily << 32 | UInt64(ValueKind.text.code)
    var found = false
    var token = start
    var end = offset
    while token < utterance.count {
      let bytes = utterance.normalizedByteRange(token)
      while end < bytes.count {
        end += Self.scalar(in: utterance, at: bytes.lowerBound + end, end: bytes.upperBound).1
        // Every end tried counts, so that a long word costs steps however few ends go on.
        stepCount += 1
        if stepCount > limits.steps {
          isTruncated = true
          return found
        }
        guard mayContinue(from: target, token: token, offset: end, length: bytes.count) else { continue }
        path.append(Step(key: key, start: start, end: token + 1, startOffset: Int32(offset), endOffset: Int32(end)))
        found = walkInWord(state: target, token: token, offset: end) || found
        path.removeLast()
        if stepCount > limits.steps { return found }
      }
      token += 1
      end = 0
    }
    return found
  }

  /// Whether anything can leave a state inside a word at this place: the word's end at the
  /// token's end, the character there, or a glued value whose phrases may start with its byte.
  /// Free text read from inside a word ends only where the next symbol can begin.
  @inline(__always)
  private func mayContinue(from state: Int, token: Int, offset: Int, length: Int) -> Bool {
    if offset == length { return true }
    let at = utterance.normalizedByteRange(token).lowerBound + offset
    let (scalar, _) = Self.scalar(in: utterance, at: at, end: at + length - offset)
    if grammar.characterTarget(from: state, label: scalar) != nil { return true }
    return !grammar.valueEdgeRange(of: state).isEmpty
      && grammar.gluedLexicon.mayStart(with: utterance.normalizedByte(at))
  }

  /// The dead-end key of a place inside a word: apart from every boundary key (bit 1 set).
  @inline(__always)
  private func inWordMemo(state: Int, token: Int, offset: Int) -> Int {
    let place = (state &* (utterance.count &+ 1) &+ token) &* (utterance.normalizedByteCount &+ 1) &+ offset
    return place &<< 2 | 2 | (nameUnsaid ? 1 : 0)
  }

  /// The Unicode scalar whose UTF-8 bytes start at `offset` of the utterance's normalized
  /// buffer (before `end`), and its length in bytes.
  @inline(__always)
  static func scalar(in utterance: Utterance, at offset: Int, end: Int) -> (UInt32, Int) {
    let lead = utterance.normalizedByte(offset)
    if lead < 0x80 { return (UInt32(lead), 1) }
    let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = UInt32(lead) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
    var index = offset + 1
    while index < min(offset + width, end) {
      value = value << 6 | UInt32(utterance.normalizedByte(index) & 0x3F)
      index += 1
    }
    return (value, index - offset)
  }
}
