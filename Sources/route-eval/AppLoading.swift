import Router

/// Loads the manifests named by `--apps` and compiles them, reporting problems on stderr.
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
    do {
      let (manifests, warnings) = try ManifestLoader.load(paths: paths)
      report(warnings)
      do {
        let router = try Router(manifests: manifests)
        report(router.warnings)
        return .success((manifests, router))
      } catch {
        report(error.diagnostics)
        return .failure(.dataError)
      }
    } catch {
      switch error {
      case .missing(let path):
        StandardStreams.writeError("error: no such file or folder '\(path)'\n")
        return .failure(.noInput)
      case .invalid(let diagnostics):
        report(diagnostics)
        return .failure(.dataError)
      }
    }
  }

  static func report(_ diagnostics: [ManifestDiagnostic]) {
    for diagnostic in diagnostics {
      StandardStreams.writeError(diagnostic.rendered + "\n")
    }
  }
}
