import ValueLanguages

/// A parameter a template's slots may name.
public struct TemplateParameter: Hashable, Sendable {
  /// The name slots use: `{name}`.
  public var name: String
  /// What its slots accept.
  public var type: ValueType
  /// The language its numbers and ordinals are said in, when it is one read from a table; nil
  /// for English and Japanese, read together.
  public var language: ValueLanguage?

  /// A parameter called `name` of type `type`, said in `language`.
  public init(name: String, type: ValueType, language: ValueLanguage? = nil) {
    self.name = name
    self.type = type
    self.language = language
  }

  /// The kinds its slots' edges read: the type's, in the parameter's language.
  public var kinds: [ValueKind] { type.kinds.map { $0.localized(to: language) } }
}

/// Lowers a template's syntax tree to a ``Pattern`` over interned tokens.
///
/// Inlines rules (rejecting cycles), resolves slots to parameters, and spells
/// out words glued to groups (`light[s]`, `turn(s|ed)`).
/// How a grammar's template spaces meet the words of an utterance.
public struct SpacePolicy: Hashable, Sendable {
  /// Whether the word boundary after a slot that reads a lexicon (or the app's name) is free:
  /// a space written there may be left out in the utterance, and one may be said where none is
  /// written, so that `{area} temperatur` also hears "Wohnzimmertemperatur" and
  /// `{color}leuchten` "rot leuchten", as compounds are said and written both ways.
  ///
  /// The first is the matcher's: a value that ends inside a token leaves the rest of the token
  /// to the template's next word; the second is the glued word's lowering.
  public var mayJoinAfterLexiconSlots: Bool

  /// A policy that lets spaces after lexicon slots be left out, or not.
  public init(mayJoinAfterLexiconSlots: Bool) {
    self.mayJoinAfterLexiconSlots = mayJoinAfterLexiconSlots
  }

  /// Every space of a template is a word boundary in the utterance.
  public static let strict = SpacePolicy(mayJoinAfterLexiconSlots: false)
}

struct TemplateLowering: TemplateVisitor {
  var parameters: [TemplateParameter]
  var rules: [String: Template]
  var tokens: TokenTable
  var diagnostics: [Diagnostic] = []
  /// The rule being expanded, outermost first, for cycle detection.
  var ruleStack: [String] = []
  /// Where in the template the rule being expanded was referenced.
  private var ruleSite: SourceRange?
  /// Symbols lowered so far; past ``PositionAutomaton/positionLimit`` lowering stops, so rules
  /// that double one another cannot spell out millions of positions before the limit is seen.
  private var symbolCount = 0

  static let ruleDepthLimit = 16
  static let wordFormLimit = 256
  static let anyOrderPartLimit = 6

  /// How the template's spaces meet the utterance's words.
  let spaces: SpacePolicy

  init(parameters: [TemplateParameter], rules: [String: Template], tokens: TokenTable, spaces: SpacePolicy = .strict) {
    self.parameters = parameters
    self.rules = rules
    self.tokens = tokens
    self.spaces = spaces
  }

  mutating func lower(_ template: Template) -> Pattern {
    lower(sequence: template.nodes)
  }

  // MARK: - Nodes

  private mutating func lower(sequence nodes: [TemplateNode]) -> Pattern {
    let pieces = Self.splitAtSpaces(nodes)
    var parts: [Pattern] = []
    var start = 0
    while start < pieces.count {
      var word = [pieces[start]]
      var end = start
      while end + 1 < pieces.count {
        if glued(pieces[end], pieces[end + 1]) {
          word.append(pieces[end + 1])
          end += 1
        } else if end + 2 < pieces.count, bridges(pieces[end], pieces[end + 1], pieces[end + 2]) {
          // `Bei[ de]m`, `aan[ ](zetten|doen)`: glued, or words apart.
          word += [pieces[end + 1], pieces[end + 2]]
          end += 2
        } else {
          break
        }
      }
      parts.append(word.count > 1 ? lowerWord(word) : lower(word[0]))
      start = end + 1
    }
    return parts.count == 1 ? parts[0] : .sequence(parts)
  }

  /// Whether lowering has stopped because the template spells too many positions; reports it once.
  mutating func isTooLarge(adding count: Int, at range: SourceRange) -> Bool {
    let wasTooLarge = symbolCount > PositionAutomaton.positionLimit
    symbolCount += count
    guard symbolCount > PositionAutomaton.positionLimit else { return false }
    if !wasTooLarge { report(.tooComplex(limit: PositionAutomaton.positionLimit), at: range) }
    return true
  }

  private mutating func lower(_ node: TemplateNode) -> Pattern {
    if isTooLarge(adding: 0, at: node.range) { return .empty }
    return visit(node)
  }

  mutating func visitText(_ text: String, range: SourceRange) -> Pattern {
    let site = self.site(range)
    let words = Normalizer.tokens(of: text)
    if isTooLarge(adding: words.count, at: range) { return .empty }
    return .sequence(words.map { .symbol(.token(tokens.intern($0.text)), parameter: -1, site: site) })
  }

  mutating func visitSlot(_ name: String, range: SourceRange) -> Pattern {
    guard let index = parameters.firstIndex(where: { $0.name == name }) else {
      report(.unknownSlot(name, suggestion: closestName(to: name, among: parameters.map(\.name))), at: range)
      return .empty
    }
    if isTooLarge(adding: 1, at: range) { return .empty }
    let kinds = parameters[index].kinds
    let site = site(range)
    if kinds.count == 1 { return .symbol(.value(kinds[0]), parameter: Int32(index), site: site) }
    return .choice(kinds.map { .symbol(.value($0), parameter: Int32(index), site: site) })
  }

  mutating func visitApplicationName(range: SourceRange) -> Pattern {
    if isTooLarge(adding: 1, at: range) { return .empty }
    return .symbol(.value(.applicationName), parameter: -1, site: site(range))
  }

  mutating func visitRule(_ name: String, range: SourceRange) -> Pattern {
    lowerRule(name, at: range)
  }

  mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange) -> Pattern {
    var choices = branches.map { lower(sequence: $0) }
    if isOptional { choices.append(.empty) }
    return .choice(choices)
  }

  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> Pattern {
    guard parts.count <= Self.anyOrderPartLimit else {
      report(.tooComplex(limit: Self.anyOrderPartLimit), at: range)
      return .empty
    }
    let before = symbolCount
    let lowered = parts.map { lower(sequence: $0) }
    // Every order repeats the parts' symbols.
    let orders = (1...max(1, lowered.count)).reduce(1, *)
    if isTooLarge(adding: (symbolCount - before) * (orders - 1), at: range) { return .empty }
    return .choice(
      Self.permutations(of: Array(lowered.indices)).map { order in
        .sequence(order.map { lowered[$0] })
      })
  }

  mutating func lowerRule(_ name: String, at range: SourceRange) -> Pattern {
    guard let body = rules[name] else {
      report(.unknownRule(name, suggestion: closestName(to: name, among: rules.keys.sorted())), at: range)
      return .empty
    }
    guard !ruleStack.contains(name) else {
      report(.recursiveRule(name), at: range)
      return .empty
    }
    guard ruleStack.count < Self.ruleDepthLimit else {
      report(.nestingTooDeep(limit: Self.ruleDepthLimit), at: range)
      return .empty
    }
    return withinRule(name, at: range) { $0.lower(sequence: body.nodes) }
  }

  /// Lowers a rule's body with the rule on the stack; diagnostics inside it point at the
  /// outermost rule's reference.
  mutating func withinRule(
    _ name: String, at range: SourceRange, _ lowerBody: (inout TemplateLowering) -> Pattern
  ) -> Pattern {
    let outerSite = ruleSite
    if ruleStack.isEmpty { ruleSite = range }
    ruleStack.append(name)
    defer {
      ruleStack.removeLast()
      ruleSite = outerSite
    }
    return lowerBody(&self)
  }

  /// Where a symbol was written: its range, or inside a rule the rule's reference.
  func site(_ range: SourceRange) -> TemplateSpan {
    TemplateSpan(ruleSite ?? range)
  }

  /// Reports a problem; inside a rule, at the place the outermost rule is referenced.
  mutating func report(_ message: Diagnostic.Message, at range: SourceRange) {
    if let site = ruleSite, let rule = ruleStack.first {
      diagnostics.append(.error(.ruleError(rule, message.text), at: site))
    } else {
      diagnostics.append(.error(message, at: range))
    }
  }

  // MARK: - Glued words

  /// Lowers a word made of pieces with no space between them: spelled out as whole words when
  /// it holds no slot and spells at most ``wordFormLimit`` forms, else read character by
  /// character between a ``GrammarSymbol/wordStart`` and a ``GrammarSymbol/wordEnd``.
  private mutating func lowerWord(_ pieces: [TemplateNode]) -> Pattern {
    let site = self.site(pieces[0].range.lowerBound..<(pieces.last ?? pieces[0]).range.upperBound)
    if let forms = spelledForms(of: pieces) {
      if isTooLarge(adding: forms.count, at: pieces[0].range) { return .empty }
      return .choice(
        forms.map { form in
          .sequence(
            Normalizer.tokens(of: form).map { .symbol(.token(tokens.intern($0.text)), parameter: -1, site: site) })
        })
    }
    var glued = GluedLowering(lowering: self)
    let inside = glued.lowerWord(pieces)
    self = glued.lowering
    var words = WholeWords(site: site, budget: WholeWords.branchBudget)
    return words.region(Pattern.flattened([inside]), tokens: &tokens)
  }

  /// The distinct whole words a glued word spells, or nil when it holds a slot or spells more
  /// than ``wordFormLimit``.
  private mutating func spelledForms(of pieces: [TemplateNode]) -> [String]? {
    var spelling = WordSpelling(lowering: self)
    var forms = [""]
    for piece in pieces {
      guard let pieceForms = spelling.visit(piece) else { return nil }
      forms = forms.flatMap { prefix in pieceForms.map { prefix + $0 } }
      guard forms.count <= Self.wordFormLimit else { return nil }
    }
    self = spelling.lowering
    var seen = Set<String>()
    return forms.filter { seen.insert($0).inserted }
  }

  /// Splits text nodes at white space, so that only the word touching a group glues to it.
  static func splitAtSpaces(_ nodes: [TemplateNode]) -> [TemplateNode] {
    var result: [TemplateNode] = []
    for node in nodes {
      guard case .text(let text, let range) = node else {
        result.append(node)
        continue
      }
      var piece = ""
      var pieceStart = range.lowerBound.characterOffset
      var offset = pieceStart
      var previousWasSpace = false
      for character in text {
        let isSpace = character == " " || character == "\t" || (!character.isASCII && character.isWhitespace)
        if !isSpace && previousWasSpace && !piece.isEmpty {
          result.append(
            .text(piece, SourceLocation(characterOffset: pieceStart)..<SourceLocation(characterOffset: offset)))
          piece = ""
          pieceStart = offset
        }
        piece.append(character)
        previousWasSpace = isSpace
        offset += 1
      }
      if !piece.isEmpty {
        result.append(.text(piece, SourceLocation(characterOffset: pieceStart)..<range.upperBound))
      }
    }
    return result
  }

  /// Whether two neighbouring pieces touch with word characters on both sides: letters,
  /// digits or apostrophes of a script written with spaces, or a slot that reads a lexicon
  /// (enum cases, entities, app names), whose values are words.
  @inline(__always)
  func glued(_ left: TemplateNode, _ right: TemplateNode) -> Bool {
    guard left.range.upperBound == right.range.lowerBound else { return false }
    if case .text = left, case .text = right { return false }
    return joins(left, last: true) && joins(right, last: false)
  }

  /// Whether three touching pieces make one word: the middle is a group that may match
  /// nothing and the outer two would glue without it (`Bei[ de]m`).
  private func bridges(_ left: TemplateNode, _ middle: TemplateNode, _ right: TemplateNode) -> Bool {
    left.range.upperBound == middle.range.lowerBound && middle.range.upperBound == right.range.lowerBound
      && Self.canBeEmpty(middle) && joins(left, last: true) && joins(right, last: false)
  }

  /// Whether a piece begins (or, when `last`, ends) with something that joins a word.
  private func joins(_ node: TemplateNode, last: Bool) -> Bool {
    var edges = JoiningEdge(lowering: self, last: last)
    return edges.visit(node)
  }

  /// Whether a group may match nothing: optional, or with an empty branch.
  static func canBeEmpty(_ node: TemplateNode) -> Bool {
    guard case .alternatives(let branches, let isOptional, _) = node else { return false }
    return isOptional || branches.contains(where: \.isEmpty)
  }

  /// Whether a character joins the word next to it.
  static func joins(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch Normalizer.category(of: scalar) {
    case .letter, .digit, .apostrophe: return true
    default: return false
    }
  }

  /// The index of the parameter a slot names, if any.
  func parameterIndex(named name: String) -> Int? {
    parameters.firstIndex { $0.name == name }
  }

  /// Whether a slot of this kind reads words that a glued word may begin or end inside: a
  /// lexicon's (and the app's name) or free text.
  static func readsGluedWords(_ kind: ValueKind) -> Bool {
    kind.readsLexicon || kind == .text
  }

  /// Every order of the items, each order once: the orders an any-order group's parts may come in.
  static func permutations(of items: [Int]) -> [[Int]] {
    guard items.count > 1 else { return [items] }
    var result: [[Int]] = []
    for (index, item) in items.enumerated() {
      var rest = items
      rest.remove(at: index)
      for tail in permutations(of: rest) { result.append([item] + tail) }
    }
    return result
  }
}

/// The texts a word's glued piece can spell, or nil when it holds a slot, an any-order group
/// or a rule that cannot be spelled (the glued word is then read character by character).
private struct WordSpelling: TemplateVisitor {
  /// The lowering the piece belongs to: its rules and the rules being expanded.
  var lowering: TemplateLowering

  mutating func visitText(_ text: String, range: SourceRange) -> [String]? {
    [text]
  }

  mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange) -> [String]? {
    var result: [String] = isOptional ? [""] : []
    for branch in branches {
      var forms = [""]
      for child in branch {
        guard let childForms = visit(child) else { return nil }
        forms = forms.flatMap { prefix in childForms.map { prefix + $0 } }
        guard forms.count <= TemplateLowering.wordFormLimit else { return nil }
      }
      result += forms
      guard result.count <= TemplateLowering.wordFormLimit else { return nil }
    }
    return result
  }

  mutating func visitRule(_ name: String, range: SourceRange) -> [String]? {
    guard let body = lowering.rules[name], !lowering.ruleStack.contains(name),
      lowering.ruleStack.count < TemplateLowering.ruleDepthLimit
    else { return nil }
    lowering.ruleStack.append(name)
    defer { lowering.ruleStack.removeLast() }
    return visitAlternatives([body.nodes], isOptional: false, range: range)
  }

  mutating func visitSlot(_ name: String, range: SourceRange) -> [String]? { nil }
  mutating func visitApplicationName(range: SourceRange) -> [String]? { nil }
  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> [String]? { nil }
}

/// Whether a node can begin (or, when `last`, end) with a character that joins a word, or with
/// a slot whose words may be glued (see ``TemplateLowering/readsGluedWords(_:)``).
private struct JoiningEdge: TemplateVisitor {
  let lowering: TemplateLowering
  var last: Bool
  /// How many rule bodies deep the look is.
  private var depth = 0

  init(lowering: TemplateLowering, last: Bool) {
    self.lowering = lowering
    self.last = last
  }

  mutating func visitText(_ text: String, range: SourceRange) -> Bool {
    (last ? text.last : text.first).map(TemplateLowering.joins) ?? false
  }

  mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange) -> Bool {
    branches.contains { branch in edgeJoins(branch) }
  }

  /// Whether a sequence's edge joins: its first (or last) node's, or past an optional node,
  /// the next one's as well.
  private mutating func edgeJoins(_ sequence: [TemplateNode]) -> Bool {
    for node in last ? sequence.reversed() : sequence {
      if visit(node) { return true }
      guard case .alternatives(_, isOptional: true, _) = node else { return false }
    }
    return false
  }

  mutating func visitSlot(_ name: String, range: SourceRange) -> Bool {
    guard let index = lowering.parameterIndex(named: name) else { return false }
    return lowering.parameters[index].kinds.contains(where: TemplateLowering.readsGluedWords)
  }

  mutating func visitApplicationName(range: SourceRange) -> Bool { true }

  mutating func visitRule(_ name: String, range: SourceRange) -> Bool {
    guard let body = lowering.rules[name], depth < TemplateLowering.ruleDepthLimit else { return false }
    depth += 1
    defer { depth -= 1 }
    return visitAlternatives([body.nodes], isOptional: false, range: range)
  }

  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> Bool {
    parts.contains { part in edgeJoins(part) }
  }
}
