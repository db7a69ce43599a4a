import DataFormats
import PhraseGrammar

/// Options for routing one utterance.
public struct RouteOptions: Sendable {
  /// Whether to list every candidate considered and why each lost.
  public var explain = false
  /// Bounds on the matcher's work.
  public var limits = MatchLimits()
  /// Utterances with more tokens are refused with an `error` route.
  public var tokenLimit = 512
  /// The moment dates are read against ("tomorrow"); nil means the clock, in the local time zone.
  public var reference: LocalDateTime?
  /// Whether, when nothing matches, filler words around the request ("please", "can you") are
  /// skipped and the rest is routed.
  public var skipsFillers = true
  /// Whether, when nothing matches, an app named at the start or end of the utterance
  /// ("Water, log 10 ounces", "log water using Sipli") is heard as addressed, and the rest is
  /// routed among its phrases (see ``AddressBook``).
  public var hearsAddressedApps = true
  /// Whether the winning match records the template positions it went through (for coverage).
  package var recordsPositions = false
  /// When no phrase matches as said, what each difference between the utterance and a phrase
  /// costs to match approximately (`EditCosts`); nil to match only as said.
  public var editCosts: EditCosts? = .standard
  /// Routes less sure than this (``Route/confidence``) are `noMatch`, their explanation saying
  /// what was closest.
  public var minimumConfidence = Calibration.standard.minimumConfidence
  /// How a route's confidence is computed from what the router knows of the decision: the
  /// probability that the route is right; nil: the deciding tier's own measure.
  public var calibration: Calibration? = .standard
  /// Whether the route's record keeps every proposal with its evidence (for fitting a calibration).
  package var recordsProposals = false
  /// The minimum confidence without a calibration: the tiers' own scores kept above it.
  public static let uncalibratedMinimum = 0.55

  /// Options whose confidences are the deciding tier's own scores, as each tier's documentation
  /// gives them, without a calibration, kept above ``uncalibratedMinimum``.
  public static func uncalibrated(explain: Bool = false, reference: LocalDateTime? = nil) -> RouteOptions {
    var options = RouteOptions(explain: explain, reference: reference)
    options.calibration = nil
    options.minimumConfidence = uncalibratedMinimum
    return options
  }
  /// How a tie between apps is decided.
  public var tieBreak = TieBreak.foreground
  /// The line's donated values, screen and foreground app (``Conversation``); nil for none.
  package var context: RouteContext?

  /// Whether templates must match the utterance exactly as said: no fillers skipped, no app
  /// heard as addressed outside its phrases, no approximate matching (`route-eval --exact`).
  public var isExact: Bool {
    get { !skipsFillers && !hearsAddressedApps && editCosts == nil }
    set {
      skipsFillers = !newValue
      hearsAddressedApps = !newValue
      editCosts = newValue ? nil : .standard
    }
  }

  /// Options with an explanation if `explain`, dates read against `reference` (the clock when nil).
  public init(explain: Bool = false, reference: LocalDateTime? = nil) {
    self.explain = explain
    self.reference = reference
  }
}
