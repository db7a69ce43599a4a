import Foundation
import Testing

@testable import Router

/// The documentation's routing examples, run against the bundled apps: in `README.md` and every
/// `Docs/*.md`, every row of a table headed `| utterance | routes to |`, and every
/// `$ echo "…" | swift run route-eval route --apps …` example with the line it prints.
@Suite("documentation examples")
struct ReadmeExamplesTests {
  /// `README.md`, then every `Docs/*.md` in name order, by path from the package root.
  static let documents: [(path: String, text: String)] = {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Docs").path))
      ?? []
    let paths = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    return paths.map { path in
      (path, (try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? "")
    }
  }()

  static func router(_ path: String) throws -> Router {
    try Router(manifests: ManifestLoader.load(paths: [packageRoot.appendingPathComponent(path).path]).manifests)
  }

  /// The rows of every `| utterance | routes to |` table in a document.
  static func tableRows(_ text: String) -> [(utterance: String, expected: String)] {
    var rows: [(String, String)] = []
    var inTable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
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

  @Test("the documents are there: the README and the Docs folder")
  func documentsExist() {
    #expect(Self.documents.first?.path == "README.md")
    #expect(Self.documents.count > 1, "no Markdown file was found in Docs/")
    for document in Self.documents {
      #expect(!document.text.isEmpty, "\(document.path) is empty or unreadable")
    }
  }

  @Test("every table of utterances routes as the documentation says")
  func tables() throws {
    let router = try Self.router("Corpora/apps")
    var count = 0
    for document in Self.documents {
      for (utterance, expected) in Self.tableRows(document.text) {
        count += 1
        let route = router.route(utterance)
        let actual = route.outcome == .routed ? "\(route.app ?? "") › \(route.intent ?? "")" : "no match"
        #expect(
          expected == actual || (actual == "no match" && expected.hasPrefix("no match")),
          "\(document.path): '\(utterance)' → \(actual)")
      }
    }
    #expect(count >= 5, "the documentation's example tables were not found")
  }

  @Test("every echo example prints the line the documentation shows")
  func echoExamples() throws {
    let pattern = /^\$ echo "(.*)" \| swift run route-eval route --apps (\S+)$/
    var checked: [String: Int] = [:]
    for document in Self.documents {
      let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for (index, line) in lines.enumerated() {
        guard let example = try pattern.wholeMatch(in: line) else { continue }
        guard index + 1 < lines.count else {
          Issue.record("\(document.path):\(index + 1): an echo example without its output line")
          continue
        }
        let route = try Self.router(String(example.2)).route(String(example.1))
        #expect(route.jsonLine(line: 1) == lines[index + 1], "\(document.path):\(index + 2)")
        checked[document.path, default: 0] += 1
      }
    }
    #expect(checked.values.reduce(0, +) > 0, "no echo example was found in the documentation")
    #expect(checked["README.md"] != nil, "the README's tour has lost its echo example")
  }
}
