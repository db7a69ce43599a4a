import DataFormats
import Evaluation
import Foundation
import Generation
import HomeAssistant
import Lint
import Router

/// `route-eval hassil`: runs a Home Assistant intents bundle's, repository's or sentence files' tests through the
/// router's grammar and matcher.
enum HassilCommand: Command {
  static let name = "hassil"
  static let abstract = "Run a Home Assistant intents bundle's test sentences and score them as hassil's test does."
  static let usage =
    "hassil (<bundle.json> | <intents folder> --lang <code> | <sentences.yaml>... [--tests <file>...]) "
    + "[--format text|json] [--failures <file>] [--passes <n>]"
  static let discussion = """
    Compiles the bundle (hassil-intents-bundle/1: templates, lists, rules,
    fixture sets and tests) into one grammar, recognizes every test sentence
    with its fixture set's names, areas and floors and its intent context, and
    scores the results as the intents repository's test does: intent; exact =
    intent and slots (an expected list means one of its values, numbers compare
    by value), the block's slot_combination and the domains of the recognized
    name. Tests the repository expects to fail are left out of the headline.
    Instead of a bundle, give the intents repository's folder and a language
    (--lang de): its YAML is read as the repository's own test reads it, each
    test file's home a fixture set of its own. Or give sentence files in
    hassil's format (custom_sentences/<lang>/*.yaml) and their test files with
    --tests (a home of entities, areas and floors, and "tests" groups naming
    their intent).

    Prints the summary and every failure (text), or one JSON object with
    "tests", "passed", "intentAccuracy", "exactAccuracy",
    "microsecondsPerSentence" (median over --passes timed passes, default 3,
    recognition only), "compileSeconds", "failures" (the count) and
    "sentencesLeftOut" (sentence templates not compiled, each named in a warning
    on standard error). --failures writes each failing test as a JSON line. Exit
    status 1 if any test fails; 3 if there is no test sentence to count; 65
    malformed input; 66 a missing file.
    """
  static let options: [OptionSpec] = [
    OptionSpec(
      name: "lang", arity: .single, valueName: "code", help: "The language of a repository folder, like de."),
    OptionSpec(
      name: "tests", arity: .multiple, valueName: "file", help: "Test files for sentence files (hassil's format)."),
    .format(Format.self, "text (default) or json."),
    OptionSpec(name: "failures", arity: .single, valueName: "file", help: "Write each failing test as a JSON line."),
    OptionSpec(name: "passes", arity: .single, valueName: "n", help: "Timed passes over the sentences (default 3)."),
  ]

  enum Format: String, CaseIterable { case text, json }

  static func run(_ options: ParsedOptions) -> ExitStatus {
    let format: Format
    let source: HassilLoading.Source
    do {
      source = try HassilLoading.source(
        options.positional, language: options.value("lang"), tests: options.all("tests"), command: name)
      format = try options.format(Format.text, expected: "text or json", command: name)
    } catch {
      return RouteEval.usageError(error)
    }
    var passes = 3
    if let text = options.value("passes") {
      guard let count = Int(text), count >= 1 else {
        return usageError("'--passes' takes a whole number of at least 1, not '\(text)'")
      }
      passes = count
    }
    let bundle: HassilBundle
    switch HassilLoading.read(source) {
    case .success(let read): bundle = read
    case .failure(let status): return status
    }
    let path = bundle.file

    let clock = ContinuousClock()
    let start = clock.now
    let recognizer = HassilImporter.compile(bundle)
    let elapsed = clock.now - start
    let compileSeconds = HassilLoading.seconds(elapsed)
    AppLoading.report(recognizer.warnings)

    let report = HassilEvaluator.run(bundle, recognizer: recognizer, passes: passes, compileSeconds: compileSeconds)
    // A bundle with no test sentence (but those expected to fail) checks nothing.
    guard !report.headline.isEmpty else {
      StandardStreams.writeError(
        "\(path):1:1: error: nothing to check: the bundle has no test sentences"
          + (report.tests > 0 ? " but \(report.tests) expected to fail" : "") + testsHint(source) + "\n")
      return .nothingToCheck
    }
    switch format {
    case .text: StandardStreams.write(report.text)
    case .json: StandardStreams.write(report.json + "\n")
    }
    if let failuresPath = options.value("failures") {
      let lines = report.failureLines
      let text = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
      guard FileManager.default.createFile(atPath: failuresPath, contents: Data(text.utf8)) else {
        StandardStreams.writeError("error: cannot write '\(failuresPath)'\n")
        return .failure
      }
    }
    return report.failures > 0 ? .failure : .success
  }

  /// What to add when sentence files were given without test files.
  static func testsHint(_ source: HassilLoading.Source) -> String {
    guard case .sentences(_, let tests) = source, tests.isEmpty else { return "" }
    return "; give the sentences' test files with '--tests'"
  }
}
