import Testing

@testable import PhraseGrammar

@Suite("Template parser")
struct TemplateParserTests {
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

  @Test("reads semicolons as permutations only when asked")
  func permutations() throws {
    var parser = TemplateParser()
    let plain = try #require(parser.parse("(a; b)").template)
    guard case .alternatives = plain.nodes.first else {
      Issue.record("expected alternatives")
      return
    }
    parser.allowsPermutations = true
    let permuted = try #require(parser.parse("(a; b)").template)
    guard case .permutation(let parts, _) = permuted.nodes.first else {
      Issue.record("expected a permutation")
      return
    }
    #expect(parts.count == 2)
  }
}
