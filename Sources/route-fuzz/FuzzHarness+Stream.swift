import DataFormats
import Evaluation
import Generation
import Lint
import PhraseGrammar
import Router

/// What the `stream` target starts every input from: `Corpora/apps` compiled once, and its declared values.
struct StreamFixture {
  /// The router of `Corpora/apps`.
  let router: Router
  /// The ledger of a stream that has not started.
  let ledger: StreamLedger
  /// The entity types each parameter of each intent reads, by app, intent and parameter.
  let entityTypes: [String: [String: [String: [String]]]]

  /// A phrase that names one value of an entity type: the words around the value, and the intent
  /// and parameter the value must fill.
  struct Probe {
    /// The entity type.
    var key: StreamLedger.Key
    /// The words before the value.
    var before: String
    /// The words after it.
    var after: String
    /// The intent the phrase routes to.
    var intent: String
    /// The parameter the value fills.
    var parameter: String

    /// The phrase with a value's words in it.
    func utterance(naming text: String) -> String { before + text + after }
  }

  /// One phrase of each entity type of `Corpora/apps` that some intent reads.
  static let probes = [
    Probe(
      key: .init(app: "Orbit", entity: "Event"), before: "show ", after: " in Orbit", intent: "ShowEvent",
      parameter: "event"),
    Probe(
      key: .init(app: "BusTime", entity: "BusStop"), before: "show arrivals at ", after: " in BusTime",
      intent: "Arrivals", parameter: "stop"),
    Probe(
      key: .init(app: "BusTime", entity: "BusRoute"), before: "is ", after: " running in BusTime",
      intent: "ServiceAlerts", parameter: "route"),
    Probe(
      key: .init(app: "Basket", entity: "ShoppingList"), before: "show my ", after: " list in Basket",
      intent: "ShowList", parameter: "list"),
  ]

  /// Compiles the apps of a folder; each probe must name one of their entity types.
  init(apps path: String) throws {
    let (manifests, _) = try ManifestLoader.load(paths: [path])
    guard !manifests.isEmpty else { throw FuzzSetupError(message: "no manifests in '\(path)'") }
    router = try Router(manifests: manifests)
    ledger = StreamLedger(manifests: manifests)
    var types: [String: [String: [String: [String]]]] = [:]
    for manifest in manifests where types[manifest.app] == nil {
      types[manifest.app] = Dictionary(
        manifest.intents.map { intent in
          (intent.id, Dictionary(intent.parameters.map { ($0.name, Self.entities(of: $0.type)) }) { first, _ in first })
        }
      ) { first, _ in first }
    }
    entityTypes = types
    for probe in Self.probes where ledger.declarations[probe.key] == nil {
      throw FuzzSetupError(message: "\(path) has no entity type \(probe.key.app).\(probe.key.entity) to probe")
    }
  }

  /// The entity types a parameter type reads (a union's entity members).
  static func entities(of type: ParameterType) -> [String] {
    switch type {
    case .entity(let name): [name]
    case .union(let members): members.flatMap(entities(of:))
    default: []
    }
  }
}

/// A stream in progress: the conversation, the ledger beside it, and what the checks remember of its lines.
struct StreamRun {
  /// The conversation every line goes to.
  var conversation: Conversation
  /// The values live, as the control lines say.
  var ledger: StreamLedger
  /// The route of each line the conversation routed since the last reset.
  var routed: [Int: Route] = [:]
  /// The last line the conversation routed since the last reset.
  var lastRouted: Int?
  /// The line of the last reset (0 before any).
  var lastReset = 0
  /// The entity types a control line changed.
  var touched = Set<StreamLedger.Key>()
}

extension FuzzHarness {
  /// At most this many values are probed after a control line, and per entity type at the end of a stream.
  static let probeLimit = 8

  /// `stream`: the input's lines fed to one conversation over `Corpora/apps`, as `route-eval route`
  /// reads standard input. Every line gives one answer, whose JSON line parses back with its line
  /// number; a control line answers what the ledger says (`donated`, `deleted`, `reset` or
  /// `error`, with the same counts); a route names only live entity values, and `continues`
  /// only the request the conversation still waits on. After each control line, the values it
  /// touched are said in a phrase (``StreamFixture/probes``): a donated value routes with its
  /// id, a deleted one no longer does, and after `reset` no donation does; at the end, each live
  /// value of a type a control line changed is said, and shown on screen and said as "it".
  static func runStream(_ bytes: [UInt8], with fixture: StreamFixture) {
    var run = StreamRun(
      conversation: Conversation(router: fixture.router, options: RouteOptions(reference: reference)),
      ledger: fixture.ledger)
    for (index, line) in streamLines(bytes).enumerated() {
      let number = index + 1
      let step = run.conversation.handle(line, line: number)
      expect(saysControl(line) == step.isControl, "line \(number): a line with a 'kind' answers as a control line")
      switch step {
      case .routed(let route, let context):
        checkStreamRoute(route, context: context, line: number, fixture: fixture, run: &run)
      case .refused(let route):
        expect(route.outcome == .error, "line \(number): a refused line is an error")
        expectAnswerLine(route.jsonLine(line: number), line: number, kind: "route")
      case .malformedControl(let answer):
        guard case .error = answer else {
          fatalError("invariant broken: line \(number): a malformed control line errs")
        }
        expectAnswerLine(answer.jsonLine(line: number), line: number, kind: "error")
      case .control(let control, let answer):
        applyStreamControl(control, answer: answer, line: number, fixture: fixture, run: &run)
      }
    }
    for probe in StreamFixture.probes where run.touched.contains(probe.key) {
      let entries = run.ledger.entries(probe.key).sorted { $0.key < $1.key }.prefix(probeLimit)
      for (id, entry) in entries {
        probeNamed(id, entry, probe, fixture: fixture, run: run)
        probeScreen(id, entry, probe, fixture: fixture, run: run)
      }
    }
  }

  /// The lines of an input as `getline` reads them: split at `\n`, a last line without one kept
  /// if not empty, and a `\r` before the line break dropped.
  static func streamLines(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { $0.last == 0x0D ? Array($0.dropLast()) : $0 }
  }

  /// Whether a line is, as written, a control line: UTF-8, read as JSON, an object with a `kind`
  /// (and not a route line, which is its utterance again).
  static func saysControl(_ bytes: [UInt8]) -> Bool {
    guard let text = String(validating: bytes, as: UTF8.self), StreamLine.isJSON(text),
      case .object(let object)? = try? JSONParser.parse(text).value
    else { return false }
    return StreamLine.saysControl(object)
  }

  /// Checks a route the conversation gave a line and remembers it.
  static func checkStreamRoute(
    _ route: Route, context: RequestContext, line: Int, fixture: StreamFixture, run: inout StreamRun
  ) {
    check(route, of: route.utterance, in: fixture.router)
    let object = expectAnswerLine(route.jsonLine(line: line), line: line, kind: "route")
    expect(object["outcome"]?.value.stringValue == route.outcome.rawValue, "line \(line): the JSON has the outcome")
    expect(object["utterance"]?.value.stringValue == route.utterance, "line \(line): the JSON keeps the utterance")
    expect(object["continues"]?.value.numberValue?.int == route.continues, "line \(line): the JSON has 'continues'")
    if run.ledger.refusesScreen(of: context) {
      expect(route.outcome == .error, "line \(line): a screen showing no live value is an error, not \(route.outcome)")
    }
    if let asked = route.continues {
      let previous = run.lastRouted.flatMap { run.routed[$0] }
      expect(
        asked < line && asked > run.lastReset && context.continuesConversation,
        "line \(line) continues line \(asked), which is not an earlier line since the last reset (\(run.lastReset))")
      expect(
        previous?.outcome == .routed && previous?.needs.isEmpty == false
          && (run.lastRouted == asked || previous?.continues == asked),
        "line \(line) continues line \(asked), but the last line routed (\(run.lastRouted ?? 0)) waits for nothing")
      let request = run.routed[asked]
      expect(
        request?.needs.isEmpty == false && request?.app == route.app && request?.intent == route.intent,
        "line \(line) continues line \(asked), a request of another intent or one that needed nothing")
    }
    // A follow-up keeps the values its request had, and a deletion of one ends the conversation:
    // every value a route names is live.
    expectLive(route, fixture: fixture, ledger: run.ledger, "line \(line)")
    run.routed[line] = route
    run.lastRouted = line
  }

  /// Checks a control line's answer against the ledger's, applies it to the ledger, and probes the values it touched.
  static func applyStreamControl(
    _ control: StreamLine, answer: ControlAnswer, line: Int, fixture: StreamFixture, run: inout StreamRun
  ) {
    let before = run.ledger
    let expected: ControlAnswer
    var key: StreamLedger.Key?
    var ids: [String] = []
    switch control {
    case .utterance: fatalError("invariant broken: line \(line): an utterance line is applied as a control line")
    case .donate(let app, let entity, let values):
      expected = run.ledger.donate(app: app, entity: entity, values: values)
      key = StreamLedger.Key(app: app, entity: entity)
      ids = values.map(\.id)
    case .delete(let app, let entity, let deleted):
      expected = run.ledger.delete(app: app, entity: entity, ids: deleted)
      key = StreamLedger.Key(app: app, entity: entity)
      ids = deleted
    case .reset:
      run.ledger.reset()
      expected = .reset
      run.routed = [:]
      run.lastRouted = nil
      run.lastReset = line
    }
    let kinds: (ControlAnswer) -> String = {
      switch $0 {
      case .donated: "donated"
      case .deleted: "deleted"
      case .reset: "reset"
      case .error: "error"
      }
    }
    expectAnswerLine(answer.jsonLine(line: line), line: line, kind: kinds(answer))
    switch (answer, expected) {
    case (.error, .error): break
    default: expect(answer == expected, "line \(line): the control line answers \(answer), not \(expected)")
    }
    if case .error = answer { return }
    if let key { run.touched.insert(key) } else { run.touched.formUnion(before.live.keys) }
    // The values the line touched, as they were named before it and as they are named now.
    var gone: [(key: StreamLedger.Key, id: String, entry: StreamLedger.Entry)] = []
    if let key {
      for id in ids.prefix(probeLimit) { if let entry = before.entries(key)[id] { gone.append((key, id, entry)) } }
    } else {
      for (key, entries) in before.live.sorted(by: { $0.key.app + $0.key.entity < $1.key.app + $1.key.entity }) {
        let donated = entries.filter(\.value.isDonated).sorted { $0.key < $1.key }
        gone += donated.prefix(probeLimit).map { (key, $0.key, $0.value) }
      }
    }
    for (key, id, entry) in gone {
      guard let probe = StreamFixture.probes.first(where: { $0.key == key }) else { continue }
      probeGone(id, entry, probe, fixture: fixture, run: run)
    }
    guard let key, case .donate = control, let probe = StreamFixture.probes.first(where: { $0.key == key }) else {
      return
    }
    for id in Set(ids).sorted().prefix(probeLimit) {
      if let entry = run.ledger.entries(key)[id] { probeNamed(id, entry, probe, fixture: fixture, run: run) }
    }
  }
}
