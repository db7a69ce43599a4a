import DataFormats
import Dispatch
import Foundation
import PhraseGrammar
import Reports
import Router
import Synchronization

/// How one corpus line fared: the route and how it compares with the label.
public struct EvalCase: Sendable {
  /// The corpus line, with its label.
  public var entry: CorpusEntry
  /// What the router decided for it.
  public var route: Route
  /// The match the route was decided on (its template and positions, for coverage); nil
  /// unless routed.
  package var winner: GrammarMatch?
  /// The time the route took, in microseconds.
  public var microseconds: Double
  /// `App`, `none` or `ambiguous`, for the expected and the predicted route.
  public var expectedApp: String
  /// The same for the route.
  public var predictedApp: String
  /// `App.Intent`, `none` or `ambiguous`.
  public var expectedIntent: String
  /// The same for the route.
  public var predictedIntent: String
  /// Whether the outcome (routed, ambiguous, no match) is the expected one.
  public var outcomeCorrect: Bool
  /// Whether the app is the expected one.
  public var appCorrect: Bool
  /// Whether the app and intent are the expected ones.
  public var intentCorrect: Bool
  /// App, intent and every parameter right (for `ambiguous`: the same apps tie).
  public var exact: Bool
  /// Slot judgements, made only when the intent is right (Snips' convention).
  public var slots: [SlotJudgement]
  /// What differs from the label, for people.
  public var differences: [String]
  /// How sure the router was of the route, before the minimum confidence was applied (nil
  /// unless routed or ambiguous): with ``keptIntent``, what the line would be at any other
  /// threshold, since the router's decision does not depend on the minimum.
  public var confidence: Double?
  /// `App.Intent` (or `ambiguous`) the router chose before the minimum confidence was applied;
  /// the predicted label for a line it did not route.
  public var keptIntent: String
  /// Whether the route kept (before the minimum confidence was applied) is right in the sense
  /// its confidence estimates (``Evaluator/isRight(_:for:)``): the reliability table's count.
  public var keptIsRight = false
  /// Every route a tier proposed, judged, with what the router knew of it (with
  /// ``Evaluator/recordsProposals``).
  package var proposals: [JudgedProposal] = []

  /// The line's predicted intent label at a minimum confidence: the route kept when it is at
  /// least as sure, else none.
  public func predictedIntent(at minimum: Double) -> String {
    guard let confidence, confidence >= minimum else { return "none" }
    return keptIntent
  }
}

/// A route a tier proposed for a line, judged against the line's label.
package struct JudgedProposal: Sendable {
  package var evidence: RouteEvidence
  /// Whether its intent is the label's (or one the label accepts).
  package var isRight: Bool
  /// Whether it routes (rather than ties).
  package var isRoute: Bool
  /// Whether its tier hears the utterance as said.
  package var hearsAsSaid: Bool
  /// Whether another proposal outreads it.
  package var isOutread: Bool
}

/// The verdict on one parameter of one routed utterance.
public struct SlotJudgement: Hashable, Sendable {
  /// How a predicted parameter compares with the expected one.
  public enum Verdict: String, Hashable, Sendable {
    /// Expected and predicted with the same value.
    case correct
    /// Expected and predicted, with another value.
    case wrongValue
    /// Expected, not predicted.
    case missing
    /// Predicted, not expected.
    case unexpected
  }

  /// `App.Intent.parameter`.
  public var parameter: String
  /// The parameter's declared type (`integer`, `measurement`, …; `list of …`).
  public var type: String
  /// How the predicted value compares with the expected one.
  public var verdict: Verdict
  /// Whether the words matched equal the expected `text`, when the label gives one.
  public var textCorrect: Bool?
}

/// Routes a corpus with a router and judges each line against its label.
public struct Evaluator: Sendable {
  /// The router that routes every line.
  public let router: Router
  /// The reference time for lines without `now`.
  public var defaultNow: LocalDateTime?
  /// Whether utterances are routed with `RouteOptions/isExact`.
  public var isExact = false
  /// What approximate matching's edits cost (`RouteOptions/editCosts`), unless ``isExact``.
  public var editCosts = EditCosts.standard
  /// Routes less sure than this are `noMatch` (`RouteOptions/minimumConfidence`).
  public var minimumConfidence = RouteOptions().minimumConfidence
  /// How a tie between apps is decided (`RouteOptions/tieBreak`).
  public var tieBreak = TieBreak.foreground
  /// How a route's confidence is computed (`RouteOptions/calibration`).
  public var calibration = RouteOptions().calibration
  /// Whether each line keeps every route a tier proposed, judged (for fitting a calibration).
  package var recordsProposals = false

  /// An evaluator that routes with `router`, reading dates of lines without `now` against `defaultNow`.
  public init(router: Router, defaultNow: LocalDateTime? = nil) {
    self.router = router
    self.defaultNow = defaultNow
  }

  /// Routes every entry on all cores; the results are in entry order whatever the scheduling.
  ///
  /// - Parameters:
  ///   - entries: the corpus lines to route, in order.
  ///   - progress: called now and then with the number of entries done (from a worker thread).
  public func run(_ entries: [CorpusEntry], progress: (@Sendable (Int) -> Void)? = nil) -> [EvalCase] {
    let results = Mutex([EvalCase?](repeating: nil, count: entries.count))
    let done = Atomic<Int>(0)
    // A line is a work item; a conversation (one file's lines, in order) is one.
    var items: [[Int]] = []
    var conversationOf: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      guard entry.isConversation else {
        items.append([index])
        continue
      }
      if let item = conversationOf[entry.file] {
        items[item].append(index)
      } else {
        conversationOf[entry.file] = items.count
        items.append([index])
      }
    }
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8, items.count))
    let work = items
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var local: [(Int, EvalCase)] = []
      var item = worker
      while item < work.count {
        let indices = work[item]
        let judged =
          entries[indices[0]].isConversation
          ? judgeConversation(indices.map { entries[$0] }) : [judge(entries[indices[0]])]
        local += zip(indices, judged).map { ($0, $1) }
        let finished = done.add(indices.count, ordering: .relaxed).newValue
        if let progress, finished / 50 != (finished - indices.count) / 50 { progress(finished) }
        item += workers
      }
      results.withLock { results in
        for (index, result) in local { results[index] = result }
      }
    }
    return results.withLock { $0.compactMap { $0 } }
  }

  /// Routes the lines of a conversation in order, each after the control lines before it, and
  /// compares each route with its label. A control line that cannot be applied is a difference
  /// of the line after it.
  public func judgeConversation(_ entries: [CorpusEntry]) -> [EvalCase] {
    var judge = ConversationJudge(evaluator: self)
    return entries.map { judge.judge($0) }
  }

  static func microseconds(_ elapsed: Duration) -> Double {
    Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) * 1e-12
  }

  /// Routes one entry and compares the route with its label.
  ///
  /// - Parameters:
  ///   - entry: The corpus line.
  ///   - explains: Whether a line not entirely right is routed again for its explanation.
  public func judge(_ entry: CorpusEntry, explains: Bool = true) -> EvalCase {
    router.workspaces.borrow { judge(entry, explains: explains, workspace: &$0) }
  }

  /// Routes one entry and compares the route with its label, reusing a workspace's memory: a
  /// caller that judges many lines passes one workspace to every call.
  package func judge(_ entry: CorpusEntry, explains: Bool, workspace: inout MatchWorkspace) -> EvalCase {
    var options = RouteOptions(reference: entry.now ?? defaultNow)
    options.isExact = isExact
    if !isExact { options.editCosts = editCosts }
    options.tieBreak = tieBreak
    options.calibration = calibration
    options.recordsProposals = recordsProposals
    // Every route with its confidence, the minimum applied below: the line is known at every threshold.
    options.minimumConfidence = 0
    options.recordsPositions = true
    let clock = ContinuousClock()
    let start = clock.now
    var record = router.record(entry.utterance, options: options, workspace: &workspace)
    let route = record.route
    let proposals = record.proposals
    // Routed and ambiguous routes have a confidence; noMatch and error none.
    let confidence = route.confidence
    let keptIntent = Self.intentLabel(route.outcome, route.app, route.intent)
    let keptIsRight = Self.isRight(route, for: entry.expect)
    if let confidence, confidence < minimumConfidence {
      record = RouteRecord(route: .noMatch(entry.utterance), winner: nil)
    }
    options.minimumConfidence = minimumConfidence
    let microseconds = Self.microseconds(start.duration(to: clock.now))
    var judged = compare(
      entry, route: record.route, winner: record.winner, microseconds: microseconds, confidence: confidence,
      keptIntent: keptIntent)
    judged.keptIsRight = keptIsRight
    judged.proposals = proposals.map { proposal in
      JudgedProposal(
        evidence: proposal.evidence, isRight: Self.isRight(proposal.route, for: entry.expect),
        isRoute: proposal.route.outcome == .routed, hearsAsSaid: proposal.hearsAsSaid, isOutread: proposal.isOutread)
    }
    if !judged.exact && explains {
      // Explain the miss: route again with explanations (only for failures).
      var explained = options
      explained.explain = true
      record = router.record(entry.utterance, options: explained, workspace: &workspace)
      judged.route = record.route
      judged.winner = record.winner
    }
    return judged
  }

  /// Compares a line's route with its label.
  func compare(
    _ entry: CorpusEntry, route: Route, winner: GrammarMatch?, microseconds: Double, confidence: Double?,
    keptIntent: String
  ) -> EvalCase {
    let expect = entry.expect
    let predictedApp = Self.appLabel(route.outcome, route.app)
    let predictedIntent = Self.intentLabel(route.outcome, route.app, route.intent)
    // A route to an alternative, or to any intent of an app-level label, is right on its app and intent.
    let arrivesLoosely =
      expect.outcome == .routed && route.outcome == .routed
      && (expect.intent == nil && expect.app == route.app
        || expect.alternatives.contains { $0.accepts(app: route.app, intent: route.intent) })
    let expectedApp = arrivesLoosely ? predictedApp : Self.appLabel(expect.outcome, expect.app)
    let expectedIntent =
      arrivesLoosely ? predictedIntent : Self.intentLabel(expect.outcome, expect.app, expect.intent ?? "*")
    var differences: [String] = []
    if expectedIntent != predictedIntent {
      differences.append("expected \(expectedIntent), got \(predictedIntent)")
    }
    var exact = expectedIntent == predictedIntent
    if expect.outcome == .ambiguous && route.outcome == .ambiguous && !expect.apps.isEmpty {
      let tied = Array(Set(route.candidates.map(\.app))).sorted()
      if tied != expect.apps {
        exact = false
        differences.append(
          "expected a tie between \(expect.apps.joined(separator: ", ")), got \(tied.joined(separator: ", "))")
      }
    }
    var slots: [SlotJudgement] = []
    if expect.outcome == .routed && expectedIntent == predictedIntent && !arrivesLoosely {
      slots = judgeSlots(expect, route, differences: &differences)
      if slots.contains(where: { $0.verdict != .correct || $0.textCorrect == false }) { exact = false }
    }
    if let needs = expect.needs, needs != route.needs {
      exact = false
      differences.append(
        "expected to need \(needs.isEmpty ? "nothing" : needs.joined(separator: ", ")), "
          + "got \(route.needs.isEmpty ? "nothing" : route.needs.joined(separator: ", "))")
    }
    if let continues = expect.continues, continues != route.continues {
      exact = false
      differences.append(
        "expected \(continues.map { "to continue line \($0)" } ?? "a new request"), "
          + "got \(route.continues.map { "a continuation of line \($0)" } ?? "a new request")")
    }
    return EvalCase(
      entry: entry, route: route, winner: winner, microseconds: microseconds, expectedApp: expectedApp,
      predictedApp: predictedApp,
      expectedIntent: expectedIntent, predictedIntent: predictedIntent,
      outcomeCorrect: expect.outcome == route.outcome, appCorrect: expectedApp == predictedApp,
      intentCorrect: expectedIntent == predictedIntent, exact: exact, slots: slots, differences: differences,
      confidence: confidence, keptIntent: keptIntent)
  }

  /// Whether a route with a confidence is right in the sense its confidence estimates: a route
  /// to the label's intent (or one the label accepts), or a tie that is the label's or among
  /// whose candidates the label's intent is.
  static func isRight(_ route: Route, for expect: Expectation) -> Bool {
    let destinations = [Destination(app: expect.app ?? "", intent: expect.intent)] + expect.alternatives
    switch route.outcome {
    case .routed:
      return expect.outcome == .routed && destinations.contains { $0.accepts(app: route.app, intent: route.intent) }
    case .ambiguous:
      if expect.outcome == .ambiguous { return true }
      return expect.outcome == .routed
        && route.candidates.contains { candidate in
          destinations.contains { $0.accepts(app: candidate.app, intent: candidate.intent) }
        }
    case .noMatch, .error:
      return false
    }
  }

  static func appLabel(_ outcome: Route.Outcome, _ app: String?) -> String {
    switch outcome {
    case .routed: app ?? "none"
    case .ambiguous: "ambiguous"
    case .noMatch, .error: "none"
    }
  }

  static func intentLabel(_ outcome: Route.Outcome, _ app: String?, _ intent: String?) -> String {
    switch outcome {
    case .routed: "\(app ?? "").\(intent ?? "")"
    case .ambiguous: "ambiguous"
    case .noMatch, .error: "none"
    }
  }

  /// Judges every expected and every predicted parameter of a correctly routed utterance.
  private func judgeSlots(_ expect: Expectation, _ route: Route, differences: inout [String]) -> [SlotJudgement] {
    let app = route.app ?? ""
    let intent = route.intent ?? ""
    let declared = router.parameters(app: app, intent: intent) ?? []
    func typeName(_ name: String) -> String {
      guard let parameter = declared.first(where: { $0.name == name }) else { return "unknown" }
      return parameter.isList ? "list of \(parameter.type.name)" : parameter.type.name
    }
    var judgements: [SlotJudgement] = []
    let predicted = route.parameters.filter { $0.state != .unset }
    for expected in expect.parameters {
      let qualified = "\(app).\(intent).\(expected.name)"
      guard let actual = predicted.first(where: { $0.name == expected.name }) else {
        judgements.append(SlotJudgement(parameter: qualified, type: typeName(expected.name), verdict: .missing))
        differences.append("'\(expected.name)': expected \(Self.describe(expected.value)), not set")
        continue
      }
      let correct = Self.matches(expected, actual)
      var textCorrect: Bool?
      if let text = expected.text {
        textCorrect = Normalizer.normalize(text) == Normalizer.normalize(actual.text ?? "")
        if textCorrect == false {
          differences.append("'\(expected.name)': expected the words '\(text)', got '\(actual.text ?? "")'")
        }
      }
      if !correct {
        differences.append(
          "'\(expected.name)': expected \(Self.describe(expected.value)), got \(Self.describe(actual))")
      }
      judgements.append(
        SlotJudgement(
          parameter: qualified, type: typeName(expected.name), verdict: correct ? .correct : .wrongValue,
          textCorrect: textCorrect))
    }
    for actual in predicted where !expect.parameters.contains(where: { $0.name == actual.name }) {
      judgements.append(
        SlotJudgement(parameter: "\(app).\(intent).\(actual.name)", type: typeName(actual.name), verdict: .unexpected))
      differences.append("'\(actual.name)': not expected, got \(Self.describe(actual))")
    }
    return judgements
  }

  /// Whether a predicted parameter has the expected value (and unit, when given).
  static func matches(_ expected: ExpectedParameter, _ actual: ParameterResult) -> Bool {
    if expected.value == .cleared { return actual.state == .cleared }
    guard actual.state == .set, let value = actual.value else { return false }
    if let unit = expected.unit, case .measurement(_, let declared, _, _) = value, declared != unit { return false }
    return matches(expected.value, value)
  }

  static func matches(_ expected: ExpectedValue, _ actual: ResolvedValue) -> Bool {
    switch (expected, actual) {
    case (.number(let a), .number(let b)), (.number(let a), .measurement(let b, _, _, _)),
      (.number(let a), .duration(let b)):
      return abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    case (.bool(let a), .bool(let b)):
      return a == b
    case (.string(let a), .string(let b)):
      return Normalizer.normalize(a) == Normalizer.normalize(b)
    case (.string(let a), .enumCase(let b)), (.string(let a), .entity(let b, _, _)),
      (.entity(let a), .entity(let b, _, _)):
      return a == b
    case (.string(let a), .date(let date)):
      guard let moment = LocalDateTime(iso8601: a) else { return false }
      return moment == date.start
    case (.recurrence(let a), .recurrence(let b)):
      return a == b
    case (.list(let a), .list(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { matches($0, $1) }
    default:
      return false
    }
  }

  static func describe(_ value: ExpectedValue) -> String {
    switch value {
    case .number(let number): ResolvedValue.number(number).jsonText
    case .string(let text): "'\(text)'"
    case .bool(let flag): "\(flag)"
    case .entity(let id): "'\(id)'"
    case .recurrence(let rule): ResolvedValue.recurrence(rule).jsonText
    case .list(let values): "[" + values.map(describe).joined(separator: ", ") + "]"
    case .cleared: "cleared"
    }
  }

  static func describe(_ actual: ParameterResult) -> String {
    switch actual.state {
    case .cleared: return "cleared"
    case .unset: return "unset"
    case .set:
      guard let value = actual.value else { return "set" }
      switch value {
      case .string(let text): return "'\(text)'"
      case .enumCase(let id), .entity(let id, _, _): return "'\(id)'"
      case .date(let date): return "'\(date.start.iso8601)'"
      case .measurement(let number, let unit, _, _): return "\(ResolvedValue.number(number).jsonText) \(unit)"
      default: return value.jsonText
      }
    }
  }
}
