import Foundation
import PhraseGrammar
import Testing

@testable import AppShortcutsImport
@testable import DataFormats
@testable import Evaluation
@testable import Generation
@testable import Lint
@testable import Router

/// Imports Swift sources written in a test, named `App.swift`, `Intents.swift`… in order.
func importSwift(_ sources: [String], appName: String? = "Hydrate") -> ImportResult {
  let named = sources.enumerated().map { ("Source\($0.offset).swift", $0.element) }
  return SwiftImporter.importApp(sources: named, appName: appName, paths: ["Sources"])
}

/// A phrase as the manifest writes it: the template, then `sets` and `locale` when there are any.
func rendered(_ phrase: ImportedPhrase) -> String {
  var text = phrase.template
  for (name, value) in phrase.sets { text += " [\(name)=\(value.json.encoded())]" }
  if let locale = phrase.locale { text += " (\(locale))" }
  return text
}

extension JSONValue {
  /// The value as compact JSON.
  func encoded() -> String {
    var writer = JSONWriter()
    writer.value(self)
    return writer.text
  }
}

@Suite("Swift importer")
struct SwiftImporterTests {
  /// The intent, enum and entity every phrase case uses.
  static let declarations = #"""
    struct LogWater: AppIntent {
      static var title: LocalizedStringResource = "Log Water"
      @Parameter(title: "Drink") var drink: Drink?
      @Parameter(title: "Amount") var amount: Int
      func perform() async throws -> some IntentResult { .result() }
    }
    enum Drink: String, AppEnum {
      case water, tea
      static var caseDisplayRepresentations: [Drink: DisplayRepresentation] = [.water: "Water", .tea: "Tea"]
    }
    """#

  struct PhraseCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// The provider's `appShortcuts` body, or a whole provider when it starts with `struct`.
    var provider: String
    var phrases: [String]
    /// Fragments of the warnings expected, one each, in order.
    var warnings: [String] = []
    var testDescription: String { name }
  }

  static let phraseCases: [PhraseCase] = [
    PhraseCase(
      name: "a literal with \\(.applicationName)",
      provider:
        #"AppShortcut(intent: LogWater(), phrases: ["Log water in \(.applicationName)"], shortTitle: "Log", systemImageName: "drop")"#,
      phrases: ["Log water in {applicationName}"]),
    PhraseCase(
      name: "AppShortcutPhraseToken.applicationName",
      provider:
        #"AppShortcut(intent: LogWater(), phrases: ["Log water with \(AppShortcutPhraseToken.applicationName)"], shortTitle: "Log", systemImageName: "drop")"#,
      phrases: ["Log water with {applicationName}"]),
    PhraseCase(
      name: "the catalog spelling ${applicationName} typed in Swift",
      provider:
        #"AppShortcut(intent: LogWater(), phrases: ["Log water using ${applicationName}"], shortTitle: "Log", systemImageName: "drop")"#,
      phrases: ["Log water using {applicationName}"],
      warnings: ["writes the app's name as '${applicationName}', the String Catalog spelling"]),
    PhraseCase(
      name: "parameter key paths, short and qualified",
      provider:
        #"AppShortcut(intent: LogWater(), phrases: ["Log \(\.$drink) in \(.applicationName)", "Drink \(\LogWater.$drink) with \(.applicationName)"], shortTitle: "Log", systemImageName: "drop")"#,
      phrases: ["Log {drink} in {applicationName}", "Drink {drink} with {applicationName}"]),
    PhraseCase(
      name: "AppShortcutPhrase<Intent>(…) and .init(…), split over lines",
      provider: #"""
        AppShortcut(
          intent: LogWater(),
          phrases: [
            AppShortcutPhrase<LogWater>("Add water to \(.applicationName)"),
            .init("Record water in \(.applicationName)"),
            AppShortcutPhrase<LogWater>.init(
              "Track water in \(.applicationName)"
            ),
          ],
          shortTitle: "Log",
          systemImageName: "drop"
        )
        """#,
      phrases: [
        "Add water to {applicationName}", "Record water in {applicationName}", "Track water in {applicationName}",
      ]),
    PhraseCase(
      name: "arrays joined with + and named constants",
      provider: #"""
        struct Provider: AppShortcutsProvider {
          static let common: [AppShortcutPhrase<LogWater>] = ["Log water in \(.applicationName)"]
          static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: LogWater(), phrases: Self.common + ["Add water to \(.applicationName)"] + extra, shortTitle: "Log", systemImageName: "drop")
          }
        }
        let extra: [AppShortcutPhrase<LogWater>] = ["Drink water in \(.applicationName)"]
        """#,
      phrases: ["Log water in {applicationName}", "Add water to {applicationName}", "Drink water in {applicationName}"]),
    PhraseCase(
      name: "string literals joined with +",
      provider:
        #"AppShortcut(intent: LogWater(), phrases: ["Log " + "water in \(.applicationName)"], shortTitle: "Log", systemImageName: "drop")"#,
      phrases: ["Log water in {applicationName}"]),
    PhraseCase(
      name: "shortcuts in locals, returned as an array",
      provider: #"""
        let log = AppShortcut(intent: LogWater(), phrases: ["Log water in \(.applicationName)"], shortTitle: "Log", systemImageName: "drop")
        let add = AppIntents.AppShortcut.init(intent: LogWater.init(), phrases: ["Add water to \(.applicationName)"])
        return [log, add]
        """#,
      phrases: ["Log water in {applicationName}", "Add water to {applicationName}"],
      warnings: ["another App Shortcut for intent 'LogWater'"]),
    PhraseCase(
      name: "parameterPresentation is not read as phrases",
      provider: #"""
        AppShortcut(intent: LogWater(), phrases: ["Log \(\.$drink) in \(.applicationName)"], shortTitle: "Log", systemImageName: "drop",
          parameterPresentation: ParameterPresentation(for: \.$drink, summary: Summary("Log \(\.$drink)"), optionsCollections: {
            OptionsCollection(DrinkQuery(), title: "Drinks", systemImageName: "cup")
          }))
        """#,
      phrases: ["Log {drink} in {applicationName}"]),
    PhraseCase(
      name: "template characters are escaped; braces in Swift text are words",
      provider:
        #"AppShortcut(intent: LogWater(), phrases: ["Log [water] (fast) <x> | y \\ z {now} in \(.applicationName)"], shortTitle: "Log", systemImageName: "drop")"#,
      phrases: [#"Log \[water\] \(fast\) \<x\> \| y \\ z \{now\} in {applicationName}"#],
      warnings: ["'{now}' in phrase"]),
    PhraseCase(
      name: "multi-line and raw literals",
      provider: ##"""
        AppShortcut(intent: LogWater(), phrases: [
          """
          Log a "big" glass in \(.applicationName)
          """,
          #"Log a "small" glass in \#(.applicationName)"#,
        ], shortTitle: "Log", systemImageName: "drop")
        """##,
      phrases: [#"Log a "big" glass in {applicationName}"#, #"Log a "small" glass in {applicationName}"#]),
    PhraseCase(
      name: "an interpolation other than the two tokens, a function call, an undeclared parameter",
      provider: #"""
        AppShortcut(intent: LogWater(), phrases: [
          "Log \(count) glasses in \(.applicationName)",
          makePhrase(),
          "Log \(\.$size) in \(.applicationName)",
          "Log water in \(.applicationName)",
        ], shortTitle: "Log", systemImageName: "drop")
        """#,
      phrases: ["Log water in {applicationName}"],
      warnings: [
        "interpolation '\\(count)' in phrase", "phrase 'makePhrase()' is built by an expression",
        "names parameter 'size', which intent 'LogWater' does not declare; left out",
      ]),
    PhraseCase(
      name: "values given to the intent are fixed by its phrases",
      provider:
        #"AppShortcut(intent: LogWater(amount: 8, drink: .tea, note: "x"), phrases: ["Log tea in \(.applicationName)"])"#,
      phrases: [#"Log tea in {applicationName} [amount=8] [drink="tea"]"#],
      warnings: ["cannot read 'note: \"x\"' given to intent 'LogWater'"]),
    PhraseCase(
      name: "spaces around a phrase and runs of spaces in it are removed",
      provider:
        #"AppShortcut(intent: LogWater(), phrases: ["Log water in \(.applicationName) ", "  Drink  \(\.$drink)   now", "Tea in \(.applicationName)"], shortTitle: "Log", systemImageName: "drop")"#,
      phrases: ["Log water in {applicationName}", "Drink {drink} now", "Tea in {applicationName}"],
      warnings: [
        #"phrase "Log water in \(.applicationName) " has trailing space; removed"#,
        "has leading space and doubled spaces; removed",
      ]),
    PhraseCase(
      name: "phrases built by a function cannot be read",
      provider:
        #"AppShortcut(intent: LogWater(), phrases: phrases(for: .water), shortTitle: "Log", systemImageName: "drop")"#,
      phrases: [],
      warnings: ["phrases built by 'phrases(for: .water)' cannot be read without a compiler; left out"]),
  ]

  @Test("reads every form of App Shortcut phrase found in real apps", arguments: phraseCases)
  func phrases(_ test: PhraseCase) throws {
    let provider =
      test.provider.hasPrefix("struct") || test.provider.hasPrefix("extension")
      ? test.provider
      : "struct Provider: AppShortcutsProvider {\n  static var appShortcuts: [AppShortcut] {\n" + test.provider
        + "\n  }\n}"
    let result = importSwift([provider, Self.declarations])
    let manifest = try #require(result.manifests.first)
    #expect(manifest.intents.map(\.id) == ["LogWater"])
    #expect(manifest.intents.first?.phrases.map(rendered) == test.phrases)
    let messages = Diagnostic.sortedByPlace(result.diagnostics).map(\.message.text)
    #expect(messages.count == test.warnings.count, "\(messages)")
    for (message, fragment) in zip(messages, test.warnings) { #expect(message.contains(fragment), "\(message)") }
    // The manifest loads.
    let (decoded, problems) = ManifestLoader.decode(Array(manifest.prettyText.utf8), file: "out.json")
    #expect(decoded != nil)
    #expect(problems.filter { $0.severity == .error }.isEmpty, "\(problems)")
  }

  struct ParameterCase: Sendable, CustomTestStringConvertible {
    var declaration: String
    /// The parameter as compact JSON, or nil when it is left out.
    var json: String?
    var warning: String?
    var testDescription: String { declaration }
  }

  static let parameterCases: [ParameterCase] = [
    ParameterCase(
      declaration: #"@Parameter(title: "Count", default: 3, inclusiveRange: (1, 5)) var count: Int"#,
      json: #"{"name":"count","type":"integer","min":1,"max":5,"default":3,"title":"Count"}"#),
    ParameterCase(
      declaration: #"@Parameter(title: "Dose", inclusiveRange: (lowerBound: 0.05, upperBound: 10)) var dose: Double?"#,
      json: #"{"name":"dose","type":"decimal","min":0.05,"max":10,"optional":true,"title":"Dose"}"#),
    ParameterCase(
      declaration: "@Parameter var ratio: Float",
      json: #"{"name":"ratio","type":"decimal","required":true}"#),
    ParameterCase(
      declaration: "@Parameter var price: Decimal",
      json: #"{"name":"price","type":"decimal","required":true}"#),
    ParameterCase(
      declaration: #"@Parameter(title: "On", default: false) var on: Bool"#,
      json: #"{"name":"on","type":"boolean","default":false,"title":"On"}"#),
    ParameterCase(
      declaration: #"@Parameter(title: "Note", default: "hi") var note: String"#,
      json: #"{"name":"note","type":"string","default":"hi","title":"Note"}"#),
    ParameterCase(declaration: "@Parameter var when: Date?", json: #"{"name":"when","type":"date","optional":true}"#),
    ParameterCase(
      declaration: "@Parameter var rest: TimeInterval",
      json: #"{"name":"rest","type":"duration","required":true}"#),
    ParameterCase(
      declaration: "@Parameter var span: Duration",
      json: #"{"name":"span","type":"duration","required":true}"#),
    ParameterCase(
      declaration: "@Parameter(title: \"Volume\", defaultUnit: .fluidOunces) var volume: Measurement<UnitVolume>",
      json:
        #"{"name":"volume","type":"measurement","dimension":"volume","unit":"fl_oz_us","title":"Volume","required":true}"#
    ),
    ParameterCase(
      declaration: "@Parameter var volume: Measurement<UnitVolume>",
      json: #"{"name":"volume","type":"measurement","dimension":"volume","unit":"millilitre","required":true}"#),
    ParameterCase(
      declaration: "@Parameter var weight: Measurement<UnitMass>",
      json: #"{"name":"weight","type":"measurement","dimension":"mass","unit":"kilogram","required":true}"#),
    ParameterCase(
      declaration: "@Parameter var distance: Measurement<UnitLength>",
      json: #"{"name":"distance","type":"measurement","dimension":"length","unit":"metre","required":true}"#),
    ParameterCase(
      declaration: "@Parameter var heat: Measurement<UnitTemperature>",
      json: #"{"name":"heat","type":"measurement","dimension":"temperature","unit":"celsius","required":true}"#),
    ParameterCase(
      declaration: "@Parameter(defaultUnit: .minutes) var time: Measurement<UnitDuration>",
      json: #"{"name":"time","type":"measurement","dimension":"duration","unit":"minute","required":true}"#),
    ParameterCase(
      declaration: "@Parameter(defaultUnit: .furlongs) var far: Measurement<UnitLength>",
      json: #"{"name":"far","type":"measurement","dimension":"length","unit":"metre","required":true}"#,
      warning: "unit '.furlongs' is not in the unit table; 'metre' is used"),
    ParameterCase(
      declaration: "@Parameter(title: \"Drink\", default: .tea) var drink: Drink",
      json: #"{"name":"drink","type":"enum","enum":"Drink","default":"tea","title":"Drink"}"#),
    ParameterCase(
      declaration: "@Parameter var dog: DogEntity?",
      json: #"{"name":"dog","type":"entity","entity":"DogEntity","optional":true}"#,
      warning: "AppEntity 'DogEntity' is imported with no values"),
    ParameterCase(
      declaration: "@Parameter var tags: [String]",
      json: #"{"name":"tags","type":"string","list":true,"required":true}"#),
    ParameterCase(
      declaration: "@Parameter var photo: IntentFile?", json: nil,
      warning: "parameter 'photo' of intent 'LogWater' has type 'IntentFile', which has no manifest type; left out"),
    ParameterCase(
      declaration: "@Parameter(default: .bogus) var drink: Drink",
      json: #"{"name":"drink","type":"enum","enum":"Drink"}"#,
      warning: "default '.bogus' of parameter 'drink' (enum) cannot be read; left out"),
    ParameterCase(
      declaration:
        "@Parameter(\n    title: \"Split\",\n    requestValueDialog: \"How many?\"\n  )\n  var split: Int = 2",
      json: #"{"name":"split","type":"integer","default":2,"title":"Split"}"#),
  ]

  @Test("maps @Parameter types to manifest types", arguments: parameterCases)
  func parameter(_ test: ParameterCase) throws {
    let provider = #"""
      struct Provider: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: LogWater(), phrases: ["Log water in \(.applicationName)"], shortTitle: "Log", systemImageName: "drop")
        }
      }
      """#
    let intent = """
      struct LogWater: AppIntent {
        \(test.declaration)
      }
      enum Drink: String, AppEnum {
        case water, tea
        static var caseDisplayRepresentations: [Drink: DisplayRepresentation] = [.water: "Water", .tea: "Tea"]
      }
      struct DogEntity: AppEntity { static var defaultQuery = DogQuery() }
      """
    let result = importSwift([provider, intent])
    let manifest = try #require(result.manifests.first)
    #expect(manifest.intents.first?.parameters.map { $0.json.encoded() } == (test.json.map { [$0] } ?? []))
    let messages = result.diagnostics.map(\.message.text)
    if let warning = test.warning {
      #expect(messages.count == 1 && messages[0].contains(warning), "\(messages)")
    } else {
      #expect(messages.isEmpty, "\(messages)")
    }
  }

  @Test("reads AppEnum cases, titles and synonyms in every display representation form")
  func enums() throws {
    let sources = [
      #"""
      struct Provider: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: Pick(), phrases: ["Pick \(\.$size) in \(.applicationName)"], shortTitle: "Pick", systemImageName: "x")
        }
      }
      struct Pick: AppIntent { @Parameter(title: "Size") var size: Size }
      enum Size: String {
        case small, medium = "m"
        case large
        case extraLarge, huge
      }
      """#,
      #"""
      extension Size: AppIntents.AppEnum {
        static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Size")
        static var caseDisplayRepresentations: [Size: DisplayRepresentation] {
          [
            .small: "Small",
            .medium: DisplayRepresentation(title: "Medium", synonyms: ["regular", "normal"]),
            .large: .init(title: LocalizedStringResource("Large"), image: .init(systemName: "l")),
            .extraLarge: .init(stringLiteral: "Extra large"),
            Size.huge: DisplayRepresentation(
              title: "Huge \(suffix)",
              synonyms: [LocalizedStringResource("giant")]
            ),
          ]
        }
      }
      """#,
    ]
    let result = importSwift(sources)
    let manifest = try #require(result.manifests.first)
    let size = try #require(manifest.enums.first)
    #expect(size.name == "Size")
    #expect(size.title == "Size")
    #expect(size.cases.map(\.id) == ["small", "medium", "large", "extraLarge", "huge"])
    #expect(size.cases.map(\.name) == ["Small", "Medium", "Large", "Extra large", "Huge "])
    #expect(size.cases.map(\.synonyms) == [[], ["regular", "normal"], [], [], ["giant"]])
    #expect(result.diagnostics.map(\.message.text) == ["the title of case 'huge' has an interpolation; read without it"])
  }

  @Test("reads negative phrases, and warns about several providers, missing intents and unreadable intents")
  func providers() throws {
    let sources = [
      #"""
      struct First: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: LogWater(), phrases: ["Log water in \(.applicationName)"], shortTitle: "Log", systemImageName: "drop")
          AppShortcut(intent: makeIntent(), phrases: ["Nope \(.applicationName)"], shortTitle: "No", systemImageName: "x")
        }
        static var negativePhrases: NegativeAppShortcutPhrases {
          NegativeAppShortcutPhrases {
            NegativeAppShortcutPhrase("Water the plants")
            NegativeAppShortcutPhrase("Turn (on) the water")
            NegativeAppShortcutPhrase("Log out of \(.applicationName)")
            NegativeAppShortcutPhrase("Drink \(\.$drink)")
          }
        }
      }
      """#,
      #"""
      struct Second: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: Elsewhere(), phrases: ["Open \(.applicationName)"])
        }
      }
      """#,
      Self.declarations,
    ]
    let result = importSwift(sources)
    let manifest = try #require(result.manifests.first)
    #expect(manifest.intents.map(\.id) == ["LogWater", "Elsewhere"])
    #expect(
      manifest.intents[0].negativePhrases == [
        "Water the plants", #"Turn \(on\) the water"#, "Log out of {applicationName}",
      ])
    // Imported as written, so lint can say what Apple makes of it.
    let linted = Linter.lint(
      sources: [("out.json", Array(manifest.prettyText.utf8))], options: LintOptions(apple: true))
    #expect(
      linted.findings.contains {
        $0.message.id == "AppleNegativePhrase"
          && $0.message.text.hasPrefix("negative phrase 'Log out of {applicationName}' has '{applicationName}'")
      })
    #expect(
      Diagnostic.sortedByPlace(result.diagnostics).map(\.description) == [
        "Source0.swift:4:5: warning: cannot read the intent 'makeIntent()' of this App Shortcut; expected "
          + "'IntentType(…)'; left out",
        #"Source0.swift:11:40: warning: interpolation '\(\.$drink)' in negative phrase "Drink \(\.$drink)" is "#
          + #"not '\(.applicationName)'; negative phrases belong to no intent, so it is left out"#,
        "Source1.swift:1:8: warning: 2 AppShortcutsProvider declarations: 'First' (Source0.swift:1:8), 'Second' "
          + "(Source1.swift:1:8); Apple allows one per app, so their App Shortcuts are merged into one manifest",
        "Source1.swift:3:5: warning: intent 'Elsewhere' is not declared in the sources read; its parameters are "
          + "unknown",
      ])
    let source = manifest.json.encoded()
    #expect(source.contains(#""providers":[{"name":"First","file":"Source0.swift","line":1},{"name":"Second""#))
  }

  @Test("writes no manifest, and says there is nothing to import, when no type conforms to AppShortcutsProvider")
  func noProvider() {
    let result = importSwift([Self.declarations])
    #expect(result.manifests.isEmpty)
    #expect(result.nothingToImport == "no type conforms to 'AppShortcutsProvider' in the Swift file under 'Sources'")
  }

  @Test("makes no manifest, with an error, when nothing names the app")
  func providerName() throws {
    let provider = #"""
      struct HorizonAppShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: LogWater(), phrases: ["Log water in \(.applicationName)"])
        }
      }
      """#
    let result = importSwift([provider, Self.declarations], appName: nil)
    #expect(result.manifests.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "Source0.swift:1:8: error: the app's name cannot be known: no --app-name, no --info-plist, no Xcode project, "
          + "no Package.swift with an .iOSApplication product, no Info.plist; pass --app-name NAME"
      ])
  }
}

@Suite("Import diagnostics")
struct ImportDiagnosticTests {
  @Test("a message that quotes a phrase stays on one line")
  func controlCharacters() {
    let imported = Diagnostic(.warning, "phrase \"a\u{7}\" left out", file: "App.swift", line: 4, column: 5)
    #expect(imported.description == #"App.swift:4:5: warning: phrase "a\u{7}" left out"#)
  }
}
