import DataFormats
import Foundation

/// How the router turns the evidence for a decision into the probability that it is right: a
/// logistic model over ``RouteEvidence``, fitted on labelled lines that include requests for no
/// app (`route-eval calibrate`), and the minimum confidence that keeps false accepts on them
/// within 2 %.
///
/// A route's `confidence` is the calibration's probability, in hundredths. The calibration
/// weighs a decision already made: it never changes which route is chosen, only how sure the
/// route says it is, and so whether the minimum confidence keeps it.
public struct Calibration: Hashable, Sendable {
  /// One weight per feature of ``RouteEvidence/names``.
  public var weights: [Double]
  /// The minimum confidence that kept false accepts within ``falseAcceptTarget`` on the lines
  /// the calibration was fitted on: the default `--min-confidence` with this calibration.
  public var minimumConfidence: Double
  /// What the calibration was fitted on: routes, right routes, and lines labelled `noMatch`.
  public var fittedOn: (routes: Int, right: Int, noMatch: Int)

  /// The share of requests for no app a calibration's minimum confidence lets through, at most.
  public static let falseAcceptTarget = 0.02

  /// A calibration from its weights.
  public init(weights: [Double], minimumConfidence: Double, fittedOn: (routes: Int, right: Int, noMatch: Int)) {
    precondition(weights.count == RouteEvidence.names.count, "one weight per feature")
    (self.weights, self.minimumConfidence, self.fittedOn) = (weights, minimumConfidence, fittedOn)
  }

  /// The probability that a route with this evidence is right, in hundredths.
  public func confidence(_ evidence: RouteEvidence) -> Double {
    (Self.probability(weights, evidence.values) * 100).rounded() / 100
  }

  static func probability(_ weights: [Double], _ values: [Double]) -> Double {
    var sum = 0.0
    for index in weights.indices { sum += weights[index] * values[index] }
    return 1 / (1 + exp(-sum))
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.weights == rhs.weights && lhs.minimumConfidence == rhs.minimumConfidence && lhs.fittedOn == rhs.fittedOn
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(weights)
    hasher.combine(minimumConfidence)
  }
}

extension Calibration {
  /// One line a calibration is fitted on: the evidence for its route, whether the route is right,
  /// and whether the line is labelled `noMatch` (so that the route, when kept, is a false accept).
  public struct Sample: Sendable {
    public var evidence: RouteEvidence
    public var isRight: Bool
    public var isFalseAccept: Bool

    public init(evidence: RouteEvidence, isRight: Bool, isFalseAccept: Bool) {
      (self.evidence, self.isRight, self.isFalseAccept) = (evidence, isRight, isFalseAccept)
    }
  }

  /// The strength of the penalty on the weights' squares, per line: it keeps weights finite
  /// where a feature separates the lines perfectly (every exact phrase right).
  static let ridge = 1.0

  /// The calibration that fits the samples best (logistic regression with a ridge penalty,
  /// by Newton's method), and its minimum confidence for `noMatchLines` lines labelled `noMatch`
  /// (those without a route included). Nil without samples of both kinds.
  public static func fit(_ samples: [Sample], noMatchLines: Int) -> Calibration? {
    let right = samples.count { $0.isRight }
    guard right > 0, right < samples.count else { return nil }
    let count = RouteEvidence.names.count
    var weights = Array(repeating: 0.0, count: count)
    for _ in 0..<50 {
      var gradient = weights.map { ridge * $0 }
      var hessian = (0..<count).map { row in (0..<count).map { $0 == row ? ridge : 0.0 } }
      for sample in samples {
        let x = sample.evidence.values
        let p = probability(weights, x)
        let error = p - (sample.isRight ? 1 : 0)
        let curvature = max(p * (1 - p), 1e-9)
        for i in 0..<count where x[i] != 0 {
          gradient[i] += error * x[i]
          for j in 0..<count where x[j] != 0 { hessian[i][j] += curvature * x[i] * x[j] }
        }
      }
      guard let step = solve(hessian, gradient) else { break }
      for i in 0..<count { weights[i] -= step[i] }
      if step.map(abs).max() ?? 0 < 1e-9 { break }
    }
    let fitted = Calibration(weights: weights, minimumConfidence: 0, fittedOn: (samples.count, right, noMatchLines))
    var calibration = fitted
    calibration.minimumConfidence = minimum(
      for: samples.map { (fitted.confidence($0.evidence), $0.isFalseAccept) }, noMatchLines: noMatchLines)
    return calibration
  }

  /// The lowest minimum confidence, in hundredths, at which at most ``falseAcceptTarget`` of
  /// `noMatchLines` lines are routed; 1 when even confidence 1 lets more through.
  static func minimum(for routes: [(confidence: Double, isFalseAccept: Bool)], noMatchLines: Int) -> Double {
    let allowed = falseAcceptTarget * Double(noMatchLines)
    var minimum = 1.0
    for hundredth in stride(from: 100, through: 0, by: -1) {
      let threshold = Double(hundredth) / 100
      let accepted = routes.count { $0.isFalseAccept && $0.confidence >= threshold }
      guard Double(accepted) <= allowed else { break }
      minimum = threshold
    }
    return minimum
  }

  /// The solution of `matrix × x = vector` by Gaussian elimination with partial pivoting; nil
  /// when the matrix is singular.
  static func solve(_ matrix: [[Double]], _ vector: [Double]) -> [Double]? {
    var a = matrix
    var b = vector
    let n = b.count
    for column in 0..<n {
      guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
        abs(a[pivot][column]) > 1e-12
      else { return nil }
      a.swapAt(column, pivot)
      b.swapAt(column, pivot)
      for row in (column + 1)..<n where a[row][column] != 0 {
        let factor = a[row][column] / a[column][column]
        for k in column..<n { a[row][k] -= factor * a[column][k] }
        b[row] -= factor * b[column]
      }
    }
    var x = Array(repeating: 0.0, count: n)
    for row in stride(from: n - 1, through: 0, by: -1) {
      var sum = b[row]
      for k in (row + 1)..<n { sum -= a[row][k] * x[k] }
      x[row] = sum / a[row][row]
    }
    return x
  }
}
