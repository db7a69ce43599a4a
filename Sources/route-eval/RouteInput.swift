import PhraseGrammar
import Router

/// Turns one line of standard input into a route.
enum RouteInput {
  /// Routes a line: plain text, or a JSON object with `utterance` (and `now`).
  ///
  /// A line that is not valid UTF-8 or is a malformed JSON object gives an `error` route.
  static func route(_ bytes: [UInt8], with router: Router, options: RouteOptions) -> Route {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      var route = Route(outcome: .error, utterance: String(decoding: bytes, as: UTF8.self))
      route.message = "line is not valid UTF-8"
      return route
    }
    guard text.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "{") else {
      return router.route(text, options: options)
    }
    switch UtteranceLine.decode(text) {
    case .success(let line):
      var options = options
      if let now = line.now {
        guard let reference = LocalDateTime(iso8601: now) else {
          var route = Route(outcome: .error, utterance: line.utterance)
          route.message = "'now' is not an ISO 8601 date and time: '\(now)'"
          return route
        }
        options.reference = reference
      }
      return router.route(line.utterance, options: options)
    case .failure(let message):
      var route = Route(outcome: .error, utterance: text)
      route.message = message.message
      return route
    }
  }
}
