extension EvalReport {
  /// The report as one JSON object, keys in the order `Docs/Evaluation.md` ("The JSON report") gives.
  public var json: String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("version")
    writer.integer(1)
    writer.key("kind")
    writer.string("eval")
    writer.key("total")
    writer.integer(total)
    for (key, value) in [
      ("outcomeAccuracy", outcomeAccuracy), ("appAccuracy", appAccuracy), ("intentAccuracy", intentAccuracy),
      ("exactMatch", exactMatch),
    ] {
      writer.key(key)
      Self.write(value, to: &writer)
    }
    writer.key("slots")
    Self.write(slots, to: &writer)
    writer.key("slotNames")
    Self.write(slotNames, to: &writer)
    writer.key("valueAccuracy")
    Self.write(valueAccuracy, to: &writer)
    writer.key("textAccuracy")
    Self.write(textAccuracy, to: &writer)
    writer.key("slotsByType")
    writer.beginObject()
    for (type, scores) in slotsByType {
      writer.key(type)
      Self.write(scores, to: &writer)
    }
    writer.endObject()
    writer.key("slotsByParameter")
    writer.beginObject()
    for (parameter, scores) in slotsByParameter {
      writer.key(parameter)
      Self.write(scores, to: &writer)
    }
    writer.endObject()
    writer.key("falseAcceptRate")
    Self.write(falseAcceptRate, to: &writer)
    writer.key("falseRejectRate")
    Self.write(falseRejectRate, to: &writer)
    writer.key("ambiguity")
    Self.write(ambiguity, to: &writer)
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
      writer.key("victim")
      writer.string(steal.victim)
      writer.key("thief")
      writer.string(steal.thief)
      writer.key("count")
      writer.integer(steal.count)
      writer.key("rate")
      writer.number(Self.rounded(steal.rate))
      writer.endObject()
    }
    writer.endArray()
    writer.key("perApp")
    writer.beginObject()
    for stats in perApp {
      writer.key(stats.app)
      writer.beginObject()
      writer.key("support")
      writer.integer(stats.support)
      writer.key("predicted")
      writer.integer(stats.predicted)
      writer.key("correct")
      writer.integer(stats.correct)
      writer.key("exact")
      writer.integer(stats.exact)
      writer.key("precision")
      Self.write(stats.precision, to: &writer)
      writer.key("recall")
      Self.write(stats.recall, to: &writer)
      writer.key("f1")
      Self.write(stats.f1, to: &writer)
      writer.endObject()
    }
    writer.endObject()
    writer.key("perTag")
    writer.beginObject()
    for stats in perTag {
      writer.key(stats.tag)
      writer.beginObject()
      writer.key("count")
      writer.integer(stats.count)
      writer.key("outcomeAccuracy")
      Self.write(stats.outcomeAccuracy, to: &writer)
      writer.key("intentAccuracy")
      Self.write(stats.intentAccuracy, to: &writer)
      writer.key("exactMatch")
      Self.write(stats.exactMatch, to: &writer)
      writer.endObject()
    }
    writer.endObject()
    writer.key("latencyMicroseconds")
    writer.beginObject()
    writer.key("p50")
    writer.number(Self.rounded(latencyP50))
    writer.key("p95")
    writer.number(Self.rounded(latencyP95))
    writer.key("max")
    writer.number(Self.rounded(latencyMax))
    writer.endObject()
    writer.key("coverage")
    writer.beginObject()
    writer.key("templatesUsed")
    writer.integer(templatesUsed)
    writer.key("templatesTotal")
    writer.integer(templatesTotal)
    writer.key("intentsNeverReached")
    writer.beginArray()
    for intent in intentsNeverReached { writer.string(intent) }
    writer.endArray()
    writer.key("templates")
    writer.beginArray()
    for item in coverage {
      writer.beginObject()
      writer.key("app")
      writer.string(item.app)
      writer.key("intent")
      writer.string(item.intent)
      writer.key("template")
      writer.string(item.template)
      writer.key("uses")
      writer.integer(item.uses)
      writer.key("unused")
      writer.beginArray()
      for part in item.unused { writer.string(part) }
      writer.endArray()
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    writer.key("failures")
    writer.beginArray()
    for failure in failures {
      writer.beginObject()
      writer.key("file")
      writer.string(failure.file)
      writer.key("line")
      writer.integer(failure.line)
      writer.key("utterance")
      writer.string(failure.utterance)
      writer.key("tags")
      writer.beginArray()
      for tag in failure.tags { writer.string(tag) }
      writer.endArray()
      writer.key("expected")
      writer.string(failure.expected)
      writer.key("actual")
      writer.string(failure.actual)
      writer.key("differences")
      writer.beginArray()
      for difference in failure.differences { writer.string(difference) }
      writer.endArray()
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

  static func write(_ scores: PRF, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("precision")
    write(scores.precision, to: &writer)
    writer.key("recall")
    write(scores.recall, to: &writer)
    writer.key("f1")
    write(scores.f1, to: &writer)
    writer.key("truePositives")
    writer.integer(scores.truePositives)
    writer.key("falsePositives")
    writer.integer(scores.falsePositives)
    writer.key("falseNegatives")
    writer.integer(scores.falseNegatives)
    writer.endObject()
  }

  static func write(_ matrix: ConfusionMatrix, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("labels")
    writer.beginArray()
    for label in matrix.labels { writer.string(label) }
    writer.endArray()
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
