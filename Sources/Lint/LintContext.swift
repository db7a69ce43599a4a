import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// A manifest file as lint read it.
struct LintFile: Sendable {
  var path: String
  /// The parsed JSON, for locating values by path; nil when the JSON is malformed.
  var root: JSONNode?
  /// What the manifest loader reported.
  var diagnostics: [Diagnostic]
  /// Whether the file could not be decoded at all (JSON syntax).
  var isUndecodable: Bool
}

/// A phrase or negative phrase of an intent: parsed, and compiled when it can be.
struct LintTemplate: Sendable {
  var file: String
  package var phrase: Phrase
  var isNegative: Bool
  /// The template as the parser read it.
  var parsed: ParsedTemplate
  /// The position automaton; nil when the template does not compile.
  var automaton: TemplateAutomaton?
  /// The parser's and compiler's problems with the template.
  var diagnostics: [Diagnostic]
  /// The template with each run of white space read as one space, trimmed.
  var normalizedText: String

  var text: String { phrase.template.text }
  /// The syntax tree; nil when the template has syntax errors.
  var syntax: Template? { parsed.syntax }
  /// Where the template starts in its file.
  package var location: FileLocation? { phrase.template.location(ofCharacter: 0) }
}

/// An intent of an app, with its compiled parameters and templates.
struct LintIntent: Sendable {
  var intent: Intent
  /// Where the intent is declared, like `intents[2]`.
  var path: JSONPath?
  /// The parameters templates may name, with the value types their slots read.
  var parameters: [TemplateParameter]
  var phrases: [LintTemplate]
  var negativePhrases: [LintTemplate]

  var id: String { intent.id }
}

/// One app's manifest as lint sees it.
struct LintApp: Sendable {
  /// The manifest, with its templates parsed.
  var parsed: ParsedManifest
  var root: JSONNode?
  /// The rules that parse, by name.
  var rules: [String: Template]
  /// Problems with rule bodies.
  var ruleDiagnostics: [Diagnostic]
  var intents: [LintIntent]
  /// The phrases of every lexicon the app's slots read, as tokens.
  var lexiconPhrases: [LexiconID: [[TokenID]]]
  /// The number of entries (enum cases, entity values) of each lexicon.
  var lexiconEntryCounts: [LexiconID: Int]
  /// The app's names as tokens: its name, then its synonyms.
  var nameTokens: [[String]]

  package var manifest: Manifest { parsed.manifest }
  var name: String { manifest.app }
  var file: String { manifest.source }

  /// The file location of the value at a JSON path, when the path exists.
  package func location(of path: JSONPath) -> FileLocation? {
    guard let root, let node = root.node(at: path) else { return nil }
    return FileLocation(file: file, line: node.location.line, column: node.location.column)
  }
}

/// Everything the rules look at: every file, every app decoded as far as it
/// goes, every template compiled on its own, and a router of the templates that compile.
struct LintContext: Sendable {
  var files: [LintFile]
  /// The apps, ordered by name then file, as the router orders them.
  var apps: [LintApp]
  /// The vocabulary of every template's automaton and every lexicon.
  var tokens: TokenTable
  /// A router of every app (the first of each name) with the templates that compile; nil if none can be built.
  var router: Router?
  var options: LintOptions

  /// Every intent of every app, in order, with its app.
  var intents: some Sequence<(app: LintApp, intent: LintIntent)> {
    apps.lazy.flatMap { app in app.intents.lazy.map { (app, $0) } }
  }

  /// Every phrase (not negative phrase) of every intent of every app, in order, with its intent and app.
  var phrases: some Sequence<(app: LintApp, intent: LintIntent, template: LintTemplate)> {
    apps.lazy.flatMap { app in app.intents.lazy.flatMap { intent in intent.phrases.lazy.map { (app, intent, $0) } } }
  }

  /// Every problem the loader, the template parser and the compiler report, file by file.
  var loadingDiagnostics: [Diagnostic] {
    var diagnostics = files.flatMap(\.diagnostics)
    for app in apps {
      diagnostics += app.ruleDiagnostics
      for intent in app.intents {
        diagnostics += (intent.phrases + intent.negativePhrases).flatMap(\.diagnostics)
      }
    }
    return diagnostics
  }

  /// - Parameters:
  ///   - sources: each manifest file's path and bytes.
  ///   - options: what to check.
  ///   - buildsRouter: whether to build the router the rules route witnesses with.
  init(sources: [(file: String, bytes: [UInt8])], options: LintOptions, buildsRouter: Bool = true) {
    self.options = options
    files = []
    var manifests: [(Manifest, JSONNode?)] = []
    for source in sources {
      var decoder = ManifestDecoder(file: source.file, source: source.bytes)
      let manifest = decoder.decodeManifest()
      let root = try? JSONParser.parse(source.bytes)
      files.append(
        LintFile(
          path: source.file, root: root, diagnostics: decoder.diagnostics,
          isUndecodable: decoder.diagnostics.contains { $0.message.id == "InvalidJSON" }))
      if let manifest { manifests.append((manifest, root)) }
    }
    manifests.sort { ($0.0.app, $0.0.source) < ($1.0.app, $1.0.source) }
    var tokens = TokenTable()
    apps = manifests.map { Self.makeApp(ParsedManifest($0.0), root: $0.1, tokens: &tokens) }
    self.tokens = tokens
    router = buildsRouter ? Self.makeRouter(apps) : nil
  }

  // MARK: Compiling an app

  private static func makeApp(_ parsed: ParsedManifest, root: JSONNode?, tokens: inout TokenTable) -> LintApp {
    let manifest = parsed.manifest
    var builder = GrammarBuilder()
    var lexiconPhrases: [LexiconID: [[TokenID]]] = [:]
    var lexiconEntryCounts: [LexiconID: Int] = [:]
    func register(_ id: LexiconID, _ entries: [[String]]) {
      lexiconPhrases[id] = entries.flatMap { phrases in
        phrases.map { phrase in Normalizer.tokens(of: phrase).map { tokens.intern($0.text) } }.filter { !$0.isEmpty }
      }
      lexiconEntryCounts[id] = entries.count
    }
    register(.boolean, GrammarBuilder.booleanPhrases)
    let lexicons = ManifestLexicons(manifest, builder: &builder)
    for (id, entries) in lexicons.registered { register(id, entries) }

    let rules = parsed.ruleTemplates
    let brokenRules = parsed.brokenRules
    var ruleDiagnostics: [Diagnostic] = []
    for (rule, body) in zip(manifest.rules, parsed.rules) {
      ruleDiagnostics += body.diagnostics.map { $0.placed(in: rule.body, file: manifest.source) }
    }

    let intentPaths = Self.intentPaths(root)
    var intents: [LintIntent] = []
    for (index, (intent, parsedIntent)) in zip(manifest.intents, parsed.intents).enumerated() {
      let path = index < intentPaths.count ? intentPaths[index] : nil
      var parameters: [TemplateParameter] = []
      for parameter in intent.parameters {
        guard let type = lexicons.valueType(of: parameter) else { continue }
        parameters.append(TemplateParameter(name: parameter.name, type: type))
      }
      // Parameters declared in the file but rejected by the loader: their own errors are reported,
      // so a slot that names one is not reported again as undeclared.
      let rejected = Set(Self.declaredParameterNames(root, path)).subtracting(parameters.map(\.name))
      func compile(_ phrase: Phrase, _ parsedPhrase: ParsedTemplate, isNegative: Bool) -> LintTemplate {
        let source = phrase.template
        let syntax = parsedPhrase.syntax
        var diagnostics = parsedPhrase.diagnostics.map { $0.placed(in: source, file: manifest.source) }
        var automaton: TemplateAutomaton?
        if let syntax {
          switch TemplateAutomaton.compiling(syntax, parameters: parameters, rules: rules, tokens: &tokens) {
          case .success(let compiled):
            automaton = compiled
          case .failure(let failure):
            let kept = failure.diagnostics.filter { problem in
              let name = Self.referencedName(problem, in: source.text)
              switch problem.message.id {
              case "UnknownRule": return !brokenRules.contains(name)
              case "UndeclaredParameter": return !rejected.contains(name)
              default: return true
              }
            }
            diagnostics += kept.map { $0.placed(in: source, file: manifest.source) }
          }
        } else {
          let names = Set(parameters.map(\.name)).union(rejected)
          diagnostics += Self.unknownNames(in: source.text, parameters: names, rules: rules, brokenRules: brokenRules)
            .map { $0.placed(in: source, file: manifest.source) }
        }
        return LintTemplate(
          file: manifest.source, phrase: phrase, isNegative: isNegative, parsed: parsedPhrase,
          automaton: automaton, diagnostics: diagnostics, normalizedText: Self.collapsingWhiteSpace(source.text))
      }
      intents.append(
        LintIntent(
          intent: intent, path: path, parameters: parameters,
          phrases: zip(intent.phrases, parsedIntent.phrases).map { compile($0, $1, isNegative: false) },
          negativePhrases: zip(intent.negativePhrases, parsedIntent.negativePhrases).map {
            compile($0, $1, isNegative: true)
          }))
    }
    return LintApp(
      parsed: parsed, root: root, rules: rules, ruleDiagnostics: ruleDiagnostics, intents: intents,
      lexiconPhrases: lexiconPhrases, lexiconEntryCounts: lexiconEntryCounts,
      nameTokens: manifest.names.map { name in Normalizer.tokens(of: name).map(\.text) }.filter { !$0.isEmpty })
  }

  /// A router of the first app of each name, with only the rules and templates that compile.
  private static func makeRouter(_ apps: [LintApp]) -> Router? {
    var manifests: [ParsedManifest] = []
    var names = Set<String>()
    for app in apps where names.insert(app.name).inserted {
      var manifest = app.manifest
      let kept = manifest.rules.indices.filter { app.rules[manifest.rules[$0].name] != nil }
      manifest.rules = kept.map { manifest.rules[$0] }
      manifest.intents = app.intents.map { lint in
        var intent = lint.intent
        intent.parameters = intent.parameters.filter { parameter in
          lint.parameters.contains { $0.name == parameter.name }
        }
        intent.phrases = lint.phrases.filter { $0.automaton != nil }.map(\.phrase)
        intent.negativePhrases = lint.negativePhrases.filter { $0.automaton != nil }.map(\.phrase)
        return intent
      }
      // The templates kept, as parsed already, with what the parser reported.
      let intents = app.intents.map { lint in
        ParsedIntent(
          phrases: lint.phrases.filter { $0.automaton != nil }.map(\.parsed),
          negativePhrases: lint.negativePhrases.filter { $0.automaton != nil }.map(\.parsed))
      }
      manifests.append(
        ParsedManifest(
          manifest: manifest, rules: kept.map { app.parsed.rules[$0] }, intents: intents,
          vocabularies: app.parsed.vocabularies))
    }
    return try? Router(parsed: manifests)
  }

  // MARK: Helpers

  /// The undeclared parameters and rules a template that does not parse names, found by scanning its text.
  ///
  /// The compiler never sees such a template, so without this its misspelled
  /// names would only show up once the syntax error is fixed.
  private static func unknownNames(
    in text: String, parameters: Set<String>, rules: [String: Template], brokenRules: Set<String>
  ) -> [Diagnostic] {
    let characters = Array(text)
    var problems: [Diagnostic] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\" {
        index += 2
        continue
      }
      let opensSlot =
        character == "{" || (character == "$" && index + 1 < characters.count && characters[index + 1] == "{")
      guard opensSlot || character == "<" else {
        index += 1
        continue
      }
      let open = character == "$" ? index + 1 : index
      let close: Character = character == "<" ? ">" : "}"
      guard let end = characters[(open + 1)...].firstIndex(where: { $0 == close || $0 == characters[open] }),
        characters[end] == close
      else {
        index = open + 1
        continue
      }
      let name = String(characters[(open + 1)..<end]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
      let range = SourceLocation(characterOffset: index)..<SourceLocation(characterOffset: end + 1)
      if close == "}", !name.isEmpty, name != TemplateParser.applicationNameSlot, !parameters.contains(name) {
        let suggestion = closestName(to: name, among: parameters.sorted())
        problems.append(
          .error(
            Diagnostic.Message(
              id: "UndeclaredParameter", "unknown parameter '\(name)'" + Diagnostic.Message.didYouMean(suggestion)),
            at: range))
      } else if close == ">", !name.isEmpty, rules[name] == nil, !brokenRules.contains(name) {
        let suggestion = closestName(to: name, among: rules.keys.sorted())
        problems.append(
          .error(
            Diagnostic.Message(id: "UnknownRule", "unknown rule '\(name)'" + Diagnostic.Message.didYouMean(suggestion)),
            at: range))
      }
      index = end + 1
    }
    return problems
  }

  /// The name a diagnostic's range covers, such as `x` for `{x}`, `${x}` or `<x>`.
  private static func referencedName(_ problem: Diagnostic, in text: String) -> String {
    guard let range = problem.range else { return "" }
    let characters = Array(text)
    let lower = min(max(range.lowerBound.characterOffset, 0), characters.count)
    let upper = min(max(range.upperBound.characterOffset, lower), characters.count)
    let covered = String(characters[lower..<upper]).filter { !"{}<>$".contains($0) }
    return covered.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The JSON path of each intent the loader decoded, in order: the elements of
  /// `intents` that are objects with a string `id`.
  private static func intentPaths(_ root: JSONNode?) -> [JSONPath] {
    guard let elements = root?.value.objectValue?["intents"]?.value.arrayValue else { return [] }
    return elements.indices.compactMap { index in
      guard elements[index].value.objectValue?["id"]?.value.stringValue != nil else { return nil }
      return JSONPath().appending(key: "intents").appending(index: index)
    }
  }

  /// The names of the parameters an intent declares in the file, valid or not.
  private static func declaredParameterNames(_ root: JSONNode?, _ intent: JSONPath?) -> [String] {
    guard let intent, let elements = root?.node(at: intent.appending(key: "parameters"))?.value.arrayValue else {
      return []
    }
    return elements.compactMap { $0.value.objectValue?["name"]?.value.stringValue }
  }

  /// The text with each run of white space read as one space, trimmed.
  static func collapsingWhiteSpace(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
