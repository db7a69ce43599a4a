import DataFormats
import PhraseGrammar

extension Router {
  /// The tiers every router runs, in order: phrases as said (with an app addressed by name or in
  /// front, and fillers around the request), keyword intents as said, then, when nothing is
  /// heard as said, phrases approximately, phrases approximately with the words other phrases
  /// offer, keywords with words read as near ones, the phrase an utterance is most like, the
  /// intent a model learned from the templates hears, and the intent of the utterance's kind of request.
  static let standardTiers: [any RoutingTier] = [
    ExactPhraseTier(),
    KeywordTier(),
    ApproximatePhraseTier(readsGroupWords: false),
    ApproximatePhraseTier(readsGroupWords: true),
    NearWordKeywordTier(),
    ExampleTier(),
    LearnedTier(),
    KindTier(),
  ]

  /// Routes one utterance.
  ///
  /// Each of the router's tiers that may change the decision proposes a route at a confidence;
  /// the ``Arbiter`` chooses between them, and a choice less sure than
  /// ``RouteOptions/minimumConfidence`` is `noMatch`. See `Docs/Routing.md`.
  public func route(_ text: String, options: RouteOptions = RouteOptions()) -> Route {
    workspaces.borrow { route(text, options: options, workspace: &$0) }
  }

  /// Routes one utterance, reusing a workspace's memory: the same route as
  /// ``route(_:options:)``; a caller that routes a stream of utterances passes one workspace to
  /// every call, so the matcher's scratch memory is allocated once rather than per line.
  package func route(_ text: String, options: RouteOptions, workspace: inout MatchWorkspace) -> Route {
    record(text, options: options, workspace: &workspace).route
  }

  /// Routes one utterance and keeps the match the route was decided on.
  ///
  /// The same decision as ``route(_:options:)``; the package's own readers (coverage in
  /// the evaluator) read the winner from the record rather than from the public ``Route``.
  package func record(_ text: String, options: RouteOptions = RouteOptions()) -> RouteRecord {
    workspaces.borrow { record(text, options: options, workspace: &$0) }
  }

  /// Routes one utterance and keeps the match the route was decided on, reusing a workspace's
  /// memory (as ``route(_:options:workspace:)``).
  package func record(_ text: String, options: RouteOptions, workspace: inout MatchWorkspace) -> RouteRecord {
    let utterance = grammar.utterance(text)
    guard utterance.count <= options.tokenLimit else {
      return RouteRecord(
        route: .error(text, message: "utterance has \(utterance.count) tokens; the limit is \(options.tokenLimit)"),
        winner: nil)
    }
    var request = RoutingRequest(text: text, utterance: utterance, options: options)
    for tier in tiers {
      if let best = request.bestIndex, request.proposals[best].isCertain { break }
      guard tier.mayImprove(request, in: self) else { continue }
      if let proposal = tier.propose(&request, in: self, workspace: &workspace) {
        request.proposals.append(proposal)
      }
    }
    let proposals = options.calibration != nil || options.recordsProposals ? calibrate(&request) : []
    let reference = request.reference
    var record = Arbiter.decide(request)
    record.proposals = proposals
    if case .routed(let routed) = record.route, let completed = completed(routed, reference: reference) {
      record.route = .routed(completed)
    }
    return record
  }

  /// Sets every proposal's confidence to the calibration's probability that it is right, from
  /// what the router knows of it among the others (before any is changed); returns the records
  /// of the proposals when the options ask for them.
  private func calibrate(_ request: inout RoutingRequest) -> [ProposalRecord] {
    let proposals = request.proposals
    // What the model says of the utterance, once, when a proposal is heard approximately.
    let view =
      proposals.contains { RouteEvidence.tierGroup($0.tier) != 0 }
      ? RouteEvidence.ModelView(request.utterance, model: model, grammar: grammar) : nil
    let evidence = proposals.map {
      RouteEvidence($0, among: proposals, utterance: request.utterance, view: view, router: self)
    }
    if let calibration = request.options.calibration {
      for index in request.proposals.indices {
        request.proposals[index].tierConfidence = request.proposals[index].confidence
        request.proposals[index].route.setConfidence(calibration.confidence(evidence[index]))
      }
    }
    guard request.options.recordsProposals else { return [] }
    return proposals.indices.map { index in
      ProposalRecord(
        evidence: evidence[index], route: proposals[index].route, hearsAsSaid: proposals[index].hearsAsSaid,
        isOutread: proposals.contains { $0.outreads == index })
    }
  }
}
