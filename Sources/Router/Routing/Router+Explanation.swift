import DataFormats
import PhraseGrammar

extension Router {
  /// A candidate's line in an explanation: its app, intent, template, score, status, reason and slots.
  func explanation(
    _ match: GrammarMatch, _ status: Explanation.Status, _ reason: String, _ utterance: Utterance
  ) -> Explanation {
    let record = templates[Int(match.template.rawValue)]
    let app = apps[record.app]
    let intent = app.intents[record.intent]
    return Explanation(
      app: app.name, intent: intent.id, template: record.text, score: score(match, tokenCount: utterance.count),
      status: status, reason: reason,
      slots: match.captures.map { "\(intent.parameters[$0.parameter].name)=\(utterance.text(of: $0))" })
  }

  func describe(_ problem: SlotProblem, _ record: TemplateRecord) -> String {
    let parameters = apps[record.app].intents[record.intent].parameters
    let name = "'\(parameters[problem.parameter].name)'"
    switch problem {
    case .belowMinimum(_, let value, let minimum):
      return "\(name) = \(format(value)) is below the minimum \(format(minimum))"
    case .aboveMaximum(_, let value, let maximum):
      return "\(name) = \(format(value)) is above the maximum \(format(maximum))"
    case .notWhole(_, let value):
      return "\(name) = \(format(value)) is not a whole number"
    case .tooManyWords(_, let count, let maximum):
      return "\(name) has \(count) words; at most \(maximum) are allowed"
    case .tooManyItems(_, let count, let maximum):
      return "\(name) has \(count) items; at most \(maximum) are allowed"
    case .offStep(_, let value, let step):
      return "\(name) = \(format(value)) is not a multiple of the step \(format(step))"
    case .notExact(_, let value):
      return
        "\(name) = \(format(value)) is beyond ±9007199254740991 (2^53 − 1), where whole numbers are no longer exact"
    case .unknownUnit(_, let unit):
      return "\(name) is in '\(unit)', which does not convert to the parameter's unit"
    }
  }

  func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
