import DataFormats
import PhraseGrammar

/// A manifest's enums and entities registered as lexicons of a grammar, and
/// the value types its parameters read with them.
///
/// The router and lint resolve parameters here, so a slot reads the same
/// values wherever it is compiled.
package struct ManifestLexicons: Sendable {
  /// The lexicon of each enum, by name.
  var enums: [String: LexiconID] = [:]
  /// The lexicon of each entity, by name.
  var entities: [String: LexiconID] = [:]
  /// Every lexicon registered, enums then entities in the manifest's order, with its entries' phrases.
  package var registered: [(id: LexiconID, entries: [[String]])] = []

  /// Registers a manifest's enums, then its entities, as lexicons of a grammar.
  package init(_ manifest: Manifest, builder: inout GrammarBuilder) {
    let articles = FunctionWords.articles[Self.language(of: manifest.locale)] ?? []
    for (name, type) in manifest.enums {
      let entries = Self.withoutArticles(type.cases.map(\.spokenPhrases), articles: articles)
      let id = builder.addLexicon(entries: entries)
      enums[name] = id
      registered.append((id, entries))
    }
    for (name, type) in manifest.entities {
      let entries = Self.withoutArticles(type.values.map { [$0.name ?? $0.id] + $0.synonyms }, articles: articles)
      // Values may be donated to and deleted from one app's entity type while the router runs.
      let id = builder.addLexicon(entries: entries, isShared: false)
      entities[name] = id
      registered.append((id, entries))
    }
  }

  /// The language code of a locale: `en` of `en-US`.
  static func language(of locale: String) -> String {
    String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }

  /// Each entry's phrases, and those that begin with an article also without it ("airport" for
  /// "the airport"), unless an entry already says the rest or two entries would.
  static func withoutArticles(_ entries: [[String]], articles: Set<String>) -> [[String]] {
    guard !articles.isEmpty else { return entries }
    let words = entries.map { $0.map { Normalizer.tokens(of: $0).map(\.text) } }
    let said = Set(words.joined())
    // The rest of each phrase that begins with an article, and how many entries have it.
    func rests(_ phrases: [[String]]) -> Set<[String]> {
      Set(phrases.filter { $0.count > 1 && articles.contains($0[0]) }.map { Array($0.dropFirst()) })
    }
    var owners: [[String]: Int] = [:]
    for phrases in words { for rest in rests(phrases) { owners[rest, default: 0] += 1 } }
    return zip(entries, words).map { phrases, words in
      phrases + rests(words).filter { !said.contains($0) && owners[$0] == 1 }.map { $0.joined(separator: " ") }.sorted()
    }
  }

  /// The value type a parameter's slots read; nil when its enum or entity is undeclared.
  package func valueType(of parameter: Parameter) -> ValueType? {
    let element = valueType(of: parameter.type)
    guard parameter.isList else { return element }
    return element.map { .list($0, maxCount: parameter.maxCount) }
  }

  /// The value type of a parameter type; nil when its enum or entity is undeclared.
  private func valueType(of type: ParameterType) -> ValueType? {
    let element: ValueType?
    switch type {
    case .integer(let min, let max): element = .integer(ValueBounds(min: min, max: max))
    case .ordinal(let min, let max): element = .ordinal(ValueBounds(min: min, max: max))
    case .decimal(let min, let max): element = .decimal(ValueBounds(min: min, max: max))
    case .boolean: element = .boolean
    case .string(let maxWords): element = .text(maxWords: maxWords)
    case .enumeration(let name): element = enums[name].map(ValueType.lexicon)
    case .entity(let name): element = entities[name].map(ValueType.lexicon)
    case .measurement(let dimension, let unit, let min, let max):
      element = .measurement(dimension, unit: unit, ValueBounds(min: min, max: max))
    case .duration(let min, let max): element = .duration(ValueBounds(min: min, max: max))
    case .date(let grain, let past): element = .date(grain: grain, past: past)
    case .recurrence: element = .recurrence
    case .union(let members):
      let types = members.compactMap(valueType(of:))
      element = types.count == members.count ? .union(types) : nil
    }
    return element
  }
}
