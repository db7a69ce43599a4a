import DataFormats
import PhraseGrammar

/// A template of a manifest as the parser read it.
package struct ParsedTemplate: Sendable {
  /// The syntax tree; nil when the template has syntax errors.
  package var syntax: Template?
  /// The parser's problems with the template, with character ranges in its text.
  package var diagnostics: [Diagnostic]
}

/// An intent's phrases and negative phrases, parsed, in the manifest's order.
package struct ParsedIntent: Sendable {
  package var phrases: [ParsedTemplate]
  package var negativePhrases: [ParsedTemplate]

  package init(phrases: [ParsedTemplate], negativePhrases: [ParsedTemplate]) {
    self.phrases = phrases
    self.negativePhrases = negativePhrases
  }
}

/// A manifest and its templates parsed, as the ``ManifestCompiler`` and the utterance generator read them.
///
/// ``ParsedManifest`` holds every template parsed already; ``ManifestToParse``
/// parses each one as it is read, so a router compiled straight from
/// manifests holds one template's syntax tree at a time.
package protocol ManifestTemplates {
  /// The manifest the templates are read from.
  var manifest: Manifest { get }
  /// The body of `manifest.rules[index]`, parsed.
  func rule(_ index: Int) -> ParsedTemplate
  /// A phrase (or negative phrase) of `manifest.intents[intent]`, parsed.
  func phrase(_ index: Int, ofIntent intent: Int, isNegative: Bool) -> ParsedTemplate
  /// A phrase of `manifest.vocabularies[vocabulary]`, parsed.
  func phrase(_ index: Int, ofVocabulary vocabulary: Int) -> ParsedTemplate
}

extension ManifestTemplates {
  /// The rules that parse, by name; of a name declared twice, the last declaration that parses.
  package var ruleTemplates: [String: Template] {
    var templates: [String: Template] = [:]
    for (index, rule) in manifest.rules.enumerated() {
      if let syntax = self.rule(index).syntax { templates[rule.name] = syntax }
    }
    return templates
  }
}

/// A manifest whose templates are parsed when read, each as often as it is read.
package struct ManifestToParse: ManifestTemplates {
  package var manifest: Manifest
  var parser = TemplateParser()

  package init(manifest: Manifest) {
    self.manifest = manifest
  }

  package func rule(_ index: Int) -> ParsedTemplate {
    ParsedTemplate(manifest.rules[index].body.text, parser: parser)
  }

  package func phrase(_ index: Int, ofIntent intent: Int, isNegative: Bool) -> ParsedTemplate {
    let text =
      isNegative
      ? manifest.intents[intent].negativePhrases[index].template.text
      : manifest.intents[intent].phrases[index].template.text
    return ParsedTemplate(text, parser: parser)
  }

  package func phrase(_ index: Int, ofVocabulary vocabulary: Int) -> ParsedTemplate {
    ParsedTemplate(manifest.vocabularies[vocabulary].phrases[index].text, parser: parser)
  }
}

extension ParsedTemplate {
  /// Parses a template's text.
  init(_ text: String, parser: TemplateParser) {
    (syntax, diagnostics) = parser.parse(text)
  }
}

/// A manifest with every template in it parsed once: rule bodies, phrases and negative phrases.
///
/// Lint parses a manifest here once, and its rules, its router and its
/// findings all read the same syntax trees. The arrays run parallel to
/// the manifest's: `rules[i]` is the body of `manifest.rules[i]`, and
/// `intents[i].phrases[j]` the template of `manifest.intents[i].phrases[j]`.
package struct ParsedManifest: ManifestTemplates, Sendable {
  package var manifest: Manifest
  package var rules: [ParsedTemplate]
  package var intents: [ParsedIntent]
  /// The phrases of each vocabulary, parallel to `manifest.vocabularies`.
  package var vocabularies: [[ParsedTemplate]]

  /// Parses every template of a manifest.
  package init(_ manifest: Manifest, parser: TemplateParser = TemplateParser()) {
    func parse(_ source: SourcedText) -> ParsedTemplate { ParsedTemplate(source.text, parser: parser) }
    self.manifest = manifest
    rules = manifest.rules.map { parse($0.body) }
    intents = manifest.intents.map { intent in
      ParsedIntent(
        phrases: intent.phrases.map { parse($0.template) },
        negativePhrases: intent.negativePhrases.map { parse($0.template) })
    }
    vocabularies = manifest.vocabularies.map { $0.phrases.map(parse) }
  }

  /// A manifest and templates already parsed from it, parallel to its rules, phrases and vocabularies.
  package init(manifest: Manifest, rules: [ParsedTemplate], intents: [ParsedIntent], vocabularies: [[ParsedTemplate]]) {
    self.manifest = manifest
    self.rules = rules
    self.intents = intents
    self.vocabularies = vocabularies
  }

  package func rule(_ index: Int) -> ParsedTemplate { rules[index] }

  package func phrase(_ index: Int, ofIntent intent: Int, isNegative: Bool) -> ParsedTemplate {
    isNegative ? intents[intent].negativePhrases[index] : intents[intent].phrases[index]
  }

  package func phrase(_ index: Int, ofVocabulary vocabulary: Int) -> ParsedTemplate { vocabularies[vocabulary][index] }

  /// The names of the rules whose last declaration does not parse.
  package var brokenRules: Set<String> {
    var names = Set<String>()
    for (rule, parsed) in zip(manifest.rules, rules) {
      if parsed.syntax == nil { names.insert(rule.name) } else { names.remove(rule.name) }
    }
    return names
  }
}
