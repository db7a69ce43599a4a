import DataFormats
import Evaluation
import Foundation
import Generation
import HomeAssistant
import Lint
import PhraseGrammar
import Router

/// `route-eval route --hassil PATH`: recognizes utterances from standard input with a Home Assistant language.
///
/// PATH is an intents repository's folder (with `--lang`) or a bundle; `--home FILE` gives the home's names
/// (entities, areas and floors, as the repository's test files give them).
enum HassilRouteCommand {
  /// `--hassil <path>`: the Home Assistant language to recognize with.
  static let hassil = OptionSpec(
    name: "hassil", arity: .single, valueName: "path",
    help: "Recognize with a Home Assistant language instead: an intents repository folder (with --lang) or a bundle.",
    isInUsage: false)
  /// `--lang <code>`: the repository's language.
  static let language = OptionSpec(
    name: "lang", arity: .single, valueName: "code", help: "The language of the --hassil repository.",
    isInUsage: false)
  /// `--home <file>`: the home's names.
  static let home = OptionSpec(
    name: "home", arity: .single, valueName: "file",
    help: "The home's entities, areas and floors for --hassil (YAML or JSON, as in the tests).", isInUsage: false)

  /// `--area <name>`: the area the sentences are said in.
  static let area = OptionSpec(
    name: "area", arity: .single, valueName: "name",
    help: "The --home area the sentences are said in (the satellite's), instead of its context_area.",
    isInUsage: false)

  /// The fixture set a `--home` file becomes.
  static let homeID = "home"

  static func run(_ options: ParsedOptions, command: String) -> ExitStatus {
    let source: HassilLoading.Source
    do throws(UsageError) {
      guard let path = options.value("hassil") else {
        throw UsageError(message: "'--lang', '--home' and '--area' need '--hassil <path>'", command: command)
      }
      for other in ["apps", "explain", "now"] where options.has(other) {
        throw UsageError(message: "'--\(other)' is for routing to apps, not with '--hassil'", command: command)
      }
      if let format = options.value("format"), format != "json" {
        throw UsageError(message: "unknown format '\(format)' with '--hassil'; expected json", command: command)
      }
      try options.rejectArguments(command: command)
      source = try HassilLoading.source(
        [path], language: options.value("lang"), tests: [], command: command)
    } catch {
      return RouteEval.usageError(error)
    }
    var bundle: HassilBundle
    switch HassilLoading.read(source) {
    case .success(let read): bundle = read
    case .failure(let status): return status
    }
    var context: [HassilMember] = []
    bundle.tests = []
    if let file = options.value("home") {
      let (home, diagnostics) = HassilRepository.readHome(file, id: homeID)
      AppLoading.report(diagnostics)
      guard let home else {
        let missing = diagnostics.contains { $0.message.id == HassilRepository.missingFileID }
        return missing ? .noInput : .dataError
      }
      bundle.fixtureSets = [home.fixtureSet]
      if let name = options.value("area") {
        guard let area = home.area(named: name) else {
          return RouteEval.usageError(UsageError(message: "no area '\(name)' in '\(file)'", command: command))
        }
        context = [HassilMember("area", .string(area))]
      } else if let area = home.contextArea {
        context = [HassilMember("area", .string(area))]
      }
    } else if options.has("area") {
      return RouteEval.usageError(UsageError(message: "'--area' needs '--home <file>'", command: command))
    } else {
      bundle.fixtureSets = []
    }
    let recognizer = HassilImporter.compile(bundle)
    AppLoading.report(recognizer.warnings)
    let fixture = recognizer.fixture(homeID) ?? recognizer.globalFixture
    // As said only (--exact), or as said and else without the words' order.
    let reader = options.has("exact") ? nil : HassilLooseReader(recognizer)
    var workspace = MatchWorkspace()
    func recognize(_ text: String) -> (result: HassilResult, hearing: HassilLooseReader.Hearing)? {
      guard let reader else {
        return recognizer.recognize(text, fixture: fixture, context: context, workspace: &workspace).map {
          ($0, .asSaid)
        }
      }
      return reader.hear(text, fixture: fixture, context: context, workspace: &workspace)
    }
    var sawError = false
    var lineNumber = 0
    while let bytes = StandardStreams.readLine() {
      lineNumber += 1
      var writer = JSONWriter()
      writer.beginObject()
      writer.member("version", 1)
      writer.member("kind", "hassil")
      writer.member("line", lineNumber)
      switch utterance(bytes) {
      case .failure(let message):
        sawError = true
        writer.member("utterance", String(decoding: bytes, as: UTF8.self))
        writer.member("outcome", "error")
        writer.member("message", message.description)
        StandardStreams.writeError(
          "<stdin>:\(lineNumber):\(RouteInput.errorColumn(of: bytes)): error: \(message.description)\n")
      case .success(let text):
        writer.member("utterance", text)
        if let (result, hearing) = recognize(text) {
          writer.member("outcome", "recognized")
          writer.member("reading", hearing.rawValue)
          result.writeMembers(to: &writer)
        } else {
          writer.member("outcome", "noMatch")
        }
      }
      writer.endObject()
      StandardStreams.write(writer.text + "\n")
      StandardStreams.flush()
    }
    return sawError ? .dataError : .success
  }

  /// A line's utterance: the text, or the `utterance` of a JSON object; a message when it is neither.
  static func utterance(_ bytes: [UInt8]) -> Result<String, LineMessage> {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(LineMessage("line is not valid UTF-8"))
    }
    guard StreamLine.isJSON(text) else { return .success(text) }
    switch UtteranceLine.decode(text) {
    case .success(let line): return .success(line.utterance)
    case .failure(let problem):
      var message = problem.message
      do { _ = try JSONParser.parse(text) } catch { message = "invalid JSON: \(error.message)" }
      return .failure(LineMessage(message))
    }
  }

  /// Why a line cannot be recognized.
  struct LineMessage: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
