/// Numbers written in digits, with the separators every language of a table writes: `1.200.000`,
/// `1,200,000`, `6.700,54`, `1,5`, `,77`, `-3`, `1/5`.
///
/// One rule serves the languages that write a decimal comma and those that write a decimal point:
/// a separator written more than once groups thousands, and so does one written once with exactly
/// three digits after it and one to three, not `0`, before; otherwise it is the decimal separator.
/// When both are written, the last is the decimal separator. A fraction is `a/b`.
public enum DigitNumbers {
  /// The value of a token written in digits; nil when it is not a number.
  public static func value(of token: Substring) -> Double? {
    var text = token
    var sign = 1.0
    if let first = text.first, first == "-" || first == "+" {
      sign = first == "-" ? -1 : 1
      text = text.dropFirst()
    }
    guard !text.isEmpty, text.utf8.count <= 40 else { return nil }
    if let slash = text.firstIndex(of: "/") {
      guard let numerator = Double(String(text[..<slash])),
        let denominator = Double(String(text[text.index(after: slash)...])),
        text[..<slash].allSatisfy(\.isASCIIDigit), text[text.index(after: slash)...].allSatisfy(\.isASCIIDigit),
        denominator != 0
      else { return nil }
      return sign * numerator / denominator
    }
    guard text.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "," }), text.contains(where: \.isASCIIDigit) else {
      return nil
    }
    let separators = text.filter { $0 == "." || $0 == "," }
    var decimal: Character?
    if separators.contains("."), separators.contains(",") {
      decimal = separators.last
    } else if let separator = separators.first, separators.count == 1 {
      let parts = text.split(separator: separator, omittingEmptySubsequences: false)
      let groups = parts[1].count == 3 && (1...3).contains(parts[0].count) && parts[0] != "0"
      decimal = groups ? nil : separator
    }
    let pieces = text.split(separator: decimal ?? "\u{0}", omittingEmptySubsequences: false)
    guard pieces.count <= 2 else { return nil }
    let whole = pieces[0]
    // Grouped thousands: groups of three after the first.
    let grouping: Character = decimal.map { $0 == "." ? "," : "." } ?? separators.first ?? ","
    let groups = whole.split(separator: grouping, omittingEmptySubsequences: false)
    if groups.count > 1 {
      guard (1...3).contains(groups[0].count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
    }
    let wholeDigits = groups.joined()
    guard wholeDigits.allSatisfy(\.isASCIIDigit) else { return nil }
    var written = wholeDigits.isEmpty ? "0" : String(wholeDigits)
    if pieces.count == 2 {
      guard !pieces[1].isEmpty, pieces[1].allSatisfy(\.isASCIIDigit) else { return nil }
      written += "." + pieces[1]
    }
    return Double(written).map { sign * $0 }
  }

  /// Whether a token is one to three digits, the head of a number grouped by spaces (`100 000`).
  static func isGroupHead(_ token: Substring) -> Bool {
    (1...3).contains(token.count) && token.allSatisfy(\.isASCIIDigit)
  }

  /// The value of a three-digit group after a space (`000`, `700,54`), nil when it is not one.
  static func groupTail(_ token: Substring) -> (whole: Double, fraction: Double)? {
    let head = token.prefix(3)
    guard head.count == 3, head.allSatisfy(\.isASCIIDigit), let whole = Double(String(head)) else { return nil }
    let rest = token.dropFirst(3)
    if rest.isEmpty { return (whole, 0) }
    guard rest.first == ",", rest.count > 1, rest.dropFirst().allSatisfy(\.isASCIIDigit),
      let fraction = Double("0." + rest.dropFirst())
    else { return nil }
    return (whole, fraction)
  }
}

extension Character {
  /// `0` to `9`.
  var isASCIIDigit: Bool { isASCII && isNumber }
}
