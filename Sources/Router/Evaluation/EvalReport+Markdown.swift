extension EvalReport {
  /// The report as Markdown (for pull requests and CI summaries); every name, utterance and reason is
  /// escaped, so none is read as markup, HTML or a table cell's end.
  public var markdown: String {
    var lines: [String] = ["# Routing evaluation", ""]
    lines.append("\(total) utterances.")
    lines.append("")
    lines.append("| metric | value |")
    lines.append("|---|---:|")
    for (name, value) in [
      ("outcome accuracy", outcomeAccuracy), ("app accuracy", appAccuracy), ("intent accuracy", intentAccuracy),
      ("exact match", exactMatch), ("slot precision", slots.precision), ("slot recall", slots.recall),
      ("slot F1", slots.f1), ("value accuracy", valueAccuracy), ("false-accept rate", falseAcceptRate),
      ("false-reject rate", falseRejectRate), ("ambiguity precision", ambiguity.precision),
      ("ambiguity recall", ambiguity.recall),
    ] {
      lines.append("| \(name) | \(Self.percent(value)) |")
    }
    lines.append(
      "| latency p50 / p95 / max | \(Self.micro(latencyP50)) / \(Self.micro(latencyP95)) / \(Self.micro(latencyMax)) |")
    lines.append("| templates used | \(templatesUsed) of \(templatesTotal) |")
    lines.append("")
    if !perApp.isEmpty {
      lines.append("## Per app")
      lines.append("")
      lines.append("| app | support | precision | recall | F1 | exact |")
      lines.append("|---|---:|---:|---:|---:|---:|")
      for stats in perApp {
        lines.append(
          "| \(Self.cell(stats.app)) | \(stats.support) | \(Self.percent(stats.precision)) | "
            + "\(Self.percent(stats.recall)) | \(Self.percent(stats.f1)) | \(stats.exact) |")
      }
      lines.append("")
    }
    lines.append("## App confusion")
    lines.append("")
    lines.append("| expected ↓ / predicted → | " + appConfusion.labels.map(Self.cell).joined(separator: " | ") + " |")
    lines.append("|---|" + String(repeating: "---:|", count: appConfusion.labels.count))
    for (row, label) in appConfusion.labels.enumerated() {
      lines.append(
        "| \(Self.cell(label)) | " + appConfusion.counts[row].map(String.init).joined(separator: " | ") + " |")
    }
    lines.append("")
    if !steals.isEmpty {
      lines.append("## Steals")
      lines.append("")
      lines.append("| app | taken by | count | rate |")
      lines.append("|---|---|---:|---:|")
      for steal in steals {
        lines.append(
          "| \(Self.cell(steal.victim)) | \(Self.cell(steal.thief)) | \(steal.count) | \(Self.percent(steal.rate)) |")
      }
      lines.append("")
    }
    if !slotsByType.isEmpty {
      lines.append("## Slots by type")
      lines.append("")
      lines.append("| type | support | precision | recall | F1 |")
      lines.append("|---|---:|---:|---:|---:|")
      for (type, scores) in slotsByType {
        lines.append(
          "| \(Self.cell(type)) | \(scores.support) | \(Self.percent(scores.precision)) | "
            + "\(Self.percent(scores.recall)) | \(Self.percent(scores.f1)) |")
      }
      lines.append("")
    }
    if !perTag.isEmpty {
      lines.append("## Per tag")
      lines.append("")
      lines.append("| tag | count | outcome | intent | exact |")
      lines.append("|---|---:|---:|---:|---:|")
      for stats in perTag {
        lines.append(
          "| \(Self.cell(stats.tag)) | \(stats.count) | \(Self.percent(stats.outcomeAccuracy)) | "
            + "\(Self.percent(stats.intentAccuracy)) | \(Self.percent(stats.exactMatch)) |")
      }
      lines.append("")
    }
    if !intentsNeverReached.isEmpty {
      lines.append("Intents never reached: " + intentsNeverReached.map(Self.cell).joined(separator: ", ") + ".")
      lines.append("")
    }
    if !failures.isEmpty {
      lines.append("## Failures (\(failures.count))")
      lines.append("")
      lines.append("| line | utterance | expected | actual | why |")
      lines.append("|---|---|---|---|---|")
      for failure in failures {
        let why = Self.why(failure)
        lines.append(
          "| \(Self.cell("\(failure.file):\(failure.line)")) | \(Self.cell(failure.utterance)) | \(Self.cell(failure.expected)) | "
            + "\(Self.cell(failure.actual)) | \(Self.cell(why)) |")
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// Why a line failed, in one cell: what differs beyond the intent, then the router's first word on it
  /// (the candidate it selected or tied, or where matching stopped).
  static func why(_ failure: Failure) -> String {
    var reasons = failure.details
    if let entry = failure.explanation.first {
      let who = entry.app.isEmpty ? "" : "\(entry.app).\(entry.intent) \"\(entry.template)\": "
      reasons.append("\(entry.status.rawValue): \(who)\(entry.reason)")
    }
    return reasons.joined(separator: "; ")
  }

  /// Text safe inside a Markdown table cell (and anywhere else in the report): see `markdownEscaped`.
  static func cell(_ text: String) -> String { text.markdownEscaped }
}
