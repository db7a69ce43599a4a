import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// A slot or `{applicationName}` glued to letters where the phrase's language writes a name as a word of its own
/// (warning).
///
/// `show {applicationName}s logs` matches only "show Waters logs", never "show Water logs": with no space, the slot's
/// value and the letters are one word of the utterance. That is how Korean (`{applicationName}에서`), Turkish
/// or German compounds (`schalte das {room}licht an`) are written, and how a possessive (`{name}'s`) or an elision
/// (`l'{name}`) is, but in English, French or Russian text it is most often a missing space.
///
/// The language is the phrase's locale, else the manifest's: its first subtag names it. Gluing is usual in
/// ``gluingLanguages`` and in any text without Latin, Greek or Cyrillic letters (Hangul, Arabic, Hebrew...).
/// Elsewhere it is unusual unless the letters before the slot end with an apostrophe (`l'`, `d'`, `qu'`) or the
/// letters after it begin with one (`'s`). Slots glued inside a rule are reported where the rule is referenced.
enum GluedSlot: LintRule {
  /// The languages (first subtags of a locale) that write names with suffixes, particles or compounds in one word.
  static let gluingLanguages: Set<String> = [
    // Written without spaces between words.
    "ja", "zh", "th", "lo", "my", "km",
    // Particles and suffixes after a name.
    "ko", "tr", "az", "tk", "uz", "kk", "ky", "tt", "ba", "ug", "mn", "fi", "et", "hu", "eu", "ka", "ta", "te", "kn",
    "ml", "ar", "he", "fa", "ur",
    // Compounds written as one word.
    "de", "nl", "sv", "da", "nb", "nn", "no", "is", "fo", "af", "lb", "fy",
  ]

  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (app, intent) in context.intents {
      for template in intent.phrases + intent.negativePhrases {
        guard let syntax = template.syntax, let automaton = template.automaton else { continue }
        let locale = template.phrase.locale ?? app.manifest.locale
        guard !gluingLanguages.contains(language(of: locale)) else { continue }
        let joins = GluedJoinFinder.joins(in: syntax, parameters: intent.parameters, rules: app.rules)
        for join in joins where join.isCompiled(in: automaton, parameters: intent.parameters) && isUnusual(join) {
          findings.append(
            finding(
              .warning, .gluedSlot(join, template: template.text, locale: locale), at: template,
              offset: join.offset))
        }
      }
    }
    return findings
  }

  /// The language of a locale: its first subtag, lowercased (`pt` of `pt-BR`, `zh` of `zh_Hans`).
  static func language(of locale: String) -> String {
    String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }

  /// Whether the letters a slot is glued to are ones a language written with spaces keeps apart from a name.
  static func isUnusual(_ join: GluedJoin) -> Bool {
    let scalars = Array(join.edge.unicodeScalars)
    guard scalars.contains(where: isSpacedScript) else { return false }
    let apostrophe = join.textFollows ? scalars.first : scalars.last
    return apostrophe.map { Normalizer.category(of: $0) != .apostrophe } ?? true
  }

  /// Whether a scalar is a Latin, Greek or Cyrillic letter.
  static func isSpacedScript(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF,  // Latin
      0x370...0x3FF, 0x1F00...0x1FFF,  // Greek
      0x400...0x52F, 0x1C80...0x1C8F:  // Cyrillic
      return scalar.properties.isAlphabetic
    default:
      return false
    }
  }
}

/// A glued word with a lexicon slot (or `{applicationName}`) that no value of the lexicon can make (warning).
///
/// For each value of the slot's enum, entity or app names (the first ``valueLimit`` names and synonyms, each as
/// written and as its words said in a row), lint spells the template's first ``expansionLimit`` expansions with
/// the value in the slot and every other slot sampled as `generate` does, and routes them through a router of
/// the app's phrases with glued lexicon slots, looking among the matches (with `--explain`'s readings) for the
/// template's. When it matches none, the glued word is one no utterance can say: `turn on {room}s` whose rooms
/// are all written in symbols that say no word (`💡`), or an enum with no cases. Negative phrases are not checked.
enum GluedFormNeverMatches: LintRule {
  /// The most values of a slot tried.
  static let valueLimit = 50
  /// The most expansions of a template spelled with each value.
  static let expansionLimit = 4

  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for app in context.apps {
      var glued: [GluedPhrase] = []
      for intent in app.intents {
        for template in intent.phrases {
          guard let syntax = template.syntax, let automaton = template.automaton else { continue }
          var checked = Set<String>()
          let joins = GluedJoinFinder.joins(in: syntax, parameters: intent.parameters, rules: app.rules)
            .filter { $0.isCompiled(in: automaton, parameters: intent.parameters) && checked.insert($0.slot).inserted }
            .compactMap { join in GluedLexicon(join.parameter, of: intent.intent, in: app.manifest).map { (join, $0) } }
          if !joins.isEmpty {
            glued.append(GluedPhrase(intent: intent, template: template, syntax: syntax, joins: joins))
          }
        }
      }
      guard !glued.isEmpty else { continue }
      let check = GluedFormCheck(app, glued)
      for phrase in glued {
        for (join, lexicon) in phrase.joins {
          guard let problem = check.problem(join, lexicon, in: phrase) else { continue }
          findings.append(
            finding(
              .warning, .gluedFormNeverMatches(join, lexicon, problem, template: phrase.template.text),
              at: phrase.template, offset: join.offset))
        }
      }
    }
    return findings
  }
}

/// A phrase with glued slots that read a lexicon, and their lexicons.
struct GluedPhrase {
  var intent: LintIntent
  var template: LintTemplate
  var syntax: Template
  var joins: [(GluedJoin, GluedLexicon)]
}

extension GluedJoin {
  /// Whether the compiled template reads the slot's value inside a word, as found in its syntax.
  func isCompiled(in automaton: TemplateAutomaton, parameters: [TemplateParameter]) -> Bool {
    guard let parameter else { return automaton.readsGluedValue(parameter: -1) }
    guard let index = parameters.firstIndex(where: { $0.name == parameter }) else { return false }
    return automaton.readsGluedValue(parameter: index)
  }
}

/// The values a glued slot may take: the spoken names of its enum's cases or entity's values, or the app's names.
struct GluedLexicon {
  /// What the values are, for messages: `enum 'Area'`, `the app's names`.
  var description: String
  /// Every name and synonym, each once, in the manifest's order.
  var values: [String]

  /// The lexicon of a slot that reads one value of an enum or entity (nil parameter: the app's name); nil otherwise.
  init?(_ parameter: String?, of intent: Intent, in manifest: Manifest) {
    var phrases: [String]
    if let parameter {
      guard let declared = intent.parameters.first(where: { $0.name == parameter }), !declared.isList else {
        return nil
      }
      switch declared.type {
      case .enumeration(let name):
        guard let type = manifest.enums.first(where: { $0.name == name })?.value else { return nil }
        description = "enum '\(name)'"
        phrases = type.cases.flatMap(\.spokenPhrases)
      case .entity(let name):
        guard let type = manifest.entities.first(where: { $0.name == name })?.value else { return nil }
        description = "entity '\(name)'"
        phrases = type.values.flatMap { [$0.name ?? $0.id] + $0.synonyms }
      default:
        return nil
      }
    } else {
      description = "the app's names"
      phrases = manifest.names
    }
    var seen = Set<String>()
    values = phrases.filter { !$0.isEmpty && seen.insert($0).inserted }
  }
}

/// Routes templates spelled with each value of a glued slot through a router of the app's phrases with glued
/// lexicon slots alone, and looks for a reading of the template among the matches.
struct GluedFormCheck {
  /// Why a glued slot never matches: its lexicon has no values, or the utterances tried, with the first.
  enum Problem {
    case noValues
    case noneRoutes(tried: Int, example: String)
  }

  private let router: Router?
  private let manifest: Manifest
  private let rules: [String: Template]

  /// A check of an app's phrases with glued lexicon slots, through a router of those phrases alone.
  init(_ app: LintApp, _ phrases: [GluedPhrase]) {
    var manifest = app.manifest
    manifest.rules = manifest.rules.filter { app.rules[$0.name] != nil }
    manifest.intents = app.intents.compactMap { lint in
      let kept = phrases.filter { $0.intent.id == lint.id }.map(\.template.phrase)
      guard !kept.isEmpty else { return nil }
      var intent = lint.intent
      intent.parameters = intent.parameters.filter { parameter in lint.parameters.contains { $0.name == parameter.name }
      }
      intent.phrases = kept
      intent.negativePhrases = []
      return intent
    }
    router = try? Router(manifests: [manifest])
    self.manifest = manifest
    rules = app.rules
  }

  /// Why no value of the lexicon makes the glued slot match; nil when one does (or no router could be built).
  func problem(_ join: GluedJoin, _ lexicon: GluedLexicon, in phrase: GluedPhrase) -> Problem? {
    let values = lexicon.values.prefix(GluedFormNeverMatches.valueLimit)
    guard !values.isEmpty else { return .noValues }
    guard let router, let intent = manifest.intents.first(where: { $0.id == phrase.intent.id }) else { return nil }
    let expansions = TemplateExpander(rules: rules, limit: GluedFormNeverMatches.expansionLimit)
      .expansions(of: phrase.syntax)
    let spelled = expansions.filter { pieces in pieces.contains { Self.isSlot($0, join) } }
    guard !spelled.isEmpty else { return nil }
    let locale = phrase.template.phrase.locale ?? manifest.locale
    let sampler = ValueSampler(reference: ValueSamples.reference)
    let options = RouteOptions.uncalibrated(explain: true, reference: ValueSamples.reference)
    var tried = 0
    var example: String?
    // A value as written ("Dr."), and as its words said one after another ("dr").
    let forms = values.flatMap { value in
      let said = Normalizer.tokens(of: value).map(\.text).joined(separator: " ")
      return said == value ? [value] : [value, said]
    }
    for value in forms {
      for (index, pieces) in spelled.enumerated() {
        var random = SeededRandom(seed: UInt64(index + 1), stream: [value])
        var utterance = ""
        for piece in pieces {
          switch piece {
          case .text(let text):
            utterance += text
          case _ where Self.isSlot(piece, join):
            utterance += value
          case .applicationName:
            utterance += manifest.app
          case .slot(let name):
            guard let parameter = intent.parameters.first(where: { $0.name == name }) else { continue }
            utterance +=
              sampler.sample(parameter, of: manifest, locale: locale, before: utterance, random: &random).spoken
          }
        }
        tried += 1
        if Self.matches(router.route(utterance, options: options), phrase) { return nil }
        if example == nil { example = utterance }
      }
    }
    return example.map { .noneRoutes(tried: tried, example: LintContext.collapsingWhiteSpace($0)) }
  }

  /// Whether the phrase matched the utterance with values that fit: the route, or a reading it ties with or outranks.
  private static func matches(_ route: Route, _ phrase: GluedPhrase) -> Bool {
    (route.explanation ?? []).contains { entry in
      entry.intent == phrase.intent.id && entry.template == phrase.template.text
        && [.selected, .tied, .outranked].contains(entry.status)
    }
  }

  private static func isSlot(_ piece: ExpandedPiece, _ join: GluedJoin) -> Bool {
    switch piece {
    case .slot(let name): name == join.parameter
    case .applicationName: join.parameter == nil
    case .text: false
    }
  }
}

extension Diagnostic.Message {
  fileprivate static func gluedSlot(_ join: GluedJoin, template: String, locale: String) -> Self {
    let inRule = join.rule.map { " (in rule '<\($0)>')" } ?? ""
    return Self(
      id: GluedSlot.id,
      "slot '\(join.slot)'\(inRule) is glued to '\(join.text)' in template '\(template)': it matches only a value "
        + "and '\(join.edge)' said as one word, which is unusual in locale '\(locale)'; write a space between them "
        + "if they are words apart")
  }

  fileprivate static func gluedFormNeverMatches(
    _ join: GluedJoin, _ lexicon: GluedLexicon, _ problem: GluedFormCheck.Problem, template: String
  ) -> Self {
    let inRule = join.rule.map { " (in rule '<\($0)>')" } ?? ""
    let subject = "slot '\(join.slot)'\(inRule) glued to '\(join.text)' in template '\(template)'"
    switch problem {
    case .noValues:
      return Self(id: GluedFormNeverMatches.id, "\(subject) can never match: \(lexicon.description) has no values")
    case .noneRoutes(let tried, let example):
      return Self(
        id: GluedFormNeverMatches.id,
        "\(subject) matches no value of \(lexicon.description): none of the \(tried) utterances spelled with "
          + "its values matches it, such as '\(example)'")
    }
  }
}
