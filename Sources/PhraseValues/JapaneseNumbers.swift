/// Reads Japanese cardinal and ordinal numbers from normalized tokens.
///
/// The normalizer makes every Han, Hiragana and Katakana character a token of
/// its own ("二百五十" is `二` `百` `五` `十`), folds full-width digits to ASCII
/// ("２５０" is `250`) and keeps a digit run with its separators as one token
/// ("1,500", "2.5"). The reader scans left to right with a small state machine,
/// so the work is linear in the tokens looked at (at most `maxTokens`) and
/// every lookup is a dictionary lookup. A reading is reported at every token
/// where the tokens so far form a complete number, one per end ("二百五十" gives
/// 2, 200, 205 and 250).
///
/// Cardinals:
/// - Kanji: 〇 and 零 (0), 一 to 九, 十 百 千 within a group of four digits, and
///   万 (10⁴), 億 (10⁸), 兆 (10¹²) between groups: "八", "十二", "二百五十",
///   "千五百", "一千万", "一万二千", "三億五千万". Multipliers must decrease
///   ("百千" is two numbers); a bare multiplier counts once ("千" is 1000, "万"
///   is 10000).
/// - Positional kanji digits: "二〇二四" is 2024 (two or more digits, no multiplier
///   before them; a 万 or larger multiplier may follow: "一〇〇万").
/// - Daiji, the forms used on cheques: 壱 弐 参 拾 and the older 壹 貳 參 肆 伍 陸
///   漆 捌 玖 佰 阡 仟 萬.
/// - Digits with multipliers: "5千", "2万", "1万2千", "1万2000", "1200万",
///   "2.5万" (a decimal takes only 万 or larger, and ends the number). A digit
///   token after a multiplier must fit below it ("1万20000" stops at 10000).
///   Digit tokens alone are read too ("8", "1,500", "2.5", "-5"); the router
///   prefers ``EnglishNumbers`` for those.
/// - Decimals with 点: "二点五" is 2.5, "零点五" is 0.5.
/// - Hiragana readings, including sound changes: "はち", "じゅうに",
///   "にひゃくごじゅう", "さんびゃく", "ろっぴゃく", "はっせん", "いっせん", "よんまん".
///   The one-kana digits に し ご く are also particles and words, so they are read
///   only inside a number with a multiplier ("じゅうに", "にひゃく"), never alone;
///   the geminate forms いっ ろっ はっ need a multiplier after them. Kana and
///   kanji do not mix within one number.
/// - Native counters: "一つ" to "九つ", "3つ", "ひとつ" to "ここのつ"; "二つ半" is 2.5.
/// - Half: "半" and "半分" are 0.5.
/// - Zero and minus in katakana: "ゼロ", "マイナス5".
/// - Not read: K/M/G suffixes ("100k", like ``EnglishNumbers``: they clash with
///   g, m and k as units), 京 and larger (京 is also Kyoto), 廿, "とお" (also
///   "far"), and a lone に, し, ご or く.
///
/// Ordinals: "第" before a cardinal ("第七", "第3"), a cardinal before "番目"
/// ("三番目", "3番目") and a つ counter before "目" ("三つ目"); the value must be
/// a whole number of at least 1.
package enum JapaneseNumbers {
  /// Every reading of a Japanese cardinal that starts at `tokens[start]`, one per end, ends ascending.
  ///
  /// - Parameters:
  ///   - tokens: Normalized tokens.
  ///   - start: The index of the first token of the number.
  ///   - maxTokens: The most tokens a reading may span.
  /// - Returns: The readings, ordered by `end`; empty when no number starts at `start`.
  /// - Complexity: O(min(`maxTokens`, `tokens.count - start`)).
  package static func cardinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [NumberReading] {
    guard start >= 0, start < tokens.count, maxTokens > 0, mayBeginCardinal(tokens[start]) else { return [] }
    let limit = maxTokens >= tokens.count - start ? tokens.count : start + maxTokens
    var machine = Machine()
    var readings: [NumberReading] = []
    var index = start
    while index < limit, let (symbol, end) = symbol(in: tokens, at: index, limit: limit), machine.step(symbol) {
      index = end
      if machine.isAccepting {
        readings.append(NumberReading(end: index, value: machine.value))
      }
      if machine.phase == .closed { break }
    }
    return readings
  }

  /// Whether a Japanese cardinal may begin with `token`, a cheap test to skip tokens that start nothing.
  ///
  /// True does not promise a reading ("に" begins "にひゃく" but is no number
  /// alone); false promises that `cardinals(in:from:)` returns no reading there.
  package static func mayBeginCardinal(_ token: String) -> Bool {
    guard let byte = token.utf8.first else { return false }
    if byte < 0x80 {
      return isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") ? DigitToken(token) != nil : false
    }
    return starts.contains(token)
  }

  /// Every reading of a Japanese ordinal that starts at `tokens[start]`, one per end, ends ascending.
  ///
  /// "第三" reads 3 ending after 三, "三番目" reads 3 ending after 目; "第十二"
  /// reads 10 and 12 (one per end), as the cardinal after 第 does.
  ///
  /// - Parameters:
  ///   - tokens: Normalized tokens.
  ///   - start: The index of the first token of the ordinal.
  ///   - maxTokens: The most tokens a reading may span.
  /// - Returns: The readings, ordered by `end`; empty when no ordinal starts at `start`.
  package static func ordinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [NumberReading] {
    guard start >= 0, start < tokens.count, maxTokens > 0 else { return [] }
    let limit = maxTokens >= tokens.count - start ? tokens.count : start + maxTokens
    if tokens[start] == "第" {
      return cardinals(in: tokens, from: start + 1, maxTokens: limit - start - 1).filter { isOrdinal($0.value) }
    }
    var readings: [NumberReading] = []
    for reading in cardinals(in: tokens, from: start, maxTokens: limit - start) where isOrdinal(reading.value) {
      let end = reading.end
      if end + 1 < limit, tokens[end] == "番", tokens[end + 1] == "目" {
        readings.append(NumberReading(end: end + 2, value: reading.value))
      } else if end < limit, tokens[end] == "目", tokens[end - 1] == "つ" {
        readings.append(NumberReading(end: end + 1, value: reading.value))
      }
    }
    return readings
  }

  /// Whether a Japanese ordinal may begin with `token` (false promises no reading).
  package static func mayBeginOrdinal(_ token: String) -> Bool {
    token == "第" || mayBeginCardinal(token)
  }

  /// Whether a token is one character of a script written without spaces that Japanese uses (Han, kana, 〇, 々).
  package static func isJapaneseCharacter(_ token: String) -> Bool {
    guard let scalar = token.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x3005...0x3007, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
      0x20000...0x2FA1F:
      return true
    default:
      return false
    }
  }

  /// Whether a value can be an ordinal: a whole number of at least 1.
  private static func isOrdinal(_ value: Double) -> Bool {
    value >= 1 && value == value.rounded(.towardZero)
  }

  /// Whether a UTF-8 byte is an ASCII digit.
  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  // MARK: - Lexicon

  /// The script of a word; kana and kanji do not mix within one number.
  enum Script: Sendable {
    case kanji, kana
  }

  /// What a word or a digit token is to the reader.
  enum Symbol: Sendable {
    /// 〇 to 九, daiji, いち, さん …
    case digit(Int, Script)
    /// に し ご く: a digit only inside a number with a multiplier.
    case weakDigit(Int)
    /// いっ ろっ はっ: a digit that needs a multiplier after it.
    case geminate(Int)
    /// A token of ASCII digits.
    case number(DigitToken)
    /// 十 百 千: multipliers within a group of four digits.
    case small(Double, Script)
    /// 万 億 兆: multipliers of groups.
    case large(Double, Script)
    /// 点, the decimal point.
    case point
    /// 半, a half.
    case half
    /// 分 in 半分.
    case halfOf
    /// つ after a digit.
    case counter
    /// ひとつ to ここのつ.
    case counted(Int)
    /// マイナス.
    case minus

    /// Whether the symbol may begin a number.
    var mayBegin: Bool {
      switch self {
      case .point, .halfOf, .counter: false
      default: true
      }
    }
  }

  /// Words to symbols: kanji are one token, kana readings several.
  static let words: TokenTrie<Symbol> = TokenTrie(wordList)

  /// The tokens that may begin a word of a number (digit tokens aside).
  static let starts: Set<String> = Set(
    wordList.filter { $0.1.mayBegin }.compactMap { TokenTrie<Symbol>.tokens(of: $0.0).first })

  /// Every word the reader knows, with its symbol.
  private static let wordList: [(String, Symbol)] = {
    var list: [(String, Symbol)] = []
    let kanjiDigits: [(String, Int)] = [
      ("〇", 0), ("零", 0), ("一", 1), ("二", 2), ("三", 3), ("四", 4), ("五", 5), ("六", 6), ("七", 7), ("八", 8),
      ("九", 9),
      // Daiji, modern and old.
      ("壱", 1), ("壹", 1), ("弐", 2), ("貳", 2), ("参", 3), ("參", 3), ("肆", 4), ("伍", 5), ("陸", 6), ("漆", 7),
      ("捌", 8), ("玖", 9),
    ]
    for (word, value) in kanjiDigits { list.append((word, .digit(value, .kanji))) }
    let kanjiMultipliers: [(String, Double)] = [
      ("十", 10), ("拾", 10), ("百", 100), ("佰", 100), ("千", 1000), ("阡", 1000), ("仟", 1000),
    ]
    for (word, value) in kanjiMultipliers { list.append((word, .small(value, .kanji))) }
    for (word, value) in [("万", 1e4), ("萬", 1e4), ("億", 1e8), ("兆", 1e12)] {
      list.append((word, .large(value, .kanji)))
    }
    let kanaDigits: [(String, Int)] = [
      ("ぜろ", 0), ("ゼロ", 0), ("れい", 0), ("いち", 1), ("さん", 3), ("よん", 4), ("ろく", 6), ("なな", 7),
      ("しち", 7), ("はち", 8), ("きゅう", 9),
    ]
    for (word, value) in kanaDigits { list.append((word, .digit(value, .kana))) }
    for (word, value) in [("に", 2), ("し", 4), ("ご", 5), ("く", 9)] { list.append((word, .weakDigit(value))) }
    for (word, value) in [("いっ", 1), ("ろっ", 6), ("はっ", 8)] { list.append((word, .geminate(value))) }
    let kanaMultipliers: [(String, Double)] = [
      ("じゅう", 10), ("ひゃく", 100), ("びゃく", 100), ("ぴゃく", 100), ("せん", 1000), ("ぜん", 1000),
    ]
    for (word, value) in kanaMultipliers { list.append((word, .small(value, .kana))) }
    for (word, value) in [("まん", 1e4), ("おく", 1e8), ("ちょう", 1e12)] { list.append((word, .large(value, .kana))) }
    let counted: [(String, Int)] = [
      ("ひとつ", 1), ("ふたつ", 2), ("みっつ", 3), ("よっつ", 4), ("いつつ", 5), ("むっつ", 6), ("ななつ", 7),
      ("やっつ", 8), ("ここのつ", 9),
    ]
    for (word, value) in counted { list.append((word, .counted(value))) }
    list += [
      ("点", .point), ("半", .half), ("分", .halfOf), ("つ", .counter), ("マイナス", .minus), ("まいなす", .minus),
    ]
    return list
  }()

  /// The symbol at `tokens[index]` and the index after it: a digit token, or the longest word there.
  private static func symbol(in tokens: [String], at index: Int, limit: Int) -> (Symbol, Int)? {
    let token = tokens[index]
    guard let byte = token.utf8.first else { return nil }
    if byte < 0x80 {
      guard let number = DigitToken(token) else { return nil }
      return (.number(number), index + 1)
    }
    guard let match = words.longestMatch(in: tokens, from: index, limit: limit) else { return nil }
    return (match.payload, match.end)
  }

  // MARK: - Digit tokens

  /// A token of ASCII digits: an integer with optional thousands separators, or a decimal.
  struct DigitToken: Sendable {
    var value: Double
    var isInteger: Bool
    var isNegative: Bool
    /// The number of digits before the point.
    var digitCount: Int

    /// Parses "42", "1,500", "2.5", ".5", "-5"; nil for anything else ("3:30", "1/2", "1.2.3", "1,5").
    ///
    /// English reads digit tokens the same way, and fractions as well; this reader takes the integers and decimals.
    init?(_ token: String) {
      guard let number = EnglishNumbers.NumericToken(token), number.kind != .fraction else { return nil }
      self.value = number.integer + number.numerator / number.denominator
      self.isInteger = number.kind == .integer || number.numerator == 0
      self.isNegative = number.isNegative
      self.digitCount = number.digitCount
    }
  }

  // MARK: - State machine

  /// The left-to-right reader: a value type, so a trial step on a copy is cheap.
  struct Machine {
    /// Where the reader is in a number.
    enum Phase: Equatable {
      /// Nothing yet, or only マイナス.
      case start
      /// An integer: groups, multipliers and a pending digit.
      case integer
      /// Digits after 点.
      case fraction
      /// 半 at the start.
      case half
      /// A digit with its counter: "二つ", "ひとつ".
      case counted
      /// A complete number that takes nothing more: "半分", "2.5万", "二つ半".
      case closed
    }

    /// What the pending (not yet multiplied) number is.
    enum Pending: Equatable {
      case none
      /// One kanji digit: takes a multiplier, or more digits positionally.
      case kanjiDigit
      /// One kana digit: takes a multiplier.
      case kanaDigit
      /// Kanji digits read positionally: takes only 万 or larger.
      case positional
      /// A one-digit token: takes a multiplier.
      case singleDigits
      /// A longer integer token: takes only 万 or larger.
      case digits
      /// A decimal token: takes only 万 or larger, and only alone.
      case decimal
    }

    /// Where the reader is.
    private(set) var phase = Phase.start
    private var isNegative = false
    /// The sum of the groups closed by 万 or larger.
    private var total: Double = 0
    /// The sum of the current group's digits closed by 十, 百 or 千.
    private var section: Double = 0
    /// The digit or digit token not yet multiplied.
    private var pending: Double = 0
    private var pendingKind = Pending.none
    /// Whether the pending digit cannot end the number: a lone に, or いっ.
    private var needsMultiplier = false
    /// The last multiplier of groups (万, 億, 兆) and within the group (十, 百, 千); each must decrease.
    private var lastLarge = Double.infinity
    private var lastSmall = Double.infinity
    /// The script of the words so far, once one is seen.
    private var script: Script?
    /// The digits after 点 and the power of ten below them.
    private var fraction: Double = 0
    private var fractionScale: Double = 1
    /// Whether 半 was read.
    private var hasHalf = false

    /// Whether the symbols so far form a complete number.
    var isAccepting: Bool {
      switch phase {
      case .start: false
      case .integer: !needsMultiplier
      case .fraction: fractionScale > 1
      case .half, .counted, .closed: true
      }
    }

    /// The value of the symbols so far.
    var value: Double {
      let magnitude = total + section + pending + fraction / fractionScale + (hasHalf ? 0.5 : 0)
      return isNegative ? -magnitude : magnitude
    }

    /// Consumes a symbol; false when it cannot continue the number (the machine is then unusable).
    mutating func step(_ symbol: Symbol) -> Bool {
      switch symbol {
      case .digit(let digit, let script):
        return agree(script) && stepDigit(digit, kind: script == .kanji ? .kanjiDigit : .kanaDigit)
      case .weakDigit(let digit):
        return agree(.kana) && stepDigit(digit, kind: .kanaDigit, needsMultiplier: phase == .start)
      case .geminate(let digit):
        return agree(.kana) && stepDigit(digit, kind: .kanaDigit, needsMultiplier: true)
      case .number(let token):
        return stepNumber(token)
      case .small(let multiplier, let script):
        return agree(script) && stepSmall(multiplier)
      case .large(let multiplier, let script):
        return agree(script) && stepLarge(multiplier)
      case .point:
        guard phase == .integer, !needsMultiplier, script == .kanji, pendingKind != .decimal else { return false }
        phase = .fraction
        return true
      case .half:
        switch phase {
        case .start:
          phase = .half
        case .counted:
          phase = .closed
        default:
          return false
        }
        hasHalf = true
        return true
      case .halfOf:
        guard phase == .half else { return false }
        phase = .closed
        return true
      case .counter:
        guard phase == .integer, total == 0, section == 0, pending >= 1, !needsMultiplier,
          pendingKind == .kanjiDigit || pendingKind == .singleDigits
        else { return false }
        phase = .counted
        return true
      case .counted(let digit):
        guard phase == .start, !isNegative else { return false }
        pending = Double(digit)
        phase = .counted
        return true
      case .minus:
        guard phase == .start, !isNegative else { return false }
        isNegative = true
        return true
      }
    }

    /// Whether a word of `script` may join the words so far (and records the script).
    private mutating func agree(_ script: Script) -> Bool {
      if let current = self.script, current != script { return false }
      self.script = script
      return true
    }

    /// Consumes a digit word.
    private mutating func stepDigit(_ digit: Int, kind: Pending, needsMultiplier: Bool = false) -> Bool {
      let value = Double(digit)
      switch phase {
      case .start:
        pending = value
        pendingKind = kind
        phase = .integer
      case .integer where pendingKind == .none:
        // After a multiplier: "十二", "百一", "じゅうに".
        guard digit > 0 else { return false }
        pending = value
        pendingKind = kind
      case .integer:
        // Positional kanji digits: "二〇二四".
        guard kind == .kanjiDigit, pendingKind == .kanjiDigit || pendingKind == .positional, total == 0,
          section == 0, !needsMultiplier
        else { return false }
        pending = pending * 10 + value
        pendingKind = .positional
      case .fraction:
        guard kind == .kanjiDigit else { return false }
        fraction = fraction * 10 + value
        fractionScale *= 10
      default:
        return false
      }
      self.needsMultiplier = needsMultiplier
      return true
    }

    /// Consumes a digit token: at the start, or after a multiplier when it fits below it ("1万2000").
    private mutating func stepNumber(_ token: DigitToken) -> Bool {
      switch phase {
      case .start:
        if token.isNegative {
          guard !isNegative else { return false }
          isNegative = true
        }
        pending = token.value
        pendingKind = token.isInteger ? (token.digitCount == 1 ? .singleDigits : .digits) : .decimal
        phase = .integer
        return true
      case .integer where pendingKind == .none:
        let bound = lastSmall < .infinity ? lastSmall : lastLarge
        guard token.isInteger, !token.isNegative, token.value >= 1, token.value < bound else { return false }
        pending = token.value
        pendingKind = token.value < 10 && token.digitCount == 1 ? .singleDigits : .digits
        return true
      default:
        return false
      }
    }

    /// Consumes 十, 百 or 千, which multiply one digit (or an implicit 1) within a group.
    private mutating func stepSmall(_ multiplier: Double) -> Bool {
      switch phase {
      case .start:
        section = multiplier
      case .integer:
        guard multiplier < lastSmall else { return false }
        switch pendingKind {
        case .none:
          section += multiplier
        case .kanjiDigit, .kanaDigit, .singleDigits:
          guard pending >= 1 else { return false }
          section += pending * multiplier
        case .positional, .digits, .decimal:
          return false
        }
      default:
        return false
      }
      pending = 0
      pendingKind = .none
      needsMultiplier = false
      lastSmall = multiplier
      phase = .integer
      return true
    }

    /// Consumes 万, 億 or 兆, which multiply the group before them.
    private mutating func stepLarge(_ multiplier: Double) -> Bool {
      switch phase {
      case .start:
        total = multiplier
        phase = .integer
      case .integer:
        guard multiplier < lastLarge else { return false }
        let group = section + pending
        guard group > 0 else { return false }
        if pendingKind == .decimal {
          // "2.5万": a decimal multiplies alone and ends the number.
          guard total == 0, section == 0 else { return false }
          phase = .closed
        }
        total += group * multiplier
      case .fraction:
        // "二点五万".
        guard total == 0, fractionScale > 1 else { return false }
        total = (section + pending + fraction / fractionScale) * multiplier
        fraction = 0
        fractionScale = 1
        phase = .closed
      default:
        return false
      }
      section = 0
      pending = 0
      pendingKind = .none
      needsMultiplier = false
      lastSmall = .infinity
      lastLarge = multiplier
      return true
    }
  }
}
