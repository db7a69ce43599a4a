import Foundation
import Testing

@Suite("route-eval eval --merge and bounded reports, end to end")
struct EvalMergeTests {
  /// The JSON report without what depends on timing: the latency values and histogram.
  static func untimed(_ stdout: Data) throws -> NSDictionary {
    var object = try #require(try JSONSerialization.jsonObject(with: stdout) as? [String: Any])
    let latency = try #require(object["latencyMicroseconds"] as? [String: Any])
    #expect(Set(latency.keys) == ["p50", "p95", "max"])
    object["latencyMicroseconds"] = nil
    var counts = try #require(object["counts"] as? [String: Any])
    let histogram = try #require(counts["latency"] as? [String: Any])
    let buckets = try #require(histogram["buckets"] as? [[Int]])
    #expect(buckets.reduce(0) { $0 + $1[1] } == object["total"] as? Int)
    counts["latency"] = nil
    object["counts"] = counts
    return object as NSDictionary
  }

  @Test("a corpus split four ways, evaluated part by part and merged, gives the one run's report")
  func shardsMerge() throws {
    let lines = try String(contentsOfFile: "Corpora/eval/apps.jsonl", encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let size = (lines.count + 3) / 4
    let folder = try TemporaryFolder([:])
    var reports: [String] = []
    for part in 0..<4 {
      let path = "\(folder.path)/part-\(part).jsonl"
      let slice = lines[(part * size)..<min(lines.count, (part + 1) * size)]
      try Data(slice.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
      let result = try runRouteEval([
        "eval", "--apps", "Corpora/apps", "--corpus", path, "--origin", "Corpora/eval/apps.jsonl:\(part * size + 1)",
        "--format", "json", "--now", "2026-11-29T09:00:00-08:00",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      let report = "\(folder.path)/part-\(part).json"
      try result.stdoutBytes.write(to: URL(fileURLWithPath: report))
      reports.append(report)
    }
    let single = try runRouteEval([
      "eval", "--apps", "Corpora/apps", "--corpus", "Corpora/eval/apps.jsonl", "--format", "json", "--now",
      "2026-11-29T09:00:00-08:00",
    ])
    let merged = try runRouteEval(["eval", "--merge"] + reports + ["--format", "json"])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(try Self.untimed(merged.stdoutBytes) == Self.untimed(single.stdoutBytes))

    // Other formats from the same reports: the text report is the one run's but for latency.
    let text = try runRouteEval(["eval", "--merge"] + reports)
    let singleText = try runRouteEval([
      "eval", "--apps", "Corpora/apps", "--corpus", "Corpora/eval/apps.jsonl", "--now", "2026-11-29T09:00:00-08:00",
    ])
    func withoutLatency(_ text: String) -> [Substring] {
      text.split(separator: "\n").filter { !$0.hasPrefix("  latency ") }
    }
    #expect(withoutLatency(text.stdout) == withoutLatency(singleText.stdout))
    let gated = try runRouteEval(["eval", "--merge"] + reports + ["--min-exact", "100%"])
    #expect(gated.status == 1)
  }

  @Test("nothing to merge is nothing to check; a file that is not a report is a data error")
  func badMerges() throws {
    let empty = try runRouteEval(["eval", "--merge"])
    #expect(empty.status == 3)
    #expect(empty.stderr == "error: nothing to check: no report to merge\n")
    let folder = try TemporaryFolder(["not.json": "{\"kind\":\"route\"}"])
    let bad = try runRouteEval(["eval", "--merge", "\(folder.path)/not.json"])
    #expect(bad.status == 65)
    #expect(bad.stderr.contains("not.json: "))
  }

  @Test("--max-failures bounds the list and the report says how many are left out")
  func boundedFailures() throws {
    let all = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", "Corpora/eval/apps.jsonl"])
    let count = try #require(all.stdout.split(separator: "\n").first { $0.hasPrefix("Failures (") })
    #expect(!all.stdout.contains("more not listed"))
    let bounded = try runRouteEval([
      "eval", "--apps", "Corpora/apps", "--corpus", "Corpora/eval/apps.jsonl", "--max-failures", "2",
    ])
    #expect(bounded.stdout.contains(count))
    #expect(bounded.stdout.contains("more not listed (--max-failures)"))
    let json = try runRouteEval([
      "eval", "--apps", "Corpora/apps", "--corpus", "Corpora/eval/apps.jsonl", "--max-failures", "2", "--format",
      "json",
    ])
    let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
    #expect((object["failures"] as? [Any])?.count == 2)
    #expect((object["failuresLeftOut"] as? Int ?? 0) > 0)
  }

  @Test("a line too long is a bad line at FILE:LINE:COL")
  func lineTooLong() throws {
    let long = "{\"utterance\":\"" + String(repeating: "a", count: 1 << 20) + "\",\"expect\":{\"outcome\":\"noMatch\"}}"
    let folder = try TemporaryFolder([
      "long.jsonl": "{\"utterance\":\"order a pizza\",\"expect\":{\"outcome\":\"noMatch\"}}\n" + long + "\n"
    ])
    let result = try runRouteEval(["eval", "--apps", "Corpora/apps", "--corpus", "\(folder.path)/long.jsonl"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("long.jsonl:2:1048577: error: the line is longer than 1048576 bytes"))
  }
}
