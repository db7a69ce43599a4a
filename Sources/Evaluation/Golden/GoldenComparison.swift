import DataFormats
import PhraseGrammar
import Reports
import Router

/// The result of re-routing one utterance of a golden file.
public struct GoldenCase: Sendable {
  /// The line of the golden file.
  public var line: Int
  /// The utterance, as stored.
  public var utterance: String
  /// The stored route's compared parts; nil for an utterance not yet recorded.
  public var stored: GoldenRoute?
  /// The route now.
  public var current: Route
  /// The control lines before the utterance, kept when the file is rewritten.
  public var controls: [StreamLine] = []
  /// The utterance's context, kept when the file is rewritten.
  public var context = RequestContext()
  /// What changed, one line each ("outcome: routed → ambiguous"); empty when nothing did or nothing was stored.
  public var changes: [String]

  /// Whether the utterance has no stored route yet: new in the file, and a change until recorded.
  public var isNew: Bool { stored == nil }
  /// Whether the route differs from the stored one or was never stored: a case `route-eval test` reports.
  public var isChanged: Bool { isNew || !changes.isEmpty }
}

/// A golden test run: every utterance of a golden file re-routed and compared with its stored route.
public struct GoldenReport: Sendable {
  /// The golden file's path, as given.
  public var file: String
  /// Every utterance of the file, in file order.
  public var cases: [GoldenCase]
  /// The reference time the utterances were routed against.
  public var reference: LocalDateTime

  /// Utterances whose route changed, the new ones included.
  public var changedCount: Int { cases.count { $0.isChanged } }
  /// Utterances not yet recorded.
  public var newCount: Int { cases.count { $0.isNew } }

  /// Every case's current route with its control lines and context, as a golden file keeps them.
  public var rows: [(route: Route, controls: [StreamLine], context: RequestContext)] {
    cases.map { ($0.current, $0.controls, $0.context) }
  }

  /// Re-routes every entry of a golden file and compares it with what is stored, with a
  /// calibration and a minimum confidence (by default, the default calibration and its minimum).
  public init(
    file: String, golden: GoldenFile, router: Router, reference: LocalDateTime, isExact: Bool = false,
    calibration: Calibration? = RouteOptions().calibration, minimumConfidence: Double? = nil
  ) {
    self.file = file
    self.reference = reference
    var options = RouteOptions(reference: reference)
    options.isExact = isExact
    options.calibration = calibration
    options.minimumConfidence =
      minimumConfidence ?? calibration?.minimumConfidence ?? RouteOptions.uncalibratedMinimum
    // A conversation's utterances are routed in order, each after its control lines; a route's
    // line is its place among the routes, as the file writes it.
    var conversation = golden.isConversation ? Conversation(router: router, options: options) : nil
    cases = golden.entries.enumerated().map { index, entry in
      let current: Route
      if var stream = conversation {
        for control in entry.controls { _ = stream.apply(control) }
        current = stream.route(entry.utterance, context: entry.context, line: index + 1)
        conversation = stream
      } else {
        current = router.route(entry.utterance, options: options)
      }
      var result = GoldenCase(
        line: entry.line, utterance: entry.utterance, stored: entry.route, current: current,
        changes: entry.route.map { GoldenComparison.changes(from: $0, to: GoldenRoute(current)) } ?? [])
      result.controls = entry.controls
      result.context = entry.context
      return result
    }
  }
}

/// Compares two routes field by field and describes what changed.
package enum GoldenComparison {
  /// The changes from a stored route to the current one, one line each, in a fixed order.
  ///
  /// ```
  /// outcome: routed → ambiguous
  /// app: Water → (none)
  /// intent: LogWater → (none)
  /// candidates: (none) → HydroCoach.LogDrink, Water.LogWater
  /// amount: 8 fl_oz → unset
  /// title: text "milk" → "Milk"
  /// ```
  package static func changes(from old: GoldenRoute, to new: GoldenRoute) -> [String] {
    var lines: [String] = []
    if old.outcome != new.outcome { lines.append("outcome: \(old.outcome) → \(new.outcome)") }
    if old.app != new.app { lines.append("app: \(old.app ?? "(none)") → \(new.app ?? "(none)")") }
    if old.intent != new.intent { lines.append("intent: \(old.intent ?? "(none)") → \(new.intent ?? "(none)")") }
    if old.candidates != new.candidates {
      lines.append("candidates: \(list(old.candidates)) → \(list(new.candidates))")
    }
    if old.needs != new.needs { lines.append("needs: \(list(old.needs)) → \(list(new.needs))") }
    if old.continues != new.continues {
      lines.append(
        "continues: \(old.continues.map(String.init) ?? "(none)") → \(new.continues.map(String.init) ?? "(none)")")
    }
    // A file recorded before summaries existed says nothing about them, and another intent's
    // summary is another by the change of intent.
    if let summary = old.summary, summary != new.summary, lines.isEmpty {
      lines.append("summary: \"\(summary)\" → \(new.summary.map { "\"\($0)\"" } ?? "(none)")")
    }
    var names = old.parameters.map(\.name)
    for parameter in new.parameters where !names.contains(parameter.name) { names.append(parameter.name) }
    for name in names {
      let before = old.parameters.first { $0.name == name }
      let after = new.parameters.first { $0.name == name }
      guard before != after else { continue }
      let (oldSummary, newSummary) = (summary(before), summary(after))
      if oldSummary != newSummary {
        lines.append("\(name): \(oldSummary) → \(newSummary)")
      } else if before?.text != after?.text {
        lines.append("\(name): text \(quoted(before?.text)) → \(quoted(after?.text))")
      }
    }
    if old.message != new.message, old.outcome == "error" || new.outcome == "error" {
      lines.append("message: \(quoted(old.message)) → \(quoted(new.message))")
    }
    return lines
  }

  /// A parameter as `unset`, `cleared`, or its value with unit, grain and end: `8 fl_oz`, `"2026-11-30T15:00:00-08:00" (hour)`.
  ///
  /// A parameter a route does not have (it is not routed) is `unset`.
  static func summary(_ parameter: GoldenParameter?) -> String {
    guard let parameter, parameter.state == "set" else { return parameter?.state ?? "unset" }
    var text = parameter.value ?? "set"
    if let unit = parameter.unit { text += " " + unit }
    if let grain = parameter.grain { text += " (\(grain))" }
    if let end = parameter.end { text += " until \(end)" }
    return text
  }

  private static func list(_ candidates: [String]) -> String {
    candidates.isEmpty ? "(none)" : candidates.joined(separator: ", ")
  }

  /// A string as a JSON string literal, or `(none)`.
  static func quoted(_ text: String?) -> String {
    guard let text else { return "(none)" }
    var writer = JSONWriter()
    writer.string(text)
    return writer.text
  }
}
