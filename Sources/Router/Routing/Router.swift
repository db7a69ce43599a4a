import DataFormats
import PhraseGrammar

/// Routes utterances to the app and intent whose phrase fits best.
///
/// A router compiles the phrases of every app into one `Grammar`; it is
/// immutable and `Sendable`, so one router can serve many threads. Apps are
/// ordered by name before compiling, so the same manifests give the same
/// routes whatever order they are given in.
///
/// ```swift
/// let router = try Router(manifests: ManifestLoader.load(paths: ["Corpora/apps"]))
/// let route = router.route("log 12 ounces of water in Water")
/// ```
public struct Router: Sendable {
  /// The one grammar every app's phrases are compiled into.
  public let grammar: Grammar
  /// The matcher's memory, lent to the calls given no workspace of their own.
  package let workspaces = WorkspacePool()
  let apps: [AppRecord]
  let templates: [TemplateRecord]
  /// Problems that did not stop compiling (warnings).
  public let warnings: [Diagnostic]
  /// How utterances address apps outside their phrases.
  let addressBook: AddressBook
  /// The keyword intents, tried when no phrase matches.
  let keywords: KeywordTable
  /// The phrases' words, for an utterance like a phrase that none matches.
  let examples: ExampleIndex
  /// The model of each intent's words, learned from the templates (the learned tier's).
  let model: IntentModel
  /// Each app's index, by name.
  let appIndex: [String: Int]
  /// The ways of hearing an utterance, tried in order (``standardTiers``).
  let tiers = Router.standardTiers

  struct AppRecord: Sendable {
    var name: String
    var intents: [IntentRecord]
    var source: String
    /// Every way of saying the app's name ("Water", "the Water app"), as written.
    var spokenNames: [String]
    /// Whether its phrases are examples (``Manifest/phrasesAreExamples``).
    var phrasesAreExamples = false
    /// Its entity types, in manifest order.
    var entities: [EntityRecord] = []
    /// The day it was registered, `YYYY-MM-DD` (``Manifest/registered``).
    var registered: String?
    /// The language of its phrases (`en` of `en-US`).
    var language = "en"
  }

  /// An entity type of an app: its lexicon in the grammar and its manifest values.
  struct EntityRecord: Sendable {
    var name: String
    var lexicon: LexiconID
    var values: [LexiconValue]
    /// What people call one of its values, singular ("event").
    var spokenName: String
  }

  struct IntentRecord: Sendable {
    var id: String
    var parameters: [Parameter]
    /// The values of each enum or entity parameter, by parameter index.
    var values: [LexiconRecord?]
    /// The lexicon each enum or entity parameter reads, by parameter index.
    var lexicons: [LexiconID?] = []
    /// The value type each parameter's slots read (a list's, its own), by parameter index.
    var valueTypes: [ValueType?] = []
    /// What a route to it reads back.
    var summary: SummaryTemplate?
    /// Whether a value of one of its entity parameters requires values of other parameters.
    var hasDependencies = false
    /// Whether it answers questions of general knowledge (``Intent/answersQuestions``).
    var answersQuestions = false
  }

  struct TemplateRecord: Sendable {
    var app: Int
    var intent: Int
    var text: String
    var isNegative: Bool
    var sets: [FixedSetting]
  }

  /// A parameter a phrase fixes, by index, and its value (`nil`: given, as nothing).
  struct FixedSetting: Sendable {
    var parameter: Int
    var value: FixedValue?
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
    // Each template is parsed as it is compiled, so one syntax tree is held at a time.
    let sorted = manifests.sorted { ($0.app, $0.source) < ($1.app, $1.source) }
    try self.init(sorted: sorted.map { ManifestToParse(manifest: $0) })
  }

  /// Compiles manifests whose templates are already parsed into a router.
  ///
  /// - Throws: ``ManifestErrors`` with every problem found, when any is an error.
  package init(parsed manifests: [ParsedManifest]) throws(ManifestErrors) {
    try self.init(
      sorted: manifests.sorted { ($0.manifest.app, $0.manifest.source) < ($1.manifest.app, $1.manifest.source) })
  }

  /// Compiles parsed manifests, already sorted by app then file, into a router.
  private init<Manifests: Sequence>(sorted manifests: Manifests) throws(ManifestErrors)
  where Manifests.Element: ManifestTemplates {
    var compiler = ManifestCompiler()
    compiler.compile(manifests)
    let errors = compiler.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else { throw ManifestErrors(compiler.diagnostics) }
    grammar = compiler.builder.build()
    apps = compiler.apps
    templates = compiler.templates
    warnings = compiler.diagnostics
    addressBook = AddressBook(names: compiler.apps.map(\.spokenNames), grammar: grammar)
    keywords = compiler.keywords.build()
    examples = ExampleIndex(grammar: grammar, templates: templates, apps: apps)
    model = IntentModel(grammar: grammar, templates: templates, apps: apps, keywords: keywords)
    appIndex = Self.index(of: compiler.apps)
  }
}
