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
    let sources = try ManifestLoader.sources(paths: [packageRoot.appendingPathComponent(apps).path])
    let router = try Router(manifests: sources.compactMap { ManifestLoader.decode($0.bytes, file: $0.file).0 })
    let lines = try RegistryFileTests.utterances(corpus)
    #expect(lines.count >= 50)
    // Each line as said, with a typo, with its first word left out, with words added before
    // and after, and cut short: what the approximate tiers hear.
    let variants = lines.flatMap { line -> [String] in
      let words = line.split(separator: " ")
      return [
        line, line.replacingOccurrences(of: "e", with: "a"), words.dropFirst().joined(separator: " "),
        "please " + line + " zorblat", words.dropLast().joined(separator: " "),
      ]
    }
    var bounded = MatchOptions(reference: LocalDateTime(year: 2026, month: 11, day: 29, hour: 9, utcOffsetSeconds: 0))
    var unbounded = bounded
    unbounded.boundsWordsAhead = false
    var matched = 0
    var compared = 0
    var stepsSpared = 0
    // The tiers' costs: with the words a group of an app's phrases offers, and without them.
    var withoutGroupWords = EditCosts.standard
    withoutGroupWords.phraseAlternative = withoutGroupWords.ceiling + 1
    for costs in [EditCosts.standard, withoutGroupWords] {
      bounded.editCosts = costs
      unbounded.editCosts = costs
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
