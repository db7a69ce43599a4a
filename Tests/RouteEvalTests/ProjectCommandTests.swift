import Foundation
import Testing

/// Commands given an app's sources instead of manifests: findings at the Swift lines.
@Suite("route-eval lint/route/eval/test given a project")
struct ProjectCommandTests {
  /// A folder holding one app's sources, removed when the test ends.
  final class ProjectFolder {
    let url: URL
    var path: String { url.path }

    init(_ files: [String: String]) throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)")
      for (name, text) in files {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
      }
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  static let shortcuts = """
    import AppIntents

    struct KettleShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(
          intent: Boil(),
          phrases: [
            "Boil water in \\(.applicationName)",
            "Hey Siri boil water with \\(.applicationName)",
            "Boil water in \\(.applicationName) with",
          ],
          shortTitle: "Boil",
          systemImageName: "flame"
        )
      }
    }
    """

  static let intent = """
    import AppIntents

    struct Boil: AppIntent {
      static var title: LocalizedStringResource = "Boil"

      @Parameter(title: "Amount")
      var amount: Int

      @Parameter(title: "Strength")
      var strength: Int

      @Parameter(title: "Note")
      var note: String?

      func perform() async throws -> some IntentResult { .result() }
    }
    """

  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Kettle</string></dict></plist>
    """

  static func kettle() throws -> ProjectFolder {
    try ProjectFolder([
      "Kettle/KettleShortcuts.swift": shortcuts, "Kettle/Boil.swift": intent, "Kettle/Info.plist": plist,
    ])
  }

  @Test("lint --apple on a project reports each finding at its Swift line, in Xcode's form")
  func lintAtSwiftLines() throws {
    let project = try Self.kettle()
    let result = try runRouteEval(["lint", "--apple", "--format", "xcode", project.path])
    #expect(result.status == 0, "\(result.stderr)")
    let file = project.path + "/Kettle/"
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        file + "KettleShortcuts.swift:9:9: warning: phrase 'Hey Siri boil water with {applicationName}' says "
          + "'Siri'; people say it to wake Siri, which hears only what follows, so leave it out [AppleSiriInPhrase]"))
    #expect(
      lines.contains {
        $0.hasPrefix(file + "KettleShortcuts.swift:10:9: warning: phrase 'Boil water in {applicationName} with' ")
          && $0.hasSuffix("[AppleDanglingWord]")
      })
    // 'amount' and 'strength' are required and not said (Siri asks for them); 'note' is optional.
    #expect(
      lines.contains(
        file + "Boil.swift:13:7: warning: parameter 'note' is not used by any phrase of intent 'Boil' and no phrase "
          + "sets it [UnusedParameter]"))
    #expect(!lines.contains { $0.contains("'strength'") || $0.contains("'amount'") })
    #expect(lines.allSatisfy { $0.hasPrefix(file) }, "\(lines)")
  }

  @Test("without --apple, a parameter Siri would ask for is still one no phrase uses")
  func unusedWithoutApple() throws {
    let project = try Self.kettle()
    let result = try runRouteEval(["lint", "--project", project.path])
    #expect(result.stdout.contains("Boil.swift:10:7: warning: [UnusedParameter] parameter 'strength'"))
    #expect(!result.stdout.contains("AppleSiriInPhrase"))
  }

  @Test("the JSON report keeps the generated manifest's place as a note")
  func jsonNotes() throws {
    let project = try Self.kettle()
    let result = try runRouteEval(["lint", "--apple", "--format", "json", project.path])
    let report = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    let siri = try #require(findings.first { $0["rule"] as? String == "AppleSiriInPhrase" })
    #expect(siri["file"] as? String == project.path + "/Kettle/KettleShortcuts.swift")
    #expect(siri["line"] as? Int == 9)
    #expect(siri["path"] as? String == "intents[0].phrases[1]")
    let note = try #require((siri["notes"] as? [[String: Any]])?.first)
    #expect(note["file"] as? String == project.path + " (generated kettle.json)")
    #expect(note["message"] as? String == "in the generated manifest at intents[0].phrases[1]")
  }

  @Test("lint checks a project against other apps' manifests")
  func againstManifests() throws {
    let project = try Self.kettle()
    let other = try ProjectFolder([
      "pot.json": """
      {"app": "Pot", "intents": [{"id": "Boil", "parameters": [], "phrases": ["boil water in {applicationName}"]}]}
      """
    ])
    let result = try runRouteEval(["lint", "--apps", other.path, "--project", project.path])
    #expect(
      result.stdout.contains(
        project.path
          + "/Kettle/KettleShortcuts.swift:8:9: warning: [CrossAppOverlap] 'boil water in' is accepted by 'Kettle.Boil' and 'Pot.Boil'"
      ))
  }

  @Test("route, eval and test take a project instead of manifests")
  func routeEvalTest() throws {
    let project = try Self.kettle()
    let routed = try runRouteEval(["route", "--project", project.path], input: Data("boil water in kettle\n".utf8))
    #expect(routed.status == 0)
    #expect(routed.stdout.contains(#""app":"Kettle","intent":"Boil""#))
    let corpus = try ProjectFolder([
      "corpus.jsonl": #"{"utterance": "boil water in kettle", "expect": {"app": "Kettle", "intent": "Boil"}}"#
    ])
    let evaluated = try runRouteEval([
      "eval", "--project", project.path, "--corpus", corpus.path + "/corpus.jsonl", "--min-accuracy", "1",
    ])
    #expect(evaluated.status == 0, "\(evaluated.stdout)\(evaluated.stderr)")
    let golden = corpus.path + "/golden.jsonl"
    let created = try runRouteEval(
      ["test", "--project", project.path, "--golden", golden, "--update"], input: Data("boil water in kettle\n".utf8))
    #expect(created.status == 0, "\(created.stderr)")
    let tested = try runRouteEval(["test", "--project", project.path, "--golden", golden])
    #expect(tested.status == 0, "\(tested.stdout)\(tested.stderr)")
  }

  /// An app whose `TeaPot` values are written as literal instances, and whose `Kettle` values are not.
  static func pots() throws -> ProjectFolder {
    try ProjectFolder([
      "Pots/Shortcuts.swift": #"""
      struct PotShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: OpenPot(), phrases: ["Open \(\.$pot) in \(.applicationName)"], shortTitle: "Open", systemImageName: "cup")
          AppShortcut(intent: FillKettle(), phrases: ["Fill \(\.$kettle) with \(.applicationName)"], shortTitle: "Fill", systemImageName: "drop")
        }
      }
      struct OpenPot: AppIntent {
        static var title: LocalizedStringResource = "Open Pot"
        @Parameter(title: "Pot") var pot: TeaPot
      }
      struct FillKettle: AppIntent {
        static var title: LocalizedStringResource = "Fill Kettle"
        @Parameter(title: "Kettle") var kettle: Kettle
      }
      """#,
      "Pots/Entities.swift": #"""
      struct TeaPot: AppEntity {
        var id: String
        var name: String
        static var defaultQuery = TeaPotQuery()
        static let all: [TeaPot] = [TeaPot(id: "blue", name: "Blue Pot"), .init(id: "red", name: "Red Pot")]
      }
      struct TeaPotQuery: EntityQuery {
        func suggestedEntities() async throws -> [TeaPot] { TeaPot.all }
        func entities(for identifiers: [String]) async throws -> [TeaPot] {
          TeaPot.all.filter { identifiers.contains($0.id) }
        }
      }
      struct Kettle: AppEntity {
        var id: String
        static var defaultQuery = KettleQuery()
      }
      struct KettleQuery: EntityQuery {
        func suggestedEntities() async throws -> [Kettle] { [] }
      }
      """#,
    ])
  }

  @Test("an entity's literal instances are its values: lint checks them and route matches them")
  func literalEntityValues() throws {
    let project = try Self.pots()
    let file = project.path + "/Pots/"
    let lint = try runRouteEval(["lint", "--apple", "--format", "xcode", "--app-name", "Pots", project.path])
    #expect(lint.status == 0, "\(lint.stderr)")
    let lines = lint.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        file + "Entities.swift:1:8: note: AppEntity 'TeaPot': 2 values read from the literal instances at "
          + file + "Entities.swift:5; the app's 'TeaPotQuery' may suggest others at run time [Import]"))
    let noValues = lines.filter { $0.hasSuffix("[AppleParameterValues]") }
    #expect(noValues.count == 1 && noValues[0].contains("entity 'Kettle' of parameter 'kettle' lists no values"))
    #expect(!lines.contains { $0.contains("'TeaPot'") && $0.contains("lists no values") })

    let routed = try runRouteEval(
      ["route", "--project", project.path, "--app-name", "Pots"], input: Data("open red pot in pots\n".utf8))
    #expect(routed.status == 0, "\(routed.stderr)")
    #expect(
      routed.stdout.contains(
        #""intent":"OpenPot","parameters":{"pot":{"state":"set","value":{"id":"red","name":"Red Pot"}"#))
  }

  @Test("a project with no App Shortcuts has nothing to check")
  func nothingToCheck() throws {
    let project = try ProjectFolder(["App/Thing.swift": "struct Thing {}\n"])
    let result = try runRouteEval(["lint", "--apple", project.path])
    #expect(result.status == 3)
    #expect(result.stderr.contains("error: nothing to check: no type conforms to 'AppShortcutsProvider'"))
    let routed = try runRouteEval(["route", "--project", project.path], input: Data("hello\n".utf8))
    #expect(routed.status == 3, "\(routed.stderr)")
  }

  @Test("the README's Tea Time example prints what the README shows")
  func readmeTeaTime() throws {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n").map(String.init)
    let lintStart = try #require(lines.firstIndex(of: "$ swift run route-eval lint --apple Corpora/xcode/TeaTime"))
    let shown = lines[(lintStart + 1)...].prefix { !$0.hasPrefix("$") && $0 != "```" && $0 != "…" }
    #expect(shown.count >= 3)
    let lint = try runRouteEval(["lint", "--apple", "Corpora/xcode/TeaTime"])
    #expect(lint.status == 0, "\(lint.stderr)")
    let printed = lint.stdout.split(separator: "\n").map(String.init)
    for line in shown { #expect(printed.contains(line), "README line not printed: \(line)") }

    let route = try #require(lines.first { $0.hasPrefix("$ echo \"oolong in Teezeit") })
    let utterance = String(route.dropFirst("$ echo \"".count).prefix { $0 != "\"" })
    let output = try #require(lines.firstIndex(of: route).map { lines[$0 + 1] })
    let routed = try runRouteEval(
      ["route", "--project", "Corpora/xcode/TeaTime"], input: Data((utterance + "\n").utf8))
    #expect(routed.stdout.hasPrefix(String(output.dropLast("…}".count))), "\(routed.stdout)")
  }

  @Test("messages name the Swift lines of the other places they refer to, in the same app and in another")
  func referencesAtSwiftLines() throws {
    let twice = """
      import AppIntents

      struct KettleShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: Boil(), phrases: [
            "Boil water in \\(.applicationName)",
            "boil water in \\(.applicationName)",
          ], shortTitle: "Boil", systemImageName: "flame")
          AppShortcut(intent: Boil(), phrases: [
            "Boil water in \\(.applicationName)",
          ], shortTitle: "Boil again", systemImageName: "flame")
        }
      }
      """
    let kettle = try ProjectFolder([
      "Kettle/KettleShortcuts.swift": twice, "Kettle/Boil.swift": Self.intent, "Kettle/Info.plist": Self.plist,
    ])
    let pot = try ProjectFolder([
      "Pot/PotShortcuts.swift": Self.shortcuts.replacingOccurrences(of: "Kettle", with: "Pot"),
      "Pot/Boil.swift": Self.intent,
      "Pot/Info.plist": Self.plist.replacingOccurrences(of: "Kettle", with: "Pot"),
    ])
    let result = try runRouteEval(["lint", kettle.path + "/Kettle", pot.path + "/Pot"])
    let shortcuts = kettle.path + "/Kettle/KettleShortcuts.swift"
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        shortcuts + ":7:7: warning: [UnreachableTemplate] template 'boil water in {applicationName}' can never "
          + "win: the earlier template 'Boil water in {applicationName}' at \(shortcuts):6:7 accepts every utterance "
          + "it does with the same rank"), "\(lines)")
    #expect(
      lines.contains(
        shortcuts + ":10:7: warning: [DuplicateShortcutPhrase] phrase \"Boil water in \\(.applicationName)\" is "
          + "already a phrase of another App Shortcut of intent 'Boil' (\(shortcuts):6:7); one of them is enough"),
      "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix(shortcuts + ":6:7: warning: [CrossAppOverlap] 'boil water in' is accepted by 'Kettle.Boil' and ")
          && $0.contains("at \(pot.path)/Pot/PotShortcuts.swift:8:9)")
      }, "\(lines)")
  }
}
