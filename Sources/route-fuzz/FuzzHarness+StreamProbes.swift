import DataFormats
import Evaluation
import Generation
import Lint
import PhraseGrammar
import Router

extension FuzzHarness {
  /// Says a live value in its type's phrase, and checks that the route fills the phrase's
  /// parameter with its id: when one of its first names is said by no other live value of the
  /// type, keeps its words where the phrase puts them, and no `requires` of the value rules it out.
  static func probeNamed(
    _ id: String, _ entry: StreamLedger.Entry, _ probe: StreamFixture.Probe, fixture: StreamFixture, run: StreamRun
  ) {
    if entry.value.requires.contains(where: { $0.parameter == probe.parameter && !$0.values.contains(id) }) { return }
    for (text, words) in spoken(entry).prefix(3) where words.count <= 8 {
      guard run.ledger.owners(of: words, in: probe.key, besides: id).isEmpty else { continue }
      let utterance = probe.utterance(naming: text)
      guard keepsWords(words, of: utterance, in: probe) else { continue }
      let route = probeRoute(utterance, fixture: fixture, run: run)
      guard !route.isTruncated else { continue }
      expectFilled(route, probe, with: id, "'\(utterance)' names \(probe.key.app).\(probe.key.entity) '\(id)', but")
      return
    }
  }

  /// Shows a live value on screen and says its type's phrase with "it" for the value: the route
  /// fills the phrase's parameter with its id, unless a live value of the type is called "it" or
  /// a `requires` of the value rules the phrase out.
  static func probeScreen(
    _ id: String, _ entry: StreamLedger.Entry, _ probe: StreamFixture.Probe, fixture: StreamFixture, run: StreamRun
  ) {
    if entry.value.requires.contains(where: { $0.parameter == probe.parameter && !$0.values.contains(id) }) { return }
    guard run.ledger.owners(of: ["it"], in: probe.key).isEmpty else { return }
    let utterance = probe.utterance(naming: "it")
    var context = RequestContext(continuesConversation: false)
    context.onScreen = [ScreenEntity(app: probe.key.app, entity: probe.key.entity, id: id)]
    var conversation = run.conversation
    let route = conversation.route(utterance, context: context, line: 0)
    note("probe '\(utterance)' showing '\(id)': \(route.outcome.rawValue) \(route.app ?? "") \(route.intent ?? "")")
    check(route, of: utterance, in: fixture.router)
    expectLive(route, fixture: fixture, ledger: run.ledger, "probe '\(utterance)' showing '\(id)'")
    guard !route.isTruncated else { return }
    expectFilled(route, probe, with: id, "'\(utterance)' with \(probe.key.app).\(probe.key.entity) '\(id)' on screen")
  }

  /// Expects a route to the probe's intent whose parameter holds the value `id` alone; `said`
  /// begins the message otherwise.
  static func expectFilled(_ route: Route, _ probe: StreamFixture.Probe, with id: String, _ said: String) {
    let ids = route.parameters.first { $0.name == probe.parameter }.map { entityIDs($0.value) } ?? []
    expect(
      route.outcome == .routed && route.app == probe.key.app && route.intent == probe.intent && ids == [id],
      "\(said) routes \(route.outcome.rawValue) \(route.app ?? "-") \(route.intent ?? "-") with \(probe.parameter) \(ids)"
    )
  }

  /// Says the phrases a value had before a control line changed or removed it, and checks that no
  /// route names it unless it is live, nor names it as said (confidence 1) by a phrase it no longer has.
  static func probeGone(
    _ id: String, _ entry: StreamLedger.Entry, _ probe: StreamFixture.Probe, fixture: StreamFixture, run: StreamRun
  ) {
    for (text, words) in spoken(entry).prefix(2) where words.count <= 8 {
      let utterance = probe.utterance(naming: text)
      let route = probeRoute(utterance, fixture: fixture, run: run)
      guard run.ledger.owners(of: words, in: probe.key).isEmpty, keepsWords(words, of: utterance, in: probe)
      else { continue }
      let ids = route.parameters.first { $0.name == probe.parameter }.map { entityIDs($0.value) } ?? []
      expect(
        !(route.outcome == .routed && route.confidence == 1 && route.app == probe.key.app && ids.contains(id)),
        "'\(utterance)' still names \(probe.key.app).\(probe.key.entity) '\(id)' as said, which no live value says")
    }
  }

  /// Routes a probe on a copy of the conversation (so the stream goes on as if it had not been
  /// said), as a line that answers no question; checks the route and that it names only live values.
  static func probeRoute(_ utterance: String, fixture: StreamFixture, run: StreamRun) -> Route {
    var conversation = run.conversation
    let route = conversation.route(utterance, context: RequestContext(continuesConversation: false), line: 0)
    note("probe '\(utterance)': \(route.outcome.rawValue) \(route.app ?? "") \(route.intent ?? "")")
    check(route, of: utterance, in: fixture.router)
    expectLive(route, fixture: fixture, ledger: run.ledger, "probe '\(utterance)'")
    return route
  }

  /// Whether a phrase's words are the probe's words and a value's, in order: no word of the value
  /// reads differently beside the phrase's.
  static func keepsWords(_ words: [String], of utterance: String, in probe: StreamFixture.Probe) -> Bool {
    let said = Normalizer.tokens(of: utterance).map(\.text)
    let expected =
      Normalizer.tokens(of: probe.before).map(\.text) + words + Normalizer.tokens(of: probe.after).map(\.text)
    if said != expected { note("'\(utterance)' reads as \(said), not \(expected)") }
    return said == expected
  }

  /// The texts that name a value, with their words: its name (else its id) and synonyms as
  /// written, then, for a donated value, its phrases without their article.
  static func spoken(_ entry: StreamLedger.Entry) -> [(text: String, words: [String])] {
    var result: [(text: String, words: [String])] = []
    for phrase in [entry.value.name ?? entry.value.id] + entry.value.synonyms {
      let words = Normalizer.tokens(of: phrase).map(\.text)
      if !words.isEmpty, !result.contains(where: { $0.words == words }) { result.append((phrase, words)) }
    }
    guard entry.isDonated else { return result }
    for words in entry.phrases where !result.contains(where: { $0.words == words }) {
      result.append((words.joined(separator: " "), words))
    }
    return result
  }

  /// Checks that a routed route's entity values are live (only parameter `only`'s, when given).
  static func expectLive(
    _ route: Route, fixture: StreamFixture, ledger: StreamLedger, _ place: @autoclosure () -> String
  ) {
    guard route.outcome == .routed, let app = route.app, let intent = route.intent else { return }
    for parameter in route.parameters where parameter.state == .set {
      let types = fixture.entityTypes[app]?[intent]?[parameter.name] ?? []
      for id in entityIDs(parameter.value) {
        expect(
          types.contains { ledger.isLive(StreamLedger.Key(app: app, entity: $0), id: id) },
          "\(place()): \(app).\(intent) gives \(parameter.name) '\(id)', which is not a live value of \(types)")
      }
    }
  }

  /// The ids of the entity values in a value (one, or a list's).
  static func entityIDs(_ value: ResolvedValue?) -> [String] {
    switch value {
    case .entity(let id, _, _): [id]
    case .list(let values): values.flatMap { entityIDs($0) }
    default: []
    }
  }

  /// Checks that an answer is one JSON line that parses to an object with the version, the line
  /// number and the kind; returns the object.
  @discardableResult
  static func expectAnswerLine(_ json: String, line: Int, kind: String) -> JSONObject {
    note("answer \(json)")
    expect(!json.utf8.contains(0x0A) && !json.utf8.contains(0x0D), "line \(line): the answer is one line: \(json)")
    guard case .object(let object)? = try? JSONParser.parse(json).value else {
      fatalError("invariant broken: line \(line): the answer is not a JSON object: \(json)")
    }
    expect(object["version"]?.value.numberValue?.int == 1, "line \(line): the answer has version 1: \(json)")
    expect(object["line"]?.value.numberValue?.int == line, "line \(line): the answer has its line number: \(json)")
    expect(object["kind"]?.value.stringValue == kind, "line \(line): the answer's kind is '\(kind)': \(json)")
    return object
  }
}
