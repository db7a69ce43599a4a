import DataFormats
import PhraseGrammar
import Reports
import Router
/// The counts of an evaluation, added up line by line: everything a report needs, in memory that
/// does not grow with the corpus (but for the bounded lists of failures and of lines).
///
/// Tallies of parts of a corpus add up (``add(_:)-swift.method``) to the tally of the whole; rates
/// are computed from the counts only when the report is made.
public struct EvalTally: Sendable {
  /// One tag's counts.
  public struct TagCounts: Hashable, Sendable {
    /// Lines with the tag.
    public var count = 0
    /// Of those, lines whose outcome is right.
    public var outcomeCorrect = 0
    /// Lines whose intent is right.
    public var intentCorrect = 0
    /// Lines entirely right.
    public var exact = 0
  }

  /// One minimum confidence's counts.
  public struct ThresholdCounts: Hashable, Sendable {
    /// Lines whose intent would be right.
    public var correct = 0
    /// Lines labelled `noMatch` that would be routed.
    public var falseAccepts = 0
    /// Lines labelled routed that would not be matched.
    public var falseRejects = 0
  }

  /// Lines with a route of one confidence.
  public struct ConfidenceCounts: Hashable, Sendable {
    /// Lines routed (or tied) at this confidence, at minimum confidence 0.
    public var routes = 0
    /// Of those, lines whose intent is right.
    public var right = 0
    /// Of those, lines labelled `noMatch` that are routed: false accepts while the route is kept.
    public var falseAccepts = 0
  }

  /// A kept item with its place in the corpus, so lists kept apart merge in corpus order.
  struct Ordered<Item: Sendable>: Sendable {
    var order: [Int]
    var item: Item
  }

  /// The most failures kept (nil: all); the others are counted only.
  public var failureLimit: Int?
  /// The most lines kept for formats that list every line (JUnit); the others are counted only.
  public var caseLimit: Int?

  /// Lines counted.
  public var total = 0
  /// Lines whose outcome is right.
  public var outcomeCorrect = 0
  /// Lines whose app label is right.
  public var appCorrect = 0
  /// Lines whose intent label is right.
  public var intentCorrect = 0
  /// Lines entirely right.
  public var exact = 0
  /// Slots by value.
  public var slots = PRF()
  /// Slots by name.
  public var slotNames = PRF()
  /// Slots by value, by type.
  public var slotsByType: [String: PRF] = [:]
  /// Slots by value, by `App.Intent.parameter`.
  public var slotsByParameter: [String: PRF] = [:]
  /// Slots whose label gives the words.
  public var textChecked = 0
  /// Of those, the slots whose words match.
  public var textRight = 0
  /// Lines labelled `noMatch`.
  public var labelledNoMatch = 0
  /// Of those, lines routed.
  public var falseAccepts = 0
  /// Lines labelled routed.
  public var labelledRouted = 0
  /// Of those, lines not matched.
  public var falseRejects = 0
  /// Lines labelled or predicted `ambiguous`, as a class.
  public var ambiguity = PRF()
  /// Lines by expected and predicted app label.
  public var appPairs: [String: [String: Int]] = [:]
  /// Lines entirely right, by expected app label.
  public var appExact: [String: Int] = [:]
  /// Lines by expected and predicted intent label.
  public var intentPairs: [String: [String: Int]] = [:]
  /// Counts by tag.
  public var tags: [String: TagCounts] = [:]
  /// Counts at each minimum confidence 0, 0.05, …, 1.
  public var thresholds = Array(repeating: ThresholdCounts(), count: 21)
  /// Lines with a route by its confidence in hundredths (a confidence has two decimals): the
  /// reliability of confidences, their calibration and any minimum follow from these exactly.
  public var byHundredth = Array(repeating: ConfidenceCounts(), count: 101)
  /// Route latencies.
  public var latency = LatencyHistogram()
  /// Lines routed through each template, by template id.
  public var templateUses: [UInt32: Int] = [:]
  /// Template positions routed lines went through.
  public var usedPositions = Set<Int>()
  /// The first failures in corpus order, up to ``failureLimit``.
  var keptFailures: [Ordered<EvalReport.Failure>] = []
  /// The first lines in corpus order, up to ``caseLimit``.
  var keptCases: [Ordered<EvalReport.CaseSummary>] = []

  /// An empty tally keeping at most `failureLimit` failures and `caseLimit` lines (nil: all).
  public init(failureLimit: Int? = nil, caseLimit: Int? = nil) {
    self.failureLimit = failureLimit
    self.caseLimit = caseLimit
  }

  /// Lines not entirely right.
  public var failureCount: Int { total - exact }
  /// The failures kept, in corpus order.
  public var failures: [EvalReport.Failure] { keptFailures.map(\.item) }
  /// The lines kept, in corpus order.
  public var cases: [EvalReport.CaseSummary] { keptCases.map(\.item) }

  /// Whether a failure at this place would be kept (the explanation is worth making).
  func keepsFailure(at order: [Int]) -> Bool {
    guard let failureLimit else { return true }
    return keptFailures.count < failureLimit || order.lexicographicallyPrecedes(keptFailures.last?.order ?? [])
  }

  /// Counts one judged line; `order` is its place in the corpus (lines must come in order within a tally).
  public mutating func add(_ item: EvalCase, order: [Int]) {
    total += 1
    if item.outcomeCorrect { outcomeCorrect += 1 }
    if item.appCorrect { appCorrect += 1 }
    if item.intentCorrect { intentCorrect += 1 }
    if item.exact { exact += 1 }
    addSlots(item.slots)
    let expected = item.entry.expect.outcome
    let predicted = item.route.outcome
    if expected == .noMatch {
      labelledNoMatch += 1
      if predicted == .routed { falseAccepts += 1 }
    }
    if expected == .routed {
      labelledRouted += 1
      if predicted == .noMatch { falseRejects += 1 }
    }
    switch (expected == .ambiguous, predicted == .ambiguous) {
    case (true, true): ambiguity.truePositives += 1
    case (false, true): ambiguity.falsePositives += 1
    case (true, false): ambiguity.falseNegatives += 1
    case (false, false): break
    }
    appPairs[item.expectedApp, default: [:]][item.predictedApp, default: 0] += 1
    if item.exact { appExact[item.expectedApp, default: 0] += 1 }
    intentPairs[item.expectedIntent, default: [:]][item.predictedIntent, default: 0] += 1
    for tag in Set(item.entry.tags) {
      tags[tag, default: TagCounts()].count += 1
      if item.outcomeCorrect { tags[tag, default: TagCounts()].outcomeCorrect += 1 }
      if item.intentCorrect { tags[tag, default: TagCounts()].intentCorrect += 1 }
      if item.exact { tags[tag, default: TagCounts()].exact += 1 }
    }
    addConfidence(item)
    latency.add(item.microseconds)
    if let winner = item.winner {
      templateUses[winner.template.rawValue, default: 0] += 1
      usedPositions.formUnion(winner.positions ?? [])
    }
    if !item.exact, keepsFailure(at: order) {
      keptFailures.append(Ordered(order: order, item: EvalReport.Failure(item)))
      if let failureLimit, keptFailures.count > failureLimit { keptFailures.removeLast() }
    }
    if caseLimit.map({ keptCases.count < $0 }) ?? true {
      keptCases.append(Ordered(order: order, item: EvalReport.CaseSummary(item)))
    }
  }

  private mutating func addSlots(_ judgements: [SlotJudgement]) {
    for judgement in judgements {
      // The value's score, and the name's: a wrong value is the right name.
      let (score, name): (PRF, PRF)
      switch judgement.verdict {
      case .correct: (score, name) = (PRF(truePositives: 1), PRF(truePositives: 1))
      case .wrongValue: (score, name) = (PRF(falsePositives: 1, falseNegatives: 1), PRF(truePositives: 1))
      case .missing: (score, name) = (PRF(falseNegatives: 1), PRF(falseNegatives: 1))
      case .unexpected: (score, name) = (PRF(falsePositives: 1), PRF(falsePositives: 1))
      }
      slots.add(score)
      slotNames.add(name)
      slotsByType[judgement.type, default: PRF()].add(score)
      slotsByParameter[judgement.parameter, default: PRF()].add(score)
      if let textCorrect = judgement.textCorrect {
        textChecked += 1
        if textCorrect { textRight += 1 }
      }
    }
  }

  private mutating func addConfidence(_ item: EvalCase) {
    let expected = item.entry.expect.outcome
    // The kept route's intent compared once; at a threshold, the kept route when it is as sure
    // (as `predictedIntent(at:)`), or none.
    let kept = item.keptIntent
    let isRight = kept == item.expectedIntent
    let isRoute = kept != "none" && kept != "ambiguous"
    let noneIsRight = item.expectedIntent == "none"
    for index in thresholds.indices {
      let minimum = Double(index) / 20
      if let confidence = item.confidence, confidence >= minimum {
        if isRight { thresholds[index].correct += 1 }
        if expected == .noMatch && isRoute { thresholds[index].falseAccepts += 1 }
      } else {
        if noneIsRight { thresholds[index].correct += 1 }
        if expected == .routed { thresholds[index].falseRejects += 1 }
      }
    }
    guard let confidence = item.confidence else { return }
    let hundredth = min(100, max(0, Int((confidence * 100).rounded())))
    byHundredth[hundredth].routes += 1
    if item.keptIsRight { byHundredth[hundredth].right += 1 }
    if expected == .noMatch && isRoute { byHundredth[hundredth].falseAccepts += 1 }
  }

  /// Adds another tally's counts; the failures and lines kept merge in corpus order, up to the limits.
  public mutating func add(_ other: EvalTally) {
    for (_, count) in Self.singleCounts { self[keyPath: count] += other[keyPath: count] }
    slots.add(other.slots)
    slotNames.add(other.slotNames)
    slotsByType.merge(other.slotsByType) { $0.adding($1) }
    slotsByParameter.merge(other.slotsByParameter) { $0.adding($1) }
    ambiguity.add(other.ambiguity)
    appPairs.merge(other.appPairs) { $0.merging($1, uniquingKeysWith: +) }
    appExact.merge(other.appExact, uniquingKeysWith: +)
    intentPairs.merge(other.intentPairs) { $0.merging($1, uniquingKeysWith: +) }
    tags.merge(other.tags) { a, b in
      TagCounts(
        count: a.count + b.count, outcomeCorrect: a.outcomeCorrect + b.outcomeCorrect,
        intentCorrect: a.intentCorrect + b.intentCorrect, exact: a.exact + b.exact)
    }
    for index in thresholds.indices {
      thresholds[index].correct += other.thresholds[index].correct
      thresholds[index].falseAccepts += other.thresholds[index].falseAccepts
      thresholds[index].falseRejects += other.thresholds[index].falseRejects
    }
    for index in byHundredth.indices {
      byHundredth[index].routes += other.byHundredth[index].routes
      byHundredth[index].right += other.byHundredth[index].right
      byHundredth[index].falseAccepts += other.byHundredth[index].falseAccepts
    }
    latency.add(other.latency)
    templateUses.merge(other.templateUses, uniquingKeysWith: +)
    usedPositions.formUnion(other.usedPositions)
    keptFailures = Self.merged(keptFailures, other.keptFailures, limit: failureLimit)
    keptCases = Self.merged(keptCases, other.keptCases, limit: caseLimit)
  }

  /// A count that is one number: its name in a JSON report's `counts`, and the tally's property.
  typealias SingleCount = (key: String, count: WritableKeyPath<EvalTally, Int> & Sendable)

  /// The lines counted and, of them, the lines right by each measure, in a report's order.
  static let lineCounts: [SingleCount] = [
    ("lines", \.total), ("outcomeCorrect", \.outcomeCorrect), ("appCorrect", \.appCorrect),
    ("intentCorrect", \.intentCorrect), ("exact", \.exact),
  ]

  /// The slots whose words were checked and were right, and the lines labelled `noMatch` and routed
  /// with the mistakes among them, in a report's order.
  static let wordAndLabelCounts: [SingleCount] = [
    ("slotTextChecked", \.textChecked), ("slotTextRight", \.textRight), ("labelledNoMatch", \.labelledNoMatch),
    ("falseAccepts", \.falseAccepts), ("labelledRouted", \.labelledRouted), ("falseRejects", \.falseRejects),
  ]

  /// Every count that is one number.
  static let singleCounts = lineCounts + wordAndLabelCounts

  private static func merged<Item>(_ a: [Ordered<Item>], _ b: [Ordered<Item>], limit: Int?) -> [Ordered<Item>] {
    let all = (a + b).sorted { $0.order.lexicographicallyPrecedes($1.order) }
    return limit.map { Array(all.prefix($0)) } ?? all
  }
}

extension PRF {
  func adding(_ other: PRF) -> PRF {
    var sum = self
    sum.add(other)
    return sum
  }
}
