import DataFormats
import PhraseGrammar
import Router

/// Turns App Shortcut phrases, as Swift literals or String Catalog text, into phrase templates.
///
/// - `\(.applicationName)`, `\(AppShortcutPhraseToken.applicationName)` and a
///   literal `${applicationName}` become `{applicationName}`;
/// - `\(\.$param)` and `\(\Intent.$param)` become `{param}`;
/// - in a String Catalog, `${applicationName}` and `${param}` become slots;
/// - every character the template language gives a meaning to
///   (`[ ] ( ) { } < > | \`) is escaped in literal text, so `Charge to 100% (fast)`
///   stays literal.
///
/// Any other interpolation cannot be said, so the phrase is left out with a warning.
package enum PhraseConversion {
  /// The characters escaped in literal text.
  static let specialCharacters: Set<Character> = ["[", "]", "(", ")", "{", "}", "<", ">", "|", "\\"]

  /// A template and the parameters its slots name, in order.
  struct Converted: Hashable, Sendable {
    var template: String
    var parameters: [String]
    /// Whether the literal text spelled the app's name slot `${applicationName}`.
    var usedCatalogSpelling: Bool = false
  }

  /// Literal text with the template language's special characters escaped.
  package static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if specialCharacters.contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// The template of a phrase written in Swift, or nil (with a warning) when it cannot be said.
  static func template(of phrase: PhraseSource, diagnostics: inout [Diagnostic]) -> Converted? {
    var converted = Converted(template: "", parameters: [])
    for segment in phrase.literal.segments {
      switch segment {
      case .text(let text):
        let (template, catalogSpelling, literalSlots) = swiftText(text)
        converted.template += template
        converted.usedCatalogSpelling = converted.usedCatalogSpelling || catalogSpelling
        for name in literalSlots {
          diagnostics.append(
            .warning(
              "'\(name)' in phrase \(phrase.text) is literal text in Swift, not a parameter; kept as words "
                + "(a parameter is written '\\(\\.$\(Self.bareName(name)))')",
              at: phrase.location))
        }
      case .interpolation(let interpolation):
        switch token(of: interpolation) {
        case .applicationName:
          converted.template += "{\(TemplateParser.applicationNameSlot)}"
        case .parameter(let name):
          converted.template += "{\(name)}"
          if !converted.parameters.contains(name) { converted.parameters.append(name) }
        case nil:
          diagnostics.append(
            .leftOut(
              interpolation, in: "phrase", phrase,
              "is neither '\\(.applicationName)' nor a parameter '\\(\\.$name)'; phrase left out"))
          return nil
        }
      }
    }
    let (tidy, spacing) = tidied(converted.template)
    if let spacing {
      diagnostics.append(
        .warning(
          "phrase \(phrase.text) has \(spacing); removed, since Siri's matching ignores it", at: phrase.location))
      converted.template = tidy
    }
    if converted.usedCatalogSpelling {
      diagnostics.append(
        .warning(
          "phrase \(phrase.text) writes the app's name as '${applicationName}', the String Catalog spelling; read as "
            + "'{applicationName}' (Apple documents '\\(.applicationName)' in Swift)",
          at: phrase.location))
    }
    return converted
  }

  /// A negative phrase as a template: its text escaped, `\(.applicationName)` as `{applicationName}`.
  ///
  /// Apple's negative phrases may name the app; lint's `AppleNegativePhrase`
  /// reports that they then cannot be plain text. Any other interpolation (a
  /// parameter: negative phrases belong to no intent) leaves the phrase out,
  /// with a warning.
  static func negativeTemplate(of phrase: PhraseSource, diagnostics: inout [Diagnostic]) -> String? {
    var template = ""
    for segment in phrase.literal.segments {
      switch segment {
      case .text(let text):
        template += escaped(text)
      case .interpolation(let interpolation):
        guard token(of: interpolation) == .applicationName else {
          diagnostics.append(
            .leftOut(
              interpolation, in: "negative phrase", phrase,
              "is not '\\(.applicationName)'; negative phrases belong to no intent, so it is left out"))
          return nil
        }
        template += "{\(TemplateParser.applicationNameSlot)}"
      }
    }
    return tidied(template).template
  }

  /// A phrase from a String Catalog: `${applicationName}` and `${name}` become slots.
  static func template(ofCatalogText text: String) -> Converted {
    var converted = Converted(template: "", parameters: [])
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      if characters[index] == "$", let (name, end) = placeholder(in: characters, at: index + 1) {
        converted.template += "{\(name)}"
        if name != TemplateParser.applicationNameSlot && !converted.parameters.contains(name) {
          converted.parameters.append(name)
        }
        index = end
        continue
      }
      if specialCharacters.contains(characters[index]) { converted.template.append("\\") }
      converted.template.append(characters[index])
      index += 1
    }
    converted.template = tidied(converted.template).template
    return converted
  }

  /// A template without leading or trailing spaces, runs of spaces made one, and what was removed
  /// (`trailing space`, `leading space`, `doubled spaces`), or nil when nothing was.
  static func tidied(_ template: String) -> (template: String, removed: String?) {
    func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" }
    let words = template.split(omittingEmptySubsequences: true, whereSeparator: isSpace)
    let result = words.joined(separator: " ")
    guard result != template else { return (result, nil) }
    var removed: [String] = []
    if let first = template.first, isSpace(first) { removed.append("leading space") }
    if let last = template.last, isSpace(last) { removed.append("trailing space") }
    let inner = template.drop(while: isSpace).reversed().drop(while: isSpace)
    if inner.count != words.reduce(0, { $0 + $1.count }) + max(0, words.count - 1) || inner.contains("\t") {
      removed.append("doubled spaces")
    }
    return (result, removed.isEmpty ? nil : removed.joined(separator: " and "))
  }

  // MARK: Helpers

  /// What an interpolation in a phrase stands for.
  enum Token: Hashable {
    case applicationName
    case parameter(String)
  }

  /// `.applicationName`, `AppShortcutPhraseToken.applicationName`, or a key path `\.$name` / `\Intent.$name`.
  static func token(of interpolation: SwiftInterpolation) -> Token? {
    let tokens = interpolation.tokens
    let written = tokens.map(\.text)
    let applicationName = TemplateParser.applicationNameSlot
    let tokenForms: [[String]] = [
      [".", applicationName], ["AppShortcutPhraseToken", ".", applicationName],
      ["AppIntents", ".", "AppShortcutPhraseToken", ".", applicationName],
    ]
    if tokenForms.contains(written) { return .applicationName }
    if let first = tokens.first, first.isPunctuation("\\"), tokens.count >= 3, let last = tokens.last,
      last.kind == .identifier, last.text.hasPrefix("$"), last.text.count > 1,
      tokens[tokens.count - 2].isPunctuation(".")
    {
      let middle = tokens[1..<(tokens.count - 2)]
      if middle.allSatisfy({ $0.kind == .identifier || $0.isPunctuation(".") }) {
        return .parameter(String(last.text.dropFirst()))
      }
    }
    return nil
  }

  /// Literal Swift text as template text: `${applicationName}` becomes the slot, other `{name}` and
  /// `${name}` stay words (reported), everything else is escaped.
  private static func swiftText(_ text: String) -> (String, Bool, [String]) {
    var result = ""
    var catalogSpelling = false
    var literalSlots: [String] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "$", let (name, end) = placeholder(in: characters, at: index + 1) {
        if name == TemplateParser.applicationNameSlot {
          result += "{\(name)}"
          catalogSpelling = true
          index = end
          continue
        }
        literalSlots.append("${\(name)}")
      } else if character == "{", let (name, _) = placeholder(in: characters, at: index) {
        literalSlots.append("{\(name)}")
      }
      if specialCharacters.contains(character) { result.append("\\") }
      result.append(character)
      index += 1
    }
    return (result, catalogSpelling, literalSlots)
  }

  /// `{name}` at a position: the name and the index after `}`.
  private static func placeholder(in characters: [Character], at index: Int) -> (String, Int)? {
    guard index < characters.count, characters[index] == "{" else { return nil }
    var name = ""
    var cursor = index + 1
    while cursor < characters.count, characters[cursor] != "}" {
      let character = characters[cursor]
      guard character.isLetter || character.isNumber || character == "_" else { return nil }
      name.append(character)
      cursor += 1
    }
    guard cursor < characters.count, !name.isEmpty else { return nil }
    return (name, cursor + 1)
  }

  /// `${name}` or `{name}` without its braces and dollar sign.
  private static func bareName(_ written: String) -> String {
    written.filter { $0 != "$" && $0 != "{" && $0 != "}" }
  }
}

extension Diagnostic {
  /// A phrase left out for an interpolation the importer cannot turn into a slot, at the interpolation.
  fileprivate static func leftOut(
    _ interpolation: SwiftInterpolation, in kind: String, _ phrase: PhraseSource, _ problem: String
  ) -> Self {
    .warning(
      "interpolation '\\(\(interpolation.source))' in \(kind) \(phrase.text) \(problem)",
      at: FileLocation(file: phrase.location.file, line: interpolation.line, column: interpolation.column))
  }
}
