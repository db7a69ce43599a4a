import DataFormats
import Evaluation
import Foundation
import Generation
import Lint
import PhraseGrammar
import Router

extension EvalCommand.Format {
  /// The failures a report lists unless `--max-failures` says otherwise.
  var defaultFailureLimit: Int {
    switch self {
    case .text, .markdown: 50
    case .json, .junit, .html: 1_000
    }
  }

  /// The lines a report lists one by one: JUnit's test cases.
  var caseLimit: Int { self == .junit ? 10_000 : 0 }
}

extension EvalCommand {
  /// Routes the corpus files as they are read and makes the report; a bad line, an unknown label or
  /// an empty file is reported and ends the command with its status.
  static func evaluate(_ options: ParsedOptions, format: Format, failureLimit: Int) -> Result<EvalReport, ExitStatus> {
    var defaultNow: LocalDateTime?
    let givenMinimum: Double?
    let tieBreak: TieBreak
    do {
      if let reference = try options.reference(command: name) { defaultNow = reference }
      givenMinimum = try options.givenMinimumConfidence(command: name)
      tieBreak = try options.tieBreak(command: name)
    } catch {
      return .failure(RouteEval.usageError(error))
    }
    let manifests: [Manifest]
    let router: Router
    let calibration: Calibration?
    do {
      let apps = try AppLoading.apps(options, command: name)
      (manifests, router, calibration) = (apps.manifests, apps.router, apps.calibration)
    } catch {
      return .failure(error)
    }
    let minimumConfidence = ParsedOptions.minimumConfidence(given: givenMinimum, calibration: calibration)
    var evaluator = Evaluator(router: router, defaultNow: defaultNow)
    evaluator.isExact = options.has("exact")
    evaluator.minimumConfidence = minimumConfidence
    evaluator.tieBreak = tieBreak
    evaluator.calibration = calibration
    let paths = options.all("corpus")
    var origin: (file: String, firstLine: Int)?
    if let text = options.value("origin") {
      guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]), line >= 1,
        colon != text.startIndex, paths.count == 1
      else {
        return .failure(
          usageError("'--origin \(text)': expected FILE:LINE, with one '--corpus <file>'"))
      }
      origin = (String(text[..<colon]), line)
    }
    let showsProgress = StandardStreams.errorIsTerminal
    var shown = false
    let evaluation: CorpusEvaluation
    do {
      evaluation = try evaluator.evaluate(
        paths: paths, manifests: manifests, failureLimit: failureLimit, caseLimit: format.caseLimit,
        origin: origin,
        progress: { routed in
          guard showsProgress, routed >= 200 else { return }
          shown = true
          StandardStreams.writeError("\rrouted \(routed)")
        })
    } catch {
      StandardStreams.writeError("error: \(error)\n")
      return .failure(.noInput)
    }
    if shown { StandardStreams.writeError("\r\u{1B}[K") }
    // In corpus order: by file as given, then line and column.
    let files = Dictionary(paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let key = { (index: Int, diagnostic: Diagnostic) in
      [
        files[diagnostic.location.file ?? ""] ?? 0, diagnostic.location.line ?? 0, diagnostic.location.column ?? 0,
        index,
      ]
    }
    AppLoading.report(
      (evaluation.problems + evaluation.emptyFiles).enumerated().sorted {
        key($0.offset, $0.element).lexicographicallyPrecedes(key($1.offset, $1.element))
      }.map(\.element))
    guard evaluation.problems.isEmpty else { return .failure(.dataError) }
    // A corpus file with no utterance checks nothing, even beside others that have some.
    guard evaluation.emptyFiles.isEmpty else { return .failure(.nothingToCheck) }
    return .success(EvalReport(tally: evaluation.tally, router: router))
  }

  /// The report of the whole corpus from JSON reports of its parts; no report is nothing to check.
  static func merge(_ paths: [String], failureLimit: Int) -> Result<EvalReport, ExitStatus> {
    guard !paths.isEmpty else {
      StandardStreams.writeError("error: nothing to check: no report to merge\n")
      return .failure(.nothingToCheck)
    }
    var reports: [(file: String, bytes: [UInt8])] = []
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        StandardStreams.writeError("error: no such file '\(path)'\n")
        return .failure(.noInput)
      }
      reports.append((path, [UInt8](data)))
    }
    do {
      let report = try EvalReportMerge.merge(reports, failureLimit: failureLimit)
      guard report.total > 0 else {
        StandardStreams.writeError("error: nothing to check: the reports count no utterance\n")
        return .failure(.nothingToCheck)
      }
      return .success(report)
    } catch {
      StandardStreams.writeError("error: \(error)\n")
      return .failure(.dataError)
    }
  }
}
