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
  public var rules: [String: Template]
  /// The most expansions returned for one template.
  public var limit: Int

  static let ruleDepthLimit = 16
  /// The most pieces one expansion may have: rules that double each other at every level would
  /// spell 2^16 of them; longer expansions are left out.
  public static let pieceLimit = 16_384

  public init(rules: [String: Template] = [:], limit: Int = 64) {
    self.rules = rules
    self.limit = limit
  }

  /// Every expansion of the template, or a seeded sample of `limit` of them.
  public func expansions(of template: Template, seed: UInt64 = 1) -> [[ExpandedPiece]] {
    var counts: [String: Int] = [:]
    guard count(template.nodes, depth: 0, memo: &counts) > limit else {
      return expand(template.nodes, depth: 0).map(Self.merged)
    }
    var state = seed
    return (0..<limit).compactMap { _ in
      var pieces: [ExpandedPiece] = []
      sample(template.nodes, depth: 0, state: &state, into: &pieces)
      return pieces.count <= Self.pieceLimit ? Self.merged(pieces) : nil
    }
  }

  /// How many expansions a sequence has, saturating at `Int.max`; rules are counted once each.
  private func count(_ nodes: [TemplateNode], depth: Int, memo: inout [String: Int]) -> Int {
    var total = 1
    for node in nodes {
      let options: Int
      switch node {
      case .text, .slot, .applicationName:
        options = 1
      case .rule(let name, _):
        if let known = memo[name] {
          options = known
        } else if depth < Self.ruleDepthLimit, let body = rules[name] {
          options = count(body.nodes, depth: depth + 1, memo: &memo)
          memo[name] = options
        } else {
          options = 1
        }
      case .alternatives(let branches, let isOptional, _):
        var sum = isOptional ? 1 : 0
        for branch in branches {
          let (next, overflow) = sum.addingReportingOverflow(count(branch, depth: depth, memo: &memo))
          sum = overflow ? .max : next
        }
        options = sum
      case .permutation(let parts, _):
        // Every order of the parts, each part spelled every way.
        var product = 1
        for order in 1...max(1, parts.count) { product = Self.product(product, order) }
        for part in parts { product = Self.product(product, count(part, depth: depth, memo: &memo)) }
        options = product
      }
      total = Self.product(total, options)
      if total == 0 { return 0 }
    }
    return total
  }

  private static func product(_ lhs: Int, _ rhs: Int) -> Int {
    let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
    return overflow ? .max : product
  }

  /// Every expansion of a sequence; only called when there are at most `limit`.
  private func expand(_ nodes: [TemplateNode], depth: Int) -> [[ExpandedPiece]] {
    var results: [[ExpandedPiece]] = [[]]
    for node in nodes {
      let options = expand(node, depth: depth)
      results = results.flatMap { prefix in
        options.compactMap { prefix.count + $0.count <= Self.pieceLimit ? prefix + $0 : nil }
      }
    }
    return results
  }

  private func expand(_ node: TemplateNode, depth: Int) -> [[ExpandedPiece]] {
    switch node {
    case .text(let text, _):
      return [[.text(text)]]
    case .slot(let name, _):
      return [[.slot(name)]]
    case .applicationName:
      return [[.applicationName]]
    case .rule(let name, _):
      guard depth < Self.ruleDepthLimit, let body = rules[name] else { return [[]] }
      return expand(body.nodes, depth: depth + 1)
    case .alternatives(let branches, let isOptional, _):
      var options = branches.flatMap { expand($0, depth: depth) }
      if isOptional { options.append([]) }
      return options
    case .permutation(let parts, let range):
      return TemplateLowering.permutations(of: Array(parts.indices)).flatMap { order in
        expand(order.flatMap { parts[$0] + [.text(" ", range)] }, depth: depth)
      }
    }
  }

  /// One expansion of a sequence, taking a random branch of every group.
  private func sample(_ nodes: [TemplateNode], depth: Int, state: inout UInt64, into pieces: inout [ExpandedPiece]) {
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % bound
    }
    for node in nodes {
      // Past the limit the expansion is left out: stop spelling it.
      guard pieces.count <= Self.pieceLimit else { return }
      switch node {
      case .text(let text, _):
        pieces.append(.text(text))
      case .slot(let name, _):
        pieces.append(.slot(name))
      case .applicationName:
        pieces.append(.applicationName)
      case .rule(let name, _):
        guard depth < Self.ruleDepthLimit, let body = rules[name] else { continue }
        sample(body.nodes, depth: depth + 1, state: &state, into: &pieces)
      case .alternatives(let branches, let isOptional, _):
        let choice = random(branches.count + (isOptional ? 1 : 0))
        if choice < branches.count { sample(branches[choice], depth: depth, state: &state, into: &pieces) }
      case .permutation(let parts, _):
        var order = Array(parts.indices)
        for index in order.indices.reversed() where index > 0 { order.swapAt(index, random(index + 1)) }
        for part in order {
          sample(parts[part], depth: depth, state: &state, into: &pieces)
          pieces.append(.text(" "))
        }
      }
    }
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
