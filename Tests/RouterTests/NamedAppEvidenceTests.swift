import PhraseGrammar
import Testing

@testable import DataFormats
@testable import Router

/// An app named in the utterance against free text that swallowed its name, typed values
/// against free text, and the match limit: who wins must not depend on which phrase matched
/// first or where a limit cut.
@Suite("Names, typed values and limits in arbitration")
struct NamedAppEvidenceTests {
  static let nudge = """
    {"app": "Nudge", "intents": [{"id": "AddReminder",
      "parameters": [{"name": "title", "type": "string"}],
      "phrases": ["remind me to {title}"]}]}
    """
  static let jot = """
    {"app": "Jot", "intents": [{"id": "AddNote",
      "parameters": [{"name": "text", "type": "string"}],
      "phrases": ["remind me to {text}", "note {text} in {applicationName}"]}]}
    """
  static let meals = """
    {"app": "Meals", "intents": [{"id": "LogFood",
      "parameters": [{"name": "amount", "type": "measurement", "dimension": "mass", "unit": "g"},
                     {"name": "food", "type": "string"}],
      "phrases": ["I ate {amount} of {food}"]}]}
    """
  static let pantry = """
    {"app": "Pantry", "intents": [{"id": "LogMeal",
      "parameters": [{"name": "amount", "type": "measurement", "dimension": "mass", "unit": "g"},
                     {"name": "food", "type": "string"}],
      "phrases": ["I ate {amount} of {food}"]}]}
    """
  static let planner = """
    {"app": "Planner", "intents": [{"id": "AddEvent",
      "parameters": [{"name": "title", "type": "string"}, {"name": "when", "type": "date"}],
      "phrases": ["(add | schedule) [an event] {title} (on | at | for) {when} (in | on) {applicationName}",
                  "schedule {title} {when}"]}]}
    """

  @Test(
    "an app named at the end beats free text that swallowed its name",
    arguments: [
      ("remind me to buy milk in Jot", "routed Jot.AddNote", "text=set:\"buy milk\""),
      ("remind me to buy milk", "ambiguous Jot.AddNote,Nudge.AddReminder", nil),
      ("remind me to buy milk in Nudge", "routed Nudge.AddReminder", "title=set:\"buy milk\""),
      ("I ate 200 g of rice in Pantry", "routed Pantry.LogMeal", "food=set:\"rice\""),
    ])
  func namedAppWins(utterance: String, expected: String, parameter: String?) throws {
    let router = try makeRouter([Self.nudge, Self.jot, Self.meals, Self.pantry])
    let route = router.route(utterance)
    #expect(route.verdict == expected)
    if let parameter { #expect(route.parameterSummary.contains(parameter), "\(route.parameterSummary)") }
  }

  @Test("a reading whose free text takes a date another reading of the app reads loses to it")
  func typedValueBeatsFreeText() throws {
    let router = try makeRouter([Self.planner])
    let now = try #require(LocalDateTime(iso8601: "2026-11-29T09:00:00-08:00"))
    let route = router.route(
      "schedule dentist tomorrow at 3pm in Planner", options: RouteOptions(explain: true, reference: now))
    #expect(route.verdict == "routed Planner.AddEvent")
    #expect(route.template == "schedule {title} {when}")
    #expect(route.parameters.map { $0.value?.jsonText } == ["\"dentist\"", "\"2026-11-30T15:00:00-08:00\""])
    #expect(
      route.explanation?.contains {
        $0.status == .outranked && $0.reason == "its free text takes words another reading of the app reads as a value"
      } == true)
    // With no date to read, the phrase with more words still wins.
    let plain = router.route("schedule dentist at noon in Planner", options: RouteOptions(reference: now))
    #expect(plain.parameters.map { $0.value?.jsonText } == ["\"dentist\"", "\"2026-11-29T12:00:00-08:00\""])
  }

  /// `count` apps that say "turn on the light", and `Zzz`, whose name "light" makes
  /// "turn on the {applicationName}" name it.
  static func lights(count: Int) throws -> Router {
    var manifests = (0..<count).map { index in
      """
      {"app": "Lamp\(index)", "intents": [{"id": "On", "phrases": ["turn on the light"]}]}
      """
    }
    manifests.append(
      """
      {"app": "Zzz", "synonyms": ["light"], "intents": [{"id": "On", "phrases": ["turn on the {applicationName}"]}]}
      """)
    return try makeRouter(manifests)
  }

  @Test("where the match limit cuts does not decide who wins, and a cut route says so", arguments: [999, 1_000, 1_500])
  func matchLimit(apps: Int) throws {
    let route = try Self.lights(count: apps).route("turn on the light")
    #expect(route.verdict == "routed Zzz.On")
    #expect(route.isTruncated == (apps + 1 > MatchLimits().matches))
    #expect(route.jsonLine().contains("\"truncated\":true") == route.isTruncated)
  }
}

@Suite("Numbers at the edge of what a value can hold")
struct HugeNumberTests {
  static let counter = """
    {"app": "Counter", "intents": [{"id": "Set",
      "parameters": [{"name": "count", "type": "integer"}, {"name": "level", "type": "decimal"}],
      "phrases": ["set count to {count}", "set level to {level}"]}]}
    """

  @Test(
    "integers are exact up to 2^53 − 1 and decimals finite; anything larger is no value",
    arguments: [
      ("set count to 9007199254740991", "count=set:9007199254740991"),
      ("set count to -9007199254740991", "count=set:-9007199254740991"),
      ("set count to 9007199254740993", nil),
      ("set count to 9223372036854775807", nil),
      ("set count to " + String(repeating: "9", count: 320), nil),
      ("set level to " + String(repeating: "9", count: 320), nil),
      ("set level to 1e400", nil),
      ("set level to 2.5", "level=set:2.5"),
    ])
  func edges(utterance: String, expected: String?) throws {
    let router = try makeRouter([Self.counter])
    // What the phrases read; the learned model, which reads no values, is another matter.
    let route = router.route(utterance, options: .uncalibrated(explain: true))
    if let expected {
      #expect(route.outcome == .routed)
      #expect(route.parameterSummary.contains(expected), "\(route.parameterSummary)")
    } else {
      #expect(route.outcome == .noMatch, "\(route.parameterSummary)")
      #expect(!route.jsonLine().contains("null"))
    }
  }

  @Test("a whole number past the exact range is rejected with a reason")
  func reason() throws {
    let route = try makeRouter([Self.counter]).route(
      "set count to 9223372036854775807", options: RouteOptions(explain: true))
    #expect(
      route.explanation?.first { $0.status == .rejected }?.reason
        == "'count' = 9.223372036854778e+18 is beyond ±9007199254740991 (2^53 − 1), where whole numbers are no longer exact")
  }
}

@Suite("A date parameter's grain")
struct DateGrainTests {
  static let diary = """
    {"app": "Diary", "intents": [{"id": "Plan",
      "parameters": [{"name": "day", "type": "date", "grain": "day"}, {"name": "month", "type": "date", "grain": "month"}],
      "phrases": ["plan {day}", "plan the month of {month}"]}]}
    """

  @Test(
    "truncates moments and intervals alike; an interval within one unit becomes that unit",
    arguments: [
      ("plan tonight", "{\"state\":\"set\",\"value\":\"2026-11-29T00:00:00-08:00\",\"grain\":\"day\",\"text\":\"tonight\"}"),
      ("plan tomorrow at 3pm", "{\"state\":\"set\",\"value\":\"2026-11-30T00:00:00-08:00\",\"grain\":\"day\",\"text\":\"tomorrow at 3pm\"}"),
      (
        "plan the next 3 days",
        "{\"state\":\"set\",\"value\":\"2026-11-30T00:00:00-08:00\",\"grain\":\"day\",\"end\":\"2026-12-03T00:00:00-08:00\",\"text\":\"the next 3 days\"}"
      ),
      // Friday 18:00 to Monday 00:00, all in November: the month.
      ("plan the month of this weekend", "{\"state\":\"set\",\"value\":\"2026-11-01T00:00:00-08:00\",\"grain\":\"month\",\"text\":\"this weekend\"}"),
      // November 30 to December 3: two months.
      (
        "plan the month of the next 3 days",
        "{\"state\":\"set\",\"value\":\"2026-11-01T00:00:00-08:00\",\"grain\":\"month\",\"end\":\"2027-01-01T00:00:00-08:00\",\"text\":\"the next 3 days\"}"
      ),
    ])
  func grain(utterance: String, expected: String) throws {
    let now = try #require(LocalDateTime(iso8601: "2026-11-29T09:00:00-08:00"))
    let route = try makeRouter([Self.diary]).route(utterance, options: RouteOptions(reference: now))
    let set = route.parameters.first { $0.state == .set }
    var writer = JSONWriter()
    set?.write(to: &writer)
    #expect(writer.text == expected)
  }
}

@Suite("Explanations")
struct ExplanationLineTests {
  @Test("no explanation line is repeated", arguments: ["Water, log 10 ounces", "log 10 ounces using Water"])
  func noRepeats(utterance: String) throws {
    let router = try ReadmeExamplesTests.router("Corpora/apps")
    let explanation = try #require(router.route(utterance, options: RouteOptions(explain: true)).explanation)
    #expect(explanation.count > 1)
    #expect(Set(explanation).count == explanation.count, "\(explanation.map(\.reason))")
  }

  @Test("on a tie every tied reading says it ties")
  func tieReasons() throws {
    let router = try ReadmeExamplesTests.router("Corpora/apps")
    let route = router.route("log water", options: RouteOptions(explain: true))
    #expect(route.outcome == .ambiguous)
    let tied = try #require(route.explanation?.filter { $0.status == .tied })
    #expect(tied.count >= 2)
    #expect(tied.allSatisfy { $0.reason == "ties with the best match of another app or intent" }, "\(tied.map(\.reason))")
  }
}
