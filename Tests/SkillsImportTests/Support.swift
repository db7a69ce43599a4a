import Foundation
import PhraseGrammar
import Router

@testable import AppShortcutsImport

/// A temporary folder of files for a test, removed when the test ends.
final class TemporaryFolder {
  /// The folder's path.
  let path: String

  /// Creates the folder with the files, by relative path (folders in the paths are created too).
  init(_ files: [String: String]) throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("skills-import-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for name in files.keys.sorted() {
      let file = URL(fileURLWithPath: path).appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((files[name] ?? "").utf8).write(to: file)
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// A router of imported manifests, compiled from their JSON as a user's files would be.
func router(of manifests: [ImportedManifest]) throws -> Router {
  var loaded: [Manifest] = []
  for (index, manifest) in manifests.enumerated() {
    let (decoded, problems) = ManifestLoader.decode(Array(manifest.prettyText.utf8), file: "imported-\(index).json")
    guard let decoded, !problems.contains(where: { $0.severity == .error }) else {
      throw ImportError.unreadable(file: "imported-\(index).json", message: "\(problems)")
    }
    loaded.append(decoded)
  }
  return try Router(manifests: loaded)
}

/// "App.Intent" for a routed utterance, else its outcome: as the tiers decide, without the
/// default calibration (what an importer's output is checked by).
func destination(of utterance: String, _ router: Router) -> String {
  let route = router.route(utterance, options: .uncalibrated())
  guard route.outcome == .routed, let app = route.app, let intent = route.intent else { return "\(route.outcome)" }
  return "\(app).\(intent)"
}

/// A diagnostic as `FILE-NAME:LINE:COL: message` with the file's folders left out, for comparing.
func brief(_ diagnostic: Diagnostic) -> String {
  let file = (diagnostic.location.file ?? "") as NSString
  let place = [diagnostic.location.line, diagnostic.location.column].compactMap { $0.map(String.init) }
  return ([file.lastPathComponent] + place).joined(separator: ":") + ": " + diagnostic.message.text
}
