import Testing

@testable import PhraseGrammar

/// The summaries of the words ahead, on automata written out by hand.
@Suite struct WordsAheadSummaryTests {
  /// `0 ─go─▶ 1 ─home─▶ 2 ✓`, and a slot `0 ─{…}─▶ 2`.
  static let states = [
    Grammar.State(tokenEdges: 0, valueEdges: 0, accepts: 0, characterEdges: 0, flags: 0),
    Grammar.State(tokenEdges: 1, valueEdges: 1, accepts: 0, characterEdges: 0, flags: 0),
    Grammar.State(tokenEdges: 2, valueEdges: 1, accepts: 0, characterEdges: 0, flags: 0),
    Grammar.State(tokenEdges: 2, valueEdges: 1, accepts: 1, characterEdges: 0, flags: 0),
  ]
  static let go = TokenID(rawValue: 5)
  static let home = TokenID(rawValue: 6)

  /// The summary of that automaton, its value edge reading a slot of this kind.
  static func summary(slot: ValueKind) -> WordsAhead {
    WordsAhead(
      states: states,
      tokenEdges: [Grammar.Edge(label: go.rawValue, target: 1), Grammar.Edge(label: home.rawValue, target: 2)],
      valueEdges: [Grammar.Edge(label: slot.code, target: 2)], joinsAfterLexiconValues: false)
  }

  @Test("a state's filter holds the words and lexicons its paths read; its fewest words count no app name")
  func summaries() {
    let summary = Self.summary(slot: .applicationName)
    let goBit = WordsAhead.bit(of: Self.go)
    let homeBit = WordsAhead.bit(of: Self.home)
    let nameBit = WordsAhead.bit(of: LexiconID.applicationNames)
    #expect(summary.filter(of: 0) == goBit | homeBit | nameBit)
    #expect(summary.filter(of: 1) == homeBit)
    #expect(summary.filter(of: 2) == 0)
    #expect([0, 1, 2].map(summary.fewestAhead(of:)) == [0, 1, 0])
  }

  @Test("a number slot ahead takes any word")
  func valuesOpen() {
    let summary = Self.summary(slot: .number)
    #expect(summary.filter(of: 0) == WordsAhead.opensToAnyWord)
    #expect(summary.filter(of: 1) == WordsAhead.bit(of: Self.home))
    #expect(summary.fewestAhead(of: 0) == 1)
  }

  @Test("edges out of range (a crafted registry file) bound nothing instead of crashing the load")
  func malformedEdges() {
    for (tokenEdges, valueEdges) in [
      ([Grammar.Edge(label: 5, target: 1), Grammar.Edge(label: 6, target: 99)], [Grammar.Edge(label: 0, target: 2)]),
      ([Grammar.Edge(label: 5, target: 1)], [Grammar.Edge(label: 0, target: 2)]),
    ] {
      let summary = WordsAhead(
        states: Self.states, tokenEdges: tokenEdges, valueEdges: valueEdges, joinsAfterLexiconValues: false)
      for state in 0..<3 {
        #expect(summary.filter(of: state) == WordsAhead.opensToAnyWord)
        #expect(summary.fewestAhead(of: state) == 0)
      }
    }
  }
}
