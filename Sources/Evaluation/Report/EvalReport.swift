import DataFormats
import PhraseGrammar
import Reports
import Router

/// Precision, recall and F1 from true and false positives and false negatives.
public struct PRF: Hashable, Sendable {
  /// Items expected and predicted alike.
  public var truePositives: Int
  /// Items predicted but not expected.
  public var falsePositives: Int
  /// Items expected but not predicted.
  public var falseNegatives: Int

  /// Creates scores from counts.
  ///
  /// - Parameters:
  ///   - truePositives: Items expected and predicted alike.
  ///   - falsePositives: Items predicted but not expected.
  ///   - falseNegatives: Items expected but not predicted.
  public init(truePositives: Int = 0, falsePositives: Int = 0, falseNegatives: Int = 0) {
    self.truePositives = truePositives
    self.falsePositives = falsePositives
    self.falseNegatives = falseNegatives
  }

  /// TP / (TP + FP); nil (n/a) when nothing was predicted.
  public var precision: Double? { ratio(truePositives, truePositives + falsePositives) }
  /// TP / (TP + FN); nil (n/a) when nothing was expected.
  public var recall: Double? { ratio(truePositives, truePositives + falseNegatives) }
  /// 2TP / (2TP + FP + FN), the harmonic mean of precision and recall where both are defined;
  /// 0 when only one is, nil (n/a) when nothing was expected or predicted.
  public var f1: Double? { ratio(2 * truePositives, 2 * truePositives + falsePositives + falseNegatives) }
  /// The number of expected items.
  public var support: Int { truePositives + falseNegatives }
}

/// A share, or nil when nothing was counted: 0/0 is not a perfect score but no score (shown as n/a).
func ratio(_ numerator: Int, _ denominator: Int) -> Double? {
  denominator == 0 ? nil : Double(numerator) / Double(denominator)
}

/// A sum shared over a count, or nil when nothing was counted.
func share(_ numerator: Double, _ denominator: Int) -> Double? {
  denominator == 0 ? nil : numerator / Double(denominator)
}

/// A confusion matrix: rows are expected labels, columns predicted labels.
public struct ConfusionMatrix: Hashable, Sendable {
  /// Labels in order: apps (or app.intent) by name, then `ambiguous`, then `none`.
  public var labels: [String]
  /// `counts[expected][predicted]`.
  public var counts: [[Int]]

  init(counts pairs: [String: [String: Int]]) {
    var names = Set(pairs.keys)
    for row in pairs.values { names.formUnion(row.keys) }
    labels = names.filter { $0 != "none" && $0 != "ambiguous" }.sorted()
    if names.contains("ambiguous") { labels.append("ambiguous") }
    if names.contains("none") { labels.append("none") }
    let labels = labels
    counts = labels.map { expected in labels.map { pairs[expected]?[$0] ?? 0 } }
  }

  init(pairs: [(expected: String, predicted: String)]) {
    let names = Set(pairs.flatMap { [$0.expected, $0.predicted] })
    labels = names.filter { $0 != "none" && $0 != "ambiguous" }.sorted()
    if names.contains("ambiguous") { labels.append("ambiguous") }
    if names.contains("none") { labels.append("none") }
    let index = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
    counts = Array(repeating: Array(repeating: 0, count: labels.count), count: labels.count)
    for pair in pairs {
      if let row = index[pair.expected], let column = index[pair.predicted] { counts[row][column] += 1 }
    }
  }
}

/// An evaluation of a router on a corpus: every metric, every breakdown, every failure.
///
/// Conventions (`Docs/Evaluation.md`, "Scoring", says the same):
/// - accuracies are over all lines; a line's app label is the app, `none` for
///   `noMatch` and `ambiguous` for a tie, its intent label `App.Intent`, `none`
///   or `ambiguous`, so a correct `noMatch` or tie counts as correct;
/// - slots are scored only on lines whose intent is right (Snips); a wrong value
///   is a false positive and a false negative; a parameter the router sets that
///   the label does not name is a false positive; all slot scores are micro-averaged;
/// - false-accept rate: lines labelled `noMatch` that were routed, over lines
///   labelled `noMatch`; false-reject rate: lines labelled routed that got
///   `noMatch`, over lines labelled routed;
/// - ambiguity precision and recall count lines labelled and predicted `ambiguous`;
/// - a ratio whose denominator is 0 (nothing counted) is nil, shown as n/a, never as 100 %.
public struct EvalReport: Sendable {
  /// One app's row of the per-app table.
  public struct AppStats: Hashable, Sendable {
    /// The app's name.
    public var app: String
    /// Lines labelled with this app (routed).
    public var support: Int
    /// Lines routed to this app.
    public var predicted: Int
    /// Lines labelled with this app and routed to it.
    public var correct: Int
    /// Lines labelled with this app whose intent and parameters are all right.
    public var exact: Int
    /// Of the lines routed to the app, the share labelled with it; nil when none was.
    public var precision: Double? { ratio(correct, predicted) }
    /// Of the lines labelled with the app, the share routed to it; nil when none was.
    public var recall: Double? { ratio(correct, support) }
    /// 2 correct / (support + predicted); nil when the app was neither expected nor predicted.
    public var f1: Double? { ratio(2 * correct, support + predicted) }
  }

  /// One tag's row of the per-tag table.
  public struct TagStats: Hashable, Sendable {
    /// The tag.
    public var tag: String
    /// Lines with this tag.
    public var count: Int
    /// Lines with this tag whose outcome is right.
    public var outcomeCorrect: Int
    /// Lines with this tag whose intent is right.
    public var intentCorrect: Int
    /// Lines with this tag whose intent and parameters are all right.
    public var exact: Int

    /// Of the tagged lines, the share whose outcome is right; nil when there are none.
    public var outcomeAccuracy: Double? { ratio(outcomeCorrect, count) }
    /// Of the tagged lines, the share whose intent is right; nil when there are none.
    public var intentAccuracy: Double? { ratio(intentCorrect, count) }
    /// Of the tagged lines, the share entirely right; nil when there are none.
    public var exactMatch: Double? { ratio(exact, count) }
  }

  /// Lines labelled with one app that another app took.
  public struct Steal: Hashable, Sendable {
    /// The app the lines were labelled with.
    public var victim: String
    /// The app that took them.
    public var thief: String
    /// The number of lines taken.
    public var count: Int
    /// `count` over the victim's lines.
    public var rate: Double
  }

  /// How much of one template the corpus exercised.
  public struct TemplateCoverage: Hashable, Sendable {
    /// The app of the template.
    public var app: String
    /// The intent of the template.
    public var intent: String
    /// The template text.
    public var template: String
    /// Lines routed through this template.
    public var uses: Int
    /// Parts of the template (words, slots, rule references) no routed line went through.
    public var unused: [String]
  }

  /// One judged corpus line, in corpus order, for formats that list every line (JUnit).
  public struct CaseSummary: Hashable, Sendable {
    /// The corpus file of the line.
    public var file: String
    /// The 1-based line in its file.
    public var line: Int
    /// The utterance.
    public var utterance: String
    /// The line's tags.
    public var tags: [String]
    /// The expected app label: the app, `none` or `ambiguous`.
    public var expectedApp: String
    /// The expected outcome, and the expected intent label: `App.Intent`, `none` or `ambiguous`.
    public var expectedOutcome: Route.Outcome
    /// The expected intent label: `App.Intent`, `none` or `ambiguous`.
    public var expectedIntent: String
    /// Whether app, intent and every parameter are right (the others are `failures`, in order).
    public var exact: Bool
    /// The time the route took, in microseconds.
    public var microseconds: Double
  }

  /// A corpus line the router got wrong, with what differs and why.
  public struct Failure: Sendable {
    /// The corpus file of the line.
    public var file: String
    /// The 1-based line in its file.
    public var line: Int
    /// The utterance.
    public var utterance: String
    /// The line's tags.
    public var tags: [String]
    /// What the label expects, in one line.
    public var expected: String
    /// What the router decided, in one line.
    public var actual: String
    /// Everything that differs, starting with "expected X, got Y" when the intent is wrong.
    public var differences: [String]
    /// What differs beyond the intent: wrong values, missing or extra parameters, another tie.
    public var details: [String]
    /// Why the router decided as it did: the route's explanation.
    public var explanation: [Explanation]

    /// Whether the intent (or the outcome) is wrong, not only the parameters or the tie.
    public var isRouting: Bool { differences.count != details.count }
  }

  /// The number of corpus lines.
  public var total: Int
  /// Shares of all lines; nil (n/a) when there are none, as for every ratio below with nothing counted.
  public var outcomeAccuracy: Double?
  /// The share of lines whose app label is right.
  public var appAccuracy: Double?
  /// The share of lines whose intent label is right.
  public var intentAccuracy: Double?
  /// The share of lines whose app, intent and every parameter are right.
  public var exactMatch: Double?
  /// Slots by value (name and value right).
  public var slots: PRF
  /// Slots by name only (the parameter was filled, whatever its value).
  public var slotNames: PRF
  /// Of the slots filled under the right name, the share with the right value.
  public var valueAccuracy: Double?
  /// Of the slots whose label gives the words, the share whose words match.
  public var textAccuracy: Double?
  /// Slot scores by parameter type, sorted by type name.
  public var slotsByType: [(type: String, scores: PRF)]
  /// Slot scores by parameter, sorted by name.
  public var slotsByParameter: [(parameter: String, scores: PRF)]
  /// Nil when no line is labelled `noMatch`.
  public var falseAcceptRate: Double?
  /// Nil when no line is labelled routed.
  public var falseRejectRate: Double?
  /// Lines labelled and predicted `ambiguous`, scored as a class.
  public var ambiguity: PRF
  /// Expected against predicted app labels.
  public var appConfusion: ConfusionMatrix
  /// Expected against predicted intent labels.
  public var intentConfusion: ConfusionMatrix
  /// Apps that took lines labelled with another app, by victim and then thief.
  public var steals: [Steal]
  /// Per-app scores, by app name.
  public var perApp: [AppStats]
  /// Per-tag scores, by tag.
  public var perTag: [TagStats]
  /// Route latency in microseconds.
  public var latencyP50: Double
  /// The 95th percentile of route latency, in microseconds.
  public var latencyP95: Double
  /// The longest route latency, in microseconds.
  public var latencyMax: Double
  /// How much of each template the corpus exercised.
  public var coverage: [TemplateCoverage]
  /// Templates at least one line was routed through.
  public var templatesUsed: Int
  /// Templates of all the manifests.
  public var templatesTotal: Int
  /// `App.Intent` of every intent no line was routed to.
  public var intentsNeverReached: [String]
  /// Accuracy, false accepts and false rejects at every minimum confidence, and how right each
  /// confidence was.
  public var confidence: ConfidenceSweep
  /// The lines not entirely right, in corpus order: all of them, or the first ones up to a bound
  /// (``failuresLeftOut`` says how many more there are).
  public var failures: [Failure]
  /// Every line, in corpus order, or the first ones up to a bound; `failures` are the ones with
  /// `exact` false.
  public var cases: [CaseSummary]

  /// Every failure, kept or not: lines not entirely right.
  public var failureCount: Int
  /// Failures counted but not listed in `failures` (beyond the bound on the list).
  public var failuresLeftOut: Int { failureCount - failures.count }
  /// Lines counted but not listed in `cases`.
  public var linesNotListed: Int { total - cases.count }
  /// The counts the report was computed from, for merging reports.
  public var tally: EvalTally

  /// Computes every metric from judged cases, keeping every failure and every line.
  public init(cases: [EvalCase], router: Router) {
    var tally = EvalTally()
    for (index, item) in cases.enumerated() { tally.add(item, order: [index]) }
    self.init(tally: tally, router: router)
  }

  /// Computes every metric from the counts of judged lines, with the coverage of the router's templates.
  public init(tally: EvalTally, router: Router) {
    var coverage: [TemplateCoverage] = []
    for index in 0..<router.templateCount {
      let id = TemplateID(rawValue: UInt32(index))
      let template = router.template(id)
      guard !template.isNegative else { continue }
      let count = tally.templateUses[id.rawValue] ?? 0
      var unusedSites: [TemplateSpan] = []
      var usedSites = Set<TemplateSpan>()
      for position in router.grammar.positions(of: id) where tally.usedPositions.contains(position) {
        usedSites.insert(router.grammar.site(of: position))
      }
      for position in router.grammar.positions(of: id) {
        let site = router.grammar.site(of: position)
        if !usedSites.contains(site) && !unusedSites.contains(site) { unusedSites.append(site) }
      }
      let characters = Array(template.text)
      let unused = unusedSites.sorted { $0.start < $1.start }.map { site -> String in
        let range = site.characters.clamped(to: 0..<characters.count)
        return String(characters[range]).trimmingSpaces()
      }
      coverage.append(
        TemplateCoverage(
          app: template.app, intent: template.intent, template: template.text, uses: count,
          unused: count == 0 ? [] : unused))
    }
    // An intent is reached by a routed line, whether a template or its keywords took it.
    let reached = Set(tally.intentPairs.values.flatMap(\.keys))
    let neverReached = router.intents.map { "\($0.app).\($0.intent)" }.filter { !reached.contains($0) }
    self.init(tally: tally, coverage: coverage, intentsNeverReached: neverReached)
  }

  /// Computes every metric from counts, with the coverage already worked out.
  init(tally: EvalTally, coverage: [TemplateCoverage], intentsNeverReached: [String]) {
    self.tally = tally
    total = tally.total
    outcomeAccuracy = ratio(tally.outcomeCorrect, total)
    appAccuracy = ratio(tally.appCorrect, total)
    intentAccuracy = ratio(tally.intentCorrect, total)
    exactMatch = ratio(tally.exact, total)

    slots = tally.slots
    slotNames = tally.slotNames
    valueAccuracy = ratio(slots.truePositives, slotNames.truePositives)
    textAccuracy = ratio(tally.textRight, tally.textChecked)
    slotsByType = tally.slotsByType.keys.sorted().map { ($0, tally.slotsByType[$0] ?? PRF()) }
    slotsByParameter = tally.slotsByParameter.keys.sorted().map { ($0, tally.slotsByParameter[$0] ?? PRF()) }

    confidence = ConfidenceSweep(tally)

    falseAcceptRate = ratio(tally.falseAccepts, tally.labelledNoMatch)
    falseRejectRate = ratio(tally.falseRejects, tally.labelledRouted)
    ambiguity = tally.ambiguity

    appConfusion = ConfusionMatrix(counts: tally.appPairs)
    intentConfusion = ConfusionMatrix(counts: tally.intentPairs)

    // Per app, steals.
    var appNames = Set(tally.appPairs.keys)
    for row in tally.appPairs.values { appNames.formUnion(row.keys) }
    let apps = appNames.subtracting(["none", "ambiguous"]).sorted()
    perApp = apps.map { app in
      AppStats(
        app: app, support: tally.appPairs[app]?.values.reduce(0, +) ?? 0,
        predicted: tally.appPairs.values.reduce(0) { $0 + ($1[app] ?? 0) },
        correct: tally.appPairs[app]?[app] ?? 0, exact: tally.appExact[app] ?? 0)
    }
    var steals: [Steal] = []
    for victim in apps {
      let row = tally.appPairs[victim] ?? [:]
      let lines = row.values.reduce(0, +)
      for thief in apps where thief != victim {
        let count = row[thief] ?? 0
        if count > 0 {
          steals.append(Steal(victim: victim, thief: thief, count: count, rate: Double(count) / Double(lines)))
        }
      }
    }
    self.steals = steals

    perTag = tally.tags.keys.sorted().map { tag in
      let counts = tally.tags[tag] ?? EvalTally.TagCounts()
      return TagStats(
        tag: tag, count: counts.count, outcomeCorrect: counts.outcomeCorrect, intentCorrect: counts.intentCorrect,
        exact: counts.exact)
    }

    latencyP50 = tally.latency.percentile(0.5)
    latencyP95 = tally.latency.percentile(0.95)
    latencyMax = tally.latency.maximum

    self.coverage = coverage
    templatesUsed = coverage.filter { $0.uses > 0 }.count
    templatesTotal = coverage.count
    self.intentsNeverReached = intentsNeverReached

    failures = tally.failures
    failureCount = tally.failureCount
    cases = tally.cases
  }

  static func describe(_ expect: Expectation) -> String {
    switch expect.outcome {
    case .routed:
      ([Destination(app: expect.app ?? "", intent: expect.intent)] + expect.alternatives).map {
        "\($0.app).\($0.intent ?? "*")"
      }.joined(separator: " or ")
    case .ambiguous: expect.apps.isEmpty ? "ambiguous" : "ambiguous between \(expect.apps.joined(separator: ", "))"
    case .noMatch, .error: "noMatch"
    }
  }

  static func describe(_ route: Route) -> String {
    switch route.outcome {
    case .routed: "\(route.app ?? "").\(route.intent ?? "")"
    case .ambiguous:
      "ambiguous between " + Array(Set(route.candidates.map(\.app))).sorted().joined(separator: ", ")
    case .noMatch: "noMatch"
    case .error: "error: \(route.message ?? "")"
    }
  }
}

extension PRF {
  mutating func add(_ other: PRF) {
    truePositives += other.truePositives
    falsePositives += other.falsePositives
    falseNegatives += other.falseNegatives
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var slice = Substring(self)
    while slice.first?.isWhitespace == true { slice.removeFirst() }
    while slice.last?.isWhitespace == true { slice.removeLast() }
    return String(slice)
  }
}

extension EvalReport.Failure {
  /// The failure of a judged line.
  init(_ item: EvalCase) {
    self.init(
      file: item.entry.file, line: item.entry.line, utterance: item.entry.utterance, tags: item.entry.tags,
      expected: EvalReport.describe(item.entry.expect), actual: EvalReport.describe(item.route),
      differences: item.differences,
      details: item.differences.filter { $0 != "expected \(item.expectedIntent), got \(item.predictedIntent)" },
      explanation: item.route.explanation ?? [])
  }
}

extension EvalReport.CaseSummary {
  /// The summary of a judged line.
  init(_ item: EvalCase) {
    self.init(
      file: item.entry.file, line: item.entry.line, utterance: item.entry.utterance, tags: item.entry.tags,
      expectedApp: item.expectedApp, expectedOutcome: item.entry.expect.outcome,
      expectedIntent: item.expectedIntent, exact: item.exact, microseconds: item.microseconds)
  }
}
