import DataFormats
import PhraseGrammar
import Router

/// Apps imported in memory from their projects, for commands given a project instead of manifests
/// (`route-eval lint --apple MyApp/`, `--project` on `route`, `eval` and `test`).
///
/// Each project path is one app, imported as `route-eval import swift` would; its manifest is never written,
/// but rendered and loaded like a file named ``manifestFile(project:manifest:)``, and what lint or the loader
/// reports about it is moved to the Swift line it came from by ``placed(_:)``.
package struct ProjectImport: Sendable {
  /// The rendered manifests, each under the name findings about it would carry.
  package var sources: [(file: String, bytes: [UInt8])] = []
  /// What the importer reported, at the sources' lines.
  package var diagnostics: [Diagnostic] = []
  /// Where each manifest's parts come from.
  package var maps: [ImportedSourceMap] = []
  /// Why a project gave no app, one message per such project.
  package var nothingImported: [String] = []

  /// No project: nothing imported.
  package init() {}

  /// Imports each project as one app.
  ///
  /// - Parameters:
  ///   - projects: Project folders, `.xcodeproj` bundles, or Swift files; each is one app.
  ///   - options: The import options every project is imported with.
  /// - Throws: ``ImportError`` when a path does not exist or an input cannot be read.
  package static func load(projects: [String], options: SwiftImportOptions = SwiftImportOptions())
    throws(ImportError) -> ProjectImport
  {
    var result = ProjectImport()
    for project in projects {
      let imported = try SwiftImporter.importApp(paths: [Self.folder(of: project)], options: options)
      result.diagnostics += Diagnostic.sortedByPlace(imported.diagnostics)
      if let reason = imported.nothingToImport { result.nothingImported.append(reason) }
      for manifest in imported.manifests {
        let file = manifestFile(project: project, manifest: manifest)
        let text = manifest.prettyText
        result.sources.append((file, Array(text.utf8)))
        result.maps.append(ImportedSourceMap(manifest, manifestFile: file, text: text))
      }
    }
    return result
  }

  /// The folder to read for a project path: an `.xcodeproj` bundle, or an XcodeGen `project.yml`, stands for
  /// the folder that holds it.
  static func folder(of project: String) -> String {
    var path = project
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    let name = ImportFiles.fileName(path)
    guard path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcworkspace") || name == "project.yml"
      || name == "project.yaml"
    else { return project }
    let parent = ImportFiles.parent(path)
    return parent.isEmpty ? "." : parent
  }

  /// The name a project's generated manifest is reported under: `PROJECT (generated NAME.json)`.
  package static func manifestFile(project: String, manifest: ImportedManifest) -> String {
    "\(project) (generated \(manifest.fileName))"
  }

  /// Whether the importer found something that keeps the apps from being used.
  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// A diagnostic about a generated manifest, placed at the Swift line it is about (its notes too); any other as
  /// it is.
  package func placed(_ diagnostic: Diagnostic) -> Diagnostic {
    func map(of file: String?) -> ImportedSourceMap? { maps.first { $0.manifestFile == file } }
    var placed = diagnostic
    placed.notes = diagnostic.notes.map { note in map(of: note.location.file)?.placed(note) ?? note }
    // A message may name a place in another project's generated manifest (the other side of a collision).
    for other in maps where other.manifestFile != diagnostic.location.file {
      placed.message.text = other.referencesPlaced(in: placed.message.text, sameFile: false)
    }
    return map(of: diagnostic.location.file)?.placed(placed) ?? placed
  }
}
