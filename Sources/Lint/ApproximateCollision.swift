import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// Phrases of two apps that approximate matching brings together, though exact matching keeps
/// them apart (warning).
///
/// Each phrase's generated utterances (one a phrase, as `generate` makes them) are edited as
/// approximate matching forgives — a function word left out, a typo, another inflection, an
/// apostrophe left out (`generate --perturb drop-word,typo,inflection,apostrophe`) — and routed.
/// An edited utterance that goes to another app, or ties with one, approximately (its confidence
/// below 1: an approximate match, or keywords), is a finding at the phrase, with the utterance as
/// its witness and the route's confidence; one finding a phrase and other app. (Another app's
/// phrase that takes the edited utterance as said is a collision as said: `CrossAppOverlap`.)
enum ApproximateCollision: LintRule {
  static func check(_ context: LintContext) -> [Diagnostic] {
    guard let router = context.router else { return [] }
    let generator = UtteranceGenerator(manifests: context.apps.map(\.manifest), router: router)
    let edits: [PerturbationFamily] = [.dropWord, .typo, .inflection, .apostrophe]
    let generated = generator.generate(GeneratorOptions(seed: 1, perTemplate: 1, perturbations: edits)).utterances
    let options = RouteOptions.uncalibrated(reference: GeneratorOptions.defaultReference)
    var findings: [Diagnostic] = []
    var reported = Set<[String]>()
    for utterance in generated where utterance.tags.contains(where: { $0.hasPrefix("perturb:") }) {
      // Only edits of utterances that reach their own app as said.
      guard utterance.entry.expect.outcome == .routed,
        let template = template(of: utterance, in: context)
      else { continue }
      let route = router.route(utterance.utterance, options: options)
      // An edited utterance another phrase takes as said collides as said (CrossAppOverlap's).
      guard let confidence = route.confidence, confidence < 1 else { continue }
      let others: [String]
      switch route.outcome {
      case .routed where route.app != utterance.app: others = ["\(route.app ?? "").\(route.intent ?? "")"]
      case .ambiguous:
        others = route.candidates.filter { $0.app != utterance.app }.map { "\($0.app).\($0.intent)" }
      default: others = []
      }
      guard let first = others.first else { continue }
      let otherApp = String(first.split(separator: ".").first ?? "")
      guard reported.insert([utterance.app, template.text, otherApp]).inserted else { continue }
      findings.append(
        finding(
          .warning,
          .approximateCollision(
            witness: utterance.utterance, own: "\(utterance.app).\(utterance.intent)", others: others,
            isTie: route.outcome == .ambiguous, confidence: confidence),
          at: template))
    }
    return findings
  }

  /// The phrase a generated utterance was made from.
  private static func template(of utterance: GeneratedUtterance, in context: LintContext) -> LintTemplate? {
    guard let app = context.apps.first(where: { $0.name == utterance.app }),
      let intent = app.intents.first(where: { $0.id == utterance.intent })
    else { return nil }
    return intent.phrases.first { $0.text == utterance.template }
  }
}

extension Diagnostic.Message {
  fileprivate static func approximateCollision(
    witness: String, own: String, others: [String], isTie: Bool, confidence: Double
  ) -> Self {
    let outcome =
      isTie
      ? "it is ambiguous between '\(own)' and " + others.map { "'\($0)'" }.joined(separator: ", ")
        + " (confidence \(confidence))"
      : "it goes to '\(others[0])' (confidence \(confidence))"
    return Self(
      id: ApproximateCollision.id,
      "'\(witness)', this phrase said with an edit approximate matching forgives, leaves '\(own)': \(outcome)")
  }
}
