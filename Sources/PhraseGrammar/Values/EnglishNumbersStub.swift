package struct NumberReading: Hashable, Sendable {
  package var end: Int
  package var value: Double
}
package enum EnglishNumbers {
  package static func cardinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [NumberReading] {
    if let v = Double(tokens[start].replacingOccurrences(of: ",", with: "")) { return [NumberReading(end: start + 1, value: v)] }
    return []
  }
  package static func ordinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [NumberReading] { [] }
}
