import Foundation
import Testing

@Suite("route-eval route with glued words, end to end")
struct GluedRouteCommandTests {
  static let manifests = [
    "lights.json": """
    {"app": "Lichter", "locale": "de",
     "intents": [{"id": "TurnOn", "parameters": [{"name": "room", "type": "entity", "entity": "Room"}],
                  "phrases": ["schalte das {room}licht an"]}],
     "entities": {"Room": {"values": [{"id": "living", "name": "Wohnzimmer"}, {"id": "kitchen", "name": "Küche"}]}}}
    """,
    "water.json": """
    {"app": "워터", "synonyms": ["Water"], "locale": "ko",
     "intents": [{"id": "LogWater", "phrases": ["{applicationName}에서 물 기록해줘"]}]}
    """,
  ]

  @Test("routes glued utterances from standard input, with the value's own text and its explanation")
  func glued() throws {
    let folder = try TemporaryFolder(Self.manifests)
    let input = Data("schalte das Wohnzimmerlicht an\nWater에서 물 기록해줘\nschalte das Gartenlicht an\n".utf8)
    let result = try runRouteEval(["route", "--apps", folder.path, "--explain"], input: input)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    guard lines.count == 3 else { return }
    #expect(
      lines[0].contains(
        #""outcome":"routed","app":"Lichter","intent":"TurnOn","parameters":{"room":{"state":"set","value":{"id":"living","name":"Wohnzimmer"},"text":"Wohnzimmer"}}"#
      ))
    #expect(lines[0].contains(#""status":"selected","reason":"#))
    #expect(lines[0].contains(#""slots":["room=Wohnzimmer"]"#))
    #expect(lines[1].contains(#""outcome":"routed","app":"워터","intent":"LogWater""#))
    #expect(lines[2].contains(#""outcome":"noMatch""#))
  }
}
