import DataFormats
import Evaluation
import Generation
import Lint
import Router

/// Routes rendered for people: `--format text`.
enum RouteText {
  /// A few lines per route, control characters shown as escapes (`\u001b`), e.g.:
  /// ```
  /// 3: routed  Water › LogWater  (score 0.97)
  ///      amount = 12  "12 oz"
  /// ```
  static func render(_ route: Route, line: Int) -> String {
    var lines: [String] = []
    let head = "\(line): \(route.outcome.rawValue)"
    switch route.outcome {
    case .routed:
      lines.append(
        "\(head)  \(route.app ?? "") › \(route.intent ?? "")  (score \(format(route.score ?? 0)))"
          + (route.continues.map { "  continues line \($0)" } ?? ""))
      lines.append("     \"\(route.utterance)\"")
      for parameter in route.parameters {
        switch parameter.state {
        case .set:
          let text = parameter.text.map { "  \"\($0)\"" } ?? "  (fixed by the phrase)"
          lines.append("     \(parameter.name) = \(parameter.value.map(describe) ?? "")\(text)")
        case .cleared:
          lines.append("     \(parameter.name) cleared")
        case .unset:
          lines.append(
            "     \(parameter.name) unset" + (parameter.defaultValue.map { " (default \($0.jsonText))" } ?? ""))
        }
      }
      if !route.needs.isEmpty {
        lines.append("     needs \(route.needs.joined(separator: ", ")): \"\(route.prompt ?? "")\"")
      }
      if let summary = route.summary { lines.append("     summary: \(summary)") }
      if !route.alternatives.isEmpty {
        lines.append(
          "     also: "
            + route.alternatives.map { "\($0.app) › \($0.intent) (\(format($0.score)))" }.joined(separator: ", "))
      }
    case .ambiguous:
      lines.append("\(head)  \"\(route.utterance)\"")
      lines.append("     between: " + route.candidates.map { "\($0.app) › \($0.intent)" }.joined(separator: ", "))
    case .noMatch:
      lines.append("\(head)  \"\(route.utterance)\"")
    case .error:
      lines.append("\(head)  \(route.message ?? "")")
    }
    for entry in route.explanation ?? [] {
      if entry.status == .note {
        lines.append("     · note: \(entry.reason)")
      } else {
        lines.append(
          "     · \(entry.status.rawValue): \(entry.app) › \(entry.intent) \"\(entry.template)\" — \(entry.reason)")
      }
    }
    // The utterance, names and reasons are data: nothing in them may act on the terminal.
    return lines.map(\.terminalEscaped).joined(separator: "\n") + "\n"
  }

  /// A control line's answer: `4: donated 2, replaced 1  Orbit › Event`.
  static func render(_ answer: ControlAnswer, line: Int) -> String {
    let text: String
    switch answer {
    case .donated(let app, let entity, let added, let replaced):
      text = "\(line): donated \(added), replaced \(replaced)  \(app) › \(entity)"
    case .deleted(let app, let entity, let deleted, let unknown):
      text =
        "\(line): deleted \(deleted)  \(app) › \(entity)"
        + (unknown.isEmpty ? "" : "  (unknown: \(unknown.joined(separator: ", ")))")
    case .reset:
      text = "\(line): reset"
    case .error(let message):
      text = "\(line): error  \(message)"
    }
    return text.terminalEscaped + "\n"
  }

  /// A value for people: a measurement with its unit, a date with its grain.
  static func describe(_ value: ResolvedValue) -> String {
    switch value {
    case .measurement(let number, let unit, _, _):
      return "\(ResolvedValue.number(number).jsonText) \(unit)"
    case .duration(let seconds):
      return "\(ResolvedValue.number(seconds).jsonText) s"
    case .date(let date):
      return date.start.iso8601 + " (\(date.grain.rawValue))" + (date.end.map { " until \($0.iso8601)" } ?? "")
    default:
      return value.jsonText
    }
  }

  static func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
  }
}
