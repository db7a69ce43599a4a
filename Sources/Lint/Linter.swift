import DataFormats
import Foundation
import Generation
import PhraseGrammar
import Reports
import Router

extension Diagnostic {
  /// The order lint reports findings in: by file, line, column, then rule and message.
  static func lintPrecedes(_ lhs: Self, _ rhs: Self) -> Bool {
    func key(_ finding: Self) -> (String, Int, Int, String, String) {
      (
        finding.location.file ?? "", finding.location.line ?? 1, finding.location.column ?? 1, finding.message.id,
        finding.message.text
      )
    }
    return key(lhs) < key(rhs)
  }

  /// A lint finding: a diagnostic of a rule at a place in a manifest.
  ///
  /// - Parameters:
  ///   - severity: Whether the problem stops the app from routing or only deserves a look.
  ///   - message: What is wrong, under the id of the rule that found it.
  ///   - file: The manifest file.
  ///   - place: Where in the file; line 1, column 1 when not known.
  ///   - path: The JSON path of the offending value; empty for the whole file.
  static func finding(_ severity: Severity, _ message: Message, file: String, at place: FileLocation?, path: String)
    -> Self
  {
    Self(
      severity, message,
      location: Location(file: file, line: place?.line ?? 1, column: place?.column ?? 1, jsonPath: path))
  }
}

/// What lint checks and how hard it tries.
public struct LintOptions: Hashable, Sendable {
  /// Whether to check Apple's App Shortcut rules too (`--apple`).
  public var apple: Bool
  /// The most states one overlap search between two templates may visit (and, times
  /// ``OverlapSearch/workPerState``, steps it may compare); past it the pair is reported as not checked.
  public var overlapStateBudget: Int
  /// The most (template, earlier template) states one unreachability check may visit; past it no finding is made.
  public var inclusionStateBudget: Int

  /// Options with Apple's rules off unless `apple`, and the given search budgets.
  public init(apple: Bool = false, overlapStateBudget: Int = 20_000, inclusionStateBudget: Int = 5_000) {
    self.apple = apple
    self.overlapStateBudget = overlapStateBudget
    self.inclusionStateBudget = inclusionStateBudget
  }
}

/// Everything lint found, in reporting order.
public struct LintReport: Sendable {
  /// Every finding, in reporting order.
  public var findings: [Diagnostic]
  /// Whether some manifest could not be decoded at all (its JSON is malformed).
  public var hasUndecodableManifest: Bool
  /// The number of manifest files read.
  public var fileCount: Int
  /// The number of phrases (not negative phrases) the manifests declare, whether they compile or not.
  public var phraseCount: Int

  /// The number of errors.
  public var errorCount: Int { findings.count(where: { $0.severity == .error }) }
  /// The number of warnings.
  public var warningCount: Int { findings.count(where: { $0.severity == .warning }) }
  /// The number of notes: findings worth a look that are not likely mistakes (collisions only
  /// through free text).
  public var noteCount: Int { findings.count(where: { $0.severity == .note }) }

  /// The report with each finding moved (to the source line a generated manifest came from, say) and other
  /// findings added, in reporting order.
  ///
  /// - Parameters:
  ///   - transform: What each finding becomes.
  ///   - extra: Findings to add, such as an importer's.
  public func placing(_ transform: (Diagnostic) -> Diagnostic, adding extra: [Diagnostic] = []) -> LintReport {
    var report = self
    report.findings = Linter.reportingOrder(findings.map(transform) + extra)
    return report
  }

  /// The report as one JSON object: `version`, `kind`, `findings`, `errors`, `warnings`, `notes`.
  public var json: String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.member("version", 1)
    writer.member("kind", "lint")
    writer.member("findings") { writer in
      writer.beginArray()
      for finding in findings {
        writer.beginObject()
        writer.member("file", finding.location.file ?? "")
        writer.member("line", finding.location.line ?? 1)
        writer.member("column", finding.location.column ?? 1)
        writer.member("severity", finding.severity.rawValue)
        writer.member("rule", finding.message.id)
        writer.member("message", finding.message.text)
        writer.member("path", finding.location.jsonPath)
        if !finding.notes.isEmpty {
          writer.member("notes") { writer in
            writer.beginArray()
            for note in finding.notes {
              writer.beginObject()
              writer.member("file", note.location.file ?? "")
              writer.member("line", note.location.line ?? 1)
              writer.member("column", note.location.column ?? 1)
              writer.member("message", note.message)
              if !note.location.jsonPath.isEmpty { writer.member("path", note.location.jsonPath) }
              writer.endObject()
            }
            writer.endArray()
          }
        }
        writer.endObject()
      }
      writer.endArray()
    }
    writer.member("errors", errorCount)
    writer.member("warnings", warningCount)
    writer.member("notes", noteCount)
    writer.endObject()
    return writer.text
  }
}

/// Checks app manifests before they ship: every problem the loader and the
/// template parser find, and conflicts within and across apps.
///
/// Unlike building a `Router`, lint does not stop at the first manifest or
/// template that fails: each file is decoded on its own, each template is
/// parsed and compiled on its own, and the checks that need a router route
/// through one built from the templates that compile.
///
/// ```swift
/// let report = try Linter.lint(paths: ["Corpora/apps"])
/// for finding in report.findings { print(finding.line(.ruleTagged)) }
/// ```
public enum Linter {
  /// Every rule, in the order they run; the order of findings does not depend on it.
  static var rules: [any LintRule.Type] {
    [
      ManifestDiagnostics.self, DuplicateAppName.self, IntentWithoutPhrases.self, UnusedParameter.self,
      DuplicatePhrase.self, GluedSlot.self, GluedFormNeverMatches.self,
      UnreachableTemplate.self, SwallowsEverything.self, SharedPhraseWithinApp.self, CrossAppOverlap.self,
      KeywordOverlap.self, ApproximateCollision.self, BrokenDependency.self, UnknownDependencyValue.self,
      AppleApplicationName.self, AppleParameterCount.self, AppleParameterType.self, AppleShortcutCount.self,
      ApplePhraseCount.self, AppleParameterValues.self, AppleParameterizedOnly.self, AppleNegativePhrase.self,
      AppleLiteralAppName.self, AppleProviderCount.self, AppleSiriInPhrase.self, AppleDanglingWord.self,
    ]
  }

  /// Lints the manifests at each path: a manifest file, or a folder whose `.json` files (recursively) are manifests.
  ///
  /// - Throws: `ManifestLoadError/missing(_:)` when a path does not exist or a file cannot be read.
  public static func lint(paths: [String], options: LintOptions = LintOptions()) throws(ManifestLoadError)
    -> LintReport
  {
    try lint(sources: ManifestLoader.sources(paths: paths), options: options)
  }

  /// Lints manifests given as JSON bytes, each with the file name to report it under.
  public static func lint(sources: [(file: String, bytes: [UInt8])], options: LintOptions = LintOptions())
    -> LintReport
  {
    let context = LintContext(sources: sources, options: options)
    var findings: [Diagnostic] = []
    for rule in rules where options.apple || !rule.requiresApple {
      findings += rule.check(context)
    }
    return LintReport(
      findings: reportingOrder(findings), hasUndecodableManifest: context.files.contains { $0.isUndecodable },
      fileCount: context.files.count,
      phraseCount: context.apps.reduce(0) { $0 + $1.intents.reduce(0) { $0 + $1.phrases.count } })
  }

  /// Findings sorted by place, then rule and message, each once.
  static func reportingOrder(_ findings: [Diagnostic]) -> [Diagnostic] {
    var unique: [Diagnostic] = []
    for finding in findings.sorted(by: Diagnostic.lintPrecedes) where unique.last != finding { unique.append(finding) }
    return unique
  }

  /// Every problem the loader, the template parser and the compiler find in the manifests, in reporting order.
  ///
  /// What building a `Router` reports, but all at once: the loader stops a
  /// manifest with malformed values before its templates are compiled, while
  /// this compiles every template of every manifest that decodes at all.
  public static func loadingProblems(sources: [(file: String, bytes: [UInt8])]) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    var seen = Set<Diagnostic.ReportKey>()
    for problem in LintContext(sources: sources, options: LintOptions(), buildsRouter: false).loadingDiagnostics
    where seen.insert(problem.reportKey).inserted {
      problems.append(problem)
    }
    return Diagnostic.sortedByPlace(problems)
  }
}

/// A lint check. Its id is its type name, as with swift-format's rules.
protocol LintRule {
  /// Whether the rule checks Apple's App Shortcut rules, and so runs only with `--apple`.
  static var requiresApple: Bool { get }
  /// Every problem the rule finds.
  static func check(_ context: LintContext) -> [Diagnostic]
}

extension LintRule {
  static var requiresApple: Bool { false }

  /// The rule's id: its type name.
  static var id: String { String(describing: Self.self) }

  /// A finding at a character of a template.
  ///
  /// Each rule's messages are `fileprivate` constructors on `Diagnostic.Message` in the rule's file, under its id.
  static func finding(
    _ severity: Diagnostic.Severity, _ message: Diagnostic.Message, at template: LintTemplate, offset: Int = 0
  ) -> Diagnostic {
    assert(message.id == id, "a message of rule '\(message.id)' reported by '\(id)'")
    return .finding(
      severity, message, file: template.file, at: template.phrase.template.location(ofCharacter: offset),
      path: template.phrase.template.path)
  }

  /// A finding at a value of an app's manifest, by JSON path.
  static func finding(
    _ severity: Diagnostic.Severity, _ message: Diagnostic.Message, in app: LintApp, at path: JSONPath
  ) -> Diagnostic {
    assert(message.id == id, "a message of rule '\(message.id)' reported by '\(id)'")
    return .finding(severity, message, file: app.file, at: app.location(of: path), path: path.description)
  }
}

/// How lint refers to another place in a message: `line 12` in the same file, else `FILE:LINE:COL`.
func reference(to location: FileLocation?, from file: String) -> String {
  guard let location else { return "an unknown place" }
  return location.file == file ? "line \(location.line)" : location.description
}

/// A count with thousands separators: `1,234`.
func grouped(_ count: Int) -> String {
  let digits = Array(String(count))
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return result
}
