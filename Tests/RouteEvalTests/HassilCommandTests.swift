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
    let expectedToFail =
      #"[{"id": "x", "sentence": "turn on the light", "intent": "On", "slots": {}, "expected_failure": true}]"#
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

  @Test("says what it left out: a sentence with an unknown list is counted and named in a warning")
  func leftOut() throws {
    let bundle = try TemporaryFile(
      #"{"language": "en", "intents": [{"name": "On", "data": [{"sentences": ["turn on [the] light", "#
        + #""turn on {nowhere}"]}]}], "tests": [{"id": "ok", "sentence": "turn on the light", "intent": "On", "#
        + #""slots": {}, "context": {}}]}"#)
    let json = try runRouteEval(["hassil", bundle.url.path, "--format", "json", "--passes", "1"])
    #expect(json.status == 0, "\(json.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
    #expect(object["intents"] as? Int == 1)
    #expect(object["sentences"] as? Int == 2)
    #expect(object["sentencesLeftOut"] as? Int == 1)
    #expect(json.stderr.contains("warning: unknown list 'nowhere'; the sentence is skipped"), "\(json.stderr)")
    let text = try runRouteEval(["hassil", bundle.url.path, "--passes", "1"])
    #expect(text.stdout.contains("read 1 intent, 2 sentence templates, 1 left out (each named in a warning)"))
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

  // MARK: The repository's YAML, custom sentences, route --hassil

  static let repository = "Corpora/home-assistant/intents"

  /// The JSON summary of a run.
  static func summary(_ result: RunResult) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any], "\(result.stderr)")
  }

  @Test("reads the repository's YAML: the Japanese tests all pass, as they do from the bundle")
  func repository() throws {
    let result = try runRouteEval(["hassil", Self.repository, "--lang", "ja", "--format", "json", "--passes", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try Self.summary(result)
    #expect(object["bundle"] as? String == Self.repository)
    #expect(object["language"] as? String == "ja")
    #expect(object["tests"] as? Int == 75)
    #expect(object["passed"] as? Int == 75)
    #expect(object["compileSeconds"] is Double)
  }

  @Test("the repository's usage errors exit 64, a missing language 66, a malformed file 65 with its place")
  func repositoryErrors() throws {
    let noLanguage = try runRouteEval(["hassil", Self.repository])
    #expect(noLanguage.status == 64)
    #expect(noLanguage.stderr.hasPrefix("error: '--lang <code>' is required with a repository folder"))
    #expect(try runRouteEval(["hassil", Self.repository, "--lang", "en", "extra"]).status == 64)
    #expect(try runRouteEval(["hassil", Self.repository, "--lang", "en", "--tests", "t.yaml"]).status == 64)
    #expect(try runRouteEval(["hassil", "Corpora/home-assistant/ja.json", "--lang", "ja"]).status == 64)
    #expect(try runRouteEval(["hassil", "Corpora/home-assistant/ja.json", "--tests", "t.yaml"]).status == 64)
    #expect(try runRouteEval(["hassil", "a.yaml", "b.json"]).status == 64)
    let unknown = try runRouteEval(["hassil", Self.repository, "--lang", "xx"])
    #expect(unknown.status == 66)
    #expect(
      unknown.stderr.hasPrefix(
        "\(Self.repository)/sentences/xx:1:1: error: unknown language 'xx': no 'sentences/xx' in the repository, "
          + "which has ar, de, en, fr, ja, ko, nl, tr"))
    let folder = try TemporaryFolder([
      "intents.yaml": "HassNevermind:\n  slot_combinations:\n    default: {}\n",
      "sentences/en/HassNevermind/default.yaml": "data:\n  - sentences:\n      - 'never (mind'\n",
    ])
    let malformed = try runRouteEval(["hassil", folder.path, "--lang", "en"])
    #expect(malformed.status == 65)
    #expect(
      malformed.stderr.hasPrefix(
        "\(folder.path)/sentences/en/HassNevermind/default.yaml:3:16: error: unterminated '('; expected ')'"),
      "\(malformed.stderr)")
    let noTests = try runRouteEval(["hassil", folder.path + "/sentences/en/HassNevermind/default.yaml"])
    #expect(noTests.status == 65)
  }

  @Test("custom sentences with their own test files: exit 0 when all pass, 1 when one fails, 3 with no tests")
  func customSentences() throws {
    let folder = try TemporaryFolder([
      "custom_sentences/en/lights.yaml": """
      language: en
      intents:
        LightOn:
          data:
            - sentences: ["switch on [the] {name}", "lights on in [the] {area}"]
      """,
      "tests/good.yaml": """
      entities:
        - name: Desk Lamp
          domain: light
      areas:
        - name: Study
      tests:
        - sentences: ["switch on the desk lamp"]
          intent: LightOn
          slots: {name: Desk Lamp}
        - sentences: ["lights on in the study"]
          intent: {name: LightOn, slots: {area: Study}}
      """,
      "tests/bad.yaml": """
      entities:
        - name: Desk Lamp
          domain: light
      tests:
        - sentences: ["switch on the desk lamp"]
          intent: LightOn
          slots: {name: Ceiling}
      """,
    ])
    let sentences = folder.path + "/custom_sentences/en/lights.yaml"
    let good = try runRouteEval([
      "hassil", sentences, "--tests", folder.path + "/tests/good.yaml", "--format", "json", "--passes", "1",
    ])
    #expect(good.status == 0, "\(good.stderr)")
    let object = try Self.summary(good)
    #expect(object["tests"] as? Int == 2)
    #expect(object["passed"] as? Int == 2)
    let bad = try runRouteEval([
      "hassil", sentences, "--tests", folder.path + "/tests/good.yaml", folder.path + "/tests/bad.yaml",
      "--passes", "1",
    ])
    #expect(bad.status == 1)
    #expect(bad.stdout.contains("3 tests (en), 2 passed"))
    #expect(bad.stdout.contains("  bad/0/0: \"switch on the desk lamp\""))
    let none = try runRouteEval(["hassil", sentences])
    #expect(none.status == 3)
    #expect(
      none.stderr.hasSuffix(
        "error: nothing to check: the bundle has no test sentences; give the sentences' test files with '--tests'\n"))
    let missing = try runRouteEval(["hassil", sentences, "--tests", folder.path + "/tests/none.yaml"])
    #expect(missing.status == 66)
    #expect(missing.stderr.hasPrefix("\(folder.path)/tests/none.yaml:1:1: error: no such file"))
  }

  @Test("route --hassil: one JSON line per input line, empty and garbage lines included")
  func routeHassil() throws {
    let input =
      Data("turn on the kitchen light\n\nxyzzy 42 !!\n".utf8) + Data([0xFF, 0xFE, 0x0A])
      + Data("{\"utterance\": \"turn off the ceiling fan\"}\n{\"nope\": 1}\nturn on the lights".utf8)
    let result = try runRouteEval(
      [
        "route", "--hassil", Self.repository, "--lang", "en", "--home", "Corpora/home-assistant/example-home.yaml",
      ], input: input)
    #expect(result.status == 65)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 7)
    let objects = try lines.map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(objects.map { $0["line"] as? Int } == [1, 2, 3, 4, 5, 6, 7])
    #expect(
      objects.map { $0["outcome"] as? String }
        == ["recognized", "noMatch", "noMatch", "error", "recognized", "error", "recognized"])
    #expect(objects[0]["intent"] as? String == "HassTurnOn")
    let slots = try #require(objects[0]["slots"] as? [String: [String: Any]])
    #expect(slots["name"]?["value"] as? String == "Kitchen Light")
    #expect(slots["name"]?["text"] as? String == "kitchen light")
    #expect(objects[0]["template"] as? String == "<turn> on [<the>] {name}")
    #expect(objects[4]["intent"] as? String == "HassTurnOff")
    // The home's context area is the area the sentences are said in.
    let here = try #require(objects[6]["slots"] as? [String: [String: Any]])
    #expect(here["area"]?["value"] as? String == "Kitchen")
    #expect(here["domain"]?["value"] as? String == "light")
    #expect(result.stderr.contains("<stdin>:4:1: error: line is not valid UTF-8"))
    #expect(result.stderr.contains("<stdin>:6:1: error: missing string 'utterance'"))
  }

  @Test("route --hassil --area: the sentences are said in another of the home's areas, named without case")
  func routeHassilArea() throws {
    let arguments = [
      "route", "--hassil", Self.repository, "--lang", "en", "--home", "Corpora/home-assistant/example-home.yaml",
    ]
    let result = try runRouteEval(arguments + ["--area", "bedroom"], input: Data("turn on the lights\n".utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""area":{"value":"Bedroom","text":""}"#))
    let unknown = try runRouteEval(arguments + ["--area", "Attic"], input: Data())
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("no area 'Attic' in 'Corpora/home-assistant/example-home.yaml'"))
    let homeless = try runRouteEval(["route", "--hassil", Self.repository, "--lang", "en", "--area", "Kitchen"])
    #expect(homeless.status == 64)
    #expect(homeless.stderr.contains("'--area' needs '--home <file>'"))
  }

  @Test("route --hassil: the documentation's example prints the line it shows")
  func routeHassilDocumented() throws {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("Docs/HomeAssistant.md"), encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.hasPrefix("$ echo ") && $0.contains("route --hassil") })
    let command = lines[index]
    let utterance = try #require(command.split(separator: "\"").dropFirst().first)
    let arguments = command.split(separator: "|")[1].split(separator: " ").dropFirst().map(String.init)
    let result = try runRouteEval(arguments, input: Data((utterance + "\n").utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == lines[index + 1] + "\n")
  }

  @Test("route --hassil: usage errors exit 64, a missing home 66, a malformed one 65")
  func routeHassilErrors() throws {
    #expect(try runRouteEval(["route", "--lang", "en"]).status == 64)
    #expect(try runRouteEval(["route", "--hassil", Self.repository]).status == 64)
    #expect(
      try runRouteEval(["route", "--hassil", "Corpora/home-assistant/ja.json", "--apps", "Corpora/apps"]).status == 64)
    #expect(try runRouteEval(["route", "--hassil", "Corpora/home-assistant/ja.json", "--format", "text"]).status == 64)
    let missing = try runRouteEval(["route", "--hassil", "Corpora/home-assistant/ja.json", "--home", "no/home.yaml"])
    #expect(missing.status == 66)
    let home = try TemporaryFile("entities:\n  - domain: light\n", suffix: ".yaml")
    let malformed = try runRouteEval(["route", "--hassil", "Corpora/home-assistant/ja.json", "--home", home.url.path])
    #expect(malformed.status == 65)
    #expect(malformed.stderr.hasPrefix("\(home.url.path):2:5: error: missing required key 'name' (at entities[0])"))
    let bundle = try runRouteEval(
      ["route", "--hassil", "Corpora/home-assistant/ja.json"], input: Data("電気をつけて\n".utf8))
    #expect(bundle.status == 0, "\(bundle.stderr)")
    #expect(bundle.stdout.hasPrefix(#"{"version":1,"kind":"hassil","line":1,"utterance":"電気をつけて","outcome":"#))
  }

  @Test("route --hassil: the repository and its bundle give the same lines, with a home written in JSON")
  func routeHassilRepositoryAndBundle() throws {
    let home = try TemporaryFile(
      #"{"entities": [{"name": "Desk Lamp", "domain": "light"}], "areas": [{"name": "Study", "context_area": true}]}"#)
    let input = Data("turn on the desk lamp\nturn off the lights\nwhat time is it\nset the timer\n".utf8)
    let fromYAML = try runRouteEval(
      ["route", "--hassil", Self.repository, "--lang", "en", "--home", home.url.path], input: input)
    let fromJSON = try runRouteEval(
      ["route", "--hassil", "Corpora/home-assistant/en.json", "--home", home.url.path], input: input)
    #expect(fromYAML.status == 0, "\(fromYAML.stderr)")
    #expect(fromYAML.stdout.split(separator: "\n").count == 4)
    #expect(fromYAML.stdout == fromJSON.stdout)
    #expect(fromYAML.stdout.contains(#""area":{"value":"Study","text":""}"#))
  }
}
