/// The position automaton of one template, kept in linear size.
///
/// Each symbol occurrence of the lowered pattern is a position; matching a
/// symbol moves to its position, so a slot's position says which parameter it
/// fills. Between positions lie *junctions*: a position is entered from one
/// junction and leaves to another, and a junction may pass on to others
/// without reading anything (an optional part, the end of a choice). The
/// positions that may follow a position are those entered by the junctions
/// reachable from where it leaves (its Glushkov follow set), but they are
/// never listed: for `[a]` written a thousand times that list would hold half
/// a million pairs, while the junctions hold a few thousand. Every structure
/// here is linear in the size of the pattern.
struct PositionAutomaton: Hashable {
  var symbols: [GrammarSymbol] = []
  /// The parameter each position fills, or -1.
  var parameters: [Int32] = []
  /// Where each position was written in the template.
  var sites: [TemplateSpan] = []
  /// The junction each position is entered from.
  var entries: [Int32] = []
  /// The junction each position leaves to.
  var exits: [Int32] = []
  /// The positions each junction enters, ascending.
  var enters: [[Int32]] = [[]]
  /// The junctions each junction passes on to without a symbol.
  var passes: [[Int32]] = [[]]
  /// The junction where an accepted utterance ends.
  var end: Int32 = 0
  /// Whether each position can end an accepted utterance.
  var isLast: [Bool] = []
  /// Whether the template accepts the empty utterance.
  var isNullable = false

  /// Junction 0 is where every utterance starts.
  static let start: Int32 = 0
  static let positionLimit = 4096

  /// Builds the automaton of a pattern, or nil when it has more than ``positionLimit`` positions.
  init?(_ pattern: Pattern) {
    guard let end = build(pattern, from: Self.start) else { return nil }
    self.end = end
    // A position can end an utterance when the end junction is reachable from where it leaves.
    var reachesEnd = Array(repeating: false, count: enters.count)
    var before = Array(repeating: [Int32](), count: enters.count)
    for (junction, targets) in passes.enumerated() {
      for target in targets { before[Int(target)].append(Int32(junction)) }
    }
    var pending = [end]
    reachesEnd[Int(end)] = true
    while let junction = pending.popLast() {
      for earlier in before[Int(junction)] where !reachesEnd[Int(earlier)] {
        reachesEnd[Int(earlier)] = true
        pending.append(earlier)
      }
    }
    isLast = exits.map { reachesEnd[Int($0)] }
    isNullable = reachesEnd[Int(Self.start)]
  }

  private mutating func newJunction() -> Int32 {
    enters.append([])
    passes.append([])
    return Int32(enters.count - 1)
  }

  /// Lays out a pattern entered from a junction; returns the junction it leaves to.
  private mutating func build(_ pattern: Pattern, from entry: Int32) -> Int32? {
    switch pattern {
    case .symbol(let symbol, let parameter, let site):
      guard symbols.count < Self.positionLimit else { return nil }
      let position = Int32(symbols.count)
      symbols.append(symbol)
      parameters.append(parameter)
      sites.append(site)
      entries.append(entry)
      enters[Int(entry)].append(position)
      let exit = newJunction()
      exits.append(exit)
      return exit

    case .sequence(let parts):
      var junction = entry
      for part in parts {
        guard let next = build(part, from: junction) else { return nil }
        junction = next
      }
      return junction

    case .choice(let branches):
      if branches.isEmpty { return entry }
      if branches.count == 1 { return build(branches[0], from: entry) }
      let exit = newJunction()
      for branch in branches {
        guard let branchExit = build(branch, from: entry) else { return nil }
        passes[Int(branchExit)].append(exit)
      }
      return exit
    }
  }

  /// The positions entered by the junctions reachable from `junctions`, in the order first reached.
  func entered(from junctions: [Int32]) -> [Int32] {
    var seen = Array(repeating: false, count: enters.count)
    var pending: [Int32] = []
    var result: [Int32] = []
    for junction in junctions where !seen[Int(junction)] {
      seen[Int(junction)] = true
      pending.append(junction)
    }
    while let junction = pending.popLast() {
      result += enters[Int(junction)]
      for next in passes[Int(junction)] where !seen[Int(next)] {
        seen[Int(next)] = true
        pending.append(next)
      }
    }
    return result
  }

  /// The positions an accepted utterance can start with, ascending.
  var first: [Int32] { entered(from: [Self.start]).sorted() }

  /// The positions that may follow a position, ascending (its Glushkov follow set).
  ///
  /// - Complexity: O(*n*) in the size of the automaton, for each call.
  func follow(_ position: Int) -> [Int32] { entered(from: [exits[position]]).sorted() }
}
