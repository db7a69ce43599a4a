import Foundation
import Testing

@testable import Evaluation
@testable import Router

/// Ratios with nothing counted are n/a (`null` in JSON), never a perfect score, in every format.
///
/// With apps A and B of ``EvalReportTests``, the corpus has no line labelled `ambiguous` or `noMatch` and
/// none routed to a tie:
///
/// | # | utterance | label | routed |
/// |---|---|---|---|
/// | 1 | log 5 in A | A.Log n=5 | exact |
/// | 2 | log 7 in B | A.Log n=7 | B.Log: B is predicted, never expected |
@Suite("Evaluation ratios with nothing counted")
struct EvalReportNotApplicableTests {
  static let corpus = """
    {"utterance": "log 5 in A", "expect": {"app": "A", "intent": "Log", "parameters": {"n": 5}}}
    {"utterance": "log 7 in B", "expect": {"app": "A", "intent": "Log", "parameters": {"n": 7}}}
    """

  static func report(_ corpus: String = corpus) throws -> EvalReport {
    let router = try makeRouter([EvalReportTests.appA, EvalReportTests.appB])
    let (entries, problems) = CorpusLoader.decode(Array(corpus.utf8), file: "corpus.jsonl")
    #expect(problems.isEmpty)
    return EvalReport(cases: Evaluator(router: router).run(entries), router: router)
  }

  @Test("a share of nothing is nil, and F1 is 0 when only one of precision and recall is defined")
  func values() throws {
    let report = try Self.report()
    #expect(report.ambiguity == PRF())
    #expect(report.ambiguity.precision == nil)
    #expect(report.ambiguity.recall == nil)
    #expect(report.ambiguity.f1 == nil)
    #expect(report.falseAcceptRate == nil)
    #expect(report.falseRejectRate == 0)
    #expect(report.textAccuracy == nil)
    let b = try #require(report.perApp.first { $0.app == "B" })
    #expect((b.support, b.predicted, b.correct) == (0, 1, 0))
    #expect(b.precision == 0)
    #expect(b.recall == nil)
    #expect(b.f1 == 0)
    #expect(PRF(truePositives: 0, falsePositives: 2, falseNegatives: 0).f1 == 0)
    #expect(PRF(truePositives: 3, falsePositives: 1, falseNegatives: 1).f1 == 0.75)
  }

  @Test("an empty report has no accuracy at all")
  func empty() throws {
    let report = try Self.report("")
    for value in [
      report.outcomeAccuracy, report.appAccuracy, report.intentAccuracy, report.exactMatch, report.valueAccuracy,
      report.slots.precision, report.slots.recall, report.slots.f1, report.falseRejectRate,
    ] {
      #expect(value == nil)
    }
    #expect(!report.text.contains("100.0%"))
    #expect(report.text.contains("intent accuracy    n/a"))
  }

  @Test("text and Markdown show n/a")
  func textAndMarkdown() throws {
    let report = try Self.report()
    #expect(report.text.contains("  ambiguity          P n/a  R n/a\n"))
    #expect(report.text.contains("  false accepts      n/a   false rejects 0.0%\n"))
    #expect(report.text.contains("  B                             0       0.0%     n/a   0.0%      0\n"))
    #expect(!report.text.contains("ambiguity          P 100.0%"))
    let markdown = report.markdown
    #expect(markdown.contains("| ambiguity precision | n/a |"))
    #expect(markdown.contains("| ambiguity recall | n/a |"))
    #expect(markdown.contains("| false-accept rate | n/a |"))
    #expect(markdown.contains("| B | 0 | 0.0% | n/a | 0.0% | 0 |"))
  }

  @Test("JSON writes null")
  func json() throws {
    let report = try Self.report()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    #expect(object["falseAcceptRate"] is NSNull)
    #expect(object["falseRejectRate"] as? Double == 0)
    #expect(object["textAccuracy"] is NSNull)
    let ambiguity = try #require(object["ambiguity"] as? [String: Any])
    for key in ["precision", "recall", "f1"] { #expect(ambiguity[key] is NSNull, "\(key)") }
    let b = try #require((object["perApp"] as? [String: Any])?["B"] as? [String: Any])
    #expect(b["recall"] is NSNull)
    #expect(b["precision"] as? Double == 0)
    let empty = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.report("").json.utf8)) as? [String: Any])
    for key in ["outcomeAccuracy", "appAccuracy", "intentAccuracy", "exactMatch", "valueAccuracy"] {
      #expect(empty[key] is NSNull, "\(key)")
    }
  }

  @Test("JUnit properties say n/a")
  func junit() throws {
    let junit = try Self.report().junit
    #expect(junit.contains(#"<property name="ambiguityPrecision" value="n/a"/>"#))
    #expect(junit.contains(#"<property name="falseAcceptRate" value="n/a"/>"#))
    #expect(junit.contains(#"<property name="falseRejectRate" value="0.0"/>"#))
  }

  @Test("HTML shows an n/a tile, neutral and without a meter, and n/a cells")
  func html() throws {
    let html = try Self.report().html
    #expect(
      html.contains(
        #"<div class="tile neutral"><div class="label">Ambiguity F1</div><div class="value">n/a</div><div class="detail">P n/a · R n/a</div></div>"#
      ))
    #expect(
      html.contains(
        #"<div class="tile neutral"><div class="label">False accepts</div><div class="value">n/a</div><div class="detail">"#
      ))
    #expect(!html.contains(#"<div class="tile good"><div class="label">Ambiguity F1</div>"#))
    #expect(html.contains("B recall: n/a"))
  }

  @Test("a gate on a rate that is n/a is not passed")
  func gate() throws {
    let report = try Self.report()
    let gate = EvalGate(metric: .falseAcceptRate, threshold: 0.05)
    #expect(
      gate.check(report)
        == .unchecked("max false accept gate cannot be checked: the rate is n/a, no line is labelled noMatch"))
    #expect(EvalGate(metric: .intentAccuracy, threshold: 0.4).check(report) == .passed)
    #expect(
      EvalGate(metric: .exactMatch, threshold: 0.9).check(report) == .missed("min exact gate missed: 50.0% < 90.0%"))
  }
}
