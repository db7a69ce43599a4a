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

  init(lowering: TemplateLowering) {
    self.lowering = lowering
  }

  mutating func visitText(_ text: String, range: SourceRange) -> Pattern {
    site = lowering.site(range)
    let pieces = Normalizer.gluedPieces(of: text)
    var parts: [Pattern] = []
    if pieces.breaksBefore { parts.append(breakPattern) }
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
    if TemplateLowering.readsGluedWords(kind) {
      return .symbol(.gluedValue(kind), parameter: Int32(index), site: site)
    }
    return .sequence([
      .symbol(.wordEnd, parameter: -1, site: site), .symbol(.value(kind), parameter: Int32(index), site: site),
      .symbol(.wordStart, parameter: -1, site: site),
    ])
  }

  mutating func visitApplicationName(range: SourceRange) -> Pattern {
    site = lowering.site(range)
    if lowering.isTooLarge(adding: 1, at: range) { return .empty }
    return .symbol(.gluedValue(.applicationName), parameter: -1, site: site)
  }

  mutating func visitRule(_ name: String, range: SourceRange) -> Pattern {
    guard let body = lowering.rules[name], !lowering.ruleStack.contains(name),
      lowering.ruleStack.count < TemplateLowering.ruleDepthLimit
    else {
      // Reports the unknown, recursive or too deeply nested rule as everywhere else.
      return lowering.lowerRule(name, at: range)
    }
    return lowering.withinRule(name, at: range) { lowering in
      var inner = GluedLowering(lowering: lowering)
      let pattern = Pattern.sequence(body.nodes.map { inner.visit($0) })
      lowering = inner.lowering
      return pattern
    }
  }

  mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange) -> Pattern {
    var choices = branches.map { branch in Pattern.sequence(branch.map { visit($0) }) }
    if isOptional { choices.append(.empty) }
    return .choice(choices)
  }

  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> Pattern {
    guard parts.count <= TemplateLowering.anyOrderPartLimit else {
      lowering.report(.tooComplex(limit: TemplateLowering.anyOrderPartLimit), at: range)
      return .empty
    }
    let lowered = parts.map { part in Pattern.sequence(part.map { visit($0) }) }
    return .choice(
      TemplateLowering.permutations(of: Array(lowered.indices)).map { order in
        .sequence(order.map { lowered[$0] })
      })
  }
}
