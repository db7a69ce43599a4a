/// A parameter a template's slots may name.
public struct TemplateParameter: Hashable, Sendable {
  /// The name slots use: `{name}`.
  public var name: String
  /// What its slots accept.
  public var type: ValueType

  /// A parameter called `name` of type `type`.
  public init(name: String, type: ValueType) {
    self.name = name
    self.type = type
  }
}

/// Lowers a template's syntax tree to a ``Pattern`` over interned tokens.
///
/// Inlines rules (rejecting cycles), resolves slots to parameters, and spells
/// out words glued to groups (`light[s]`, `turn(s|ed)`).
struct TemplateLowering: TemplateVisitor {
  var parameters: [TemplateParameter]
  var rules: [String: Template]
  var tokens: TokenTable
  var diagnostics: [Diagnostic] = []
  /// The rule being expanded, outermost first, for cycle detection.
  fileprivate var ruleStack: [String] = []
  /// Where in the template the rule being expanded was referenced.
  private var ruleSite: SourceRange?
  /// Symbols lowered so far; past ``PositionAutomaton/positionLimit`` lowering stops, so rules
  /// that double one another cannot spell out millions of positions before the limit is seen.
  private var symbolCount = 0

  static let ruleDepthLimit = 16
  static let wordFormLimit = 256
  static let anyOrderPartLimit = 6

  init(parameters: [TemplateParameter], rules: [String: Template], tokens: TokenTable) {
    self.parameters = parameters
    self.rules = rules
    self.tokens = tokens
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
      var end = start
      while end + 1 < pieces.count, Self.glued(pieces[end], pieces[end + 1]) { end += 1 }
      if end > start {
        parts.append(lowerWord(Array(pieces[start...end])))
      } else {
        parts.append(lower(pieces[start]))
      }
      start = end + 1
    }
    return parts.count == 1 ? parts[0] : .sequence(parts)
  }

  /// Whether lowering has stopped because the template spells too many positions; reports it once.
  private mutating func isTooLarge(adding count: Int, at range: SourceRange) -> Bool {
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
    return .symbol(.value(parameters[index].type.kind), parameter: Int32(index), site: site(range))
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

  fileprivate mutating func lowerRule(_ name: String, at range: SourceRange) -> Pattern {
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
    let outerSite = ruleSite
    if ruleStack.isEmpty { ruleSite = range }
    ruleStack.append(name)
    defer {
      ruleStack.removeLast()
      ruleSite = outerSite
    }
    return lower(sequence: body.nodes)
  }

  /// Where a symbol was written: its range, or inside a rule the rule's reference.
  private func site(_ range: SourceRange) -> TemplateSpan {
    TemplateSpan(ruleSite ?? range)
  }

  /// Reports a problem; inside a rule, at the place the outermost rule is referenced.
  fileprivate mutating func report(_ message: Diagnostic.Message, at range: SourceRange) {
    if let site = ruleSite, let rule = ruleStack.first {
      diagnostics.append(.error(.ruleError(rule, message.text), at: site))
    } else {
      diagnostics.append(.error(message, at: range))
    }
  }

  // MARK: - Words glued to groups

  /// Spells out every form of a word made of text and groups with no space between them.
  private mutating func lowerWord(_ pieces: [TemplateNode]) -> Pattern {
    let site = self.site(pieces[0].range.lowerBound..<(pieces.last ?? pieces[0]).range.upperBound)
    var forms = [""]
    for piece in pieces {
      guard let pieceForms = spellings(of: piece) else { return .empty }
      var next: [String] = []
      for form in forms {
        for suffix in pieceForms { next.append(form + suffix) }
      }
      guard next.count <= Self.wordFormLimit else {
        report(.tooManyWordForms(limit: Self.wordFormLimit), at: piece.range)
        return .empty
      }
      forms = next
    }
    var seen = Set<String>()
    let unique = forms.filter { seen.insert($0).inserted }
    if isTooLarge(adding: unique.count, at: pieces[0].range) { return .empty }
    return .choice(
      unique.map { form in
        .sequence(
          Normalizer.tokens(of: form).map { .symbol(.token(tokens.intern($0.text)), parameter: -1, site: site) })
      })
  }

  /// The texts a glued piece can spell, or nil (after a diagnostic) when it holds a slot.
  private mutating func spellings(of node: TemplateNode) -> [String]? {
    var spelling = WordSpelling(lowering: self)
    let forms = spelling.visit(node)
    self = spelling.lowering
    return forms
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

  /// Whether two neighbouring pieces touch with word characters on both sides.
  @inline(__always)
  static func glued(_ left: TemplateNode, _ right: TemplateNode) -> Bool {
    guard left.range.upperBound == right.range.lowerBound else { return false }
    if case .text = left, case .text = right { return false }
    return edgeCharacters(of: left, last: true).contains(where: joins)
      && edgeCharacters(of: right, last: false).contains(where: joins)
  }

  private static func joins(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch Normalizer.category(of: scalar) {
    case .letter, .digit, .apostrophe: return true
    default: return false
    }
  }

  /// The characters a node can begin (or end) with; slots and rules contribute none.
  private static func edgeCharacters(of node: TemplateNode, last: Bool) -> [Character] {
    var edges = EdgeCharacters(last: last)
    return edges.visit(node)
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

/// The texts a word's glued piece can spell, or nil (after a diagnostic) when it holds a slot.
private struct WordSpelling: TemplateVisitor {
  /// The lowering the piece belongs to: its rules, the rules being expanded, and its diagnostics.
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
        guard forms.count <= TemplateLowering.wordFormLimit else {
          lowering.report(.tooManyWordForms(limit: TemplateLowering.wordFormLimit), at: child.range)
          return nil
        }
      }
      result += forms
    }
    return result
  }

  mutating func visitRule(_ name: String, range: SourceRange) -> [String]? {
    guard let body = lowering.rules[name], !lowering.ruleStack.contains(name) else {
      _ = lowering.lowerRule(name, at: range)
      return nil
    }
    lowering.ruleStack.append(name)
    defer { lowering.ruleStack.removeLast() }
    return visitAlternatives([body.nodes], isOptional: false, range: range)
  }

  mutating func visitSlot(_ name: String, range: SourceRange) -> [String]? {
    lowering.report(.slotInsideWord(name), at: range)
    return nil
  }

  mutating func visitApplicationName(range: SourceRange) -> [String]? {
    lowering.report(.slotInsideWord(TemplateParser.applicationNameSlot), at: range)
    return nil
  }

  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> [String]? {
    // The diagnostic calls an any-order group a "permutation".
    lowering.report(.slotInsideWord("permutation"), at: range)
    return nil
  }
}

/// The characters a node can begin (or, when `last`, end) with; slots and rules contribute none.
private struct EdgeCharacters: TemplateVisitor {
  let last: Bool

  @inline(__always)
  mutating func visitText(_ text: String, range: SourceRange) -> [Character] {
    (last ? text.last : text.first).map { [$0] } ?? []
  }

  mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange)
    -> [Character]
  {
    branches.flatMap { branch -> [Character] in
      guard let edge = last ? branch.last : branch.first else { return [] }
      return visit(edge)
    }
  }

  mutating func visitSlot(_ name: String, range: SourceRange) -> [Character] { [] }
  mutating func visitApplicationName(range: SourceRange) -> [Character] { [] }
  mutating func visitRule(_ name: String, range: SourceRange) -> [Character] { [] }
  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> [Character] { [] }
}
