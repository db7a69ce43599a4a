import Foundation
import Testing

/// What a run of the built `route-eval` binary gave.
struct RunResult {
  var status: Int32
  var stdout: String
  var stderr: String
  var stdoutBytes: Data
}

/// The package root, for the bundled corpora.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The `route-eval` executable next to the test bundle.
func routeEvalURL() throws -> URL {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<4 {
    let candidate = directory.appendingPathComponent("route-eval")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory = directory.deletingLastPathComponent()
  }
  let fallback = packageRoot.appendingPathComponent(".build/debug/route-eval")
  try #require(FileManager.default.isExecutableFile(atPath: fallback.path), "route-eval is not built")
  return fallback
}

/// Runs `route-eval` with arguments and standard input, from the package root.
///
/// Standard input and error go through temporary files and standard output
/// through a pipe read to its end, so no size of input or output can deadlock.
func runRouteEval(_ arguments: [String], input: Data = Data()) throws -> RunResult {
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("route-eval-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  let inputURL = scratch.appendingPathComponent("stdin")
  let errorURL = scratch.appendingPathComponent("stderr")
  try input.write(to: inputURL)
  try Data().write(to: errorURL)

  let process = Process()
  process.executableURL = try routeEvalURL()
  process.arguments = arguments
  process.currentDirectoryURL = packageRoot
  process.standardInput = try FileHandle(forReadingFrom: inputURL)
  process.standardError = try FileHandle(forWritingTo: errorURL)
  let stdout = Pipe()
  process.standardOutput = stdout
  try process.run()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let errorOutput = try Data(contentsOf: errorURL)
  return RunResult(
    status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
    stderr: String(decoding: errorOutput, as: UTF8.self), stdoutBytes: output)
}
