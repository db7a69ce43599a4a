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
