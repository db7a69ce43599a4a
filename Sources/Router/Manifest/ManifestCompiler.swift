import DataFormats
import PhraseGrammar

/// Compiles parsed manifests, sorted by app then file, into one grammar and the router's tables.
///
/// Each app's names become an application of the grammar, its enums and
/// entities lexicons (``ManifestLexicons``), its parameters value types, and
/// each phrase and negative phrase a template of the grammar, compiled with
/// the app's rules; its keyword intents go to the ``KeywordCompiler``. Every problem is
/// collected, in the order met.
struct ManifestCompiler {
  var builder = GrammarBuilder()
  var apps: [Router.AppRecord] = []
  var templates: [Router.TemplateRecord] = []
  var diagnostics: [Diagnostic] = []
  var keywords = KeywordCompiler()

  /// Compiles manifests in order; of two with one app name, the second is reported and left out.
  mutating func compile<Manifests: Sequence>(_ manifests: Manifests) where Manifests.Element: ManifestTemplates {
    var firstSource: [String: String] = [:]
    for parsed in manifests {
      let manifest = parsed.manifest
      if let earlier = firstSource[manifest.app] {
        diagnostics.append(
          Diagnostic(
            .error, id: "DuplicateAppName",
            "app '\(manifest.app)' is declared twice; also in '\(earlier)'", file: manifest.source,
            path: "app"))
        continue
      }
      firstSource[manifest.app] = manifest.source
      compile(parsed)
    }
  }

  private mutating func compile(_ parsed: some ManifestTemplates) {
    let manifest = parsed.manifest
    let appIndex = apps.count
    let spokenNames = manifest.names.flatMap(Self.spokenForms(ofAppName:))
    let application = builder.addApplication(names: spokenNames)
    precondition(Int(application.rawValue) == appIndex)
    for (word, alternatives) in manifest.lexicon {
      for alternative in alternatives { builder.addAlternative(alternative, for: word, application: application) }
    }

    // The loader rejects a JSON object with a key twice; a manifest made in code is checked here.
    for (kind, names) in [("enum", manifest.enums.map(\.name)), ("entity", manifest.entities.map(\.name))] {
      var seen = Set<String>()
      for name in names where !seen.insert(name).inserted {
        diagnostics.append(
          Diagnostic(
            .error, id: "DuplicateKey", "\(kind) '\(name)' is declared twice", file: manifest.source,
            path: kind == "enum" ? "enums" : "entities"))
      }
    }
    let lexicons = ManifestLexicons(manifest, builder: &builder)

    var rules: [String: Template] = [:]
    for (index, rule) in manifest.rules.enumerated() {
      let body = parsed.rule(index)
      report(body.diagnostics, in: rule.body, of: manifest)
      if let syntax = body.syntax { rules[rule.name] = syntax }
    }

    let valueLanguage = valueLanguage(of: manifest)
    var intents: [Router.IntentRecord] = []
    for (intentIndex, intent) in manifest.intents.enumerated() {
      var templateParameters: [TemplateParameter] = []
      var parameterValues: [Router.LexiconRecord?] = []
      var parameterLexicons: [LexiconID?] = []
      var valueTypes: [ValueType?] = []
      for parameter in intent.parameters {
        guard let type = lexicons.valueType(of: parameter) else {
          diagnostics.append(
            Diagnostic(
              .error, id: "UnknownType",
              "parameter '\(parameter.name)' refers to an undeclared \(parameter.type.name)",
              file: manifest.source))
          continue
        }
        templateParameters.append(TemplateParameter(name: parameter.name, type: type, language: valueLanguage))
        valueTypes.append(type)
        // A union's enum or entity member gives its values (the first, when it has two).
        let member = parameter.type.unionMembers.first {
          switch $0 {
          case .enumeration, .entity: true
          default: false
          }
        }
        switch member {
        case .enumeration(let name)?:
          parameterValues.append(manifest.enums.first { $0.name == name }.map { .enumeration($0.value.cases) })
          parameterLexicons.append(lexicons.enums[name])
        case .entity(let name)?:
          parameterValues.append(manifest.entities.first { $0.name == name }.map { .entity($0.value.values) })
          parameterLexicons.append(lexicons.entities[name])
        default:
          parameterValues.append(nil)
          parameterLexicons.append(nil)
        }
      }
      intents.append(
        Router.IntentRecord(
          id: intent.id, parameters: intent.parameters, values: parameterValues, lexicons: parameterLexicons,
          valueTypes: valueTypes,
          summary: intent.summary.map { SummaryTemplate($0.text) },
          hasDependencies: parameterValues.contains {
            if case .entity(let values) = $0 { values.contains { !$0.requires.isEmpty } } else { false }
          }, answersQuestions: intent.answersQuestions))

      // The intent's templates, and whether one of its phrases does without the app's name.
      var intentTemplates: [TemplateID] = []
      var nameFree = false
      for (phrases, isNegative) in [(intent.phrases, false), (intent.negativePhrases, true)] {
        for (phraseIndex, phrase) in phrases.enumerated() {
          let parsedPhrase = parsed.phrase(phraseIndex, ofIntent: intentIndex, isNegative: isNegative)
          report(parsedPhrase.diagnostics, in: phrase.template, of: manifest)
          guard let template = parsedPhrase.syntax else { continue }
          switch builder.addTemplate(
            template, application: application, parameters: templateParameters, rules: rules)
          {
          case .success(let id):
            precondition(Int(id.rawValue) == templates.count)
            intentTemplates.append(id)
            if !isNegative && !template.requiresApplicationName(rules: rules) { nameFree = true }
            let sets = phrase.sets.compactMap { set -> Router.FixedSetting? in
              guard let index = intent.parameters.firstIndex(where: { $0.name == set.name }) else {
                diagnostics.append(
                  Diagnostic(
                    .error, id: "UndeclaredParameter",
                    "phrase sets undeclared parameter '\(set.name)'", file: manifest.source,
                    location: phrase.template.location(ofCharacter: 0), path: phrase.template.path))
                return nil
              }
              return Router.FixedSetting(parameter: index, value: set.value)
            }
            templates.append(
              Router.TemplateRecord(
                app: appIndex, intent: intentIndex, text: phrase.template.text, isNegative: isNegative,
                sets: sets))
          case .failure(let failure):
            report(failure.diagnostics, in: phrase.template, of: manifest)
          }
        }
      }
      if nameFree { for id in intentTemplates { builder.allowNameLeftOut(of: id) } }
      for id in intentTemplates { builder.setPurpose(of: id, application: application, intent: intentIndex) }
    }
    keywords.compile(parsed, app: appIndex, spokenNames: spokenNames, rules: rules, diagnostics: &diagnostics)
    let entities = manifest.entities.compactMap { name, type -> Router.EntityRecord? in
      guard let lexicon = lexicons.entities[name] else { return nil }
      return Router.EntityRecord(
        name: name, lexicon: lexicon, values: type.values,
        spokenName: type.title ?? LexiconValue.splitIdentifier(name).lowercased())
    }
    apps.append(
      Router.AppRecord(
        name: manifest.app, intents: intents, source: manifest.source, spokenNames: spokenNames,
        phrasesAreExamples: manifest.phrasesAreExamples, entities: entities, registered: manifest.registered,
        language: ManifestLexicons.language(of: manifest.locale)))
  }

  /// The ways people say an app's name: as declared, and with "the" and "app" ("the Water app").
  static func spokenForms(ofAppName name: String) -> [String] {
    let words = Normalizer.tokens(of: name).map(\.text)
    guard let first = words.first, let last = words.last, first.unicodeScalars.allSatisfy(\.isASCII) else {
      return [name]
    }
    var forms = [name]
    if first != "the" { forms.append("the \(name)") }
    if last != "app" {
      forms.append("\(name) app")
      if first != "the" { forms.append("the \(name) app") }
    }
    return forms
  }

  /// The language a manifest's numbers and ordinals are read in (nil: English and Japanese, read
  /// together); a locale with no reader, in a manifest with typed values, is a warning.
  private mutating func valueLanguage(of manifest: Manifest) -> ValueLanguage? {
    if let language = ValueLanguage(tag: manifest.locale) { return language }
    let code = ManifestLexicons.language(of: manifest.locale)
    let typed: Set<Substring> = ["integer", "decimal", "measurement", "duration", "date", "recurrence"]
    let isTyped = manifest.intents.flatMap(\.parameters).contains {
      !typed.isDisjoint(with: $0.type.name.split(separator: "|"))
    }
    guard isTyped, !["", "en", "ja"].contains(code) else { return nil }
    let readers = (["en", "ja"] + ValueLanguage.allCases.map(\.rawValue)).sorted().joined(separator: ", ")
    diagnostics.append(
      Diagnostic(
        .warning, id: "UnknownValueLocale",
        "values of locale '\(manifest.locale)' have no reader; they are read as English and Japanese are "
          + "(readers: \(readers))", file: manifest.source, path: "locale"))
    return nil
  }

  private mutating func report(_ problems: [Diagnostic], in source: SourcedText, of manifest: Manifest) {
    for problem in problems { diagnostics.append(problem.placed(in: source, file: manifest.source)) }
  }
}
