extension EnglishNumbers {
  /// A token made of digits: an integer, a decimal or a fraction.
  struct NumericToken {
    enum Kind { case integer, decimal, fraction }

    var kind = Kind.integer
    var isNegative = false
    /// The integer part; zero for a fraction.
    var integer: Double = 0
    /// The digits after the point, or the numerator of a fraction.
    var numerator: Double = 0
    /// A power of ten for a decimal, or the denominator of a fraction.
    var denominator: Double = 1
    /// Whether the integer part has thousands separators.
    var hasCommas = false
    /// The number of digits of the integer part.
    var digitCount = 0
    /// The integer part modulo 100, for ordinal suffixes.
    var lastTwoDigits = 0

    /// Parses a number token, or returns nil when the token is not one.
    ///
    /// Inlined, so that a reader that needs only some of the parts does not compute the others.
    @inline(__always)
    init?(_ token: String) {
      enum Part { case integer, fraction, denominator }
      var part = Part.integer
      var groupDigits = 0
      var decimals: Double = 0
      var decimalScale: Double = 1
      var decimalDigits = 0
      var divisor: Double = 0
      var divisorDigits = 0
      var isFirst = true
      for byte in token.utf8 {
        defer { isFirst = false }
        if EnglishNumbers.isDigit(byte) {
          let digit = Int(byte &- 0x30)
          switch part {
          case .integer:
            integer = integer * 10 + Double(digit)
            digitCount += 1
            groupDigits += 1
            lastTwoDigits = (lastTwoDigits * 10 + digit) % 100
          case .fraction:
            decimals = decimals * 10 + Double(digit)
            decimalScale *= 10
            decimalDigits += 1
          case .denominator:
            divisor = divisor * 10 + Double(digit)
            divisorDigits += 1
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "-"):
          guard isFirst else { return nil }
          isNegative = true
        case UInt8(ascii: ","):
          guard part == .integer, groupDigits > 0, hasCommas ? groupDigits == 3 : groupDigits <= 3 else { return nil }
          hasCommas = true
          groupDigits = 0
        case UInt8(ascii: "."):
          guard part == .integer, !hasCommas || groupDigits == 3 else { return nil }
          part = .fraction
        case UInt8(ascii: "/"):
          guard part == .integer, !hasCommas, digitCount > 0 else { return nil }
          part = .denominator
        default:
          return nil
        }
      }
      switch part {
      case .integer:
        guard digitCount > 0, !hasCommas || groupDigits == 3 else { return nil }
      case .fraction:
        guard decimalDigits > 0 else { return nil }
        kind = .decimal
        numerator = decimals
        denominator = decimalScale
      case .denominator:
        guard divisorDigits > 0, divisor > 0 else { return nil }
        kind = .fraction
        numerator = integer
        denominator = divisor
        integer = 0
      }
      // Digits past a Double's range make a part infinite; a ratio with such a part reads as no number.
      guard numerator.isFinite && denominator.isFinite else { return nil }
    }

    /// Whether this is a positive fraction below one, as in the "1/2" of "1 1/2".
    var isProperFraction: Bool {
      kind == .fraction && !isNegative && numerator > 0 && numerator < denominator
    }
  }
}
