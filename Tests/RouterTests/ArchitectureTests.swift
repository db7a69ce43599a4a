import Foundation
import Testing

/// Rules about the sources as a whole, checked on every file.
@Suite("architecture")
struct ArchitectureTests {
  /// Every Swift file under `Sources`, as (path from the package root, lines).
  static let sources: [(path: String, lines: [Substring])] = {
    let root = packageRoot.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return files.map { url in
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      let path = String(url.path.dropFirst(packageRoot.path.count + 1))
      return (path, text.split(separator: "\n", omittingEmptySubsequences: false))
    }.sorted { $0.path < $1.path }
  }()

  /// Generated files, which may be as long as their data.
  static let generated = ["Sources/PhraseValues/Units.swift"]

  @Test("the sources are found")
  func sourcesFound() {
    #expect(Self.sources.count > 100)
    for file in Self.generated { #expect(Self.sources.contains { $0.path == file }, "\(file)") }
  }

  @Test("no hand-written source file is over 600 lines")
  func fileLength() {
    let long = Self.sources.filter { !Self.generated.contains($0.path) && $0.lines.count > 600 }
    #expect(long.map { "\($0.path): \($0.lines.count) lines" } == [])
  }
}
