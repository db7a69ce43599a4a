import DataFormats
import PhraseGrammar
import Reports
import Router
/// A gate on an evaluation: a bound on one of its rates that the report must keep.
///
/// A rate is written as a fraction from 0 to 1 (`0.95`, `1`) or a percentage from 0% to 100% with
/// its sign (`95%`); anything else is refused rather than guessed at, so `95` and `1.5` are errors.
/// A gate that cannot fail (a minimum of 0, a maximum of 100%) is refused too.
public struct EvalGate: Hashable, Sendable {
  /// The rates a gate can bound.
  public enum Metric: String, CaseIterable, Hashable, Sendable {
    /// Intent accuracy, bounded below.
    case intentAccuracy
    /// Exact match, bounded below.
    case exactMatch
    /// False-accept rate, bounded above.
    case falseAcceptRate

    /// Whether the rate must stay at or above the threshold (else at or below it).
    public var isMinimum: Bool { self != .falseAcceptRate }

    /// The rate's name in messages: `min accuracy`, `min exact`, `max false accept`.
    public var gateName: String {
      switch self {
      case .intentAccuracy: "min accuracy"
      case .exactMatch: "min exact"
      case .falseAcceptRate: "max false accept"
      }
    }

    /// The rate in a report; nil when nothing was counted.
    public func value(in report: EvalReport) -> Double? {
      switch self {
      case .intentAccuracy: report.intentAccuracy
      case .exactMatch: report.exactMatch
      case .falseAcceptRate: report.falseAcceptRate
      }
    }

    /// Why the rate is n/a: what its denominator counts.
    var emptyDenominator: String {
      switch self {
      case .intentAccuracy, .exactMatch: "no line was evaluated"
      case .falseAcceptRate: "no line is labelled noMatch"
      }
    }
  }

  /// How a report fared at a gate.
  public enum Verdict: Hashable, Sendable {
    /// The rate is on the right side of the threshold.
    case passed
    /// The rate is on the wrong side of the threshold; the message says by how much.
    case missed(String)
    /// The rate is n/a (nothing was counted), so the gate cannot be passed; the message says why.
    case unchecked(String)
  }

  /// The rate the gate bounds.
  public var metric: Metric
  /// The bound, as a fraction.
  public var threshold: Double

  /// Creates a gate from a threshold already checked.
  ///
  /// - Parameters:
  ///   - metric: The rate the gate bounds.
  ///   - threshold: The bound, as a fraction from 0 to 1.
  public init(metric: Metric, threshold: Double) {
    self.metric = metric
    self.threshold = threshold
  }

  /// A gate from the text of its threshold, or why the text is refused (a phrase to follow the option and its value).
  public init(metric: Metric, text: String) throws(EvalGateError) {
    let threshold = try Self.rate(text)
    if metric.isMinimum ? threshold <= 0 : threshold >= 1 {
      throw EvalGateError(
        message: "a \(metric.gateName) gate of \(EvalReport.percent(threshold)) cannot fail; give a threshold "
          + (metric.isMinimum ? "above 0" : "below 1 (100%)"))
    }
    self.init(metric: metric, threshold: threshold)
  }

  /// The verdict on a report.
  public func check(_ report: EvalReport) -> Verdict {
    guard let value = metric.value(in: report) else {
      return .unchecked("\(metric.gateName) gate cannot be checked: the rate is n/a, \(metric.emptyDenominator)")
    }
    let passes = metric.isMinimum ? value >= threshold : value <= threshold
    if passes { return .passed }
    return .missed(
      "\(metric.gateName) gate missed: \(EvalReport.percent(value)) \(metric.isMinimum ? "<" : ">") "
        + EvalReport.percent(threshold))
  }

  /// Reads a rate: a fraction in [0, 1] written as a plain decimal number, or a percentage in [0, 100] with `%`.
  package static func rate(_ text: String) throws(EvalGateError) -> Double {
    let isPercentage = text.hasSuffix("%")
    let number = isPercentage ? String(text.dropLast()) : text
    let shape = "a fraction from 0 to 1 (0.95) or a percentage (95%)"
    guard isPlainDecimal(number), let value = Double(number) else {
      let squeezed = text.filter { $0 != " " }
      let suggestion = squeezed != text && (try? rate(squeezed)) != nil ? "; did you mean '\(squeezed)'?" : ""
      throw EvalGateError(message: "a rate is \(shape)\(suggestion)")
    }
    if isPercentage {
      guard value <= 100 else { throw EvalGateError(message: "a percentage is at most 100%") }
      return value / 100
    }
    guard value <= 1 else {
      let suggestion = value <= 100 ? "; did you mean '\(number)%'?" : ""
      throw EvalGateError(message: "a rate is \(shape)\(suggestion)")
    }
    return value
  }

  /// Digits with an optional fraction (`95`, `0.95`, `.5`): no sign, exponent, spaces, `inf` or `nan`.
  private static func isPlainDecimal(_ text: String) -> Bool {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    func digits(_ part: Substring) -> Bool { part.allSatisfy { $0.isASCII && $0.isNumber } }
    guard parts.allSatisfy(digits) else { return false }
    if parts.count == 1 { return !parts[0].isEmpty }
    return !parts[1].isEmpty
  }
}

/// Why a gate's threshold was refused.
public struct EvalGateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why the threshold was refused, as a phrase to follow the option and its value.
  public var message: String
  /// Creates the error with its message.
  package init(message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}
