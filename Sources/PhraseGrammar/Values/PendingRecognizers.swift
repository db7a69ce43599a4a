// Temporary stand-ins for recognizers being written; replaced when they land.
package enum EnglishDates {
  package static func readings(in tokens: [String], from start: Int, reference: LocalDateTime, maxTokens: Int = 24)
    -> [DateReading]
  { [] }
  package static func mayBegin(_ token: String) -> Bool { true }
}
