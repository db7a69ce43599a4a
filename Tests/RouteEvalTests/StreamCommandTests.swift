import Foundation
import Testing

/// `route` as a stream that keeps its state: donations, deletions, resets, context and follow-ups.
@Suite("route-eval route, the stream")
struct StreamCommandTests {
  /// The output lines of a run, one per input line.
  static func lines(_ result: RunResult) -> [String] {
    result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// A JSON output line as an object.
  static func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  static func input(_ lines: [String]) -> Data { Data((lines.joined(separator: "\n") + "\n").utf8) }

  static let donate = #"{"kind": "donate", "app": "Orbit", "entity": "Event", "values": "#

  @Test("a stream that donates, routes, deletes and routes again: one line out per line in, in order")
  func donateRouteDeleteRoute() throws {
    let result = try runRouteEval(
      ["route", "--apps", "Corpora/apps"],
      input: Self.input([
        #"{"utterance": "email the attendees of daily standup in Orbit"}"#,
        Self.donate + #"[{"id": "standup", "name": "Daily Standup", "synonyms": ["the standup"]}]}"#,
        "email the attendees of daily standup in Orbit",
        #"{"utterance": "show the standup in Orbit"}"#,
        #"{"kind": "delete", "app": "Orbit", "entity": "Event", "ids": ["standup", "launch-party", "ghost"]}"#,
        "email the attendees of daily standup in Orbit",
        #"{"utterance": "show launch party in Orbit"}"#,
        #"{"kind": "reset"}"#,
        #"{"utterance": "show launch party in Orbit"}"#,
      ]))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let lines = Self.lines(result)
    try #require(lines.count == 9)
    for (index, line) in lines.enumerated() {
      #expect(try Self.object(line)["line"] as? Int == index + 1)
    }
    #expect(lines[0].hasSuffix(#""outcome":"noMatch"}"#))
    #expect(
      lines[1] == #"{"version":1,"kind":"donated","line":2,"app":"Orbit","entity":"Event","added":1,"replaced":0}"#)
    #expect(
      lines[2].contains(
        #""outcome":"routed","app":"Orbit","intent":"EmailAttendees","parameters":{"event":{"state":"set","#
          + #""value":{"id":"standup","name":"Daily Standup"},"text":"daily standup"}"#))
    #expect(lines[2].contains(#""summary":"Email the attendees of Daily Standup""#))
    #expect(lines[3].contains(#""intent":"ShowEvent","parameters":{"event":{"state":"set","value":{"id":"standup""#))
    #expect(
      lines[4]
        == #"{"version":1,"kind":"deleted","line":5,"app":"Orbit","entity":"Event","deleted":2,"unknown":["ghost"]}"#)
    #expect(lines[5].hasSuffix(#""outcome":"noMatch"}"#))
    #expect(lines[6].hasSuffix(#""outcome":"noMatch"}"#))
    #expect(lines[7] == #"{"version":1,"kind":"reset","line":8}"#)
    #expect(lines[8].contains(#""value":{"id":"launch-party","name":"Launch Party"}"#))
  }

  @Test("a follow-up: the answer continues the request, control lines between")
  func followUp() throws {
    let now = #""now": "2026-12-03T09:00:00-08:00""#
    let result = try runRouteEval(
      ["route", "--apps", "Corpora/apps"],
      input: Self.input([
        #"{"utterance": "move board review in Orbit", \#(now)}"#,
        Self.donate + #"[{"id": "offsite", "name": "Team Offsite"}]}"#,
        #"{"utterance": "tomorrow at 3 pm", \#(now)}"#,
        #"{"utterance": "tomorrow at 4 pm", \#(now)}"#,
        #"{"utterance": "move an event in Orbit", \#(now)}"#,
        #"{"utterance": "the team offsite please", \#(now)}"#,
        #"{"utterance": "friday", "context": {"conversation": false}, \#(now)}"#,
      ]))
    #expect(result.status == 0)
    let lines = Self.lines(result)
    try #require(lines.count == 7)
    #expect(lines[0].contains(#""when":{"state":"unset"}},"needs":["when"],"prompt":"When should it be?","#))
    #expect(
      lines[2].hasPrefix(
        #"{"version":1,"kind":"route","line":3,"utterance":"tomorrow at 3 pm","outcome":"routed","app":"Orbit","#
          + #""intent":"MoveEvent","continues":1,"parameters":{"event":{"state":"set","#
          + #""value":{"id":"board-review","name":"Board Review"}"#))
    #expect(lines[2].contains(#""when":{"state":"set","value":"2026-12-04T15:00:00-08:00","grain":"hour""#))
    #expect(lines[2].contains(#""summary":"Move Board Review to tomorrow at 3 PM""#))
    #expect(!lines[2].contains("needs"))
    #expect(lines[3].hasSuffix(#""outcome":"noMatch"}"#))
    #expect(lines[4].contains(#""needs":["event","when"],"prompt":"What's the event?""#))
    #expect(lines[5].contains(#""continues":5,"#))
    #expect(lines[5].contains(#""value":{"id":"offsite","name":"Team Offsite"}"#))
    #expect(lines[5].contains(#""needs":["when"],"prompt":"When should it be?""#))
    #expect(lines[6].hasSuffix(#""outcome":"noMatch"}"#))
  }

  @Test("the screen and the app in front, end to end")
  func context() throws {
    let result = try runRouteEval(
      ["route", "--apps", "Corpora/apps"],
      input: Self.input([
        #"{"utterance": "email the attendees of this event", "context": {"foregroundApp": "Orbit", "#
          + #""onScreen": [{"app": "Orbit", "entity": "Event", "id": "board-review"}]}}"#,
        #"{"utterance": "log water", "context": {"foregroundApp": "Water"}}"#,
        #"{"utterance": "log water"}"#,
      ]))
    let lines = Self.lines(result)
    try #require(lines.count == 3)
    #expect(
      lines[0].contains(#""value":{"id":"board-review","name":"Board Review","source":"screen"},"text":"this event""#))
    #expect(lines[1].contains(#""outcome":"routed","app":"Water""#))
    #expect(lines[2].contains(#""outcome":"ambiguous""#))
  }

  @Test("a line that cannot be applied answers an error, says why on standard error, and the stream goes on")
  func errors() throws {
    let result = try runRouteEval(
      ["route", "--apps", "Corpora/apps"],
      input: Self.input([
        #"{"kind": "donate", "app": "Nope", "entity": "Event", "values": [{"id": "x"}]}"#,
        #"{"kind": "donate", "app": "Orbit", "entity": "Meeting", "values": [{"id": "x"}]}"#,
        #"{"kind": "explode"}"#,
        #"  {"kind": "delete", "app": "Orbit", "entity": "Event"}"#,
        #"{"utterance": "show it in Orbit", "#
          + #""context": {"onScreen": [{"app": "Orbit", "entity": "Event", "id": "nope"}]}}"#,
        Self.donate + #"[{"id": "standup", "name": "Daily Standup"}]}"#,
        "show daily standup in Orbit",
      ]))
    #expect(result.status == 65)
    let lines = Self.lines(result)
    try #require(lines.count == 7)
    #expect(lines[0] == #"{"version":1,"kind":"error","line":1,"message":"unknown app 'Nope'"}"#)
    #expect(
      lines[1]
        == #"{"version":1,"kind":"error","line":2,"#
        + #""message":"app 'Orbit' has no entity type 'Meeting'; it has 'Event'"}"#
    )
    #expect(
      lines[2]
        == #"{"version":1,"kind":"error","line":3,"#
        + #""message":"unknown kind 'explode'; expected 'donate', 'delete' or 'reset'"}"#
    )
    #expect(lines[3] == #"{"version":1,"kind":"error","line":4,"message":"missing array 'ids'"}"#)
    #expect(
      lines[4]
        == #"{"version":1,"kind":"route","line":5,"utterance":"show it in Orbit","outcome":"error","#
        + #""message":"Orbit has no Event 'nope' to show on screen"}"#)
    #expect(lines[5].contains(#""kind":"donated","line":6"#))
    #expect(lines[6].contains(#""value":{"id":"standup","name":"Daily Standup"}"#))
    let errors = result.stderr.split(separator: "\n").map(String.init)
    #expect(errors.count == 5)
    #expect(errors.allSatisfy { $0.hasPrefix("<stdin>:") && $0.contains(": error: ") }, "\(errors)")
    #expect(errors.first == "<stdin>:1:1: error: unknown app 'Nope'")
    #expect(errors.map { $0.split(separator: ":")[1] } == ["1", "2", "3", "4", "5"])
    #expect(errors[4].hasSuffix(": error: Orbit has no Event 'nope' to show on screen"))
  }

  @Test("a control line alone that fails is enough for exit status 65")
  func controlErrorStatus() throws {
    let result = try runRouteEval(
      ["route", "--apps", "Corpora/apps"], input: Self.input([#"{"kind": "reset", "x": 1}"#]))
    #expect(result.status == 65)
    #expect(
      result.stdout
        == #"{"version":1,"kind":"error","line":1,"message":"unknown key 'x' in a reset line; expected 'kind'"}"# + "\n"
    )
    #expect(result.stderr == "<stdin>:1:1: error: unknown key 'x' in a reset line; expected 'kind'\n")
  }

  @Test(
    "--tie-break decides a tie: for the app in front, for none, or for the app registered first",
    arguments: [
      ([], "B", #""outcome":"routed","app":"B""#), ([], nil, #""outcome":"ambiguous""#),
      (["--tie-break", "foreground"], "B", #""outcome":"routed","app":"B""#),
      (["--tie-break", "ambiguous"], "B", #""outcome":"ambiguous""#),
      (["--tie-break", "ambiguous"], nil, #""outcome":"ambiguous""#),
      (["--tie-break=registered"], "B", #""outcome":"routed","app":"B""#),
      (["--tie-break=registered"], nil, #""outcome":"routed","app":"A""#),
    ] as [([String], String?, String)])
  func tieBreak(arguments: [String], foreground: String?, expected: String) throws {
    let app = { (name: String, day: String) in
      #"{"app": "\#(name)", "registered": "\#(day)", "intents": [{"id": "Log", "phrases": ["log water"]}]}"#
    }
    let folder = try TemporaryFolder(["a.json": app("A", "2020-01-01"), "b.json": app("B", "2021-01-01")])
    let context = foreground.map { #", "context": {"foregroundApp": "\#($0)"}"# } ?? ""
    let result = try runRouteEval(
      ["route", "--apps", folder.path] + arguments,
      input: Self.input([#"{"utterance": "log water"\#(context)}"#]))
    #expect(result.status == 0)
    #expect(result.stdout.contains(expected), "\(result.stdout)")
  }

  @Test(
    "the app in front hears its phrases with its name unsaid under every policy",
    arguments: ["foreground", "ambiguous", "registered"])
  func foregroundPhrase(policy: String) throws {
    // Water's "log water in {applicationName}" with the name unsaid outranks HydroCoach's "log water".
    let result = try runRouteEval(
      ["route", "--apps", "Corpora/apps", "--tie-break", policy],
      input: Self.input([#"{"utterance": "log water", "context": {"foregroundApp": "Water"}}"#, "log water"]))
    let lines = Self.lines(result)
    try #require(lines.count == 2)
    #expect(lines[0].contains(#""outcome":"routed","app":"Water","intent":"LogWater""#))
    #expect(lines[1].contains(#""outcome":"ambiguous""#))
  }

  @Test("--tie-break with an unknown policy is a usage error")
  func unknownTieBreak() throws {
    let result = try runRouteEval(["route", "--apps", "Corpora/apps", "--tie-break", "foregound"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "error: unknown tie policy 'foregound'; expected foreground, ambiguous, registered; "
          + "did you mean 'foreground'?\n"
          + "usage: route-eval route "),
      "\(result.stderr)")
  }

  @Test("control answers are flushed line by line, so another program can drive the stream")
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
    let exchanges = [
      (
        #"{"kind": "donate", "app": "Orbit", "entity": "Event", "values": [{"id": "retro", "name": "Sprint Retro"}]}"#,
        #""kind":"donated","line":1,"#
      ),
      ("show sprint retro in Orbit", #""value":{"id":"retro","name":"Sprint Retro"}"#),
      (#"{"kind": "reset"}"#, #"{"version":1,"kind":"reset","line":3}"#),
      ("show sprint retro in Orbit", #""outcome":"noMatch""#),
    ]
    for (line, expected) in exchanges {
      stdin.fileHandleForWriting.write(Data((line + "\n").utf8))
      let next = reader.nextLine()
      let answer = try #require(next)
      #expect(answer.contains(expected), "\(answer)")
    }
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}

/// `eval` on conversations: control lines, contexts, and `needs` and `continues` labels.
@Suite("route-eval eval, conversations")
struct ConversationEvalCommandTests {
  static let corpus = """
    {"utterance": "move board review in Orbit", "now": "2026-12-03T09:00:00-08:00", \
    "expect": {"app": "Orbit", "intent": "MoveEvent", "parameters": {"event": {"id": "board-review"}}, \
    "needs": ["when"]}}
    {"kind": "donate", "app": "Orbit", "entity": "Event", "values": [{"id": "offsite", "name": "Team Offsite"}]}
    {"utterance": "tomorrow at 3 pm", "now": "2026-12-03T09:00:00-08:00", \
    "expect": {"app": "Orbit", "intent": "MoveEvent", \
    "parameters": {"event": {"id": "board-review"}, "when": "2026-12-04T15:00:00-08:00"}, "needs": [], "continues": 1}}
    {"utterance": "show team offsite in Orbit", \
    "expect": {"app": "Orbit", "intent": "ShowEvent", "parameters": {"event": {"id": "offsite"}}, "continues": null}}
    {"utterance": "show it", \
    "context": {"foregroundApp": "Orbit", "onScreen": [{"app": "Orbit", "entity": "Event", "id": "offsite"}]}, \
    "expect": {"app": "Orbit", "intent": "ShowEvent", "parameters": {"event": {"id": "offsite"}}}}
    {"kind": "reset"}
    {"utterance": "show team offsite in Orbit", "expect": {"outcome": "noMatch"}}
    """

  static func run(_ corpus: String, _ extra: [String] = []) throws -> (RunResult, [String: Any]) {
    let folder = try TemporaryFolder(["talk.jsonl": corpus])
    let result = try runRouteEval(
      ["eval", "--apps", "Corpora/apps", "--corpus", folder.path + "/talk.jsonl", "--format", "json"] + extra)
    let report = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
    return (result, report)
  }

  @Test("a conversation corpus scores every line right")
  func scores() throws {
    let (result, report) = try Self.run(Self.corpus, ["--min-exact", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(report["total"] as? Int == 5)
    #expect(report["exactMatch"] as? Double == 1)
  }

  @Test("a wrong continues label is a failure, and fails an exact-match gate")
  func wrongContinues() throws {
    let corpus = Self.corpus.replacingOccurrences(of: #""continues": 1"#, with: #""continues": 2"#)
    let (result, report) = try Self.run(corpus, ["--min-exact", "1"])
    #expect(result.status == 1)
    #expect(report["exactMatch"] as? Double == 0.8)
    let failures = try #require(report["failures"] as? [[String: Any]])
    #expect(failures.count == 1)
    #expect(failures.first?["line"] as? Int == 3)
    let differences = failures.first?["differences"] as? [String] ?? []
    #expect(differences.contains("expected to continue line 2, got a continuation of line 1"), "\(differences)")
  }

  @Test("the bundled conversation corpus scores every line right")
  func bundled() throws {
    let result = try runRouteEval([
      "eval", "--apps", "Corpora/apps", "--corpus", "Corpora/eval/conversations.jsonl", "--format", "json",
    ])
    #expect(result.status == 0)
    let report = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
    #expect(report["exactMatch"] as? Double == 1)
  }

  @Test(
    "a corpus with no utterance is still an error, control lines or not",
    arguments: [
      "", #"{"kind": "reset"}"# + "\n",
      "// nothing\n" + #"{"kind": "donate", "app": "Orbit", "entity": "Event", "values": []}"#,
    ])
  func empty(corpus: String) throws {
    let folder = try TemporaryFolder(["talk.jsonl": corpus])
    let result = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", folder.path + "/talk.jsonl"])
    #expect(result.status == 3)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix("\(folder.path)/talk.jsonl:1:1: error: no utterances to evaluate: "), "\(result.stderr)")
  }

  @Test("a malformed control line in a corpus is a bad line")
  func badControl() throws {
    let folder = try TemporaryFolder(["talk.jsonl": #"{"kind": "explode"}"# + "\n" + Self.corpus])
    let result = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", folder.path + "/talk.jsonl"])
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        "\(folder.path)/talk.jsonl:1:10: error: unknown kind 'explode'; expected 'donate', 'delete' or 'reset'"),
      "\(result.stderr)")
  }
}
