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
    func attribute(_ text: String) -> String { text.xmlEscaped(inAttribute: true) }
    let time = Self.seconds(tally.latency.sum / 1e6)
    let counts = #"tests="\#(total)" failures="\#(failureCount)" errors="0""#
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<testsuites name="route-eval" \#(counts) time="\#(time)">"# + "\n"
    xml += #"  <testsuite name="routing" \#(counts) skipped="0" time="\#(time)">"# + "\n"
    xml += "    <properties>\n"
    for (name, value) in junitProperties {
      xml += #"      <property name="\#(attribute(name))" value="\#(attribute(value))"/>"# + "\n"
    }
    xml += "    </properties>\n"
    var pending = failures[...]
    for item in cases {
      let classname = attribute(item.expectedOutcome == .routed ? item.expectedIntent : item.expectedOutcome.rawValue)
      let name = attribute("\(item.file):\(item.line) \(item.utterance)")
      let seconds = Self.seconds(item.microseconds / 1e6)
      xml += #"    <testcase classname="\#(classname)" name="\#(name)" time="\#(seconds)""#
      guard !item.exact || !item.tags.isEmpty else {
        xml += "/>\n"
        continue
      }
      xml += ">\n"
      if !item.tags.isEmpty {
        xml += "      <properties>\n"
        for tag in item.tags {
          xml += #"        <property name="tag" value="\#(attribute(tag))"/>"# + "\n"
        }
        xml += "      </properties>\n"
      }
      guard !item.exact else {
        xml += "    </testcase>\n"
        continue
      }
      // The failures are the inexact cases in corpus order; the file and line check keeps them paired.
      if let failure = pending.first, failure.file == item.file, failure.line == item.line {
        pending.removeFirst()
        let message = attribute(Self.failureMessage(failure))
        xml += #"      <failure message="\#(message)" type="\#(Self.failureType(failure))">"#
        xml += Self.failureText(failure).xmlEscaped(inAttribute: false)
        xml += "</failure>\n"
      } else {
        xml += #"      <failure message="not an exact match" type="routing"/>"# + "\n"
      }
      xml += "    </testcase>\n"
    }
    // Failures kept beyond the lines listed (a merged report lists no line).
    for failure in pending {
      let classname = attribute(failure.expected.hasPrefix("ambiguous") ? "ambiguous" : failure.expected)
      xml += #"    <testcase classname="\#(classname)" name="\#(attribute("\(failure.file):\(failure.line) \(failure.utterance)"))">"#
      xml += "\n"
      xml += #"      <failure message="\#(attribute(Self.failureMessage(failure)))" type="\#(Self.failureType(failure))">"#
      xml += Self.failureText(failure).xmlEscaped(inAttribute: false)
      xml += "</failure>\n    </testcase>\n"
    }
    xml += "  </testsuite>\n"
    xml += "</testsuites>\n"
    return xml
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

  /// Seconds with six decimals (microseconds), without exponent notation.
  static func seconds(_ value: Double) -> String {
    guard value.isFinite, value > 0 else { return "0.000000" }
    let micro = Int((value * 1e6).rounded())
    let fraction = String(micro % 1_000_000)
    return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }
}

extension String {
  /// The text escaped for XML 1.0 (and HTML): as element content, or as an attribute value.
  ///
  /// `&`, `<` and `>` become entities, and so, in an attribute, do `"` and `'`; a carriage return becomes
  /// a character reference, and in an attribute so do tab and line feed (which attribute normalization
  /// would turn into spaces); every other character XML 1.0 does not allow (C0 controls, U+FFFE, U+FFFF)
  /// becomes U+FFFD.
  func xmlEscaped(inAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += inAttribute ? "&quot;" : "\""
      case "'": result += inAttribute ? "&#39;" : "'"
      case "\r": result += "&#13;"
      case "\t": result += inAttribute ? "&#9;" : "\t"
      case "\n": result += inAttribute ? "&#10;" : "\n"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result.unicodeScalars.append("\u{FFFD}")
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
