import Router

/// Loads the manifests named by `--apps` and compiles them, reporting problems on stderr.
///
/// Every command that takes `--apps` loads through here, so they agree: a path
/// given twice is read once; a missing path exits 66; malformed manifests exit 65
/// with every problem of every file at once (template errors included, even in a
/// file whose other values are wrong).
enum AppLoading {
  static func router(_ options: ParsedOptions, command: String) -> Result<Router, ExitStatus> {
    apps(options, command: command).map(\.1)
  }

  /// The manifests named by `--apps` and the router compiled from them (for `generate`, which expands them).
  static func apps(_ options: ParsedOptions, command: String) -> Result<([Manifest], Router), ExitStatus> {
    let paths = options.all("apps")
    guard !paths.isEmpty else {
      return .failure(RouteEval.usageError(UsageError(message: "missing '--apps <path>'", command: command)))
    }
    let sources: [(file: String, bytes: [UInt8])]
    do {
      sources = try ManifestLoader.sources(paths: paths)
    } catch {
      return .failure(status(of: error))
    }
    var manifests: [Manifest] = []
    var problems: [ManifestDiagnostic] = []
    for source in sources {
      let (manifest, found) = ManifestLoader.decode(source.bytes, file: source.file)
      problems += found
      if let manifest { manifests.append(manifest) }
    }
    guard !problems.contains(where: { $0.severity == .error }) else {
      // The loader stops a manifest at its first malformed values; report its templates' problems too.
      report(Linter.loadingProblems(sources: sources))
      return .failure(.dataError)
    }
    report(problems)
    // The compiler knows some places only by JSON path (an app declared twice); find them in the files.
    let bytes = Dictionary(sources.map { ($0.file, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    func placed(_ diagnostics: [ManifestDiagnostic]) -> [ManifestDiagnostic] {
      diagnostics.map { $0.placed(in: bytes[$0.file] ?? []) }
    }
    let router: Router
    do {
      router = try Router(manifests: manifests)
    } catch {
      report(placed(error.diagnostics))
      return .failure(.dataError)
    }
    report(placed(router.warnings))
    return .success((manifests, router))
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

  static func report(_ diagnostics: [ManifestDiagnostic]) {
    for diagnostic in diagnostics {
      StandardStreams.writeError(diagnostic.rendered + "\n")
    }
  }
}
