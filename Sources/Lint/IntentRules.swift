import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// A declared parameter that no phrase of its intent names in a slot and no phrase fixes with `sets` (warning).
///
/// Slots inside rules count, and for a keyword intent its vocabularies' slots and the parameters
/// named like its vocabularies. A phrase with syntax errors is searched for `{name}` as written.
enum UnusedParameter: LintRule {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (app, intent) in context.intents {
      var used = Set<String>()
      for template in intent.phrases {
        if let syntax = template.syntax {
          var collector = SlotNameCollector(rules: app.rules, names: used)
          collector.walk(syntax.nodes)
          used = collector.names
        } else {
          used.formUnion(writtenSlots(template.text))
        }
        used.formUnion(template.phrase.sets.map(\.name))
      }
      // A keyword intent's vocabularies use the parameters named like them and their slots.
      if let keywords = intent.intent.keywords {
        let names = Set(keywords.names.map(\.text))
        used.formUnion(names)
        for (index, vocabulary) in app.manifest.vocabularies.enumerated() where names.contains(vocabulary.name) {
          for parsed in app.parsed.vocabularies[index] {
            guard let syntax = parsed.syntax else { continue }
            var collector = SlotNameCollector(rules: app.rules, names: used)
            collector.walk(syntax.nodes)
            used = collector.names
          }
        }
      }
      // Siri asks for a required parameter no phrase gives, so under Apple's rules it needs no phrase.
      for parameter in intent.intent.parameters
      where !used.contains(parameter.name) && !(context.options.apple && parameter.isRequired) {
        findings.append(
          finding(
            .warning, .unusedParameter(parameter.name, intent.id),
            in: app, at: parameterPath(parameter.name, of: intent, in: app)))
      }
    }
    return findings
  }

  /// Where a parameter is declared: the first element of the intent's `parameters` with that name.
  static func parameterPath(_ name: String, of intent: LintIntent, in app: LintApp) -> JSONPath {
    guard let path = intent.path else { return JSONPath() }
    let list = path.appending(key: "parameters")
    let elements = app.root?.node(at: list)?.value.arrayValue ?? []
    guard let index = elements.firstIndex(where: { $0.value.objectValue?["name"]?.value.stringValue == name }) else {
      return path
    }
    return list.appending(index: index)
  }

  /// The names written between `{` (or `${`) and `}` in a template that does not parse.
  private static func writtenSlots(_ text: String) -> [String] {
    var names: [String] = []
    var current: String?
    for character in text {
      if character == "{" {
        current = ""
      } else if character == "}", let name = current {
        names.append(name.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        current = nil
      } else if current != nil {
        current?.append(character)
      }
    }
    return names
  }
}

/// An intent with no phrases and no keywords that does not answer questions (error): `"phrases": []`
/// loads, but no utterance can ever reach the intent.
///
/// Its negative phrases, if any, still veto the app; only phrases route to it.
enum IntentWithoutPhrases: LintRule {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (app, intent) in context.intents
    where intent.phrases.isEmpty && intent.intent.keywords == nil && !intent.intent.answersQuestions {
      let path = intent.path.map { $0.appending(key: "phrases") } ?? JSONPath()
      findings.append(
        finding(.error, .intentWithoutPhrases(intent.id), in: app, at: path))
    }
    return findings
  }
}

/// The same template twice in one intent's phrases or negative phrases, white space aside (warning).
enum DuplicatePhrase: LintRule {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (_, intent) in context.intents {
      for (list, kind) in [(intent.phrases, "phrase"), (intent.negativePhrases, "negative phrase")] {
        var first: [String: LintTemplate] = [:]
        for template in list {
          if let earlier = first[template.normalizedText] {
            findings.append(
              finding(.warning, .duplicatePhrase(kind, template.text, intent.id, first: earlier), at: template))
          } else {
            first[template.normalizedText] = template
          }
        }
      }
    }
    return findings
  }
}

/// A template that can never be the one an utterance routes to (warning).
///
/// The check is sound but incomplete. It reports a template when an earlier
/// template of the same intent accepts every symbol sequence it accepts with
/// the same symbol at each step (the same word, or a slot of the same kind for
/// the same parameter): then every match of the later template has a match of
/// the earlier one with the same rank, and among equals the phrase declared
/// first wins. So `log water` after `(log | add) water` is reported. Not
/// detected: templates covered by several earlier ones together, by a template
/// of another intent that ranks higher, or through different symbols (a
/// lexicon entry for a literal word). Textual duplicates are left to
/// ``DuplicatePhrase``.
enum UnreachableTemplate: LintRule {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (_, intent) in context.intents {
      for (index, template) in intent.phrases.enumerated() {
        guard let automaton = template.automaton else { continue }
        let earlier = intent.phrases[..<index]
        guard !earlier.contains(where: { $0.normalizedText == template.normalizedText }) else { continue }
        guard
          let covering = earlier.first(where: { candidate in
            candidate.automaton.flatMap {
              automaton.isSubsumed(by: $0, budget: context.options.inclusionStateBudget)
            } == true
          })
        else { continue }
        findings.append(
          finding(.warning, .unreachableTemplate(template.text, coveredBy: covering), at: template))
      }
    }
    return findings
  }
}

/// A template made only of slots, which matches almost any utterance (warning; error when it can be only free text).
///
/// `{title}`, `{a} {b}` (free text) are errors: with no app name and no
/// word they take any utterance at all. `{applicationName} {text}` or
/// `{duration}` are warnings: they take anything their slots read. A path
/// through optional words counts: `[please] {title}` is only free text when
/// "please" is left out. Negative phrases are checked too: one of these
/// blocks its app for almost everything.
enum SwallowsEverything: LintRule {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (_, intent) in context.intents {
      for template in intent.phrases + intent.negativePhrases {
        guard let automaton = template.automaton else { continue }
        let subject = template.isNegative ? "negative phrase" : "template"
        let effect = template.isNegative ? "blocks its app for" : "matches"
        if automaton.hasPath(through: { Self.isFreeText(automaton.symbols[$0]) }) {
          findings.append(
            finding(.error, .onlyFreeText(subject, template.text, effect), at: template))
        } else if automaton.hasPath(through: { Self.isValue(automaton.symbols[$0]) }) {
          findings.append(
            finding(.warning, .noLiteralWords(subject, template.text, effect), at: template))
        }
      }
    }
    return findings
  }

  private static func isFreeText(_ symbol: GrammarSymbol) -> Bool {
    symbol == .value(.text) || symbol == .value(.list(.text))
  }

  private static func isValue(_ symbol: GrammarSymbol) -> Bool {
    if case .value = symbol { return true }
    return false
  }
}

extension Diagnostic.Message {
  fileprivate static func unusedParameter(_ name: String, _ intent: String) -> Self {
    Self(
      id: UnusedParameter.id,
      "parameter '\(name)' is not used by any phrase of intent '\(intent)' and no phrase sets it")
  }

  fileprivate static func intentWithoutPhrases(_ intent: String) -> Self {
    Self(id: IntentWithoutPhrases.id, "intent '\(intent)' has no phrases, so no utterance can reach it")
  }

  fileprivate static func duplicatePhrase(_ kind: String, _ phrase: String, _ intent: String, first: LintTemplate)
    -> Self
  {
    Self(
      id: DuplicatePhrase.id,
      "\(kind) '\(phrase)' is declared twice in intent '\(intent)'; first on line \(first.location?.line ?? 1)")
  }

  fileprivate static func unreachableTemplate(_ template: String, coveredBy covering: LintTemplate) -> Self {
    Self(
      id: UnreachableTemplate.id,
      "template '\(template)' can never win: the earlier template '\(covering.text)' on line "
        + "\(covering.location?.line ?? 1) accepts every utterance it does with the same rank")
  }

  fileprivate static func onlyFreeText(_ subject: String, _ template: String, _ effect: String) -> Self {
    Self(id: SwallowsEverything.id, "\(subject) '\(template)' is only free text and \(effect) any utterance")
  }

  fileprivate static func noLiteralWords(_ subject: String, _ template: String, _ effect: String) -> Self {
    Self(
      id: SwallowsEverything.id,
      "\(subject) '\(template)' has no literal words and \(effect) anything its slots accept")
  }
}
