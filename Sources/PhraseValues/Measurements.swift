import PhraseText
import ValueLanguages

/// What a measurement measures.
public enum Dimension: String, CaseIterable, Hashable, Sendable {
  /// Volume, in cubic metres in SI: millilitres, cups, fluid ounces.
  case volume
  /// Mass, in kilograms in SI: grams, pounds, ounces.
  case mass
  /// Length, in metres in SI: kilometres, miles, feet.
  case length
  /// Temperature, in kelvins in SI: degrees Celsius and Fahrenheit.
  case temperature
  /// Time, in seconds in SI: minutes, hours, days.
  case duration
}

/// A unit of measurement from `Corpora/values/units.json`, with its exact factors to SI.
///
/// A value `x` in the unit is `scale · x + offset` in the dimension's SI unit
/// (m³, kg, m, K, s); `offset` is zero except for temperatures. Two units are
/// equal when their ids are (the table has one entry per id).
package struct MeasureUnit: Hashable, Sendable, CustomStringConvertible {
  /// The unit's id in units.json: `fl_oz_us`, `millilitre`, `celsius`.
  package var id: String
  package var dimension: Dimension
  /// SI units per unit, exact.
  var scale: ExactRatio
  /// The SI value of zero in this unit, exact; nonzero only for Celsius and Fahrenheit.
  var offset: ExactRatio

  /// Makes a unit; `scale` must be positive.
  init(id: String, dimension: Dimension, scale: ExactRatio, offset: ExactRatio = .zero) {
    self.id = id
    self.dimension = dimension
    self.scale = scale
    self.offset = offset
  }

  /// SI units per unit (1 mL is 1e-6 m³), rounded to the nearest `Double`.
  package var toSI: Double { scale.doubleValue }

  /// The unit's id.
  package var description: String { id }

  /// Whether two units are the same entry of the table, by id.
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  /// Hashes the id, as `==` compares it.
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One unit of the generated table (`Units.swift`) with the names it goes by.
struct UnitDefinition: Sendable {
  var unit: MeasureUnit
  /// English aliases as units.json writes them ("fl. oz.", "mL").
  var english: [String]
  /// Japanese aliases as units.json writes them ("ミリリットル", "摂氏…度").
  var japanese: [String]

  /// Makes an entry of the generated table.
  init(
    id: String, dimension: Dimension, scale: ExactRatio, offset: ExactRatio, english: [String], japanese: [String]
  ) {
    self.unit = MeasureUnit(id: id, dimension: dimension, scale: scale, offset: offset)
    self.english = english
    self.japanese = japanese
  }
}

/// The unit table: looking units up by name and converting between them.
///
/// Conversions are exact where the factors are: a value is taken as the
/// shortest decimal that rounds to it (98.6 is 986/10), multiplied and added
/// with the units' exact factors as fractions of 64-bit integers, and rounded
/// to a `Double` once, at the end. So 8 US fl oz is 236.5882365 mL (not
/// 236.58823650000002), 98.6 °F is 37 °C and 1 lb is 0.45359237 kg. When an
/// intermediate does not fit 64 bits (a value with many significant digits,
/// such as 1/3, times a factor with many), the conversion falls back to
/// `Double` arithmetic, within a few units in the last place.
package enum Units {
  /// A unit named in a manifest: its id in units.json or any alias, `_` read as a space, case-insensitive.
  ///
  /// "fl_oz", "fl oz", "ml", "mL", "millilitre" and "fl_oz_us" all work.
  /// When a name is ambiguous, the dimension decides: "oz" is the US fluid
  /// ounce for `.volume` and the avoirdupois ounce for `.mass`, "cup" in
  /// `.volume` is the US customary cup (236.5882365 mL). Without a dimension,
  /// a name that fits units of two dimensions ("oz", "m") gives nil, and so
  /// does a name that fits two units of one dimension ("t": teaspoon or
  /// tablespoon, whose case units.json uses to tell apart).
  package static func unit(named name: String, dimension: Dimension?) -> MeasureUnit? {
    let key = UnitLexicon.key(of: name)
    guard !key.isEmpty else { return nil }
    let lexicon = UnitLexicon.shared
    guard let dimension else { return lexicon.namesInAnyDimension[key] }
    return lexicon.names[dimension]?[key]
  }

  /// Every unit a name fits, in any dimension, in the table's order: what to list when `unit(named:dimension:)` is nil.
  ///
  /// "oz" fits `fl_oz_us` and `ounce_avdp`, "t" fits `tbsp_us`, `tsp_us`
  /// and `tonne`; an unknown name fits none.
  package static func units(named name: String) -> [MeasureUnit] {
    let key = UnitLexicon.key(of: name)
    guard !key.isEmpty else { return [] }
    let lexicon = UnitLexicon.shared
    var found: Set<MeasureUnit> = []
    for dimension in Dimension.allCases {
      if let unit = lexicon.names[dimension]?[key] { found.insert(unit) }
      found.formUnion(lexicon.ambiguousNames[dimension]?[key] ?? [])
    }
    return definitions.map(\.unit).filter { found.contains($0) }
  }

  /// The unit with an id of units.json ("fl_oz_us"), exactly as written there.
  package static func unit(id: String) -> MeasureUnit? {
    UnitLexicon.shared.byID[id]
  }

  /// A unit's short symbol, to read a quantity back ("12 fl oz", "250 mL"): its first English
  /// alias in the table, capitalized as another alias writes the same letters ("mL", "L").
  package static func symbol(id: String) -> String? {
    guard let definition = definitions.first(where: { $0.unit.id == id }), let first = definition.english.first
    else { return nil }
    return definition.english.first { $0.lowercased() == first.lowercased() && $0 != $0.lowercased() } ?? first
  }

  /// Every unit of the table, in the table's order.
  package static var all: [MeasureUnit] { definitions.map(\.unit) }

  /// Converts a value between units of one dimension, exactly where the factors are exact (temperature is affine).
  ///
  /// See the type's summary for the arithmetic. Units of different
  /// dimensions have no conversion: the result is NaN.
  package static func convert(_ value: Double, from: MeasureUnit, to: MeasureUnit) -> Double {
    guard from.dimension == to.dimension else { return .nan }
    guard from != to else { return value }
    return ExactAmount(value).converted(from: from, to: to).value
  }
}

/// One reading of a measurement that starts at a given token.
package struct MeasurementReading: Hashable, Sendable {
  /// The exclusive index of the token where the reading ends.
  package var end: Int
  /// The value as said, in `unit` ("8 oz" is 8); a compound ("5 feet 10 inches") is given in its last unit (70).
  package var value: Double
  /// The unit said; nil when none was ("8", "45 degrees"), and the caller gives it the parameter's unit.
  package var unit: MeasureUnit?
}

/// Reads quantities with units ("8 oz", "250 mL", "two cups", "37 °C") from normalized tokens.
///
/// The forms, for a dimension:
/// - a number, with or without a unit: "8 oz", "250ml", "two and a half
///   cups", "1.5 l", "3/4 cup", "2 more cups"; a number alone reads with no
///   unit, for the caller to give it the parameter's;
/// - "a" or "an" and a unit of more than one letter: "a liter", "an ml",
///   "a kg" (but not "a m" or "a l");
/// - fractions: "half a cup", "half liter", "a quarter of a cup", "three
///   quarters of a gallon", "quarter litre", "tenth of a gallon" (an ordinal
///   word needs "of");
/// - a unit then "and a half", "and half" or 半: "a liter and a half";
/// - compounds in decreasing units, each step optionally joined by "and":
///   "5 feet 10 inches" (70 inches), "1 lb 4 oz", "2 km and 1 meter"; the
///   value is given in the last unit;
/// - temperatures: "37 °C", "98.6 degrees F", "seventy fahrenheit", "-2°",
///   "2 degrees below zero"; a bare degree ("45 degrees", "45°", "45度")
///   reads with no unit, like Duckling's unit-less "degree", so the
///   parameter's scale applies; Japanese 摂氏, 華氏, セ氏 and カ氏 go before
///   the number ("摂氏37度");
/// - Japanese: units follow the number ("8オンス", "250ミリリットル",
///   "2リットル"), and cooking measures may precede it ("大さじ2", "カップ1杯").
///
/// Unit names are those of units.json, normalized like utterances, and
/// resolve within the dimension: "oz" and "ounces" are US fluid ounces for
/// volume and avoirdupois ounces for mass; "cup" is the US customary cup
/// (236.5882365 mL) and カップ the Japanese cup (200 mL), as units.json's
/// notes on the cup say; "t" (teaspoon or tablespoon, told apart only by
/// case) is not read.
package enum Measurements {
  /// Every reading of a quantity of `dimension` that starts at `tokens[start]`, one per end index, ends ascending.
  ///
  /// Where two forms end at the same token, a reading with a unit wins over
  /// one without, and otherwise the one found first: a number before "a" or
  /// a fraction word, a unit after the number before one in front of it.
  ///
  /// - Parameters:
  ///   - tokens: Normalized tokens (`Normalizer.tokens(of:)`).
  ///   - start: The index of the first token of the quantity.
  ///   - dimension: What the quantity measures; unit names resolve within it.
  ///   - maxTokens: The most tokens a reading may span.
  ///   - language: The language read from a table, whose words are read; nil for English and Japanese.
  /// - Returns: The readings, ordered by `end`; empty when no quantity starts at `start`.
  package static func readings(
    in tokens: [String], from start: Int, dimension: Dimension, maxTokens: Int = 16, language: ValueLanguage? = nil
  ) -> [MeasurementReading] {
    guard start >= 0, start < tokens.count, maxTokens > 0 else { return [] }
    let limit = maxTokens >= tokens.count - start ? tokens.count : start + maxTokens
    return QuantityScanner.readings(
      in: tokens, from: start, limit: limit, dimension: dimension, readsBareNumbers: true, language: language
    ).map { MeasurementReading(end: $0.end, value: $0.amount.value, unit: $0.unit) }
  }

  /// Whether a quantity of `dimension` may begin with `token`, a cheap test to skip tokens that start nothing.
  ///
  /// False promises that `readings(in:from:dimension:maxTokens:)` returns no reading there.
  package static func mayBegin(_ token: String, dimension: Dimension, language: ValueLanguage? = nil) -> Bool {
    guard let language else {
      return UnitLexicon.shared.startWords[dimension.index].contains(token) || Numbers.mayBeginCardinal(token)
    }
    return UnitLexicon.lexicon(for: language).startWords[dimension.index].contains(token)
      || UnitLexicon.lexicon(for: language).temperaturePrefixes.firstTokens.contains(token)
      || language.mayBegin(token) || token.first?.isNumber == true
  }
}

extension Dimension {
  /// The dimension's position in `allCases`, to index per-dimension tables.
  var index: Int {
    switch self {
    case .volume: 0
    case .mass: 1
    case .length: 2
    case .temperature: 3
    case .duration: 4
    }
  }
}
