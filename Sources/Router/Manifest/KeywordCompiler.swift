import DataFormats
import PhraseGrammar

/// Compiles the keyword intents of each app, in the router's order, into a ``KeywordTable``.
///
/// Each vocabulary an intent names is compiled with the intent's parameters that its phrases
/// (and the rules they use) name as slots; a vocabulary compiled with the same parameters for
/// another intent of the app is the same unit, spotted once.
struct KeywordCompiler {
  private var builder = GrammarBuilder()
  private var unitOfTemplate: [Int32] = []
  private var units: [KeywordTable.Unit] = []
  private var intents: [KeywordTable.KeywordIntent] = []

  /// A vocabulary compiled with these parameters.
  private struct UnitKey: Hashable {
    var vocabulary: Int
    var parameters: [TemplateParameter]
  }

  /// A vocabulary's phrases as parsed, and the slot names they (and the rules they use) have.
  private struct ParsedVocabulary {
    var index: Int
    var phrases: [(syntax: Template, source: SourcedText)] = []
    var slots = Set<String>()
  }

  /// Compiles the keyword intents of one app, the `app`-th of the router; problems go to `diagnostics`.
  mutating func compile(
    _ parsed: some ManifestTemplates, app: Int, spokenNames: [String], rules: [String: Template],
    diagnostics: inout [Diagnostic]
  ) {
    let manifest = parsed.manifest
    guard manifest.intents.contains(where: { $0.keywords != nil }) else { return }
    let application = builder.addApplication(names: spokenNames)
    let lexicons = ManifestLexicons(manifest, builder: &builder)
    // Vocabularies read clitics as words of their own, as the router reads utterances for them.
    let rules = rules.mapValues(Clitics.split)
    var vocabularies: [String: ParsedVocabulary] = [:]
    for (index, vocabulary) in manifest.vocabularies.enumerated() {
      var parsedVocabulary = ParsedVocabulary(index: index)
      var slots = SlotNames(rules: rules)
      for (phraseIndex, phrase) in vocabulary.phrases.enumerated() {
        let template = parsed.phrase(phraseIndex, ofVocabulary: index)
        diagnostics += template.diagnostics.map { $0.placed(in: phrase, file: manifest.source) }
        guard let syntax = template.syntax else { continue }
        slots.walk(syntax.nodes)
        parsedVocabulary.phrases.append((Clitics.split(syntax), phrase))
      }
      parsedVocabulary.slots = slots.names
      vocabularies[vocabulary.name] = parsedVocabulary
    }

    var cache: [UnitKey: Int] = [:]
    let language = ValueLanguage(tag: manifest.locale)
    for (intentIndex, intent) in manifest.intents.enumerated() {
      guard let keywords = intent.keywords else { continue }
      let types = intent.parameters.map { lexicons.valueType(of: $0) }
      func keyword(_ name: SourcedText) -> KeywordTable.Keyword? {
        // The decoder reported a name that is not a vocabulary.
        guard let vocabulary = vocabularies[name.text] else { return nil }
        let used = intent.parameters.indices.filter {
          types[$0] != nil && vocabulary.slots.contains(intent.parameters[$0].name)
        }
        let key = UnitKey(
          vocabulary: vocabulary.index,
          parameters: used.map {
            TemplateParameter(name: intent.parameters[$0].name, type: types[$0]!, language: language)
          })
        let unit: Int
        if let cached = cache[key] {
          unit = cached
        } else {
          unit = units.count
          cache[key] = unit
          units.append(KeywordTable.Unit(app: app, vocabulary: name.text))
          for phrase in vocabulary.phrases {
            switch builder.addTemplate(
              phrase.syntax, application: application, parameters: key.parameters, rules: rules)
            {
            case .success: unitOfTemplate.append(Int32(unit))
            case .failure(let failure):
              diagnostics += failure.diagnostics.map { $0.placed(in: phrase.source, file: manifest.source) }
            }
          }
        }
        let words = intent.parameters.firstIndex {
          if case .string = $0.type { $0.name == name.text } else { false }
        }
        return KeywordTable.Keyword(unit: unit, parameters: used, wordsParameter: words)
      }
      let required = keywords.required.compactMap(keyword)
      let groups = keywords.oneOf.map { $0.compactMap(keyword) }.filter { !$0.isEmpty }
      let optional = keywords.optional.compactMap(keyword)
      let excluded = keywords.excluded.compactMap(keyword).map(\.unit)
      intents.append(
        KeywordTable.KeywordIntent(
          app: app, intent: intentIndex, keywords: required + groups.flatMap { $0 } + optional,
          requiredCount: required.count, groupSizes: groups.map(\.count), excluded: excluded))
    }
  }

  /// The table of every app compiled.
  func build() -> KeywordTable {
    guard !intents.isEmpty else { return .empty }
    var intentsOfUnit = Array(repeating: [Int32](), count: units.count)
    for (index, intent) in intents.enumerated() {
      for unit in Set(intent.keywords.map(\.unit)).sorted() { intentsOfUnit[unit].append(Int32(index)) }
    }
    return KeywordTable(
      grammar: builder.build(), unitOfTemplate: unitOfTemplate, units: units, intents: intents,
      intentsOfUnit: intentsOfUnit)
  }
}

/// The slot names of templates, and of the rules they use (each rule walked once).
private struct SlotNames: RuleFollowingWalker {
  let rules: [String: Template]
  var names = Set<String>()
  var walkedRules = Set<String>()

  mutating func visitSlot(_ name: String, range: SourceRange) -> TemplateWalkAction {
    names.insert(name)
    return .skipChildren
  }

}
