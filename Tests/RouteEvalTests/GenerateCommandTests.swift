import Foundation
import Testing

@Suite("route-eval generate, end to end")
struct GenerateCommandTests {
  /// The JSON objects of a corpus, one a line.
  static func objects(_ output: String) throws -> [[String: Any]] {
    try output.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
  }

  @Test("prints a labelled corpus, the same for the same seed, and counts on standard error")
  func corpus() throws {
    let result = try runRouteEval(["generate", "--apps", "Corpora/apps"])
    #expect(result.status == 0)
    let lines = try Self.objects(result.stdout)
    #expect(lines.count > 300)
    for line in lines {
      #expect(line["utterance"] is String)
      #expect(line["expect"] is [String: Any])
      let tags = try #require(line["tags"] as? [String])
      #expect(tags.contains("generated"))
      #expect(tags.contains("explicit-app") != tags.contains("name-free"))
      #expect((line["now"] != nil) == tags.contains("date"))
    }
    #expect(
      result.stdout.contains(
        #"{"utterance":"log water","expect":{"outcome":"ambiguous","apps":["HydroCoach","Water"]},"tags":["name-free","ambiguous","generated"]}"#
      ))
    let summary = result.stderr.split(separator: "\n")
    #expect(summary.first?.hasPrefix("Agenda: ") == true)
    #expect(summary.contains { $0.hasPrefix("Water: ") && $0.hasSuffix(" variants, 0 skipped") })
    #expect(
      summary.contains {
        $0.hasPrefix("total: \(lines.count) utterances, ")
          && $0.hasSuffix(" (seed 1, now 2026-11-29T09:00:00-08:00)")
      })
    #expect(!result.stderr.contains("warning"))

    let again = try runRouteEval(["generate", "--apps", "Corpora/apps/", "--seed", "1"])
    #expect(again.stdout == result.stdout)
    let other = try runRouteEval(["generate", "--apps", "Corpora/apps", "--seed", "2"])
    #expect(other.stdout != result.stdout)
  }

  @Test("the route command answers every generated line as labelled")
  func routesAsLabelled() throws {
    let corpus = try runRouteEval(["generate", "--apps", "Corpora/apps", "--per-template", "2", "--seed", "5"])
    let routes = try runRouteEval(["route", "--apps", "Corpora/apps"], input: Data(corpus.stdout.utf8))
    #expect(routes.status == 0)
    let expected = try Self.objects(corpus.stdout)
    let actual = try Self.objects(routes.stdout)
    #expect(expected.count == actual.count)
    for (line, route) in zip(expected, actual) {
      let expect = try #require(line["expect"] as? [String: Any])
      if expect["outcome"] as? String == "ambiguous" {
        #expect(route["outcome"] as? String == "ambiguous", "\(line["utterance"] ?? "")")
        let apps = (route["candidates"] as? [[String: Any]])?.compactMap { $0["app"] as? String } ?? []
        #expect(Array(NSOrderedSet(array: apps)) as? [String] == expect["apps"] as? [String])
      } else {
        #expect(route["app"] as? String == expect["app"] as? String, "\(line["utterance"] ?? "")")
        #expect(route["intent"] as? String == expect["intent"] as? String, "\(line["utterance"] ?? "")")
        let parameters = try #require(expect["parameters"] as? [String: [String: Any]])
        let routed = try #require(route["parameters"] as? [String: [String: Any]])
        for (name, value) in parameters {
          if value["state"] as? String == "cleared" {
            #expect(routed[name]?["state"] as? String == "cleared")
          } else if let number = value["value"] as? Double {
            #expect(routed[name]?["value"] as? Double == number, "\(line["utterance"] ?? "") \(name)")
          } else if let id = (routed[name]?["value"] as? [String: Any])?["id"] as? String {
            #expect(id == value["value"] as? String)
          } else {
            let expectedJSON = try JSONSerialization.data(
              withJSONObject: ["v": value["value"] ?? NSNull()], options: .sortedKeys)
            let actualJSON = try JSONSerialization.data(
              withJSONObject: ["v": routed[name]?["value"] ?? NSNull()], options: .sortedKeys)
            #expect(expectedJSON == actualJSON, "\(line["utterance"] ?? "") \(name)")
          }
        }
      }
    }
  }

  @Test("--per-template, --max and --perturb")
  func options() throws {
    let one = try runRouteEval(["generate", "--apps", "Corpora/apps/water.json", "--per-template", "1"])
    let three = try runRouteEval(["generate", "--apps", "Corpora/apps/water.json"])
    #expect(one.stdout.split(separator: "\n").count < three.stdout.split(separator: "\n").count)

    let capped = try runRouteEval(["generate", "--apps", "Corpora/apps", "--max", "7"])
    #expect(capped.stdout.split(separator: "\n").count == 7)
    #expect(capped.stderr.contains("stopped at --max 7 lines"))

    let perturbed = try runRouteEval(
      ["generate", "--apps", "Corpora/apps/tempo.json", "--per-template", "1", "--perturb", "casing,numbers"])
    let lines = try Self.objects(perturbed.stdout)
    let families = lines.compactMap { ($0["tags"] as? [String])?.last }.filter { $0.hasPrefix("perturb:") }
    #expect(Set(families) == ["perturb:casing", "perturb:numbers"])
    #expect(perturbed.stdout.contains(#""tags":["explicit-app","duration","generated","perturb:numbers"]"#))
    let all = try runRouteEval(
      ["generate", "--apps", "Corpora/apps/tempo.json", "--per-template", "1", "--perturb=all"])
    #expect(all.stdout.contains("perturb:filler") && all.stdout.contains("perturb:punctuation"))
  }

  @Test(
    "rejects bad options with status 64",
    arguments: [
      (["generate"], "error: missing '--apps <path>'"),
      (
        ["generate", "--apps", "Corpora/apps", "--perturb", "casing,fillers"],
        "error: unknown perturbation family 'fillers'; did you mean 'filler'?"
      ),
      (["generate", "--apps", "Corpora/apps", "--seed", "-1"], "error: '--seed' must be a whole number from 0"),
      (
        ["generate", "--apps", "Corpora/apps", "--per-template", "0"],
        "error: '--per-template' must be a whole number from 1"
      ),
      (["generate", "--apps", "Corpora/apps", "--now", "soon"], "error: '--now' is not an ISO 8601 date and time"),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try runRouteEval(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }

  @Test("dates follow --now")
  func now() throws {
    let result = try runRouteEval([
      "generate", "--apps", "Corpora/apps/nudge.json", "--now", "2027-01-05T18:30:00+09:00", "--per-template", "1",
    ])
    #expect(result.status == 0)
    let dated = try Self.objects(result.stdout).filter { $0["now"] != nil }
    #expect(!dated.isEmpty)
    #expect(dated.allSatisfy { $0["now"] as? String == "2027-01-05T18:30:00+09:00" })
    #expect(result.stdout.contains("+09:00\"}"))
  }

  @Test("help describes the command")
  func help() throws {
    let result = try runRouteEval(["generate", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: Expand templates into labelled example utterances"))
    #expect(result.stdout.contains("--perturb <families>"))
  }
}
