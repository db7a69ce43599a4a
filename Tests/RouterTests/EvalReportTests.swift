import Testing

@testable import Evaluation
@testable import Router

/// Every metric on a corpus small enough to work out by hand.
///
/// Apps A and B both have "log {n} in {applicationName}" and "log water"; A also has
/// "show stats". The eight lines and what the router answers:
///
/// | # | utterance | label | routed | notes |
/// |---|---|---|---|---|
/// | 1 | log 5 in A | A.Log n=5 | A.Log n=5 | exact |
/// | 2 | log 7 in B | A.Log n=7 | B.Log | B steals from A |
/// | 3 | log water | ambiguous A, B | ambiguous A, B | exact |
/// | 4 | show stats | A.Show | A.Show | exact |
/// | 5 | log 3 in A | A.Log n=4 | A.Log n=3 | wrong value |
/// | 6 | hello | noMatch | noMatch | exact |
/// | 7 | log water | A.Log | ambiguous | |
/// | 8 | show stats | noMatch | A.Show | false accept |
@Suite("Evaluation metrics")
struct EvalReportTests {
  static let appA = """
    {"app": "A", "intents": [
      {"id": "Log", "parameters": [{"name": "n", "type": "integer"}],
       "phrases": ["log {n} in {applicationName}", "log water"]},
      {"id": "Show", "phrases": ["show stats"]}]}
    """
  static let appB = """
    {"app": "B", "intents": [
      {"id": "Log", "parameters": [{"name": "n", "type": "integer"}],
       "phrases": ["log {n} in {applicationName}", "log water"]}]}
    """
  static let corpus = """
    {"utterance": "log 5 in A", "expect": {"app": "A", "intent": "Log", "parameters": {"n": {"value": 5}}}, "tags": ["named"]}
    {"utterance": "log 7 in B", "expect": {"app": "A", "intent": "Log", "parameters": {"n": 7}}, "tags": ["named"]}
    {"utterance": "log water", "expect": {"outcome": "ambiguous", "apps": ["A", "B"]}, "tags": ["free"]}
    {"utterance": "show stats", "expect": {"app": "A", "intent": "Show"}, "tags": ["free"]}
    {"utterance": "log 3 in A", "expect": {"app": "A", "intent": "Log", "parameters": {"n": 4}}, "tags": ["named"]}
    {"utterance": "hello", "expect": {"outcome": "noMatch"}}
    {"utterance": "log water", "expect": {"app": "A", "intent": "Log"}, "tags": ["free"]}
    {"utterance": "show stats", "expect": {"outcome": "noMatch"}, "tags": ["free"]}
    """

  static func report() throws -> EvalReport {
    let router = try makeRouter([appA, appB])
    let (entries, problems) = CorpusLoader.decode(Array(corpus.utf8), file: "corpus.jsonl")
    #expect(problems.isEmpty)
    #expect(entries.count == 8)
    return EvalReport(cases: Evaluator(router: router).run(entries), router: router)
  }

  @Test("accuracies and exact match")
  func accuracies() throws {
    let report = try Self.report()
    #expect(report.total == 8)
    #expect(report.outcomeAccuracy == 6.0 / 8)  // lines 7 and 8 have the wrong outcome
    #expect(report.appAccuracy == 5.0 / 8)  // 2, 7, 8 wrong
    #expect(report.intentAccuracy == 5.0 / 8)
    #expect(report.exactMatch == 4.0 / 8)  // 1, 3, 4, 6
  }

  @Test("slots are scored on lines with the right intent only")
  func slots() throws {
    let report = try Self.report()
    // Line 1: n right (TP). Line 5: n wrong (FP and FN). Line 2 has the wrong intent: not scored.
    #expect(report.slots == PRF(truePositives: 1, falsePositives: 1, falseNegatives: 1))
    #expect(report.slots.precision == 0.5)
    #expect(report.slots.recall == 0.5)
    #expect(report.slots.f1 == 0.5)
    #expect(report.slotNames == PRF(truePositives: 2, falsePositives: 0, falseNegatives: 0))
    #expect(report.valueAccuracy == 0.5)
    #expect(report.slotsByType.map(\.type) == ["integer"])
    #expect(report.slotsByParameter.map(\.parameter) == ["A.Log.n"])
  }

  @Test("false accepts, false rejects and ambiguity")
  func rates() throws {
    let report = try Self.report()
    #expect(report.falseAcceptRate == 0.5)  // line 8 of lines 6 and 8
    #expect(report.falseRejectRate == 0)  // no routed label got noMatch
    #expect(report.ambiguity == PRF(truePositives: 1, falsePositives: 1, falseNegatives: 0))
  }

  @Test("confusion matrices with none and ambiguous")
  func confusion() throws {
    let report = try Self.report()
    #expect(report.appConfusion.labels == ["A", "B", "ambiguous", "none"])
    #expect(
      report.appConfusion.counts == [
        [3, 1, 1, 0],  // A: lines 1, 4, 5 → A; 2 → B; 7 → ambiguous
        [0, 0, 0, 0],  // B: no line
        [0, 0, 1, 0],  // ambiguous: line 3
        [1, 0, 0, 1],  // none: 8 → A, 6 → none
      ])
    #expect(report.intentConfusion.labels == ["A.Log", "A.Show", "B.Log", "ambiguous", "none"])
    #expect(report.intentConfusion.counts[0] == [2, 0, 1, 1, 0])  // A.Log: 1, 5; 2 → B.Log; 7 → ambiguous
  }

  @Test("steals and per-app scores")
  func perApp() throws {
    let report = try Self.report()
    #expect(report.steals == [EvalReport.Steal(victim: "A", thief: "B", count: 1, rate: 0.2)])
    let a = try #require(report.perApp.first { $0.app == "A" })
    #expect((a.support, a.predicted, a.correct, a.exact) == (5, 4, 3, 2))  // exact: lines 1 and 4
    #expect(a.precision == 0.75)
    #expect(a.recall == 0.6)
    let b = try #require(report.perApp.first { $0.app == "B" })
    #expect((b.support, b.predicted, b.correct) == (0, 1, 0))
    #expect(b.precision == 0)
  }

  @Test("per-tag breakdown")
  func perTag() throws {
    let report = try Self.report()
    let named = try #require(report.perTag.first { $0.tag == "named" })
    #expect((named.count, named.outcomeCorrect, named.intentCorrect, named.exact) == (3, 3, 2, 1))
    let free = try #require(report.perTag.first { $0.tag == "free" })
    #expect((free.count, free.outcomeCorrect, free.intentCorrect, free.exact) == (4, 2, 2, 2))
  }

  @Test("coverage: templates and parts used, intents never reached")
  func coverage() throws {
    let report = try Self.report()
    // Routed lines went through A's "log {n} in {applicationName}" (1, 5), B's (2) and A's "show stats" (4, 8).
    #expect(report.templatesUsed == 3)
    #expect(report.templatesTotal == 5)
    #expect(report.intentsNeverReached == [])
    let unused = report.coverage.filter { $0.uses == 0 }.map { "\($0.app).\($0.intent): \($0.template)" }
    #expect(unused == ["A.Log: log water", "B.Log: log water"])
  }

  @Test("failures carry expected, actual and the router's explanation")
  func failures() throws {
    let report = try Self.report()
    #expect(report.failures.map(\.line) == [2, 5, 7, 8])
    let wrongValue = try #require(report.failures.first { $0.line == 5 })
    #expect(wrongValue.differences == ["'n': expected 4, got 3"])
    #expect(wrongValue.explanation.first?.status == .selected)
    let stolen = try #require(report.failures.first { $0.line == 2 })
    #expect(stolen.expected == "A.Log")
    #expect(stolen.actual == "B.Log")
  }

  @Test("reports bad corpus lines with line and column")
  func corpusErrors() {
    let text = [
      #"{"utterance": "x", "expect": {"intent": "Log"}}"#, #"{"utterance": 3, "expect": {}}"#, "", "// a comment", "{bad",
    ].joined(separator: "\n")
    let (entries, problems) = CorpusLoader.decode(Array(text.utf8), file: "c.jsonl")
    #expect(entries.isEmpty)
    #expect(
      problems.map(\.description) == [
        "c.jsonl:1:30: error: a routed expectation needs 'app' (and 'intent', unless any of the app's intents is right) (at expect)",
        "c.jsonl:2:15: error: missing string 'utterance' (at utterance)",
        "c.jsonl:5:2: error: unquoted object key 'bad'",
      ])
  }
}
