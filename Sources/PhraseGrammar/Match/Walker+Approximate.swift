/// The state of an approximate walk: what the path has cost so far, its edits, the cheapest
/// cost each (state, token) was reached at, and each token's near words.
struct Approximation {
  let costs: EditCosts
  /// What the current path's edits cost.
  var cost = 0
  /// The current path's edits, in order.
  var edits: [MatchEdit] = []
  /// The cheapest cost each (state, token, name left unsaid) was walked from: reaching it again
  /// at no lower cost can find nothing cheaper.
  var cheapest: [Int: Int] = [:]
  /// Each token's near literal words, once asked for.
  var near: [[(word: TokenID, cost: Int)]?]

  init(costs: EditCosts, tokenCount: Int) {
    self.costs = costs
    near = Array(repeating: nil, count: tokenCount)
  }
}

extension Walker {
  /// Walks from a state at a token reading the utterance as said, and with each edit that
  /// keeps the path's cost within the ceiling: the token skipped (said, not in the template),
  /// a word of the template left out, or the token read as a near word (a typo, an inflection,
  /// an apostrophe, a clitic, another function word).
  mutating func walkApproximately(state: Int, position: Int) -> Bool {
    let count = utterance.count
    let memo = (state &* (count + 1) &+ position) &<< 1 | (nameUnsaid ? 1 : 0)
    if let cheapest = approximation!.cheapest[memo], cheapest <= approximation!.cost { return false }
    approximation!.cheapest[memo] = approximation!.cost
    var found = readAsSaid(state: state, position: position, remembersDeadEnds: false)
    let costs = approximation!.costs
    let room = costs.ceiling - approximation!.cost
    guard room > 0, stepCount <= limits.steps else { return found }
    let near = grammar.nearTokens
    // A word said that the template does not have.
    if position < count {
      let token = utterance.ids[position]
      let cost = near.insertionCost(token, text: utterance.token(position), costs)
      if cost <= room {
        found = edit(MatchEdit(kind: .inserted, token: position, word: .unknown, cost: cost)) {
          $0.walk(state: state, position: position + 1)
        } || found
      }
    }
    // A word of the template left out.
    for edge in grammar.tokenEdgeRange(of: state) {
      let word = TokenID(rawValue: grammar.tokenEdges[edge].label)
      let cost = near.deletionCost(word, costs)
      guard cost <= room else { continue }
      let target = Int(grammar.tokenEdges[edge].target)
      path.append(Step(key: UInt64(word.rawValue), start: position, end: position))
      found = edit(MatchEdit(kind: .deleted, token: position, word: word, cost: cost)) {
        $0.walk(state: target, position: position)
      } || found
      path.removeLast()
      if stepCount > limits.steps { return found }
    }
    // The token read as a near word.
    if position < count {
      for (word, cost) in nearWords(at: position) where cost <= room {
        guard let target = grammar.tokenTarget(from: state, token: word) else { continue }
        path.append(Step(key: UInt64(word.rawValue), start: position, end: position + 1))
        found = edit(MatchEdit(kind: .substituted, token: position, word: word, cost: cost)) {
          $0.walk(state: target, position: position + 1)
        } || found
        path.removeLast()
      }
    }
    return found
  }

  /// Walks on with an edit added to the path's cost and edits.
  @inline(__always)
  private mutating func edit(_ edit: MatchEdit, _ walk: (inout Walker) -> Bool) -> Bool {
    approximation!.cost += edit.cost
    approximation!.edits.append(edit)
    defer {
      approximation!.cost -= edit.cost
      approximation!.edits.removeLast()
    }
    return walk(&self)
  }

  /// The literal words a token may stand for, with their costs, computed once per token.
  private mutating func nearWords(at position: Int) -> [(word: TokenID, cost: Int)] {
    if let known = approximation!.near[position] { return known }
    let found = grammar.nearTokens.candidates(
      of: utterance.token(position), token: utterance.ids[position], approximation!.costs)
    approximation!.near[position] = found
    return found
  }
}
