import Foundation
import Testing

@testable import route_eval

/// Each command's options are declared once, in its table (`Command.options`): parsing reads the
/// table, help prints it, and these tests hold the usage line and `Docs/CommandLine.md` to it.
@Suite("options: declared once, read by usage and docs")
struct OptionTableTests {
  /// The `--name`s a text mentions.
  static func optionNames(in text: Substring) -> Set<String> {
    var names = Set<String>()
    var rest = text[...]
    while let range = rest.range(of: "--") {
      let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      if let first = name.first, first.isLetter { names.insert(String(name)) }
      rest = rest[range.upperBound...]
    }
    return names
  }

  /// The options a command's section of `Docs/CommandLine.md` lists in its table (rows that begin
  /// with `` | `--name ``).
  static func documentedOptions(of command: String) throws -> Set<String> {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("Docs/CommandLine.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "### \(command)"[...]) else { return [] }
    let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") && !$0.hasPrefix("### ") }
    return Set(
      section.filter { $0.hasPrefix("| `--") }.flatMap { row in
        optionNames(in: row.dropFirst(2).prefix { $0 != "|" })
      })
  }

  static let commands = RouteEval.commands.map { $0.name }

  @Test("every option a command's usage line names is one of its options", arguments: commands)
  func usage(command: String) throws {
    let type = try #require(RouteEval.commands.first { $0.name == command })
    let declared = Set(type.options.map(\.name))
    let named = Self.optionNames(in: type.usage[...])
    #expect(!named.isEmpty)
    #expect(named.subtracting(declared) == [])
  }

  @Test("every command's table in Docs/CommandLine.md lists exactly its options", arguments: commands)
  func documented(command: String) throws {
    let type = try #require(RouteEval.commands.first { $0.name == command })
    let documented = try Self.documentedOptions(of: command)
    #expect(!documented.isEmpty)
    #expect(documented == Set(type.options.map(\.name)))
  }

  @Test("the checks find an option the text leaves out")
  func checksCanFail() {
    #expect(Self.optionNames(in: "route --apps <path> [--explain] --x9 -- -h") == ["apps", "explain", "x9"])
  }
}
