import Foundation
import Testing

@Suite("route-eval lint, end to end")
struct LintCommandTests {
  /// A temporary folder of manifests, removed when the test ends.
  final class ManifestFolder {
    let url: URL

    init(_ files: [String: String]) throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for name in files.keys.sorted() {
        try Data((files[name] ?? "").utf8).write(to: url.appendingPathComponent(name))
      }
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  @Test("reports the bundled apps' real collisions, with no errors")
  func bundledApps() throws {
    let result = try runRouteEval(["lint", "--apps", "Corpora/apps"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let findingLine = #/[^:]+:\d+:\d+: (error|warning|note): \[[A-Za-z]+\] .+/#
    #expect(lines.allSatisfy { $0.wholeMatch(of: findingLine) != nil })
    #expect(!lines.contains { $0.contains(": error: ") })
    let expected = [
      (
        "Corpora/apps/hydrocoach.json:",
        "warning: [CrossAppOverlap] 'log water' is accepted by 'HydroCoach.LogDrink' and 'Water.LogWater' without "
          + "an app name (other template 'log water' at Corpora/apps/water.json:",
        "); routed, it is ambiguous between them"
      ),
      (
        "Corpora/apps/basket.json:",
        "warning: [CrossAppOverlap] 'add a task' is accepted by 3 intents of 3 apps, 'Basket.AddItem', 'Jot.AddTask' "
          + "and 'Nudge.AddReminder', without an app name (other templates 'add a <task>' at Corpora/apps/jot.json:",
        "); routed, it is ambiguous between 'Jot.AddTask' and 'Nudge.AddReminder'"
      ),
      (
        "Corpora/apps/hydrocoach.json:",
        "warning: [CrossAppOverlap] 'how much water did i drink today' is accepted by 'HydroCoach.CheckIntake' and "
          + "'Water.CheckProgress' without an app name",
        "; routed, it is ambiguous between them"
      ),
      (
        "Corpora/apps/hydrocoach.json:",
        "note: [CrossAppOverlap] 'remind me to drink water' is accepted by 'HydroCoach.SetReminders' and "
          + "'Nudge.AddReminder' without an app name (other template 'remind me to {title}'",
        "; routed, it goes to 'HydroCoach.SetReminders'; only the free text of 'remind me to {title}' takes the "
          + "other's words"
      ),
      (
        "Corpora/apps/hydrocoach.json:",
        "note: [CrossAppOverlap] 'remind me to drink water in' is accepted by 'HydroCoach.SetReminders' and "
          + "'Nudge.AddReminder' without an app name",
        "; routed, it goes to 'Nudge.AddReminder'; only the free text of 'remind me to {title} (in | with) "
          + "${applicationName}' takes the other's words"
      ),
      (
        "Corpora/apps/tempo.json:",
        "warning: [SwallowsEverything] template '{applicationName} {duration}' has no literal words",
        "its slots accept"
      ),
    ]
    for (file, middle, end) in expected {
      #expect(
        lines.contains { $0.hasPrefix(file) && $0.contains(middle) && $0.hasSuffix(end) },
        "no line like \(file)…\(middle)…\(end)")
    }
    let warnings = lines.count { $0.contains(": warning: ") }
    let notes = lines.count { $0.contains(": note: ") }
    #expect(notes > 0)
    #expect(result.stderr == "lint: 0 errors and \(warnings) warnings (and \(notes) notes)\n")
  }

  @Test("reads a folder given twice, and a file inside it, once: no app collides with itself")
  func duplicatePaths() throws {
    let once = try runRouteEval(["lint", "--apps", "Corpora/apps"])
    let twice = try runRouteEval(
      ["lint", "--apps", "Corpora/apps", "./Corpora/apps/", "Corpora/apps/water.json"])
    #expect(twice.status == 0)
    #expect(!twice.stdout.contains("DuplicateAppName"))
    #expect(twice.stdout == once.stdout)
    #expect(twice.stderr == once.stderr)
  }

  @Test("prints one JSON object with --format json")
  func jsonFormat() throws {
    let result = try runRouteEval(["lint", "--apps", "Corpora/apps", "--format", "json"])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("}\n") && result.stdout.split(separator: "\n").count == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    #expect(object["kind"] as? String == "lint")
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(!findings.isEmpty)
    #expect(object["errors"] as? Int == 0)
    #expect(
      (object["warnings"] as? Int ?? 0) + (object["notes"] as? Int ?? 0) == findings.count
        && object["notes"] as? Int == findings.count { $0["severity"] as? String == "note" })
    for finding in findings {
      #expect(Set(finding.keys) == ["file", "line", "column", "severity", "rule", "message", "path"])
    }
    let logWater = findings.first { ($0["message"] as? String)?.hasPrefix("'log water' is accepted") == true }
    #expect(logWater?["file"] as? String == "Corpora/apps/hydrocoach.json")
    #expect(logWater?["rule"] as? String == "CrossAppOverlap")
    #expect((logWater?["path"] as? String)?.hasPrefix("intents[0].phrases[") == true)
  }

  @Test("checks Apple's App Shortcut rules with --apple, and exits 1 on errors")
  func apple() throws {
    let result = try runRouteEval(["lint", "--apple", "--apps", "Corpora/apps"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("Corpora/apps/hydrocoach.json:")
          && $0.hasSuffix(
            "error: [AppleApplicationName] phrase 'log water' has no '{applicationName}'; an App Shortcut phrase "
              + "needs exactly one '{applicationName}'")
      })
    #expect(lines.contains { $0.contains("[AppleParameterType] parameter 'amount' is a measurement") })
    #expect(lines.contains { $0.contains("[ApplePhraseCount] app 'BusTime' has") })
  }

  @Test("reports every problem of a folder in one run, with the exit status of the worst")
  func folder() throws {
    let folder = try ManifestFolder([
      "a.json": #"{"app": "Alpha", "intents": [{"id": "Log", "parameters": [{"name": "n", "type": "integer"}], "#
        + #""phrases": ["log {amout} of (water", "log water", "log  water"]}]}"#,
      "b.json": #"{"app": "Beta", "intents": [{"id": "Log", "phrases": ["log water"]}]}"#,
    ])
    let path = folder.url.path
    let result = try runRouteEval(["lint", "--apps", path])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        \(path)/a.json:1:59: warning: [UnusedParameter] parameter 'n' is not used by any phrase of intent 'Log' and \
        no phrase sets it
        \(path)/a.json:1:111: error: [UndeclaredParameter] unknown parameter 'amout'
        \(path)/a.json:1:122: error: [UnterminatedGroup] unterminated '('; expected ')'
        \(path)/a.json:1:132: warning: [CrossAppOverlap] 'log water' is accepted by 'Alpha.Log' and 'Beta.Log' \
        without an app name (other template 'log water' at \(path)/b.json:1:56); routed, it is ambiguous between them
        \(path)/a.json:1:145: warning: [DuplicatePhrase] phrase 'log  water' is declared twice in intent 'Log'; \
        first on line 1

        """)
    #expect(result.stderr == "lint: 2 errors and 3 warnings\n")

    let warningsOnly = try runRouteEval(["lint", "--apps", "\(path)/b.json"])
    #expect(warningsOnly.status == 0)
    #expect(warningsOnly.stdout.isEmpty)
  }

  @Test("exits 65 on malformed JSON, still reporting everything")
  func malformed() throws {
    let folder = try ManifestFolder([
      "a.json": #"{"app": "Alpha", "intents": [}"#,
      "b.json": #"{"app": "Beta", "intents": [{"id": "Log", "phrases": ["{x"]}]}"#,
    ])
    let path = folder.url.path
    let result = try runRouteEval(["lint", "--apps", path, "--format=json"])
    #expect(result.status == 65)
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
    let rules = (object["findings"] as? [[String: Any]])?.compactMap { $0["rule"] as? String }
    #expect(rules == ["InvalidJSON", "UnterminatedGroup"])
    #expect(object["errors"] as? Int == 2)
  }

  @Test(
    "rejects bad command lines with 64 and missing paths with 66",
    arguments: [
      (["lint"], 64, "error: missing '--apps <path>' or a project to import"),
      (
        ["lint", "--apps", "Corpora/apps", "--format", "xml"], 64,
        "error: unknown format 'xml'; expected text, xcode or json"
      ),
      (["lint", "no/such/project", "--apps", "Corpora/apps"], 66, "error: no such file or folder 'no/such/project'"),
      (["lint", "--apps", "Corpora/apps", "--aple"], 64, "error: unknown option '--aple'; did you mean '--apple'?"),
      (["lint", "--apps", "no/such/folder"], 66, "error: no such file or folder 'no/such/folder'"),
    ])
  func badCommandLines(arguments: [String], status: Int32, message: String) throws {
    let result = try runRouteEval(arguments)
    #expect(result.status == status)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(message + "\n"))
  }

  @Test("has help")
  func help() throws {
    let result = try runRouteEval(["lint", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: Check manifests and templates, and conflicts within and across apps."))
    #expect(result.stdout.contains("USAGE: route-eval lint [--apps <path> ...] [--project <path> ...]"))
    let root = try runRouteEval(["--help"])
    #expect(root.stdout.contains("  lint "))
  }
}
