import DataFormats
import PhraseGrammar
import Reports
import Router

/// A golden file: the routes a phrase set is expected to keep, one `route` JSON line each.
///
/// ```
/// {"version":1,"kind":"golden","now":"2026-11-29T09:00:00-08:00"}
/// {"version":1,"kind":"route","line":1,"utterance":"log water in Water","outcome":"routed",…}
/// ```
///
/// The first line may be a header giving the reference time of the file's
/// dates; every other non-blank line is a route as `route-eval route` prints
/// it, of which the utterance and the compared parts (``GoldenRoute``) are read,
/// or an utterance not yet recorded: a line of plain text, or a JSON object
/// with an `utterance` and no `outcome` (as `route-eval generate` prints).
public struct GoldenFile: Hashable, Sendable {
  /// One stored route, with the file line it is on.
  public struct Entry: Hashable, Sendable {
    /// The 1-based line of the file.
    public var line: Int
    /// The utterance to route.
    public var utterance: String
    /// The stored route; nil for an utterance added to the file and not yet recorded.
    public var route: GoldenRoute?
    /// The control lines (`donate`, `delete`, `reset`) between the previous utterance and this one.
    public var controls: [StreamLine] = []
    /// The app in front and what is on screen when the utterance is said (`"context"`).
    public var context = RequestContext()

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - line: The 1-based line of the file.
    ///   - utterance: The utterance to route.
    ///   - route: The stored route; nil for an utterance not yet recorded.
    public init(line: Int, utterance: String, route: GoldenRoute?) {
      self.line = line
      self.utterance = utterance
      self.route = route
    }
  }

  /// The reference time from the header, if the file has one with `now`.
  public var reference: LocalDateTime?
  /// Whether the file starts with a golden header.
  public var hasHeader = false
  /// Whether the file is a conversation: it has control lines or contexts, so its utterances
  /// are routed in order, each after the one before (as `route-eval route` does).
  public var isConversation: Bool { entries.contains { !$0.controls.isEmpty || $0.context != RequestContext() } }
  /// The stored routes and unrecorded utterances, in file order.
  public var entries: [Entry]

  /// Creates a golden file in memory.
  ///
  /// - Parameters:
  ///   - reference: The reference time of the file's dates.
  ///   - entries: The entries, in file order.
  public init(reference: LocalDateTime? = nil, entries: [Entry] = []) {
    self.reference = reference
    self.entries = entries
  }

  /// Reads a golden file, or returns every malformed line's problem.
  public static func parse(_ bytes: [UInt8], file: String) -> Result<GoldenFile, GoldenFileErrors> {
    var golden = GoldenFile()
    var problems: [Diagnostic] = []
    var lineNumber = 0
    var sawContent = false
    var controls: [StreamLine] = []
    func append(_ entry: Entry) {
      var entry = entry
      entry.controls = controls
      controls = []
      golden.entries.append(entry)
    }
    for rawLine in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      lineNumber += 1
      var line = Array(rawLine)
      if line.last == 0x0D { line.removeLast() }
      guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
      let isFirst = !sawContent
      sawContent = true
      func problem(_ message: String, _ location: JSONLocation) {
        problems.append(
          Diagnostic(
            .error, id: "MalformedGoldenLine", message, file: file,
            location: FileLocation(file: file, line: lineNumber, column: location.column)))
      }
      // A line of plain text (not starting as a JSON object or array would) is an utterance to record.
      let first = line.first { $0 != 0x20 && $0 != 0x09 }
      guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
        guard let text = String(validating: line, as: UTF8.self) else {
          problem("line is not valid UTF-8", .start)
          continue
        }
        append(Entry(line: lineNumber, utterance: text, route: nil))
        continue
      }
      let node: JSONNode
      do {
        node = try JSONParser.parse(line)
      } catch {
        problem(error.message, error.location)
        continue
      }
      guard let object = node.value.objectValue else {
        problem("expected a route object, not \(node.value.kindName)", node.location)
        continue
      }
      if let kind = object["kind"] {
        switch kind.value.stringValue {
        case "golden":
          guard isFirst else {
            problem("the golden header must be the first line", kind.location)
            continue
          }
          if let version = object["version"], version.value.numberValue?.int != 1 {
            problem("unsupported golden file version; expected 1", version.location)
            continue
          }
          if let now = object["now"] {
            guard let text = now.value.stringValue, let reference = LocalDateTime(iso8601: text) else {
              problem("'now' is not an ISO 8601 date and time", now.location)
              continue
            }
            golden.reference = reference
          }
          golden.hasHeader = true
          continue
        case "route":
          break
        case "donate", "delete", "reset":
          switch StreamLine.decode(String(decoding: line, as: UTF8.self)) {
          case .success(let control): controls.append(control)
          case .failure(let error): problem(error.message, kind.location)
          }
          continue
        default:
          problem("expected 'kind' \"route\", \"golden\", \"donate\", \"delete\" or \"reset\"", kind.location)
          continue
        }
      }
      var context = RequestContext()
      if let node = object["context"] {
        switch StreamLine.context(node) {
        case .success(let read): context = read
        case .failure(let error):
          problem(error.message, node.location)
          continue
        }
      }
      guard let utterance = object["utterance"] else {
        problem("missing string 'utterance'", node.location)
        continue
      }
      guard let text = utterance.value.stringValue else {
        problem("'utterance' must be a string, not \(utterance.value.kindName)", utterance.location)
        continue
      }
      // An utterance without an outcome (and not marked as a route) is one to record.
      if object["outcome"] == nil && object["kind"] == nil {
        var entry = Entry(line: lineNumber, utterance: text, route: nil)
        entry.context = context
        append(entry)
        continue
      }
      do {
        var entry = Entry(line: lineNumber, utterance: text, route: try GoldenRoute.decode(object))
        entry.context = context
        append(entry)
      } catch {
        problem(error.message, error.location == .start ? node.location : error.location)
      }
    }
    return problems.isEmpty ? .success(golden) : .failure(GoldenFileErrors(diagnostics: problems))
  }

  /// The text of a golden file for routes: the header with the reference time, then one route a line.
  public static func render(_ routes: [Route], reference: LocalDateTime) -> String {
    render(routes.map { ($0, [], RequestContext()) }, reference: reference)
  }

  /// The text of a golden file for a conversation: the header, then each route's control lines
  /// and the route, with its context; a route's `line` is its place among the routes.
  public static func render(
    _ routes: [(route: Route, controls: [StreamLine], context: RequestContext)], reference: LocalDateTime
  ) -> String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.member("version", 1)
    writer.member("kind", "golden")
    writer.member("now", reference.iso8601)
    writer.endObject()
    var text = writer.text + "\n"
    for (index, item) in routes.enumerated() {
      for control in item.controls { text += control.jsonLine + "\n" }
      var line = item.route.jsonLine(line: index + 1)
      if item.context != RequestContext() {
        line.removeLast()
        line += ",\"context\":" + item.context.jsonText + "}"
      }
      text += line + "\n"
    }
    return text
  }
}

/// Every malformed line of a golden file.
public struct GoldenFileErrors: Error, Hashable, Sendable {
  /// Every problem found, in file order.
  public var diagnostics: [Diagnostic]
}
