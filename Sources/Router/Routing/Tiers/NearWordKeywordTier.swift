import DataFormats
import PhraseGrammar

/// Keyword intents with each word no vocabulary spells read as the vocabulary word it most
/// likely stands for ("whats" as "what", "jokes" as "joke"), the words read as others costing
/// as in approximate matching (`EditCosts`): the keywords' confidence times `100 / (100 + cost)`.
struct NearWordKeywordTier: RoutingTier {
  let name = "keywords with near words"
  let hearsAsSaid = false

  func mayImprove(_ request: RoutingRequest, in router: Router) -> Bool {
    guard let costs = request.options.editCosts, !router.keywords.intents.isEmpty else { return false }
    // A word read as its nearest vocabulary word costs at least the cheapest of the readings
    // `Grammar.nearestWord` makes: an apostrophe, a clitic, an inflection, a typo.
    let cheapest = min(costs.spelling, costs.clitic, costs.inflection, costs.typo)
    return request.mayPrefer(Standing(hearsAsSaid: false, confidence: Router.confidence(cost: cheapest, margin: nil)))
  }

  func propose(_ request: inout RoutingRequest, in router: Router, workspace: inout MatchWorkspace) -> Proposal? {
    guard
      let route = router.routeByKeywords(
        request.text, phrase: nil, options: request.options, reference: request.reference,
        blocked: request.blockedApps, workspace: &workspace, correcting: request.options.editCosts)
    else { return nil }
    return Proposal(tier: name, route: route, hearsAsSaid: false)
  }
}
