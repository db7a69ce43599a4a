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
        Self.count(templatesTotal, "template"), Self.count(failures.count, "failure"),
      ].joined(separator: " · "))
    page.raw("</p>\n<nav>")
    for (anchor, title) in [
      ("confusion", "Confusion"), ("apps", "Per app"), ("steals", "Steals"), ("slots", "Slots"), ("tags", "Tags"),
      ("coverage", "Coverage"), ("failures", "Failures"),
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
      Tile("Exact match", exactMatch, detail: "\(total - failures.count) of \(total) lines"),
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
    page.raw("<section id=\"confusion\" class=\"card\">\n<h2>App confusion</h2>\n")
    page.raw(
      "<p class=\"note\">Rows are the expected app, columns the predicted one; a cell is shaded by its share of "
        + "the row, blue on the diagonal (right) and red off it (confused). <i>none</i> is noMatch, "
        + "<i>ambiguous</i> a tie.</p>\n")
    if appConfusion.labels.isEmpty {
      page.raw("<p class=\"empty\">No utterances.</p>\n</section>\n")
      return
    }
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
      page.raw("<table>\n<thead><tr><th>expected</th><th>predicted</th><th class=\"num\">lines</th>")
      page.raw("<th class=\"share\">of row</th></tr></thead>\n<tbody>\n")
      for item in largest {
        page.raw("<tr><td>")
        page.text(item.expected)
        page.raw("</td><td>")
        page.text(item.predicted)
        page.raw("</td><td class=\"num\">\(item.count)</td>")
        Self.shareCell(item.share, grade: "poor", to: &page)
        page.raw("</tr>\n")
      }
      page.raw("</tbody>\n</table>\n")
      if confusions.count > largest.count {
        page.raw("<p class=\"note\">and \(confusions.count - largest.count) more cells off the diagonal</p>\n")
      }
    }
    page.raw("</aside>\n</div>\n</section>\n")
  }

  private func htmlPerApp(_ page: inout HTMLBuilder) {
    page.raw("<section id=\"apps\" class=\"card\">\n<h2>Per app</h2>\n")
    page.raw(
      "<p class=\"note\">Precision: of the lines routed to the app, the share labelled with it; recall: of "
        + "the lines labelled with it, the share routed to it.</p>\n")
    if perApp.isEmpty {
      page.raw("<p class=\"empty\">No app was expected or predicted.</p>\n</section>\n")
      return
    }
    page.raw("<div class=\"scroll\">\n")
    AppBars(stats: perApp).write(to: &page)
    page.raw("</div>\n</section>\n")
  }

  private func htmlSteals(_ page: inout HTMLBuilder) {
    page.raw("<section id=\"steals\" class=\"card\">\n<h2>Steals</h2>\n")
    page.raw("<p class=\"note\">Lines labelled with one app that another app took, by share of the app's lines.</p>\n")
    guard !steals.isEmpty else {
      page.raw("<p class=\"empty\">No app took another app's lines.</p>\n</section>\n")
      return
    }
    let ordered = steals.enumerated().sorted { a, b in
      a.element.rate != b.element.rate ? a.element.rate > b.element.rate : a.offset < b.offset
    }.map(\.element)
    page.raw("<table>\n<thead><tr><th>labelled</th><th>taken by</th><th class=\"num\">lines</th>")
    page.raw("<th class=\"share\">share</th></tr></thead>\n<tbody>\n")
    for steal in ordered {
      page.raw("<tr><td>")
      page.text(steal.victim)
      page.raw("</td><td>")
      page.text(steal.thief)
      page.raw("</td><td class=\"num\">\(steal.count)</td>")
      Self.shareCell(steal.rate, grade: "poor", to: &page)
      page.raw("</tr>\n")
    }
    page.raw("</tbody>\n</table>\n</section>\n")
  }

  private func htmlSlots(_ page: inout HTMLBuilder) {
    page.raw("<section id=\"slots\" class=\"card\">\n<h2>Slots by type</h2>\n")
    page.raw(
      "<p class=\"note\">Scored on lines whose intent is right; a wrong value counts as a false positive and a "
        + "false negative. Values right on \(Self.percent(valueAccuracy)) of the slots filled under the right "
        + "name.</p>\n")
    guard !slotsByType.isEmpty else {
      page.raw("<p class=\"empty\">No slots to score.</p>\n</section>\n")
      return
    }
    page.raw("<table>\n<thead><tr><th>type</th><th class=\"num\">support</th><th class=\"share\">precision</th>")
    page.raw("<th class=\"share\">recall</th><th class=\"share\">F1</th><th class=\"num\">TP</th>")
    page.raw("<th class=\"num\">FP</th><th class=\"num\">FN</th></tr></thead>\n<tbody>\n")
    func row(_ name: String, _ scores: PRF, total: Bool) {
      page.raw(total ? "<tr class=\"total\"><td>" : "<tr><td>")
      page.text(name)
      page.raw("</td><td class=\"num\">\(scores.support)</td>")
      Self.shareCell(scores.precision, grade: nil, to: &page)
      Self.shareCell(scores.recall, grade: nil, to: &page)
      Self.shareCell(scores.f1, grade: nil, to: &page)
      page.raw("<td class=\"num\">\(scores.truePositives)</td><td class=\"num\">\(scores.falsePositives)</td>")
      page.raw("<td class=\"num\">\(scores.falseNegatives)</td></tr>\n")
    }
    for (type, scores) in slotsByType { row(type, scores, total: false) }
    page.raw("</tbody>\n<tfoot>\n")
    row("all slots", slots, total: true)
    page.raw("</tfoot>\n</table>\n")
    if !slotsByParameter.isEmpty {
      page.raw("<details>\n<summary>By parameter (\(slotsByParameter.count))</summary>\n<table>\n")
      page.raw("<thead><tr><th>parameter</th><th class=\"num\">support</th><th class=\"share\">precision</th>")
      page.raw("<th class=\"share\">recall</th><th class=\"share\">F1</th><th class=\"num\">TP</th>")
      page.raw("<th class=\"num\">FP</th><th class=\"num\">FN</th></tr></thead>\n<tbody>\n")
      for (parameter, scores) in slotsByParameter { row(parameter, scores, total: false) }
      page.raw("</tbody>\n</table>\n</details>\n")
    }
    page.raw("</section>\n")
  }

  private func htmlTags(_ page: inout HTMLBuilder) {
    page.raw("<section id=\"tags\" class=\"card\">\n<h2>Per tag</h2>\n")
    page.raw("<p class=\"note\">The share of each tag's lines with the right outcome, intent, and everything.</p>\n")
    guard !perTag.isEmpty else {
      page.raw("<p class=\"empty\">No line has tags.</p>\n</section>\n")
      return
    }
    page.raw("<table>\n<thead><tr><th>tag</th><th class=\"num\">lines</th><th class=\"share\">outcome</th>")
    page.raw("<th class=\"share\">intent</th><th class=\"share\">exact</th></tr></thead>\n<tbody>\n")
    for stats in perTag {
      page.raw("<tr><td>")
      page.text(stats.tag)
      page.raw("</td><td class=\"num\">\(stats.count)</td>")
      Self.shareCell(stats.outcomeAccuracy, grade: nil, to: &page)
      Self.shareCell(stats.intentAccuracy, grade: nil, to: &page)
      Self.shareCell(stats.exactMatch, grade: nil, to: &page)
      page.raw("</tr>\n")
    }
    page.raw("</tbody>\n</table>\n</section>\n")
  }

  private func htmlCoverage(_ page: inout HTMLBuilder) {
    page.raw("<section id=\"coverage\" class=\"card\">\n<h2>Coverage</h2>\n")
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
      for intent in intentsNeverReached {
        page.raw("<span class=\"chip poor\">")
        page.text(intent)
        page.raw("</span> ")
      }
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
        page.raw("<tr><td>")
        page.text("\(item.app).\(item.intent)")
        page.raw("</td><td><code>")
        page.text(item.template)
        page.raw("</code></td><td class=\"num\">\(item.uses)</td><td>")
        for part in item.unused {
          page.raw("<code class=\"part\">")
          page.text(part)
          page.raw("</code> ")
        }
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
        page.raw("<tr><td>")
        page.text("\(item.app).\(item.intent)")
        page.raw("</td><td><code>")
        page.text(item.template)
        page.raw("</code></td></tr>\n")
      }
      page.raw("</tbody>\n</table>\n")
    }
    page.raw("</details>\n</section>\n")
  }

  private func htmlFailures(_ page: inout HTMLBuilder) {
    page.raw("<section id=\"failures\" class=\"card\">\n<h2>Failures (\(failures.count))</h2>\n")
    guard !failures.isEmpty else {
      page.raw("<p class=\"empty\">Every line matched its label exactly.</p>\n</section>\n")
      return
    }
    page.raw("<div class=\"failures\">\n")
    for failure in failures {
      page.raw("<article class=\"failure\">\n<div class=\"where\"><code>")
      page.text("\(failure.file):\(failure.line)")
      page.raw("</code><span class=\"tags\">")
      for tag in failure.tags {
        page.raw("<span class=\"chip\">")
        page.text(tag)
        page.raw("</span> ")
      }
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
    page.raw("</div>\n</section>\n")
  }

  // MARK: Helpers

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

  private static let htmlStyle = """
    :root { --ink: #1d2330; --muted: #5f6b7a; --line: #e3e7ee; --paper: #ffffff; --page: #f3f5f8;
      --good: #1f9d55; --fair: #d99a00; --poor: #d64541; --accent: #2f6fd6; }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--page); color: var(--ink);
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif; }
    main { max-width: 1360px; margin: 0 auto; padding: 24px 28px 48px; }
    header h1 { margin: 0; font-size: 26px; letter-spacing: -0.01em; }
    .subtitle { margin: 4px 0 10px; color: var(--muted); }
    nav a { display: inline-block; margin: 0 6px 6px 0; padding: 3px 10px; border-radius: 999px;
      background: var(--paper); border: 1px solid var(--line); color: var(--accent); text-decoration: none; font-size: 13px; }
    h2 { margin: 0 0 4px; font-size: 18px; }
    h3 { margin: 18px 0 6px; font-size: 14px; }
    .note { margin: 0 0 14px; color: var(--muted); font-size: 13px; max-width: 80ch; }
    .empty { color: var(--muted); font-style: italic; }
    .card { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; padding: 18px 20px;
      margin: 0 0 18px; min-width: 0; }
    .columns { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; margin-bottom: 18px; }
    .columns > .card { flex: 1 1 420px; margin: 0; }
    .columns > #apps { flex: 3 1 640px; }
    .columns > #steals { flex: 1 1 360px; }
    .scroll { overflow-x: auto; }
    .tiles { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 12px; margin: 16px 0 18px; }
    @media (max-width: 1100px) { .tiles { grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); } }
    .confusion { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    .confusion > .scroll { flex: 0 1 auto; max-width: 100%; }
    .confusion > aside { flex: 1 1 300px; min-width: 280px; max-width: 640px; }
    aside h3 { margin-top: 0; }
    .tile { background: var(--paper); border: 1px solid var(--line); border-left: 5px solid var(--muted);
      border-radius: 10px; padding: 12px 14px; }
    .tile.good { border-left-color: var(--good); } .tile.fair { border-left-color: var(--fair); }
    .tile.poor { border-left-color: var(--poor); } .tile.neutral { border-left-color: var(--accent); }
    .tile .label { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: 0.05em; }
    .tile .value { font-size: 30px; font-weight: 650; font-variant-numeric: tabular-nums; line-height: 1.2; }
    .tile .detail { color: var(--muted); font-size: 12px; margin-top: 4px; }
    .meter { height: 5px; border-radius: 3px; background: var(--line); overflow: hidden; margin-top: 6px; }
    .meter span { display: block; height: 100%; background: var(--accent); }
    .tile.good .meter span { background: var(--good); } .tile.fair .meter span { background: var(--fair); }
    .tile.poor .meter span { background: var(--poor); }
    .meter.wide { height: 10px; max-width: 520px; border-radius: 5px; }
    .coverage-summary .big { font-size: 26px; font-weight: 650; }
    .coverage-summary .big span { font-size: 14px; font-weight: 400; color: var(--muted); }
    table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
    th { text-align: left; font-size: 12px; color: var(--muted); font-weight: 600; border-bottom: 2px solid var(--line);
      padding: 6px 8px; white-space: nowrap; }
    td { padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
    tbody tr:nth-child(even) td { background: #fafbfd; }
    tr.total td { font-weight: 650; border-top: 2px solid var(--line); }
    .num { text-align: right; width: 1%; white-space: nowrap; }
    th.share { text-align: right; }
    td.share { position: relative; text-align: right; white-space: nowrap; width: 92px; min-width: 92px; }
    td.share .bar { position: absolute; left: 4px; top: 4px; bottom: 4px; border-radius: 3px; max-width: calc(100% - 8px); }
    td.share.good .bar { background: #d5f0df; } td.share.fair .bar { background: #fbe9bf; }
    td.share.poor .bar { background: #f8d3d1; }
    td.share .figure { position: relative; }
    td.share.poor .figure { color: #a5302c; }
    code { font: 12.5px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace;
      overflow-wrap: anywhere; }
    code.part { background: #fff4e5; border: 1px solid #f3d9b1; border-radius: 4px; padding: 0 4px; margin-right: 2px;
      white-space: nowrap; }
    table.templates td:first-child { white-space: nowrap; }
    .chips { line-height: 2; }
    .chip { display: inline-block; padding: 0 8px; border-radius: 999px; background: #eef1f6; color: var(--muted);
      font-size: 12px; line-height: 20px; }
    .chip.poor { background: #fdecec; color: #a5302c; }
    details summary { cursor: pointer; margin: 16px 0 6px; font-weight: 600; }
    .failures { display: grid; grid-template-columns: repeat(auto-fill, minmax(540px, 1fr)); gap: 12px; }
    .failure { border: 1px solid var(--line); border-left: 4px solid var(--poor); border-radius: 8px;
      padding: 10px 14px; min-width: 0; }
    .failure .where { display: flex; justify-content: space-between; gap: 8px; color: var(--muted); font-size: 12px; }
    .failure .where code { font-size: 12px; white-space: nowrap; }
    .failure .tags { text-align: right; }
    .failure .tags .chip { margin: 0 0 2px 4px; }
    .failure .utterance { margin: 4px 0 6px; font-size: 16px; font-weight: 600; overflow-wrap: anywhere; }
    .failure .utterance::before { content: "\\201C"; color: var(--muted); }
    .failure .utterance::after { content: "\\201D"; color: var(--muted); }
    .verdict { margin: 0 0 6px; }
    .verdict span { display: inline-block; padding: 1px 8px; border-radius: 5px; font-size: 13px; margin: 0 6px 4px 0; }
    .verdict .expected { background: #e7f6ec; color: #17683b; }
    .verdict .actual { background: #fdecec; color: #a5302c; }
    .differences { margin: 0 0 6px; padding-left: 18px; font-size: 13px; }
    ul.explain { list-style: none; margin: 6px 0 0; padding: 6px 0 0; border-top: 1px dashed var(--line); font-size: 12.5px; }
    ul.explain li { display: grid; grid-template-columns: 84px 1fr; margin: 0 0 3px; align-items: baseline; }
    ul.explain .reason { color: var(--muted); }
    .status { display: inline-block; width: 78px; text-align: center; border-radius: 4px; padding: 0 4px;
      font-size: 10.5px; font-weight: 650; text-transform: uppercase; letter-spacing: 0.03em;
      background: #eef1f6; color: var(--muted); }
    .status.selected { background: #e7f6ec; color: #17683b; } .status.tied { background: #fff4e5; color: #8a5a00; }
    .status.rejected, .status.blocked, .status.negative { background: #fdecec; color: #a5302c; }
    .status.outranked { background: #eef1f6; color: #3d4a5c; }
    svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", Arial, sans-serif; }
    svg .axis { fill: var(--muted); font-size: 12px; font-weight: 600; }
    svg .label { fill: var(--ink); font-size: 12px; }
    svg .label.special { fill: var(--muted); font-style: italic; }
    svg .total { fill: var(--muted); font-size: 11px; }
    svg .tick { fill: var(--muted); font-size: 11px; }
    svg .value { fill: var(--ink); font-size: 11px; }
    svg .support { fill: var(--muted); font-size: 11px; }

    """
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

/// Accumulates HTML, escaping text on the way in.
private struct HTMLBuilder: Sendable {
  private(set) var text = ""

  /// Appends markup as is.
  mutating func raw(_ markup: String) { text += markup }

  /// Appends text, escaped for HTML content and attributes.
  mutating func text(_ content: String) { text += content.xmlEscaped(inAttribute: true) }
}

/// Estimates how wide a text is drawn, for laying out SVG without a renderer.
private enum TextWidth {
  /// The approximate width, in pixels, of `text` in a sans-serif font of `size` pixels.
  static func of(_ text: String, size: Double) -> Double {
    var ems = 0.0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
        ems += 1
      case 0x41...0x5A, 0x4D, 0x57, 0x6D, 0x77: ems += 0.72
      case 0x69, 0x6A, 0x6C, 0x2E, 0x2C, 0x3A, 0x3B, 0x27, 0x7C, 0x20: ems += 0.32
      default: ems += 0.58
      }
    }
    return ems * size
  }

  /// `text` cut with "…" so it draws no wider than `width` pixels.
  static func truncated(_ text: String, to width: Double, size: Double) -> String {
    guard of(text, size: size) > width else { return text }
    var characters = Array(text)
    while !characters.isEmpty && of(String(characters) + "…", size: size) > width { characters.removeLast() }
    return String(characters) + "…"
  }
}

/// An RGB colour mixed from white toward a base colour.
private struct Shade: Sendable {
  var red: Int
  var green: Int
  var blue: Int

  /// White mixed with `self` by `amount` (0 white, 1 the colour itself).
  func mixed(_ amount: Double) -> String {
    let t = max(0, min(1, amount))
    func channel(_ value: Int) -> String {
      let mixed = Int((255 - Double(255 - value) * t).rounded())
      let hex = String(mixed, radix: 16)
      return hex.count == 1 ? "0" + hex : hex
    }
    return "#" + channel(red) + channel(green) + channel(blue)
  }

  static let right = Shade(red: 0x2F, green: 0x6F, blue: 0xD6)
  static let wrong = Shade(red: 0xD6, green: 0x45, blue: 0x41)
}

/// The app confusion matrix drawn as an SVG heat map.
private struct HeatMap: Sendable {
  let matrix: ConfusionMatrix

  /// Writes the `<svg>`: labels, one `rect.cell` per matrix entry, totals and a legend.
  func write(to page: inout HTMLBuilder) {
    let labels = matrix.labels
    let n = labels.count
    let fontSize = 12.0
    let maxLabel = 190.0
    let cell = max(24, min(60, 880 / max(n, 1)))
    let labelWidths = labels.map { min(TextWidth.of($0, size: fontSize), maxLabel) }
    let widest = labelWidths.max() ?? 0
    let rotated = labelWidths.contains { $0 > Double(cell) - 6 } || TextWidth.of("total", size: 11) > Double(cell)
    let diagonal = rotated ? (widest + 8) * 0.7072 : 0
    let left = 22 + Int(widest.rounded(.up)) + 10
    let top = 22 + (rotated ? Int(diagonal.rounded(.up)) + 10 : 22)
    let grid = n * cell
    let totalsWidth = 46
    let right = max(totalsWidth + 10, rotated ? Int(diagonal) - cell / 2 + totalsWidth / 2 + 6 : 0)
    let legendTop = top + grid + 28
    let width = max(left + grid + right, left + Self.legendWidth + 8)
    let height = legendTop + 40
    let rowTotals = matrix.counts.map { $0.reduce(0, +) }
    let columnTotals = (0..<n).map { column in matrix.counts.reduce(0) { $0 + $1[column] } }
    let countSize = cell >= 36 ? 13 : (rowTotals.max() ?? 0) >= 1_000 ? 9 : 11

    page.raw(
      "<svg class=\"heatmap\" role=\"img\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" "
        + "aria-label=\"App confusion matrix, \(n) labels\">\n")
    page.raw(
      "<text class=\"axis\" x=\"\(left + grid / 2)\" y=\"14\" text-anchor=\"middle\">predicted →</text>\n")
    page.raw(
      "<text class=\"axis\" x=\"14\" y=\"\(top + grid / 2)\" text-anchor=\"middle\" "
        + "transform=\"rotate(-90 14 \(top + grid / 2))\">← expected</text>\n")

    // `ambiguous` and `none` are outcomes, not apps: set apart in grey italics.
    func labelClass(_ index: Int) -> String { index >= n - specialCount ? "label special" : "label" }
    // Column labels, then the totals column's header.
    for (column, label) in labels.enumerated() {
      let x = left + column * cell + cell / 2
      writeColumnLabel(
        label, x: x, top: top, rotated: rotated, className: labelClass(column), page: &page)
    }
    writeColumnLabel(
      "total", x: left + grid + totalsWidth / 2, top: top, rotated: rotated, className: "total", page: &page)

    for (row, label) in labels.enumerated() {
      let y = top + row * cell
      page.raw("<text class=\"\(labelClass(row))\" x=\"\(left - 8)\" y=\"\(y + cell / 2 + 4)\" ")
      page.raw("text-anchor=\"end\"><title>")
      page.text(label)
      page.raw("</title>")
      page.text(TextWidth.truncated(label, to: maxLabel, size: fontSize))
      page.raw("</text>\n")
      for column in 0..<n {
        let count = matrix.counts[row][column]
        let share = ratio(count, rowTotals[row])
        let amount = count == 0 ? 0 : 0.12 + 0.88 * (share ?? 0)
        let fill = count == 0 ? "#f7f8fa" : (row == column ? Shade.right : Shade.wrong).mixed(amount)
        let x = left + column * cell
        page.raw(
          "<g><rect class=\"cell\" x=\"\(x + 1)\" y=\"\(y + 1)\" width=\"\(cell - 2)\" height=\"\(cell - 2)\" "
            + "rx=\"3\" fill=\"\(fill)\"/><title>")
        page.text(
          "expected \(labels[row]), predicted \(labels[column]): \(count) of \(rowTotals[row]) "
            + "(\(EvalReport.percent(share)))")
        page.raw("</title>")
        if count > 0 {
          let ink = amount > 0.55 ? "#ffffff" : "#1d2330"
          page.raw(
            "<text x=\"\(x + cell / 2)\" y=\"\(y + cell / 2 + countSize * 36 / 100)\" text-anchor=\"middle\" "
              + "font-size=\"\(countSize)\" font-weight=\"600\" fill=\"\(ink)\">\(count)</text>")
        }
        page.raw("</g>\n")
      }
      page.raw(
        "<text class=\"total\" x=\"\(left + grid + totalsWidth / 2)\" y=\"\(y + cell / 2 + 4)\" "
          + "text-anchor=\"middle\">\(rowTotals[row])</text>\n")
    }
    // Column totals (what was predicted), under the grid.
    let totalsY = top + grid + 16
    page.raw("<text class=\"total\" x=\"\(left - 8)\" y=\"\(totalsY)\" text-anchor=\"end\">total</text>\n")
    for column in 0..<n {
      page.raw(
        "<text class=\"total\" x=\"\(left + column * cell + cell / 2)\" y=\"\(totalsY)\" "
          + "text-anchor=\"middle\">\(columnTotals[column])</text>\n")
    }
    page.raw(
      "<text class=\"total\" x=\"\(left + grid + totalsWidth / 2)\" y=\"\(totalsY)\" text-anchor=\"middle\" "
        + "font-weight=\"600\">\(rowTotals.reduce(0, +))</text>\n")
    writeLegend(x: left, y: legendTop, page: &page)
    page.raw("</svg>\n")
  }

  /// The number of trailing labels that are outcomes, not apps (`ambiguous`, `none`).
  private var specialCount: Int {
    matrix.labels.reversed().prefix { $0 == "none" || $0 == "ambiguous" }.count
  }

  private func writeColumnLabel(
    _ label: String, x: Int, top: Int, rotated: Bool, className: String, page: inout HTMLBuilder
  ) {
    let shown = TextWidth.truncated(label, to: 190, size: 12)
    if rotated {
      let y = top - 8
      page.raw(
        "<text class=\"\(className)\" x=\"\(x)\" y=\"\(y)\" transform=\"rotate(-45 \(x) \(y))\"><title>")
    } else {
      page.raw("<text class=\"\(className)\" x=\"\(x)\" y=\"\(top - 8)\" text-anchor=\"middle\"><title>")
    }
    page.text(label)
    page.raw("</title>")
    page.text(shown)
    page.raw("</text>\n")
  }

  private func writeLegend(x: Int, y: Int, page: inout HTMLBuilder) {
    page.raw("<text class=\"tick\" x=\"\(x)\" y=\"\(y + 13)\">share of row</text>\n")
    var cursor = x + 84
    for (shade, title) in Self.legendEntries {
      for step in [0.25, 0.5, 0.75, 1.0] {
        page.raw(
          "<rect x=\"\(cursor)\" y=\"\(y)\" width=\"18\" height=\"18\" rx=\"3\" "
            + "fill=\"\(shade.mixed(0.12 + 0.88 * step))\"/>\n")
        cursor += 20
      }
      page.raw("<text class=\"tick\" x=\"\(cursor + 4)\" y=\"\(y + 13)\">\(title)</text>\n")
      cursor += 4 + Int(TextWidth.of(title, size: 11)) + 22
    }
    page.raw("<text class=\"tick\" x=\"\(cursor)\" y=\"\(y + 13)\">\(Self.legendSteps)</text>\n")
  }

  private static let legendEntries = [(Shade.right, "right"), (Shade.wrong, "confused")]
  private static let legendSteps = "(25 · 50 · 75 · 100%)"

  /// The legend's width in pixels, as `writeLegend` lays it out.
  private static var legendWidth: Int {
    legendEntries.reduce(84) { $0 + 80 + 4 + Int(TextWidth.of($1.1, size: 11)) + 22 }
      + Int(TextWidth.of(legendSteps, size: 11))
  }
}

/// Per-app precision, recall and F1 drawn as SVG horizontal bars.
private struct AppBars: Sendable {
  let stats: [EvalReport.AppStats]

  private static let series: [(name: String, color: String)] = [
    ("precision", "#2f6fd6"), ("recall", "#1f9d55"), ("F1", "#8e5bd6"),
  ]

  /// Writes the `<svg>`: a legend, a 0–100% axis and three bars per app.
  func write(to page: inout HTMLBuilder) {
    let fontSize = 12.0
    let maxLabel = 190.0
    let labelWidth =
      stats.map { app in
        max(min(TextWidth.of(app.app, size: fontSize), maxLabel), TextWidth.of(Self.supportText(app), size: 11))
      }.max() ?? 0
    let left = Int(max(labelWidth, 70).rounded(.up)) + 16
    let plot = 500
    let barHeight = 9
    let rowHeight = 3 * barHeight + 2 * 2 + 14
    let top = 46
    let width = left + plot + 56
    let height = top + stats.count * rowHeight + 24

    page.raw(
      "<svg class=\"bars\" role=\"img\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" "
        + "aria-label=\"Precision, recall and F1 per app\">\n")
    var legendX = left
    for item in Self.series {
      page.raw("<rect x=\"\(legendX)\" y=\"4\" width=\"12\" height=\"12\" rx=\"2\" fill=\"\(item.color)\"/>")
      page.raw("<text class=\"tick\" x=\"\(legendX + 17)\" y=\"14\">\(item.name)</text>\n")
      legendX += 17 + Int(TextWidth.of(item.name, size: 11)) + 20
    }
    for row in stride(from: 1, to: stats.count, by: 2) {
      page.raw(
        "<rect x=\"0\" y=\"\(top + row * rowHeight)\" width=\"\(width)\" height=\"\(rowHeight)\" fill=\"#f5f7fa\"/>\n")
    }
    for (index, tick) in [0, 25, 50, 75, 100].enumerated() {
      let x = left + plot * tick / 100
      page.raw(
        "<line x1=\"\(x)\" y1=\"\(top - 6)\" x2=\"\(x)\" y2=\"\(top + stats.count * rowHeight)\" "
          + "stroke=\"\(index == 0 ? "#b8c0cc" : "#e3e7ee")\" stroke-width=\"1\"/>\n")
      page.raw("<text class=\"tick\" x=\"\(x)\" y=\"\(top - 12)\" text-anchor=\"middle\">\(tick)%</text>\n")
    }
    for (row, app) in stats.enumerated() {
      let y = top + row * rowHeight
      page.raw("<text class=\"label\" x=\"\(left - 10)\" y=\"\(y + rowHeight / 2 - 1)\" text-anchor=\"end\"><title>")
      page.text(app.app)
      page.raw("</title>")
      page.text(TextWidth.truncated(app.app, to: maxLabel, size: fontSize))
      page.raw("</text>\n")
      page.raw(
        "<text class=\"support\" x=\"\(left - 10)\" y=\"\(y + rowHeight / 2 + 12)\" text-anchor=\"end\">"
          + "\(Self.supportText(app))</text>\n")
      let values = [app.precision, app.recall, app.f1]
      for (index, item) in Self.series.enumerated() {
        // A share of nothing (n/a) draws no bar.
        let value = max(0, min(1, values[index] ?? 0))
        let barY = y + 7 + index * (barHeight + 2)
        let length = Double(plot) * value
        page.raw(
          "<rect x=\"\(left)\" y=\"\(barY)\" width=\"\(EvalReport.svgNumber(length))\" height=\"\(barHeight)\" "
            + "rx=\"2\" fill=\"\(item.color)\"><title>")
        page.text("\(app.app) \(item.name): \(EvalReport.percent(values[index]))")
        page.raw("</title></rect>")
        page.raw(
          "<text class=\"value\" x=\"\(EvalReport.svgNumber(Double(left) + length + 4))\" y=\"\(barY + barHeight - 1)\" "
            + "font-size=\"10\">\(EvalReport.percent(values[index]))</text>\n")
      }
    }
    page.raw("</svg>\n")
  }

  /// The line under an app's name: how many lines expected it and how many were routed to it.
  private static func supportText(_ app: EvalReport.AppStats) -> String {
    "\(app.support) expected · \(app.predicted) routed"
  }
}
