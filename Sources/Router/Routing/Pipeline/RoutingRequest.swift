import DataFormats
import PhraseGrammar

/// One utterance on its way through the router's tiers: what every tier reads (its words, the
/// options, the moment dates are read against), what earlier tiers found that later ones use,
/// and what each tier proposed.
///
/// A tier reads the request and adds to it; it never changes what an earlier tier proposed.
struct RoutingRequest {
  /// The utterance as given.
  let text: String
  /// Its tokens in the phrases' grammar.
  let utterance: Utterance
  let options: RouteOptions
  /// The moment dates are read against (``RouteOptions/reference``, else the clock).
  let reference: LocalDateTime
  /// The apps whose negative phrases the utterance says as written: no tier routes to them.
  var blockedApps: Set<Int> = []
  /// Whether some phrase matches the whole utterance as said, refused or not (a value out of
  /// range, a negative phrase).
  var isMatchedAsSaid = false
  /// What each tier proposed, in the order the tiers ran.
  var proposals: [Proposal] = []
  /// What the tiers that proposed nothing found, for the explanation of a `noMatch`, in tier order.
  var notes: [Explanation] = []
  /// Whether a tier that proposed nothing reached the matcher's work limit.
  var isTruncated = false
  /// What the model tiers hear the request by (``LearnedTier/heardWords(of:in:)``), read once
  /// by the first that asks: nil until then, `.some(nil)` when it says nothing but app names.
  var heard: HeardWords?? = nil

  init(text: String, utterance: Utterance, options: RouteOptions) {
    self.text = text
    self.utterance = utterance
    self.options = options
    reference = options.reference ?? .now()
  }

  /// The index of the proposal the arbiter prefers so far.
  var bestIndex: Int? { Arbiter.best(of: proposals) }

  /// How the proposal the arbiter prefers so far stands, if any.
  var best: Standing? { bestIndex.map { proposals[$0].standing } }

  /// Whether a later tier's proposal standing as `candidate` would be preferred to the best so far.
  /// With a calibration, confidences are known only once every tier has proposed: any proposal
  /// heard approximately may then be preferred to another.
  func mayPrefer(_ candidate: Standing) -> Bool {
    guard let best else { return true }
    if options.calibration != nil || options.recordsProposals, !candidate.hearsAsSaid && !best.hearsAsSaid {
      return true
    }
    return Arbiter.prefers(candidate, to: best)
  }

  /// Keeps what a tier that proposed nothing found (its explanation and work limit).
  mutating func keepNotes(of route: Route) {
    notes += route.explanation ?? []
    isTruncated = isTruncated || route.isTruncated
  }
}
