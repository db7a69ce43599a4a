import Testing

@testable import Lint
@testable import Router

/// Manifests whose phrases glue slots to words: a Korean particle after the app's name, a
/// German compound of a room and "licht", French elision before free text.
@Suite("Glued words in routing")
struct GluedRoutingTests {
  static let korean = """
    {"app": "워터", "synonyms": ["Water"], "locale": "ko",
     "intents": [
       {"id": "LogWater", "phrases": ["{applicationName}에서 물 기록해줘"]},
       {"id": "ShowProgress", "phrases": ["{applicationName}에서 기록 보여줘"]}
     ]}
    """

  static let german = """
    {"app": "Lichter", "locale": "de",
     "intents": [
       {"id": "TurnOn", "parameters": [{"name": "room", "type": "entity", "entity": "Room"}],
        "phrases": ["schalte das {room}licht an"]},
       {"id": "Dim", "parameters": [{"name": "room", "type": "enum", "enum": "RoomCase"}],
        "phrases": ["dimme die {room}lampe"]}
     ],
     "entities": {"Room": {"values": [{"id": "living", "name": "Wohnzimmer"}, {"id": "kitchen", "name": "Küche"}]}},
     "enums": {"RoomCase": {"cases": [{"id": "wohnzimmer"}, {"id": "kueche", "synonyms": ["Küche"]}]}}}
    """

  static let french = """
    {"app": "Notes", "locale": "fr",
     "intents": [
       {"id": "Say", "parameters": [{"name": "message", "type": "string"}], "phrases": ["dis qu'{message}"]}
     ]}
    """

  static let routeRows: [(utterance: String, expected: String)] = [
    ("워터에서 물 기록해줘", "routed 워터.LogWater"),
    ("Water에서 물 기록해줘", "routed 워터.LogWater"),
    ("워터에서 기록 보여줘", "routed 워터.ShowProgress"),
    ("워터 에서 물 기록해줘", "noMatch"),
    ("하이드로에서 물 기록해줘", "noMatch"),
    ("schalte das Wohnzimmerlicht an", "routed Lichter.TurnOn"),
    ("schalte das Küchenlicht an", "noMatch"),
    ("schalte das Kuechelicht an", "noMatch"),
    ("schalte das Küchelicht an", "routed Lichter.TurnOn"),
    ("schalte das Wohnzimmer licht an", "noMatch"),
    ("dimme die Wohnzimmerlampe", "routed Lichter.Dim"),
    ("dis qu'il pleut", "routed Notes.Say"),
  ]

  @Test("routes utterances whose words hold a slot's value", arguments: routeRows)
  func routes(utterance: String, expected: String) throws {
    let router = try makeRouter([Self.korean, Self.german, Self.french])
    #expect(router.route(utterance).verdict == expected)
  }

  /// An utterance, and its route's parameters as `name=state:value` and the slots' texts.
  static let valueRows: [(utterance: String, parameters: [String], texts: [String])] = [
    (
      "schalte das Wohnzimmerlicht an", [#"room=set:{"id":"living","name":"Wohnzimmer"}"#], ["Wohnzimmer"]
    ),
    ("schalte das KÜCHELICHT an", [#"room=set:{"id":"kitchen","name":"Küche"}"#], ["KÜCHE"]),
    ("dimme die Wohnzimmerlampe", [#"room=set:"wohnzimmer""#], ["Wohnzimmer"]),
    ("dis qu'il pleut", [#"message=set:"il pleut""#], ["il pleut"]),
    ("dis qu’il pleut à Paris", [#"message=set:"il pleut à Paris""#], ["il pleut à Paris"]),
  ]

  @Test("a glued slot's value and text are its own words, not the whole word it is in", arguments: valueRows)
  func values(utterance: String, parameters: [String], texts: [String]) throws {
    let router = try makeRouter([Self.korean, Self.german, Self.french])
    let route = router.route(utterance)
    #expect(route.outcome == .routed)
    #expect(route.parameterSummary == parameters)
    #expect(route.parameters.compactMap(\.text) == texts)
  }

  @Test("the route's JSON shows the glued value's own text")
  func json() throws {
    let router = try makeRouter([Self.german])
    let line = router.route("schalte das Wohnzimmerlicht an").jsonLine(line: 1)
    #expect(line.contains(#""text":"Wohnzimmer""#))
    #expect(!line.contains("Wohnzimmerlicht\"}"))
  }

  @Test("the explanation names the glued slot's own text")
  func explanation() throws {
    let router = try makeRouter([Self.korean, Self.german, Self.french])
    let route = router.route("schalte das Wohnzimmerlicht an", options: RouteOptions(explain: true))
    let selected = try #require(route.explanation?.first)
    #expect(selected.status == .selected)
    #expect(selected.template == "schalte das {room}licht an")
    #expect(selected.slots == ["room=Wohnzimmer"])
    let said = router.route("dis qu'il pleut", options: RouteOptions(explain: true))
    #expect(said.explanation?.first?.slots == ["message=il pleut"])
    let named = router.route("Water에서 물 기록해줘", options: RouteOptions(explain: true))
    #expect(named.explanation?.first?.status == .selected)
    #expect(named.explanation?.first?.slots == [])
  }

  /// Two apps that both accept "schalte das Wohnzimmerlicht an": one through a glued word.
  static func overlapping(_ glued: String) -> [ManifestFile] {
    [
      ManifestFile(
        name: "a.json",
        json: #"{"app": "Lichter", "intents": [{"id": "TurnOn", "parameters": [{"name": "room", "type": "entity", "#
          + #""entity": "Room"}], "phrases": [""# + glued + #""]}], "entities": {"Room": ["Wohnzimmer"]}}"#),
      ManifestFile(
        name: "b.json",
        json: #"{"app": "Leuchten", "intents": [{"id": "On", "phrases": ["schalte das Wohnzimmerlicht an"]}]}"#),
    ]
  }

  /// Whether lint reports that the apps overlap.
  static func overlaps(_ glued: String) -> Bool {
    lint(overlapping(glued)).findings.contains { $0.message.id == "CrossAppOverlap" }
  }

  @Test("lint finds an overlap through a glued word, spelled out or read character by character")
  func lintOverlap() {
    // Spelled out into whole words, the glued word's overlap is found.
    #expect(Self.overlaps("schalte das Wohnzimmer[s]licht an"))
    // Strict: "Wohnzimmer licht" is two words, so no overlap.
    #expect(!Self.overlaps("schalte das {room} licht an"))
    withKnownIssue("the overlap search does not follow a word read character by character") {
      #expect(Self.overlaps("schalte das {room}licht an"))
    }
  }
}
