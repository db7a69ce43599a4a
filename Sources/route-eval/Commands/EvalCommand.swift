import DataFormats
import Evaluation
import Generation
import Lint
import PhraseGrammar
import Router

/// `route-eval eval`: scores a labelled corpus and gates on the scores.
enum EvalCommand: Command {
  static let name = "eval"
  static let abstract = "Score a labelled corpus: accuracy, slots, confusion, steals, coverage."
  static let inputs = Usage.apps + " --corpus <file> ... [--origin <file:line>] | --merge <report> ..."
  static let discussion = """
    Routes every line of the corpus (JSON lines: "utterance", "expect", "tags",
    optionally "now" and "context") on all cores, a conversation's lines (a
    file with control lines, contexts or "needs"/"continues" labels) in order
    through one stream, and reports outcome, app and intent accuracy, exact
    match, slot precision/recall/F1 (by type and by parameter), false-accept
    and false-reject rates, ambiguity precision and recall, confusion matrices,
    steal rates between apps, per-app and per-tag breakdowns, latency, template
    coverage and every failure with the router's explanation. A gate's rate is
    a fraction from 0 to 1 (0.9, 1) or a percentage with its sign (90%);
    anything else (90, 1.5) is a usage error, as is a gate that cannot fail (a
    minimum of 0, a maximum of 1). A missed gate exits 1. The report goes to
    standard output; progress, when standard error is a terminal, to standard
    error.

    The corpus is read a line at a time (a line may be up to 1 MiB) and only
    counts are kept, so memory does not grow with the corpus; the report lists
    the first failures, 50 in text and Markdown, 1000 in JSON, JUnit and HTML
    unless --max-failures says otherwise, and says how many more there are. A
    JUnit report lists the first 10000 lines. Latency percentiles come from a
    histogram with buckets 4.4% apart.

    --merge reads JSON reports of parts of a corpus, in corpus order, and
    prints the report of the whole in any format: counts and latency histograms
    are summed, rates recomputed and failures concatenated up to the bound
    (Scripts/shard-eval.sh splits a corpus and runs the parts in parallel).
    """
  static let options: [OptionSpec] =
    [.apps, .registry] + OptionSpec.projectOptions + [
      OptionSpec(
        name: "corpus", arity: .multiple, valueName: "file",
        help: "Labelled corpus files (JSON lines); '-' reads standard input."),
      .format(Format.self, "text (default), json, markdown, junit or html."),
      OptionSpec(
        name: "max-failures", arity: .single, valueName: "n",
        help: "List at most n failures (default 50 in text and markdown, 1000 otherwise)."),
      OptionSpec(
        name: "origin", arity: .single, valueName: "file:line",
        help: "The one corpus file is a part of file from this line on: name lines as in the whole."),
      OptionSpec(
        name: "merge", arity: .list, valueName: "report",
        help: "Merge JSON reports of parts of a corpus, in order, instead of routing one."),
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
      .calibration,
      .tieBreak,
    ]

  enum Format: String, CaseIterable { case text, json, markdown, junit, html }

  static func run(_ options: ParsedOptions) -> ExitStatus {
    let format: Format
    do {
      format = try options.format(
        Format.text, expected: Format.allCases.map(\.rawValue).joined(separator: ", "), command: name)
    } catch {
      return RouteEval.usageError(error)
    }
    var failureLimit = format.defaultFailureLimit
    if let text = options.value("max-failures") {
      guard let limit = Int(text), limit >= 0 else {
        return usageError("'--max-failures \(text)': expected a count (0 or more)")
      }
      failureLimit = limit
    }
    var gates: [EvalGate] = []
    for (option, metric) in gateOptions {
      guard let text = options.value(option) else { continue }
      do {
        gates.append(try EvalGate(metric: metric, text: text))
      } catch {
        return usageError("'--\(option) \(text)': \(error.message)")
      }
    }
    let report: EvalReport
    if options.has("merge") {
      for option in ["corpus", "apps", "project", "registry"] where options.has(option) {
        return usageError("'--merge' takes reports made already; it goes without '--\(option)'")
      }
      switch merge(options.all("merge"), failureLimit: failureLimit) {
      case .success(let merged): report = merged
      case .failure(let status): return status
      }
    } else {
      guard options.has("corpus") else {
        return usageError("missing '--corpus <file>'")
      }
      switch evaluate(options, format: format, failureLimit: failureLimit) {
      case .success(let evaluated): report = evaluated
      case .failure(let status): return status
      }
    }

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
