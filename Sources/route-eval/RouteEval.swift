import DataFormats
import Evaluation
import Generation
import Lint
import PhraseGrammar
import Router

/// A subcommand of `route-eval`.
protocol Command {
  /// The subcommand's name, as typed.
  static var name: String { get }
  /// One line for the command list.
  static var abstract: String { get }
  /// What the command works on, as its usage line writes it (`--apps <path> ... | --registry <file>`);
  /// the line then lists the table's other options (``Usage``).
  static var inputs: String { get }
  /// The usage line after `route-eval`; by default, derived from ``inputs`` and ``options``.
  static var usage: String { get }
  /// More about the command, printed under OVERVIEW.
  static var discussion: String { get }
  static var options: [OptionSpec] { get }
  /// Runs the command with validated options.
  static func run(_ options: ParsedOptions) -> ExitStatus
  /// The command's help; `positional` holds the arguments before `--help` (`import swift --help`).
  static func help(_ positional: [String]) -> String
}

extension Command {
  static func help(_ positional: [String]) -> String { Help.command(self) }
  static var inputs: String { "" }
  static var usage: String { Usage.line(name, inputs: inputs, options: options) }
}

/// The `route-eval` entry point: dispatches to subcommands.
enum RouteEval {
  static let version = "0.1.0"

  static var commands: [any Command.Type] {
    [
      RouteCommand.self, EvalCommand.self, TestCommand.self, LintCommand.self, GenerateCommand.self, CalibrateCommand.self,
      HassilCommand.self, ValuesCommand.self, ImportCommand.self, CompileCommand.self,
    ]
  }

  static func run(arguments: [String]) -> ExitStatus {
    guard let first = arguments.first else {
      // Help asked for is on standard output with status 0; help given for a missing command is a usage error.
      StandardStreams.writeError("error: missing a command\n\n" + Help.root(commands))
      return .usage
    }
    switch first {
    case "-h", "--help":
      StandardStreams.write(Help.root(commands))
      return .success
    case "--version":
      StandardStreams.write("route-eval \(version)\n")
      return .success
    case "help":
      if let name = arguments.dropFirst().first {
        guard let command = commands.first(where: { $0.name == name }) else {
          return usageError(UsageError(message: "unknown command '\(name)'"))
        }
        StandardStreams.write(command.help(Array(arguments.dropFirst(2))))
      } else {
        StandardStreams.write(Help.root(commands))
      }
      return .success
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let suggestion = closestName(to: first, among: commands.map { $0.name })
      return usageError(
        UsageError(message: "unknown command '\(first)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")))
    }
    do {
      let parsed = try OptionParser.parse(Array(arguments.dropFirst()), options: command.options, command: command.name)
      if parsed.has("help") {
        StandardStreams.write(command.help(parsed.positional))
        return .success
      }
      return command.run(parsed)
    } catch {
      return usageError(error)
    }
  }

  static func usageError(_ error: UsageError) -> ExitStatus {
    let helpTarget = error.command.map { "route-eval \($0) --help" } ?? "route-eval --help"
    let usage =
      error.command.flatMap { name in commands.first { $0.name == name } }.map {
        "usage: route-eval \($0.usage)\n"
      } ?? ""
    StandardStreams.writeError("error: \(error.message)\n\(usage)  See '\(helpTarget)' for more information.\n")
    return .usage
  }
}
