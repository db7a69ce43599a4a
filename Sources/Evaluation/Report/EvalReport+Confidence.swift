import DataFormats
import PhraseGrammar
import Reports
import Router

/// How the corpus fares at every minimum confidence: the trade between false accepts and false
/// rejects, and whether a confidence means what it says.
///
/// Each line is routed once, at minimum confidence 0: the decision does not depend on the
/// minimum, only whether it stands. At a threshold *t*, the line keeps its route when its
/// confidence is at least *t*, else it is `noMatch`. False accepts (lines labelled `noMatch` that
/// are routed) and false rejects (lines labelled `routed` that are not matched) are counted as
/// the report counts them, and accuracy (of the intent) over all lines.
public struct ConfidenceSweep: Hashable, Sendable {
  /// One threshold's figures; a rate is nil when its lines are none.
  public struct Point: Hashable, Sendable {
    /// The minimum confidence.
    public var threshold: Double
    /// The share of lines whose intent is right.
    public var accuracy: Double?
    /// The share of lines labelled `noMatch` that are routed.
    public var falseAcceptRate: Double?
    /// The share of lines labelled `routed` that are not matched.
    public var falseRejectRate: Double?
  }

  /// Routed lines whose confidence falls in `lower..<upper` (the last bin holds 1), and how
  /// many of them were right.
  public struct Bin: Hashable, Sendable {
    /// The lowest confidence of the bin.
    public var lower: Double
    /// The confidence the bin stops below (the last bin holds 1 too).
    public var upper: Double
    /// Routed lines in the bin.
    public var count: Int
    /// Those whose intent was right.
    public var correct: Int
  }

  /// Thresholds 0, 0.05, …, 1.
  public var points: [Point]
  /// The threshold where false accepts and false rejects are closest (the lower threshold of
  /// equals); nil without lines of both labels.
  public var equalErrorThreshold: Double?
  /// Confidence in tenths, each bin's share of right routes.
  public var reliability: [Bin]

  /// The sweep of the counts of judged lines.
  init(_ tally: EvalTally) {
    points = tally.thresholds.enumerated().map { index, counts in
      Point(
        threshold: Double(index) / 20, accuracy: ratio(counts.correct, tally.total),
        falseAcceptRate: ratio(counts.falseAccepts, tally.labelledNoMatch),
        falseRejectRate: ratio(counts.falseRejects, tally.labelledRouted))
    }
    equalErrorThreshold =
      points.filter { $0.falseAcceptRate != nil && $0.falseRejectRate != nil }.min { lhs, rhs in
        abs(lhs.falseAcceptRate! - lhs.falseRejectRate!) < abs(rhs.falseAcceptRate! - rhs.falseRejectRate!)
      }?.threshold
    reliability = tally.reliability.enumerated().map { tenth, counts in
      Bin(lower: Double(tenth) / 10, upper: Double(tenth + 1) / 10, count: counts.count, correct: counts.correct)
    }
  }
}

extension ConfidenceSweep {
  /// `{"thresholds": [{"threshold", "accuracy", "falseAcceptRate", "falseRejectRate"}…],
  /// "equalErrorThreshold", "reliability": [{"from", "to", "count", "correct"}…]}`.
  func write(to writer: inout JSONWriter) {
    writer.object { writer in
      writer.member("thresholds") { writer in
        writer.array(points) { writer, point in
          writer.object {
            $0.member("threshold", point.threshold)
            EvalReport.write(
              shares: [
                "accuracy": point.accuracy, "falseAcceptRate": point.falseAcceptRate,
                "falseRejectRate": point.falseRejectRate,
              ], to: &$0)
          }
        }
      }
      writer.member("equalErrorThreshold") { writer in
        if let threshold = equalErrorThreshold { writer.number(threshold) } else { writer.null() }
      }
      writer.member("reliability") { writer in
        writer.array(reliability) { writer, bin in
          writer.object {
            $0.member("from", bin.lower)
            $0.member("to", bin.upper)
            $0.member("count", bin.count)
            $0.member("correct", bin.correct)
          }
        }
      }
    }
  }

  /// The thresholds in tenths and the equal-error point, then the bins that hold routes: rows
  /// of `(threshold, accuracy, false accepts, false rejects)` and `(bin, count, right)`.
  var rows: (thresholds: [[String]], reliability: [[String]]) {
    let shown = points.filter { ($0.threshold * 10).rounded() == $0.threshold * 10 || $0.threshold == equalErrorThreshold }
    let thresholds = shown.map { point in
      [
        String(format: "%.2f", point.threshold) + (point.threshold == equalErrorThreshold ? " (equal error)" : ""),
        EvalReport.percent(point.accuracy), EvalReport.percent(point.falseAcceptRate),
        EvalReport.percent(point.falseRejectRate),
      ]
    }
    let reliability = self.reliability.filter { $0.count > 0 }.map { bin in
      [
        String(format: "%.1f–%.1f", bin.lower, bin.upper), String(bin.count),
        EvalReport.percent(Double(bin.correct) / Double(bin.count)),
      ]
    }
    return (thresholds, reliability)
  }
}

/// False accepts and false rejects against the minimum confidence, drawn as an SVG line chart.
struct ThresholdChart: Sendable {
  let sweep: ConfidenceSweep

  private static let series: [(name: String, color: String)] = [
    ("false accepts", "#d64545"), ("false rejects", "#2f6fd6"), ("accuracy", "#1f9d55"),
  ]

  /// Writes the `<svg>`: a legend, axes from 0 to 1 and 0 to 100%, a line per rate, and the
  /// equal-error threshold marked.
  func write(to page: inout HTMLBuilder) {
    let left = 48
    let top = 30
    let plotWidth = 480
    let plotHeight = 220
    let width = left + plotWidth + 24
    let height = top + plotHeight + 40
    func x(_ threshold: Double) -> String { EvalReport.svgNumber(Double(left) + threshold * Double(plotWidth)) }
    func y(_ share: Double) -> String { EvalReport.svgNumber(Double(top) + (1 - share) * Double(plotHeight)) }
    page.raw(
      "<svg class=\"threshold\" role=\"img\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" aria-label=\"False accepts and false rejects by minimum confidence\">\n")
    SVGLegend.write(Self.series, from: left, to: &page)
    for tick in [0, 25, 50, 75, 100] {
      let share = Double(tick) / 100
      page.raw(
        "<line x1=\"\(left)\" y1=\"\(y(share))\" x2=\"\(left + plotWidth)\" y2=\"\(y(share))\" stroke=\"#e3e7ee\"/>"
          + "<text class=\"tick\" x=\"\(left - 6)\" y=\"\(y(share))\" text-anchor=\"end\">\(tick)%</text>\n")
    }
    for tick in stride(from: 0, through: 10, by: 2) {
      let threshold = Double(tick) / 10
      page.raw(
        "<text class=\"tick\" x=\"\(x(threshold))\" y=\"\(top + plotHeight + 16)\" text-anchor=\"middle\">"
          + "\(String(format: "%.1f", threshold))</text>\n")
    }
    page.raw(
      "<text class=\"tick\" x=\"\(left + plotWidth / 2)\" y=\"\(top + plotHeight + 32)\" text-anchor=\"middle\">"
        + "minimum confidence</text>\n")
    if let threshold = sweep.equalErrorThreshold {
      page.raw(
        "<line x1=\"\(x(threshold))\" y1=\"\(top)\" x2=\"\(x(threshold))\" y2=\"\(top + plotHeight)\" "
          + "stroke=\"#8a94a6\" stroke-dasharray=\"4 3\"><title>equal error at \(threshold)</title></line>\n")
    }
    let rates: [(ConfidenceSweep.Point) -> Double?] = [\.falseAcceptRate, \.falseRejectRate, \.accuracy]
    for (index, rate) in rates.enumerated() {
      let points = sweep.points.compactMap { point in rate(point).map { "\(x(point.threshold)),\(y($0))" } }
      guard !points.isEmpty else { continue }
      page.raw(
        "<polyline fill=\"none\" stroke=\"\(Self.series[index].color)\" stroke-width=\"2\" "
          + "points=\"\(points.joined(separator: " "))\"/>\n")
    }
    page.raw("</svg>\n")
  }
}
