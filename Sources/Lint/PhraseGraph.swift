import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// One step of a ``PhraseGraph``: a word, or a value a slot reads as a whole.
enum PhraseStep: Hashable, Sendable {
  /// A literal word, or one word of an enum case, entity value or boolean.
  case word(TokenID)
  /// A typed value (number, ordinal, measurement, duration, date), read as one step whatever its words.
  case value(ValueType)
  /// One word of free text; a free-text slot loops on it.
  case text(maxWords: Int?)
  /// The app's name or one of its synonyms.
  case applicationName
  /// A piece of a glued word (a character, a value read inside a word, the word's start or
  /// end): it meets only itself, so overlap searches leave glued words out.
  case glued(GrammarSymbol)
}

/// A template's accepted utterances as a word-level automaton, for comparing two templates.
///
/// Built from the template's position automaton: each position becomes the
/// node reached after it; a lexicon slot (enum, entity, boolean) is spelled
/// out as a trie of its entries' words, so it meets literal words word by
/// word; a free-text slot reads one word and may loop; typed values stay one
/// step each, compared by their recognizers (``ValueSamples``). The app's
/// name is either a step of its own or left out, as if the user had not said it.
struct PhraseGraph: Hashable, Sendable {
  struct Edge: Hashable, Sendable {
    var step: PhraseStep
    var target: Int
  }

  /// The outgoing edges of each node; node 0 is the start.
  var edges: [[Edge]]
  /// Whether an utterance may end at each node.
  var accepting: [Bool]

  var nodeCount: Int { edges.count }

  /// The words an utterance can start with, or nil when it can start with a value or free text.
  var firstWords: Set<TokenID>? {
    var words = Set<TokenID>()
    for edge in edges[0] {
      guard case .word(let token) = edge.step else { return nil }
      words.insert(token)
    }
    return words
  }

  /// - Parameters:
  ///   - automaton: the template's position automaton.
  ///   - parameters: the parameters its slots fill.
  ///   - lexicons: the phrases of each lexicon, as tokens.
  ///   - keepsApplicationName: whether `{applicationName}` is a step; if not, it is left out.
  ///   - droppedConnectors: words left out with the app's name when they lead only to it (`in` in
  ///     `log water in {applicationName}`); only when the name is left out.
  init(
    _ automaton: TemplateAutomaton, parameters: [TemplateParameter], lexicons: [LexiconID: [[TokenID]]],
    keepsApplicationName: Bool, droppedConnectors: Set<TokenID> = []
  ) {
    let count = automaton.count
    func isApplicationName(_ position: Int) -> Bool { automaton.symbols[position] == .value(.applicationName) }
    func skipped(_ position: Int) -> Bool {
      guard !keepsApplicationName else { return false }
      if isApplicationName(position) { return true }
      guard case .token(let token) = automaton.symbols[position], droppedConnectors.contains(token) else {
        return false
      }
      let next = automaton.follow[position]
      return !automaton.isLast[position] && !next.isEmpty && next.allSatisfy(isApplicationName)
    }
    /// The kept positions reachable from `positions` through left-out ones, and whether the utterance may end there.
    func closure(_ positions: [Int]) -> (positions: [Int], reachesEnd: Bool) {
      var result: [Int] = []
      var reachesEnd = false
      var pending = positions
      var seen = Set<Int>()
      while let position = pending.popLast() {
        guard seen.insert(position).inserted else { continue }
        if skipped(position) {
          if automaton.isLast[position] { reachesEnd = true }
          pending += automaton.follow[position]
        } else {
          result.append(position)
        }
      }
      return (result.sorted(), reachesEnd)
    }

    edges = Array(repeating: [], count: count + 1)
    accepting = Array(repeating: false, count: count + 1)
    var sources = Array(repeating: [Int](), count: count)
    for position in closure(automaton.first).positions { sources[position].append(0) }
    for position in 0..<count where !skipped(position) {
      let next = closure(automaton.follow[position])
      accepting[position + 1] = automaton.isLast[position] || next.reachesEnd
      for target in next.positions { sources[target].append(position + 1) }
    }

    for position in 0..<count where !skipped(position) {
      let exit = position + 1
      switch automaton.symbols[position] {
      case .token(let token):
        for source in sources[position] { edges[source].append(Edge(step: .word(token), target: exit)) }
      case .value(.applicationName):
        for source in sources[position] { edges[source].append(Edge(step: .applicationName, target: exit)) }
      case .value:
        let parameter = automaton.parameters[position]
        guard parameters.indices.contains(parameter) else { continue }
        var type = parameters[parameter].type
        if case .list(let element, _) = type { type = element }
        switch type {
        case .lexicon(let lexicon):
          addTrie(lexicons[lexicon] ?? [], from: sources[position], to: exit)
        case .boolean:
          addTrie(lexicons[.boolean] ?? [], from: sources[position], to: exit)
        case .text(let maxWords):
          for source in sources[position] { edges[source].append(Edge(step: .text(maxWords: maxWords), target: exit)) }
          edges[exit].append(Edge(step: .text(maxWords: maxWords), target: exit))
        default:
          for source in sources[position] { edges[source].append(Edge(step: .value(type), target: exit)) }
        }
      case .character, .gluedValue, .wordStart, .wordEnd:
        let symbol = automaton.symbols[position]
        for source in sources[position] { edges[source].append(Edge(step: .glued(symbol), target: exit)) }
      }
    }
  }

  /// Spells out a lexicon's phrases word by word, from each source node to `exit`.
  private mutating func addTrie(_ phrases: [[TokenID]], from sources: [Int], to exit: Int) {
    // Interior nodes by (parent, word); the root is -1 and stands for every source.
    var interior: [Int: [TokenID: Int]] = [:]
    var rootEdges: [Edge] = []
    func link(_ parent: Int, _ edge: Edge) {
      if parent == -1 {
        if !rootEdges.contains(edge) { rootEdges.append(edge) }
      } else if !edges[parent].contains(edge) {
        edges[parent].append(edge)
      }
    }
    for phrase in phrases {
      var parent = -1
      for (index, token) in phrase.enumerated() {
        if index == phrase.count - 1 {
          link(parent, Edge(step: .word(token), target: exit))
        } else if let child = interior[parent]?[token] {
          parent = child
        } else {
          let child = edges.count
          edges.append([])
          accepting.append(false)
          interior[parent, default: [:]][token] = child
          link(parent, Edge(step: .word(token), target: child))
          parent = child
        }
      }
    }
    for source in sources {
      for edge in rootEdges where !edges[source].contains(edge) { edges[source].append(edge) }
    }
  }
}
