import Testing

@testable import Router

@Suite("A manifest's lexicon")
struct ManifestLexiconTests {
  static let clock = """
    { "app": "Clock", "lexicon": { "start": ["set", "begin"] },
      "intents": [ { "id": "Timer", "phrases": ["start a timer"] } ] }
    """
  static let stove = """
    { "app": "Stove", "intents": [ { "id": "Kitchen", "phrases": ["start a kitchen timer"] } ] }
    """

  @Test("the app's phrases hear its words' alternatives approximately; other apps' phrases do not")
  func alternatives() throws {
    let router = try makeRouter([Self.clock, Self.stove])
    let route = router.route("set a timer", options: .uncalibratedExplaining)
    #expect(route.verdict == "routed Clock.Timer")
    #expect(route.confidence == 0.87)
    #expect(
      route.explanation?.first?.reason
        == "no phrase matches as said; matched approximately, at a cost of 0.15 words: 'set' read as 'start'")
    // "begin" is Clock's word for "start", not Stove's.
    #expect(router.route("begin a kitchen timer", options: .uncalibrated()).outcome == .noMatch)
    var exact = RouteOptions.uncalibrated()
    exact.isExact = true
    #expect(router.route("set a timer", options: exact).outcome == .noMatch)
  }

  @Test("a lexicon pairs single words")
  func singleWords() {
    let json = #"{ "app": "Clock", "lexicon": { "start": ["kick off"] }, "intents": [ { "id": "T", "phrases": ["start"] } ] }"#
    let errors = ManifestLoader.decode(Array(json.utf8), file: "clock.json").1.filter { $0.severity == .error }
    #expect(errors.map(\.message.text) == ["'kick off' is not one word; a lexicon pairs single words"])
  }

  @Test("a group of single words in one phrase offers each for the others in the app's other phrases; an optional word may be left out")
  func groups() throws {
    let clock = """
      { "app": "Clock", "intents": [
        { "id": "Timer", "phrases": ["start a kitchen timer", "(start | set) a timer for tea"] },
        { "id": "Goal", "phrases": ["set my daily goal", "change my [daily] goal"] } ] }
      """
    let router = try makeRouter([clock, Self.stove])
    let set = router.route("set a kitchen timer", options: .uncalibratedExplaining)
    #expect(set.verdict == "routed Clock.Timer")
    #expect(
      set.explanation?.first?.reason
        == "no phrase matches as said; matched approximately, at a cost of 0.3 words: 'set' read as 'start'")
    // Stove's phrases do not hear Clock's words.
    #expect(router.route("set a kitchen timer in Stove", options: .uncalibrated()).verdict != "routed Stove.Kitchen")
    // "daily" may be left out of Clock's phrases, as "change my [daily] goal" does; "kitchen" only at
    // a content word's cost.
    let goal = router.route("set my goal", options: .uncalibratedExplaining)
    #expect(goal.verdict == "routed Clock.Goal")
    #expect(goal.confidence == 0.71)
    #expect(router.route("start a timer", options: .uncalibrated()).outcome == .noMatch)
  }

  @Test("an entity's or enum's phrase that begins with an article is heard without it, unless another value says the rest")
  func articles() {
    let entries = ManifestLexicons.withoutArticles(
      [["Airport", "the airport"], ["the express", "the airport bus"], ["the five"], ["five"], ["the park"], ["a park"]],
      articles: ["the", "a"])
    #expect(
      entries == [
        ["Airport", "the airport"], ["the express", "the airport bus", "airport bus", "express"], ["the five"], ["five"],
        ["the park"], ["a park"],
      ])
    #expect(ManifestLexicons.withoutArticles([["the park"]], articles: []) == [["the park"]])
    #expect(ManifestLexicons.language(of: "en-US") == "en")
  }
}
