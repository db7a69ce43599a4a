/// One piece of an expanded template: text, a slot to fill, or the app's name.
public enum ExpandedPiece: Hashable, Sendable {
  case text(String)
  case slot(String)
  case applicationName
}

/// Spells out the phrases a template accepts, for generating test utterances.
///
/// A template with at most `limit` phrases (rules inlined) is spelled out in
/// full; a larger one is sampled: each of `limit` phrases takes one branch of
/// every group at random, from a seeded generator so that the same seed gives
/// the same phrases. Counting and sampling are linear in the template's size,
/// so `[a]` written a thousand times costs no more than it reads.
public struct TemplateExpander: Sendable {
  /// The rules `<name>` references expand to, by name.
  public var rules: [String: Template]
  /// The most expansions returned for one template.
  public var limit: Int

  static let ruleDepthLimit = 16
  /// The most pieces one expansion may have: rules that double each other at every level would
  /// spell 2^16 of them; longer expansions are left out.
  public static let pieceLimit = 16_384

  /// An expander with these rules, returning at most `limit` expansions of a template.
  public init(rules: [String: Template] = [:], limit: Int = 64) {
    self.rules = rules
    self.limit = limit
  }

  /// Every expansion of the template, or a seeded sample of `limit` of them.
  public func expansions(of template: Template, seed: UInt64 = 1) -> [[ExpandedPiece]] {
    var counter = ExpansionCounter(rules: rules)
    guard counter.count(template.nodes) > limit else {
      var speller = ExpansionSpeller(rules: rules)
      return speller.expand(template.nodes).map(Self.merged)
    }
    var sampler = ExpansionSampler(rules: rules, state: seed)
    return (0..<limit).compactMap { _ in
      sampler.pieces = []
      sampler.visits = 0
      sampler.sample(template.nodes)
      // A sample cut short by either limit is left out, not returned in part.
      return sampler.pieces.count <= Self.pieceLimit && sampler.visits < ExpansionSampler.visitLimit
        ? Self.merged(sampler.pieces) : nil
    }
  }

  fileprivate static func product(_ lhs: Int, _ rhs: Int) -> Int {
    let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
    return overflow ? .max : product
  }

  /// Joins neighbouring text pieces.
  private static func merged(_ pieces: [ExpandedPiece]) -> [ExpandedPiece] {
    var result: [ExpandedPiece] = []
    for piece in pieces {
      if case .text(let text) = piece, case .text(let previous)? = result.last {
        result[result.count - 1] = .text(previous + text)
      } else {
        result.append(piece)
      }
    }
    return result
  }
}

/// Counts the expansions of a template, saturating at `Int.max`; each rule is counted once.
private struct ExpansionCounter: TemplateVisitor {
  let rules: [String: Template]
  /// How many rule bodies deep the count is.
  var depth = 0
  /// The count of each rule's body.
  var memo: [String: Int] = [:]

  init(rules: [String: Template]) {
    self.rules = rules
  }

  /// How many expansions a sequence has.
  mutating func count(_ nodes: [TemplateNode]) -> Int {
    var total = 1
    for node in nodes {
      total = TemplateExpander.product(total, visit(node))
      if total == 0 { return 0 }
    }
    return total
  }

  mutating func visitText(_ text: String, range: SourceRange) -> Int { 1 }
  mutating func visitSlot(_ name: String, range: SourceRange) -> Int { 1 }
  mutating func visitApplicationName(range: SourceRange) -> Int { 1 }

  mutating func visitRule(_ name: String, range: SourceRange) -> Int {
    if let known = memo[name] { return known }
    guard depth < TemplateExpander.ruleDepthLimit, let body = rules[name] else { return 1 }
    depth += 1
    let options = count(body.nodes)
    depth -= 1
    memo[name] = options
    return options
  }

  mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange) -> Int {
    var sum = isOptional ? 1 : 0
    for branch in branches {
      let (next, overflow) = sum.addingReportingOverflow(count(branch))
      sum = overflow ? .max : next
    }
    return sum
  }

  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> Int {
    // Every order of the parts, each part spelled every way.
    var product = 1
    for order in 1...max(1, parts.count) { product = TemplateExpander.product(product, order) }
    for part in parts { product = TemplateExpander.product(product, count(part)) }
    return product
  }
}

/// Spells out every expansion of a template; only used when there are at most the expander's limit.
private struct ExpansionSpeller: TemplateVisitor {
  let rules: [String: Template]
  /// How many rule bodies deep the spelling is.
  var depth = 0
  /// Each rule's expansions, spelled once: a rule that names itself twice (`<r> = <r> <r>`)
  /// would otherwise be spelled twice as often at each level down to the depth limit.
  var memo: [String: [[ExpandedPiece]]] = [:]

  init(rules: [String: Template]) {
    self.rules = rules
  }

  /// Every expansion of a sequence.
  mutating func expand(_ nodes: [TemplateNode]) -> [[ExpandedPiece]] {
    var results: [[ExpandedPiece]] = [[]]
    for node in nodes {
      let options = visit(node)
      results = results.flatMap { prefix in
        options.compactMap { prefix.count + $0.count <= TemplateExpander.pieceLimit ? prefix + $0 : nil }
      }
    }
    return results
  }

  mutating func visitText(_ text: String, range: SourceRange) -> [[ExpandedPiece]] { [[.text(text)]] }
  mutating func visitSlot(_ name: String, range: SourceRange) -> [[ExpandedPiece]] { [[.slot(name)]] }
  mutating func visitApplicationName(range: SourceRange) -> [[ExpandedPiece]] { [[.applicationName]] }

  mutating func visitRule(_ name: String, range: SourceRange) -> [[ExpandedPiece]] {
    if let known = memo[name] { return known }
    guard depth < TemplateExpander.ruleDepthLimit, let body = rules[name] else { return [[]] }
    depth += 1
    defer { depth -= 1 }
    let spelled = expand(body.nodes)
    memo[name] = spelled
    return spelled
  }

  mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange)
    -> [[ExpandedPiece]]
  {
    var options = branches.flatMap { expand($0) }
    if isOptional { options.append([]) }
    return options
  }

  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> [[ExpandedPiece]] {
    TemplateLowering.permutations(of: Array(parts.indices)).flatMap { order in
      expand(order.flatMap { parts[$0] + [.text(" ", range)] })
    }
  }
}

/// Spells one expansion of a template at a time, taking a random branch of every group.
private struct ExpansionSampler: TemplateVisitor {
  let rules: [String: Template]
  /// The state of the generator the branches are drawn from.
  var state: UInt64
  /// How many rule bodies deep the spelling is.
  var depth = 0
  /// The expansion spelled so far.
  var pieces: [ExpandedPiece] = []
  /// The nodes visited for this expansion: rules that name themselves twice and spell nothing
  /// (`<r> = <r> <r>`) would otherwise be visited twice as often at each level.
  var visits = 0

  /// The most nodes one sample visits.
  static let visitLimit = 1 << 16

  init(rules: [String: Template], state: UInt64) {
    self.rules = rules
    self.state = state
  }

  /// A number in `0..<bound`, from a 64-bit linear congruential generator.
  private mutating func random(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int(truncatingIfNeeded: state >> 33) % bound
  }

  /// Spells one expansion of a sequence onto ``pieces``.
  mutating func sample(_ nodes: [TemplateNode]) {
    for node in nodes {
      // Past the limit the expansion is left out: stop spelling it.
      guard pieces.count <= TemplateExpander.pieceLimit, visits < Self.visitLimit else { return }
      visits += 1
      visit(node)
    }
  }

  mutating func visitText(_ text: String, range: SourceRange) { pieces.append(.text(text)) }
  mutating func visitSlot(_ name: String, range: SourceRange) { pieces.append(.slot(name)) }
  mutating func visitApplicationName(range: SourceRange) { pieces.append(.applicationName) }

  mutating func visitRule(_ name: String, range: SourceRange) {
    guard depth < TemplateExpander.ruleDepthLimit, let body = rules[name] else { return }
    depth += 1
    sample(body.nodes)
    depth -= 1
  }

  mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange) {
    let choice = random(branches.count + (isOptional ? 1 : 0))
    if choice < branches.count { sample(branches[choice]) }
  }

  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) {
    var order = Array(parts.indices)
    for index in order.indices.reversed() where index > 0 { order.swapAt(index, random(index + 1)) }
    for part in order {
      sample(parts[part])
      pieces.append(.text(" "))
    }
  }
}
