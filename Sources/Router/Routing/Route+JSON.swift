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
    writer.key("version")
    writer.integer(1)
    writer.key("kind")
    writer.string("route")
    if let line {
      writer.key("line")
      writer.integer(line)
    }
    writer.key("utterance")
    writer.string(utterance)
    writer.key("outcome")
    writer.string(outcome.rawValue)
    if let message {
      writer.key("message")
      writer.string(message)
    }
    if let app {
      writer.key("app")
      writer.string(app)
    }
    if let intent {
      writer.key("intent")
      writer.string(intent)
    }
    if outcome == .routed {
      writer.key("parameters")
      writer.beginObject()
      for parameter in parameters {
        writer.key(parameter.name)
        parameter.write(to: &writer)
      }
      writer.endObject()
    }
    if let score {
      writer.key("score")
      writer.number(score)
    }
    if let template {
      writer.key("template")
      writer.string(template)
    }
    if outcome == .routed {
      writer.key("alternatives")
      Self.write(alternatives, to: &writer)
    }
    if outcome == .ambiguous {
      writer.key("candidates")
      Self.write(candidates, to: &writer)
    }
    if isTruncated {
      writer.key("truncated")
      writer.bool(true)
    }
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
    writer.beginArray()
    for candidate in candidates {
      writer.beginObject()
      writer.key("app")
      writer.string(candidate.app)
      writer.key("intent")
      writer.string(candidate.intent)
      writer.key("score")
      writer.number(candidate.score)
      writer.key("template")
      writer.string(candidate.template)
      writer.endObject()
    }
    writer.endArray()
  }
}

extension ParameterResult {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("state")
    writer.string(state.rawValue)
    if let value {
      writer.key("value")
      value.write(to: &writer)
      value.writeDetails(to: &writer)
    }
    if let text {
      writer.key("text")
      writer.string(text)
    }
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
      writer.key("id")
      writer.string(id)
      writer.key("name")
      writer.string(name)
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
      writer.key("unit")
      writer.string(unit)
      writer.key("spoken")
      writer.beginObject()
      writer.key("value")
      writer.number(spoken)
      if let spokenUnit {
        writer.key("unit")
        writer.string(spokenUnit)
      }
      writer.endObject()
    case .date(let date):
      writer.key("grain")
      writer.string(date.grain.rawValue)
      if let end = date.end {
        writer.key("end")
        writer.string(end.iso8601)
      }
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
    writer.key("app")
    writer.string(app)
    writer.key("intent")
    writer.string(intent)
    writer.key("template")
    writer.string(template)
    writer.key("score")
    writer.number(score)
    writer.key("status")
    writer.string(status.rawValue)
    writer.key("reason")
    writer.string(reason)
    writer.key("slots")
    writer.beginArray()
    for slot in slots { writer.string(slot) }
    writer.endArray()
    writer.endObject()
  }
}
