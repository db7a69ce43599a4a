import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// An intent whose every phrase has an entity parameter, so its App Shortcut is invisible until the app runs (warning,
/// `--apple`).
///
/// Source: `apple-rules.md` §2 item 14: "Parameterized phrases do not exist
/// until the app has launched and made this call [`updateAppShortcutParameters()`].
/// An App Shortcut with no non-parameterized phrase stays invisible until
/// then" (WWDC22 10170; WWDC23 10102), and `developer-problems.md` §6. Enum
/// parameters do not count: their cases are known when the app is built.
/// Reported at the intent's first phrase; a note, not a warning, when the app
/// is known to call `updateAppShortcutParameters()` (an importer found the
/// call and wrote it in the manifest's `source`), since the phrases then
/// appear once the app has run.
enum AppleParameterizedOnly: LintRule {
  static let requiresApple = true

  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (app, intent) in context.intents {
      guard let first = intent.phrases.first, intent.phrases.allSatisfy({ $0.automaton != nil }) else { continue }
      var entities: [String] = []
      let everyPhrase = intent.phrases.allSatisfy { template in
        let names = AppleSlots.parameters(of: template, in: intent).filter { name in
          guard case .entity? = intent.intent.parameters.first(where: { $0.name == name })?.type else { return false }
          return true
        }
        for name in names where !entities.contains(name) { entities.append(name) }
        return !names.isEmpty
      }
      guard everyPhrase else { continue }
      if let call = app.manifest.updatesAppShortcutParameters {
        findings.append(finding(.note, .parameterizedUntilUpdated(intent.id, entities, call: call), at: first))
      } else {
        findings.append(finding(.warning, .onlyParameterizedPhrases(intent.id, entities), at: first))
      }
    }
    return findings
  }
}

extension Diagnostic.Message {
  fileprivate static func onlyParameterizedPhrases(_ intent: String, _ entities: [String]) -> Self {
    Self(
      id: AppleParameterizedOnly.id,
      "every phrase of intent '\(intent)' has entity parameter " + OverlapReport.list(entities.map { "'\($0)'" })
        + "; Apple creates such phrases only after the app has launched and called "
        + "updateAppShortcutParameters(), so this App Shortcut is invisible until then; add a phrase without it")
  }

  fileprivate static func parameterizedUntilUpdated(_ intent: String, _ entities: [String], call: String) -> Self {
    Self(
      id: AppleParameterizedOnly.id,
      "every phrase of intent '\(intent)' has entity parameter " + OverlapReport.list(entities.map { "'\($0)'" })
        + "; the app calls updateAppShortcutParameters() (\(call)), so this App Shortcut appears once that has run, "
        + "not right after install; a phrase without it would be there at once")
  }
}
