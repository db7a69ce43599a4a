import DataFormats
import Evaluation
import Generation
import Lint
import PhraseGrammar
import Router

/// `route-eval values`: reads one phrase a line and prints the typed value it denotes.
enum ValuesCommand: Command {
  static let name = "values"
  static let abstract = "Print the typed value each line of standard input denotes."
  static let inputs = "--type <type>"
  static let discussion = """
    Checks value parsing on its own: each line must be, as a whole, a value of
    the type (integer, decimal, ordinal, boolean, string, measurement, duration,
    date), read exactly as a parameter of that type reads it in a route. Prints
    one JSON line per input line: "text", "value", and "unit", "spoken", "grain"
    or "end" where they apply, or "error", which standard error repeats as
    <stdin>:LINE:COL: error: message. Exit status 65 if any line is not a
    value.

    --lang sets the manifest's locale: integers, decimals and ordinals of de,
    fr, es, it, pt, nl, ko and zh are read in that language's words; other
    types, en and ja read English and Japanese.
    """
  static let options: [OptionSpec] = [
    OptionSpec(
      name: "type", arity: .single, valueName: "type",
      help: "integer, decimal, ordinal, boolean, string, measurement, duration or date."),
    OptionSpec(name: "unit", arity: .single, valueName: "unit", help: "A measurement's unit (e.g. fl_oz, ml, kg, c)."),
    OptionSpec(
      name: "dimension", arity: .single, valueName: "dimension",
      help: "A measurement's dimension: volume, mass, length, temperature or duration."),
    .now("Reference time for dates (default: the clock)."),
    OptionSpec(name: "list", arity: .flag, help: "Read a list of values (\"eggs, milk and bread\")."),
    OptionSpec(
      name: "lang", arity: .single, valueName: "tag",
      help: "The manifest's locale, whose language reads the values (default en)."),
  ]

  static func run(_ options: ParsedOptions) -> ExitStatus {
    guard let typeName = options.value("type") else {
      return usageError("missing '--type <type>'")
    }
    var parameter: [String: String] = ["name": "value", "type": typeName == "ordinal" ? "integer" : typeName]
    if typeName == "ordinal" { parameter["ordinal"] = "true" }
    switch typeName {
    case "integer", "decimal", "ordinal", "boolean", "duration", "date", "string":
      break
    case "measurement":
      guard let unit = options.value("unit") else {
        return usageError("a measurement needs '--unit <unit>'")
      }
      parameter["unit"] = unit
      if let dimension = options.value("dimension") { parameter["dimension"] = dimension }
    default:
      let types = ["integer", "decimal", "ordinal", "boolean", "string", "measurement", "duration", "date"]
      let suggestion = closestName(to: typeName, among: types).map { "; did you mean '\($0)'?" } ?? ""
      return usageError("unknown type '\(typeName)'\(suggestion)")
    }
    var routeOptions = RouteOptions(explain: true)
    do {
      if let reference = try options.reference(command: name) { routeOptions.reference = reference }
    } catch {
      return RouteEval.usageError(error)
    }
    let router: Router
    do {
      router = try ValueReader.router(
        parameter: parameter, isList: options.has("list"), locale: options.value("lang") ?? "en")
    } catch {
      // The parameter is built from the options, so its problems are the command line's: no file to point at.
      let messages = error.diagnostics.filter { $0.severity == .error }.map(\.message.text)
      return usageError(messages.joined(separator: "; "))
    }
    for warning in router.warnings { StandardStreams.writeError("warning: \(warning.message.text)\n") }
    var failed = false
    var lineNumber = 0
    while let bytes = StandardStreams.readLine() {
      lineNumber += 1
      let line = ValueReader.read(bytes, line: lineNumber, with: router, options: routeOptions)
      failed = failed || line.failed
      if line.failed {
        let message = (try? JSONParser.parse(line.json))?.value.objectValue?["error"]?.value.stringValue
        let column = String(validating: bytes, as: UTF8.self) == nil ? RouteInput.invalidUTF8Column(of: bytes) : 1
        StandardStreams.writeError(
          "<stdin>:\(lineNumber):\(column): error: \(message ?? "not a value")\n")
      }
      StandardStreams.write(line.json + "\n")
      StandardStreams.flush()
    }
    return failed ? .dataError : .success
  }
}
