import Foundation
import PhraseGrammar
import RequestModels

/// What the router knows of a decision, as the numbers a ``Calibration`` weighs: which tier
/// decided and how sure it was by its own measure, how much of the utterance the reading
/// explains, and how far ahead of the next app or intent it is.
///
/// The evidence is taken after the arbiter has chosen, from the chosen proposal and the
/// request; it never changes the decision.
public struct RouteEvidence: Hashable, Sendable {
  /// The features' names, in the order of ``values`` (and of a calibration's weights): for each
  /// group of tiers, whether it decided and its own score if so; then whether the route is a
  /// tie, the share of the utterance it explains, the share in free text, the share of words no
  /// template spells, log(1 + tokens), the margin to the next app or intent, and what the
  /// learned model (``IntentModel``) says of the route's intent: its posterior, the share of the
  /// utterance's words it says, and how much likelier it makes them than requests in general
  /// (`BackgroundModel`) do, per word and for the word it explains least (tenths of nats,
  /// within ±2); and those three again for the learned tier's and the keywords' routes alone,
  /// whose words weigh differently; last, whether the kinds tier decided and its score, and what
  /// the kinds of request say of the route's intent: the probability that the utterance and
  /// the intent are of one kind, and the utterance's probability of the kinds the intent is not
  /// linked to (a request for a recipe is no request for a definition); and whether the route's
  /// app declares its phrases as examples, alone and with the score of an approximate reading
  /// (an edit to a grammar's phrase and one to an example weigh differently); and whether the
  /// route's intent answers questions, alone and with the route's score (an answer to any
  /// question is priced apart from an intent's own requests); and how many real requests of the
  /// utterance's likeliest kind say its words (log(1 + n): a kind read from a word said once is
  /// a guess), for every route heard approximately and for an answer alone.
  public static let names = [
    "phrases", "phrases×score", "keywords", "keywords×score", "approximate", "approximate×score", "nearKeywords",
    "nearKeywords×score", "examples", "examples×score", "learned", "learned×score", "ambiguous", "explained",
    "freeText", "unknownWords", "logTokens", "margin", "modelPosterior", "modelCoverage", "lift", "lowestLift",
    "learned×posterior", "learned×lift", "learned×lowestLift", "keywords×posterior", "keywords×lift",
    "keywords×lowestLift", "kinds", "kinds×score", "kindAgreement", "otherKinds", "asExamples",
    "approximate×asExamples", "answers", "answers×score", "kindSupport", "answers×kindSupport",
  ]

  /// Where the features after those of ``tierGroup(_:)``'s first six groups and the model's are.
  private static let kindsFeature = names.firstIndex(of: "kinds")!
  private static let kindAgreementFeature = names.firstIndex(of: "kindAgreement")!
  private static let asExamplesFeature = names.firstIndex(of: "asExamples")!
  private static let answersFeature = names.firstIndex(of: "answers")!
  private static let kindSupportFeature = names.firstIndex(of: "kindSupport")!

  /// One number per name of ``names``.
  public var values: [Double]

  /// Evidence from its features' values, as ``values`` holds them.
  public init(values: [Double]) {
    precondition(values.count == Self.names.count, "one value per feature")
    self.values = values
  }

  /// The tiers, in the groups the features tell apart: phrases as said, keywords as said,
  /// phrases heard approximately (with or without group words), keywords with near words,
  /// examples, the learned model, the kinds of request.
  static func tierGroup(_ tier: String) -> Int {
    switch tier {
    case "phrases": 0
    case "keywords": 1
    case "keywords with near words": 3
    case "examples": 4
    case "learned": 5
    case "kinds": 6
    default: 2
    }
  }

  /// What the learned model says of a whole utterance: its words, and every intent's posterior;
  /// made once for all of a request's proposals, and only when one is heard approximately.
  struct ModelView {
    var words: [IntentModel.Word]
    var scores: IntentModel.Scores?
    var posterior: ((Int) -> Double)?
    /// The utterance's probability of each kind of request, and of none last.
    var kinds: [Double]
    /// log(1 + how many requests of its likeliest kind say its words).
    var kindSupport: Double

    init(_ utterance: Utterance, model: IntentModel, grammar: Grammar) {
      words = IntentModel.words(of: utterance, in: grammar)
      scores = model.scores(words)
      posterior = scores?.posteriors(among: Array(model.intents.indices))
      let stems = words.map(\.stem)
      let kinds = RequestKinds.standard.posteriors(stems)
      self.kinds = kinds
      let likeliest = kinds.indices.dropLast().max { kinds[$0] < kinds[$1] } ?? 0
      kindSupport = log(1 + RequestKinds.standard.support(of: stems, kind: likeliest))
    }
  }

  /// The evidence for the proposal `chosen` of a request, among the request's proposals; `view`
  /// is what the model says of the utterance, needed unless the proposal hears it as said.
  init(_ chosen: Proposal, among proposals: [Proposal], utterance: Utterance, view: ModelView?, router: Router) {
    // The tier's own measure of how sure it is: the confidence before calibration.
    let score = chosen.confidence
    var values = Array(repeating: 0.0, count: Self.names.count)
    let group = Self.tierGroup(chosen.tier)
    // The kinds tier's pair comes last, after the features every tier has.
    let pair = group == 6 ? Self.kindsFeature : 2 * group
    values[pair] = 1
    values[pair + 1] = score
    let tokens = max(1, utterance.count)
    let route = chosen.route
    values[12] = route.outcome == .ambiguous ? 1 : 0
    values[13] = route.score ?? route.candidates.first?.score ?? 0
    if let winner = chosen.winner {
      values[14] = Double(winner.textTokenCount) / Double(tokens)
      var unknown = 0
      for (index, id) in utterance.ids.enumerated() where id == .unknown {
        if !winner.captures.contains(where: { $0.tokens.contains(index) }) { unknown += 1 }
      }
      values[15] = Double(unknown) / Double(tokens)
    } else {
      values[15] = Double(utterance.ids.count { $0 == .unknown }) / Double(tokens)
    }
    values[16] = log(1 + Double(utterance.count))
    let rival =
      proposals.lazy.filter { $0.route.app != route.app || $0.route.intent != route.intent }.map(\.confidence).max()
      ?? 0
    values[17] = max(0, score - rival)
    let app = route.app.flatMap { router.appIndex[$0] }
    // The route's intent, looked up once.
    let intent = app.flatMap { app in router.apps[app].intents.firstIndex { $0.id == route.intent } }
    if let app, router.apps[app].phrasesAreExamples {
      values[Self.asExamplesFeature] = 1
      values[Self.asExamplesFeature + 1] = values[5]
    }
    if let app, let intent, router.apps[app].intents[intent].answersQuestions {
      values[Self.answersFeature] = 1
      values[Self.answersFeature + 1] = score
    }
    if group != 0, let view, let app, let intent, let modelled = router.model.index(app: app, intent: intent) {
      if let reading = chosen.learned {
        values[18] = reading.posterior
        values[19] = reading.coverage
      } else if let scores = view.scores, let posterior = view.posterior {
        values[18] = posterior(modelled)
        values[19] = scores.coverage(of: modelled)
      }
      if let lift = router.model.lift(of: modelled, view.words, background: .requests) {
        values[20] = min(2, max(-2, lift.mean / 10))
        values[21] = min(2, max(-2, lift.lowest / 10))
      }
      values[Self.kindAgreementFeature] = router.model.agreement(of: modelled, kinds: view.kinds)
      values[Self.kindAgreementFeature + 1] = router.model.otherKinds(of: modelled, kinds: view.kinds)
      values[Self.kindSupportFeature] = view.kindSupport
      values[Self.kindSupportFeature + 1] = values[Self.answersFeature] * view.kindSupport
      // The learned tier's and the keywords' own weights of what the model says.
      if group == 5 || group == 1 {
        let first = group == 5 ? 22 : 25
        values[first] = values[18]
        values[first + 1] = values[20]
        values[first + 2] = values[21]
      }
    }
    self.values = values
  }
}
