import DataFormats
import PhraseGrammar
import Reports
import Router
extension EvalReport {
  /// The report as Markdown (for pull requests and CI summaries); every name, utterance and reason is
  /// escaped, so none is read as markup, HTML or a table cell's end.
  public var markdown: String {
    var lines: [String] = ["# Routing evaluation", ""]
    lines.append("\(total) utterances.")
    lines.append("")
    lines.append("| metric | value |")
    lines.append("|---|---:|")
    for share in headlineShares { lines.append("| \(share.label) | \(Self.percent(share.value)) |") }
    lines.append(
      "| latency p50 / p95 / max | \(Self.micro(latencyP50)) / \(Self.micro(latencyP95)) / \(Self.micro(latencyMax)) |")
    lines.append("| templates used | \(templatesUsed) of \(templatesTotal) |")
    lines.append("")
    if !perApp.isEmpty {
      Self.section(
        "Per app", "| app | support | precision | recall | F1 | exact |", "|---|---:|---:|---:|---:|---:|",
        perApp.map { stats in
          "| \(Self.cell(stats.app)) | \(stats.support) | \(Self.percent(stats.precision)) | "
            + "\(Self.percent(stats.recall)) | \(Self.percent(stats.f1)) | \(stats.exact) |"
        }, to: &lines)
    }
    Self.section(
      "App confusion",
      "| expected ↓ / predicted → | " + appConfusion.labels.map(Self.cell).joined(separator: " | ") + " |",
      "|---|" + String(repeating: "---:|", count: appConfusion.labels.count),
      appConfusion.labels.enumerated().map { row, label in
        "| \(Self.cell(label)) | " + appConfusion.counts[row].map(String.init).joined(separator: " | ") + " |"
      }, to: &lines)
    if !steals.isEmpty {
      Self.section(
        "Steals", "| app | taken by | count | rate |", "|---|---|---:|---:|",
        steals.map { steal in
          "| \(Self.cell(steal.victim)) | \(Self.cell(steal.thief)) | \(steal.count) | \(Self.percent(steal.rate)) |"
        }, to: &lines)
    }
    if !slotsByType.isEmpty {
      Self.section(
        "Slots by type", "| type | support | precision | recall | F1 |", "|---|---:|---:|---:|---:|",
        slotsByType.map { type, scores in
          "| \(Self.cell(type)) | \(scores.support) | \(Self.percent(scores.precision)) | "
            + "\(Self.percent(scores.recall)) | \(Self.percent(scores.f1)) |"
        }, to: &lines)
    }
    if !perTag.isEmpty {
      Self.section(
        "Per tag", "| tag | count | outcome | intent | exact |", "|---|---:|---:|---:|---:|",
        perTag.map { stats in
          "| \(Self.cell(stats.tag)) | \(stats.count) | \(Self.percent(stats.outcomeAccuracy)) | "
            + "\(Self.percent(stats.intentAccuracy)) | \(Self.percent(stats.exactMatch)) |"
        }, to: &lines)
    }
    let (thresholds, reliability) = confidence.rows
    Self.section(
      "Minimum confidence", "| minimum | accuracy | false accepts | false rejects |", "|---|---:|---:|---:|",
      thresholds.map { "| " + $0.joined(separator: " | ") + " |" }, to: &lines)
    if !reliability.isEmpty {
      Self.section(
        "Reliability", "| confidence | routes | mean | right |", "|---|---:|---:|---:|",
        reliability.map { "| " + $0.joined(separator: " | ") + " |" } + ["", "Calibration: \(confidence.calibrationSummary)."],
        to: &lines)
    }
    if !intentsNeverReached.isEmpty {
      lines.append("Intents never reached: " + intentsNeverReached.map(Self.cell).joined(separator: ", ") + ".")
      lines.append("")
    }
    if failureCount > 0 {
      Self.section(
        "Failures (\(failureCount))", "| line | utterance | expected | actual | why |", "|---|---|---|---|---|",
        failures.map { failure in
          let why = Self.why(failure)
          return "| \(Self.cell("\(failure.file):\(failure.line)")) | \(Self.cell(failure.utterance)) | "
            + "\(Self.cell(failure.expected)) | \(Self.cell(failure.actual)) | \(Self.cell(why)) |"
        }, to: &lines)
      if failuresLeftOut > 0 {
        lines.append("And \(failuresLeftOut) more failures not listed (`--max-failures`).")
        lines.append("")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A section of the report: its `##` heading, a blank line, the table (header, alignment, rows), a blank line.
  static func section(
    _ heading: String, _ header: String, _ alignment: String, _ rows: [String], to lines: inout [String]
  ) {
    lines.append("## " + heading)
    lines.append("")
    lines.append(header)
    lines.append(alignment)
    lines += rows
    lines.append("")
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
