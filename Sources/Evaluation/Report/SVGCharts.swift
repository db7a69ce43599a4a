import Reports
import Router
import PhraseGrammar
import DataFormats
/// The app confusion matrix drawn as an SVG heat map.
struct HeatMap: Sendable {
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
struct AppBars: Sendable {
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
    SVGLegend.write(Self.series, from: left, to: &page)
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

/// A chart's legend: a swatch and a name per series, in a row along the top.
enum SVGLegend {
  /// Writes the legend from `x` onwards.
  static func write(_ series: [(name: String, color: String)], from x: Int, to page: inout HTMLBuilder) {
    var legendX = x
    for item in series {
      page.raw("<rect x=\"\(legendX)\" y=\"4\" width=\"12\" height=\"12\" rx=\"2\" fill=\"\(item.color)\"/>")
      page.raw("<text class=\"tick\" x=\"\(legendX + 17)\" y=\"14\">\(item.name)</text>\n")
      legendX += 17 + Int(TextWidth.of(item.name, size: 11)) + 20
    }
  }
}
