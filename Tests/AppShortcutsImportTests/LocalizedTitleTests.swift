import Foundation
import PhraseGrammar
import Testing

@testable import AppShortcutsImport
@testable import Evaluation
@testable import Generation
@testable import Router

@Suite("Import: titles written as localization keys")
struct LocalizedTitleTests {
  static let swift = #"""
    struct SavesShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: SearchSaves(), phrases: ["Search saves in \(.applicationName)"], shortTitle: "shortcuts.search", systemImageName: "magnifyingglass")
        AppShortcut(intent: OpenFolder(), phrases: ["Open \(\.$folder) in \(.applicationName)"], shortTitle: "Open", systemImageName: "folder")
        AppShortcut(intent: Export(), phrases: ["Export from \(.applicationName)"], shortTitle: "Export", systemImageName: "square")
      }
    }
    struct SearchSaves: AppIntent {
      static var title: LocalizedStringResource = "intents.searchSaves.title"
      @Parameter(title: "intents.searchSaves.query") var query: String
    }
    struct OpenFolder: AppIntent {
      static var title = LocalizedStringResource("intents.openFolder.title", defaultValue: "Open Folder")
      @Parameter(title: LocalizedStringResource("folder_param", table: "Intents")) var folder: FolderKind
    }
    enum FolderKind: String, AppEnum {
      case inbox, archive, trash
      static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "enums.folderKind")
      static var caseDisplayRepresentations: [FolderKind: DisplayRepresentation] = [
        .inbox: DisplayRepresentation(title: "enums.folderKind.inbox"),
        .archive: "Archive",
        .trash: DisplayRepresentation(title: .init("trash_title", defaultValue: "Trash")),
      ]
    }
    struct Export: AppIntent {
      static var title: LocalizedStringResource = "intents.export.title"
      @Parameter(title: String(localized: "export.format", table: "Missing")) var format: String
    }
    """#

  static let catalog = """
    { "sourceLanguage": "en", "version": "1.0", "strings": {
      "intents.searchSaves.query": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Query" } } } },
      "enums.folderKind": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Folder Kind" } } } },
      "items": { "localizations": { "en": { "variations": { "plural": {} } } } }
    } }
    """

  @Test("reads keys from the development language's Localizable.strings, Localizable.xcstrings and named tables")
  func titles() throws {
    let folder = try ImportFolder([
      "App/Intents.swift": Self.swift,
      "App/en.lproj/Localizable.strings": """
        "intents.searchSaves.title" = "Search Saves";
        "enums.folderKind.inbox" = "Inbox";
        "shortcuts.search" = "Search";
        """,
      "App/de.lproj/Localizable.strings": #""intents.searchSaves.title" = "Sicherungen suchen";"#,
      "App/Base.lproj/Intents.strings": #""folder_param" = "Folder";"#,
      "App/Base.lproj/Main.strings": #""abc-12.text" = "Hello";"#,
      "App/Localizable.xcstrings": Self.catalog,
      "App/en.lproj/Localizable.stringsdict": "<plist/>",
      "App/de.lproj/Localizable.stringsdict": "<plist/>",
      "App/Base.lproj/Other.stringsdict": "<plist/>",
    ])
    let result = try SwiftImporter.importApp(paths: [folder.path + "/App"], options: SwiftImportOptions(appName: "Saves"))
    let manifest = try #require(result.manifests.first)
    #expect(manifest.intents.map { $0.title ?? "-" } == ["Search Saves", "Open Folder", "intents.export.title"])
    #expect(manifest.intents.flatMap(\.parameters).map { $0.title ?? "-" } == ["Query", "Folder", "export.format"])
    let kind = try #require(manifest.enums.first)
    #expect(kind.title == "Folder Kind")
    #expect(kind.cases.map { $0.name ?? "-" } == ["Inbox", "Archive", "Trash"])
    let messages = Diagnostic.sortedByPlace(result.diagnostics).map {
      $0.description.replacingOccurrences(of: folder.path + "/", with: "")
    }
    #expect(
      messages == [
        "App/Intents.swift:26:47: warning: title 'intents.export.title' looks like a localization key, but no "
          + "Localizable.strings or Localizable.xcstrings under the paths has it; read as written",
        "App/Intents.swift:27:39: warning: title 'export.format' is a key of table 'Missing', which is not under the "
          + "paths (no Missing.strings or Missing.xcstrings); read as written",
        "App/en.lproj/Localizable.stringsdict:1:1: warning: 'Localizable.stringsdict' (and 1 more locales) is not read: "
          + "the plural and width variations of its strings are not imported",
      ])
  }

  struct KeyCase: Sendable, CustomTestStringConvertible {
    var text: String
    var isKey: Bool
    var testDescription: String { text }
  }

  @Test(
    "tells keys from words",
    arguments: [
      KeyCase(text: "intents.searchSaves.title", isKey: true), KeyCase(text: "search_title", isKey: true),
      KeyCase(text: "Search Saves", isKey: false), KeyCase(text: "Search", isKey: false),
      KeyCase(text: "Dr. Who", isKey: false), KeyCase(text: "1.5", isKey: false), KeyCase(text: "", isKey: false),
    ])
  func keys(_ test: KeyCase) {
    #expect(LocalizedTitle.looksLikeKey(test.text) == test.isKey)
  }
}
