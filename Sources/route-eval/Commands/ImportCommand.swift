import Foundation
import PhraseGrammar
import AppShortcutsImport
import Router

/// `route-eval import`: reads App Shortcut declarations and writes manifests.
enum ImportCommand: Command {
  static let name = "import"
  static let abstract = "Import App Shortcuts: Swift sources, String Catalogs, real-apps.json."
  static let usage = """
    import swift <path> ... [--out <dir>] [--app-name <name>] [--info-plist <file>] [--xcstrings <file> ...]
           route-eval import xcstrings <file> ... --into <path> [--app <name>]
           route-eval import real-apps <file> [--out <dir>] [--xcstrings <file> ...]
    """
  static let discussion = """
    What to import comes first: swift (an app's Swift sources), xcstrings
    (String Catalogs, merged into manifests) or real-apps (a real-apps.json
    file). 'route-eval import <kind> --help' describes each.
    """ + "\n\n" + Kind.output

  /// `import --help` describes the three kinds; `import swift --help` only that one.
  static func help(_ positional: [String]) -> String {
    guard let kind = positional.first.flatMap(Kind.init(rawValue:)) else {
      return Help.page(
        abstract: abstract, discussion: discussion, usages: Kind.allCases.map(\.usage), options: options)
    }
    return Help.page(
      abstract: kind.abstract, discussion: kind.discussion, usages: [kind.usage],
      options: options.filter { kind.options.contains($0.name) })
  }

  static let options = [
    OptionSpec(name: "out", arity: .single, valueName: "dir", help: "Write one manifest file per app to this folder."),
    OptionSpec(name: "app-name", arity: .single, valueName: "name", help: "import swift: the app's name."),
    OptionSpec(
      name: "info-plist", arity: .single, valueName: "file", help: "import swift: the Info.plist to read names from."),
    OptionSpec(
      name: "xcstrings", arity: .multiple, valueName: "file", help: "String Catalogs to merge into the imported apps."),
    OptionSpec(
      name: "into", arity: .single, valueName: "path", help: "import xcstrings: the manifest file or folder to change."),
    OptionSpec(name: "app", arity: .single, valueName: "name", help: "import xcstrings: the app to merge into."),
  ]

  enum Kind: String, CaseIterable {
    case swift, xcstrings
    case realApps = "real-apps"

    /// The options each kind accepts.
    var options: Set<String> {
      switch self {
      case .swift: ["out", "app-name", "info-plist", "xcstrings"]
      case .xcstrings: ["into", "app"]
      case .realApps: ["out", "xcstrings"]
      }
    }

    /// The usage line after `route-eval`.
    var usage: String {
      switch self {
      case .swift:
        "import swift <path> ... [--out <dir>] [--app-name <name>] [--info-plist <file>] [--xcstrings <file> ...]"
      case .xcstrings: "import xcstrings <file> ... --into <path> [--app <name>]"
      case .realApps: "import real-apps <file> [--out <dir>] [--xcstrings <file> ...]"
      }
    }

    var abstract: String {
      switch self {
      case .swift: "Import one app's App Shortcuts from its Swift sources."
      case .xcstrings: "Merge String Catalogs into manifests."
      case .realApps: "Convert a real-apps.json file into one manifest per app."
      }
    }

    var discussion: String {
      switch self {
      case .swift:
        """
        Reads the .swift files under the paths (folders recursively) without a
        compiler, as one app: its AppShortcutsProvider and every
        AppShortcut(intent:phrases:...), the intents' @Parameters, AppEnum cases
        with their titles and synonyms, AppEntities (imported with no values) and
        negativePhrases. \\(.applicationName) becomes {applicationName} and
        \\(\\.$param) becomes {param}. The app's name comes from --app-name, else
        from an Info.plist (--info-plist, or one found under the paths:
        CFBundleDisplayName; CFBundleSpokenName and INAlternativeAppNames are
        synonyms), else from the provider's type name. AppShortcuts.xcstrings
        catalogs under the paths, and those given with --xcstrings, are merged.
        Sources with no AppShortcutsProvider are an error (exit status 3).
        """ + "\n\n" + Self.output
      case .xcstrings:
        """
        Merges String Catalogs (both layouts: per-shortcut stringSet and
        per-phrase stringUnit, every locale) into the manifests at --into (a file
        or a folder): each key is matched to the intent that has its source
        phrase, and the translations are added as phrase objects with their
        "locale". The manifest files are changed in place.

        Exit status: 0, 65 if an input cannot be read (not UTF-8, not JSON, not
        a String Catalog), 66 if a path does not exist.
        """
      case .realApps:
        """
        Converts a real-apps.json file (App Shortcuts of public apps) into one
        manifest per app, keeping each app's repository and commit in "source".
        """ + "\n\n" + Self.output
      }
    }

    /// Where imported manifests go, and the exit statuses.
    static let output = """
      Manifests go to --out, one file per app (<app>.json), or to standard output
      as JSON lines. Everything the importer could not read is reported on
      standard error as FILE:LINE:COL: warning: message.

      Exit status: 0 (warnings alone pass), 3 if there is nothing to import (no
      AppShortcutsProvider, no apps), 65 if an input cannot be read (not UTF-8,
      not JSON, not a property list), 66 if a path does not exist.
      """
  }

  static func run(_ options: ParsedOptions) -> ExitStatus {
    guard let kindName = options.positional.first else {
      return RouteEval.usageError(
        UsageError(message: "missing what to import; expected 'swift', 'xcstrings' or 'real-apps'", command: name))
    }
    guard let kind = Kind(rawValue: kindName) else {
      let suggestion = closestName(to: kindName, among: Kind.allCases.map(\.rawValue))
      return RouteEval.usageError(
        UsageError(
          message: "unknown import '\(kindName)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
          command: name))
    }
    for option in options.values.keys.sorted() where option != "help" && !kind.options.contains(option) {
      return RouteEval.usageError(
        UsageError(message: "option '--\(option)' does not apply to 'import \(kind.rawValue)'", command: name))
    }
    let paths = Array(options.positional.dropFirst())
    guard !paths.isEmpty else {
      return RouteEval.usageError(
        UsageError(message: "missing \(kind == .swift ? "a path" : "a file") to import", command: name))
    }
    do {
      switch kind {
      case .swift:
        let result = try SwiftImporter.importApp(
          paths: paths,
          options: SwiftImportOptions(
            appName: options.value("app-name"), infoPlist: options.value("info-plist"),
            catalogs: options.all("xcstrings")))
        return write(result, to: options.value("out"))
      case .realApps:
        guard paths.count == 1 else {
          return RouteEval.usageError(UsageError(message: "import real-apps takes one file", command: name))
        }
        let result = try RealAppsImporter.importApps(file: paths[0], catalogs: options.all("xcstrings"))
        return write(result, to: options.value("out"))
      case .xcstrings:
        guard let into = options.value("into") else {
          return RouteEval.usageError(UsageError(message: "missing '--into <path>'", command: name))
        }
        let result = try CatalogImporter.merge(catalogs: paths, into: into, app: options.value("app"))
        report(result.diagnostics)
        for file in result.files {
          guard TestCommand.write(file.text, to: file.path) else { return .failure }
          StandardStreams.writeError("import: merged \(file.added) phrases into \(file.path)\n")
        }
        if result.files.isEmpty { StandardStreams.writeError("import: no phrase to merge\n") }
        return .success
      }
    } catch {
      switch error {
      case .missing(let path):
        StandardStreams.writeError("error: no such file or folder '\(path)'\n")
        return .noInput
      case .unreadable:
        StandardStreams.writeError("\(error)\n")
        return .dataError
      }
    }
  }

  /// Writes manifests to a folder, one file each, or to standard output as JSON lines.
  static func write(_ result: ImportResult, to folder: String?) -> ExitStatus {
    report(result.diagnostics)
    if let reason = result.nothingToImport {
      StandardStreams.writeError("error: nothing to import: \(reason)\n")
      return .nothingToCheck
    }
    guard let folder else {
      for manifest in result.manifests { StandardStreams.write(manifest.compactText + "\n") }
      summarize(result, written: [])
      return .success
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      StandardStreams.writeError("error: cannot create '\(folder)': \(error.localizedDescription)\n")
      return .failure
    }
    var used: Set<String> = []
    var written: [String] = []
    for manifest in result.manifests {
      var fileName = manifest.fileName
      var suffix = 2
      while used.contains(fileName) {
        fileName = String(manifest.fileName.dropLast(".json".count)) + "-\(suffix).json"
        suffix += 1
      }
      used.insert(fileName)
      let path = folder.hasSuffix("/") ? folder + fileName : folder + "/" + fileName
      guard TestCommand.write(manifest.prettyText, to: path) else { return .failure }
      written.append(path)
    }
    summarize(result, written: written)
    return .success
  }

  static func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in Diagnostic.sortedByPlace(diagnostics) { StandardStreams.writeError(diagnostic.description + "\n") }
  }

  private static func summarize(_ result: ImportResult, written: [String]) {
    let intents = result.manifests.reduce(0) { $0 + $1.intents.count }
    let phrases = result.manifests.reduce(0) { $0 + $1.phraseCount }
    let warnings = result.diagnostics.count { $0.severity == .warning }
    let destination = written.isEmpty ? "" : " to " + (written.count == 1 ? written[0] : "\(written.count) files")
    StandardStreams.writeError(
      "import: \(result.manifests.count) manifest\(result.manifests.count == 1 ? "" : "s") (\(intents) intents, "
        + "\(phrases) phrases)\(destination); \(warnings) warning\(warnings == 1 ? "" : "s")\n")
  }
}
