import PhraseText

/// A language's words for quantities, as data: unit names by the unit's id in the unit table
/// (`Corpora/values/units.json`), degree words, the words for a half and a quarter, and the few
/// phrases quantities are said with (`und`, `y medio`, `unter null`).
///
/// Spellings are written as the language writes them; readers normalize them as utterances are.
public struct QuantityWords: Sendable {
  /// Unit names (singular, plural, cases, abbreviations) by unit id: `"litre": ["Liter", "l"]`.
  public let units: [String: [String]]
  /// Words that say "degrees" without a scale (`Grad`, `degrés`, `도`).
  public let degreeWords: [String]
  /// Words before a temperature's number that give its scale, by unit id (`섭씨`, `摄氏`).
  public let temperaturePrefixes: [String: [String]]
  /// Words for a half and a quarter: before a unit (`halber Liter`), after a number (`ein halber`,
  /// `trois quarts`), each worth its fraction.
  public let fractions: [String: Double]
  /// What may join a fraction to its unit (`de`, `di`): `un quart de litre`.
  public let fractionLinks: [String]
  /// Phrases after a unit that add half of it (`y medio`, `et demie`, `半`).
  public let andHalf: [[String]]
  /// Words that join the parts of a compound (`2 Stunden und 30 Minuten`).
  public let compoundJoiners: [String]
  /// Phrases after a temperature that negate it (`unter null`, `bajo cero`).
  public let belowZero: [[String]]
  /// Words before a temperature that negate it (`영하`, `零下`).
  public let belowZeroPrefixes: [String]
  /// Names of a multiple of a unit (`Viertelstunde` 15 minutes, `ons` 100 grams, `斤` 500 grams):
  /// the unit's id and how many of it.
  public let multiples: [String: (unit: String, count: Double)]
  /// Words that may come before a quantity and leave it as it is (`ungefähr`, `genau`, `à peu
  /// près`), as tokens.
  public let qualifiers: [[String]]

  /// The words of a language.
  public init(
    units: [String: [String]], degreeWords: [String], temperaturePrefixes: [String: [String]] = [:],
    fractions: [String: Double], fractionLinks: [String] = [], andHalf: [[String]], compoundJoiners: [String],
    belowZero: [[String]] = [], belowZeroPrefixes: [String] = [],
    multiples: [String: (unit: String, count: Double)] = [:],
    qualifiers: [String] = []
  ) {
    self.units = units
    self.degreeWords = degreeWords
    self.temperaturePrefixes = temperaturePrefixes
    self.fractions = Dictionary(
      fractions.map { (NumberTable.normalized($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.fractionLinks = fractionLinks.map(NumberTable.normalized)
    self.andHalf = andHalf.map { $0.map(NumberTable.normalized) }
    self.compoundJoiners = compoundJoiners.map(NumberTable.normalized)
    self.belowZero = belowZero.map { $0.map(NumberTable.normalized) }
    self.belowZeroPrefixes = belowZeroPrefixes.map(NumberTable.normalized)
    self.multiples = multiples
    self.qualifiers = qualifiers.map { Normalizer.tokens(of: $0).map(\.text) }
  }
}
