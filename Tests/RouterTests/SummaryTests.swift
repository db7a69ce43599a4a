import Foundation
import PhraseGrammar
import Testing

@testable import Lint
@testable import Reports
@testable import Router

/// An intent's summary read back with the route's values.
@Suite("Summaries")
struct SummaryTests {
  static let manifest = """
    {"app": "Sum",
     "intents": [
      {"id": "Numbers", "summary": "Set ${count} and ${ratio}",
       "parameters": [{"name": "count", "type": "integer"}, {"name": "ratio", "type": "decimal"}],
       "phrases": ["set {count} and {ratio} in {applicationName}", "set {count} in {applicationName}"]},
      {"id": "Drink", "summary": "Log ${amount} of water",
       "parameters": [{"name": "amount", "type": "measurement", "unit": "fl_oz", "dimension": "volume"}],
       "phrases": ["log {amount} in {applicationName}", "log water in {applicationName}"]},
      {"id": "Wait", "summary": "Wait ${length}", "parameters": [{"name": "length", "type": "duration"}],
       "phrases": ["wait {length} in {applicationName}"]},
      {"id": "Paint", "summary": "Paint it ${color}",
       "parameters": [{"name": "color", "type": "enum", "enum": "Color"}],
       "phrases": ["paint it {color} in {applicationName}"]},
      {"id": "Open", "summary": "Open {folder}",
       "parameters": [{"name": "folder", "type": "entity", "entity": "Folder"}],
       "phrases": ["open {folder} in {applicationName}"]},
      {"id": "Toggle", "summary": "Turn wifi ${enabled}", "parameters": [{"name": "enabled", "type": "boolean"}],
       "phrases": ["turn wifi {enabled} in {applicationName}"]},
      {"id": "Buy", "summary": "Buy ${items}", "parameters": [{"name": "items", "type": "string", "list": true}],
       "phrases": ["buy {items} in {applicationName}"]},
      {"id": "Repeat", "summary": "Repeat ${rule}", "parameters": [{"name": "rule", "type": "recurrence"}],
       "phrases": ["repeat {rule} in {applicationName}",
                   {"template": "stop repeating in {applicationName}", "sets": {"rule": null}}]},
      {"id": "Meet", "summary": "Meet ${when}", "parameters": [{"name": "when", "type": "date"}],
       "phrases": ["meet {when} in {applicationName}", "meet in {applicationName}"]},
      {"id": "Brew", "summary": "Brew ${cups} cups of ${blend}",
       "parameters": [{"name": "cups", "type": "integer", "default": 2},
                      {"name": "blend", "type": "enum", "enum": "Color", "title": "Coffee Blend"}],
       "phrases": ["brew coffee in {applicationName}", "brew {cups} cups in {applicationName}"]}
     ],
     "enums": {"Color": {"cases": [{"id": "deepBlue"}, {"id": "red", "title": "Fire Red"}, {"id": "light_green"}]}},
     "entities": {"Folder": {"values": [{"id": "tax", "name": "Tax Papers", "synonyms": ["taxes"]}]}}}
    """

  /// Utterances said on Monday 2 March 2026 at 9 AM, and their summaries.
  static let readings = [
    // Numbers as digits, without a trailing ".0".
    ("set 12 and 2.5 in Sum", "Set 12 and 2.5"),
    ("set 12 and 2.0 in Sum", "Set 12 and 2"),
    ("set twelve and one half in Sum", "Set 12 and 0.5"),
    // A measurement as the number and the unit's short symbol.
    ("log 12 oz in Sum", "Log 12 fl oz of water"),
    ("log twelve ounces in Sum", "Log 12 fl oz of water"),
    // A duration in its two largest non-zero units.
    ("wait 90 minutes in Sum", "Wait 1 hour 30 minutes"),
    ("wait 130 seconds in Sum", "Wait 2 minutes 10 seconds"),
    ("wait 3 days in Sum", "Wait 3 days"),
    ("wait 1 hour in Sum", "Wait 1 hour"),
    ("wait 3 days 2 hours 5 minutes in Sum", "Wait 3 days 2 hours"),
    ("wait 2 hours 30 seconds in Sum", "Wait 2 hours 30 seconds"),
    // An enum as its case's title, else its id split into lowercase words.
    ("paint it deep blue in Sum", "Paint it deep blue"),
    ("paint it red in Sum", "Paint it Fire Red"),
    ("paint it light green in Sum", "Paint it light green"),
    // An entity as its name, however it was said.
    ("open taxes in Sum", "Open Tax Papers"),
    // A boolean as on or off.
    ("turn wifi on in Sum", "Turn wifi on"),
    ("turn wifi off in Sum", "Turn wifi off"),
    ("turn wifi enabled in Sum", "Turn wifi on"),
    // A list as "a, b and c".
    ("buy eggs in Sum", "Buy eggs"),
    ("buy eggs and milk in Sum", "Buy eggs and milk"),
    ("buy eggs, milk, and bread in Sum", "Buy eggs, milk and bread"),
    // A recurrence.
    ("repeat daily in Sum", "Repeat every day"),
    ("repeat every other week in Sum", "Repeat every 2 weeks"),
    ("repeat every 2 weeks on monday and thursday in Sum", "Repeat every 2 weeks on Monday and Thursday"),
    ("repeat every monday and thursday in Sum", "Repeat every week on Monday and Thursday"),
    ("repeat monthly on the 15th in Sum", "Repeat every month on the 15th"),
    ("repeat yearly in Sum", "Repeat every year"),
    ("repeat every 3 months in Sum", "Repeat every 3 months"),
    // A date relative to the reference.
    ("meet today in Sum", "Meet today"),
    ("meet tomorrow in Sum", "Meet tomorrow"),
    ("meet on wednesday in Sum", "Meet Wednesday"),
    ("meet on sunday in Sum", "Meet Sunday"),
    ("meet next monday in Sum", "Meet March 9"),
    ("meet on march 20 in Sum", "Meet March 20"),
    ("meet on march 1 in Sum", "Meet March 1"),
    ("meet on march 5 2027 in Sum", "Meet March 5, 2027"),
    ("meet tomorrow at 3 pm in Sum", "Meet tomorrow at 3 PM"),
    ("meet tomorrow at 3:30 pm in Sum", "Meet tomorrow at 3:30 PM"),
    ("meet today at 9 am in Sum", "Meet today at 9 AM"),
    ("meet on friday at 10:05 am in Sum", "Meet Friday at 10:05 AM"),
    ("meet on march 20 at 7 pm in Sum", "Meet March 20 at 7 PM"),
    ("meet at noon in Sum", "Meet today at 12 PM"),
    // Unset or cleared without a default: the title in square brackets; with a default: the default.
    ("set 3 in Sum", "Set 3 and [Ratio]"),
    ("log water in Sum", "Log [Amount] of water"),
    ("meet in Sum", "Meet [When]"),
    ("stop repeating in Sum", "Repeat [Rule]"),
    ("brew coffee in Sum", "Brew 2 cups of [Coffee Blend]"),
    ("brew 4 cups in Sum", "Brew 4 cups of [Coffee Blend]"),
  ]

  @Test("a routed line reads its summary back with each value as a person says it", arguments: readings)
  func reading(utterance: String, summary: String) throws {
    var script = try ConversationScript([Self.manifest])
    let route = script.say(utterance)
    #expect(route.outcome == .routed)
    #expect(route.summary == summary)
  }

  @Test("the summary follows the parameters in the route's JSON; a line that does not route has none")
  func json() throws {
    var script = try ConversationScript([Self.manifest])
    let route = script.say("turn wifi on in Sum")
    #expect(route.jsonLine(line: 1).contains(#""text":"on"}},"summary":"Turn wifi on","score":"#))
    let none = script.say("turn the radio on in Sum")
    #expect(none.summary == nil)
    #expect(!none.jsonLine(line: 2).contains("summary"))
    // An intent without a summary reads none.
    var plain = try ConversationScript([FollowUpTests.trips])
    #expect(plain.say("cancel everything").summary == nil)
  }

  @Test(
    "a duration reads in its two largest non-zero units",
    arguments: [
      (1.0, "1 second"), (59, "59 seconds"), (60, "1 minute"), (130, "2 minutes 10 seconds"),
      (3_600, "1 hour"), (5_400, "1 hour 30 minutes"), (3_601, "1 hour 1 second"), (86_400, "1 day"),
      (259_200, "3 days"), (266_700, "3 days 2 hours"), (90_061, "1 day 1 hour"), (172_860, "2 days 1 minute"),
    ])
  func duration(seconds: Double, words: String) {
    #expect(SummaryReader.duration(seconds) == words)
  }

  /// The reference: Monday 2 March 2026, 9 AM.
  static let reference = ConversationScript.now

  @Test(
    "a date reads relative to the reference, with the time when finer than a day",
    arguments: [
      (LocalDateTime(year: 2026, month: 3, day: 2), TimeGrain.day, "today"),
      (LocalDateTime(year: 2026, month: 3, day: 3), .day, "tomorrow"),
      (LocalDateTime(year: 2026, month: 3, day: 4), .day, "Wednesday"),
      (LocalDateTime(year: 2026, month: 3, day: 8), .day, "Sunday"),
      (LocalDateTime(year: 2026, month: 3, day: 9), .day, "March 9"),
      (LocalDateTime(year: 2026, month: 3, day: 1), .day, "March 1"),
      (LocalDateTime(year: 2026, month: 12, day: 25), .day, "December 25"),
      (LocalDateTime(year: 2027, month: 3, day: 5), .day, "March 5, 2027"),
      (LocalDateTime(year: 2025, month: 3, day: 5), .day, "March 5, 2025"),
      (LocalDateTime(year: 2026, month: 3, day: 3, hour: 15), .hour, "tomorrow at 3 PM"),
      (LocalDateTime(year: 2026, month: 3, day: 3, hour: 15, minute: 30), .minute, "tomorrow at 3:30 PM"),
      (LocalDateTime(year: 2026, month: 3, day: 2, hour: 9, minute: 5), .minute, "today at 9:05 AM"),
      (LocalDateTime(year: 2026, month: 3, day: 2, hour: 0), .hour, "today at 12 AM"),
      (LocalDateTime(year: 2026, month: 3, day: 2, hour: 12), .hour, "today at 12 PM"),
      (LocalDateTime(year: 2026, month: 3, day: 6, hour: 23, minute: 45), .minute, "Friday at 11:45 PM"),
      (LocalDateTime(year: 2027, month: 3, day: 5, hour: 8), .second, "March 5, 2027 at 8 AM"),
      (LocalDateTime(year: 2026, month: 3, day: 20, hour: 15), .day, "March 20"),
    ])
  func date(moment: LocalDateTime, grain: TimeGrain, words: String) {
    #expect(SummaryReader.date(DateValue(start: moment, grain: grain), reference: Self.reference) == words)
  }

  @Test("the weekday names cover 2 to 6 days ahead, across a month and a year")
  func weekdaysAcrossYear() {
    let reference = LocalDateTime(year: 2026, month: 12, day: 29, hour: 9)
    let days = (0...7).map { offset in
      SummaryReader.date(
        DateValue(start: LocalDateTime(year: 2026, month: 12, day: 29).adding(days: offset), grain: .day),
        reference: reference)
    }
    #expect(
      days == ["today", "tomorrow", "Thursday", "Friday", "Saturday", "Sunday", "Monday", "January 5, 2027"])
  }

  @Test(
    "a recurrence reads as every unit, then the days it names",
    arguments: [
      (Recurrence(frequency: .daily), "every day"),
      (Recurrence(frequency: .daily, interval: 3), "every 3 days"),
      (Recurrence(frequency: .weekly, interval: 2), "every 2 weeks"),
      (Recurrence(frequency: .weekly, weekdays: ["mon", "thu"]), "every week on Monday and Thursday"),
      (Recurrence(frequency: .weekly, interval: 2, weekdays: ["thu", "mon"]), "every 2 weeks on Monday and Thursday"),
      (Recurrence(frequency: .weekly, weekdays: ["mon", "wed", "fri"]), "every week on Monday, Wednesday and Friday"),
      (Recurrence(frequency: .monthly, monthDays: [15]), "every month on the 15th"),
      (Recurrence(frequency: .monthly, monthDays: [1, 22]), "every month on the 1st and 22nd"),
      (Recurrence(frequency: .monthly, interval: 2, monthDays: [2, 3, 11]), "every 2 months on the 2nd, 3rd and 11th"),
      (Recurrence(frequency: .yearly), "every year"),
    ])
  func recurrence(rule: Recurrence, words: String) {
    #expect(SummaryReader.recurrence(rule) == words)
  }

  @Test(
    "a parameter unset or cleared reads its default, else its title in brackets",
    arguments: [
      ("shade it teal", "Shade teal"),
      ("reset the shade", "Shade Fire Red"),
      ("clear the tint", "Tint [Tint]"),
      ("leave the tint", "Tint [Tint]"),
      ("leave the shade", "Shade Fire Red"),
    ])
  func defaults(utterance: String, summary: String) throws {
    let manifest = """
      {"app": "Shades",
       "intents": [
        {"id": "Shade", "summary": "Shade ${color}",
         "parameters": [{"name": "color", "type": "enum", "enum": "Color", "default": "red"}],
         "phrases": ["shade it {color}", {"template": "reset the shade", "sets": {"color": null}}, "leave the shade"]},
        {"id": "Tint", "summary": "Tint ${tint}",
         "parameters": [{"name": "tint", "type": "enum", "enum": "Color"}],
         "phrases": [{"template": "clear the tint", "sets": {"tint": null}}, "leave the tint"]}
       ],
       "enums": {"Color": {"cases": [{"id": "red", "title": "Fire Red"}, "teal"]}}}
      """
    var script = try ConversationScript([manifest])
    #expect(script.say(utterance).summary == summary)
  }

  @Test("a list reads as a, b and c")
  func list() {
    #expect(SummaryReader.list([]) == "")
    #expect(SummaryReader.list(["a"]) == "a")
    #expect(SummaryReader.list(["a", "b"]) == "a and b")
    #expect(SummaryReader.list(["a", "b", "c"]) == "a, b and c")
  }

  @Test("a summary that reads an undeclared parameter is a manifest error")
  func undeclaredSlot() {
    let found = diagnostics(
      of: #"{"app": "A", "intents": [{"id": "I", "summary": "Log ${amount}", "phrases": ["log water"]}]}"#)
    #expect(found.contains { $0.contains("error: summary reads undeclared parameter 'amount'") }, "\(found)")
  }

  @Test("every intent of the bundled apps has a summary, and the bundled routes read theirs")
  func bundled() throws {
    let folder = packageRoot.appendingPathComponent("Corpora/apps")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    #expect(files.count >= 9)
    var manifests: [Manifest] = []
    for file in files.sorted() {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
      let manifest = try #require(ManifestLoader.decode(bytes, file: file).0)
      for intent in manifest.intents { #expect(intent.summary != nil, "\(manifest.app).\(intent.id)") }
      manifests.append(manifest)
    }
    let router = try Router(manifests: manifests)
    let options = RouteOptions(reference: LocalDateTime(year: 2026, month: 12, day: 3, hour: 9))
    for (utterance, summary) in [
      ("move board review to tomorrow at 3 pm in Orbit", "Move Board Review to tomorrow at 3 PM"),
      ("email the attendees of launch party in Orbit", "Email the attendees of Launch Party"),
      ("repeat board review every other week in Orbit", "Repeat Board Review every 2 weeks"),
      ("don't repeat board review in Orbit", "Repeat Board Review [Repeat]"),
      ("wake me up in 10 minutes with Tempo", "Alarm 10 minutes"),
      ("start a 90 minute timer in Tempo", "Start a 1 hour 30 minutes timer for [Label]"),
    ] {
      #expect(router.route(utterance, options: options).summary == summary, "\(utterance)")
    }
  }
}
