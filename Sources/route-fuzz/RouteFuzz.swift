// route-fuzz: the fuzz targets in one executable, the target chosen by ROUTE_FUZZ_TARGET.
//
// Built by Scripts/fuzz.sh with `--sanitize=fuzzer --sanitize=address -Xswiftc -DROUTE_FUZZ`, it is a
// libFuzzer binary: libFuzzer's own `main` drives the functions below, and takes libFuzzer's options.
// Built as usual (`swift build`), it replays inputs: `ROUTE_FUZZ_TARGET=json route-fuzz FILE|DIR...`.
import Foundation

/// The process's harness, made before the first input.
nonisolated(unsafe) var harness: FuzzHarness?

enum RouteFuzz {
  /// Makes the harness the environment asks for, or exits with a message.
  ///
  /// `ROUTE_FUZZ_TARGET` names the target; `ROUTE_FUZZ_ROOT` is the package folder (default: the
  /// current one). With `ROUTE_FUZZ_SEEDS=DIR`, the target's seeds are written to `DIR` and the
  /// process exits. With `ROUTE_FUZZ_INFO=1`, each target's name, `-max_len` and dictionary are
  /// printed, one target a line, and the process exits.
  static func start() -> FuzzHarness {
    let environment = ProcessInfo.processInfo.environment
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    if environment["ROUTE_FUZZ_INFO"] == "1" {
      for target in FuzzTarget.allCases { print("\(target.rawValue) \(target.maxLength) \(target.dictionary)") }
      finish()
    }
    guard let name = environment["ROUTE_FUZZ_TARGET"] else { fail("ROUTE_FUZZ_TARGET is not set; targets: \(names)") }
    guard let target = FuzzTarget(rawValue: name) else { fail("unknown target '\(name)'; targets: \(names)") }
    let root = environment["ROUTE_FUZZ_ROOT"] ?? FileManager.default.currentDirectoryPath
    if let folder = environment["ROUTE_FUZZ_SEEDS"] {
      writeSeeds(of: target, root: root, to: folder)
      finish()
    }
    do {
      return try FuzzHarness(target: target, root: root)
    } catch {
      fail("target '\(name)' cannot start: \(error)")
    }
  }

  static func writeSeeds(of target: FuzzTarget, root: String, to folder: String) {
    let seeds: [(name: String, bytes: [UInt8])]
    do {
      seeds = try SeedMaker(root: root).seeds(for: target)
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      fail("cannot make the seeds of '\(target.rawValue)': \(error)")
    }
    guard !seeds.isEmpty else { fail("no seeds for '\(target.rawValue)' in \(root)/Corpora") }
    for seed in seeds {
      let name = seed.name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
      guard FileManager.default.createFile(atPath: "\(folder)/\(String(name))", contents: Data(seed.bytes)) else {
        fail("cannot write '\(folder)/\(String(name))'")
      }
    }
    print("route-fuzz: \(seeds.count) seeds for '\(target.rawValue)' in \(folder)")
  }

  /// Ends the process once what it printed is written.
  static func finish() -> Never {
    fflush(nil)
    exit(0)
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("route-fuzz: error: \(message)\n".utf8))
    exit(64)
  }
}

#if ROUTE_FUZZ
@_cdecl("LLVMFuzzerInitialize")
func fuzzerInitialize(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  harness = RouteFuzz.start()
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  harness?.run(bytes)
  return 0
}
#else
/// Replays inputs through a target without libFuzzer: each file given, or each file in a folder given.
@main
enum RouteFuzzReplay {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--list" {
      for target in FuzzTarget.allCases { print("\(target.rawValue)\t\(target.summary)") }
      return
    }
    isVerbose = ProcessInfo.processInfo.environment["ROUTE_FUZZ_VERBOSE"] == "1"
    let harness = RouteFuzz.start()
    var files: [String] = []
    for path in arguments {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        RouteFuzz.fail("no such file or folder '\(path)'")
      }
      if isFolder.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.filter { !$0.hasPrefix(".") }.sorted().map { "\(path)/\($0)" }
      } else {
        files.append(path)
      }
    }
    guard !files.isEmpty else { RouteFuzz.fail("no inputs; give files or folders to replay") }
    let clock = ContinuousClock()
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else { RouteFuzz.fail("cannot read '\(file)'") }
      let elapsed = clock.measure { harness.run([UInt8](data)) }
      let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
      print("\(file): \(String(format: "%.1f", milliseconds)) ms")
    }
  }
}
#endif
