import PhraseGrammar
import PhraseValues
import Testing

@testable import Router

/// The approximate walk's bound on the words ahead gives up only on states that could find
/// nothing: every approximate match is found as it is without the bound.
@Suite struct WordsAheadTests {
  @Test(
    "an approximate walk finds the same matches with the bound on the words ahead as without it",
    arguments: RegistryFileTests.registries)
  func boundChangesNoMatch(apps: String, corpus: String) throws {
    let router = try WorkspaceReuseTests.router(apps)
    // What the approximate tiers hear, and each line cut short.
    let lines = try RegistryFileTests.utterances(corpus)
    let variants =
      try WorkspaceReuseTests.variants(of: corpus)
      + lines.map { $0.split(separator: " ").dropLast().joined(separator: " ") }
    var bounded = MatchOptions(reference: LocalDateTime(year: 2026, month: 11, day: 29, hour: 9, utcOffsetSeconds: 0))
    var unbounded = bounded
    unbounded.boundsWordsAhead = false
    var matched = 0
    var compared = 0
    var stepsSpared = 0
    // The tiers' costs: with the words a group of an app's phrases offers, and without them.
    var withoutGroupWords = EditCosts.standard
    withoutGroupWords.phraseAlternative = withoutGroupWords.ceiling + 1
    // And with an app addressed, whose name (and the word before it) may go unsaid.
    let addressed = AddressedApplication(application: AppID(rawValue: 0), connectors: router.addressBook.connectors)
    for (costs, addressing) in [(EditCosts.standard, nil), (withoutGroupWords, nil), (.standard, addressed)] {
      bounded.editCosts = costs
      unbounded.editCosts = costs
      bounded.addressing = addressing
      unbounded.addressing = addressing
      var workspace = MatchWorkspace()
      for line in variants {
        let utterance = router.grammar.utterance(line)
        let without = router.grammar.matches(utterance, options: unbounded, workspace: &workspace)
        // A walk the step limit cut short may find more with the bound, which spares steps.
        guard !without.isTruncated else { continue }
        let with = router.grammar.matches(utterance, options: bounded, workspace: &workspace)
        #expect(with.matches == without.matches, "\(line)")
        #expect(!with.isTruncated, "\(line)")
        #expect(with.steps <= without.steps, "\(line)")
        stepsSpared += without.steps - with.steps
        compared += 1
        if !with.matches.isEmpty { matched += 1 }
      }
    }
    #expect(compared >= variants.count, "too many walks were cut short to compare")
    #expect(matched > 0, "no line matched approximately")
    #expect(stepsSpared > 0, "the bound gave up on no state")
  }
}
