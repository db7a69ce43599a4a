import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

extension TemplateAutomaton {
  /// Whether every symbol sequence this template accepts is accepted by `other` with the same symbol at each
  /// step: the same word, or a slot of the same kind filling the same parameter; nil when the search exceeds `budget`.
  ///
  /// When it holds, every match of this template has a match of `other` on the same
  /// words with the same rank (the same literal words, the same free text, the
  /// same app name) and the same values, so it is sound to say `other` takes every
  /// utterance this template accepts. It is not complete: `other` may accept the
  /// utterances through different symbols (a lexicon entry for a literal word).
  ///
  /// - Complexity: a subset construction on `other` along this template's paths, bounded by `budget` states and
  ///   by 64 times `budget` positions compared.
  func isSubsumed(by other: TemplateAutomaton, budget: Int) -> Bool? {
    var work = 0
    struct State: Hashable {
      var position: Int
      var others: [Int]
    }
    let start = State(position: -1, others: [-1])
    var seen: Set<State> = [start]
    var pending = [start]
    while let state = pending.popLast() {
      if state.position >= 0 && isLast[state.position]
        && !state.others.contains(where: { $0 >= 0 && other.isLast[$0] })
      {
        return false
      }
      let next = state.position < 0 ? first : follow[state.position]
      var otherNext: [Int] = []
      for position in state.others { otherNext += position < 0 ? other.first : other.follow[position] }
      work += next.count * otherNext.count + otherNext.count
      guard work <= budget * 64 else { return nil }
      for position in next {
        let matching = Array(
          Set(
            otherNext.filter {
              other.symbols[$0] == symbols[position] && other.parameters[$0] == parameters[position]
            })
        ).sorted()
        guard !matching.isEmpty else { return false }
        let successor = State(position: position, others: matching)
        if seen.insert(successor).inserted {
          guard seen.count <= budget else { return nil }
          pending.append(successor)
        }
      }
    }
    return true
  }

  /// Whether some accepted path reads only positions that satisfy the predicate.
  func hasPath(through allowed: (Int) -> Bool) -> Bool {
    var pending = first.filter(allowed)
    var seen = Set(pending)
    while let position = pending.popLast() {
      if isLast[position] { return true }
      for next in follow[position] where allowed(next) && seen.insert(next).inserted { pending.append(next) }
    }
    return false
  }

  /// Whether every follow edge goes to a later position, so positions in reverse order are a topological order.
  var isForward: Bool {
    follow.indices.allSatisfy { position in follow[position].allSatisfy { $0 > position } }
  }

  /// The fewest and most positions satisfying the predicate on an accepted path; nil if the automaton is not forward.
  func countRange(of counted: (Int) -> Bool) -> (min: Int, max: Int)? {
    guard isForward else { return nil }
    let unreachable = (min: Int.max, max: Int.min)
    var ranges = Array(repeating: unreachable, count: count)
    for position in stride(from: count - 1, through: 0, by: -1) {
      var range = isLast[position] ? (min: 0, max: 0) : unreachable
      for next in follow[position] where ranges[next].min != Int.max {
        range = (Swift.min(range.min, ranges[next].min), Swift.max(range.max, ranges[next].max))
      }
      if range.min != Int.max && counted(position) { range = (range.min + 1, range.max + 1) }
      ranges[position] = range
    }
    var total = unreachable
    for position in first where ranges[position].min != Int.max {
      total = (Swift.min(total.min, ranges[position].min), Swift.max(total.max, ranges[position].max))
    }
    return total.min == Int.max ? nil : total
  }

  /// The positions of an accepted path with the most positions satisfying the predicate; nil if not forward.
  func pathWithMost(_ counted: (Int) -> Bool) -> [Int]? {
    guard isForward else { return nil }
    var best = Array(repeating: Int.min, count: count)
    var successor = Array(repeating: -1, count: count)
    for position in stride(from: count - 1, through: 0, by: -1) {
      var value = isLast[position] ? 0 : Int.min
      for next in follow[position] where best[next] != Int.min && best[next] > value {
        value = best[next]
        successor[position] = next
      }
      if value != Int.min && counted(position) { value += 1 }
      best[position] = value
    }
    guard var position = first.filter({ best[$0] != Int.min }).max(by: { best[$0] < best[$1] }) else { return nil }
    var path = [position]
    while successor[position] >= 0 {
      position = successor[position]
      path.append(position)
    }
    return path
  }

  /// The number of accepted paths, each position counting `weight(position)` ways; saturates at `Int.max`.
  func pathCount(weight: (Int) -> Int) -> Int? {
    guard isForward else { return nil }
    var counts = Array(repeating: 0, count: count)
    for position in stride(from: count - 1, through: 0, by: -1) {
      var total = isLast[position] ? 1 : 0
      for next in follow[position] { total = total.addingSaturating(counts[next]) }
      counts[position] = total.multipliedSaturating(by: weight(position))
    }
    return first.reduce(0) { $0.addingSaturating(counts[$1]) }
  }
}

extension Int {
  fileprivate func addingSaturating(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }

  fileprivate func multipliedSaturating(by other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? .max : product
  }
}
