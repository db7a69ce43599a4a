import DataFormats
import Foundation
import Generation
import Router

/// Compiled registry files: what compiling costs, what loading the file costs, and what a
/// process that only loads it and routes holds, measured in a fresh process of its own.
enum RegistryBenchmark {
  static func main(arguments: [String]) -> Int32 {
    if arguments.first == "--load" {
      guard arguments.count == 3 else { return 64 }
      return load(registry: arguments[1], utterances: arguments[2])
    }
    let sizes = arguments.compactMap(Int.init)
    guard sizes.count == arguments.count, sizes.allSatisfy({ $0 > 0 }) else {
      FileHandle.standardError.write(Data("error: 'registry' takes app counts\n".utf8))
      return 64
    }
    for size in sizes.isEmpty ? [10_000] : sizes {
      guard let line = run(apps: size) else { return 1 }
      print(line)
      fflush(nil)
    }
    return 0
  }

  static func run(apps count: Int) -> String? {
    var generator = SeededRandom(seed: 42)
    let (manifests, _, utterances) = Benchmark.registry(apps: count, generator: &generator)
    let clock = ContinuousClock()
    var compiled: Router?
    let compile = clock.measure { compiled = try? Router(manifests: manifests) }
    guard let compiled else { fatalError("synthetic manifests failed to compile") }
    let compilePeak = Benchmark.peakResidentBytes()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let keep = ProcessInfo.processInfo.environment["ROUTE_BENCH_KEEP"]
    let path = keep ?? folder.appendingPathComponent("synthetic.grammar").path
    let linesPath = keep.map { $0 + ".lines.txt" } ?? folder.appendingPathComponent("lines.txt").path
    try? utterances.joined(separator: "\n").write(toFile: linesPath, atomically: true, encoding: .utf8)
    var byteCount = 0
    let write = clock.measure {
      byteCount = (try? RegistryFile.write(router: compiled, sources: [], compiler: "route-bench", to: path)) ?? 0
    }
    guard byteCount > 0 else { fatalError("cannot write \(path)") }
    // Loaded here, to compare every route with the compiled router's.
    var loaded: RegistryFile.Loaded?
    let load = clock.measure { loaded = try? RegistryFile.load(path: path) }
    guard let router = loaded?.router else { fatalError("cannot load \(path)") }
    let differing = utterances.filter { router.route($0).jsonLine() != compiled.route($0).jsonLine() }.count
    guard let fresh = freshProcess(registry: path, utterances: linesPath) else { return nil }
    let templates = compiled.templateCount
    return #"{"version":1,"kind":"bench","name":"registry","apps":\#(count),"templates":\#(templates),"#
      + #""compileSeconds":\#(Benchmark.round2(Benchmark.seconds(compile))),"#
      + #""compilePeakMegabytes":\#(compilePeak / 1_000_000),"fileMegabytes":\#(Benchmark.round2(Double(byteCount) / 1e6)),"#
      + #""fileBytesPerTemplate":\#(byteCount / templates),"#
      + #""writeSeconds":\#(Benchmark.round2(Benchmark.seconds(write))),"#
      + #""loadSeconds":\#(Benchmark.round2(Benchmark.seconds(load))),"#
      + #""freshLoadSeconds":\#(fresh.loadSeconds),"#
      + #""freshResidentBytesPerTemplate":\#(fresh.residentBytes / templates),"#
      + #""freshPeakMegabytes":\#(fresh.peakBytes / 1_000_000),"#
      + #""compileOverLoad":\#(Benchmark.round2(Benchmark.seconds(compile) / max(fresh.loadSeconds, 1e-6))),"#
      + #""routesCompared":\#(utterances.count),"routesDiffering":\#(differing)}"#
  }

  /// Runs `route-bench registry --load` on the file: a process that holds nothing but the loaded router.
  static func freshProcess(
    registry: String, utterances: String
  ) -> (loadSeconds: Double, residentBytes: Int, peakBytes: Int)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = ["registry", "--load", registry, utterances]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard process.terminationStatus == 0, fields.count == 3 else { return nil }
    return (fields[0], Int(fields[1]), Int(fields[2]))
  }

  /// The fresh process: loads the registry, routes every line, and prints the load's seconds, the resident bytes
  /// the load added, and the process's peak.
  static func load(registry: String, utterances: String) -> Int32 {
    let before = Benchmark.residentBytes()
    let clock = ContinuousClock()
    var loaded: RegistryFile.Loaded?
    let load = clock.measure { loaded = try? RegistryFile.load(path: registry) }
    guard let router = loaded?.router, let text = try? String(contentsOfFile: utterances, encoding: .utf8) else {
      return 1
    }
    let resident = Benchmark.residentBytes() - before
    var routed = 0
    for line in text.split(separator: "\n") where router.route(String(line)).outcome == .routed { routed += 1 }
    guard routed > 0 else { return 1 }
    print(Benchmark.round2(Benchmark.seconds(load)), resident, Benchmark.peakResidentBytes())
    return 0
  }
}
