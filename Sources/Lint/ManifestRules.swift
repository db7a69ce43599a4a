import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// Everything the manifest loader and the template parser and compiler report, under their own ids.
///
/// JSON syntax (`InvalidJSON`), missing keys, wrong types, unknown keys
/// (warnings), rule bodies that do not parse, and each template's problems
/// (`UnterminatedGroup`, `UnknownRule`, `UndeclaredParameter`,
/// `MatchesEmptyUtterance`…). Unlike the router, lint goes on past them: a
/// template that names a parameter the loader rejected, or a rule that does
/// not parse, is not reported a second time.
enum ManifestDiagnostics: LintRule {
  static func check(_ context: LintContext) -> [Diagnostic] {
    context.loadingDiagnostics.map { diagnostic in
      let location = diagnostic.location
      return .finding(
        diagnostic.severity, diagnostic.message, file: location.file ?? "",
        at: FileLocation(file: location.file ?? "", line: location.line ?? 1, column: location.column ?? 1),
        path: location.jsonPath)
    }
  }
}

/// Two apps with the same name, or a name or synonym of one app that is also one of another's (error).
///
/// Names are compared as utterances are read (case, punctuation and spacing
/// do not count), since `{applicationName}` matches them that way: a shared
/// name makes every phrase that names either app ambiguous. Reported at the
/// later app, in the router's order (by name, then file).
enum DuplicateAppName: LintRule {
  static func check(_ context: LintContext) -> [Diagnostic] {
    let names = context.apps.map(Self.names(of:))
    var findings: [Diagnostic] = []
    for (index, app) in context.apps.enumerated() {
      for name in names[index] {
        guard
          let (earlier, other) = (0..<index).lazy.compactMap({ earlier in
            names[earlier].first { $0.normalized == name.normalized }.map { (earlier, $0) }
          }).first
        else { continue }
        let earlierApp = context.apps[earlier]
        let message: Diagnostic.Message =
          name.isAppName && earlierApp.name == app.name
          ? .appDeclaredTwice(app.name, also: earlierApp.file)
          : .sharedAppName(name.text, isAppName: name.isAppName, isOtherAppName: other.isAppName, of: earlierApp)
        findings.append(finding(.error, message, in: app, at: name.path))
      }
    }
    return findings
  }

  private struct Name {
    var text: String
    var normalized: String
    var path: JSONPath
    var isAppName: Bool
  }

  /// The app's name and synonyms with where each is written, in the loader's order.
  private static func names(of app: LintApp) -> [Name] {
    func normalized(_ text: String) -> String { Normalizer.tokens(of: text).map(\.text).joined(separator: " ") }
    var result = [
      Name(text: app.name, normalized: normalized(app.name), path: JSONPath([.key("app")]), isAppName: true)
    ]
    let synonymsPath = JSONPath([.key("synonyms")])
    var lists: [(JSONPath, [JSONNode])] = []
    switch app.root?.node(at: synonymsPath)?.value {
    case .array(let elements)?: lists = [(synonymsPath, elements)]
    case .object(let byLocale)?:
      lists = byLocale.members.compactMap { member in
        member.value.value.arrayValue.map { (synonymsPath.appending(key: member.key), $0) }
      }
    default: break
    }
    for (path, elements) in lists {
      for (index, element) in elements.enumerated() {
        guard let text = element.value.stringValue else { continue }
        result.append(
          Name(text: text, normalized: normalized(text), path: path.appending(index: index), isAppName: false))
      }
    }
    return result.filter { !$0.normalized.isEmpty }
  }
}

extension Diagnostic.Message {
  fileprivate static func appDeclaredTwice(_ app: String, also file: String) -> Self {
    Self(id: DuplicateAppName.id, "app '\(app)' is declared twice; also in '\(file)'")
  }

  fileprivate static func sharedAppName(_ name: String, isAppName: Bool, isOtherAppName: Bool, of other: LintApp)
    -> Self
  {
    Self(
      id: DuplicateAppName.id,
      "\(isAppName ? "app name" : "synonym") '\(name)' is also \(isOtherAppName ? "the name" : "a synonym") "
        + "of app '\(other.name)' in '\(other.file)'")
  }
}
