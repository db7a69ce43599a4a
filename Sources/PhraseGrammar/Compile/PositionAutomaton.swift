/// The position (Glushkov) automaton of one template.
///
/// Each symbol occurrence of the lowered pattern is a position; matching a
/// symbol moves to its position, so a slot's position says which parameter
/// it fills. The automaton has no empty moves, and its size is the number of
/// symbol occurrences plus the follow pairs between them.
struct PositionAutomaton: Hashable {
  var symbols: [GrammarSymbol] = []
  /// The parameter each position fills, or -1.
  var parameters: [Int32] = []
  /// Where each position was written in the template.
  var sites: [TemplateSpan] = []
  /// Positions an accepted utterance can start with.
  var first: [Int32] = []
  /// Whether each position can end an accepted utterance.
  var isLast: [Bool] = []
  /// The positions that may follow each position, ascending.
  var follow: [[Int32]] = []
  /// Whether the template accepts the empty utterance.
  var isNullable = false

  static let positionLimit = 4096
  static let followLimit = 1 << 20

  /// Builds the automaton of a pattern, or nil when it exceeds the size limits.
  init?(_ pattern: Pattern) {
    var followCount = 0
    guard let summary = build(pattern, followCount: &followCount) else { return nil }
    first = summary.first.sorted()
    isNullable = summary.nullable
    isLast = Array(repeating: false, count: symbols.count)
    for position in summary.last { isLast[Int(position)] = true }
    follow = follow.map { Array(Set($0)).sorted() }
  }

  private struct Summary {
    var first: [Int32]
    var last: [Int32]
    var nullable: Bool
  }

  private mutating func build(_ pattern: Pattern, followCount: inout Int) -> Summary? {
    switch pattern {
    case .symbol(let symbol, let parameter, let site):
      guard symbols.count < Self.positionLimit else { return nil }
      let position = Int32(symbols.count)
      symbols.append(symbol)
      parameters.append(parameter)
      sites.append(site)
      follow.append([])
      return Summary(first: [position], last: [position], nullable: false)

    case .choice(let branches):
      var result = Summary(first: [], last: [], nullable: branches.isEmpty)
      for branch in branches {
        guard let summary = build(branch, followCount: &followCount) else { return nil }
        result.first += summary.first
        result.last += summary.last
        result.nullable = result.nullable || summary.nullable
      }
      return result

    case .sequence(let parts):
      var result = Summary(first: [], last: [], nullable: true)
      for part in parts {
        guard let summary = build(part, followCount: &followCount) else { return nil }
        followCount += result.last.count * summary.first.count
        guard followCount <= Self.followLimit else { return nil }
        for position in result.last { follow[Int(position)] += summary.first }
        if result.nullable { result.first += summary.first }
        result.last = summary.nullable ? result.last + summary.last : summary.last
        result.nullable = result.nullable && summary.nullable
      }
      return result
    }
  }
}
