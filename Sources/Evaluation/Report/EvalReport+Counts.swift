import DataFormats
import PhraseGrammar
import Reports
import Router
extension EvalReport {
  /// The counts beyond the report's other keys that merging reports needs (`Docs/Evaluation.md`,
  /// "Merging reports"): lines right by measure, label pairs, tags, thresholds and latencies.
  func writeCounts(to writer: inout JSONWriter) {
    writer.object { writer in
      for (key, count) in EvalTally.lineCounts { writer.member(key, tally[keyPath: count]) }
      writer.member("failures", failureCount)
      for (key, count) in EvalTally.wordAndLabelCounts { writer.member(key, tally[keyPath: count]) }
      writer.member("appPairs") { Self.writePairs(tally.appPairs, to: &$0) }
      writer.member("appExact") { writer in
        writer.object { for app in tally.appExact.keys.sorted() { $0.member(app, tally.appExact[app] ?? 0) } }
      }
      writer.member("intentPairs") { Self.writePairs(tally.intentPairs, to: &$0) }
      writer.member("tags") { writer in
        writer.object { writer in
          for tag in tally.tags.keys.sorted() {
            let counts = tally.tags[tag] ?? EvalTally.TagCounts()
            writer.member(tag) {
              $0.object {
                $0.member("count", counts.count)
                $0.member("outcomeCorrect", counts.outcomeCorrect)
                $0.member("intentCorrect", counts.intentCorrect)
                $0.member("exact", counts.exact)
              }
            }
          }
        }
      }
      writer.member("thresholds") { writer in
        writer.array(tally.thresholds) { writer, counts in
          writer.object {
            $0.member("correct", counts.correct)
            $0.member("falseAccepts", counts.falseAccepts)
            $0.member("falseRejects", counts.falseRejects)
          }
        }
      }
      writer.member("byHundredth") { writer in
        writer.array(tally.byHundredth) { writer, counts in
          writer.object {
            $0.member("routes", counts.routes)
            $0.member("right", counts.right)
            $0.member("falseAccepts", counts.falseAccepts)
          }
        }
      }
      writer.member("latency") { writer in
        let latency = tally.latency
        writer.object { writer in
          writer.member("lowestMicroseconds", LatencyHistogram.lowest)
          writer.member("bucketsPerDoubling", LatencyHistogram.bucketsPerDoubling)
          writer.member("buckets") { writer in
            writer.array(latency.counts.indices.filter { latency.counts[$0] > 0 }) { writer, index in
              writer.array([index, latency.counts[index]]) { $0.integer($1) }
            }
          }
          writer.member("sumMicroseconds", latency.sum)
          writer.member("maxMicroseconds", latency.maximum)
        }
      }
    }
  }

  /// Label pairs as `[{"expected", "predicted", "count"}…]`, by expected then predicted label.
  static func writePairs(_ pairs: [String: [String: Int]], to writer: inout JSONWriter) {
    let rows = pairs.keys.sorted().flatMap { expected in
      (pairs[expected] ?? [:]).keys.sorted().map { (expected, $0, pairs[expected]?[$0] ?? 0) }
    }
    writer.array(rows) { writer, row in
      writer.object {
        $0.member("expected", row.0)
        $0.member("predicted", row.1)
        $0.member("count", row.2)
      }
    }
  }
}
