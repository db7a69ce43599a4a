/// One piece of an expanded template: text, a slot to fill, or the app's name.
public enum ExpandedPiece: Hashable, Sendable {
  case text(String)
  case slot(String)
  case applicationName
}

/// Spells out the phrases a template accepts, for generating test utterances.
///
/// Expansion follows every branch of every group (with rules inlined) up to a
/// limit; past the limit, branches are sampled with a seeded generator so the
/// same seed gives the same phrases.
public struct TemplateExpander: Sendable {
  public var rules: [String: Template]
  /// The most expansions returned for one template.
  public var limit: Int

  /// The most pieces one expansion may have; longer ones are left out. Templates the compiler accepts (at most
  /// 4,096 word and slot positions) never reach it; rules that double at every level would otherwise spell 2^16.
  public static let pieceLimit = 16_384

  public init(rules: [String: Template] = [:], limit: Int = 64) {
    self.rules = rules
    self.limit = limit
  }

  /// Every expansion of the template, or a seeded sample of `limit` of them.
  public func expansions(of template: Template, seed: UInt64 = 1) -> [[ExpandedPiece]] {
    var spelled: [RuleUse: [[ExpandedPiece]]] = [:]
    var all = expand(template.nodes, depth: 0, spelled: &spelled)
    if all.count > limit {
      var state = seed
      var sample: [[ExpandedPiece]] = []
      for _ in 0..<limit {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        sample.append(all[Int(truncatingIfNeeded: state >> 33) % all.count])
      }
      all = sample
    }
    return all.map(Self.merged)
  }

  /// Expansions of a sequence; capped at 4 × limit while building.
  ///
  /// The expansions so far share their prefixes: each is a chain of the options chosen, node by node, spelled out
  /// once at the end, so a long sequence costs its length times the cap rather than its square. An expansion
  /// longer than ``pieceLimit`` is dropped as soon as it is.
  private func expand(_ nodes: [TemplateNode], depth: Int, spelled: inout [RuleUse: [[ExpandedPiece]]])
    -> [[ExpandedPiece]]
  {
    let cap = limit * 4
    // Link k appends `options[k]` to the expansion ending at link `parents[k]` (-1: the empty one), which then has
    // `lengths[k]` pieces.
    var parents: [Int] = []
    var options: [[ExpandedPiece]] = []
    var lengths: [Int] = []
    var results = [-1]
    for node in nodes {
      let choices = expand(node, depth: depth, spelled: &spelled)
      var next: [Int] = []
      next.reserveCapacity(min(cap, results.count * choices.count))
      extending: for prefix in results {
        for choice in choices {
          let length = (prefix < 0 ? 0 : lengths[prefix]) + choice.count
          guard length <= Self.pieceLimit else { continue }
          parents.append(prefix)
          options.append(choice)
          lengths.append(length)
          next.append(options.count - 1)
          if next.count >= cap { break extending }
        }
      }
      results = next
    }
    return results.map { last in
      var chain: [Int] = []
      var link = last
      while link >= 0 {
        chain.append(link)
        link = parents[link]
      }
      return chain.reversed().flatMap { options[$0] }
    }
  }

  /// A rule inlined at a depth, whose expansions are the same wherever it is used there.
  private struct RuleUse: Hashable {
    var name: String
    var depth: Int
  }

  /// Expansions of a node; a rule used again at the same depth is spelled out once (`spelled`).
  private func expand(_ node: TemplateNode, depth: Int, spelled: inout [RuleUse: [[ExpandedPiece]]])
    -> [[ExpandedPiece]]
  {
    switch node {
    case .text(let text, _):
      return [[.text(text)]]
    case .slot(let name, _):
      return [[.slot(name)]]
    case .applicationName:
      return [[.applicationName]]
    case .rule(let name, _):
      guard depth < 16, let body = rules[name] else { return [[]] }
      let use = RuleUse(name: name, depth: depth)
      if let known = spelled[use] { return known }
      let expansions = expand(body.nodes, depth: depth + 1, spelled: &spelled)
      spelled[use] = expansions
      return expansions
    case .alternatives(let branches, let isOptional, _):
      var options: [[ExpandedPiece]] = []
      for branch in branches { options += expand(branch, depth: depth, spelled: &spelled) }
      if isOptional { options.append([]) }
      return options
    case .permutation(let parts, let range):
      var options: [[ExpandedPiece]] = []
      for order in TemplateLowering.permutations(of: Array(parts.indices)) {
        options += expand(order.flatMap { parts[$0] + [.text(" ", range)] }, depth: depth, spelled: &spelled)
      }
      return options
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
