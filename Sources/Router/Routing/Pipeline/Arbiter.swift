import DataFormats
import PhraseGrammar

/// Decides between the tiers' proposals: the one place where a route is chosen.
///
/// A proposal another one outreads is set aside. Of the rest, a proposal of a tier that hears
/// the utterance as said is preferred to any heard approximately; then the more confident (with
/// a calibration, the more likely right); then the earlier tier's. The decision does not depend on the minimum confidence: the
/// minimum only turns a decision less sure than it into `noMatch`, so lowering it turns
/// `noMatch` lines into routes and never one route into another.
enum Arbiter {
  /// Whether a proposal standing as `candidate` is preferred to one of an earlier tier standing
  /// as `incumbent`.
  static func prefers(_ candidate: Standing, to incumbent: Standing) -> Bool {
    if candidate.hearsAsSaid != incumbent.hearsAsSaid { return candidate.hearsAsSaid }
    return candidate.confidence > incumbent.confidence
  }

  /// The index of the preferred proposal, outread ones set aside.
  static func best(of proposals: [Proposal]) -> Int? {
    var best: Int?
    for index in proposals.indices where !proposals.contains(where: { $0.outreads == index }) {
      if let incumbent = best, !prefers(proposals[index].standing, to: proposals[incumbent].standing) { continue }
      best = index
    }
    return best
  }

  /// The request's route: the preferred proposal when it is at least as sure as the minimum
  /// confidence, else `noMatch` saying what was closest; the winning match with it when routed.
  static func decide(_ request: consuming RoutingRequest) -> RouteRecord {
    let options = request.options
    guard let index = best(of: request.proposals) else {
      var route = Route.NoMatch(utterance: request.text, explanation: options.explain ? request.notes : nil)
      route.isTruncated = request.isTruncated
      return RouteRecord(route: .noMatch(route), winner: nil)
    }
    let arbitration = options.explain ? Self.arbitration(index, among: request.proposals) : nil
    let best = request.proposals.remove(at: index)
    guard best.confidence >= options.minimumConfidence else {
      var refused = Route.NoMatch(utterance: request.text)
      if options.explain {
        refused.explanation =
          request.notes + [
            Explanation.note(
              "\(best.closest ?? best.route.closestRoute): confidence \(best.confidence), below the minimum "
                + "\(options.minimumConfidence)")
          ]
      }
      refused.isTruncated = request.isTruncated
      return RouteRecord(route: .noMatch(refused), winner: nil)
    }
    // Every tier proposes its route for the utterance as given.
    var route = best.route
    if let arbitration { route.explanation = (route.explanation ?? []) + [.note(arbitration)] }
    var record = RouteRecord(route: route, winner: route.outcome == .routed ? best.winner : nil)
    record.tierConfidence = best.tierConfidence ?? best.confidence
    return record
  }

  /// What the arbiter chose between, for an explanation, when more than one tier proposed:
  /// "decided by the tier 'keywords' (0.8) over 'phrases' (1.0, outread)".
  private static func arbitration(_ chosen: Int, among proposals: [Proposal]) -> String? {
    guard proposals.count > 1 else { return nil }
    let rivals = proposals.indices.filter { $0 != chosen }.map { index in
      let (other, best) = (proposals[index], proposals[chosen])
      let why =
        proposals.contains { $0.outreads == index } ? "outread"
        : best.hearsAsSaid && !other.hearsAsSaid ? "heard approximately"
        : other.confidence < best.confidence ? "less sure" : "a later tier"
      return "'\(other.tier)' (\(other.confidence), \(why))"
    }
    return "decided by the tier '\(proposals[chosen].tier)' (\(proposals[chosen].confidence)) over "
      + rivals.joined(separator: ", ")
  }


}

/// What the arbiter compares of a proposal: whether its tier hears the utterance as said, and
/// how sure it is.
struct Standing {
  var hearsAsSaid: Bool
  var confidence: Double
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
