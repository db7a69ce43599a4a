/// Lowers the pieces of a glued word to be read character by character.
///
/// Text becomes one ``GrammarSymbol/character(_:)`` per normalized scalar, and
/// where the normalizer would separate tokens (a space or punctuation inside a
/// group, a change of script, digits after letters) a ``GrammarSymbol/wordEnd``
/// and a ``GrammarSymbol/wordStart``. A slot that reads a lexicon (or the app's
/// name) becomes a ``GrammarSymbol/gluedValue(_:)``, which may begin and end
/// inside a token; any other slot stands between word boundaries, as a number
/// does in `50%`. Rules are inlined as everywhere else.
struct GluedLowering: TemplateVisitor {
  /// The lowering the word belongs to: its parameters, rules, tokens and diagnostics.
  var lowering: TemplateLowering

  private var breakPattern: Pattern {
    .sequence([.symbol(.wordEnd, parameter: -1, site: site), .symbol(.wordStart, parameter: -1, site: site)])
  }

  /// Where the glued word's markers point: the current range, or inside a rule its reference.
  private var site = TemplateSpan(SourceLocation(characterOffset: 0)..<SourceLocation(characterOffset: 0))
  /// What the pieces lowered so far may end with: a slot reading a lexicon (after which the
  /// ``SpacePolicy`` may let a space go unsaid), or anything else.
  private var end = Ending(lexiconSlot: false, other: true)

  struct Ending {
    var lexiconSlot: Bool
    var other: Bool

    static func | (lhs: Self, rhs: Self) -> Self {
      Ending(lexiconSlot: lhs.lexiconSlot || rhs.lexiconSlot, other: lhs.other || rhs.other)
    }
  }

  /// Whether the policy lets the utterance say a word boundary or not here: after a lexicon
  /// slot, whichever way the pieces before were read.
  private var boundaryIsFree: Bool { end.lexiconSlot && !end.other && lowering.spaces.mayJoinAfterLexiconSlots }

  /// A word boundary; right after a lexicon slot, where the policy allows it, none more than
  /// the optional one that follows the slot.
  private var spaceAfterPiece: Pattern { boundaryIsFree ? .empty : breakPattern }

  init(lowering: TemplateLowering) {
    self.lowering = lowering
  }

  /// Lowers the pieces of a glued word, one after another.
  mutating func lowerWord(_ pieces: [TemplateNode]) -> Pattern {
    .sequence(pieces.map { visit($0) })
  }

  mutating func visitText(_ text: String, range: SourceRange) -> Pattern {
    site = lowering.site(range)
    let pieces = Normalizer.gluedPieces(of: text)
    var parts: [Pattern] = []
    if pieces.breaksBefore { parts.append(spaceAfterPiece) }
    if !pieces.tokens.isEmpty { end = Ending(lexiconSlot: false, other: true) }
    for (index, token) in pieces.tokens.enumerated() {
      if index > 0 { parts.append(breakPattern) }
      if lowering.isTooLarge(adding: token.unicodeScalars.count, at: range) { return .empty }
      for scalar in token.unicodeScalars {
        parts.append(.symbol(.character(scalar.value), parameter: -1, site: site))
      }
    }
    if pieces.breaksAfter && !(pieces.tokens.isEmpty && pieces.breaksBefore) { parts.append(breakPattern) }
    return .sequence(parts)
  }

  mutating func visitSlot(_ name: String, range: SourceRange) -> Pattern {
    site = lowering.site(range)
    guard let index = lowering.parameterIndex(named: name) else {
      lowering.report(
        .unknownSlot(name, suggestion: closestName(to: name, among: lowering.parameters.map(\.name))), at: range)
      return .empty
    }
    if lowering.isTooLarge(adding: 3, at: range) { return .empty }
    let kind = lowering.parameters[index].type.kind
    end = Ending(lexiconSlot: kind.readsLexicon, other: !kind.readsLexicon)
    if TemplateLowering.readsGluedWords(kind) {
      return freeBoundary(after: .symbol(.gluedValue(kind), parameter: Int32(index), site: site))
    }
    return .sequence([
      .symbol(.wordEnd, parameter: -1, site: site), .symbol(.value(kind), parameter: Int32(index), site: site),
      .symbol(.wordStart, parameter: -1, site: site),
    ])
  }

  mutating func visitApplicationName(range: SourceRange) -> Pattern {
    site = lowering.site(range)
    if lowering.isTooLarge(adding: 1, at: range) { return .empty }
    end = Ending(lexiconSlot: true, other: false)
    return freeBoundary(after: .symbol(.gluedValue(.applicationName), parameter: -1, site: site))
  }

  /// A lexicon slot's symbol, followed, where the policy allows it, by an optional word
  /// boundary: `{color}leuchten` hears "rot leuchten" as well as "rotleuchten".
  private func freeBoundary(after symbol: Pattern) -> Pattern {
    boundaryIsFree ? .sequence([symbol, .choice([breakPattern, .empty])]) : symbol
  }

  mutating func visitRule(_ name: String, range: SourceRange) -> Pattern {
    guard let body = lowering.rules[name], !lowering.ruleStack.contains(name),
      lowering.ruleStack.count < TemplateLowering.ruleDepthLimit
    else {
      // Reports the unknown, recursive or too deeply nested rule as everywhere else.
      return lowering.lowerRule(name, at: range)
    }
    var ending = end
    let pattern = lowering.withinRule(name, at: range) { lowering in
      var inner = GluedLowering(lowering: lowering)
      inner.end = ending
      let pattern = inner.lowerWord(body.nodes)
      lowering = inner.lowering
      ending = inner.end
      return pattern
    }
    end = ending
    return pattern
  }

  mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange) -> Pattern {
    let before = end
    var after: Ending? = isOptional ? before : nil
    var choices: [Pattern] = []
    for branch in branches {
      end = before
      choices.append(lowerWord(branch))
      after = after.map { $0 | end } ?? end
    }
    if isOptional { choices.append(.empty) }
    end = after ?? before
    return .choice(choices)
  }

  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> Pattern {
    guard parts.count <= TemplateLowering.anyOrderPartLimit else {
      lowering.report(.tooComplex(limit: TemplateLowering.anyOrderPartLimit), at: range)
      return .empty
    }
    let before = end
    var after: Ending?
    let lowered = parts.map { part in
      // Every part but the first comes after a word boundary.
      end = Ending(lexiconSlot: false, other: true)
      let pattern = lowerWord(part)
      after = after.map { $0 | end } ?? end
      return pattern
    }
    end = after ?? before
    // The parts are words apart, in every order.
    let between = breakPattern
    return .choice(
      TemplateLowering.permutations(of: Array(lowered.indices)).map { order in
        .sequence(order.enumerated().flatMap { index, part in index == 0 ? [lowered[part]] : [between, lowered[part]] })
      })
  }
}
