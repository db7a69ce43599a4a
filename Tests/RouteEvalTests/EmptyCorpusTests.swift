import Foundation
import Testing

/// `eval` and `test` on input with nothing in it: an error with exit status 3, never a pass.
@Suite("route-eval eval and test with nothing to check")
struct EmptyCorpusTests {
  /// A temporary folder for corpus and golden files, removed at the end.
  final class Scratch {
    let folder: URL

    init() throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("nothing-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Writes a file and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
      let url = folder.appendingPathComponent(name)
      try Data(text.utf8).write(to: url)
      return url.path
    }
  }

  static let line =
    #"{"utterance":"log 12 ounces of water in Water","expect":{"app":"Water","intent":"LogWater"}}"# + "\n"

  @Test(
    "an empty corpus file is an error that says what was empty, gates or not",
    arguments: [
      ("", "the corpus file is empty"),
      ("\n  \n\t\n", "the corpus file is empty"),
      ("// nothing yet\n\n// still nothing\n", "the corpus file has only blank and comment lines"),
    ])
  func emptyCorpus(text: String, why: String) throws {
    let scratch = try Scratch()
    let corpus = try scratch.file("corpus.jsonl", text)
    for gates in [[], ["--min-accuracy", "0.9", "--min-exact", "1"]] {
      let result = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", corpus] + gates)
      #expect(result.status == 3)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr == "\(corpus):1:1: error: no utterances to evaluate: \(why)\n")
    }
  }

  @Test("of several corpus files, the empty one is named and the run fails")
  func oneEmptyOfSeveral() throws {
    let scratch = try Scratch()
    let full = try scratch.file("full.jsonl", Self.line)
    let empty = try scratch.file("empty.jsonl", "// to do\n")
    let result = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", full, empty, "--min-accuracy", "0.9"])
    #expect(result.status == 3)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == "\(empty):1:1: error: no utterances to evaluate: the corpus file has only blank and comment lines\n")
    let alone = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", full, "--min-accuracy", "0.9"])
    #expect(alone.status == 0)
  }

  @Test(
    "an empty golden file is an error that says what was empty",
    arguments: [
      ("", "the golden file is empty"),
      ("\n\n", "the golden file is empty"),
      (
        #"{"version":1,"kind":"golden","now":"2026-11-29T09:00:00-08:00"}"# + "\n",
        "the golden file has only its header"
      ),
    ])
  func emptyGolden(text: String, why: String) throws {
    let scratch = try Scratch()
    let golden = try scratch.file("golden.jsonl", text)
    for format in ["text", "junit"] {
      let result = try runRouteEval(["test", "--apps", "Corpora/apps", "--golden", golden, "--format", format])
      #expect(result.status == 3)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr == "\(golden):1:1: error: no utterances to test: \(why)\n")
    }
  }

  @Test("--update fills an empty golden file from standard input, and records nothing from nothing")
  func updateEmpty() throws {
    let scratch = try Scratch()
    let golden = try scratch.file("golden.jsonl", "")
    let nothing = try runRouteEval(
      ["test", "--apps", "Corpora/apps", "--golden", golden, "--update"], input: Data("\n  \n".utf8))
    #expect(nothing.status == 3)
    #expect(nothing.stderr == "<stdin>:1:1: error: no utterances to record in '\(golden)'\n")
    #expect(try String(contentsOfFile: golden, encoding: .utf8).isEmpty)

    let missing = scratch.folder.appendingPathComponent("new.jsonl").path
    let none = try runRouteEval(["test", "--apps", "Corpora/apps", "--golden", missing, "--update"])
    #expect(none.status == 3)
    #expect(!FileManager.default.fileExists(atPath: missing))

    let filled = try runRouteEval(
      ["test", "--apps", "Corpora/apps", "--golden", golden, "--update"],
      input: Data("log water\n\nwater the plants\n".utf8))
    #expect(filled.status == 0)
    #expect(filled.stdout == "created \(golden): 2 utterances\n")
    let result = try runRouteEval(["test", "--apps", "Corpora/apps", "--golden", golden])
    #expect(result.status == 0)
    #expect(result.stdout == "2 utterances, 0 changed\n")
  }
}
