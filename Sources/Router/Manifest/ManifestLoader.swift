import DataFormats
import Foundation
import PhraseGrammar

/// Why manifests could not be loaded.
public enum ManifestLoadError: Error, Sendable, CustomStringConvertible {
  /// A path does not exist or cannot be read.
  case missing(String)
  /// Manifests were read but are malformed; every problem found is listed.
  case invalid([Diagnostic])

  /// Why loading failed: the missing path, or every problem with its template and a caret.
  public var description: String {
    switch self {
    case .missing(let path): "no such file or folder '\(path)'"
    case .invalid(let diagnostics): diagnostics.map(\.rendered).joined(separator: "\n")
    }
  }
}

/// Reads app manifests from JSON files and folders.
public enum ManifestLoader {
  /// Loads the manifests at each path: a manifest file, or a folder whose `.json`
  /// files (recursively, in path order) are manifests.
  ///
  /// - Returns: the manifests and any warnings.
  /// - Throws: ``ManifestLoadError`` listing every problem, if any is an error.
  public static func load(paths: [String]) throws(ManifestLoadError) -> (
    manifests: [Manifest], warnings: [Diagnostic]
  ) {
    var manifests: [Manifest] = []
    var diagnostics: [Diagnostic] = []
    for source in try sources(paths: paths) {
      let (manifest, problems) = decode(source.bytes, file: source.file)
      diagnostics += problems
      if let manifest { manifests.append(manifest) }
    }
    if diagnostics.contains(where: { $0.severity == .error }) { throw .invalid(diagnostics) }
    return (manifests, diagnostics)
  }

  /// The manifest files at each path, each read once: a file, or a folder's `.json` files (recursively, in
  /// path order).
  ///
  /// A file named twice, through the same path, another spelling of it (`m/a.json`, `./m//a.json`), a
  /// symbolic link, or a folder that holds it, is listed once, under the first name it was reached by, so
  /// giving a path twice never makes an app collide with itself.
  ///
  /// - Throws: ``ManifestLoadError/missing(_:)`` when a path does not exist.
  package static func files(paths: [String]) throws(ManifestLoadError) -> [String] {
    var files: [String] = []
    var seen = Set<String>()
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .missing(path) }
      for file in isFolder.boolValue ? manifestFiles(in: path) : [path]
      where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path).inserted {
        files.append(file)
      }
    }
    return files
  }

  /// The bytes of every manifest file at the paths (see ``files(paths:)``), with the name each is reported under.
  ///
  /// - Throws: ``ManifestLoadError/missing(_:)`` when a path does not exist or a file cannot be read.
  public static func sources(paths: [String]) throws(ManifestLoadError) -> [(file: String, bytes: [UInt8])] {
    var sources: [(file: String, bytes: [UInt8])] = []
    for file in try files(paths: paths) {
      guard let data = FileManager.default.contents(atPath: file) else { throw .missing(file) }
      sources.append((file, [UInt8](data)))
    }
    return sources
  }

  /// The `.json` files under a folder, recursively, sorted by path; hidden files are skipped.
  static func manifestFiles(in folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let components = relative.split(separator: "/")
      guard relative.hasSuffix(".json"), !components.contains(where: { $0.hasPrefix(".") }) else { continue }
      files.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
    }
    return files.sorted()
  }

  /// Decodes one manifest from JSON text.
  ///
  /// - Returns: the manifest when it has no errors, and every problem found.
  public static func decode(_ bytes: [UInt8], file: String) -> (Manifest?, [Diagnostic]) {
    var decoder = ManifestDecoder(file: file, source: bytes)
    let manifest = decoder.decodeManifest()
    let failed = decoder.diagnostics.contains { $0.severity == .error }
    return (failed ? nil : manifest, decoder.diagnostics)
  }
}
