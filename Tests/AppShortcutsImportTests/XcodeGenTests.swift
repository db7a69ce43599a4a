import Foundation
import PhraseGrammar
import Testing

@testable import AppShortcutsImport

@Suite("Import: app names from XcodeGen specs (project.yml)")
struct XcodeGenTests {
  /// The orbit app's folder: its provider in `Orbit/`, a widget, and the spec given.
  static func orbit(_ spec: String, _ extra: [String: String] = [:]) throws -> ImportFolder {
    try ImportFolder(
      ["project.yml": spec, "Orbit/Shortcuts.swift": rocketProvider, "Widget/Widget.swift": "struct W {}"]
        .merging(extra) { $1 })
  }

  static func name(_ folder: ImportFolder, target: String? = nil) throws -> ImportResult {
    try SwiftImporter.importApp(paths: [folder.path], options: SwiftImportOptions(target: target))
  }

  @Test("an app target with the defaults is named after its target: PRODUCT_NAME is $(TARGET_NAME)")
  func defaults() throws {
    let folder = try Self.orbit(
      """
      name: OrbitProject
      options:
        bundleIdPrefix: com.example
      targets:
        Orbit:
          type: application
          platform: iOS
          sources: [Orbit]
      """)
    let result = try Self.name(folder)
    let manifest = try #require(result.manifests.first)
    #expect(manifest.app == "Orbit")
    #expect(
      result.diagnostics.map(\.description) == [
        "\(folder.path)/project.yml:5:3: note: app 'Orbit' from target 'Orbit' (Release) of project.yml: PRODUCT_NAME"
      ])
    let json = manifest.json.encoded()
    #expect(json.contains(#""xcodeProject":"\#(folder.path)/project.yml""#))
    #expect(json.contains(#""target":"Orbit""#))
  }

  @Test("INFOPLIST_KEY_CFBundleDisplayName of the Release configuration, not Debug's")
  func releaseDisplayName() throws {
    let folder = try Self.orbit(
      """
      name: Orbit
      settings:
        base:
          INFOPLIST_KEY_CFBundleDisplayName: Project Orbit
      targets:
        OrbitApp:
          type: application
          platform: iOS
          sources:
            - path: Orbit
          settings:
            base:
              MARKETING_VERSION: 1.0
            configs:
              Debug:
                INFOPLIST_KEY_CFBundleDisplayName: Orbit Debug
              Release:
                INFOPLIST_KEY_CFBundleDisplayName: Orbit Tracker
      """)
    let result = try Self.name(folder)
    #expect(result.manifests.first?.app == "Orbit Tracker")
    #expect(
      result.diagnostics.first?.message.text
        == "app 'Orbit Tracker' from target 'OrbitApp' (Release) of project.yml: INFOPLIST_KEY_CFBundleDisplayName")
  }

  @Test("info.properties with $(APP_NAME), set in the project's settings; an xcconfig and a setting group")
  func infoProperties() throws {
    let folder = try Self.orbit(
      """
      name: Orbit
      settings:
        APP_NAME: Orbit Tracker
      targets:
        Orbit:
          type: application
          platform: iOS
          sources: Orbit
          info:
            path: Orbit/Info.plist
            properties:
              CFBundleDisplayName: $(APP_NAME)
              CFBundleSpokenName: ${SPOKEN}
          configFiles:
            Release: Config/Release.xcconfig
      """, ["Config/Release.xcconfig": "SPOKEN = Orbit\n"])
    let result = try Self.name(folder)
    let manifest = try #require(result.manifests.first)
    #expect(manifest.app == "Orbit Tracker")
    #expect(manifest.synonyms == ["Orbit"])
    #expect(result.diagnostics.map(\.severity) == [.note], "\(result.diagnostics)")
    #expect(result.diagnostics.first?.message.text.hasSuffix(": CFBundleDisplayName in info.properties") == true)

    let grouped = try Self.orbit(
      """
      name: Orbit
      settingGroups:
        naming:
          configs:
            release:
              PRODUCT_NAME: Orbit Pro
      targets:
        Orbit:
          type: application
          sources: [Orbit]
          settings:
            groups: [naming]
      """)
    #expect(try Self.name(grouped).manifests.first?.app == "Orbit Pro")
    let product = try Self.orbit(
      "targets:\n  Orbit:\n    type: application\n    productName: Orbit Lite\n    sources: [Orbit]\n")
    #expect(try Self.name(product).manifests.first?.app == "Orbit Lite")
  }

  @Test("the Info.plist at info.path, or found in the sources, when it exists")
  func infoPlistFile() throws {
    let spec = "targets:\n  Orbit:\n    type: application\n    sources: [Orbit]\n"
    let folder = try Self.orbit(spec, ["Orbit/Info.plist": infoPlist([("CFBundleDisplayName", "Orbit Plist")])])
    #expect(try Self.name(folder).manifests.first?.app == "Orbit Plist")
    let missing = try Self.orbit(spec + "    info:\n      path: Orbit/Generated.plist\n")
    let result = try Self.name(missing)
    #expect(result.manifests.first?.app == "Orbit")
    #expect(result.diagnostics.map(\.severity) == [.note], "\(result.diagnostics)")
  }

  @Test("targets in an include:d file, its paths from its own folder; the note is at the target there")
  func included() throws {
    let folder = try Self.orbit(
      """
      include:
        - specs/targets.yml
      name: Orbit
      settings:
        configs:
          Release:
            INFOPLIST_KEY_CFBundleDisplayName: Orbit Tracker
      """,
      [
        "specs/targets.yml": """
          include: [../project.yml]
          targets:
            Widget:
              type: app-extension
              sources: [../Widget]
            Orbit:
              type: application
              sources: [../Orbit]
          """
      ])
    let result = try Self.name(folder)
    #expect(result.manifests.first?.app == "Orbit Tracker")
    #expect(
      result.diagnostics.map(\.description) == [
        "\(folder.path)/specs/targets.yml:1:11: warning: '../project.yml' includes itself; not read again",
        "\(folder.path)/specs/targets.yml:6:3: note: app 'Orbit Tracker' from target 'Orbit' (Release) of project.yml: "
          + "INFOPLIST_KEY_CFBundleDisplayName",
      ])
  }

  static let extensionSpec = """
    name: Orbit
    targets:
      OrbitWidget:
        type: app-extension
        platform: iOS
        sources: [Orbit, Widget]
      Orbit Framework:
        type: framework
        sources: [Orbit]
      OrbitApp:
        type: application
        platform: iOS
        sources: [Orbit]
        settings:
          INFOPLIST_KEY_CFBundleDisplayName: Orbit
    """

  @Test("an app extension or a framework with the provider's file does not win over the application")
  func extensionDoesNotWin() throws {
    let result = try Self.name(try Self.orbit(Self.extensionSpec))
    #expect(result.manifests.first?.app == "Orbit")
    #expect(result.diagnostics.first?.message.text.contains("from target 'OrbitApp'") == true)
  }

  @Test("--target chooses the spec's target; an unknown one lists them")
  func chosenTarget() throws {
    let folder = try Self.orbit(Self.extensionSpec)
    #expect(try Self.name(folder, target: "OrbitWidget").manifests.first?.app == "OrbitWidget")
    let unknown = try Self.name(folder, target: "Nope")
    #expect(unknown.manifests.isEmpty)
    #expect(
      unknown.diagnostics.map(\.description) == [
        "\(folder.path)/project.yml:1:1: error: no target 'Nope': project.yml has 'OrbitWidget', 'Orbit Framework', "
          + "'OrbitApp'"
      ])
  }

  @Test("an .xcodeproj next to the spec is read instead: it is what XcodeGen generated")
  func generatedProjectWins() throws {
    let folder = try Self.orbit(
      Self.extensionSpec,
      [
        "Orbit.xcodeproj/project.pbxproj": pbxproj([
          FixtureTarget(name: "Orbit", type: "application", release: ["INFOPLIST_KEY_CFBundleDisplayName": "Generated"])
        ])
      ])
    let result = try Self.name(folder)
    #expect(result.manifests.first?.app == "Generated")
    #expect(result.diagnostics.first?.message.text.hasSuffix("of Orbit.xcodeproj: INFOPLIST_KEY_CFBundleDisplayName") == true)
  }

  static let malformedCases: [(spec: String, warning: String)] = [
    ("name: Orbit\ntargets:\n  Orbit: [\n", "3:10: warning: not an XcodeGen project spec (unterminated flow sequence); skipped"),
    ("name: Orbit\nname: Again\n", "2:1: warning: not an XcodeGen project spec (duplicate key 'name'); skipped"),
    ("- a\n- b\n", "1:1: warning: not an XcodeGen project spec (its root is a array, not a mapping); skipped"),
    ("name: Orbit\ntargets: {}\n", "2:1: warning: not an XcodeGen project spec (no 'targets'); skipped"),
    ("name: Orbit\n", "1:1: warning: not an XcodeGen project spec (no 'targets'); skipped"),
  ]

  @Test("a malformed spec, or one without targets, is a warning at its line and column; the name is unknown",
    arguments: malformedCases.indices)
  func malformed(_ index: Int) throws {
    let test = Self.malformedCases[index]
    let folder = try Self.orbit(test.spec)
    let result = try Self.name(folder)
    #expect(result.manifests.isEmpty)
    let first = try #require(result.diagnostics.first)
    #expect(first.description.hasPrefix("\(folder.path)/project.yml:" + test.warning), "\(first)")
    #expect(
      result.diagnostics.last?.message.text
        == "the app's name cannot be known: no --app-name, no --info-plist, no readable Xcode project (1 skipped), "
        + "no Package.swift with an .iOSApplication product, no Info.plist; pass --app-name NAME")
    #expect(result.diagnostics.count == 2, "\(result.diagnostics)")
  }

  @Test("a target for several platforms is one target per platform, the iOS one first; templates and key:REPLACE")
  func platformsAndTemplates() throws {
    let folder = try Self.orbit(
      """
      name: Orbit
      targetTemplates:
        App:
          type: application
          sources: [Orbit]
          settings:
            base:
              INFOPLIST_KEY_CFBundleDisplayName: ${target_name} App
      targets:
        Orbit:
          templates: [App]
          platform: [macOS, iOS]
        Lite:
          templates: [App]
          sources:REPLACE: [Lite]
      """)
    let result = try Self.name(folder)
    #expect(result.manifests.first?.app == "Orbit App")
    #expect(result.diagnostics.first?.message.text.contains("from target 'Orbit_iOS'") == true, "\(result.diagnostics)")
    #expect(try Self.name(folder, target: "Lite").manifests.first?.app == "Lite App")
  }

  @Test("includes that fan out, and setting groups that do, are cut short in bounded time")
  func boundedIncludes() throws {
    var files: [String: String] = [:]
    for level in 0..<8 {
      let next = (0..<4).map { "  - level\(level + 1)-\($0 % 2).yml" }.joined(separator: "\n")
      for copy in 0..<2 { files["level\(level)-\(copy).yml"] = "include:\n\(next)\nsettings:\n  L\(level): x\n" }
    }
    files["level8-0.yml"] = "include:\n" + (0..<300).map { "  - many/\($0).yml\n" }.joined()
    files["level8-1.yml"] = "name: Orbit\n"
    for index in 0..<300 { files["many/\(index).yml"] = "settings:\n  M\(index): x\n" }
    var groups = "settingGroups:\n"
    for level in 0..<20 {
      groups += "  g\(level):\n    groups: [g\(level + 1), g\(level + 1), g\(level + 1), g\(level + 1)]\n"
    }
    let folder = try Self.orbit(
      "include: [level0-0.yml]\n" + groups
        + "targets:\n  Orbit:\n    type: application\n    sources: [Orbit]\n    settings:\n      groups: [g0]\n",
      files)
    let started = Date()
    let result = try Self.name(folder)
    #expect(Date().timeIntervalSince(started) < 20)
    #expect(result.manifests.first?.app == "Orbit")
    #expect(result.diagnostics.filter { $0.message.text.hasPrefix("more than 256 files included") }.count == 1)
    #expect(result.diagnostics.count == 2, "\(result.diagnostics)")
  }

  @Test("--project with a project.yml reads its folder")
  func projectPath() {
    #expect(ProjectImport.folder(of: "Apps/Orbit/project.yml") == "Apps/Orbit")
    #expect(ProjectImport.folder(of: "project.yaml") == ".")
  }
}
