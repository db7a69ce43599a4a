import DataFormats
import PhraseGrammar
import Reports
import Router
extension EvalReport {
  /// The report as one self-contained HTML page: inline CSS and SVG, no scripts, no external resources.
  ///
  /// The page shows the headline metrics as tiles, the app confusion matrix as an SVG heat map (rows
  /// expected, columns predicted, shaded by the share of the row), per-app precision, recall and F1 as
  /// SVG bars, the steals, slots by type, the per-tag breakdown, template coverage and every failure
  /// with the router's explanation. All text is escaped; the layout holds from 2 to 30 apps and more.
  public var html: String {
    var page = HTMLBuilder()
    page.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    page.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    page.raw("<title>Routing evaluation: \(total) utterances</title>\n")
    page.raw("<style>\n\(Self.htmlStyle)</style>\n</head>\n<body>\n<main>\n")
    htmlHeader(&page)
    htmlTiles(&page)
    htmlConfusion(&page)
    page.raw("<div class=\"columns\">\n")
    htmlPerApp(&page)
    htmlSteals(&page)
    page.raw("</div>\n<div class=\"columns\">\n")
    htmlSlots(&page)
    htmlTags(&page)
    page.raw("</div>\n")
    htmlConfidence(&page)
    htmlCoverage(&page)
    htmlFailures(&page)
    page.raw("</main>\n</body>\n</html>\n")
    return page.text
  }

  // MARK: Sections

  private func htmlHeader(_ page: inout HTMLBuilder) {
    var intents: [String] = []
    var seen = Set<String>()
    for item in coverage where seen.insert("\(item.app).\(item.intent)").inserted {
      intents.append("\(item.app).\(item.intent)")
    }
    page.raw("<header>\n<h1>Routing evaluation</h1>\n<p class=\"subtitle\">")
    page.raw(
      [
        Self.count(total, "utterance"), Self.count(perApp.count, "app"), Self.count(intents.count, "intent"),
        Self.count(templatesTotal, "template"), Self.count(failureCount, "failure"),
      ].joined(separator: " · "))
    page.raw("</p>\n<nav>")
    for (anchor, title) in [
      ("confusion", "Confusion"), ("apps", "Per app"), ("steals", "Steals"), ("slots", "Slots"), ("tags", "Tags"),
      ("confidence", "Confidence"), ("coverage", "Coverage"), ("failures", "Failures"),
    ] {
      page.raw("<a href=\"#\(anchor)\">\(title)</a>")
    }
    page.raw("</nav>\n</header>\n")
  }

  private func htmlTiles(_ page: inout HTMLBuilder) {
    let templateShare = ratio(templatesUsed, templatesTotal)
    let stolen = steals.reduce(0) { $0 + $1.count }
    let tiles = [
      Tile(
        "Intent accuracy", intentAccuracy, detail: "outcome right on \(Self.percent(outcomeAccuracy))"),
      Tile("App accuracy", appAccuracy, detail: "\(Self.count(stolen, "line")) taken by another app"),
      Tile("Exact match", exactMatch, detail: "\(total - failureCount) of \(total) lines"),
      Tile(
        "Slot F1", slots.f1, detail: "P \(Self.percent(slots.precision)) · R \(Self.percent(slots.recall))"),
      Tile(
        "Value accuracy", valueAccuracy,
        detail: textAccuracy.map { "words right \(Self.percent($0))" } ?? "of slots filled under the right name"),
      Tile(
        "Ambiguity F1", ambiguity.f1,
        detail: "P \(Self.percent(ambiguity.precision)) · R \(Self.percent(ambiguity.recall))"),
      Tile("False accepts", falseAcceptRate, lowerIsBetter: true, detail: "of lines labelled noMatch"),
      Tile("False rejects", falseRejectRate, lowerIsBetter: true, detail: "of lines labelled routed"),
      Tile(
        "Latency p50", value: Self.micro(latencyP50),
        detail: "p95 \(Self.micro(latencyP95)) · max \(Self.micro(latencyMax))"),
      Tile(
        "Templates used", templateShare, graded: false,
        detail:
          "\(templatesUsed) of \(templatesTotal) · \(Self.count(intentsNeverReached.count, "intent")) never reached"),
    ]
    page.raw("<section class=\"tiles\" aria-label=\"Headline metrics\">\n")
    for tile in tiles {
      page.raw("<div class=\"tile \(tile.grade)\"><div class=\"label\">")
      page.text(tile.label)
      page.raw("</div><div class=\"value\">")
      page.text(tile.value)
      page.raw("</div>")
      if let fraction = tile.fraction {
        let width = Self.svgNumber(max(0, min(1, fraction)) * 100)
        page.raw("<div class=\"meter\"><span style=\"width:\(width)%\"></span></div>")
      }
      page.raw("<div class=\"detail\">")
      page.text(tile.detail)
      page.raw("</div></div>\n")
    }
    page.raw("</section>\n")
  }

  private func htmlConfusion(_ page: inout HTMLBuilder) {
    page.beginCard(
      "confusion", "App confusion",
      note:
        "Rows are the expected app, columns the predicted one; a cell is shaded by its share of "
        + "the row, blue on the diagonal (right) and red off it (confused). <i>none</i> is noMatch, "
        + "<i>ambiguous</i> a tie.")
    guard !appConfusion.labels.isEmpty else { return page.endCard(empty: "No utterances.") }
    page.raw("<div class=\"confusion\">\n<div class=\"scroll\">\n")
    HeatMap(matrix: appConfusion).write(to: &page)
    page.raw("</div>\n<aside>\n<h3>Largest confusions</h3>\n")
    var confusions: [(expected: String, predicted: String, count: Int, share: Double)] = []
    for (row, expected) in appConfusion.labels.enumerated() {
      let rowTotal = appConfusion.counts[row].reduce(0, +)
      for (column, predicted) in appConfusion.labels.enumerated() where column != row {
        let count = appConfusion.counts[row][column]
        if count > 0 { confusions.append((expected, predicted, count, Double(count) / Double(rowTotal))) }
      }
    }
    // Stable: by count, then in matrix order.
    let largest = confusions.enumerated().sorted { a, b in
      a.element.count != b.element.count ? a.element.count > b.element.count : a.offset < b.offset
    }.prefix(12).map(\.element)
    if largest.isEmpty {
      page.raw("<p class=\"empty\">Every line went to its expected app.</p>\n")
    } else {
      Self.appPairTable(
        ("expected", "predicted", "of row"), largest.map { ($0.expected, $0.predicted, $0.count, $0.share) },
        to: &page)
      if confusions.count > largest.count {
        page.raw("<p class=\"note\">and \(confusions.count - largest.count) more cells off the diagonal</p>\n")
      }
    }
    page.raw("</aside>\n</div>\n")
    page.endCard()
  }

  private func htmlPerApp(_ page: inout HTMLBuilder) {
    page.beginCard(
      "apps", "Per app",
      note:
        "Precision: of the lines routed to the app, the share labelled with it; recall: of "
        + "the lines labelled with it, the share routed to it.")
    guard !perApp.isEmpty else { return page.endCard(empty: "No app was expected or predicted.") }
    page.raw("<div class=\"scroll\">\n")
    AppBars(stats: perApp).write(to: &page)
    page.raw("</div>\n")
    page.endCard()
  }

  private func htmlSteals(_ page: inout HTMLBuilder) {
    page.beginCard(
      "steals", "Steals", note: "Lines labelled with one app that another app took, by share of the app's lines.")
    guard !steals.isEmpty else { return page.endCard(empty: "No app took another app's lines.") }
    let ordered = steals.enumerated().sorted { a, b in
      a.element.rate != b.element.rate ? a.element.rate > b.element.rate : a.offset < b.offset
    }.map(\.element)
    Self.appPairTable(
      ("labelled", "taken by", "share"), ordered.map { ($0.victim, $0.thief, $0.count, $0.rate) }, to: &page)
    page.endCard()
  }

  private func htmlSlots(_ page: inout HTMLBuilder) {
    page.beginCard(
      "slots", "Slots by type",
      note:
        "Scored on lines whose intent is right; a wrong value counts as a false positive and a "
        + "false negative. Values right on \(Self.percent(valueAccuracy)) of the slots filled under the right "
        + "name.")
    guard !slotsByType.isEmpty else { return page.endCard(empty: "No slots to score.") }
    page.raw("<table>\n")
    Self.scoresHead("type", to: &page)
    func row(_ name: String, _ scores: PRF, total: Bool) {
      Self.countCells(name, scores.support, [scores.precision, scores.recall, scores.f1], total: total, to: &page)
      page.raw("<td class=\"num\">\(scores.truePositives)</td><td class=\"num\">\(scores.falsePositives)</td>")
      page.raw("<td class=\"num\">\(scores.falseNegatives)</td></tr>\n")
    }
    for (type, scores) in slotsByType { row(type, scores, total: false) }
    page.raw("</tbody>\n<tfoot>\n")
    row("all slots", slots, total: true)
    page.raw("</tfoot>\n</table>\n")
    if !slotsByParameter.isEmpty {
      page.raw("<details>\n<summary>By parameter (\(slotsByParameter.count))</summary>\n<table>\n")
      Self.scoresHead("parameter", to: &page)
      for (parameter, scores) in slotsByParameter { row(parameter, scores, total: false) }
      page.raw("</tbody>\n</table>\n</details>\n")
    }
    page.endCard()
  }

  private func htmlTags(_ page: inout HTMLBuilder) {
    page.beginCard(
      "tags", "Per tag", note: "The share of each tag's lines with the right outcome, intent, and everything.")
    guard !perTag.isEmpty else { return page.endCard(empty: "No line has tags.") }
    page.raw("<table>\n<thead><tr><th>tag</th><th class=\"num\">lines</th><th class=\"share\">outcome</th>")
    page.raw("<th class=\"share\">intent</th><th class=\"share\">exact</th></tr></thead>\n<tbody>\n")
    for stats in perTag {
      Self.countCells(
        stats.tag, stats.count, [stats.outcomeAccuracy, stats.intentAccuracy, stats.exactMatch], to: &page)
      page.raw("</tr>\n")
    }
    page.raw("</tbody>\n</table>\n")
    page.endCard()
  }

  private func htmlConfidence(_ page: inout HTMLBuilder) {
    page.beginCard(
      "confidence", "Confidence",
      note: "False accepts and false rejects at each minimum confidence (routes less sure are noMatch), "
        + "and how often routes of each confidence were right.")
    ThresholdChart(sweep: confidence).write(to: &page)
    let (_, reliability) = confidence.rows
    if !reliability.isEmpty {
      ReliabilityDiagram(sweep: confidence).write(to: &page)
      page.raw("<p>")
      page.text("Calibration: \(confidence.calibrationSummary).")
      page.raw("</p>\n<table>\n<thead><tr><th>confidence</th><th class=\"num\">routes</th>")
      page.raw("<th class=\"num\">mean</th><th class=\"share\">right</th></tr></thead>\n<tbody>\n")
      for row in reliability {
        page.raw("<tr><td>")
        page.text(row[0])
        page.raw("</td><td class=\"num\">\(row[1])</td><td class=\"num\">\(row[2])</td>")
        page.raw("<td class=\"share\">\(row[3])</td></tr>\n")
      }
      page.raw("</tbody>\n</table>\n")
    }
    page.endCard()
  }

  private func htmlCoverage(_ page: inout HTMLBuilder) {
    page.beginCard("coverage", "Coverage")
    let share = ratio(templatesUsed, templatesTotal)
    page.raw("<div class=\"coverage-summary\"><div class=\"big\">\(templatesUsed)")
    page.raw("<span> of \(templatesTotal) templates used</span></div>")
    page.raw(
      "<div class=\"meter wide\"><span style=\"width:\(Self.svgNumber((share ?? 0) * 100))%\"></span></div></div>\n")
    page.raw("<h3>Intents never reached (\(intentsNeverReached.count))</h3>\n")
    if intentsNeverReached.isEmpty {
      page.raw("<p class=\"empty\">Every intent was reached.</p>\n")
    } else {
      page.raw("<p class=\"chips\">")
      page.each(intentsNeverReached, between: "<span class=\"chip poor\">", and: "</span> ")
      page.raw("</p>\n")
    }
    let partial = coverage.filter { $0.uses > 0 && !$0.unused.isEmpty }
    page.raw("<h3>Template parts no line went through (\(Self.count(partial.count, "template")))</h3>\n")
    if partial.isEmpty {
      page.raw("<p class=\"empty\">Every used template had every part used.</p>\n")
    } else {
      page.raw("<table class=\"templates\">\n<thead><tr><th>intent</th><th>template</th><th class=\"num\">lines</th>")
      page.raw("<th>unused parts</th></tr></thead>\n<tbody>\n")
      for item in partial {
        Self.templateCells(item, to: &page)
        page.raw("</code></td><td class=\"num\">\(item.uses)</td><td>")
        page.each(item.unused, between: "<code class=\"part\">", and: "</code> ")
        page.raw("</td></tr>\n")
      }
      page.raw("</tbody>\n</table>\n")
    }
    let unused = coverage.filter { $0.uses == 0 }
    page.raw(unused.count <= 12 ? "<details open>\n" : "<details>\n")
    page.raw("<summary>Templates no line went through (\(unused.count))</summary>\n")
    if unused.isEmpty {
      page.raw("<p class=\"empty\">Every template was used.</p>\n")
    } else {
      page.raw("<table class=\"templates\">\n<thead><tr><th>intent</th><th>template</th></tr></thead>\n<tbody>\n")
      for item in unused {
        Self.templateCells(item, to: &page)
        page.raw("</code></td></tr>\n")
      }
      page.raw("</tbody>\n</table>\n")
    }
    page.raw("</details>\n")
    page.endCard()
  }

  private func htmlFailures(_ page: inout HTMLBuilder) {
    page.beginCard("failures", "Failures (\(failureCount))")
    guard failureCount > 0 else { return page.endCard(empty: "Every line matched its label exactly.") }
    page.raw("<div class=\"failures\">\n")
    for failure in failures {
      page.raw("<article class=\"failure\">\n<div class=\"where\"><code>")
      page.text("\(failure.file):\(failure.line)")
      page.raw("</code><span class=\"tags\">")
      page.each(failure.tags, between: "<span class=\"chip\">", and: "</span> ")
      page.raw("</span></div>\n<p class=\"utterance\">")
      page.text(failure.utterance)
      page.raw("</p>\n<p class=\"verdict\"><span class=\"expected\">expected <b>")
      page.text(failure.expected)
      page.raw("</b></span><span class=\"actual\">got <b>")
      page.text(failure.actual)
      page.raw("</b></span></p>\n")
      if !failure.details.isEmpty {
        page.raw("<ul class=\"differences\">")
        for difference in failure.details {
          page.raw("<li>")
          page.text(difference)
          page.raw("</li>")
        }
        page.raw("</ul>\n")
      }
      if !failure.explanation.isEmpty {
        page.raw("<ul class=\"explain\">\n")
        for entry in failure.explanation {
          page.raw("<li><span class=\"status \(entry.status.rawValue)\">\(entry.status.rawValue)</span><span>")
          if !entry.app.isEmpty {
            page.raw("<b>")
            page.text("\(entry.app).\(entry.intent)")
            page.raw("</b> ")
          }
          if !entry.template.isEmpty {
            page.raw("<code>")
            page.text(entry.template)
            page.raw("</code> ")
          }
          page.raw("<span class=\"reason\">")
          page.text(entry.reason)
          page.raw("</span></span></li>\n")
        }
        page.raw("</ul>\n")
      }
      page.raw("</article>\n")
    }
    if failuresLeftOut > 0 {
      page.raw("<p class=\"note\">and \(failuresLeftOut) more not listed (--max-failures)</p>\n")
    }
    page.raw("</div>\n")
    page.endCard()
  }

  // MARK: Helpers

  /// A row's first cells for a template: its app and intent, then the template as code (left open).
  private static func templateCells(_ item: TemplateCoverage, to page: inout HTMLBuilder) {
    page.raw("<tr><td>")
    page.text("\(item.app).\(item.intent)")
    page.raw("</td><td><code>")
    page.text(item.template)
  }

  /// A row's first cells: its name, a count of lines, and shares graded by their value (the row left open).
  private static func countCells(
    _ name: String, _ count: Int, _ shares: [Double?], total: Bool = false, to page: inout HTMLBuilder
  ) {
    page.raw(total ? "<tr class=\"total\"><td>" : "<tr><td>")
    page.text(name)
    page.raw("</td><td class=\"num\">\(count)</td>")
    for share in shares { shareCell(share, grade: nil, to: &page) }
  }

  /// A table of app pairs: both names, a count of lines and a share of them (graded poor), one pair a row.
  ///
  /// - Parameter titles: the titles of the two name columns and of the share column.
  private static func appPairTable(
    _ titles: (String, String, String), _ rows: [(String, String, Int, Double)], to page: inout HTMLBuilder
  ) {
    page.raw("<table>\n<thead><tr><th>\(titles.0)</th><th>\(titles.1)</th><th class=\"num\">lines</th>")
    page.raw("<th class=\"share\">\(titles.2)</th></tr></thead>\n<tbody>\n")
    for (first, second, count, share) in rows {
      page.raw("<tr><td>")
      page.text(first)
      page.raw("</td><td>")
      page.text(second)
      page.raw("</td><td class=\"num\">\(count)</td>")
      shareCell(share, grade: "poor", to: &page)
      page.raw("</tr>\n")
    }
    page.raw("</tbody>\n</table>\n")
  }

  /// The head of a table of precision, recall and F1 with their counts, whose rows are named in a `name` column.
  private static func scoresHead(_ name: String, to page: inout HTMLBuilder) {
    page.raw("<thead><tr><th>\(name)</th><th class=\"num\">support</th><th class=\"share\">precision</th>")
    page.raw("<th class=\"share\">recall</th><th class=\"share\">F1</th><th class=\"num\">TP</th>")
    page.raw("<th class=\"num\">FP</th><th class=\"num\">FN</th></tr></thead>\n<tbody>\n")
  }

  /// A table cell with a percentage over a bar showing it; `n/a`, with no bar, when nothing was counted.
  private static func shareCell(_ value: Double?, grade: String?, to page: inout HTMLBuilder) {
    guard let value else {
      page.raw("<td class=\"share neutral\"><span class=\"figure\">n/a</span></td>")
      return
    }
    let fraction = max(0, min(1, value))
    let shade = grade ?? (fraction >= 0.95 ? "good" : fraction >= 0.8 ? "fair" : "poor")
    page.raw("<td class=\"share \(shade)\"><span class=\"bar\" style=\"width:\(svgNumber(fraction * 100))%\"></span>")
    page.raw("<span class=\"figure\">\(percent(value))</span></td>")
  }

  /// "1 app", "3 apps".
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// A number with at most one decimal, for SVG coordinates and CSS widths.
  static func svgNumber(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    let magnitude = abs(tenths)
    return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }
}

/// A headline metric: its name, its value, a meter for fractions and a line of detail.
private struct Tile {
  var label: String
  var value: String
  var fraction: Double?
  /// `good`, `fair`, `poor` or `neutral`: the colour of the tile's edge and meter.
  var grade: String
  var detail: String

  /// A fraction shown as a percentage, graded (≥ 95% good, ≥ 80% fair; for a rate that should be low,
  /// ≤ 2% good, ≤ 10% fair) unless `graded` is false; a share of nothing is `n/a`, neutral and without a meter.
  init(_ label: String, _ fraction: Double?, lowerIsBetter: Bool = false, graded: Bool = true, detail: String) {
    self.label = label
    value = EvalReport.percent(fraction)
    self.fraction = fraction
    guard let fraction else {
      grade = "neutral"
      self.detail = detail
      return
    }
    if !graded {
      grade = "neutral"
    } else if lowerIsBetter {
      grade = fraction <= 0.02 ? "good" : fraction <= 0.1 ? "fair" : "poor"
    } else {
      grade = fraction >= 0.95 ? "good" : fraction >= 0.8 ? "fair" : "poor"
    }
    self.detail = detail
  }

  /// A value that is not a fraction, with no meter.
  init(_ label: String, value: String, detail: String) {
    self.label = label
    self.value = value
    fraction = nil
    grade = "neutral"
    self.detail = detail
  }
}

extension HTMLBuilder {
  /// Opens a card of the report: its section, anchored at `id`, its heading and a note (markup) under it.
  fileprivate mutating func beginCard(_ id: String, _ title: String, note: String? = nil) {
    raw("<section id=\"\(id)\" class=\"card\">\n<h2>\(title)</h2>\n")
    if let note { raw("<p class=\"note\">\(note)</p>\n") }
  }

  /// Closes a card, after a line saying it is `empty` (markup) when there is nothing to show.
  fileprivate mutating func endCard(empty: String? = nil) {
    if let empty { raw("<p class=\"empty\">\(empty)</p>\n") }
    raw("</section>\n")
  }
}
