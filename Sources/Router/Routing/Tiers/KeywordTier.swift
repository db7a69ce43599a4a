import DataFormats
import PhraseGrammar

/// Keyword intents as said (Adapt's way): each intent's vocabularies spotted anywhere in the
/// utterance (``Router/keywordReadings(_:options:blocked:workspace:)``), the reading that says
/// the most keywords deciding.
///
/// It runs when no phrase is heard as said, and when the phrase heard leaves free text in a
/// slot: a keyword reading that says every word of that free text, and words of the phrase's
/// own besides, outreads the phrase ("tell me a chuck norris joke" is the joke skill's `Chuck`
/// and `Joke`, not another's `tell me a {query} joke`).
struct KeywordTier: RoutingTier {
  let name = "keywords"
  let hearsAsSaid = true

  func mayImprove(_ request: RoutingRequest, in router: Router) -> Bool {
    guard !router.keywords.intents.isEmpty else { return false }
    guard let best = request.bestIndex else { return true }
    return request.proposals[best].hasFreeText
  }

  func propose(_ request: inout RoutingRequest, in router: Router, workspace: inout MatchWorkspace) -> Proposal? {
    let phrase = request.proposals.indices.last { request.proposals[$0].hasFreeText }
    guard
      let route = router.routeByKeywords(
        request.text, phrase: phrase.flatMap { request.proposals[$0].winner }.map { ($0, request.utterance) },
        options: request.options, reference: request.reference, blocked: request.blockedApps,
        workspace: &workspace)
    else { return nil }
    var proposal = Proposal(tier: name, route: route, hearsAsSaid: true)
    proposal.outreads = phrase
    return proposal
  }
}
