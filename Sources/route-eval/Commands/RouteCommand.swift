import DataFormats
import Evaluation
import Foundation
import Generation
import Lint
import PhraseGrammar
import Router

/// `route-eval route`: routes utterances from standard input, one JSON line out per line in.
enum RouteCommand: Command {
  static let name = "route"
  static let abstract = "Route utterances from standard input to apps and intents."
  static let inputs = Usage.apps
  static let discussion = """
    Reads one utterance a line from standard input: plain text, or a JSON object
    with an "utterance" key and optionally "now" (the reference time for that
    line's dates) and "context" ("foregroundApp", "onScreen", "conversation").
    Writes one route a line to standard output, in input order, flushed after
    every line, so another program can drive it line by line. The stream keeps
    its state: control lines {"kind": "donate" | "delete" | "reset", ...} add
    and remove entity values from the next line on, and a line that answers the
    question of a route that "needs" a parameter continues it. Lines that cannot
    be processed (invalid UTF-8, malformed JSON, too many tokens, an unknown app
    on a control line) produce an "error" line and make the exit status 65.

    route --hassil <path> [--lang <code>] [--home <file>] [--area <name>]
    recognizes each line as Home Assistant does instead, with an intents
    repository's language (--lang) or a bundle, and the names of the home in
    --home, said in its area --area (default: the one it marks context_area, as
    a satellite's area is "here"): one JSON line per input line, "outcome"
    "recognized" (with "reading", "intent", "slots", each with its "value" and
    "text", "template", "response" and "metadata"), "noMatch" or "error". A line
    no template matches as said is read again without its words' order
    ("reading": "unordered"); --exact reads as said only.
    """
  static let options: [OptionSpec] =
    [.apps, .registry] + OptionSpec.projectOptions + [
      OptionSpec(name: "explain", arity: .flag, help: "Add every candidate considered and why each lost."),
      .format(Format.self, "json (default) or text."),
      .exact,
      .minConfidence,
      .calibration,
      .tieBreak,
      .now("Reference time for dates, e.g. 2026-11-29T09:00:00-08:00 (default: the clock)."),
      HassilRouteCommand.hassil, HassilRouteCommand.language, HassilRouteCommand.home, HassilRouteCommand.area,
    ]

  enum Format: String, CaseIterable { case json, text }

  static func run(_ options: ParsedOptions) -> ExitStatus {
    if ["hassil", "lang", "home", "area"].contains(where: options.has) {
      return HassilRouteCommand.run(options, command: name)
    }
    let format: Format
    var routeOptions = RouteOptions(explain: options.has("explain"))
    routeOptions.isExact = options.has("exact")
    do {
      format = try options.format(Format.json, expected: "json or text", command: name)
      try options.rejectArguments(command: name)
      if let reference = try options.reference(command: name) { routeOptions.reference = reference }
      routeOptions.tieBreak = try options.tieBreak(command: name)
    } catch {
      return RouteEval.usageError(error)
    }
    let minimum: Double?
    do { minimum = try options.givenMinimumConfidence(command: name) } catch { return RouteEval.usageError(error) }
    let router: Router
    do { (router, routeOptions.calibration) = try AppLoading.routing(options, command: name) } catch { return error }
    routeOptions.minimumConfidence = ParsedOptions.minimumConfidence(
      given: minimum, calibration: routeOptions.calibration)
    var sawError = false
    var lineNumber = 0
    var conversation = Conversation(router: router, options: routeOptions)
    var reader = StandardStreams.LineReader()
    // One buffer for every route line: written, then flushed with the line.
    var output = JSONWriter(capacity: 4096)
    while let bytes = reader.next() {
      lineNumber += 1
      switch conversation.handle(bytes, line: lineNumber) {
      case .routed(let route, _), .refused(let route):
        if route.outcome == .error {
          sawError = true
          StandardStreams.writeError(RouteInput.errorLine(bytes, line: lineNumber, route: route))
        }
        switch format {
        case .json:
          output.removeAll()
          route.write(to: &output, line: lineNumber)
          output.newline()
          output.withBytes(StandardStreams.write)
        case .text: StandardStreams.write(RouteText.render(route, line: lineNumber))
        }
      case .control(_, let answer), .malformedControl(let answer):
        if case .error(let message) = answer {
          sawError = true
          StandardStreams.writeError("<stdin>:\(lineNumber):\(RouteInput.errorColumn(of: bytes)): error: \(message)\n")
        }
        switch format {
        case .json: StandardStreams.write(answer.jsonLine(line: lineNumber) + "\n")
        case .text: StandardStreams.write(RouteText.render(answer, line: lineNumber))
        }
      }
      StandardStreams.flush()
    }
    return sawError ? .dataError : .success
  }
}
