import DataFormats
import Evaluation
import PhraseGrammar
import Router

/// What to generate: how many utterances, from which seed, with which perturbations.
public struct GeneratorOptions: Hashable, Sendable {
  /// The seed of every random choice; the same seed gives the same corpus.
  public var seed: UInt64 = 1
  /// Utterances generated from each template (fewer when it has fewer distinct forms).
  public var perTemplate = 3
  /// The most corpus lines in all, variants included; nil for no limit.
  public var maximum: Int?
  /// Families of variants added after each utterance.
  public var perturbations: [PerturbationFamily] = []
  /// The reference time of dates.
  public var reference = GeneratorOptions.defaultReference
  /// The most expansions of one template considered (`TemplateExpander.limit`).
  public var expansionLimit = 64

  /// The reference time when none is given: Sunday 2026-11-29 09:00 at UTC−8, so output does not depend on the clock.
  public static let defaultReference = LocalDateTime(
    year: 2026, month: 11, day: 29, hour: 9, utcOffsetSeconds: -8 * 3_600)

  /// Options with a seed, a number of utterances per template, a limit, perturbations and a reference time.
  public init(
    seed: UInt64 = 1, perTemplate: Int = 3, maximum: Int? = nil, perturbations: [PerturbationFamily] = [],
    reference: LocalDateTime = GeneratorOptions.defaultReference
  ) {
    self.seed = seed
    self.perTemplate = perTemplate
    self.maximum = maximum
    self.perturbations = perturbations
    self.reference = reference
  }
}

/// Counts of one app's generated utterances.
public struct GenerationCounts: Hashable, Sendable {
  /// The app.
  public var app: String
  /// Utterances written, not counting variants.
  public var utterances = 0
  /// Of those, the ones labelled ambiguous.
  public var ambiguous = 0
  /// Perturbed variants written.
  public var variants = 0
  /// Utterances left out because another app or intent takes them.
  public var skipped = 0
  /// Utterances the router does not answer as labelled (no match, or other values): worth a look.
  public var disagreements = 0

  /// No utterances of `app` yet.
  public init(app: String) { self.app = app }
}

/// An utterance the router does not answer as its label says, and why.
public struct Disagreement: Hashable, Sendable {
  /// The utterance.
  public var utterance: String
  /// How the route differs from the label.
  public var reason: String
}

/// A generated corpus and its counts.
public struct GenerationResult: Hashable, Sendable {
  /// The corpus lines, by app, intent, template and sample, each utterance followed by its variants.
  public var utterances: [GeneratedUtterance] = []
  /// Counts per app, in app order.
  public var counts: [GenerationCounts] = []
  /// The utterances the router does not answer as labelled (the first 100).
  public var disagreements: [Disagreement] = []
  /// Whether `maximum` stopped the generation early.
  public var isTruncated = false
}

/// Expands the templates of apps into labelled example utterances: an evaluation corpus.
///
/// Each template is expanded with its app's rules (`TemplateExpander`, at
/// most `expansionLimit` forms), and `perTemplate` distinct utterances are
/// made from its forms, with slot values from ``ValueSampler`` and the app's
/// name or a synonym for `{applicationName}`. Every utterance is then routed
/// with the compiled router, so its label is what the router should answer:
/// when other apps or intents tie with it (a name-free phrase two apps share),
/// it is labelled `ambiguous`; when another app or intent outranks it, it is
/// left out and counted as skipped. Each template draws from its own seeded
/// stream, so adding an app leaves the others' utterances as they were.
public struct UtteranceGenerator: Sendable {
  /// The apps utterances are generated for.
  public let manifests: [Manifest]
  /// The router compiled from them, which labels each utterance.
  public let router: Router

  /// A generator for apps and the router compiled from them.
  public init(manifests: [Manifest], router: Router) {
    self.manifests = manifests.sorted { ($0.app, $0.source) < ($1.app, $1.source) }
    self.router = router
  }

  /// Generates a corpus.
  public func generate(_ options: GeneratorOptions) -> GenerationResult {
    var result = GenerationResult()
    var emitted = Set<String>()
    let sampler = ValueSampler(reference: options.reference)
    let families = PerturbationFamily.allCases.filter { options.perturbations.contains($0) }
    let routeOptions = RouteOptions.uncalibrated(reference: options.reference)
    let evaluator = Evaluator(router: router, defaultNow: options.reference)

    apps: for manifest in manifests {
      var counts = GenerationCounts(app: manifest.app)
      defer { result.counts.append(counts) }
      let templates = ManifestToParse(manifest: manifest)
      let expander = TemplateExpander(rules: templates.ruleTemplates, limit: options.expansionLimit)
      for (intentIndex, intent) in manifest.intents.enumerated() {
        // Each phrase, then the keywords, each with its own stream of choices.
        let sources = intent.phrases.indices.map(Source.phrase) + (intent.keywords == nil ? [] : [.keywords])
        for source in sources {
          let stream = [manifest.app, intent.id, source.streamName]
          var random = SeededRandom(seed: options.seed, stream: stream)
          var perturbRandom = SeededRandom(seed: options.seed, stream: stream + ["perturb"])
          let phrase: Phrase
          var forms: [(pieces: [ExpandedPiece], words: [(parameter: String, pieces: Range<Int>)])]
          switch source {
          case .phrase(let phraseIndex):
            guard let template = templates.phrase(phraseIndex, ofIntent: intentIndex, isNegative: false).syntax else {
              continue
            }
            phrase = intent.phrases[phraseIndex]
            forms = expander.expansions(of: template, seed: random.next()).map { ($0, []) }
          case .keywords:
            phrase = Phrase(SourcedText(KeywordForms.label(of: intent)))
            forms = KeywordForms.forms(
              of: intent, in: templates, expander: expander, count: options.expansionLimit, random: &random)
          }
          random.shuffle(&forms)
          guard !forms.isEmpty else { continue }
          let locale = phrase.locale ?? manifest.locale
          var tried = Set<String>()
          var made = 0
          var attempt = 0
          while made < options.perTemplate && attempt < options.perTemplate * 4 {
            let form = forms[attempt % forms.count]
            attempt += 1
            let candidate = build(
              form.pieces, phrase: phrase, intent: intent, manifest: manifest, locale: locale,
              sampler: sampler, random: &random, words: form.words)
            guard !emitted.contains(candidate.utterance.utterance),
              tried.insert(candidate.utterance.utterance).inserted
            else { continue }
            var generated = candidate.utterance
            let route = router.route(generated.utterance, options: routeOptions)
            guard Self.label(&generated, by: route) else {
              counts.skipped += 1
              continue
            }
            made += 1
            emitted.insert(generated.utterance)
            guard append(generated, to: &result, options) else { break apps }
            counts.utterances += 1
            if generated.entry.expect.outcome == .ambiguous { counts.ambiguous += 1 }
            let judged = evaluator.judge(generated.entry)
            if !judged.exact {
              counts.disagreements += 1
              if result.disagreements.count < 100 {
                let reason = judged.differences.joined(separator: "; ")
                result.disagreements.append(Disagreement(utterance: generated.utterance, reason: reason))
              }
            }
            var variants: Set<String> = [generated.utterance]
            for family in families {
              guard let text = Perturbation.variant(of: candidate.draft, family: family, random: &perturbRandom),
                variants.insert(text).inserted
              else { continue }
              var variant = generated
              variant.utterance = text
              variant.tags.append(family.tag)
              guard append(variant, to: &result, options) else { break apps }
              counts.variants += 1
            }
          }
        }
      }
    }
    return result
  }

  /// Labels an utterance with what the router should answer, given its route; false when it is to be skipped.
  ///
  /// Routed to its own intent, or not routed at all (a problem the counts
  /// report), it keeps the template's label; ambiguous with its own intent
  /// among the tied ones, it is labelled ambiguous; taken by another app or
  /// intent, it is skipped.
  static func label(_ generated: inout GeneratedUtterance, by route: Route) -> Bool {
    switch route.outcome {
    case .routed:
      return route.app == generated.app && route.intent == generated.intent
    case .ambiguous:
      guard route.candidates.contains(where: { $0.app == generated.app && $0.intent == generated.intent }) else {
        return false
      }
      var apps: [String] = []
      for candidate in route.candidates where !apps.contains(candidate.app) { apps.append(candidate.app) }
      generated.entry.expect = Expectation(outcome: .ambiguous, apps: apps.sorted())
      let index = generated.tags.firstIndex(of: "generated") ?? generated.tags.endIndex
      generated.tags.insert("ambiguous", at: index)
      return true
    case .noMatch, .error:
      return true
    }
  }

  /// Appends a line unless the maximum is reached; false when it is.
  private func append(_ line: GeneratedUtterance, to result: inout GenerationResult, _ options: GeneratorOptions)
    -> Bool
  {
    if let maximum = options.maximum, result.utterances.count >= maximum {
      result.isTruncated = true
      return false
    }
    result.utterances.append(line)
    return true
  }

  /// One utterance from one expansion of a template, labelled from the template alone; each of
  /// `words` names a `string` parameter that takes the words of some pieces (a keyword's).
  func build(
    _ pieces: [ExpandedPiece], phrase: Phrase, intent: Intent, manifest: Manifest, locale: String,
    sampler: ValueSampler, random: inout SeededRandom, words: [(parameter: String, pieces: Range<Int>)] = []
  ) -> (utterance: GeneratedUtterance, draft: UtteranceDraft) {
    var segments: [UtteranceDraft.Segment] = []
    var values: [String: SampledValue] = [:]
    var kinds: [String] = []
    var namesApp = false
    var hasDate = false
    // The first segment of each piece, and one past the last.
    var firstSegment: [Int] = []
    for piece in pieces {
      firstSegment.append(segments.count)
      switch piece {
      case .text(let text):
        segments.append(.init(.literal, text))
      case .applicationName:
        namesApp = true
        segments.append(.init(.applicationName, random.pick(manifest.names) ?? manifest.app))
      case .slot(let name):
        guard let parameter = intent.parameters.first(where: { $0.name == name }) else { continue }
        let before = segments.map(\.text).joined()
        let value = sampler.sample(
          parameter, of: manifest, locale: locale, before: before, random: &random,
          allows: Self.dependencies(of: parameter, given: values, intent: intent, manifest: manifest))
        values[name] = value
        hasDate = hasDate || value.isDate
        let kind = parameter.isList ? "list" : value.kind
        for tag in [value.kind, kind] where !kinds.contains(tag) { kinds.append(tag) }
        segments.append(.init(.value, value.spoken, alternate: value.alternate))
      }
    }
    firstSegment.append(segments.count)
    var parameters: [ExpectedParameter] = []
    for parameter in intent.parameters {
      if let value = values[parameter.name] {
        parameters.append(ExpectedParameter(name: parameter.name, value: value.expected, unit: value.unit))
      } else if let fixed = phrase.sets.first(where: { $0.name == parameter.name }) {
        parameters.append(Self.expected(fixed.value, for: parameter))
      } else if let said = words.first(where: { $0.parameter == parameter.name }) {
        let text = segments[firstSegment[said.pieces.lowerBound]..<firstSegment[said.pieces.upperBound]].map(\.text)
          .joined().trimmingCharacters(in: .whitespaces)
        parameters.append(ExpectedParameter(name: parameter.name, value: .string(text)))
      }
    }
    let draft = UtteranceDraft(segments: segments, locale: locale)
    var tags = [namesApp ? "explicit-app" : "name-free"] + kinds
    if !locale.hasPrefix("en") { tags.append("locale:" + locale) }
    tags.append("generated")
    var entry = CorpusEntry(
      utterance: draft.text, now: hasDate ? sampler.reference : nil,
      expect: Expectation(outcome: .routed, app: manifest.app, intent: intent.id, parameters: parameters),
      tags: tags)
    entry.file = "<generated>"
    let utterance = GeneratedUtterance(
      entry: entry, app: manifest.app, intent: intent.id, template: phrase.template.text)
    return (utterance, draft)
  }

  /// Which values of an entity parameter keep the dependencies with the values already sampled:
  /// its own `requires` met by them, and theirs met by it.
  static func dependencies(
    of parameter: Parameter, given sampled: [String: SampledValue], intent: Intent, manifest: Manifest
  ) -> (@Sendable (LexiconValue) -> Bool)? {
    guard case .entity = parameter.type else { return nil }
    func values(of parameter: Parameter) -> [LexiconValue] {
      guard case .entity(let name) = parameter.type else { return [] }
      return manifest.entities.first { $0.name == name }?.value.values ?? []
    }
    var chosen: [String: String] = [:]
    var theirs: [(parameter: String, values: [String])] = []
    for other in intent.parameters {
      guard case .string(let id)? = sampled[other.name]?.expected else { continue }
      chosen[other.name] = id
      theirs += values(of: other).first { $0.id == id }?.requires ?? []
    }
    let name = parameter.name
    let bounds = theirs.filter { $0.parameter == name }.map(\.values)
    let known = chosen
    return { value in
      value.requires.allSatisfy { requirement in known[requirement.parameter].map(requirement.values.contains) ?? true }
        && bounds.allSatisfy { $0.contains(value.id) }
    }
  }

  /// The expectation for a value a phrase fixes with `sets`; nil clears.
  static func expected(_ value: FixedValue?, for parameter: Parameter) -> ExpectedParameter {
    guard let value else { return ExpectedParameter(name: parameter.name, value: .cleared) }
    var unit: String?
    if case .measurement(_, let declared, _, _) = parameter.type { unit = declared }
    return ExpectedParameter(name: parameter.name, value: expected(value, type: parameter.type), unit: unit)
  }

  private static func expected(_ value: FixedValue, type: ParameterType) -> ExpectedValue {
    switch value {
    case .number(let number): return .number(number)
    case .bool(let flag): return .bool(flag)
    case .string(let text):
      if case .date = type, let moment = LocalDateTime(iso8601: text) { return .string(moment.iso8601) }
      return .string(text)
    case .list(let values): return .list(values.map { expected($0, type: type) })
    }
  }
}
