import PhraseText
import ValueLanguages

/// What a unit name read in an utterance stands for.
enum UnitWord: Hashable, Sendable {
  case unit(MeasureUnit)
  /// A name of several of a unit: `Viertelstunde` is 15 minutes, `ons` 100 grams.
  case multiple(MeasureUnit, count: Double)
  /// "degrees", "°", 度: a temperature whose scale is left to the parameter.
  case degree
}

/// Unit names per dimension, built once from the generated table.
///
/// Each alias is normalized like an utterance (`Normalizer.tokens(of:)`),
/// so "fl. oz." is `fl` `oz` and ミリリットル is seven one-character tokens.
/// An alias that names two units of one dimension is resolved by
/// ``preferredUnits`` or else dropped (see ``collisions``). Temperature
/// aliases written "摂氏…度" become prefixes, and 度 alone is a bare degree
/// rather than Celsius (units.json's note says Japanese 度 defaults to
/// Celsius; here, as in Duckling, it is unit-less and the parameter's unit
/// applies).
struct UnitLexicon: Sendable {
  /// The lexicon, built on first use.
  static let shared = UnitLexicon(language: nil)

  /// The lexicon of a language read from a table: the unit table's names and the language's.
  static func lexicon(for language: ValueLanguage?) -> UnitLexicon {
    switch language {
    case nil: shared
    case .german?: german
    case .french?: french
    case .spanish?: spanish
    case .italian?: italian
    case .portuguese?: portuguese
    case .dutch?: dutch
    case .korean?: korean
    case .chinese?: chinese
    }
  }

  private static let german = UnitLexicon(language: .german)
  private static let french = UnitLexicon(language: .french)
  private static let spanish = UnitLexicon(language: .spanish)
  private static let italian = UnitLexicon(language: .italian)
  private static let portuguese = UnitLexicon(language: .portuguese)
  private static let dutch = UnitLexicon(language: .dutch)
  private static let korean = UnitLexicon(language: .korean)
  private static let chinese = UnitLexicon(language: .chinese)

  /// Aliases that two units of one dimension share, and the unit chosen: units.json lists カップ for both cups.
  static let preferredUnits: [String: String] = ["カップ": "cup_ja"]

  /// Words that say "degrees" without a scale.
  static let degreeWords = ["°", "degree", "degrees", "deg", "degs", "度"]

  /// Japanese cooking measures that may come before their number: 大さじ2, 小さじ1/2, カップ1杯.
  static let leadingVolumeAliases: Set<String> = ["大さじ", "大匙", "おおさじ", "小さじ", "小匙", "こさじ", "カップ", "計量カップ"]

  /// The trie of unit names read in utterances, per dimension.
  var readingTries: [TokenTrie<UnitWord>] = Array(repeating: TokenTrie(), count: Dimension.allCases.count)
  /// Words other than numbers that may begin a quantity, per dimension (by `Dimension.index`).
  var startWords: [Set<String>] = Array(repeating: [], count: Dimension.allCases.count)
  /// Aliases and ids, by normalized key, per dimension; ambiguous names are absent.
  var names: [Dimension: [String: MeasureUnit]] = [:]
  /// Aliases that name two or more units of one dimension, and those units, per dimension.
  var ambiguousNames: [Dimension: [String: [MeasureUnit]]] = [:]
  /// Aliases and ids that name one unit across all dimensions.
  var namesInAnyDimension: [String: MeasureUnit] = [:]
  /// Every unit by its id.
  var byID: [String: MeasureUnit] = [:]
  /// Japanese temperature words before the number: 摂氏, 華氏, セ氏, カ氏.
  var temperaturePrefixes = TokenTrie<MeasureUnit>()
  /// Japanese cooking measures before the number.
  var leadingVolumeUnits = TokenTrie<MeasureUnit>()
  /// Every alias that named two units of one dimension: "volume t: tbsp_us, tsp_us → none".
  var collisions: [String] = []

  /// The lookup key of a name: its normalized tokens joined by spaces.
  static func key(of name: String) -> String {
    tokens(of: name).joined(separator: " ")
  }

  /// The normalized tokens of a name, as an utterance would have them.
  static func tokens(of name: String) -> [String] {
    Normalizer.tokens(of: name).map(\.text)
  }

  /// Builds the lexicon from `Units.definitions`, and a language's quantity words when one is given.
  init(language: ValueLanguage?) {
    let words = language?.quantityWords
    let table = language?.numberTable
    let reserved = Set(
      (words.map { $0.compoundJoiners + $0.fractionLinks } ?? [])
        + (table.map { Array($0.connectors) + Array($0.words.keys) } ?? []))
    let preferred = Dictionary(
      Self.preferredUnits.map { (Self.key(of: $0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    var aliases: [Dimension: [String: MeasureUnit]] = [:]
    var ambiguous: [Dimension: [String: Set<String>]] = [:]
    for definition in Units.definitions {
      let unit = definition.unit
      byID[unit.id] = unit
      for prefix in words?.temperaturePrefixes[unit.id] ?? [] {
        temperaturePrefixes.insert(Self.tokens(of: prefix), unit)
      }
      // An English abbreviation that is a word of the language (`y`, `e`, `a`) is the language's word.
      let english = definition.english.filter { !reserved.contains(Self.key(of: $0)) }
      for raw in english + definition.japanese + (words?.units[unit.id] ?? []) {
        if unit.dimension == .temperature {
          if let ellipsis = raw.firstIndex(of: "…") {
            temperaturePrefixes.insert(Self.tokens(of: String(raw[..<ellipsis])), unit)
            continue
          }
          if Self.degreeWords.contains(raw) { continue }
          if raw.hasSuffix("氏") { temperaturePrefixes.insert(Self.tokens(of: raw), unit) }
        }
        let key = Self.key(of: raw)
        guard !key.isEmpty else { continue }
        if let seen = ambiguous[unit.dimension]?[key] {
          ambiguous[unit.dimension]?[key] = seen.union([unit.id])
          continue
        }
        guard let existing = aliases[unit.dimension]?[key], existing != unit else {
          aliases[unit.dimension, default: [:]][key] = unit
          continue
        }
        if preferred[key] == unit.id {
          aliases[unit.dimension]?[key] = unit
        } else if preferred[key] != existing.id {
          aliases[unit.dimension]?[key] = nil
          ambiguous[unit.dimension, default: [:]][key] = [existing.id, unit.id]
        }
        if let chosen = preferred[key] {
          let units = [existing.id, unit.id].sorted().joined(separator: ", ")
          collisions.append("\(unit.dimension.rawValue) \(key): \(units) → \(chosen)")
        }
      }
    }
    // Cooking measures before a number take the unit their alias resolves to (カップ is the Japanese cup).
    for raw in Self.leadingVolumeAliases {
      if let unit = aliases[.volume]?[Self.key(of: raw)] { leadingVolumeUnits.insert(Self.tokens(of: raw), unit) }
    }
    for dimension in Dimension.allCases {
      var trie = TokenTrie<UnitWord>()
      for (key, unit) in aliases[dimension] ?? [:] {
        trie.insert(key.split(separator: " ").map(String.init), .unit(unit))
      }
      if dimension == .temperature {
        for word in Self.degreeWords + (words?.degreeWords ?? []) { trie.insert(Self.tokens(of: word), .degree) }
      }
      for (name, multiple) in words?.multiples ?? [:] {
        guard let unit = byID[multiple.unit], unit.dimension == dimension else { continue }
        trie.insert(Self.tokens(of: name), .multiple(unit, count: multiple.count))
      }
      readingTries[dimension.index] = trie
      var starts = Set(QuantityScanner.leadingWords.keys).union(words?.fractions.keys ?? [:].keys)
      starts.formUnion((words?.qualifiers ?? []).compactMap(\.first))
      for (name, multiple) in words?.multiples ?? [:] where byID[multiple.unit]?.dimension == dimension {
        if let first = Self.tokens(of: name).first { starts.insert(first) }
      }
      if dimension == .temperature { starts.formUnion(words?.belowZeroPrefixes ?? []) }
      if dimension == .duration { starts.insert("for") }
      for (prefix, words) in [(Dimension.temperature, temperaturePrefixes), (.volume, leadingVolumeUnits)]
      where prefix == dimension {
        starts.formUnion(words.firstTokens)
      }
      startWords[dimension.index] = starts
      var dimensionNames = aliases[dimension] ?? [:]
      for definition in Units.definitions where definition.unit.dimension == dimension {
        dimensionNames[Self.key(of: definition.unit.id)] = definition.unit
      }
      names[dimension] = dimensionNames
      for (key, units) in ambiguous[dimension] ?? [:] {
        ambiguousNames[dimension, default: [:]][key] = units.sorted().compactMap { byID[$0] }
        collisions.append("\(dimension.rawValue) \(key): \(units.sorted().joined(separator: ", ")) → none")
      }
    }
    collisions.sort()
    // A name fits one unit across dimensions only if no dimension finds it ambiguous or names another unit.
    var blocked = Set<String>()
    for dimension in Dimension.allCases {
      if let keys = ambiguous[dimension]?.keys { blocked.formUnion(keys) }
      for (key, unit) in names[dimension] ?? [:] {
        if let other = namesInAnyDimension[key], other != unit { blocked.insert(key) }
        namesInAnyDimension[key] = unit
      }
    }
    for key in blocked { namesInAnyDimension[key] = nil }
  }
}
