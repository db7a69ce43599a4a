import PhraseText

/// What a measurement measures.
public enum Dimension: String, CaseIterable, Hashable, Sendable {
  case volume, mass, length, temperature, duration
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

  /// Makes a reading that ends before token `end`.
  package init(end: Int, value: Double, unit: MeasureUnit?) {
    self.end = end
    self.value = value
    self.unit = unit
  }
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
  /// - Returns: The readings, ordered by `end`; empty when no quantity starts at `start`.
  package static func readings(
    in tokens: [String], from start: Int, dimension: Dimension, maxTokens: Int = 16
  ) -> [MeasurementReading] {
    guard start >= 0, start < tokens.count, maxTokens > 0 else { return [] }
    let limit = maxTokens >= tokens.count - start ? tokens.count : start + maxTokens
    var scanner = QuantityScanner(tokens: tokens, limit: limit, dimension: dimension, readsBareNumbers: true)
    scanner.scan(from: start)
    return scanner.bestPerEnd().map { MeasurementReading(end: $0.end, value: $0.amount.value, unit: $0.unit) }
  }

  /// Whether a quantity of `dimension` may begin with `token`, a cheap test to skip tokens that start nothing.
  ///
  /// False promises that `readings(in:from:dimension:maxTokens:)` returns no reading there.
  package static func mayBegin(_ token: String, dimension: Dimension) -> Bool {
    UnitLexicon.shared.startWords[dimension.index].contains(token) || Numbers.mayBeginCardinal(token)
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

// MARK: - Exact arithmetic

/// An exact fraction of two 64-bit integers in lowest terms, with a positive denominator.
///
/// Unit factors are exact decimals or fractions, so conversions multiply and
/// add these and round once at the end. Every operation returns nil when a
/// result would not fit, and the caller falls back to `Double`.
struct ExactRatio: Hashable, Sendable {
  /// The numerator, with the fraction's sign.
  private(set) var numerator: Int64
  /// The denominator, always positive.
  private(set) var denominator: Int64

  /// Zero, as 0/1.
  static let zero = ExactRatio(0)
  /// One, as 1/1.
  static let one = ExactRatio(1)

  /// The fraction `numerator / denominator`, reduced; a zero denominator gives zero.
  init(_ numerator: Int64, _ denominator: Int64 = 1) {
    guard denominator != 0, numerator != 0 else {
      self.numerator = 0
      self.denominator = 1
      return
    }
    let divisor = Int64(truncatingIfNeeded: Self.gcd(numerator.magnitude, denominator.magnitude))
    var top = numerator / divisor
    var bottom = denominator / divisor
    if bottom < 0 {
      top = 0 &- top
      bottom = 0 &- bottom
    }
    self.numerator = top
    self.denominator = bottom
  }

  /// The shortest decimal whose nearest `Double` is `value` (98.6 is 986/10), or nil when none fits 64 bits.
  init?(decimal value: Double) {
    guard value.isFinite else { return nil }
    let limit = 9_007_199_254_740_992.0  // 2^53: every integer up to it is exact in a Double
    var power = 1.0
    var scale: Int64 = 1
    var digits = 0
    while true {
      let scaled = (value * power).rounded()
      guard abs(scaled) <= limit else { return nil }
      if scaled / power == value, let integer = Int64(exactly: scaled) {
        self.init(integer, scale)
        return
      }
      guard digits < 18 else { return nil }  // 10^18 is the largest power of ten an Int64 holds
      power *= 10
      scale *= 10
      digits += 1
    }
  }

  /// Whether the fraction is zero.
  var isZero: Bool { numerator == 0 }

  /// The nearest `Double` when numerator and denominator are below 2^53 (one rounding), else within an ulp or two.
  var doubleValue: Double { Double(numerator) / Double(denominator) }

  /// The sum, or nil when it does not fit.
  func adding(_ other: ExactRatio) -> ExactRatio? {
    let divisor = Int64(truncatingIfNeeded: Self.gcd(denominator.magnitude, other.denominator.magnitude))
    let left = other.denominator / divisor
    let right = denominator / divisor
    let (a, overflowA) = numerator.multipliedReportingOverflow(by: left)
    let (b, overflowB) = other.numerator.multipliedReportingOverflow(by: right)
    let (sum, overflowSum) = a.addingReportingOverflow(b)
    let (bottom, overflowBottom) = denominator.multipliedReportingOverflow(by: left)
    guard !(overflowA || overflowB || overflowSum || overflowBottom) else { return nil }
    return ExactRatio(sum, bottom)
  }

  /// The difference, or nil when it does not fit.
  func subtracting(_ other: ExactRatio) -> ExactRatio? {
    guard other.numerator != .min else { return nil }
    return adding(ExactRatio(0 - other.numerator, other.denominator))
  }

  /// The product, cross-reduced first so that it overflows only when the result does not fit.
  func multiplied(by other: ExactRatio) -> ExactRatio? {
    let first = Int64(truncatingIfNeeded: Self.gcd(numerator.magnitude, other.denominator.magnitude))
    let second = Int64(truncatingIfNeeded: Self.gcd(other.numerator.magnitude, denominator.magnitude))
    let (top, overflowTop) = (numerator / first).multipliedReportingOverflow(by: other.numerator / second)
    let (bottom, overflowBottom) = (denominator / second).multipliedReportingOverflow(by: other.denominator / first)
    guard !(overflowTop || overflowBottom) else { return nil }
    return ExactRatio(top, bottom)
  }

  /// The quotient, or nil when `other` is zero or the result does not fit.
  func divided(by other: ExactRatio) -> ExactRatio? {
    guard !other.isZero, other.numerator != .min else { return nil }
    return multiplied(by: ExactRatio(other.denominator, other.numerator))
  }

  /// The greatest common divisor; gcd(0, n) is n, and never zero for a nonzero argument.
  private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return x == 0 ? 1 : x
  }
}

/// A quantity kept exact while it can be, with a `Double` beside it for when it cannot.
struct ExactAmount: Hashable, Sendable {
  /// The exact value, or nil once an operation overflowed.
  var exact: ExactRatio?
  /// The value in `Double` arithmetic, used only when `exact` is nil.
  var approximate: Double

  /// A value said as a number, taken as its shortest decimal.
  init(_ value: Double) {
    exact = ExactRatio(decimal: value)
    approximate = value
  }

  /// An exact value.
  init(_ ratio: ExactRatio) {
    exact = ratio
    approximate = ratio.doubleValue
  }

  /// The value as a `Double`: the exact one rounded, or the approximation.
  var value: Double { exact?.doubleValue ?? approximate }

  /// The amount multiplied by an exact factor.
  func times(_ factor: ExactRatio) -> ExactAmount {
    var result = self
    result.exact = exact.flatMap { $0.multiplied(by: factor) }
    result.approximate = value * factor.doubleValue
    return result
  }

  /// The sum of two amounts.
  func plus(_ other: ExactAmount) -> ExactAmount {
    var result = self
    if let left = exact, let right = other.exact {
      result.exact = left.adding(right)
    } else {
      result.exact = nil
    }
    result.approximate = value + other.value
    return result
  }

  /// The amount with its sign flipped.
  func negated() -> ExactAmount { times(ExactRatio(-1)) }

  /// The same quantity in another unit of its dimension: `(scale₁ · x + offset₁ − offset₂) / scale₂`.
  func converted(from: MeasureUnit, to: MeasureUnit) -> ExactAmount {
    if let x = exact, let si = x.multiplied(by: from.scale)?.adding(from.offset),
      let shifted = si.subtracting(to.offset), let result = shifted.divided(by: to.scale)
    {
      return ExactAmount(result)
    }
    var result = self
    result.exact = nil
    result.approximate =
      (value * from.scale.doubleValue + from.offset.doubleValue - to.offset.doubleValue) / to.scale.doubleValue
    return result
  }
}

// MARK: - Lexicon

/// What a unit name read in an utterance stands for.
enum UnitWord: Hashable, Sendable {
  case unit(MeasureUnit)
  /// "degrees", "°", 度: a temperature whose scale is left to the parameter.
  case degree
}

/// A trie over token sequences, built once: unit names and the words around them.
struct UnitTrie<Value: Sendable>: Sendable {
  private var children: [[String: Int]] = [[:]]
  private var values: [Value?] = [nil]

  /// Adds a name; a later value for the same tokens replaces the earlier one.
  mutating func insert(_ tokens: [String], _ value: Value) {
    guard !tokens.isEmpty else { return }
    var node = 0
    for token in tokens {
      if let next = children[node][token] {
        node = next
      } else {
        children.append([:])
        values.append(nil)
        children[node][token] = children.count - 1
        node = children.count - 1
      }
    }
    values[node] = value
  }

  /// Calls `body` with the end and value of every name that starts at `start` and ends by `limit`, ends ascending.
  func forEachMatch(in tokens: [String], from start: Int, limit: Int, _ body: (Int, Value) -> Void) {
    var node = 0
    var position = start
    while position < limit, let next = children[node][tokens[position]] {
      node = next
      position += 1
      if let value = values[node] { body(position, value) }
    }
  }

  /// The tokens that names begin with.
  var firstTokens: Set<String> { Set(children[0].keys) }
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
  static let shared = UnitLexicon()

  /// Aliases that two units of one dimension share, and the unit chosen: units.json lists カップ for both cups.
  static let preferredUnits: [String: String] = ["カップ": "cup_ja"]

  /// Words that say "degrees" without a scale.
  static let degreeWords = ["°", "degree", "degrees", "deg", "degs", "度"]

  /// Japanese cooking measures that may come before their number: 大さじ2, 小さじ1/2, カップ1杯.
  static let leadingVolumeAliases: Set<String> = ["大さじ", "大匙", "おおさじ", "小さじ", "小匙", "こさじ", "カップ", "計量カップ"]

  /// The trie of unit names read in utterances, per dimension.
  var readingTries: [UnitTrie<UnitWord>] = Array(repeating: UnitTrie(), count: Dimension.allCases.count)
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
  var temperaturePrefixes = UnitTrie<MeasureUnit>()
  /// Japanese cooking measures before the number.
  var leadingVolumeUnits = UnitTrie<MeasureUnit>()
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

  /// Builds the lexicon from `Units.definitions`.
  init() {
    let preferred = Dictionary(
      Self.preferredUnits.map { (Self.key(of: $0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    var aliases: [Dimension: [String: MeasureUnit]] = [:]
    var ambiguous: [Dimension: [String: Set<String>]] = [:]
    for definition in Units.definitions {
      let unit = definition.unit
      byID[unit.id] = unit
      for raw in definition.english + definition.japanese {
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
      var trie = UnitTrie<UnitWord>()
      for (key, unit) in aliases[dimension] ?? [:] {
        trie.insert(key.split(separator: " ").map(String.init), .unit(unit))
      }
      if dimension == .temperature {
        for word in Self.degreeWords { trie.insert(Self.tokens(of: word), .degree) }
      }
      readingTries[dimension.index] = trie
      var starts = Set(QuantityScanner.leadingWords.keys)
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

// MARK: - Scanner

/// One reading before it is reported: where it ends, the amount said and its unit.
struct QuantityCandidate {
  /// The exclusive index of the token where the reading ends.
  var end: Int
  var amount: ExactAmount
  var unit: MeasureUnit?
}

/// The grammar of quantities shared by ``Measurements`` and ``Durations``.
///
/// It reads left to right from a start token, trying each number reading
/// with each unit name the trie finds after it, so the work is bounded by
/// the few readings of each and by `limit`. Every form it accepts is listed
/// in ``Measurements``; ``Durations`` adds its own on top.
struct QuantityScanner {
  /// How an amount before a unit was said.
  enum Leading {
    /// A number read by `Numbers`; alone, it may be a reading with no unit.
    case number
    /// "a" or "an": one unit.
    case article
    /// A bare fraction word: "quarter", or an ordinal such as "tenth", which needs "of".
    case fraction(needsOf: Bool)
  }

  /// Words that start an amount although `Numbers` reads no number there, with the value they give.
  static let leadingWords: [String: (value: Double, leading: Leading)] = {
    var words: [String: (value: Double, leading: Leading)] = [
      "a": (1, .article), "an": (1, .article), "quarter": (0.25, .fraction(needsOf: false)),
    ]
    let ordinals = ["third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
    for (offset, word) in ordinals.enumerated() {
      words[word] = (1 / Double(offset + 3), .fraction(needsOf: true))
    }
    return words
  }()

  /// What may follow the number of 摂氏37度 or 華氏70°.
  static let degreeMarks: Set<String> = ["度", "°"]

  /// What may follow the number of カップ1杯: the counter 杯 ("cupful").
  static let cupCounters: Set<String> = ["杯"]

  /// Words between a number and its unit that do not change it: "2 more minutes", "2 extra cups".
  static let fillerWords: Set<String> = ["more", "extra", "additional"]

  /// The utterance's normalized tokens.
  let tokens: [String]
  /// The index past the last token a reading may take.
  let limit: Int
  /// What the quantity measures: the units read are this dimension's.
  let dimension: Dimension
  /// Whether a number with no unit is a reading (measurements) or not (durations).
  let readsBareNumbers: Bool
  /// The dimension's unit names.
  let trie: UnitTrie<UnitWord>
  /// Every reading found so far, possibly several per end.
  private(set) var candidates: [QuantityCandidate] = []

  /// A scanner over `tokens[..<limit]` for quantities of `dimension`.
  init(tokens: [String], limit: Int, dimension: Dimension, readsBareNumbers: Bool) {
    self.tokens = tokens
    self.limit = limit
    self.dimension = dimension
    self.readsBareNumbers = readsBareNumbers
    self.trie = UnitLexicon.shared.readingTries[dimension.index]
  }

  /// Reads every form that starts at `start`.
  mutating func scan(from start: Int) {
    guard start < limit else { return }
    for number in Numbers.cardinals(in: tokens, from: start, maxTokens: limit - start) {
      let amount = ExactAmount(number.value)
      if readsBareNumbers {
        add(number.end, amount, nil)
        if dimension == .temperature { belowZero(after: number.end, amount, nil) }
      }
      readUnits(after: number.end, amount, .number)
      if number.isInteger, let mixed = mixedQuarters(after: number.end, whole: number.value) {
        readUnits(after: mixed.end, ExactAmount(mixed.value), .number)
      }
    }
    if let word = Self.leadingWords[tokens[start]] {
      readUnits(after: start + 1, ExactAmount(word.value), word.leading)
    }
    prefixForms(at: start)
  }

  /// The readings, one per end, ends ascending: a unit beats no unit, then the first found wins.
  func bestPerEnd() -> [QuantityCandidate] {
    var best: [QuantityCandidate] = []
    best.reserveCapacity(candidates.count)
    for candidate in candidates {
      if let index = best.firstIndex(where: { $0.end == candidate.end }) {
        if best[index].unit == nil, candidate.unit != nil { best[index] = candidate }
      } else {
        best.append(candidate)
      }
    }
    best.sort { $0.end < $1.end }
    return best
  }

  // MARK: Forms

  /// Records a reading.
  private mutating func add(_ end: Int, _ amount: ExactAmount, _ unit: MeasureUnit?) {
    candidates.append(QuantityCandidate(end: end, amount: amount, unit: unit))
  }

  /// The token at `index`, or nil past the limit.
  private func token(_ index: Int) -> String? {
    index < limit ? tokens[index] : nil
  }

  /// Whether a token is "a" or "an".
  private static func isArticle(_ token: String?) -> Bool { token == "a" || token == "an" }

  /// "and quarter", "and two quarter", "and three quarter" after a whole number, which `Numbers` does not read.
  ///
  /// Only before a unit: "one and three quarter hours" is 1.75 hours, "two
  /// and quarter cups" 2.25 cups (Duckling's duration corpus has these).
  private func mixedQuarters(after end: Int, whole: Double) -> (end: Int, value: Double)? {
    guard token(end) == "and" else { return nil }
    var position = end + 1
    var count = 1.0
    switch token(position) {
    case "two":
      count = 2
      position += 1
    case "three":
      count = 3
      position += 1
    default:
      break
    }
    guard let word = token(position), word == "quarter" || word == "quarters" else { return nil }
    return (position + 1, whole + count / 4)
  }

  /// Unit names after an amount ending at `end`, with the words allowed between them.
  private mutating func readUnits(after end: Int, _ amount: ExactAmount, _ leading: Leading) {
    var isFraction = false
    switch leading {
    case .number:
      unitNames(at: end, amount, afterArticle: false)
      if let word = token(end), Self.fillerWords.contains(word) { unitNames(at: end + 1, amount, afterArticle: false) }
      isFraction = amount.value != amount.value.rounded()
    case .article:
      unitNames(at: end, amount, afterArticle: true)
    case .fraction(let needsOf):
      if !needsOf { unitNames(at: end, amount, afterArticle: false) }
      isFraction = true
    }
    guard isFraction else { return }
    if token(end) == "of" {
      unitNames(at: end + 1, amount, afterArticle: false)
      if Self.isArticle(token(end + 1)) { unitNames(at: end + 2, amount, afterArticle: false) }
    }
    if amount.value < 1, Self.isArticle(token(end)) { unitNames(at: end + 1, amount, afterArticle: false) }
  }

  /// Every unit name at `start`, and what may follow it.
  private mutating func unitNames(at start: Int, _ amount: ExactAmount, afterArticle: Bool) {
    guard start < limit else { return }
    trie.forEachMatch(in: tokens, from: start, limit: limit) { unitEnd, word in
      // "a" before a one-letter unit is no quantity: "7 a m" is not a minute, nor "a l" a litre.
      if afterArticle, unitEnd == start + 1, tokens[start].count == 1 { return }
      switch word {
      case .unit(let unit):
        add(unitEnd, amount, unit)
        afterUnit(unitEnd, amount, unit)
      case .degree:
        add(unitEnd, amount, nil)
        belowZero(after: unitEnd, amount, nil)
        // A scale after the degree: "37 ° celsius", "98.6 degrees F".
        trie.forEachMatch(in: tokens, from: unitEnd, limit: limit) { scaleEnd, scale in
          guard case .unit(let unit) = scale else { return }
          add(scaleEnd, amount, unit)
          belowZero(after: scaleEnd, amount, unit)
        }
      }
    }
  }

  /// What may follow the first unit: a half, "below zero", a compound, a bare count of minutes or seconds.
  private mutating func afterUnit(_ end: Int, _ amount: ExactAmount, _ unit: MeasureUnit) {
    if dimension == .temperature {
      belowZero(after: end, amount, unit)
      return
    }
    let half = ExactAmount(0.5)
    if token(end) == "and" {
      if token(end + 1) == "half" {
        add(end + 2, amount.plus(half), unit)
      } else if Self.isArticle(token(end + 1)), token(end + 2) == "half" {
        add(end + 3, amount.plus(half), unit)
      }
    } else if token(end) == "半" {
      add(end + 1, amount.plus(half), unit)
    }
    compound(after: end, amount, unit)
  }

  /// "2 degrees below zero", "2 below zero": the negated value.
  private mutating func belowZero(after end: Int, _ amount: ExactAmount, _ unit: MeasureUnit?) {
    if token(end) == "below", token(end + 1) == "zero" {
      add(end + 2, amount.negated(), unit)
    }
  }

  /// Further parts in smaller units, each optionally after "and": "5 feet 10 inches", "2 hours and 30 minutes".
  private mutating func compound(after end: Int, _ total: ExactAmount, _ unit: MeasureUnit) {
    for start in end...(token(end) == "and" ? end + 1 : end) where start < limit {
      for number in Numbers.cardinals(in: tokens, from: start, maxTokens: limit - start) where number.value >= 0 {
        let part = ExactAmount(number.value)
        trie.forEachMatch(in: tokens, from: number.end, limit: limit) { unitEnd, word in
          guard case .unit(let smaller) = word, smaller.scale.doubleValue < unit.scale.doubleValue else { return }
          let sum = Self.inSmallerUnit(total, from: unit, to: smaller).plus(part)
          add(unitEnd, sum, smaller)
          compound(after: unitEnd, sum, smaller)
        }
        // "1 hour thirty", "2 hours and 10", "1h30": a bare count of the next smaller clock unit.
        if dimension == .duration, number.isInteger, number.value > 0, number.value < 60,
          let smaller = Self.clockSubunit(of: unit)
        {
          add(number.end, total.times(ExactRatio(60)).plus(part), smaller)
        }
      }
    }
  }

  /// Japanese forms with the unit before the number: 摂氏37度, 大さじ2, カップ1杯.
  private mutating func prefixForms(at start: Int) {
    let lexicon = UnitLexicon.shared
    let prefixes: UnitTrie<MeasureUnit>
    let after: Set<String>
    switch dimension {
    case .temperature:
      prefixes = lexicon.temperaturePrefixes
      after = Self.degreeMarks
    case .volume:
      prefixes = lexicon.leadingVolumeUnits
      after = Self.cupCounters
    case .mass, .length, .duration:
      return
    }
    prefixes.forEachMatch(in: tokens, from: start, limit: limit) { prefixEnd, unit in
      guard prefixEnd < limit else { return }
      for number in Numbers.cardinals(in: tokens, from: prefixEnd, maxTokens: limit - prefixEnd) {
        let amount = ExactAmount(number.value)
        add(number.end, amount, unit)
        if let word = token(number.end), after.contains(word) { add(number.end + 1, amount, unit) }
      }
    }
  }

  /// A compound's total so far in the next, smaller unit: by the units' factors, but in calendar years.
  ///
  /// A year is 12 months and 4 quarters when a compound goes on in months
  /// or quarters ("2 years 3 months" is 27 months, as in Duckling), while
  /// alone it is 365 days and a month 30.
  static func inSmallerUnit(_ total: ExactAmount, from: MeasureUnit, to: MeasureUnit) -> ExactAmount {
    if from.dimension == .duration, from.id == "year" {
      if to.id == "month" { return total.times(ExactRatio(12)) }
      if to.id == "quarter" { return total.times(ExactRatio(4)) }
    }
    return total.converted(from: from, to: to)
  }

  /// Minutes for hours and seconds for minutes: the unit a bare count after them is in.
  static func clockSubunit(of unit: MeasureUnit) -> MeasureUnit? {
    switch unit.id {
    case "hour": Units.unit(id: "minute")
    case "minute": Units.unit(id: "second")
    default: nil
    }
  }
}
