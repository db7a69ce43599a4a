import Testing

@testable import Router

@Suite("Router: accents are folded for matching, kept in the output")
struct AccentRoutingTests {
  static let brewlog = #"""
    {
      "app": "Brewlog",
      "locale": "fr",
      "intents": [
        {
          "id": "NoteCoffee", "title": "Note un café",
          "phrases": ["Note un café dans {applicationName}"]
        },
        {
          "id": "AddNote", "title": "Ajouter une note",
          "parameters": [{ "name": "note", "type": "string", "maxWords": 6 }],
          "phrases": ["ajoute {note} dans {applicationName}"]
        },
        {
          "id": "Drink", "title": "Boire",
          "phrases": ["bois un cafe dans {applicationName}"]
        },
        {
          "id": "Brew", "title": "Préparer",
          "parameters": [{ "name": "machine", "type": "entity", "entity": "Machine" }],
          "phrases": ["prépare avec la {machine} dans {applicationName}"]
        }
      ],
      "entities": {
        "Machine": {
          "values": [
            { "id": "french_press", "name": "French press", "synonyms": ["cafetière"] },
            { "id": "espresso", "name": "Machine à expresso" }
          ]
        }
      }
    }
    """#

  static let theiere = #"""
    {
      "app": "Théière",
      "locale": "fr",
      "intents": [{ "id": "Open", "title": "Ouvrir", "phrases": ["ouvre {applicationName}"] }]
    }
    """#

  @Test(
    "routes an utterance typed with or without accents, the words as typed in the output",
    arguments: [
      ("note un cafe dans brewlog", "routed Brewlog.NoteCoffee", [String]()),
      ("Note un café dans Brewlog", "routed Brewlog.NoteCoffee", []),
      ("bois un café dans Brewlog", "routed Brewlog.Drink", []),
      ("ajoute un cafe creme dans brewlog", "routed Brewlog.AddNote", [#"note=set:"un cafe creme""#]),
      ("ajoute un café crème dans Brewlog", "routed Brewlog.AddNote", [#"note=set:"un café crème""#]),
      (
        "prepare avec la cafetiere dans brewlog", "routed Brewlog.Brew",
        [#"machine=set:{"id":"french_press","name":"French press"}"#]
      ),
      (
        "prépare avec la machine a expresso dans Brewlog", "routed Brewlog.Brew",
        [#"machine=set:{"id":"espresso","name":"Machine à expresso"}"#]
      ),
      ("ouvre theiere", "routed Théière.Open", []),
      ("OUVRE THÉIÈRE", "routed Théière.Open", []),
    ])
  func routes(utterance: String, summary: String, parameters: [String]) throws {
    let router = try makeRouter([Self.brewlog, Self.theiere])
    let route = router.route(utterance)
    #expect(route.verdict == summary)
    #expect(route.parameterSummary == parameters)
  }

  @Test(
    "gives a value's words as typed, accents and all",
    arguments: [
      ("ajoute un cafe creme dans brewlog", "un cafe creme"),
      ("ajoute un Café Crème dans Brewlog", "un Café Crème"),
      ("prepare avec la cafetiere dans brewlog", "cafetiere"),
      ("prépare avec la CAFETIÈRE dans Brewlog", "CAFETIÈRE"),
      ("prépare avec la machine à expresso dans Brewlog", "machine à expresso"),
    ])
  func wordsAsTyped(utterance: String, text: String) throws {
    let router = try makeRouter([Self.brewlog, Self.theiere])
    let route = router.route(utterance)
    #expect(route.outcome == .routed)
    #expect(route.parameters.compactMap(\.text) == [text])
  }
}
