import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// Every phrase names the app exactly once: one `{applicationName}` on every way of saying it (error, `--apple`).
///
/// Source: `apple-rules.md` §1 items 3 and 4. Apple's build validator stops
/// with "Every App Shortcut utterance should have one '${applicationName}' in
/// it" (rule `invalidUtteranceAppName`), and no source shows a phrase with two.
/// An optional `[in {applicationName}]` counts as missing, since the phrase
/// said without it is an App Shortcut phrase with no app name.
enum AppleApplicationName: LintRule {
  static let requiresApple = true

  static func check(_ context: LintContext) -> [Diagnostic] {
    context.phrases.compactMap { _, _, template in
      guard let automaton = template.automaton,
        let range = automaton.countRange(of: { automaton.symbols[$0].readsApplicationName })
      else { return nil }
      let problem: String
      if range.max == 0 {
        problem = "has no '{applicationName}'"
      } else if range.min == 0 {
        problem = "can be said without '{applicationName}'"
      } else if range.max > 1 {
        problem = "can name the app \(range.max) times"
      } else {
        return nil
      }
      return finding(.error, .applicationNameCount(template.text, problem), at: template)
    }
  }
}

/// At most one parameter slot on any way of saying a phrase (error, `--apple`).
///
/// Source: `apple-rules.md` §2 item 12. An Apple engineer: "you include your
/// app name, and optionally one additional parameter"; the validator's
/// `invalidUtteranceMultipleParams`: "A single phrase can only use a single parameter."
enum AppleParameterCount: LintRule {
  static let requiresApple = true

  static func check(_ context: LintContext) -> [Diagnostic] {
    context.phrases.compactMap { _, intent, template in
      guard let automaton = template.automaton,
        let path = automaton.pathWithMost({ automaton.parameters[$0] >= 0 })
      else { return nil }
      let slots = path.map { automaton.parameters[$0] }.filter { intent.parameters.indices.contains($0) }
      guard slots.count > 1 else { return nil }
      var names: [String] = []
      for slot in slots where !names.contains(intent.parameters[slot].name) {
        names.append(intent.parameters[slot].name)
      }
      return finding(.error, .parameterCount(template.text, slots: slots.count, names), at: template)
    }
  }
}

/// A parameter in a phrase must be an enum or an entity (error, `--apple`).
///
/// Source: `apple-rules.md` §2 items 10 and 11: "AppEntity and AppEnum are the
/// only allowed types", since Siri must know the values ahead of time; free
/// text, numbers and dates are asked for in a follow-up prompt instead. A list
/// is not allowed either. Reported at the parameter's first slot in the phrase.
enum AppleParameterType: LintRule {
  static let requiresApple = true

  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (app, intent, template) in context.phrases {
      guard let automaton = template.automaton else { continue }
      var reported = Set<Int>()
      for slot in automaton.parameters where slot >= 0 && reported.insert(slot).inserted {
        guard intent.parameters.indices.contains(slot) else { continue }
        let name = intent.parameters[slot].name
        guard let parameter = intent.intent.parameters.first(where: { $0.name == name }) else { continue }
        let kind: String
        switch parameter.type {
        case .enumeration, .entity:
          guard parameter.isList else { continue }
          kind = "a list"
        case .integer, .ordinal: kind = parameter.isList ? "a list" : "an integer"
        default: kind = parameter.isList ? "a list" : "a \(parameter.type.name)"
        }
        let offset = template.syntax.flatMap {
          FirstSlotSearch.offset(of: name, in: $0.nodes, rules: app.rules)
        }
        findings.append(finding(.error, .parameterType(name, kind), at: template, offset: offset ?? 0))
      }
    }
    return findings
  }
}

/// At most 10 intents with phrases (App Shortcuts) per app (error, `--apple`).
///
/// Source: `apple-rules.md` §4 item 20: "in total, your app can have a maximum
/// of 10 app shortcuts" (WWDC22 10170). Reported at the eleventh intent that has phrases.
enum AppleShortcutCount: LintRule {
  static let requiresApple = true
  static let limit = 10

  static func check(_ context: LintContext) -> [Diagnostic] {
    context.apps.compactMap { app in
      let shortcuts = app.intents.filter { !$0.intent.phrases.isEmpty }
      guard shortcuts.count > limit else { return nil }
      return finding(
        .error, .shortcutCount(app.name, shortcuts.count), in: app, at: shortcuts[limit].path ?? JSONPath())
    }
  }
}

/// At most about 1,000 phrases per app once every way of saying each phrase is
/// spelled out, each enum case and entity value counting as a variant (warning, `--apple`).
///
/// Source: `apple-rules.md` §4 item 21 ("max 1k trigger phrases. All parameter
/// combinations", WWDC23 10102) and §2 item 13 (each parameter value is a
/// phrase variant). Alternatives, optional parts and glued word forms multiply
/// too, since Apple takes each phrase as written. Reported at the app's name.
enum ApplePhraseCount: LintRule {
  static let requiresApple = true
  static let limit = 1_000

  static func check(_ context: LintContext) -> [Diagnostic] {
    context.apps.compactMap { app in
      var total = 0
      for intent in app.intents {
        for template in intent.phrases {
          guard let automaton = template.automaton,
            let count = automaton.pathCount(weight: { variants(at: $0, of: automaton, intent, app) })
          else { continue }
          total = total > Int.max - count ? Int.max : total + count
        }
      }
      guard total > limit else { return nil }
      return finding(.warning, .phraseCount(app.name, total), in: app, at: JSONPath([.key("app")]))
    }
  }

  /// The number of ways to say a position: the entries of its enum or entity, else one.
  private static func variants(at position: Int, of automaton: TemplateAutomaton, _ intent: LintIntent, _ app: LintApp)
    -> Int
  {
    let slot = automaton.parameters[position]
    guard intent.parameters.indices.contains(slot) else { return 1 }
    var type = intent.parameters[slot].type
    if case .list(let element, _) = type { type = element }
    switch type {
    case .lexicon(let lexicon): return app.lexiconEntryCounts[lexicon] ?? 1
    case .boolean: return GrammarBuilder.booleanPhrases.count
    default: return 1
    }
  }
}

extension Diagnostic.Message {
  fileprivate static func applicationNameCount(_ phrase: String, _ problem: String) -> Self {
    Self(
      id: AppleApplicationName.id,
      "phrase '\(phrase)' \(problem); an App Shortcut phrase needs exactly one '{applicationName}'")
  }

  fileprivate static func parameterCount(_ phrase: String, slots: Int, _ names: [String]) -> Self {
    Self(
      id: AppleParameterCount.id,
      "phrase '\(phrase)' has \(slots) parameter slots (" + OverlapReport.list(names.map { "'\($0)'" })
        + "); an App Shortcut phrase may have at most one")
  }

  fileprivate static func parameterType(_ name: String, _ kind: String) -> Self {
    Self(
      id: AppleParameterType.id,
      "parameter '\(name)' is \(kind); an App Shortcut phrase may use only enum and entity parameters")
  }

  fileprivate static func shortcutCount(_ app: String, _ count: Int) -> Self {
    Self(
      id: AppleShortcutCount.id,
      "app '\(app)' has \(count) intents with phrases; Apple allows at most \(AppleShortcutCount.limit) App "
        + "Shortcuts per app")
  }

  fileprivate static func phraseCount(_ app: String, _ total: Int) -> Self {
    Self(
      id: ApplePhraseCount.id,
      "app '\(app)' has \(grouped(total)) phrases when each enum case and entity value is counted; "
        + "Apple allows about \(grouped(ApplePhraseCount.limit))")
  }
}
