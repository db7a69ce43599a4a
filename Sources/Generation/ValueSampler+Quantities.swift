import DataFormats
import Evaluation
import PhraseGrammar
import Router

/// Measurements and durations: amounts in a unit, converted to the parameter's unit.
extension ValueSampler {
  /// A unit said in a measurement: singular and plural (the same for symbols), English or Japanese.
  struct UnitName {
    var singular: String
    var plural: String
    /// An abbreviation ("ml", "oz"), said after digits rather than words.
    var isSymbol: Bool
    var japanese: Bool

    init(_ singular: String, _ plural: String? = nil, symbol: Bool = false, japanese: Bool = false) {
      self.singular = singular
      self.plural = plural ?? singular
      self.isSymbol = symbol
      self.japanese = japanese
    }
  }

  /// Unit names to say, by dimension; each is checked against the unit table before use.
  static let unitNames: [Dimension: [UnitName]] = [
    .volume: [
      UnitName("milliliter", "milliliters"), UnitName("ml", symbol: true), UnitName("liter", "liters"),
      UnitName("l", symbol: true),
      UnitName("cup", "cups"), UnitName("ounce", "ounces"), UnitName("fl oz", symbol: true),
      UnitName("oz", symbol: true),
      UnitName("tablespoon", "tablespoons"), UnitName("teaspoon", "teaspoons"), UnitName("pint", "pints"),
      UnitName("quart", "quarts"), UnitName("gallon", "gallons"), UnitName("ミリリットル", japanese: true),
      UnitName("リットル", japanese: true), UnitName("オンス", japanese: true), UnitName("カップ", japanese: true),
    ],
    .mass: [
      UnitName("gram", "grams"), UnitName("g", symbol: true), UnitName("kilogram", "kilograms"),
      UnitName("kg", symbol: true),
      UnitName("pound", "pounds"), UnitName("lb", "lbs", symbol: true), UnitName("ounce", "ounces"),
      UnitName("oz", symbol: true),
      UnitName("グラム", japanese: true), UnitName("キログラム", japanese: true),
    ],
    .length: [
      UnitName("meter", "meters"), UnitName("m", symbol: true), UnitName("centimeter", "centimeters"),
      UnitName("cm", symbol: true),
      UnitName("kilometer", "kilometers"), UnitName("km", symbol: true), UnitName("inch", "inches"),
      UnitName("foot", "feet"),
      UnitName("yard", "yards"), UnitName("mile", "miles"), UnitName("メートル", japanese: true),
      UnitName("センチメートル", japanese: true),
    ],
    .temperature: [
      UnitName("degree celsius", "degrees celsius"), UnitName("degree fahrenheit", "degrees fahrenheit"),
      UnitName("kelvin"),
    ],
    .duration: [
      UnitName("second", "seconds"), UnitName("minute", "minutes"), UnitName("hour", "hours"),
      UnitName("day", "days"), UnitName("秒", japanese: true), UnitName("分", japanese: true),
      UnitName("時間", japanese: true),
    ],
  ]

  /// The names of a dimension's units that the unit table reads as one unit, with that unit.
  static func sayableUnits(_ dimension: Dimension, japanese: Bool) -> [(name: UnitName, unit: MeasureUnit)] {
    (unitNames[dimension] ?? []).compactMap { name in
      guard name.japanese == japanese,
        let unit = Units.unit(named: name.singular, dimension: dimension),
        Units.unit(named: name.plural, dimension: dimension) == unit
      else { return nil }
      return (name, unit)
    }
  }

  /// A quantity in the parameter's unit, in another unit of its dimension, or a bare number.
  func measurement(
    _ dimension: Dimension, unit: String, min: Double?, max: Double?, _ context: Context,
    _ random: inout SeededRandom
  ) -> SampledValue {
    let low = min ?? (max.map { Swift.min(1, $0) } ?? 1)
    let high = max ?? low + Swift.max(100, abs(low) * 10)
    // A round amount in the parameter's unit, said in that unit, in another one, or as a bare number.
    let amount = Self.niceValue(from: low, to: high, random: &random) ?? low
    let target = Units.unit(named: unit, dimension: dimension)
    let units = target == nil ? [] : Self.sayableUnits(dimension, japanese: context.japanese)
    let own = units.filter { $0.unit == target }
    let others = units.filter { $0.unit != target }
    for _ in 0..<6 {
      let roll = random.int(below: 20)
      let choice = roll < 3 ? nil : roll < 11 ? random.pick(own) ?? random.pick(others) : random.pick(others)
      guard let (name, said) = choice, let target else { break }
      let value = said == target ? amount : Self.rounded(Units.convert(amount, from: target, to: said))
      guard value > 0, value <= 100 || said == target,
        let expected = Units.converted(value, from: said.id, to: unit, in: dimension),
        expected >= low, expected <= high
      else { continue }
      var (number, alternateNumber) = Self.say(decimal: value, japanese: context.japanese, &random)
      if name.isSymbol, let digits = alternateNumber, digits.first?.isNumber == true {
        (number, alternateNumber) = (digits, number)
      }
      let spoken = Self.quantity(number, value: value, name)
      let alternate = alternateNumber.map { Self.quantity($0, value: value, name) }
      return SampledValue(
        spoken: spoken, alternate: alternate, expected: .number(expected), unit: unit, kind: "measurement")
    }
    let (spoken, alternate) = Self.say(decimal: amount, japanese: context.japanese, &random)
    return SampledValue(
      spoken: spoken, alternate: alternate, expected: .number(amount), unit: unit, kind: "measurement")
  }

  /// An amount rounded as people say it: to 5 from 20, to 1 from 2, else to a half.
  static func rounded(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    if value >= 20 { return (value / 5).rounded() * 5 }
    if value >= 2 { return value.rounded() }
    return (value * 2).rounded() / 2
  }

  /// A number and a unit: "2 cups", "one liter", "half a gallon", 「250ミリリットル」.
  static func quantity(_ number: String, value: Double, _ name: UnitName) -> String {
    if name.japanese { return number + name.singular }
    if number == "half" { return "half a " + name.singular }
    return number + " " + (value == 1 ? name.singular : name.plural)
  }

  /// A length of time in seconds, minutes, hours or days within the parameter's bounds.
  func duration(min: Double?, max: Double?, _ context: Context, _ random: inout SeededRandom)
    -> SampledValue
  {
    let low = Swift.max(min ?? 1, 1)
    let high = max ?? 30 * 86_400
    if high >= 1_800 && low <= 1_800 && random.chance(1, in: 8) {
      return SampledValue(
        spoken: context.japanese ? "三十分" : context.afterArticle ? "30 minutes" : "half an hour",
        alternate: context.japanese ? "30分" : nil, expected: .number(1_800), kind: "duration")
    }
    if high >= 5_400 && low <= 5_400 && random.chance(1, in: 8) {
      return SampledValue(
        spoken: context.japanese ? "1時間半" : "an hour and a half", alternate: context.japanese ? "一時間半" : nil,
        expected: .number(5_400), kind: "duration")
    }
    let units: [(seconds: Int, cap: Int, english: (String, String), japanese: String)] = [
      (1, 90, ("second", "seconds"), "秒"), (60, 90, ("minute", "minutes"), "分"),
      (3_600, 24, ("hour", "hours"), "時間"), (86_400, 30, ("day", "days"), "日間"),
    ]
    let usable = units.compactMap { unit -> (Int, ClosedRange<Int>, (String, String), String)? in
      let first = Swift.max(1, Int((low / Double(unit.seconds)).rounded(.up)))
      let last = Swift.min(unit.cap, Int((high / Double(unit.seconds)).rounded(.down)))
      return first <= last ? (unit.seconds, first...last, unit.english, unit.japanese) : nil
    }
    guard let (seconds, counts, english, japanese) = random.pick(usable) else {
      let value = Int(low)
      return SampledValue(
        spoken: context.japanese ? "\(value)秒" : "\(value) seconds", expected: .number(Double(value)),
        kind: "duration")
    }
    let count = random.int(in: counts)
    let expected = ExpectedValue.number(Double(count * seconds))
    if context.japanese {
      let (number, alternate) = Self.say(count, japanese: true, &random)
      return SampledValue(
        spoken: number + japanese, alternate: alternate + japanese, expected: expected, kind: "duration")
    }
    let unitWord = count == 1 ? english.0 : english.1
    if count == 1 && !context.afterArticle && random.bool() {
      let article = english.0 == "hour" ? "an" : "a"
      return SampledValue(spoken: "\(article) \(unitWord)", expected: expected, kind: "duration")
    }
    let (number, alternate) = Self.say(count, japanese: false, &random)
    return SampledValue(
      spoken: "\(number) \(unitWord)", alternate: "\(alternate) \(unitWord)", expected: expected, kind: "duration")
  }
}
