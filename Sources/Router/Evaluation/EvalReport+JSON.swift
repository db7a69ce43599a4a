extension EvalReport {
  /// The report as one JSON object, keys in the order `Docs/Evaluation.md` ("The JSON report") gives.
  public var json: String {
    var writer = JSONWriter()
    writer.beginObject()
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
    writer.beginObject()
    for (type, scores) in slotsByType { Self.write(type, scores: scores, to: &writer) }
    writer.endObject()
    writer.key("slotsByParameter")
    writer.beginObject()
    for (parameter, scores) in slotsByParameter { Self.write(parameter, scores: scores, to: &writer) }
    writer.endObject()
    Self.write(shares: ["falseAcceptRate": falseAcceptRate, "falseRejectRate": falseRejectRate], to: &writer)
    Self.write("ambiguity", scores: ambiguity, to: &writer)
    writer.key("confusion")
    writer.beginObject()
    writer.key("apps")
    Self.write(appConfusion, to: &writer)
    writer.key("intents")
    Self.write(intentConfusion, to: &writer)
    writer.endObject()
    writer.key("steals")
    writer.beginArray()
    for steal in steals { Self.write(steal, to: &writer) }
    writer.endArray()
    writer.key("perApp")
    writer.beginObject()
    for stats in perApp { writer.member(stats.app) { Self.write(stats, to: &$0) } }
    writer.endObject()
    writer.key("perTag")
    writer.beginObject()
    for stats in perTag { writer.member(stats.tag) { Self.write(stats, to: &$0) } }
    writer.endObject()
    writer.key("latencyMicroseconds")
    writer.beginObject()
    writer.member("p50", Self.rounded(latencyP50))
    writer.member("p95", Self.rounded(latencyP95))
    writer.member("max", Self.rounded(latencyMax))
    writer.endObject()
    writer.key("coverage")
    writer.beginObject()
    writer.member("templatesUsed", templatesUsed)
    writer.member("templatesTotal", templatesTotal)
    writer.member("intentsNeverReached", strings: intentsNeverReached)
    writer.key("templates")
    writer.beginArray()
    for item in coverage { Self.write(item, to: &writer) }
    writer.endArray()
    writer.endObject()
    writer.key("failures")
    writer.beginArray()
    for failure in failures { Self.write(failure, to: &writer) }
    writer.endArray()
    writer.endObject()
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
    for (key, share) in shares {
      writer.key(key)
      write(share, to: &writer)
    }
  }

  /// An object member whose value is precision, recall and F1 with their counts.
  static func write(_ key: String, scores: PRF, to writer: inout JSONWriter) {
    writer.key(key)
    write(scores, to: &writer)
  }

  static func write(_ scores: PRF, to writer: inout JSONWriter) {
    writer.beginObject()
    write(shares: ["precision": scores.precision, "recall": scores.recall, "f1": scores.f1], to: &writer)
    writer.member("truePositives", scores.truePositives)
    writer.member("falsePositives", scores.falsePositives)
    writer.member("falseNegatives", scores.falseNegatives)
    writer.endObject()
  }

  static func write(_ matrix: ConfusionMatrix, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("labels", strings: matrix.labels)
    writer.key("counts")
    writer.beginArray()
    for row in matrix.counts {
      writer.beginArray()
      for count in row { writer.integer(count) }
      writer.endArray()
    }
    writer.endArray()
    writer.endObject()
  }

  /// A steal as an object: `victim`, `thief`, `count`, `rate`.
  static func write(_ steal: Steal, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("victim", steal.victim)
    writer.member("thief", steal.thief)
    writer.member("count", steal.count)
    writer.member("rate", rounded(steal.rate))
    writer.endObject()
  }

  /// One app's figures as an object: counts, then precision, recall and F1.
  static func write(_ stats: AppStats, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("support", stats.support)
    writer.member("predicted", stats.predicted)
    writer.member("correct", stats.correct)
    writer.member("exact", stats.exact)
    write(shares: ["precision": stats.precision, "recall": stats.recall, "f1": stats.f1], to: &writer)
    writer.endObject()
  }

  /// One tag's figures as an object: `count`, then its accuracies.
  static func write(_ stats: TagStats, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("count", stats.count)
    write(
      shares: [
        "outcomeAccuracy": stats.outcomeAccuracy, "intentAccuracy": stats.intentAccuracy,
        "exactMatch": stats.exactMatch,
      ], to: &writer)
    writer.endObject()
  }

  /// One template's coverage as an object: where it is, its uses and its unused parts.
  static func write(_ item: TemplateCoverage, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("app", item.app)
    writer.member("intent", item.intent)
    writer.member("template", item.template)
    writer.member("uses", item.uses)
    writer.member("unused", strings: item.unused)
    writer.endObject()
  }

  /// One failure as an object: where it is, what was expected and said, the differences and the explanation.
  static func write(_ failure: Failure, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("file", failure.file)
    writer.member("line", failure.line)
    writer.member("utterance", failure.utterance)
    writer.member("tags", strings: failure.tags)
    writer.member("expected", failure.expected)
    writer.member("actual", failure.actual)
    writer.member("differences", strings: failure.differences)
    writer.key("explain")
    writer.beginArray()
    for entry in failure.explanation { entry.write(to: &writer) }
    writer.endArray()
    writer.endObject()
  }
}
