import PhraseGrammar
import Testing

@Suite("Spotting phrases inside utterances")
struct SpottingTests {
  /// Each spot as `template:first..<end`, with its slots' words.
  static func spots(_ templates: [String], in text: String) throws -> [String] {
    var builder = GrammarBuilder()
    let app = builder.addApplication(names: ["A"])
    let parameters = [
      TemplateParameter(name: "n", type: .integer(.unbounded)), TemplateParameter(name: "x", type: .text(maxWords: 2)),
    ]
    for template in templates {
      let parsed = try #require(TemplateParser().parse(template).template)
      _ = try builder.addTemplate(parsed, application: app, parameters: parameters).get()
    }
    let grammar = builder.build()
    let utterance = grammar.utterance(text)
    var workspace = MatchWorkspace()
    let found = grammar.spots(utterance, options: MatchOptions(), workspace: &workspace)
    return found.matches.map { match in
      "\(match.template.rawValue):\(match.span.lowerBound)..<\(match.span.upperBound)"
        + match.captures.map { " " + utterance.text(of: $0) }.joined()
    }.sorted()
  }

  @Test(
    "every template is found wherever it is said, each time, with its slots",
    arguments: [
      (["weather", "what is"], "what is the weather like", ["0:3..<4", "1:0..<2"]),
      (["weather"], "weather or not weather", ["0:0..<1", "0:3..<4"]),
      (["next {n} days"], "the next 5 days please", ["0:1..<4 5"]),
      // Free text ends anywhere it may: every reading is a spot.
      (["in {x}"], "rain in new york", ["0:1..<3 new", "0:1..<4 new york"]),
      (["[the] forecast"], "the forecast", ["0:0..<2", "0:1..<2"]),
      (["weather"], "sunny", []),
    ])
  func spotsAnywhere(templates: [String], text: String, expected: [String]) throws {
    #expect(try Self.spots(templates, in: text) == expected)
  }

  @Test("a whole-utterance match covers the whole utterance")
  func matchSpan() throws {
    var builder = GrammarBuilder()
    let app = builder.addApplication(names: ["A"])
    _ = try builder.addTemplate(
      try #require(TemplateParser().parse("the weather").template), application: app, parameters: []
    ).get()
    let grammar = builder.build()
    let found = grammar.matches(grammar.utterance("the weather"), options: MatchOptions())
    #expect(found.matches.map(\.span) == [0..<2])
  }
}
