import Foundation
import Testing

/// `route-eval calibrate`, end to end: a fitted calibration that `route` and `eval` read, samples
/// that merge, and every bad input an error that names its place.
@Suite("route-eval calibrate")
struct CalibrateCommandTests {
  static let corpus = """
    {"utterance": "log 12 ounces of water in Water", "expect": {"app": "Water", "intent": "LogWater"}}
    {"utterance": "log 12 ounces water in Water", "expect": {"app": "Water", "intent": "LogWater"}}
    {"utterance": "show my water history in Water", "expect": {"app": "Water", "intent": "ShowHistory"}}
    {"utterance": "water progress", "expect": {"app": "Water", "intent": "CheckProgress"}}
    {"utterance": "log my weight in Water", "expect": {"outcome": "noMatch"}}
    {"utterance": "what's the weather like tomorrow", "expect": {"outcome": "noMatch"}}
    {"utterance": "order a pizza", "expect": {"outcome": "noMatch"}}
    {"utterance": "play some water sounds", "expect": {"outcome": "noMatch"}}
    {"utterance": "log a glass of water", "expect": {"outcome": "noMatch"}}
    {"utterance": "check my water", "expect": {"outcome": "noMatch"}}
    """

  @Test("fits a calibration that route and eval read; its summary goes to standard error")
  func fits() throws {
    let folder = try TemporaryFolder(["corpus.jsonl": Self.corpus])
    let fitted = try runRouteEval(["calibrate", "--apps", "Corpora/apps", "--corpus", folder.path + "/corpus.jsonl"])
    #expect(fitted.status == 0, "\(fitted.stderr)")
    #expect(fitted.stdout.hasPrefix(#"{"version":1,"kind":"calibration","features":["phrases","#))
    #expect(fitted.stderr.hasPrefix("fitted on 10 lines: "))
    let file = folder.path + "/calibration.json"
    try Data(fitted.stdout.utf8).write(to: URL(fileURLWithPath: file))
    let routed = try runRouteEval(
      ["route", "--apps", "Corpora/apps", "--calibration", file], input: Data("log 12 ounces of water in Water\n".utf8))
    #expect(routed.status == 0)
    #expect(routed.stdout.contains(#""outcome":"routed""#))
    let evaluated = try runRouteEval(
      [
        "eval", "--apps", "Corpora/apps", "--calibration", file, "--corpus", folder.path + "/corpus.jsonl", "--format",
        "json",
      ])
    #expect(evaluated.status == 0)
    #expect(evaluated.stdout.contains(#""expectedCalibrationError":"#))
  }

  @Test("a calibration compiled into a registry is what route, eval and test use, unless given another")
  func compiledIn() throws {
    let folder = try TemporaryFolder(["corpus.jsonl": Self.corpus])
    let fitted = try runRouteEval(["calibrate", "--apps", "Corpora/apps", "--corpus", folder.path + "/corpus.jsonl"])
    let file = folder.path + "/calibration.json"
    try Data(fitted.stdout.utf8).write(to: URL(fileURLWithPath: file))
    func confidence(_ arguments: [String]) throws -> String {
      let routed = try runRouteEval(
        ["route", "--min-confidence", "0"] + arguments, input: Data("log 12 ounces water in Water\n".utf8))
      #expect(routed.status == 0, "\(routed.stderr)")
      return try #require(routed.stdout.firstMatch(of: /"confidence":([0-9.]+)/)).output.1.description
    }
    for (name, calibration) in [("own", file), ("none", "none")] {
      let registry = folder.path + "/\(name).grammar"
      let compiled = try runRouteEval(
        ["compile", "--apps", "Corpora/apps", "--out", registry, "--calibration", calibration])
      #expect(compiled.status == 0, "\(compiled.stderr)")
      #expect(
        try confidence(["--registry", registry])
          == confidence(["--apps", "Corpora/apps", "--calibration", calibration]))
      #expect(
        try confidence(["--registry", registry, "--calibration", "none"])
          == confidence(["--apps", "Corpora/apps", "--calibration", "none"]))
      let tested = try runRouteEval(
        ["test", "--registry", registry, "--golden", "Corpora/golden/samples.jsonl", "--min-confidence", "0"])
      #expect(tested.status == 0 || tested.status == 1, "\(tested.stderr)")
    }
    let plain = folder.path + "/default.grammar"
    #expect(try runRouteEval(["compile", "--apps", "Corpora/apps", "--out", plain]).status == 0)
    #expect(try confidence(["--registry", plain]) == confidence(["--apps", "Corpora/apps"]))
    #expect(try confidence(["--registry", plain]) != confidence(["--apps", "Corpora/apps", "--calibration", "none"]))
  }

  @Test("samples of two registries merge into one fit")
  func merges() throws {
    let folder = try TemporaryFolder(["corpus.jsonl": Self.corpus])
    let samples = try runRouteEval(
      ["calibrate", "--apps", "Corpora/apps", "--corpus", folder.path + "/corpus.jsonl", "--samples"])
    #expect(samples.status == 0)
    #expect(samples.stdout.split(separator: "\n").count == 10)
    try Data(samples.stdout.utf8).write(to: URL(fileURLWithPath: folder.path + "/a.jsonl"))
    let merged = try runRouteEval(
      ["calibrate", "--merge", folder.path + "/a.jsonl", folder.path + "/a.jsonl", "--format", "swift"])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(merged.stdout.contains("public static let standard = Calibration("))
  }

  @Test(
    "bad input: an empty corpus, a bad sample, a calibration for other features",
    arguments: [
      (["calibrate", "--apps", "Corpora/apps", "--corpus", "@/empty.jsonl"], Int32(3), "no utterances"),
      (["calibrate", "--merge", "@/bad.jsonl"], Int32(65), "@/bad.jsonl:2:1: error: not a sample"),
      (["route", "--apps", "Corpora/apps", "--calibration", "@/other.json"], Int32(65), "@/other.json:1:"),
      (["route", "--apps", "Corpora/apps", "--calibration", "@/missing.json"], Int32(66), "no such file"),
      (["calibrate", "--merge", "@/bad.jsonl", "--apps", "Corpora/apps"], Int32(64), "goes without '--apps'"),
    ])
  func badInput(arguments: [String], status: Int32, message: String) throws {
    let folder = try TemporaryFolder([
      "empty.jsonl": "", "bad.jsonl": #"{"noMatch": true, "proposals": []}"# + "\nnot json\n",
      "other.json":
        #"{"version": 1, "kind": "calibration", "features": ["x"], "weights": [1], "minimumConfidence": 0.5}"#,
    ])
    let result = try runRouteEval(
      arguments.map { $0.replacingOccurrences(of: "@", with: folder.path) }, input: Data("hello\n".utf8))
    #expect(result.status == status, "\(result.stderr)")
    #expect(result.stderr.contains(message.replacingOccurrences(of: "@", with: folder.path)), "\(result.stderr)")
  }
}
