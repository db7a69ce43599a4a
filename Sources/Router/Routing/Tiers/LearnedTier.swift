import DataFormats
import PhraseGrammar
import RequestModels

/// The intent a model learned from the templates finds most likely (``IntentModel``), when no
/// phrase matches the utterance as said, even refused, and no negative phrase keeps an app out:
/// it hears words in another order, chatter around them, words left out, and a request said
/// with the words of an intent's keyword vocabularies rather than its phrases.
///
/// An utterance with a word no template spells is not heard when the intent has no free text
/// that could hold the word ("log my weight" is no request to log water).
///
/// Its route reads no parameters (nothing was matched to read them from): they are unset, a
/// required one `needs` its value, and the explanation says so. Its own score is the intent's
/// posterior times the share of the utterance's words the intent says.
struct LearnedTier: RoutingTier {
  let name = "learned"
  let hearsAsSaid = false

  /// Only with a calibration (or while one is fitted): the posterior alone is no measure of
  /// how likely the route is right, and without a calibration nothing weighs it against the
  /// other tiers' scores.
  func mayImprove(_ request: RoutingRequest, in router: Router) -> Bool {
    let options = request.options
    return options.editCosts != nil && (options.calibration != nil || options.recordsProposals)
      && !router.model.intents.isEmpty && !request.isMatchedAsSaid
      && request.mayPrefer(Standing(hearsAsSaid: false, confidence: 1))
  }

  func propose(_ request: inout RoutingRequest, in router: Router, workspace: inout MatchWorkspace) -> Proposal? {
    guard let heard = Self.heardWords(of: &request, in: router),
      let reading = router.model.read(heard.words, allows: heard.allows)
    else { return nil }
    // A word no template spells, with no free text to hold it, is about something else.
    guard router.model.strayWords(for: reading.intent, heard.words, background: .requests) == 0 else { return nil }
    let score = (reading.posterior * reading.coverage * 100).rounded() / 100
    guard score > 0 else { return nil }
    var proposal = Self.proposal(
      tier: name, intent: reading.intent, score: reading.coverage, confidence: score, request: request, router: router
    ) { app, intent in
      "the learned model hears \(app).\(intent) (posterior \((reading.posterior * 100).rounded() / 100), the intent "
        + "says \(Int((reading.coverage * 100).rounded()))% of the words)"
    }
    proposal.learned = reading
    return proposal
  }

  /// What the model tiers hear a request by (``HeardWords``), read once a request; nil when it
  /// says nothing but app names.
  static func heardWords(of request: inout RoutingRequest, in router: Router) -> HeardWords? {
    if let heard = request.heard { return heard }
    let heard = readHeardWords(of: request, in: router)
    request.heard = .some(heard)
    return heard
  }

  /// An utterance that names apps is heard among their intents only, without the name that
  /// addresses one at its start or end; an app kept out is never heard.
  private static func readHeardWords(of request: RoutingRequest, in router: Router) -> HeardWords? {
    // An app's name alone asks for nothing.
    let names = router.addressBook.namePositions(in: request.utterance)
    guard
      (0..<request.utterance.count).contains(where: {
        !names.contains($0) && IntentModel.isContentWord(request.utterance.token($0))
      })
    else { return nil }
    let named = router.addressBook.appsNamed(in: request.utterance)
    let words = IntentModel.words(
      of: router.addressBook.address(in: request.utterance).map { request.utterance.part($0.request) }
        ?? request.utterance, in: router.grammar)
    let blocked = request.blockedApps
    return HeardWords(words: words) { !blocked.contains($0) && (named.isEmpty || named.contains($0)) }
  }

  /// A tier's proposal of a model's intent, its parameters unread (a required one `needs` its
  /// value); `hears` says, for the explanation, what heard the app and intent it is given.
  static func proposal(
    tier: String, intent index: Int, score: Double, confidence: Double, request: RoutingRequest, router: Router,
    hears: (String, String) -> String
  ) -> Proposal {
    let learned = router.model.intents[index]
    let app = router.apps[learned.app]
    let intent = app.intents[learned.intent]
    var route = Route.Routed(
      utterance: request.text, app: app.name, intent: intent.id,
      parameters: intent.parameters.map { parameter in
        ParameterResult(
          name: parameter.name, state: .unset,
          defaultValue: parameter.defaultValue.map { router.resolve($0, parameter, intent) })
      }, score: (score * 100).rounded() / 100, confidence: confidence, template: "learned")
    if request.options.explain {
      route.explanation = [
        .note("no phrase matches as said; \(hears(app.name, intent.id)), its parameters unread")
      ]
    }
    return Proposal(tier: tier, route: .routed(route), hearsAsSaid: false)
  }
}

/// The content words the model tiers hear a request by, and the apps it may be heard among.
struct HeardWords {
  var words: [IntentModel.Word]
  var allows: (Int) -> Bool
}
