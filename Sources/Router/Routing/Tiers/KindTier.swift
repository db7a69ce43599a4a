import DataFormats
import PhraseGrammar
import RequestModels

/// The intent linked to the kind of request an utterance is likely of (`RequestKinds`,
/// ``IntentModel/readKinds(_:allows:)``), when no phrase matches it as said: it hears requests
/// phrased as people phrase them, in words no template says ("do I need a coat today" for a
/// weather skill, "be quiet" for a volume skill's mute).
///
/// Its route reads no parameters, as the learned tier's; its own score is the probability that
/// the utterance and the intent are of one kind.
struct KindTier: RoutingTier {
  let name = "kinds"
  let hearsAsSaid = false

  /// As the learned tier: only with a calibration (or while one is fitted).
  func mayImprove(_ request: RoutingRequest, in router: Router) -> Bool {
    LearnedTier().mayImprove(request, in: router)
  }

  func propose(_ request: inout RoutingRequest, in router: Router, workspace: inout MatchWorkspace) -> Proposal? {
    guard let heard = LearnedTier.heardWords(of: &request, in: router),
      let reading = router.model.readKinds(heard.words, allows: heard.allows)
    else { return nil }
    let score = (reading.score * 100).rounded() / 100
    guard score > 0 else { return nil }
    return LearnedTier.proposal(
      tier: name, intent: reading.intent, score: score, confidence: score, request: request, router: router
    ) { app, intent in
      "requests like it are most often '\(RequestKinds.standard.names[reading.kind])' "
        + "(\((reading.kindPosterior * 100).rounded() / 100)), which \(app).\(intent) serves "
        + "(\(score) together)"
    }
  }
}
