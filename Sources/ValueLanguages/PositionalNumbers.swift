/// Reads numbers of the languages that write them with positional multipliers, Chinese and Korean
/// (`三万四千五百六十七`, `삼만사천오백육십칠`), from their tables: digits, the multipliers below
/// ten thousand (十 百 千, 십 백 천) and the myriads above (万 亿 兆, 만 억 조), read across tokens
/// (Chinese characters are a token each) and inside them (a Korean word is one token).
///
/// `零` and `영` mark a skipped place (`二百零三` is 203); a digit right after a multiplier of a
/// hundred or more, at the end, is of the next place down (`千一` is 1,100, `萬九` 19,000, `百二萬`
/// 1,200,000). A decimal point (`点`, `點`, `점`) reads the digits after it one by one; a fraction
/// says its denominator first (`二分之一`, `사분의삼`); a negative word comes first (`负`,
/// `마이너스`). Korean native numbers (`하나`, `서른다섯`, `스무`) compose with the same places, up to 99.
public struct PositionalNumbers: Sendable {
  /// Words (a character or a Korean syllable or several) and what each is.
  enum Item: Sendable, Equatable {
    case digit(Int)
    /// Tens said in one word (`廿` 20, `열` 10, `서른` 30).
    case tens(Int)
    /// 10, 100 or 1,000, a multiplier of the digit before it.
    case place(Int)
    /// 10⁴, 10⁸, 10¹², a multiplier of the section before it.
    case myriad(Double)
    case point
    case fraction
    case negative
    /// A counter after a number (`个`), read with it and worth nothing.
    case counter
    /// A quantity said as a noun (`打` 12, `對` 2), a multiplier of the number before it.
    case collective(Double)
    /// A half (`半`).
    case half
    /// `又`, joining a whole number to a fraction.
    case and
    /// The mark before an ordinal (`第`, `제`).
    case ordinalMark
    /// The mark after an ordinal (`번째`, `째`).
    case ordinalSuffix
    /// A word that may join a fraction's denominator to its numerator (`之` after `分`).
    case fractionLink
  }

  /// Every word, by its spelling.
  let items: [String: Item]
  /// The longest word, in characters.
  let longest: Int
  /// Ordinal words that are not a number before `째` (`첫` 1, `둘` 2).
  let ordinalWords: [String: Int]
  /// Whether a digit right after a multiplier of a hundred or more, at the end, is of the next place
  /// down (Chinese `千一` is 1,100; Korean `일억이` is 100,000,002).
  let abbreviates: Bool

  init(_ words: [(String, Item)], ordinalWords: [String: Int] = [:], abbreviates: Bool) {
    items = Dictionary(words, uniquingKeysWith: { first, _ in first })
    longest = words.map(\.0.count).max() ?? 1
    self.ordinalWords = ordinalWords
    self.abbreviates = abbreviates
  }

  /// One word read, and the token it ends in when it ends one.
  private struct Word {
    var item: Item?
    var literal: Double?
    var text: String
    var endsToken: Int?
  }

  /// The words of the tokens from `start`, split by longest match; a token in digits is one.
  private func words(_ tokens: [String], from start: Int, limit: Int) -> [Word] {
    var words: [Word] = []
    for index in start..<limit {
      let token = tokens[index]
      if token.first.map({ $0.isASCIIDigit || $0 == "-" || $0 == "." || $0 == "," }) == true {
        guard let value = DigitNumbers.value(of: Substring(token)) else { break }
        words.append(Word(item: nil, literal: value, text: token, endsToken: index + 1))
        continue
      }
      let characters = Array(token)
      guard characters.count <= 64 else { break }
      var position = 0
      var complete = true
      while position < characters.count {
        var found: (Item, Int)?
        for length in stride(from: min(longest, characters.count - position), through: 1, by: -1) {
          let text = String(characters[position..<position + length])
          if let item = items[text] ?? ordinalWords[text].map({ _ in Item.digit(-1) }) {
            found = (item, length)
            break
          }
        }
        guard let (item, length) = found else {
          complete = false
          break
        }
        let text = String(characters[position..<position + length])
        position += length
        words.append(
          Word(item: item, literal: nil, text: text, endsToken: position == characters.count ? index + 1 : nil))
      }
      if !complete {
        // A token only partly made of number words ends the number before it.
        while let last = words.last, last.endsToken == nil { words.removeLast() }
        break
      }
    }
    return words
  }

  /// Every word of the table.
  public var words: Set<String> { Set(items.keys).union(ordinalWords.keys) }

  /// Whether a number or an ordinal may begin with the token: it begins with one of the table's
  /// words.
  public func mayBegin(_ token: String) -> Bool {
    let characters = Array(token.prefix(longest))
    return (1...max(1, characters.count)).contains { length in
      length <= characters.count
        && (items[String(characters[..<length])] != nil || ordinalWords[String(characters[..<length])] != nil)
    }
  }

  /// Every reading of a cardinal that starts at `tokens[start]`, one per end, ends ascending.
  public func cardinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [(end: Int, value: Double)] {
    guard start >= 0, start < tokens.count else { return [] }
    let said = words(tokens, from: start, limit: min(tokens.count, start + max(1, maxTokens)))
    var sign = 1.0
    var offset = 0
    if said.first?.item == .negative {
      sign = -1
      offset = 1
    }
    return readings(Array(said[offset...])).map { ($0.end, sign * $0.value) }
  }

  /// Every reading of an ordinal at `tokens[start]`: `第七`, `제3`, `첫째`, `스물다섯번째`, `3번째`.
  public func ordinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [(end: Int, value: Double)] {
    guard start >= 0, start < tokens.count else { return [] }
    let said = words(tokens, from: start, limit: min(tokens.count, start + max(1, maxTokens)))
    var found: [(end: Int, value: Double)] = []
    if said.first?.item == .ordinalMark {
      for reading in readings(Array(said.dropFirst())) where reading.value >= 1 && reading.isWhole {
        found.append((reading.end, reading.value))
      }
      return found
    }
    // A number, or an ordinal word, then the suffix.
    guard let suffix = said.firstIndex(where: { $0.item == .ordinalSuffix }), suffix > 0,
      let end = said[suffix...].first(where: { $0.endsToken != nil })?.endsToken,
      said[suffix..<said.count].prefix(while: { $0.item == .ordinalSuffix || $0.endsToken == nil }).count >= 1
    else { return [] }
    let head = Array(said[..<suffix])
    if head.count == 1, let value = ordinalWords[head[0].text] { return [(end, Double(value))] }
    var marked = head
    marked[marked.count - 1].endsToken = end
    guard let value = readings(marked).last(where: { $0.end == end })?.value, value >= 1 else { return [] }
    return [(end, value)]
  }

  private struct Reading {
    var end: Int
    var value: Double
    var isWhole: Bool { value == value.rounded(.towardZero) }
  }

  /// The readings of words, one per token end.
  private func readings(_ said: [Word]) -> [Reading] {
    var found: [Reading] = []
    var number = PositionalComposition(abbreviates: abbreviates)
    var index = 0
    while index < said.count {
      var word = said[index]
      index += 1
      if let literal = word.literal {
        guard number.isEmpty else { break }
        number.literal(literal)
      } else if let item = word.item {
        switch item {
        case .point:
          guard !number.isEmpty, number.isWhole else { return found }
          // The digits after the point, one by one, or written in digits.
          var digits = ""
          while index < said.count {
            if case .digit(let digit)? = said[index].item, digit >= 0 {
              digits += String(digit)
            } else if said[index].literal != nil, said[index].text.allSatisfy(\.isASCIIDigit) {
              digits += said[index].text
            } else {
              break
            }
            if let end = said[index].endsToken, let fraction = Double("0." + digits) {
              found.append(Reading(end: end, value: number.value + fraction))
            }
            index += 1
          }
          return found
        case .fraction:
          guard !number.isEmpty, number.current != 0 else { return found }
          let denominator = number.current
          let whole = number.whole
          if index < said.count, said[index].item == .fractionLink { index += 1 }
          for reading in readings(Array(said[index...])) where reading.isWhole {
            found.append(Reading(end: reading.end, value: whole + reading.value / denominator))
          }
          return found
        case .and:
          guard !number.isEmpty, number.isWhole else { return found }
          number.closeWhole()
        case .half:
          number.half()
        case .counter:
          guard !number.isEmpty else { return found }
          if index < said.count, said[index].item == .half {
            // "一個半": the reading ends after the half.
            word = said[index]
            index += 1
            number.addHalf()
          }
        case .collective(let multiple):
          guard number.collective(multiple) else { return found }
        case .digit, .tens, .place, .myriad:
          guard number.add(item) else { return found }
        case .negative, .ordinalMark, .ordinalSuffix, .fractionLink:
          return found
        }
      }
      if let end = word.endsToken, !number.isEmpty {
        found.append(Reading(end: end, value: number.value))
      }
    }
    return found
  }
}

/// The value of positional words so far.
private struct PositionalComposition {
  let abbreviates: Bool
  private var total = 0.0
  private var section = 0.0
  private var digit: Int?
  /// The multiplier the pending digit follows, for `千一` (1,100).
  private var digitAfter = 0.0
  init(abbreviates: Bool) { self.abbreviates = abbreviates }

  private var lastPlace = Int.max
  private var lastMyriad = Double.infinity
  private var zeroMarked = false
  private var started = false
  /// A whole number before `又`.
  private(set) var whole = 0.0
  private var finished = false

  var isEmpty: Bool { !started }

  var value: Double { whole + current }

  /// The value since `又`.
  var current: Double { total + section + pending }

  var isWhole: Bool { value == value.rounded(.towardZero) }

  /// The pending digit: of the next place down after a multiplier of 100 or more.
  private var pending: Double {
    guard let digit else { return 0 }
    return abbreviates && digitAfter >= 100 && !zeroMarked ? Double(digit) * digitAfter / 10 : Double(digit)
  }

  mutating func literal(_ value: Double) {
    section = value
    started = true
    lastPlace = value >= 10 ? 0 : Int.max
  }

  mutating func add(_ item: PositionalNumbers.Item) -> Bool {
    guard !finished else { return false }
    switch item {
    case .digit(let value):
      guard value >= 0 else { return false }
      if value == 0 {
        // A skipped place, or zero alone.
        if started { zeroMarked = true } else { digit = 0 }
      } else {
        guard digit == nil || digit == 0 else { return false }
        digit = value
      }
    case .tens(let value):
      guard digit == nil || digit == 0, lastPlace > 10 else { return false }
      section += Double(value)
      digit = nil
      lastPlace = 10
      digitAfter = 0
    case .place(let place):
      guard place < lastPlace else { return false }
      // A place after zero alone counts one of it: 零十五 is 15.
      section += Double(digit.flatMap { $0 == 0 ? nil : $0 } ?? 1) * Double(place)
      digit = nil
      lastPlace = place
      digitAfter = Double(place)
      zeroMarked = false
    case .myriad(let myriad):
      guard myriad < lastMyriad else { return false }
      let amount = section + pending
      total += (amount == 0 ? 1 : amount) * myriad
      section = 0
      digit = nil
      lastPlace = Int.max
      lastMyriad = myriad
      digitAfter = myriad
      zeroMarked = false
    default:
      return false
    }
    started = true
    return true
  }

  mutating func collective(_ multiple: Double) -> Bool {
    let amount = started ? current : 1
    total = amount * multiple
    section = 0
    digit = nil
    started = true
    finished = true
    return true
  }

  mutating func half() {
    let amount = started ? current : 1
    total = amount * 0.5
    section = 0
    digit = nil
    started = true
    finished = true
  }

  mutating func addHalf() {
    total = current + 0.5
    section = 0
    digit = nil
    finished = true
  }

  mutating func closeWhole() {
    whole = value
    total = 0
    section = 0
    digit = nil
    lastPlace = Int.max
    lastMyriad = .infinity
    started = false
  }
}
