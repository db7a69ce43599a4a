import DataFormats
import PhraseGrammar
import Reports
import Router
extension EvalReport {
  /// The report for people, in a terminal; control characters in the data are shown as escapes (`\u001b`).
  public var text: String {
    var lines: [String] = []
    lines.append("Evaluated \(total) utterances")
    lines.append("")
    lines.append("  outcome accuracy   \(Self.percent(outcomeAccuracy))")
    lines.append("  app accuracy       \(Self.percent(appAccuracy))")
    lines.append("  intent accuracy    \(Self.percent(intentAccuracy))")
    lines.append("  exact match        \(Self.percent(exactMatch))")
    lines.append(
      "  slots              P \(Self.percent(slots.precision))  R \(Self.percent(slots.recall))  F1 \(Self.percent(slots.f1))"
        + "  (values right on \(Self.percent(valueAccuracy)) of filled slots)")
    lines.append(
      "  false accepts      \(Self.percent(falseAcceptRate))   false rejects \(Self.percent(falseRejectRate))")
    lines.append(
      "  ambiguity          P \(Self.percent(ambiguity.precision))  R \(Self.percent(ambiguity.recall))")
    lines.append(
      "  latency            p50 \(Self.micro(latencyP50))  p95 \(Self.micro(latencyP95))  max \(Self.micro(latencyMax))"
    )
    lines.append("  coverage           \(templatesUsed) of \(templatesTotal) templates used")
    if !intentsNeverReached.isEmpty {
      lines.append("  never reached      " + intentsNeverReached.joined(separator: ", "))
    }
    if !perApp.isEmpty {
      lines.append("")
      lines.append("Per app                   support  precision  recall     F1  exact")
      for stats in perApp {
        lines.append(
          Self.scoresRow(stats.app, support: stats.support, stats.precision, stats.recall, stats.f1)
            + String(stats.exact).leftPadded(7))
      }
    }
    if !steals.isEmpty {
      lines.append("")
      lines.append("Steals (share of an app's utterances another app took)")
      for steal in steals {
        lines.append("  \(steal.thief) took \(steal.count) of \(steal.victim)'s (\(Self.percent(steal.rate)))")
      }
    }
    if !slotsByType.isEmpty {
      lines.append("")
      lines.append("Slots by type             support  precision  recall     F1")
      for (type, scores) in slotsByType {
        lines.append(Self.scoresRow(type, support: scores.support, scores.precision, scores.recall, scores.f1))
      }
    }
    let (thresholds, reliability) = confidence.rows
    lines.append("")
    lines.append("Minimum confidence        accuracy  false accepts  false rejects")
    for row in thresholds {
      lines.append(
        "  " + row[0].padding(toLength: 22, withPad: " ", startingAt: 0) + row[1].leftPadded(9)
          + row[2].leftPadded(15) + row[3].leftPadded(15))
    }
    if !reliability.isEmpty {
      lines.append("")
      lines.append("Reliability (routes by confidence)   routes   mean  right")
      for row in reliability {
        lines.append(
          "  " + row[0].padding(toLength: 33, withPad: " ", startingAt: 0) + row[1].leftPadded(7) + row[2].leftPadded(7)
            + row[3].leftPadded(7))
      }
      lines.append("Calibration: \(confidence.calibrationSummary)")
    }
    if !perTag.isEmpty {
      lines.append("")
      lines.append("Per tag                     count  outcome  intent  exact")
      for stats in perTag {
        lines.append(
          "  " + stats.tag.padded(24) + String(stats.count).leftPadded(7)
            + Self.percent(stats.outcomeAccuracy).leftPadded(9)
            + Self.percent(stats.intentAccuracy).leftPadded(8) + Self.percent(stats.exactMatch).leftPadded(7))
      }
    }
    if failureCount > 0 {
      lines.append("")
      lines.append("Failures (\(failureCount))")
      for failure in failures {
        lines.append("  \(failure.file):\(failure.line): \"\(failure.utterance)\"")
        lines.append("    expected \(failure.expected), got \(failure.actual)")
        for difference in failure.details {
          lines.append("    \(difference)")
        }
        for entry in failure.explanation.prefix(4) {
          let who = entry.app.isEmpty ? "" : "\(entry.app).\(entry.intent) \"\(entry.template)\": "
          lines.append("    · \(entry.status.rawValue): \(who)\(entry.reason)")
        }
      }
      if failuresLeftOut > 0 { lines.append("  and \(failuresLeftOut) more not listed (--max-failures)") }
    }
    // Utterances, names and reasons are data: nothing in them may act on the terminal or break a line.
    return lines.map(\.terminalEscaped).joined(separator: "\n") + "\n"
  }

  /// A share as a percentage with one decimal, `n/a` when nothing was counted.
  package static func percent(_ value: Double?) -> String {
    guard let value else { return "n/a" }
    let tenths = Int((value * 1_000).rounded())
    return "\(tenths / 10).\(tenths % 10)%"
  }

  static func micro(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) µs"
  }
}

extension String {
  func padded(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }

  func leftPadded(_ width: Int) -> String {
    count >= width ? " " + self : String(repeating: " ", count: width - count) + self
  }
}

extension EvalReport {
  /// A row of the text report's tables of scores, under their headers: the name, the support, then precision,
  /// recall and F1.
  static func scoresRow(_ name: String, support: Int, _ precision: Double?, _ recall: Double?, _ f1: Double?)
    -> String
  {
    "  " + name.padded(22) + String(support).leftPadded(9) + percent(precision).leftPadded(11)
      + percent(recall).leftPadded(8) + percent(f1).leftPadded(7)
  }
}
