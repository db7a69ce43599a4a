import DataFormats
import Foundation
import PhraseGrammar
import Router

/// Templates whose automata have exponentially many paths, each at two sizes: the time to
/// compile and to match, and the ratio between the sizes, which stays near the ratio of the
/// sizes (2) when the work is linear.
enum HostileBenchmark {
  struct Shape: Sendable {
    var name: String
    /// The phrase, the rules and an utterance it accepts, for a size.
    var make: @Sendable (Int) -> (phrase: String, rules: [String: String], utterance: String)
    var sizes: (Int, Int)
  }

  static func words(_ word: String, _ count: Int) -> String {
    Array(repeating: word, count: count).joined(separator: " ")
  }

  static let shapes: [Shape] = [
    Shape(
      name: "optional-words", make: { (words("[a]", $0) + " b", [:], words("a", $0 / 2) + " b") }, sizes: (500, 1_000)),
    Shape(
      name: "optional-slots", make: { (words("[{s}]", $0) + " end", [:], words("x", 12) + " end") }, sizes: (16, 32)),
    Shape(
      name: "nested-optionals", make: { ("[" + words("[a [a]]", $0) + "] b", [:], words("a", 7) + " b") },
      sizes: (250, 500)),
    Shape(
      name: "doubling-rules",
      make: { levels in
        var rules = ["r0": "[a]"]
        for level in 1...levels { rules["r\(level)"] = "<r\(level - 1)> <r\(level - 1)>" }
        return ("go <r\(levels)> b", rules, "go " + words("a", 1 << (levels - 1)) + " b")
      }, sizes: (5, 6)),
  ]

  static func run() {
    for shape in shapes {
      let small = measure(shape.make(shape.sizes.0))
      let large = measure(shape.make(shape.sizes.1))
      print(
        #"{"version":1,"kind":"bench","name":"hostile","shape":"\#(shape.name)","sizes":[\#(shape.sizes.0),\#(shape.sizes.1)],"#
          + #""compileMilliseconds":[\#(Benchmark.round2(small.compile)),\#(Benchmark.round2(large.compile))],"#
          + #""routeMicroseconds":[\#(Benchmark.round2(small.route)),\#(Benchmark.round2(large.route))],"#
          + #""compileRatio":\#(Benchmark.round2(large.compile / small.compile)),"#
          + #""routeRatio":\#(Benchmark.round2(large.route / small.route)),"#
          + #""routed":[\#(small.routed),\#(large.routed)]}"#)
      fflush(nil)
    }
  }

  /// Median compile time (ms) and median route time (µs) of one shape at one size.
  static func measure(_ input: (phrase: String, rules: [String: String], utterance: String)) -> (
    compile: Double, route: Double, routed: Bool
  ) {
    var manifest = Manifest(app: "A", source: "hostile.json")
    manifest.rules = input.rules.sorted { $0.key < $1.key }.map { ($0.key, SourcedText($0.value)) }
    manifest.intents = [
      Intent(
        id: "I", parameters: [Parameter(name: "s", type: .string(maxWords: nil))],
        phrases: [Phrase(SourcedText(input.phrase))])
    ]
    let clock = ContinuousClock()
    var router: Router?
    var compiles: [Double] = []
    for _ in 0..<5 {
      compiles.append(Benchmark.seconds(clock.measure { router = try? Router(manifests: [manifest]) }) * 1_000)
    }
    guard let router else { fatalError("hostile template failed to compile: \(input.phrase.prefix(60))") }
    var routes: [Double] = []
    var routed = false
    for _ in 0..<25 {
      let start = clock.now
      routed = router.route(input.utterance).outcome == .routed
      routes.append(Benchmark.microseconds(start.duration(to: clock.now)))
    }
    return (compiles.sorted()[2], routes.sorted()[12], routed)
  }
}
