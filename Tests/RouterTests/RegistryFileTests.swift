import BinaryArchive
import PhraseGrammar
import PhraseValues
import Foundation
import Testing

@testable import Evaluation
@testable import Router

/// A router written to a registry file and read back routes every line as the compiled one.
@Suite struct RegistryFileTests {
  /// The bundled app folders with their corpora, and the utterances of each corpus line.
  static let registries: [(apps: String, corpus: String)] = [
    ("Corpora/apps", "Corpora/eval/apps.jsonl"),
    ("Corpora/real-apps", "Corpora/eval/real-apps.jsonl"),
    ("Corpora/skills-apps", "Corpora/eval/skills-near-miss.jsonl"),
  ]

  static func utterances(_ corpus: String) throws -> [String] {
    try CorpusLoader.load(paths: [packageRoot.appendingPathComponent(corpus).path]).entries.map(\.utterance)
  }

  static func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("registry-\(UUID().uuidString)-\(name)").path
  }

  @Test(arguments: registries)
  func loadedRegistryRoutesAsCompiled(apps: String, corpus: String) throws {
    let sources = try ManifestLoader.sources(paths: [packageRoot.appendingPathComponent(apps).path])
    let manifests = sources.compactMap { ManifestLoader.decode($0.bytes, file: $0.file).0 }
    let compiled = try Router(manifests: manifests)
    let path = Self.temporaryPath("routes.grammar")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try RegistryFile.write(router: compiled, sources: sources, compiler: "test", to: path)
    let loaded = try RegistryFile.load(path: path, withSources: true)
    #expect(loaded.info.appCount == compiled.appCount)
    #expect(loaded.info.templateCount == compiled.templateCount)
    #expect(loaded.sources.map(\.file) == sources.map(\.file))
    #expect(loaded.sources.map(\.bytes) == sources.map(\.bytes))
    let lines = try Self.utterances(corpus)
    #expect(lines.count >= 50)
    // Plus each line with a typo, a word left out and the words reversed, for the approximate tiers.
    let variants = lines.flatMap { line -> [String] in
      let words = line.split(separator: " ")
      return [line, line.replacingOccurrences(of: "e", with: "a"), words.dropFirst().joined(separator: " "),
        words.reversed().joined(separator: " ")]
    }
    var options = RouteOptions(explain: true)
    options.reference = LocalDateTime(year: 2026, month: 11, day: 29, hour: 9, utcOffsetSeconds: 0)
    var routed = 0
    for line in variants {
      let expected = compiled.route(line, options: options)
      let actual = loaded.router.route(line, options: options)
      #expect(actual.jsonLine() == expected.jsonLine(), "\(line)")
      if expected.outcome == .routed { routed += 1 }
    }
    #expect(routed > lines.count / 2)
  }

  @Test func foreignStaleAndDamagedFilesAreClearErrors() throws {
    let folder = Self.temporaryPath("apps")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let manifest = folder + "/water.json"
    try #"{"app": "Water", "intents": [{"id": "Log", "phrases": ["log water in {applicationName}"]}]}"#
      .write(toFile: manifest, atomically: true, encoding: .utf8)
    let sources = try ManifestLoader.sources(paths: [folder])
    let router = try Router(manifests: sources.compactMap { ManifestLoader.decode($0.bytes, file: $0.file).0 })
    let path = folder + "/apps.grammar"
    try RegistryFile.write(router: router, sources: sources, compiler: "test", to: path)
    #expect(try RegistryFile.load(path: path).router.route("log water in Water").outcome == .routed)

    func error(_ body: () throws -> Void) -> String {
      do {
        try body()
        return "no error"
      } catch {
        return "\(error)"
      }
    }
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    func rewritten(_ change: (inout [UInt8]) -> Void) throws -> String {
      var copy = bytes
      change(&copy)
      try Data(copy).write(to: URL(fileURLWithPath: path))
      return error { _ = try RegistryFile.load(path: path, withSources: true) }
    }
    #expect(error { _ = try RegistryFile.load(path: folder + "/none.grammar") }.contains("no such registry file"))
    #expect(error { _ = try RegistryFile.load(path: manifest) }.contains("is not a compiled registry"))
    #expect(try rewritten { $0[8] = 99 }.contains("is a registry of format 99"))
    #expect(try rewritten { $0[16] ^= 1 }.contains("compiled on a machine of another kind"))
    #expect(try rewritten { $0[$0.count - 1] ^= 0x10 }.contains("is damaged (the sources fails"))
    #expect(try rewritten { $0.removeLast(5) }.contains("is damaged (the header"))
    // A section's offset or length past the end, or wrapping around (a fuzzing finding).
    for (byte, value) in [(24 + 24 + 7, UInt8(0xFF)), (24 + 8 + 7, 0xFF), (24 + 24, 0x01)] {
      #expect(try rewritten { $0[byte] = value }.contains("is damaged (the header"))
    }
    #expect(try rewritten { $0[RegistryFile.headerByteCount + 3] ^= 1 }.contains("is damaged (what was compiled"))
    // Counts in the info that the router does not hold, checksums made right (a fuzzing finding).
    #expect(
      try rewritten { file in
        let counts = ArchiveWriter.bytes(of: router.appCount) + ArchiveWriter.bytes(of: router.templateCount)
        guard let found = file[RegistryFile.headerByteCount...].firstRange(of: counts) else { return }
        file.replaceSubrange(found.prefix(counts.count / 2), with: ArchiveWriter.bytes(of: -1))
        file = RegistryFile.withChecksumsMadeRight(file)
      }.contains("is damaged (what was compiled"))
    #expect(try rewritten { _ in }.contains("no error"))
    // A source changed since: stale. Touched but the same bytes: still fresh.
    try #"{"app": "Water", "intents": [{"id": "Log", "phrases": ["drink water in {applicationName}"]}]}"#
      .write(toFile: manifest, atomically: true, encoding: .utf8)
    #expect(error { _ = try RegistryFile.load(path: path) }.contains("is stale: '\(folder)/water.json' changed"))
    try Data(sources[0].bytes).write(to: URL(fileURLWithPath: manifest))
    #expect(error { _ = try RegistryFile.load(path: path) } == "no error")
  }

  @Test func archiveRejectsTruncatedAndTrailingBytes() throws {
    let value: [ValueType?] = [
      .list(.union([.integer(ValueBounds(min: 1, max: 9)), .measurement(.volume, unit: "ml", .unbounded)]), maxCount: 3),
      nil, .date(grain: .day), .text(maxWords: nil),
    ]
    let names: [String: [UInt32]] = ["é": [1, 2, 3], "": []]
    func expectEveryCutFails<Value: Archivable>(_ value: Value) {
      let bytes = ArchiveWriter.bytes(of: value)
      #expect(bytes.count > 20)
      for cut in 0..<bytes.count {
        #expect(throws: ArchiveError.self) {
          try bytes.prefix(cut).withUnsafeBytes { try ArchiveReader.value(Value.self, from: $0) }
        }
      }
    }
    expectEveryCutFails(value)
    expectEveryCutFails(names)
    let bytes = ArchiveWriter.bytes(of: value)
    #expect(try bytes.withUnsafeBytes { try ArchiveReader.value([ValueType?].self, from: $0) } == value)
    let pairs = try ArchiveWriter.bytes(of: names).withUnsafeBytes { try ArchiveReader.value([String: [UInt32]].self, from: $0) }
    #expect(pairs == names)
    #expect(throws: ArchiveError.trailingBytes(offset: bytes.count)) {
      try (bytes + [0]).withUnsafeBytes { try ArchiveReader.value([ValueType?].self, from: $0) }
    }
    // An unknown case is named.
    var unknown = bytes
    unknown[5] = 200
    #expect(throws: ArchiveError.invalid(offset: 5, what: "an unknown case 200 of ValueType")) {
      try unknown.withUnsafeBytes { try ArchiveReader.value([ValueType?].self, from: $0) }
    }
  }
}
