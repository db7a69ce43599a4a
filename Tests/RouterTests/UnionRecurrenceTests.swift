import Foundation
import PhraseGrammar
import Testing

@testable import DataFormats
@testable import Router

/// A parameter of two or more value types: each type's reading fills it, and `valueType` says which.
@Suite("Union values")
struct UnionTests {
  static let alarm = """
    {"app": "Clock",
     "intents": [
      {"id": "SetAlarm", "summary": "Alarm ${alarm}",
       "parameters": [{"name": "alarm", "type": ["duration", "date"], "title": "Alarm Time", "required": true}],
       "phrases": ["set an alarm [(for | in) {alarm}] in {applicationName}",
                   "wake me up [in] {alarm} [with {applicationName}]"]},
      {"id": "Snooze", "parameters": [{"name": "length", "type": "duration"}], "phrases": ["snooze for {length}"]},
      {"id": "Flag", "parameters": [{"name": "flag", "type": ["boolean", "integer"]}], "phrases": ["flag {flag}"]},
      {"id": "Say", "parameters": [{"name": "words", "type": ["date", "string"]}], "phrases": ["say {words}"]},
      {"id": "Level", "parameters": [{"name": "level", "type": ["integer", "measurement"], "unit": "cm"}],
       "phrases": ["set the level to {level}"]}
     ]}
    """

  @Test(
    "each member type's reading fills the parameter, and the route says which type it is",
    arguments: [
      ("wake me up in 10 minutes", "alarm", "duration", "600", "Alarm 10 minutes"),
      ("wake me up at 7 am", "alarm", "date", #""2026-03-03T07:00:00-08:00""#, "Alarm tomorrow at 7 AM"),
      ("wake me up tomorrow at 6:30 am", "alarm", "date", #""2026-03-03T06:30:00-08:00""#, "Alarm tomorrow at 6:30 AM"),
      ("set an alarm for 2 hours in Clock", "alarm", "duration", "7200", "Alarm 2 hours"),
      (
        "set an alarm for friday at 8 am in Clock", "alarm", "date", #""2026-03-06T08:00:00-08:00""#,
        "Alarm Friday at 8 AM"
      ),
      ("flag on", "flag", "boolean", "true", nil),
      ("flag 3", "flag", "integer", "3", nil),
      ("say tomorrow", "words", "date", #""2026-03-03T00:00:00-08:00""#, nil),
      ("say hello there", "words", "string", #""hello there""#, nil),
      ("set the level to 5", "level", "integer", "5", nil),
      ("set the level to 3 inches", "level", "measurement", "7.62", nil),
    ] as [(String, String, String, String, String?)])
  func members(utterance: String, parameter: String, type: String, value: String, summary: String?) throws {
    var script = try ConversationScript([Self.alarm])
    let route = script.say(utterance)
    #expect(route.outcome == .routed)
    let result = try #require(route.parameters.first { $0.name == parameter })
    #expect(result.valueType == type)
    #expect(result.value?.jsonText == value)
    #expect(route.summary == summary)
    #expect(
      route.jsonLine(line: 1).contains(#""\#(parameter)":{"state":"set","valueType":"\#(type)","value":\#(value)"#))
  }

  @Test(
    "an enum or entity member reads its cases and values by id, title and synonym",
    arguments: [
      ("mode turbo mode", "mode", "enum", #""turboMode""#),
      ("mode economy", "mode", "enum", #""eco""#),
      ("mode 10 minutes", "mode", "duration", "600"),
      ("go home base", "place", "entity", #"{"id":"home","name":"Home Base"}"#),
      ("go tomorrow", "place", "date", #""2026-03-03T00:00:00-08:00""#),
    ])
  func lexiconMembers(utterance: String, parameter: String, type: String, value: String) throws {
    let manifest = """
      {"app": "Car",
       "intents": [
        {"id": "Mode", "parameters": [{"name": "mode", "type": ["enum", "duration"], "enum": "Mode"}],
         "phrases": ["mode {mode}"]},
        {"id": "Go", "parameters": [{"name": "place", "type": ["entity", "date"], "entity": "Place"}],
         "phrases": ["go {place}"]}
       ],
       "enums": {"Mode": {"cases": ["turboMode", {"id": "eco", "title": "Economy"}]}},
       "entities": {"Place": {"values": [{"id": "home", "name": "Home Base"}]}}}
      """
    var script = try ConversationScript([manifest])
    let route = script.say(utterance)
    let result = try #require(route.parameters.first { $0.name == parameter })
    #expect(result.valueType == type)
    #expect(result.value?.jsonText == value)
  }

  @Test("a parameter of one type has no valueType")
  func singleType() throws {
    var script = try ConversationScript([Self.alarm])
    let route = script.say("snooze for 5 minutes")
    #expect(route.value(of: "length") == "300")
    #expect(route.parameters.first?.valueType == nil)
    #expect(!route.jsonLine(line: 1).contains("valueType"))
  }

  @Test("a union left unset is needed like any required parameter, and asked for by its title")
  func unsetUnion() throws {
    var script = try ConversationScript([Self.alarm])
    let route = script.say("set an alarm in Clock")
    #expect(route.needs == ["alarm"])
    #expect(route.prompt == "What's the Alarm Time?")
    #expect(route.summary == "Alarm [Alarm Time]")
  }

  @Test("a union names two or more value types")
  func oneType() {
    let found = diagnostics(
      of: #"{"app": "A", "intents": [{"id": "I", "parameters": [{"name": "a", "type": ["duration"]}], "#
        + #""phrases": ["x {a}"]}]}"#)
    #expect(found.contains { $0.contains("error: a union names two or more value types") }, "\(found)")
  }

  @Test("the bundled alarm takes a duration or a date")
  func bundledAlarm() throws {
    let router = try Router(manifests: [try bundledManifest("tempo.json")])
    let options = RouteOptions(reference: ConversationScript.now)
    let duration = router.route("wake me up in 10 minutes with Tempo", options: options)
    #expect(duration.parameters.first?.valueType == "duration")
    #expect(duration.value(of: "alarm") == "600")
    let date = router.route("wake me up at 7 am with Tempo", options: options)
    #expect(date.parameters.first?.valueType == "date")
    #expect(date.value(of: "alarm") == #""2026-03-03T07:00:00-08:00""#)
  }
}

/// A bundled app's manifest, by file name.
func bundledManifest(_ file: String) throws -> Manifest {
  let url = packageRoot.appendingPathComponent("Corpora/apps").appendingPathComponent(file)
  let bytes = try [UInt8](Data(contentsOf: url))
  return try #require(ManifestLoader.decode(bytes, file: file).0)
}

/// A recurrence rule: its phrases in English and Japanese, as the fields of `Calendar.RecurrenceRule`.
@Suite("Recurrence values")
struct RecurrenceTests {
  static let manifest = """
    {"app": "Cal",
     "intents": [
      {"id": "Repeat", "parameters": [{"name": "rule", "type": "recurrence"}],
       "phrases": ["repeat {rule}", {"template": "{rule}繰り返す", "locale": "ja"},
                   {"template": "(don't | do not) repeat", "sets": {"rule": null}}]}
     ]}
    """

  @Test(
    "the phrases of a recurrence route as frequency, interval, weekdays and month days",
    arguments: [
      ("repeat every day", #"{"frequency":"daily","interval":1}"#),
      ("repeat daily", #"{"frequency":"daily","interval":1}"#),
      ("repeat every other week", #"{"frequency":"weekly","interval":2}"#),
      ("repeat weekly on Mondays", #"{"frequency":"weekly","interval":1,"weekdays":["mon"]}"#),
      ("repeat every weekday", #"{"frequency":"weekly","interval":1,"weekdays":["mon","tue","wed","thu","fri"]}"#),
      ("repeat every 2 months", #"{"frequency":"monthly","interval":2}"#),
      ("repeat monthly on the 15th", #"{"frequency":"monthly","interval":1,"monthDays":[15]}"#),
      ("repeat yearly", #"{"frequency":"yearly","interval":1}"#),
      ("repeat every Monday and Thursday", #"{"frequency":"weekly","interval":1,"weekdays":["mon","thu"]}"#),
      ("repeat every thursday and monday", #"{"frequency":"weekly","interval":1,"weekdays":["mon","thu"]}"#),
      ("毎日繰り返す", #"{"frequency":"daily","interval":1}"#),
      ("毎週月曜日繰り返す", #"{"frequency":"weekly","interval":1,"weekdays":["mon"]}"#),
      ("隔週繰り返す", #"{"frequency":"weekly","interval":2}"#),
      ("毎月15日繰り返す", #"{"frequency":"monthly","interval":1,"monthDays":[15]}"#),
    ])
  func phrases(utterance: String, rule: String) throws {
    var script = try ConversationScript([Self.manifest])
    let route = script.say(utterance)
    #expect(route.verdict == "routed Cal.Repeat")
    #expect(route.value(of: "rule") == rule)
  }

  @Test("a phrase that sets the recurrence to null clears it", arguments: ["don't repeat", "do not repeat"])
  func cleared(utterance: String) throws {
    var script = try ConversationScript([Self.manifest])
    let route = script.say(utterance)
    #expect(route.verdict == "routed Cal.Repeat")
    #expect(route.state(of: "rule") == .cleared)
    #expect(route.value(of: "rule") == nil)
    #expect(route.jsonLine(line: 1).contains(#""parameters":{"rule":{"state":"cleared"}}"#))
  }

  @Test("the bundled calendar repeats and stops repeating its events")
  func bundledCalendar() throws {
    let router = try Router(manifests: [try bundledManifest("orbit.json")])
    let repeated = router.route("make board review repeat every monday and thursday in Orbit")
    #expect(repeated.value(of: "recurrence") == #"{"frequency":"weekly","interval":1,"weekdays":["mon","thu"]}"#)
    let stopped = router.route("stop repeating launch party in Orbit")
    #expect(stopped.verdict == "routed Orbit.RepeatEvent")
    #expect(stopped.state(of: "recurrence") == .cleared)
  }
}
