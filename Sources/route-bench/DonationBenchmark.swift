import DataFormats
import Foundation
import PhraseGrammar
import Generation
import Router

/// Entity values donated to a conversation against the same values declared in the manifest: the
/// compile time the donation spares, the time of the donation, the route latency after it, and
/// the time of a deletion; and a check that both route every measured line alike.
///
/// A donation never recompiles the grammar (``LexiconOverlay``): it should cost far less than
/// compiling the values, and routing through the overlay about what routing the compiled lexicon
/// costs.
enum DonationBenchmark {
  /// How many values are declared and donated.
  static let valueCount = 10_000
  /// How many values each call of the batched donation gives.
  static let batchSize = 100
  /// How many donated values the deletion removes.
  static let deletionCount = 1_000
  /// How many utterances naming a random value are routed in each pass.
  static let utteranceCount = 2_000
  /// The app and its entity type.
  static let app = "Orbit"
  /// The entity type's name.
  static let entity = "Event"
  /// The moment every route reads dates against, so that no route asks the clock.
  static let reference = ValueBenchmark.reference

  /// Words of event names: none is a word of the app's phrases, its name or a function word.
  static let words = [
    "quarterly", "budget", "review", "planning", "design", "sprint", "offsite", "launch", "retro", "sync",
    "kickoff", "roadmap", "hiring", "board", "marketing", "sales", "product", "team", "dinner", "lunch",
    "breakfast", "yoga", "dentist", "birthday", "party", "garden", "piano", "lesson", "soccer", "practice",
    "parents", "evening", "morning", "weekly", "monthly", "annual", "summer", "winter", "spring", "autumn",
    "security", "audit", "finance", "legal", "vendor", "partner", "customer", "support", "training", "workshop",
    "demo", "interview", "onboarding", "standup", "huddle", "brainstorm", "strategy", "research", "analytics",
    "platform", "mobile", "web", "backend", "frontend", "infrastructure", "release", "migration", "cleanup",
    "hackathon", "conference", "webinar", "seminar", "lecture", "recital", "concert", "rehearsal", "tournament",
    "match", "picnic", "barbecue", "reunion", "wedding", "anniversary", "graduation", "ceremony", "festival",
    "market", "auction", "fundraiser", "gala", "volunteer", "checkup", "therapy", "massage",
    "haircut", "vaccination", "inspection", "delivery", "pickup", "dropoff", "carpool", "commute", "flight",
    "train", "ferry", "hotel", "checkin", "checkout", "tax", "insurance", "mortgage", "pension", "payroll",
    "invoice", "forecast", "capacity", "incident", "postmortem", "alignment", "leadership", "mentoring",
    "coaching", "book", "club", "chess", "running", "cycling", "swimming", "hiking", "climbing", "tennis",
    "violin", "choir", "pottery", "painting", "cooking", "baking", "tasting",
  ]

  /// The app's phrases, one intent each, both reading the entity.
  static let phrases = [
    ("ShowEvent", "show {event} in {applicationName}"),
    ("EmailAttendees", "email the attendees of {event} in {applicationName}"),
  ]

  /// `valueCount` distinct event names of two or three words, one in ten of the shape "Review of
  /// the Budget", with ids `event-00000` on; the same on every run.
  static func values() -> [LexiconValue] {
    var generator = SeededRandom(seed: 7, stream: ["donations"])
    var names = Set<String>()
    var values: [LexiconValue] = []
    while values.count < valueCount {
      let picked = (0..<(generator.chance(2, in: 5) ? 3 : 2)).map { _ in generator.pick(words) ?? "sync" }
      guard Set(picked).count == picked.count else { continue }
      var spoken = picked.map(\.capitalized)
      if generator.chance(1, in: 10) { spoken.insert(contentsOf: ["of", "the"], at: 1) }
      let name = spoken.joined(separator: " ")
      guard names.insert(name.lowercased()).inserted else { continue }
      values.append(LexiconValue(id: String(format: "event-%05d", values.count), name: name))
    }
    return values
  }

  /// The app with its entity type, declaring `values` (none for the grammar donations run on).
  static func manifest(declaring values: [LexiconValue]) -> Manifest {
    var manifest = Manifest(app: app, source: "donations.json")
    manifest.entities = [(entity, EntityType(values: values, title: "event"))]
    manifest.intents = phrases.map { id, phrase in
      Intent(
        id: id, parameters: [Parameter(name: "event", type: .entity(entity))], phrases: [Phrase(SourcedText(phrase))])
    }
    return manifest
  }

  /// Runs the measurements and prints one JSON line for each: compile, donate, route, delete.
  static func run() {
    let passes = max(1, ProcessInfo.processInfo.environment["ROUTE_BENCH_PASSES"].flatMap(Int.init) ?? 5)
    let values = values()
    let options = RouteOptions(reference: reference)
    let compiled = compile(values)
    printLine(
      "compile",
      #""values":\#(valueCount),"declaredCompileSeconds":\#(fixed(compiled.declaredSeconds, 4)),"#
        + #""noneDeclaredCompileSeconds":\#(fixed(compiled.noneSeconds, 4)),"#
        + #""declaredOverNoneDeclared":\#(Benchmark.round2(compiled.declaredSeconds / compiled.noneSeconds)),"#
        + #""declaredStates":\#(compiled.declared.grammar.stateCount),"#
        + #""noneDeclaredStates":\#(compiled.none.grammar.stateCount),"#
        + #""declaredGrammarBytes":\#(compiled.declared.grammar.byteCount),"#
        + #""noneDeclaredGrammarBytes":\#(compiled.none.grammar.byteCount)"#)

    let donation = donate(values, router: compiled.none, options: options, passes: passes)
    // Each batched call's fastest pass leaves out the machine's other work, not the call's own stalls.
    let calls = donation.batchCalls
    let slowestCall = calls.indices.max { calls[$0] < calls[$1] } ?? 0
    let slowest = calls[slowestCall]
    printLine(
      "donate",
      #""values":\#(valueCount),"oneCallMilliseconds":\#(fixed(donation.oneCall * 1e3, 3)),"#
        + #""oneCallFastestMilliseconds":\#(fixed(donation.oneCallFastest * 1e3, 3)),"#
        + #""oneCallPerValueMicroseconds":\#(fixed(donation.oneCall * 1e6 / Double(valueCount), 3)),"#
        + #""batchSize":\#(batchSize),"batchCalls":\#(valueCount / batchSize),"#
        + #""batchesTotalMilliseconds":\#(fixed(donation.batches * 1e3, 3)),"#
        + #""batchPerCallMicroseconds":\#(fixed(donation.batches * 1e6 / Double(valueCount / batchSize), 2)),"#
        + #""batchCallFastestPassP50Microseconds":\#(fixed(calls.sorted()[calls.count / 2] * 1e6, 2)),"#
        + #""batchSlowestCallFastestPassMicroseconds":\#(fixed(slowest * 1e6, 2)),"#
        + #""batchSlowestCall":\#(slowestCall + 1),"#
        + #""declaredCompileOverOneCall":\#(Benchmark.round2(compiled.declaredSeconds / donation.oneCall)),"#
        + #""passes":\#(passes)"#)

    // The conversation the routes are measured on: the values donated in one call.
    var donated = Conversation(router: compiled.none, options: options)
    guard (try? donated.donate(app: app, entity: entity, values: values))?.added == valueCount else {
      fatalError("the donation did not add \(valueCount) values")
    }
    let routing = route(values, declared: compiled.declared, donated: donated, options: options, passes: passes)
    printLine("route", routing.json)

    let deletion = delete(values, from: &donated)
    printLine(
      "delete",
      #""deleted":\#(deletionCount),"of":\#(valueCount),"milliseconds":\#(fixed(donation.deletion * 1e3, 3)),"#
        + #""perValueMicroseconds":\#(fixed(donation.deletion * 1e6 / Double(deletionCount), 3)),"#
        + #""deletedStillRouted":\#(deletion.stillRouted),"keptRouted":\#(deletion.keptRouted),"#
        + #""keptChecked":\#(deletion.keptChecked)"#)
  }

  /// Compiles the app with the values declared and with none, three times each, alternately:
  /// the routers and the median compile times.
  static func compile(_ values: [LexiconValue]) -> (
    declared: Router, none: Router, declaredSeconds: Double, noneSeconds: Double
  ) {
    let clock = ContinuousClock()
    var declared: Router?
    var none: Router?
    var declaredTimes: [Double] = []
    var noneTimes: [Double] = []
    let declaring = manifest(declaring: values)
    let empty = manifest(declaring: [])
    for _ in 0..<3 {
      declaredTimes.append(Benchmark.seconds(clock.measure { declared = try? Router(manifests: [declaring]) }))
      noneTimes.append(Benchmark.seconds(clock.measure { none = try? Router(manifests: [empty]) }))
    }
    guard let declared, let none else { fatalError("the donation benchmark's manifest failed to compile") }
    return (declared, none, declaredTimes.sorted()[1], noneTimes.sorted()[1])
  }

  /// Times donating every value to fresh conversations, in one call and in calls of `batchSize`,
  /// `passes` times each: the median and fastest single call, the median total of the batched
  /// calls, each batched call's fastest pass (by call), and the median time of deleting
  /// `deletionCount` values in one call after the single call's donation (seconds).
  static func donate(_ values: [LexiconValue], router: Router, options: RouteOptions, passes: Int) -> (
    oneCall: Double, oneCallFastest: Double, batches: Double, batchCalls: [Double], deletion: Double
  ) {
    let clock = ContinuousClock()
    let removed = deleted(values).map(\.id)
    var deletions: [Double] = []
    var oneCall: [Double] = []
    var batches: [Double] = []
    var batchCalls = [Double](repeating: .infinity, count: (values.count + batchSize - 1) / batchSize)
    for _ in 0..<passes {
      var conversation = Conversation(router: router, options: options)
      let start = clock.now
      let added = try? conversation.donate(app: app, entity: entity, values: values).added
      oneCall.append(Benchmark.seconds(start.duration(to: clock.now)))
      precondition(added == values.count, "the donation did not add every value")
      let deleting = clock.now
      let deleted = try? conversation.delete(app: app, entity: entity, ids: removed).deleted
      deletions.append(Benchmark.seconds(deleting.duration(to: clock.now)))
      precondition(deleted == removed.count, "the deletion did not remove every value")

      var batched = Conversation(router: router, options: options)
      var total = 0.0
      for call in batchCalls.indices {
        let batch = Array(values[(call * batchSize)..<min((call + 1) * batchSize, values.count)])
        let start = clock.now
        let added = try? batched.donate(app: app, entity: entity, values: batch).added
        let elapsed = Benchmark.seconds(start.duration(to: clock.now))
        precondition(added == batch.count, "a batch did not add every value")
        total += elapsed
        batchCalls[call] = min(batchCalls[call], elapsed)
      }
      batches.append(total)
    }
    oneCall.sort()
    batches.sort()
    deletions.sort()
    return (
      oneCall[oneCall.count / 2], oneCall[0], batches[batches.count / 2], batchCalls, deletions[deletions.count / 2]
    )
  }

  /// What one route decided, as compared between the routers: its outcome, intent and entity id.
  struct Decision: Equatable {
    /// The route's outcome.
    var outcome: Route.Outcome
    /// The routed intent.
    var intent: String?
    /// The id of the entity value the route read.
    var id: String?

    /// The decision of a route.
    init(_ route: Route) {
      outcome = route.outcome
      intent = route.intent
      id = nil
      for parameter in route.parameters {
        if case .entity(let id, _, _) = parameter.value {
          self.id = id
          break
        }
      }
    }

    /// The decision in words: `routed ShowEvent event-00042`.
    var text: String { [outcome.rawValue, intent ?? "-", id ?? "-"].joined(separator: " ") }
  }

  /// The utterances routed: a random value in one of the app's phrases each, and the value's id.
  static func utterances(_ values: [LexiconValue]) -> [(text: String, intent: String, id: String)] {
    var generator = SeededRandom(seed: 11, stream: ["donation-utterances"])
    return (0..<utteranceCount).map { index in
      let value = values[generator.int(below: values.count)]
      let (intent, phrase) = phrases[index % phrases.count]
      let text = phrase.replacingOccurrences(of: "{event}", with: (value.name ?? value.id).lowercased())
        .replacingOccurrences(of: "{applicationName}", with: app)
      return (text, intent, value.id)
    }
  }

  /// Route latencies (µs) of one way of routing: every sample, and each line's fastest pass.
  struct Latencies {
    /// Every timed route, sorted.
    var samples: [Double] = []
    /// Each line's fastest pass, by line until sorted.
    var fastest: [Double]

    /// Latencies of `count` lines, none timed yet.
    init(count: Int) { fastest = Array(repeating: .infinity, count: count) }

    /// The sample at a percentile of the sorted samples.
    func percentile(_ percent: Int) -> Double { samples[samples.count * percent / 100] }

    /// The fastest pass at a percentile of the lines.
    func fastestPercentile(_ percent: Int) -> Double {
      let sorted = fastest.sorted()
      return sorted[sorted.count * percent / 100]
    }
  }

  /// The route figures: latencies of the three ways of routing, and how their decisions compare.
  struct RouteFigures {
    /// `Conversation.route` over the router that declares the values, nothing donated.
    var declared: Latencies
    /// `Conversation.route` over the router that declares none, every value donated.
    var donated: Latencies
    /// `Router.route` of the router that declares the values, without a conversation.
    var plain: Latencies
    /// Lines whose donated route differs from the declared one in outcome, intent or entity id.
    var disagreements: Int
    /// Lines whose plain route differs from the declared conversation's.
    var plainDisagreements: Int
    /// Lines the declared router routed to the intent and value they name.
    var routedAsNamed: Int
    /// The first line the donated conversation routed differently, with both decisions.
    var firstDisagreement: String?
    /// The number of timed passes.
    var passes: Int

    /// The figures as the fields of a JSON line.
    var json: String {
      func pair(_ name: String, _ value: Double) -> String { #""\#(name)":\#(Benchmark.round2(value))"# }
      var fields = [#""utterances":\#(declared.fastest.count)"#, #""passes":\#(passes)"#]
      for (name, latencies) in [("declared", declared), ("donated", donated), ("plain", plain)] {
        fields += [
          pair("\(name)P50Microseconds", latencies.percentile(50)),
          pair("\(name)P99Microseconds", latencies.percentile(99)),
          pair("\(name)FastestPassP50Microseconds", latencies.fastestPercentile(50)),
          pair("\(name)FastestPassP99Microseconds", latencies.fastestPercentile(99)),
        ]
      }
      fields += [
        pair("donatedOverDeclaredP50", donated.percentile(50) / declared.percentile(50)),
        pair("donatedOverDeclaredP99", donated.percentile(99) / declared.percentile(99)),
        pair("donatedOverDeclaredFastestPassP50", donated.fastestPercentile(50) / declared.fastestPercentile(50)),
        pair("declaredOverPlainP50", declared.percentile(50) / plain.percentile(50)),
        #""routedAsNamed":\#(routedAsNamed)"#, #""disagreements":\#(disagreements)"#,
        #""plainDisagreements":\#(plainDisagreements)"#,
      ]
      if let firstDisagreement { fields.append(#""firstDisagreement":"\#(firstDisagreement)""#) }
      return fields.joined(separator: ",")
    }
  }

  /// Routes the same utterances on the declared router (with and without a conversation) and on
  /// the donated conversation, `passes` times, the order of the three turning each pass.
  static func route(
    _ values: [LexiconValue], declared router: Router, donated: Conversation, options: RouteOptions, passes: Int
  ) -> RouteFigures {
    let lines = utterances(values)
    var declared = Conversation(router: router, options: options)
    var donated = donated
    var line = 0
    let ways: [(inout Conversation, inout Conversation, String) -> Route] = [
      { declared, _, text in
        line += 1
        return declared.route(text, line: line)
      },
      { _, donated, text in
        line += 1
        return donated.route(text, line: line)
      },
      { _, _, text in router.route(text, options: options) },
    ]
    // Warm-up, and the decisions compared.
    var figures = RouteFigures(
      declared: Latencies(count: lines.count), donated: Latencies(count: lines.count),
      plain: Latencies(count: lines.count), disagreements: 0, plainDisagreements: 0, routedAsNamed: 0,
      passes: passes)
    for (text, intent, id) in lines {
      let decisions = ways.map { Decision($0(&declared, &donated, text)) }
      if decisions[0].outcome == .routed && decisions[0].intent == intent && decisions[0].id == id {
        figures.routedAsNamed += 1
      }
      if decisions[1] != decisions[0] {
        figures.disagreements += 1
        if figures.firstDisagreement == nil {
          figures.firstDisagreement = "\(text): declared \(decisions[0].text), donated \(decisions[1].text)"
        }
      }
      if decisions[2] != decisions[0] { figures.plainDisagreements += 1 }
    }
    let clock = ContinuousClock()
    var latencies = [figures.declared, figures.donated, figures.plain]
    for pass in 0..<passes {
      for turn in 0..<ways.count {
        let way = (pass + turn) % ways.count
        for (index, utterance) in lines.enumerated() {
          let start = clock.now
          _ = ways[way](&declared, &donated, utterance.text)
          let elapsed = Benchmark.microseconds(start.duration(to: clock.now))
          latencies[way].samples.append(elapsed)
          latencies[way].fastest[index] = min(latencies[way].fastest[index], elapsed)
        }
      }
    }
    for way in latencies.indices { latencies[way].samples.sort() }
    (figures.declared, figures.donated, figures.plain) = (latencies[0], latencies[1], latencies[2])
    return figures
  }

  /// The values the deletion removes, `deletionCount` of them, and as many others to check
  /// that they still route: the same on every run.
  static func deleted(_ values: [LexiconValue]) -> [LexiconValue] {
    var generator = SeededRandom(seed: 13, stream: ["donation-deletions"])
    var shuffled = values
    generator.shuffle(&shuffled)
    return Array(shuffled.prefix(deletionCount))
  }

  /// Deletes the values of ``deleted(_:)`` from a conversation: how many of them a line still
  /// routes to, and how many kept values are routed as named, of those checked.
  static func delete(_ values: [LexiconValue], from conversation: inout Conversation) -> (
    stillRouted: Int, keptRouted: Int, keptChecked: Int
  ) {
    let removed = deleted(values)
    let removedIDs = Set(removed.map(\.id))
    let kept = Array(values.filter { !removedIDs.contains($0.id) }.prefix(deletionCount))
    let result = try? conversation.delete(app: app, entity: entity, ids: removed.map(\.id))
    precondition(result?.deleted == deletionCount, "the deletion did not remove every value")
    func routes(_ value: LexiconValue, line: Int) -> Bool {
      let text = "show \((value.name ?? value.id).lowercased()) in \(app)"
      return Decision(conversation.route(text, line: line)).id == value.id
    }
    let stillRouted = removed.enumerated().filter { routes($0.element, line: $0.offset) }.count
    let keptRouted = kept.enumerated().filter { routes($0.element, line: $0.offset) }.count
    return (stillRouted, keptRouted, kept.count)
  }

  /// A number with at most `digits` decimals.
  static func fixed(_ value: Double, _ digits: Int) -> Double {
    let scale = pow(10, Double(digits))
    return (value * scale).rounded() / scale
  }

  /// Prints one JSON line of the donation benchmark.
  static func printLine(_ measure: String, _ fields: String) {
    print(#"{"version":1,"kind":"bench","name":"donations","measure":"\#(measure)",\#(fields)}"#)
    fflush(nil)
  }
}
