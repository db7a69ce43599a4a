import Foundation
import Testing

@Suite("route-eval eval, end to end")
struct EvalCommandTests {
  static let corpus = """
    {"utterance":"log 12 ounces of water in Water","expect":{"app":"Water","intent":"LogWater","parameters":{"amount":{"value":12,"unit":"fl_oz"}}},"tags":["explicit-app"]}
    {"utterance":"log water","expect":{"outcome":"ambiguous","apps":["HydroCoach","Water"]},"tags":["ambiguous"]}
    {"utterance":"order a pizza","expect":{"outcome":"noMatch"},"tags":["no-match"]}
    {"utterance":"log 250 ml of water in Water","expect":{"app":"Water","intent":"LogWater","parameters":{"amount":{"value":8}}}}
    """

  static func corpusFile() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("eval-\(UUID().uuidString).jsonl")
    try Data(corpus.utf8).write(to: url)
    return url
  }

  @Test("reports in every format and gates on the scores")
  func formatsAndGates() throws {
    let corpus = try Self.corpusFile()
    defer { try? FileManager.default.removeItem(at: corpus) }
    let text = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", corpus.path])
    #expect(text.status == 0)
    #expect(text.stdout.hasPrefix("Evaluated 4 utterances"))
    #expect(text.stdout.contains("exact match        75.0%"))
    #expect(text.stdout.contains("'amount': expected 8, got 8.453505675460748 fl_oz"))

    let json = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", corpus.path, "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
    #expect(object["total"] as? Int == 4)
    #expect(object["intentAccuracy"] as? Double == 1)
    #expect(object["exactMatch"] as? Double == 0.75)
    for key in ["slots", "falseAcceptRate", "falseRejectRate", "confusion", "perApp", "perTag", "failures"] {
      #expect(object[key] != nil, "missing \(key)")
    }

    let markdown = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", corpus.path, "--format=markdown"])
    #expect(markdown.stdout.hasPrefix("# Routing evaluation"))

    let gated = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", corpus.path, "--min-exact", "90%"])
    #expect(gated.status == 1)
    #expect(gated.stderr.contains("error: min exact gate missed: 75.0% < 90.0%"))
    let passing = try runRouteEval([
      "eval", "--apps", "Corpora/apps", "--corpus", corpus.path, "--min-accuracy", "0.95", "--max-false-accept", "0",
    ])
    #expect(passing.status == 0)
  }

  @Test(
    "a gate threshold written any other way than 0.95 or 95% is a usage error",
    arguments: [
      (
        ["--min-accuracy", "95"],
        "error: '--min-accuracy 95': a rate is a fraction from 0 to 1 (0.95) or a percentage (95%); did you mean '95%'?"
      ),
      (
        ["--min-exact", "1.5"],
        "error: '--min-exact 1.5': a rate is a fraction from 0 to 1 (0.95) or a percentage (95%); did you mean '1.5%'?"
      ),
      (["--max-false-accept", "150%"], "error: '--max-false-accept 150%': a percentage is at most 100%"),
      (
        ["--min-accuracy", "0"],
        "error: '--min-accuracy 0': a min accuracy gate of 0.0% cannot fail; give a threshold above 0"
      ),
      (
        ["--max-false-accept", "100%"],
        "error: '--max-false-accept 100%': a max false accept gate of 100.0% cannot fail; give a threshold below 1 (100%)"
      ),
    ])
  func badThresholds(gate: [String], message: String) throws {
    let corpus = try Self.corpusFile()
    defer { try? FileManager.default.removeItem(at: corpus) }
    let result = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", corpus.path] + gate)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
  }

  @Test("a corpus on standard input ('-') is read as the same file would be, its lines named <stdin>")
  func corpusOnStandardInput() throws {
    let corpus = try Self.corpusFile()
    defer { try? FileManager.default.removeItem(at: corpus) }
    let fromFile = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", corpus.path, "--format", "markdown"])
    let fromInput = try runRouteEval(
      ["eval", "--apps", "Corpora/apps", "--corpus", "-", "--format", "markdown"], input: Data(Self.corpus.utf8))
    #expect(fromInput.status == fromFile.status)
    #expect(fromInput.stdout.hasPrefix("# Routing evaluation"))
    func withoutPlaces(_ text: String) -> String {
      text.replacing(corpus.path, with: "FILE").replacing("&lt;stdin&gt;", with: "FILE")
        .replacing(/\d+(\.\d+)? µs/, with: "")
    }
    #expect(withoutPlaces(fromInput.stdout) == withoutPlaces(fromFile.stdout))
    let bad = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", "-"], input: Data("{\"utterance\": 3}\n".utf8))
    #expect(bad.status == 65)
    #expect(bad.stderr.contains("<stdin>:1:15: error: missing string 'utterance'"))
  }

  @Test("a fraction of 1 and a percentage of 100% both mean every line")
  func fullThresholds() throws {
    let corpus = try Self.corpusFile()
    defer { try? FileManager.default.removeItem(at: corpus) }
    for threshold in ["1", "100%"] {
      let result = try runRouteEval([
        "eval", "--apps", "Corpora/apps", "--corpus", corpus.path, "--min-exact", threshold,
      ])
      #expect(result.status == 1)
      #expect(result.stderr == "error: min exact gate missed: 75.0% < 100.0%\n")
    }
  }

  @Test("a gate on a rate with nothing counted fails and says why")
  func gateOnNothing() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("routed-\(UUID().uuidString).jsonl")
    try Data((Self.corpus.split(separator: "\n").first ?? "").utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try runRouteEval([
      "eval", "--apps", "Corpora/apps", "--corpus", url.path, "--min-accuracy", "0.9", "--max-false-accept", "5%",
    ])
    #expect(result.status == 1)
    #expect(
      result.stderr == "error: max false accept gate cannot be checked: the rate is n/a, no line is labelled noMatch\n")
    #expect(result.stdout.contains("  false accepts      n/a   false rejects 0.0%\n"))
    #expect(result.stdout.contains("  ambiguity          P n/a  R n/a\n"))
  }

  @Test("a label naming what the apps do not declare is a bad line, and every one is reported")
  func unknownLabels() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("labels-\(UUID().uuidString).jsonl")
    let lines = [
      #"{"utterance":"log 12 ounces of water in Water","expect":{"app":"Watr","intent":"LogWater"}}"#,
      #"{"utterance":"log 12 ounces of water in Water","expect":{"app":"Water","intent":"LogWatr"}}"#,
      #"{"utterance":"log 12 ounces of water in Water","expect":{"app":"Water","intent":"LogWater","parameters":{"amont":12}}}"#,
      #"{"utterance":"log a coffee in HydroCoach","expect":{"app":"HydroCoach","intent":"LogDrink","parameters":{"beverage":"cofee"}}}"#,
      #"{"utterance":"log water","expect":{"outcome":"ambiguous","apps":["HydroCoach","Watr"]}}"#,
    ]
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", url.path, "--min-accuracy", "0.5"])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == """
        \(url.path):1:64: error: unknown app 'Watr'; did you mean 'Water'? (at expect.app)
        \(url.path):2:81: error: unknown intent 'LogWatr' of app 'Water'; did you mean 'LogWater'? (at expect.intent)
        \(url.path):3:106: error: unknown parameter 'amont' of intent 'Water.LogWater'; did you mean 'amount'? \
        (at expect.parameters.amont)
        \(url.path):4:117: error: unknown case 'cofee' of enum 'Beverage'; did you mean 'coffee'? \
        (at expect.parameters.beverage)
        \(url.path):5:79: error: unknown app 'Watr'; did you mean 'Water'? (at expect.apps[1])

        """)
    // The same corpus with only the apps of one manifest loaded cannot be satisfied: no 100 % for it either.
    let subset = try runRouteEval(["eval", "--apps", "Corpora/apps/jot.json", "--corpus", "Corpora/eval/apps.jsonl"])
    #expect(subset.status == 65)
    #expect(subset.stdout.isEmpty)
    #expect(subset.stderr.contains("error: unknown app 'Water' (at expect.app)"))
  }

  @Test("names a bad corpus line and exits 65")
  func badCorpus() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).jsonl")
    try Data("{\"utterance\": \"x\"}\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", url.path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("\(url.path):1:1: error: missing object 'expect' (at expect)"))
    let missing = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", "no/such.jsonl"])
    #expect(missing.status == 66)
  }
}
