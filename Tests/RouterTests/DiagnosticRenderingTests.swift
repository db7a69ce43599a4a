import Foundation
import PhraseGrammar
import Testing

@testable import DataFormats
@testable import Lint
@testable import Router

@Suite("Diagnostics: templates under a caret")
struct DiagnosticRenderingTests {
  @Test(
    "control characters are spelled out and the caret stays under the problem",
    arguments: [
      // (template, offset of the problem, the template as shown, the caret line)
      ("log \u{1B}[31m (water", 10, #"log \u{1B}[31m (water"#, "               ^"),
      ("log\twater (", 10, #"log\u{9}water ("#, "              ^"),
      ("a\u{202E}b (c", 4, #"a\u{202E}b (c"#, "           ^"),
      ("line\u{2028}break (", 11, #"line\u{2028}break ("#, "                  ^"),
      ("水を(記録", 2, "水を(記録", "    ^"),
      ("log water (", 11, "log water (", "           ^"),
    ])
  func caret(template: String, offset: Int, shown: String, caret: String) {
    var diagnostic = Diagnostic(
      .error, id: "UnterminatedGroup", "unterminated '('; expected ')'", file: "a.json",
      location: FileLocation(file: "a.json", line: 1, column: 9), path: "intents[0].phrases[0]")
    diagnostic.location.template = template
    diagnostic.location.templateSpan =
      SourceLocation(characterOffset: offset)..<SourceLocation(characterOffset: offset + 1)
    let lines = diagnostic.rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == 3)
    #expect(lines.dropFirst().first == "  " + shown)
    #expect(lines.last == "  " + caret)
  }

  @Test("messages that quote a template stay on one line, in every form")
  func messages() {
    let manifest = Diagnostic(.error, id: "X", "template 'a\nb\u{1B}' is odd", file: "a.json")
    #expect(manifest.description == #"a.json:1:1: error: template 'a\u{A}b\u{1B}' is odd"#)
    let finding = Diagnostic.finding(
      .warning, Diagnostic.Message(id: "R", "phrase 'x\ry'"), file: "a.json",
      at: FileLocation(file: "a.json", line: 2, column: 3), path: "")
    #expect(finding.line(.ruleTagged) == #"a.json:2:3: warning: [R] phrase 'x\u{D}y'"#)
  }

  @Test("one diagnostic, every place it can name, in each form")
  func forms() {
    var diagnostic = Diagnostic(
      .warning, id: "Overlap", "phrase 'a' also routes to 'B'", file: "a.json",
      location: FileLocation(file: "a.json", line: 3, column: 7), path: "intents[0].phrases[0]")
    diagnostic.notes = [
      Diagnostic.Note("declared here", at: Diagnostic.Location(file: "b.json", line: 5, column: 2)),
      Diagnostic.Note(
        "in a template",
        at: Diagnostic.Location(templateSpan: SourceLocation(characterOffset: 3)..<SourceLocation(characterOffset: 4))),
    ]
    #expect(diagnostic.description == "a.json:3:7: warning: phrase 'a' also routes to 'B' (at intents[0].phrases[0])")
    #expect(diagnostic.line(.ruleTagged) == "a.json:3:7: warning: [Overlap] phrase 'a' also routes to 'B'")
    #expect(
      diagnostic.rendered.split(separator: "\n").map(String.init) == [
        diagnostic.description, "b.json:5:2: note: declared here", "4: note: in a template",
      ])
    let inTemplate = Diagnostic(
      .error, Diagnostic.Message(id: "EmptyName", "empty slot name"),
      at: SourceLocation(characterOffset: 1)..<SourceLocation(characterOffset: 2))
    #expect(inTemplate.description == "2: error: empty slot name")
    #expect(
      Diagnostic.sortedByPlace([diagnostic, manifestLevel, inTemplate]).map(\.message.id) == [
        "EmptyName", "X", "Overlap",
      ])
  }

  private let manifestLevel = Diagnostic(.error, id: "X", "no intents", file: "a.json")

  @Test("a malformed template with control characters in a manifest, through the loader and lint")
  func endToEnd() {
    let json = #"{"app": "A", "intents": [{"id": "X", "phrases": ["log \u001b (water"]}]}"#
    let report = Linter.lint(sources: [("a.json", Array(json.utf8))])
    let finding = report.findings.first { $0.message.id == "UnterminatedGroup" }
    #expect(finding?.location.column == 62)
    let problems = Linter.loadingProblems(sources: [("a.json", Array(json.utf8))])
    #expect(
      problems.map(\.rendered) == [
        "a.json:1:62: error: unterminated '('; expected ')' (at intents[0].phrases[0])\n"
          + #"  log \u{1B} (water"# + "\n" + "             ^"
      ])
  }
}
