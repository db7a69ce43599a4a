import Foundation
import Testing

@testable import HomeAssistant
@testable import Router

/// The intents repository read from its YAML gives the bundle its JSON conversion gives, and the same results.
@Suite("Home Assistant's intents repository read from YAML")
struct HassilRepositoryTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// The repository's copy in the package (OHF-Voice/intents at 3e74ab7).
  static let repository = packageRoot.appendingPathComponent("Corpora/home-assistant/intents").path
  /// The JSON bundles of every language, where the project's shared data lives: beside the package, or beside
  /// the folder of a checkout that is one of several.
  static let sharedBundles =
    ["../shared", "../../shared"].map {
      packageRoot.appendingPathComponent($0 + "/data/home-assistant").standardized.path
    }.first { FileManager.default.fileExists(atPath: $0 + "/de.json") }
    ?? packageRoot.appendingPathComponent("../shared/data/home-assistant").standardized.path
  static var hasSharedBundles: Bool { FileManager.default.fileExists(atPath: sharedBundles + "/de.json") }

  /// A language's bundle: the shared one when it is there, else the package's (English and Japanese only).
  static func bundlePath(_ language: String) -> String {
    let shared = "\(sharedBundles)/\(language).json"
    if FileManager.default.fileExists(atPath: shared) { return shared }
    return packageRoot.appendingPathComponent("Corpora/home-assistant/\(language).json").path
  }

  static func readBundle(_ path: String) throws -> HassilBundle {
    let data = try #require(FileManager.default.contents(atPath: path), "no bundle at \(path)")
    let (bundle, diagnostics) = HassilBundle.decode([UInt8](data), file: path)
    #expect(diagnostics.isEmpty, "\(diagnostics.prefix(5).map(\.description))")
    return try #require(bundle)
  }

  static func readRepository(_ language: String) throws -> HassilBundle {
    let (bundle, diagnostics) = HassilRepository.read(folder: repository, language: language)
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.prefix(5).map(\.description))")
    return try #require(bundle)
  }

  /// Checks that the YAML and the JSON give the same bundle (but for where things were read) and the same
  /// result for every test sentence: the intent, every slot's value and text, and the verdict.
  static func compare(_ language: String) throws {
    let yaml = try readRepository(language)
    let json = try readBundle(bundlePath(language))
    try #require(!json.tests.isEmpty, "the '\(language)' bundle has no tests")
    #expect(yaml.tests.count == json.tests.count)

    // The bundles, places aside.
    let (a, b) = (yaml.withoutPlaces, json.withoutPlaces)
    #expect(a.language == b.language && a.ignoresWhitespace == b.ignoresWhitespace)
    #expect(a.skipWords == b.skipWords)
    #expect(a.expansionRules == b.expansionRules)
    #expect(a.lists == b.lists)
    #expect(a.intents.map(\.name) == b.intents.map(\.name))
    for (x, y) in zip(a.intents, b.intents) where x != y {
      Issue.record("intent '\(x.name)' differs: \(x.blocks.count) blocks from YAML, \(y.blocks.count) from JSON")
    }
    #expect(a.fixtureSets.map(\.id) == b.fixtureSets.map(\.id))
    for (x, y) in zip(a.fixtureSets, b.fixtureSets) where x != y { Issue.record("fixture set '\(x.id)' differs") }
    #expect(a.evaluation == b.evaluation)
    for (x, y) in zip(a.tests, b.tests) where x != y { Issue.record("test '\(x.id)' differs: \(x) vs \(y)") }

    // The same recognitions and verdicts, test by test.
    let fromYAML = HassilEvaluator.run(yaml, recognizer: HassilImporter.compile(yaml), passes: 1)
    let fromJSON = HassilEvaluator.run(json, recognizer: HassilImporter.compile(json), passes: 1)
    #expect(fromYAML.outcomes.count == json.tests.count)
    var differences = 0
    for (x, y) in zip(fromYAML.outcomes, fromJSON.outcomes) {
      let same =
        x.test.id == y.test.id && x.result?.intent == y.result?.intent && x.result?.slots == y.result?.slots
        && x.result?.template == y.result?.template && x.passed == y.passed
      if !same {
        differences += 1
        if differences <= 5 {
          Issue.record(
            "\(x.test.id) '\(x.test.sentence)': \(String(describing: x.result)) vs \(String(describing: y.result))")
        }
      }
    }
    #expect(differences == 0)
    #expect(fromYAML.passed == fromJSON.passed)
  }

  @Test("English and Japanese: the YAML gives the bundles in Corpora, test for test", arguments: ["en", "ja"])
  func packagedLanguages(_ language: String) throws {
    try Self.compare(language)
  }

  @Test(
    "German, Dutch, Korean, Turkish, Arabic and French: the YAML gives the shared bundles, test for test",
    .enabled(if: hasSharedBundles, "the shared bundles (../shared/data/home-assistant) are not beside the package"),
    arguments: ["de", "nl", "ko", "tr", "ar", "fr"])
  func sharedLanguages(_ language: String) throws {
    try Self.compare(language)
  }

  @Test(
    "the bundles in Corpora are the shared ones",
    .enabled(if: hasSharedBundles, "the shared bundles (../shared/data/home-assistant) are not beside the package"),
    arguments: ["en", "ja"])
  func packagedBundlesAreShared(_ language: String) throws {
    let packaged = FileManager.default.contents(
      atPath: Self.packageRoot.appendingPathComponent("Corpora/home-assistant/\(language).json").path)
    let shared = FileManager.default.contents(atPath: "\(Self.sharedBundles)/\(language).json")
    #expect(packaged != nil && packaged == shared)
  }

  @Test("templates and tests are placed in the YAML files they were read from")
  func places() throws {
    let bundle = try Self.readRepository("en")
    let block = try #require(bundle.intents.first?.blocks.first)
    let place = try #require(block.sentences.first?.location)
    #expect(place.file == Self.repository + "/sentences/en/HassTurnOn/domain_only.yaml")
    #expect((place.line, place.column) == (11, 9))
    let test = try #require(bundle.tests.first?.location)
    #expect(test.file == Self.repository + "/tests/en/HassTurnOn/domain_only.yaml")
    #expect((test.line, test.column) == (9, 9))
  }
}

extension HassilBundle {
  /// The bundle with no file and no places, to compare what two readings hold.
  var withoutPlaces: HassilBundle {
    var copy = self
    copy.file = ""
    func strip(_ template: HassilTemplate) -> HassilTemplate {
      var template = template
      template.location = nil
      return template
    }
    copy.expansionRules = expansionRules.map { HassilRule(name: $0.name, body: strip($0.body)) }
    copy.intents = intents.map { intent in
      HassilIntent(
        name: intent.name,
        blocks: intent.blocks.map { block in
          var block = block
          block.sentences = block.sentences.map(strip)
          block.expansionRules = block.expansionRules.map { HassilRule(name: $0.name, body: strip($0.body)) }
          return block
        })
    }
    copy.tests = tests.map { test in
      var test = test
      test.location = nil
      return test
    }
    return copy
  }
}
