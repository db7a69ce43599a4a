import DataFormats
import PhraseGrammar

/// What the router decided for one utterance.
public struct Route: Sendable {
  /// The kind of decision.
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

  /// Whether the utterance was routed, ambiguous, matched nothing, or could not be read.
  public var outcome: Outcome
  /// The utterance as given.
  public var utterance: String
  /// The chosen app (routed only).
  public var app: String?
  /// The chosen intent of that app (routed only).
  public var intent: String?
  /// Every declared parameter of the chosen intent, in declaration order.
  public var parameters: [ParameterResult] = []
  /// How well the chosen match fits, from 0 to 1; descriptive only, not a confidence.
  public var score: Double?
  /// How sure the router is of the route, from 0 to 1 (routed and ambiguous): 1 for a phrase said as
  /// written, less for one matched approximately (by the cost of its differences and the margin
  /// to the next app or intent) or for keywords that explain little of the utterance; see
  /// `Docs/Routing.md`.
  public var confidence: Double?
  /// The template that matched, as written.
  public var template: String?
  /// Other apps and intents that matched less well (routed only).
  public var alternatives: [Candidate] = []
  /// The apps and intents that tie (ambiguous only).
  public var candidates: [Candidate] = []
  /// Why the line could not be processed (error only).
  public var message: String?
  /// Every candidate considered and what became of it (with `explain`).
  public var explanation: [Explanation]?
  /// Whether the matcher reached its work limit, so that some readings were not considered:
  /// the decision stands on the best of those found.
  public var isTruncated = false
  /// The required parameters the route leaves unset, in declaration order (routed only).
  public var needs: [String] = []
  /// What to ask for the first of ``needs``.
  public var prompt: String?
  /// The intent's summary read back with the route's values, when the intent declares one.
  public var summary: String?
  /// The line of the request this line answers a question of, when it is a follow-up.
  public var continues: Int?

  /// A route with an outcome and nothing else decided yet.
  public init(outcome: Outcome, utterance: String) {
    self.outcome = outcome
    self.utterance = utterance
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

  package init(route: Route, winner: GrammarMatch?) {
    self.route = route
    self.winner = winner
  }
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
    self.app = app
    self.intent = intent
    self.template = template
    self.score = score
    self.status = status
    self.reason = reason
    self.slots = slots
  }
}
