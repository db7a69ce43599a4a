import PhraseGrammar
import Testing

@testable import Evaluation
@testable import Lint
@testable import Router

/// A stream of lines over one conversation, numbered as `route-eval route` numbers them: control
/// lines count, and every line is read against the same reference time (Monday 2 March 2026, 9 AM).
struct ConversationScript {
  static let now = LocalDateTime(year: 2026, month: 3, day: 2, hour: 9, utcOffsetSeconds: -8 * 3_600)
  var conversation: Conversation
  var line = 0

  init(_ manifests: [String], tieBreak: TieBreak = .foreground, exact: Bool = true, explain: Bool = false) throws {
    var options = RouteOptions(explain: explain, reference: Self.now)
    options.isExact = exact
    options.tieBreak = tieBreak
    conversation = Conversation(router: try makeRouter(manifests), options: options)
  }

  /// Routes an utterance line in its context.
  mutating func say(_ utterance: String, _ context: RequestContext = RequestContext()) -> Route {
    line += 1
    return conversation.route(utterance, context: context, line: line, reference: Self.now)
  }

  /// Routes an utterance with the app in front and the entities on screen.
  mutating func say(_ utterance: String, foreground: String? = nil, screen: [(String, String, String)]) -> Route {
    say(utterance, RequestContext(foregroundApp: foreground, onScreen: screen.map(ScreenEntity.init)))
  }

  /// Applies a control line written as JSON, and returns its answer as `route` writes it.
  mutating func control(_ json: String) throws -> String {
    line += 1
    let decoded = StreamLine.decode(json)
    guard case .success(let control) = decoded else {
      Issue.record("not a control line: \(json) (\(decoded))")
      return ""
    }
    let applied = conversation.apply(control)
    let answer = try #require(applied)
    return answer.jsonLine(line: line)
  }
}

extension Route {
  /// The JSON text of a parameter's value, nil when it has none.
  func value(of name: String) -> String? {
    parameters.first { $0.name == name }?.value?.jsonText
  }

  /// A parameter's state, nil when the intent has no such parameter.
  func state(of name: String) -> ParameterResult.State? {
    parameters.first { $0.name == name }?.state
  }
}

/// The entities on screen, what "this", "that", "it" and "this <spoken name>" fill.
@Suite("Conversation: entities on screen")
struct ScreenTests {
  static let lists = """
    {"app": "Lists",
     "intents": [
      {"id": "Share", "parameters": [{"name": "list", "type": "entity", "entity": "ShoppingList"}],
       "phrases": ["share {list} [in {applicationName}]"]},
      {"id": "Open", "parameters": [{"name": "meeting", "type": "entity", "entity": "Event"}],
       "phrases": ["open {meeting} in {applicationName}"]}
     ],
     "entities": {
       "ShoppingList": {"values": [{"id": "groceries", "name": "Groceries"},
                                   {"id": "hardware", "name": "Hardware Store"}]},
       "Event": {"title": "meeting", "values": [{"id": "standup", "name": "Standup"}]}
     }}
    """
  static let bothOnScreen = [("Lists", "ShoppingList", "hardware"), ("Lists", "Event", "standup")]
  static let hardware = #"{"id":"hardware","name":"Hardware Store","source":"screen"}"#
  static let standup = #"{"id":"standup","name":"Standup","source":"screen"}"#

  @Test(
    "a deictic phrase fills an entity parameter of the type on screen",
    arguments: [
      ("share this", "list", hardware),
      ("share that", "list", hardware),
      ("share it", "list", hardware),
      ("share this shopping list", "list", hardware),
      ("share that shopping list", "list", hardware),
      ("share the current shopping list", "list", hardware),
      ("open this meeting in Lists", "meeting", standup),
      ("open that meeting in Lists", "meeting", standup),
      ("open the current meeting in Lists", "meeting", standup),
      ("open it in Lists", "meeting", standup),
    ])
  func deictic(utterance: String, parameter: String, value: String) throws {
    var script = try ConversationScript([Self.lists])
    let route = script.say(utterance, screen: Self.bothOnScreen)
    #expect(route.outcome == .routed)
    #expect(route.value(of: parameter) == value)
  }

  @Test(
    "the spoken name is the type's title, else its name split into lowercase words, singular",
    arguments: [
      "open this event in Lists", "share this list", "share this shopping lists", "share this shoppinglist",
    ])
  func spokenName(utterance: String) throws {
    var script = try ConversationScript([Self.lists])
    #expect(script.say(utterance, screen: Self.bothOnScreen).outcome == .noMatch)
  }

  @Test(
    "with no entity of the type on screen the deictic words fill nothing",
    arguments: ["share this", "share that", "share it", "share this shopping list", "share the current shopping list"])
  func nothingOfTheType(utterance: String) throws {
    var script = try ConversationScript([Self.lists])
    #expect(script.say(utterance, screen: [("Lists", "Event", "standup")]).outcome == .noMatch)
    #expect(script.say(utterance).outcome == .noMatch)
    // The other type on screen still answers its own words.
    #expect(
      script.say("open it in Lists", screen: [("Lists", "Event", "standup")]).value(of: "meeting") == Self.standup)
  }

  @Test("a value named by its words carries no source")
  func namedValue() throws {
    var script = try ConversationScript([Self.lists])
    let route = script.say("share groceries", screen: Self.bothOnScreen)
    #expect(route.value(of: "list") == #"{"id":"groceries","name":"Groceries"}"#)
  }

  @Test(
    "an app, entity type or id on screen that the apps do not know makes the line an error",
    arguments: [
      (("Lists", "ShoppingList", "nope"), "Lists has no ShoppingList 'nope' to show on screen"),
      (("Nope", "ShoppingList", "hardware"), "unknown app 'Nope'"),
      (("Lists", "Nope", "hardware"), "app 'Lists' has no entity type 'Nope'; it has 'ShoppingList', 'Event'"),
    ])
  func unknownOnScreen(shown: (String, String, String), message: String) throws {
    var script = try ConversationScript([Self.lists])
    let route = script.say("share groceries", screen: [shown])
    #expect(route.outcome == .error)
    #expect(route.message == message)
    #expect(route.jsonLine(line: 1).contains(#""outcome":"error","message":"\#(message)""#))
  }

  @Test("a donated value can be on screen, and a deleted one cannot")
  func donatedOnScreen() throws {
    var script = try ConversationScript([Self.lists])
    _ = try script.control(DonationTests.donate + #"[{"id": "camping", "name": "Camping Gear"}]}"#)
    let route = script.say("share this shopping list", screen: [("Lists", "ShoppingList", "camping")])
    #expect(route.value(of: "list") == #"{"id":"camping","name":"Camping Gear","source":"screen"}"#)
    _ = try script.control(
      #"{"kind": "delete", "app": "Lists", "entity": "ShoppingList", "ids": ["camping", "hardware"]}"#)
    for id in ["camping", "hardware"] {
      let deleted = script.say("share this", screen: [("Lists", "ShoppingList", id)])
      #expect(deleted.outcome == .error)
      #expect(deleted.message == "Lists has no ShoppingList '\(id)' to show on screen")
    }
  }
}

/// Values donated, replaced and deleted while the stream runs, and `reset`.
@Suite("Conversation: donations")
struct DonationTests {
  static let donate = #"{"kind": "donate", "app": "Lists", "entity": "ShoppingList", "values": "#
  static let delete = #"{"kind": "delete", "app": "Lists", "entity": "ShoppingList", "ids": "#

  /// The id of the list "share …" routes to, or the outcome when it does not route.
  static func shared(_ words: String, _ script: inout ConversationScript) -> String {
    let route = script.say("share \(words)")
    guard route.outcome == .routed, case .entity(let id, _, _)? = route.parameters.first?.value else {
      return "\(route.outcome)"
    }
    return id
  }

  @Test("a donation adds new ids and replaces the values with the same id, declared or donated")
  func addAndReplace() throws {
    var script = try ConversationScript([ScreenTests.lists])
    #expect(
      try script.control(
        Self.donate + #"[{"id": "camping", "name": "Camping Gear"}, {"id": "groceries", "name": "Food"}]}"#)
        == #"{"version":1,"kind":"donated","line":1,"app":"Lists","entity":"ShoppingList","added":1,"replaced":1}"#)
    #expect(Self.shared("camping gear", &script) == "camping")
    #expect(Self.shared("food", &script) == "groceries")
    #expect(Self.shared("groceries", &script) == "noMatch")
    #expect(Self.shared("hardware store", &script) == "hardware")
    #expect(
      try script.control(
        Self.donate + #"[{"id": "camping", "name": "Tent Things"}, {"id": "party", "name": "Party"}]}"#)
        == #"{"version":1,"kind":"donated","line":6,"app":"Lists","entity":"ShoppingList","added":1,"replaced":1}"#)
    #expect(Self.shared("camping gear", &script) == "noMatch")
    #expect(Self.shared("tent things", &script) == "camping")
    #expect(Self.shared("party", &script) == "party")
  }

  @Test("a delete removes declared and donated values and lists the ids it did not find")
  func delete() throws {
    var script = try ConversationScript([ScreenTests.lists])
    _ = try script.control(Self.donate + #"[{"id": "party", "name": "Party Supplies"}]}"#)
    #expect(
      try script.control(Self.delete + #"["hardware", "party", "ghost"]}"#)
        == #"{"version":1,"kind":"deleted","line":2,"app":"Lists","entity":"ShoppingList","deleted":2,"#
        + #""unknown":["ghost"]}"#
    )
    #expect(Self.shared("hardware store", &script) == "noMatch")
    #expect(Self.shared("party supplies", &script) == "noMatch")
    #expect(Self.shared("groceries", &script) == "groceries")
    // What is gone is unknown the second time.
    #expect(
      try script.control(Self.delete + #"["hardware", "party"]}"#)
        == #"{"version":1,"kind":"deleted","line":6,"app":"Lists","entity":"ShoppingList","deleted":0,"#
        + #""unknown":["hardware","party"]}"#
    )
  }

  @Test("reset forgets every donation and deletion")
  func reset() throws {
    var script = try ConversationScript([ScreenTests.lists])
    _ = try script.control(Self.donate + #"[{"id": "groceries", "name": "Food"}, {"id": "party", "name": "Party"}]}"#)
    _ = try script.control(Self.delete + #"["hardware"]}"#)
    #expect(try script.control(#"{"kind": "reset"}"#) == #"{"version":1,"kind":"reset","line":3}"#)
    #expect(Self.shared("groceries", &script) == "groceries")
    #expect(Self.shared("food", &script) == "noMatch")
    #expect(Self.shared("party", &script) == "noMatch")
    #expect(Self.shared("hardware store", &script) == "hardware")
  }

  @Test(
    "an unknown app or entity type answers an error and changes nothing",
    arguments: [
      (
        #"{"kind": "donate", "app": "Nope", "entity": "ShoppingList", "values": [{"id": "x", "name": "Kites"}]}"#,
        "unknown app 'Nope'"
      ),
      (
        #"{"kind": "donate", "app": "Lists", "entity": "Nope", "values": [{"id": "x", "name": "Kites"}]}"#,
        "app 'Lists' has no entity type 'Nope'; it has 'ShoppingList', 'Event'"
      ),
      (#"{"kind": "delete", "app": "Nope", "entity": "ShoppingList", "ids": ["hardware"]}"#, "unknown app 'Nope'"),
      (
        #"{"kind": "delete", "app": "Lists", "entity": "Shopping", "ids": ["hardware"]}"#,
        "app 'Lists' has no entity type 'Shopping'; it has 'ShoppingList', 'Event'"
      ),
    ])
  func unknownTarget(json: String, message: String) throws {
    var script = try ConversationScript([ScreenTests.lists])
    #expect(try script.control(json) == #"{"version":1,"kind":"error","line":1,"message":"\#(message)"}"#)
    #expect(Self.shared("kites", &script) == "noMatch")
    #expect(Self.shared("hardware store", &script) == "hardware")
  }

  @Test(
    "a malformed control line is an error, whatever its kind",
    arguments: [
      (#"{"kind": "explode"}"#, "unknown kind 'explode'; expected 'donate', 'delete' or 'reset'"),
      (#"{"kind": "donate", "app": "Lists", "entity": "ShoppingList"}"#, "missing array 'values'"),
      (
        #"{"kind": "delete", "app": "Lists", "entity": "ShoppingList", "ids": "hardware"}"#,
        "'ids' must be an array of strings"
      ),
      (#"{"kind": "reset", "now": "2026-03-02"}"#, "unknown key 'now' in a reset line; expected 'kind'"),
    ])
  func malformed(json: String, message: String) {
    guard case .failure(let error) = StreamLine.decode(json) else {
      Issue.record("\(json) decoded")
      return
    }
    #expect(error.message == message)
  }

  @Test("a donation applies from the next line, with names of several words no template spells")
  func nextLine() throws {
    var script = try ConversationScript([ScreenTests.lists])
    #expect(Self.shared("zyzzyva quokka summit", &script) == "noMatch")
    _ = try script.control(Self.donate + #"[{"id": "zq", "name": "Zyzzyva Quokka Summit", "synonyms": ["ZQS"]}]}"#)
    #expect(Self.shared("zyzzyva quokka summit", &script) == "zq")
    #expect(Self.shared("Zyzzyva Quokka Summit", &script) == "zq")
    #expect(Self.shared("zqs", &script) == "zq")
    #expect(Self.shared("zyzzyva quokka", &script) == "noMatch")
  }

  @Test(
    "a donated name or synonym that begins with an article is also heard without it",
    arguments: [
      ("the camping stuff", "camping"), ("camping stuff", "camping"), ("the big review", "review"),
      ("big review", "review"),
    ])
  func articles(words: String, id: String) throws {
    var script = try ConversationScript([ScreenTests.lists])
    _ = try script.control(
      Self.donate + #"[{"id": "camping", "name": "Camping", "synonyms": ["the camping stuff"]}, "#
        + #"{"id": "review", "name": "The Big Review"}]}"#)
    #expect(Self.shared(words, &script) == id)
  }

  @Test("the library's donate and delete count as the control lines do, and say why they fail")
  func library() throws {
    var conversation = Conversation(router: try makeRouter([ScreenTests.lists]))
    let added = try conversation.donate(
      app: "Lists", entity: "ShoppingList",
      values: [LexiconValue(id: "hardware", name: "Tools"), LexiconValue(id: "kites", name: "Kites")])
    #expect(added.added == 1 && added.replaced == 1)
    let deleted = try conversation.delete(app: "Lists", entity: "ShoppingList", ids: ["kites", "groceries", "x"])
    #expect(deleted.deleted == 2 && deleted.unknown == ["x"])
    #expect(throws: ConversationError.self) {
      try conversation.donate(app: "Lists", entity: "Event2", values: [LexiconValue(id: "x")])
    }
    let route = conversation.route("share tools", line: 1, reference: ConversationScript.now)
    #expect(route.value(of: "list") == #"{"id":"hardware","name":"Tools"}"#)
  }
}

/// Conversations in an evaluation corpus: control lines, contexts, and `needs` and `continues` labels.
@Suite("Conversation: evaluation")
struct ConversationEvalTests {
  static let corpus = """
    // A conversation: each line is routed after the one before.
    {"kind": "donate", "app": "Trips", "entity": "City", "values": [{"id": "oslo", "name": "Oslo"}]}
    {"utterance": "book a trip in Trips", \
    "expect": {"app": "Trips", "intent": "Book", "needs": ["destination", "departureDate", "seatCount"]}}
    {"utterance": "oslo", "expect": {"app": "Trips", "intent": "Book", \
    "parameters": {"destination": {"id": "oslo"}}, "needs": ["departureDate", "seatCount"], "continues": 3}}
    {"kind": "delete", "app": "Trips", "entity": "City", "ids": ["rome"]}
    {"utterance": "tomorrow", "expect": {"app": "Trips", "intent": "Book", \
    "parameters": {"destination": {"id": "oslo"}, "departureDate": "2026-03-03T00:00:00-08:00"}, \
    "needs": ["seatCount"], "continues": 3}}
    {"utterance": "share this", \
    "context": {"onScreen": [{"app": "Lists", "entity": "ShoppingList", "id": "hardware"}]}, \
    "expect": {"app": "Lists", "intent": "Share", "parameters": {"list": {"id": "hardware"}}, "continues": null}}
    {"kind": "reset"}
    {"utterance": "2", "expect": {"outcome": "noMatch", "continues": null}}
    {"utterance": "book a trip to rome in Trips", "expect": {"app": "Trips", "intent": "Book", \
    "parameters": {"destination": {"id": "rome"}}, "needs": ["departureDate", "seatCount"]}}
    """

  static func evaluate(_ corpus: String) throws -> [EvalCase] {
    let (entries, problems) = CorpusLoader.decode(Array(corpus.utf8), file: "talk.jsonl")
    #expect(problems.isEmpty, "\(problems.map(\.description))")
    let router = try makeRouter([FollowUpTests.trips, ScreenTests.lists])
    return Evaluator(router: router, defaultNow: ConversationScript.now).run(entries)
  }

  @Test("a conversation corpus is routed in order, and its labels are scored")
  func scores() throws {
    let cases = try Self.evaluate(Self.corpus)
    #expect(cases.map(\.entry.line) == [3, 4, 6, 7, 9, 10])
    #expect(cases.allSatisfy { $0.entry.isConversation })
    for judged in cases { #expect(judged.exact, "line \(judged.entry.line): \(judged.differences)") }
  }

  @Test(
    "a wrong needs or continues label is a failure",
    arguments: [
      (
        #""departureDate", "seatCount"], "continues": 3}}"#, #""departureDate", "seatCount"], "continues": 4}}"#,
        "expected to continue line 4, got a continuation of line 3"
      ),
      (
        #""needs": ["seatCount"], "continues": 3}}"#, #""needs": ["seatCount"], "continues": null}}"#,
        "expected a new request, got a continuation of line 3"
      ),
      (#""needs": ["seatCount"]"#, #""needs": []"#, "expected to need nothing, got seatCount"),
      (
        #"{"outcome": "noMatch", "continues": null}"#, #"{"outcome": "noMatch", "continues": 9}"#,
        "expected to continue line 9, got a new request"
      ),
    ])
  func wrongLabel(label: String, wrong: String, difference: String) throws {
    let corpus = Self.corpus.replacingOccurrences(of: label, with: wrong)
    #expect(corpus != Self.corpus)
    let cases = try Self.evaluate(corpus)
    let failed = cases.filter { !$0.exact }
    #expect(failed.count == 1)
    #expect(failed.first?.differences.contains(difference) == true, "\(failed.map(\.differences))")
  }

  @Test("a control line that cannot be applied is a failure of the line after it")
  func badControl() throws {
    let corpus = Self.corpus.replacingOccurrences(of: #""entity": "City", "ids""#, with: #""entity": "Town", "ids""#)
    let failed = try Self.evaluate(corpus).filter { !$0.exact }
    #expect(failed.map(\.entry.line) == [6])
    #expect(
      failed.first?.differences.first == "a control line failed: app 'Trips' has no entity type 'Town'; it has 'City'")
  }

  @Test("a corpus of single lines is routed line by line, each without the one before")
  func notAConversation() throws {
    let corpus = """
      {"utterance": "book a trip in Trips", "expect": {"app": "Trips", "intent": "Book"}}
      {"utterance": "paris", "expect": {"outcome": "noMatch"}}
      """
    let cases = try Self.evaluate(corpus)
    #expect(cases.allSatisfy { !$0.entry.isConversation && $0.exact })
  }
}
