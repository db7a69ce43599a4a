import PhraseGrammar
import PhraseValues
import Testing

@testable import Generation
@testable import Router

/// What a route reuses from the routes before it (the matcher's memory, a word's near words, an
/// utterance's readings) changes no route: every line routes as it does with memory of its own.
@Suite struct WorkspaceReuseTests {
  @Test(
    "a line routes alike with a fresh workspace, the router's pooled one, and one kept from line to line in any order",
    arguments: RegistryFileTests.registries)
  func reuseChangesNoRoute(apps: String, corpus: String) throws {
    let router = try Self.router(apps)
    let variants = try Self.variants(of: corpus)
    for minimumConfidence in [0, 0.55] {
      var options = RouteOptions(explain: true)
      options.reference = LocalDateTime(year: 2026, month: 11, day: 29, hour: 9, utcOffsetSeconds: 0)
      options.minimumConfidence = minimumConfidence
      let fresh = variants.map { line in
        var workspace = MatchWorkspace()
        return router.route(line, options: options, workspace: &workspace).jsonLine()
      }
      let pooled = variants.map { router.route($0, options: options).jsonLine() }
      var kept = MatchWorkspace()
      var reversed = Array(repeating: "", count: variants.count)
      for index in variants.indices.reversed() {
        reversed[index] = router.route(variants[index], options: options, workspace: &kept).jsonLine()
      }
      var generator = SeededRandom(seed: 7)
      var shuffled = Array(repeating: "", count: variants.count)
      for index in variants.indices.shuffled(using: &generator) {
        shuffled[index] = router.route(variants[index], options: options, workspace: &kept).jsonLine()
      }
      for index in variants.indices {
        #expect(pooled[index] == fresh[index], "\(variants[index])")
        #expect(reversed[index] == fresh[index], "\(variants[index])")
        #expect(shuffled[index] == fresh[index], "\(variants[index])")
      }
      #expect(fresh.contains { $0.contains("\"confidence\":0.") }, "no line was routed approximately")
    }
  }

  /// A router compiled from a folder of manifests.
  static func router(_ apps: String) throws -> Router {
    let sources = try ManifestLoader.sources(paths: [packageRoot.appendingPathComponent(apps).path])
    return try Router(manifests: sources.compactMap { ManifestLoader.decode($0.bytes, file: $0.file).0 })
  }

  /// Each utterance of a corpus (at least 50) as said, with a typo, with its first word left out,
  /// and with words added before and after, for the approximate tiers: the same typo in many
  /// lines, as near words a walk remembers.
  static func variants(of corpus: String) throws -> [String] {
    let lines = try RegistryFileTests.utterances(corpus)
    #expect(lines.count >= 50)
    return lines.flatMap { line -> [String] in
      let words = line.split(separator: " ")
      return [
        line, line.replacingOccurrences(of: "e", with: "a"), words.dropFirst().joined(separator: " "),
        "please " + line + " zorblat",
      ]
    }
  }
}
