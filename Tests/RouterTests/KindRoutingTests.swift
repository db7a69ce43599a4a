import Foundation
import Testing

@testable import PhraseGrammar
@testable import RequestModels
@testable import Router

/// The kinds of real request: what kind an utterance is, which kinds an intent serves, and the
/// tier that hears an utterance as the intent linked to its kind.
@Suite("Kinds of request")
struct KindRoutingTests {
  static let kinds = RequestKinds.standard

  /// The name of the likeliest kind of some words, or "none".
  static func likeliest(_ words: [String]) -> String {
    let posteriors = kinds.posteriors(words.map { Grammar.stemKey(Normalizer.normalize($0)) })
    let best = posteriors.indices.max { posteriors[$0] < posteriors[$1] }!
    return best == kinds.names.count ? "none" : kinds.names[best]
  }

  @Test(
    "an utterance's words say what kind of request it is",
    arguments: [
      (["umbrella", "today"], "weather_query"), (["mute"], "audio_volume_mute"), (["define", "organism"], "qa_definition"),
      (["stock", "price", "google"], "qa_stock"), (["joke"], "general_joke"),
    ])
  func kindOfWords(words: [String], expected: String) {
    #expect(Self.likeliest(words) == expected)
  }

  @Test("the posteriors are probabilities; words no request says leave every kind unlikely")
  func posteriors() {
    #expect(Self.kinds.names.count == 64)
    for words in [["umbrella"], ["zyxwv", "qwrtp"], []] {
      let posteriors = Self.kinds.posteriors(words)
      #expect(posteriors.count == 65)
      #expect(abs(posteriors.reduce(0, +) - 1) < 1e-9)
      #expect(posteriors.allSatisfy { $0 >= 0 && $0 <= 1 })
    }
    #expect(Self.kinds.posteriors(["zyxwv"]).dropLast().allSatisfy { $0 < 0.05 })
  }

  static let weather = """
    { "app": "Sky", "phrasesAreExamples": true, "intents": [
        { "id": "Rain", "phrases": ["will it rain today", "is it going to rain tomorrow", "what is the weather forecast"] } ] }
    """
  static let settings = """
    { "app": "Settings", "phrasesAreExamples": true,
      "vocabularies": { "Set": ["set", "change", "make"], "Listener": ["wake word", "listener", "hot word engine"] },
      "intents": [ { "id": "Listener", "keywords": { "required": ["Set", "Listener"] } } ] }
    """
  static let eggs = """
    { "app": "Eggs", "phrasesAreExamples": true, "intents": [
        { "id": "Portal", "phrases": ["sing the portal song", "still alive"] } ] }
    """

  /// The index of an app's intent in the router's model.
  static func modelled(_ app: String, _ intent: String, in router: Router) -> Int {
    let appIndex = router.appIndex[app]!
    return router.model.index(app: appIndex, intent: router.apps[appIndex].intents.firstIndex { $0.id == intent }!)!
  }

  @Test("an intent is linked to the kinds its words are typical of, not to a kind it shares one word with")
  func links() throws {
    let router = try makeRouter([Self.weather, Self.settings, Self.eggs])
    let kindNames = Self.kinds.names
    let rain = router.model.links[Self.modelled("Sky", "Rain", in: router)]
    let strongest = rain.max { $0.weight < $1.weight }
    #expect(strongest.map { kindNames[$0.kind] } == "weather_query")
    #expect((strongest?.weight ?? 0) > 0.5)
    // "change" is said when changing the lights' colour; a wake word is not.
    let listener = router.model.links[Self.modelled("Settings", "Listener", in: router)]
    #expect(!listener.contains { kindNames[$0.kind] == "iot_hue_lightchange" })
    // "song" is said of music; an easter egg about a game's song is linked by it at most weakly.
    let portal = router.model.links[Self.modelled("Eggs", "Portal", in: router)]
    #expect(portal.allSatisfy { $0.weight < 0.5 })
  }

  /// The route the kinds tier alone proposes, as "App.Intent", or nil.
  static func heard(_ utterance: String, in router: Router) -> String? {
    proposal(of: KindTier(), for: utterance, in: router)
  }

  @Test(
    "requests phrased as people phrase them reach the intent of their kind",
    arguments: ["do i need a coat today", "any signs of snow this weekend", "how hot will it be tomorrow"])
  func hears(utterance: String) throws {
    let router = try makeRouter([Self.weather, Self.settings, Self.eggs])
    #expect(Self.heard(utterance, in: router) == "Sky.Rain")
  }

  @Test(
    "requests of kinds no intent serves are not heard",
    arguments: ["change the lights to blue", "set an alarm for seven", "zyxwv qwrtp"])
  func hearsNothing(utterance: String) throws {
    let router = try makeRouter([Self.weather, Self.settings, Self.eggs])
    let route = Self.heard(utterance, in: router)
    #expect(route == nil || router.route(utterance).outcome == .noMatch)
  }

  @Test("the kinds tier proposes only with a calibration; its route reads no parameters and says which kind")
  func onlyCalibrated() throws {
    let router = try makeRouter([Self.weather, Self.settings, Self.eggs])
    var options = RouteOptions()
    options.minimumConfidence = 0
    options.explain = true
    let route = router.route("do i need a coat today", options: options)
    #expect(route.app == "Sky")
    #expect(route.template == "learned")
    #expect(route.explanation?.contains { $0.reason.contains("requests like it are most often 'weather_query'") } == true)
    #expect(router.route("do i need a coat today", options: .uncalibrated()).outcome == .noMatch)
  }

  static let answers = """
    { "app": "Oracle", "intents": [ { "id": "answer", "parameters": [], "answersQuestions": true } ] }
    """

  @Test("an intent that answers questions needs no phrases and is linked to every question of general knowledge")
  func answerer() throws {
    let router = try makeRouter([Self.weather, Self.answers])
    let links = router.model.links[Self.modelled("Oracle", "answer", in: router)]
    #expect(Set(links.map { Self.kinds.names[$0.kind] }) == ["qa_factoid", "qa_definition"])
    #expect(links.allSatisfy { $0.weight == 1 })
    #expect(Self.heard("define the word organism", in: router) == "Oracle.answer")
    // A weather question is the weather intent's, not a question of general knowledge.
    #expect(Self.heard("do i need a coat today", in: router) == "Sky.Rain")
    #expect(Self.heard("set an alarm for seven", in: router) != "Oracle.answer")
  }

  @Test("the links survive a registry file")
  func archived() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, manifest) in [("sky", Self.weather), ("settings", Self.settings), ("eggs", Self.eggs), ("oracle", Self.answers)] {
      try manifest.write(toFile: "\(folder)/\(name).json", atomically: true, encoding: .utf8)
    }
    let sources = try ManifestLoader.sources(paths: [folder])
    let router = try Router(manifests: sources.compactMap { ManifestLoader.decode($0.bytes, file: $0.file).0 })
    try RegistryFile.write(router: router, sources: sources, compiler: "test", to: folder + "/apps.grammar")
    let reread = try RegistryFile.load(path: folder + "/apps.grammar").router
    #expect(!router.model.links.joined().isEmpty)
    #expect(reread.model.links.map { $0.map(\.kind) } == router.model.links.map { $0.map(\.kind) })
    #expect(reread.model.links.map { $0.map(\.weight) } == router.model.links.map { $0.map(\.weight) })
    let answering = { (router: Router) in router.apps.flatMap(\.intents).map(\.answersQuestions) }
    #expect(answering(reread) == answering(router))
    #expect(answering(router).contains(true))
  }
}
