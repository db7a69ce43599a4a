import Foundation
import Testing

@testable import PhraseGrammar
@testable import PhraseValues

/// Tests for `Units` and `Measurements`: hand-picked tables and four of Duckling's corpora.
@Suite("Measurements")
struct MeasurementTests {
  typealias Dimension = PhraseGrammar.Dimension

  // MARK: - Conversions

  /// A value, its unit, the target unit, and the result as Swift prints it (the `Double` nearest the exact result).
  static let conversions: [(Double, String, String, String)] = [
    (8, "fl_oz_us", "millilitre", "236.5882365"), (236.5882365, "millilitre", "fl_oz_us", "8.0"),
    (1, "fl_oz_us", "millilitre", "29.5735295625"), (12, "fl_oz_us", "millilitre", "354.88235475"),
    (250, "millilitre", "fl_oz_us", "8.453505675460748"), (1, "cup_us", "millilitre", "236.5882365"),
    (2, "cup_us", "millilitre", "473.176473"), (2.5, "cup_us", "millilitre", "591.47059125"),
    (250, "millilitre", "cup_us", "1.0566882094325936"), (1, "cup_us", "fl_oz_us", "8.0"),
    (1, "cup_ja", "millilitre", "200.0"), (1, "cup_metric", "millilitre", "250.0"),
    (1, "go_ja", "millilitre", "180.3906836964688"), (1, "gallon_us", "litre", "3.785411784"),
    (1, "tbsp_us", "tsp_us", "3.0"), (98.6, "fahrenheit", "celsius", "37.0"), (212, "fahrenheit", "celsius", "100.0"),
    (-40, "fahrenheit", "celsius", "-40.0"), (72, "fahrenheit", "celsius", "22.22222222222222"),
    (37, "celsius", "fahrenheit", "98.6"), (100, "celsius", "fahrenheit", "212.0"), (0, "celsius", "kelvin", "273.15"),
    (0, "kelvin", "fahrenheit", "-459.67"), (1, "pound", "kilogram", "0.45359237"),
    (1, "kilogram", "pound", "2.2046226218487757"), (150, "pound", "kilogram", "68.0388555"),
    (16, "ounce_avdp", "pound", "1.0"), (1, "ounce_avdp", "gram", "28.349523125"), (1, "stone", "pound", "14.0"),
    (1, "mile", "kilometre", "1.609344"), (1, "foot", "inch", "12.0"),
    (1, "shaku_ja", "centimetre", "30.303030303030305"),
    (1.5, "hour", "minute", "90.0"), (1, "year", "day", "365.0"), (1, "month", "day", "30.0"),
  ]

  @Test("Conversions are exact where the factors are", arguments: conversions)
  func conversion(value: Double, from: String, to: String, expected: String) throws {
    let source = try #require(Units.unit(id: from))
    let target = try #require(Units.unit(id: to))
    #expect("\(Units.convert(value, from: source, to: target))" == expected)
  }

  @Test("Conversions that overflow 64 bits fall back to Double; other dimensions give NaN")
  func conversionEdges() throws {
    let cup = try #require(Units.unit(id: "cup_us"))
    let millilitre = try #require(Units.unit(id: "millilitre"))
    let pound = try #require(Units.unit(id: "pound"))
    let third = Units.convert(1.0 / 3, from: cup, to: millilitre)
    #expect(abs(third - 78.8627455) < 1e-12)
    #expect(Units.convert(3, from: cup, to: cup) == 3)
    #expect(Units.convert(1, from: cup, to: pound).isNaN)
    #expect(ExactRatio(decimal: 98.6) == ExactRatio(493, 5))
    #expect(ExactRatio(decimal: 1e-7) == ExactRatio(1, 10_000_000))
    #expect(ExactRatio(decimal: .infinity) == nil)
    #expect(ExactRatio(decimal: 1e-25) == nil)
    #expect(ExactRatio(decimal: .leastNonzeroMagnitude) == nil)
    #expect(ExactRatio(decimal: 1e300) == nil)
    #expect(ExactRatio(decimal: -0.0) == .zero)
    let tiny = Units.convert(1e-25, from: cup, to: millilitre)
    #expect(abs(tiny - 2.365882365e-23) <= 1e-12 * 2.365882365e-23)
    #expect(ExactRatio(Int64.max, 1).adding(.one) == nil)
    #expect(ExactRatio(6, -4) == ExactRatio(-3, 2))
  }

  // MARK: - Unit names

  /// A manifest's unit name, the parameter's dimension, and the unit id it names (nil: none, or ambiguous).
  static let unitNames: [(String, Dimension?, String?)] = [
    ("fl_oz", .volume, "fl_oz_us"), ("fl oz", nil, "fl_oz_us"), ("FL_OZ", nil, "fl_oz_us"),
    ("fl_oz_us", nil, "fl_oz_us"), ("fluid ounces", .volume, "fl_oz_us"), ("ml", nil, "millilitre"),
    ("mL", .volume, "millilitre"), ("millilitre", nil, "millilitre"), ("MILLILITERS", nil, "millilitre"),
    ("oz", .volume, "fl_oz_us"), ("oz", .mass, "ounce_avdp"), ("oz", nil, nil), ("ounces", .mass, "ounce_avdp"),
    ("ounce_avdp", nil, "ounce_avdp"), ("cup", .volume, "cup_us"), ("cup", nil, "cup_us"),
    ("cup_metric", nil, "cup_metric"), ("metric_cup", .volume, "cup_metric"), ("カップ", .volume, "cup_ja"),
    ("l", .volume, "litre"), ("litre", nil, "litre"), ("lb", nil, "pound"), ("lbs", .mass, "pound"),
    ("kg", nil, "kilogram"), ("°F", nil, "fahrenheit"), ("fahrenheit", .temperature, "fahrenheit"),
    ("degrees_celsius", .temperature, "celsius"), ("celsius", nil, "celsius"), ("m", nil, nil),
    ("m", .length, "metre"), ("m", .duration, "minute"), ("t", .volume, nil), ("t", .mass, "tonne"), ("t", nil, nil),
    ("tbsp", .volume, "tbsp_us"), ("tsp", nil, "tsp_us"), ("hours", .duration, "hour"), ("min", nil, "minute"),
    ("ml", .mass, nil), ("", nil, nil), ("furlong", nil, nil), ("キロ", .mass, "kilogram"),
    ("キロ", .length, "kilometre"), ("キロ", nil, nil), ("degrees", .temperature, nil),
  ]

  @Test("Unit names in manifests", arguments: unitNames)
  func unitName(name: String, dimension: Dimension?, expected: String?) {
    #expect(Units.unit(named: name, dimension: dimension)?.id == expected)
  }

  @Test("Every unit a name fits, for a manifest's error message")
  func unitsNamed() {
    #expect(Units.units(named: "oz").map(\.id) == ["fl_oz_us", "ounce_avdp"])
    #expect(Units.units(named: "t").map(\.id) == ["tbsp_us", "tsp_us", "tonne"])
    #expect(Units.units(named: "m").map(\.id) == ["metre", "minute"])
    #expect(Units.units(named: "ml").map(\.id) == ["millilitre"])
    #expect(Units.units(named: "furlong").isEmpty)
    #expect(Units.units(named: "").isEmpty)
  }

  @Test("Aliases that name two units of one dimension are resolved or dropped")
  func collisions() {
    #expect(
      UnitLexicon.shared.collisions == [
        "volume t: tbsp_us, tsp_us → none", "volume カ ッ プ: cup_ja, cup_us → cup_ja",
      ])
  }

  @Test("The generated table matches units.json")
  func generatedTable() throws {
    let data = try Data(contentsOf: ValueData.directory.appendingPathComponent("units.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let dimensions = try #require(object["dimensions"] as? [String: [[String: Any]]])
    var expected: [String] = []
    var factors: [Double] = []
    for dimension in Dimension.allCases {
      for unit in dimensions[dimension.rawValue] ?? [] {
        let id = try #require(unit["id"] as? String)
        let aliases = unit["aliases"] as? [String: [String]] ?? [:]
        let factor: Double
        if let toSI = unit["to_si"] as? Double {
          factor = toSI
        } else {
          let affine = try #require(unit["to_si"] as? [String: Double])
          factor = try #require(affine["scale"])
        }
        expected.append("\(id) \(dimension) \(aliases["en"] ?? []) \(aliases["ja"] ?? [])")
        factors.append(factor)
      }
    }
    let generated = Units.definitions.map { "\($0.unit.id) \($0.unit.dimension) \($0.english) \($0.japanese)" }
    #expect(generated == expected, "run python3 Scripts/generate-units.py")
    // JSONSerialization may read the last digit of a long float differently; the generator checks exact agreement.
    #expect(Units.definitions.map(\.unit.toSI).count == factors.count)
    for (unit, factor) in zip(Units.definitions.map(\.unit), factors) {
      #expect(abs(unit.toSI - factor) <= 1e-15 * factor, "\(unit.id): \(unit.toSI) is not \(factor)")
    }
    #expect(Units.all.count == 54)
  }

  // MARK: - Hand-picked readings

  /// Texts whose whole span reads, in a dimension, as a value and unit id (nil: no unit said).
  static let wholeReadings: [(String, Dimension, Double, String?)] = [
    // Volume.
    ("8 oz", .volume, 8, "fl_oz_us"), ("8oz", .volume, 8, "fl_oz_us"), ("12 ounces", .volume, 12, "fl_oz_us"),
    ("8 fl oz", .volume, 8, "fl_oz_us"), ("8 fl. oz.", .volume, 8, "fl_oz_us"),
    ("6 fluid ounces", .volume, 6, "fl_oz_us"), ("250 mL", .volume, 250, "millilitre"),
    ("250ml", .volume, 250, "millilitre"), ("250 milliliters", .volume, 250, "millilitre"),
    ("two cups", .volume, 2, "cup_us"), ("a cup", .volume, 1, "cup_us"), ("a liter", .volume, 1, "litre"),
    ("an ml", .volume, 1, "millilitre"), ("half a cup", .volume, 0.5, "cup_us"),
    ("half liter", .volume, 0.5, "litre"), ("half-litre", .volume, 0.5, "litre"), ("1.5 l", .volume, 1.5, "litre"),
    ("2l", .volume, 2, "litre"), ("two and a half cups", .volume, 2.5, "cup_us"), ("3/4 cup", .volume, 0.75, "cup_us"),
    ("1 1/2 cups", .volume, 1.5, "cup_us"), ("a quarter of a cup", .volume, 0.25, "cup_us"),
    ("three quarters of a cup", .volume, 0.75, "cup_us"), ("quarter litre", .volume, 0.25, "litre"),
    ("tenth of a gallon", .volume, 0.1, "gallon_us"), ("a liter and a half", .volume, 1.5, "litre"),
    ("a cup and half", .volume, 1.5, "cup_us"), ("2 more cups", .volume, 2, "cup_us"),
    ("a couple of liters", .volume, 2, "litre"), ("2 tbsp", .volume, 2, "tbsp_us"),
    ("3 teaspoons", .volume, 3, "tsp_us"), ("1 pint", .volume, 1, "pint_us"), ("2 quarts", .volume, 2, "quart_us"),
    ("3 gallons", .volume, 3, "gallon_us"), ("5 cc", .volume, 5, "millilitre"),
    ("1 metric cup", .volume, 1, "cup_metric"),
    ("1 imperial pint", .volume, 1, "pint_imp"), ("1 cup 2 tablespoons", .volume, 18, "tbsp_us"),
    ("twelve", .volume, 12, nil), ("8", .volume, 8, nil), ("2.5", .volume, 2.5, nil),
    // Volume in Japanese, digit forms.
    ("8オンス", .volume, 8, "fl_oz_us"), ("８オンス", .volume, 8, "fl_oz_us"), ("8液量オンス", .volume, 8, "fl_oz_us"),
    ("250ミリリットル", .volume, 250, "millilitre"), ("２５０ｍｌ", .volume, 250, "millilitre"),
    ("250㎖", .volume, 250, "millilitre"), ("2リットル", .volume, 2, "litre"), ("1.5リットル", .volume, 1.5, "litre"),
    ("2㍑", .volume, 2, "litre"), ("1リットル半", .volume, 1.5, "litre"), ("2カップ", .volume, 2, "cup_ja"),
    ("カップ1杯", .volume, 1, "cup_ja"), ("大さじ2", .volume, 2, "tbsp_metric"), ("小さじ1/2", .volume, 0.5, "tsp_metric"),
    ("2合", .volume, 2, "go_ja"),
    // Mass.
    ("8 oz", .mass, 8, "ounce_avdp"), ("2 ounces", .mass, 2, "ounce_avdp"), ("two pounds", .mass, 2, "pound"),
    ("1 lb", .mass, 1, "pound"), ("a pound", .mass, 1, "pound"), ("150 lbs", .mass, 150, "pound"),
    ("70 kg", .mass, 70, "kilogram"), ("2 kilos", .mass, 2, "kilogram"), ("500g", .mass, 500, "gram"),
    ("2,000 milligrams", .mass, 2000, "milligram"), ("1 lb 4 oz", .mass, 20, "ounce_avdp"),
    ("11 stone 6 pounds", .mass, 160, "pound"), ("8オンス", .mass, 8, "ounce_avdp"), ("5キロ", .mass, 5, "kilogram"),
    ("300グラム", .mass, 300, "gram"),
    // Length.
    ("5 feet 10 inches", .length, 70, "inch"), ("3 km", .length, 3, "kilometre"),
    ("1.87 meters", .length, 1.87, "metre"),
    ("2 km and 1 meter", .length, 2001, "metre"), ("5キロ", .length, 5, "kilometre"), ("5 miles", .length, 5, "mile"),
    // Temperature.
    ("37°C", .temperature, 37, "celsius"), ("37 ° celsius", .temperature, 37, "celsius"),
    ("37 degrees celsius", .temperature, 37, "celsius"), ("98.6°F", .temperature, 98.6, "fahrenheit"),
    ("98.6 degrees F", .temperature, 98.6, "fahrenheit"), ("seventy fahrenheit", .temperature, 70, "fahrenheit"),
    ("37℃", .temperature, 37, "celsius"), ("300 kelvin", .temperature, 300, "kelvin"),
    ("45 degrees", .temperature, 45, nil), ("45°", .temperature, 45, nil), ("-2°", .temperature, -2, nil),
    ("minus 5 degrees", .temperature, -5, nil), ("2 degrees below zero", .temperature, -2, nil),
    ("2 below zero", .temperature, -2, nil), ("5 degrees celsius below zero", .temperature, -5, "celsius"),
    ("72", .temperature, 72, nil), ("摂氏37度", .temperature, 37, "celsius"), ("華氏70°", .temperature, 70, "fahrenheit"),
    ("セ氏20度", .temperature, 20, "celsius"), ("45度", .temperature, 45, nil), ("37°C", .temperature, 37, "celsius"),
  ]

  @Test("Whole-span readings", arguments: wholeReadings)
  func wholeReading(text: String, dimension: Dimension, value: Double, unit: String?) {
    let tokens = Normalizer.tokens(of: text).map(\.text)
    let readings = Measurements.readings(in: tokens, from: 0, dimension: dimension)
    let whole = readings.last { $0.end == tokens.count }
    #expect(
      whole?.unit?.id == unit && whole.map { approximatelyEqual($0.value, value) } == true,
      "\(text) \(tokens) gave \(readings)")
  }

  /// Japanese forms with kanji numbers; they read once `Numbers` reads Japanese numerals.
  static let kanjiReadings: [(String, Dimension, Double, String?)] = [
    ("八オンス", .volume, 8, "fl_oz_us"), ("二百五十ミリリットル", .volume, 250, "millilitre"),
    ("二リットル", .volume, 2, "litre"), ("一合", .volume, 1, "go_ja"), ("摂氏三十七度", .temperature, 37, "celsius"),
    ("五キロ", .mass, 5, "kilogram"),
  ]

  @Test(
    "Whole-span readings with Japanese numerals",
    .disabled(if: !japaneseNumeralsAvailable, "needs Japanese numerals in Numbers"),
    arguments: kanjiReadings)
  func kanjiReading(text: String, dimension: Dimension, value: Double, unit: String?) {
    wholeReading(text: text, dimension: dimension, value: value, unit: unit)
  }

  /// Texts with a start index and a dimension, and every reading expected from there.
  static let everyReading: [(String, Int, Dimension, [Expected])] = [
    ("log 8 oz of water", 1, .volume, [Expected(2, 8, nil), Expected(3, 8, "fl_oz_us")]),
    ("log 8 oz of water", 0, .volume, []),
    ("two and a half cups", 0, .volume, [Expected(1, 2, nil), Expected(4, 2.5, nil), Expected(5, 2.5, "cup_us")]),
    ("a liter and a half", 0, .volume, [Expected(2, 1, "litre"), Expected(5, 1.5, "litre")]),
    ("250ミリリットル", 0, .volume, [Expected(1, 250, nil), Expected(3, 250, "millilitre"), Expected(7, 250, "millilitre")]),
    ("5 feet 10 inches tall", 0, .length, [Expected(1, 5, nil), Expected(2, 5, "foot"), Expected(4, 70, "inch")]),
    ("37 degrees celsius", 0, .temperature, [Expected(1, 37, nil), Expected(2, 37, nil), Expected(3, 37, "celsius")]),
    ("8 oz", 0, .length, [Expected(1, 8, nil)]),
    ("5 t", 0, .volume, [Expected(1, 5, nil)]),
    ("5 t", 0, .mass, [Expected(1, 5, nil), Expected(2, 5, "tonne")]),
    ("2 m", 0, .volume, [Expected(1, 2, nil)]),
    ("1 cup 2 tablespoons", 0, .volume, [Expected(1, 1, nil), Expected(2, 1, "cup_us"), Expected(4, 18, "tbsp_us")]),
    ("2 tablespoons 1 cup", 0, .volume, [Expected(1, 2, nil), Expected(2, 2, "tbsp_us")]),
  ]

  @Test("Every reading from a start", arguments: everyReading)
  func readingsFromStart(text: String, start: Int, dimension: Dimension, expected: [Expected]) {
    let tokens = Normalizer.tokens(of: text).map(\.text)
    let readings = Measurements.readings(in: tokens, from: start, dimension: dimension)
    #expect(Expected.matches(readings, expected), "\(text) \(tokens) from \(start) gave \(readings)")
  }

  /// Texts that start no measurement at all.
  static let notMeasurements: [(String, Dimension)] = [
    ("oz", .volume), ("cup", .volume), ("the cup", .volume), ("a", .volume), ("of water", .volume),
    ("liters of water", .volume), ("degrees", .temperature), ("°c", .temperature), ("摂氏", .temperature),
    ("大さじ", .volume), ("third cup", .volume), ("a few cups", .volume), ("", .volume), ("a l", .volume),
    ("a m", .length), ("a c", .temperature), ("a", .mass),
  ]

  @Test("Texts that are not measurements", arguments: notMeasurements)
  func notMeasurement(text: String, dimension: Dimension) {
    let tokens = Normalizer.tokens(of: text).map(\.text)
    #expect(Measurements.readings(in: tokens, from: 0, dimension: dimension).isEmpty, "\(text) \(tokens)")
  }

  @Test("maxTokens caps the span and start may be anywhere")
  func limits() {
    let tokens = Normalizer.tokens(of: "log 5 feet 10 inches").map(\.text)
    #expect(
      Measurements.readings(in: tokens, from: 1, dimension: .length, maxTokens: 2) == [
        MeasurementReading(end: 2, value: 5, unit: nil),
        MeasurementReading(end: 3, value: 5, unit: Units.unit(id: "foot")),
      ])
    #expect(Measurements.readings(in: tokens, from: 1, dimension: .length, maxTokens: 0).isEmpty)
    #expect(Measurements.readings(in: tokens, from: 5, dimension: .length).isEmpty)
    #expect(Measurements.readings(in: tokens, from: -1, dimension: .length).isEmpty)
    #expect(Measurements.readings(in: ["摂", "氏", "37"], from: 0, dimension: .temperature, maxTokens: 2).isEmpty)
  }

  // MARK: - Duckling corpora

  /// Non-core records left out of the measurement corpora, by file and text, each with the reason.
  static let skipped: [String: [String: String]] = [
    "duckling-en-volume.json": [
      "around three gallons": "approximation words (\"around\", \"about\") belong to the template, not the value"
    ],
    "duckling-en-quantity.json": [
      "around 4": "approximation words (\"around\", \"about\") belong to the template, not the value",
      "about 38.5": "approximation words (\"around\", \"about\") belong to the template, not the value",
      "1 k.gs": "\"k.gs\" is no abbreviation of units.json (k.g. and kgs are)",
    ],
    "duckling-en-temperature.json": [
      "- 2 degrees": "the normalizer drops a minus that is not directly before a digit"
    ],
    "duckling-en-distance.json": [
      "5''": "the normalizer drops quote marks, so 5'' is the number 5",
      "5\"": "the normalizer drops quote marks, so 5\" is the number 5",
      "2 yd 7'": "the normalizer drops quote marks, so 7' is the number 7",
      "1m and 1ft": "Duckling reads this \"m\" as miles; here m is metres",
      "1 kilometer and 1 mile": "a compound is read in decreasing units only, as quantities are said",
    ],
  ]

  @Test(
    "Duckling measurement corpora",
    arguments: [
      ("duckling-en-volume.json", 54, true), ("duckling-en-quantity.json", 54, true),
      ("duckling-en-temperature.json", 33, true), ("duckling-en-distance.json", 51, false),
      ("duckling-ja-temperature.json", 8, true),
    ])
  func ducklingMeasurements(file: String, records count: Int, required: Bool) throws {
    let records = try ValueCorpus.load(file)
    let skips = Self.skipped[file] ?? [:]
    var score = CorpusScore(file: file)
    for record in records {
      guard let expected = record.expected, expected.type != "interval", let value = expected.value,
        let unitName = expected.unit
      else {
        score.notCounted(record)
        continue
      }
      let tokens = Normalizer.tokens(of: record.text).map(\.text)
      // "3 cups of sugar": the reading ends before "of sugar", which the template says.
      var end = tokens.count
      if let product = expected.product {
        end -= 1 + Normalizer.tokens(of: product).count
      }
      let dimension = Self.dimension(of: file, unit: unitName)
      let expectedUnit = Self.duckling(unit: unitName)
      let readings = Measurements.readings(in: tokens, from: 0, dimension: dimension)
      let passes = readings.contains { reading in
        guard reading.end == end, end >= 1, tokens.count == end || tokens[end] == "of" else { return false }
        switch (reading.unit, expectedUnit) {
        case (nil, nil): return approximatelyEqual(reading.value, value)
        case (let unit?, let target?):
          return approximatelyEqual(Units.convert(reading.value, from: unit, to: target), value)
        default: return false
        }
      }
      score.add(record, passes: passes, skips: skips, detail: "\(tokens) → \(readings), expected \(value) \(unitName)")
    }
    score.finish(skips: skips)
    score.report()
    #expect(records.count == count)
    score.check(requiringCore: required)
  }

  /// The dimension a Duckling record is read in: the file's, and cups are volumes in the quantity file.
  static func dimension(of file: String, unit: String) -> Dimension {
    switch file {
    case "duckling-en-volume.json": .volume
    case "duckling-en-distance.json": .length
    case "duckling-en-quantity.json": unit == "cup" ? .volume : .mass
    default: .temperature
    }
  }

  /// Our unit for a Duckling unit name; nil for `degree` and `unnamed`, which say no unit.
  static func duckling(unit name: String) -> MeasureUnit? {
    let ids = [
      "litre": "litre", "millilitre": "millilitre", "gallon": "gallon_us", "hectolitre": "hectolitre",
      "gram": "gram", "pound": "pound", "ounce": "ounce_avdp", "cup": "cup_us", "celsius": "celsius",
      "fahrenheit": "fahrenheit", "kilometre": "kilometre", "metre": "metre", "centimetre": "centimetre",
      "millimetre": "millimetre", "mile": "mile", "inch": "inch", "foot": "foot", "yard": "yard",
      "m": "metre",
    ]
    return ids[name].flatMap { Units.unit(id: $0) }
  }

  // MARK: - Invariants

  @Test("Readings are ordered, one per end, within bounds, and announced by the start check")
  func invariants() throws {
    var texts = Self.wholeReadings.map(\.0) + Self.everyReading.map(\.0) + Self.notMeasurements.map(\.0)
    for file in [
      "duckling-en-volume.json", "duckling-en-quantity.json", "duckling-en-temperature.json",
      "duckling-en-distance.json", "duckling-ja-temperature.json",
    ] {
      texts += try ValueCorpus.load(file).map(\.text)
    }
    for text in texts {
      let tokens = Normalizer.tokens(of: text).map(\.text)
      for start in tokens.indices {
        for dimension in Dimension.allCases {
          let readings = Measurements.readings(in: tokens, from: start, dimension: dimension)
          let ends = readings.map(\.end)
          #expect(ends == ends.sorted() && Set(ends).count == ends.count, "\(text) from \(start): \(readings)")
          #expect(ends.allSatisfy { $0 > start && $0 <= tokens.count }, "\(text) from \(start): \(readings)")
          #expect(readings.allSatisfy { $0.unit == nil || $0.unit?.dimension == dimension }, "\(text)")
          if !readings.isEmpty {
            #expect(Measurements.mayBegin(tokens[start], dimension: dimension), "\(text) from \(start)")
          }
        }
      }
    }
  }
}

// MARK: - Helpers

/// Whether a Japanese numeral reads yet, for the tests that wait for it.
let japaneseNumeralsAvailable = !Numbers.cardinals(in: ["八"], from: 0).isEmpty

extension MeasurementTests {
  /// An expected measurement reading, compared with a relative tolerance.
  struct Expected: CustomStringConvertible, Sendable {
    var end: Int
    var value: Double
    var unit: String?

    init(_ end: Int, _ value: Double, _ unit: String?) {
      self.end = end
      self.value = value
      self.unit = unit
    }

    var description: String { "(\(end), \(value) \(unit ?? "-"))" }

    /// Whether the readings are exactly the expected ones, in order.
    static func matches(_ readings: [MeasurementReading], _ expected: [Expected]) -> Bool {
      readings.count == expected.count
        && zip(readings, expected).allSatisfy {
          $0.end == $1.end && $0.unit?.id == $1.unit && approximatelyEqual($0.value, $1.value)
        }
    }
  }
}

/// One record of a Duckling measurement or duration file.
struct DucklingValueRecord: Decodable, Sendable {
  struct Quantity: Decodable, Sendable {
    var value: Double
    var unit: String
  }

  struct Expected: Decodable, Sendable {
    var type: String?
    var value: Double?
    var unit: String?
    var product: String?
    /// Durations: the value in seconds.
    var normalized: Quantity?
  }

  var text: String
  var expected: Expected?
  var core: Bool
  var negative: Bool?
}

/// Loading the data files of `Corpora/values`.
enum ValueCorpus {
  static func load(_ file: String) throws -> [DucklingValueRecord] {
    try ValueData.load([DucklingValueRecord].self, file)
  }
}

/// The pass counts of one corpus, and what failed.
struct CorpusScore {
  var file: String
  var tally = CorpusTally()
  var intervals = 0
  var negatives = 0
  var negativeFailures: [String] = []
  var seenSkips = Set<String>()
  var coreFailures: [String] = []
  var otherFailures: [String] = []
  var unknownSkips: [String] = []
  /// Records allowed to fail until `Numbers` reads Japanese numerals.
  var awaitingNumerals: [String] = []

  init(file: String) { self.file = file }

  /// Counts a record that is no single value: an interval, or a negative record that is judged apart.
  mutating func notCounted(_ record: DucklingValueRecord) {
    if record.negative == true { negatives += 1 } else { intervals += 1 }
  }

  /// Scores a negative record: it passes when no reading covers the whole text.
  mutating func addNegative(_ record: DucklingValueRecord, passes: Bool, detail: String) {
    negatives += 1
    if !passes { negativeFailures.append("\(record.text) \(detail)") }
  }

  /// Scores a record; `awaiting` excuses a failure until Japanese numerals read.
  mutating func add(
    _ record: DucklingValueRecord, passes: Bool, skips: [String: String], awaiting: Set<String> = [], detail: String
  ) {
    let isSkipped = skips[record.text] != nil
    if isSkipped { seenSkips.insert(record.text) }
    guard !tally.count(record.text, core: record.core, passes: passes, skipped: isSkipped) else { return }
    if awaiting.contains(record.text) && !japaneseNumeralsAvailable {
      awaitingNumerals.append(record.text)
      return
    }
    let failure = "\(record.text) \(detail)"
    if record.core { coreFailures.append(failure) } else { otherFailures.append(failure) }
  }

  mutating func finish(skips: [String: String]) {
    unknownSkips = skips.keys.filter { !seenSkips.contains($0) }.sorted()
  }

  func report() {
    var line = "\(file): \(tally.counts)"
    var notes = ["\(tally.skipped) skipped"]
    if intervals > 0 { notes.append("\(intervals) intervals not counted") }
    if negatives > 0 { notes.append("negatives \(negatives - negativeFailures.count)/\(negatives) with no reading") }
    if !awaitingNumerals.isEmpty { notes.append("awaiting Japanese numerals: \(awaitingNumerals)") }
    if !tally.skippedButPassing.isEmpty { notes.append("skipped but passing anyway: \(tally.skippedButPassing)") }
    line += " (" + notes.joined(separator: "; ") + ")"
    print(line)
  }

  /// Fails on a failure not in the skip list, a skipped core record, a stale skip, or a core rate under 98 %.
  func check(requiringCore required: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(coreFailures.isEmpty, "\(file) core failures: \(coreFailures)", sourceLocation: sourceLocation)
    #expect(
      otherFailures.isEmpty, "\(file) failures not in the skip list: \(otherFailures)", sourceLocation: sourceLocation)
    #expect(
      tally.skippedCore.isEmpty, "\(file) core records must not be skipped: \(tally.skippedCore)",
      sourceLocation: sourceLocation)
    #expect(
      unknownSkips.isEmpty, "\(file) skip entries not in the data: \(unknownSkips)", sourceLocation: sourceLocation)
    #expect(negativeFailures.isEmpty, "\(file) negatives read: \(negativeFailures)", sourceLocation: sourceLocation)
    if required {
      let excused = awaitingNumerals.count
      #expect(
        (tally.corePassed + excused) * 100 >= tally.core * 98,
        "\(file) core \(tally.corePassed)/\(tally.core) is under 98 %",
        sourceLocation: sourceLocation)
    }
  }
}
