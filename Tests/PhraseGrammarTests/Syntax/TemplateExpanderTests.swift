import Foundation
import Testing

@testable import PhraseGrammar

@Suite("TemplateExpander")
struct TemplateExpanderTests {
  static func template(_ text: String) -> Template {
    guard let template = TemplateParser().parse(text).template else {
      Issue.record("'\(text)' does not parse")
      return Template(text: text, nodes: [])
    }
    return template
  }

  static func spelled(_ pieces: [ExpandedPiece]) -> String {
    pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .slot(let name): "{\(name)}"
      case .applicationName: "{applicationName}"
      }
    }.joined()
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var template: String
    var limit: Int
    var expansions: [String]
    var testDescription: String { "\(template) (limit \(limit))" }
  }

  /// Every branch in order, the empty one of an optional part last, text kept as written (spaces included); past
  /// the limit, a seeded sample of the expansions is taken.
  static let cases: [Case] = [
    Case(template: "log water", limit: 8, expansions: ["log water"]),
    Case(template: "(log | add) water", limit: 8, expansions: ["log  water", " add water"]),
    Case(template: "log [a glass of] water", limit: 8, expansions: ["log a glass of water", "log  water"]),
    Case(
      template: "(a | b) (c | d) {n} in {applicationName}", limit: 8,
      expansions: [
        "a  c  {n} in {applicationName}", "a   d {n} in {applicationName}", " b c  {n} in {applicationName}",
        " b  d {n} in {applicationName}",
      ]),
    Case(template: "[a] [b] [c]", limit: 1, expansions: ["a b c", "a b ", "a  c", "a  ", " b c", " b ", "  c", "  "]),
  ]

  @Test("Expansions in order", arguments: cases)
  func expansions(_ example: Case) {
    let forms = TemplateExpander(limit: example.limit).expansions(of: Self.template(example.template)).map(Self.spelled)
    let expected = example.limit >= example.expansions.count ? example.expansions : forms
    #expect(forms == expected)
    #expect(forms.count == min(example.limit, example.expansions.count))
    #expect(Set(forms).isSubset(of: example.expansions))
  }

  @Test("Rules are inlined")
  func rules() {
    let expander = TemplateExpander(rules: ["log": Self.template("(log | add)")], limit: 8)
    let forms = expander.expansions(of: Self.template("<log> {amount} ounces")).map(Self.spelled)
    #expect(forms == ["log  {amount} ounces", " add {amount} ounces"])
  }

  @Test("A rule that names itself twice is spelled once per rule, not twice per level", arguments: [64, 1])
  func selfDoubling(limit: Int) {
    // `<r>` spells nothing but itself twice: 2^16 visits at the depth limit without a memo (spelled in
    // full) or a budget (sampled); `<t>` spells a word twice per level, past the piece limit.
    let expander = TemplateExpander(
      rules: ["r": Self.template("<r><r>"), "s": Self.template("(a | b)<r>"), "t": Self.template("<t> <t>")],
      limit: limit)
    let forms = expander.expansions(of: Self.template("go <s> <s>")).map(Self.spelled)
    // Spelled in full, all four; sampled, a sample cut short by the visit budget is left out.
    #expect(limit == 1 ? forms.count <= 1 : forms.count == 4)
    #expect(forms.allSatisfy { ["go a a", "go a b", "go b a", "go b b"].contains($0.split(separator: " ").joined(separator: " ")) })
    #expect(expander.expansions(of: Self.template("go <t>")).isEmpty)
  }

  /// Every order of an any-order group's parts, each followed by a space; past the limit, a sample of them.
  @Test("An any-order group spells every order of its parts", arguments: [8, 3])
  func anyOrder(limit: Int) throws {
    let parser = TemplateParser(dialect: TemplateDialect(anyOrderSeparator: ";"))
    let template = try #require(parser.parse("(a;b;c)").template)
    let forms = TemplateExpander(limit: limit).expansions(of: template).map(Self.spelled)
    let every = ["a b c ", "a c b ", "b a c ", "b c a ", "c a b ", "c b a "]
    #expect(limit < every.count ? forms.count == limit && Set(forms).isSubset(of: every) : forms == every)
  }

  /// A long template of many optional parts: sampled, never spelled out in full (the work is
  /// its length times the limit; `route-bench hostile` measures it).
  @Test("A template of 500 nested optional parts expands quickly")
  func longTemplate() {
    let template = Self.template("[" + String(repeating: "[a [a]] ", count: 500) + "] b")
    let forms = TemplateExpander(limit: 64).expansions(of: template)
    #expect(forms.count == 64)
  }

  /// Rules that double at every level, or refer to themselves, would spell expansions of 2^16 pieces.
  static let doublingRuleSets: [[String: String]] = [
    ["r0": "<r0> <r0>"],
    Dictionary(uniqueKeysWithValues: (1...15).map { ("r\($0)", "<r\($0 - 1)> <r\($0 - 1)>") } + [("r0", "[a]")]),
  ]

  @Test("Expansions past the piece limit are left out", arguments: doublingRuleSets)
  func doublingRules(_ bodies: [String: String]) {
    let rules = bodies.mapValues { Self.template($0) }
    let top = bodies.keys.max { Int($0.dropFirst()) ?? 0 < Int($1.dropFirst()) ?? 0 } ?? "r0"
    let forms = TemplateExpander(rules: rules, limit: 64).expansions(of: Self.template("go <\(top)> b"))
    #expect(forms.allSatisfy { $0.count <= TemplateExpander.pieceLimit })
  }
}
