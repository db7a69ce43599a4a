import PhraseGrammar
import Router

/// `route-eval eval`: scores a labelled corpus and gates on the scores.
enum EvalCommand: Command {
  static let name = "eval"
  static let abstract = "Score a labelled corpus: accuracy, slots, confusion, steals, coverage."
  static let usage =
    "eval --apps <path> ... | --project <path> ... --corpus <file> ... [--format text|json|markdown|junit|html] [--min-accuracy <rate>] [--min-exact <rate>] [--max-false-accept <rate>] [--now <iso8601>] [--exact] [--min-confidence <x>] [--tie-break <policy>]"
  static let discussion = """
    Routes every line of the corpus (JSON lines: "utterance", "expect", "tags",
    optionally "now" and "context") on all cores, a conversation's lines (a
    file with control lines, contexts or "needs"/"continues" labels) in order
    through one stream, and reports outcome, app and intent accuracy,
    exact match, slot precision/recall/F1 (by type and by parameter),
    false-accept and false-reject rates, ambiguity precision and recall,
    confusion matrices, steal rates between apps, per-app and per-tag
    breakdowns, latency, template coverage and every failure with the router's
    explanation. A gate's rate is a fraction from 0 to 1 (0.9, 1) or a
    percentage with its sign (90%); anything else (90, 1.5) is a usage error,
    as is a gate that cannot fail (a minimum of 0, a maximum of 1). A missed
    gate exits 1. The report goes to standard output; progress, when standard
    error is a terminal, to standard error.
    """
  static let options: [OptionSpec] =
    [.apps] + OptionSpec.projectOptions + [
      OptionSpec(name: "corpus", arity: .multiple, valueName: "file", help: "Labelled corpus files (JSON lines)."),
      .format("text (default), json, markdown, junit or html."),
      OptionSpec(
        name: "min-accuracy", arity: .single, valueName: "rate", help: "Fail below this intent accuracy (0.9 or 90%)."),
      OptionSpec(
        name: "min-exact", arity: .single, valueName: "rate", help: "Fail below this exact-match rate (0.9 or 90%)."),
      OptionSpec(
        name: "max-false-accept", arity: .single, valueName: "rate",
        help: "Fail above this false-accept rate (0.05 or 5%)."),
      .now("Reference time for lines without \"now\"."),
      .exact,
      .minConfidence,
      .tieBreak,
    ]

  enum Format: String, CaseIterable { case text, json, markdown, junit, html }

  static func run(_ options: ParsedOptions) -> ExitStatus {
    let formatName = options.value("format") ?? "text"
    guard let format = Format(rawValue: formatName) else {
      return RouteEval.usageError(
        UsageError(
          message: "unknown format '\(formatName)'; expected "
            + Format.allCases.map(\.rawValue).joined(separator: ", "),
          command: name))
    }
    guard options.has("corpus") else {
      return RouteEval.usageError(UsageError(message: "missing '--corpus <file>'", command: name))
    }
    var gates: [EvalGate] = []
    for (option, metric) in gateOptions {
      guard let text = options.value(option) else { continue }
      do {
        gates.append(try EvalGate(metric: metric, text: text))
      } catch {
        return RouteEval.usageError(UsageError(message: "'--\(option) \(text)': \(error.message)", command: name))
      }
    }
    var defaultNow: LocalDateTime?
    let minimumConfidence: Double
    let tieBreak: TieBreak
    do {
      if let reference = try options.reference(command: name) { defaultNow = reference }
      minimumConfidence = try options.minimumConfidence(command: name)
      tieBreak = try options.tieBreak(command: name)
    } catch {
      return RouteEval.usageError(error)
    }
    let manifests: [Manifest]
    let router: Router
    do { (manifests, router) = try AppLoading.apps(options, command: name) } catch { return error }
    let entries: [CorpusEntry]
    do {
      let load = try CorpusLoader.load(paths: options.all("corpus"))
      // Labels naming what the apps do not declare are bad lines too: they could never be matched.
      let unknown = CorpusLabelCheck.problems(load.entries, manifests: manifests)
      // In corpus order: by file as given, then line and column.
      let files = Dictionary(
        options.all("corpus").enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      let key = { (index: Int, diagnostic: Diagnostic) in
        [
          files[diagnostic.location.file ?? ""] ?? 0, diagnostic.location.line ?? 0, diagnostic.location.column ?? 0,
          index,
        ]
      }
      AppLoading.report(
        (load.problems + unknown + load.emptyFiles).enumerated().sorted {
          key($0.offset, $0.element).lexicographicallyPrecedes(key($1.offset, $1.element))
        }.map(\.element))
      guard load.problems.isEmpty && unknown.isEmpty else { return .dataError }
      // A corpus file with no utterance checks nothing, even beside others that have some.
      guard load.emptyFiles.isEmpty else { return .nothingToCheck }
      entries = load.entries
    } catch {
      StandardStreams.writeError("error: \(error)\n")
      return .noInput
    }

    let showsProgress = StandardStreams.errorIsTerminal && entries.count >= 200
    let total = entries.count
    @Sendable func showProgress(_ done: Int) {
      StandardStreams.writeError("\rrouted \(done)/\(total)")
    }
    let progress: (@Sendable (Int) -> Void)? = showsProgress ? showProgress : nil
    var evaluator = Evaluator(router: router, defaultNow: defaultNow)
    evaluator.isExact = options.has("exact")
    evaluator.minimumConfidence = minimumConfidence
    evaluator.tieBreak = tieBreak
    let cases = evaluator.run(entries, progress: progress)
    if showsProgress { StandardStreams.writeError("\r\u{1B}[K") }
    let report = EvalReport(cases: cases, router: router)

    switch format {
    case .text: StandardStreams.write(report.text)
    case .json: StandardStreams.write(report.json + "\n")
    case .markdown: StandardStreams.write(report.markdown)
    case .junit: StandardStreams.write(report.junit)
    case .html: StandardStreams.write(report.html)
    }

    var missed = false
    for gate in gates {
      switch gate.check(report) {
      case .passed: break
      case .missed(let why), .unchecked(let why):
        missed = true
        StandardStreams.writeError("error: \(why)\n")
      }
    }
    return missed ? .failure : .success
  }

  /// The gate options and the rate each bounds.
  static let gateOptions: [(String, EvalGate.Metric)] = [
    ("min-accuracy", .intentAccuracy), ("min-exact", .exactMatch), ("max-false-accept", .falseAcceptRate),
  ]
}
