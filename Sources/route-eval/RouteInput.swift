import DataFormats
import Evaluation
import Generation
import Lint
import PhraseGrammar
import Router

/// Where a line of standard input that could not be processed went wrong, for standard error.
enum RouteInput {
  /// The error of a line that routed to `error`, as standard error shows it: `<stdin>:LINE:COL: error: message`.
  static func errorLine(_ bytes: [UInt8], line: Int, route: Route) -> String {
    var message = route.message ?? "cannot route this line"
    if let text = String(validating: bytes, as: UTF8.self), StreamLine.isJSON(text) {
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
    guard StreamLine.isJSON(text) else { return 1 }
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
