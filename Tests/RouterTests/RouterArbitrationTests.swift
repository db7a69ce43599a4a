import Testing

@testable import Router

@Suite("Router arbitration")
struct RouterArbitrationTests {
  static let water = """
    {"app": "Water", "synonyms": ["Water Tracker"],
     "intents": [
       {"id": "LogWater",
        "parameters": [{"name": "amount", "type": "integer", "min": 1, "max": 100, "default": 8}],
        "phrases": ["log water", "log water in {applicationName}", "log {amount} ounces [of water] [in {applicationName}]",
                    {"template": "log a glass of water", "sets": {"amount": 8}}],
        "negativePhrases": ["water the plants"]},
       {"id": "Progress", "phrases": ["how am I doing", "show progress in {applicationName}"]}
     ]}
    """
  static let hydro = """
    {"app": "Hydro",
     "intents": [
       {"id": "LogDrink",
        "parameters": [{"name": "amount", "type": "integer"}],
        "phrases": ["log water", "log water in {applicationName}", "log {amount} ounces of water",
                    "water the plants"]},
       {"id": "Note", "parameters": [{"name": "text", "type": "string", "maxWords": 3}],
        "phrases": ["log {text}"]}
     ]}
    """

  /// Utterances and what the router of Water and Hydro decides for each.
  static let routes = [
    // Competing apps.
    ("log water in Water", "routed Water.LogWater"),
    ("log water in water tracker", "routed Water.LogWater"),
    ("log water in Hydro", "routed Hydro.LogDrink"),
    ("log water", "ambiguous Hydro.LogDrink,Water.LogWater"),
    ("log 12 ounces of water", "ambiguous Hydro.LogDrink,Water.LogWater"),
    ("log 12 ounces of water in Water", "routed Water.LogWater"),
    ("log 12 ounces", "routed Water.LogWater"),
    ("log my morning run", "routed Hydro.Note"),
    ("log my long morning run", "noMatch"),
    ("how am I doing", "routed Water.Progress"),
    ("water the plants", "routed Hydro.LogDrink"),
    ("order a pizza", "noMatch"),
    ("", "noMatch"),
    // Filler words around a request are forgiven when nothing else matches.
    ("please log 12 ounces in Water", "routed Water.LogWater"),
    ("could you log 12 ounces in Water please", "routed Water.LogWater"),
    ("hey can you show progress in Water thanks", "routed Water.Progress"),
    ("please", "noMatch"),
    ("please order a pizza", "noMatch"),
    ("log my run please", "routed Hydro.Note"),
    // An app addressed outside its phrase is heard when nothing else matches.
    ("Water, show progress", "routed Water.Progress"),
    ("ask Water to show progress", "routed Water.Progress"),
    ("tell Water Tracker to log 12 ounces", "routed Water.LogWater"),
    ("show progress using Water", "routed Water.Progress"),
    ("show progress with the Water app", "routed Water.Progress"),
    ("Hydro log water", "routed Hydro.LogDrink"),
    ("log 12 ounces of water with Hydro", "routed Hydro.LogDrink"),
    // A name-free phrase of the addressed app counts too, and only that app's phrases do.
    ("Hydro, log 12 ounces of water", "routed Hydro.LogDrink"),
    ("Water, how am I doing", "routed Water.Progress"),
    ("Hydro, how am I doing", "noMatch"),
    // Nothing of the app's fits, or its negative phrase is said, or the name is all there is.
    ("Water, order a pizza", "noMatch"),
    ("Water the plants", "routed Hydro.LogDrink"),
    ("Water", "noMatch"),
    ("ask Water", "noMatch"),
    // The name must be at the start or the end.
    ("show Water progress", "noMatch"),
  ]

  @Test(
    "decides between competing apps, forgives fillers, hears an app addressed outside its phrase", arguments: routes)
  func decides(utterance: String, expected: String) throws {
    let router = try makeRouter([Self.water, Self.hydro])
    // The phrases' arbitration, by the tiers' own scores (the learned model hears "show Water
    // progress" as Water's Progress: see LearnedRoutingTests).
    #expect(router.route(utterance, options: .uncalibrated()).verdict == expected)
  }

  @Test("explains the skipped fillers, and keeps the utterance and slot words as said")
  func fillerExplanation() throws {
    let router = try makeRouter([Self.water])
    let route = router.route("please log 12 ounces in Water", options: RouteOptions(explain: true))
    #expect(route.utterance == "please log 12 ounces in Water")
    #expect(route.parameters.first?.text == "12")
    #expect(route.explanation?.first?.reason == "matched after skipping 'please'")
    var strict = RouteOptions()
    strict.skipsFillers = false
    strict.editCosts = nil
    #expect(router.route("please log 12 ounces in Water", options: strict).outcome == .noMatch)
  }

  @Test("explains an addressed app, keeps the slot words as said, and can be turned off")
  func addressedExplanation() throws {
    let router = try makeRouter([Self.water, Self.hydro])
    let route = router.route("Water, log 12 ounces of water", options: RouteOptions(explain: true))
    #expect(route.verdict == "routed Water.LogWater")
    #expect(route.utterance == "Water, log 12 ounces of water")
    #expect(route.template == "log {amount} ounces [of water] [in {applicationName}]")
    #expect(route.parameters.first?.text == "12")
    #expect(
      route.explanation?.first?.reason
        == "heard as addressed to Water; matched 'log 12 ounces of water' among its phrases")
    var strict = RouteOptions()
    strict.hearsAddressedApps = false
    strict.editCosts = nil
    #expect(router.route("Water, show progress", options: strict).outcome == .noMatch)
  }

  @Test("hears the app's name with 'the' and 'app'", arguments: ["Water", "the Water app", "Water app", "the Water"])
  func appNameForms(name: String) throws {
    let router = try makeRouter([Self.water])
    #expect(router.route("show progress in \(name)").verdict == "routed Water.Progress")
  }

  @Test("a literal phrase beats free text; a named app beats both")
  func ranking() throws {
    let router = try makeRouter([Self.water, Self.hydro])
    // "log water" is literal in both apps and free text in Hydro.Note: the literal ones tie.
    let route = router.route("log water")
    #expect(route.candidates.count == 2)
    // A free-text reading loses to a literal one even within one app.
    #expect(router.route("log water in Hydro").template == "log water in {applicationName}")
  }

  @Test("fills, fixes, clears and leaves parameters unset")
  func parameterStates() throws {
    let calendar = """
      {"app": "Agenda", "intents": [{"id": "Update",
        "parameters": [{"name": "event", "type": "string"},
                       {"name": "recurrence", "type": "enum", "enum": "Recurrence", "default": "weekly"},
                       {"name": "reminder", "type": "boolean"}],
        "phrases": [{"template": "don't repeat {event}", "sets": {"recurrence": null}},
                    {"template": "repeat {event} every week", "sets": {"recurrence": "weekly"}},
                    "repeat {event} {recurrence}", "remind me about {event} {reminder}"]}],
       "enums": {"Recurrence": {"cases": [{"id": "daily", "synonyms": ["every day"]}, {"id": "weekly"}]}}}
      """
    let router = try makeRouter([calendar])
    for (utterance, parameters) in [
      ("don't repeat team standup", [#"event=set:"team standup""#, "recurrence=cleared", "reminder=unset"]),
      ("repeat lunch every week", [#"event=set:"lunch""#, #"recurrence=set:"weekly""#, "reminder=unset"]),
      ("repeat lunch every day", [#"event=set:"lunch""#, #"recurrence=set:"daily""#, "reminder=unset"]),
      (
        "remind me about lunch off",
        [#"event=set:"lunch""#, #"recurrence=unset:default "weekly""#, "reminder=set:false"]
      ),
    ] {
      #expect(router.route(utterance).parameterSummary == parameters, "\(utterance)")
    }
    let filled = router.route("Don't repeat Team Standup")
    #expect(filled.parameters.first?.text == "Team Standup")
  }

  @Test("rejects values outside a parameter's range and explains why")
  func bounds() throws {
    let router = try makeRouter([Self.water])
    #expect(router.route("log 500 ounces").verdict == "noMatch")
    let explained = router.route("log 500 ounces", options: RouteOptions(explain: true))
    #expect(explained.explanation?.map(\.status) == [.rejected])
    #expect(explained.explanation?.first?.reason == "'amount' = 500 is above the maximum 100")
    #expect(router.route("log twelve ounces").parameterSummary == ["amount=set:12"])
  }

  @Test("a negative phrase keeps its app out, not the others")
  func negativePhrases() throws {
    let router = try makeRouter([Self.water, Self.hydro])
    let route = router.route("water the plants", options: RouteOptions(explain: true))
    #expect(route.verdict == "routed Hydro.LogDrink")
    #expect(route.explanation?.map(\.status) == [.selected, .negative])
    let waterOnly = try makeRouter([Self.water])
    #expect(waterOnly.route("water the plants").verdict == "noMatch")
  }

  @Test("explains every candidate and why each lost")
  func explanations() throws {
    let router = try makeRouter([Self.water, Self.hydro])
    let route = router.route("log water in Water", options: RouteOptions(explain: true))
    let lines = route.explanation?.map { "\($0.status.rawValue) \($0.app).\($0.intent): \($0.reason)" }
    #expect(
      lines == [
        // Hydro's free text took Water's name, so Water is heard as addressed too.
        "note .: heard as addressed to Water; matched 'log water' among its phrases",
        "selected Water.LogWater: ranks first",
        "outranked Water.LogWater: matches 2 literal words; the winner matches 3",
        "outranked Hydro.Note: does not name its app; the winner does",
      ])
    #expect(route.alternatives.map { "\($0.app).\($0.intent)" } == ["Hydro.Note"])
  }

  @Test(
    "explains a miss by how far the longest match got",
    arguments: [
      (
        "log water in Tracker",
        "no template matches the whole utterance; the longest match covers 'log water in' (3 of 4 tokens)"
      ),
      ("play jazz", "no template begins with 'play'"),
      ("", "the utterance has no words"),
    ])
  func explainsMisses(utterance: String, reason: String) throws {
    let router = try makeRouter([Self.water])
    var exact = RouteOptions(explain: true)
    exact.editCosts = nil
    let route = router.route(utterance, options: exact)
    #expect(route.outcome == .noMatch)
    #expect(route.explanation?.map(\.reason) == [reason])
    #expect(route.explanation?.map(\.status) == [.note])
  }

  @Test("explains what approximate matching found closest, and why it was not sure enough")
  func explainsRefusal() throws {
    let router = try makeRouter([Self.water])
    var options = RouteOptions.uncalibratedExplaining
    // Room for "in Tracker" said (1.1 words), beyond the standard ceiling.
    options.editCosts?.ceiling = 150
    let route = router.route("log water in Tracker", options: options)
    #expect(route.outcome == .noMatch)
    #expect(
      route.explanation?.map(\.reason) == [
        "no template matches the whole utterance; the longest match covers 'log water in' (3 of 4 tokens)",
        "the closest approximate match, 'log water' (Water), costs 1.1 words ('in' said, 'Tracker' said): "
          + "confidence 0.48, below the minimum 0.55",
      ])
  }

  @Test(
    "the explanation says which tier's proposal the arbiter chose, and why not the others'",
    arguments: [
      ("tell me a chuck norris joke", "decided by the tier 'keywords' (0.75) over 'phrases' (1.0, outread)"),
      ("what can you do", "decided by the tier 'examples' (1.0) over 'approximate phrases' (0.61, less sure)"),
    ])
  func arbitrationExplained(utterance: String, note: String) throws {
    let router = try Self.skills
    #expect(router.route(utterance, options: .uncalibratedExplaining).explanation?.last?.reason == note)
    // Without an explanation, the same route.
    var explained = router.route(utterance, options: .uncalibratedExplaining)
    explained.explanation = nil
    #expect(explained.jsonLine() == router.route(utterance, options: .uncalibrated()).jsonLine())
  }

  /// The bundled voice skills, whose tiers compete (keywords and phrases, examples and
  /// approximate phrases).
  static var skills: Router {
    get throws {
      try Router(
        manifests: ManifestLoader.load(paths: [packageRoot.appendingPathComponent("Corpora/skills-apps").path])
          .manifests)
    }
  }

  @Test("gives the same output whatever order the apps were registered in")
  func registrationOrder() throws {
    let utterances = [
      "log water", "log water in Water", "log 5 ounces", "log tea", "water the plants", "how am I doing",
    ]
    let forward = try makeRouter([Self.water, Self.hydro])
    let backward = try makeRouter([Self.hydro, Self.water])
    for utterance in utterances {
      let options = RouteOptions(explain: true)
      #expect(
        forward.route(utterance, options: options).jsonLine() == backward.route(utterance, options: options).jsonLine())
    }
  }

  @Test("refuses two apps with the same name")
  func duplicateNames() throws {
    #expect(throws: ManifestErrors.self) { try makeRouter([Self.water, Self.water]) }
  }

  @Test("refuses utterances past the token limit with an error route")
  func tokenLimit() throws {
    let router = try makeRouter([Self.water])
    let route = router.route(String(repeating: "water ", count: 600))
    #expect(route.verdict == "error utterance has 600 tokens; the limit is 512")
  }

  @Test("writes routes as the documented JSON line")
  func jsonLine() throws {
    let router = try makeRouter([Self.water, Self.hydro])
    #expect(
      router.route("Log 12 ounces of water in Water", options: .uncalibrated()).jsonLine(line: 3)
        == #"{"version":1,"kind":"route","line":3,"utterance":"Log 12 ounces of water in Water","outcome":"routed","app":"Water","intent":"LogWater","parameters":{"amount":{"state":"set","value":12,"text":"12"}},"score":0.99,"confidence":1,"template":"log {amount} ounces [of water] [in {applicationName}]","alternatives":[]}"#
    )
    #expect(
      router.route("log water", options: .uncalibrated()).jsonLine(line: 1)
        == #"{"version":1,"kind":"route","line":1,"utterance":"log water","outcome":"ambiguous","confidence":1,"candidates":[{"app":"Hydro","intent":"LogDrink","score":1,"template":"log water"},{"app":"Water","intent":"LogWater","score":1,"template":"log water"}]}"#
    )
    #expect(
      router.route("nothing").jsonLine(line: 2)
        == #"{"version":1,"kind":"route","line":2,"utterance":"nothing","outcome":"noMatch"}"#)
  }
}
