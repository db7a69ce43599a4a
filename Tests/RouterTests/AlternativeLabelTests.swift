import Testing

@testable import Evaluation
@testable import Router

/// A routed label may accept any intent of its app, or other apps and intents beside its own: a
/// real request that several apps serve alike.
@Suite("Labels with alternatives")
struct AlternativeLabelTests {
  static let apps = [
    """
    {"app": "A", "intents": [
      {"id": "Log", "parameters": [{"name": "n", "type": "integer"}], "phrases": ["log {n}"]},
      {"id": "Show", "phrases": ["show stats"]}]}
    """,
    """
    {"app": "B", "intents": [{"id": "Joke", "phrases": ["tell a joke"]}, {"id": "Fact", "phrases": ["tell a fact"]}]}
    """,
  ]

  static func judge(_ corpus: String) throws -> [EvalCase] {
    let router = try makeRouter(apps)
    let (entries, problems) = CorpusLoader.decode(Array(corpus.utf8), file: "c.jsonl")
    #expect(problems.isEmpty, "\(problems.map(\.description))")
    return Evaluator(router: router).run(entries)
  }

  @Test(
    "a route is right when it reaches the label, an intent of an app-level label, or an alternative",
    arguments: [
      // utterance, label, intent right, exact
      ("show stats", #"{"app": "A"}"#, true, true),
      ("log 5", #"{"app": "A"}"#, true, true),
      ("tell a joke", #"{"app": "A"}"#, false, false),
      ("tell a joke", #"{"app": "A", "intent": "Show", "alternatives": [{"app": "B", "intent": "Joke"}]}"#, true, true),
      ("tell a fact", #"{"app": "A", "intent": "Show", "alternatives": [{"app": "B", "intent": "Joke"}]}"#, false, false),
      ("tell a fact", #"{"app": "A", "intent": "Show", "alternatives": [{"app": "B"}]}"#, true, true),
      ("hello", #"{"app": "A", "alternatives": [{"app": "B"}]}"#, false, false),
      ("log 5", #"{"app": "A", "intent": "Log", "parameters": {"n": 6}, "alternatives": [{"app": "B"}]}"#, true, false),
    ])
  func judged(utterance: String, label: String, intentRight: Bool, exact: Bool) throws {
    let cases = try Self.judge(#"{"utterance": "\#(utterance)", "expect": \#(label)}"#)
    #expect(cases.count == 1)
    #expect(cases.first?.intentCorrect == intentRight)
    #expect(cases.first?.exact == exact)
  }

  @Test("an alternative's unknown app or intent is an error at its column; malformed ones are bad lines")
  func checked() throws {
    let manifests = Self.apps.enumerated().compactMap { ManifestLoader.decode(Array($1.utf8), file: "\($0).json").0 }
    let corpus = #"{"utterance": "a", "expect": {"app": "A", "alternatives": [{"app": "C"}, {"app": "B", "intent": "Jokes"}]}}"#
    let (entries, _) = CorpusLoader.decode(Array(corpus.utf8), file: "c.jsonl")
    #expect(
      CorpusLabelCheck.problems(entries, manifests: manifests).map(\.description) == [
        "c.jsonl:1:68: error: unknown app 'C'; did you mean 'A'? (at expect.alternatives[0].app)",
        "c.jsonl:1:97: error: unknown intent 'Jokes' of app 'B'; did you mean 'Joke'? (at expect.alternatives[1].intent)",
      ])
    for bad in [
      #"{"utterance": "a", "expect": {"app": "A", "alternatives": {"app": "B"}}}"#,
      #"{"utterance": "a", "expect": {"app": "A", "alternatives": [{"intent": "Joke"}]}}"#,
      #"{"utterance": "a", "expect": {"outcome": "noMatch", "alternatives": [{"app": "B"}]}}"#,
      #"{"utterance": "a", "expect": {"app": "A", "parameters": {"n": 1}}}"#,
    ] {
      #expect(CorpusLoader.decode(Array(bad.utf8), file: "c.jsonl").1.count == 1, "\(bad)")
    }
  }
}
