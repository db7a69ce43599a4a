import PhraseGrammar
import Testing

@testable import AppShortcutsImport
@testable import Evaluation
@testable import Router

@Suite("Import: #if branches of the platform read")
struct ConditionalCompilationTests {
  /// A provider whose shortcuts differ per platform, with nested and compound conditions.
  static let provider = #"""
    import AppIntents

    struct HydrateShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        #if os(watchOS)
        AppShortcut(intent: LogWater(), phrases: ["Quick log in \(.applicationName)"], shortTitle: "Log", systemImageName: "drop")
        #else
        AppShortcut(intent: LogWater(), phrases: ["Log water in \(.applicationName)"], shortTitle: "Log", systemImageName: "drop")
          #if canImport(UIKit) && !targetEnvironment(macCatalyst)
        AppShortcut(intent: ShowHistory(), phrases: ["Show history in \(.applicationName)"], shortTitle: "History", systemImageName: "chart")
          #elseif os(macOS) || (os(visionOS) && swift(>=5.9))
        AppShortcut(intent: ShowChart(), phrases: ["Show chart in \(.applicationName)"], shortTitle: "Chart", systemImageName: "chart")
          #endif
        #endif
        #if DEBUG
        AppShortcut(intent: ResetAll(), phrases: ["Reset \(.applicationName)"], shortTitle: "Reset", systemImageName: "trash")
        #endif
      }
    }
    struct LogWater: AppIntent {
      static var title: LocalizedStringResource = "Log Water"
      #if os(watchOS)
      @Parameter(title: "Glasses") var glasses: Int
      #else
      @Parameter(title: "Amount") var amount: Int
      #endif
    }
    struct ShowHistory: AppIntent { static var title: LocalizedStringResource = "Show History" }
    struct ShowChart: AppIntent { static var title: LocalizedStringResource = "Show Chart" }
    struct ResetAll: AppIntent { static var title: LocalizedStringResource = "Reset" }
    """#

  struct PlatformCase: Sendable, CustomTestStringConvertible {
    var platform: SwiftImportOptions.Platform
    /// Each intent and its phrases.
    var intents: [String]
    var parameters: [String]
    var testDescription: String { platform.rawValue }
  }

  static let platformCases: [PlatformCase] = [
    PlatformCase(
      platform: .iOS,
      intents: ["LogWater: Log water in {applicationName}", "ShowHistory: Show history in {applicationName}"],
      parameters: ["amount"]),
    PlatformCase(platform: .watchOS, intents: ["LogWater: Quick log in {applicationName}"], parameters: ["glasses"]),
    PlatformCase(
      platform: .macOS,
      intents: ["LogWater: Log water in {applicationName}", "ShowChart: Show chart in {applicationName}"],
      parameters: ["amount"]),
    PlatformCase(
      platform: .visionOS,
      intents: ["LogWater: Log water in {applicationName}", "ShowHistory: Show history in {applicationName}"],
      parameters: ["amount"]),
  ]

  @Test("reads only the platform's branches", arguments: platformCases)
  func platforms(_ test: PlatformCase) throws {
    let result = SwiftImporter.importApp(
      sources: [("App.swift", Self.provider)], appName: "Hydrate", platform: test.platform)
    let manifest = try #require(result.manifests.first)
    let intents = manifest.intents.map { "\($0.id): " + $0.phrases.map(\.template).joined(separator: ", ") }
    #expect(intents == test.intents)
    #expect(manifest.intents.first?.parameters.map(\.name) == test.parameters)
    #expect(!result.diagnostics.contains { $0.message.text.contains("another App Shortcut") })
    #expect(manifest.json.encoded().contains(#""platform":"\#(test.platform.rawValue)""#))
  }

  @Test("names the platform an App Shortcut or the provider is declared for")
  func elsewhere() throws {
    let result = SwiftImporter.importApp(sources: [("App.swift", Self.provider)], appName: "Hydrate", platform: .iOS)
    let notes = result.diagnostics.filter { $0.severity == .note }.map(\.description)
    #expect(
      notes == [
        "App.swift:12:5: note: the App Shortcut for intent 'ShowChart' is only in '#if' branches for macOS, not "
          + "iOS; pass --platform macos to import it"
      ])
    let watchOnly = """
      #if os(watchOS)
      struct WatchShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] { [] }
      }
      #endif
      """
    let none = SwiftImporter.importApp(sources: [("Watch.swift", watchOnly)], appName: "Hydrate")
    #expect(
      none.nothingToImport
        == "no type conforms to 'AppShortcutsProvider' in the Swift file for iOS; 'WatchShortcuts' is declared only "
        + "for watchOS (pass --platform watchos)")
  }

  struct ConditionCase: Sendable, CustomTestStringConvertible {
    var condition: String
    var values: [Bool?]
    var testDescription: String { condition }
  }

  /// Conditions and their values on iOS, watchOS, macOS and visionOS; nil when they cannot be read.
  static let conditionCases: [ConditionCase] = [
    ConditionCase(condition: "os(iOS)", values: [true, false, false, false]),
    ConditionCase(condition: "os(xrOS) || os(OSX)", values: [false, false, true, true]),
    ConditionCase(condition: "!os(watchOS) && !os(tvOS)", values: [true, false, true, true]),
    ConditionCase(condition: "os(Linux)", values: [false, false, false, false]),
    ConditionCase(condition: "targetEnvironment(macCatalyst)", values: [false, false, false, false]),
    ConditionCase(condition: "targetEnvironment(simulator)", values: [false, false, false, false]),
    ConditionCase(condition: "canImport(UIKit)", values: [true, true, false, true]),
    ConditionCase(condition: "canImport(AppKit)", values: [false, false, true, false]),
    ConditionCase(condition: "canImport(WatchKit)", values: [false, true, false, false]),
    ConditionCase(condition: "canImport(ActivityKit)", values: [true, false, false, false]),
    ConditionCase(condition: "canImport(SomePackage.Module, _version: 2)", values: [true, true, true, true]),
    ConditionCase(condition: "swift(>=5.9) && compiler(>=6.0)", values: [true, true, true, true]),
    ConditionCase(condition: "swift(<5.0)", values: [false, false, false, false]),
    ConditionCase(condition: "arch(arm64) || arch(x86_64)", values: [true, true, true, true]),
    ConditionCase(condition: "DEBUG", values: [false, false, false, false]),
    ConditionCase(condition: "!DEBUG", values: [true, true, true, true]),
    ConditionCase(condition: "true && (false || !(false))", values: [true, true, true, true]),
    ConditionCase(condition: "(os(iOS) || os(macOS)) && !DEBUG", values: [true, false, true, false]),
    ConditionCase(condition: "os(iOS) &&", values: [nil, nil, nil, nil]),
    ConditionCase(condition: "madeUp(iOS)", values: [nil, nil, nil, nil]),
    ConditionCase(condition: "(os(iOS)", values: [nil, nil, nil, nil]),
    ConditionCase(condition: "", values: [nil, nil, nil, nil]),
  ]

  @Test("evaluates conditions", arguments: conditionCases)
  func conditions(_ test: ConditionCase) {
    let tokens = SwiftScanner.tokens(of: test.condition).tokens
    let values = SwiftImportOptions.Platform.allCases.map { CompilationConditions(platform: $0).evaluate(tokens) }
    #expect(values == test.values)
  }

  @Test("keeps lines and columns, and reports unterminated and stray directives")
  func malformed() throws {
    let text = """
      #if os(watchOS)
      let a = "{"
      #endif
      #endif
      struct P: AppShortcutsProvider {
        #if os(iOS)
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: LogWater(), phrases: ["Log water in \\(.applicationName)"])
        }
      """
    let file = SwiftSourceFile(path: "t.swift", text: text)
    #expect(
      file.problems.map(\.description).sorted() == [
        "t.swift:4:1: warning: '#endif' without '#if'; ignored",
        "t.swift:5:32: warning: unclosed '{'",
        "t.swift:6:3: warning: unterminated '#if'; the code after it is read as if it were active",
      ])
    let shortcut = try #require(file.tokens.lastIndex { $0.isIdentifier("AppShortcut") })
    #expect(file.location(shortcut).description == "t.swift:8:5")
    let deep = "#if " + String(repeating: "(", count: 500) + "true" + String(repeating: ")", count: 500) + "\n#endif"
    #expect(SwiftSourceFile(path: "d.swift", text: deep).problems.count == 1)
  }

  @Test("an inactive branch with unbalanced code does not unbalance the file")
  func unbalancedInactive() throws {
    let text = #"""
      struct P: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: LogWater(), phrases: [
            "Log water in \(.applicationName)",
      #if os(watchOS)
          ])
          AppShortcut(intent: Other(), phrases: [
      #endif
            "Drink in \(.applicationName)",
          ])
        }
      }
      struct LogWater: AppIntent {}
      """#
    let result = SwiftImporter.importApp(sources: [("P.swift", text)], appName: "Hydrate")
    let manifest = try #require(result.manifests.first)
    #expect(manifest.intents.map(\.id) == ["LogWater"])
    #expect(manifest.intents[0].phrases.map(\.template) == ["Log water in {applicationName}", "Drink in {applicationName}"])
    #expect(!result.diagnostics.contains { $0.message.text.contains("unbalanced") })
  }
}
