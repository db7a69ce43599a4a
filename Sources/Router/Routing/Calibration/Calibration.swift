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
  /// What the calibration was fitted on: the routes tiers proposed, those right, and the lines
  /// labelled `noMatch`.
  public var fittedOn: (proposals: Int, right: Int, noMatch: Int)

  /// The share of requests for no app a calibration's minimum confidence lets through, at most.
  public static let falseAcceptTarget = 0.02

  /// A calibration from its weights.
  public init(weights: [Double], minimumConfidence: Double, fittedOn: (proposals: Int, right: Int, noMatch: Int)) {
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

  /// Whether two calibrations weigh alike, with the same minimum and fitted on as many lines.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.weights == rhs.weights && lhs.minimumConfidence == rhs.minimumConfidence && lhs.fittedOn == rhs.fittedOn
  }

  /// Hashes the weights and the minimum.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(weights)
    hasher.combine(minimumConfidence)
  }
}

extension Calibration {
  /// A route a tier proposed for a labelled line: the evidence for it, whether it is right,
  /// whether it routes (rather than ties), and whether its tier hears the utterance as said.
  public struct Proposal: Sendable {
    /// What the router knew of the route.
    public var evidence: RouteEvidence
    /// Whether the route is right (a tie: whether the label is among its candidates).
    public var isRight: Bool
    /// Whether the route routes, rather than ties.
    public var isRoute: Bool
    /// Whether its tier hears the utterance as said.
    public var hearsAsSaid: Bool

    /// A proposal from what is known of it.
    public init(evidence: RouteEvidence, isRight: Bool, isRoute: Bool, hearsAsSaid: Bool) {
      (self.evidence, self.isRight, self.isRoute, self.hearsAsSaid) = (evidence, isRight, isRoute, hearsAsSaid)
    }
  }

  /// A labelled line: what the tiers proposed for it (those another outreads left out), and
  /// whether it is labelled `noMatch`.
  public struct Line: Sendable {
    /// The routes the tiers proposed for the line, in tier order.
    public var proposals: [Proposal]
    /// Whether the line is labelled `noMatch`.
    public var isNoMatch: Bool

    /// A line from its proposals and label.
    public init(proposals: [Proposal], isNoMatch: Bool) {
      (self.proposals, self.isNoMatch) = (proposals, isNoMatch)
    }

    /// The proposal the arbiter chooses with a calibration: one heard as said before any heard
    /// approximately, then the most likely right, then the earliest.
    func chosen(by calibration: Calibration) -> (proposal: Proposal, confidence: Double)? {
      let heard = proposals.contains(where: \.hearsAsSaid) ? proposals.filter(\.hearsAsSaid) : proposals
      var best: (proposal: Proposal, confidence: Double)?
      for proposal in heard {
        let confidence = calibration.confidence(proposal.evidence)
        if let current = best, confidence <= current.confidence { continue }
        best = (proposal, confidence)
      }
      return best
    }
  }

  /// The strength of the penalty on the weights' squares: it keeps weights finite where a
  /// feature separates the proposals perfectly (every exact phrase right).
  static let ridge = 1.0

  /// The calibration that fits every proposal of every set's lines best (logistic regression
  /// with a ridge penalty, by Newton's method), and the lowest minimum confidence that keeps
  /// false accepts, the routes the arbiter would then choose for lines labelled `noMatch`,
  /// within ``falseAcceptTarget`` of those lines in each set. Nil without proposals both right
  /// and wrong.
  public static func fit(_ sets: [[Line]]) -> Calibration? {
    let samples = sets.joined().flatMap(\.proposals)
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
    let lines = Array(sets.joined())
    var calibration = Calibration(
      weights: weights, minimumConfidence: 0,
      fittedOn: (samples.count, right, lines.count { $0.isNoMatch }))
    calibration.minimumConfidence =
      sets.map { lines in
        minimum(
          for: lines.filter(\.isNoMatch).compactMap { line in
            line.chosen(by: calibration).map { ($0.confidence, $0.proposal.isRoute) }
          }, noMatchLines: lines.count { $0.isNoMatch })
      }.max() ?? 0
    return calibration
  }

  /// The lowest minimum confidence, in hundredths, at which at most ``falseAcceptTarget`` of
  /// `noMatchLines` lines labelled `noMatch` are routed, given the choices for them; 1 when even
  /// confidence 1 lets more through.
  static func minimum(for routes: [(confidence: Double, isFalseAccept: Bool)], noMatchLines: Int) -> Double {
    var falseAccepts = Array(repeating: 0, count: 101)
    for route in routes where route.isFalseAccept {
      falseAccepts[min(100, max(0, Int((route.confidence * 100).rounded())))] += 1
    }
    return minimum(falseAcceptsByHundredth: falseAccepts, noMatchLines: noMatchLines) ?? 1
  }

  /// The lowest minimum confidence, in hundredths, at which at most ``falseAcceptTarget`` of
  /// `noMatchLines` lines labelled `noMatch` are routed, given how many of them are routed at
  /// each confidence 0, 0.01, …, 1; nil when even confidence 1 lets more through.
  public static func minimum(falseAcceptsByHundredth falseAccepts: [Int], noMatchLines: Int) -> Double? {
    let allowed = falseAcceptTarget * Double(noMatchLines)
    var accepted = 0
    var minimum: Double?
    // From the top down, the last minimum whose false accepts stay within the target.
    for hundredth in stride(from: falseAccepts.count - 1, through: 0, by: -1) {
      accepted += falseAccepts[hundredth]
      guard Double(accepted) <= allowed else { break }
      minimum = Double(hundredth) / 100
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
