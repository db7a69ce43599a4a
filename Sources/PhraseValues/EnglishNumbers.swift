/// One reading of a number that starts at a given token.
package struct NumberReading: Hashable, Sendable {
  /// The exclusive index of the token where the reading ends.
  package var end: Int
  /// The value read, negative for "minus five" or "-5".
  package var value: Double

  /// Makes a reading that ends before token `end` with the given value.
  package init(end: Int, value: Double) {
    self.end = end
    self.value = value
  }

  /// Whether the value is a whole number.
  package var isInteger: Bool {
    value.isFinite && value == value.rounded(.towardZero)
  }
}

/// Reads English cardinal and ordinal numbers from normalized tokens.
///
/// Tokens come from the product's normalizer: lowercased, punctuation and
/// hyphens removed ("twenty-one" is `twenty` `one`), digits split from letters
/// ("3rd" is `3` `rd`), and digit runs keep their inner separators ("1,000",
/// "2.5", "1/2", "-5", ".5" are one token each).
///
/// Both readers scan left to right with a small state machine, so the work is
/// linear in the number of tokens looked at (at most `maxTokens`), and the only
/// allocation is the result array. A reading is reported at every token where
/// the words so far form a complete number, so one call returns all ends
/// ("twenty one apples" gives 20 ending at 1 and 21 ending at 2); the routing
/// engine chooses among them. Each end has exactly one value: the state machine
/// never branches, so the value is the one its left-to-right rules give
/// (described below).
///
/// Cardinals:
/// - Digits: "42", "1,234,567" (groups of three are checked; "1,5" is not a
///   number), "2.5", ".5", "0.75", "-5", "0033" (leading zeros are ignored),
///   fractions "1/2" and mixed numbers "1 1/2". A token with any other
///   character ("3:30", "1.2.3") is not a number.
/// - Words from zero to the quintillions: "one hundred and five", "a hundred",
///   "twenty one thousand eleven". Scale words must decrease ("two million
///   three thousand"); "thousand million" also stacks (British billion), as
///   does "thousand crore". Indian "lakh"/"lac" and "crore" are scale words.
///   "twelve hundred" = 1200 and "twenty one hundred" = 2100 only as the first
///   group of a number. Sequences such as "one one", "twenty twenty",
///   "nineteen eighty four" or "one twenty two" are separate numbers: each
///   call reads only the first.
/// - A bare singular scale word is a number: "hundred" = 100, "thousand" =
///   1000, "dozen" = 12. Plural scale words ("three billions", "two hundred
///   dozens") need an explicit multiplier and end the number; a bare plural
///   ("hundreds", "dozens") is vague and is not a number.
/// - "a dozen", "two dozen", "half a dozen", "a half dozen", "a couple",
///   "a pair". "a couple of", "a pair of" and "a dozen of" also read with the
///   "of" (as Duckling does), so both ends are offered; a bare "couple" needs
///   "of" or a multiplied word after it ("couple of", "couple hundred").
///   "a couple" multiplies like "two" ("a couple hundred" = 200).
/// - Fractions: "half" = 0.5 (the only bare fraction word), "a half", "one
///   half", "a quarter", "a third", "three quarters", "two thirds", "five
///   eighths", "two and a half", "one and a quarter", "two and three
///   quarters", "1 and 3/4", "half a million", "a quarter million", "two and
///   a half million". The fraction words run from half to tenth, plus
///   hundredth and thousandth; "second" is never a fraction, so "a second"
///   stays a time unit. "and" after a hundred or a scale word continues the
///   integer ("one thousand and five"); "and" after a plain number below one
///   hundred starts a fraction ("two and a half"). A fraction word after "a"
///   or "one" is a fraction, not an ordinal: "one third" = 1/3 and "one
///   hundredth" = 0.01 here, while `ordinals` reads "one hundredth" as 100
///   and "twenty third" as 23 (here "twenty third" is only 20).
/// - Spoken decimals: "point five", "one point five", "one point one two
///   three" (one digit word per digit; "oh", "o", "nought" and "naught" are
///   zero there), "1 point 1", "point 77". A decimal may take one scale word
///   ("two point two million", "1.5 thousand", "2.5 billion") or "dozen", but
///   not "hundred", so "one point two hundred" reads as 1.2 only.
/// - A digit token starts a number and may take words after it ("3 million",
///   "5 hundred twenty", "2 dozen", "2 and a half"), but no integer digit
///   token follows a word: "two thousand 5" reads as 2000. Digits after
///   "point" and the fraction of "1 1/2" or "1 and 3/4" are the exceptions.
/// - Signs: "minus five", "negative 3", "-504". A detached "-" is removed by
///   the normalizer, so "- 5" reads as 5.
/// - "zero", "nil", "naught" and "nought" are zero.
/// - Not read: "a few" (vague), "single", K/M/G suffixes ("100k"), which
///   clash with unit abbreviations, and year-style pairs.
///
/// Ordinals:
/// - "first" through "ninetieth", compounds "twenty first" (and the rare
///   one-word "twentyfirst"), "hundredth", "one hundred and first", "five
///   hundred first", "thousandth", "one thousand two hundred thirtieth".
/// - Digits with a suffix: `1` `st`, `22` `nd`, `3` `rd`, `11` `th`, `1,000`
///   `th`. The suffix must agree with the number as written in English:
///   `11`, `12`, `13` take "th", otherwise 1, 2, 3 take "st", "nd", "rd" and
///   the rest "th". So `1` `th` and `5` `rd` (as in "5 Rd") are not ordinals.
///
/// The common misspelling "fourty" is accepted for "forty".
package enum EnglishNumbers {
  /// Every reading of a cardinal number that starts at `tokens[start]`, one per end index, ends ascending.
  ///
  /// - Parameters:
  ///   - tokens: Normalized tokens.
  ///   - start: The index of the first token of the number.
  ///   - maxTokens: The most tokens a reading may span.
  /// - Returns: The readings, ordered by `end`; empty when no number starts at `start`.
  /// - Complexity: O(min(`maxTokens`, `tokens.count - start`)).
  package static func cardinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [NumberReading] {
    guard start >= 0, start < tokens.count, maxTokens > 0 else { return [] }
    let limit = maxTokens >= tokens.count - start ? tokens.count : start + maxTokens
    var machine = Machine(mode: .cardinal)
    var readings: [NumberReading] = []
    for index in start..<limit {
      guard machine.step(tokens[index]) else { break }
      if machine.isAccepting {
        readings.append(NumberReading(end: index + 1, value: machine.value))
      }
      if machine.phase == .closed { break }
    }
    return readings
  }

  /// Every reading of an ordinal number that starts at `tokens[start]`, one per end index, ends ascending.
  ///
  /// An ordinal ends at its ordinal word or suffix, so there is at most one
  /// reading: "twenty first" reads 21 ending after "first", and "twenty"
  /// alone is not an ordinal.
  ///
  /// - Parameters:
  ///   - tokens: Normalized tokens.
  ///   - start: The index of the first token of the ordinal.
  ///   - maxTokens: The most tokens a reading may span.
  /// - Returns: The readings, ordered by `end`; empty when no ordinal starts at `start`.
  /// - Complexity: O(min(`maxTokens`, `tokens.count - start`)).
  package static func ordinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [NumberReading] {
    guard start >= 0, start < tokens.count, maxTokens > 0 else { return [] }
    let limit = maxTokens >= tokens.count - start ? tokens.count : start + maxTokens
    let first = tokens[start]
    if let byte = first.utf8.first, isDigit(byte) {
      guard start + 1 < limit, let number = NumericToken(first), number.kind == .integer, !number.isNegative,
        suffixAgrees(tokens[start + 1], lastTwoDigits: number.lastTwoDigits)
      else { return [] }
      return [NumberReading(end: start + 2, value: number.integer)]
    }
    var machine = Machine(mode: .ordinal)
    for index in start..<limit {
      guard let entry = lexicon[tokens[index]] else { return [] }
      if let ordinal = entry.ordinal {
        var trial = machine
        guard trial.step(ordinal), trial.phase == .group || trial.phase == .scale else { return [] }
        return [NumberReading(end: index + 1, value: trial.value)]
      }
      guard let word = entry.cardinal, machine.step(word) else { return [] }
    }
    return []
  }

  /// Whether a cardinal number can begin with `token`, a cheap test to skip tokens that start nothing.
  ///
  /// True does not promise a reading ("a" begins "a dozen" but is no number
  /// alone); false promises that `cardinals(in:from:)` returns no reading there.
  package static func mayBeginCardinal(_ token: String) -> Bool {
    var machine = Machine(mode: .cardinal)
    return machine.step(token)
  }

  /// Whether an ordinal number can begin with `token`, a cheap test to skip tokens that start nothing.
  ///
  /// False promises that `ordinals(in:from:)` returns no reading there.
  package static func mayBeginOrdinal(_ token: String) -> Bool {
    if let byte = token.utf8.first, isDigit(byte) {
      guard let number = NumericToken(token) else { return false }
      return number.kind == .integer && !number.isNegative
    }
    guard let entry = lexicon[token] else { return false }
    if entry.ordinal != nil { return true }
    guard let word = entry.cardinal else { return false }
    var machine = Machine(mode: .ordinal)
    return machine.step(word)
  }

  // MARK: - Suffixes

  /// Whether an ordinal suffix is the one English writes after a number ending in `lastTwoDigits`.
  private static func suffixAgrees(_ suffix: String, lastTwoDigits: Int) -> Bool {
    let expected: String
    if (11...13).contains(lastTwoDigits) {
      expected = "th"
    } else {
      switch lastTwoDigits % 10 {
      case 1: expected = "st"
      case 2: expected = "nd"
      case 3: expected = "rd"
      default: expected = "th"
      }
    }
    return suffix == expected
  }

  /// Whether a UTF-8 byte is an ASCII digit.
  @inline(__always)
  fileprivate static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  // MARK: - Lexicon

  /// The role of a word in a cardinal number (or, for an ordinal word, the cardinal word it stands for).
  fileprivate enum Word: Sendable {
    /// "zero" to "nine".
    case digit(Double)
    /// "ten" to "nineteen".
    case teen(Double)
    /// "twenty" to "ninety".
    case tens(Double)
    /// A one-word compound such as "twentyone".
    case tensUnit(Double)
    case hundred(plural: Bool)
    /// "thousand" and up, "lakh", "crore".
    case scale(Double, plural: Bool)
    case dozen(plural: Bool)
    /// "a" or "an".
    case article
    case and
    case point
    /// "minus" or "negative".
    case minus
    case couple
    case pair
    case of
    /// "oh" or "o", a zero only after "point".
    case oh
  }

  /// A fraction word such as "half", "thirds" or "quarter".
  fileprivate struct Denominator: Sendable {
    var value: Double
    var isPlural: Bool
  }

  /// Everything a word can be.
  fileprivate struct Entry: Sendable {
    var cardinal: Word?
    var ordinal: Word?
    var denominator: Denominator?
  }

  /// Word to roles, for every word the readers know.
  fileprivate static let lexicon: [String: Entry] = {
    var table: [String: Entry] = [:]
    table.reserveCapacity(320)
    /// Gives `word` a cardinal role.
    func cardinal(_ word: String, _ role: Word) {
      table[word, default: Entry()].cardinal = role
    }
    /// Makes `word` an ordinal standing for a cardinal role.
    func ordinal(_ word: String, _ role: Word) {
      table[word, default: Entry()].ordinal = role
    }
    /// Makes both forms of a fraction word denominators.
    func fraction(_ singular: String, _ plural: String, _ value: Double) {
      table[singular, default: Entry()].denominator = Denominator(value: value, isPlural: false)
      table[plural, default: Entry()].denominator = Denominator(value: value, isPlural: true)
    }

    let units = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    let unitOrdinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
    for (offset, word) in units.enumerated() {
      cardinal(word, .digit(Double(offset + 1)))
      ordinal(unitOrdinals[offset], .digit(Double(offset + 1)))
    }
    for word in ["zero", "nil", "naught", "nought"] {
      cardinal(word, .digit(0))
    }

    let teens = [
      "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    let teenOrdinals = [
      "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
      "eighteenth", "nineteenth",
    ]
    for (offset, word) in teens.enumerated() {
      cardinal(word, .teen(Double(offset + 10)))
      ordinal(teenOrdinals[offset], .teen(Double(offset + 10)))
    }

    let tens: [(String, String, Double)] = [
      ("twenty", "twentieth", 20), ("thirty", "thirtieth", 30), ("forty", "fortieth", 40),
      ("fourty", "fourtieth", 40), ("fifty", "fiftieth", 50), ("sixty", "sixtieth", 60),
      ("seventy", "seventieth", 70), ("eighty", "eightieth", 80), ("ninety", "ninetieth", 90),
    ]
    for (word, ordinalWord, value) in tens {
      cardinal(word, .tens(value))
      ordinal(ordinalWord, .tens(value))
      for offset in 0..<units.count {
        cardinal(word + units[offset], .tensUnit(value + Double(offset + 1)))
        ordinal(word + unitOrdinals[offset], .tensUnit(value + Double(offset + 1)))
      }
    }

    cardinal("hundred", .hundred(plural: false))
    cardinal("hundreds", .hundred(plural: true))
    ordinal("hundredth", .hundred(plural: false))
    let scales: [(String, String?, Double)] = [
      ("thousand", "thousandth", 1e3), ("million", "millionth", 1e6), ("billion", "billionth", 1e9),
      ("trillion", "trillionth", 1e12), ("quadrillion", "quadrillionth", 1e15),
      ("quintillion", "quintillionth", 1e18), ("lakh", nil, 1e5), ("lac", nil, 1e5), ("crore", nil, 1e7),
    ]
    for (word, ordinalWord, value) in scales {
      cardinal(word, .scale(value, plural: false))
      cardinal(word + "s", .scale(value, plural: true))
      if let ordinalWord {
        ordinal(ordinalWord, .scale(value, plural: false))
      }
    }
    cardinal("dozen", .dozen(plural: false))
    cardinal("dozens", .dozen(plural: true))

    cardinal("a", .article)
    cardinal("an", .article)
    cardinal("and", .and)
    cardinal("point", .point)
    cardinal("minus", .minus)
    cardinal("negative", .minus)
    cardinal("couple", .couple)
    cardinal("pair", .pair)
    cardinal("of", .of)
    cardinal("oh", .oh)
    cardinal("o", .oh)

    fraction("half", "halves", 2)
    fraction("third", "thirds", 3)
    fraction("quarter", "quarters", 4)
    fraction("fourth", "fourths", 4)
    fraction("fifth", "fifths", 5)
    fraction("sixth", "sixths", 6)
    fraction("seventh", "sevenths", 7)
    fraction("eighth", "eighths", 8)
    fraction("ninth", "ninths", 9)
    fraction("tenth", "tenths", 10)
    fraction("hundredth", "hundredths", 100)
    fraction("thousandth", "thousandths", 1000)
    return table
  }()

  /// Exact powers of ten up to 10^22, the largest a `Double` holds exactly.
  fileprivate static let powersOfTen: [Double] = {
    var powers: [Double] = [1]
    for _ in 1...22 {
      powers.append(powers[powers.count - 1] * 10)
    }
    return powers
  }()
}

// MARK: - Numeric tokens

extension EnglishNumbers {
  /// A token made of digits: an integer, a decimal or a fraction.
  fileprivate struct NumericToken {
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

  // MARK: - State machine

  /// The left-to-right reader behind both entry points; a value type, so trying a step on a copy is cheap.
  fileprivate struct Machine {
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
