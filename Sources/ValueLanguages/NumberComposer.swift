/// Reads numbers said in words of a language written with spaces (German, French, Spanish,
/// Italian, Portuguese, Dutch…) from its ``NumberTable``: the composition is the same in all of
/// them, the words and a few departures are data.
///
/// A number is groups below a thousand, each followed by a larger scale than the next
/// (`zwei Millionen dreihunderttausend`); a group is hundreds (`dreihundert`, `doscientos`,
/// `deux cents`) then tens and units, in the language's order (`vingt et un`, `einundzwanzig`),
/// joined by its connectors or not. Digits stand in for words (`5 tausend`, `trente 3`,
/// `4 millones 2 mil 3`), and a number in digits may take a scale (`1,2 Millionen`). A decimal word
/// reads the decimals after it (`drei Komma fünf`, `uno coma 5`, `tausend Komma fünfzehn`); a
/// negative word negates (`minus drei`, `menos 1.200.000`). In a language that writes numbers as
/// one word (`dreihundertvierundfünfzig`) each word is split into the table's words first.
public enum NumberComposer {
  /// Every reading of a cardinal that starts at `tokens[start]`, one per end, ends ascending.
  public static func cardinals(in tokens: [String], from start: Int, table: NumberTable, maxTokens: Int = 16)
    -> [(end: Int, value: Double)]
  {
    guard start >= 0, start < tokens.count else { return [] }
    let limit = min(tokens.count, start + max(1, maxTokens))
    if table.negativeWords.contains(tokens[start]) || tokens[start] == "-" {
      return unsigned(tokens, from: start + 1, limit: limit, table: table).map { ($0.end, -$0.value) }
    }
    return unsigned(tokens, from: start, limit: limit, table: table)
  }

  /// Every reading of an ordinal that starts at `tokens[start]`, one per end, ends ascending:
  /// digits and an ending (`4ter`, `1er`, `17de`), ordinal words summed (`décimo primeiro`), or a
  /// cardinal whose last word takes an ordinal ending (`einundzwanzigste`, `vingt et unième`).
  public static func ordinals(in tokens: [String], from start: Int, table: NumberTable, maxTokens: Int = 16)
    -> [(end: Int, value: Double)]
  {
    guard start >= 0, start < tokens.count else { return [] }
    let limit = min(tokens.count, start + max(1, maxTokens))
    var found: [Int: Double] = [:]
    let ordinals = table.ordinals
    if start + 1 < limit, ordinals.digitEndings.contains(tokens[start + 1]),
      tokens[start].allSatisfy(\.isASCIIDigit), let value = Double(tokens[start])
    {
      found[start + 2] = value
    }
    if ordinals.wordsAdd {
      var sum = 0.0
      var previous = Double.infinity
      for index in start..<limit {
        guard let word = ordinals.words[tokens[index]], word.value < previous else { break }
        sum += word.value
        previous = word.value
        found[index + 1] = found[index + 1] ?? sum
      }
    }
    var composition = Composition(table: table)
    for index in start..<limit {
      // This word as the ordinal that ends the number.
      if let pieces = pieces(of: tokens[index], table: table, ordinalLast: true) {
        var ending = composition
        if ending.add(pieces), let value = ending.value { found[index + 1] = found[index + 1] ?? value }
      }
      guard let pieces = pieces(of: tokens[index], table: table, ordinalLast: false), composition.add(pieces),
        !composition.isFinished
      else { break }
    }
    return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  // MARK: Cardinals

  private static func unsigned(_ tokens: [String], from start: Int, limit: Int, table: NumberTable)
    -> [(end: Int, value: Double)]
  {
    guard start < limit else { return [] }
    var found: [Int: Double] = [:]
    var whole: [(end: Int, value: Double)] = []
    if table.decimalWords.contains(tokens[start]) {
      // "punto cinco", "coma 5": no whole part.
      for fraction in decimals(tokens, from: start + 1, limit: limit, table: table) {
        found[fraction.end] = fraction.value
      }
      return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
    var composition = Composition(table: table)
    for index in start..<limit {
      guard let pieces = pieces(of: tokens[index], table: table, ordinalLast: false), composition.add(pieces) else {
        break
      }
      if let value = composition.value { whole.append((index + 1, value)) }
      if composition.isFinished {
        if composition.endsInCollective, index + 1 < limit, table.afterCollective.contains(tokens[index + 1]),
          let value = composition.value
        {
          whole.append((index + 2, value))
        }
        break
      }
    }
    for reading in whole { found[reading.end] = reading.value }
    // Thousands grouped by spaces: "100 000", "6 700,54".
    if DigitNumbers.isGroupHead(Substring(tokens[start])), var value = Double(tokens[start]) {
      var index = start + 1
      while index < limit, let tail = DigitNumbers.groupTail(Substring(tokens[index])) {
        value = value * 1000 + tail.whole
        index += 1
        found[index] = value + tail.fraction
        if tail.fraction != 0 { break }
      }
    }
    // Decimals after a whole number: "drei Komma fünf", "1 con 5".
    for reading in whole where reading.end < limit && reading.value == reading.value.rounded(.towardZero) {
      guard table.decimalWords.contains(tokens[reading.end]) else { continue }
      for fraction in decimals(tokens, from: reading.end + 1, limit: limit, table: table) {
        found[fraction.end] = found[fraction.end] ?? reading.value + fraction.value
      }
    }
    return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The decimals after a decimal word: single digits said one by one (`null fünf` is .05), or a
  /// whole number whose digits they are (`fünfzehn` is .15, `77` is .77).
  private static func decimals(_ tokens: [String], from start: Int, limit: Int, table: NumberTable)
    -> [(end: Int, value: Double)]
  {
    var found: [Int: Double] = [:]
    var digits = ""
    for index in start..<limit {
      let token = tokens[index]
      if let word = table.words[token], word.role == .zero || word.role == .unit {
        digits += String(Int(word.value))
      } else if token.count == 1, token.allSatisfy(\.isASCIIDigit) {
        digits += token
      } else {
        break
      }
      found[index + 1] = Double("0." + digits)
    }
    var composition = Composition(table: table)
    for index in start..<limit {
      guard let pieces = pieces(of: tokens[index], table: table, ordinalLast: false), composition.add(pieces) else {
        break
      }
      if let value = composition.value, value >= 0, value == value.rounded(.towardZero), value < 1e15 {
        let isDigits = index == start && tokens[index].allSatisfy(\.isASCIIDigit)
        let written = isDigits ? tokens[index] : String(Int(value))
        found[index + 1] = found[index + 1] ?? Double("0." + written)
      }
      if composition.isFinished { break }
    }
    return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// Whether a word may begin a number or an ordinal: it is made of the table's words, or is an
  /// ordinal word, or (compounding) begins with a number word.
  static func mayBegin(_ token: String, table: NumberTable) -> Bool {
    if pieces(of: token, table: table, ordinalLast: false) != nil { return true }
    if pieces(of: token, table: table, ordinalLast: true) != nil { return true }
    return false
  }

  // MARK: Words

  /// What a token is made of: one number in digits, or the table's words (a word written with
  /// hyphens, or, in a language that compounds, written as one, split into them); nil when it is
  /// neither. With `ordinalLast`, the last word must be an ordinal.
  static func pieces(of token: String, table: NumberTable, ordinalLast: Bool) -> [Piece]? {
    if token.first.map({ $0.isASCIIDigit || $0 == "-" || $0 == "," || $0 == "." }) == true {
      guard !ordinalLast, let value = DigitNumbers.value(of: Substring(token)) else { return nil }
      return [.literal(value)]
    }
    if let collective = table.collectives[token] { return ordinalLast ? nil : [.collective(collective)] }
    let parts = token.split(separator: "-")
    guard !parts.isEmpty else { return nil }
    var pieces: [Piece] = []
    for (index, part) in parts.enumerated() {
      let ordinal = ordinalLast && index == parts.count - 1
      guard let split = segments(of: part, table: table, ordinalLast: ordinal) else { return nil }
      pieces += split
    }
    return pieces
  }

  /// The fewest words of the table a word is made of (just itself where the language does not
  /// compound); nil when it is not made of them.
  private static func segments(of word: Substring, table: NumberTable, ordinalLast: Bool) -> [Piece]? {
    func piece(_ text: Substring, last: Bool) -> Piece? {
      if last && ordinalLast { return ordinalWord(String(text), table: table).map(Piece.ordinal) }
      if let number = table.words[String(text)] { return .word(number) }
      return table.connectors.contains(String(text)) ? .connector : nil
    }
    if let whole = piece(word, last: true) { return [whole] }
    guard table.compounds else { return nil }
    let characters = Array(word)
    guard characters.count <= 80 else { return nil }
    // best[i]: the fewest pieces that make the first i characters.
    var best: [[Piece]?] = Array(repeating: nil, count: characters.count + 1)
    best[0] = []
    for end in 1...characters.count {
      for begin in 0..<end {
        guard let before = best[begin], best[end] == nil || best[end]!.count > before.count + 1 else { continue }
        if let found = piece(Substring(String(characters[begin..<end])), last: end == characters.count) {
          best[end] = before + [found]
        }
      }
    }
    return best[characters.count]
  }

  /// A word as an ordinal: one of the table's ordinal words, or a cardinal word with an ordinal
  /// ending (its final vowel dropped before it, or not).
  static func ordinalWord(_ word: String, table: NumberTable) -> NumberTable.Word? {
    if let ordinal = table.ordinals.words[word] { return ordinal }
    for ending in table.ordinals.endings where word.count > ending.count && word.hasSuffix(ending) {
      let stem = String(word.dropLast(ending.count))
      if let cardinal = table.words[stem], cardinal.role != .zero { return cardinal }
      for vowel in ["e", "o", "i", "a"] {
        if let cardinal = table.words[stem + vowel], cardinal.role != .zero { return cardinal }
      }
    }
    return nil
  }

  /// A part of a number.
  enum Piece {
    case word(NumberTable.Word)
    case ordinal(NumberTable.Word)
    case connector
    case literal(Double)
    /// A quantity said as a noun: `Dutzend`, `dúzia`.
    case collective(Double)
  }
}

/// The value of a number's words so far, and what may follow them.
struct Composition {
  let table: NumberTable
  /// The groups closed by a scale.
  private var total = 0.0
  /// The group below the next scale.
  private var group = 0.0
  /// What the group added since its last hundred or scale, for `achtzehn hundert`.
  private var sinceBoundary = 0.0
  private var last = NumberTable.Role.zero
  private var hasStarted = false
  private var lastValue = 0.0
  private var lastScale = Double.infinity
  private var connectorPending = false
  /// Whether nothing may follow: zero, an ordinal, a collective, or digits and their scale.
  private(set) var isFinished = false
  /// Whether the last piece was a collective (`dúzia`).
  private(set) var endsInCollective = false
  /// Whether the group is a number in digits of a thousand or more, or with decimals.
  private var isLargeLiteral = false

  init(table: NumberTable) { self.table = table }

  /// The number so far; nil before a word or after a connector.
  var value: Double? { hasStarted && !connectorPending ? total + group : nil }

  /// Adds the pieces of a token; false when they cannot follow what came before.
  mutating func add(_ pieces: [NumberComposer.Piece]) -> Bool {
    for piece in pieces {
      guard !isFinished else { return false }
      switch piece {
      case .connector:
        guard hasStarted, !connectorPending, !isLargeLiteral else { return false }
        connectorPending = true
      case .word(let word):
        guard add(word) else { return false }
      case .ordinal(let word):
        guard add(word) else { return false }
        isFinished = true
      case .literal(let value):
        if value >= 0, value < 1000, value == value.rounded(.towardZero) {
          guard add(NumberTable.Word(value: value, role: Self.role(of: value))) else { return false }
        } else {
          guard !hasStarted else { return false }
          group = value
          hasStarted = true
          isLargeLiteral = true
        }
      case .collective(let multiple):
        guard !connectorPending else { return false }
        group = (hasStarted ? total + group : 1) * multiple
        total = 0
        hasStarted = true
        isFinished = true
        endsInCollective = true
      }
    }
    return true
  }

  /// The role of a number written in digits below a thousand.
  private static func role(of value: Double) -> NumberTable.Role {
    switch value {
    case 0: .zero
    case ..<10: .unit
    case ..<20: .teen
    case ..<100: value.truncatingRemainder(dividingBy: 10) == 0 ? .tens : .belowHundred
    default: .hundreds
    }
  }

  private mutating func add(_ word: NumberTable.Word) -> Bool {
    let value = word.value
    let atGroupStart = !hasStarted || last == .hundred || last == .hundreds || last == .scale
    let joined = connectorPending
    connectorPending = false
    if isLargeLiteral {
      // Digits of a thousand or more take only a scale: "1,2 Millionen".
      guard word.role == .scale, !joined else { return false }
      total = group * value
      group = 0
      isFinished = true
      return true
    }
    switch word.role {
    case .zero:
      guard !hasStarted else { return false }
      isFinished = true
    case .unit:
      let afterTens = last == .tens && hasStarted
      let afterTen = last == .teen && lastValue == 10 && table.unitAfterTen
      guard atGroupStart || afterTens || afterTen else { return false }
      group += value
      sinceBoundary += value
    case .teen:
      guard atGroupStart || (last == .tens && hasStarted && table.teenAfterTens) else { return false }
      group += value
      sinceBoundary += value
    case .tens:
      if atGroupStart {
        group += value
        sinceBoundary += value
      } else if last == .unit, joined, table.unitBeforeTens, sinceBoundary == lastValue {
        group += value
        sinceBoundary += value
      } else if last == .unit, !joined, table.products.contains(where: { $0.unit == lastValue && $0.tens == value }) {
        group += lastValue * value - lastValue
        sinceBoundary = lastValue * value
      } else {
        return false
      }
    case .belowHundred:
      guard atGroupStart else { return false }
      group += value
      sinceBoundary += value
    case .hundreds:
      guard !hasStarted || last == .scale else { return false }
      group += value
      sinceBoundary = 0
    case .hundred:
      if !hasStarted || last == .scale {
        group += value
      } else if (last == .unit || last == .teen), sinceBoundary == lastValue, !joined {
        group += lastValue * (value - 1)
      } else {
        return false
      }
      sinceBoundary = 0
    case .scale:
      guard value < lastScale, !(hasStarted && (last == .scale || group == 0)) else { return false }
      total += (hasStarted ? group : 1) * value
      group = 0
      sinceBoundary = 0
      lastScale = value
    }
    hasStarted = true
    last = word.role
    lastValue = value
    return true
  }
}
