import Foundation
import Testing

@testable import AppShortcutsImport
@testable import Evaluation
@testable import Lint
@testable import Router

/// A temporary folder of files written by a test, removed when the test ends.
final class ImportFolder {
  let path: String

  init(_ files: [String: String]) throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)").path
    for name in files.keys.sorted() {
      let file = URL(fileURLWithPath: path).appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((files[name] ?? "").utf8).write(to: file)
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// An XML property list with string keys, and `INAlternativeAppNames` when given (each with a pronunciation hint
/// when `hints` has one for it).
func infoPlist(
  _ strings: [(String, String)], alternatives: [String] = [], hints: [String: String] = [:],
  extensionPoint: Bool = false
) -> String {
  var body = strings.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined(separator: "\n")
  if !alternatives.isEmpty {
    body += "\n<key>INAlternativeAppNames</key><array>"
    for name in alternatives {
      body += "<dict><key>INAlternativeAppName</key><string>\(name)</string>"
      if let hint = hints[name] {
        body += "<key>INAlternativeAppNamePronunciationHint</key><string>\(hint)</string>"
      }
      body += "</dict>"
    }
    body += "</array>"
  }
  if extensionPoint {
    body += "\n<key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>widget</string></dict>"
  }
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>
    \(body)
    </dict></plist>
    """
}

@Suite("Import: app names from Info.plist, projects and options")
struct AppNamingTests {
  static let provider = #"""
    struct HydrateShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LogWater(), phrases: ["Log water in \(.applicationName)"], shortTitle: "Log", systemImageName: "drop")
      }
    }
    struct LogWater: AppIntent { static var title: LocalizedStringResource = "Log Water" }
    """#

  @Test("reads CFBundleDisplayName, CFBundleSpokenName, INAlternativeAppNames and their hints, skipping an extension's plist")
  func infoPlistNames() throws {
    let folder = try ImportFolder([
      "App/Sources/Shortcuts.swift": Self.provider,
      "App/Info.plist": infoPlist(
        [
          ("CFBundleDisplayName", "Hydrate"), ("CFBundleSpokenName", "High drate"), ("CFBundleDevelopmentRegion", "ja"),
        ],
        alternatives: ["Hydrate Pro", "Water Buddy"], hints: ["Water Buddy": "Water Buddie"]),
      "App/Widget/Info.plist": infoPlist([("CFBundleDisplayName", "Hydrate Widget")], extensionPoint: true),
      "Other/Info.plist": infoPlist([("CFBundleDisplayName", "$(PRODUCT_NAME)"), ("CFBundleName", "Fallback")]),
    ])
    let result = try SwiftImporter.importApp(paths: [folder.path + "/App", folder.path + "/Other"])
    let manifest = try #require(result.manifests.first)
    #expect(manifest.app == "Hydrate")
    #expect(manifest.synonyms == ["High drate", "Hydrate Pro", "Water Buddy", "Water Buddie"])
    #expect(manifest.locale == "ja")
    #expect(
      result.diagnostics.map(\.description) == [
        "\(folder.path)/App/Info.plist:1:1: warning: Info.plist files name the app differently ('Fallback' in "
          + "\(folder.path)/Other/Info.plist); 'Hydrate' is used (pass --info-plist or --app-name to choose)"
      ])
    #expect(manifest.json.encoded().contains(#""infoPlist":"\#(folder.path)/App/Info.plist""#))
  }

  @Test("prefers --app-name, then --info-plist, then the project, then the plists found; else an error")
  func precedence() throws {
    let folder = try ImportFolder([
      "App/Shortcuts.swift": Self.provider,
      "App/Info.plist": infoPlist([("CFBundleDisplayName", "Found")]),
      "Given.plist": infoPlist([("CFBundleName", "Given"), ("CFBundleSpokenName", "Given spoken")]),
      "Bare/Shortcuts.swift": Self.provider,
      "Bare/Info.plist": infoPlist([("CFBundleDisplayName", "Found")]),
      "Bare/Bare.xcodeproj/project.pbxproj": pbxproj([
        FixtureTarget(
          name: "Bare", type: "application", release: ["INFOPLIST_KEY_CFBundleDisplayName": "Project Name"])
      ]),
      "Nameless/Shortcuts.swift": Self.provider,
    ])
    let app = folder.path + "/App"
    #expect(
      try SwiftImporter.importApp(paths: [app], options: SwiftImportOptions(appName: "Chosen")).manifests.first?.app
        == "Chosen")
    let given = try SwiftImporter.importApp(
      paths: [app], options: SwiftImportOptions(infoPlist: folder.path + "/Given.plist"))
    #expect(given.manifests.first?.app == "Given")
    #expect(given.manifests.first?.synonyms == ["Given spoken"])
    #expect(try SwiftImporter.importApp(paths: [app]).manifests.first?.app == "Found")
    #expect(try SwiftImporter.importApp(paths: [folder.path + "/Bare"]).manifests.first?.app == "Project Name")
    let nameless = try SwiftImporter.importApp(paths: [folder.path + "/Nameless"])
    #expect(nameless.manifests.isEmpty)
    #expect(
      nameless.diagnostics.map(\.description) == [
        "\(folder.path)/Nameless/Shortcuts.swift:1:8: error: the app's name cannot be known: no --app-name, "
          + "no --info-plist, no Xcode project, no Package.swift with an .iOSApplication product, no Info.plist; "
          + "pass --app-name NAME"
      ])
  }

  @Test("fails on a missing path, a Swift file that is not UTF-8 and an --info-plist that is not a property list")
  func errors() throws {
    let folder = try ImportFolder(["Broken.plist": "not a plist", "App/A.swift": Self.provider])
    try Data([0x73, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder.path + "/App/Bad.swift"))
    #expect(throws: ImportError.missing(folder.path + "/Nope")) {
      try SwiftImporter.importApp(paths: [folder.path + "/Nope"])
    }
    #expect(throws: ImportError.unreadable(file: folder.path + "/App/Bad.swift", message: "is not UTF-8 text")) {
      try SwiftImporter.importApp(paths: [folder.path + "/App"])
    }
    #expect(throws: ImportError.unreadable(file: folder.path + "/Broken.plist", message: "not a property list")) {
      try SwiftImporter.importApp(
        paths: [folder.path + "/App/A.swift"], options: SwiftImportOptions(infoPlist: folder.path + "/Broken.plist"))
    }
  }
}
