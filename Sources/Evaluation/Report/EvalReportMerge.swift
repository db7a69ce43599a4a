import DataFormats
import PhraseGrammar
import Reports
import Router

/// Merges JSON eval reports of parts of a corpus into the report of the whole: counts are summed,
/// rates recomputed, failures concatenated in the order given (up to a bound), latency histograms
/// summed, template coverage combined.
public enum EvalReportMerge {
  /// Why a report cannot be merged.
  public struct MergeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The report's path.
    public var file: String
    /// What is wrong with it.
    public var message: String
    /// `FILE: message`.
    public var description: String { "\(file): \(message)" }
  }

  /// The report of the whole corpus from the reports of its parts, in corpus order.
  ///
  /// - Parameters:
  ///   - reports: Each report's path and its bytes (`route-eval eval --format json`).
  ///   - failureLimit: The most failures kept (nil: all).
  public static func merge(_ reports: [(file: String, bytes: [UInt8])], failureLimit: Int?) throws(MergeError)
    -> EvalReport
  {
    var tally = EvalTally(failureLimit: failureLimit, caseLimit: 0)
    var coverage: [EvalReport.TemplateCoverage]?
    var neverReached: [String]?
    for (index, report) in reports.enumerated() {
      let reader = Reader(file: report.file)
      let root: JSONNode
      do throws(JSONSyntaxError) { root = try JSONParser.parse(report.bytes) } catch {
        throw MergeError(file: report.file, message: "not JSON: \(error.message)")
      }
      let part = try reader.tally(root, order: index, failureLimit: failureLimit)
      tally.add(part)
      let templates = try reader.coverage(root)
      if let before = coverage { coverage = try reader.merged(before, templates) } else { coverage = templates }
      let never = try reader.strings(reader.member(reader.member(root, "coverage"), "intentsNeverReached"))
      neverReached = neverReached.map { list in list.filter(never.contains) } ?? never
    }
    return EvalReport(tally: tally, coverage: coverage ?? [], intentsNeverReached: neverReached ?? [])
  }

  /// Reads the members of one report, failing with its path.
  struct Reader {
    let file: String

    func fail(_ message: String) -> MergeError { MergeError(file: file, message: message) }

    func member(_ node: JSONNode, _ key: String) throws(MergeError) -> JSONNode {
      guard case .object(let object) = node.value else { throw fail("expected an object holding '\(key)'") }
      guard let value = object[key] else {
        throw fail("no '\(key)': not a JSON eval report with counts (route-eval eval --format json)")
      }
      return value
    }

    func int(_ node: JSONNode, _ key: String) throws(MergeError) -> Int {
      try count(member(node, key), key)
    }

    func count(_ node: JSONNode, _ key: String) throws(MergeError) -> Int {
      guard case .number(let number) = node.value, let count = Int(exactly: number.double), count >= 0 else {
        throw fail("'\(key)' must be a count")
      }
      return count
    }

    func double(_ node: JSONNode, _ key: String) throws(MergeError) -> Double {
      guard case .number(let number) = try member(node, key).value else { throw fail("'\(key)' must be a number") }
      return number.double
    }

    package func string(_ node: JSONNode, _ key: String) throws(MergeError) -> String {
      guard case .string(let text) = try member(node, key).value else { throw fail("'\(key)' must be a string") }
      return text
    }

    func strings(_ node: JSONNode) throws(MergeError) -> [String] {
      var result: [String] = []
      for element in try array(node) {
        guard case .string(let text) = element.value else { throw fail("expected an array of strings") }
        result.append(text)
      }
      return result
    }

    package func array(_ node: JSONNode) throws(MergeError) -> [JSONNode] {
      guard case .array(let elements) = node.value else { throw fail("expected an array") }
      return elements
    }

    func members(_ node: JSONNode) throws(MergeError) -> [JSONMember] {
      guard case .object(let object) = node.value else { throw fail("expected an object") }
      return object.members
    }

    func scores(_ node: JSONNode) throws(MergeError) -> PRF {
      PRF(
        truePositives: try int(node, "truePositives"), falsePositives: try int(node, "falsePositives"),
        falseNegatives: try int(node, "falseNegatives"))
    }

    func pairs(_ node: JSONNode) throws(MergeError) -> [String: [String: Int]] {
      var pairs: [String: [String: Int]] = [:]
      for row in try array(node) {
        pairs[try string(row, "expected"), default: [:]][try string(row, "predicted"), default: 0] += try int(
          row, "count")
      }
      return pairs
    }

    /// The counts of a report, its failures placed after those of the reports before it.
    func tally(_ root: JSONNode, order: Int, failureLimit: Int?) throws(MergeError) -> EvalTally {
      guard (try? string(root, "kind")) == "eval" else { throw fail("not a JSON eval report (\"kind\": \"eval\")") }
      let counts = try member(root, "counts")
      var tally = EvalTally(failureLimit: failureLimit, caseLimit: 0)
      for (key, count) in EvalTally.lineCounts { tally[keyPath: count] = try int(counts, key) }
      tally.slots = try scores(member(root, "slots"))
      tally.slotNames = try scores(member(root, "slotNames"))
      for entry in try members(member(root, "slotsByType")) { tally.slotsByType[entry.key] = try scores(entry.value) }
      for entry in try members(member(root, "slotsByParameter")) {
        tally.slotsByParameter[entry.key] = try scores(entry.value)
      }
      for (key, count) in EvalTally.wordAndLabelCounts { tally[keyPath: count] = try int(counts, key) }
      tally.ambiguity = try scores(member(root, "ambiguity"))
      tally.appPairs = try pairs(member(counts, "appPairs"))
      for entry in try members(member(counts, "appExact")) {
        tally.appExact[entry.key] = try count(entry.value, entry.key)
      }
      tally.intentPairs = try pairs(member(counts, "intentPairs"))
      for entry in try members(member(counts, "tags")) {
        tally.tags[entry.key] = EvalTally.TagCounts(
          count: try int(entry.value, "count"), outcomeCorrect: try int(entry.value, "outcomeCorrect"),
          intentCorrect: try int(entry.value, "intentCorrect"), exact: try int(entry.value, "exact"))
      }
      let thresholds = try array(member(counts, "thresholds"))
      guard thresholds.count == tally.thresholds.count else { throw fail("'thresholds' must have 21 entries") }
      for (index, node) in thresholds.enumerated() {
        tally.thresholds[index] = EvalTally.ThresholdCounts(
          correct: try int(node, "correct"), falseAccepts: try int(node, "falseAccepts"),
          falseRejects: try int(node, "falseRejects"))
      }
      let hundredths = try array(member(counts, "byHundredth"))
      guard hundredths.count == tally.byHundredth.count else { throw fail("'byHundredth' must have 101 entries") }
      for (index, node) in hundredths.enumerated() {
        tally.byHundredth[index] = EvalTally.ConfidenceCounts(
          routes: try int(node, "routes"), right: try int(node, "right"), falseAccepts: try int(node, "falseAccepts"))
      }
      tally.latency = try latency(member(counts, "latency"))
      for (index, node) in try array(member(root, "failures")).enumerated() {
        tally.keptFailures.append(EvalTally.Ordered(order: [order, index], item: try failure(node)))
      }
      guard try int(counts, "failures") == tally.failureCount else {
        throw fail("'counts.failures' is not 'lines' less 'exact'")
      }
      return tally
    }

    func latency(_ node: JSONNode) throws(MergeError) -> LatencyHistogram {
      guard try double(node, "lowestMicroseconds") == LatencyHistogram.lowest,
        try int(node, "bucketsPerDoubling") == LatencyHistogram.bucketsPerDoubling
      else { throw fail("the latency histogram has other buckets than this route-eval's") }
      var histogram = LatencyHistogram()
      for bucket in try array(member(node, "buckets")) {
        let pair = try array(bucket)
        guard pair.count == 2, case .number(let index) = pair[0].value, case .number(let count) = pair[1].value,
          let slot = Int(exactly: index.double), histogram.counts.indices.contains(slot),
          let number = Int(exactly: count.double)
        else { throw fail("a latency bucket must be [index, count]") }
        histogram.counts[slot] += number
      }
      histogram.sum = try double(node, "sumMicroseconds")
      histogram.maximum = try double(node, "maxMicroseconds")
      return histogram
    }

    func failure(_ node: JSONNode) throws(MergeError) -> EvalReport.Failure {
      var explanation: [Explanation] = []
      for entry in try array(member(node, "explain")) {
        guard let status = Explanation.Status(rawValue: try string(entry, "status")) else {
          throw fail("unknown explanation status")
        }
        explanation.append(
          Explanation(
            app: try string(entry, "app"), intent: try string(entry, "intent"),
            template: try string(entry, "template"), score: try double(entry, "score"), status: status,
            reason: try string(entry, "reason"), slots: try strings(member(entry, "slots"))))
      }
      return EvalReport.Failure(
        file: try string(node, "file"), line: try int(node, "line"), utterance: try string(node, "utterance"),
        tags: try strings(member(node, "tags")), expected: try string(node, "expected"),
        actual: try string(node, "actual"), differences: try strings(member(node, "differences")),
        details: try strings(member(node, "details")), explanation: explanation)
    }

    func coverage(_ root: JSONNode) throws(MergeError) -> [EvalReport.TemplateCoverage] {
      var templates: [EvalReport.TemplateCoverage] = []
      for node in try array(member(member(root, "coverage"), "templates")) {
        templates.append(
          EvalReport.TemplateCoverage(
            app: try string(node, "app"), intent: try string(node, "intent"), template: try string(node, "template"),
            uses: try int(node, "uses"), unused: try strings(member(node, "unused"))))
      }
      return templates
    }

    /// Two reports' coverage of the same templates: uses summed; a part unused in both (or in the
    /// one that used the template at all).
    func merged(_ a: [EvalReport.TemplateCoverage], _ b: [EvalReport.TemplateCoverage]) throws(MergeError)
      -> [EvalReport.TemplateCoverage]
    {
      guard a.count == b.count,
        zip(a, b).allSatisfy({ $0.app == $1.app && $0.intent == $1.intent && $0.template == $1.template })
      else { throw fail("the report was made with other apps than the reports before it") }
      return zip(a, b).map { a, b in
        var merged = a
        merged.uses = a.uses + b.uses
        if a.uses == 0 {
          merged.unused = b.unused
        } else if b.uses > 0 {
          // A part is unused when unused in both; the same words may be two parts.
          var left = b.unused
          merged.unused = a.unused.filter { part in
            guard let index = left.firstIndex(of: part) else { return false }
            left.remove(at: index)
            return true
          }
        }
        return merged
      }
    }
  }
}
