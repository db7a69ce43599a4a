import PhraseGrammar

/// A manifest's enums and entities registered as lexicons of a grammar, and
/// the value types its parameters read with them.
///
/// The router and lint resolve parameters here, so a slot reads the same
/// values wherever it is compiled.
struct ManifestLexicons: Sendable {
  /// The lexicon of each enum, by name.
  var enums: [String: LexiconID] = [:]
  /// The lexicon of each entity, by name.
  var entities: [String: LexiconID] = [:]
  /// Every lexicon registered, enums then entities in the manifest's order, with its entries' phrases.
  var registered: [(id: LexiconID, entries: [[String]])] = []

  /// Registers a manifest's enums, then its entities, as lexicons of a grammar.
  init(_ manifest: Manifest, builder: inout GrammarBuilder) {
    for (name, type) in manifest.enums {
      let entries = type.cases.map(\.spokenPhrases)
      let id = builder.addLexicon(entries: entries)
      enums[name] = id
      registered.append((id, entries))
    }
    for (name, type) in manifest.entities {
      let entries = type.values.map { [$0.name ?? $0.id] + $0.synonyms }
      let id = builder.addLexicon(entries: entries)
      entities[name] = id
      registered.append((id, entries))
    }
  }

  /// The value type a parameter's slots read; nil when its enum or entity is undeclared.
  func valueType(of parameter: Parameter) -> ValueType? {
    let element: ValueType?
    switch parameter.type {
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
    case .date(let grain): element = .date(grain: grain)
    }
    guard parameter.isList else { return element }
    return element.map { .list($0, maxCount: parameter.maxCount) }
  }
}
