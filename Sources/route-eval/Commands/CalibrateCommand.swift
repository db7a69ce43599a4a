import DataFormats
import Evaluation
import Foundation
import PhraseGrammar
import Router

/// `route-eval calibrate`: fits the calibration that turns what the router knows of a decision
/// into the probability that the route is right.
enum CalibrateCommand: Command {
  static let name = "calibrate"
  static let abstract = "Fit the calibration that makes a route's confidence the probability it is right."
  static let inputs = Usage.apps + " --corpus <file> ... | --merge <samples> ..."
  static let discussion = """
    Routes every line of the labelled corpora (the format of 'route-eval
    eval --corpus'; include requests for no app, labelled noMatch) with
    every tier that may hear it, at minimum confidence 0, and fits a
    logistic model of whether each route a tier proposed is right from what
    the router knew of it: the tier and its own score, the share of the
    utterance the reading explains, free text, words no phrase spells, the
    utterance's length, the margin to the next app or intent, what the
    learned model and the kinds of request say of the route's intent, and
    whether its app's phrases are examples. The lowest minimum confidence
    that keeps the routes chosen for lines labelled noMatch within 2 % of
    them is the calibration's default --min-confidence. Writes the
    calibration file (JSON, one line) that 'route' and 'eval' read with
    --calibration, and a summary to standard error. --samples prints what
    the fit reads, a JSON line per corpus line, instead of fitting; --merge
    fits on such files of several registries at once, the minimum then
    keeping to 2 % on each. --format swift writes the calibration as the
    Swift source of the default.
    """
  static let options: [OptionSpec] =
    [.apps, .registry] + OptionSpec.projectOptions + [
      OptionSpec(name: "corpus", arity: .multiple, valueName: "file", help: "Labelled corpus files (JSON lines)."),
      OptionSpec(name: "samples", arity: .flag, help: "Print the samples a fit reads instead of fitting."),
      OptionSpec(
        name: "merge", arity: .list, valueName: "samples",
        help: "Fit on sample files ('--samples' output) instead of routing a corpus."),
      .format(Format.self, "json (default) or swift."),
      .now("Reference time for lines without \"now\" (default 2026-11-29T09:00:00-08:00)."),
    ]

  enum Format: String, CaseIterable { case json, swift }

  static func run(_ options: ParsedOptions) -> ExitStatus {
    let format: Format
    let now: LocalDateTime?
    do {
      try options.rejectArguments(command: name)
      format = try options.format(Format.json, expected: "json or swift", command: name)
      now = try options.reference(command: name)
    } catch {
      return RouteEval.usageError(error)
    }
    var sets: [[Calibration.Line]] = []
    if options.has("merge") {
      for option in ["corpus", "apps", "project", "registry", "samples"] where options.has(option) {
        return usageError("'--merge' fits on samples made already; it goes without '--\(option)'")
      }
      for path in options.all("merge") {
        switch read(path) {
        case .success(let read): sets.append(read)
        case .failure(let status): return status
        }
      }
    } else {
      guard options.has("corpus") else { return usageError("missing '--corpus <file>'") }
      switch route(options, now: now) {
      case .success(let routed): sets = [routed]
      case .failure(let status): return status
      }
    }
    if options.has("samples") {
      for line in sets.joined() { StandardStreams.write(json(line) + "\n") }
      return .success
    }
    let lines = sets.reduce(0) { $0 + $1.count }
    guard let calibration = Calibration.fit(sets) else {
      StandardStreams.writeError(
        "error: nothing to fit: the corpora need routes proposed that are right and routes that are wrong "
          + "(\(lines) lines, \(sets.joined().reduce(0) { $0 + $1.proposals.count }) routes proposed)\n")
      return .nothingToCheck
    }
    StandardStreams.writeError(
      "fitted on \(lines) lines: \(calibration.fittedOn.proposals) routes proposed, \(calibration.fittedOn.right) "
        + "right; \(calibration.fittedOn.noMatch) labelled noMatch; minimum confidence for at most 2% false "
        + "accepts: \(calibration.minimumConfidence)\n")
    switch format {
    case .json: StandardStreams.write(calibration.json + "\n")
    case .swift: StandardStreams.write(calibration.swiftSource)
    }
    return .success
  }

  /// A line as `--samples` writes it: `{"noMatch", "proposals": [{"features", "right", "routes",
  /// "asSaid"}…]}`.
  static func json(_ line: Calibration.Line) -> String {
    var writer = JSONWriter()
    writer.object { writer in
      writer.member("noMatch", line.isNoMatch)
      writer.member("proposals") { writer in
        writer.array(line.proposals) { writer, proposal in
          writer.object { writer in
            writer.member("features") { $0.array(proposal.evidence.values) { $0.number($1) } }
            writer.member("right", proposal.isRight)
            writer.member("routes", proposal.isRoute)
            writer.member("asSaid", proposal.hearsAsSaid)
          }
        }
      }
    }
    return writer.text
  }

  /// Every corpus line routed without a calibration, with every route a tier proposed for it.
  static func route(_ options: ParsedOptions, now: LocalDateTime?) -> Result<[Calibration.Line], ExitStatus> {
    let apps: AppLoading.Apps
    do { apps = try AppLoading.apps(options, command: name) } catch { return .failure(error) }
    let load: CorpusLoad
    do { load = try CorpusLoader.load(paths: options.all("corpus")) } catch {
      return .failure(AppLoading.status(of: error))
    }
    let problems = load.problems + CorpusLabelCheck.problems(load.entries, manifests: apps.manifests)
    AppLoading.report(problems + load.emptyFiles)
    guard problems.isEmpty else { return .failure(.dataError) }
    guard load.emptyFiles.isEmpty else { return .failure(.nothingToCheck) }
    var evaluator = Evaluator(router: apps.router, defaultNow: now ?? LocalDateTime(iso8601: "2026-11-29T09:00:00-08:00"))
    evaluator.minimumConfidence = 0
    evaluator.calibration = nil
    evaluator.recordsProposals = true
    return .success(
      evaluator.run(load.entries).map { line in
        Calibration.Line(
          proposals: line.proposals.filter { !$0.isOutread }.map {
            Calibration.Proposal(
              evidence: $0.evidence, isRight: $0.isRight, isRoute: $0.isRoute, hearsAsSaid: $0.hearsAsSaid)
          }, isNoMatch: line.entry.expect.outcome == .noMatch)
      })
  }

  /// The lines of a `--samples` file; a bad line is an error at its place.
  static func read(_ path: String) -> Result<[Calibration.Line], ExitStatus> {
    guard let data = FileManager.default.contents(atPath: path) else {
      StandardStreams.writeError("error: no such file '\(path)'\n")
      return .failure(.noInput)
    }
    var lines: [Calibration.Line] = []
    for (index, text) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
    where !text.isEmpty {
      func bad(_ column: Int, _ message: String) -> Result<[Calibration.Line], ExitStatus> {
        StandardStreams.writeError("\(path):\(index + 1):\(column): error: \(message)\n")
        return .failure(.dataError)
      }
      guard let root = try? JSONParser.parse(Array(text)), case .object(let object) = root.value,
        let noMatch = object["noMatch"]?.value.boolValue, let items = object["proposals"]?.value.arrayValue
      else { return bad(1, "not a sample (a 'route-eval calibrate --samples' line)") }
      var proposals: [Calibration.Proposal] = []
      for item in items {
        guard case .object(let fields) = item.value,
          let values = fields["features"]?.value.arrayValue?.compactMap({ $0.value.numberValue?.double }),
          let right = fields["right"]?.value.boolValue, let routes = fields["routes"]?.value.boolValue,
          let asSaid = fields["asSaid"]?.value.boolValue
        else { return bad(item.location.column, "a proposal is {\"features\", \"right\", \"routes\", \"asSaid\"}") }
        guard values.count == RouteEvidence.names.count else {
          return bad(item.location.column, "a proposal has \(RouteEvidence.names.count) features")
        }
        proposals.append(
          Calibration.Proposal(
            evidence: RouteEvidence(values: values), isRight: right, isRoute: routes, hearsAsSaid: asSaid))
      }
      lines.append(Calibration.Line(proposals: proposals, isNoMatch: noMatch))
    }
    guard !lines.isEmpty else {
      StandardStreams.writeError("error: nothing to check: no samples in '\(path)'\n")
      return .failure(.nothingToCheck)
    }
    return .success(lines)
  }
}
