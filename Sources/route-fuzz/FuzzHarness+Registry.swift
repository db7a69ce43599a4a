import DataFormats
import Evaluation
import Foundation
import Generation
import Lint
import Router

extension FuzzHarness {
  /// Loads the input as a registry file, with its sources: once as written (the checksums turn
  /// most mutations away), then with every section's checksum made right, so that mutations reach
  /// the archive's reader. Either load may fail, with a ``RegistryError``; none may crash, hang or
  /// take more memory than the file's size allows. A router loaded is not routed: a registry is
  /// trusted as far as its checksums vouch (see Docs/CommandLine.md).
  static func loadRegistry(_ bytes: [UInt8], file: String) {
    for input in [bytes, RegistryFile.withChecksumsMadeRight(bytes)] {
      guard (try? Data(input).write(to: URL(fileURLWithPath: file))) != nil else { return }
      do {
        let loaded = try RegistryFile.load(path: file, withSources: true)
        note("loaded \(loaded.router.appCount) apps, \(loaded.sources.count) sources")
        expect(loaded.info.appCount >= 0 && loaded.router.templateCount >= 0, "counts are counts")
      } catch {
        note("\(error)")
      }
    }
  }
}
