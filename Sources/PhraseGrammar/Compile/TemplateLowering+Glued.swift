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
    let kinds = lowering.parameters[index].kinds
    if lowering.isTooLarge(adding: 3 * kinds.count, at: range) { return .empty }
    end = Ending(lexiconSlot: kinds.contains(where: \.readsLexicon), other: kinds.contains { !$0.readsLexicon })
    let patterns = kinds.map { kind -> Pattern in
      if TemplateLowering.readsGluedWords(kind) {
        return freeBoundary(after: .symbol(.gluedValue(kind), parameter: Int32(index), site: site))
      }
      return .sequence([
        .symbol(.wordEnd, parameter: -1, site: site), .symbol(.value(kind), parameter: Int32(index), site: site),
        .symbol(.wordStart, parameter: -1, site: site),
      ])
    }
    return patterns.count == 1 ? patterns[0] : .choice(patterns)
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

extension Pattern {
  /// The items of nested sequences, in order, as one sequence's.
  static func flattened(_ items: [Pattern]) -> [Pattern] {
    var result: [Pattern] = []
    for item in items {
      if case .sequence(let parts) = item {
        result += flattened(parts)
      } else {
        result.append(item)
      }
    }
    return result
  }

  /// The number of symbols.
  var symbolCount: Int {
    switch self {
    case .symbol: 1
    case .sequence(let parts), .choice(let parts): parts.reduce(0) { $0 + $1.symbolCount }
    }
  }
}

/// Rewrites the character pattern of a glued word, where its paths allow it, as whole words:
/// whatever the word reads before a word boundary with characters alone is tokens, a glued
/// word that is one lexicon value or free text is the slot of a whole word, and a choice at
/// the front is distributed over the rest so that its branches that end with a boundary
/// (`[<le>]{name}` with `le = (le |la |les |l')`) are whole words too; only what really reads
/// inside a word (`l'{name}`) stays between a word start and a word end. The words accepted
/// are the same; the matcher takes the faster whole-word path wherever it can.
struct WholeWords {
  /// Where the glued word was written.
  let site: TemplateSpan
  /// How many more branches distributing may make.
  var budget: Int

  static let branchBudget = 64
  /// How many times a distribution may multiply the word's symbols.
  static let growthLimit = 4

  /// The pattern of a glued word whose inside is `items`.
  mutating func region(_ items: [Pattern], tokens: inout TokenTable) -> Pattern {
    if items.isEmpty { return .empty }
    // Characters up to a word boundary are a whole word.
    var index = 0
    while index < items.count, case .symbol(.character, _, _) = items[index] { index += 1 }
    if index + 1 < items.count, Self.isWordEnd(items[index]), Self.isWordStart(items[index + 1]) {
      let word = Self.tokens(items[..<index], site: site, tokens: &tokens)
      return .sequence(word + [region(Array(items[(index + 2)...]), tokens: &tokens)])
    }
    if index == items.count { return .sequence(Self.tokens(items[...], site: site, tokens: &tokens)) }
    // One value, and after it perhaps the policy's optional boundary: a whole-word slot.
    if case .symbol(.gluedValue(let kind), let parameter, let valueSite) = items[0],
      items.count == 1 || (items.count == 2 && Self.isOptionalBoundary(items[1]))
    {
      return .symbol(.value(kind), parameter: parameter, site: valueSite)
    }
    if case .choice(let branches) = items[0], !branches.isEmpty, branches.count <= budget {
      let rest = items.dropFirst()
      let size = items.reduce(0) { $0 + $1.symbolCount }
      let distributed = branches.reduce(0) { $0 + $1.symbolCount } + rest.reduce(0) { $0 + $1.symbolCount } * branches.count
      if distributed <= size * Self.growthLimit {
        budget -= branches.count
        return .choice(branches.map { region(Pattern.flattened([$0] + rest), tokens: &tokens) })
      }
    }
    return .sequence(
      [.symbol(.wordStart, parameter: -1, site: site)] + items + [.symbol(.wordEnd, parameter: -1, site: site)])
  }

  /// The whole-word tokens that characters spell, normalized as the words of a template are.
  private static func tokens(_ characters: ArraySlice<Pattern>, site: TemplateSpan, tokens: inout TokenTable)
    -> [Pattern]
  {
    var text = ""
    var wordSite = site
    for (offset, item) in characters.enumerated() {
      guard case .symbol(.character(let value), _, let characterSite) = item, let scalar = Unicode.Scalar(value)
      else { continue }
      if offset == 0 { wordSite = characterSite }
      text.unicodeScalars.append(scalar)
    }
    return Normalizer.tokens(of: text).map { .symbol(.token(tokens.intern($0.text)), parameter: -1, site: wordSite) }
  }

  private static func isWordEnd(_ item: Pattern) -> Bool {
    if case .symbol(.wordEnd, _, _) = item { return true }
    return false
  }

  private static func isWordStart(_ item: Pattern) -> Bool {
    if case .symbol(.wordStart, _, _) = item { return true }
    return false
  }

  /// Whether an item is a word boundary or nothing.
  private static func isOptionalBoundary(_ item: Pattern) -> Bool {
    guard case .choice(let branches) = item, branches.count == 2 else { return false }
    let boundary = Pattern.flattened([branches[0]])
    return boundary.count == 2 && isWordEnd(boundary[0]) && isWordStart(boundary[1])
      && Pattern.flattened([branches[1]]).isEmpty
  }
}
