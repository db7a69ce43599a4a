import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// A phrase that says "Siri" (warning, `--apple`).
///
/// People say "Hey Siri" or "Siri" to wake Siri, and Siri hears what follows;
/// App Shortcut phrases are matched against that, so a phrase that says
/// "Siri" itself ("Hey Siri, log water in {applicationName}") asks the user to
/// say the name twice and is not heard as written. Reported at the word.
enum AppleSiriInPhrase: LintRule {
  static let requiresApple = true

  static func check(_ context: LintContext) -> [Diagnostic] {
    context.phrases.compactMap { _, _, template in
      guard let offset = AppleLiteralAppName.wordOffset(of: "siri", in: template.text.lowercased()) else { return nil }
      return finding(.warning, .saysSiri(template.text), at: template, offset: offset)
    }
  }
}

/// A phrase that can end on a word that needs another after it: "…in {applicationName} with" (warning,
/// `--apple`).
///
/// A phrase that stops on a preposition or a conjunction is a phrase cut
/// short, usually a parameter or the app's name left out while editing; people
/// do not end a request on "with", so the phrase is never heard as written.
/// The words are the prepositions, conjunctions, articles and possessives of
/// the phrase's language that never end a request (English, German, French,
/// Spanish, Italian, Portuguese and Dutch; other languages are not checked).
/// Reported at the phrase.
enum AppleDanglingWord: LintRule {
  static let requiresApple = true

  /// The words no request ends on, by language: prepositions, conjunctions, articles and possessives, less those
  /// that also end requests as a verb's particle ("turn it on", "clock in"; German and Dutch separable prefixes:
  /// "trage es ein", "zet hem aan").
  static let danglingWords: [String: Set<String>] = [
    "en": ["with", "to", "for", "and", "or", "of", "from", "into", "onto", "the", "a", "an", "my", "using", "via"],
    "de": ["und", "oder", "für", "von", "der", "die", "das", "dem", "den", "des", "mein", "meine", "einen", "einem"],
    "fr": ["avec", "dans", "à", "pour", "et", "ou", "de", "sur", "le", "la", "les", "un", "une", "mon", "ma", "mes"],
    "es": ["con", "en", "a", "para", "y", "o", "de", "por", "el", "la", "los", "las", "un", "una", "mi", "mis"],
    "it": ["con", "in", "a", "per", "e", "o", "di", "su", "da", "il", "lo", "la", "un", "una", "mio", "mia"],
    "pt": ["com", "em", "para", "e", "ou", "de", "por", "o", "os", "as", "um", "uma", "meu", "minha"],
    "nl": ["met", "naar", "en", "of", "van", "de", "het", "een", "mijn"],
  ]

  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (app, _, template) in context.phrases {
      let locale = template.phrase.locale ?? app.manifest.locale
      guard let words = danglingWords[language(of: locale)], let automaton = template.automaton else { continue }
      var last: [String] = []
      for position in automaton.symbols.indices where automaton.isLast[position] {
        guard case .token(let token) = automaton.symbols[position] else { continue }
        let word = context.tokens.text(of: token)
        if words.contains(word) && !last.contains(word) { last.append(word) }
      }
      guard !last.isEmpty else { continue }
      findings.append(finding(.warning, .endsDangling(template.text, last), at: template))
    }
    return findings
  }

  /// `de` for `de-CH`.
  static func language(of locale: String) -> String {
    String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }
}

extension Diagnostic.Message {
  fileprivate static func saysSiri(_ phrase: String) -> Self {
    Self(
      id: AppleSiriInPhrase.id,
      "phrase '\(phrase)' says 'Siri'; people say it to wake Siri, which hears only what follows, so leave it out")
  }

  fileprivate static func endsDangling(_ phrase: String, _ words: [String]) -> Self {
    Self(
      id: AppleDanglingWord.id,
      "phrase '\(phrase)' can end on " + OverlapReport.list(words.map { "'\($0)'" })
        + ", which needs a word after it; finish the phrase or remove the word")
  }
}
