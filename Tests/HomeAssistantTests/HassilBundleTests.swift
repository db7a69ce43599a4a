import Foundation
import Testing

@testable import HomeAssistant
@testable import Router

@Suite("Home Assistant bundles: decoding, scoring, and the repository's own tests")
struct HassilBundleTests {
  static let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Corpora/home-assistant")

  /// Runs a bundle's tests once, as `route-eval hassil` does.
  static func run(_ name: String) throws -> HassilReport {
    let path = corpora.appendingPathComponent(name).path
    let data = try #require(FileManager.default.contents(atPath: path))
    let (bundle, diagnostics) = HassilBundle.decode([UInt8](data), file: path)
    #expect(diagnostics.isEmpty, "\(diagnostics.prefix(5).map(\.description))")
    let decoded = try #require(bundle)
    let recognizer = HassilImporter.compile(decoded)
    #expect(recognizer.warnings.isEmpty, "\(recognizer.warnings.prefix(5).map(\.description))")
    return HassilEvaluator.run(decoded, recognizer: recognizer, passes: 1)
  }

  @Test("the English bundle: every one of its 1,110 tests passes")
  func english() throws {
    let report = try Self.run("en.json")
    #expect(report.tests == 1110)
    #expect(report.passed == 1110, "\(report.failureLines.prefix(10).joined(separator: "\n"))")
    #expect(report.intentAccuracy == 1 && report.exactAccuracy == 1)
  }

  @Test("the Japanese bundle: every one of its 75 tests passes")
  func japanese() throws {
    let report = try Self.run("ja.json")
    #expect(report.tests == 75)
    #expect(report.passed == 75, "\(report.failureLines.prefix(10).joined(separator: "\n"))")
  }

  @Test("slots are scored as hassil's test scores them")
  func slotScoring() {
    func slots(_ pairs: [(String, HassilValue)]) -> [HassilSlot] {
      pairs.map { HassilSlot(name: $0.0, value: $0.1, text: "") }
    }
    #expect(
      HassilScoring.slotMismatch(slots([("brightness", 50)]), expected: [HassilMember("brightness", 50.0)]) == nil)
    #expect(
      HassilScoring.slotMismatch(slots([("domain", "light")]), expected: [HassilMember("domain", ["fan", "light"])])
        == nil)
    #expect(
      HassilScoring.slotMismatch(slots([("domain", ["light", "fan"])]), expected: [HassilMember("domain", ["light"])])
        == nil)
    #expect(
      HassilScoring.slotMismatch(slots([("domain", ["light", "fan"])]), expected: [HassilMember("domain", "fan")])
        == nil)
    #expect(
      HassilScoring.slotMismatch(
        slots([("name", "Lamp")]), expected: [HassilMember("name", "Lamp"), HassilMember("area", "Den")])
        == "missing slot area")
    #expect(
      HassilScoring.slotMismatch(slots([("name", "Lamp"), ("area", "Den")]), expected: [HassilMember("name", "Lamp")])
        != nil)
    #expect(
      HassilScoring.slotMismatch(slots([("domain", "switch")]), expected: [HassilMember("domain", ["light"])]) != nil)
  }

  @Test("a test checks the intent, slots, slot combination and the domains of the recognized name")
  func testScoring() {
    let fixture = HassilFixtureSet(id: "f", lists: [], domainsByName: ["Lamp": ["light"], "Fan": ["fan", "switch"]])
    let test = HassilTest(
      id: "t", fixtureSet: "f", sentence: "turn on the lamp", intent: "On", slots: [HassilMember("name", "Lamp")],
      slotCombination: "name_only", nameDomains: ["light"])
    func result(_ name: HassilValue, combination: HassilValue = "name_only", intent: String = "On") -> HassilResult {
      HassilResult(
        intent: intent, slots: [HassilSlot(name: "name", value: name, text: "")], context: [],
        metadata: .object([HassilMember("slot_combination", combination)]), response: "default", template: "")
    }
    let settings = HassilEvaluationSettings(matchesContext: false)
    #expect(HassilScoring.score(test, result: result("Lamp"), fixture: fixture, settings: settings).passed)
    #expect(
      !HassilScoring.score(test, result: result("Lamp", intent: "Off"), fixture: fixture, settings: settings).passed)
    #expect(
      !HassilScoring.score(test, result: result("Lamp", combination: "area"), fixture: fixture, settings: settings)
        .passed)
    var fan = test
    fan.slots = [HassilMember("name", "Fan")]
    let outcome = HassilScoring.score(fan, result: result("Fan"), fixture: fixture, settings: settings)
    #expect(outcome.slotsCorrect && !outcome.nameDomainsCorrect && !outcome.passed)
    #expect(!HassilScoring.score(test, result: nil, fixture: fixture, settings: settings).passed)
  }

  @Test("tests expected to fail are left out of the headline")
  func expectedFailures() throws {
    let (bundle, recognizer) = try compileHassil(
      """
      {"language": "en", "intents": [{"name": "On", "data": [{"sentences": ["turn on"]}]}],
       "tests": [{"sentence": "turn on", "intent": "On", "slots": {}, "context": {}},
                 {"sentence": "turn it on", "intent": "On", "slots": {}, "context": {}, "expected_failure": true}]}
      """)
    let report = HassilEvaluator.run(bundle, recognizer: recognizer, passes: 1)
    #expect(report.tests == 2 && report.expectedFailures == 1 && report.passed == 1 && report.failures == 0)
    #expect(report.exactAccuracy == 1)
    #expect(report.failureLines.count == 1)
  }

  @Test("malformed bundles are reported with file, line, column and JSON path")
  func diagnostics() {
    let syntax = HassilBundle.decode(Array("{\"language\": \"en\",\n \"intents\": [}".utf8), file: "b.json").1
    #expect(syntax.map(\.description).first?.hasPrefix("b.json:2:") == true)
    let template = HassilBundle.decode(
      Array(#"{"language": "en", "intents": [{"name": "A", "data": [{"sentences": ["turn (on"]}]}]}"#.utf8),
      file: "b.json"
    ).1
    #expect(
      template.map(\.description) == [
        "b.json:1:76: error: unterminated '('; expected ')' (at intents[0].data[0].sentences[0])"
      ])
    let missing = HassilBundle.decode(Array(#"{"intents": []}"#.utf8), file: "b.json").1
    #expect(missing.map(\.description) == ["b.json:1:1: error: missing required key 'language'"])
    let types = HassilBundle.decode(
      Array(#"{"language": "en", "intents": [], "lists": {"x": {"type": "range", "from": "a", "to": 3}}}"#.utf8),
      file: "b.json"
    ).1
    #expect(types.map(\.description).first?.contains("expected a number, found string (at lists.x.from)") == true)
  }
}
