extension EnglishNumbers {
  /// A token made of digits: an integer, a decimal or a fraction.
  struct NumericToken {
    enum Kind { case integer, decimal, fraction }

    var kind: Kind
    var isNegative: Bool
    /// The integer part; zero for a fraction.
    var integer: Double
    /// The digits after the point, or the numerator of a fraction.
    var numerator: Double
    /// A power of ten for a decimal, or the denominator of a fraction.
    var denominator: Double
    /// Whether the integer part has thousands separators.
    var hasCommas: Bool
    /// The number of digits of the integer part.
    var digitCount: Int
    /// The integer part modulo 100, for ordinal suffixes.
    var lastTwoDigits: Int

    /// Parses a number token, or returns nil when the token is not one.
    ///
    /// Inlined, so that a reader that needs only some of the parts does not compute the others.
    @inline(__always)
    init?(_ token: String) {
      enum Part { case integer, fraction, denominator }
      var part = Part.integer
      var isNegative = false
      var integer: Double = 0
      var digitCount = 0
      var groupDigits = 0
      var hasCommas = false
      var lastTwoDigits = 0
      var decimals: Double = 0
      var decimalScale: Double = 1
      var decimalDigits = 0
      var denominator: Double = 0
      var denominatorDigits = 0
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
            denominator = denominator * 10 + Double(digit)
            denominatorDigits += 1
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
        kind = .integer
        numerator = 0
        self.denominator = 1
      case .fraction:
        guard decimalDigits > 0 else { return nil }
        kind = .decimal
        numerator = decimals
        self.denominator = decimalScale
      case .denominator:
        guard denominatorDigits > 0, denominator > 0 else { return nil }
        kind = .fraction
        numerator = integer
        self.denominator = denominator
        integer = 0
      }
      // Digits past a Double's range make a part infinite; a ratio with such a part reads as no number.
      guard numerator.isFinite && self.denominator.isFinite else { return nil }
      self.isNegative = isNegative
      self.integer = integer
      self.hasCommas = hasCommas
      self.digitCount = digitCount
      self.lastTwoDigits = lastTwoDigits
    }

    /// Whether this is a positive fraction below one, as in the "1/2" of "1 1/2".
    var isProperFraction: Bool {
      kind == .fraction && !isNegative && numerator > 0 && numerator < denominator
    }
  }
}
