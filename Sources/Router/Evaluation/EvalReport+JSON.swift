extension EvalReport {
  /// The report as one JSON object, keys in the order `Docs/Evaluation.md` ("The JSON report") gives.
  public var json: String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.member("version", 1)
    writer.member("kind", "eval")
    writer.member("total", total)
    Self.write("outcomeAccuracy", share: outcomeAccuracy, to: &writer)
    Self.write("appAccuracy", share: appAccuracy, to: &writer)
    Self.write("intentAccuracy", share: intentAccuracy, to: &writer)
    Self.write("exactMatch", share: exactMatch, to: &writer)
    Self.write("slots", scores: slots, to: &writer)
    Self.write("slotNames", scores: slotNames, to: &writer)
    Self.write("valueAccuracy", share: valueAccuracy, to: &writer)
    Self.write("textAccuracy", share: textAccuracy, to: &writer)
    writer.key("slotsByType")
    writer.beginObject()
    for (type, scores) in slotsByType { Self.write(type, scores: scores, to: &writer) }
    writer.endObject()
    writer.key("slotsByParameter")
    writer.beginObject()
    for (parameter, scores) in slotsByParameter { Self.write(parameter, scores: scores, to: &writer) }
    writer.endObject()
    Self.write("falseAcceptRate", share: falseAcceptRate, to: &writer)
    Self.write("falseRejectRate", share: falseRejectRate, to: &writer)
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
    for steal in steals {
      writer.beginObject()
      writer.member("victim", steal.victim)
      writer.member("thief", steal.thief)
      writer.member("count", steal.count)
      writer.member("rate", Self.rounded(steal.rate))
      writer.endObject()
    }
    writer.endArray()
    writer.key("perApp")
    writer.beginObject()
    for stats in perApp {
      writer.key(stats.app)
      writer.beginObject()
      writer.member("support", stats.support)
      writer.member("predicted", stats.predicted)
      writer.member("correct", stats.correct)
      writer.member("exact", stats.exact)
      Self.write("precision", share: stats.precision, to: &writer)
      Self.write("recall", share: stats.recall, to: &writer)
      Self.write("f1", share: stats.f1, to: &writer)
      writer.endObject()
    }
    writer.endObject()
    writer.key("perTag")
    writer.beginObject()
    for stats in perTag {
      writer.key(stats.tag)
      writer.beginObject()
      writer.member("count", stats.count)
      Self.write("outcomeAccuracy", share: stats.outcomeAccuracy, to: &writer)
      Self.write("intentAccuracy", share: stats.intentAccuracy, to: &writer)
      Self.write("exactMatch", share: stats.exactMatch, to: &writer)
      writer.endObject()
    }
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
    for item in coverage {
      writer.beginObject()
      writer.member("app", item.app)
      writer.member("intent", item.intent)
      writer.member("template", item.template)
      writer.member("uses", item.uses)
      writer.member("unused", strings: item.unused)
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    writer.key("failures")
    writer.beginArray()
    for failure in failures {
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

  /// An object member whose value is a share: rounded to 4 decimal places, or `null`.
  static func write(_ key: String, share: Double?, to writer: inout JSONWriter) {
    writer.key(key)
    write(share, to: &writer)
  }

  /// An object member whose value is precision, recall and F1 with their counts.
  static func write(_ key: String, scores: PRF, to writer: inout JSONWriter) {
    writer.key(key)
    write(scores, to: &writer)
  }

  static func write(_ scores: PRF, to writer: inout JSONWriter) {
    writer.beginObject()
    write("precision", share: scores.precision, to: &writer)
    write("recall", share: scores.recall, to: &writer)
    write("f1", share: scores.f1, to: &writer)
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
}
