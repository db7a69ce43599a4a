import PhraseGrammar

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

/// A confusion matrix: rows are expected labels, columns predicted labels.
public struct ConfusionMatrix: Hashable, Sendable {
  /// Labels in order: apps (or app.intent) by name, then `ambiguous`, then `none`.
  public var labels: [String]
  /// `counts[expected][predicted]`.
  public var counts: [[Int]]

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
  /// Every line not entirely right, in corpus order.
  public var failures: [Failure]
  /// Every line, in corpus order; `failures` are the ones with `exact` false.
  public var cases: [CaseSummary]

  /// Computes every metric from judged cases.
  public init(cases: [EvalCase], router: Router) {
    total = cases.count
    outcomeAccuracy = ratio(cases.filter(\.outcomeCorrect).count, total)
    appAccuracy = ratio(cases.filter(\.appCorrect).count, total)
    intentAccuracy = ratio(cases.filter(\.intentCorrect).count, total)
    exactMatch = ratio(cases.filter(\.exact).count, total)

    // Slots.
    var slots = PRF()
    var names = PRF()
    var byType: [String: PRF] = [:]
    var byParameter: [String: PRF] = [:]
    var textChecked = 0
    var textRight = 0
    for judgement in cases.flatMap(\.slots) {
      // The value's score, and the name's: a wrong value is the right name.
      let (score, name): (PRF, PRF)
      switch judgement.verdict {
      case .correct: (score, name) = (PRF(truePositives: 1), PRF(truePositives: 1))
      case .wrongValue: (score, name) = (PRF(falsePositives: 1, falseNegatives: 1), PRF(truePositives: 1))
      case .missing: (score, name) = (PRF(falseNegatives: 1), PRF(falseNegatives: 1))
      case .unexpected: (score, name) = (PRF(falsePositives: 1), PRF(falsePositives: 1))
      }
      slots.add(score)
      names.add(name)
      byType[judgement.type, default: PRF()].add(score)
      byParameter[judgement.parameter, default: PRF()].add(score)
      if let textCorrect = judgement.textCorrect {
        textChecked += 1
        if textCorrect { textRight += 1 }
      }
    }
    self.slots = slots
    slotNames = names
    valueAccuracy = ratio(slots.truePositives, names.truePositives)
    textAccuracy = ratio(textRight, textChecked)
    slotsByType = byType.keys.sorted().map { ($0, byType[$0] ?? PRF()) }
    slotsByParameter = byParameter.keys.sorted().map { ($0, byParameter[$0] ?? PRF()) }

    confidence = ConfidenceSweep(cases)

    // Rejections and acceptances.
    let labelledNoMatch = cases.filter { $0.entry.expect.outcome == .noMatch }
    falseAcceptRate = ratio(labelledNoMatch.filter { $0.route.outcome == .routed }.count, labelledNoMatch.count)
    let labelledRouted = cases.filter { $0.entry.expect.outcome == .routed }
    falseRejectRate = ratio(labelledRouted.filter { $0.route.outcome == .noMatch }.count, labelledRouted.count)
    var ambiguity = PRF()
    for item in cases {
      switch (item.entry.expect.outcome == .ambiguous, item.route.outcome == .ambiguous) {
      case (true, true): ambiguity.truePositives += 1
      case (false, true): ambiguity.falsePositives += 1
      case (true, false): ambiguity.falseNegatives += 1
      case (false, false): break
      }
    }
    self.ambiguity = ambiguity

    appConfusion = ConfusionMatrix(pairs: cases.map { ($0.expectedApp, $0.predictedApp) })
    intentConfusion = ConfusionMatrix(pairs: cases.map { ($0.expectedIntent, $0.predictedIntent) })

    // Per app, steals.
    let appNames = Set(cases.flatMap { [$0.expectedApp, $0.predictedApp] }).subtracting(["none", "ambiguous"])
    perApp = appNames.sorted().map { app in
      AppStats(
        app: app, support: cases.filter { $0.expectedApp == app }.count,
        predicted: cases.filter { $0.predictedApp == app }.count,
        correct: cases.filter { $0.expectedApp == app && $0.predictedApp == app }.count,
        exact: cases.filter { $0.expectedApp == app && $0.exact }.count)
    }
    var steals: [Steal] = []
    for victim in appNames.sorted() {
      let lines = cases.filter { $0.expectedApp == victim }
      for thief in appNames.sorted() where thief != victim {
        let count = lines.filter { $0.predictedApp == thief }.count
        if count > 0 {
          steals.append(Steal(victim: victim, thief: thief, count: count, rate: Double(count) / Double(lines.count)))
        }
      }
    }
    self.steals = steals

    // Per tag.
    let tags = Set(cases.flatMap(\.entry.tags)).sorted()
    perTag = tags.map { tag in
      let tagged = cases.filter { $0.entry.tags.contains(tag) }
      return TagStats(
        tag: tag, count: tagged.count, outcomeCorrect: tagged.filter(\.outcomeCorrect).count,
        intentCorrect: tagged.filter(\.intentCorrect).count, exact: tagged.filter(\.exact).count)
    }

    // Latency.
    let latencies = cases.map(\.microseconds).sorted()
    func percentile(_ p: Double) -> Double {
      guard !latencies.isEmpty else { return 0 }
      return latencies[min(latencies.count - 1, Int((Double(latencies.count) * p).rounded(.down)))]
    }
    latencyP50 = percentile(0.5)
    latencyP95 = percentile(0.95)
    latencyMax = latencies.last ?? 0

    // Coverage: which templates, and which parts of them, routed lines went through.
    var uses: [TemplateID: Int] = [:]
    var usedPositions = Set<Int>()
    for item in cases {
      guard let winner = item.winner else { continue }
      uses[winner.template, default: 0] += 1
      usedPositions.formUnion(winner.positions ?? [])
    }
    var coverage: [TemplateCoverage] = []
    for index in 0..<router.templateCount {
      let id = TemplateID(rawValue: UInt32(index))
      let template = router.template(id)
      guard !template.isNegative else { continue }
      let count = uses[id] ?? 0
      var unusedSites: [TemplateSpan] = []
      var usedSites = Set<TemplateSpan>()
      for position in router.grammar.positions(of: id) where usedPositions.contains(position) {
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
    self.coverage = coverage
    templatesUsed = coverage.filter { $0.uses > 0 }.count
    templatesTotal = coverage.count
    // An intent is reached by a routed line, whether a template or its keywords took it.
    let reached = Set(cases.map(\.predictedIntent))
    intentsNeverReached = router.intents.map { "\($0.app).\($0.intent)" }.filter { !reached.contains($0) }

    failures = cases.filter { !$0.exact }.map { item in
      Failure(
        file: item.entry.file, line: item.entry.line, utterance: item.entry.utterance, tags: item.entry.tags,
        expected: Self.describe(item.entry.expect), actual: Self.describe(item.route),
        differences: item.differences,
        details: item.differences.filter { $0 != "expected \(item.expectedIntent), got \(item.predictedIntent)" },
        explanation: item.route.explanation ?? [])
    }
    self.cases = cases.map { item in
      CaseSummary(
        file: item.entry.file, line: item.entry.line, utterance: item.entry.utterance, tags: item.entry.tags,
        expectedApp: item.expectedApp, expectedOutcome: item.entry.expect.outcome,
        expectedIntent: item.expectedIntent, exact: item.exact, microseconds: item.microseconds)
    }
  }

  static func describe(_ expect: Expectation) -> String {
    switch expect.outcome {
    case .routed: "\(expect.app ?? "").\(expect.intent ?? "")"
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
