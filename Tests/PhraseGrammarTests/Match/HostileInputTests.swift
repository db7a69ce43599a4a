import Testing

@testable import PhraseGrammar

/// Random and hostile templates and utterances: nothing crashes, and every call returns.
@Suite("Hostile input")
struct HostileInputTests {
  /// A repeatable generator, so a failure can be replayed from the printed seed.
  struct Seeded {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % bound
    }
  }

  static let pieces = [
    "log", "water", " ", " ", "(", ")", "[", "]", "|", "{n}", "{t}", "{applicationName}", "<r>", "\\", "{", "}",
    "<", ">", ";", "s", "水", "8", "a", "an", "and", ",",
  ]

  @Test("random templates parse, compile and match without crashing", arguments: [UInt64(1), 2, 3])
  func randomTemplates(seed: UInt64) throws {
    var random = Seeded(state: seed)
    var builder = GrammarBuilder()
    let app = builder.addApplication(names: ["Water"])
    let parameters = [
      TemplateParameter(name: "n", type: .integer(.unbounded)),
      TemplateParameter(name: "t", type: .text(maxWords: nil)),
    ]
    let rules = ["r": try #require(TemplateParser().parse("(log | add) [water]").template)]
    var compiled = 0
    for _ in 0..<1_500 {
      let text = (0..<(1 + random.next(14))).map { _ in Self.pieces[random.next(Self.pieces.count)] }.joined()
      var parser = TemplateParser()
      parser.allowsPermutations = random.next(2) == 0
      guard let template = parser.parse(text).template else { continue }
      if case .success = builder.addTemplate(template, application: app, parameters: parameters, rules: rules) {
        compiled += 1
      }
    }
    #expect(compiled > 100, "seed \(seed)")
    let grammar = builder.build()
    var limits = MatchLimits()
    limits.steps = 20_000
    for _ in 0..<300 {
      let words = ["log", "water", "8", "twelve", "and", "in", "Water", "水", "s", "a", ","]
      let text = (0..<random.next(12)).map { _ in words[random.next(words.count)] }.joined(separator: " ")
      let found = grammar.matches(grammar.utterance(text), limits: limits)
      #expect(found.matches.count <= limits.matches)
    }
  }

  @Test("deeply optional and alternative templates stay within their limits")
  func wideTemplates() throws {
    var builder = GrammarBuilder()
    let app = builder.addApplication(names: ["A"])
    // 60 optional words, every word optional: the position automaton has 60 positions.
    let optionals = (0..<60).map { "[w\($0)]" }.joined(separator: " ") + " end"
    let template = try #require(TemplateParser().parse(optionals).template)
    _ = try builder.addTemplate(template, application: app, parameters: []).get()
    // A glued word with too many spellings is refused with a diagnostic, not expanded.
    let glued = String(repeating: "(a|b|c)", count: 8)
    let refused = builder.addTemplate(
      try #require(TemplateParser().parse("x" + glued).template), application: app, parameters: [])
    guard case .failure(let failure) = refused else {
      Issue.record("a word with 6,561 spellings compiled")
      return
    }
    #expect(failure.diagnostics.first?.message.id == "TemplateTooComplex")
    let grammar = builder.build()
    let found = grammar.matches(grammar.utterance("w3 w17 w59 end"))
    #expect(found.matches.count == 1)
  }

  @Test("a megabyte of garbage is tokenized and matched in bounded work")
  func garbage() throws {
    let test = try TestGrammar(templates: [(0, "log {item} and {item} in {applicationName}")])
    var garbage = ""
    var random = Seeded(state: 9)
    let alphabet = Array("ab ,.;-'8水\u{301}\t!?")
    for _ in 0..<200_000 { garbage.append(alphabet[random.next(alphabet.count)]) }
    let utterance = test.grammar.utterance(garbage)
    #expect(utterance.count > 10_000)
    var limits = MatchLimits()
    limits.steps = 50_000
    let found = test.grammar.matches(utterance, limits: limits)
    #expect(found.matches.isEmpty)
  }
}
