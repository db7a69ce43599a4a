/// One reading of a number that starts at a given token.
package struct NumberReading: Hashable, Sendable {
  /// The exclusive index of the token where the reading ends.
  package var end: Int
  /// The value read, negative for "minus five" or "-5".
  package var value: Double

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
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  // MARK: - Lexicon

  /// The role of a word in a cardinal number (or, for an ordinal word, the cardinal word it stands for).
  enum Word: Sendable {
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
  struct Denominator: Sendable {
    var value: Double
    var isPlural: Bool
  }

  /// Everything a word can be.
  struct Entry: Sendable {
    var cardinal: Word?
    var ordinal: Word?
    var denominator: Denominator?
  }

  /// Word to roles, for every word the readers know.
  static let lexicon: [String: Entry] = {
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

    let joiners: [(String, Word)] = [
      ("a", .article), ("an", .article), ("and", .and), ("point", .point), ("minus", .minus), ("negative", .minus),
      ("couple", .couple), ("pair", .pair), ("of", .of), ("oh", .oh), ("o", .oh),
    ]
    for (word, role) in joiners {
      cardinal(word, role)
    }

    let fractions: [(String, String, Double)] = [
      ("half", "halves", 2), ("third", "thirds", 3), ("quarter", "quarters", 4), ("fourth", "fourths", 4),
      ("fifth", "fifths", 5), ("sixth", "sixths", 6), ("seventh", "sevenths", 7), ("eighth", "eighths", 8),
      ("ninth", "ninths", 9), ("tenth", "tenths", 10), ("hundredth", "hundredths", 100),
      ("thousandth", "thousandths", 1000),
    ]
    // Both forms of a fraction word are denominators.
    for (singular, plural, value) in fractions {
      table[singular, default: Entry()].denominator = Denominator(value: value, isPlural: false)
      table[plural, default: Entry()].denominator = Denominator(value: value, isPlural: true)
    }
    return table
  }()

  /// Exact powers of ten up to 10^22, the largest a `Double` holds exactly.
  static let powersOfTen: [Double] = {
    var powers: [Double] = [1]
    for _ in 1...22 {
      powers.append(powers[powers.count - 1] * 10)
    }
    return powers
  }()
}
