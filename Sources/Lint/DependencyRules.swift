import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// A phrase whose every reading breaks a dependency between its values (warning): each value of an
/// entity slot `requires` another parameter to be one of some values, and none of them is a value
/// the phrase can give that parameter (its slot's values, or the one its `sets` fixes).
///
/// The router rejects a reading that breaks a dependency, so such a phrase never routes.
/// A parameter the phrase leaves unset breaks nothing: the app asks for it later.
enum BrokenDependency: LintRule {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (app, intent) in context.intents {
      let manifest = app.manifest
      guard Self.hasDependencies(intent.intent, manifest) else { continue }
      for template in intent.phrases {
        guard let syntax = template.syntax else { continue }
        var collector = SlotNameCollector(rules: app.rules)
        collector.walk(syntax.nodes)
        if let broken = brokenPair(slots: collector.names, sets: template.phrase.sets, intent.intent, manifest) {
          findings.append(finding(.warning, .brokenDependency(broken.parameter, broken.other), at: template))
        }
      }
    }
    return findings
  }

  /// Whether a value of an entity parameter of the intent requires anything.
  static func hasDependencies(_ intent: Intent, _ manifest: Manifest) -> Bool {
    intent.parameters.contains { !values(of: $0, manifest).allSatisfy(\.requires.isEmpty) }
  }

  /// The values an enum or entity parameter may have; empty for other types.
  static func values(of parameter: Parameter, _ manifest: Manifest) -> [LexiconValue] {
    switch parameter.type {
    case .entity(let name): manifest.entities.first { $0.name == name }?.value.values ?? []
    case .enumeration(let name): manifest.enums.first { $0.name == name }?.value.cases ?? []
    default: []
    }
  }

  /// The first parameter of a phrase whose every possible value breaks a dependency on another it
  /// gives, with that other.
  static func brokenPair(
    slots: Set<String>, sets: [(name: String, value: FixedValue?)], _ intent: Intent, _ manifest: Manifest
  ) -> (parameter: String, other: String)? {
    /// The ids a parameter may have in the phrase; nil when it is unset or not an id.
    func possible(_ name: String) -> [String]? {
      if let fixed = sets.first(where: { $0.name == name }) {
        if case .string(let id)? = fixed.value { return [id] }
        return nil
      }
      guard slots.contains(name), let parameter = intent.parameters.first(where: { $0.name == name }) else {
        return nil
      }
      let ids = values(of: parameter, manifest).map(\.id)
      return ids.isEmpty ? nil : ids
    }
    for parameter in intent.parameters {
      guard let given = possible(parameter.name) else { continue }
      let candidates = values(of: parameter, manifest).filter { given.contains($0.id) }
      let others = Set(candidates.flatMap { $0.requires.map(\.parameter) })
      for other in others.sorted() {
        guard let allowed = possible(other) else { continue }
        let keeps = candidates.contains { value in
          guard let requirement = value.requires.first(where: { $0.parameter == other }) else { return true }
          return requirement.values.contains(where: allowed.contains)
        }
        if !keeps { return (parameter.name, other) }
      }
    }
    return nil
  }
}

/// A value's `requires` that names a value the other parameter cannot have (warning): not a
/// value of its enum or entity, so the dependency can never be met through it.
enum UnknownDependencyValue: LintRule {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for app in context.apps {
      let manifest = app.manifest
      for (entityIndex, (name, type)) in manifest.entities.enumerated() {
        // The parameters each intent reading the type requires, with the ids they may have.
        let readers = manifest.intents.filter { intent in
          intent.parameters.contains { if case .entity(name) = $0.type { true } else { false } }
        }
        for (valueIndex, value) in type.values.enumerated() {
          for requirement in value.requires {
            let known = Set(
              readers.flatMap { intent in
                intent.parameters.filter { $0.name == requirement.parameter }.flatMap {
                  BrokenDependency.values(of: $0, manifest).map(\.id)
                }
              })
            guard !known.isEmpty else { continue }
            for id in requirement.values where !known.contains(id) {
              let path = JSONPath().appending(key: "entities").appending(key: manifest.entities[entityIndex].name)
                .appending(key: "values").appending(index: valueIndex).appending(key: "requires")
                .appending(key: requirement.parameter)
              findings.append(
                finding(
                  .warning,
                  .unknownDependencyValue(value.id, requirement.parameter, id, closestName(to: id, among: known.sorted())),
                  in: app, at: path))
            }
          }
        }
      }
    }
    return findings
  }
}

extension Diagnostic.Message {
  fileprivate static func brokenDependency(_ parameter: String, _ other: String) -> Self {
    Self(
      id: BrokenDependency.id,
      "every value of '\(parameter)' this phrase can give requires a value of '\(other)' it cannot give, "
        + "so the router rejects every reading")
  }

  fileprivate static func unknownDependencyValue(_ value: String, _ parameter: String, _ id: String, _ close: String?)
    -> Self
  {
    Self(
      id: UnknownDependencyValue.id,
      "value '\(value)' requires '\(parameter)' to be '\(id)', which is not a value '\(parameter)' can have"
        + Diagnostic.Message.didYouMean(close))
  }
}
