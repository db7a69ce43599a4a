import DataFormats
import Foundation
import PhraseGrammar
import Generation
import Router

/// Prints one JSON line per registry size: compile time, routes per second, latency, memory.
enum Benchmark {
  static let help = """
    OVERVIEW: Compile and routing figures for synthetic registries (a release build).

    USAGE: route-bench [<app count> ...]
           route-bench values
           route-bench hostile
           route-bench donations
           route-bench registry [<app count> ...]

      <app count>   Registry sizes to measure (default 10 100 1000 10000): compile
                    time, routes per second, p50 and p99 latency, memory per template.
      values        Only the value recognizers: one reading attempt on typical phrases.
      hostile       Templates with exponentially many paths, at two sizes each: compile
                    and match time and the ratio between the sizes.
      donations     10,000 entity values donated to a conversation against the same values
                    declared in the manifest: compile and donation time, route latency
                    after each, a deletion, and whether both route alike.
      registry      Compiled registry files (default 10000 apps): compile time and peak,
                    file size, load time, and in a fresh process that loads the file and
                    routes 2,000 lines: load time, resident bytes a template, peak;
                    and whether the loaded router routes every line as the compiled one.

    ROUTE_BENCH_PASSES sets the number of timed passes (default 5). ROUTE_BENCH_KEEP=FILE
    keeps the registry file of 'registry' there and its lines in FILE.lines.txt;
    'route-bench registry --load FILE LINES' loads and routes them in a process of
    its own. One JSON line per figure goes to standard output.

    OPTIONS:
      -h, --help    Show help information.

    """

  static func main(arguments: [String]) -> Int32 {
    if arguments.contains("-h") || arguments.contains("--help") {
      print(help, terminator: "")
      return 0
    }
    if arguments.first == "registry" {
      return RegistryBenchmark.main(arguments: Array(arguments.dropFirst()))
    }
    let sections = ["values", "hostile", "donations"]
    if let bad = arguments.first(where: { !sections.contains($0) && (Int($0) ?? 0) <= 0 }) {
      FileHandle.standardError.write(
        Data("error: unknown argument '\(bad)'; expected app counts, 'values', 'hostile' or 'donations'\n\(help)".utf8))
      return 64
    }
    if isDebugBuild {
      FileHandle.standardError.write(
        Data("warning: route-bench is a debug build; figures are meaningless. Use -c release.\n".utf8))
    }
    if arguments == ["values"] {
      ValueBenchmark.run()
      return 0
    }
    if arguments == ["hostile"] {
      HostileBenchmark.run()
      return 0
    }
    if arguments == ["donations"] {
      DonationBenchmark.run()
      return 0
    }
    let sizes = arguments.compactMap(Int.init).isEmpty ? [10, 100, 1_000, 10_000] : arguments.compactMap(Int.init)
    var p50s: [Int: Double] = [:]
    for size in sizes {
      let figures = run(apps: size)
      p50s[size] = figures.p50
      print(figures.json)
      fflush(nil)
    }
    if let smallest = sizes.min(), let largest = sizes.max(), smallest != largest,
      let low = p50s[smallest], let high = p50s[largest]
    {
      print(
        #"{"version":1,"kind":"bench-summary","p50RatioLargestToSmallest":\#(round2(high / low)),"#
          + #""smallest":\#(smallest),"largest":\#(largest)}"#)
    }
    if arguments.isEmpty {
      ValueBenchmark.run()
      DonationBenchmark.run()
    }
    return 0
  }

  struct Figures {
    var apps: Int
    var templates: Int
    var states: Int
    var compileSeconds: Double
    var routesPerSecond: Double
    var p50: Double
    var p99: Double
    var steadyP50: Double
    var steadyP99: Double
    var missP50: Double
    var missP99: Double
    /// The warm-up pass: each line's first route.
    var firstP50: Double
    var firstP99: Double
    var firstMissP50: Double
    var tokenizeP50: Double
    var matchP50: Double
    var grammarBytesPerTemplate: Double
    var residentBytesPerTemplate: Double
    var outcomes: [String: Int]
    var slowest: String
    var slowestTime: Double
    /// Lines with a typo in one word, matched approximately: their fastest pass's p50, the same
    /// lines' as written, and how many of them routed to the app of the line as written.
    var approximateP50: Double
    /// The same lines' first route each.
    var approximateFirstP50: Double
    var approximateExactP50: Double
    var approximateRouted: Int
    var approximateCount: Int

    var json: String {
      let outcomeText = outcomes.keys.sorted().map { "\"\($0)\":\(outcomes[$0] ?? 0)" }.joined(separator: ",")
      return #"{"version":1,"kind":"bench","name":"route","apps":\#(apps),"templates":\#(templates),"#
        + #""states":\#(states),"compileSeconds":\#(round2(compileSeconds)),"#
        + #""routesPerSecond":\#(Int(routesPerSecond)),"p50Microseconds":\#(round2(p50)),"#
        + #""p99Microseconds":\#(round2(p99)),"p99OverP50":\#(round2(p99 / p50)),"#
        + #""fastestPassP50Microseconds":\#(round2(steadyP50)),"fastestPassP99Microseconds":\#(round2(steadyP99)),"#
        + #""fastestPassP99OverP50":\#(round2(steadyP99 / steadyP50)),"noMatchP50Microseconds":\#(round2(missP50)),"#
        + #""noMatchP99Microseconds":\#(round2(missP99)),"firstPassP50Microseconds":\#(round2(firstP50)),"#
        + #""firstPassP99Microseconds":\#(round2(firstP99)),"firstPassP99OverP50":\#(round2(firstP99 / firstP50)),"#
        + #""firstPassNoMatchP50Microseconds":\#(round2(firstMissP50)),"#
        + #""tokenizeP50Microseconds":\#(round2(tokenizeP50)),"#
        + #""matchP50Microseconds":\#(round2(matchP50)),"grammarBytesPerTemplate":\#(Int(grammarBytesPerTemplate)),"#
        + #""residentBytesPerTemplate":\#(Int(residentBytesPerTemplate)),"outcomes":{\#(outcomeText)},"#
        + #""slowestUtterance":"\#(slowest)","slowestFastestPassMicroseconds":\#(round2(slowestTime)),"#
        + #""approximateP50Microseconds":\#(round2(approximateP50)),"#
        + #""approximateFirstPassP50Microseconds":\#(round2(approximateFirstP50)),"#
        + #""approximateSameLinesExactP50Microseconds":\#(round2(approximateExactP50)),"#
        + #""approximateOverExact":\#(round2(approximateP50 / approximateExactP50)),"#
        + #""approximateRouted":\#(approximateRouted),"approximateLines":\#(approximateCount)}"#
    }
  }

  /// A synthetic registry of `count` apps, the lines that exercise their phrases, and 2,000 lines to route
  /// (one in ten for no app), drawn with `generator`.
  static func registry(
    apps count: Int, generator: inout SeededRandom
  ) -> (manifests: [Manifest], examples: [String], utterances: [String]) {
    var manifests: [Manifest] = []
    var examples: [String] = []
    for index in 0..<count {
      let (manifest, utterances) = SyntheticRegistry.app(index: index, generator: &generator)
      manifests.append(manifest)
      examples += utterances
    }
    var utterances: [String] = []
    for index in 0..<2_000 {
      if index % 10 == 9 {
        utterances.append("what is the weather like in \(SyntheticRegistry.word(&generator))")
      } else {
        utterances.append(examples.randomElement(using: &generator) ?? "")
      }
    }
    return (manifests, examples, utterances)
  }

  static func run(apps count: Int) -> Figures {
    var generator = SeededRandom(seed: 42)
    let (manifests, examples, utterances) = registry(apps: count, generator: &generator)

    let residentBefore = residentBytes()
    let clock = ContinuousClock()
    var router: Router?
    let compile = clock.measure {
      router = try? Router(manifests: manifests)
    }
    guard let router else { fatalError("synthetic manifests failed to compile") }
    let residentAfter = residentBytes()
    let templates = router.grammar.templateCount

    // Warm-up pass, also the checksum of outcomes, and each line's first route: what it costs
    // before its own words are known to the router's caches (the words of the lines before it are).
    var outcomes: [String: Int] = [:]
    var firstLatencies: [Double] = []
    var firstMissLatencies: [Double] = []
    for utterance in utterances {
      let start = clock.now
      let route = router.route(utterance)
      let elapsed = microseconds(start.duration(to: clock.now))
      firstLatencies.append(elapsed)
      if route.outcome == .noMatch { firstMissLatencies.append(elapsed) }
      outcomes[route.outcome.rawValue, default: 0] += 1
    }
    firstLatencies.sort()
    firstMissLatencies.sort()

    var slowest = (microseconds: 0.0, utterance: "")
    var latencies: [Double] = []
    latencies.reserveCapacity(utterances.count * 5)
    // Lines that match nothing, apart: they must not cost more as apps are added.
    var missLatencies: [Double] = []
    // Each line's fastest pass: what the line costs once the machine's other work is left out.
    var fastest = Array(repeating: Double.infinity, count: utterances.count)
    var checksum = 0
    let passes = ProcessInfo.processInfo.environment["ROUTE_BENCH_PASSES"].flatMap(Int.init) ?? 5
    let total = clock.measure {
      for _ in 0..<passes {
        for (line, utterance) in utterances.enumerated() {
          let start = clock.now
          let route = router.route(utterance)
          let elapsed = microseconds(start.duration(to: clock.now))
          latencies.append(elapsed)
          if route.outcome == .noMatch { missLatencies.append(elapsed) }
          fastest[line] = min(fastest[line], elapsed)
          checksum &+= route.outcome == .routed ? 1 : 0
        }
      }
    }
    if let line = fastest.indices.max(by: { fastest[$0] < fastest[$1] }) {
      slowest = (fastest[line], utterances[line])
    }
    let steady = fastest.sorted()
    precondition(checksum == (outcomes["routed"] ?? 0) * passes, "routing is not deterministic")
    latencies.sort()
    missLatencies.sort()
    // Phases of a route, measured apart: normalizing and interning, then matching.
    var tokenize: [Double] = []
    var match: [Double] = []
    for utterance in utterances {
      let start = clock.now
      let interned = router.grammar.utterance(utterance)
      let middle = clock.now
      let found = router.grammar.matches(interned)
      let end = clock.now
      checksum &+= found.matches.count
      tokenize.append(microseconds(start.duration(to: middle)))
      match.append(microseconds(middle.duration(to: end)))
    }
    tokenize.sort()
    match.sort()
    let approximate = approximateFigures(router, examples: examples, generator: &generator, passes: passes)
    return Figures(
      apps: count, templates: templates, states: router.grammar.stateCount,
      compileSeconds: seconds(compile),
      routesPerSecond: Double(latencies.count) / seconds(total),
      p50: latencies[latencies.count / 2], p99: latencies[latencies.count * 99 / 100],
      steadyP50: steady[steady.count / 2], steadyP99: steady[steady.count * 99 / 100],
      missP50: missLatencies.isEmpty ? 0 : missLatencies[missLatencies.count / 2],
      missP99: missLatencies.isEmpty ? 0 : missLatencies[missLatencies.count * 99 / 100],
      firstP50: firstLatencies[firstLatencies.count / 2], firstP99: firstLatencies[firstLatencies.count * 99 / 100],
      firstMissP50: firstMissLatencies.isEmpty ? 0 : firstMissLatencies[firstMissLatencies.count / 2],
      tokenizeP50: tokenize[tokenize.count / 2], matchP50: match[match.count / 2],
      grammarBytesPerTemplate: Double(router.grammar.byteCount) / Double(templates),
      residentBytesPerTemplate: Double(max(0, residentAfter - residentBefore)) / Double(templates),
      outcomes: outcomes, slowest: slowest.utterance, slowestTime: slowest.microseconds,
      approximateP50: approximate.p50, approximateFirstP50: approximate.firstP50,
      approximateExactP50: approximate.exactP50, approximateRouted: approximate.routed,
      approximateCount: approximate.count)
  }

  /// 500 example lines with two letters of their longest word swapped (a typo approximate
  /// matching hears): each line's fastest pass, as written and with the typo.
  static func approximateFigures(
    _ router: Router, examples: [String], generator: inout SeededRandom, passes: Int
  ) -> (p50: Double, firstP50: Double, exactP50: Double, routed: Int, count: Int) {
    var pairs: [(exact: String, typo: String)] = []
    for _ in 0..<500 {
      let line = examples.randomElement(using: &generator) ?? ""
      var words = line.split(separator: " ").map(String.init)
      guard let longest = words.indices.max(by: { words[$0].count < words[$1].count }), words[longest].count >= 5
      else { continue }
      var letters = Array(words[longest])
      letters.swapAt(1, 2)
      words[longest] = String(letters)
      pairs.append((line, words.joined(separator: " ")))
    }
    let clock = ContinuousClock()
    func fastest(_ lines: [String]) -> [Double] {
      var best = Array(repeating: Double.infinity, count: lines.count)
      for _ in 0..<passes {
        for (index, line) in lines.enumerated() {
          let start = clock.now
          _ = router.route(line)
          best[index] = min(best[index], microseconds(start.duration(to: clock.now)))
        }
      }
      return best.sorted()
    }
    // Each typo line's first route, timed: before the router's caches know its typo.
    var first: [Double] = []
    let routed = pairs.filter { pair in
      let start = clock.now
      let typo = router.route(pair.typo)
      first.append(microseconds(start.duration(to: clock.now)))
      return typo.outcome == .routed && typo.app == router.route(pair.exact).app
    }.count
    first.sort()
    let exact = fastest(pairs.map(\.exact))
    let typo = fastest(pairs.map(\.typo))
    return (typo[typo.count / 2], first[first.count / 2], exact[exact.count / 2], routed, pairs.count)
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  static func microseconds(_ duration: Duration) -> Double { seconds(duration) * 1e6 }

  static func round2(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  /// Resident set size from /proc/self/statm.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The most this process has been resident (VmHWM of /proc/self/status).
  static func peakResidentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return kilobytes * 1024
  }

  static var isDebugBuild: Bool {
    var debug = false
    assert(
      {
        debug = true; return true
      }())
    return debug
  }
}
