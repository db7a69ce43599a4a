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
    /// The sum of their confidences.
    public var confidenceSum: Double
  }

  /// The false-accept rate ``minimumForTarget`` keeps to: 2 %, a calibration's.
  public static let falseAcceptTarget = Calibration.falseAcceptTarget

  /// Thresholds 0, 0.05, …, 1.
  public var points: [Point]
  /// The threshold where false accepts and false rejects are closest (the lower threshold of
  /// equals); nil without lines of both labels.
  public var equalErrorThreshold: Double?
  /// Confidence in tenths, each bin's share of right routes.
  public var reliability: [Bin]
  /// Expected calibration error: over the bins, how far the share of right routes is from their
  /// mean confidence, weighted by the routes in the bin; nil without routes.
  public var expectedCalibrationError: Double?
  /// The mean of (confidence − 1 when the route is right, else confidence)² over routes; nil
  /// without routes.
  public var brierScore: Double?
  /// The lowest minimum confidence (in hundredths) at which at most ``falseAcceptTarget`` of the
  /// lines labelled `noMatch` are routed; nil without such lines, or when no minimum keeps to it.
  public var minimumForTarget: Double?

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
    let hundredths = tally.byHundredth.enumerated().map { (confidence: Double($0.offset) / 100, counts: $0.element) }
    reliability = (0..<10).map { tenth in
      let inBin = hundredths[(tenth * 10)..<(tenth == 9 ? 101 : tenth * 10 + 10)]
      return Bin(
        lower: Double(tenth) / 10, upper: Double(tenth + 1) / 10, count: inBin.reduce(0) { $0 + $1.counts.routes },
        correct: inBin.reduce(0) { $0 + $1.counts.right },
        confidenceSum: inBin.reduce(0) { $0 + $1.confidence * Double($1.counts.routes) })
    }
    let routes = reliability.reduce(0) { $0 + $1.count }
    expectedCalibrationError = share(reliability.reduce(0) { $0 + abs($1.confidenceSum - Double($1.correct)) }, routes)
    brierScore = share(
      hundredths.reduce(0) { sum, entry in
        let (confidence, counts) = entry
        return sum + Double(counts.right) * (1 - confidence) * (1 - confidence)
          + Double(counts.routes - counts.right) * confidence * confidence
      }, routes)
    minimumForTarget =
      tally.labelledNoMatch > 0
      ? Calibration.minimum(
        falseAcceptsByHundredth: tally.byHundredth.map(\.falseAccepts), noMatchLines: tally.labelledNoMatch)
      : nil
  }
}

extension ConfidenceSweep {
  /// `{"thresholds": [{"threshold", "accuracy", "falseAcceptRate", "falseRejectRate"}…],
  /// "equalErrorThreshold", "reliability": [{"from", "to", "count", "correct", "confidence"}…],
  /// "expectedCalibrationError", "brierScore", "falseAcceptTarget", "minimumForTarget"}`.
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
            EvalReport.write(shares: ["confidence": share(bin.confidenceSum, bin.count)], to: &$0)
          }
        }
      }
      EvalReport.write(
        shares: ["expectedCalibrationError": expectedCalibrationError, "brierScore": brierScore], to: &writer)
      writer.member("falseAcceptTarget", Self.falseAcceptTarget)
      writer.member("minimumForTarget") { writer in
        if let minimum = minimumForTarget { writer.number(minimum) } else { writer.null() }
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
        String(format: "%.2f", bin.confidenceSum / Double(bin.count)),
        EvalReport.percent(Double(bin.correct) / Double(bin.count)),
      ]
    }
    return (thresholds, reliability)
  }

  /// One line on calibration: "expected calibration error 0.21, Brier score 0.18; minimum
  /// confidence for at most 2 % false accepts: 0.73".
  var calibrationSummary: String {
    func figure(_ value: Double?) -> String { value.map { String(format: "%.3f", $0) } ?? "n/a" }
    let target = EvalReport.percent(Self.falseAcceptTarget)
    return "expected calibration error \(figure(expectedCalibrationError)), Brier score \(figure(brierScore)); "
      + "minimum confidence for at most \(target) false accepts: "
      + (minimumForTarget.map { String(format: "%.2f", $0) } ?? "n/a")
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

/// How often routes of each confidence were right, against their mean confidence, drawn as an
/// SVG reliability diagram: a bar per tenth that holds routes, and the diagonal a calibrated
/// router's bars would reach.
struct ReliabilityDiagram: Sendable {
  let sweep: ConfidenceSweep

  func write(to page: inout HTMLBuilder) {
    let (left, top, side) = (48, 16, 240)
    let (width, height) = (left + side + 24, top + side + 40)
    func x(_ confidence: Double) -> String { EvalReport.svgNumber(Double(left) + confidence * Double(side)) }
    func y(_ share: Double) -> String { EvalReport.svgNumber(Double(top) + (1 - share) * Double(side)) }
    page.raw(
      "<svg class=\"reliability\" role=\"img\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" aria-label=\"Share of right routes by confidence\">\n")
    for tick in [0, 25, 50, 75, 100] {
      let share = Double(tick) / 100
      page.raw(
        "<line x1=\"\(left)\" y1=\"\(y(share))\" x2=\"\(left + side)\" y2=\"\(y(share))\" stroke=\"#e3e7ee\"/>"
          + "<text class=\"tick\" x=\"\(left - 6)\" y=\"\(y(share))\" text-anchor=\"end\">\(tick)%</text>\n"
          + "<text class=\"tick\" x=\"\(x(share))\" y=\"\(top + side + 16)\" text-anchor=\"middle\">"
          + "\(String(format: "%.2f", share))</text>\n")
    }
    page.raw(
      "<text class=\"tick\" x=\"\(left + side / 2)\" y=\"\(top + side + 32)\" text-anchor=\"middle\">"
        + "confidence</text>\n")
    for bin in sweep.reliability where bin.count > 0 {
      let right = Double(bin.correct) / Double(bin.count)
      let mean = bin.confidenceSum / Double(bin.count)
      page.raw(
        "<rect x=\"\(x(bin.lower + 0.005))\" y=\"\(y(right))\" width=\"\(EvalReport.svgNumber(Double(side) * 0.09))\" "
          + "height=\"\(EvalReport.svgNumber(right * Double(side)))\" fill=\"#2f6fd6\"><title>"
          + String(format: "%.1f–%.1f: %d routes, mean confidence %.2f, %.0f%% right", bin.lower, bin.upper, bin.count, mean, right * 100)
          + "</title></rect>\n")
    }
    page.raw(
      "<line x1=\"\(x(0))\" y1=\"\(y(0))\" x2=\"\(x(1))\" y2=\"\(y(1))\" stroke=\"#8a94a6\" stroke-dasharray=\"4 3\"/>\n")
    page.raw("</svg>\n")
  }
}
