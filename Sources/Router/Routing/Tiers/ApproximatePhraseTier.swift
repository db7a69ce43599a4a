import DataFormats
import PhraseGrammar

/// Phrases heard approximately (see `EditCosts`): the request without the fillers around it is
/// matched with edits, the cheapest match decides, and its cost and the margin to the best
/// match of another app or intent give the confidence (``Router/confidence(cost:margin:)``);
/// another within ``Router/ambiguityMargin`` makes the route ambiguous.
///
/// An utterance of function words and numbers only is not heard approximately: it says nothing
/// a phrase could be heard from.
///
/// The search reaches the costs' ceiling, whatever the minimum confidence, so that the route
/// and its confidence are the same at every minimum (the minimum only refuses it).
///
/// Words that a group of another of an app's phrases offers (`EditCosts.phraseAlternative`)
/// are read only by the tier with `readsGroupWords`, a tier of its own: a word many apps offer
/// is a branch of the search per set of apps, its dearest part. That tier runs only when the
/// utterance says such a word, the tier without them proposes nothing at least
/// ``groupWordsBelow`` sure (a fixed bound, not the minimum confidence: the search it saves
/// is as dear as the rest of the approximate search), and a reading with a group word could be
/// surer than the best proposal so far; it searches only as far as such a reading could cost.
struct ApproximatePhraseTier: RoutingTier {
  /// Whether the tier reads the words other phrases' groups offer.
  let readsGroupWords: Bool
  let hearsAsSaid = false

  /// How sure the tier without group words must be for the tier with them not to run.
  static let groupWordsBelow = 0.55

  var name: String { readsGroupWords ? "approximate phrases with group words" : "approximate phrases" }

  func mayImprove(_ request: RoutingRequest, in router: Router) -> Bool {
    guard let costs = request.options.editCosts else { return false }
    guard readsGroupWords else { return request.mayPrefer(Standing(hearsAsSaid: false, confidence: 1)) }
    guard costs.phraseAlternative <= costs.ceiling,
      router.grammar.offersPhraseAlternatives(in: request.utterance.part(Self.request(of: request)))
    else { return false }
    let withoutGroupWords = request.proposals.last { !$0.hearsAsSaid }?.confidence ?? 0
    guard withoutGroupWords < Self.groupWordsBelow else { return false }
    let mostSure = Router.confidence(cost: costs.phraseAlternative, margin: nil)
    return request.mayPrefer(Standing(hearsAsSaid: false, confidence: mostSure))
  }

  /// The tokens of the request: the utterance without the fillers around it.
  static func request(of request: RoutingRequest) -> Range<Int> {
    let utterance = request.utterance
    guard request.options.skipsFillers, let core = Fillers.core(of: utterance) else { return 0..<utterance.count }
    return core
  }

  func propose(_ request: inout RoutingRequest, in router: Router, workspace: inout MatchWorkspace) -> Proposal? {
    guard let costs = request.options.editCosts else { return nil }
    let options = request.options
    let utterance = request.utterance
    let core = Self.request(of: request)
    let part = utterance.part(core)
    // Function words and numbers alone are no evidence for a phrase they do not say as written
    // ("the the" is not "hey").
    guard (0..<part.count).contains(where: { IntentModel.isContentWord(part.token($0)) }) else { return nil }
    var searched = costs
    if readsGroupWords, let best = request.best {
      // Only a reading surer than the best so far could change the decision.
      guard let dearest = Router.dearestCost(surerThan: best.confidence, within: costs.ceiling) else { return nil }
      searched.ceiling = dearest
    }
    if !readsGroupWords { searched.phraseAlternative = searched.ceiling + 1 }
    var matchOptions = options.matchOptions(reference: request.reference)
    matchOptions.editCosts = searched
    let found = router.grammar.matches(part, options: matchOptions, workspace: &workspace)
    // Negative phrases keep an app out only when said as written (the phrase tier applied them).
    let all = found.matches.filter {
      let record = router.templates[Int($0.template.rawValue)]
      return !record.isNegative && !request.blockedApps.contains(record.app)
    }
    guard let cheapest = all.filter({ $0.problems.isEmpty }).min(by: { $0.ranksBefore($1) }) else { return nil }
    // Only matches within the margin of the cheapest bear on the decision; the search reaches
    // them whenever the route may be as sure as the minimum.
    let matches = all.filter { $0.cost <= cheapest.cost + Router.marginWindow }
    let closest = options.explain ? router.closestApproximateMatch(cheapest, in: part) : nil
    var unblocked = request.blockedApps
    let (decided, winner) = router.decide(
      matches, utterance: part, text: request.text, options: options, blocked: &unblocked)
    guard let winner, case .routed(var routed) = decided else {
      guard decided.outcome == .ambiguous else { return nil }
      return Proposal(tier: name, route: decided, hearsAsSaid: false, closest: closest)
    }
    // The best match of every other app or intent: the margin, and a tie within it.
    let winnerKey = router.templates[Int(winner.template.rawValue)]
    let others = matches.filter { match in
      let record = router.templates[Int(match.template.rawValue)]
      return match.problems.isEmpty && (record.app != winnerKey.app || record.intent != winnerKey.intent)
    }
    let runnerUp = others.min { $0.ranksBefore($1) }
    let margin = runnerUp.map { $0.cost - winner.cost }
    if let runnerUp, let margin, margin < Router.ambiguityMargin {
      var tie = Route.Ambiguous(
        utterance: request.text,
        candidates: [router.candidate(for: winner, utterance: part), router.candidate(for: runnerUp, utterance: part)],
        confidence: Router.confidence(cost: winner.cost, margin: nil))
      tie.explanation = routed.explanation
      return Proposal(tier: name, route: .ambiguous(tie), hearsAsSaid: false, closest: closest)
    }
    routed.confidence = Router.confidence(cost: winner.cost, margin: margin)
    if options.explain {
      routed.explanation?.insert(
        .note(
          "no phrase matches as said; matched approximately, at a cost of \(Rank.words(winner.cost)): "
            + router.describe(winner.edits, in: part)), at: 0)
    }
    return Proposal(
      tier: name, route: .routed(routed), winner: winner.shifted(by: core.lowerBound), hearsAsSaid: false,
      closest: closest)
  }
}
