import DataFormats
import PhraseGrammar
import Reports
import Router
extension EvalReport {
  /// The report as JUnit XML, for CI systems: one test case per corpus line.
  ///
  /// One `<testsuite name="routing">` holds a `<properties>` block with the headline metrics and a
  /// `<testcase>` per line, named `file:line utterance`, classed by the `App.Intent` its label expects
  /// (`noMatch` or `ambiguous` for those outcomes), as `route-eval test` classes its cases, and timed by
  /// its route; the line's tags are its `<property name="tag">`s. A line that is not an exact match has a `<failure>`
  /// whose message is "expected X, got Y" and whose text gives the differences and the router's
  /// explanation. Text is escaped for XML 1.0; characters it cannot hold become U+FFFD.
  public var junit: String {
    var junitCases: [JUnitReport.TestCase] = []
    var pending = failures[...]
    for item in cases {
      var testCase = JUnitReport.TestCase(
        classname: item.expectedOutcome == .routed ? item.expectedIntent : item.expectedOutcome.rawValue,
        name: "\(item.file):\(item.line) \(item.utterance)", seconds: item.microseconds / 1e6,
        properties: item.tags.map { ("tag", $0) })
      if !item.exact {
        // The failures are the inexact cases in corpus order; the file and line check keeps them paired.
        if let failure = pending.first, failure.file == item.file, failure.line == item.line {
          pending.removeFirst()
          testCase.failure = Self.junitFailure(failure)
        } else {
          testCase.failure = JUnitReport.Failure(message: "not an exact match", type: "routing")
        }
      }
      junitCases.append(testCase)
    }
    // Failures kept beyond the lines listed (a merged report lists no line).
    for failure in pending {
      junitCases.append(
        JUnitReport.TestCase(
          classname: failure.expected.hasPrefix("ambiguous") ? "ambiguous" : failure.expected,
          name: "\(failure.file):\(failure.line) \(failure.utterance)", failure: Self.junitFailure(failure)))
    }
    return JUnitReport(
      suite: "routing", seconds: tally.latency.sum / 1e6, properties: junitProperties, cases: junitCases,
      failureCount: failureCount
    ).xml
  }

  /// A failure as JUnit reports it.
  private static func junitFailure(_ failure: Failure) -> JUnitReport.Failure {
    JUnitReport.Failure(message: failureMessage(failure), type: failureType(failure), text: failureText(failure))
  }

  /// The headline shares, in the order the Markdown table and the JUnit properties list them: the property's
  /// name, the table's label, and the share.
  var headlineShares: [(key: String, label: String, value: Double?)] {
    [
      ("outcomeAccuracy", "outcome accuracy", outcomeAccuracy), ("appAccuracy", "app accuracy", appAccuracy),
      ("intentAccuracy", "intent accuracy", intentAccuracy), ("exactMatch", "exact match", exactMatch),
      ("slotPrecision", "slot precision", slots.precision), ("slotRecall", "slot recall", slots.recall),
      ("slotF1", "slot F1", slots.f1), ("valueAccuracy", "value accuracy", valueAccuracy),
      ("falseAcceptRate", "false-accept rate", falseAcceptRate),
      ("falseRejectRate", "false-reject rate", falseRejectRate),
      ("ambiguityPrecision", "ambiguity precision", ambiguity.precision),
      ("ambiguityRecall", "ambiguity recall", ambiguity.recall),
    ]
  }

  /// The headline metrics as JUnit properties, in a fixed order.
  var junitProperties: [(String, String)] {
    var properties: [(String, String)] = [("total", String(total))]
    for share in headlineShares { properties.append((share.key, share.value.map { "\(Self.rounded($0))" } ?? "n/a")) }
    properties.append(("latencyP50Microseconds", "\(Self.rounded(latencyP50))"))
    properties.append(("latencyP95Microseconds", "\(Self.rounded(latencyP95))"))
    properties.append(("templatesUsed", String(templatesUsed)))
    properties.append(("templatesTotal", String(templatesTotal)))
    if linesNotListed > 0 { properties.append(("linesNotListed", String(linesNotListed))) }
    if failuresLeftOut > 0 { properties.append(("failuresNotListed", String(failuresLeftOut))) }
    return properties
  }

  /// "expected X, got Y", then what else differs (wrong values) after a colon.
  static func failureMessage(_ failure: Failure) -> String {
    let message = "expected \(failure.expected), got \(failure.actual)"
    return failure.details.isEmpty ? message : message + ": " + failure.details.joined(separator: "; ")
  }

  /// A short category for a failure: the intent was wrong, or only its parameters were.
  static func failureType(_ failure: Failure) -> String {
    failure.isRouting ? "routing" : "parameters"
  }

  /// The body of a `<failure>`: where, the differences, then the router's explanation.
  static func failureText(_ failure: Failure) -> String {
    var lines = ["\(failure.file):\(failure.line): \"\(failure.utterance)\""]
    lines += failure.differences.map { "  \($0)" }
    if !failure.explanation.isEmpty {
      lines.append("explanation:")
      for entry in failure.explanation {
        let who = entry.app.isEmpty ? "" : "\(entry.app).\(entry.intent) \"\(entry.template)\": "
        lines.append("  \(entry.status.rawValue): \(who)\(entry.reason)")
      }
    }
    return "\n" + lines.joined(separator: "\n") + "\n      "
  }
}
