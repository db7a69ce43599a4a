import Foundation
import Testing

@testable import route_eval

/// Each command's options are declared once, in its table (`Command.options`): parsing reads the
/// table, help prints it, the usage line lists it (`Usage`), and these tests hold the usage line
/// and `Docs/CommandLine.md` to it.
@Suite("options: declared once, read by usage and docs")
struct OptionTableTests {
  static func optionNames(in text: Substring) -> Set<String> { Usage.optionNames(in: text) }

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

  /// A table of every kind of option, and the usage line it makes.
  static let usageCases: [(inputs: String, options: [OptionSpec], line: String)] = [
    ("--in <file>", [OptionSpec(name: "in", arity: .single, valueName: "file", help: "")], "x --in <file>"),
    ("", [OptionSpec(name: "dry", arity: .flag, help: "")], "x [--dry]"),
    ("", [OptionSpec(name: "tag", arity: .multiple, valueName: "t", help: "")], "x [--tag <t> ...]"),
    ("", [OptionSpec(name: "merge", arity: .list, valueName: "r", help: "")], "x [--merge <r> ...]"),
    ("[--in <file>]", [OptionSpec(name: "in", arity: .single, valueName: "file", help: "")], "x [--in <file>]"),
    ("", [OptionSpec(name: "mode", arity: .single, valueName: "m", help: "", usageValue: "a|b")], "x [--mode a|b]"),
    ("", [OptionSpec(name: "with", arity: .single, valueName: "w", help: "", isInUsage: false)], "x"),
    (
      "--a <p>",
      [
        OptionSpec(name: "z", arity: .flag, help: ""), OptionSpec(name: "a", arity: .single, valueName: "p", help: ""),
        OptionSpec(name: "b", arity: .flag, help: ""),
      ],
      "x --a <p> [--z] [--b]"
    ),
  ]

  @Test("the usage line is the inputs, then the table's other options in table order", arguments: usageCases.indices)
  func usageLine(index: Int) {
    let (inputs, options, line) = Self.usageCases[index]
    #expect(Usage.line("x", inputs: inputs, options: options) == line)
  }

  @Test("the checks find an option the text leaves out")
  func checksCanFail() {
    #expect(Self.optionNames(in: "route --apps <path> [--explain] --x9 -- -h") == ["apps", "explain", "x9"])
  }
}
