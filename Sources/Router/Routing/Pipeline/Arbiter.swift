import PhraseGrammar

/// Decides between the tiers' proposals: the one place where a route is chosen.
///
/// A proposal another one outreads is set aside. Of the rest, a proposal of a tier that hears
/// the utterance as said is preferred to any heard approximately; then the more confident;
/// then the earlier tier's. The decision does not depend on the minimum confidence: the
/// minimum only turns a decision less sure than it into `noMatch`, so lowering it turns
/// `noMatch` lines into routes and never one route into another.
enum Arbiter {
  /// Whether `candidate` is preferred to `incumbent`, a proposal of an earlier tier.
  static func prefers(_ candidate: Proposal, to incumbent: Proposal) -> Bool {
    prefers(hearsAsSaid: candidate.hearsAsSaid, confidence: candidate.confidence, to: incumbent)
  }

  /// Whether a proposal of a later tier that hears as said or not, at a confidence, would be
  /// preferred to `incumbent`.
  static func prefers(hearsAsSaid: Bool, confidence: Double, to incumbent: Proposal) -> Bool {
    if hearsAsSaid != incumbent.hearsAsSaid { return hearsAsSaid }
    return confidence > incumbent.confidence
  }

  /// The preferred proposal, outread ones set aside.
  static func best(of proposals: [Proposal]) -> Proposal? {
    let outread = Set(proposals.compactMap(\.outreads))
    var best: Proposal?
    for (index, proposal) in proposals.enumerated() where !outread.contains(index) {
      if let incumbent = best, !prefers(proposal, to: incumbent) { continue }
      best = proposal
    }
    return best
  }

  /// The request's route: the preferred proposal when it is at least as sure as the minimum
  /// confidence, else `noMatch` saying what was closest; the winning match with it when routed.
  static func decide(_ request: RoutingRequest) -> (route: Route, winner: GrammarMatch?) {
    let options = request.options
    guard let best = best(of: request.proposals) else {
      var route = Route(outcome: .noMatch, utterance: request.text)
      if options.explain { route.explanation = request.notes }
      route.isTruncated = request.isTruncated
      return (route, nil)
    }
    guard best.confidence >= options.minimumConfidence else {
      var refused = Route(outcome: .noMatch, utterance: request.text)
      if options.explain {
        refused.explanation =
          request.notes + [
            Explanation.note(
              "\(best.closest ?? best.route.closestRoute): confidence \(best.confidence), below the minimum \(options.minimumConfidence)")
          ]
      }
      refused.isTruncated = request.isTruncated
      return (refused, nil)
    }
    var route = best.route
    route.utterance = request.text
    return (route, route.outcome == .routed ? best.winner : nil)
  }
}

extension Explanation {
  /// A remark on the search, not a candidate.
  static func note(_ reason: String) -> Explanation {
    Explanation(app: "", intent: "", template: "", score: 0, status: .note, reason: reason, slots: [])
  }
}

extension Route {
  /// How a refusal names a route: "the closest route, Water.LogWater", or "…, a tie between …".
  var closestRoute: String {
    let route =
      outcome == .ambiguous
      ? "a tie between " + candidates.map { "\($0.app).\($0.intent)" }.joined(separator: " and ")
      : "\(app ?? "").\(intent ?? "")"
    return "the closest route, " + route
  }
}
