import DataFormats
import Foundation
import PhraseGrammar
import Router

/// What merging String Catalogs into manifest files did.
public struct CatalogMergeResult: Sendable {
  /// Each manifest file that was changed, with its new text and the number of phrases added.
  public var files: [(path: String, text: String, added: Int)]
  /// Everything reported on the way: keys no intent has, phrases that do not parse, catalogs left out.
  public var diagnostics: [Diagnostic]
}

/// Merges `AppShortcuts.xcstrings` catalogs into manifests (`route-eval import xcstrings`).
///
/// A catalog goes to the manifest whose intents have the most of its keys (or
/// the one of the app named with `--app`), and its phrases are added to the
/// matching intents as phrase objects with a `"locale"` (see ``CatalogMerge``).
/// Manifest files are changed in place by inserting the new phrases after the
/// last phrase of each intent, so the rest of the file, its formatting
/// included, stays as it was.
public enum CatalogImporter {
  /// Reads catalog files.
  ///
  /// - Throws: ``ImportError`` when a file is missing or is not a String Catalog.
  static func readCatalogs(_ paths: [String]) throws(ImportError) -> ([StringCatalog], [Diagnostic]) {
    var catalogs: [StringCatalog] = []
    var diagnostics: [Diagnostic] = []
    for path in paths {
      let bytes = try ImportFiles.read(path)
      let (catalog, problems) = try StringCatalog.parse(bytes, file: path)
      let name = (path as NSString).lastPathComponent
      if !name.hasSuffix("AppShortcuts.xcstrings") {
        diagnostics.append(
          Diagnostic(
            .warning,
            "Apple reads App Shortcut phrases only from a catalog named 'AppShortcuts.xcstrings'; '\(name)' is read "
              + "anyway", file: path))
      }
      catalogs.append(catalog)
      diagnostics += problems
    }
    return (catalogs, diagnostics)
  }

  /// The index of the app a catalog belongs to: the one with the most matching keys (the first on a tie).
  static func bestTarget(for catalog: StringCatalog, among apps: [(name: String, targets: [CatalogMerge.Target])])
    -> (index: Int?, diagnostics: [Diagnostic])
  {
    let counts = apps.map { CatalogMerge.matchCount(catalog, $0.targets) }
    guard let best = counts.max(), best > 0, let index = counts.firstIndex(of: best) else {
      return (
        nil,
        [Diagnostic(.warning, "no manifest has a phrase this catalog names; nothing merged", file: catalog.file)]
      )
    }
    let tied = counts.indices.filter { counts[$0] == best && $0 != index }.map { "'\(apps[$0].name)'" }
    guard !tied.isEmpty else { return (index, []) }
    return (
      index,
      [
        Diagnostic(
          .warning,
          "apps '\(apps[index].name)' and " + tied.joined(separator: ", ")
            + " match \(best) keys each; merged into '\(apps[index].name)' (pass --app to choose)", file: catalog.file)
      ]
    )
  }

  /// Merges catalogs into imported manifests, each into the app it matches best.
  static func merge(_ catalogs: [StringCatalog], into manifests: inout [ImportedManifest]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var merged: [Int: [String]] = [:]
    for catalog in catalogs {
      let apps = manifests.map { ($0.app, targets(of: $0)) }
      let (found, problems) = bestTarget(for: catalog, among: apps)
      diagnostics += problems
      guard let index = found else { continue }
      merged[index, default: []].append(catalog.file)
      let (additions, mergeProblems) = CatalogMerge.merge(catalog, into: apps[index].1, app: manifests[index].app)
      diagnostics += mergeProblems
      for addition in additions {
        var phrase = ImportedPhrase(template: addition.template, locale: addition.locale)
        phrase.origin = addition.location
        manifests[index].intents[addition.intent].phrases.append(phrase)
      }
    }
    for index in merged.keys.sorted() {
      guard let files = merged[index], files.count > 1 else { continue }
      diagnostics.append(
        Diagnostic(
          .warning,
          "\(files.count) App Shortcuts catalogs merged into app '\(manifests[index].app)' ("
            + files.map { "'\($0)'" }.joined(separator: ", ")
            + "); Apple allows one AppShortcuts.xcstrings per target", file: files[1]))
    }
    return diagnostics
  }

  static func targets(of manifest: ImportedManifest) -> [CatalogMerge.Target] {
    manifest.intents.map { intent in
      CatalogMerge.Target(
        id: intent.id, templates: intent.phrases.map(\.template), parameters: intent.parameters.map(\.name))
    }
  }

  // MARK: Manifest files

  /// Merges catalog files into the manifest files at a path (a file or a folder of them).
  ///
  /// - Parameters:
  ///   - paths: the String Catalog files to merge.
  ///   - path: a manifest file, or a folder of them, changed in place.
  ///   - app: the app to merge into; `nil` sends each catalog to the app it matches best.
  /// - Throws: ``ImportError`` when a file is missing or unreadable, or no manifest is of the app named.
  public static func merge(catalogs paths: [String], into path: String, app: String?) throws(ImportError)
    -> CatalogMergeResult
  {
    let (catalogs, catalogProblems) = try readCatalogs(paths)
    var diagnostics = catalogProblems
    let files = try ImportFiles.manifestFiles(at: path)
    var manifests: [ManifestFile] = []
    for file in files {
      let bytes = try ImportFiles.read(file)
      let root: JSONNode
      do {
        root = try JSONParser.parse(bytes)
      } catch {
        throw .invalidJSON(file, error)
      }
      guard let manifest = ManifestFile(path: file, bytes: bytes, root: root) else {
        diagnostics.append(
          Diagnostic(.warning, "not an app manifest (no 'app' and 'intents'); skipped", file: file))
        continue
      }
      manifests.append(manifest)
    }
    if let app, !manifests.contains(where: { $0.app.lowercased() == app.lowercased() }) {
      throw .unreadable(file: path, message: "no manifest of app '\(app)'")
    }
    var additions: [[CatalogMerge.Addition]] = Array(repeating: [], count: manifests.count)
    for catalog in catalogs {
      let index: Int?
      if let app {
        index = manifests.firstIndex { $0.app.lowercased() == app.lowercased() }
      } else {
        let (found, problems) = bestTarget(for: catalog, among: manifests.map { ($0.app, $0.targets) })
        diagnostics += problems
        index = found
      }
      guard let index else { continue }
      var targets = manifests[index].targets
      for addition in additions[index] {
        targets[addition.intent].templates.append(addition.template)
      }
      let (added, problems) = CatalogMerge.merge(catalog, into: targets, app: manifests[index].app)
      additions[index] += added
      diagnostics += problems
    }
    var changed: [(path: String, text: String, added: Int)] = []
    for (index, manifest) in manifests.enumerated() where !additions[index].isEmpty {
      changed.append((manifest.path, manifest.inserting(additions[index]), additions[index].count))
    }
    return CatalogMergeResult(files: changed, diagnostics: diagnostics)
  }

  /// A manifest file as JSON, with where each intent's phrases are.
  struct ManifestFile {
    var path: String
    var bytes: [UInt8]
    var app: String
    var targets: [CatalogMerge.Target]
    /// Each intent's `phrases` array.
    var phraseArrays: [JSONNode]

    init?(path: String, bytes: [UInt8], root: JSONNode) {
      guard let object = root.value.objectValue, let app = object["app"]?.value.stringValue,
        let intents = object["intents"]?.value.arrayValue
      else { return nil }
      self.path = path
      self.bytes = bytes
      self.app = app
      targets = []
      phraseArrays = []
      for intent in intents {
        guard let intentObject = intent.value.objectValue, let id = intentObject["id"]?.value.stringValue,
          let phrases = intentObject["phrases"], let elements = phrases.value.arrayValue
        else { continue }
        let templates = elements.compactMap { element -> String? in
          element.value.stringValue ?? element.value.objectValue?["template"]?.value.stringValue
        }
        let parameters =
          intentObject["parameters"]?.value.arrayValue?.compactMap {
            $0.value.objectValue?["name"]?.value.stringValue
          } ?? []
        targets.append(CatalogMerge.Target(id: id, templates: templates, parameters: parameters))
        phraseArrays.append(phrases)
      }
    }

    /// The file with phrase objects inserted after the last phrase of their intents.
    func inserting(_ additions: [CatalogMerge.Addition]) -> String {
      var insertions: [(offset: Int, text: String)] = []
      for (intent, array) in phraseArrays.enumerated() {
        let added = additions.filter { $0.intent == intent }
        guard !added.isEmpty, let elements = array.value.arrayValue else { continue }
        var indentation = " "
        var offset = array.rawRange.lowerBound + 1
        var separator = ""
        if let last = elements.last {
          offset = last.rawRange.upperBound
          separator = ","
          var lineStart = last.rawRange.lowerBound
          while lineStart > 0 && bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
          let prefix = bytes[lineStart..<last.rawRange.lowerBound]
          if prefix.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            indentation = "\n" + String(decoding: prefix, as: UTF8.self)
          }
        }
        var text = ""
        for (position, addition) in added.enumerated() {
          let object = "{\"template\": \(Self.quoted(addition.template)), \"locale\": \(Self.quoted(addition.locale))}"
          text += (position == 0 ? separator : ",") + indentation + object
        }
        insertions.append((offset, text))
      }
      var result = bytes
      for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
        result.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
      }
      return String(decoding: result, as: UTF8.self)
    }

    private static func quoted(_ text: String) -> String {
      var writer = JSONWriter()
      writer.string(text)
      return writer.text
    }
  }
}
