import Foundation
import Testing

@Suite("route-eval route, end to end")
struct RouteCommandTests {
  @Test("routes the bundled samples, one line out per line in")
  func samples() throws {
    let input = try Data(contentsOf: packageRoot.appendingPathComponent("Corpora/samples/utterances.txt"))
    let lineCount = String(decoding: input, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().count
    let result = try runRouteEval(["route", "--apps", "Corpora/apps"], input: input)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == lineCount)
    for (index, line) in lines.enumerated() {
      #expect(line.hasPrefix(#"{"version":1,"kind":"route","line":\#(index + 1),"#))
    }
    #expect(lines.first?.contains(#""outcome":"routed","app":"Water","intent":"LogWater""#) == true)
  }

  @Test("answers every line, garbage included, and exits 65 when a line is an error")
  func garbage() throws {
    var input = Data("log water in Water\n\n".utf8)
    input += Data([0xFF, 0xFE, 0x41, 0x0A])  // invalid UTF-8
    input += Data(#"{"utterance": "log water in Hydro"}"#.utf8) + Data("\n".utf8)
    input += Data(#"{"utterance": 42}"#.utf8) + Data("\n".utf8)
    input += Data("{not json\n".utf8)
    input += Data(String(repeating: "a", count: 1_000_000).utf8) + Data("\n".utf8)
    input += Data(String(repeating: "water ", count: 2_000).utf8) + Data("\n".utf8)
    input += Data("\u{0}\u{1}\u{7F}\n".utf8)
    input += Data("last line without a break".utf8)
    let result = try runRouteEval(["route", "--apps", "Corpora/apps"], input: input)
    #expect(result.status == 65)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let outcomes = lines.map { line -> String in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
        return "unparsable"
      }
      return "\(object["line"] ?? "?") \(object["outcome"] ?? "?")"
    }
    #expect(
      outcomes == [
        "1 routed", "2 noMatch", "3 error", "4 routed", "5 error", "6 error", "7 noMatch", "8 error", "9 noMatch",
        "10 noMatch",
      ])
    #expect(
      result.stderr.split(separator: "\n") == [
        "<stdin>:3:1: error: line is not valid UTF-8", "<stdin>:5:15: error: 'utterance' must be a string",
        "<stdin>:6:2: error: invalid JSON: unquoted object key 'not'",
        "<stdin>:8:1: error: utterance has 2000 tokens; the limit is 512",
      ])
  }

  @Test(
    "places each bad line's error at its line and column",
    arguments: [
      (
        #"{"utterance": "log 12 ounces in Water""#,
        "1:39: error: invalid JSON: unterminated object (opened at line 1, column 1)"
      ),
      (#"{"utterance": "log water"#, "1:15: error: invalid JSON: unterminated string"),
      (#"  {"utterance": "log water", "now": "soon"}"#, "1:37: error: 'now' is not an ISO 8601 date and time: 'soon'"),
      (#"{"now": "2026-01-05T09:00:00Z"}"#, "1:1: error: missing string 'utterance'"),
      ("log \u{E9}\u{FF}", "1:6: error: line is not valid UTF-8"),
    ])
  func errorPlaces(line: String, error: String) throws {
    // A final 'ÿ' stands for the byte 0xFF, which is not UTF-8.
    let input = line.hasSuffix("\u{FF}") ? Data(line.dropLast().utf8) + Data([0xFF]) : Data(line.utf8)
    let result = try runRouteEval(["route", "--apps", "Corpora/apps"], input: input + Data("\n".utf8))
    #expect(result.status == 65)
    #expect(result.stderr == "<stdin>:\(error)\n")
  }

  @Test("reads a path given twice, another spelling of it, or a file inside a folder given, once")
  func duplicatePaths() throws {
    let result = try runRouteEval(
      [
        "route", "--apps", "Corpora/apps", "Corpora/apps/", "./Corpora/apps", "Corpora/apps/water.json",
        "Corpora//apps/../apps/water.json",
      ], input: Data("log 12 ounces of water in Water\n".utf8))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.contains(#""outcome":"routed","app":"Water""#))
  }

  @Test("reports every problem of every manifest at once, template errors with the loader's")
  func everyProblemAtOnce() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-eval-all-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      {
        "app": "A",
        "intents": [
          { "id": "X", "parameters": [{ "name": "n", "type": "integr" }], "phrases": ["log {n} in {applicationName}"] },
          { "id": "Y", "phrases": ["log (water in {applicationName}", "add {x} to {applicationName}"] }
        ]
      }
      """.utf8
    ).write(to: folder.appendingPathComponent("a.json"))
    let result = try runRouteEval(["route", "--apps", folder.path])
    #expect(result.status == 65)
    let file = folder.appendingPathComponent("a.json").path
    #expect(
      result.stderr.split(separator: "\n").filter { !$0.hasPrefix(" ") } == [
        "\(file):4:56: error: unknown parameter type 'integr'; did you mean 'integer'? "
          + "(at intents[0].parameters[0].type)",
        "\(file):5:35: error: unterminated '('; expected ')' (at intents[1].phrases[0])",
        "\(file):5:70: error: unknown parameter 'x' (at intents[1].phrases[1])",
      ])
  }

  @Test("places an app declared in two files at its name in the later one")
  func duplicateApp() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-eval-dup-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["a.json", "b.json"] {
      try Data(
        "{\n  \"app\": \"A\",\n  \"intents\": [{\"id\": \"X\", \"phrases\": [\"hello {applicationName}\"]}]\n}\n".utf8
      )
      .write(to: folder.appendingPathComponent(name))
    }
    let result = try runRouteEval(["route", "--apps", folder.path])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "\(folder.path)/b.json:2:10: error: app 'A' is declared twice; also in '\(folder.path)/a.json' (at app)\n")
  }

  @Test("flushes each line, so another program can drive it line by line")
  func interactive() throws {
    let process = Process()
    process.executableURL = try routeEvalURL()
    process.arguments = ["route", "--apps", "Corpora/apps"]
    process.currentDirectoryURL = packageRoot
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    var reader = LineReader(stdout.fileHandleForReading)
    for (index, utterance) in ["log water in Water", "log water", "order a pizza"].enumerated() {
      stdin.fileHandleForWriting.write(Data((utterance + "\n").utf8))
      let next = reader.nextLine()
      let line = try #require(next)
      #expect(line.contains(#""line":\#(index + 1),"utterance":"\#(utterance)""#))
    }
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test("prints routes for people with --format text")
  func textFormat() throws {
    let result = try runRouteEval(
      ["route", "--apps", "Corpora/apps", "--format=text"],
      input: Data("log 12 ounces of water in Water\nlog water\n".utf8))
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("1: routed  Water › LogWater"))
    #expect(result.stdout.contains("amount = 12 fl_oz  \"12 ounces\""))
    #expect(
      result.stdout.contains("2: ambiguous  \"log water\"\n     between: HydroCoach › LogDrink, Water › LogWater"))
  }

  @Test("matches phrases exactly as said with --exact")
  func exact() throws {
    let input = Data("Water, log 10 ounces\nplease log 12 ounces of water in Water\n".utf8)
    let flexible = try runRouteEval(["route", "--apps", "Corpora/apps", "--format", "text"], input: input)
    #expect(flexible.stdout.contains("1: routed  Water › LogWater"))
    #expect(flexible.stdout.contains("2: routed  Water › LogWater"))
    let exact = try runRouteEval(["route", "--apps", "Corpora/apps", "--format", "text", "--exact"], input: input)
    #expect(
      exact.stdout == "1: noMatch  \"Water, log 10 ounces\"\n2: noMatch  \"please log 12 ounces of water in Water\"\n")
  }

  @Test("adds the candidates considered with --explain")
  func explain() throws {
    let result = try runRouteEval(["route", "--apps", "Corpora/apps", "--explain"], input: Data("log water\n".utf8))
    #expect(result.stdout.contains(#""explain":[{"app":"HydroCoach","intent":"LogDrink""#))
    #expect(result.stdout.contains(#""status":"tied""#))
  }

  @Test(
    "rejects bad command lines with status 64 and a hint",
    arguments: [
      (
        ["route", "--apps", "Corpora/apps", "--explian"], "error: unknown option '--explian'; did you mean '--explain'?"
      ),
      (["route"], "error: missing '--apps <path>'"),
      (["route", "--apps", "Corpora/apps", "--format", "yaml"], "error: unknown format 'yaml'; expected json or text"),
      (["rout"], "error: unknown command 'rout'; did you mean 'route'?"),
      (["route", "--apps"], "error: option '--apps' needs at least one value"),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try runRouteEval(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(result.stderr.contains("See 'route-eval"))
  }

  @Test("exits 66 for a missing manifest and 65 for a malformed one")
  func badManifests() throws {
    let missing = try runRouteEval(["route", "--apps", "no/such/dir"])
    #expect(missing.status == 66)
    #expect(missing.stderr == "error: no such file or folder 'no/such/dir'\n")

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-eval-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.json")
    try Data(#"{"app": "A", "intents": [{"id": "I", "phrases": ["log (water"]}]}"#.utf8).write(to: file)
    let bad = try runRouteEval(["route", "--apps", file.path])
    #expect(bad.status == 65)
    #expect(bad.stderr.hasPrefix("\(file.path):1:55: error: unterminated '('; expected ')' (at intents[0].phrases[0])"))
  }

  @Test("prints the value each line denotes with 'values'")
  func values() throws {
    let integers = try runRouteEval(["values", "--type", "integer"], input: Data("12\ntwelve\n1,000\nfoo\n2.5\n".utf8))
    #expect(integers.status == 65)
    #expect(
      integers.stdout.split(separator: "\n") == [
        #"{"version":1,"kind":"value","line":1,"text":"12","value":12}"#,
        #"{"version":1,"kind":"value","line":2,"text":"twelve","value":12}"#,
        #"{"version":1,"kind":"value","line":3,"text":"1,000","value":1000}"#,
        #"{"version":1,"kind":"value","line":4,"text":"foo","error":"not a value of this type"}"#,
        #"{"version":1,"kind":"value","line":5,"text":"2.5","error":"'value' = 2.5 is not a whole number"}"#,
      ])
    let list = try runRouteEval(["values", "--type", "string", "--list"], input: Data("eggs, milk and bread\n".utf8))
    #expect(list.status == 0)
    #expect(list.stdout.contains(#""value":["eggs","milk","bread"]"#))
    let missingUnit = try runRouteEval(["values", "--type", "measurement"])
    #expect(missingUnit.status == 64)
    #expect(missingUnit.stderr.hasPrefix("error: a measurement needs '--unit <unit>'"))
    #expect(
      integers.stderr
        == "<stdin>:4:1: error: not a value of this type\n<stdin>:5:1: error: 'value' = 2.5 is not a whole number\n")
    let badUnit = try runRouteEval(["values", "--type", "measurement", "--unit", "oz"])
    #expect(badUnit.status == 64)
    #expect(badUnit.stderr.hasPrefix("error: unit 'oz' is ambiguous (fl_oz_us, ounce_avdp); add a 'dimension'\n"))
    let badType = try runRouteEval(["values", "--type", "integr"])
    #expect(badType.stderr.hasPrefix("error: unknown type 'integr'; did you mean 'integer'?"))
  }

  @Test("help is on every command and matches its snapshot")
  func help() throws {
    let root = try runRouteEval(["--help"])
    #expect(root.status == 0)
    #expect(root.stdout.hasPrefix("OVERVIEW: Route utterances"))
    let route = try runRouteEval(["route", "--help"])
    #expect(route.status == 0)
    try assertSnapshot(route.stdout, named: "route-help.txt")
    let viaHelp = try runRouteEval(["help", "route"])
    #expect(viaHelp.stdout == route.stdout)
  }
}

/// Reads lines from a pipe as they arrive.
struct LineReader {
  let handle: FileHandle
  var buffer = Data()

  init(_ handle: FileHandle) { self.handle = handle }

  mutating func nextLine() -> String? {
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = buffer[buffer.startIndex..<newline]
        buffer = Data(buffer[(newline + 1)...])
        return String(decoding: line, as: UTF8.self)
      }
      let chunk = handle.availableData
      if chunk.isEmpty { return nil }
      buffer += chunk
    }
  }
}

/// Compares text with a file in Snapshots/; `RECORD_SNAPSHOTS=1` rewrites it, and a recording run fails.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    .appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
    try Data(text.utf8).write(to: url)
    Issue.record("recorded snapshot \(name); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
    return
  }
  let expected = try String(contentsOf: url, encoding: .utf8)
  #expect(text == expected, sourceLocation: sourceLocation)
}
