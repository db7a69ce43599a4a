import Foundation
import Testing

@testable import Router

/// The README's routing examples, run against the bundled apps: every row of a table headed
/// `| utterance | routes to |`, and every `$ echo "…" | swift run route-eval route --apps …`
/// example with the line it prints.
@Suite("README examples")
struct ReadmeExamplesTests {
  static let readme = (try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  static func router(_ path: String) throws -> Router {
    try Router(manifests: ManifestLoader.load(paths: [packageRoot.appendingPathComponent(path).path]).manifests)
  }

  /// The rows of every `| utterance | routes to |` table.
  static var tableRows: [(utterance: String, expected: String)] {
    var rows: [(String, String)] = []
    var inTable = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "| utterance | routes to |" {
        inTable = true
        continue
      }
      guard inTable, line.hasPrefix("|") else {
        inTable = false
        continue
      }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 2, !cells[0].hasPrefix("---") else { continue }
      rows.append((cells[0], cells[1]))
    }
    return rows
  }

  @Test("every table of utterances routes as the README says")
  func tables() throws {
    let rows = Self.tableRows
    #expect(rows.count >= 5, "the README's example tables were not found")
    let router = try Self.router("Corpora/apps")
    for (utterance, expected) in rows {
      let route = router.route(utterance)
      let actual = route.outcome == .routed ? "\(route.app ?? "") › \(route.intent ?? "")" : "no match"
      #expect(
        expected == actual || (actual == "no match" && expected.hasPrefix("no match")), "'\(utterance)' → \(actual)")
    }
  }

  @Test("every echo example prints the line the README shows")
  func echoExamples() throws {
    let lines = Self.readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let pattern = /^\$ echo "(.*)" \| swift run route-eval route --apps (\S+)$/
    var checked = 0
    for (index, line) in lines.enumerated() {
      guard let example = try pattern.wholeMatch(in: line), index + 1 < lines.count else { continue }
      let route = try Self.router(String(example.2)).route(String(example.1))
      #expect(route.jsonLine(line: 1) == lines[index + 1], "README line \(index + 1)")
      checked += 1
    }
    #expect(checked > 0, "no echo example was found in the README")
  }
}
