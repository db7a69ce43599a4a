import Testing

@testable import SkillsImport

@Suite("Behave features: the requests of a skill's integration tests")
struct BehaveFeatureTests {
  @Test(
    "each scenario's first request, its examples filled in, in the import's language",
    arguments: [
      // A scenario with a quoted request, then a conversation whose answers are not requests.
      (
        """
        Feature: x
          Scenario: ask
            Given an english speaking user
             When the user says "what's the weather"
             Then "weather" should reply with dialog from "current.dialog"
             And the user says "in paris"
        """, ["what's the weather@4"]
      ),
      // An outline: the first row of the examples names the column, the others are requests.
      (
        """
        Feature: x
          Background:
            Given an english speaking user
          @tag
          Scenario Outline: louder
            When the user says "<volume up>"
            Then "volume" should increase the volume
          Examples: up
            | volume up |
            | volume up |
            | make it louder \\| now |
          Scenario: other
            # a comment
            When the user says "stop"
        """, ["volume up@10", "make it louder | now@11", "stop@14"]
      ),
      // A placeholder without quotes, two columns, `Scenarios:`, and a table written under the
      // steps with no `Examples:` keyword (what its author meant).
      (
        """
        Scenario Outline: two
          When the user says <what> in <where>
          Scenarios:
            | what | where |
            | rain | paris |
        Scenario Outline: forgotten keyword
          When the user says "<query>"
          Then "weather" should reply with anything
          | query |
          | is it hot |
        """, ["rain in paris@5", "is it hot@10"]
      ),
      // Another language's scenario is not this import's; doc strings are not steps.
      (
        """
        Scenario: german
          Given a german speaking user
          When the user says "wie spät ist es"
        Scenario: english
          Given a step with a doc string
            \"\"\"
            When the user says "not a request"
            \"\"\"
          When the user says "what time is it"
        """, ["what time is it@9"]
      ),
    ])
  func requests(text: String, expected: [String]) {
    let feature = BehaveFeature(text: text, language: "en-us")
    #expect(feature.requests.map { "\($0.utterance)@\($0.line)" } == expected)
    #expect(feature.problems.isEmpty)
  }

  @Test("a placeholder no example fills is a problem at its line, not a request")
  func problems() {
    let feature = BehaveFeature(
      text: """
        Scenario Outline: missing
          When the user says "<query>"
        Scenario Outline: wrong column
          When the user says "<query>"
          Examples:
            | other |
            | hello |
        """, language: "en")
    #expect(feature.requests.isEmpty)
    #expect(feature.problems.map(\.line) == [2, 7])
  }

  @Test("garbage reads as no request, without a crash")
  func garbage() {
    for text in ["", "|", "| |\n|", "Scenario:\nWhen the user says", "When the user says \"x\"", "Examples:\n| a |\n| b |"] {
      #expect(BehaveFeature(text: text, language: "en").requests.isEmpty)
    }
  }
}
