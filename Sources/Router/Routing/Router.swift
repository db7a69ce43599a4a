import PhraseGrammar

/// Routes utterances to the app and intent whose phrase fits best.
///
/// A router compiles the phrases of every app into one ``Grammar``; it is
/// immutable and `Sendable`, so one router can serve many threads. Apps are
/// ordered by name before compiling, so the same manifests give the same
/// routes whatever order they are given in.
///
/// ```swift
/// let router = try Router(manifests: ManifestLoader.load(paths: ["Corpora/apps"]))
/// let route = router.route("log 12 ounces of water in Water")
/// ```
public struct Router: Sendable {
  public let grammar: Grammar
  let apps: [AppRecord]
  let templates: [TemplateRecord]
  /// Problems that did not stop compiling (warnings).
  public let warnings: [ManifestDiagnostic]
  /// How utterances address apps outside their phrases.
  let addressBook: AddressBook

  struct AppRecord: Sendable {
    var name: String
    var intents: [IntentRecord]
    var source: String
    /// Every way of saying the app's name ("Water", "the Water app"), as written.
    var spokenNames: [String]
  }

  struct IntentRecord: Sendable {
    var id: String
    var parameters: [Parameter]
    /// The values of each enum or entity parameter, by parameter index.
    var values: [LexiconRecord?]
  }

  struct TemplateRecord: Sendable {
    var app: Int
    var intent: Int
    var text: String
    var isNegative: Bool
    var sets: [(parameter: Int, value: FixedValue?)]
  }

  enum LexiconRecord: Sendable {
    case enumeration([LexiconValue])
    case entity([LexiconValue])
  }

  /// The number of apps.
  public var appCount: Int { apps.count }

  /// The apps' names, in the router's order.
  public var appNames: [String] { apps.map(\.name) }

  /// Every (app, intent) pair, in the router's order.
  public var intents: [(app: String, intent: String)] {
    apps.flatMap { app in app.intents.map { (app.name, $0.id) } }
  }

  /// A compiled template: its app, intent, text as written, and whether it is a negative phrase.
  package func template(_ id: TemplateID) -> (app: String, intent: String, text: String, isNegative: Bool) {
    let record = templates[Int(id.rawValue)]
    let app = apps[record.app]
    return (app.name, app.intents[record.intent].id, record.text, record.isNegative)
  }

  /// The number of compiled templates (positive and negative phrases).
  package var templateCount: Int { templates.count }

  /// The declared parameters of an intent, if the app and intent exist.
  public func parameters(app: String, intent: String) -> [Parameter]? {
    apps.first { $0.name == app }?.intents.first { $0.id == intent }?.parameters
  }

  /// Compiles manifests into a router.
  ///
  /// - Throws: ``ManifestErrors`` with every problem found, when any is an error.
  public init(manifests: [Manifest]) throws(ManifestErrors) {
    var compiler = RouterCompiler()
    let sorted = manifests.sorted { ($0.app, $0.source) < ($1.app, $1.source) }
    compiler.compile(sorted)
    let errors = compiler.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else { throw ManifestErrors(compiler.diagnostics) }
    grammar = compiler.builder.build()
    apps = compiler.apps
    templates = compiler.templates
    warnings = compiler.diagnostics
    addressBook = AddressBook(names: compiler.apps.map(\.spokenNames), grammar: grammar)
  }
}

/// Turns sorted manifests into grammar templates and the router's tables.
private struct RouterCompiler {
  var builder = GrammarBuilder()
  var apps: [Router.AppRecord] = []
  var templates: [Router.TemplateRecord] = []
  var diagnostics: [ManifestDiagnostic] = []
  let parser = TemplateParser()

  mutating func compile(_ manifests: [Manifest]) {
    var firstSource: [String: String] = [:]
    for manifest in manifests {
      if let earlier = firstSource[manifest.app] {
        diagnostics.append(
          ManifestDiagnostic(
            .error, id: "DuplicateAppName",
            "app '\(manifest.app)' is declared twice; also in '\(earlier)'", file: manifest.source,
            path: "app"))
        continue
      }
      firstSource[manifest.app] = manifest.source
      compile(manifest)
    }
  }

  mutating func compile(_ manifest: Manifest) {
    let appIndex = apps.count
    let spokenNames = manifest.names.flatMap(Self.spokenForms(ofAppName:))
    let application = builder.addApplication(names: spokenNames)
    precondition(Int(application.rawValue) == appIndex)

    // The loader rejects a JSON object with a key twice; a manifest made in code is checked here.
    for (kind, names) in [("enum", manifest.enums.map(\.name)), ("entity", manifest.entities.map(\.name))] {
      var seen = Set<String>()
      for name in names where !seen.insert(name).inserted {
        diagnostics.append(
          ManifestDiagnostic(
            .error, id: "DuplicateKey", "\(kind) '\(name)' is declared twice", file: manifest.source,
            path: kind == "enum" ? "enums" : "entities"))
      }
    }
    var enumLexicons: [String: LexiconID] = [:]
    for (name, type) in manifest.enums {
      enumLexicons[name] = builder.addLexicon(entries: type.cases.map(\.spokenPhrases))
    }
    var entityLexicons: [String: LexiconID] = [:]
    for (name, type) in manifest.entities {
      entityLexicons[name] = builder.addLexicon(entries: type.values.map { [$0.name ?? $0.id] + $0.synonyms })
    }

    var rules: [String: Template] = [:]
    for (name, body) in manifest.rules {
      if let template = parse(body, in: manifest) { rules[name] = template }
    }

    var intents: [Router.IntentRecord] = []
    for (intentIndex, intent) in manifest.intents.enumerated() {
      var templateParameters: [TemplateParameter] = []
      var parameterValues: [Router.LexiconRecord?] = []
      for parameter in intent.parameters {
        let type = resolve(parameter, enums: enumLexicons, entities: entityLexicons)
        guard let type else {
          diagnostics.append(
            ManifestDiagnostic(
              .error, id: "UnknownType",
              "parameter '\(parameter.name)' refers to an undeclared \(parameter.type.name)",
              file: manifest.source))
          continue
        }
        templateParameters.append(TemplateParameter(name: parameter.name, type: type))
        switch parameter.type {
        case .enumeration(let name):
          parameterValues.append(manifest.enums.first { $0.name == name }.map { .enumeration($0.value.cases) })
        case .entity(let name):
          parameterValues.append(manifest.entities.first { $0.name == name }.map { .entity($0.value.values) })
        default: parameterValues.append(nil)
        }
      }
      intents.append(Router.IntentRecord(id: intent.id, parameters: intent.parameters, values: parameterValues))

      for (phrases, isNegative) in [(intent.phrases, false), (intent.negativePhrases, true)] {
        for phrase in phrases {
          guard let template = parse(phrase.template, in: manifest) else { continue }
          switch builder.addTemplate(
            template, application: application, parameters: templateParameters, rules: rules)
          {
          case .success(let id):
            precondition(Int(id.rawValue) == templates.count)
            let sets = phrase.sets.compactMap { set -> (parameter: Int, value: FixedValue?)? in
              guard let index = intent.parameters.firstIndex(where: { $0.name == set.name }) else {
                diagnostics.append(
                  ManifestDiagnostic(
                    .error, id: "UndeclaredParameter",
                    "phrase sets undeclared parameter '\(set.name)'", file: manifest.source,
                    location: phrase.template.location(ofCharacter: 0), path: phrase.template.path))
                return nil
              }
              return (index, set.value)
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
    }
    apps.append(
      Router.AppRecord(name: manifest.app, intents: intents, source: manifest.source, spokenNames: spokenNames))
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

  func resolve(
    _ parameter: Parameter, enums: [String: LexiconID], entities: [String: LexiconID]
  ) -> ValueType? {
    let element: ValueType?
    switch parameter.type {
    case .integer(let min, let max): element = .integer(ValueBounds(min: min, max: max))
    case .ordinal(let min, let max): element = .ordinal(ValueBounds(min: min, max: max))
    case .decimal(let min, let max): element = .decimal(ValueBounds(min: min, max: max))
    case .boolean: element = .boolean
    case .string(let maxWords): element = .text(maxWords: maxWords)
    case .enumeration(let name): element = enums[name].map(ValueType.lexicon)
    case .entity(let name): element = entities[name].map(ValueType.lexicon)
    case .measurement(let dimension, let unit, let min, let max):
      element = .measurement(dimension, unit: unit, ValueBounds(min: min, max: max))
    case .duration(let min, let max): element = .duration(ValueBounds(min: min, max: max))
    case .date(let grain): element = .date(grain: grain)
    }
    guard parameter.isList else { return element }
    return element.map { .list($0, maxCount: parameter.maxCount) }
  }

  mutating func parse(_ source: SourcedText, in manifest: Manifest) -> Template? {
    let (template, problems) = parser.parse(source.text)
    report(problems, in: source, of: manifest)
    return template
  }

  mutating func report(_ problems: [Diagnostic], in source: SourcedText, of manifest: Manifest) {
    for problem in problems {
      let offset = problem.range?.lowerBound.characterOffset ?? 0
      diagnostics.append(
        ManifestDiagnostic(
          problem.severity, id: problem.message.id, problem.message.text, file: manifest.source,
          location: source.location(ofCharacter: offset), path: source.path,
          template: (source.text, offset)))
    }
  }
}
