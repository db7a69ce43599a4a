import DataFormats
import PhraseGrammar
import Reports
import Router
extension GoldenReport {
  /// The report for people: a block per changed or new utterance, then `N utterances, M changed`.
  ///
  /// ```
  /// golden.jsonl:12: changed: "log water in Water"
  ///   outcome: routed → ambiguous
  ///   app: Water → (none)
  /// golden.jsonl:41: new, not yet recorded: "log tea in Water"
  ///   now: noMatch
  /// 41 utterances, 2 changed (1 new, not yet recorded)
  /// ```
  public var text: String {
    changeBlocks + summary + "\n"
  }

  /// `N utterances, M changed`, and how many of the changes are new utterances.
  public var summary: String {
    "\(cases.count) utterances, \(changedCount) changed" + (newCount > 0 ? " (\(newCount) new, not yet recorded)" : "")
  }

  /// One block per changed utterance: `FILE:LINE: changed: "utterance"` and its changes, indented.
  public var changeBlocks: String { changeBlocks(recording: false) }

  /// The change blocks, new utterances said to be `recorded` when the file is being updated.
  public func changeBlocks(recording: Bool) -> String {
    cases.filter(\.isChanged).map { block($0, recording: recording) }.joined()
  }

  /// The block of one changed utterance, each line ending in a line break; a new one shows its route now.
  ///
  /// Names and values are data: control characters in them are shown as escapes (`\u001b`), so none
  /// acts on the terminal.
  func block(_ item: GoldenCase, recording: Bool = false) -> String {
    var lines: [String]
    if item.isNew {
      lines = [
        "\(file):\(item.line): new, \(recording ? "recorded" : "not yet recorded"): "
          + GoldenComparison.quoted(item.utterance),
        "  now: \(Self.describe(GoldenRoute(item.current)))",
      ]
    } else {
      lines = ["\(file):\(item.line): changed: \(GoldenComparison.quoted(item.utterance))"]
      lines += item.changes.map { "  \($0)" }
    }
    return lines.map { $0.terminalEscaped + "\n" }.joined()
  }

  /// A route in a few words: `Water.LogWater`, `ambiguous between A.X, B.Y`, `noMatch`.
  static func describe(_ route: GoldenRoute) -> String {
    switch route.outcome {
    case "routed": "\(route.app ?? "").\(route.intent ?? "")"
    case "ambiguous": "ambiguous between " + route.candidates.joined(separator: ", ")
    default: route.outcome
    }
  }

  /// The report as JUnit XML: a test suite "golden" with one test case per utterance, changed ones failing.
  ///
  /// Laid out like `eval`'s report: a test case is named `FILE:LINE utterance`
  /// and classed by the stored route's `App.Intent` (or its outcome; for a new
  /// utterance, the current route's); a changed one has a `<failure type="changed">`
  /// whose message lists the changed fields, a new one a `<failure type="new">`,
  /// and the failure's text is the utterance's block of the text report.
  public var junit: String {
    let testCases = cases.map { item -> JUnitReport.TestCase in
      let route = item.stored ?? GoldenRoute(item.current)
      var testCase = JUnitReport.TestCase(
        classname: route.outcome == "routed" ? "\(route.app ?? "").\(route.intent ?? "")" : route.outcome,
        name: "\(file):\(item.line) \(item.utterance)")
      if item.isChanged {
        let fields = item.changes.map { String($0.prefix { $0 != ":" }) }
        testCase.failure = JUnitReport.Failure(
          message: item.isNew ? "new, not yet recorded" : "changed: " + fields.joined(separator: ", "),
          type: item.isNew ? "new" : "changed", text: "\n" + block(item) + "      ")
      }
      return testCase
    }
    return JUnitReport(
      suite: "golden", properties: [("file", file), ("now", reference.iso8601)], cases: testCases
    ).xml
  }
}
