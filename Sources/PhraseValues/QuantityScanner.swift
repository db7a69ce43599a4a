import PhraseText
import ValueLanguages

/// One reading before it is reported: where it ends, the amount said and its unit.
struct QuantityCandidate {
  /// The exclusive index of the token where the reading ends.
  var end: Int
  var amount: ExactAmount
  var unit: MeasureUnit?
}

/// The grammar of quantities shared by ``Measurements`` and ``Durations``.
///
/// It reads left to right from a start token, trying each number reading
/// with each unit name the trie finds after it, so the work is bounded by
/// the few readings of each and by `limit`. Every form it accepts is listed
/// in ``Measurements``; ``Durations`` adds its own on top.
struct QuantityScanner {
  /// How an amount before a unit was said.
  enum Leading {
    /// A number read by `Numbers`; alone, it may be a reading with no unit.
    case number
    /// "a" or "an": one unit.
    case article
    /// A bare fraction word: "quarter", or an ordinal such as "tenth", which needs "of".
    case fraction(needsOf: Bool)
  }

  /// Words that start an amount although `Numbers` reads no number there, with the value they give.
  static let leadingWords: [String: (value: Double, leading: Leading)] = {
    var words: [String: (value: Double, leading: Leading)] = [
      "a": (1, .article), "an": (1, .article), "quarter": (0.25, .fraction(needsOf: false)),
    ]
    let ordinals = ["third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
    for (offset, word) in ordinals.enumerated() {
      words[word] = (1 / Double(offset + 3), .fraction(needsOf: true))
    }
    return words
  }()

  /// What may follow the number of 摂氏37度 or 華氏70°.
  static let degreeMarks: Set<String> = ["度", "°"]

  /// What may follow the number of カップ1杯: the counter 杯 ("cupful").
  static let cupCounters: Set<String> = ["杯"]

  /// Words between a number and its unit that do not change it: "2 more minutes", "2 extra cups".
  static let fillerWords: Set<String> = ["more", "extra", "additional"]

  /// The utterance's normalized tokens.
  let tokens: [String]
  /// The index past the last token a reading may take.
  let limit: Int
  /// What the quantity measures: the units read are this dimension's.
  let dimension: Dimension
  /// Whether a number with no unit is a reading (measurements) or not (durations).
  let readsBareNumbers: Bool
  /// The dimension's unit names.
  let trie: TokenTrie<UnitWord>
  /// The language numbers are read in, when one is read from a table; nil for English and Japanese.
  let language: ValueLanguage?
  /// The language's quantity words; nil for English and Japanese, whose words are written here.
  let words: QuantityWords?
  /// The unit names of the language.
  let lexicon: UnitLexicon
  /// Every reading found so far, possibly several per end.
  private(set) var candidates: [QuantityCandidate] = []

  /// A scanner over `tokens[..<limit]` for quantities of `dimension`.
  init(tokens: [String], limit: Int, dimension: Dimension, readsBareNumbers: Bool, language: ValueLanguage? = nil) {
    self.tokens = tokens
    self.limit = limit
    self.dimension = dimension
    self.readsBareNumbers = readsBareNumbers
    self.language = language
    self.words = language?.quantityWords
    self.lexicon = UnitLexicon.lexicon(for: language)
    self.trie = lexicon.readingTries[dimension.index]
  }

  /// The cardinals at `start`, in the scanner's language.
  private func cardinals(at start: Int) -> [NumberReading] {
    guard let language else { return Numbers.cardinals(in: tokens, from: start, maxTokens: limit - start) }
    return Numbers.cardinals(in: tokens, from: start, maxTokens: limit - start, language: language)
  }

  /// The readings, one per end, of every form that starts at `start`; in Korean, a word that glues
  /// a number to its unit (`이리터`, `서른분`) is read as the two.
  static func readings(
    in tokens: [String], from start: Int, limit: Int, dimension: Dimension, readsBareNumbers: Bool,
    language: ValueLanguage?
  ) -> [QuantityCandidate] {
    guard language == .korean else {
      var scanner = QuantityScanner(
        tokens: tokens, limit: limit, dimension: dimension, readsBareNumbers: readsBareNumbers, language: language)
      scanner.scan(from: start)
      return scanner.bestPerEnd()
    }
    // The words from `start`, glued ones split; each split word's end, by its end in the original.
    let names = koreanUnitNames[dimension.index]
    var split: [String] = Array(tokens[..<start])
    var ends: [Int: Int] = [:]
    for index in start..<limit {
      let word = tokens[index]
      let glued = (1..<max(1, word.count)).lazy.map { (String(word.prefix($0)), String(word.dropFirst($0))) }.first {
        names.contains($0.1) && !(language!.cardinals(in: [$0.0], from: 0).isEmpty)
      }
      split += glued.map { [$0.0, $0.1] } ?? [word]
      ends[split.count] = index + 1
    }
    var scanner = QuantityScanner(
      tokens: split, limit: split.count, dimension: dimension, readsBareNumbers: readsBareNumbers, language: language)
    scanner.scan(from: start)
    return scanner.bestPerEnd().compactMap { candidate in
      ends[candidate.end].map { QuantityCandidate(end: $0, amount: candidate.amount, unit: candidate.unit) }
    }
  }

  /// The Korean names a number may be glued to, per dimension (by `Dimension.index`): units,
  /// degrees and multiples, built once.
  static let koreanUnitNames: [Set<String>] = Dimension.allCases.map { dimension in
    let words = ValueLanguage.korean.quantityWords
    return Set((UnitLexicon.lexicon(for: .korean).names[dimension] ?? [:]).keys).union(words.degreeWords)
      .union(words.multiples.keys)
  }

  /// Reads every form that starts at `start`.
  mutating func scan(from start: Int) {
    guard start < limit else { return }
    for number in cardinals(at: start) {
      let amount = ExactAmount(number.value)
      if readsBareNumbers {
        add(number.end, amount, nil)
        if dimension == .temperature { belowZero(after: number.end, amount, nil) }
      }
      readUnits(after: number.end, amount, .number)
      if number.isInteger, let mixed = mixedQuarters(after: number.end, whole: number.value) {
        readUnits(after: mixed.end, ExactAmount(mixed.value), .number)
      }
      // A count of a fraction: "ein halber Liter", "trois quarts de litre".
      if let words, number.isInteger, let word = token(number.end), let fraction = words.fractions[word] {
        readUnits(after: number.end + 1, ExactAmount(number.value * fraction), .fraction(needsOf: false))
      }
      // "twee en een half uur", "5 und eine halbe Minuten".
      if let words, number.isInteger, let halfEnd = phrase(words.andHalf, at: number.end) {
        readUnits(after: halfEnd, ExactAmount(number.value + 0.5), .number)
      }
    }
    // "ungefähr eine halbe Stunde": a qualifier leaves the quantity after it as it is.
    if let words, let qualified = phrase(words.qualifiers, at: start), qualified < limit, qualified > start {
      var after = QuantityScanner(
        tokens: tokens, limit: limit, dimension: dimension, readsBareNumbers: readsBareNumbers, language: language)
      after.scan(from: qualified)
      candidates += after.candidates
    }
    if let words {
      if let fraction = words.fractions[tokens[start]] {
        readUnits(after: start + 1, ExactAmount(fraction), .fraction(needsOf: false))
      }
      // A multiple said alone is one of it: "Viertelstunde".
      trie.forEachMatch(in: tokens, from: start, limit: limit) { end, word in
        if case .multiple(let unit, let count) = word { add(end, ExactAmount(count), unit) }
      }
    } else if let word = Self.leadingWords[tokens[start]] {
      readUnits(after: start + 1, ExactAmount(word.value), word.leading)
    }
    prefixForms(at: start)
  }

  /// Whether the tokens at `start` say one of the phrases; the end of the first that does.
  private func phrase(_ phrases: [[String]], at start: Int) -> Int? {
    for phrase in phrases where start + phrase.count <= limit {
      if tokens[start..<start + phrase.count].elementsEqual(phrase) { return start + phrase.count }
    }
    return nil
  }

  /// The readings, one per end, ends ascending: a unit beats no unit, then the first found wins.
  func bestPerEnd() -> [QuantityCandidate] {
    var best: [QuantityCandidate] = []
    best.reserveCapacity(candidates.count)
    for candidate in candidates {
      if let index = best.firstIndex(where: { $0.end == candidate.end }) {
        if best[index].unit == nil, candidate.unit != nil { best[index] = candidate }
      } else {
        best.append(candidate)
      }
    }
    best.sort { $0.end < $1.end }
    return best
  }

  // MARK: Forms

  /// Records a reading.
  private mutating func add(_ end: Int, _ amount: ExactAmount, _ unit: MeasureUnit?) {
    candidates.append(QuantityCandidate(end: end, amount: amount, unit: unit))
  }

  /// The token at `index`, or nil past the limit.
  private func token(_ index: Int) -> String? {
    index < limit ? tokens[index] : nil
  }

  /// Whether a token is "a" or "an".
  private static func isArticle(_ token: String?) -> Bool { token == "a" || token == "an" }

  /// "and quarter", "and two quarter", "and three quarter" after a whole number, which `Numbers` does not read.
  ///
  /// Only before a unit: "one and three quarter hours" is 1.75 hours, "two
  /// and quarter cups" 2.25 cups (Duckling's duration corpus has these).
  private func mixedQuarters(after end: Int, whole: Double) -> (end: Int, value: Double)? {
    guard language == nil, token(end) == "and" else { return nil }
    var position = end + 1
    var count = 1.0
    switch token(position) {
    case "two":
      count = 2
      position += 1
    case "three":
      count = 3
      position += 1
    default:
      break
    }
    guard let word = token(position), word == "quarter" || word == "quarters" else { return nil }
    return (position + 1, whole + count / 4)
  }

  /// Unit names after an amount ending at `end`, with the words allowed between them.
  private mutating func readUnits(after end: Int, _ amount: ExactAmount, _ leading: Leading) {
    var isFraction = false
    switch leading {
    case .number:
      unitNames(at: end, amount, afterArticle: false)
      if language == nil, let word = token(end), Self.fillerWords.contains(word) {
        unitNames(at: end + 1, amount, afterArticle: false)
      }
      isFraction = amount.value != amount.value.rounded()
    case .article:
      unitNames(at: end, amount, afterArticle: true)
    case .fraction(let needsOf):
      if !needsOf { unitNames(at: end, amount, afterArticle: false) }
      isFraction = true
    }
    guard isFraction else { return }
    if let words {
      // "un quart de litre", "un cuarto de litro".
      if let link = token(end), words.fractionLinks.contains(link) {
        unitNames(at: end + 1, amount, afterArticle: false)
      }
      return
    }
    if token(end) == "of" {
      unitNames(at: end + 1, amount, afterArticle: false)
      if Self.isArticle(token(end + 1)) { unitNames(at: end + 2, amount, afterArticle: false) }
    }
    if amount.value < 1, Self.isArticle(token(end)) { unitNames(at: end + 1, amount, afterArticle: false) }
  }

  /// Every unit name at `start`, and what may follow it.
  private mutating func unitNames(at start: Int, _ amount: ExactAmount, afterArticle: Bool) {
    guard start < limit else { return }
    trie.forEachMatch(in: tokens, from: start, limit: limit) { unitEnd, word in
      // "a" before a one-letter unit is no quantity: "7 a m" is not a minute, nor "a l" a litre.
      if afterArticle, unitEnd == start + 1, tokens[start].count == 1 { return }
      switch word {
      case .unit(let unit):
        add(unitEnd, amount, unit)
        afterUnit(unitEnd, amount, unit)
      case .multiple(let unit, let count):
        let total = amount.times(ExactRatio(Int64(count)))
        add(unitEnd, total, unit)
        // "三斤半": half of the multiple.
        if let words, let halfEnd = phrase(words.andHalf, at: unitEnd) {
          add(halfEnd, total.plus(ExactAmount(count / 2)), unit)
        }
        compound(after: unitEnd, total, unit, size: unit.scale.doubleValue * count)
      case .degree:
        add(unitEnd, amount, nil)
        belowZero(after: unitEnd, amount, nil)
        // A scale after the degree: "37 ° celsius", "98.6 degrees F".
        trie.forEachMatch(in: tokens, from: unitEnd, limit: limit) { scaleEnd, scale in
          guard case .unit(let unit) = scale, unit.dimension == .temperature else { return }
          add(scaleEnd, amount, unit)
          belowZero(after: scaleEnd, amount, unit)
        }
      }
    }
  }

  /// What may follow the first unit: a half, "below zero", a compound, a bare count of minutes or seconds.
  private mutating func afterUnit(_ end: Int, _ amount: ExactAmount, _ unit: MeasureUnit) {
    if dimension == .temperature {
      belowZero(after: end, amount, unit)
      return
    }
    let half = ExactAmount(0.5)
    if let words {
      if let halfEnd = phrase(words.andHalf, at: end) { add(halfEnd, amount.plus(half), unit) }
    } else if token(end) == "and" {
      if token(end + 1) == "half" {
        add(end + 2, amount.plus(half), unit)
      } else if Self.isArticle(token(end + 1)), token(end + 2) == "half" {
        add(end + 3, amount.plus(half), unit)
      }
    } else if token(end) == "半" {
      add(end + 1, amount.plus(half), unit)
    }
    compound(after: end, amount, unit)
  }

  /// "2 degrees below zero", "2 below zero": the negated value.
  private mutating func belowZero(after end: Int, _ amount: ExactAmount, _ unit: MeasureUnit?) {
    if let zeroEnd = phrase(words?.belowZero ?? [["below", "zero"]], at: end) {
      add(zeroEnd, amount.negated(), unit)
    }
  }

  /// Further parts in smaller units, each optionally after "and": "5 feet 10 inches", "2 hours and 30 minutes".
  private mutating func compound(after end: Int, _ total: ExactAmount, _ unit: MeasureUnit, size: Double? = nil) {
    // The size of the unit said last: a multiple's (`斤`, 500 g) is larger than its unit's.
    let size = size ?? unit.scale.doubleValue
    let joiners = words?.compoundJoiners ?? ["and"]
    for start in end...(token(end).map(joiners.contains) == true ? end + 1 : end) where start < limit {
      for number in cardinals(at: start) where number.value >= 0 {
        let part = ExactAmount(number.value)
        trie.forEachMatch(in: tokens, from: number.end, limit: limit) { unitEnd, word in
          var (smaller, partAmount, partSize) = (unit, part, 0.0)
          switch word {
          case .unit(let said): (smaller, partSize) = (said, said.scale.doubleValue)
          case .multiple(let said, let count):
            (smaller, partAmount, partSize) = (
              said, part.times(ExactRatio(Int64(count))), said.scale.doubleValue * count
            )
          case .degree: return
          }
          guard partSize < size, smaller.scale.doubleValue <= unit.scale.doubleValue else { return }
          let sum = Self.inSmallerUnit(total, from: unit, to: smaller).plus(partAmount)
          add(unitEnd, sum, smaller)
          compound(after: unitEnd, sum, smaller, size: partSize)
        }
        // "1 hour thirty", "2 hours and 10", "1h30": a bare count of the next smaller clock unit.
        if dimension == .duration, number.isInteger, number.value > 0, number.value < 60,
          let smaller = Self.clockSubunit(of: unit)
        {
          add(number.end, total.times(ExactRatio(60)).plus(part), smaller)
        }
      }
    }
  }

  /// Japanese forms with the unit before the number: 摂氏37度, 大さじ2, カップ1杯.
  private mutating func prefixForms(at start: Int) {
    if dimension == .temperature, let words, start + 1 < limit, words.belowZeroPrefixes.contains(tokens[start]) {
      // 영하 5도, 零下5度: below zero, said first.
      var below = QuantityScanner(
        tokens: tokens, limit: limit, dimension: dimension, readsBareNumbers: readsBareNumbers, language: language)
      below.scan(from: start + 1)
      for candidate in below.candidates { add(candidate.end, candidate.amount.negated(), candidate.unit) }
    }
    let prefixes: TokenTrie<MeasureUnit>
    let after: Set<String>
    switch dimension {
    case .temperature:
      prefixes = lexicon.temperaturePrefixes
      after = Self.degreeMarks.union((words?.degreeWords ?? []).map { UnitLexicon.key(of: $0) })
    case .volume:
      prefixes = lexicon.leadingVolumeUnits
      after = Self.cupCounters
    case .mass, .length, .duration:
      return
    }
    prefixes.forEachMatch(in: tokens, from: start, limit: limit) { prefixEnd, unit in
      guard prefixEnd < limit else { return }
      for number in cardinals(at: prefixEnd) {
        let amount = ExactAmount(number.value)
        add(number.end, amount, unit)
        if let word = token(number.end), after.contains(word) { add(number.end + 1, amount, unit) }
      }
    }
  }

  /// A compound's total so far in the next, smaller unit: by the units' factors, but in calendar years.
  ///
  /// A year is 12 months and 4 quarters when a compound goes on in months
  /// or quarters ("2 years 3 months" is 27 months, as in Duckling), while
  /// alone it is 365 days and a month 30.
  static func inSmallerUnit(_ total: ExactAmount, from: MeasureUnit, to: MeasureUnit) -> ExactAmount {
    if from.dimension == .duration, from.id == "year" {
      if to.id == "month" { return total.times(ExactRatio(12)) }
      if to.id == "quarter" { return total.times(ExactRatio(4)) }
    }
    return total.converted(from: from, to: to)
  }

  /// Minutes for hours and seconds for minutes: the unit a bare count after them is in.
  static func clockSubunit(of unit: MeasureUnit) -> MeasureUnit? {
    switch unit.id {
    case "hour": Units.unit(id: "minute")
    case "minute": Units.unit(id: "second")
    default: nil
    }
  }
}
