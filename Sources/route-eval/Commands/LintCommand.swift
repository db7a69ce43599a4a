import PhraseGrammar
import Router

/// `route-eval lint`: checks manifests and templates, and conflicts within and across apps.
enum LintCommand: Command {
  static let name = "lint"
  static let abstract = "Check manifests and templates, and conflicts within and across apps."
  static let usage = "lint --apps <path> ... [--apple] [--format text|json]"
  static let discussion = """
    Reports every problem in one run, one finding a line on standard output:
    FILE:LINE:COL: error|warning|note: [Rule] message. Besides everything the
    manifest loader and the template parser report (under their own ids), the
    rules are: IntentWithoutPhrases, UnusedParameter, DuplicatePhrase,
    UnreachableTemplate, SwallowsEverything, SharedPhraseWithinApp,
    DuplicateAppName, CrossAppOverlap (utterances apps share when the app's
    name is left out: an example for each decision the router makes, one
    finding per shared utterance; a note when only one app's free text takes
    the other's words) and KeywordOverlap (a keyword intent's keywords that
    another intent takes). With --apple, Apple's App Shortcut rules too:
    AppleApplicationName, AppleParameterCount, AppleParameterType,
    AppleShortcutCount, ApplePhraseCount, AppleParameterValues,
    AppleParameterizedOnly, AppleNegativePhrase, AppleLiteralAppName and
    AppleProviderCount, and CrossAppOverlap leaves out the word that introduces
    the app's name ("in", "to", "with"...) along with it. --format json prints
    one JSON object with "findings", "errors", "warnings" and "notes".

    Exit status: 0 without errors (warnings alone pass), 1 with errors, 3 if
    there is nothing to check (no manifest under the paths, or not one phrase
    in them), 65 if a manifest is not valid JSON (its problems are still
    reported), 66 if a path does not exist.
    """
  static let options: [OptionSpec] = [
    .apps,
    OptionSpec(name: "apple", arity: .flag, help: "Check Apple's App Shortcut rules too."),
    .format("text (default) or json."),
  ]

  enum Format: String { case text, json }

  static func run(_ options: ParsedOptions) -> ExitStatus {
    let format: Format
    do {
      format = try options.format(Format.text, expected: "text or json", command: name)
      try options.rejectArguments(command: name)
    } catch {
      return RouteEval.usageError(error)
    }
    let paths = options.all("apps")
    guard !paths.isEmpty else {
      return RouteEval.usageError(UsageError(message: "missing '--apps <path>'", command: name))
    }
    let report: LintReport
    do {
      report = try Linter.lint(paths: paths, options: LintOptions(apple: options.has("apple")))
    } catch {
      return AppLoading.status(of: error)
    }
    guard report.fileCount > 0 else { return AppLoading.nothingToCheck(noManifestsIn: paths) }
    switch format {
    case .text:
      for finding in report.findings { StandardStreams.write(finding.line(.ruleTagged) + "\n") }
      StandardStreams.writeError(
        "lint: \(counted(report.errorCount, "error")) and \(counted(report.warningCount, "warning"))"
          + (report.noteCount > 0 ? " (and \(counted(report.noteCount, "note")))\n" : "\n"))
    case .json:
      StandardStreams.write(report.json + "\n")
    }
    if report.hasUndecodableManifest { return .dataError }
    if report.phraseCount == 0 {
      return AppLoading.nothingToCheck(noPhrasesIn: report.fileCount, paths: paths)
    }
    return report.errorCount > 0 ? .failure : .success
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
