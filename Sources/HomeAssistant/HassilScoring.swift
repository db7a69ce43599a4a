import DataFormats
import PhraseGrammar
import Router

/// How one test fared, scored as the Home Assistant intents repository's test scores it.
public struct HassilTestOutcome: Sendable {
  /// The test that was run.
  public var test: HassilTest
  /// What the recognizer gave for the test's sentence; nil when it recognized nothing.
  public var result: HassilResult?
  /// The recognized intent is the expected one.
  public var intentCorrect: Bool
  /// The recognized slots are exactly the expected ones (an expected list means one of its values).
  public var slotsCorrect: Bool
  /// The block's `slot_combination` metadata is the expected one (when the test names one).
  public var slotCombinationCorrect: Bool
  /// Every entity carrying the recognized name is of an expected domain (when the test names domains).
  public var nameDomainsCorrect: Bool
  /// The result's context equals the test's (only for bundles whose evaluation compares contexts).
  public var contextCorrect: Bool
  /// Why the test failed, if it did: the first check that failed.
  public var reason: String?

  /// Whether every check passed: the test's exact match.
  public var passed: Bool {
    intentCorrect && slotsCorrect && slotCombinationCorrect && nameDomainsCorrect && contextCorrect
  }
}

/// Scores recognitions against a bundle's tests.
package enum HassilScoring {
  /// Scores one test's result.
  ///
  /// - Parameters:
  ///   - test: the test.
  ///   - result: what the recognizer gave for the test's sentence; nil when it recognized nothing.
  ///   - fixture: the test's fixture set, for the domains of entity names.
  ///   - settings: the bundle's evaluation settings (whether contexts are compared).
  package static func score(
    _ test: HassilTest, result: HassilResult?, fixture: HassilFixtureSet?, settings: HassilEvaluationSettings
  ) -> HassilTestOutcome {
    var outcome = HassilTestOutcome(
      test: test, result: result, intentCorrect: false, slotsCorrect: false, slotCombinationCorrect: true,
      nameDomainsCorrect: true, contextCorrect: true)
    guard let result else {
      outcome.slotCombinationCorrect = test.slotCombination == nil
      outcome.contextCorrect = !settings.matchesContext || test.context.isEmpty
      outcome.reason = "no match"
      return outcome
    }
    outcome.intentCorrect = result.intent == test.intent
    let slotProblem = slotMismatch(result.slots, expected: test.slots)
    outcome.slotsCorrect = slotProblem == nil
    if let combination = test.slotCombination {
      outcome.slotCombinationCorrect = result.metadata?["slot_combination"] == .string(combination)
    }
    if let domains = test.nameDomains, !domains.isEmpty, let name = result.slot(HassilRecognizer.bestSlotName) {
      let owners = name.value.stringValue.flatMap { fixture?.domainsByName[$0] }
      outcome.nameDomainsCorrect = owners.map { $0.isSubset(of: Set(domains)) } ?? false
    }
    if settings.matchesContext && !test.context.isEmpty {
      outcome.contextCorrect = sameObject(result.context, test.context)
    }
    if !outcome.intentCorrect {
      outcome.reason = "intent \(result.intent), expected \(test.intent)"
    } else if let slotProblem {
      outcome.reason = slotProblem
    } else if !outcome.slotCombinationCorrect {
      outcome.reason =
        "slot_combination \(result.metadata?["slot_combination"]?.json ?? "null"), expected \(test.slotCombination ?? "")"
    } else if !outcome.nameDomainsCorrect {
      outcome.reason =
        "name \(result.slot(HassilRecognizer.bestSlotName)?.value.json ?? "null") is not of domains \(test.nameDomains ?? [])"
    } else if !outcome.contextCorrect {
      outcome.reason =
        "context \(HassilValue.object(result.context).json), expected \(HassilValue.object(test.context).json)"
    }
    return outcome
  }

  /// Why recognized slots differ from the expected ones, or nil when they match.
  ///
  /// Every recognized slot must be expected; an expected array means one of its
  /// values (or, for a recognized array, a subset of it); every expected slot must
  /// be recognized. Numbers compare by value.
  package static func slotMismatch(_ slots: [HassilSlot], expected: [HassilMember]) -> String? {
    for slot in slots {
      guard let wanted = expected.value(for: slot.name), !wanted.isNull else {
        return "unexpected slot \(slot.name)=\(slot.value.json)"
      }
      switch (wanted, slot.value) {
      case (.array(let choices), .array(let values)):
        if !choices.allSatisfy(values.contains) { return "slot \(slot.name): \(slot.value.json) vs \(wanted.json)" }
      case (.array(let choices), let value):
        if !choices.contains(value) { return "slot \(slot.name): \(value.json) not in \(wanted.json)" }
      case (let value, .array(let values)):
        if !values.contains(value) { return "slot \(slot.name): \(value.json) not in \(slot.value.json)" }
      default:
        if wanted != slot.value { return "slot \(slot.name): got \(slot.value.json), expected \(wanted.json)" }
      }
    }
    for member in expected where !slots.contains(where: { $0.name == member.key }) {
      return "missing slot \(member.key)"
    }
    return nil
  }

  /// Whether two objects have the same keys with equal values, in any order.
  static func sameObject(_ lhs: [HassilMember], _ rhs: [HassilMember]) -> Bool {
    let left = Dictionary(lhs.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    let right = Dictionary(rhs.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    return left == right
  }
}

/// A bundle's tests run through the recognizer: every outcome, accuracy and timing.
public struct HassilReport: Sendable {
  /// The bundle file the tests came from.
  public var file: String
  /// The bundle's language, like `en`.
  public var language: String
  /// Every test's outcome, in bundle order.
  public var outcomes: [HassilTestOutcome]
  /// Recognition time per sentence in each timed pass, in microseconds.
  public var passMicroseconds: [Double]
  /// Seconds spent compiling the bundle into a grammar.
  public var compileSeconds: Double
  /// The number of templates compiled from the bundle.
  public var templateCount: Int
  /// The number of sentence templates the bundle holds: those not compiled (an unknown list, a
  /// template the grammar cannot hold) are left out, each with a warning.
  public var sentenceCount: Int
  /// The number of intents the bundle declares.
  public var intentCount: Int
  /// The number of states of the compiled grammar.
  public var stateCount: Int

  /// The sentence templates left out of the grammar.
  public var sentencesLeftOut: Int { sentenceCount - templateCount }

  /// The number of tests, expected failures included.
  public var tests: Int { outcomes.count }
  /// The tests the headline counts: all but those the repository expects to fail.
  public var headline: [HassilTestOutcome] { outcomes.filter { !$0.test.expectedFailure } }
  /// The tests the repository expects to fail.
  public var expectedFailures: Int { outcomes.count - headline.count }
  /// Headline tests that passed.
  public var passed: Int { headline.count { $0.passed } }
  /// Headline tests that did not pass.
  public var failures: Int { headline.count - passed }
  /// The share of headline tests with the right intent; nil when there are none (nothing was checked).
  public var intentAccuracy: Double? { ratio(headline.count { $0.intentCorrect }) }
  /// Intent, slots, slot combination, name domains (and context, where compared) all right; nil
  /// when there is no headline test.
  public var exactAccuracy: Double? { ratio(passed) }
  /// Expected failures that passed anyway.
  public var expectedFailuresPassed: Int { outcomes.count { $0.test.expectedFailure && $0.passed } }

  /// The median over passes of the recognition time per sentence, in microseconds.
  public var microsecondsPerSentence: Double {
    let sorted = passMicroseconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  private func ratio(_ count: Int) -> Double? {
    headline.isEmpty ? nil : Double(count) / Double(headline.count)
  }
}

/// Runs a bundle's tests.
public enum HassilEvaluator {
  /// Recognizes every test sentence `passes` times (at least once) and scores the first pass.
  ///
  /// Only recognition is timed: the fixture filters are made before the timed loop, and each
  /// pass's results are stored in an array made (and freed) outside it.
  public static func run(
    _ bundle: HassilBundle, recognizer: HassilRecognizer, passes: Int = 3, compileSeconds: Double = 0
  ) -> HassilReport {
    let tests = bundle.tests
    let fixtures = tests.map { test -> HassilFixture in
      let fixture =
        bundle.evaluation.narrowsNameList
        ? recognizer.fixture(test.fixtureSet, narrowedTo: test.sentence) : recognizer.fixture(test.fixtureSet)
      return fixture ?? recognizer.globalFixture
    }
    var results: [HassilResult?] = []
    var timings: [Double] = []
    let clock = ContinuousClock()
    var workspace = MatchWorkspace()
    for pass in 0..<max(1, passes) {
      // Each pass fills an array of its own, made (and the last pass's freed) outside the
      // timing, as hassil's runner keeps each pass's results in a new list.
      var found: [HassilResult?] = []
      found.reserveCapacity(tests.count)
      let start = clock.now
      for index in tests.indices {
        found.append(
          recognizer.recognize(
            tests[index].sentence, fixture: fixtures[index], context: tests[index].context, workspace: &workspace))
      }
      let elapsed = clock.now - start
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      timings.append(tests.isEmpty ? 0 : seconds * 1e6 / Double(tests.count))
      if pass == 0 { results = found }
    }
    let fixtureSets = Dictionary(bundle.fixtureSets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let outcomes = tests.indices.map { index in
      HassilScoring.score(
        tests[index], result: results[index], fixture: fixtureSets[tests[index].fixtureSet],
        settings: bundle.evaluation)
    }
    return HassilReport(
      file: bundle.file, language: bundle.language, outcomes: outcomes, passMicroseconds: timings,
      compileSeconds: compileSeconds, templateCount: recognizer.templateCount,
      sentenceCount: bundle.intents.reduce(0) { $0 + $1.blocks.reduce(0) { $0 + $1.sentences.count } },
      intentCount: bundle.intents.count, stateCount: recognizer.grammar.stateCount)
  }
}
