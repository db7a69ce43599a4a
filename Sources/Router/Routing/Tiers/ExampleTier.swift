import DataFormats
import PhraseGrammar

/// The phrase an utterance is most like, for apps whose phrases are examples
/// (``Manifest/phrasesAreExamples``): the intent whose phrase shares the most weight of words
/// with the utterance (``ExampleIndex``), at that similarity, when no phrase matches the
/// utterance as said, even refused, and no negative phrase keeps an app out.
struct ExampleTier: RoutingTier {
  let name = "examples"
  let hearsAsSaid = false

  func mayImprove(_ request: RoutingRequest, in router: Router) -> Bool {
    request.options.editCosts != nil && !router.examples.examples.isEmpty && request.blockedApps.isEmpty
      && !request.isMatchedAsSaid && request.mayPrefer(Standing(hearsAsSaid: false, confidence: 1))
  }

  func propose(_ request: inout RoutingRequest, in router: Router, workspace: inout MatchWorkspace) -> Proposal? {
    guard
      let (route, closest) = router.routeByExamples(
        request.utterance, text: request.text, options: request.options,
        named: router.addressBook.appsNamed(in: request.utterance), matchedApproximately: !request.proposals.isEmpty)
    else { return nil }
    return Proposal(tier: name, route: route, hearsAsSaid: false, closest: closest)
  }
}
