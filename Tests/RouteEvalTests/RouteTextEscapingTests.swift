import Foundation
import Testing

/// `route --format text` shows an utterance's control characters as escapes: it cannot drive the terminal.
@Suite("route-eval route --format text, hostile input")
struct RouteTextEscapingTests {
  @Test("ESC, BEL and other controls in an utterance are shown, not sent")
  func controls() throws {
    let input = "log water \u{1B}]0;pwned\u{7} in Water\n\u{1B}[31mlog 12 ounces of water in Water\u{9B}\n"
    let result = try runRouteEval(["route", "--apps", "Corpora/apps", "--format", "text"], input: Data(input.utf8))
    #expect(result.status == 0)
    for control in ["\u{1B}", "\u{7}", "\u{9B}"] { #expect(!result.stdout.contains(control)) }
    #expect(result.stdout.contains(#""log water \u001b]0;pwned\u0007 in Water""#))
    #expect(result.stdout.contains(#""\u001b[31mlog 12 ounces of water in Water\u009b""#))
  }
}
