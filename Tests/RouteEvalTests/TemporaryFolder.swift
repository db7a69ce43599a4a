import Foundation

/// A temporary folder of files for a test, removed when the test ends.
final class TemporaryFolder {
  /// The folder's path.
  let path: String

  /// Creates the folder with the files, by relative path (folders in the paths are created too).
  init(_ files: [String: String]) throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("route-eval-e2e-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for name in files.keys.sorted() {
      let file = URL(fileURLWithPath: path).appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((files[name] ?? "").utf8).write(to: file)
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
