import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// A parameter in a phrase whose enum has no cases or whose entity lists no values (warning, `--apple`).
///
/// Source: `apple-rules.md` §2 items 13 and 14 and §8 ("An entity slot matches
/// the titles and synonyms of the currently suggested entities, which must be
/// refreshed explicitly"). Apple makes one phrase per enum case and per
/// entity value: an AppEnum's cases are known when the app is built, but an
/// AppEntity's values are whatever its query's `suggestedEntities()` returns
/// once the app has called `updateAppShortcutParameters()`. A manifest whose
/// entity lists no values (as the importer writes them) cannot match the
/// phrase at all, so lint says which values to list. Reported at the
/// parameter's first slot in each intent's first phrase that uses it.
enum AppleParameterValues: LintRule {
  static let requiresApple = true

  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (app, intent) in context.intents {
      var reported = Set<String>()
      for template in intent.phrases {
        for name in AppleSlots.parameters(of: template, in: intent) where !reported.contains(name) {
          guard let parameter = intent.intent.parameters.first(where: { $0.name == name }) else { continue }
          let message: Diagnostic.Message
          switch parameter.type {
          case .entity(let entity):
            guard app.manifest.entities.first(where: { $0.name == entity })?.value.values.isEmpty == true else {
              continue
            }
            message = .entityWithoutValues(entity, parameter: name)
          case .enumeration(let enumeration):
            guard app.manifest.enums.first(where: { $0.name == enumeration })?.value.cases.isEmpty == true else {
              continue
            }
            message = .enumWithoutCases(enumeration, parameter: name)
          default:
            continue
          }
          reported.insert(name)
          findings.append(
            finding(.warning, message, at: template, offset: AppleSlots.offset(of: name, in: template, app) ?? 0))
        }
      }
    }
    return findings
  }
}

/// Where the Apple rules find parameter slots in a template.
enum AppleSlots {
  /// The names of the parameters a template's slots fill, in the order of their first slot.
  static func parameters(of template: LintTemplate, in intent: LintIntent) -> [String] {
    guard let automaton = template.automaton else { return [] }
    var names: [String] = []
    for slot in automaton.parameters where intent.parameters.indices.contains(slot) {
      let name = intent.parameters[slot].name
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The character offset of the first slot with a name, or of the rule reference that holds it.
  static func offset(of name: String, in template: LintTemplate, _ app: LintApp) -> Int? {
    guard let syntax = template.syntax else { return nil }
    var search = EarliestSlot(name: name, rules: app.rules)
    search.walk(syntax.nodes)
    return search.best
  }

  /// Finds the smallest offset of a slot with a name, or of a rule reference whose rule holds one.
  private struct EarliestSlot: TemplateWalker {
    let name: String
    let rules: [String: Template]
    var best: Int?

    mutating func visitSlot(_ slot: String, range: SourceRange) -> TemplateWalkAction {
      if slot == name { best = min(best ?? .max, range.lowerBound.characterOffset) }
      return .visitChildren
    }

    mutating func visitRule(_ rule: String, range: SourceRange) -> TemplateWalkAction {
      if let body = rules[rule], SlotNameCollector.contains(name, in: body.nodes, rules: rules, skipping: [rule]) {
        best = min(best ?? .max, range.lowerBound.characterOffset)
      }
      return .skipChildren
    }
  }
}

extension Diagnostic.Message {
  fileprivate static func entityWithoutValues(_ entity: String, parameter name: String) -> Self {
    Self(
      id: AppleParameterValues.id,
      "entity '\(entity)' of parameter '\(name)' lists no values, so '{\(name)}' matches nothing here; "
        + "Apple makes these phrases from the values the app's query suggests (suggestedEntities()) after it "
        + "calls updateAppShortcutParameters(), so list the values the app will suggest")
  }

  fileprivate static func enumWithoutCases(_ enumeration: String, parameter name: String) -> Self {
    Self(
      id: AppleParameterValues.id,
      "enum '\(enumeration)' of parameter '\(name)' has no cases, so phrases with '{\(name)}' expand to "
        + "none; Apple makes one phrase per case")
  }
}
