import Testing

@testable import PhraseGrammar

@Suite("Template parser")
struct TemplateParserTests {
  @Test(
    "whether every way of saying a template says the app's name",
    arguments: [
      ("log water in {applicationName}", true),
      ("log water [in {applicationName}]", false),
      ("log water (in | with) {applicationName}", true),
      ("log water (in {applicationName} | now)", false),
      ("<name> log water", true),
      ("<maybe> log water", false),
      ("log water", false),
    ])
  func requiresApplicationName(text: String, requires: Bool) throws {
    let parser = TemplateParser()
    let rules = try ["name": "in {applicationName}", "maybe": "[{applicationName}]"].mapValues {
      try #require(parser.parse($0).template)
    }
    let template = try #require(parser.parse(text).template)
    #expect(template.requiresApplicationName(rules: rules) == requires)
  }

  @Test("parses every construct into a tree")
  func dump() throws {
    let (template, diagnostics) = TemplateParser().parse(
      "(log | add) {amount} [of water | ] in ${applicationName} <verb> \\[x\\]")
    #expect(diagnostics.isEmpty)
    let dump = try #require(template).debugDump()
    #expect(
      dump == """
        Template "(log | add) {amount} [of water | ] in ${applicationName} <verb> \\[x\\]"
        ├─ Alternatives @1-12
        │  ├─ Branch
        │  │  └─ Text @2-6 "log "
        │  └─ Branch
        │     └─ Text @7-11 " add"
        ├─ Text @12-13 " "
        ├─ Slot @13-21 amount
        ├─ Text @21-22 " "
        ├─ Optional @22-35
        │  ├─ Branch
        │  │  └─ Text @23-32 "of water "
        │  └─ Branch
        │     └─ Text @33-34 " "
        ├─ Text @35-39 " in "
        ├─ ApplicationName @39-57
        ├─ Text @57-58 " "
        ├─ Rule @58-64 verb
        └─ Text @64-70 " [x]"
        """)
  }

  @Test("accepts empty branches and nesting")
  func emptyBranches() throws {
    let (template, diagnostics) = TemplateParser().parse("(a | (b | ) | )")
    #expect(diagnostics.isEmpty)
    let nodes = try #require(template).nodes
    guard case .alternatives(let branches, false, _) = nodes.first else {
      Issue.record("expected alternatives, got \(nodes)")
      return
    }
    #expect(branches.count == 3)
    #expect(
      branches[2].allSatisfy { node in
        if case .text(let text, _) = node { text.allSatisfy(\.isWhitespace) } else { false }
      })
  }

  @Test("treats a top-level bar as alternatives of the whole template")
  func topLevelBar() throws {
    let (template, _) = TemplateParser().parse("a | b")
    guard case .alternatives(let branches, false, _) = try #require(template).nodes.first else {
      Issue.record("expected alternatives")
      return
    }
    #expect(branches.count == 2)
  }

  @Test(
    "reports problems with their character column",
    arguments: [
      ("log {amount oz", [("1:5", "unterminated '{'; expected '}'")]),
      ("log (water", [("1:5", "unterminated '('; expected ')'")]),
      ("log water]", [("1:10", "unbalanced ']'; no group is open")]),
      ("log (water]", [("1:11", "']' closes '('; expected ')'")]),
      ("log {} now", [("1:5", "empty slot name")]),
      ("log <> now", [("1:5", "empty rule name")]),
      ("é {x", [("1:3", "unterminated '{'; expected '}'")]),
      (
        "a) b) (c",
        [
          ("1:2", "unbalanced ')'; no group is open"), ("1:5", "unbalanced ')'; no group is open"),
          ("1:7", "unterminated '('; expected ')'"),
        ]
      ),
      ("log <verb", [("1:5", "unterminated '<'; expected '>'")]),
      ("end \\", [("1:5", "'\\' at the end of the template escapes nothing")]),
    ] as [(String, [(String, String)])])
  func diagnostics(template: String, expected: [(String, String)]) {
    let (parsed, diagnostics) = TemplateParser().parse(template)
    #expect(parsed == nil)
    let rendered = diagnostics.map { ("1:\($0.range?.lowerBound.characterColumn ?? 0)", $0.message.text) }
    #expect(rendered.map(\.0) == expected.map(\.0))
    #expect(rendered.map(\.1) == expected.map(\.1))
  }

  @Test("limits nesting depth with its own diagnostic")
  func nestingLimit() {
    let deep = String(repeating: "(", count: 40) + "a" + String(repeating: ")", count: 40)
    let (template, diagnostics) = TemplateParser().parse(deep)
    #expect(template == nil)
    #expect(diagnostics.map(\.message.id) == ["NestingTooDeep"])
    #expect(diagnostics.first?.range?.lowerBound.characterColumn == 33)
  }

  @Test("survives hostile nesting without exhausting the stack")
  func hostileNesting() {
    let deep = String(repeating: "[", count: 100_000)
    let (template, diagnostics) = TemplateParser().parse(deep)
    #expect(template == nil)
    #expect(diagnostics.contains { $0.message.id == "TemplateTooLong" })
    var parser = TemplateParser()
    parser.lengthLimit = 200_000
    let (again, more) = parser.parse(deep)
    #expect(again == nil)
    #expect(more.first?.message.id == "NestingTooDeep")
  }

  @Test(
    "reads a group as parts in any order only with its dialect's separator, and only inside ( )",
    arguments: [
      ("(a; b)", TemplateDialect.core, "Alternatives"),
      ("(a; b)", TemplateDialect(anyOrderSeparator: ";"), "AnyOrder"),
      ("(a & b | c)", TemplateDialect(anyOrderSeparator: "&"), "AnyOrder"),
      ("(a; b)", TemplateDialect(anyOrderSeparator: "&"), "Alternatives"),
      ("[a; b]", TemplateDialect(anyOrderSeparator: ";"), "Optional"),
    ])
  func anyOrder(template: String, dialect: TemplateDialect, kind: String) throws {
    let parsed = try #require(TemplateParser(dialect: dialect).parse(template).template)
    #expect(parsed.nodes.count == 1)
    #expect(parsed.debugDump().split(separator: "\n")[1].hasPrefix("└─ \(kind) @1-"))
  }

  @Test("splits an any-order group into its parts, a bar separating parts too, and leaves the separator text elsewhere")
  func anyOrderParts() throws {
    let parser = TemplateParser(dialect: TemplateDialect(anyOrderSeparator: ";"))
    let grouped = try #require(parser.parse("(a | b; c)").template)
    guard case .anyOrder(let parts, let range) = grouped.nodes.first else {
      Issue.record("expected an any-order group, got \(grouped.nodes)")
      return
    }
    #expect(parts.count == 3)
    #expect(range.lowerBound.characterColumn == 1 && range.upperBound.characterColumn == 11)
    let plain = try #require(parser.parse("a; b").template)
    guard case .text("a; b", _) = plain.nodes.first else {
      Issue.record("expected the text 'a; b', got \(plain.nodes)")
      return
    }
  }
}
