import Foundation
import Testing

@testable import AppShortcutsImport
@testable import Router

/// Legacy `xx.lproj/AppShortcuts.strings` tables: read in UTF-8 and UTF-16, merged as a catalog's translations.
@Suite("Import: legacy strings tables")
struct StringsTableTests {
  @Test(
    "reads quoted and bare pairs, escapes and comments, and skips what is no pair with a warning at its line",
    arguments: [
      (#""Search ${applicationName}" = "Suche in ${applicationName}";"#, [("Search ${applicationName}", "Suche in ${applicationName}")], 0),
      ("/* a comment */\n// another\n\"a\" = \"b\";\n\"c\"=\"d\" ;", [("a", "b"), ("c", "d")], 0),
      (#""say \"hi\"" = "sag \"hallo\"\n\U00e9";"#, [(#"say "hi""#, "sag \"hallo\"\n\u{e9}")], 0),
      ("key_1 = value.2;", [("key_1", "value.2")], 0),
      ("\"a\" \"b\";\n\"c\" = \"d\";", [("c", "d")], 1),
      ("\"a\" = \"b\"\n\"c\" = \"d\";", [("a", "b"), ("c", "d")], 1),
      ("\"open", [], 1),
    ] as [(String, [(String, String)], Int)])
  func parse(text: String, pairs: [(String, String)], warnings: Int) {
    let (read, problems) = StringsTable.parse(Array(text.utf8), file: "t.strings")
    #expect(read.map(\.key) == pairs.map(\.0))
    #expect(read.map(\.value) == pairs.map(\.1))
    #expect(problems.count == warnings, "\(problems.map(\.description))")
    #expect(problems.allSatisfy { $0.description.hasPrefix("t.strings:") })
  }

  @Test("reads UTF-16 tables with their byte order mark, little and big endian")
  func utf16() {
    let text = "\"Open ${applicationName}\" = \"${applicationName} öffnen\";\n"
    for bigEndian in [false, true] {
      var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
      for unit in text.utf16 {
        bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      }
      #expect(StringsTable.parse(bytes, file: "t").0.map(\.value) == ["${applicationName} öffnen"])
    }
  }

  @Test("the Swift importer merges every locale's AppShortcuts.strings into the phrases, with its locale")
  func merged() throws {
    let folder = try ImportFolder([
      "App/Shortcuts.swift": #"""
        struct SearchShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: Search(), phrases: ["Search \(.applicationName)", "Find in \(.applicationName)"],
                        shortTitle: "Search", systemImageName: "magnifyingglass")
          }
        }
        struct Search: AppIntent { static var title: LocalizedStringResource = "Search" }
        """#,
      "App/Info.plist": infoPlist([("CFBundleDisplayName", "Finder Pro")]),
      "App/de.lproj/AppShortcuts.strings":
        "/* Search */\n\"Search ${applicationName}\" = \"Suche in ${applicationName}\";\n"
        + "\"Find in ${applicationName}\" = \"Finde in ${applicationName}\";\n",
      "App/fr.lproj/AppShortcuts.strings": "\"Search ${applicationName}\" = \"Chercher dans ${applicationName}\";\n",
    ])
    let result = try SwiftImporter.importApp(paths: [folder.path + "/App"])
    let manifest = try #require(result.manifests.first)
    let phrases = manifest.intents.flatMap(\.phrases)
    let translated = phrases.filter { $0.locale != nil }.map { "\($0.locale ?? ""): \($0.template)" }.sorted()
    #expect(
      translated == [
        "de: Finde in {applicationName}", "de: Suche in {applicationName}", "fr: Chercher dans {applicationName}",
      ])
    #expect(result.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(result.diagnostics)")
    let (decoded, problems) = ManifestLoader.decode(Array(manifest.prettyText.utf8), file: "out.json")
    #expect(problems.isEmpty)
    let router = try Router(manifests: [try #require(decoded)])
    #expect(router.route("Suche in Finder Pro").intent == "Search")
  }
}
