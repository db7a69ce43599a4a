import Foundation
import Testing

@testable import AppShortcutsImport
@testable import Evaluation
@testable import Lint
@testable import Router

/// The App Shortcut declarations of 66 public apps, kept with the corpus.
let realAppsFile = packageRoot.appendingPathComponent("Corpora/real-apps-source/real-apps.json").path
/// The manifests made from them.
let realAppsFolder = packageRoot.appendingPathComponent("Corpora/real-apps").path

@Suite("Real apps: import and lint")
struct RealAppsCorpusTests {
  /// The corpus as the README's command makes it.
  static func imported() throws -> ImportResult {
    let catalogs = ImportFiles.files(under: catalogFolder).filter { $0.hasSuffix(".xcstrings") }
    return try RealAppsImporter.importApps(file: realAppsFile, catalogs: catalogs)
  }

  @Test("Corpora/real-apps is exactly what 'route-eval import real-apps' writes")
  func corpusIsReproducible() throws {
    let result = try Self.imported()
    #expect(result.manifests.count == 66)
    #expect(result.manifests.reduce(0) { $0 + $1.intents.count } == 229)
    #expect(result.manifests.reduce(0) { $0 + $1.phraseCount } == 1200)
    let written = ImportFiles.files(under: realAppsFolder).filter { $0.hasSuffix(".json") }
    #expect(Set(written.map(ImportFiles.fileName)) == Set(result.manifests.map(\.fileName)))
    for manifest in result.manifests {
      let path = realAppsFolder + "/" + manifest.fileName
      let stored = String(decoding: try ImportFiles.read(path), as: UTF8.self)
      #expect(
        stored == manifest.prettyText, "\(manifest.fileName) differs; regenerate it (see Corpora/real-apps/README.md)")
    }
  }

  @Test("keeps each app's repository, commit and providers in 'source', and every manifest loads")
  func sources() throws {
    let (manifests, warnings) = try ManifestLoader.load(paths: [realAppsFolder])
    #expect(manifests.count == 66)
    #expect(warnings.isEmpty, "\(warnings.prefix(3))")
    let peticle = String(decoding: try ImportFiles.read(realAppsFolder + "/peticle.json"), as: UTF8.self)
    #expect(peticle.contains(#""repository": "ClaireRimel/Peticle""#))
    #expect(peticle.contains(#""commit": "759ec4e24778d9e9754284f4ce27b91b00982432""#))
    #expect(
      peticle.contains(
        #"{ "name": "DogWalkShortcutsProvider", "file": "Peticle/Intents/DogWalkShortcutsProvider.swift" }"#))
  }

  @Test("reports what cannot be read: merged shortcuts, several providers, parameters without a manifest type")
  func importWarnings() throws {
    let result = try Self.imported()
    let messages = result.diagnostics.map(\.message.text)
    #expect(messages.count == 106)
    #expect(messages.count { $0.contains("is already a phrase of another App Shortcut of intent") } == 13)
    #expect(messages.count { $0.contains("the String Catalog spelling") } == 32)
    #expect(messages.count { $0.contains("which has no manifest type; left out") } == 12)
    #expect(messages.count { $0.contains("AppShortcutsProvider declarations") } == 2)
    #expect(messages.count { $0.hasPrefix("another App Shortcut for intent") } == 6)
    #expect(messages.count { $0.contains("is literal text in Swift, not a parameter") } == 3)
    #expect(result.diagnostics.allSatisfy { $0.location.file == realAppsFile && $0.location.line != nil })
  }

  @Test("lint --apple reports every phrase Apple rejects and the collisions between apps")
  func lint() throws {
    let report = try Linter.lint(paths: [realAppsFolder], options: LintOptions(apple: true))
    func messages(_ rule: String) -> [String] { report.findings.filter { $0.message.id == rule }.map(\.message.text) }
    let names = messages("AppleApplicationName")
    #expect(names.count { $0.contains("has no '{applicationName}'") } == 15)
    #expect(names.count { $0.contains("can name the app 2 times") } == 21)
    #expect(messages("AppleParameterCount").isEmpty)
    #expect(
      messages("AppleParameterType") == [
        "parameter 'habitName' is a string; an App Shortcut phrase may use only enum and entity parameters"
      ])
    #expect(messages("AppleParameterValues").count == 12)
    #expect(messages("AppleParameterizedOnly").count == 2)
    #expect(messages("AppleProviderCount").count == 2)
    #expect(messages("AppleLiteralAppName").count == 21)
    let overlaps = messages("CrossAppOverlap")
    // One finding per shared phrase, naming every app that accepts it.
    let expected = [
      "'log water' is accepted by 5 intents of 5 apps, 'Fernlet.LogWaterIntent', 'GlassWater.AddWaterIntent', "
        + "'Lystaria.AddCustomWaterIntent', 'MoveStreak.AddWaterIntent' and 'Sipli.LogWaterIntent', without an app name",
      "'add water' is accepted by 4 intents of 4 apps, 'GlassWater.AddWaterIntent', 'Lystaria.AddCustomWaterIntent', "
        + "'MoveStreak.AddWaterIntent' and 'Sipli.LogWaterIntent', without an app name",
      "'start timer' is accepted by 3 intents of 3 apps, 'Clockwise.StartTimerIntent', 'FocusPal.StartTimerIntent' "
        + "and 'GoalSlot.StartTimerIntent', without an app name",
      "'add task' is accepted by 'Lazyflow.CreateTaskIntent' and 'Transit.AddTaskIntent'",
      "'bolus' is accepted by 'Trio.BolusIntent' and 'iAPS.BolusIntent'",
    ]
    for prefix in expected {
      #expect(overlaps.contains { $0.hasPrefix(prefix) && $0.contains("routed, it matches no intent") }, "\(prefix)")
    }
    #expect(overlaps.allSatisfy { $0.contains("routed, it matches no intent") })
    #expect(overlaps.count == 23)
    #expect(report.errorCount == 38)
  }
}
