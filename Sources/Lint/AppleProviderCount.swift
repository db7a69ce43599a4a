import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// An app whose manifest records more than one `AppShortcutsProvider` (warning, `--apple`).
///
/// Source: `apple-rules.md` §4 item 22: "each app can have at most one
/// `AppShortcutsProvider`" (WWDC23 10102 notes); `developer-problems.md` §15
/// (UpCoach declares four, Goals AI one twice). The importers record the
/// providers they found in the manifest's `source.providers`; a hand-written
/// manifest has none and is not checked. Reported at the second provider.
enum AppleProviderCount: LintRule {
  static let requiresApple = true

  static func check(_ context: LintContext) -> [Diagnostic] {
    context.apps.compactMap { app in
      let path = JSONPath([.key("source"), .key("providers")])
      guard let providers = app.root?.node(at: path)?.value.arrayValue, providers.count > 1 else { return nil }
      let names = providers.map { provider in
        provider.value.objectValue?["name"]?.value.stringValue ?? provider.value.stringValue ?? "?"
      }
      return finding(.warning, .providerCount(app.name, names), in: app, at: path.appending(index: 1))
    }
  }
}

extension Diagnostic.Message {
  fileprivate static func providerCount(_ app: String, _ names: [String]) -> Self {
    Self(
      id: AppleProviderCount.id,
      "app '\(app)' has \(names.count) AppShortcutsProvider declarations ("
        + OverlapReport.list(names.map { "'\($0)'" }) + "); Apple allows one per app")
  }
}
