import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// A phrase that writes one of the app's names as words instead of saying it with `{applicationName}` (warning,
/// `--apple`).
///
/// Source: `apple-rules.md` §1 items 5–7 and §8 ("The app slot matches the
/// display name, the spoken name and each INAlternativeAppNames entry"), and
/// `developer-problems.md` §15 (stale product names in phrases: "Resume
/// Tonearm in \(.applicationName)", "Search in LiquidSky"). Siri hears the app
/// through the token, by any of its names; a name written out is one fixed
/// spelling that goes stale when the app is renamed. A name counts when it is
/// written as the manifest writes it, capitals included, as whole words, so
/// "log water" in an app named "Water" is an ordinary word and not reported.
/// Reported at the name in the phrase.
enum AppleLiteralAppName: LintRule {
  static let requiresApple = true

  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for app in context.apps {
      let names = app.manifest.names.filter { !$0.isEmpty }
      for intent in app.intents {
        for template in intent.phrases {
          guard let syntax = template.syntax,
            let (name, offset) = firstName(names, in: syntax.nodes, app: app)
          else { continue }
          findings.append(
            finding(.warning, .literalAppName(template.text, name), at: template, offset: offset))
        }
      }
    }
    return findings
  }

  /// The first name written in a template's literal text, and its character offset.
  private static func firstName(_ names: [String], in nodes: [TemplateNode], app: LintApp) -> (String, Int)? {
    var search = FirstName(names: names)
    search.walk(nodes)
    return search.best
  }

  /// Finds the name written earliest in a template's text, rules not looked into.
  private struct FirstName: TemplateWalker {
    let names: [String]
    var best: (String, Int)?

    mutating func visitText(_ text: String, range: SourceRange) -> TemplateWalkAction {
      for name in names {
        guard let offset = AppleLiteralAppName.wordOffset(of: name, in: text) else { continue }
        let found = range.lowerBound.characterOffset + offset
        if best.map({ found < $0.1 }) ?? true { best = (name, found) }
      }
      return .visitChildren
    }

    mutating func visitRule(_ name: String, range: SourceRange) -> TemplateWalkAction { .skipChildren }
  }

  /// The character offset of a name in a text as whole words, capitals included.
  static func wordOffset(of name: String, in text: String) -> Int? {
    let characters = Array(text)
    let target = Array(name)
    guard !target.isEmpty, characters.count >= target.count else { return nil }
    func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
    for start in 0...(characters.count - target.count) where Array(characters[start..<(start + target.count)]) == target
    {
      let before = start == 0 || !isWordCharacter(characters[start - 1])
      let end = start + target.count
      let after = end == characters.count || !isWordCharacter(characters[end])
      if before && after { return start }
    }
    return nil
  }
}

extension Diagnostic.Message {
  fileprivate static func literalAppName(_ phrase: String, _ name: String) -> Self {
    Self(
      id: AppleLiteralAppName.id,
      "phrase '\(phrase)' writes the app's name '\(name)' as words; say it with '{applicationName}', "
        + "which Siri hears as any of the app's names (display name, spoken name, INAlternativeAppNames)")
  }
}
