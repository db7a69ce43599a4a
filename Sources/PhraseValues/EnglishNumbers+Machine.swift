extension EnglishNumbers {
  /// The left-to-right reader behind both entry points; a value type, so trying a step on a copy is cheap.
  struct Machine {
    enum Mode { case cardinal, ordinal }

    /// What the tokens so far have been.
    enum Phase: Equatable {
      /// Nothing yet, or only "minus".
      case start
      /// "a" or "an".
      case article
      /// An integer group: "twenty one", "two hundred", "3".
      case group
      /// A scale word just closed a group: "two thousand".
      case scale
      /// "and" that continues an integer: "one hundred and".
      case andInteger
      /// "and" that starts a fraction: "two and".
      case andFraction
      /// The numerator of a fraction after "and": "two and a", "two and three".
      case fractionNumerator(Double)
      /// "point", waiting for digits.
      case point
      /// Digits after the point; `moreDigits` when another digit word may follow.
      case decimal(moreDigits: Bool)
      /// A complete fraction: "a half", "two and a half", "1/2"; `bareHalf` for a lone "half".
      case fraction(bareHalf: Bool)
      /// "half a", waiting for "dozen" or a scale word.
      case halfA
      /// "couple", complete only after "a".
      case couple(article: Bool)
      /// "couple of".
      case coupleOf
      /// "a pair" or "a dozen", which may take "of".
      case ofAllowed
      /// A complete number that nothing may extend.
      case closed
    }

    /// The last part of the current group, which decides what may follow.
    enum Low: Equatable {
      case none, zero, unit, teen, tens, tensUnit, couple
      case digits(commas: Bool)
    }

    let mode: Mode
    var phase = Phase.start
    var isNegative = false
    /// The sum of groups closed by scale words.
    var total: Double = 0
    /// The integer part of the group being read.
    var group: Double = 0
    /// The fraction added to `group`: decimal digits over a power of ten, or a fraction.
    var numerator: Double = 0
    var denominator: Double = 1
    /// The scale word that closed the last group; later ones must be smaller.
    var lastScale = Double.infinity
    var scaleCount = 0
    var hasHundred = false
    var low = Low.none

    /// Makes a reader in its start state.
    init(mode: Mode) {
      self.mode = mode
    }

    /// Whether the tokens so far form a complete cardinal number.
    var isAccepting: Bool {
      switch phase {
      case .group, .scale, .decimal, .fraction, .coupleOf, .ofAllowed, .closed: true
      case .couple(let article): article
      case .start, .article, .andInteger, .andFraction, .fractionNumerator, .point, .halfA: false
      }
    }

    /// The value of the tokens so far (meaningful when accepting).
    var value: Double {
      let magnitude = total + part
      return isNegative && magnitude != 0 ? -magnitude : magnitude
    }

    /// The current group with its fraction, rounded once.
    private var part: Double {
      numerator == 0 ? group : (group * denominator + numerator) / denominator
    }

    /// Whether the current group is a plain number below one hundred that may take a fraction.
    private var isSimpleGroup: Bool {
      guard phase == .group, total == 0, !hasHundred, group >= 1 else { return false }
      switch low {
      case .unit, .teen, .tens, .tensUnit, .digits(commas: false): return true
      default: return false
      }
    }

    // MARK: Steps

    /// Consumes one token; returns false, leaving the state unspecified, when it cannot continue the number.
    mutating func step(_ token: String) -> Bool {
      guard let first = token.utf8.first else { return false }
      if EnglishNumbers.isDigit(first) || first == UInt8(ascii: "-") || first == UInt8(ascii: ".") {
        guard mode == .cardinal, let number = NumericToken(token) else { return false }
        return step(number)
      }
      guard let entry = EnglishNumbers.lexicon[token] else { return false }
      if let word = entry.cardinal { return step(word) }
      if mode == .cardinal, let denominator = entry.denominator { return step(denominator) }
      return false
    }

    /// Consumes one word in its cardinal role.
    mutating func step(_ word: EnglishNumbers.Word) -> Bool {
      switch word {
      case .digit(let value): return addDigit(value)
      case .teen(let value): return addBelowHundred(value, as: .teen)
      case .tens(let value): return addBelowHundred(value, as: .tens)
      case .tensUnit(let value): return addBelowHundred(value, as: .tensUnit)
      case .hundred(let plural): return applyHundred(plural: plural)
      case .scale(let scale, let plural): return applyScale(scale, plural: plural)
      case .dozen(let plural): return applyDozen(plural: plural)
      case .and: return applyAnd()
      case .article, .point, .minus, .couple, .pair, .of, .oh:
        guard mode == .cardinal else { return false }
        return applyCardinalWord(word)
      }
    }

    /// Consumes "zero" to "nine" (or a digit word after "point").
    private mutating func addDigit(_ digit: Double) -> Bool {
      switch phase {
      case .start:
        group = digit
        low = digit == 0 ? .zero : .unit
        phase = .group
        return true
      case .group:
        guard digit > 0 else { return false }
        if low == .tens {
          low = .tensUnit
        } else if hasHundred && low == .none {
          low = .unit
        } else {
          return false
        }
        group += digit
        return true
      case .scale, .andInteger:
        guard digit > 0 else { return false }
        group += digit
        low = .unit
        phase = .group
        return true
      case .andFraction:
        guard digit > 0 else { return false }
        phase = .fractionNumerator(digit)
        return true
      case .point, .decimal(moreDigits: true):
        return appendDecimal(digit)
      default:
        return false
      }
    }

    /// Appends one digit after the point.
    private mutating func appendDecimal(_ digit: Double) -> Bool {
      guard denominator < 1e17 else { return false }
      numerator = numerator * 10 + digit
      denominator *= 10
      phase = .decimal(moreDigits: true)
      return true
    }

    /// Consumes "ten" to "ninety-nine" given as one word.
    private mutating func addBelowHundred(_ value: Double, as kind: Low) -> Bool {
      switch phase {
      case .start:
        phase = .group
      case .group:
        guard hasHundred && low == .none else { return false }
      case .scale, .andInteger:
        phase = .group
      default:
        return false
      }
      group += value
      low = kind
      return true
    }

    /// Consumes "hundred" or "hundreds".
    private mutating func applyHundred(plural: Bool) -> Bool {
      if plural && mode == .ordinal { return false }
      switch phase {
      case .start, .article:
        guard !plural else { return false }
        group = 100
        hasHundred = true
        low = .none
        phase = .group
        return true
      case .couple, .coupleOf:
        enterCoupleGroup()
        return applyHundred(plural: plural)
      case .group:
        guard !hasHundred, group >= 1, group <= 99 else { return false }
        switch low {
        case .unit, .couple, .digits(commas: false): break
        case .teen, .tens, .tensUnit: guard total == 0 else { return false }
        default: return false
        }
        if plural {
          close(total + group * 100)
        } else {
          group *= 100
          hasHundred = true
          low = .none
        }
        return true
      case .halfA:
        guard !plural else { return false }
        return closeScaled(by: 100)
      default:
        return false
      }
    }

    /// Consumes "thousand" or a larger scale word, singular or plural.
    private mutating func applyScale(_ scale: Double, plural: Bool) -> Bool {
      if plural && mode == .ordinal { return false }
      switch phase {
      case .start, .article:
        guard !plural else { return false }
        total = scale
        lastScale = scale
        scaleCount = 1
        phase = .scale
        return true
      case .couple, .coupleOf:
        enterCoupleGroup()
        return applyScale(scale, plural: plural)
      case .group:
        guard group >= 1, low != .zero, scale < lastScale else { return false }
        if plural {
          close(total + group * scale)
          return true
        }
        total += group * scale
        group = 0
        hasHundred = false
        low = .none
        lastScale = scale
        scaleCount += 1
        phase = .scale
        return true
      case .scale:
        // "thousand million", "thousand crore": a thousand of a larger scale.
        guard scaleCount == 1, lastScale == 1e3, scale >= 1e6 else { return false }
        total *= scale
        lastScale = scale * 1e3
        scaleCount = 2
        if plural { close(total) }
        return true
      case .decimal:
        return closeScaled(by: scale)
      case .fraction, .halfA:
        guard !plural else { return false }
        return closeScaled(by: scale)
      default:
        return false
      }
    }

    /// Consumes "dozen" or "dozens".
    private mutating func applyDozen(plural: Bool) -> Bool {
      guard mode == .cardinal else { return false }
      switch phase {
      case .start:
        guard !plural else { return false }
        close(12)
        return true
      case .article:
        guard !plural else { return false }
        group = 12
        phase = .ofAllowed
        return true
      case .couple, .coupleOf:
        close(24)
        return true
      case .group:
        guard total == 0, group >= 1, low != .zero else { return false }
        close(group * 12)
        return true
      case .decimal, .fraction, .halfA:
        return closeScaled(by: 12)
      default:
        return false
      }
    }

    /// Consumes "and", which continues an integer or starts a fraction.
    private mutating func applyAnd() -> Bool {
      switch phase {
      case .group:
        if hasHundred && low == .none {
          phase = .andInteger
          return true
        }
        guard mode == .cardinal, isSimpleGroup else { return false }
        phase = .andFraction
        return true
      case .scale:
        phase = .andInteger
        return true
      default:
        return false
      }
    }

    /// Consumes a word that only cardinals use: "a", "point", "minus", "couple", "pair", "of", "oh".
    private mutating func applyCardinalWord(_ word: EnglishNumbers.Word) -> Bool {
      switch (word, phase) {
      case (.article, .start):
        phase = .article
      case (.article, .andFraction):
        phase = .fractionNumerator(1)
      case (.article, .fraction(bareHalf: true)):
        phase = .halfA
      case (.point, .start), (.point, .group):
        phase = .point
      case (.minus, .start):
        guard !isNegative else { return false }
        isNegative = true
      case (.couple, .start):
        group = 2
        phase = .couple(article: false)
      case (.couple, .article):
        group = 2
        phase = .couple(article: true)
      case (.pair, .article):
        group = 2
        phase = .ofAllowed
      case (.of, .couple):
        phase = .coupleOf
      case (.of, .ofAllowed):
        close(total + group)
      case (.oh, .point), (.oh, .decimal(moreDigits: true)):
        return appendDecimal(0)
      default:
        return false
      }
      return true
    }

    /// Consumes a fraction word such as "half" or "quarters".
    mutating func step(_ fraction: EnglishNumbers.Denominator) -> Bool {
      switch phase {
      case .start:
        guard fraction.value == 2, !fraction.isPlural else { return false }
        setFraction(1, over: 2)
        phase = .fraction(bareHalf: true)
        return true
      case .article:
        guard !fraction.isPlural else { return false }
        setFraction(1, over: fraction.value)
      case .group:
        guard isSimpleGroup else { return false }
        if group == 1 && !fraction.isPlural && (low == .unit || low == .digits(commas: false)) {
          setFraction(1, over: fraction.value)
        } else if group >= 2 && fraction.isPlural {
          setFraction(group, over: fraction.value)
        } else {
          return false
        }
        group = 0
      case .fractionNumerator(let count):
        guard (count == 1) != fraction.isPlural else { return false }
        setFraction(count, over: fraction.value)
      case .andFraction:
        // "one and half"
        guard fraction.value == 2, !fraction.isPlural else { return false }
        setFraction(1, over: 2)
      default:
        return false
      }
      phase = .fraction(bareHalf: false)
      return true
    }

    /// Consumes a digit token.
    private mutating func step(_ number: NumericToken) -> Bool {
      switch phase {
      case .start:
        if number.isNegative {
          guard !isNegative else { return false }
          isNegative = true
        }
        group = number.integer
        numerator = number.numerator
        denominator = number.denominator
        switch number.kind {
        case .integer:
          low = .digits(commas: number.hasCommas)
          phase = .group
        case .decimal:
          phase = .decimal(moreDigits: false)
        case .fraction:
          phase = .fraction(bareHalf: false)
        }
        return true
      case .group:
        // A mixed number: "1 1/2".
        guard number.isProperFraction, low == .digits(commas: false), total == 0, !hasHundred else { return false }
        setFraction(number.numerator, over: number.denominator)
        phase = .fraction(bareHalf: false)
        return true
      case .andFraction:
        guard number.isProperFraction else { return false }
        setFraction(number.numerator, over: number.denominator)
        phase = .fraction(bareHalf: false)
        return true
      case .point:
        guard number.kind == .integer, !number.isNegative, !number.hasCommas, number.digitCount <= 17 else {
          return false
        }
        numerator = number.integer
        denominator = EnglishNumbers.powersOfTen[number.digitCount]
        phase = .decimal(moreDigits: false)
        return true
      default:
        return false
      }
    }

    // MARK: Helpers

    /// Sets the fraction added to the group.
    private mutating func setFraction(_ numerator: Double, over denominator: Double) {
      self.numerator = numerator
      self.denominator = denominator
    }

    /// Turns "couple" into the group two, so that it multiplies like "two".
    private mutating func enterCoupleGroup() {
      group = 2
      low = .couple
      phase = .group
    }

    /// Ends the number with the given magnitude.
    private mutating func close(_ magnitude: Double) {
      total = magnitude
      group = 0
      numerator = 0
      denominator = 1
      phase = .closed
    }

    /// Ends the number with the current fractional group multiplied by `scale`; only for a number without groups.
    private mutating func closeScaled(by scale: Double) -> Bool {
      guard total == 0 else { return false }
      close((group * denominator + numerator) * scale / denominator)
      return true
    }
  }
}
