import Foundation
import Testing

@testable import HomeAssistant
@testable import PhraseGrammar
@testable import Router

/// A folder of files for one test, removed when the test ends.
final class RepositoryFolder {
  let path: String

  init(_ files: [String: String]) throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("hassil-repo-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (name, contents) in files {
      let file = URL(fileURLWithPath: path).appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: file)
    }
  }

  func file(_ name: String) -> String { path + "/" + name }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

@Suite("Home Assistant YAML: layouts, custom sentences and their errors")
struct HassilRepositoryFilesTests {
  /// A small repository in the slot-combination layout: one intent, one combination, one test file.
  static let combinationRepository: [String: String] = [
    "intents.yaml": """
    HassTurnOn:
      slot_combinations:
        name_only:
          slots: [name]
          name_domains:
            required: [light]
    """,
    "sentences/en/_common.yaml": "language: en\nskip_words: [please]\n",
    "sentences/en/HassTurnOn/name_only.yaml": """
    language: en
    data:
      - sentences:
          - "turn on [the] {name}"
        name_domains: [light]
    """,
    "tests/en/HassTurnOn/name_only.yaml": """
    language: en
    entities:
      - name: Lamp
        domain: light
    tests:
      - sentences: ["turn on the lamp", "please turn on lamp"]
        slots:
          name: Lamp
    """,
  ]

  /// The one error of reading a repository, as compilers print it.
  static func errors(_ files: [String: String], language: String = "en") throws -> [String] {
    let folder = try RepositoryFolder(files)
    let (bundle, diagnostics) = HassilRepository.read(folder: folder.path, language: language)
    #expect(bundle == nil)
    return diagnostics.filter { $0.severity == .error }.map {
      $0.description.replacingOccurrences(of: folder.path + "/", with: "")
    }
  }

  /// The repository with one file replaced.
  static func replacing(_ name: String, with contents: String) -> [String: String] {
    var files = combinationRepository
    files[name] = contents
    return files
  }

  @Test("a small repository in the slot-combination layout is read and its tests pass")
  func combinationLayout() throws {
    let folder = try RepositoryFolder(Self.combinationRepository)
    let (read, diagnostics) = HassilRepository.read(folder: folder.path, language: "en")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let bundle = try #require(read)
    #expect(bundle.tests.map(\.id) == ["en/HassTurnOn/name_only/0/0", "en/HassTurnOn/name_only/0/1"])
    let block = try #require(bundle.intents.first?.blocks.first)
    #expect(block.requiresContext == [HassilMember("domain", ["light"])])
    #expect(block.metadata == .object([HassilMember("slot_combination", "name_only")]))
    let report = HassilEvaluator.run(bundle, recognizer: HassilImporter.compile(bundle), passes: 1)
    #expect(report.tests == 2)
    #expect(report.passed == 2, "\(report.failureLines)")
  }

  @Test(
    "errors name the file, line and column",
    arguments: [
      (
        replacing("intents.yaml", with: "HassTurnOn: [unclosed\n"),
        "intents.yaml:1:13: error: unterminated flow sequence"
      ),
      (
        replacing("sentences/en/HassTurnOn/name_only.yaml", with: "data:\n  - \"just a sentence\"\n"),
        "sentences/en/HassTurnOn/name_only.yaml:2:5: error: expected an object, found string (at data[0])"
      ),
      (
        replacing("sentences/en/HassTurnOn/name_only.yaml", with: "data:\n  - sentences: [42]\n"),
        "sentences/en/HassTurnOn/name_only.yaml:2:17: error: expected a string, found number (at data[0].sentences[0])"
      ),
      (
        replacing("sentences/en/HassTurnOn/name_only.yaml", with: "data:\n  - sentences:\n      - \"turn (on\"\n"),
        "sentences/en/HassTurnOn/name_only.yaml:3:15: error: unterminated '('; expected ')' (at data[0].sentences[0])"
      ),
      (
        replacing(
          "sentences/en/HassTurnOn/name_only.yaml", with: "data:\n  - sentences: [a]\n    name_domains: lights\n"),
        "sentences/en/HassTurnOn/name_only.yaml:3:19: error: unknown name domain group 'lights' (at data[0].name_domains)"
      ),
      (
        replacing("sentences/en/HassTurnOn/name_only.yaml", with: "language: de\ndata: []\n"),
        "sentences/en/HassTurnOn/name_only.yaml:1:11: error: the file's language is 'de', expected 'en' (at language)"
      ),
      (
        replacing("tests/en/HassTurnOn/name_only.yaml", with: "entities:\n  - domain: light\n"),
        "tests/en/HassTurnOn/name_only.yaml:2:5: error: missing required key 'name' (at entities[0])"
      ),
      (
        replacing("sentences/en/HassTurnOn/name_only.yaml", with: "data: {a: 1}\n"),
        "sentences/en/HassTurnOn/name_only.yaml:1:7: error: expected an array, found object (at data)"
      ),
    ])
  func errors(files: [String: String], expected: String) throws {
    let errors = try Self.errors(files)
    #expect(errors.first?.hasPrefix(expected) == true, "\(errors)")
  }

  @Test("a missing intents.yaml, a missing folder and an unknown language are errors naming what is missing")
  func missing() throws {
    var files = Self.combinationRepository
    files["intents.yaml"] = nil
    let noIntents = try Self.errors(files)
    #expect(noIntents.first?.hasPrefix("intents.yaml:1:1: error: no such file") == true, "\(noIntents)")
    let unknown = try Self.errors(Self.combinationRepository, language: "eo")
    #expect(
      unknown == ["sentences/eo:1:1: error: unknown language 'eo': no 'sentences/eo' in the repository, which has en"])
    let (bundle, diagnostics) = HassilRepository.read(folder: "/no/such/folder", language: "en")
    #expect(bundle == nil)
    #expect(diagnostics.map(\.message.id) == [HassilRepository.missingFileID])
  }

  @Test("garbage in any file is an error, never a crash", arguments: 0..<24)
  func garbage(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed))
    let bytes = (0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let pieces = ["- ", ": ", "\n", "  ", "[", "{", "\"", "'", "|", "&a ", "*a", "#"]
    let text = (0..<60).map { _ in pieces.randomElement(using: &generator)! }.joined()
    let names = Array(Self.combinationRepository.keys).sorted()
    let name = names[seed % names.count]
    var files = Self.replacing(name, with: seed % 2 == 0 ? text : "")
    files["lists/x.yaml"] = ""
    let folder = try RepositoryFolder(files)
    try Data(bytes).write(to: URL(fileURLWithPath: folder.file(seed % 2 == 0 ? "lists/x.yaml" : name)))
    let (bundle, diagnostics) = HassilRepository.read(folder: folder.path, language: "en")
    if bundle == nil {
      #expect(diagnostics.contains { $0.severity == .error && $0.location.line != nil && $0.location.column != nil })
    }
  }

  @Test("the flat layout of an older checkout: intents in sentence files, one home in _fixtures.yaml")
  func flatLayout() throws {
    let folder = try RepositoryFolder([
      "sentences/en/_common.yaml": """
      language: en
      lists:
        brightness:
          range: {from: 0, to: 100}
      expansion_rules:
        the: "[the]"
      """,
      "sentences/en/light_HassLightSet.yaml": """
      language: en
      intents:
        HassLightSet:
          data:
            - sentences:
                - "set <the> {name} to {brightness}"
      """,
      "sentences/en/homeassistant_HassTurnOn.yaml": """
      language: en
      intents:
        HassTurnOn:
          data:
            - sentences: ["turn on <the> {name}"]
      """,
      "tests/en/_fixtures.yaml": "entities:\n  - name: Lamp\n    id: light.lamp\n",
      "tests/en/light_HassLightSet.yaml": """
      language: en
      tests:
        - sentences: ["set the lamp to 50"]
          intent:
            name: HassLightSet
            slots: {name: Lamp, brightness: 50}
      """,
      "tests/en/homeassistant_HassTurnOn.yaml": """
      language: en
      tests:
        - sentences: ["turn on lamp", "turn on the lamp"]
          intent: {name: HassTurnOn, slots: {name: Lamp}}
      """,
    ])
    let (read, diagnostics) = HassilRepository.read(folder: folder.path, language: "en")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let bundle = try #require(read)
    // Sentence files in name order; the one home is the fixture set of every test.
    #expect(bundle.intents.map(\.name) == ["HassTurnOn", "HassLightSet"])
    #expect(bundle.fixtureSets.map(\.id) == ["global"])
    #expect(bundle.fixtureSets.first?.domainsByName == ["Lamp": ["light"]])
    #expect(bundle.evaluation == HassilEvaluationSettings(narrowsNameList: true, matchesContext: true))
    let report = HassilEvaluator.run(bundle, recognizer: HassilImporter.compile(bundle), passes: 1)
    #expect(report.tests == 3)
    #expect(report.passed == 3, "\(report.failureLines)")
  }

  @Test("a checkout between the layouts: sentence files beside the intent folders are read, with a warning")
  func mixedLayout() throws {
    var files = Self.combinationRepository
    files["sentences/en/homeassistant_HassTurnOff.yaml"] = """
      language: en
      intents:
        HassTurnOff:
          data:
            - sentences: ["turn off [the] {name}"]
      """
    files["tests/en/_fixtures.yaml"] = "entities:\n  - name: Lamp\n    id: light.lamp\n"
    files["tests/en/homeassistant_HassTurnOff.yaml"] = """
      language: en
      tests:
        - sentences: ["turn off the lamp"]
          intent: {name: HassTurnOff, slots: {name: Lamp}}
      """
    let folder = try RepositoryFolder(files)
    let (read, diagnostics) = HassilRepository.read(folder: folder.path, language: "en")
    #expect(diagnostics.map(\.message.id) == ["MixedLayout"])
    #expect(diagnostics.first?.severity == .warning)
    let bundle = try #require(read)
    #expect(bundle.intents.map(\.name) == ["HassTurnOn", "HassTurnOff"])
    #expect(bundle.tests.count == 3)
    let report = HassilEvaluator.run(bundle, recognizer: HassilImporter.compile(bundle), passes: 1)
    #expect(report.passed == 3, "\(report.failureLines)")
  }

  @Test("custom sentences and their own test files: each home its own fixture set")
  func customSentences() throws {
    let folder = try RepositoryFolder([
      "custom_sentences/en/media.yaml": """
      language: "en"
      intents:
        SetVolume:
          data:
            - sentences:
                - "(set|change) {media_player} volume to {volume} [percent]"
                - "(set|change) [the] volume for {media_player} to {volume} [percent]"
      lists:
        media_player:
          values:
            - in: "living room"
              out: "media_player.living_room"
            - "bedroom"
        volume:
          range:
            from: 0
            to: 100
      """,
      "custom_sentences/en/greet.yaml": """
      language: en
      intents:
        Greet:
          data:
            - sentences: ["hello {who}"]
              lists:
                who:
                  wildcard: true
      """,
      "tests/media.yaml": """
      areas:
        - name: Office
          context_area: true
      tests:
        - sentences: ["set living room volume to 40 percent"]
          intent: SetVolume
          slots: {media_player: media_player.living_room, volume: 40}
        - sentences: ["change the volume for bedroom to 5"]
          intent: SetVolume
          slots: {media_player: bedroom, volume: 5}
      """,
      "tests/greet.yaml": """
      tests:
        - sentences: ["hello big world"]
          intent: {name: Greet, slots: {who: big world}}
      """,
    ])
    let (read, diagnostics) = HassilRepository.read(
      sentenceFiles: [folder.file("custom_sentences/en/media.yaml"), folder.file("custom_sentences/en/greet.yaml")],
      testFiles: [folder.file("tests/media.yaml"), folder.file("tests/greet.yaml")])
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let bundle = try #require(read)
    #expect(bundle.language == "en")
    #expect(bundle.intents.map(\.name) == ["SetVolume", "Greet"])
    #expect(bundle.fixtureSets.map(\.id) == [folder.file("tests/media.yaml"), folder.file("tests/greet.yaml")])
    #expect(bundle.tests.map(\.id) == ["media/0/0", "media/1/0", "greet/0/0"])
    #expect(bundle.tests.first?.context == [HassilMember("area", "Office")])
    let report = HassilEvaluator.run(bundle, recognizer: HassilImporter.compile(bundle), passes: 1)
    #expect(report.tests == 3)
    #expect(report.passed == 3, "\(report.failureLines)")
  }

  @Test("a compiler warning names the YAML file of its sentence, not the repository's folder")
  func warningPlace() throws {
    let folder = try RepositoryFolder(
      Self.replacing(
        "sentences/en/HassTurnOn/name_only.yaml", with: "data:\n  - sentences:\n      - \"turn on {nowhere}\"\n"))
    let (read, _) = HassilRepository.read(folder: folder.path, language: "en")
    let recognizer = HassilImporter.compile(try #require(read))
    let warning = try #require(recognizer.warnings.first)
    #expect(
      warning.description.hasPrefix(
        folder.file("sentences/en/HassTurnOn/name_only.yaml") + ":3:9: warning: unknown list 'nowhere'"),
      "\(warning.description)")
  }

  @Test("a home file gives the fixture set and the context area")
  func home() throws {
    let folder = try RepositoryFolder([
      "home.yaml":
        "entities:\n  - name: Außenlicht\n    domain: light\nareas:\n  - name: Küche\n    context_area: true\n"
    ])
    let (read, diagnostics) = HassilRepository.readHome(folder.file("home.yaml"), id: "home")
    #expect(diagnostics.isEmpty)
    let home = try #require(read)
    #expect(home.contextArea == "Küche")
    guard case .values(let names) = home.fixtureSet.lists.first?.list else {
      Issue.record("no name list")
      return
    }
    #expect(names.first?.metadata?["entity_id"] == "light.aussenlicht")
  }
}

/// A small deterministic random number generator (SplitMix64), so the garbage tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
