import AppShortcutsImport
import DataFormats
import Evaluation
import Foundation
import Generation
import Lint
import PhraseGrammar
import Router
import SkillsImport

/// `route-eval import`: reads App Shortcut declarations and writes manifests.
enum ImportCommand: Command {
  static let name = "import"
  static let abstract = "Import App Shortcuts (Swift sources, String Catalogs, real-apps.json) and voice skills."
  static let usage = """
    import swift <path> ... [--out <dir>] [--app-name <name>] [--info-plist <file>] [--target <name>] [--xcstrings <file> ...]
                                [--platform <name>] [--format text|json]
           route-eval import xcstrings <file> ... --into <path> [--app <name>]
           route-eval import real-apps <file> [--out <dir>] [--xcstrings <file> ...]
           route-eval import ovos <skill-folder> ... [--out <dir>] [--lang <tag>] [--app <name>] [--corpus <file>]
                                [--format text|json]
           route-eval import alexa <model.json | folder> ... [--out <dir>] [--app <name>] [--format text|json]
    """
  static let discussion = """
    What to import comes first: swift (an app's Swift sources), xcstrings
    (String Catalogs, merged into manifests), real-apps (a real-apps.json
    file), ovos (OpenVoiceOS and Mycroft skill folders) or alexa (Alexa
    interaction models). 'route-eval import <kind> --help' describes each.
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
      name: "target", arity: .single, valueName: "name",
      help: "import swift: the Xcode target that names the app."),
    OptionSpec(
      name: "platform", arity: .single, valueName: "name",
      help: "import swift: the build whose #if branches are read: ios (default), watchos, macos or visionos."),
    OptionSpec(
      name: "xcstrings", arity: .multiple, valueName: "file", help: "String Catalogs to merge into the imported apps."),
    OptionSpec(
      name: "into", arity: .single, valueName: "path", help: "import xcstrings: the manifest file or folder to change."),
    OptionSpec(
      name: "app", arity: .single, valueName: "name",
      help: "The app: to merge into (xcstrings), the skill's name (ovos, alexa)."),
    OptionSpec(
      name: "lang", arity: .single, valueName: "tag", help: "import ovos: the language folder to read (en-us)."),
    OptionSpec(
      name: "corpus", arity: .single, valueName: "file",
      help: "import ovos: write the skills' test utterances here, as a labelled corpus."),
    OptionSpec(
      name: "format", arity: .single, valueName: "text|json",
      help: "import swift, ovos, alexa: the summary of each app or skill, on standard error (text) or standard "
        + "output (json)."),
  ]

  enum Kind: String, CaseIterable {
    case swift, xcstrings
    case realApps = "real-apps"
    case ovos, alexa

    /// The options each kind accepts.
    var options: Set<String> {
      switch self {
      case .swift: ["out", "app-name", "info-plist", "target", "xcstrings", "platform", "format"]
      case .xcstrings: ["into", "app"]
      case .realApps: ["out", "xcstrings"]
      case .ovos: ["out", "lang", "app", "corpus", "format"]
      case .alexa: ["out", "app", "format"]
      }
    }

    /// The usage line after `route-eval`.
    var usage: String {
      switch self {
      case .swift:
        "import swift <path> ... [--out <dir>] [--app-name <name>] [--info-plist <file>] [--target <name>] "
          + "[--xcstrings <file> ...] [--platform <name>] [--format text|json]"
      case .xcstrings: "import xcstrings <file> ... --into <path> [--app <name>]"
      case .realApps: "import real-apps <file> [--out <dir>] [--xcstrings <file> ...]"
      case .ovos:
        "import ovos <skill-folder> ... [--out <dir>] [--lang <tag>] [--app <name>] [--corpus <file>] "
          + "[--format text|json]"
      case .alexa: "import alexa <model.json | folder> ... [--out <dir>] [--app <name>] [--format text|json]"
      }
    }

    var abstract: String {
      switch self {
      case .swift: "Import one app's App Shortcuts from its Swift sources."
      case .xcstrings: "Merge String Catalogs into manifests."
      case .realApps: "Convert a real-apps.json file into one manifest per app."
      case .ovos: "Import OpenVoiceOS and Mycroft skills: Padatious intents, Adapt keyword intents, their tests."
      case .alexa: "Import Alexa skills' interaction models."
      }
    }

    var discussion: String {
      switch self {
      case .swift:
        """
        Reads the .swift files under the paths (folders recursively) without a
        compiler, as one app: its AppShortcutsProvider and every
        AppShortcut(intent:phrases:...), the intents' @Parameters, AppEnum cases
        with their titles and synonyms, AppEntities (imported with no values)
        and negativePhrases. \\(.applicationName) becomes {applicationName} and
        \\(\\.$param) becomes {param}. The app's name comes from --app-name, else
        from --info-plist, else from the app target of an Xcode project under the
        paths (--target, else the application target with the provider's file),
        Release configuration: INFOPLIST_KEY_CFBundleDisplayName, else its
        Info.plist's CFBundleDisplayName or CFBundleName with $(SETTINGS)
        expanded (.xcconfig files too), else PRODUCT_NAME (an XcodeGen
        project.yml, with its include: files, stands for the project when there
        is no .xcodeproj next to it); else from a Swift Playgrounds
        Package.swift's .iOSApplication(name:); else from an app Info.plist found
        under the paths. CFBundleSpokenName, INAlternativeAppNames and the name
        in each xx.lproj/InfoPlist.strings are synonyms. When nothing names the
        app, that is an error (exit status 65): pass --app-name.
        AppShortcuts.xcstrings catalogs under the paths, and those given with
        --xcstrings, are merged. Only the #if branches of the Release build for
        --platform (ios by default) are read: os(...), canImport(...) and
        targetEnvironment(...) as on that platform's devices, custom flags such
        as DEBUG false. A title written as a localization key is read from the
        development language's Localizable.strings or Localizable.xcstrings (or
        the table: named). Sources with no AppShortcutsProvider are an error
        (exit status 3).
        """ + "\n\n" + Self.summary + "\n\n" + Self.output
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
      case .ovos:
        """
        Reads each skill folder as one app (named by --app, else by the folder):
        the language's .intent files (Padatious: one intent each, its lines the
        phrases; {x} an entity of x.entity, else free text; # a number), .voc
        files as vocabularies and .rx regular expressions as vocabularies with
        typed slots, and the Adapt intents the skill's Python builds
        (IntentBuilder and AdaptIntent chains in @intent_handler decorators and
        register_intent calls, held in names and attributes or not) as keyword
        intents; what cannot be known without running the Python is a warning.
        --corpus writes the skill's tests as a labelled corpus: test/intent/*.json
        utterances and test/end2end golden lines with the intent they name, negative
        lines as reaching no intent, and each behave scenario's request
        (test/behave/*.feature, examples filled in) as reaching the app.
        """ + "\n\n" + Self.summary + "\n\n" + Self.output
      case .alexa:
        """
        Reads Alexa interaction models (models/en-US.json,
        skill-package/interactionModels/custom/en-US.json; in a folder, every
        JSON file with an interactionModel). A folder given is one skill,
        whatever folders its models are in (locales, a tutorial's modules);
        files given one by one are grouped by folder. The invocation name (en-US
        first) is the app's name, or --app, and stays one of its names; sample
        utterances are phrases; Amazon's NUMBER, FOUR_DIGIT_NUMBER, Ordinal,
        DURATION, DATE and TIME slot types the matching value types, SearchQuery
        free text, other built-in types free text (with a warning), custom slot
        types entities of their values, ids and synonyms; the dialog model's
        required slots are required parameters with their prompts. Whatever a
        manifest cannot say is a warning at its JSON path.
        """ + "\n\n" + Self.summary + "\n\n" + Self.output
      }
    }

    /// The summary of each skill.
    static let summary = """
      A summary of each app or skill follows: the intents read, each intent
      left out with the reason and its FILE:LINE:COL, and a skill's tests; on
      standard error, or with --format json as one JSON object each on
      standard output (the manifests then go to --out).
      """

    /// Where imported manifests go, and the exit statuses.
    static let output = """
      Manifests go to --out, one file per app (<app>.json), or to standard output
      as JSON lines. Everything the importer could not read is reported on
      standard error as FILE:LINE:COL: warning: message; an error there means
      nothing is written.

      Exit status: 0 (warnings alone pass), 3 if there is nothing to import (no
      AppShortcutsProvider, no apps, no skill intent), 65 if an input cannot be
      read (not UTF-8, not JSON, not a property list) or does not say what is
      needed (an app's name), 66 if a path does not exist.
      """
  }

  static func run(_ options: ParsedOptions) -> ExitStatus {
    guard let kindName = options.positional.first else {
      return usageError("missing what to import; expected 'swift', 'xcstrings', 'real-apps', 'ovos' or 'alexa'")
    }
    guard let kind = Kind(rawValue: kindName) else {
      let suggestion = closestName(to: kindName, among: Kind.allCases.map(\.rawValue))
      return usageError("unknown import '\(kindName)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
    for option in options.values.keys.sorted() where option != "help" && !kind.options.contains(option) {
      return usageError("option '--\(option)' does not apply to 'import \(kind.rawValue)'")
    }
    let paths = Array(options.positional.dropFirst())
    guard !paths.isEmpty else {
      return usageError("missing \(kind == .swift ? "a path" : kind == .ovos ? "a skill folder" : "a file") to import")
    }
    let summaryFormat = options.value("format") ?? "text"
    guard ["text", "json"].contains(summaryFormat) else {
      return usageError("unknown format '\(summaryFormat)'; expected 'text' or 'json'")
    }
    if summaryFormat == "json", options.value("out") == nil {
      return usageError("--format json writes the summaries to standard output; give --out for the manifests")
    }
    if options.value("app") != nil, kind == .ovos, paths.count > 1 {
      return usageError("--app names one skill; import one skill folder at a time with it")
    }
    do {
      switch kind {
      case .swift:
        let platform: SwiftImportOptions.Platform
        do {
          platform = try options.platform(command: self.name)
        } catch {
          return RouteEval.usageError(error)
        }
        let result = try SwiftImporter.importApp(
          paths: paths,
          options: SwiftImportOptions(
            appName: options.value("app-name"), infoPlist: options.value("info-plist"),
            catalogs: options.all("xcstrings"), target: options.value("target"), platform: platform))
        return write(result, to: options.value("out"), summariesAsJSON: summaryFormat == "json")
      case .realApps:
        guard paths.count == 1 else {
          return usageError("import real-apps takes one file")
        }
        let result = try RealAppsImporter.importApps(file: paths[0], catalogs: options.all("xcstrings"))
        return write(result, to: options.value("out"))
      case .ovos:
        let imported = try OVOSImporter.importSkills(
          paths: paths,
          options: OVOSImportOptions(language: options.value("lang") ?? "en-us", appName: options.value("app")))
        if let file = options.value("corpus"), imported.result.nothingToImport == nil {
          guard TestCommand.write(imported.corpus.map { $0 + "\n" }.joined(), to: file) else { return .failure }
          StandardStreams.writeError("import: \(imported.corpus.count) test utterances to \(file)\n")
        }
        return write(imported.result, to: options.value("out"), summariesAsJSON: summaryFormat == "json")
      case .alexa:
        let result = try AlexaImporter.importModels(
          paths: paths, options: AlexaImportOptions(appName: options.value("app")))
        return write(result, to: options.value("out"), summariesAsJSON: summaryFormat == "json")
      case .xcstrings:
        guard let into = options.value("into") else {
          return usageError("missing '--into <path>'")
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
      return status(of: error)
    }
  }

  /// The exit status of an import error, reported on standard error.
  static func status(of error: ImportError) -> ExitStatus {
    switch error {
    case .missing(let path):
      StandardStreams.writeError("error: no such file or folder '\(path)'\n")
      return .noInput
    case .unreadable:
      StandardStreams.writeError("\(error)\n")
      return .dataError
    }
  }

  /// Writes manifests to a folder, one file each, or to standard output as JSON lines.
  static func write(_ result: ImportResult, to folder: String?, summariesAsJSON: Bool = false) -> ExitStatus {
    report(result.diagnostics)
    for summary in result.summaries {
      if summariesAsJSON {
        StandardStreams.write(summary.json + "\n")
      } else {
        StandardStreams.writeError(summary.text.split(separator: "\n").map { "import: \($0)\n" }.joined())
      }
    }
    if result.diagnostics.contains(where: { $0.severity == .error }) {
      StandardStreams.writeError("error: nothing imported\n")
      return .dataError
    }
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
    for diagnostic in Diagnostic.sortedByPlace(diagnostics) {
      StandardStreams.writeError(diagnostic.description + "\n")
    }
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
