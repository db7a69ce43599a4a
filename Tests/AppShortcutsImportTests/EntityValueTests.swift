import PhraseGrammar
import Testing

@testable import AppShortcutsImport
@testable import Evaluation
@testable import Router

@Suite("Import: AppEntity values written as literal instances")
struct EntityValueTests {
  /// A provider with one App Shortcut whose phrase names an entity parameter `pot` of type `TeaPot`.
  static let provider = #"""
    struct PotShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenPot(), phrases: ["Open \(\.$pot) in \(.applicationName)"], shortTitle: "Open", systemImageName: "cup")
      }
    }
    struct OpenPot: AppIntent {
      @Parameter(title: "Pot") var pot: TeaPot
      func perform() async throws -> some IntentResult { .result() }
    }
    """#

  /// Imports the provider and an entity's sources: the entity's values as `id=name[synonyms]`, and the messages.
  static func values(_ entity: String, files: [(String, String)] = []) throws -> (
    values: [String], messages: [String], manifest: ImportedManifest
  ) {
    let sources = [("Sources/Shortcuts.swift", provider), ("Sources/TeaPot.swift", entity)] + files
    let result = SwiftImporter.importApp(sources: sources, appName: "Pots", paths: ["Sources"])
    let manifest = try #require(result.manifests.first)
    let pot = try #require(manifest.entities.first { $0.name == "TeaPot" })
    let values = pot.values.map { value in
      "\(value.id)=\(value.name ?? "")"
        + (value.synonyms.isEmpty ? "" : "[" + value.synonyms.joined(separator: ",") + "]")
    }
    return (values, result.diagnostics.map(\.description), manifest)
  }

  @Test("a static array on the entity that its query returns, in every instance form")
  func staticArray() throws {
    let (values, messages, manifest) = try Self.values(
      #"""
      struct TeaPot: AppEntity {
        var id: String
        var name: String
        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pot"
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
        static var defaultQuery = TeaPotQuery()

        static let all: [TeaPot] = [
          TeaPot(id: "blue", name: "Blue Pot"),
          .init(id: "red", name: "Red Pot", synonyms: ["crimson pot", "ruby pot"]),
          TeaPot.init(id: "white", title: "White Pot"),
          Self(id: 7, label: "Lucky Pot"),
        ]
        static let preview = TeaPot(id: "preview", name: "Preview Pot")
        static var mockPots: [TeaPot] { [TeaPot(id: "mock", name: "Mock Pot")] }
      }
      struct TeaPotQuery: EntityQuery {
        func suggestedEntities() async throws -> [TeaPot] { TeaPot.all }
        func entities(for identifiers: [String]) async throws -> [TeaPot] {
          TeaPot.all.filter { identifiers.contains($0.id) }
        }
      }
      #Preview { PotView(pot: TeaPot(id: "shown", name: "Shown Pot")) }
      struct PotView_Previews: PreviewProvider {
        static var previews: some View { PotView(pot: TeaPot(id: "other", name: "Other Pot")) }
      }
      """#)
    #expect(values == ["blue=Blue Pot", "red=Red Pot[crimson pot,ruby pot]", "white=White Pot", "7=Lucky Pot"])
    #expect(
      messages == [
        "Sources/TeaPot.swift:1:8: note: AppEntity 'TeaPot': 4 values read from the literal instances at "
          + "Sources/TeaPot.swift:9; the app's 'TeaPotQuery' may suggest others at run time"
      ])
    let pot = try #require(manifest.entities.first)
    #expect(pot.origin?.line == 1)
    #expect(pot.valueOrigins.map(\.line) == [9, 10, 11, 12])
    let map = ImportedSourceMap(manifest, manifestFile: "pots.json", text: manifest.prettyText)
    #expect(map.location(of: "entities.TeaPot.values[1]")?.line == 10)
    #expect(map.location(of: "entities.TeaPot.values[1].synonyms[0]")?.line == 10)
    #expect(map.location(of: "entities.TeaPot")?.line == 1)
  }

  @Test("instances written in the query's suggestedEntities(), with names slugged into ids")
  func queryBody() throws {
    let (values, messages, _) = try Self.values(
      #"""
      struct TeaPot: AppEntity {
        var id: UUID
        var name: String
        static var defaultQuery: TeaPotQuery = .init()
      }
      struct TeaPotQuery: EntityQuery {
        func suggestedEntities() async throws -> [TeaPot] {
          return [
            TeaPot(id: UUID(), name: "Blue Pot"),
            .init(name: "Café au lait", emoji: "☕️"),
            TeaPot(id: UUID(), emoji: "🫖", note: "Green Pot"),
          ]
        }
        func entities(for identifiers: [UUID]) async throws -> [TeaPot] { [] }
        func helper() -> [TeaPot] { [TeaPot(id: UUID(), name: "Helper Pot")] }
      }
      """#)
    #expect(values == ["blue-pot=Blue Pot", "café-au-lait=Café au lait", "🫖=🫖"])
    #expect(
      messages.count == 1 && messages[0].contains("3 values read from the literal instances at Sources/TeaPot.swift:9;")
    )
  }

  @Test("enum-like static lets on an extension, and instances in allEntities() of a nested query")
  func extensionAndNestedQuery() throws {
    let (values, _, _) = try Self.values(
      #"""
      struct TeaPot: AppEntity {
        var id: String
        var name: String
        struct Query: EnumerableEntityQuery {
          func allEntities() async throws -> [TeaPot] { [.blue, .green, TeaPot(id: "black", name: "Black Pot")] }
        }
        static var defaultQuery = Query()
      }
      """#,
      files: [
        (
          "Sources/TeaPot+Values.swift",
          """
          extension TeaPot {
            static let blue = TeaPot(id: "blue", name: "Blue Pot")
            static let green = TeaPot(id: "green", name: "Green Pot")
          }
          """
        ),
        (
          "Sources/Preview Content/TeaPot+Preview.swift",
          #"extension TeaPot { static let extra = [TeaPot(id: "extra", name: "Extra Pot")] }"#
        ),
        ("Tests/PotTests.swift", #"extension TeaPot { static let tested = [TeaPot(id: "t", name: "Test Pot")] }"#),
      ])
    #expect(values == ["blue=Blue Pot", "green=Green Pot", "black=Black Pot"])
  }

  @Test("instances whose name is not a literal are left out and counted")
  func nonLiteralNames() throws {
    let some = try Self.values(
      #"""
      struct TeaPot: AppEntity {
        static var defaultQuery = TeaPotQuery()
        static let all = [TeaPot(id: "blue", name: "Blue Pot"), TeaPot(id: "red", name: String(localized: "Red"))]
      }
      struct TeaPotQuery: EntityQuery {
        func suggestedEntities() async throws -> [TeaPot] { names.map { TeaPot(id: $0, name: "\($0) Pot") } }
      }
      """#)
    #expect(some.values == ["blue=Blue Pot"])
    #expect(
      some.messages.count == 1 && some.messages[0].contains("1 value read")
        && some.messages[0].hasSuffix("(2 instances whose name is not a string literal left out)"))

    let none = try Self.values(
      #"""
      struct TeaPot: AppEntity {
        static var defaultQuery = TeaPotQuery()
      }
      struct TeaPotQuery: EntityQuery {
        func suggestedEntities() async throws -> [TeaPot] { store.pots.map { TeaPot(id: $0.id, name: $0.name) } }
      }
      """#)
    #expect(none.values.isEmpty)
    #expect(
      none.messages == [
        "Sources/TeaPot.swift:1:8: warning: AppEntity 'TeaPot' is imported with no values: the app's 'TeaPotQuery' "
          + "supplies them at run time (suggestedEntities(), refreshed by updateAppShortcutParameters()), and lint and "
          + "routing match only values listed in the manifest (1 instance whose name is not a string literal left out)"
      ])
  }

  @Test("an entity with no literal values keeps the warning")
  func noValues() throws {
    let (values, messages, manifest) = try Self.values(
      """
      struct TeaPot: AppEntity {
        var id: String
        static var defaultQuery = TeaPotQuery()
      }
      struct TeaPotQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [TeaPot] { [] }
        func suggestedEntities() async throws -> [TeaPot] { [] }
      }
      """)
    #expect(values.isEmpty)
    #expect(messages.count == 1 && messages[0].contains("warning: AppEntity 'TeaPot' is imported with no values"))
    #expect(manifest.entities.first?.description?.contains("so none are listed") == true)
  }

  @Test("an id written twice is one value; past the limit, instances are left out with a warning")
  func duplicatesAndLimit() throws {
    let many = (0..<(EntityDeclaration.valueLimit + 5)).map { #"TeaPot(id: "p\#($0)", name: "Pot \#($0)")"# }
    let (values, messages, _) = try Self.values(
      """
      struct TeaPot: AppEntity {
        static var defaultQuery = TeaPotQuery()
        static let all = [\(many.joined(separator: ", "))]
        static let first = TeaPot(id: "p0", name: "Pot 0")
      }
      """)
    #expect(values.count == EntityDeclaration.valueLimit)
    #expect(values.first == "p0=Pot 0")
    #expect(
      messages.contains {
        $0.contains("warning: AppEntity 'TeaPot' has more literal instances than the 1000 read; 5 left out")
      })
  }

  @Test(
    "malformed code never stops the import",
    arguments: [
      #"struct TeaPot: AppEntity { static var defaultQuery = Q(); static let all = [TeaPot(id: "a", name: "A""#,
      #"struct TeaPot: AppEntity { static let all = [TeaPot(id: "a", name: "A")]] } }"#,
      #"struct TeaPot: AppEntity { static var defaultQuery = Q() } struct Q: EntityQuery { func suggestedEntities( { [.init("#,
      #"struct TeaPot: AppEntity { static var defaultQuery = Q() } struct Q { func entities -> [TeaPot] { [.init(name: "#,
      #"struct TeaPot: AppEntity { static var defaultQuery = TeaPot() static let all = [TeaPot(id:, name: )] }"#,
    ])
  func malformed(_ source: String) throws {
    let result = SwiftImporter.importApp(
      sources: [("Sources/Shortcuts.swift", Self.provider), ("Sources/TeaPot.swift", source)], appName: "Pots",
      paths: ["Sources"])
    #expect(result.manifests.count == 1)
  }
}
