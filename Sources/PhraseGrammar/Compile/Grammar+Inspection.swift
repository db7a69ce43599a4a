/// One template's position (Glushkov) automaton, for analyses outside the module such as lint.
///
/// Positions are numbered from 0 in the template's own order, left to right;
/// every follow edge goes from a position to a later one, since templates
/// have no repetition. A slot's position says which parameter it fills.
package struct TemplateAutomaton: Hashable, Sendable {
  /// The symbol each position reads: a literal token or a value kind.
  package var symbols: [GrammarSymbol]
  /// The index of the parameter each position fills, or -1 for literal words and the app's name.
  package var parameters: [Int]
  /// The positions an accepted utterance can start with, ascending.
  package var first: [Int]
  /// Whether each position can end an accepted utterance.
  package var isLast: [Bool]
  /// The positions that may follow each position, ascending.
  package var follow: [[Int]]

  /// The number of positions.
  package var count: Int { symbols.count }
}

extension TemplateAutomaton {
  /// Compiles a template as ``GrammarBuilder/addTemplate(_:application:parameters:rules:)`` does,
  /// interning its words in `tokens`.
  ///
  /// - Returns: the automaton, or the diagnostics with which the builder rejects the template
  ///   (lowering diagnostics, too many positions, no words, or an empty match).
  package static func compiling(
    _ template: Template, parameters: [TemplateParameter], rules: [String: Template], tokens: inout TokenTable
  ) -> Result<TemplateAutomaton, TemplateDiagnostics> {
    PositionAutomaton.compiling(template, parameters: parameters, rules: rules, tokens: &tokens)
      .map(TemplateAutomaton.init)
  }

  /// Compiles a template as the builder does; nil when the builder would reject it.
  package init?(
    _ template: Template, parameters: [TemplateParameter], rules: [String: Template], tokens: inout TokenTable
  ) {
    guard
      case .success(let automaton) = Self.compiling(
        template, parameters: parameters, rules: rules, tokens: &tokens)
    else { return nil }
    self = automaton
  }

  /// The inspectable form of a compiled position automaton.
  private init(_ automaton: PositionAutomaton) {
    symbols = automaton.symbols
    parameters = automaton.parameters.map { Int($0) }
    first = automaton.first.map { Int($0) }
    isLast = automaton.isLast
    follow = automaton.symbols.indices.map { automaton.follow($0).map(Int.init) }
  }
}

extension Grammar {
  /// A compiled template's position automaton, in the template's own numbering (positions from
  /// 0, as ``positions(of:)`` lists them): what reads the template without its order does.
  package func automaton(of template: TemplateID) -> TemplateAutomaton {
    let record = templates[Int(template.rawValue)]
    let base = Int(record.positionStart)
    // The positions entered from a junction and every junction it passes to.
    func entered(from junction: Int) -> [Int] {
      var stack = [junction]
      var seen: Set<Int> = []
      var found: Set<Int> = []
      while let next = stack.popLast() {
        guard seen.insert(next).inserted else { continue }
        for index in enteredRange(of: next) { found.insert(Int(junctionEnters[index]) - base) }
        for index in passRange(of: next) { stack.append(Int(junctionPasses[index])) }
      }
      return found.sorted()
    }
    let range = positions(of: template)
    return TemplateAutomaton(
      symbols: range.map { GrammarSymbol(key: positionRecords[$0].key) ?? .wordStart },
      parameters: range.map { Int(positionRecords[$0].parameter) },
      first: entered(from: Int(record.junctionStart)),
      isLast: range.map { positionRecords[$0].isLast },
      follow: range.map { entered(from: Int(positionRecords[$0].exit)) })
  }

  /// Every lexicon phrase said as written in an utterance, wherever it starts, that a mask allows:
  /// its tokens and the entry it names (not apps' names).
  package func lexiconPhrases(in utterance: Utterance, mask: LexiconMask) -> [(
    tokens: Range<Int>, posting: LexiconPosting
  )] {
    var found: [(tokens: Range<Int>, posting: LexiconPosting)] = []
    var hits: [LexiconHit] = []
    for start in 0..<utterance.count {
      hits.removeAll(keepingCapacity: true)
      lexicon.hits(in: utterance.ids, from: start, into: &hits)
      for hit in hits where hit.posting.lexicon != .applicationNames && mask.allows(hit.posting) {
        found.append((start..<hit.end, hit.posting))
      }
    }
    return found
  }
}

extension Grammar {
  /// The literal words of the templates an utterance's word may stand for, with what each costs
  /// at `costs` (another spelling, a clitic, an inflection, a typo; not another function word,
  /// and not the word itself).
  package func nearWords(of text: String, token: TokenID, costs: EditCosts = .standard) -> [(word: TokenID, cost: Int)]
  {
    nearTokens.candidates(of: text, token: token, costs, substitutesFunctionWords: false)
      .filter { $0.scope == 0 }.map { ($0.word, $0.cost) }
  }
}
