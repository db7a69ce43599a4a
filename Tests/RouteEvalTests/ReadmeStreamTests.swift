import Foundation
import Testing

/// The README's stream examples print what the README shows.
@Suite("README stream examples")
struct ReadmeStreamTests {
  @Test("every 'route --format text < FILE' example in the README prints the lines shown under it")
  func streamExamples() throws {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let pattern = /^\$ swift run route-eval route --apps (\S+) --format text < (\S+)$/
    var checked = 0
    for (index, line) in lines.enumerated() {
      guard let match = line.wholeMatch(of: pattern) else { continue }
      let shown = lines[(index + 1)...].prefix { !$0.hasPrefix("```") }.joined(separator: "\n") + "\n"
      let input = try Data(contentsOf: packageRoot.appendingPathComponent(String(match.2)))
      let result = try runRouteEval(["route", "--apps", String(match.1), "--format", "text"], input: input)
      #expect(result.status == 0)
      #expect(result.stdout == shown, "README.md:\(index + 1)")
      checked += 1
    }
    #expect(checked > 0, "the README's stream example is gone")
  }
}
