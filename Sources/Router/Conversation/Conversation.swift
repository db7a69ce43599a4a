import DataFormats
import PhraseGrammar

/// What a line says about the moment it is said in: the app in front, what is on screen, and
/// whether it may answer the question of an earlier line.
public struct RequestContext: Hashable, Sendable {
  /// The app the user is looking at; its phrases may leave its name unsaid.
  public var foregroundApp: String?
  /// The entities on screen, which "this", "that", "it" and "this event" name.
  public var onScreen: [ScreenEntity] = []
  /// Whether the line may answer the question of the line before (`"conversation": false` says no).
  public var continuesConversation = true

  /// A context with nothing in front, nothing on screen.
  public init(foregroundApp: String? = nil, onScreen: [ScreenEntity] = [], continuesConversation: Bool = true) {
    self.foregroundApp = foregroundApp
    self.onScreen = onScreen
    self.continuesConversation = continuesConversation
  }
}

/// An entity on screen: an app, one of its entity types, and a value's id.
public struct ScreenEntity: Hashable, Sendable {
  /// The app whose entity it is.
  public var app: String
  /// The app's entity type.
  public var entity: String
  /// The value's id: declared in the manifest or donated.
  public var id: String

  /// The value `id` of `app`'s entity type `entity`.
  public init(app: String, entity: String, id: String) {
    self.app = app
    self.entity = entity
    self.id = id
  }
}

/// Why a line of a conversation could not be applied.
public struct ConversationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in words.
  public var message: String
  init(_ message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}

/// A stream of lines routed one after another, keeping what the stream said before: the entity
/// values donated and deleted, and the request that waits for an answer.
///
/// A router is immutable and serves every thread; a conversation is one stream's state over it.
/// Donations never recompile the grammar: they are read beside it (`LexiconOverlay`).
///
/// ```swift
/// var conversation = Conversation(router: router)
/// try conversation.donate(app: "Orbit", entity: "Event", values: [LexiconValue(id: "standup", name: "Daily Standup")])
/// let route = conversation.route("move daily standup to friday in Orbit", line: 2)
/// ```
public struct Conversation: Sendable {
  /// The router every line is routed with.
  public let router: Router
  /// The options every line is routed with.
  public var options: RouteOptions
  private var catalog = EntityCatalog()
  /// The routed request whose required parameters are not all given, and its line.
  private var waiting: (route: Route.Routed, line: Int)?
  /// The matcher's scratch memory, kept from line to line.
  private var workspace = MatchWorkspace()

  /// A conversation over a router, nothing donated and nothing asked.
  public init(router: Router, options: RouteOptions = RouteOptions()) {
    self.router = router
    self.options = options
  }

  /// Routes one utterance line in its context; a line the router reads as no request but as the
  /// value the previous line's route asked for answers that route (``Route/continues``).
  ///
  /// - Parameters:
  ///   - text: The utterance.
  ///   - context: The app in front, what is on screen, and whether the line may answer.
  ///   - line: The line's number, which a later answer's ``Route/continues`` names.
  ///   - reference: The line's reference time for dates; nil for the options' own.
  public mutating func route(
    _ text: String, context: RequestContext = RequestContext(), line: Int, reference: LocalDateTime? = nil
  ) -> Route {
    var options = options
    if let reference { options.reference = reference }
    let routeContext: RouteContext
    do {
      routeContext = try self.routeContext(for: context)
    } catch {
      waiting = nil
      return .error(text, message: error.message)
    }
    options.context = routeContext.isEmpty ? nil : routeContext
    if options.reference == nil { options.reference = .now() }
    let record = router.record(text, options: options, workspace: &workspace)
    var route = record.route
    // A request said as written stands; anything else may answer the question asked.
    if let asked = waiting, context.continuesConversation, !(route.outcome != .noMatch && record.tierConfidence == 1),
      var answered = router.answer(text, to: asked.route, options: options)
    {
      answered.continues = asked.line
      route = .routed(answered)
    }
    waiting = route.routed.flatMap { $0.needs.isEmpty ? nil : ($0, $0.continues ?? line) }
    if options.explain, let app = context.foregroundApp, router.appIndex[app] == nil {
      route.explanation?.insert(.note("no app is in front: '\(app)' is not an app of the router"), at: 0)
    }
    return route
  }

  /// Adds values to an app's entity type, or replaces those with the same id; from the next line on.
  ///
  /// - Throws: ``ConversationError`` for an unknown app or entity type, or a `requires` that names
  ///   a parameter an intent reading the type does not have.
  public mutating func donate(app: String, entity: String, values: [LexiconValue]) throws(ConversationError)
    -> (added: Int, replaced: Int)
  {
    let (index, record) = try self.entity(app: app, entity: entity)
    // As in a manifest: every intent that reads the type must have the parameters its values require.
    let readers = router.entityParameters(app: index, entity: entity)
    for value in values {
      for requirement in value.requires {
        if let intent = readers.first(where: { !$0.parameters.contains { $0.name == requirement.parameter } }) {
          throw ConversationError(
            "value '\(value.id)' requires parameter '\(requirement.parameter)', which intent '\(intent.id)' of "
              + "\(app) reading \(entity) does not have")
        }
      }
    }
    let articles = FunctionWords.articles[router.apps[index].language] ?? []
    return catalog.donate(values, to: record, articles: articles)
  }

  /// Removes values (donated or declared) from an app's entity type; from the next line on.
  ///
  /// - Throws: ``ConversationError`` for an unknown app or entity type.
  public mutating func delete(app: String, entity: String, ids: [String]) throws(ConversationError)
    -> (deleted: Int, unknown: [String])
  {
    let (_, record) = try self.entity(app: app, entity: entity)
    let result = catalog.delete(ids, from: record)
    // A request that holds a deleted value is no longer one to answer.
    if let asked = waiting?.route, asked.app == app,
      let declared = router.parameters(app: app, intent: asked.intent),
      zip(declared, asked.parameters).contains(where: { parameter, result in
        guard case .entity(let name) = parameter.type.unionMembers.first(where: \.isEntity) ?? parameter.type,
          name == entity, case .entity(let id, _, _)? = result.value
        else { return false }
        return ids.contains(id)
      })
    {
      waiting = nil
    }
    return result
  }

  /// Forgets the request waiting for an answer and every donation and deletion.
  public mutating func reset() {
    catalog = EntityCatalog()
    waiting = nil
  }

  /// An app's entity type, by names.
  private func entity(app: String, entity: String) throws(ConversationError) -> (Int, Router.EntityRecord) {
    guard let index = router.appIndex[app] else { throw ConversationError("unknown app '\(app)'") }
    guard let record = router.apps[index].entities.first(where: { $0.name == entity }) else {
      let names = router.apps[index].entities.map(\.name)
      throw ConversationError(
        "app '\(app)' has no entity type '\(entity)'"
          + (names.isEmpty ? "" : "; it has " + names.map { "'\($0)'" }.joined(separator: ", ")))
    }
    return (index, record)
  }

  /// The route context of a line: the donations so far, its screen and its foreground app.
  private func routeContext(for context: RequestContext) throws(ConversationError) -> RouteContext {
    var routeContext = RouteContext()
    if !catalog.overlay.isEmpty { routeContext.overlays.append(catalog.overlay) }
    routeContext.lexiconMask = catalog.mask
    routeContext.donated = catalog.values
    routeContext.donatedRequire = catalog.requires
    routeContext.foreground = context.foregroundApp.flatMap { router.appIndex[$0] }
    guard !context.onScreen.isEmpty else { return routeContext }
    var screen = LexiconOverlay()
    for (index, shown) in context.onScreen.enumerated() {
      let (_, record) = try entity(app: shown.app, entity: shown.entity)
      guard let (value, _) = catalog.value(id: shown.id, of: record) else {
        throw ConversationError("\(shown.app) has no \(shown.entity) '\(shown.id)' to show on screen")
      }
      routeContext.screen.append(value)
      let posting = LexiconPosting(lexicon: record.lexicon, entry: RouteContext.screenEntry | UInt32(index))
      let noun = Normalizer.tokens(of: record.spokenName).map(\.text)
      for words in [["this"], ["that"], ["it"], ["this"] + noun, ["that"] + noun, ["the", "current"] + noun] {
        screen.add(words, posting: posting)
      }
    }
    routeContext.overlays.append(screen)
    return routeContext
  }
}

extension Router {
  /// Each intent of an app with a parameter of one of its entity types, and its parameters.
  func entityParameters(app: Int, entity: String) -> [IntentRecord] {
    apps[app].intents.filter { intent in
      intent.parameters.contains {
        if case .entity(let name) = $0.type { return name == entity }
        return false
      }
    }
  }

  /// A routed request with its first needed parameter filled by an utterance that reads, as a
  /// whole (once fillers are skipped), as one of its values; nil when it does not.
  func answer(_ text: String, to request: Route.Routed, options: RouteOptions) -> Route.Routed? {
    guard let needed = request.needs.first, let app = appIndex[request.app],
      let intent = apps[app].intents.first(where: { $0.id == request.intent }),
      let index = intent.parameters.firstIndex(where: { $0.name == needed }),
      let type = intent.valueTypes[index]
    else { return nil }
    let utterance = grammar.utterance(text)
    let reference = options.reference ?? .now()
    let members: [ValueType] = if case .union(let members) = type { members } else { [type] }
    // As said; without fillers ("… please"); and without a leading article ("the board review").
    var parts = [0..<utterance.count] + (Fillers.core(of: utterance).map { [$0] } ?? [])
    let articles = FunctionWords.articles[apps[app].language] ?? []
    for part in parts where part.count > 1 && articles.contains(utterance.token(part.lowerBound)) {
      parts.append((part.lowerBound + 1)..<part.upperBound)
    }
    for part in parts {
      let spoken = utterance.part(part)
      guard
        let (found, member) = grammar.wholeValues(
          of: members, in: spoken, template: TemplateID(rawValue: 0), options: options.matchOptions(reference: reference)
        ).first
      else { continue }
      var match = found.shifted(by: part.lowerBound)
      match.captures[0].parameter = index
      var route = request
      route.utterance = text
      route.parameters[index] = ParameterResult(
        name: needed, state: .set,
        value: resolve(match.captures[0], of: match, intent: intent, utterance: utterance, context: options.context),
        text: utterance.text(of: match.captures[0]),
        valueType: members.count > 1 ? intent.parameters[index].type.unionMembers[member].name : nil)
      route.confidence = 1
      route.explanation = options.explain ? [.note("heard as the \(needed) the line before asked for")] : nil
      return completed(route, reference: reference) ?? route
    }
    return nil
  }
}

extension ParameterType {
  /// A union's members; the type alone otherwise.
  var unionMembers: [ParameterType] {
    if case .union(let members) = self { return members }
    return [self]
  }

  /// Whether the type is an entity type.
  var isEntity: Bool {
    if case .entity = self { return true }
    return false
  }

  /// For a union, the name of the member a value is of (``ParameterResult/valueType``); nil otherwise.
  func memberName(for value: ResolvedValue?) -> String? {
    guard case .union = self, let value else { return nil }
    return member(for: value).name
  }
}
