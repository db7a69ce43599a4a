import Foundation
import Testing

@Suite("route-eval help, end to end")
struct HelpTests {
  /// Every help page, by snapshot name, with the arguments that print it.
  static let pages: [(name: String, arguments: [String])] = [
    ("root-help.txt", ["--help"]),
    ("route-help.txt", ["route", "--help"]),
    ("eval-help.txt", ["eval", "--help"]),
    ("lint-help.txt", ["lint", "--help"]),
    ("generate-help.txt", ["generate", "--help"]),
    ("values-help.txt", ["values", "--help"]),
    ("hassil-help.txt", ["hassil", "--help"]),
    ("import-help.txt", ["import", "--help"]),
    ("import-swift-help.txt", ["import", "swift", "--help"]),
    ("import-xcstrings-help.txt", ["import", "xcstrings", "--help"]),
    ("import-real-apps-help.txt", ["import", "real-apps", "--help"]),
    ("import-ovos-help.txt", ["import", "ovos", "--help"]),
    ("import-alexa-help.txt", ["import", "alexa", "--help"]),
    ("compile-help.txt", ["compile", "--help"]),
    ("calibrate-help.txt", ["calibrate", "--help"]),
  ]

  @Test("each help page matches its snapshot", arguments: pages.map(\.name))
  func snapshot(name: String) throws {
    let arguments = try #require(Self.pages.first { $0.name == name }).arguments
    let result = try runRouteEval(arguments)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    try assertSnapshot(result.stdout, named: name)
  }

  @Test(
    "help pages fit in 80 columns",
    arguments: [
      ["--help"], ["route", "--help"], ["eval", "--help"], ["test", "--help"], ["lint", "--help"],
      ["generate", "--help"], ["hassil", "--help"], ["values", "--help"], ["import", "--help"],
      ["import", "swift", "--help"], ["import", "xcstrings", "--help"], ["import", "real-apps", "--help"],
      ["import", "ovos", "--help"], ["import", "alexa", "--help"], ["calibrate", "--help"],
    ])
  func width(arguments: [String]) throws {
    let result = try runRouteEval(arguments)
    for line in result.stdout.split(separator: "\n") {
      #expect(line.count <= 80, "\(arguments): \(line)")
    }
  }

  @Test("prose has no stray line breaks", arguments: pages.map(\.arguments))
  func strayBreaks(arguments: [String]) throws {
    let result = try runRouteEval(arguments)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    for (line, next) in zip(lines, lines.dropFirst()) {
      // Paragraph lines start in column 1; a line that could have taken the next one's first word broke early.
      guard let first = line.first, first != " ", let nextFirst = next.first, nextFirst != " " else { continue }
      guard !line.hasSuffix(":"), !next.hasPrefix("USAGE:"), !next.hasPrefix("OPTIONS:") else { continue }
      let word = next.split(separator: " ").first ?? ""
      #expect(line.count + 1 + word.count > 72, "\(arguments): '\(line)' breaks before '\(word)'")
    }
  }

  @Test("'import <kind> --help' describes that kind alone")
  func importKinds() throws {
    let swift = try runRouteEval(["import", "swift", "--help"])
    #expect(swift.stdout.hasPrefix("OVERVIEW: Import one app's App Shortcuts from its Swift sources."))
    #expect(swift.stdout.contains("--app-name <name>"))
    #expect(!swift.stdout.contains("--into"))
    #expect(!swift.stdout.contains("import xcstrings"))
    let viaHelp = try runRouteEval(["help", "import", "swift"])
    #expect(viaHelp.stdout == swift.stdout)
    let xcstrings = try runRouteEval(["import", "xcstrings", "--help"])
    #expect(xcstrings.stdout.contains("--into <path>"))
    #expect(!xcstrings.stdout.contains("--app-name"))
    let all = try runRouteEval(["import", "--help"])
    for kind in ["swift", "xcstrings", "real-apps"] {
      #expect(all.stdout.contains("route-eval import \(kind) <"))
    }
  }

  @Test("bare 'route-eval' is a usage error: help on standard error, status 64")
  func bare() throws {
    let result = try runRouteEval([])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: missing a command\n"))
    #expect(result.stderr.contains("SUBCOMMANDS:"))
    let help = try runRouteEval(["--help"])
    #expect(help.status == 0)
    #expect(help.stderr.isEmpty)
    #expect(help.stdout.contains("3 nothing to check"))
  }
}
