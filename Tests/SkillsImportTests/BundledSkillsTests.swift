import Foundation
import Testing

@testable import AppShortcutsImport
import PhraseGrammar
@testable import DataFormats
@testable import Evaluation
@testable import Lint
@testable import Router
@testable import SkillsImport

/// The root of the package, for reading the bundled corpora.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The bundled skills' data files, and the manifests imported from them.
let skillsFolder = packageRoot.appendingPathComponent("Corpora/skills").path
let skillsAppsFolder = packageRoot.appendingPathComponent("Corpora/skills-apps").path

@Suite("Bundled skills: import, route and lint")
struct BundledSkillsTests {
  /// Each skill of `repos.json`: its folder, whether it is an Alexa skill, and the app its labels name.
  static func skills() throws -> [(folder: String, isAlexa: Bool, app: String)] {
    let root = try JSONParser.parse(try ImportFiles.read(skillsFolder + "/repos.json"))
    return try #require(root.value.arrayValue).map { node in
      let object = node.value.objectValue
      let repository = object?["repo"]?.value.stringValue ?? ""
      return (
        skillsFolder + "/" + repository.replacingOccurrences(of: "/", with: "+"),
        object?["source"]?.value.stringValue == "alexa", object?["app"]?.value.stringValue ?? ""
      )
    }
  }

  /// Every skill imported as `Scripts/import-skills.sh` imports it.
  static func imported() throws -> (manifests: [ImportedManifest], diagnostics: [Diagnostic], tests: [String]) {
    var manifests: [ImportedManifest] = []
    var diagnostics: [Diagnostic] = []
    var tests: [String] = []
    for skill in try skills() {
      let result: ImportResult
      if skill.isAlexa {
        result = try AlexaImporter.importModels(paths: [skill.folder], options: AlexaImportOptions(appName: skill.app))
      } else {
        let imported = try OVOSImporter.importSkills(paths: [skill.folder], options: OVOSImportOptions(appName: skill.app))
        result = imported.result
        tests += imported.corpus
      }
      manifests += result.manifests
      diagnostics += result.diagnostics
    }
    return (manifests, diagnostics, tests)
  }

  @Test("Corpora/skills-apps is exactly what 'Scripts/import-skills.sh' writes, with no error")
  func corpusIsReproducible() throws {
    let (manifests, diagnostics, tests) = try Self.imported()
    #expect(manifests.count == 22)
    let storedTests = String(
      decoding: try ImportFiles.read(skillsFolder + "/corpus/imported-tests.jsonl"), as: UTF8.self)
    #expect(storedTests == tests.map { $0 + "\n" }.joined(), "imported-tests.jsonl differs; run Scripts/import-skills.sh")
    // The authors' intent tests and their behave scenarios, each kind found.
    for tag in ["\"test-intent\"", "\"test-behave\""] { #expect(tests.count { $0.contains(tag) } > 40, "\(tag)") }
    #expect(!diagnostics.contains { $0.severity == .error })
    let written = ImportFiles.files(under: skillsAppsFolder).filter { $0.hasSuffix(".json") }
    #expect(Set(written.map(ImportFiles.fileName)) == Set(manifests.map(\.fileName)))
    for manifest in manifests {
      let stored = String(decoding: try ImportFiles.read(skillsAppsFolder + "/" + manifest.fileName), as: UTF8.self)
      #expect(stored == manifest.prettyText, "\(manifest.fileName) differs; run Scripts/import-skills.sh")
    }
  }

  @Test("every imported skill loads without a warning, with keyword intents and phrases")
  func loads() throws {
    let (manifests, warnings) = try ManifestLoader.load(paths: [skillsAppsFolder])
    #expect(manifests.count == 22)
    #expect(warnings.isEmpty, "\(warnings.prefix(3))")
    let intents = manifests.flatMap(\.intents)
    #expect(intents.filter { $0.keywords != nil }.count == 81)
    #expect(intents.filter { !$0.phrases.isEmpty }.count == 39)
  }

  @Test("the skills' own test utterances reach their intents, and requests for no skill reach none")
  func accuracy() throws {
    let (manifests, _) = try ManifestLoader.load(paths: [skillsAppsFolder])
    let router = try Router(manifests: manifests)
    let corpus = try CorpusLoader.load(paths: [
      skillsFolder + "/corpus/dev-intent.jsonl",
      packageRoot.appendingPathComponent("Corpora/eval/skills-out-of-scope.jsonl").path,
    ])
    #expect(corpus.problems.isEmpty)
    let report = EvalReport(cases: Evaluator(router: router).run(corpus.entries), router: router)
    func share(_ tag: String) throws -> Double {
      let stats = try #require(report.perTag.first { $0.tag == tag })
      return Double(stats.intentCorrect) / Double(stats.count)
    }
    #expect(try share("test-padatious") >= 0.97)
    #expect(try share("test-adapt") >= 0.90)
    // At most 2 % false accepts at the default minimum confidence.
    #expect(try share("out-of-scope") >= 0.98)
    // A score is a share: keywords that say the same word ("spell" of `Spell` and of `spell {Word}`) count it once.
    for entry in corpus.entries {
      guard let score = router.route(entry.utterance).score else { continue }
      #expect((0...1).contains(score), "\(entry.utterance): \(score)")
    }
  }

  @Test("lint of every skill at once names the literal collisions between skills, and few warnings")
  func lint() throws {
    let warnings = try Linter.lint(paths: [skillsAppsFolder]).findings.filter { $0.severity == .warning }
    #expect(warnings.count < 100)
    // "make me laugh" is a phrase of one joke skill and the keywords of the other.
    #expect(
      warnings.contains {
        $0.message.id == "KeywordOverlap" && $0.message.text.contains("'make me laugh'")
          && $0.message.text.contains("mycroft-joke.JokingIntent")
      })
  }
}
