import Testing

@testable import PhraseGrammar

@Suite("Approximate matching: edits with costs")
struct ApproximateMatchTests {
  static let templates: [(app: Int, template: String)] = [
    (0, "log {amount} ounces of water in {applicationName}"),
    (0, "what's on my calendar [today]"),
    (1, "set an alarm for {amount} minutes"),
    (1, "show my calendar events"),
    (1, "set a timer for {amount} minutes"),
  ]

  /// The standard costs with room for a content word left out (1.3 words), beyond the standard ceiling.
  static let costs = {
    var costs = EditCosts.standard
    costs.ceiling = 150
    return costs
  }()

  /// The cheapest match of an utterance: "template-index cost edits".
  static func cheapest(_ text: String, costs: EditCosts = Self.costs) throws -> String {
    let test = try TestGrammar(templates: templates)
    let utterance = test.grammar.utterance(text)
    var options = MatchOptions()
    options.editCosts = costs
    let found = test.grammar.matches(utterance, options: options)
    guard let best = found.matches.filter({ $0.problems.isEmpty }).min(by: { $0.ranksBefore($1) }) else {
      return "none"
    }
    let index = test.ids.firstIndex(of: best.template) ?? -1
    let edits = best.edits.map { edit -> String in
      switch edit.kind {
      case .inserted: "+\(utterance.token(edit.token))"
      case .deleted: "-\(test.grammar.text(of: edit.word))"
      case .substituted: "\(utterance.token(edit.token))→\(test.grammar.text(of: edit.word))"
      }
    }
    return "\(index) \(best.cost) " + edits.joined(separator: " ")
  }

  @Test("a particle that alone tells two templates apart is neither left out nor read as another function word")
  func contrastWords() throws {
    let test = try TestGrammar(templates: [
      (0, "turn on the lights"), (0, "turn off the lights"), (1, "what's the forecast"), (1, "what's tomorrow's forecast"),
    ])
    let grammar = test.grammar
    #expect(grammar.isContrastWord(grammar.utterance("on").ids[0]))
    #expect(!grammar.isContrastWord(grammar.utterance("the").ids[0]))
    var options = MatchOptions()
    options.editCosts = .standard
    // "of" is not read as "on", nor "on" left out: "turn of the lights" does not turn them on.
    let found = grammar.matches(grammar.utterance("turn of the lights"), options: options).matches
    #expect(!found.contains { $0.template == test.ids[0] && $0.problems.isEmpty })
    #expect(grammar.matches(grammar.utterance("turn on lights"), options: options).matches.contains {
      $0.template == test.ids[0] && $0.problems.isEmpty
    })
    // Templates of one purpose are not told apart by their words.
    var builder = GrammarBuilder()
    let app = builder.addApplication(names: ["Lamp"])
    for text in ["turn on the lights", "turn off the lights"] {
      let template = try #require(TemplateParser().parse(text).template)
      let id = try builder.addTemplate(template, application: app, parameters: []).get()
      builder.setPurpose(of: id, application: app, intent: 0)
    }
    let same = builder.build()
    #expect(!same.isContrastWord(same.utterance("on").ids[0]))
  }

  @Test(
    "each edit at its cost",
    arguments: [
      ("log 12 ounces of water in Water", "0 0 "),
      ("log 12 ounces water in Water", "0 30 -of"),
      ("logged 12 ounces of water in Water", "0 20 logged→log"),
      ("log 12 ounce of water in Water", "0 20 ounce→ounces"),
      ("whats on my calendar", "1 10 whats→what's"),
      ("what is on my calendar today", "1 45 what→what's +is"),
      ("what's on my calender", "1 45 calender→calendar"),
      ("alarm for 5 minutes", "2 130 -set -an"),
      ("set an alarm for 5 minutes please", "2 30 +please"),
      ("show me my calendar events", "3 30 +me"),
    ])
  func edits(text: String, expected: String) throws {
    #expect(try Self.cheapest(text) == expected)
  }

  @Test(
    "what costs more than the ceiling, or changes a short word, is no match",
    arguments: ["order a pizza", "set an alarm", "log water", "what's on my car", "shaw my calendar events now today"])
  func refused(text: String) throws {
    #expect(try Self.cheapest(text) == "none")
  }

  @Test(
    "an English word is no typo of another; a word that is none may be",
    arguments: [
      ("snow my calendar events", "none"),
      ("shwo my calendar events", "3 45 shwo→show"),
    ])
  func realWords(text: String, expected: String) throws {
    #expect(try Self.cheapest(text) == expected)
  }

  @Test(
    "English words, their inflections and irregular forms are words; typos are not",
    arguments: [
      ("pay", true), ("paid", true), ("paying", true), ("locks", true), ("clock", true), ("went", true),
      ("calender", false), ("shwo", false), ("lihgt", false), ("tomorow", false),
    ])
  func englishWords(text: String, isWord: Bool) {
    #expect(EnglishWords.contains(text) == isWord)
  }

  @Test("a word no other template has costs more to leave out")
  func distinctive() throws {
    // "show" is in one template only; "set" in two.
    #expect(try Self.cheapest("my calendar events") == "3 130 -show")
    #expect(try Self.cheapest("alarm for 5 minutes") == "2 130 -set -an")
  }

  @Test("an app's name left out where its intent allows, or said with a typo when it is long enough")
  func names() throws {
    func grammar(nameMayBeLeftOut: Bool) throws -> Grammar {
      try TestGrammar(
        apps: [["Waterlog"], ["Hydro"]],
        templates: [(0, "log water in {applicationName}"), (0, "log it in {applicationName}")],
        nameMayBeLeftOut: nameMayBeLeftOut
      ).grammar
    }
    let test = try grammar(nameMayBeLeftOut: false)
    func cheapest(_ text: String, in grammar: Grammar = test) -> (cost: Int, app: AppID?)? {
      var options = MatchOptions()
      options.editCosts = .standard
      let found = grammar.matches(grammar.utterance(text), options: options)
      return found.matches.min { $0.ranksBefore($1) }.map { ($0.cost, $0.namedApplication) }
    }
    // Only where the template lets it: "in" and the name left out at the name's cost, as long as
    // two content words are said as written.
    #expect(cheapest("log water") == nil)
    let optional = try grammar(nameMayBeLeftOut: true)
    #expect(cheapest("log water", in: optional)?.cost == EditCosts.standard.nameDeletion)
    #expect(cheapest("log water", in: optional)?.app == nil)
    #expect(cheapest("log it", in: optional) == nil)
    // A typo of a long name; a short name is not heard with one.
    #expect(cheapest("log water in Waterlgo")?.cost == 45)
    #expect(cheapest("log water in Waterlgo")?.app == AppID(rawValue: 0))
    let short = try TestGrammar(apps: [["Water"]], templates: [(0, "log water in {applicationName}")])
    var options = MatchOptions()
    options.editCosts = .standard
    let found = short.grammar.matches(short.grammar.utterance("log water in Watre"), options: options)
    #expect(found.matches.allSatisfy { $0.namedApplication == nil })
  }

  @Test("an exact match costs nothing, and exact matching finds no approximate one")
  func exact() throws {
    let test = try TestGrammar(templates: Self.templates)
    #expect(test.describe("log 12 ounces water in Water").isEmpty)
    #expect(try Self.cheapest("show my calendar events") == "3 0 ")
  }
}
