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
      let parser = TemplateParser(dialect: TemplateDialect(anyOrderSeparator: random.next(2) == 0 ? ";" : nil))
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
    // A glued word of 6,561 forms is read character by character, not spelled out.
    let glued = String(repeating: "(a|b|c)", count: 8)
    _ = try builder.addTemplate(
      try #require(TemplateParser().parse("x" + glued).template), application: app, parameters: []
    ).get()
    // A glued word of rules spelled three times still meets the position limit.
    let rule = try #require(TemplateParser().parse(String(repeating: "(a|b|c)", count: 500)).template)
    let refused = builder.addTemplate(
      try #require(TemplateParser().parse("x<r><r><r>").template), application: app, parameters: [],
      rules: ["r": rule])
    guard case .failure(let failure) = refused else {
      Issue.record("a glued word of 4,501 positions compiled")
      return
    }
    #expect(failure.diagnostics.first?.message.text == "in rule 'r': template has more than 4096 word and slot positions")
    let grammar = builder.build()
    let found = grammar.matches(grammar.utterance("w3 w17 w59 end"))
    #expect(found.matches.count == 1)
    #expect(grammar.matches(grammar.utterance("xabcabcab")).matches.count == 1)
    #expect(grammar.matches(grammar.utterance("xabcabcabc")).matches.isEmpty)
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

/// Templates whose automata have exponentially many paths: every utterance is matched in work
/// that grows with the template and the utterance, not with the number of paths.
@Suite("Bounded work on hostile templates")
struct BoundedWorkTests {
  static let texts = ["s", "t"].map { TemplateParameter(name: $0, type: .text(maxWords: nil)) }

  static func grammar(_ template: String, rules: [String: String] = [:]) throws -> Grammar {
    var builder = GrammarBuilder()
    let app = builder.addApplication(names: ["A"])
    let parsedRules = try rules.mapValues { try #require(TemplateParser().parse($0).template) }
    let parsed = try #require(TemplateParser().parse(template).template)
    _ = try builder.addTemplate(parsed, application: app, parameters: texts, rules: parsedRules).get()
    return builder.build()
  }

  static func words(_ word: String, _ count: Int) -> String {
    Array(repeating: word, count: count).joined(separator: " ")
  }

  struct Shape: Sendable, CustomTestStringConvertible {
    var name: String
    var template: String
    var rules: [String: String] = [:]
    var utterance: String
    var testDescription: String { name }
  }

  static let shapes: [Shape] = [
    Shape(name: "[a] 28 times, then b", template: words("[a]", 28) + " b", utterance: words("a", 14) + " b"),
    Shape(name: "[a] 60 times, then b", template: words("[a]", 60) + " b", utterance: words("a", 30) + " b"),
    Shape(
      name: "[{s}] 16 times, then end", template: words("[{s}]", 16) + " end",
      utterance: words("x", 12) + " end"),
    Shape(
      name: "optional parts doubled by rules", template: "go <r5> b",
      rules: [
        "r0": "[a]", "r1": "<r0> <r0>", "r2": "<r1> <r1>", "r3": "<r2> <r2>", "r4": "<r3> <r3>", "r5": "<r4> <r4>",
      ], utterance: "go " + words("a", 16) + " b"),
    Shape(
      name: "[{s}] [{t}] 8 times, then end", template: words("[{s}] [{t}]", 8) + " end",
      utterance: words("x", 12) + " end"),
    Shape(
      name: "[a [a]] nested 500 times", template: "[" + words("[a [a]]", 500) + "] b",
      utterance: words("a", 7) + " b"),
  ]

  /// With positions recorded (for coverage), every template is replayed in full; without, a
  /// template whose slot keys each fill one parameter is read off the path's keys.
  @Test("each shape matches within the step limit", arguments: shapes, [false, true])
  func shape(_ shape: Shape, recordsPositions: Bool) throws {
    let grammar = try Self.grammar(shape.template, rules: shape.rules)
    let limits = MatchLimits()
    let options = MatchOptions(limits: limits, recordsPositions: recordsPositions)
    let found = grammar.matches(grammar.utterance(shape.utterance), options: options)
    #expect(!found.matches.isEmpty)
    // The limit is checked between steps of the walk and of the replay, so it overshoots by at
    // most one replay step (a template's junctions).
    #expect(found.steps <= limits.steps + 10_000)
    #expect(found.matches.count <= limits.matches)
    // Every reading kept is distinct.
    #expect(Set(found.matches.map(\.captures)).count == found.matches.count)
  }

  @Test("optional words cost work linear in the template, not in its paths")
  func linearWork() throws {
    let grammar = try Self.grammar(Self.words("[a]", 28) + " b")
    let found = grammar.matches(
      grammar.utterance(Self.words("a", 14) + " b"), options: MatchOptions(recordsPositions: true))
    #expect(found.matches.count == 1)
    #expect(!found.isTruncated)
    // 15 steps of the walk; for each, the replay sweeps the template's 58 junctions at most four
    // times (forward, backward, branching, and the path kept for coverage).
    #expect(found.steps < 15 * 4 * 60 + 100)
  }

  @Test("a reading is reported once for each way its slots can be filled")
  func distinctReadings() throws {
    var builder = GrammarBuilder()
    let app = builder.addApplication(names: ["A"])
    let parameters = ["a", "b", "c"].map { TemplateParameter(name: $0, type: .text(maxWords: nil)) }
    let template = try #require(TemplateParser().parse("[{a}] [{b}] {c}").template)
    _ = try builder.addTemplate(template, application: app, parameters: parameters).get()
    let grammar = builder.build()
    let found = grammar.matches(grammar.utterance("p q"))
    let readings = Set(
      found.matches.map { match in
        match.captures.map { "\(parameters[$0.parameter].name)=\($0.tokens.lowerBound)..<\($0.tokens.upperBound)" }
          .joined(separator: " ")
      })
    #expect(readings == ["c=0..<2", "a=0..<1 c=1..<2", "b=0..<1 c=1..<2"])
    #expect(found.matches.count == readings.count)
  }

  @Test("compiled size grows linearly with optional words")
  func linearSize() throws {
    let small = try Self.grammar(Self.words("[a]", 250) + " b")
    let large = try Self.grammar(Self.words("[a]", 1000) + " b")
    #expect(large.stateCount <= 4 * small.stateCount + 8)
    #expect(Double(large.byteCount) / Double(small.byteCount) < 4.5)
  }

  @Test("rules that double each other stop at the position limit with a diagnostic")
  func doublingRules() throws {
    var rules: [String: Template] = ["r0": try #require(TemplateParser().parse("[a b c d]").template)]
    for level in 1...15 {
      rules["r\(level)"] = TemplateParser().parse("<r\(level - 1)> <r\(level - 1)>").template
    }
    var builder = GrammarBuilder()
    let app = builder.addApplication(names: ["A"])
    let result = builder.addTemplate(
      try #require(TemplateParser().parse("go <r15> b").template), application: app, parameters: [], rules: rules)
    guard case .failure(let failure) = result else {
      Issue.record("a template of 131,072 positions compiled")
      return
    }
    #expect(
      failure.diagnostics.map(\.message.text) == ["in rule 'r15': template has more than 4096 word and slot positions"])
  }
}

/// The expander behind `route-eval generate`: a template with more phrases than the limit is
/// sampled, in work linear in its size, never spelled out in full.
@Suite("Expanding hostile templates")
struct HostileExpansionTests {
  @Test(
    "large templates give exactly `limit` phrases, each one the template accepts",
    arguments: [
      ("[a] 1000 times, then b", BoundedWorkTests.words("[a]", 1_000) + " b", [String: String]()),
      ("[a [a]] nested 500 times", "[" + BoundedWorkTests.words("[a [a]]", 500) + "] b", [:]),
      (
        "rules doubling 11 times", "go <r11> b",
        ["r0": "[a]"].merging((1...11).map { ("r\($0)", "<r\($0 - 1)> <r\($0 - 1)>") }) { $1 }
      ),
    ])
  func sampled(name: String, template: String, rules: [String: String]) throws {
    let parsedRules = try rules.mapValues { try #require(TemplateParser().parse($0).template) }
    let expander = TemplateExpander(rules: parsedRules, limit: 64)
    let forms = expander.expansions(of: try #require(TemplateParser().parse(template).template), seed: 7)
    #expect(forms.count == 64)
    for form in forms {
      guard case .text(let text)? = form.last else {
        Issue.record("\(name): a phrase does not end in text")
        continue
      }
      #expect(text.hasSuffix("b"))
    }
    // The same seed gives the same phrases.
    #expect(expander.expansions(of: try #require(TemplateParser().parse(template).template), seed: 7) == forms)
  }

  @Test("a small template is spelled out in full")
  func full() throws {
    let forms = TemplateExpander(limit: 64).expansions(of: try #require(TemplateParser().parse("[a] (b | c) d").template))
    let texts = forms.map { form in
      form.map { piece -> String in
        if case .text(let text) = piece { return text }
        return "?"
      }.joined().split(separator: " ").joined(separator: " ")
    }
    #expect(Set(texts) == ["a b d", "a c d", "b d", "c d"])
    #expect(texts.count == 4)
  }
}
