import Testing

@testable import PhraseGrammar

/// A small grammar built from (app, template) pairs for the tests.
struct TestGrammar {
  var grammar: Grammar
  var ids: [TemplateID] = []

  init(
    apps: [[String]] = [["Water"], ["Hydro"]],
    templates: [(app: Int, template: String)],
    parameters: [TemplateParameter] = [
      .init(name: "amount", type: .integer(ValueBounds(min: 1, max: 100))),
      .init(name: "item", type: .text(maxWords: 4)),
      .init(name: "level", type: .decimal(.unbounded)),
    ],
    rules: [String: String] = [:],
    lexicons: [[[String]]] = [],
    spaces: SpacePolicy = .strict,
    dialect: TemplateDialect = .core,
    nameMayBeLeftOut: Bool = false
  ) throws {
    var builder = GrammarBuilder()
    builder.spaces = spaces
    let appIDs = apps.map { builder.addApplication(names: $0) }
    var parameters = parameters
    for entries in lexicons {
      let id = builder.addLexicon(entries: entries)
      parameters.append(.init(name: "lex\(id.rawValue)", type: .lexicon(id)))
    }
    let parser = TemplateParser(dialect: dialect)
    let parsedRules = try rules.mapValues { try #require(parser.parse($0).template) }
    for (app, text) in templates {
      let template = try #require(parser.parse(text).template)
      let id = try builder.addTemplate(
        template, application: appIDs[app], parameters: parameters, rules: parsedRules
      ).get()
      ids.append(id)
      if nameMayBeLeftOut { builder.allowNameLeftOut(of: id) }
    }
    grammar = builder.build()
  }

  /// The matches of an utterance as "template-index: slot=text ..." lines, sorted.
  func describe(_ text: String) -> [String] {
    let utterance = grammar.utterance(text)
    let found = grammar.matches(utterance)
    return found.matches.map { match in
      let index = ids.firstIndex(of: match.template) ?? -1
      let parameters = grammar.parameters(of: match.template)
      let slots = match.captures.map { capture -> String in
        let name = parameters[capture.parameter].name
        switch capture.value {
        case .number(let value): return "\(name)=\(value)"
        case .text: return "\(name)='\(utterance.text(of: capture.tokens))'"
        case .entry(_, let entry): return "\(name)=#\(entry)"
        case .measurement(let value, let unit): return "\(name)=\(value) \(unit ?? "-")"
        case .duration(let seconds): return "\(name)=\(seconds)s"
        case .date(let date): return "\(name)=\(date.start.iso8601)/\(date.grain.rawValue)"
        case .recurrence(let rule): return "\(name)=\(rule.frequency.rawValue)/\(rule.interval)"
        case .list(let items):
          return "\(name)=[" + items.map { utterance.text(of: $0.tokens) }.joined(separator: "|") + "]"
        }
      }
      let problems = match.problems.isEmpty ? "" : " !\(match.problems.count)"
      return (["\(index):"] + slots).joined(separator: " ") + problems
    }.sorted()
  }
}

@Suite("Grammar matching")
struct GrammarMatchingTests {
  @Test("matches literal templates as whole utterances only")
  func literals() throws {
    let test = try TestGrammar(templates: [(0, "log water"), (0, "log water now")])
    #expect(test.describe("Log water!") == ["0:"])
    #expect(test.describe("log water now") == ["1:"])
    #expect(test.describe("log water later") == [])
    #expect(test.describe("log") == [])
    #expect(test.describe("") == [])
  }

  @Test("expands optionals and alternatives, including empty branches")
  func alternatives() throws {
    let test = try TestGrammar(templates: [(0, "(log | add | ) [a glass of] water [please | now]")])
    for utterance in ["log water", "add a glass of water please", "water", "water now", "a glass of water"] {
      #expect(test.describe(utterance) == ["0:"], "\(utterance)")
    }
    #expect(test.describe("log a water").isEmpty)
  }

  @Test("inlines rules")
  func rules() throws {
    let test = try TestGrammar(
      templates: [(0, "<log> water")], rules: ["log": "(log | <verb>)", "verb": "add"])
    #expect(test.describe("add water") == ["0:"])
  }

  /// A template that does not compile: with its rules and parameters, the messages it gets and the column of the first.
  struct Refusal: CustomStringConvertible, Sendable {
    var template: String
    var rules: [String: String] = [:]
    var parameters: [TemplateParameter] = []
    var messages: [String]
    var column: Int?

    var description: String { template }
  }

  static let refusals = [
    Refusal(template: "<a> x", rules: ["a": "<b>", "b": "<a>"], messages: ["in rule 'a': rule 'a' refers to itself"]),
    Refusal(
      template: "<lgo> x", rules: ["log": "<a> x"], messages: ["unknown rule 'lgo'; did you mean 'log'?"], column: 1),
    Refusal(
      template: "log {amout} oz", parameters: [.init(name: "amount", type: .integer(.unbounded))],
      messages: ["unknown parameter 'amout'; did you mean 'amount'?"], column: 5),
  ]

  @Test("rejects recursive and unknown rules and undeclared slots, with a suggestion and a column", arguments: refusals)
  func refusal(_ refusal: Refusal) throws {
    var builder = GrammarBuilder()
    let app = builder.addApplication(names: ["A"])
    let parser = TemplateParser()
    let rules = try refusal.rules.mapValues { try #require(parser.parse($0).template) }
    let template = try #require(parser.parse(refusal.template).template)
    guard
      case .failure(let failure) = builder.addTemplate(
        template, application: app, parameters: refusal.parameters, rules: rules)
    else {
      Issue.record("\(refusal.template) compiled")
      return
    }
    #expect(failure.diagnostics.map(\.message.text) == refusal.messages)
    if let column = refusal.column {
      #expect(failure.diagnostics.first?.range?.lowerBound.characterColumn == column)
    }
  }

  @Test("rejects templates that match nothing or the empty utterance")
  func emptyTemplates() throws {
    var builder = GrammarBuilder()
    let app = builder.addApplication(names: ["A"])
    for (text, id) in [("[please]", "MatchesEmptyUtterance"), ("!!", "EmptyTemplate"), ("( | )", "EmptyTemplate")] {
      let template = try #require(TemplateParser().parse(text).template)
      guard case .failure(let failure) = builder.addTemplate(template, application: app, parameters: []) else {
        Issue.record("\(text) compiled")
        continue
      }
      #expect(failure.diagnostics.map(\.message.id) == [id])
    }
  }

  @Test("fills number slots from digits and validates bounds")
  func numbers() throws {
    let test = try TestGrammar(templates: [(0, "log {amount} oz"), (0, "set level to {level}")])
    #expect(test.describe("log 12 oz") == ["0: amount=12.0"])
    #expect(test.describe("log 1,000 oz") == ["0: amount=1000.0 !1"])
    #expect(test.describe("log 2.5 oz") == ["0: amount=2.5 !1"])
    #expect(test.describe("set level to 2.5") == ["1: level=2.5"])
  }

  @Test("gives free text as few words as the rest allows, and every reading")
  func freeText() throws {
    let test = try TestGrammar(templates: [(0, "add {item} to my list"), (0, "add {item}")])
    #expect(test.describe("add milk to my list") == ["0: item='milk'", "1: item='milk to my list'"])
    #expect(
      test.describe("add salt to taste to my list") == [
        "0: item='salt to taste'", "1: item='salt to taste to my list' !1",
      ])
  }

  @Test("matches the application's names, multi-word ones included, and only its own")
  func applicationNames() throws {
    let test = try TestGrammar(
      apps: [["Water", "Water Tracker"], ["Hydro"]],
      templates: [(0, "log water in {applicationName}"), (1, "log water in {applicationName}")])
    #expect(test.describe("log water in Water") == ["0:"])
    #expect(test.describe("log water in water tracker") == ["0:"])
    #expect(test.describe("log water in Hydro") == ["1:"])
    #expect(test.describe("log water in tracker") == [])
    #expect(test.describe("log water in Water Hydro") == [])
  }

  @Test("lets an addressed app's name go unsaid, with the word before it, once, and names the app")
  func addressedApplication() throws {
    let test = try TestGrammar(
      templates: [
        (0, "log water in {applicationName}"), (0, "{applicationName} show progress"),
        (1, "log water in {applicationName}"),
        (0, "log {amount} in {applicationName} in {applicationName}"),
      ])
    let connectors = ["in", "with"].map { test.grammar.utterance($0).ids[0] }
    func matches(_ text: String, app: UInt32) -> [String] {
      let addressing = AddressedApplication(application: AppID(rawValue: app), connectors: connectors)
      return test.grammar.matches(test.grammar.utterance(text), addressing: addressing).matches.map {
        "\($0.template.rawValue) \($0.namedApplication?.rawValue ?? 99) literal \($0.literalTokenCount)"
      }
    }
    #expect(matches("log water", app: 0) == ["0 0 literal 2"])
    #expect(matches("log water", app: 1) == ["2 1 literal 2"])
    #expect(matches("show progress", app: 0) == ["1 0 literal 2"])
    // Said as usual, the name still matches; unsaid, only once per path.
    #expect(matches("log water in Hydro", app: 0) == ["2 1 literal 3"])
    // Either name of "in {applicationName} in {applicationName}" may go unsaid: the same reading twice.
    #expect(Set(matches("log 5 in Water", app: 0)) == ["3 0 literal 2"])
    #expect(matches("log 5", app: 0) == [])
    #expect(test.grammar.matches(test.grammar.utterance("log water")).matches.isEmpty)
  }

  @Test("shares one automaton between apps")
  func sharing() throws {
    let templates = (0..<50).map { (app: $0, template: "log water in {applicationName}") }
    let test = try TestGrammar(apps: (0..<50).map { ["App\($0)"] }, templates: templates)
    // start, log, water, in, {applicationName}
    #expect(test.grammar.stateCount == 5)
    #expect(test.describe("log water in App7") == ["7:"])
  }

  @Test("reads lexicon entries, multi-word ones included")
  func lexicons() throws {
    let test = try TestGrammar(
      templates: [(0, "next bus at {lex2}")],
      lexicons: [[["Main Street", "Main St"], ["Central Station", "Central"]]])
    #expect(test.describe("next bus at main st") == ["0: lex2=#0"])
    #expect(test.describe("next bus at Central Station") == ["0: lex2=#1"])
    #expect(test.describe("next bus at central") == ["0: lex2=#1"])
    #expect(test.describe("next bus at elm") == [])
  }

  @Test("reads booleans")
  func booleans() throws {
    let test = try TestGrammar(
      templates: [(0, "turn reminders {enabled}")],
      parameters: [.init(name: "enabled", type: .boolean)])
    #expect(test.describe("turn reminders on") == ["0: enabled=#1"])
    #expect(test.describe("turn reminders off") == ["0: enabled=#0"])
  }

  @Test("spells out words glued to groups")
  func gluedWords() throws {
    let test = try TestGrammar(templates: [(0, "turn on the light[s]"), (0, "turn(s|ed) off")])
    #expect(test.describe("turn on the lights") == ["0:"])
    #expect(test.describe("turn on the light") == ["0:"])
    #expect(test.describe("turns off") == ["1:"])
    #expect(test.describe("turned off") == ["1:"])
    #expect(test.describe("turn off") == [])
  }

  @Test("matches scripts without spaces one character at a time")
  func japanese() throws {
    let test = try TestGrammar(templates: [(0, "水を{amount}オンス記録して")])
    #expect(test.describe("水を8オンス記録して") == ["0: amount=8.0"])
    #expect(test.describe("水を８オンス記録して") == ["0: amount=8.0"])
  }

  @Test("stays within its step budget on hostile utterances")
  func budget() throws {
    let test = try TestGrammar(
      templates: [(0, "{item} and {item} and {item} and {item}")],
      parameters: [.init(name: "item", type: .text(maxWords: nil))])
    let utterance = test.grammar.utterance(String(repeating: "and ", count: 400))
    var limits = MatchLimits()
    limits.steps = 10_000
    let found = test.grammar.matches(utterance, limits: limits)
    #expect(found.isTruncated)
  }
}
