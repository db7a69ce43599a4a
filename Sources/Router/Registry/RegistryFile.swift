import BinaryArchive
import DataFormats
import Foundation
import PhraseGrammar

/// A compiled registry: a router written to a file so that it loads without compiling.
///
/// The file is a header and five sections, each found by its offset and length and checked by
/// its own checksum, so a command reads only what it needs:
///
/// ```
/// magic (8) · format version (4) · section count (4) · layout fingerprint (8)
/// then per section: offset (8) · length (8) · checksum (8)
/// section 0  what was compiled: the tool, each source's path, size, time and checksum
/// section 1  the grammar: automaton, lexicons, near words
/// section 2  the apps' and templates' records
/// section 3  the lookups: address book, keyword intents, example index
/// section 4  the sources' bytes (the manifests), for commands that read manifests
/// ```
///
/// Offsets are from the start of the file and nothing in it is an address, so the file may be
/// copied or mapped anywhere. It is mapped, sections 1 to 3 are checked and read on two threads
/// (the grammar and the lookups on one, the apps on the other), and pages are handed back as they
/// are read, so loading never holds the file and the router at once. Flat arrays of integer
/// records are stored as their memory, which is why the layout fingerprint (the records' sizes and alignments, the byte order, the word
/// size) must match the reading machine's; a file of another format version, another layout
/// or with a section whose checksum fails is an error that says so, never a crash. The
/// checksums catch damage, not forgery: load registries you compiled, as you run programs you
/// built.
public enum RegistryFile {
  /// The version of the layout this build writes and reads.
  public static let formatVersion: UInt32 = 8
  /// The first bytes of every registry file (a high byte, "RRG", CR LF, ^Z, LF: a file that
  /// went through a text conversion no longer starts with them).
  static let magic: [UInt8] = [0x89, 0x52, 0x52, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  static let sectionCount = 5
  static let headerByteCount = 24 + sectionCount * 24

  /// A manifest a registry was compiled from.
  public struct Source: Sendable, Hashable, ArchiveDescribed {
    /// The path as it was given.
    public var file: String
    /// The absolute path, where the stale check looks for it.
    public var absolutePath: String
    /// Its size in bytes when compiled.
    public var byteCount: Int
    /// Its modification time when compiled, in seconds since 1970 (0 when not a file).
    public var modifiedSeconds: Double
    /// Its bytes' checksum when compiled.
    public var checksum: UInt64

    /// A value whose parts reading fills in.
    public static var archiveBlank: Self {
      Self(file: "", absolutePath: "", byteCount: 0, modifiedSeconds: 0, checksum: 0)
    }

    /// Its parts, in the order archived.
    public mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
      try coder.code(&self, \.file, \.absolutePath, \.byteCount, \.modifiedSeconds, \.checksum)
    }
  }

  /// What a registry was compiled from and by.
  public struct Info: Sendable, Hashable, ArchiveDescribed {
    /// The tool and version that compiled it (`route-eval 0.1.0`).
    public var compiler: String
    /// The manifests, in the order compiled.
    public var sources: [Source]
    /// How many apps it routes among.
    public var appCount: Int
    /// How many templates (positive and negative phrases) they declare.
    public var templateCount: Int
    /// The calibration its routes' confidences are computed with, unless a command is given
    /// another: a calibration file's JSON, ``noCalibration`` for none, or empty for the default.
    public var calibration: String = ""

    /// The ``calibration`` of a registry compiled without one: each tier's own score.
    public static let noCalibration = "none"

    /// A value whose parts reading fills in.
    public static var archiveBlank: Self { Self(compiler: "", sources: [], appCount: 0, templateCount: 0) }

    /// Its parts, in the order archived.
    public mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
      try coder.code(&self, \.compiler, \.sources, \.appCount, \.templateCount, \.calibration)
    }
  }

  /// The parts of a registry a command reads.
  public struct Loaded: Sendable {
    /// What the registry was compiled from and by.
    public var info: Info
    /// The router, ready to route.
    public var router: Router
    /// The manifests' files and bytes, when asked for.
    public var sources: [(file: String, bytes: [UInt8])]
  }

  /// Writes a router, the sources it was compiled from and the calibration its routes are to be
  /// computed with (see ``Info/calibration``) to `path`, replacing it atomically.
  ///
  /// - Returns: the number of bytes written.
  @discardableResult
  public static func write(
    router: Router, sources: [(file: String, bytes: [UInt8])], compiler: String, calibration: String = "",
    to path: String
  ) throws(RegistryError) -> Int {
    let info = Info(
      compiler: compiler, sources: sources.map { Self.source(file: $0.file, bytes: $0.bytes) },
      appCount: router.appCount, templateCount: router.templateCount, calibration: calibration)
    let records = router.records
    let sections = [
      ArchiveWriter.bytes(of: info), ArchiveWriter.bytes(of: router.grammar),
      ArchiveWriter.bytes(of: records.apps), ArchiveWriter.bytes(of: records.lookups),
      ArchiveWriter.bytes(of: sources.map { SourceBytes(file: $0.file, bytes: $0.bytes) }),
    ]
    var file = magic
    append(formatVersion, to: &file)
    append(UInt32(sectionCount), to: &file)
    append(layoutFingerprint, to: &file)
    var offset = headerByteCount
    for section in sections {
      append(UInt64(offset), to: &file)
      append(UInt64(section.count), to: &file)
      append(section.withUnsafeBytes { checksum($0) }, to: &file)
      offset += section.count
    }
    for section in sections { file += section }
    do {
      try Data(file).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .unwritable(path, (error as NSError).localizedDescription)
    }
    return file.count
  }

  /// Reads a registry: its info and router, and its sources when `withSources`.
  ///
  /// - Throws: ``RegistryError`` when the file is missing, not a registry, of another format
  ///   or layout, damaged, or stale (a source it was compiled from has changed since).
  public static func load(path: String, withSources: Bool = false) throws(RegistryError) -> Loaded {
    guard let file = MappedFile(path: path) else {
      throw FileManager.default.fileExists(atPath: path) ? .unreadable(path) : .missing(path)
    }
    return try load(file, path: path, withSources: withSources)
  }

  static func load(_ file: MappedFile, path: String, withSources: Bool) throws(RegistryError) -> Loaded {
    let bytes = file.bytes
    guard bytes.count >= 24, Array(bytes.prefix(8)) == magic else { throw .notARegistry(path) }
    let version = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
    guard version == formatVersion else { throw .otherFormat(path, version: version) }
    guard bytes.count >= headerByteCount,
      UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self)) == UInt32(sectionCount)
    else { throw .damaged(path, section: nil) }
    guard UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 16, as: UInt64.self)) == layoutFingerprint else {
      throw .otherLayout(path)
    }
    // The sections follow the header and one another to the end of the file.
    var found: [Range<Int>] = []
    var end = headerByteCount
    for index in 0..<sectionCount {
      let offset = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 24 + index * 24, as: UInt64.self))
      let length = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 32 + index * 24, as: UInt64.self))
      guard offset == UInt64(end), length <= UInt64(bytes.count - end) else { throw .damaged(path, section: nil) }
      found.append(end..<end + Int(length))
      end += Int(length)
    }
    guard end == bytes.count else { throw .damaged(path, section: nil) }
    let ranges = found
    let info = try section(Info.self, 0, of: file, ranges: ranges, path: path).get()
    try checkFresh(info, registry: path)
    // The grammar and the lookups on one thread, the apps on the other.
    let grammar = ResultSlot<Grammar>()
    let apps = ResultSlot<Router.Records.Apps>()
    let lookups = ResultSlot<Router.Records.Lookups>()
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        grammar.result = section(Grammar.self, 1, of: file, ranges: ranges, path: path)
        lookups.result = section(Router.Records.Lookups.self, 3, of: file, ranges: ranges, path: path)
      } else {
        apps.result = section(Router.Records.Apps.self, 2, of: file, ranges: ranges, path: path)
      }
    }
    let compiled = try grammar.get(path)
    let records = Router.Records(apps: try apps.get(path), lookups: try lookups.get(path))
    let router: Router
    do {
      router = try Router(grammar: compiled, records: records, reader: ArchiveReader(bytes: bytes))
    } catch {
      // The apps' templates and the grammar's disagree.
      throw .damaged(path, section: 2)
    }
    // The info counts what the router holds.
    guard info.appCount == router.appCount, info.templateCount == router.templateCount else {
      throw .damaged(path, section: 0)
    }
    let sources =
      withSources
      ? try section([SourceBytes].self, 4, of: file, ranges: ranges, path: path).get().map { ($0.file, $0.bytes) } : []
    return Loaded(info: info, router: router, sources: sources)
  }

  /// A section's value, once its checksum is right; its pages handed back as they are read.
  private static func section<Value: Archivable>(
    _ type: Value.Type, _ index: Int, of file: MappedFile, ranges: [Range<Int>], path: String
  ) -> Result<Value, RegistryError> {
    let body = UnsafeRawBufferPointer(rebasing: file.bytes[ranges[index]])
    let expected = UInt64(littleEndian: file.bytes.loadUnaligned(fromByteOffset: 40 + index * 24, as: UInt64.self))
    guard checksum(body, release: file.release) == expected else { return .failure(.damaged(path, section: index)) }
    do {
      return .success(try ArchiveReader.value(type, from: body, releasing: file.release))
    } catch {
      return .failure(.damaged(path, section: index))
    }
  }

  /// The result one of the loading threads leaves.
  private final class ResultSlot<Value>: @unchecked Sendable {
    var result: Result<Value, RegistryError>?

    func get(_ path: String) throws(RegistryError) -> Value {
      guard let result else { throw .damaged(path, section: nil) }
      return try result.get()
    }
  }

  /// The bytes of a registry file with every section's checksum recomputed (sections found by the
  /// header's offsets; what does not fit is left as it is), for fuzzing the reader behind them.
  package static func withChecksumsMadeRight(_ file: [UInt8]) -> [UInt8] {
    var file = file
    guard file.count >= headerByteCount else { return file }
    for index in 0..<sectionCount {
      let entry = 24 + index * 24
      let (offset, length) = file.withUnsafeBytes {
        (
          UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: entry, as: UInt64.self)),
          UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self))
        )
      }
      guard offset <= UInt64(file.count), length <= UInt64(file.count) - offset else { continue }
      let sum = file.withUnsafeBytes {
        checksum(UnsafeRawBufferPointer(rebasing: $0[Int(offset)..<Int(offset + length)]))
      }
      withUnsafeBytes(of: sum.littleEndian) { sumBytes in
        for byte in 0..<8 { file[entry + 16 + byte] = sumBytes[byte] }
      }
    }
    return file
  }

  /// Throws `stale` when a source the registry was compiled from is still where it was but has
  /// changed. Sources that are gone (a registry copied to another machine) are not checked.
  static func checkFresh(_ info: Info, registry: String) throws(RegistryError) {
    for source in info.sources {
      var status = stat()
      guard stat(source.absolutePath, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      if Int(status.st_size) == source.byteCount && modifiedSeconds(status) == source.modifiedSeconds { continue }
      guard let data = FileManager.default.contents(atPath: source.absolutePath) else { continue }
      let unchanged = data.withUnsafeBytes { $0.count == source.byteCount && checksum($0) == source.checksum }
      if !unchanged { throw .stale(registry, source: source.file) }
    }
  }

  static func source(file: String, bytes: [UInt8]) -> Source {
    let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
    var status = stat()
    let modified = stat(absolute, &status) == 0 ? modifiedSeconds(status) : 0
    return Source(
      file: file, absolutePath: absolute, byteCount: bytes.count, modifiedSeconds: modified,
      checksum: bytes.withUnsafeBytes { checksum($0) })
  }

  static func modifiedSeconds(_ status: stat) -> Double {
    Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
  }

  /// A 64-bit checksum, eight bytes a step: every step is a bijection of the running value, so a
  /// change confined to one word always changes the result.
  static func checksum(
    _ bytes: UnsafeRawBufferPointer, release: ((UnsafeRawBufferPointer) -> Void)? = nil
  ) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    var index = 0
    func mix(_ word: UInt64) {
      hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 32
    }
    // In chunks of 8 MiB, each handed back once summed.
    while index + 8 <= bytes.count {
      let chunkEnd = min(index + (8 << 20), bytes.count) & ~7
      let chunkStart = index
      while index < chunkEnd {
        mix(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        index += 8
      }
      release?(UnsafeRawBufferPointer(rebasing: bytes[chunkStart..<chunkEnd]))
    }
    var tail: UInt64 = 0
    for byte in bytes[index...].reversed() { tail = tail << 8 | UInt64(byte) }
    mix(tail)
    return hash
  }

  /// The sizes and alignments of the records stored as memory, the byte order and the word
  /// size, hashed: a file is read only where they are the same.
  static let layoutFingerprint: UInt64 = {
    let shape = [1.littleEndian == 1 ? 1 : 2, MemoryLayout<Int>.size] + Grammar.archivedLayouts
    return shape.reduce(0xCBF2_9CE4_8422_2325) { hash, value in
      (hash ^ UInt64(bitPattern: Int64(value))) &* 0x100_0000_01B3
    }
  }()

  private static func append<Scalar: FixedWidthInteger>(_ value: Scalar, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// A source's path and bytes, as archived.
  struct SourceBytes: ArchiveDescribed {
    var file: String
    var bytes: [UInt8]

    static var archiveBlank: Self { Self(file: "", bytes: []) }

    mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
      try coder.code(&self, \.file, \.bytes)
    }
  }
}

/// Why a registry file could not be written or read.
public enum RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  case missing(String)
  case unreadable(String)
  case notARegistry(String)
  case otherFormat(String, version: UInt32)
  case otherLayout(String)
  /// A section (0 what was compiled, 1 the grammar, 2 the apps, 3 the lookups, 4 the sources) fails its checksum
  /// or cannot be read.
  case damaged(String, section: Int?)
  case stale(String, source: String)
  case unwritable(String, String)

  /// The problem, in words.
  public var description: String {
    let recompile = "compile it again with 'route-eval compile'"
    switch self {
    case .missing(let path): return "no such registry file '\(path)'"
    case .unreadable(let path): return "cannot read registry file '\(path)'"
    case .notARegistry(let path): return "'\(path)' is not a compiled registry (compile one with 'route-eval compile')"
    case .otherFormat(let path, let version):
      return "'\(path)' is a registry of format \(version); this route-eval reads format "
        + "\(RegistryFile.formatVersion): \(recompile)"
    case .otherLayout(let path):
      return
        "'\(path)' was compiled on a machine of another kind (byte order, word size or record layout): \(recompile)"
    case .damaged(let path, let section):
      let part =
        section.map { ["what was compiled", "the grammar", "the apps", "the lookups", "the sources"][$0] }
        ?? "the header"
      return "'\(path)' is damaged (\(part) fails its checksum or is cut short): \(recompile)"
    case .stale(let path, let source):
      return "'\(path)' is stale: '\(source)' changed since it was compiled; \(recompile)"
    case .unwritable(let path, let reason): return "cannot write '\(path)': \(reason)"
    }
  }
}
