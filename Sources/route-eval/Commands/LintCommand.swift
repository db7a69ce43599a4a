import AppShortcutsImport
import DataFormats
import Evaluation
import Generation
import Lint
import PhraseGrammar
import Router

/// `route-eval lint`: checks manifests and templates, and conflicts within and across apps.
enum LintCommand: Command {
  static let name = "lint"
  static let abstract = "Check manifests and templates, and conflicts within and across apps."
  static let inputs = "[--apps <path> ...] [--project <path> ...] [<project> ...] | --registry <file>"
  static let discussion = """
    Reports every problem in one run, one finding a line on standard output:
    FILE:LINE:COL: error|warning|note: [Rule] message. Besides everything the
    manifest loader and the template parser report (under their own ids), the
    rules are: IntentWithoutPhrases, UnusedParameter, DuplicatePhrase,
    UnreachableTemplate, SwallowsEverything, SharedPhraseWithinApp,
    DuplicateAppName, CrossAppOverlap (utterances apps share when the app's name
    is left out: an example for each decision the router makes, one finding per
    shared utterance; a note when only one app's free text takes the other's
    words) and KeywordOverlap (a keyword intent's keywords that another intent
    takes). With --apple, Apple's App Shortcut rules too: AppleApplicationName,
    AppleParameterCount, AppleParameterType, AppleShortcutCount,
    ApplePhraseCount, AppleParameterValues, AppleParameterizedOnly (a note when
    the app calls updateAppShortcutParameters()), AppleNegativePhrase,
    AppleLiteralAppName, AppleProviderCount, AppleSiriInPhrase and
    AppleDanglingWord; a parameter Siri asks for (required) needs no phrase; and
    CrossAppOverlap leaves out the word that introduces the app's name ("in",
    "to", "with"...) along with it. --format json prints one JSON object with
    "findings", "errors", "warnings" and "notes"; --format xcode prints
    FILE:LINE:COL: severity: message [Rule], the form Xcode's issue navigator
    reads from a build phase.

    Projects (the arguments, and --project) are apps imported in memory from
    their Swift sources, as 'import swift' would: a folder, an .xcodeproj, or
    Swift files, each one app. Their findings are reported at the Swift line of
    the phrase, parameter or declaration they are about (the place in the
    generated manifest is a note in --format json), and what the importer
    reports is reported too, under the rule Import. They are linted with the
    manifests of --apps, so conflicts with other apps are found.

    Exit status: 0 without errors (warnings alone pass), 1 with errors, 3 if
    there is nothing to check (no manifest under the paths, or not one phrase in
    them), 65 if a manifest is not valid JSON (its problems are still reported),
    66 if a path does not exist.
    """
  static let options: [OptionSpec] =
    [.apps, .registry] + OptionSpec.projectOptions + [
      OptionSpec(name: "apple", arity: .flag, help: "Check Apple's App Shortcut rules too."),
      .format(Format.self, "text (default), xcode or json."),
    ]

  enum Format: String, CaseIterable { case text, xcode, json }

  static func run(_ options: ParsedOptions) -> ExitStatus {
    let format: Format
    do {
      format = try options.format(Format.text, expected: "text, xcode or json", command: name)
    } catch {
      return RouteEval.usageError(error)
    }
    let manifestPaths = options.all("apps")
    let projectPaths = options.positional + options.all("project")
    let registry: String?
    do { registry = try AppLoading.registryPath(options, command: name) } catch { return error }
    if let registry {
      guard options.positional.isEmpty else {
        return usageError("'--registry' holds the apps already; it goes without projects")
      }
      let loaded: RegistryFile.Loaded
      do { loaded = try AppLoading.registry(registry, withSources: true) } catch { return error }
      return finish(
        Linter.lint(sources: loaded.sources, options: LintOptions(apple: options.has("apple"))), format: format,
        projects: ProjectImport(), paths: [registry])
    }
    let paths = manifestPaths + projectPaths
    guard !paths.isEmpty else {
      return usageError("missing '--apps <path>' or a project to import")
    }
    let projects: ProjectImport
    do { projects = try AppLoading.importProjects(projectPaths, options, command: name) } catch { return error }
    let report: LintReport
    do {
      report = Linter.lint(
        sources: try ManifestLoader.sources(paths: manifestPaths) + projects.sources,
        options: LintOptions(apple: options.has("apple"))
      ).placing(projects.placed, adding: projects.diagnostics)
    } catch {
      return AppLoading.status(of: error)
    }
    return finish(report, format: format, projects: projects, paths: paths)
  }

  /// Prints a lint report and gives the exit status.
  private static func finish(
    _ report: LintReport, format: Format, projects: ProjectImport, paths: [String]
  ) -> ExitStatus {
    // A project the importer could not make a manifest of (its app's name unknown) is an error finding.
    guard report.fileCount > 0 || projects.hasErrors else {
      guard projects.nothingImported.isEmpty else {
        for reason in projects.nothingImported { StandardStreams.writeError("error: nothing to check: \(reason)\n") }
        return .nothingToCheck
      }
      return AppLoading.nothingToCheck(noManifestsIn: paths)
    }
    switch format {
    case .text, .xcode:
      let style: Diagnostic.LineStyle = format == .xcode ? .xcode : .ruleTagged
      for finding in report.findings { StandardStreams.write(finding.line(style) + "\n") }
      StandardStreams.writeError(
        "lint: \(counted(report.errorCount, "error")) and \(counted(report.warningCount, "warning"))"
          + (report.noteCount > 0 ? " (and \(counted(report.noteCount, "note")))\n" : "\n"))
    case .json:
      StandardStreams.write(report.json + "\n")
    }
    if report.hasUndecodableManifest { return .dataError }
    if report.phraseCount == 0 && !projects.hasErrors {
      return AppLoading.nothingToCheck(noPhrasesIn: report.fileCount, paths: paths)
    }
    return report.errorCount > 0 ? .failure : .success
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
