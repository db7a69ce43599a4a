import Foundation
import PhraseGrammar
import Testing

@testable import AppShortcutsImport

@Suite("Import: app names from Xcode projects, Swift Playgrounds packages and localized Info.plists")
struct ProjectNamingTests {
  /// The rocket app's folder: its project, its provider in the app's synchronized folder, the extensions' plists.
  static func rocket(_ extra: [String: String] = [:], targets: [FixtureTarget] = rocketTargets) throws -> ImportFolder {
    try ImportFolder(
      [
        "RocketFuel.xcodeproj/project.pbxproj": pbxproj(targets),
        "RocketFuel/Shortcuts.swift": rocketProvider,
        "RocketFuel/Info.plist": infoPlist([("CFBundleDisplayName", "$(PRODUCT_NAME)")]),
        "FooWidget/Info.plist": infoPlist([("CFBundleDisplayName", "FooWidget")], extensionPoint: true),
        "FooWidget/Widget.swift": "struct W {}",
        "ShareExtension/Info.plist": infoPlist([("CFBundleDisplayName", "ShareExtension")], extensionPoint: true),
        "RocketKit/Info.plist": infoPlist([("CFBundleName", "RocketKit"), ("CFBundlePackageType", "FMWK")]),
      ].merging(extra) { $1 })
  }

  @Test("names the app after the app target's Release display name, not an extension's or the Debug one")
  func appTarget() throws {
    let folder = try Self.rocket()
    let result = try SwiftImporter.importApp(paths: [folder.path])
    let manifest = try #require(result.manifests.first)
    #expect(manifest.app == "Rocket Fuel")
    let note = try #require(result.diagnostics.first { $0.severity == .note })
    #expect(
      note.description.hasPrefix(
        "\(folder.path)/RocketFuel.xcodeproj/project.pbxproj:"))
    #expect(
      note.description.hasSuffix(
        ": note: app 'Rocket Fuel' from target 'RocketFuel' (Release) of RocketFuel.xcodeproj: "
          + "INFOPLIST_KEY_CFBundleDisplayName"))
    #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics)")
    #expect(manifest.json.encoded().contains(#""xcodeProject":"\#(folder.path)/RocketFuel.xcodeproj/project.pbxproj""#))
    #expect(manifest.json.encoded().contains(#""target":"RocketFuel""#))
  }

  static let targetCases: [(target: String?, name: String)] = [
    (nil, "Rocket Fuel"), ("FooWidget", "FooWidget"), ("ShareExtension", "ShareExtension"), ("RocketKit", "RocketKit"),
  ]

  @Test("--target chooses the target that names the app", arguments: targetCases)
  func chosenTarget(_ test: (target: String?, name: String)) throws {
    let folder = try Self.rocket()
    let result = try SwiftImporter.importApp(paths: [folder.path], options: SwiftImportOptions(target: test.target))
    #expect(result.manifests.first?.app == test.name)
  }

  @Test("an unknown --target is an error listing the targets there are")
  func unknownTarget() throws {
    let folder = try Self.rocket()
    let result = try SwiftImporter.importApp(paths: [folder.path], options: SwiftImportOptions(target: "Nope"))
    #expect(result.manifests.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "\(folder.path)/RocketFuel.xcodeproj/project.pbxproj:1:1: error: no target 'Nope': RocketFuel.xcodeproj has "
          + "'RocketFuel', 'FooWidget', 'ShareExtension', 'RocketKit'"
      ])
    let noProject = try ImportFolder(["App/Shortcuts.swift": rocketProvider])
    let alone = try SwiftImporter.importApp(paths: [noProject.path], options: SwiftImportOptions(target: "App"))
    #expect(
      alone.diagnostics.map(\.description) == [
        "\(noProject.path)/App/Shortcuts.swift:1:1: error: --target 'App' names a target, but no Xcode project was "
          + "found under the paths"
      ])
  }

  @Test("chooses the app target whose files include the provider's, else the one named like the project")
  func providerTarget() throws {
    let targets = [
      FixtureTarget(name: "RocketFuelLite", type: "application", sources: ["Lite/Lite.swift"]),
      FixtureTarget(name: "Launcher", type: "application", sources: ["RocketFuel/Shortcuts.swift"]),
      FixtureTarget(name: "RocketFuel", type: "application", sources: ["RocketFuel/App.swift"]),
    ]
    let folder = try Self.rocket(targets: targets)
    #expect(try SwiftImporter.importApp(paths: [folder.path]).manifests.first?.app == "Launcher")
    let elsewhere = try Self.rocket(["RocketFuel/Shortcuts.swift": "", "Other/Shortcuts.swift": rocketProvider], targets: targets)
    #expect(try SwiftImporter.importApp(paths: [elsewhere.path]).manifests.first?.app == "RocketFuel")
  }

  static let settingCases: [(name: String, targets: [FixtureTarget], files: [String: String], expected: String)] = [
    (
      "PRODUCT_NAME = $(TARGET_NAME), no display name: the target's name",
      [FixtureTarget(name: "Orbit", type: "application", release: ["PRODUCT_NAME": "$(TARGET_NAME)"])], [:], "Orbit"
    ),
    (
      "an Info.plist with $(PRODUCT_NAME), PRODUCT_NAME in an .xcconfig",
      [
        FixtureTarget(
          name: "OrbitApp", type: "application", release: ["INFOPLIST_FILE": "App/Info.plist"],
          xcconfig: "Config/App.xcconfig")
      ],
      [
        "Config/App.xcconfig": "#include \"Shared.xcconfig\"\nPRODUCT_NAME = $(APP_TITLE)\n",
        "Config/Shared.xcconfig": "APP_TITLE = Orbit Tracker\n",
        "App/Info.plist": infoPlist([("CFBundleDisplayName", "$(PRODUCT_NAME)"), ("CFBundleSpokenName", "Orbit")]),
      ],
      "Orbit Tracker"
    ),
    (
      "an Info.plist with a CFBundleName only",
      [FixtureTarget(name: "OrbitApp", type: "application", release: ["INFOPLIST_FILE": "$(TARGET_NAME)/Info.plist"])],
      ["OrbitApp/Info.plist": infoPlist([("CFBundleName", "Orbiter")])], "Orbiter"
    ),
    (
      "a conditional display name for iOS",
      [
        FixtureTarget(
          name: "OrbitApp", type: "application",
          release: [
            "INFOPLIST_KEY_CFBundleDisplayName": "Orbit", "INFOPLIST_KEY_CFBundleDisplayName[sdk=iphoneos*]": "Orbit iOS",
          ])
      ], [:], "Orbit iOS"
    ),
    (
      "a watch app when there is no iOS app, over a framework",
      [
        FixtureTarget(name: "OrbitKit", type: "framework"),
        FixtureTarget(name: "Orbit Watch", type: "application.watchapp2"),
      ], [:], "Orbit Watch"
    ),
  ]

  @Test("resolves the name from settings, .xcconfig files and Info.plists", arguments: settingCases.map(\.name))
  func settings(_ name: String) throws {
    let test = try #require(Self.settingCases.first { $0.name == name })
    var files = test.files
    files["Orbit.xcodeproj/project.pbxproj"] = pbxproj(test.targets)
    files["App/Shortcuts.swift"] = rocketProvider
    let folder = try ImportFolder(files)
    let result = try SwiftImporter.importApp(paths: [folder.path])
    #expect(result.manifests.first?.app == test.expected, "\(result.diagnostics)")
    #expect(!result.diagnostics.contains { $0.severity != .note }, "\(result.diagnostics)")
    if name.contains("$(PRODUCT_NAME)") { #expect(result.manifests.first?.synonyms == ["Orbit"]) }
  }

  @Test("a malformed project file is a warning at its line and column; the import goes on")
  func malformedProject() throws {
    let folder = try Self.rocket(["RocketFuel.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup\n"])
    let result = try SwiftImporter.importApp(paths: [folder.path])
    #expect(
      result.diagnostics.first?.description
        == "\(folder.path)/RocketFuel.xcodeproj/project.pbxproj:5:1: warning: not an Xcode project file (expected ';' "
        + "after the value of 'isa'); skipped")
    // The app's plist says $(PRODUCT_NAME), the others are an extension's and a framework's: nothing names the app.
    #expect(result.manifests.isEmpty)
    #expect(result.diagnostics.last?.severity == .error)
    #expect(
      result.diagnostics.last?.message.text
        == "the app's name cannot be known: no --app-name, no --info-plist, no readable Xcode project (1 skipped), "
        + "no Package.swift with an .iOSApplication product, no Info.plist of the app with CFBundleDisplayName or "
        + "CFBundleName (1 of frameworks, bundles or tests and 2 of app extensions skipped); pass --app-name NAME")
    let named = try SwiftImporter.importApp(
      paths: [folder.path], options: SwiftImportOptions(appName: "Rocket Fuel"))
    #expect(named.manifests.first?.app == "Rocket Fuel")
    try Data([0x7B, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder.path + "/RocketFuel.xcodeproj/project.pbxproj"))
    let binary = try SwiftImporter.importApp(
      paths: [folder.path], options: SwiftImportOptions(appName: "Rocket Fuel"))
    #expect(binary.manifests.first?.app == "Rocket Fuel")
    #expect(
      binary.diagnostics.map(\.description) == [
        "\(folder.path)/RocketFuel.xcodeproj/project.pbxproj:1:1: warning: an Xcode project file that is not UTF-8 "
          + "text; skipped"
      ])
  }

  @Test("without a project, a framework's, a bundle's and a test's Info.plist do not name the app")
  func bundlePlists() throws {
    let folder = try ImportFolder([
      "App/Shortcuts.swift": rocketProvider,
      "App/Kit.framework/Info.plist": infoPlist([("CFBundleName", "Kit")]),
      "App/Assets.bundle/Info.plist": infoPlist([("CFBundleName", "Assets")]),
      "App/AppTests/Info.plist": infoPlist([("CFBundleName", "AppTests")]),
      "App/Plugin/Info.plist": infoPlist([("CFBundleName", "Plugin"), ("CFBundlePackageType", "BNDL")]),
      "App/Main/Info.plist": infoPlist([("CFBundleDisplayName", "Rocket Fuel"), ("CFBundlePackageType", "APPL")]),
    ])
    let result = try SwiftImporter.importApp(paths: [folder.path + "/App"])
    #expect(result.manifests.first?.app == "Rocket Fuel")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("names the app after a Swift Playgrounds package's .iOSApplication product")
  func playgroundsPackage() throws {
    let folder = try ImportFolder([
      "My App.swiftpm/Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        import AppleProductTypes

        let package = Package(
            name: "MyAppPackage",
            products: [
                .iOSApplication(
                    name: "Rocket Lab",
                    targets: ["AppModule"],
                    displayVersion: "1.0",
                    bundleVersion: "1",
                    appIcon: .placeholder(icon: .rocket)
                )
            ],
            targets: [.executableTarget(name: "AppModule", path: ".")]
        )
        """,
      "My App.swiftpm/Shortcuts.swift": rocketProvider,
    ])
    let result = try SwiftImporter.importApp(paths: [folder.path])
    #expect(result.manifests.first?.app == "Rocket Lab")
    #expect(
      result.diagnostics.map(\.description) == [
        "\(folder.path)/My App.swiftpm/Package.swift:9:19: note: app 'Rocket Lab' from the .iOSApplication product "
          + "of Package.swift"
      ])
  }

  @Test("the app's name in each InfoPlist.strings locale is a synonym; an extension's is not")
  func localizedNames() throws {
    let folder = try Self.rocket([
      "RocketFuel/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Raketentreibstoff\";\n",
      "RocketFuel/fr.lproj/InfoPlist.strings":
        "/* Name */\n\"CFBundleName\" = \"Carburant\";\n\"CFBundleSpokenName\" = \"Carburant fusée\";\n",
      "RocketFuel/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Rocket Fuel\";\n",
      "RocketFuel/InfoPlist.xcstrings": """
        {"sourceLanguage": "en", "strings": {"CFBundleDisplayName": {"localizations": {
          "ja": {"stringUnit": {"state": "translated", "value": "ロケット燃料"}}}}}, "version": "1.0"}
        """,
      "FooWidget/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"FooWidget DE\";\n",
    ])
    let result = try SwiftImporter.importApp(paths: [folder.path])
    let manifest = try #require(result.manifests.first)
    #expect(manifest.app == "Rocket Fuel")
    #expect(manifest.synonyms == ["ロケット燃料", "Raketentreibstoff", "Carburant", "Carburant fusée"])
  }

  @Test("without a project, the localized names next to the app's Info.plist are synonyms")
  func localizedWithoutProject() throws {
    let folder = try ImportFolder([
      "App/Shortcuts.swift": rocketProvider,
      "App/Info.plist": infoPlist([("CFBundleDisplayName", "Rocket Fuel")]),
      "App/Resources/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Raketentreibstoff\";\n",
      "App/Widget/Info.plist": infoPlist([("CFBundleDisplayName", "Widget")], extensionPoint: true),
      "App/Widget/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Widget DE\";\n",
    ])
    let result = try SwiftImporter.importApp(paths: [folder.path + "/App"])
    #expect(result.manifests.first?.synonyms == ["Raketentreibstoff"])
  }
}
