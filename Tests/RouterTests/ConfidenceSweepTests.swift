import Testing

@testable import Evaluation
@testable import Router

@Suite("Eval at every minimum confidence")
struct ConfidenceSweepTests {
  /// Lines of the arbitration tests' Water app: one said as written, one with "of" left out (0.77),
  /// one too far from any phrase to be sure (0.48) and one nothing matches.
  static func report(minimum: Double = 0.55) throws -> EvalReport {
    let router = try makeRouter([RouterArbitrationTests.water])
    let entries = [
      CorpusEntry(utterance: "log 12 ounces of water in Water", expect: Expectation(app: "Water", intent: "LogWater")),
      CorpusEntry(utterance: "log 12 ounces water in Water", expect: Expectation(app: "Water", intent: "LogWater")),
      CorpusEntry(utterance: "log water in Tracker", expect: Expectation(outcome: .noMatch)),
      CorpusEntry(utterance: "order a pizza", expect: Expectation(outcome: .noMatch)),
    ]
    var evaluator = Evaluator(router: router)
    // The approximate tier's own scores, as the documentation works them out.
    evaluator.calibration = nil
    evaluator.minimumConfidence = minimum
    // Room for "in Tracker" said (1.1 words), beyond the standard ceiling.
    evaluator.editCosts.ceiling = 150
    return EvalReport(cases: evaluator.run(entries), router: router)
  }

  @Test("each minimum's figures follow from the lines' confidences, and the report's are the chosen minimum's")
  func sweep() throws {
    let report = try Self.report()
    let points = Dictionary(uniqueKeysWithValues: report.confidence.points.map { ($0.threshold, $0) })
    // Below 0.48 the uncertain line is a false accept; from 0.8 the approximate one is a false reject.
    #expect(points[0]?.falseAcceptRate == 0.5)
    #expect(points[0]?.falseRejectRate == 0)
    #expect(points[0.5]?.falseAcceptRate == 0)
    #expect(points[0.5]?.accuracy == 1)
    #expect(points[0.8]?.falseRejectRate == 0.5)
    #expect(points[1]?.accuracy == 0.75)
    #expect(report.confidence.equalErrorThreshold == 0.5)
    #expect(report.falseAcceptRate == 0 && report.falseRejectRate == 0)
    let strict = try Self.report(minimum: 0.9)
    #expect(strict.falseRejectRate == 0.5)
  }

  @Test("the reliability table bins the routes by confidence, with the share right")
  func reliability() throws {
    let bins = try Self.report().confidence.reliability.filter { $0.count > 0 }
    #expect(bins.map(\.lower) == [0.4, 0.7, 0.9])
    #expect(bins.map(\.count) == [1, 1, 1])
    #expect(bins.map(\.correct) == [0, 1, 1])
  }
}
