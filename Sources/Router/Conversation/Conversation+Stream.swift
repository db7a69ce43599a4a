import DataFormats
import PhraseGrammar

/// One line of a stream as a conversation handled it (``Conversation/handle(_:line:)``).
public enum StreamStep: Sendable {
  /// An utterance line (plain text or JSON) that the conversation routed, in its context.
  case routed(Route, RequestContext)
  /// A line refused before the conversation saw it: not UTF-8, malformed, a `now` that is no date.
  case refused(Route)
  /// A control line, applied.
  case control(StreamLine, ControlAnswer)
  /// A line that says it is a control line (it has a `kind`) but is not a valid one.
  case malformedControl(ControlAnswer)

  /// Whether the step answered as a control line.
  public var isControl: Bool {
    switch self {
    case .control, .malformedControl: true
    case .routed, .refused: false
    }
  }
}

extension Conversation {
  /// Handles one line of a stream as `route-eval route` reads standard input: plain text, a JSON
  /// utterance line (with `now` and `context`), or a control line (`donate`, `delete`, `reset`).
  ///
  /// A line that is not valid UTF-8, a malformed JSON object or a `now` that is no date is
  /// refused with an `error` route; a line with a `kind` that is no valid control line answers
  /// an `error`.
  public mutating func handle(_ bytes: [UInt8], line: Int) -> StreamStep {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .refused(.error(String(decoding: bytes, as: UTF8.self), message: "line is not valid UTF-8"))
    }
    guard StreamLine.isJSON(text) else { return .routed(route(text, line: line), RequestContext()) }
    switch StreamLine.decode(text) {
    case .success(.utterance(let input)):
      var reference: LocalDateTime?
      if let now = input.now {
        guard let moment = LocalDateTime(iso8601: now) else {
          return .refused(.error(input.utterance, message: "'now' is not an ISO 8601 date and time: '\(now)'"))
        }
        reference = moment
      }
      return .routed(route(input.utterance, context: input.context, line: line, reference: reference), input.context)
    case .success(let control):
      return .control(control, apply(control) ?? .reset)
    case .failure(let message):
      if case .object(let object)? = try? JSONParser.parse(text).value, StreamLine.saysControl(object) {
        return .malformedControl(.error(message.message))
      }
      return .refused(.error(text, message: message.message))
    }
  }
}

extension StreamLine {
  /// Whether a line is read as a JSON object: its first character other than a space or tab is `{`.
  public static func isJSON(_ text: String) -> Bool {
    text.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "{")
  }

  /// Whether a line's object says it is a control line: it has a `kind`, and is not a route line
  /// as `route` prints it (`"kind": "route"` with an `utterance`), which is that utterance again.
  package static func saysControl(_ object: JSONObject) -> Bool {
    object["kind"] != nil && !(object["utterance"] != nil && object["kind"]?.value == .string("route"))
  }
}
