import Testing

@testable import Router

/// The calibration: a logistic model of whether a proposed route is right, its minimum for 2 %
/// false accepts, and its file.
@Suite("Calibration")
struct CalibrationTests {
  /// Evidence with one tier's indicator and score set, and a model posterior.
  static func evidence(tier: Int, score: Double, posterior: Double = 0) -> RouteEvidence {
    var values = Array(repeating: 0.0, count: RouteEvidence.names.count)
    values[2 * tier] = 1
    values[2 * tier + 1] = score
    values[18] = posterior
    return RouteEvidence(values: values)
  }

  /// Phrases said as written are right; learned routes the model is sure of are right half the
  /// time; half the lines are requests for no app that only the learned tier hears, unsure.
  static let lines: [Calibration.Line] = (0..<200).map { index in
    switch index % 4 {
    case 0:
      Calibration.Line(
        proposals: [.init(evidence: evidence(tier: 0, score: 1), isRight: true, isRoute: true, hearsAsSaid: true)],
        isNoMatch: false)
    case 1:
      Calibration.Line(
        proposals: [
          .init(
            evidence: evidence(tier: 5, score: 0.8, posterior: 0.9), isRight: index % 8 != 1, isRoute: true,
            hearsAsSaid: false)
        ], isNoMatch: false)
    default:
      Calibration.Line(
        proposals: [
          .init(
            evidence: evidence(tier: 5, score: 0.3, posterior: Double(index % 10) / 30), isRight: false,
            isRoute: true, hearsAsSaid: false)
        ], isNoMatch: true)
    }
  }

  @Test("the fitted probabilities follow how often such routes are right")
  func fit() throws {
    let calibration = try #require(Calibration.fit([Self.lines]))
    let said = calibration.confidence(Self.evidence(tier: 0, score: 1))
    let sure = calibration.confidence(Self.evidence(tier: 5, score: 0.8, posterior: 0.9))
    let unsure = calibration.confidence(Self.evidence(tier: 5, score: 0.3, posterior: 0.1))
    #expect(said > 0.9)
    // Right half the time.
    #expect(abs(sure - 0.5) < 0.1)
    #expect(unsure < 0.1)
    #expect(calibration.fittedOn == (proposals: 200, right: 75, noMatch: 100))
  }

  @Test("the minimum keeps false accepts within 2 % of the lines labelled noMatch, in each set")
  func minimum() throws {
    let calibration = try #require(Calibration.fit([Self.lines]))
    let noMatch = Self.lines.filter(\.isNoMatch)
    let accepted = noMatch.count { line in
      line.chosen(by: calibration).map { $0.confidence >= calibration.minimumConfidence } ?? false
    }
    #expect(Double(accepted) <= 0.02 * Double(noMatch.count))
    // Just below it, more would be.
    let lower = calibration.minimumConfidence - 0.01
    #expect(noMatch.count { $0.chosen(by: calibration).map { $0.confidence >= lower } ?? false } > accepted)
    #expect(Calibration.minimum(for: [(0.9, true), (0.5, false)], noMatchLines: 1) == 0.91)
    #expect(Calibration.minimum(for: [(1, true)], noMatchLines: 1) == 1)
  }

  @Test("no fit without routes both right and wrong")
  func nothingToFit() {
    #expect(Calibration.fit([]) == nil)
    #expect(Calibration.fit([Array(Self.lines.filter { !$0.isNoMatch }.prefix(1))]) == nil)
  }

  @Test("a calibration file reads back as written; a file for other features is an error at its place")
  func file() throws {
    let calibration = try #require(Calibration.fit([Self.lines]))
    let read = try Calibration(json: Array(calibration.json.utf8), file: "c.json")
    #expect(read.minimumConfidence == calibration.minimumConfidence)
    #expect(zip(read.weights, calibration.weights).allSatisfy { abs($0 - $1) < 1e-6 })
    let other = calibration.json.replacingOccurrences(of: "\"phrases\",", with: "\"words\",")
    #expect(throws: CalibrationFileError.self) { try Calibration(json: Array(other.utf8), file: "c.json") }
    do {
      _ = try Calibration(json: Array(other.utf8), file: "c.json")
    } catch {
      #expect(error.description.hasPrefix("c.json:1:"))
      #expect(error.description.contains("fit it again"))
    }
    do {
      _ = try Calibration(json: Array(#"{"kind": "eval"}"#.utf8), file: "c.json")
    } catch {
      #expect(error.description == #"c.json:1:1: error: not a calibration file (an object with "kind": "calibration")"#)
    }
  }

  @Test("with a calibration, a route's confidence is its probability; without, the tier's own score")
  func routes() throws {
    let router = try makeRouter([RouterArbitrationTests.water])
    var options = RouteOptions()
    var weights = Array(repeating: 0.0, count: RouteEvidence.names.count)
    weights[0] = 1.1
    options.calibration = Calibration(weights: weights, minimumConfidence: 0, fittedOn: (0, 0, 0))
    options.minimumConfidence = 0
    // 1 / (1 + e^-1.1): a phrase said as written.
    #expect(router.route("log 12 ounces of water in Water", options: options).confidence == 0.75)
    #expect(router.route("log 12 ounces of water in Water", options: .uncalibrated()).confidence == 1)
  }
}
