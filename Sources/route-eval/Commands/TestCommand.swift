import DataFormats
import Evaluation
import Foundation
import Generation
import Lint
import PhraseGrammar
import Router

/// `route-eval test`: re-routes the utterances of a golden file and reports every route that changed.
enum TestCommand: Command {
  static let name = "test"
  static let abstract = "Regression-test a phrase set against stored routes (a golden file)."
  static let inputs = Usage.apps + " --golden <file>"
  static let discussion = """
    A golden file holds routes as 'route-eval route' prints them, one JSON line
    each, after an optional header {"version":1,"kind":"golden","now":"…"}
    that gives the reference time of its dates. 'test' routes every stored
    utterance again and compares the outcome, app, intent, candidates and each
    parameter's state, value, unit, text, grain and end (not scores,
    templates or alternatives). It prints a block per changed utterance and
    'N utterances, M changed', or a JUnit XML report with --format junit, and
    exits 1 if anything changed. A line of plain text, or a JSON line with an
    "utterance" and no "outcome", is a new utterance: it is reported as new,
    not yet recorded, and counts as a change until --update records it.
    --update rewrites the file with the current routes and the header, in
    file order, new utterances recorded, and exits 0. If the file does not
    exist or has no utterance, --update creates it from utterances on
    standard input (plain text or JSON lines with "utterance", such as
    'route-eval generate' prints).
    Dates are read against --now, else the header's "now", else
    2026-11-29T09:00:00-08:00.
    """
  static let options: [OptionSpec] =
    [.apps, .registry] + OptionSpec.projectOptions + [
      OptionSpec(name: "golden", arity: .single, valueName: "file", help: "The golden file of stored routes."),
      OptionSpec(name: "update", arity: .flag, help: "Rewrite the golden file with the current routes."),
      .format(Format.self, "text (default) or junit."),
      .exact, .minConfidence, .calibration,
      .now("Reference time for dates (default: the file's header, else 2026-11-29T09:00:00-08:00)."),
    ]

  enum Format: String, CaseIterable { case text, junit }

  static func run(_ options: ParsedOptions) -> ExitStatus {
    let path: String
    let format: Format
    let now: LocalDateTime?
    let minimum: Double?
    do {
      try options.rejectArguments(command: name)
      path = try options.required("golden", valueName: "file", command: name)
      format = try options.format(Format.text, expected: "text or junit", command: name)
      now = try options.reference(command: name)
      minimum = try options.givenMinimumConfidence(command: name)
    } catch {
      return RouteEval.usageError(error)
    }
    let router: Router
    let calibration: Calibration?
    do { (router, calibration) = try AppLoading.routing(options, command: name) } catch { return error }
    let routing = Routing(
      isExact: options.has("exact"), calibration: calibration,
      minimumConfidence: ParsedOptions.minimumConfidence(given: minimum, calibration: calibration))
    let update = options.has("update")
    guard let data = FileManager.default.contents(atPath: path) else {
      guard update, !FileManager.default.fileExists(atPath: path) else {
        StandardStreams.writeError("error: no such file '\(path)'\n")
        return .noInput
      }
      return create(path, router: router, reference: now ?? GeneratorOptions.defaultReference, routing: routing)
    }
    let golden: GoldenFile
    switch GoldenFile.parse([UInt8](data), file: path) {
    case .success(let parsed): golden = parsed
    case .failure(let errors):
      for diagnostic in errors.diagnostics { StandardStreams.writeError(diagnostic.description + "\n") }
      return .dataError
    }
    let reference = now ?? golden.reference ?? GeneratorOptions.defaultReference
    guard !golden.entries.isEmpty else {
      // An empty golden file checks nothing; --update fills it from standard input as if it were new.
      if update { return create(path, router: router, reference: reference, routing: routing) }
      let why = golden.hasHeader ? "the golden file has only its header" : "the golden file is empty"
      StandardStreams.writeError("\(path):1:1: error: no utterances to test: \(why)\n")
      return .nothingToCheck
    }
    let report = routing.report(path, golden: golden, router: router, reference: reference)
    if update { return record(report, to: path, reference: reference) }
    switch format {
    case .text: StandardStreams.write(report.text)
    case .junit: StandardStreams.write(report.junit)
    }
    return report.changedCount > 0 ? .failure : .success
  }

  /// Rewrites the golden file with the report's current routes, and says what changed.
  static func record(_ report: GoldenReport, to path: String, reference: LocalDateTime) -> ExitStatus {
    guard write(GoldenFile.render(report.rows, reference: reference), to: path) else { return .failure }
    StandardStreams.write(report.changeBlocks(recording: true))
    StandardStreams.write(
      "updated \(path): \(report.cases.count) utterances, \(report.changedCount) changed"
        + (report.newCount > 0 ? " (\(report.newCount) new, now recorded)" : "") + "\n")
    return .success
  }

  /// Creates a golden file from the utterances on standard input: a stream as `route` reads
  /// it (plain text, JSON utterance lines with their context, control lines), kept in the file.
  static func create(_ path: String, router: Router, reference: LocalDateTime, routing: Routing) -> ExitStatus {
    var input: [UInt8] = []
    while let bytes = StandardStreams.readLine() { input += bytes + [0x0A] }
    let golden: GoldenFile
    switch GoldenFile.parse(input, file: "<stdin>") {
    case .success(let parsed): golden = parsed
    case .failure(let errors):
      for diagnostic in errors.diagnostics { StandardStreams.writeError(diagnostic.description + "\n") }
      return .dataError
    }
    guard !golden.entries.isEmpty else {
      StandardStreams.writeError("<stdin>:1:1: error: no utterances to record in '\(path)'\n")
      return .nothingToCheck
    }
    let report = routing.report(path, golden: golden, router: router, reference: reference)
    guard write(GoldenFile.render(report.rows, reference: reference), to: path) else { return .failure }
    StandardStreams.write("created \(path): \(report.cases.count) utterances\n")
    return .success
  }

  /// How the utterances are routed: as said only or not, with which calibration and minimum.
  struct Routing {
    var isExact: Bool
    var calibration: Calibration?
    var minimumConfidence: Double

    /// The golden file's utterances routed so, compared with what it stores.
    func report(_ path: String, golden: GoldenFile, router: Router, reference: LocalDateTime) -> GoldenReport {
      GoldenReport(
        file: path, golden: golden, router: router, reference: reference, isExact: isExact, calibration: calibration,
        minimumConfidence: minimumConfidence)
    }
  }

  /// Writes a file whole, reporting a failure on stderr.
  static func write(_ text: String, to path: String) -> Bool {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      return true
    } catch {
      StandardStreams.writeError("error: cannot write '\(path)': \(error.localizedDescription)\n")
      return false
    }
  }
}
