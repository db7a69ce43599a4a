import Foundation
import Testing

@Suite("route-eval import, end to end")
struct ImportCommandTests {
  /// A temporary folder of files, removed when the test ends.
  typealias Folder = TemporaryFolder

  /// A small app: a provider, intents with an enum and an entity, negative phrases, an Info.plist and a catalog.
  static let app: [String: String] = [
    "MyApp/Shortcuts/AppShortcuts.swift": #"""
    import AppIntents

    /// The app's shortcuts. /* nested */ comments are fine.
    struct HydrateShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(
          intent: LogDrinkIntent(),
          phrases: [
            "Log a drink in \(.applicationName)",
            "Log \(\.$drink) in \(.applicationName)",
            AppShortcutPhrase<LogDrinkIntent>("Add \(\.$drink) to \(AppShortcutPhraseToken.applicationName)"),
          ],
          shortTitle: "Log Drink",
          systemImageName: "drop"
        )
        AppShortcut(intent: ShowHistoryIntent(), phrases: [
          "Show my history in \(.applicationName)",
          """
          How much did I drink in \(.applicationName)
          """,
        ], shortTitle: "History", systemImageName: "chart.bar")
        AppShortcut(intent: OpenBottleIntent(), phrases: ["Open \(\.$bottle) in \(.applicationName)"],
                    shortTitle: "Bottle", systemImageName: "waterbottle")
      }

      static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
          NegativeAppShortcutPhrase("Water the plants")
        }
      }
    }
    """#,
    "MyApp/Intents/LogDrinkIntent.swift": #"""
    import AppIntents

    struct LogDrinkIntent: AppIntent {
      static var title: LocalizedStringResource = "Log a Drink"
      @Parameter(title: "Drink", default: .water) var drink: Drink
      @Parameter(title: "Amount", inclusiveRange: (50, 2000)) var amount: Int?
      func perform() async throws -> some IntentResult { .result() }
    }

    struct ShowHistoryIntent: AppIntent {
      static let title = LocalizedStringResource("Show History")
    }

    struct OpenBottleIntent: AppIntent {
      static var title: LocalizedStringResource = "Open Bottle"
      @Parameter(title: "Bottle") var bottle: BottleEntity
    }

    enum Drink: String, AppEnum {
      case water, sparklingWater, tea
      static var typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
      static var caseDisplayRepresentations: [Drink: DisplayRepresentation] = [
        .water: "Water",
        .sparklingWater: DisplayRepresentation(title: "Sparkling water", synonyms: ["fizzy water"]),
        .tea: "Tea",
      ]
    }

    struct BottleEntity: AppEntity {
      static var defaultQuery = BottleQuery()
      var id: String
    }
    """#,
    "MyApp/Info.plist": """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleDisplayName</key><string>Hydrate</string>
    <key>INAlternativeAppNames</key><array><dict><key>INAlternativeAppName</key><string>Hydrate Pro</string></dict></array>
    </dict></plist>
    """,
    "MyApp/Resources/AppShortcuts.xcstrings": """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Log a drink in ${applicationName}" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "de" : { "stringSet" : { "state" : "translated", "values" : [
              "Trage ein Getränk in ${applicationName} ein", "Trage ${drink} in ${applicationName} ein"
            ] } }
          }
        }
      },
      "version" : "1.0"
    }
    """,
    "mine.jsonl": """
    {"utterance":"log a drink in Hydrate","expect":{"app":"Hydrate","intent":"LogDrinkIntent","parameters":{}},"tags":["explicit-app"]}
    {"utterance":"log sparkling water in hydrate pro","expect":{"app":"Hydrate","intent":"LogDrinkIntent","parameters":{"drink":"sparklingWater"}},"tags":["enum","synonym"]}
    {"utterance":"add fizzy water to Hydrate","expect":{"app":"Hydrate","intent":"LogDrinkIntent","parameters":{"drink":"sparklingWater"}},"tags":["enum"]}
    {"utterance":"Trage Tee in Hydrate ein","expect":{"outcome":"noMatch"},"tags":["german"]}
    {"utterance":"Trage Tea in Hydrate ein","expect":{"app":"Hydrate","intent":"LogDrinkIntent","parameters":{"drink":"tea"}},"tags":["german"]}
    {"utterance":"how much did I drink in Hydrate","expect":{"app":"Hydrate","intent":"ShowHistoryIntent","parameters":{}}}
    {"utterance":"log a drink","expect":{"outcome":"noMatch"},"tags":["name-free"]}
    {"utterance":"water the plants","expect":{"outcome":"noMatch"},"tags":["negative"]}

    """,
  ]

  @Test("the README flow: import swift, lint --apple, eval")
  func readmeFlow() throws {
    let folder = try Folder(Self.app)
    let out = folder.path + "/manifests"
    let imported = try runRouteEval(["import", "swift", folder.path + "/MyApp", "--out", out])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.isEmpty)
    #expect(
      imported.stderr.hasSuffix(
        "import: 1 manifest (3 intents, 8 phrases) to \(out)/hydrate.json; 1 warning\n"))
    #expect(
      imported.stderr.contains(
        "LogDrinkIntent.swift:29:8: warning: AppEntity 'BottleEntity' is imported with no values"))
    let manifest = try String(contentsOfFile: out + "/hydrate.json", encoding: .utf8)
    #expect(manifest.hasPrefix("{\n  \"app\": \"Hydrate\",\n  \"synonyms\": [\"Hydrate Pro\"],\n"))
    #expect(manifest.contains(#"{ "template": "Trage {drink} in {applicationName} ein", "locale": "de" }"#))
    #expect(manifest.contains(#""negativePhrases": ["Water the plants"]"#))

    let lint = try runRouteEval(["lint", "--apple", "--apps", out])
    #expect(lint.status == 0, "\(lint.stdout)")
    let rules = lint.stdout.split(separator: "\n").map {
      $0.split(separator: "[").last?.split(separator: "]").first ?? ""
    }
    #expect(rules.sorted() == ["AppleParameterValues", "AppleParameterizedOnly", "UnusedParameter"])

    let eval = try runRouteEval(["eval", "--apps", out, "--corpus", folder.path + "/mine.jsonl", "--min-exact", "1"])
    #expect(eval.status == 0, "\(eval.stdout)")
    #expect(eval.stdout.contains("Evaluated 8 utterances"))
    #expect(eval.stdout.contains("exact match        100.0%"))
  }

  @Test("writes JSON lines to standard output without --out, and takes --app-name")
  func standardOutput() throws {
    let folder = try Folder(Self.app)
    let result = try runRouteEval([
      "import", "swift", folder.path + "/MyApp/Shortcuts", folder.path + "/MyApp/Intents", "--app-name", "Sip",
    ])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix(#"{"app":"Sip","locale":"en","source":{"importer":"swift","paths":["#) == true)
    #expect(result.stderr.hasSuffix("import: 1 manifest (3 intents, 6 phrases); 1 warning\n"))
  }

  @Test("merges a catalog into manifest files with import xcstrings --into")
  func xcstrings() throws {
    let folder = try Folder(Self.app)
    let out = folder.path + "/manifests"
    #expect(
      try runRouteEval([
        "import", "swift", folder.path + "/MyApp/Shortcuts", folder.path + "/MyApp/Intents", "--app-name", "Hydrate",
        "--out", out,
      ]).status == 0)
    let before = try String(contentsOfFile: out + "/hydrate.json", encoding: .utf8)
    let result = try runRouteEval([
      "import", "xcstrings", folder.path + "/MyApp/Resources/AppShortcuts.xcstrings", "--into", out,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "import: merged 2 phrases into \(out)/hydrate.json\n")
    let after = try String(contentsOfFile: out + "/hydrate.json", encoding: .utf8)
    #expect(after.count > before.count)
    #expect(after.contains(#"{"template": "Trage ein Getränk in {applicationName} ein", "locale": "de"}"#))
    let again = try runRouteEval([
      "import", "xcstrings", folder.path + "/MyApp/Resources/AppShortcuts.xcstrings", "--into", out,
    ])
    #expect(again.stderr == "import: no phrase to merge\n")
  }

  @Test("imports the real apps from the repository")
  func realApps() throws {
    let folder = try Folder([:])
    let result = try runRouteEval([
      "import", "real-apps", "Corpora/real-apps-source/real-apps.json", "--out", folder.path,
    ])
    #expect(result.status == 0)
    #expect(result.stderr.hasSuffix("import: 66 manifests (229 intents, 886 phrases) to 66 files; 106 warnings\n"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.count == 66)
    #expect(files.contains("dropspot.json"))
  }

  static let failures: [(arguments: [String], status: Int32, stderr: String)] = [
    (["import"], 64, "error: missing what to import; expected 'swift', 'xcstrings', 'real-apps', 'ovos' or 'alexa'"),
    (["import", "swfit", "x"], 64, "error: unknown import 'swfit'; did you mean 'swift'?"),
    (["import", "swift"], 64, "error: missing a path to import"),
    (
      ["import", "xcstrings", "a.xcstrings", "--out", "d"], 64,
      "error: option '--out' does not apply to 'import xcstrings'"
    ),
    (["import", "xcstrings", "a.xcstrings"], 64, "error: missing '--into <path>'"),
    (["import", "swift", "x", "--into", "d"], 64, "error: option '--into' does not apply to 'import swift'"),
    (
      ["import", "swift", "x", "--platform", "watchOS2"], 64,
      "error: unknown platform 'watchOS2'; expected 'ios', 'watchos', 'macos', 'visionos'; did you mean 'watchos'?"
    ),
    (["import", "real-apps", "a.json", "b.json"], 64, "error: import real-apps takes one file"),
    (
      ["import", "ovos", "Corpora/skills/MycroftAI+skill-joke", "--format", "json"], 64,
      "error: --format json writes the summaries to standard output; give --out for the manifests"
    ),
    (
      ["import", "alexa", "x.json", "--format", "yaml"], 64, "error: unknown format 'yaml'; expected 'text' or 'json'"
    ),
    (
      ["import", "real-apps", "x.json", "--format", "json"], 64,
      "error: option '--format' does not apply to 'import real-apps'"
    ),
    (["import", "swift", "Nope/"], 66, "error: no such file or folder 'Nope/'"),
    (
      ["import", "real-apps", "Corpora/apps/water.json"], 65,
      "Corpora/apps/water.json:1:1: error: expected an object with an 'apps' array"
    ),
  ]

  @Test("usage errors exit 64, a missing path 66, unreadable input 65", arguments: failures)
  func failure(_ test: (arguments: [String], status: Int32, stderr: String)) throws {
    let result = try runRouteEval(test.arguments)
    #expect(result.status == test.status)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(test.stderr), "\(result.stderr)")
  }

  @Test("a Swift file that is not UTF-8 and a malformed catalog exit 65")
  func unreadable() throws {
    let folder = try Folder(["App/Bad.xcstrings": "{ nope"])
    try Data([0xC3, 0x28]).write(to: URL(fileURLWithPath: folder.path + "/App/Bad.swift"))
    let swift = try runRouteEval(["import", "swift", folder.path + "/App/Bad.swift"])
    #expect(swift.status == 65)
    #expect(swift.stderr == "\(folder.path)/App/Bad.swift:1:1: error: is not UTF-8 text\n")
    let catalog = try runRouteEval(["import", "xcstrings", folder.path + "/App/Bad.xcstrings", "--into", folder.path])
    #expect(catalog.status == 65)
    #expect(catalog.stderr == "\(folder.path)/App/Bad.xcstrings:1:3: error: unquoted object key 'nope'\n")
  }

  /// An app project: the app target, named in Release, and a widget.
  static let project = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tROOT = {isa = PBXProject; buildConfigurationList = PLIST; mainGroup = MAIN; targets = (APP, WIDGET, ); };
    \t\tMAIN = {isa = PBXGroup; children = (SYNC, ); sourceTree = "<group>"; };
    \t\tSYNC = {isa = PBXFileSystemSynchronizedRootGroup; path = Rocket; sourceTree = "<group>"; };
    \t\tAPP = {isa = PBXNativeTarget; buildConfigurationList = ALIST; fileSystemSynchronizedGroups = (SYNC, );
    \t\t\tname = Rocket; productType = "com.apple.product-type.application"; };
    \t\tWIDGET = {isa = PBXNativeTarget; buildConfigurationList = WLIST; name = RocketWidget;
    \t\t\tproductType = "com.apple.product-type.app-extension"; };
    \t\tPLIST = {isa = XCConfigurationList; buildConfigurations = (); };
    \t\tALIST = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ARELEASE, ); };
    \t\tADEBUG = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_CFBundleDisplayName = "Rocket Debug"; }; name = Debug; };
    \t\tARELEASE = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_CFBundleDisplayName = "Rocket Fuel"; }; name = Release; };
    \t\tWLIST = {isa = XCConfigurationList; buildConfigurations = (WRELEASE, ); };
    \t\tWRELEASE = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
    \t};
    \trootObject = ROOT;
    }
    """

  @Test("names the app after the project's app target, or the --target given; an unknown target is an error")
  func projectTarget() throws {
    let folder = try Folder([
      "Rocket.xcodeproj/project.pbxproj": Self.project,
      "Rocket/Shortcuts.swift": Self.app["MyApp/Shortcuts/AppShortcuts.swift"] ?? "",
      "Rocket/Intents.swift": Self.app["MyApp/Intents/LogDrinkIntent.swift"] ?? "",
    ])
    let app = try runRouteEval(["import", "swift", folder.path])
    #expect(app.status == 0, "\(app.stderr)")
    #expect(app.stdout.hasPrefix(#"{"app":"Rocket Fuel","#))
    #expect(app.stderr.contains("note: app 'Rocket Fuel' from target 'Rocket' (Release) of Rocket.xcodeproj: INFOPLIST_KEY_CFBundleDisplayName"))
    let widget = try runRouteEval(["import", "swift", folder.path, "--target", "RocketWidget"])
    #expect(widget.stdout.hasPrefix(#"{"app":"RocketWidget","#))
    let unknown = try runRouteEval(["import", "swift", folder.path, "--target", "Nope", "--out", folder.path + "/out"])
    #expect(unknown.status == 65)
    #expect(unknown.stdout.isEmpty)
    #expect(
      unknown.stderr == "\(folder.path)/Rocket.xcodeproj/project.pbxproj:1:1: error: no target 'Nope': "
        + "Rocket.xcodeproj has 'Rocket', 'RocketWidget'\nerror: nothing imported\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
  }

  @Test("an app that nothing names is an error: exit 65, nothing written")
  func nameless() throws {
    let folder = try Folder(["App/Shortcuts.swift": Self.app["MyApp/Shortcuts/AppShortcuts.swift"] ?? ""])
    let result = try runRouteEval(["import", "swift", folder.path + "/App", "--out", folder.path + "/out"])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("error: the app's name cannot be known: no --app-name"), "\(result.stderr)")
    #expect(result.stderr.hasSuffix("; pass --app-name NAME\nerror: nothing imported\n"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
  }

  @Test("has help")
  func help() throws {
    let result = try runRouteEval(["help", "import"])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix("OVERVIEW: Import App Shortcuts (Swift sources, String Catalogs, real-apps.json)"))
    #expect(result.stdout.contains("USAGE: route-eval import swift <path> ... [--out <dir>]"))
  }
}
