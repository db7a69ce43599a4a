import Foundation
import PhraseGrammar
import Testing

@testable import Router

/// The router's decision does not depend on the minimum confidence: at any minimum, a line's
/// route is the one it takes at minimum 0 when that is at least as sure, else `noMatch`. So
/// lowering the minimum only turns `noMatch` lines into routes, never one route into another.
@Suite("the minimum confidence is monotone")
struct MonotoneMinimumTests {
  /// A bundled app set and the lines routed against it: corpora (`utterance` of each JSON line,
  /// or each line of text), and every `stride`-th request of the real requests (`text`).
  struct Case: CustomTestStringConvertible, Sendable {
    var apps: String
    var corpora: [String]
    var stride: Int

    var testDescription: String { apps }
  }

  static let cases = [
    Case(apps: "Corpora/apps", corpora: ["Corpora/eval/apps.jsonl", "Corpora/samples/utterances.txt"], stride: 10),
    Case(apps: "Corpora/real-apps", corpora: ["Corpora/eval/real-apps.jsonl"], stride: 10),
    Case(
      apps: "Corpora/skills-apps",
      corpora: [
        "Corpora/skills/corpus/dev-intent.jsonl", "Corpora/skills/corpus/dev-app-only.jsonl",
        "Corpora/eval/skills-out-of-scope.jsonl", "Corpora/eval/skills-near-miss.jsonl",
      ], stride: 10),
  ]

  static let reference = LocalDateTime(iso8601: "2026-11-29T09:00:00-08:00")!

  /// The lines of a case: its corpora's, then the real requests' it samples.
  static func lines(of testCase: Case) throws -> [String] {
    var lines: [String] = []
    for corpus in testCase.corpora {
      let text = try String(contentsOf: packageRoot.appendingPathComponent(corpus), encoding: .utf8)
      for line in text.split(separator: "\n") where !line.isEmpty {
        lines.append(corpus.hasSuffix(".jsonl") ? try field("utterance", of: line) : String(line))
      }
    }
    let requests = try String(
      contentsOf: packageRoot.appendingPathComponent("Corpora/requests/hwu64.jsonl"), encoding: .utf8)
    for (index, line) in requests.split(separator: "\n").enumerated() where index % testCase.stride == 0 {
      lines.append(try field("text", of: line))
    }
    return lines
  }

  /// A case's router, compiled from its apps, and its lines.
  static func routerAndLines(of testCase: Case) throws -> (Router, [String]) {
    let router = try Router(
      manifests: ManifestLoader.load(paths: [packageRoot.appendingPathComponent(testCase.apps).path]).manifests)
    let lines = try lines(of: testCase)
    #expect(lines.count > 400)
    return (router, lines)
  }

  static func field(_ key: String, of line: Substring) throws -> String {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    return try #require(object?[key] as? String, "no '\(key)' in \(line)")
  }

  @Test("every line keeps its route at every minimum from 0 to 1 by 0.05, or turns noMatch below it", arguments: cases)
  func monotone(_ testCase: Case) throws {
    let (router, lines) = try Self.routerAndLines(of: testCase)
    var options = RouteOptions(reference: Self.reference)
    var approximate = 0
    var broken: [String] = []
    for line in lines {
      options.minimumConfidence = 0
      let decided = router.route(line, options: options)
      let confidence = decided.confidence ?? 0
      if confidence > 0 && confidence < 1 { approximate += 1 }
      for step in 1...20 {
        options.minimumConfidence = Double(step) / 20
        let route = router.route(line, options: options)
        let expected =
          decided.outcome == .error || confidence >= options.minimumConfidence
          ? decided.jsonLine() : Route.noMatch(line).jsonLine()
        if route.jsonLine() != expected {
          broken.append("'\(line)' at \(options.minimumConfidence): \(route.verdict), at 0: \(decided.verdict) (\(confidence))")
          break
        }
      }
    }
    // The lines reach the tiers whose confidence is neither 0 nor 1.
    #expect(approximate >= 3)
    #expect(broken == [])
  }

  @Test("asking why changes nothing: every line routes alike with and without an explanation", arguments: cases)
  func explanationObserves(_ testCase: Case) throws {
    let (router, lines) = try Self.routerAndLines(of: testCase)
    var changed: [String] = []
    var explained = 0
    for line in lines {
      let plain = router.route(line, options: RouteOptions(reference: Self.reference))
      var route = router.route(line, options: RouteOptions(explain: true, reference: Self.reference))
      if route.explanation?.isEmpty == false { explained += 1 }
      route.explanation = nil
      if route.jsonLine() != plain.jsonLine() { changed.append("'\(line)': \(plain.verdict), explained: \(route.verdict)") }
    }
    #expect(explained > lines.count / 2)
    #expect(changed == [])
  }
}
