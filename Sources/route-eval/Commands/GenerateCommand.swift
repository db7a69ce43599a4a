import DataFormats
import Evaluation
import Generation
import Lint
import PhraseGrammar
import Router

/// `route-eval generate`: expands every template into labelled example utterances, a corpus in JSON lines.
enum GenerateCommand: Command {
  static let name = "generate"
  static let abstract = "Expand templates into labelled example utterances (a corpus)."
  static let inputs = Usage.apps
  static let discussion = """
    Expands every template of every app (with the manifest's rules, at most 64
    forms a template) and fills its slots with sampled values: numbers within
    min and max as digits or words, measurements in the parameter's unit or
    another unit of its dimension, durations, dates relative to --now, enum
    cases and entity values by name or synonym, free text, lists of 1 to 3
    items; {applicationName} is the app's name or a synonym. Prints one corpus
    line per utterance (the format of 'route-eval eval --corpus'):
      {"utterance":…,"now":…,"expect":{"app":…,"intent":…,"parameters":…},"tags":…}
    ordered by app, intent, template and sample. Each utterance is routed: one
    that other apps or intents tie with is labelled {"outcome":"ambiguous",
    "apps":[…]}; one that another app or intent takes is skipped. Tags:
    explicit-app or name-free, the value kinds used, ambiguous, generated,
    perturb:<family>. Perturbation families (comma-separated, or 'all'):
    casing, punctuation, filler, numbers, and the edits approximate matching
    forgives: drop-word, typo, inflection, apostrophe; each adds one variant
    of every utterance with the same label. Counts per app go to standard
    error. The same options give the same output: --seed defaults to 1 and
    --now to 2026-11-29T09:00:00-08:00.
    """
  static let options: [OptionSpec] =
    [.apps, .registry] + OptionSpec.projectOptions + [
      OptionSpec(name: "seed", arity: .single, valueName: "n", help: "Seed of every random choice (default 1)."),
      OptionSpec(
        name: "per-template", arity: .single, valueName: "n", help: "Utterances per template (default 3)."),
      OptionSpec(name: "max", arity: .single, valueName: "n", help: "The most lines in all, variants included."),
      OptionSpec(
        name: "perturb", arity: .single, valueName: "families",
        help:
          "Add variants: casing, punctuation, filler, numbers, drop-word, typo, inflection, apostrophe "
          + "(comma-separated, or all).",
        usageValue: "<family>,..."),
      .now("Reference time for dates (default 2026-11-29T09:00:00-08:00)."),
    ]

  static func run(_ options: ParsedOptions) -> ExitStatus {
    let generatorOptions: GeneratorOptions
    switch parse(options) {
    case .success(let parsed): generatorOptions = parsed
    case .failure(let error): return RouteEval.usageError(error)
    }
    let apps: AppLoading.Apps
    do { apps = try AppLoading.apps(options, command: name) } catch { return error }
    let result = UtteranceGenerator(manifests: apps.manifests, router: apps.router).generate(generatorOptions)
    for line in result.utterances {
      StandardStreams.write(line.jsonLine + "\n")
    }
    StandardStreams.flush()
    StandardStreams.writeError(summary(result, generatorOptions))
    return .success
  }

  /// The options as generator options, or the usage error.
  static func parse(_ options: ParsedOptions) -> Result<GeneratorOptions, UsageError> {
    if let extra = options.positional.first {
      return .failure(UsageError(message: "unexpected argument '\(extra)'", command: name))
    }
    var parsed = GeneratorOptions()
    if let text = options.value("seed") {
      guard let seed = UInt64(text) else {
        return .failure(UsageError(message: "'--seed' must be a whole number from 0, not '\(text)'", command: name))
      }
      parsed.seed = seed
    }
    if let text = options.value("per-template") {
      guard let count = Int(text), count >= 1 else {
        return .failure(
          UsageError(message: "'--per-template' must be a whole number from 1, not '\(text)'", command: name))
      }
      parsed.perTemplate = count
    }
    if let text = options.value("max") {
      guard let count = Int(text), count >= 0 else {
        return .failure(UsageError(message: "'--max' must be a whole number from 0, not '\(text)'", command: name))
      }
      parsed.maximum = count
    }
    for name in options.all("perturb").flatMap({ $0.split(separator: ",") }) {
      let trimmed = name.split(separator: " ").joined()
      if trimmed == "all" {
        parsed.perturbations = PerturbationFamily.allCases
        continue
      }
      guard let family = PerturbationFamily(rawValue: trimmed) else {
        let names = PerturbationFamily.allCases.map(\.rawValue)
        let suggestion = closestName(to: trimmed, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return .failure(
          UsageError(
            message:
              "unknown perturbation family '\(trimmed)'\(suggestion) (expected \(names.joined(separator: ", ")))",
            command: self.name))
      }
      if !parsed.perturbations.contains(family) { parsed.perturbations.append(family) }
    }
    do {
      if let reference = try options.reference(command: name) { parsed.reference = reference }
    } catch {
      return .failure(error)
    }
    return .success(parsed)
  }

  /// Counts per app and in all, and the utterances the router does not answer as labelled.
  ///
  /// ```
  /// Agenda: 60 utterances, 0 ambiguous, 0 variants, 0 skipped
  /// total: 412 utterances, 14 ambiguous, 0 variants, 3 skipped (seed 1, now 2026-11-29T09:00:00-08:00)
  /// ```
  static func summary(_ result: GenerationResult, _ options: GeneratorOptions) -> String {
    var total = GenerationCounts(app: "total")
    var text = ""
    for counts in result.counts {
      text += line(counts) + "\n"
      total.utterances += counts.utterances
      total.ambiguous += counts.ambiguous
      total.variants += counts.variants
      total.skipped += counts.skipped
      total.disagreements += counts.disagreements
    }
    text += line(total) + " (seed \(options.seed), now \(options.reference.iso8601))\n"
    if total.skipped > 0 {
      text += "skipped: \(total.skipped) utterances that another app or intent takes\n"
    }
    if result.isTruncated, let maximum = options.maximum {
      text += "stopped at --max \(maximum) lines\n"
    }
    if total.disagreements > 0 {
      text += "warning: the router does not answer \(total.disagreements) utterances as labelled:\n"
      for disagreement in result.disagreements.prefix(10) {
        text += "  \"\(disagreement.utterance)\": \(disagreement.reason)\n"
      }
    }
    return text
  }

  private static func line(_ counts: GenerationCounts) -> String {
    "\(counts.app): \(counts.utterances) utterances, \(counts.ambiguous) ambiguous, \(counts.variants) variants, "
      + "\(counts.skipped) skipped"
  }
}
