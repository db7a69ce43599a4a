import DataFormats
import PhraseGrammar
import Router

/// What the builds of the other platforms declare that the chosen platform's does not: App
/// Shortcuts and providers that only `#if` branches for other platforms have.
struct PlatformBranches: Sendable {
  /// A note for each intent whose App Shortcuts only other platforms' builds have, naming the `--platform` to pass.
  var notes: [Diagnostic] = []
  /// When the chosen build has no provider and another has: which, and the `--platform` to pass; else empty.
  var providerHint = ""

  /// Reads the sources for every other platform, when they have `#if` directives.
  ///
  /// - Parameters:
  ///   - sources: Each Swift file's path and text.
  ///   - platform: The platform the import reads.
  ///   - read: What the chosen platform's build declares.
  init(
    sources: [(path: String, text: String)], platform: SwiftImportOptions.Platform, read: AppShortcutDeclarations
  ) {
    guard sources.contains(where: { $0.text.contains("#if") }) else { return }
    let intents = Set(read.shortcuts.map(\.intentType))
    var missing: [(intent: String, location: FileLocation, platforms: [SwiftImportOptions.Platform])] = []
    var providers: [(name: String, platform: SwiftImportOptions.Platform)] = []
    for other in SwiftImportOptions.Platform.allCases where other != platform {
      let conditions = CompilationConditions(platform: other)
      let files = sources.map { SwiftSourceFile(path: $0.path, text: $0.text, conditions: conditions) }
      let declarations = SwiftDeclarationReader.read(files)
      if read.providers.isEmpty, let provider = declarations.providers.first {
        providers.append((provider.name, other))
      }
      for shortcut in declarations.shortcuts where !intents.contains(shortcut.intentType) {
        if let index = missing.firstIndex(where: { $0.intent == shortcut.intentType }) {
          if !missing[index].platforms.contains(other) { missing[index].platforms.append(other) }
        } else {
          missing.append((shortcut.intentType, shortcut.location, [other]))
        }
      }
    }
    let current = CompilationConditions(platform: platform).systemName
    for (intent, location, platforms) in missing {
      notes.append(
        Diagnostic(
          .note,
          "the App Shortcut for intent '\(intent)' is only in '#if' branches for \(Self.names(platforms)), not "
            + "\(current); pass --platform \(platforms[0].rawValue) to import it",
          at: location))
    }
    if let first = providers.first {
      providerHint =
        " for \(current); '\(first.name)' is declared only for \(Self.names(providers.map(\.platform))) "
        + "(pass --platform \(first.platform.rawValue))"
    }
  }

  /// `watchOS and macOS`.
  static func names(_ platforms: [SwiftImportOptions.Platform]) -> String {
    let names = platforms.map { CompilationConditions(platform: $0).systemName }
    return names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
  }
}

extension SwiftImportOptions {
  /// A platform whose build `route-eval import swift` reads: which `#if` branches are active.
  public enum Platform: String, CaseIterable, Hashable, Sendable {
    /// iOS and iPadOS (`--platform ios`).
    case iOS = "ios"
    /// watchOS (`--platform watchos`).
    case watchOS = "watchos"
    /// macOS (`--platform macos`).
    case macOS = "macos"
    /// visionOS (`--platform visionos`).
    case visionOS = "visionos"
  }
}
