/// One line of `route` input given as JSON: `{"utterance": "...", "now": "..."}`.
public struct UtteranceLine: Hashable, Sendable {
  /// The utterance to route.
  public var utterance: String
  /// The reference time for dates, as written.
  public var now: String?

  /// Decodes a JSON input line, or says why it cannot be.
  public static func decode(_ text: String) -> Result<UtteranceLine, LineError> {
    let root: JSONNode
    do {
      root = try JSONParser.parse(text)
    } catch {
      return .failure(LineError("invalid JSON at column \(error.location.column): \(error.message)"))
    }
    guard case .object(let object) = root.value else {
      return .failure(LineError("expected a JSON object with an 'utterance' key"))
    }
    guard case .string(let utterance)? = object["utterance"]?.value else {
      return .failure(LineError("missing string 'utterance'"))
    }
    var line = UtteranceLine(utterance: utterance)
    if let now = object["now"] {
      guard case .string(let text) = now.value else { return .failure(LineError("'now' must be a string")) }
      line.now = text
    }
    return .success(line)
  }

  /// Why an input line could not be decoded.
  public struct LineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the line, in words.
    public var message: String
    init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
  }
}

extension Route {
  /// The route as one line of JSON (no line break), keys in a fixed order.
  ///
  /// ```json
  /// {"version":1,"kind":"route","line":3,"utterance":"…","outcome":"routed","app":"Water",…}
  /// ```
  public func jsonLine(line: Int? = nil) -> String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.member("version", 1)
    writer.member("kind", "route")
    writer.member("line", ifPresent: line)
    writer.member("utterance", utterance)
    writer.member("outcome", outcome.rawValue)
    writer.member("message", ifPresent: message)
    writer.member("app", ifPresent: app)
    writer.member("intent", ifPresent: intent)
    if outcome == .routed {
      writer.key("parameters")
      writer.beginObject()
      for parameter in parameters {
        writer.key(parameter.name)
        parameter.write(to: &writer)
      }
      writer.endObject()
    }
    writer.member("score", ifPresent: score)
    writer.member("confidence", ifPresent: confidence)
    writer.member("template", ifPresent: template)
    if outcome == .routed {
      writer.key("alternatives")
      Self.write(alternatives, to: &writer)
    }
    if outcome == .ambiguous {
      writer.key("candidates")
      Self.write(candidates, to: &writer)
    }
    if isTruncated { writer.member("truncated", true) }
    if let explanation {
      writer.key("explain")
      writer.beginArray()
      for entry in explanation { entry.write(to: &writer) }
      writer.endArray()
    }
    writer.endObject()
    return writer.text
  }

  private static func write(_ candidates: [Candidate], to writer: inout JSONWriter) {
    writer.array(candidates) { writer, candidate in
      writer.object {
        $0.member("app", candidate.app)
        $0.member("intent", candidate.intent)
        $0.member("score", candidate.score)
        $0.member("template", candidate.template)
      }
    }
  }
}

extension ParameterResult {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("state", state.rawValue)
    if let value {
      writer.key("value")
      value.write(to: &writer)
      value.writeDetails(to: &writer)
    }
    writer.member("text", ifPresent: text)
    if let defaultValue {
      writer.key("default")
      defaultValue.write(to: &writer)
    }
    writer.endObject()
  }
}

extension ResolvedValue {
  func write(to writer: inout JSONWriter) {
    switch self {
    case .number(let number): writer.number(number)
    case .bool(let flag): writer.bool(flag)
    case .string(let text), .enumCase(let text): writer.string(text)
    case .entity(let id, let name):
      writer.beginObject()
      writer.member("id", id)
      writer.member("name", name)
      writer.endObject()
    case .measurement(let value, _, _, _), .duration(let value):
      writer.number(value)
    case .date(let date):
      writer.string(date.start.iso8601)
    case .list(let values):
      writer.beginArray()
      for value in values { value.write(to: &writer) }
      writer.endArray()
    }
  }

  /// Keys that go with the value: a measurement's `unit` and `spoken`, a date's `grain` and `end`.
  func writeDetails(to writer: inout JSONWriter) {
    switch self {
    case .measurement(_, let unit, let spoken, let spokenUnit):
      writer.member("unit", unit)
      writer.key("spoken")
      writer.beginObject()
      writer.member("value", spoken)
      writer.member("unit", ifPresent: spokenUnit)
      writer.endObject()
    case .date(let date):
      writer.member("grain", date.grain.rawValue)
      writer.member("end", ifPresent: date.end?.iso8601)
    default:
      break
    }
  }

  /// The value as compact JSON text.
  public var jsonText: String {
    var writer = JSONWriter()
    write(to: &writer)
    return writer.text
  }
}

extension Explanation {
  /// The explanation as a JSON object.
  package func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("app", app)
    writer.member("intent", intent)
    writer.member("template", template)
    writer.member("score", score)
    writer.member("status", status.rawValue)
    writer.member("reason", reason)
    writer.member("slots", strings: slots)
    writer.endObject()
  }
}
