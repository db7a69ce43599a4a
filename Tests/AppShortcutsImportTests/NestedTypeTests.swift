import PhraseGrammar
import Testing

@testable import AppShortcutsImport
@testable import Evaluation
@testable import Generation
@testable import Router

@Suite("Import: nested enums and entities by their full names")
struct NestedTypeTests {
  static let sources = [
    #"""
    struct Shortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: Library.SearchIntent(), phrases: ["Search \(\.$mode) in \(.applicationName)"])
        AppShortcut(intent: Player.PlayIntent(mode: .shuffle), phrases: ["Shuffle in \(.applicationName)"])
        AppShortcut(intent: ThemeIntent(), phrases: ["Use \(\.$theme) in \(.applicationName)"])
        AppShortcut(intent: OpenShelfItem(), phrases: ["Open a shelf item in \(.applicationName)"])
        AppShortcut(intent: Store.BuyIntent(), phrases: ["Buy in \(.applicationName)"])
      }
    }
    """#,
    #"""
    struct Library {
      enum Mode: String, AppEnum {
        case all, unread
        static var caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.all: "All", .unread: "Unread"]
      }
      struct SearchIntent: AppIntent {
        @Parameter(title: "Mode") var mode: Mode
      }
    }
    struct Player {
      enum Mode: String { case shuffle, repeatOne }
      struct PlayIntent: AppIntent {
        @Parameter(title: "Mode") var mode: Mode
        @Parameter(title: "Filter") var filter: Library.Mode?
      }
    }
    extension Player.Mode: AppEnum {
      static var caseDisplayRepresentations: [Player.Mode: DisplayRepresentation] = [
        .shuffle: "Shuffle", .repeatOne: "Repeat One",
      ]
    }
    enum Settings {
      enum Theme: String, AppEnum {
        case light, dark
        static var caseDisplayRepresentations: [Theme: DisplayRepresentation] = [.light: "Light", .dark: "Dark"]
      }
    }
    struct ThemeIntent: AppIntent { @Parameter(title: "Theme") var theme: Settings.Theme }
    struct Shelf { struct Item: AppEntity { static var defaultQuery = ShelfQuery() } }
    struct Store { struct Item: AppEntity { static var defaultQuery = StoreQuery() } }
    struct OpenShelfItem: AppIntent { @Parameter(title: "Item") var item: Shelf.Item }
    extension Store {
      struct BuyIntent: AppIntent { @Parameter(title: "Item") var item: Item }
    }
    """#,
  ]

  @Test("a parameter's type is looked up from its intent outwards; clashing short names become full names")
  func nested() throws {
    let result = importSwift(Self.sources)
    let manifest = try #require(result.manifests.first)
    let parameters = manifest.intents.map { intent in
      "\(intent.id): " + intent.parameters.map { "\($0.name) \($0.type) \($0.reference ?? "")" }.joined(separator: ", ")
    }
    #expect(
      parameters == [
        "SearchIntent: mode enum Library.Mode", "PlayIntent: mode enum Player.Mode, filter enum Library.Mode",
        "ThemeIntent: theme enum Theme", "OpenShelfItem: item entity Shelf.Item", "BuyIntent: item entity Store.Item",
      ])
    let enums = manifest.enums.sorted { $0.name < $1.name }.map { "\($0.name): " + $0.cases.map(\.id).joined(separator: " ") }
    #expect(enums == ["Library.Mode: all unread", "Player.Mode: shuffle repeatOne", "Theme: light dark"])
    #expect(manifest.entities.map(\.name).sorted() == ["Shelf.Item", "Store.Item"])
    #expect(manifest.intents[1].phrases.map(rendered) == [#"Shuffle in {applicationName} [mode="shuffle"]"#])
    #expect(!result.diagnostics.contains { $0.message.text.contains("no manifest type") }, "\(result.diagnostics)")
    let (decoded, problems) = ManifestLoader.decode(Array(manifest.prettyText.utf8), file: "out.json")
    #expect(decoded != nil)
    #expect(problems.filter { $0.severity == .error }.isEmpty, "\(problems)")
  }

  struct ResolveCase: Sendable, CustomTestStringConvertible {
    var path: String
    var scope: String
    var expected: String?
    var testDescription: String { "\(path) in \(scope)" }
  }

  static let resolveCases: [ResolveCase] = [
    ResolveCase(path: "Mode", scope: "A.Intent", expected: "A.Mode"),
    ResolveCase(path: "Mode", scope: "B", expected: "B.Mode"),
    ResolveCase(path: "Mode", scope: "", expected: nil),
    ResolveCase(path: "B.Mode", scope: "A.Intent", expected: "B.Mode"),
    ResolveCase(path: "Kind", scope: "", expected: "Kind"),
    ResolveCase(path: "Kind", scope: "A.Kind", expected: "A.Kind.Kind"),
    ResolveCase(path: "Theme", scope: "", expected: "Settings.Theme"),
    ResolveCase(path: "MyApp.Kind", scope: "", expected: nil),
  ]

  @Test("resolves names lexically", arguments: resolveCases)
  func resolve(_ test: ResolveCase) {
    let names: Set = ["A.Mode", "B.Mode", "Kind", "A.Kind", "A.Kind.Kind", "Settings.Theme"]
    #expect(TypeNames.resolve(test.path, from: test.scope, among: names) == test.expected)
  }
}
