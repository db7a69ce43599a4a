import Testing

@testable import Router

@Suite("Approximate routing: the confidence and ties")
struct ApproximateRoutingTests {
  @Test(
    "the confidence is 1 / (1 + cost) times min(1, 0.5 + margin), in words",
    arguments: [
      (0, nil as Int?, 1.0), (30, nil, 0.77), (100, nil, 0.5), (30, 35, 0.65), (30, 50, 0.77), (45, 10, 0.41),
    ])
  func formula(cost: Int, margin: Int?, expected: Double) {
    #expect(Router.confidence(cost: cost, margin: margin) == expected)
  }

  static let agenda = #"{ "app": "Agenda", "intents": [ { "id": "Show", "phrases": ["show my calendar events"] } ] }"#
  static let planner =
    #"{ "app": "Planner", "intents": [ { "id": "List", "phrases": ["show the calendar entries"] } ] }"#

  @Test("two apps as near are a tie, with its confidence; the nearer one routes, its margin in the confidence")
  func ties() throws {
    let router = try makeRouter([Self.agenda, Self.planner])
    // "my" left out, or "the" left out and "events" for "entries"… only Agenda's costs 0.3.
    let near = router.route("show calendar events", options: .uncalibrated())
    #expect(near.verdict == "routed Agenda.Show")
    #expect(near.confidence == 0.77)
    let both = try makeRouter([
      Self.agenda, #"{ "app": "Planner", "intents": [ { "id": "List", "phrases": ["show the calendar events"] } ] }"#,
    ])
    let tie = both.route("show calendar events", options: .uncalibrated())
    #expect(tie.verdict == "ambiguous Agenda.Show,Planner.List")
    #expect(tie.confidence == 0.77)
    // The same whatever the order the apps were registered in.
    let reversed = try makeRouter([
      #"{ "app": "Planner", "intents": [ { "id": "List", "phrases": ["show the calendar events"] } ] }"#, Self.agenda,
    ])
    #expect(reversed.route("show calendar events", options: .uncalibrated()).jsonLine() == tie.jsonLine())
  }

  @Test(
    "function words and numbers alone are heard only as said",
    arguments: [
      ("the the", "noMatch"), ("1 2 3", "noMatch"), ("hey there", "routed Hello.Greet"), ("hey", "routed Hello.Greet"),
    ])
  func functionWordsAlone(utterance: String, expected: String) throws {
    let router = try makeRouter([
      #"{ "app": "Hello", "intents": [ { "id": "Greet", "phrases": ["hey", "hey there"] } ] }"#
    ])
    #expect(router.route(utterance, options: .uncalibrated()).verdict == expected)
  }
}
