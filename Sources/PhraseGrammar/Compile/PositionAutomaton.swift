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
///
/// Junctions are numbered so that every move goes to a higher number: a
/// position leaves to a junction made after the one it is entered from, and a
/// choice's end is made after its branches (and its passes listed then). So
/// one sweep down the junctions, or along the passes as listed, settles what
/// each junction reaches or is reached from, with no search.
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
  /// Moves from a junction to a higher one without a symbol.
  var passes: [Pass] = []
  /// The number of junctions.
  var junctionCount = 1
  /// The junction where an accepted utterance ends.
  var end: Int32 = 0
  /// Whether each position can end an accepted utterance.
  var isLast: [Bool] = []
  /// Whether the template accepts the empty utterance.
  var isNullable = false

  struct Pass: Hashable {
    var from: Int32
    var to: Int32
  }

  /// Junction 0 is where every utterance starts.
  static let start: Int32 = 0
  static let positionLimit = 4096

  /// Builds the automaton of a pattern, or nil when it has more than ``positionLimit`` positions.
  init?(_ pattern: Pattern) {
    guard let end = build(pattern, from: Self.start) else { return nil }
    self.end = end
    // A junction reaches the end if it is the end or passes to one that does. Passes are made in
    // the order of the junctions they go to, so read backwards each comes after those it needs.
    var reachesEnd = Array(repeating: false, count: junctionCount)
    reachesEnd[Int(end)] = true
    for pass in passes.reversed() where reachesEnd[Int(pass.to)] { reachesEnd[Int(pass.from)] = true }
    isLast = exits.map { reachesEnd[Int($0)] }
    isNullable = reachesEnd[Int(Self.start)]
  }

  private mutating func newJunction() -> Int32 {
    junctionCount += 1
    return Int32(junctionCount - 1)
  }

  /// Lays out a pattern entered from a junction; returns the junction it leaves to.
  private mutating func build(_ pattern: Pattern, from entry: Int32) -> Int32? {
    switch pattern {
    case .symbol(let symbol, let parameter, let site):
      guard symbols.count < Self.positionLimit else { return nil }
      symbols.append(symbol)
      parameters.append(parameter)
      sites.append(site)
      entries.append(entry)
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
      var branchExits: [Int32] = []
      for branch in branches {
        guard let branchExit = build(branch, from: entry) else { return nil }
        branchExits.append(branchExit)
      }
      // Made after the branches, so that every pass to it goes upwards.
      let exit = newJunction()
      for branchExit in branchExits { passes.append(Pass(from: branchExit, to: exit)) }
      return exit
    }
  }

  /// The positions entered by the junctions reachable from `junctions`.
  func entered(from junctions: [Int32]) -> [Int32] {
    var reached = Array(repeating: false, count: junctionCount)
    for junction in junctions { reached[Int(junction)] = true }
    // In the order they were made, each pass comes after those that lead to where it starts.
    for pass in passes where reached[Int(pass.from)] { reached[Int(pass.to)] = true }
    return symbols.indices.filter { reached[Int(entries[$0])] }.map { Int32($0) }
  }

  /// The positions an accepted utterance can start with, ascending.
  var first: [Int32] { entered(from: [Self.start]) }

  /// The positions that may follow a position, ascending (its Glushkov follow set).
  ///
  /// - Complexity: O(*n*) in the size of the automaton, for each call.
  func follow(_ position: Int) -> [Int32] { entered(from: [exits[position]]) }
}
