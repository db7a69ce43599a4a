import DataFormats
import PhraseGrammar
import Router

/// The names an imported app is known by.
package struct AppNaming: Hashable, Sendable {
  /// The app's name, as utterances say it.
  package var name: String
  /// Other names of the app.
  package var synonyms: [String]
  /// The locale of the app's phrases.
  package var locale: String

  /// Creates the names of an app.
  ///
  /// - Parameters:
  ///   - name: The app's name.
  ///   - synonyms: Other names of the app.
  ///   - locale: The locale of the app's phrases.
  package init(name: String, synonyms: [String] = [], locale: String = "en") {
    self.name = name
    self.synonyms = synonyms
    self.locale = locale
  }
}

extension Diagnostic {
  /// The id of the finding that one intent's App Shortcuts repeat a phrase.
  package static let duplicateShortcutPhraseID = "DuplicateShortcutPhrase"

  /// A phrase another App Shortcut of the same intent already has (warning).
  static func duplicateShortcutPhrase(_ phrase: PhraseSource, intent: String, first: FileLocation?) -> Self {
    Self(
      .warning,
      Message(
        id: duplicateShortcutPhraseID,
        "phrase \(phrase.text) is already a phrase of another App Shortcut of intent '\(intent)'"
          + (first.map { " (\($0))" } ?? "") + "; one of them is enough"),
      location: Location(file: phrase.location.file, line: phrase.location.line, column: phrase.location.column))
  }
}

/// Turns an app's App Shortcut declarations into a manifest.
///
/// - Each intent type with App Shortcuts is one intent, in the order of its
///   first `AppShortcut`; shortcuts of the same intent type are merged (a
///   phrase already there is not added again), with a warning.
/// - Parameters are the intent's `@Parameter`s, mapped by
///   ``ParameterTypeMapping``; one whose type has no manifest type is left out
///   with a warning, unless a phrase names it, in which case it is imported as
///   an entity with no values (Apple allows only enums and entities there).
/// - Values given to the intent's initializer (`AppShortcut(intent:
///   StartTimer(minutes: 25), …)`) become each of its phrases' `sets`.
/// - The app's negative phrases apply to the whole app (Apple's
///   `negativePhrases`); the manifest format keeps them on an intent, so they
///   go on the first one, and the router applies every intent's negative
///   phrases to the whole app.
/// - Enums list their cases with titles and synonyms. Entities list the values
///   the sources write as literal instances, with a note, since the app's
///   query may suggest others at run time; one with none has no values, with a
///   warning, since an `AppEntity`'s values then come from its query at run time.
enum ManifestBuilder {
  static func build(_ declarations: AppShortcutDeclarations, naming: AppNaming, source: JSONValue?) -> (
    ImportedManifest, [Diagnostic]
  ) {
    var builder = Builder(declarations: declarations)
    builder.manifest.synonyms = naming.synonyms
    builder.manifest.locale = naming.locale
    builder.manifest.source = source
    builder.manifest.app = naming.name
    builder.manifest.origin = declarations.providers.first?.location
    builder.run()
    builder.nameTypes()
    return (builder.manifest, builder.diagnostics)
  }

  private struct Builder {
    let declarations: AppShortcutDeclarations
    var manifest = ImportedManifest(app: "")
    var diagnostics: [Diagnostic]
    /// Enums and entities the manifest uses, in order of first use.
    var usedEnums: [String] = []
    var usedEntities: [(name: String, location: FileLocation)] = []
    /// Parameters left out for their type, per intent: name → (type, declaration).
    var unknownParameters: [String: [(name: String, type: String, location: FileLocation)]] = [:]

    init(declarations: AppShortcutDeclarations) {
      self.declarations = declarations
      diagnostics = declarations.diagnostics
    }

    mutating func run() {
      let providers = declarations.providers
      if providers.count > 1 {
        let names = providers.map { "'\($0.name)' (\($0.location))" }
        diagnostics.append(
          .warning(
            "\(providers.count) AppShortcutsProvider declarations: " + names.joined(separator: ", ")
              + "; Apple allows one per app, so their App Shortcuts are merged into one manifest",
            at: providers[1].location))
      }
      var firstShortcut: [String: FileLocation] = [:]
      for shortcut in declarations.shortcuts {
        let index: Int
        var isRepeat = false
        if let existing = manifest.intents.firstIndex(where: { $0.id == shortcut.intentType }) {
          index = existing
          isRepeat = true
        } else {
          index = manifest.intents.count
          manifest.intents.append(makeIntent(shortcut))
          firstShortcut[shortcut.intentType] = shortcut.location
        }
        let sets = presets(of: shortcut, for: manifest.intents[index])
        var repeated = 0
        for phrase in shortcut.phrases {
          guard var converted = PhraseConversion.template(of: phrase, diagnostics: &diagnostics) else { continue }
          guard resolveSlots(&converted, of: phrase, in: index) else { continue }
          var imported = ImportedPhrase(template: converted.template, sets: sets)
          imported.origin = phrase.location
          if isRepeat,
            let earlier = manifest.intents[index].phrases.first(where: {
              $0.template == imported.template && $0.sets.map(\.name) == imported.sets.map(\.name)
                && $0.sets.map(\.value) == imported.sets.map(\.value)
            })
          {
            repeated += 1
            diagnostics.append(.duplicateShortcutPhrase(phrase, intent: shortcut.intentType, first: earlier.origin))
            continue
          }
          manifest.intents[index].phrases.append(imported)
        }
        if isRepeat {
          let first = firstShortcut[shortcut.intentType].map { " (first at \($0))" } ?? ""
          diagnostics.append(
            .warning(
              "another App Shortcut for intent '\(shortcut.intentType)'\(first); its phrases are merged into one "
                + "intent" + (repeated > 0 ? " (\(repeated) already there left out)" : ""),
              at: shortcut.location))
        }
      }
      for (index, intent) in manifest.intents.enumerated() {
        for unknown in unknownParameters[intent.id] ?? []
        where !manifest.intents[index].parameters.contains(where: { $0.name == unknown.name }) {
          diagnostics.append(
            .warning(
              "parameter '\(unknown.name)' of intent '\(intent.id)' has type '\(unknown.type)', which has no manifest "
                + "type; left out", at: unknown.location))
        }
      }
      addNegativePhrases()
      addEnums()
      addEntities()
    }

    // MARK: Intents and parameters

    mutating func makeIntent(_ shortcut: ShortcutDeclaration) -> ImportedIntent {
      var intent = ImportedIntent(id: shortcut.intentType)
      intent.origin = declarations.intent(named: shortcut.intentType)?.location ?? shortcut.location
      guard let declaration = declarations.intent(named: shortcut.intentType) else {
        intent.title = shortcut.shortTitle
        diagnostics.append(
          .warning(
            "intent '\(shortcut.intentType)' is not declared in the sources read; its parameters are unknown",
            at: shortcut.location))
        return intent
      }
      intent.title = declaration.title ?? shortcut.shortTitle
      for parameter in declaration.parameters {
        if let imported = map(parameter, of: intent.id) { intent.parameters.append(imported) }
      }
      return intent
    }

    mutating func map(_ parameter: ParameterDeclaration, of intent: String) -> ImportedParameter? {
      let scope = declarations.intent(named: intent)?.scope ?? ""
      let enums = Set(declarations.enums.map(\.name))
      let entities = Set(declarations.entities.map(\.name))
      let mapping = ParameterTypeMapping.map(
        parameter.type, defaultUnit: parameter.defaultUnit,
        enumName: { TypeNames.resolve($0, from: scope, among: enums) },
        entityName: { TypeNames.resolve($0, from: scope, among: entities) })
      if let problem = mapping.unitProblem {
        diagnostics.append(.warning("parameter '\(parameter.name)': \(problem)", at: parameter.location))
      }
      var imported: ImportedParameter
      switch mapping.mapped {
      case .integer: imported = ImportedParameter(name: parameter.name, type: "integer")
      case .decimal: imported = ImportedParameter(name: parameter.name, type: "decimal")
      case .boolean: imported = ImportedParameter(name: parameter.name, type: "boolean")
      case .string: imported = ImportedParameter(name: parameter.name, type: "string")
      case .date: imported = ImportedParameter(name: parameter.name, type: "date")
      case .duration: imported = ImportedParameter(name: parameter.name, type: "duration")
      case .measurement(let dimension, let unit):
        imported = ImportedParameter(name: parameter.name, type: "measurement")
        imported.dimension = dimension
        imported.unit = unit
      case .enumeration(let name):
        imported = ImportedParameter(name: parameter.name, type: "enum")
        imported.reference = name
        useEnum(name)
      case .entity(let name):
        imported = ImportedParameter(name: parameter.name, type: "entity")
        imported.reference = name
        useEntity(name, at: parameter.location)
      case .unknown(let type):
        unknownParameters[intent, default: []].append((parameter.name, type, parameter.location))
        return nil
      }
      imported.origin = parameter.location
      imported.isOptional = mapping.isOptional
      imported.isList = mapping.isList
      imported.title = parameter.title
      if let range = parameter.range {
        let numeric = ["integer", "decimal", "duration", "measurement"].contains(imported.type)
        if numeric, case .number(let lower, _) = range.lower, case .number(let upper, _) = range.upper {
          imported.min = lower
          imported.max = upper
        } else {
          diagnostics.append(
            .warning(
              "cannot read 'inclusiveRange: (\(range.lower.sourceText), \(range.upper.sourceText))' of parameter "
                + "'\(parameter.name)' (\(imported.type)); left out",
              at: parameter.location))
        }
      }
      if let value = parameter.defaultValue, value != .null {
        if imported.isList {
          diagnostics.append(
            .warning(
              "default '\(value.sourceText)' of list parameter '\(parameter.name)' is not read", at: parameter.location)
          )
        } else if let fixed = fixedValue(value, for: imported) {
          imported.defaultValue = fixed
        } else {
          diagnostics.append(
            .warning(
              "default '\(value.sourceText)' of parameter '\(parameter.name)' (\(imported.type)) cannot be read; "
                + "left out",
              at: parameter.location))
        }
      }
      // Siri asks for a non-optional parameter with no default before the intent runs.
      imported.isRequired = !imported.isOptional && parameter.defaultValue == nil
      return imported
    }

    /// A Swift value as a manifest value of a parameter's type, when it is one.
    func fixedValue(_ value: SwiftValue, for parameter: ImportedParameter) -> FixedValue? {
      switch (parameter.type, value) {
      case ("integer", .number(let number, _)):
        guard number.rounded() == number else { return nil }
        fallthrough
      case ("decimal", .number(let number, _)), ("duration", .number(let number, _)),
        ("measurement", .number(let number, _)):
        if let min = parameter.min, number < min { return nil }
        if let max = parameter.max, number > max { return nil }
        return .number(number)
      case ("boolean", .bool(let flag)): return .bool(flag)
      case ("string", .string(let text)): return .string(text)
      case ("enum", .member(let name)):
        guard let reference = parameter.reference,
          declarations.enumeration(named: reference)?.cases.contains(where: { $0.name == name }) == true
        else { return nil }
        return .string(name)
      default: return nil
      }
    }

    /// The `sets` of a shortcut's phrases: the values given to its intent's initializer.
    mutating func presets(of shortcut: ShortcutDeclaration, for intent: ImportedIntent) -> [(
      name: String, value: FixedValue
    )] {
      var sets: [(name: String, value: FixedValue)] = []
      for preset in shortcut.presets {
        guard let parameter = intent.parameters.first(where: { $0.name == preset.label }),
          let value = fixedValue(preset.value, for: parameter)
        else {
          diagnostics.append(
            .warning(
              "cannot read '\(preset.label): \(preset.value.sourceText)' given to intent '\(intent.id)'; its phrases "
                + "do not fix it", at: preset.location))
          continue
        }
        sets.append((parameter.name, value))
      }
      return sets
    }

    /// Checks that a phrase's slots name parameters of its intent, declaring an entity for one of unknown type.
    mutating func resolveSlots(_ converted: inout PhraseConversion.Converted, of phrase: PhraseSource, in index: Int)
      -> Bool
    {
      let intent = manifest.intents[index]
      for name in converted.parameters where !intent.parameters.contains(where: { $0.name == name }) {
        if let unknown = unknownParameters[intent.id]?.first(where: { $0.name == name }) {
          var parameter = ImportedParameter(name: name, type: "entity")
          parameter.origin = unknown.location
          let typeName = Self.baseName(unknown.type)
          parameter.reference = typeName
          manifest.intents[index].parameters.append(parameter)
          useEntity(typeName, at: unknown.location)
          diagnostics.append(
            .warning(
              "parameter '\(name)' has type '\(unknown.type)', which is not an AppEnum or AppEntity of the sources "
                + "read, and phrase \(phrase.text) names it; imported as an entity with no values",
              at: unknown.location))
          continue
        }
        diagnostics.append(
          .warning(
            "phrase \(phrase.text) names parameter '\(name)', which intent '\(intent.id)' does not declare; left out",
            at: phrase.location))
        return false
      }
      return true
    }

    /// `Foo` for `Foo?` or `[Foo]`.
    static func baseName(_ type: String) -> String {
      let name = type.filter { $0 != "?" && $0 != "!" && $0 != "[" && $0 != "]" }
      return name.isEmpty ? "Value" : name
    }

    mutating func useEnum(_ name: String) {
      if !usedEnums.contains(name) { usedEnums.append(name) }
    }

    mutating func useEntity(_ name: String, at location: FileLocation) {
      if !usedEntities.contains(where: { $0.name == name }) { usedEntities.append((name, location)) }
    }

    // MARK: App-wide declarations

    mutating func addNegativePhrases() {
      var templates: [String] = []
      var origins: [FileLocation] = []
      for phrase in declarations.negativePhrases {
        if let template = PhraseConversion.negativeTemplate(of: phrase, diagnostics: &diagnostics) {
          templates.append(template)
          origins.append(phrase.location)
        }
      }
      guard !templates.isEmpty else { return }
      guard !manifest.intents.isEmpty else {
        if let first = declarations.negativePhrases.first {
          diagnostics.append(
            .warning("negative phrases but no App Shortcut to put them on; left out", at: first.location))
        }
        return
      }
      manifest.intents[0].negativePhrases += templates
      manifest.intents[0].negativePhraseOrigins += origins
    }

    mutating func addEnums() {
      for name in usedEnums {
        guard let declaration = declarations.enumeration(named: name) else { continue }
        if !declaration.hasDisplayRepresentations {
          diagnostics.append(
            .warning(
              "AppEnum '\(name)' has no 'caseDisplayRepresentations' the importer can read; its cases are said by "
                + "their names",
              at: declaration.location))
        }
        if declaration.cases.isEmpty {
          diagnostics.append(.warning("AppEnum '\(name)' has no cases the importer can read", at: declaration.location))
        }
        var imported = ImportedEnum(
          name: name, title: declaration.title,
          cases: declaration.cases.map { LexiconValue(id: $0.name, name: $0.title, synonyms: $0.synonyms) })
        imported.origin = declaration.location
        manifest.enums.append(imported)
      }
    }

    /// Names each enum and entity by its short name when no other of its kind has it, else by its
    /// full name (`Library.Mode`), and the parameters that refer to them alike.
    mutating func nameTypes() {
      let enums = declarations.enums.map(\.name)
      let entities = declarations.entities.map(\.name)
      for index in manifest.enums.indices {
        manifest.enums[index].name = TypeNames.manifestName(manifest.enums[index].name, among: enums)
      }
      for index in manifest.entities.indices where entities.contains(manifest.entities[index].name) {
        manifest.entities[index].name = TypeNames.manifestName(manifest.entities[index].name, among: entities)
      }
      for intent in manifest.intents.indices {
        for parameter in manifest.intents[intent].parameters.indices {
          guard let reference = manifest.intents[intent].parameters[parameter].reference else { continue }
          switch manifest.intents[intent].parameters[parameter].type {
          case "enum":
            manifest.intents[intent].parameters[parameter].reference = TypeNames.manifestName(reference, among: enums)
          case "entity" where entities.contains(reference):
            manifest.intents[intent].parameters[parameter].reference = TypeNames.manifestName(
              reference, among: entities)
          default: break
          }
        }
      }
    }

    mutating func addEntities() {
      for (name, location) in usedEntities {
        let declaration = declarations.entity(named: name)
        let query = declaration?.defaultQuery.map { "'\($0)'" } ?? "its query"
        let place = declaration?.location ?? location
        let values = declaration?.values ?? []
        let skipped = declaration?.skippedInstances ?? 0
        let skippedText =
          skipped == 0
          ? "" : " (\(skipped) instance\(skipped == 1 ? "" : "s") whose name is not a string literal left out)"
        guard let declaration, !values.isEmpty else {
          var imported = ImportedEntity(
            name: name,
            description: "AppEntity: its values come from \(query) at run time (suggestedEntities()), so none are "
              + "listed")
          imported.origin = place
          manifest.entities.append(imported)
          diagnostics.append(
            .warning(
              "AppEntity '\(name)' is imported with no values: the app's \(query) supplies them at run time "
                + "(suggestedEntities(), refreshed by updateAppShortcutParameters()), and lint and routing match only "
                + "values listed in the manifest" + skippedText,
              at: place))
          continue
        }
        var imported = ImportedEntity(
          name: name,
          description: "AppEntity: values read from the literal instances in the sources; \(query) may suggest "
            + "others at run time",
          values: values.map { LexiconValue(id: $0.id, name: $0.name, synonyms: $0.synonyms) })
        imported.origin = place
        imported.valueOrigins = values.map(\.location)
        manifest.entities.append(imported)
        let sources = declaration.valueSources.map { "\($0.file):\($0.line)" }.joined(separator: ", ")
        diagnostics.append(
          Diagnostic(
            .note,
            "AppEntity '\(name)': \(values.count) value\(values.count == 1 ? "" : "s") read from the literal "
              + "instances at \(sources); the app's \(query) may suggest others at run time" + skippedText,
            at: place))
        if declaration.instancesPastLimit > 0 {
          diagnostics.append(
            .warning(
              "AppEntity '\(name)' has more literal instances than the \(EntityDeclaration.valueLimit) read; "
                + "\(declaration.instancesPastLimit) left out", at: place))
        }
      }
    }
  }
}
