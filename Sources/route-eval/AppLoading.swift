import AppShortcutsImport
import DataFormats
import Evaluation
import Generation
import Lint
import PhraseGrammar
import Router

/// Loads the manifests named by `--apps` and compiles them, or reads a compiled `--registry`, reporting problems
/// on stderr.
///
/// Every command that takes `--apps` loads through here, so they agree: a path
/// given twice is read once; a missing path exits 66; malformed manifests exit 65
/// with every problem of every file at once (template errors included, even in a
/// file whose other values are wrong); and apps with nothing to route (no
/// manifest under the paths, or not one phrase in them) exit 3, so a check
/// that had nothing to check never passes.
enum AppLoading {
  /// What a command routes with: the manifests, the sources they were read from, and the router.
  struct Apps {
    var manifests: [Manifest]
    var sources: [(file: String, bytes: [UInt8])]
    var router: Router
    /// The calibration `--calibration` names, else the registry's, else the default.
    var calibration: Calibration?
  }

  /// The router compiled from the manifests named by `--apps` (or read from `--registry`); its problems reported,
  /// it throws the exit status.
  static func router(_ options: ParsedOptions, command: String) throws(ExitStatus) -> Router {
    try routing(options, command: command).router
  }

  /// The router, as ``router(_:command:)`` loads it, and the calibration its routes are computed
  /// with: the `--calibration` file, else the one compiled into the `--registry`, else the default.
  static func routing(_ options: ParsedOptions, command: String) throws(ExitStatus) -> (
    router: Router, calibration: Calibration?
  ) {
    if let path = try registryPath(options, command: command) {
      let loaded = try registry(path, withSources: false)
      return (loaded.router, try options.calibration(compiledInto: loaded.info, registry: path))
    }
    let apps = try apps(options, command: command)
    return (apps.router, apps.calibration)
  }

  /// The manifests named by `--apps` (or kept in `--registry`) and the router compiled from them.
  static func apps(_ options: ParsedOptions, command: String) throws(ExitStatus) -> Apps {
    if let path = try registryPath(options, command: command) {
      let loaded = try registry(path, withSources: true)
      let manifests = loaded.sources.compactMap { ManifestLoader.decode($0.bytes, file: $0.file).0 }
      guard !manifests.isEmpty else {
        StandardStreams.writeError(
          "error: '\(path)' keeps no manifests (it was written without its sources); this command reads them\n")
        throw .dataError
      }
      return Apps(
        manifests: manifests, sources: loaded.sources, router: loaded.router,
        calibration: try options.calibration(compiledInto: loaded.info, registry: path))
    }
    let paths = options.all("apps")
    guard !paths.isEmpty || options.has("project") else {
      let registry = command == CompileCommand.name ? "" : ", '--registry <file>'"
      throw RouteEval.usageError(
        UsageError(message: "missing '--apps <path>'\(registry) or '--project <path>'", command: command))
    }
    let projects = try projects(options, command: command)
    var sources: [(file: String, bytes: [UInt8])]
    do {
      sources = try ManifestLoader.sources(paths: paths)
    } catch {
      throw status(of: error)
    }
    sources += projects.sources
    guard !sources.isEmpty else { throw nothingToCheck(noManifestsIn: paths + options.all("project")) }
    var manifests: [Manifest] = []
    var problems: [Diagnostic] = []
    for source in sources {
      let (manifest, found) = ManifestLoader.decode(source.bytes, file: source.file)
      problems += found
      if let manifest { manifests.append(manifest) }
    }
    // The compiler knows some places only by JSON path (an app declared twice); find them in the files, and a
    // project's generated manifest at its Swift lines.
    let bytes = Dictionary(sources.map { ($0.file, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    func placed(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
      diagnostics.map { projects.placed($0.placed(in: bytes[$0.location.file ?? ""] ?? [])) }
    }
    guard !problems.contains(where: { $0.severity == .error }) else {
      // The loader stops a manifest at its first malformed values; report its templates' problems too.
      report(placed(Linter.loadingProblems(sources: sources)))
      throw .dataError
    }
    report(placed(problems))
    let router: Router
    do {
      router = try Router(manifests: manifests)
    } catch {
      report(placed(error.diagnostics))
      throw .dataError
    }
    report(placed(router.warnings))
    guard manifests.contains(where: { $0.intents.contains { !$0.phrases.isEmpty || $0.keywords != nil } }) else {
      throw nothingToCheck(noPhrasesIn: manifests.count, paths: paths + options.all("project"))
    }
    return Apps(manifests: manifests, sources: sources, router: router, calibration: try options.calibration())
  }

  /// The `--registry` file, if given; a usage error when `--apps` or `--project` is given with it.
  static func registryPath(_ options: ParsedOptions, command: String) throws(ExitStatus) -> String? {
    guard let path = options.value("registry") else { return nil }
    for other in ["apps", "project"] where options.has(other) {
      throw RouteEval.usageError(
        UsageError(message: "'--registry' holds the apps already; it goes without '--\(other)'", command: command))
    }
    return path
  }

  /// A compiled registry; a missing file exits 66, one that cannot be used (another format or machine, damaged,
  /// stale) 65.
  static func registry(_ path: String, withSources: Bool) throws(ExitStatus) -> RegistryFile.Loaded {
    do {
      return try RegistryFile.load(path: path, withSources: withSources)
    } catch {
      StandardStreams.writeError("error: \(error)\n")
      if case .missing = error { throw .noInput }
      throw .dataError
    }
  }

  /// The apps `--project` imports, the importer's findings reported; throws the exit status when a project cannot
  /// be read or the importer found an error.
  static func projects(_ options: ParsedOptions, command: String) throws(ExitStatus) -> ProjectImport {
    let paths = options.all("project")
    guard !paths.isEmpty else { return ProjectImport() }
    let projects = try importProjects(paths, options, command: command)
    report(projects.diagnostics)
    if projects.hasErrors { throw .dataError }
    return projects
  }

  /// The exit status of a load error, its problems reported.
  static func status(of error: ManifestLoadError) -> ExitStatus {
    switch error {
    case .missing(let path):
      StandardStreams.writeError("error: no such file or folder '\(path)'\n")
      return .noInput
    case .invalid(let diagnostics):
      report(diagnostics)
      return .dataError
    }
  }

  /// The apps imported from projects with `--app-name`, `--target` and `--platform`; throws the exit status of a
  /// bad option or a project that cannot be read.
  static func importProjects(_ paths: [String], _ options: ParsedOptions, command: String) throws(ExitStatus)
    -> ProjectImport
  {
    let importOptions: SwiftImportOptions
    do {
      importOptions = try options.projectImportOptions(command: command)
    } catch {
      throw RouteEval.usageError(error)
    }
    do {
      return try ProjectImport.load(projects: paths, options: importOptions)
    } catch {
      throw ImportCommand.status(of: error)
    }
  }

  /// Reports that the paths hold no manifest at all.
  static func nothingToCheck(noManifestsIn paths: [String]) -> ExitStatus {
    StandardStreams.writeError("error: nothing to check: no app manifest (*.json) in \(quoted(paths))\n")
    return .nothingToCheck
  }

  /// Reports that the manifests at the paths declare no phrase.
  static func nothingToCheck(noPhrasesIn count: Int, paths: [String]) -> ExitStatus {
    let subject = count == 1 ? "the manifest" : "the \(count) manifests"
    let verb = count == 1 ? "declares" : "declare"
    StandardStreams.writeError("error: nothing to check: \(subject) in \(quoted(paths)) \(verb) no phrases\n")
    return .nothingToCheck
  }

  /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
  static func quoted(_ paths: [String]) -> String {
    let items = paths.map { "'\($0)'" }
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }

  static func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      StandardStreams.writeError(diagnostic.rendered + "\n")
    }
  }
}
