import DataFormats
import PhraseGrammar

/// What the router decided for one utterance: one case per outcome, each with what that
/// outcome has (an app and parameters only when routed, candidates only when ambiguous, a
/// message only for an error).
public enum Route: Sendable {
  /// One app and intent fit best.
  case routed(Routed)
  /// Two or more apps or intents fit equally well; none is chosen.
  case ambiguous(Ambiguous)
  /// Nothing routes the utterance surely enough.
  case noMatch(NoMatch)
  /// The line could not be processed.
  case error(Failure)

  /// The kind of decision, as corpora label it and JSON spells it.
  public enum Outcome: String, Hashable, Sendable {
    /// One app and intent fit best.
    case routed
    /// Two or more apps or intents fit equally well; none is chosen.
    case ambiguous
    /// No template of any app matches the whole utterance.
    case noMatch
    /// The line could not be processed.
    case error
  }

  /// A route to one app and intent.
  public struct Routed: Sendable {
    /// The utterance as given.
    public var utterance: String
    /// The chosen app.
    public var app: String
    /// The chosen intent of that app.
    public var intent: String
    /// Every declared parameter of the chosen intent, in declaration order.
    public var parameters: [ParameterResult]
    /// How well the chosen match fits, from 0 to 1; descriptive only, not a confidence.
    public var score: Double
    /// How sure the router is of the route, from 0 to 1: 1 for a phrase said as written, less
    /// for one matched approximately (by the cost of its differences and the margin to the
    /// next app or intent) or for keywords that explain little of the utterance; see
    /// `Docs/Routing.md`.
    public var confidence: Double
    /// The template that matched, as written.
    public var template: String
    /// Other apps and intents that matched less well.
    public var alternatives: [Candidate] = []
    /// The required parameters the route leaves unset, in declaration order.
    public var needs: [String] = []
    /// What to ask for the first of ``needs``.
    public var prompt: String?
    /// The intent's summary read back with the route's values, when the intent declares one.
    public var summary: String?
    /// The line of the request this line answers a question of, when it is a follow-up.
    public var continues: Int?
    /// Every candidate considered and what became of it (with `explain`).
    public var explanation: [Explanation]?
    /// Whether the matcher reached its work limit (``Route/isTruncated``).
    public var isTruncated = false

    /// A route to an app's intent.
    public init(
      utterance: String, app: String, intent: String, parameters: [ParameterResult], score: Double,
      confidence: Double, template: String
    ) {
      (self.utterance, self.app, self.intent, self.parameters) = (utterance, app, intent, parameters)
      (self.score, self.confidence, self.template) = (score, confidence, template)
    }
  }

  /// A tie between apps or intents.
  public struct Ambiguous: Sendable {
    /// The utterance as given.
    public var utterance: String
    /// The apps and intents that tie.
    public var candidates: [Candidate]
    /// How sure the router is that the utterance is one of them.
    public var confidence: Double
    /// Every candidate considered and what became of it (with `explain`).
    public var explanation: [Explanation]?
    /// Whether the matcher reached its work limit (``Route/isTruncated``).
    public var isTruncated = false

    /// A tie between candidates.
    public init(utterance: String, candidates: [Candidate], confidence: Double) {
      (self.utterance, self.candidates, self.confidence) = (utterance, candidates, confidence)
    }
  }

  /// No route.
  public struct NoMatch: Sendable {
    /// The utterance as given.
    public var utterance: String
    /// What was closest and why nothing routes (with `explain`).
    public var explanation: [Explanation]?
    /// Whether the matcher reached its work limit (``Route/isTruncated``).
    public var isTruncated = false

    /// No route for an utterance.
    public init(utterance: String, explanation: [Explanation]? = nil) {
      self.utterance = utterance
      self.explanation = explanation
    }
  }

  /// A line that could not be processed.
  public struct Failure: Sendable {
    /// The line as read.
    public var utterance: String
    /// Why it could not be processed.
    public var message: String

    /// A failure, with its reason.
    public init(utterance: String, message: String) {
      self.utterance = utterance
      self.message = message
    }
  }

  /// No route for an utterance.
  public static func noMatch(_ utterance: String) -> Route { .noMatch(NoMatch(utterance: utterance)) }

  /// A line that could not be processed, and why.
  public static func error(_ utterance: String, message: String) -> Route {
    .error(Failure(utterance: utterance, message: message))
  }

  /// Whether the utterance was routed, ambiguous, matched nothing, or could not be read.
  public var outcome: Outcome {
    switch self {
    case .routed: .routed
    case .ambiguous: .ambiguous
    case .noMatch: .noMatch
    case .error: .error
    }
  }

  /// The utterance as given.
  public var utterance: String {
    get { parts.utterance }
    set { update { utterance, _, _ in utterance = newValue } }
  }

  /// Every candidate considered and what became of it (with `explain`); an error has none.
  public var explanation: [Explanation]? {
    get { parts.explanation }
    set { update { _, explanation, _ in explanation = newValue } }
  }

  /// Whether the matcher reached its work limit, so that some readings were not considered:
  /// the decision stands on the best of those found.
  public var isTruncated: Bool {
    get { parts.isTruncated }
    set { update { _, _, isTruncated in isTruncated = newValue } }
  }

  /// What every outcome has: the utterance, the explanation and the work limit (an error has
  /// neither of the last two).
  private var parts: (utterance: String, explanation: [Explanation]?, isTruncated: Bool) {
    switch self {
    case .routed(let route): (route.utterance, route.explanation, route.isTruncated)
    case .ambiguous(let route): (route.utterance, route.explanation, route.isTruncated)
    case .noMatch(let route): (route.utterance, route.explanation, route.isTruncated)
    case .error(let failure): (failure.utterance, nil, false)
    }
  }

  /// Changes what every outcome has (an error keeps no explanation and no work limit).
  private mutating func update(_ change: (inout String, inout [Explanation]?, inout Bool) -> Void) {
    switch self {
    case .routed(var route):
      change(&route.utterance, &route.explanation, &route.isTruncated)
      self = .routed(route)
    case .ambiguous(var route):
      change(&route.utterance, &route.explanation, &route.isTruncated)
      self = .ambiguous(route)
    case .noMatch(var route):
      change(&route.utterance, &route.explanation, &route.isTruncated)
      self = .noMatch(route)
    case .error(var failure):
      var (explanation, isTruncated): ([Explanation]?, Bool) = (nil, false)
      change(&failure.utterance, &explanation, &isTruncated)
      self = .error(failure)
    }
  }

  /// The route to an app's intent, when routed.
  public var routed: Routed? {
    if case .routed(let route) = self { route } else { nil }
  }

  /// The chosen app (routed only).
  public var app: String? { routed?.app }
  /// The chosen intent (routed only).
  public var intent: String? { routed?.intent }
  /// Every declared parameter of the chosen intent (routed only; empty otherwise).
  public var parameters: [ParameterResult] { routed?.parameters ?? [] }
  /// How well the chosen match fits (routed only).
  public var score: Double? { routed?.score }
  /// The template that matched, as written (routed only).
  public var template: String? { routed?.template }
  /// Other apps and intents that matched less well (routed only).
  public var alternatives: [Candidate] { routed?.alternatives ?? [] }
  /// The required parameters the route leaves unset (routed only).
  public var needs: [String] { routed?.needs ?? [] }
  /// What to ask for the first of ``needs`` (routed only).
  public var prompt: String? { routed?.prompt }
  /// The intent's summary read back with the route's values (routed only).
  public var summary: String? { routed?.summary }
  /// The line of the request this line answers a question of (routed only).
  public var continues: Int? { routed?.continues }

  /// The apps and intents that tie (ambiguous only).
  public var candidates: [Candidate] {
    if case .ambiguous(let route) = self { route.candidates } else { [] }
  }

  /// How sure the router is of the route (routed and ambiguous).
  public var confidence: Double? {
    switch self {
    case .routed(let route): route.confidence
    case .ambiguous(let route): route.confidence
    case .noMatch, .error: nil
    }
  }

  /// Sets the confidence of a routed or tied route (no other has one).
  mutating func setConfidence(_ confidence: Double) {
    switch self {
    case .routed(var route):
      route.confidence = confidence
      self = .routed(route)
    case .ambiguous(var route):
      route.confidence = confidence
      self = .ambiguous(route)
    case .noMatch, .error: break
    }
  }

  /// Why the line could not be processed (error only).
  public var message: String? {
    if case .error(let failure) = self { failure.message } else { nil }
  }
}

/// A route and the match it was decided on, for the package's own readers.
///
/// The matcher's result for the winner (its template, the positions it went through when
/// ``RouteOptions/recordsPositions`` is set, which tokens each slot took) reaches coverage
/// and the router's retries here, not through fields of the public ``Route``.
package struct RouteRecord: Sendable {
  package var route: Route
  /// The winning match when the route is `routed`, its tokens counted in the whole utterance;
  /// nil otherwise.
  package var winner: GrammarMatch?
  /// Every route a tier proposed, with what the router knew of it (with
  /// ``RouteOptions/recordsProposals``): what a calibration is fitted on.
  package var proposals: [ProposalRecord] = []
  /// The deciding tier's own confidence in the route (1 for a phrase said as written), whatever
  /// the calibration made of it; nil without a route.
  package var tierConfidence: Double?

  package init(route: Route, winner: GrammarMatch?) {
    self.route = route
    self.winner = winner
  }
}

/// A route a tier proposed, as a calibration is fitted on it: the evidence for it, the route
/// (its outcome, app and intent), and how the arbiter weighs it.
package struct ProposalRecord: Sendable {
  package var evidence: RouteEvidence
  package var route: Route
  /// Whether the tier hears the utterance as said (such proposals are preferred to the others).
  package var hearsAsSaid: Bool
  /// Whether another proposal outreads it, so that the arbiter sets it aside.
  package var isOutread: Bool
}

/// An app and intent that matched, with its best score.
public struct Candidate: Hashable, Sendable {
  /// The app.
  public var app: String
  /// The intent.
  public var intent: String
  /// Its best match's score.
  public var score: Double
  /// The template of its best match, as written.
  public var template: String
}

/// The value of one declared parameter in a route.
public struct ParameterResult: Hashable, Sendable {
  /// Whether the request gave, cleared, or left out a parameter.
  public enum State: String, Hashable, Sendable {
    /// Given by the utterance or a phrase (`set`), cleared by a phrase (`cleared`), or not said (`unset`).
    case set, cleared, unset
  }

  /// The parameter's declared name.
  public var name: String
  /// Whether it was given, cleared or left out.
  public var state: State
  /// Its value, when it was given.
  public var value: ResolvedValue?
  /// The words of the utterance the value came from; nil when a phrase fixed it.
  public var text: String?
  /// The declared default, shown for `unset` parameters.
  public var defaultValue: ResolvedValue?
  /// Which of a union parameter's types the value is (`"duration"`, `"date"`); nil for other parameters.
  public var valueType: String?
}

/// A typed value as the app receives it.
public enum ResolvedValue: Hashable, Sendable {
  /// An integer, decimal or ordinal.
  case number(Double)
  /// A boolean.
  case bool(Bool)
  /// Free text, as said.
  case string(String)
  /// An enum case, by id.
  case enumCase(String)
  /// An entity value, by id and display name, and where it came from when not from the words
  /// that name it (`"screen"`: a word that points at what is on screen, "this event").
  case entity(id: String, name: String, source: String? = nil)
  /// A quantity in the parameter's unit, and the quantity as said (its unit id, when one was said).
  case measurement(Double, unit: String, spoken: Double, spokenUnit: String?)
  /// A length of time, in seconds.
  case duration(Double)
  /// A date or time: a moment with its grain, or an interval.
  case date(DateValue)
  /// A rule for repeating events.
  case recurrence(Recurrence)
  /// The values of a list parameter.
  indirect case list([ResolvedValue])
}

/// One candidate the router considered, and what became of it.
public struct Explanation: Hashable, Sendable {
  /// What became of a candidate.
  public enum Status: String, Hashable, Sendable {
    /// It is the route.
    case selected
    /// It ties with the best; the outcome is ambiguous.
    case tied
    /// Another candidate ranks higher.
    case outranked
    /// A value does not fit its parameter.
    case rejected
    /// The app's negative phrase matches the utterance.
    case blocked
    /// The match is a negative phrase; it blocks its app.
    case negative
    /// Not a candidate: a remark on the search (where matching stopped, a work limit).
    case note
  }

  /// The candidate's app.
  public var app: String
  /// The candidate's intent.
  public var intent: String
  /// The template that matched, as written.
  public var template: String
  /// The match's score.
  public var score: Double
  /// What became of the candidate.
  public var status: Status
  /// Why, in words.
  public var reason: String
  /// The slot values of this candidate, as `name=text` pairs.
  public var slots: [String]

  package init(
    app: String, intent: String, template: String, score: Double, status: Status, reason: String, slots: [String]
  ) {
    (self.app, self.intent, self.template, self.score) = (app, intent, template, score)
    (self.status, self.reason, self.slots) = (status, reason, slots)
  }
}
