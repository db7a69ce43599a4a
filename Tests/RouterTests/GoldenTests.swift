import Foundation
import Testing

@testable import PhraseGrammar
@testable import Evaluation
@testable import Generation
@testable import Router

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Golden files behind `route-eval test`: reading them, comparing routes, and the text and JUnit reports.
@Suite("Golden files")
struct GoldenTests {
  static let reference = GeneratorOptions.defaultReference

  static func bundledRouter() throws -> Router {
    let (manifests, _) = try ManifestLoader.load(paths: [packageRoot.appendingPathComponent("Corpora/apps").path])
    return try Router(manifests: manifests)
  }

  /// A golden file's text for utterances routed now.
  static func golden(_ utterances: [String], router: Router) -> String {
    GoldenFile.render(
      utterances.map { router.route($0, options: RouteOptions(reference: reference)) }, reference: reference)
  }

  static func parse(_ text: String) throws -> GoldenFile {
    switch GoldenFile.parse(Array(text.utf8), file: "golden.jsonl") {
    case .success(let golden): return golden
    case .failure(let errors):
      Issue.record("\(errors.diagnostics.map(\.description))")
      throw errors
    }
  }

  static let utterances = [
    "log water in Water", "log water", "log 12 ounces of water in Water", "remind me to call mom tomorrow at 3pm",
    "add eggs, milk and bread to my shopping list", "water the plants", "don't repeat standup in Agenda",
  ]

  @Test("a golden file of current routes has no changes")
  func unchanged() throws {
    let router = try Self.bundledRouter()
    let text = Self.golden(Self.utterances, router: router)
    #expect(text.hasPrefix(#"{"version":1,"kind":"golden","now":"2026-11-29T09:00:00-08:00"}"# + "\n"))
    let golden = try Self.parse(text)
    #expect(golden.reference == Self.reference)
    #expect(golden.entries.map(\.line) == Array(2...8))
    #expect(golden.entries.map(\.utterance) == Self.utterances)
    let report = GoldenReport(file: "golden.jsonl", golden: golden, router: router, reference: Self.reference)
    #expect(report.changedCount == 0)
    #expect(report.text == "7 utterances, 0 changed\n")
  }

  @Test("a changed manifest gives the exact diff")
  func changed() throws {
    let router = try Self.bundledRouter()
    let golden = try Self.parse(Self.golden(Self.utterances, router: router))
    var (manifests, _) = try ManifestLoader.load(paths: [packageRoot.appendingPathComponent("Corpora/apps").path])
    let water = try #require(manifests.firstIndex { $0.app == "Water" })
    // Water no longer says "log water" or "log {amount} of water" on their own, and says "thru" where it
    // said "in" after an amount ("thru" does not introduce an app's name, so it cannot go unsaid, and
    // "in" for "thru" costs more than approximate matching is sure of).
    manifests[water].intents[0].phrases.removeAll { ["log water", "log {amount} of water"].contains($0.template.text) }
    manifests[water].intents[0].phrases[1].template.text = "<log> {amount} [of water] thru {applicationName}"
    let changed = try Router(manifests: manifests)
    let report = GoldenReport(file: "golden.jsonl", golden: golden, router: changed, reference: Self.reference)
    #expect(
      report.text == """
        golden.jsonl:3: changed: "log water"
          outcome: ambiguous → routed
          app: (none) → HydroCoach
          intent: (none) → LogDrink
          candidates: HydroCoach.LogDrink, Water.LogWater → (none)
          beverage: unset → "water"
        golden.jsonl:4: changed: "log 12 ounces of water in Water"
          outcome: routed → noMatch
          app: Water → (none)
          intent: LogWater → (none)
          amount: 12 fl_oz → unset
        7 utterances, 2 changed

        """)
  }

  @Test(
    "parameter changes: value, unit, grain, end, state and text",
    arguments: [
      (
        GoldenParameter(name: "amount", state: "set", value: "12", unit: "fl_oz", text: "12 oz"),
        GoldenParameter(name: "amount", state: "set", value: "8", unit: "fl_oz", text: "8 oz"),
        "amount: 12 fl_oz → 8 fl_oz"
      ),
      (
        GoldenParameter(name: "when", state: "set", value: #""2026-11-30T15:00:00-08:00""#, grain: "hour"),
        GoldenParameter(name: "when", state: "set", value: #""2026-11-30T00:00:00-08:00""#, grain: "day"),
        #"when: "2026-11-30T15:00:00-08:00" (hour) → "2026-11-30T00:00:00-08:00" (day)"#
      ),
      (
        GoldenParameter(
          name: "when", state: "set", value: #""2026-11-29T18:00:00-08:00""#, grain: "hour",
          end: "2026-11-30T00:00:00-08:00"),
        GoldenParameter(name: "when", state: "set", value: #""2026-11-29T18:00:00-08:00""#, grain: "hour"),
        #"when: "2026-11-29T18:00:00-08:00" (hour) until 2026-11-30T00:00:00-08:00 → "2026-11-29T18:00:00-08:00" (hour)"#
      ),
      (
        GoldenParameter(name: "recurrence", state: "cleared"),
        GoldenParameter(name: "recurrence", state: "unset"),
        "recurrence: cleared → unset"
      ),
      (
        GoldenParameter(name: "title", state: "set", value: #""milk""#, text: "milk"),
        GoldenParameter(name: "title", state: "set", value: #""milk""#, text: "Milk"),
        #"title: text "milk" → "Milk""#
      ),
    ])
  func parameterChanges(old: GoldenParameter, new: GoldenParameter, line: String) {
    let before = GoldenRoute(outcome: "routed", app: "A", intent: "I", parameters: [old])
    let after = GoldenRoute(outcome: "routed", app: "A", intent: "I", parameters: [new])
    #expect(GoldenComparison.changes(from: before, to: after) == [line])
    #expect(GoldenComparison.changes(from: before, to: before).isEmpty)
  }

  @Test("numbers compare by value, not spelling")
  func numberSpelling() throws {
    let stored =
      #"{"utterance":"x","outcome":"routed","app":"A","intent":"I","parameters":{"n":{"state":"set","value":12.0}}}"#
    let current =
      #"{"utterance":"x","outcome":"routed","app":"A","intent":"I","parameters":{"n":{"state":"set","value":12}}}"#
    let a = try Self.parse(stored).entries[0].route
    let b = try Self.parse(current).entries[0].route
    #expect(a == b)
  }

  @Test(
    "malformed lines give FILE:LINE:COL errors, all of them",
    arguments: [
      ("{not json", "golden.jsonl:1:2: error: unquoted object key 'not'"),
      ("[1]", "golden.jsonl:1:1: error: expected a route object, not array"),
      (#"{"outcome":"routed"}"#, "golden.jsonl:1:1: error: missing string 'utterance'"),
      (#"{"utterance":3,"outcome":"routed"}"#, "golden.jsonl:1:14: error: 'utterance' must be a string, not number"),
      (#"{"kind":"route","utterance":"x"}"#, "golden.jsonl:1:1: error: missing string 'outcome'"),
      (
        #"{"utterance":"x","outcome":"maybe"}"#,
        "golden.jsonl:1:28: error: unknown outcome 'maybe'; expected routed, ambiguous, noMatch or error"
      ),
      (
        #"{"utterance":"x","outcome":"routed","parameters":{"a":{"value":1}}}"#,
        "golden.jsonl:1:55: error: parameter 'a' has no string 'state'"
      ),
      (#"{"kind":"golden","now":"tomorrow"}"#, "golden.jsonl:1:24: error: 'now' is not an ISO 8601 date and time"),
      (
        "{\"utterance\":\"x\",\"outcome\":\"noMatch\"}\n{\"kind\":\"golden\"}",
        "golden.jsonl:2:9: error: the golden header must be the first line"
      ),
    ])
  func malformed(text: String, message: String) {
    switch GoldenFile.parse(Array(text.utf8), file: "golden.jsonl") {
    case .success: Issue.record("expected an error for \(text)")
    case .failure(let errors): #expect(errors.diagnostics.map(\.description) == [message])
    }
  }

  @Test("a plain line or an utterance without an outcome is new: a change until recorded")
  func newUtterances() throws {
    let router = try Self.bundledRouter()
    let text =
      Self.golden(["log water in Water", "water the plants"], router: router)
      + "log 12 ounces of water in Water\r\n"
      + #"{"utterance":"log water","expect":{"outcome":"ambiguous"},"tags":["x"]}"#
      + "\n"
    let golden = try Self.parse(text)
    #expect(golden.entries.map(\.line) == [2, 3, 4, 5])
    #expect(golden.entries.map { $0.route == nil } == [false, false, true, true])
    #expect(golden.entries[2].utterance == "log 12 ounces of water in Water")
    let report = GoldenReport(file: "golden.jsonl", golden: golden, router: router, reference: Self.reference)
    #expect(report.changedCount == 2)
    #expect(report.newCount == 2)
    #expect(
      report.text == """
        golden.jsonl:4: new, not yet recorded: "log 12 ounces of water in Water"
          now: Water.LogWater
        golden.jsonl:5: new, not yet recorded: "log water"
          now: ambiguous between HydroCoach.LogDrink, Water.LogWater
        4 utterances, 2 changed (2 new, not yet recorded)

        """)
    let summary = try JUnitSummary(xml: report.junit)
    #expect(summary.failures == ["new, not yet recorded", "new, not yet recorded"])
    #expect(summary.classNames == ["Water.LogWater", "noMatch", "Water.LogWater", "ambiguous"])

    // Recorded, in file order, the file has no change left.
    let updated = try Self.parse(GoldenFile.render(report.cases.map(\.current), reference: Self.reference))
    #expect(
      updated.entries.map(\.utterance) == [
        "log water in Water", "water the plants", "log 12 ounces of water in Water", "log water",
      ])
    #expect(updated.entries.allSatisfy { $0.route != nil })
    let after = GoldenReport(file: "golden.jsonl", golden: updated, router: router, reference: Self.reference)
    #expect(after.text == "4 utterances, 0 changed\n")
  }

  @Test("blank lines and CRLF line ends are fine; every problem is reported")
  func blankLinesAndManyErrors() {
    let text = "\r\n{\"utterance\":\"a\",\"outcome\":\"noMatch\"}\r\n   \n{\"utterance\":\"b\",\"outcome\":\"noMatch\"}"
    guard case .success(let golden) = GoldenFile.parse(Array(text.utf8), file: "g") else {
      Issue.record("expected success")
      return
    }
    #expect(golden.entries.map(\.line) == [2, 4])
    #expect(golden.reference == nil)
    guard case .failure(let errors) = GoldenFile.parse(Array("{x\n[]\n".utf8), file: "g") else {
      Issue.record("expected failure")
      return
    }
    #expect(errors.diagnostics.map(\.location.line) == [1, 2])
  }

  @Test("the text report shows control characters in names and utterances as escapes")
  func textEscaping() throws {
    let router = try Self.bundledRouter()
    var golden = try Self.parse(Self.golden(["log water in Water", "bell\u{7} \u{1B}[2J"], router: router))
    golden.entries[0].route?.app = "Hydro\u{1B}]0;pwned\u{7}"
    golden.entries[1].route?.outcome = "routed\u{9B}"
    let text = GoldenReport(file: "golden.jsonl", golden: golden, router: router, reference: Self.reference).text
    for control in ["\u{1B}", "\u{7}", "\u{9B}"] { #expect(!text.contains(control)) }
    #expect(
      text == #"""
        golden.jsonl:2: changed: "log water in Water"
          app: Hydro\u001b]0;pwned\u0007 → Water
        golden.jsonl:3: changed: "bell\u0007 \u001b[2J"
          outcome: routed\u009b → noMatch

        """# + "2 utterances, 2 changed\n")
  }

  @Test("the JUnit report is well-formed XML with the right counts")
  func junit() throws {
    let router = try Self.bundledRouter()
    let tricky = ["log water", "log 12 ounces of water in Water", "tell Water I drank <5> & \"more\"", "bell\u{7}"]
    var golden = try Self.parse(Self.golden(Self.utterances + tricky, router: router))
    // Pretend two stored routes said something else.
    golden.entries[0].route?.app = "Hydro & <Co>"
    golden.entries[2].route?.outcome = "noMatch"
    let report = GoldenReport(file: "golden \"1\".jsonl", golden: golden, router: router, reference: Self.reference)
    #expect(report.changedCount == 2)
    let summary = try JUnitSummary(xml: report.junit)
    #expect(summary.suites == ["golden"])
    #expect(summary.suiteAttributes["tests"] == "11")
    #expect(summary.suiteAttributes["failures"] == "2")
    #expect(summary.testCases.count == 11)
    #expect(summary.failures.count == 2)
    #expect(summary.testCases.contains("golden \"1\".jsonl:11 tell Water I drank <5> & \"more\""))
    #expect(summary.testCases.contains("golden \"1\".jsonl:12 bell\u{FFFD}"))
    #expect(summary.classNames.prefix(3) == ["Hydro & <Co>.LogWater", "ambiguous", "noMatch"])
    #expect(summary.failures == ["changed: app", "changed: outcome"])
    #expect(
      summary.failureTexts.first
        == "\ngolden \"1\".jsonl:2: changed: \"log water in Water\"\n  app: Hydro & <Co> → Water\n      ")
  }
}

/// What an XML parser sees in a JUnit report.
final class JUnitSummary: NSObject, XMLParserDelegate {
  var suites: [String] = []
  var suiteAttributes: [String: String] = [:]
  var testCases: [String] = []
  var classNames: [String] = []
  var failures: [String] = []
  var failureTexts: [String] = []
  private var inFailure = false

  init(xml: String) throws {
    super.init()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = self
    guard parser.parse() else {
      throw parser.parserError ?? CocoaError(.propertyListReadCorrupt)
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    switch elementName {
    case "testsuite":
      suites.append(attributes["name"] ?? "")
      suiteAttributes = attributes
    case "testcase":
      testCases.append(attributes["name"] ?? "")
      classNames.append(attributes["classname"] ?? "")
    case "failure":
      failures.append(attributes["message"] ?? "")
      failureTexts.append("")
      inFailure = true
    default:
      break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inFailure { failureTexts[failureTexts.count - 1] += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if elementName == "failure" { inFailure = false }
  }
}
