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
    let route = router.route("set a timer", options: RouteOptions(explain: true))
    #expect(route.summary == "routed Clock.Timer")
    #expect(route.confidence == 0.87)
    #expect(
      route.explanation?.first?.reason
        == "no phrase matches as said; matched approximately, at a cost of 0.15 words: 'set' read as 'start'")
    // "begin" is Clock's word for "start", not Stove's.
    #expect(router.route("begin a kitchen timer").outcome == .noMatch)
    var exact = RouteOptions()
    exact.isExact = true
    #expect(router.route("set a timer", options: exact).outcome == .noMatch)
  }

  @Test("a lexicon pairs single words")
  func singleWords() {
    let json = #"{ "app": "Clock", "lexicon": { "start": ["kick off"] }, "intents": [ { "id": "T", "phrases": ["start"] } ] }"#
    let errors = ManifestLoader.decode(Array(json.utf8), file: "clock.json").1.filter { $0.severity == .error }
    #expect(errors.map(\.message.text) == ["'kick off' is not one word; a lexicon pairs single words"])
  }
}
