import PhraseGrammar
import Testing

@testable import Evaluation
@testable import Router

/// Entity values valid only when another parameter has one of some values (`requires`).
@Suite("Parameter dependencies")
struct DependencyTests {
  static let transit = """
    {"app": "Transit",
     "intents": [
      {"id": "Next",
       "parameters": [{"name": "stop", "type": "entity", "entity": "Stop"},
                      {"name": "line", "type": "entity", "entity": "Line"}],
       "phrases": ["next {line} at {stop}", "next {line}", "next bus at {stop}",
                   {"template": "next {line} to the airport", "sets": {"stop": "airport"}}]}
     ],
     "entities": {
       "Stop": {"values": [{"id": "main-st", "name": "Main Street"}, {"id": "elm", "name": "Elm"},
                           {"id": "airport", "name": "Airport"}]},
       "Line": {"values": [
          {"id": "42", "name": "42", "synonyms": ["the express"], "requires": {"stop": ["main-st", "elm"]}},
          {"id": "7", "name": "7", "synonyms": ["the express"], "requires": {"stop": ["airport"]}}]}
     }}
    """

  /// The ids of the stop and line a route gives, `-` for unset, or the outcome when it does not route.
  static func ids(_ route: Route, _ names: [String] = ["stop", "line"]) -> String {
    guard route.outcome == .routed else { return "\(route.outcome)" }
    return names.map { name -> String in
      guard case .entity(let id, _, _)? = route.parameters.first(where: { $0.name == name })?.value else { return "-" }
      return id
    }.joined(separator: " ")
  }

  @Test(
    "the router takes the reading that keeps the dependencies, and rejects one that breaks them",
    arguments: [
      ("next the express at airport", "airport 7"),
      ("next the express at elm", "elm 42"),
      ("next the express at main street", "main-st 42"),
      ("next 42 at elm", "elm 42"),
      ("next 42 at airport", "noMatch"),
      ("next 7 at main street", "noMatch"),
      // A value fixed by the phrase counts like one said.
      ("next 7 to the airport", "airport 7"),
      ("next the express to the airport", "airport 7"),
      ("next 42 to the airport", "noMatch"),
      // With the other parameter unset, any value is accepted: the app asks later.
      ("next 42", "- 42"),
      ("next 7", "- 7"),
      ("next bus at airport", "airport -"),
    ])
  func readings(utterance: String, expected: String) throws {
    var script = try ConversationScript([Self.transit])
    #expect(Self.ids(script.say(utterance)) == expected)
  }

  @Test("the explanation gives the reason a reading was rejected")
  func explained() throws {
    var script = try ConversationScript([Self.transit], explain: true)
    let kept = script.say("next the express at airport")
    let rejected = kept.explanation?.filter { $0.status == .rejected }.map(\.reason)
    #expect(rejected == ["'line' = '42' requires 'stop' to be one of 'main-st', 'elm'; it is 'airport'"])
    let broken = script.say("next 42 to the airport")
    #expect(broken.outcome == .noMatch)
    #expect(
      broken.explanation?.contains {
        $0.status == .rejected
          && $0.reason == "'line' = '42' requires 'stop' to be one of 'main-st', 'elm'; it is 'airport'"
      } == true)
  }

  @Test("a value's requires that names a parameter the intent lacks is a manifest error")
  func unknownParameter() {
    let json = """
      {"app": "Transit",
       "intents": [{"id": "Next", "parameters": [{"name": "line", "type": "entity", "entity": "Line"}],
                    "phrases": ["next {line}"]}],
       "entities": {"Line": {"values": [{"id": "42", "name": "42", "requires": {"platform": ["a"]}}]}}}
      """
    let found = diagnostics(of: json)
    #expect(
      found.contains {
        $0.contains(
          "error: value '42' of entity 'Line' requires parameter 'platform', which intent 'Next' does not have")
      }, "\(found)")
  }

  static let donate = #"{"kind": "donate", "app": "Transit", "entity": "Line", "values": "#

  @Test("a donated value's requires holds like a declared one's")
  func donated() throws {
    var script = try ConversationScript([Self.transit])
    #expect(
      try script.control(Self.donate + #"[{"id": "9", "name": "9", "requires": {"stop": ["elm"]}}]}"#)
        == #"{"version":1,"kind":"donated","line":1,"app":"Transit","entity":"Line","added":1,"replaced":0}"#)
    #expect(Self.ids(script.say("next 9 at elm")) == "elm 9")
    #expect(Self.ids(script.say("next 9 at airport")) == "noMatch")
    #expect(Self.ids(script.say("next 9")) == "- 9")
    // A replacement without requires is valid anywhere.
    _ = try script.control(Self.donate + #"[{"id": "9", "name": "9"}]}"#)
    #expect(Self.ids(script.say("next 9 at airport")) == "airport 9")
  }

  @Test("a donated value whose requires names an unknown parameter is an error, and nothing is donated")
  func donatedUnknownParameter() throws {
    var script = try ConversationScript([Self.transit])
    let answer = try script.control(
      Self.donate + #"[{"id": "8", "name": "8"}, {"id": "9", "name": "9", "requires": {"platform": ["a"]}}]}"#)
    #expect(
      answer == #"{"version":1,"kind":"error","line":1,"message":"value '9' requires parameter 'platform', "#
        + #"which intent 'Next' of Transit reading Line does not have"}"#)
    #expect(Self.ids(script.say("next 8")) == "noMatch")
    #expect(Self.ids(script.say("next 9")) == "noMatch")
  }

  @Test(
    "the bundled bus routes serve only their stops",
    arguments: [
      ("when is the next crosstown at city hall in BusTime", "city_hall route_42"),
      ("when is the next crosstown at fifth avenue in BusTime", "fifth_avenue route_5"),
      ("when is the next 42 at the airport in BusTime", "noMatch"),
      ("when is the next 42 in BusTime", "- route_42"),
    ])
  func bundled(utterance: String, expected: String) throws {
    let router = try Router(manifests: [try bundledManifest("bustime.json")])
    var options = RouteOptions()
    options.isExact = true
    #expect(Self.ids(router.route(utterance, options: options), ["stop", "route"]) == expected)
  }
}
