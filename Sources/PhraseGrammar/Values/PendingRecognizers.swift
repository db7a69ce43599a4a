// Temporary stand-ins for recognizers being written; replaced when they land.
package struct MeasureUnit: Hashable, Sendable {
  package var id: String
  package var dimension: Dimension
}
package enum Units {
  package static func unit(named: String, dimension: Dimension?) -> MeasureUnit? {
    MeasureUnit(id: named, dimension: dimension ?? .volume)
  }
  package static func convert(_ value: Double, from: MeasureUnit, to: MeasureUnit) -> Double { value }
}
package struct MeasurementReading: Hashable, Sendable {
  package var end: Int
  package var value: Double
  package var unit: MeasureUnit?
}
package enum Measurements {
  package static func readings(in tokens: [String], from start: Int, dimension: Dimension, maxTokens: Int = 16)
    -> [MeasurementReading]
  {
    Numbers.cardinals(in: tokens, from: start, maxTokens: maxTokens).map {
      MeasurementReading(end: $0.end, value: $0.value, unit: nil)
    }
  }
}
package struct DurationReading: Hashable, Sendable {
  package var end: Int
  package var seconds: Double
}
package enum Durations {
  package static func readings(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [DurationReading] { [] }
}
package enum EnglishDates {
  package static func readings(in tokens: [String], from start: Int, reference: LocalDateTime, maxTokens: Int = 24)
    -> [DateReading]
  { [] }
  package static func mayBegin(_ token: String) -> Bool { true }
}
package enum JapaneseDates {
  package static func readings(in tokens: [String], from start: Int, reference: LocalDateTime, maxTokens: Int = 24)
    -> [DateReading]
  { [] }
  package static func mayBegin(_ token: String) -> Bool { true }
}
