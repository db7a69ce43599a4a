import DataFormats
import PhraseGrammar
import Reports
import Router
extension EvalReport {
  /// The report as one JSON object, keys in the order `Docs/Evaluation.md` ("The JSON report") gives.
  public var json: String {
    var writer = JSONWriter()
    writer.object { writer in
      writer.member("version", 1)
      writer.member("kind", "eval")
      writer.member("total", total)
      Self.write(
        shares: [
          "outcomeAccuracy": outcomeAccuracy, "appAccuracy": appAccuracy, "intentAccuracy": intentAccuracy,
          "exactMatch": exactMatch,
        ], to: &writer)
      Self.write("slots", scores: slots, to: &writer)
      Self.write("slotNames", scores: slotNames, to: &writer)
      Self.write(shares: ["valueAccuracy": valueAccuracy, "textAccuracy": textAccuracy], to: &writer)
      writer.key("slotsByType")
      writer.object { for (type, scores) in slotsByType { Self.write(type, scores: scores, to: &$0) } }
      writer.key("slotsByParameter")
      writer.object { for (parameter, scores) in slotsByParameter { Self.write(parameter, scores: scores, to: &$0) } }
      Self.write(shares: ["falseAcceptRate": falseAcceptRate, "falseRejectRate": falseRejectRate], to: &writer)
      Self.write("ambiguity", scores: ambiguity, to: &writer)
      writer.key("confusion")
      writer.object {
        $0.member("apps") { appConfusion.write(to: &$0) }
        $0.member("intents") { intentConfusion.write(to: &$0) }
      }
      writer.member("steals") { $0.array(steals) { $1.write(to: &$0) } }
      writer.key("perApp")
      writer.object { for stats in perApp { $0.member(stats.app) { stats.write(to: &$0) } } }
      writer.key("perTag")
      writer.object { for stats in perTag { $0.member(stats.tag) { stats.write(to: &$0) } } }
      writer.key("latencyMicroseconds")
      writer.object {
        $0.member("p50", Self.rounded(latencyP50))
        $0.member("p95", Self.rounded(latencyP95))
        $0.member("max", Self.rounded(latencyMax))
      }
      writer.key("coverage")
      writer.object { writer in
        writer.member("templatesUsed", templatesUsed)
        writer.member("templatesTotal", templatesTotal)
        writer.member("intentsNeverReached", strings: intentsNeverReached)
        writer.member("templates") { $0.array(coverage) { $1.write(to: &$0) } }
      }
      writer.member("confidence") { confidence.write(to: &$0) }
      writer.member("failures") { $0.array(failures) { $1.write(to: &$0) } }
      writer.member("failuresLeftOut", failuresLeftOut)
      writer.member("counts") { writeCounts(to: &$0) }
    }
    return writer.text
  }

  /// Rounded to 4 decimal places, so reports diff cleanly.
  static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

  /// A share rounded to 4 decimal places, or `null` when nothing was counted.
  static func write(_ share: Double?, to writer: inout JSONWriter) {
    if let share { writer.number(rounded(share)) } else { writer.null() }
  }

  /// Object members whose values are shares, in order: each rounded to 4 decimal places, or `null`.
  static func write(shares: KeyValuePairs<String, Double?>, to writer: inout JSONWriter) {
    for (key, share) in shares { writer.member(key) { write(share, to: &$0) } }
  }

  /// An object member whose value is precision, recall and F1 with their counts.
  static func write(_ key: String, scores: PRF, to writer: inout JSONWriter) {
    writer.key(key)
    writer.object { writer in
      write(shares: ["precision": scores.precision, "recall": scores.recall, "f1": scores.f1], to: &writer)
      writer.member("truePositives", scores.truePositives)
      writer.member("falsePositives", scores.falsePositives)
      writer.member("falseNegatives", scores.falseNegatives)
    }
  }
}

extension ConfusionMatrix {
  /// The matrix as an object: its `labels` and the `counts`, a row per expected label.
  func write(to writer: inout JSONWriter) {
    writer.object { writer in
      writer.member("labels", strings: labels)
      writer.member("counts") { $0.array(counts) { $0.array($1) { $0.integer($1) } } }
    }
  }
}

extension EvalReport.Steal {
  /// The steal as an object: `victim`, `thief`, `count`, `rate`.
  func write(to writer: inout JSONWriter) {
    writer.object {
      $0.member("victim", victim)
      $0.member("thief", thief)
      $0.member("count", count)
      $0.member("rate", EvalReport.rounded(rate))
    }
  }
}

extension EvalReport.AppStats {
  /// The app's figures as an object: counts, then precision, recall and F1.
  func write(to writer: inout JSONWriter) {
    writer.object { writer in
      writer.member("support", support)
      writer.member("predicted", predicted)
      writer.member("correct", correct)
      writer.member("exact", exact)
      EvalReport.write(shares: ["precision": precision, "recall": recall, "f1": f1], to: &writer)
    }
  }
}

extension EvalReport.TagStats {
  /// The tag's figures as an object: `count`, then its accuracies.
  func write(to writer: inout JSONWriter) {
    writer.object { writer in
      writer.member("count", count)
      EvalReport.write(
        shares: ["outcomeAccuracy": outcomeAccuracy, "intentAccuracy": intentAccuracy, "exactMatch": exactMatch],
        to: &writer)
    }
  }
}

extension EvalReport.TemplateCoverage {
  /// The template's coverage as an object: where it is, its uses and its unused parts.
  func write(to writer: inout JSONWriter) {
    writer.object {
      $0.member("app", app)
      $0.member("intent", intent)
      $0.member("template", template)
      $0.member("uses", uses)
      $0.member("unused", strings: unused)
    }
  }
}

extension EvalReport.Failure {
  /// The failure as an object: where it is, what was expected and said, the differences and the explanation.
  func write(to writer: inout JSONWriter) {
    writer.object { writer in
      writer.member("file", file)
      writer.member("line", line)
      writer.member("utterance", utterance)
      writer.member("tags", strings: tags)
      writer.member("expected", expected)
      writer.member("actual", actual)
      writer.member("differences", strings: differences)
      writer.member("details", strings: details)
      writer.member("explain") { $0.array(explanation) { $1.write(to: &$0) } }
    }
  }
}
