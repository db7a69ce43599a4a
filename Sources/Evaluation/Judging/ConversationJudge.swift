import DataFormats
import PhraseGrammar
import Reports
import Router
/// Routes the lines of a conversation in order through one `Conversation`, each after the
/// control lines before it, and compares each route with its label. A control line that cannot be
/// applied is a difference of the line after it.
public struct ConversationJudge: Sendable {
  /// The evaluator whose router and options the conversation uses.
  public let evaluator: Evaluator
  private var conversation: Conversation

  /// A conversation from its start.
  public init(evaluator: Evaluator) {
    self.evaluator = evaluator
    var options = RouteOptions()
    options.isExact = evaluator.isExact
    options.minimumConfidence = evaluator.minimumConfidence
    options.tieBreak = evaluator.tieBreak
    options.calibration = evaluator.calibration
    conversation = Conversation(router: evaluator.router, options: options)
  }

  /// Applies the line's control lines, routes it and judges the route; a line not entirely right
  /// is routed again, in the same state, with explanations when `explains`.
  public mutating func judge(_ entry: CorpusEntry, explains: Bool = true) -> EvalCase {
    var refused: [String] = []
    for control in entry.controls {
      if case .error(let message) = conversation.apply(control) { refused.append("a control line failed: \(message)") }
    }
    let before = conversation
    let clock = ContinuousClock()
    let start = clock.now
    var route = conversation.route(
      entry.utterance, context: entry.context, line: entry.line, reference: entry.now ?? evaluator.defaultNow)
    let elapsed = start.duration(to: clock.now)
    let confidence = route.confidence
    let intent = Evaluator.intentLabel(route.outcome, route.app, route.intent)
    var judged = evaluator.compare(
      entry, route: route, winner: nil, microseconds: Evaluator.microseconds(elapsed), confidence: confidence,
      keptIntent: intent)
    judged.keptIsRight = Evaluator.isRight(route, for: entry.expect)
    if !refused.isEmpty {
      judged.differences = refused + judged.differences
      judged.exact = false
    }
    if !judged.exact && explains {
      // The same line again, in the same state, with explanations (only for failures).
      var explained = before
      explained.options.explain = true
      route = explained.route(
        entry.utterance, context: entry.context, line: entry.line, reference: entry.now ?? evaluator.defaultNow)
      judged.route = route
    }
    return judged
  }
}
