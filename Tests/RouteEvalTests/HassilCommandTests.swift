import Foundation
import Testing

@Suite("route-eval hassil, end to end")
struct HassilCommandTests {
  /// A temporary file, removed when the test ends.
  final class TemporaryFile {
    let url: URL

    init(_ contents: String, suffix: String = ".json") throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("hassil-\(UUID().uuidString)\(suffix)")
      try Data(contents.utf8).write(to: url)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  @Test("runs the Japanese bundle: a JSON summary, every test passed, exit status 0")
  func japaneseBundle() throws {
    let result = try runRouteEval(["hassil", "Corpora/home-assistant/ja.json", "--format", "json", "--passes", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
    #expect(object["tests"] as? Int == 75)
    #expect(object["passed"] as? Int == 75)
    #expect(object["failures"] as? Int == 0)
    #expect(object["intentAccuracy"] as? Double == 1)
    #expect(object["exactAccuracy"] as? Double == 1)
    #expect((object["microsecondsPerSentence"] as? Double ?? -1) > 0)
    #expect(object["compileSeconds"] is Double)
  }

  @Test("a bundle with no test sentence is nothing to check: exit 3, never 100 %")
  func noTests() throws {
    let expectedToFail = #"[{"id": "x", "sentence": "turn on the light", "intent": "On", "slots": {}, "expected_failure": true}]"#
    for tests in ["[]", expectedToFail] {
      let bundle = try TemporaryFile(
        #"{"language": "en", "intents": [{"name": "On", "data": [{"sentences": ["turn on [the] light"]}]}], "tests": "#
          + tests + "}")
      let result = try runRouteEval(["hassil", bundle.url.path])
      #expect(result.status == 3)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix("\(bundle.url.path):1:1: error: nothing to check: the bundle has no test sentences"),
        "\(result.stderr)")
    }
  }

  @Test("prints failures in text, writes them as JSON lines, and exits 1")
  func failures() throws {
    let bundle = try TemporaryFile(
      """
      {"language": "en", "intents": [{"name": "On", "data": [{"sentences": ["turn on [the] light"]}]}],
       "tests": [{"id": "ok", "sentence": "turn on the light", "intent": "On", "slots": {}, "context": {}},
                 {"id": "bad", "sentence": "turn off the light", "intent": "On", "slots": {}, "context": {}}]}
      """)
    let lines = try TemporaryFile("", suffix: ".jsonl")
    let result = try runRouteEval(["hassil", bundle.url.path, "--failures", lines.url.path, "--passes", "1"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("2 tests (en), 1 passed"))
    #expect(result.stdout.contains("intent accuracy  50.00 %"))
    #expect(result.stdout.contains("  bad: \"turn off the light\"\n    expected On {}\n    got      no match"))
    let written = try String(contentsOf: lines.url, encoding: .utf8)
    #expect(
      written
        == #"{"id":"bad","sentence":"turn off the light","fixtureSet":"global","expected":{"intent":"On","slots":{}},"recognized":null,"reason":"no match"}"#
        + "\n")
  }

  @Test("usage errors exit 64, a missing bundle 66, a malformed one 65 with its place")
  func errors() throws {
    let missingArgument = try runRouteEval(["hassil"])
    #expect(missingArgument.status == 64)
    #expect(missingArgument.stderr.hasPrefix("error: missing the bundle file"))
    #expect(try runRouteEval(["hassil", "Corpora/home-assistant/ja.json", "--passes", "0"]).status == 64)
    #expect(try runRouteEval(["hassil", "Corpora/home-assistant/ja.json", "--format", "xml"]).status == 64)
    let missing = try runRouteEval(["hassil", "no/such.json"])
    #expect(missing.status == 66)
    #expect(missing.stderr == "error: no such file 'no/such.json'\n")
    let malformed = try TemporaryFile(
      #"{"language": "en", "intents": [{"name": "A", "data": [{"sentences": ["(a"]}]}]}"#)
    let result = try runRouteEval(["hassil", malformed.url.path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("\(malformed.url.path):1:71: error: unterminated '('; expected ')'"))
  }
}
