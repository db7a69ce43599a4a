import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// Finds a shortest utterance two templates both accept.
///
/// The search walks the product of the two templates' ``PhraseGraph``s
/// cheapest first (Dijkstra): a state is a node of each graph, a move reads
/// the same words on both sides, and the cost is the number of words, then
/// the number of words filled in with samples, so literal witnesses win
/// ties. Two steps are compatible when they are the same word; when either
/// is free text (which takes anything); when a typed value's recognizer reads
/// the other side's word, or the other side's next few steps (`8 ounces`
/// against `{amount} ounces`); when two typed values share a sample that fits
/// both slots' bounds; or when the app's name meets itself or one of its
/// names. The work is bounded: past `budget` states settled (or eight times
/// that reached), or past ``workPerState`` times `budget` steps compared (an
/// eighth of that at one pair of nodes), the pair is `skipped`. A template of
/// many optional words, such as `[a] [a] … b`, has a node with an edge to every
/// later word, and two of them a product with the square of that at every
/// state; the bounds keep any pair of templates to a bounded time and memory.
struct OverlapSearch: Sendable {
  /// What a search found.
  enum Outcome: Sendable {
    /// No utterance is accepted by both (within what the search can tell).
    case disjoint
    /// An utterance both accept.
    case overlap(Witness)
    /// The search stopped at its budget.
    case skipped
  }

  /// An utterance both templates accept, as tokens.
  struct Witness: Hashable, Sendable {
    var words: [String]
    /// How many of the words are sample values rather than literal words.
    var fillers: Int
    /// How many of the words are samples that free text on both sides reads ("something").
    var freeText: Int = 0

    /// Fewer words first, then fewer sample words.
    var cost: Int { words.count * Self.wordCost + fillers }
    static let wordCost = 1024
    /// What a word of free text on both sides costs when literal witnesses are preferred: more than any length.
    static let freeTextCost = 1 << 30

    /// The utterance as text: tokens joined by spaces, except next to scripts written without them.
    var text: String {
      var result = ""
      for word in words {
        if let last = result.last, !Self.isWrittenWithoutSpaces(last),
          word.first.map(Self.isWrittenWithoutSpaces) != true
        {
          result.append(" ")
        }
        result += word
      }
      return result
    }

    private static func isWrittenWithoutSpaces(_ character: Character) -> Bool {
      guard let value = character.unicodeScalars.first?.value else { return false }
      switch value {
      case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x2FA1F:
        return true
      default:
        return false
      }
    }
  }

  let tokens: TokenTable
  /// The most states one search may settle.
  let budget: Int
  /// Whether a witness with fewer words that free text on both sides reads comes first, whatever its length.
  let prefersLiteralWords: Bool
  var samples = ValueSamples()
  /// How the current search says the app's name.
  private var spokenName = ""

  /// The steps one search may compare per state of its budget, on average.
  static let workPerState = 64
  /// The steps compared so far by the current (or last) search.
  private(set) var work = 0

  /// The longest run of steps one typed value is compared against.
  static let maxValueSteps = 4
  /// The most runs of steps tried against one typed value from one state.
  static let maxValueRuns = 64

  init(tokens: TokenTable, budget: Int, prefersLiteralWords: Bool = false) {
    self.tokens = tokens
    self.budget = budget
    self.prefersLiteralWords = prefersLiteralWords
  }

  /// The order witnesses are found in: fewest words, then fewest samples; free text on both sides first
  /// when literal witnesses are preferred.
  func rank(_ witness: Witness) -> Int {
    (prefersLiteralWords ? witness.freeText * Witness.freeTextCost : 0) + witness.cost
  }

  /// A cheapest utterance both graphs accept, if one costs less than `bound`.
  ///
  /// - Parameters:
  ///   - a: one phrase graph.
  ///   - b: the other.
  ///   - names: the app's names as tokens, for `{applicationName}` steps.
  ///   - spokenName: how a witness says the app's name.
  ///   - bound: only a witness cheaper than this is looked for.
  mutating func search(
    _ a: PhraseGraph, _ b: PhraseGraph, names: [[String]] = [], spokenName: String = "", bound: Int = .max
  ) -> Outcome {
    let found = witnesses(a, b, names: names, spokenName: spokenName, limit: 1, bound: bound)
    if let witness = found.witnesses.first { return .overlap(witness) }
    return found.isComplete ? .disjoint : .skipped
  }

  /// Up to `limit` utterances both graphs accept, in ``rank(_:)`` order: the cheapest way to each of the first
  /// `limit` pairs of accepting nodes the search reaches, which are different paths through the templates.
  ///
  /// - Returns: the witnesses, and whether the search ran to its end (or to `limit` witnesses, or to `bound`)
  ///   rather than stopping at its budget.
  mutating func witnesses(
    _ a: PhraseGraph, _ b: PhraseGraph, names: [[String]] = [], spokenName: String = "", limit: Int,
    bound: Int = .max
  ) -> (witnesses: [Witness], isComplete: Bool) {
    self.spokenName = spokenName
    work = 0
    if let first = a.firstWords, let second = b.firstWords, first.isDisjoint(with: second) { return ([], true) }
    let width = b.nodeCount
    var costs: [Int: Int] = [0: 0]
    var parents: [Int: (previous: Int, move: Move)] = [:]
    var settled = Set<Int>()
    var found: [Witness] = []
    var queue = MinQueue()
    queue.push(cost: 0, key: 0)
    while let (cost, key) = queue.pop() {
      guard settled.insert(key).inserted else { continue }
      if cost >= bound { return (found, true) }
      if settled.count > budget || costs.count > budget * 8 { return (found, false) }
      let (nodeA, nodeB) = (key / width, key % width)
      if key != 0 && a.accepting[nodeA] && b.accepting[nodeB] {
        var witness = Witness(words: [], fillers: 0)
        var current = key
        while let parent = parents[current] {
          witness.words = parent.move.words + witness.words
          witness.fillers += parent.move.fillers
          witness.freeText += parent.move.freeText
          current = parent.previous
        }
        found.append(witness)
        if found.count >= limit { return (found, true) }
      }
      guard let moves = moves(a, nodeA, b, nodeB, names: names) else { return (found, false) }
      for move in moves where !move.words.isEmpty {
        let next = move.a * width + move.b
        let nextCost =
          cost + move.words.count * Witness.wordCost + move.fillers
          + (prefersLiteralWords ? move.freeText * Witness.freeTextCost : 0)
        if nextCost < costs[next] ?? .max {
          costs[next] = nextCost
          parents[next] = (key, move)
          queue.push(cost: nextCost, key: next)
        }
      }
    }
    return (found, true)
  }

  private struct Move {
    var a: Int
    var b: Int
    var words: [String]
    var fillers: Int
    /// Words that free text on both sides reads.
    var freeText = 0
  }

  /// The moves from a pair of nodes; nil when comparing their steps would exceed the work budget.
  private mutating func moves(_ a: PhraseGraph, _ nodeA: Int, _ b: PhraseGraph, _ nodeB: Int, names: [[String]])
    -> [Move]?
  {
    let product = a.edges[nodeA].count * b.edges[nodeB].count
    work += product
    // One pair of nodes may not take more than an eighth of the budget at once: its moves are all kept.
    guard work <= budget * Self.workPerState, product <= budget * Self.workPerState / 8 else { return nil }
    var result: [Move] = []
    for edgeA in a.edges[nodeA] {
      for edgeB in b.edges[nodeB] {
        if let (words, fillers) = pair(edgeA.step, edgeB.step, names: names) {
          let freeText = edgeA.step.isText && edgeB.step.isText ? words.count : 0
          result.append(Move(a: edgeA.target, b: edgeB.target, words: words, fillers: fillers, freeText: freeText))
        }
      }
    }
    for edgeA in a.edges[nodeA] where edgeA.step.isWholeValue {
      for run in runs(in: b, from: nodeB, against: edgeA.step, names: names)
      where accepts(run.words, edgeA.step, names: names) {
        result.append(Move(a: edgeA.target, b: run.end, words: run.words, fillers: run.fillers))
      }
    }
    for edgeB in b.edges[nodeB] where edgeB.step.isWholeValue {
      for run in runs(in: a, from: nodeA, against: edgeB.step, names: names)
      where accepts(run.words, edgeB.step, names: names) {
        result.append(Move(a: run.end, b: edgeB.target, words: run.words, fillers: run.fillers))
      }
    }
    return work <= budget * Self.workPerState ? result : nil
  }

  /// The words two single steps can both read, and how many of them are samples.
  private mutating func pair(_ x: PhraseStep, _ y: PhraseStep, names: [[String]]) -> ([String], Int)? {
    let name = [spokenName]
    switch (x, y) {
    case (.word(let left), .word(let right)):
      return left == right ? ([tokens.text(of: left)], 0) : nil
    case (.text, .text):
      return (["something"], 1)
    case (.text, .word(let token)), (.word(let token), .text):
      return ([tokens.text(of: token)], 0)
    case (.text, .value(let type)), (.value(let type), .text):
      return samples.sample(fitting: [type]).map { ($0, $0.count) }
    case (.text, .applicationName), (.applicationName, .text), (.applicationName, .applicationName):
      return (name, 0)
    case (.value(let left), .value(let right)):
      return samples.sample(fitting: [left, right]).map { ($0, $0.count) }
    case (.value(let type), .word(let token)), (.word(let token), .value(let type)):
      let word = [tokens.text(of: token)]
      return ValueSamples.accepts(word, as: type) ? (word, 0) : nil
    case (.applicationName, .word(let token)), (.word(let token), .applicationName):
      let word = [tokens.text(of: token)]
      return names.contains(word) ? (word, 0) : nil
    case (.applicationName, .value(let type)), (.value(let type), .applicationName):
      return names.first { ValueSamples.accepts($0, as: type) }.map { ($0, 0) }
    case (.glued, _), (_, .glued):
      return nil
    }
  }

  /// Whether a run of words is one value of a typed step, or one of the app's names.
  private func accepts(_ words: [String], _ step: PhraseStep, names: [[String]]) -> Bool {
    switch step {
    case .value(let type): ValueSamples.accepts(words, as: type)
    case .applicationName: names.contains(words)
    case .word, .text, .glued: false
    }
  }

  private struct Run {
    var words: [String]
    var fillers: Int
    var end: Int
  }

  /// Runs of two or more word and typed-value steps from a node that a typed step could read as a whole.
  private mutating func runs(in graph: PhraseGraph, from node: Int, against step: PhraseStep, names: [[String]])
    -> [Run]
  {
    var result: [Run] = []
    var pending = [Run(words: [], fillers: 0, end: node)]
    var steps = [0]
    while let run = pending.popLast(), let depth = steps.popLast() {
      if depth >= 2 { result.append(run) }
      guard depth < Self.maxValueSteps, result.count + pending.count < Self.maxValueRuns else { continue }
      work += graph.edges[run.end].count
      for edge in graph.edges[run.end].reversed() {
        var words: [String]
        var fillers = run.fillers
        switch edge.step {
        case .word(let token):
          words = [tokens.text(of: token)]
        case .value(let type):
          guard let sample = samples.sample(fitting: [type]) else { continue }
          words = sample
          fillers += sample.count
        case .text, .applicationName, .glued:
          continue
        }
        if depth == 0, let first = words.first, !mayBegin(first, step, names: names) { continue }
        pending.append(Run(words: run.words + words, fillers: fillers, end: edge.target))
        steps.append(depth + 1)
      }
    }
    return result
  }

  private func mayBegin(_ token: String, _ step: PhraseStep, names: [[String]]) -> Bool {
    switch step {
    case .value(let type): ValueSamples.mayBegin(token, as: type)
    case .applicationName: names.contains { $0.first == token }
    case .word, .text, .glued: false
    }
  }
}

extension PhraseStep {
  /// Whether the step is a word of free text.
  var isText: Bool {
    if case .text = self { return true }
    return false
  }

  /// Whether the step reads a value that may span several words, checked as a whole.
  var isWholeValue: Bool {
    switch self {
    case .value, .applicationName: true
    case .word, .text, .glued: false
    }
  }
}

/// A binary min-heap of (cost, key), ties broken by insertion order so searches are deterministic.
private struct MinQueue {
  private var items: [(cost: Int, order: Int, key: Int)] = []
  private var order = 0

  mutating func push(cost: Int, key: Int) {
    items.append((cost, order, key))
    order += 1
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> (cost: Int, key: Int)? {
    guard let top = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < items.count, precedes(items[left], items[smallest]) { smallest = left }
        if right < items.count, precedes(items[right], items[smallest]) { smallest = right }
        guard smallest != parent else { break }
        items.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return (top.cost, top.key)
  }

  private func precedes(_ lhs: (cost: Int, order: Int, key: Int), _ rhs: (cost: Int, order: Int, key: Int)) -> Bool {
    (lhs.cost, lhs.order) < (rhs.cost, rhs.order)
  }
}
