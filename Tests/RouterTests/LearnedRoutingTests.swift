import Testing

@testable import PhraseGrammar
@testable import Router

/// The model learned from the templates: which intent an utterance's words are likeliest under,
/// and when the learned tier proposes it.
@Suite("The learned model")
struct LearnedRoutingTests {
  static let weather = """
    { "app": "Weather", "phrasesAreExamples": true,
      "vocabularies": { "Weather": ["weather", "forecast"], "Rain": ["rain", "raining", "umbrella"],
                        "Day": ["today", "tomorrow", "weekend"] },
      "intents": [
        { "id": "Forecast", "keywords": { "required": ["Weather"], "optional": ["Day"] } },
        { "id": "Rain", "keywords": { "required": ["Rain"], "optional": ["Day"] } } ] }
    """
  static let jokes = """
    { "app": "Jokes", "phrasesAreExamples": true, "intents": [
        { "id": "Joke", "phrases": ["tell me a joke", "make me laugh"] },
        { "id": "About", "parameters": [{ "name": "topic", "type": "string" }],
          "phrases": ["tell me a joke about {topic}"] } ] }
    """
  static let water = """
    { "app": "Water", "intents": [
        { "id": "Log", "phrases": ["log water [in {applicationName}]"] },
        { "id": "Progress", "phrases": ["show my progress [in {applicationName}]"] } ] }
    """

  static let lamp = """
    { "app": "Lamp", "intents": [
        { "id": "On", "phrases": ["turn on the lights", "turn the lights on", "lights on"] },
        { "id": "Off", "phrases": ["turn off the lights", "turn the lights off", "lights off"] } ] }
    """

  /// The route the learned tier alone proposes, as "App.Intent", or nil.
  static func learned(_ utterance: String, in router: Router) -> String? {
    proposal(of: LearnedTier(), for: utterance, in: router)
  }

  @Test(
    "words in another order, with chatter, or some left out, go to the intent that says them",
    arguments: [
      ("rain tomorrow or not", "Weather.Rain"),
      ("do i need my umbrella this weekend", "Weather.Rain"),
      ("weekend forecast please", "Weather.Forecast"),
      ("laugh, make me", "Jokes.Joke"),
      ("penguins joke, tell it", "Jokes.About"),
      ("my progress please show", "Water.Progress"),
    ])
  func hears(utterance: String, expected: String) throws {
    let router = try makeRouter([Self.weather, Self.jokes, Self.water])
    #expect(Self.learned(utterance, in: router) == expected)
  }

  @Test(
    "nothing without two of an intent's words, with a word no free text holds, or with an app's name alone",
    arguments: ["order a pizza", "log my weight", "Water", "the of and", "progress"])
  func hearsNothing(utterance: String) throws {
    let router = try makeRouter([Self.weather, Self.jokes, Self.water])
    #expect(Self.learned(utterance, in: router) == nil)
  }

  @Test("a particle that alone tells two intents' phrases apart is a word of the intent, not a function word")
  func contrastWords() throws {
    let router = try makeRouter([Self.lamp])
    let on = router.grammar.utterance("on").ids[0]
    #expect(router.grammar.isContrastWord(on))
    #expect(!router.grammar.isContrastWord(router.grammar.utterance("the").ids[0]))
    #expect(IntentModel.words(of: router.grammar.utterance("turn the lights on"), in: router.grammar).map(\.text) == [
      "turn", "lights", "on",
    ])
    // Saying neither "on" nor "off" leaves the two alike: the learned tier hears neither.
    #expect(Self.learned("turn the lights out", in: router) == nil)
    #expect(Self.learned("please turn the lights on now", in: router) == "Lamp.On")
  }

  @Test("an app named is heard among its intents only")
  func namedApp() throws {
    let router = try makeRouter([Self.weather, Self.jokes, Self.water])
    // "show" and "progress" are Water's; "tell" would be the jokes'.
    #expect(Self.learned("tell progress, show it in Water", in: router) == "Water.Progress")
  }

  @Test("the learned tier proposes only with a calibration; its route reads no parameters")
  func onlyCalibrated() throws {
    let router = try makeRouter([Self.weather, Self.jokes, Self.water])
    var options = RouteOptions()
    options.minimumConfidence = 0
    let route = router.route("penguins joke, tell it", options: options)
    #expect(route.template == "learned")
    #expect(route.parameters.allSatisfy { $0.state == .unset })
    #expect(router.route("penguins joke, tell it", options: .uncalibrated()).template != "learned")
  }

  @Test("the posterior is a probability over the intents, and coverage a share of the words")
  func posterior() throws {
    let router = try makeRouter([Self.weather, Self.jokes, Self.water])
    let reading = try #require(router.model.read(IntentModel.words(of: router.grammar.utterance("rain today"), in: router.grammar), allows: { _ in true }))
    #expect(reading.posterior > 0.5 && reading.posterior <= 1)
    #expect(reading.coverage == 1)
    let scores = try #require(router.model.scores(IntentModel.words(of: router.grammar.utterance("rain today"), in: router.grammar)))
    let all = Array(router.model.intents.indices)
    let total = all.reduce(0) { $0 + scores.posterior(of: $1, among: all) }
    #expect(abs(total - 1) < 1e-9)
  }

  @Test("a word intents never say but requests often do counts against an intent; a rare one less")
  func lift() throws {
    let router = try makeRouter([Self.weather, Self.jokes, Self.water])
    let weather = try #require(router.appIndex["Weather"])
    let rainIntent = try #require(router.model.index(app: weather, intent: 1))
    func lowest(_ text: String) throws -> Double {
      try #require(router.model.lift(of: rainIntent, IntentModel.words(of: router.grammar.utterance(text), in: router.grammar), background: .requests)).lowest
    }
    // "alarm" is a common word of requests, "zyzzyva" none.
    #expect(try lowest("rain alarm") < lowest("rain zyzzyva"))
    #expect(try lowest("rain today") > lowest("rain alarm"))
  }
}
