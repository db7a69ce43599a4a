import DataFormats
import Router

/// Maps a Swift `@Parameter` type to a manifest parameter type.
///
/// | Swift | manifest |
/// |---|---|
/// | `Int` (and sized integers) | `integer`, `min`/`max` from `inclusiveRange` |
/// | `Double`, `Float`, `CGFloat`, `Decimal` | `decimal` |
/// | `Bool` | `boolean` |
/// | `String` | `string` |
/// | `Date`, `DateComponents` | `date` |
/// | `Duration`, `TimeInterval` | `duration` (seconds) |
/// | `Measurement<UnitVolume>` (`UnitMass`, `UnitLength`, `UnitTemperature`, `UnitDuration`) | `measurement`, in `defaultUnit` or millilitre, kilogram, metre, celsius, second |
/// | an `AppEnum` | `enum` |
/// | an `AppEntity` | `entity` |
/// | `T?` | `"optional": true` |
/// | `[T]` | `"list": true` |
enum ParameterTypeMapping {
  /// What a Swift type maps to.
  enum Mapped: Hashable, Sendable {
    case integer
    case decimal
    case boolean
    case string
    case date
    case duration
    case measurement(dimension: String, unit: String)
    case enumeration(String)
    case entity(String)
    /// A type with no manifest type (`IntentFile`, `URL`, an undeclared type): its name.
    case unknown(String)
  }

  private static let integers: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]
  private static let decimals: Set<String> = ["Double", "Float", "CGFloat", "Decimal", "Float32", "Float64", "Float80"]

  /// Foundation's unit types and the manifest dimension each measures, with its default unit.
  static let dimensions: [String: (dimension: String, defaultUnit: String)] = [
    "UnitVolume": ("volume", "millilitre"), "UnitMass": ("mass", "kilogram"), "UnitLength": ("length", "metre"),
    "UnitTemperature": ("temperature", "celsius"), "UnitDuration": ("duration", "second"),
  ]

  /// Foundation's unit members (`.milliliters`) and the unit table's ids.
  static let units: [String: String] = [
    "milliliters": "millilitre", "liters": "litre", "centiliters": "centilitre", "deciliters": "decilitre",
    "hectoliters": "hectolitre", "cubicMeters": "cubic_metre", "fluidOunces": "fl_oz_us",
    "imperialFluidOunces": "fl_oz_imp", "cups": "cup_us", "metricCups": "cup_metric", "pints": "pint_us",
    "imperialPints": "pint_imp", "quarts": "quart_us", "gallons": "gallon_us", "imperialGallons": "gallon_imp",
    "tablespoons": "tbsp_us", "teaspoons": "tsp_us", "kilograms": "kilogram", "grams": "gram",
    "milligrams": "milligram", "micrograms": "microgram", "metricTons": "tonne", "ounces": "ounce_avdp",
    "pounds": "pound", "stones": "stone", "shortTons": "short_ton", "meters": "metre", "kilometers": "kilometre",
    "centimeters": "centimetre", "millimeters": "millimetre", "inches": "inch", "feet": "foot", "yards": "yard",
    "miles": "mile", "celsius": "celsius", "fahrenheit": "fahrenheit", "kelvin": "kelvin", "seconds": "second",
    "minutes": "minute", "hours": "hour", "milliseconds": "millisecond",
  ]

  /// The manifest type of a Swift type, and whether it is optional or a list.
  ///
  /// - Parameters:
  ///   - type: the Swift type of the parameter.
  ///   - defaultUnit: the unit of the parameter's `@Parameter` declaration, if it gives one.
  ///   - enumName: the `AppEnum` of the app a type name as written (`Mode`, `Library.Mode`) refers
  ///     to, if any: the name ``Mapped/enumeration(_:)`` carries.
  ///   - entityName: the `AppEntity` of the app a type name as written refers to, if any.
  static func map(
    _ type: SwiftType, defaultUnit: String?, enumName: (String) -> String?, entityName: (String) -> String?
  ) -> (mapped: Mapped, isOptional: Bool, isList: Bool, unitProblem: String?) {
    var type = type
    var isOptional = false
    var isList = false
    while case .optional(let wrapped) = type {
      isOptional = true
      type = wrapped
    }
    if case .array(let element) = type {
      isList = true
      type = element
      while case .optional(let wrapped) = type { type = wrapped }
    }
    guard case .named(let path, let arguments) = type else {
      return (.unknown(type.description), isOptional, isList, nil)
    }
    let name = TypeNames.shortName(path)
    if integers.contains(name) { return (.integer, isOptional, isList, nil) }
    if decimals.contains(name) { return (.decimal, isOptional, isList, nil) }
    switch name {
    case "Bool": return (.boolean, isOptional, isList, nil)
    case "String", "Substring": return (.string, isOptional, isList, nil)
    case "Date", "DateComponents": return (.date, isOptional, isList, nil)
    case "Duration", "TimeInterval": return (.duration, isOptional, isList, nil)
    case "Measurement":
      guard case .named(let unitType, _)? = arguments.first, let measured = dimensions[TypeNames.shortName(unitType)]
      else {
        return (.unknown(type.description), isOptional, isList, nil)
      }
      var unit = measured.defaultUnit
      var problem: String?
      if let defaultUnit {
        if let id = units[defaultUnit] {
          unit = id
        } else {
          problem = "unit '.\(defaultUnit)' is not in the unit table; '\(unit)' is used"
        }
      }
      return (.measurement(dimension: measured.dimension, unit: unit), isOptional, isList, problem)
    default:
      if let name = enumName(path) { return (.enumeration(name), isOptional, isList, nil) }
      if let name = entityName(path) { return (.entity(name), isOptional, isList, nil) }
      return (.unknown(type.description), isOptional, isList, nil)
    }
  }
}
