import PhraseGrammar
import Router

/// Turns one line of standard input into a route or a control answer.
enum RouteInput {
  /// Handles a line of the stream: plain text, a JSON utterance line (with `now` and `context`),
  /// or a control line (`donate`, `delete`, `reset`). The route, or the answer's JSON line, and
  /// the error message when the line could not be processed.
  ///
  /// A line that is not valid UTF-8 or is a malformed JSON object gives an `error` route.
  static func handle(_ bytes: [UInt8], line: Int, in conversation: inout Conversation) -> Handled {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      var route = Route(outcome: .error, utterance: String(decoding: bytes, as: UTF8.self))
      route.message = "line is not valid UTF-8"
      return .route(route)
    }
    guard isJSON(text) else { return .route(conversation.route(text, line: line)) }
    switch StreamLine.decode(text) {
    case .success(.utterance(let input)):
      var reference: LocalDateTime?
      if let now = input.now {
        guard let moment = LocalDateTime(iso8601: now) else {
          var route = Route(outcome: .error, utterance: input.utterance)
          route.message = "'now' is not an ISO 8601 date and time: '\(now)'"
          return .route(route)
        }
        reference = moment
      }
      return .route(conversation.route(input.utterance, context: input.context, line: line, reference: reference))
    case .success(let control):
      return .answer(conversation.apply(control) ?? .reset)
    case .failure(let message):
      // A line that says it is a control line answers as one.
      if case .object(let object)? = try? JSONParser.parse(text).value, let kind = object["kind"],
        kind.value != .string("route")
      {
        return .answer(.error(message.message))
      }
      var route = Route(outcome: .error, utterance: text)
      route.message = message.message
      return .route(route)
    }
  }

  /// What a line of the stream gave.
  enum Handled {
    case route(Route)
    case answer(ControlAnswer)
  }

  /// Whether a line is read as a JSON object: its first character other than a space or tab is `{`.
  static func isJSON(_ text: String) -> Bool {
    text.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "{")
  }

  /// The error of a line that routed to `error`, as standard error shows it: `<stdin>:LINE:COL: error: message`.
  static func errorLine(_ bytes: [UInt8], line: Int, route: Route) -> String {
    var message = route.message ?? "cannot route this line"
    if let text = String(validating: bytes, as: UTF8.self), isJSON(text) {
      do {
        _ = try JSONParser.parse(text)
      } catch {
        message = "invalid JSON: \(error.message)"
      }
    }
    return "<stdin>:\(line):\(errorColumn(of: bytes)): error: \(message)\n"
  }

  /// The 1-based character column of the problem that made a line an `error` route.
  ///
  /// The first byte that is not UTF-8; in a JSON line, where the JSON parser
  /// stopped, the object when it has no `utterance`, or the value of `now` or
  /// `utterance` that is wrong; else 1, the line as a whole (too many tokens).
  static func errorColumn(of bytes: [UInt8]) -> Int {
    guard let text = String(validating: bytes, as: UTF8.self) else { return invalidUTF8Column(of: bytes) }
    guard isJSON(text) else { return 1 }
    let root: JSONNode
    do {
      root = try JSONParser.parse(text)
    } catch {
      return error.location.column
    }
    guard case .object(let object) = root.value, let utterance = object["utterance"] else {
      return root.location.column
    }
    if let now = object["now"] {
      guard case .string(let written) = now.value, LocalDateTime(iso8601: written) != nil else {
        return now.location.column
      }
    }
    return utterance.location.column
  }

  /// The 1-based character column of a line's first byte that is not UTF-8 (one past the end when there is none).
  static func invalidUTF8Column(of bytes: [UInt8]) -> Int {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var valid = 0
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) { valid += scalar.count }
    return String(decoding: bytes[..<valid], as: UTF8.self).count + 1
  }
}
