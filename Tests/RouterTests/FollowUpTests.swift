import PhraseGrammar
import Testing

@testable import Router

/// Required parameters, the question for the first one left out, and the lines that answer it.
@Suite("Conversation: follow-ups")
struct FollowUpTests {
  static let trips = """
    {"app": "Trips",
     "intents": [
      {"id": "Book",
       "parameters": [
         {"name": "destination", "type": "entity", "entity": "City", "required": true, "prompt": "Where to?"},
         {"name": "departureDate", "type": "date", "required": true, "title": "Departure Day"},
         {"name": "seatCount", "type": "integer", "required": true},
         {"name": "note", "type": "string"}
       ],
       "phrases": ["book a trip in {applicationName}", "book a trip to {destination} in {applicationName}",
                   "book a trip on {departureDate} in {applicationName}",
                   "book a trip to {destination} on {departureDate} in {applicationName}",
                   "book a trip to {destination} on {departureDate} for {seatCount} in {applicationName}",
                   "book {seatCount} seats in {applicationName}"]},
      {"id": "Cancel", "phrases": ["cancel everything"]},
      {"id": "Quiet", "parameters": [{"name": "level", "type": "integer"}], "phrases": ["quiet [{level}]"]}
     ],
     "entities": {"City": {"values": [{"id": "paris", "name": "Paris"}, {"id": "rome", "name": "Rome"},
                                      {"id": "ny", "name": "New York"}]}}}
    """
  static let paris = #"{"id":"paris","name":"Paris"}"#

  @Test(
    "a route lists the required parameters it leaves unset, in declaration order, and asks for the first",
    arguments: [
      ("book a trip in Trips", ["destination", "departureDate", "seatCount"], "Where to?"),
      ("book a trip on friday in Trips", ["destination", "seatCount"], "Where to?"),
      ("book 2 seats in Trips", ["destination", "departureDate"], "Where to?"),
      ("book a trip to paris in Trips", ["departureDate", "seatCount"], "What's the Departure Day?"),
      ("book a trip to paris on friday in Trips", ["seatCount"], "What's the seat count?"),
      ("book a trip to paris on friday for 2 in Trips", [], nil),
    ])
  func needs(utterance: String, needs: [String], prompt: String?) throws {
    var script = try ConversationScript([Self.trips])
    let route = script.say(utterance)
    #expect(route.verdict == "routed Trips.Book")
    #expect(route.needs == needs)
    #expect(route.prompt == prompt)
    let json = route.jsonLine(line: 1)
    if let prompt {
      let names = needs.map { "\"\($0)\"" }.joined(separator: ",")
      #expect(json.contains(#""needs":[\#(names)],"prompt":"\#(prompt)""#))
    } else {
      #expect(!json.contains(#""needs""#) && !json.contains(#""prompt""#))
    }
  }

  @Test("an intent without required parameters needs nothing and asks nothing")
  func nothingRequired() throws {
    var script = try ConversationScript([Self.trips])
    let route = script.say("quiet")
    #expect(route.verdict == "routed Trips.Quiet")
    #expect(route.needs.isEmpty && route.prompt == nil)
  }

  @Test("the answers fill the needed parameters one by one, each continuing the original line")
  func answers() throws {
    var script = try ConversationScript([Self.trips])
    #expect(script.say("book a trip in Trips").needs.count == 3)
    let first = script.say("paris please")
    #expect(first.verdict == "routed Trips.Book")
    #expect(first.continues == 1)
    #expect(first.value(of: "destination") == Self.paris)
    #expect(first.needs == ["departureDate", "seatCount"])
    #expect(first.prompt == "What's the Departure Day?")
    #expect(first.utterance == "paris please")
    #expect(first.jsonLine(line: 2).contains(#""intent":"Book","continues":1,"parameters":{"#))

    let second = script.say("tomorrow please")
    #expect(second.continues == 1)
    #expect(second.value(of: "destination") == Self.paris)
    #expect(second.value(of: "departureDate") == #""2026-03-03T00:00:00-08:00""#)
    #expect(second.needs == ["seatCount"])
    #expect(second.prompt == "What's the seat count?")

    let third = script.say("3")
    #expect(third.continues == 1)
    #expect(third.value(of: "seatCount") == "3")
    #expect(third.needs.isEmpty && third.prompt == nil)
    // Nothing is asked any more: a bare value is no request.
    #expect(script.say("4").outcome == .noMatch)
  }

  @Test("an answer may be said with fillers or an article, and may name a donated value")
  func answerForms() throws {
    for answer in ["new york", "the new york", "new york please", "um new york"] {
      var script = try ConversationScript([Self.trips])
      _ = script.say("book 2 seats in Trips")
      let route = script.say(answer)
      #expect(route.value(of: "destination") == #"{"id":"ny","name":"New York"}"#, "\(answer)")
      #expect(route.continues == 1, "\(answer)")
    }
    var script = try ConversationScript([Self.trips])
    _ = script.say("book 2 seats in Trips")
    _ = try script.control(
      #"{"kind": "donate", "app": "Trips", "entity": "City", "values": [{"id": "oslo", "name": "Oslo"}]}"#)
    let route = script.say("oslo")
    #expect(route.value(of: "destination") == #"{"id":"oslo","name":"Oslo"}"#)
    #expect(route.continues == 1)
  }

  @Test("control lines between the question and the answer do not count; the line numbers do")
  func controlLinesBetween() throws {
    var script = try ConversationScript([Self.trips])
    _ = try script.control(#"{"kind": "delete", "app": "Trips", "entity": "City", "ids": ["rome"]}"#)
    _ = script.say("book 2 seats in Trips")
    _ = try script.control(
      #"{"kind": "donate", "app": "Trips", "entity": "City", "values": [{"id": "oslo", "name": "Oslo"}]}"#)
    _ = try script.control(#"{"kind": "delete", "app": "Trips", "entity": "City", "ids": ["ny"]}"#)
    let route = script.say("paris")
    #expect(route.continues == 2)
    #expect(route.needs == ["departureDate"])
  }

  @Test("only a value of the first needed parameter answers, and only as a whole")
  func onlyTheFirstNeeded() throws {
    for answer in ["tomorrow", "2", "paris and rome", "to paris", "paris tomorrow"] {
      var script = try ConversationScript([Self.trips])
      _ = script.say("book a trip in Trips")
      let route = script.say(answer)
      #expect(route.outcome == .noMatch, "\(answer)")
      #expect(route.continues == nil, "\(answer)")
    }
  }

  @Test("a line that matches a template starts afresh")
  func freshRequest() throws {
    var script = try ConversationScript([Self.trips])
    _ = script.say("book a trip in Trips")
    let cancel = script.say("cancel everything")
    #expect(cancel.verdict == "routed Trips.Cancel")
    #expect(cancel.continues == nil)
    #expect(script.say("paris").outcome == .noMatch)
    // A new request that asks is the one later answers continue.
    _ = script.say("book a trip to paris in Trips")
    let route = script.say("friday")
    #expect(route.continues == 4)
    #expect(route.needs == ["seatCount"])
  }

  @Test("a reset ends the conversation")
  func reset() throws {
    var script = try ConversationScript([Self.trips])
    _ = script.say("book a trip in Trips")
    #expect(try script.control(#"{"kind": "reset"}"#) == #"{"version":1,"kind":"reset","line":2}"#)
    let route = script.say("paris")
    #expect(route.outcome == .noMatch)
    #expect(route.continues == nil)
  }

  @Test("deleting a value the request holds ends the conversation; deleting another does not")
  func deletedValue() throws {
    var script = try ConversationScript([Self.trips])
    _ = script.say("book a trip to paris in Trips")
    _ = try script.control(#"{"kind": "delete", "app": "Trips", "entity": "City", "ids": ["rome"]}"#)
    #expect(script.say("friday").continues == 1)
    _ = try script.control(#"{"kind": "delete", "app": "Trips", "entity": "City", "ids": ["paris"]}"#)
    let route = script.say("4")
    #expect(route.outcome == .noMatch)
    #expect(route.continues == nil)
  }

  @Test("a line with conversation false never continues")
  func conversationFalse() throws {
    var script = try ConversationScript([Self.trips])
    _ = script.say("book a trip in Trips")
    let route = script.say("paris", RequestContext(continuesConversation: false))
    #expect(route.outcome == .noMatch)
    #expect(route.continues == nil)
    guard
      case .success(.utterance(let line)) = StreamLine.decode(
        #"{"utterance": "paris", "context": {"conversation": false}}"#)
    else {
      Issue.record("the line does not decode")
      return
    }
    #expect(line.context.continuesConversation == false)
  }

  @Test("a follow-up on a deictic answer: what is on screen answers which entity")
  func screenAnswer() throws {
    let lists = """
      {"app": "Lists",
       "intents": [{"id": "Share",
         "parameters": [{"name": "list", "type": "entity", "entity": "ShoppingList", "required": true}],
         "phrases": ["share {list} in {applicationName}", "share a list in {applicationName}"]}],
       "entities": {"ShoppingList": {"values": [{"id": "groceries", "name": "Groceries"}]}}}
      """
    var script = try ConversationScript([lists])
    let asked = script.say("share a list in Lists")
    #expect(asked.needs == ["list"])
    #expect(asked.prompt == "What's the list?")
    let route = script.say("this shopping list", screen: [("Lists", "ShoppingList", "groceries")])
    #expect(route.continues == 1)
    #expect(route.value(of: "list") == #"{"id":"groceries","name":"Groceries","source":"screen"}"#)
  }

  @Test("a union parameter is answered by any of its types, and says which")
  func unionAnswer() throws {
    for (answer, type, value) in [
      ("10 minutes", "duration", "600"), ("tomorrow at 6 am please", "date", #""2026-03-03T06:00:00-08:00""#),
    ] {
      var script = try ConversationScript([UnionTests.alarm])
      #expect(script.say("set an alarm in Clock").needs == ["alarm"])
      let route = script.say(answer)
      #expect(route.continues == 1, "\(answer)")
      #expect(route.parameters.first?.valueType == type, "\(answer)")
      #expect(route.value(of: "alarm") == value, "\(answer)")
    }
  }
}
