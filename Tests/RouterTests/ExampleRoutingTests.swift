import Testing

@testable import Evaluation
@testable import Router

@Suite("Phrases as examples: an utterance like a phrase")
struct ExampleRoutingTests {
  static let laugh = """
    { "app": "Laugh", "phrasesAreExamples": true, "intents": [
      { "id": "Laugh", "phrases": ["can you laugh", "laugh like a maniac"] },
      { "id": "RandomLaugh", "phrases": ["random laughing", "laugh at random times"] },
      { "id": "Define", "parameters": [{ "name": "word", "type": "string" }], "phrases": ["define {word}"] } ] }
    """
  static let clock = """
    { "app": "Clock", "phrasesAreExamples": true, "intents": [
      { "id": "Time", "phrases": ["what time is it", "tell me the time"] } ] }
    """

  @Test(
    "routes to the intent whose phrase the utterance is most like, or to none",
    arguments: [
      ("laugh randomly", "routed Laugh.RandomLaugh"),
      ("please laugh like a lunatic", "routed Laugh.Laugh"),
      ("tell me what time it is", "routed Clock.Time"),
      // Two words no phrase says, and no free text to take them.
      ("translate the time into spanish", "noMatch"),
      ("order a pizza", "noMatch"),
    ])
  func routes(utterance: String, expected: String) throws {
    let router = try makeRouter([Self.laugh, Self.clock])
    #expect(router.route(utterance, options: .uncalibrated()).verdict == expected)
  }

  @Test("the route's confidence is the similarity; parameters are unset; the explanation names the phrase")
  func route() throws {
    let router = try makeRouter([Self.laugh, Self.clock])
    let route = router.route("laugh randomly", options: .uncalibratedExplaining)
    #expect(route.confidence == 1)
    #expect(route.template == "random laughing")
    #expect(
      route.explanation?.first?.reason
        == "no phrase matches, even approximately; the utterance is most like 'random laughing' (similarity 1.0), "
        + "its parameters unread")
    let define = router.route("definition of serendipity", options: .uncalibrated())
    #expect(define.verdict == "noMatch" || define.parameters.allSatisfy { $0.state == .unset })
  }

  @Test(
    "a word said again counts once: similarity stays within 0 and 1",
    arguments: ["laugh laugh", "laugh laugh laugh randomly", "random random laughing laughing", "time time time"])
  func repeatedWords(utterance: String) throws {
    let router = try makeRouter([Self.laugh, Self.clock])
    var options = RouteOptions.uncalibrated()
    options.minimumConfidence = 0
    let confidence = try #require(router.route(utterance, options: options).confidence)
    #expect((0...1).contains(confidence))
  }

  @Test("words of a value of an enum or entity the phrase's slots read fill the slot")
  func values() throws {
    let garden = """
      { "app": "Garden", "phrasesAreExamples": true,
        "entities": { "Plant": { "values": [ { "id": "fern", "name": "boston fern" }, { "id": "cactus" } ] } },
        "intents": [
          { "id": "Water", "parameters": [{ "name": "plant", "type": "entity", "entity": "Plant" }],
            "phrases": ["water the {plant}", "give the {plant} a drink"] },
          { "id": "Feed", "phrases": ["feed the plants"] } ] }
      """
    let router = try makeRouter([garden])
    #expect(router.route("could my boston fern get some water", options: .uncalibrated()).verdict == "routed Garden.Water")
    // The same words, with no slot to take them, are about something else.
    #expect(router.route("could my boston terrier get some water", options: .uncalibrated()).outcome == .noMatch)
  }

  @Test("only apps whose phrases are examples; an app named, or matched exactly, leaves the utterance alone")
  func scope() throws {
    let grammarOnly = Self.clock.replacingOccurrences(of: #""phrasesAreExamples": true, "#, with: "")
    #expect(try makeRouter([grammarOnly]).route("tell me what time it is", options: .uncalibrated()).outcome == .noMatch)
    #expect(try makeRouter([Self.laugh, Self.clock]).route("tell me what time it is in Laugh", options: .uncalibrated()).outcome == .noMatch)
    var exact = RouteOptions.uncalibrated()
    exact.isExact = true
    #expect(try makeRouter([Self.clock]).route("tell me what time it is", options: exact).outcome == .noMatch)
  }

  @Test("two intents about as alike are a tie, the same whatever the order of registration")
  func ties() throws {
    let left =
      #"{ "app": "A", "phrasesAreExamples": true, "intents": [ { "id": "X", "phrases": ["play some jazz"] } ] }"#
    let right =
      #"{ "app": "B", "phrasesAreExamples": true, "intents": [ { "id": "Y", "phrases": ["play jazz now"] } ] }"#
    let forwards = try makeRouter([left, right]).route("jazz please play it", options: .uncalibrated())
    #expect(forwards.outcome == .ambiguous)
    #expect(try makeRouter([right, left]).route("jazz please play it", options: .uncalibrated()).jsonLine() == forwards.jsonLine())
  }

  @Test("the sweep keeps the surest tier's route at every threshold")
  func sweep() throws {
    let router = try makeRouter([Self.laugh])
    // Approximately, "can you laugh" with 'can' and 'you' left out is less sure than the phrase
    // the utterance is most like, at any threshold.
    let corpus = #"{"utterance": "laugh randomly", "expect": {"app": "Laugh", "intent": "RandomLaugh"}}"#
    let (entries, problems) = CorpusLoader.decode(Array(corpus.utf8), file: "c.jsonl")
    #expect(problems.isEmpty)
    let judged = Evaluator(router: router).run(entries)
    #expect(judged.first?.intentCorrect == true)
    #expect(judged.first?.predictedIntent(at: 0.55) == "Laugh.RandomLaugh")
    #expect(judged.first?.predictedIntent(at: 0) == "Laugh.RandomLaugh")
    #expect(judged.first?.keptIntent == "Laugh.RandomLaugh")
  }
}
