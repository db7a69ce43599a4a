import Foundation
import Testing

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
    let diagnostic = ManifestDiagnostic(
      .error, id: "UnterminatedGroup", "unterminated '('; expected ')'", file: "a.json",
      location: FileLocation(file: "a.json", line: 1, column: 9), path: "intents[0].phrases[0]",
      template: (template, offset))
    let lines = diagnostic.rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == 3)
    #expect(lines.dropFirst().first == "  " + shown)
    #expect(lines.last == "  " + caret)
  }

  @Test("messages that quote a template stay on one line, in every diagnostic type")
  func messages() {
    let manifest = ManifestDiagnostic(.error, id: "X", "template 'a\nb\u{1B}' is odd", file: "a.json")
    #expect(manifest.description == #"a.json:1:1: error: template 'a\u{A}b\u{1B}' is odd"#)
    let finding = LintFinding(
      file: "a.json", line: 2, column: 3, severity: .warning, rule: "R", message: "phrase 'x\ry'", path: "")
    #expect(finding.description == #"a.json:2:3: warning: [R] phrase 'x\u{D}y'"#)
  }

  @Test("a malformed template with control characters in a manifest, through the loader and lint")
  func endToEnd() {
    let json = #"{"app": "A", "intents": [{"id": "X", "phrases": ["log \u001b (water"]}]}"#
    let report = Linter.lint(sources: [("a.json", Array(json.utf8))])
    let finding = report.findings.first { $0.rule == "UnterminatedGroup" }
    #expect(finding?.column == 62)
    let problems = Linter.loadingProblems(sources: [("a.json", Array(json.utf8))])
    #expect(
      problems.map(\.rendered) == [
        "a.json:1:62: error: unterminated '('; expected ')' (at intents[0].phrases[0])\n"
          + #"  log \u{1B} (water"# + "\n" + "             ^"
      ])
  }
}
