import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("route-eval test, end to end")
struct TestCommandTests {
  /// A temporary folder with a copy of the bundled apps, removed at the end.
  final class Workspace {
    let folder: URL
    var apps: String { folder.appendingPathComponent("apps").path }
    var golden: String { folder.appendingPathComponent("golden.jsonl").path }

    init() throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-eval-test-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent("Corpora/apps"), to: folder.appendingPathComponent("apps"))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Replaces text in a copied manifest.
    func edit(_ file: String, replacing old: String, with new: String) throws {
      let url = folder.appendingPathComponent("apps").appendingPathComponent(file)
      let text = try String(contentsOf: url, encoding: .utf8)
      #expect(text.contains(old))
      try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    /// Runs `route-eval test` on the copied apps and the golden file, with more arguments.
    func test(_ arguments: String..., input: Data = Data()) throws -> RunResult {
      try runRouteEval(["test", "--apps", apps, "--golden", golden] + arguments, input: input)
    }

    /// Runs `route-eval test` and expects it to pass: status 0, `count` utterances, none changed.
    @discardableResult
    func expectUnchanged(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> RunResult {
      let result = try test()
      #expect(result.status == 0, sourceLocation: sourceLocation)
      #expect(result.stdout == "\(count) utterances, 0 changed\n", sourceLocation: sourceLocation)
      return result
    }

    /// Creates the golden file from utterances.
    func record(_ utterances: [String]) throws {
      let created = try test("--update", input: Data(utterances.map { $0 + "\n" }.joined().utf8))
      #expect(created.status == 0)
      #expect(created.stdout == "created \(golden): \(utterances.count) utterances\n")
    }
  }

  static let utterances = [
    "log water in Water", "log water", "log 12 ounces of water in Water", "remind me to call mom tomorrow at 3pm",
    "how much water did I drink today", "water the plants",
  ]

  @Test("an unchanged phrase set passes")
  func unchanged() throws {
    let workspace = try Workspace()
    try workspace.record(Self.utterances)
    let golden = try String(contentsOfFile: workspace.golden, encoding: .utf8)
    #expect(golden.hasPrefix(#"{"version":1,"kind":"golden","now":"2026-11-29T09:00:00-08:00"}"# + "\n"))
    #expect(golden.split(separator: "\n").count == 7)
    let result = try workspace.expectUnchanged(6)
    #expect(result.stderr.isEmpty)
  }

  @Test("a generated corpus makes a golden file that passes")
  func fromGenerate() throws {
    let workspace = try Workspace()
    let corpus = try runRouteEval(["generate", "--apps", workspace.apps, "--per-template", "1"])
    let created = try workspace.test("--update", input: Data(corpus.stdout.utf8))
    #expect(created.status == 0)
    let count = corpus.stdout.split(separator: "\n").count
    try workspace.expectUnchanged(count)
  }

  @Test("an edited manifest phrase gives the exact diff and exit 1; --update accepts it")
  func changed() throws {
    let workspace = try Workspace()
    try workspace.record(Self.utterances)
    try workspace.edit(
      "water.json", replacing: #""<log> {amount} [of water] (in | to | with) {applicationName}","#,
      with: #""<log> {amount} [of water] thru {applicationName}","#)
    try workspace.edit("water.json", replacing: #""log {amount} of water","# + "\n", with: "")
    try workspace.edit(
      "water.json", replacing: #""how much water (did I drink | have I had) today","# + "\n", with: "")
    let result = try workspace.test()
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        \(workspace.golden):4: changed: "log 12 ounces of water in Water"
          outcome: routed → noMatch
          app: Water → (none)
          intent: LogWater → (none)
          amount: 12 fl_oz → unset
        \(workspace.golden):6: changed: "how much water did I drink today"
          outcome: ambiguous → routed
          app: (none) → HydroCoach
          intent: (none) → CheckIntake
          candidates: HydroCoach.CheckIntake, Water.CheckProgress → (none)
        6 utterances, 2 changed

        """)

    let junit = try workspace.test("--format", "junit")
    #expect(junit.status == 1)
    let report = try JUnitCounts(xml: junit.stdout)
    #expect(report.suite == "golden")
    #expect(report.tests == 6 && report.failures == 2)
    #expect(
      report.testCases == Self.utterances.enumerated().map { "\(workspace.golden):\($0.offset + 2) \($0.element)" })
    #expect(
      report.failureMessages == ["changed: outcome, app, intent, amount", "changed: outcome, app, intent, candidates"])

    let update = try workspace.test("--update")
    #expect(update.status == 0)
    #expect(update.stdout.hasSuffix("updated \(workspace.golden): 6 utterances, 2 changed\n"))
    try workspace.expectUnchanged(6)
  }

  @Test("utterances appended to a golden file are new until --update records them, in file order")
  func grow() throws {
    let workspace = try Workspace()
    try workspace.record(Array(Self.utterances.prefix(2)))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: workspace.golden))
    try handle.seekToEnd()
    try handle.write(
      contentsOf: Data(("water the plants\n" + #"{"utterance":"log 12 ounces of water in Water"}"# + "\n").utf8))
    try handle.close()

    let result = try workspace.test()
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        \(workspace.golden):4: new, not yet recorded: "water the plants"
          now: noMatch
        \(workspace.golden):5: new, not yet recorded: "log 12 ounces of water in Water"
          now: Water.LogWater
        4 utterances, 2 changed (2 new, not yet recorded)

        """)
    let junit = try workspace.test("--format", "junit")
    #expect(junit.status == 1)
    #expect(try JUnitCounts(xml: junit.stdout).failureMessages == ["new, not yet recorded", "new, not yet recorded"])

    let update = try workspace.test("--update")
    #expect(update.status == 0)
    #expect(update.stdout.hasSuffix("updated \(workspace.golden): 4 utterances, 2 changed (2 new, now recorded)\n"))
    #expect(update.stdout.hasPrefix("\(workspace.golden):4: new, recorded: \"water the plants\"\n"))
    let lines = try String(contentsOfFile: workspace.golden, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 5)
    let utterances = lines.dropFirst().map { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["utterance"] as? String
    }
    #expect(utterances == ["log water in Water", "log water", "water the plants", "log 12 ounces of water in Water"])
    try workspace.expectUnchanged(4)
  }

  @Test("dates are read against the header's time, and --now overrides it")
  func reference() throws {
    let workspace = try Workspace()
    try workspace.record(["remind me to call mom tomorrow at 3pm"])
    let golden = try String(contentsOfFile: workspace.golden, encoding: .utf8)
    #expect(golden.contains(#""value":"2026-11-30T15:00:00-08:00""#))
    let same = try workspace.test()
    #expect(same.status == 0)
    let later = try workspace.test("--now", "2026-12-01T09:00:00-08:00")
    #expect(later.status == 1)
    #expect(
      later.stdout.contains(
        #"  when: "2026-11-30T15:00:00-08:00" (hour) → "2026-12-02T15:00:00-08:00" (hour)"#))
  }

  @Test("a missing golden file exits 66; a malformed one 65 with FILE:LINE:COL")
  func badFiles() throws {
    let workspace = try Workspace()
    let missing = try workspace.test()
    #expect(missing.status == 66)
    #expect(missing.stderr == "error: no such file '\(workspace.golden)'\n")

    try Data("{\"version\":1,\"kind\":\"golden\"}\n{\"utterance\":\"log water\",\"outcome\":\"sure\"}\n{oops\n".utf8)
      .write(to: URL(fileURLWithPath: workspace.golden))
    let malformed = try workspace.test()
    #expect(malformed.status == 65)
    #expect(malformed.stdout.isEmpty)
    #expect(
      malformed.stderr == """
        \(workspace.golden):2:36: error: unknown outcome 'sure'; expected routed, ambiguous, noMatch or error
        \(workspace.golden):3:2: error: unquoted object key 'oops'

        """)
  }

  @Test(
    "rejects bad options with status 64",
    arguments: [
      (["test", "--apps", "Corpora/apps"], "error: missing '--golden <file>'"),
      (["test", "--apps", "Corpora/apps", "--golden", "g", "--format", "xml"], "error: unknown format 'xml'"),
      (
        ["test", "--apps", "Corpora/apps", "--golden", "g", "--upate"],
        "error: unknown option '--upate'; did you mean '--update'?"
      ),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try runRouteEval(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }
}

/// The counts of a JUnit report, as an XML parser reads them.
final class JUnitCounts: NSObject, XMLParserDelegate {
  var suite = ""
  var tests = -1
  var failures = -1
  var testCases: [String] = []
  var failureMessages: [String] = []

  init(xml: String) throws {
    super.init()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = self
    guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    switch elementName {
    case "testsuite":
      suite = attributes["name"] ?? ""
      tests = Int(attributes["tests"] ?? "") ?? -1
      failures = Int(attributes["failures"] ?? "") ?? -1
    case "testcase": testCases.append(attributes["name"] ?? "")
    case "failure": failureMessages.append(attributes["message"] ?? "")
    default: break
    }
  }
}
