import DataFormats
import PhraseGrammar

/// One way of hearing an utterance: a step of the router's pipeline that proposes a route.
///
/// The router runs its tiers in order (``Router/tiers``). Each reads the ``RoutingRequest``
/// and proposes a route at a confidence, or nothing (leaving notes for the explanation); the
/// ``Arbiter`` alone decides between proposals. A tier runs only when it may change the
/// decision: when no proposal so far is certain, and when the most it could propose
/// (``mayImprove(_:in:)``) would be preferred to the best so far. To add a tier: a type in
/// a file of its own under `Routing/Tiers`, and a line in ``Router/standardTiers``.
protocol RoutingTier: Sendable {
  /// The tier's name, as explanations and the documentation give it.
  var name: String { get }
  /// Whether the tier hears the utterance as said; its proposals are preferred to every
  /// proposal of a tier that hears it approximately.
  var hearsAsSaid: Bool { get }
  /// Whether a proposal of the tier could be preferred to the best so far
  /// (``RoutingRequest/best``), given what earlier tiers found; false also when the tier does
  /// not apply to the request.
  func mayImprove(_ request: RoutingRequest, in router: Router) -> Bool
  /// The tier's proposal for the request, or nil (its notes kept in the request).
  func propose(_ request: inout RoutingRequest, in router: Router, workspace: inout MatchWorkspace) -> Proposal?
}

/// What a tier proposes for a request: a route, routed or ambiguous, at a confidence.
struct Proposal {
  /// The name of the tier that proposes it.
  var tier: String
  /// The route proposed, with its explanation; its ``Route/confidence`` is set.
  var route: Route
  /// The match a routed phrase reading was decided on, its tokens counted in the whole utterance.
  var winner: GrammarMatch?
  /// Whether the tier hears the utterance as said (``RoutingTier/hearsAsSaid``).
  var hearsAsSaid: Bool
  /// Whether no later tier may change the decision: a phrase said as written whose words no
  /// other reading can claim.
  var isCertain = false
  /// The index, among the request's proposals, of an earlier proposal this one outreads (that
  /// one's free text says only this one's keywords): the arbiter sets that one aside.
  var outreads: Int?
  /// How a refusal names it, when not by its route (``Route/closestRoute``); set with
  /// ``RouteOptions/explain`` only.
  var closest: String?
  /// What the learned model heard, for a proposal of the learned tier.
  var learned: IntentModel.Reading?
  /// The tier's own confidence, once a calibration has set ``Route/confidence``.
  var tierConfidence: Double?

  /// How sure the tier is of the route.
  var confidence: Double { route.confidence ?? 0 }

  /// What the arbiter compares of it.
  var standing: Standing { Standing(hearsAsSaid: hearsAsSaid, confidence: confidence) }

  /// Whether the route leaves free text in a slot: a reading that other readings may outread.
  var hasFreeText: Bool { winner?.captures.contains { $0.value == .text } ?? false }
}
