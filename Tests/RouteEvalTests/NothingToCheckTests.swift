import Foundation
import Testing

/// A check that had nothing to check must not pass: every command says what was empty and exits 3.
@Suite("route-eval with nothing to check, end to end")
struct NothingToCheckTests {
  /// A temporary folder of files, removed when the test ends.
  typealias Folder = TemporaryFolder

  static let commands: [[String]] = [["route"], ["lint"], ["lint", "--apple"], ["generate"]]

  @Test("a folder with no manifest", arguments: commands)
  func noManifest(command: [String]) throws {
    let folder = try Folder(["README.md": "not a manifest"])
    let result = try runRouteEval(command + ["--apps", folder.path], input: Data("log water\n".utf8))
    #expect(result.status == 3)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "error: nothing to check: no app manifest (*.json) in '\(folder.path)'\n")
  }

  @Test("manifests without a single phrase", arguments: commands)
  func noPhrase(command: [String]) throws {
    let folder = try Folder([
      "a.json": #"{"app": "A", "intents": [{"id": "X", "phrases": []}]}"#,
      "b.json": #"{"app": "B", "intents": [{"id": "Y", "phrases": [], "negativePhrases": ["stop"]}]}"#,
    ])
    let result = try runRouteEval(command + ["--apps", folder.path], input: Data("log water\n".utf8))
    #expect(result.status == 3)
    #expect(!result.stdout.contains("\"kind\":\"route\""))
    #expect(
      result.stderr.hasSuffix("error: nothing to check: the 2 manifests in '\(folder.path)' declare no phrases\n"),
      "\(result.stderr)")
  }

  @Test("Swift sources with no AppShortcutsProvider, and a folder with no Swift at all")
  func noProvider() throws {
    let folder = try Folder(["App/Model.swift": "struct Model { var name: String }\n", "Empty/README.md": "-"])
    let sources = try runRouteEval(["import", "swift", folder.path + "/App"])
    #expect(sources.status == 3)
    #expect(sources.stdout.isEmpty)
    #expect(
      sources.stderr
        == "error: nothing to import: no type conforms to 'AppShortcutsProvider' in the Swift file under "
        + "'\(folder.path)/App'\n")
    let empty = try runRouteEval(["import", "swift", folder.path + "/Empty", "--out", folder.path + "/out"])
    #expect(empty.status == 3)
    #expect(empty.stderr == "error: nothing to import: no Swift files under '\(folder.path)/Empty'\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
  }

  @Test("a real-apps file that lists no apps")
  func noApps() throws {
    let folder = try Folder(["real-apps.json": #"{"apps": []}"#])
    let result = try runRouteEval(["import", "real-apps", folder.path + "/real-apps.json"])
    #expect(result.status == 3)
    #expect(result.stderr == "error: nothing to import: '\(folder.path)/real-apps.json' lists no apps\n")
  }
}
