import Testing

@testable import Router

@Suite("Manifest loader")
struct ManifestLoaderTests {
  static let valid = """
    {
      "app": "Water",
      "synonyms": ["Water Tracker"],
      "rules": { "log": "(log | add)" },
      "intents": [
        {
          "id": "LogWater",
          "parameters": [
            { "name": "amount", "type": "integer", "min": 1, "max": 100, "default": 8 },
            { "name": "size", "type": "enum", "enum": "Size" }
          ],
          "phrases": [
            "<log> {amount} ounces in {applicationName}",
            { "template": "log a {size} glass", "sets": { "amount": 8 } }
          ],
          "negativePhrases": ["water the plants"]
        }
      ],
      "enums": { "Size": { "cases": [ { "id": "small", "synonyms": ["little"] }, "large" ] } }
    }
    """

  @Test("decodes every part of a manifest")
  func decodes() throws {
    let (manifest, problems) = ManifestLoader.decode(Array(Self.valid.utf8), file: "water.json")
    #expect(problems.isEmpty)
    let water = try #require(manifest)
    #expect(water.names == ["Water", "Water Tracker"])
    #expect(water.rules.map(\.name) == ["log"])
    #expect(water.intents.first?.parameters.map(\.type) == [.integer(min: 1, max: 100), .enumeration("Size")])
    #expect(water.intents.first?.parameters.first?.defaultValue == .number(8))
    #expect(water.intents.first?.phrases.count == 2)
    #expect(water.intents.first?.phrases.last?.sets.first?.name == "amount")
    #expect(water.intents.first?.negativePhrases.map(\.template.text) == ["water the plants"])
    #expect(water.enums.first?.value.cases.map(\.id) == ["small", "large"])
  }

  @Test(
    "reports problems with file, line, column and JSON path",
    arguments: [
      (
        #"{"app": "A", "intents": [{"id": "I", "phrases": ["x"], "parameters": [{"name": "n", "type": "intger"}]}]}"#,
        "app.json:1:93: error: unknown parameter type 'intger'; did you mean 'integer'? (at intents[0].parameters[0].type)"
      ),
      (
        #"{"app": "A", "intents": [{"id": "I", "phrases": ["x"], "parameters": [{"name": "n", "type": "enum", "enum": "Colr"}]}], "enums": {"Color": ["red"]}}"#,
        "app.json:1:109: error: enum 'Colr' is not declared in 'enums'; did you mean 'Color'? (at intents[0].parameters[0].enum)"
      ),
      (
        #"{"app": "A", "intents": [{"id": "I", "phrases": ["x"], "parameters": [{"name": "n", "type": "entity", "entity": "Place"}]}]}"#,
        "app.json:1:113: error: entity 'Place' is not declared in 'entities' (at intents[0].parameters[0].entity)"
      ),
      (
        #"{"app": "A", "intents": [{"id": "I"}]}"#,
        "app.json:1:26: error: missing required key 'phrases' (at intents[0])"
      ),
      (
        #"{"intents": []}"#,
        "app.json:1:1: error: missing required key 'app'"
      ),
      (
        #"{"app": "A", "intents": [{"id": "I", "phrases": [{"template": "x", "sets": {"cnt": 1}}], "parameters": [{"name": "count", "type": "integer"}]}]}"#,
        "app.json:1:84: error: phrase sets undeclared parameter 'cnt'; did you mean 'count'? (at intents[0].phrases[0].sets.cnt)"
      ),
      (
        #"{"app": "A", "intents": [{"id": "I", "phrases": ["x"], "parameters": [{"name": "n", "type": "integer", "default": "eight"}]}]}"#,
        "app.json:1:115: error: expected a number for 'n', found string (at intents[0].parameters[0].default)"
      ),
      (
        "{\"app\": \"A\",\n \"intents\": [1,]}",
        "app.json:2:15: error: trailing comma before ']'"
      ),
      (
        #"{"app": "A", "intents": [{"id": "I", "phrases": ["x"], "parameters": [{"name": "n", "type": "measurement", "dimension": "volum", "unit": "ml"}]}]}"#,
        "app.json:1:121: error: unknown dimension 'volum'; did you mean 'volume'? (at intents[0].parameters[0].dimension)"
      ),
      (
        #"{"app": "A", "intents": [{"id": "I", "phrases": ["x"], "parameters": [{"name": "n", "type": "date", "grain": "days"}]}]}"#,
        "app.json:1:110: error: unknown grain 'days'; expected one of 'second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year' (at intents[0].parameters[0].grain)"
      ),
      (
        #"{"app": "A", "intents": [{"id": "I", "phrases": ["x"], "parameters": [{"name": "n", "type": "string", "maxCount": 3}]}]}"#,
        "app.json:1:115: error: 'maxCount' applies only to list parameters (at intents[0].parameters[0].maxCount)"
      ),
      (
        #"{"app": "A", "intents": [{"id": "I", "phrases": ["x"], "parameters": [{"name": "n", "type": "string", "list": true, "default": "a"}]}]}"#,
        "app.json:1:128: error: expected an array for list 'n', found string (at intents[0].parameters[0].default)"
      ),
      (
        #"{"app": "A", "intents": [{"id": "I", "phrases": ["x"], "parameters": [{"name": "n", "type": "date", "default": "tomorrow"}]}]}"#,
        "app.json:1:112: error: 'tomorrow' is not an ISO 8601 date or date and time (at intents[0].parameters[0].default)"
      ),
      (
        #"{"app": "A", "intents": [{"id": "I", "phrases": [3]}]}"#,
        "app.json:1:50: error: expected a template string or a phrase object, found number (at intents[0].phrases[0])"
      ),
    ])
  func reportsProblems(json: String, expected: String) {
    #expect(diagnostics(of: json).contains(expected), "\(diagnostics(of: json))")
  }

  @Test("warns about unknown keys with a suggestion")
  func unknownKeys() {
    let problems = diagnostics(of: #"{"app": "A", "intents": [], "synonym": ["B"]}"#)
    #expect(
      problems == ["app.json:1:29: warning: unknown key 'synonym' is ignored; did you mean 'synonyms'? (at synonym)"])
  }

  @Test("points template errors at the character in the file")
  func templateColumns() throws {
    let json = """
      {"app": "A", "intents": [{"id": "I", "phrases": ["log {amount oz"],
        "parameters": [{"name": "amount", "type": "integer"}]}]}
      """
    let manifest = try #require(ManifestLoader.decode(Array(json.utf8), file: "a.json").0)
    do throws(ManifestErrors) {
      _ = try Router(manifests: [manifest])
      Issue.record("an unterminated slot compiled")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "a.json:1:55: error: unterminated '{'; expected '}' (at intents[0].phrases[0])"
        ])
      #expect(error.diagnostics.first?.rendered.hasSuffix("  log {amount oz\n      ^") == true)
    }
  }

  @Test("reports undeclared slots against the template's place in the file")
  func undeclaredSlot() throws {
    let json =
      #"{"app": "A", "intents": [{"id": "I", "phrases": ["tell é {amout}"], "parameters": [{"name": "amount", "type": "integer"}]}]}"#
    let manifest = try #require(ManifestLoader.decode(Array(json.utf8), file: "a.json").0)
    do throws(ManifestErrors) {
      _ = try Router(manifests: [manifest])
      Issue.record("an undeclared slot compiled")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "a.json:1:58: error: unknown parameter 'amout'; did you mean 'amount'? (at intents[0].phrases[0])"
        ])
    }
  }

  @Test("loads the bundled corpus folder in path order")
  func bundledApps() throws {
    let (manifests, warnings) = try ManifestLoader.load(paths: [packageRoot.appendingPathComponent("Corpora/apps").path]
    )
    #expect(warnings.isEmpty)
    #expect(manifests.count >= 6)
    #expect(manifests.map(\.source) == manifests.map(\.source).sorted())
  }

  @Test("names a missing path")
  func missingPath() {
    #expect {
      _ = try ManifestLoader.load(paths: ["/no/such/folder"])
    } throws: { error in
      (error as? ManifestLoadError)?.description == "no such file or folder '/no/such/folder'"
    }
  }
}
