import Foundation
import Testing

/// `compile` writes a registry that every command reads with `--registry` as it reads the apps.
@Suite("route-eval compile, end to end")
struct CompileCommandTests {
  @Test func everyCommandReadsTheRegistryAsTheApps() throws {
    let folder = try TemporaryFolder([:])
    let registry = folder.path + "/apps.grammar"
    let compiled = try runRouteEval(["compile", "--apps", "Corpora/apps", "--out", registry])
    #expect(compiled.status == 0, "\(compiled.stderr)")
    #expect(compiled.stdout.hasPrefix("compiled 9 apps, "))
    #expect(compiled.stdout.contains("into '\(registry)'"))

    let lines = Data(try String(contentsOf: packageRoot.appendingPathComponent("Corpora/samples/utterances.txt"), encoding: .utf8).utf8)
    let fromApps = try runRouteEval(["route", "--apps", "Corpora/apps", "--now", "2026-11-29T09:00:00Z"], input: lines)
    let fromRegistry = try runRouteEval(["route", "--registry", registry, "--now", "2026-11-29T09:00:00Z"], input: lines)
    #expect(fromRegistry.status == fromApps.status)
    #expect(fromRegistry.stdout == fromApps.stdout)
    #expect(fromRegistry.stdout.split(separator: "\n").count > 10)

    for command in [
      ["eval", "--corpus", "Corpora/eval/apps.jsonl", "--format", "json"],
      ["test", "--golden", "Corpora/golden/samples.jsonl"],
      ["generate", "--max", "40"],
      ["lint", "--format", "json"],
    ] {
      let apps = try runRouteEval(command + ["--apps", "Corpora/apps"])
      let loaded = try runRouteEval(command + ["--registry", registry])
      #expect(loaded.status == apps.status, "\(command): \(loaded.stderr)")
      #expect(withoutTimings(loaded.stdout) == withoutTimings(apps.stdout), "\(command)")
      #expect(!loaded.stdout.isEmpty, "\(command)")
    }
  }

  /// Latency figures differ from run to run.
  func withoutTimings(_ text: String) -> String {
    text.replacing(/"latencyMicroseconds":\{[^}]*\}/, with: "").replacing(/"latency":\{[^}]*\}/, with: "")
  }

  @Test func registryGoesAloneAndBadFilesSayWhatToDo() throws {
    let folder = try TemporaryFolder([
      "apps/water.json": #"{"app": "Water", "intents": [{"id": "Log", "phrases": ["log water in {applicationName}"]}]}"#,
      "notes.txt": "not a registry\n",
    ])
    let registry = folder.path + "/apps.grammar"
    #expect(try runRouteEval(["compile", "--apps", folder.path + "/apps", "--out", registry]).status == 0)

    let both = try runRouteEval(["route", "--registry", registry, "--apps", folder.path + "/apps"])
    #expect(both.status == 64)
    #expect(both.stderr.contains("'--registry' holds the apps already; it goes without '--apps'"))
    let missing = try runRouteEval(["route", "--registry", folder.path + "/none.grammar"])
    #expect(missing.status == 66)
    let foreign = try runRouteEval(["eval", "--registry", folder.path + "/notes.txt", "--corpus", "Corpora/eval/apps.jsonl"])
    #expect(foreign.status == 65)
    #expect(foreign.stderr.contains("is not a compiled registry (compile one with 'route-eval compile')"))
    let noOut = try runRouteEval(["compile", "--apps", folder.path + "/apps"])
    #expect(noOut.status == 64)
    let unwritable = try runRouteEval(["compile", "--apps", folder.path + "/apps", "--out", folder.path + "/no/such/dir/x.grammar"])
    #expect(unwritable.status == 1)
    #expect(unwritable.stderr.contains("cannot write"))

    try #"{"app": "Water", "intents": [{"id": "Log", "phrases": ["drink water in {applicationName}"]}]}"#
      .write(toFile: folder.path + "/apps/water.json", atomically: true, encoding: .utf8)
    let stale = try runRouteEval(["route", "--registry", registry], input: Data("log water in Water\n".utf8))
    #expect(stale.status == 65)
    #expect(stale.stderr.contains("is stale:"))
    #expect(stale.stdout.isEmpty)
  }
}
