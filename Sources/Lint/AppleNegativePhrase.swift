import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// A negative phrase that Apple cannot take as written, or that vetoes one of the app's own phrases (warning,
/// `--apple`).
///
/// Source: `apple-rules.md` §4 item 24 and §8 ("Negative phrases veto the
/// app"): `negativePhrases` is one app-level list of `NegativeAppShortcutPhrase`
/// strings, "added to the app-level negative training set… used to completely
/// bypass your app". So:
/// - a negative phrase is plain text: one with `{applicationName}` or a
///   parameter slot has no Apple equivalent;
/// - wherever the manifest declares it, it applies to the whole app (the
///   router applies every intent's negative phrases to the whole app too), so
///   one that accepts an utterance a phrase of the app accepts vetoes that
///   phrase, whatever intent it belongs to. The shortest such utterance is
///   given, once per negative phrase and intent.
enum AppleNegativePhrase: LintRule {
  static let requiresApple = true

  static func check(_ context: LintContext) -> [Diagnostic] {
    var search = OverlapSearch(tokens: context.tokens, budget: context.options.overlapStateBudget)
    var findings: [Diagnostic] = []
    for app in context.apps {
      let graphs = OverlapReport.graphs(of: app, keepsApplicationName: true)
      for owner in app.intents {
        for negative in owner.negativePhrases {
          guard let automaton = negative.automaton else { continue }
          var slots: [String] = []
          if automaton.symbols.contains(where: \.readsApplicationName) { slots.append("'{applicationName}'") }
          for name in AppleSlots.parameters(of: negative, in: owner) { slots.append("'{\(name)}'") }
          if !slots.isEmpty {
            findings.append(
              finding(.warning, .slotsInNegativePhrase(negative.text, slots), at: negative))
          }
          let graph = PhraseGraph(
            automaton, parameters: owner.parameters, lexicons: app.lexiconPhrases, keepsApplicationName: true)
          for (index, intent) in app.intents.enumerated() {
            var best: (witness: OverlapSearch.Witness, template: LintTemplate)?
            for (phrase, other) in zip(intent.phrases, graphs[index]) {
              guard let other else { continue }
              if case .overlap(let witness) = search.search(
                graph, other, names: app.nameTokens, spokenName: app.name, bound: best?.witness.cost ?? .max)
              {
                best = (witness, phrase)
              }
            }
            guard let best else { continue }
            findings.append(
              finding(
                .warning,
                .vetoesOwnPhrase(
                  negative.text, of: owner.id, accepts: best.witness.text, takenBy: intent.id, best.template),
                at: negative))
          }
        }
      }
    }
    return findings
  }
}

extension Diagnostic.Message {
  fileprivate static func slotsInNegativePhrase(_ phrase: String, _ slots: [String]) -> Self {
    Self(
      id: AppleNegativePhrase.id,
      "negative phrase '\(phrase)' has " + OverlapReport.list(slots)
        + "; Apple's negative phrases (NegativeAppShortcutPhrase) are plain text")
  }

  fileprivate static func vetoesOwnPhrase(
    _ phrase: String, of owner: String, accepts witness: String, takenBy intent: String, _ template: LintTemplate
  ) -> Self {
    Self(
      id: AppleNegativePhrase.id,
      "negative phrase '\(phrase)' of intent '\(owner)' also accepts '\(witness)', which intent '\(intent)' takes "
        + "(template '\(template.text)' on line \(template.location?.line ?? 1)); negative phrases apply to the "
        + "whole app, so it vetoes it")
  }
}
