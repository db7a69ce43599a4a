import Foundation
import PhraseGrammar
import Testing

@testable import AppShortcutsImport
@testable import Lint
@testable import Router

/// The real catalogs kept with the real-apps corpus.
let catalogFolder = packageRoot.appendingPathComponent("Corpora/real-apps-source/xcstrings").path

@Suite("Import: String Catalogs")
struct StringCatalogTests {
  struct CatalogCase: Sendable, CustomTestStringConvertible {
    var file: String
    var layout: StringCatalog.Layout
    var keys: Int
    var locales: [String]
    /// Phrases the catalog adds to its app in the real-apps corpus.
    var added: Int
    var testDescription: String { file }
  }

  static let catalogs: [CatalogCase] = [
    CatalogCase(
      file: "mduu__SolarLens__AppShortcuts.xcstrings", layout: .stringSet, keys: 9,
      locales: ["da", "de", "en", "fr", "it"], added: 118),
    CatalogCase(
      file: "rrroyal__Harbour__AppShortcuts.xcstrings", layout: .stringSet, keys: 2, locales: ["en"], added: 0),
    CatalogCase(
      file: "Equirinya__together_planner__AppShortcuts.xcstrings", layout: .stringUnit, keys: 16,
      locales: ["de", "es"], added: 32),
    CatalogCase(
      file: "kubrick06010__ListenScrobbler__AppShortcuts.xcstrings", layout: .stringSet, keys: 6,
      locales: ["de", "en", "es", "fr", "it", "ja", "pl", "pt", "ru", "sv", "tr", "zh-Hans"], added: 127),
    CatalogCase(
      file: "ClaireRimel__Peticle__AppShortcuts.xcstrings", layout: .stringSet, keys: 8, locales: ["en", "fr"],
      added: 37),
  ]

  @Test("reads both layouts and every locale of the five real catalogs", arguments: catalogs)
  func realCatalog(_ test: CatalogCase) throws {
    let path = catalogFolder + "/" + test.file
    let (catalog, problems) = try StringCatalog.parse(try ImportFiles.read(path), file: path)
    #expect(problems.isEmpty)
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.entries.count == test.keys)
    let locales = Set(catalog.entries.flatMap { $0.localizations.map(\.locale) })
    #expect(locales.sorted() == test.locales)
    #expect(catalog.entries.allSatisfy { $0.localizations.allSatisfy { $0.layout == test.layout } })
  }

  @Test("merges each real catalog into the app it belongs to, with the locales of its phrases", arguments: catalogs)
  func realMerge(_ test: CatalogCase) throws {
    let path = catalogFolder + "/" + test.file
    let result = try RealAppsImporter.importApps(file: realAppsFile, catalogs: [path])
    let plain = try RealAppsImporter.importApps(file: realAppsFile)
    let added = zip(result.manifests, plain.manifests).map { $0.phraseCount - $1.phraseCount }
    #expect(added.reduce(0, +) == test.added)
    #expect(added.filter { $0 > 0 }.count == (test.added > 0 ? 1 : 0))
    let warnings = result.diagnostics.count - plain.diagnostics.count
    #expect(warnings == 0)
  }

  @Test("turns ${applicationName} and ${param} into slots and escapes the rest")
  func catalogText() {
    let converted = PhraseConversion.template(
      ofCatalogText: "Ask ${applicationName} to ${containerAction} (a) {container}")
    #expect(converted.template == #"Ask {applicationName} to {containerAction} \(a\) \{container\}"#)
    #expect(converted.parameters == ["containerAction"])
  }

  static let manifest = """
    {
      "app": "Harbour",
      "intents": [
        {
          "id": "ContainerAction",
          "parameters": [{ "name": "containerAction", "type": "enum", "enum": "Action" }],
          "phrases": [
            "Execute container action in {applicationName}",
            "Ask {applicationName} to {containerAction} a container"
          ]
        },
        { "id": "Status", "phrases": ["Get container status in {applicationName}"] },
        { "id": "Empty", "phrases": [] }
      ],
      "enums": { "Action": ["start", "stop"] }
    }

    """

  static let perShortcut = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Execute container action in ${applicationName}" : {
          "localizations" : {
            "en" : { "stringSet" : { "state" : "new", "values" : [
              "Execute container action in ${applicationName}", "Run a container action in ${applicationName}"
            ] } },
            "de" : { "stringSet" : { "state" : "translated", "values" : [
              "Container-Aktion in ${applicationName} ausführen", "Bitte ${applicationName}, einen Container zu ${containerAction}",
              "Zeige ${size} in ${applicationName}"
            ] } }
          }
        },
        "Get container status in ${applicationName}" : {
          "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "${applicationName}でコンテナの状態" } },
                              "fr" : { "variations" : { } } }
        },
        "Something removed in ${applicationName}" : { "extractionState" : "stale" }
      },
      "version" : "1.1"
    }
    """

  @Test("merges a catalog into manifest files in place, keeping their formatting")
  func mergeIntoFile() throws {
    let folder = try ImportFolder([
      "manifests/harbour.json": Self.manifest, "manifests/other.json": #"{"app": "Other", "intents": []}"#,
      "AppShortcuts.xcstrings": Self.perShortcut,
    ])
    let result = try CatalogImporter.merge(
      catalogs: [folder.path + "/AppShortcuts.xcstrings"], into: folder.path + "/manifests", app: nil)
    #expect(result.files.map(\.path) == [folder.path + "/manifests/harbour.json"])
    #expect(result.files.first?.added == 4)
    #expect(
      result.files.first?.text == """
        {
          "app": "Harbour",
          "intents": [
            {
              "id": "ContainerAction",
              "parameters": [{ "name": "containerAction", "type": "enum", "enum": "Action" }],
              "phrases": [
                "Execute container action in {applicationName}",
                "Ask {applicationName} to {containerAction} a container",
                {"template": "Run a container action in {applicationName}", "locale": "en"},
                {"template": "Container-Aktion in {applicationName} ausführen", "locale": "de"},
                {"template": "Bitte {applicationName}, einen Container zu {containerAction}", "locale": "de"}
              ]
            },
            { "id": "Status", "phrases": ["Get container status in {applicationName}", {"template": "{applicationName}でコンテナの状態", "locale": "ja"}] },
            { "id": "Empty", "phrases": [] }
          ],
          "enums": { "Action": ["start", "stop"] }
        }

        """)
    let catalog = folder.path + "/AppShortcuts.xcstrings"
    #expect(
      Diagnostic.sortedByPlace(result.diagnostics).map(\.description) == [
        "\(catalog):9:16: warning: phrase 'Zeige ${size} in ${applicationName}' (de) names 'size', not a parameter "
          + "of intent 'ContainerAction'; left out",
        "\(catalog):17:34: warning: cannot read locale 'fr' of key 'Get container status in ${applicationName}' (it "
          + "has 'variations'; expected 'stringSet' or 'stringUnit'); left out",
        "\(catalog):19:5: warning: key 'Something removed in ${applicationName}' matches no phrase of app 'Harbour'; "
          + "its phrases are left out",
      ])
    let (decoded, problems) = ManifestLoader.decode(Array((result.files.first?.text ?? "").utf8), file: "harbour.json")
    #expect(decoded?.intents.map(\.phrases.count) == [5, 2, 0])
    #expect(problems.isEmpty)
  }

  @Test("fails on a missing or malformed catalog and an unknown --app; warns on ties and odd names")
  func catalogErrors() throws {
    let folder = try ImportFolder([
      "m/a.json": #"{"app": "A", "intents": [{"id": "X", "phrases": ["Open {applicationName}"]}]}"#,
      "m/b.json": #"{"app": "B", "intents": [{"id": "Y", "phrases": ["Open {applicationName}"]}]}"#,
      "Broken.xcstrings": #"{"strings": {"#, "Phrases.xcstrings": #"{"strings": {"Open ${applicationName}": {}}}"#,
    ])
    let manifests = folder.path + "/m"
    #expect(throws: ImportError.missing(folder.path + "/Nope.xcstrings")) {
      try CatalogImporter.merge(catalogs: [folder.path + "/Nope.xcstrings"], into: manifests, app: nil)
    }
    #expect(
      throws: ImportError.unreadable(
        file: folder.path + "/Broken.xcstrings", line: 1, column: 14,
        message: "unterminated object (opened at line 1, column 13)")
    ) {
      try CatalogImporter.merge(catalogs: [folder.path + "/Broken.xcstrings"], into: manifests, app: nil)
    }
    #expect(throws: ImportError.unreadable(file: manifests, message: "no manifest of app 'C'")) {
      try CatalogImporter.merge(catalogs: [folder.path + "/Phrases.xcstrings"], into: manifests, app: "C")
    }
    let tie = try CatalogImporter.merge(catalogs: [folder.path + "/Phrases.xcstrings"], into: manifests, app: nil)
    #expect(tie.files.isEmpty)
    #expect(
      tie.diagnostics.map(\.message.text) == [
        "Apple reads App Shortcut phrases only from a catalog named 'AppShortcuts.xcstrings'; 'Phrases.xcstrings' is "
          + "read anyway",
        "apps 'A' and 'B' match 1 keys each; merged into 'A' (pass --app to choose)",
      ])
  }
}
