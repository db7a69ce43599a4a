/// The languages whose values are read from tables here, by their primary language subtag.
///
/// English and Japanese have readers of their own (in `PhraseValues`); every other language is a
/// table: an eleventh language is a table file and its tests.
public enum ValueLanguage: String, CaseIterable, Sendable {
  case german = "de"
  case french = "fr"
  case spanish = "es"
  case italian = "it"
  case portuguese = "pt"
  case dutch = "nl"
  case korean = "ko"
  case chinese = "zh"

  /// The language of a tag (`de`, `de-AT`, `pt_BR`, `zh-Hant`); nil for one without a table.
  public init?(tag: String) {
    let primary = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
    self.init(rawValue: primary)
  }

  /// Every reading of a cardinal that starts at `tokens[start]`, one per end, ends ascending.
  public func cardinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [(end: Int, value: Double)] {
    switch self {
    case .korean: PositionalNumbers.korean.cardinals(in: tokens, from: start, maxTokens: maxTokens)
    case .chinese: PositionalNumbers.chinese.cardinals(in: tokens, from: start, maxTokens: maxTokens)
    default: NumberComposer.cardinals(in: tokens, from: start, table: numberTable!, maxTokens: maxTokens)
    }
  }

  /// Every reading of an ordinal that starts at `tokens[start]`, one per end, ends ascending.
  public func ordinals(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [(end: Int, value: Double)] {
    switch self {
    case .korean: PositionalNumbers.korean.ordinals(in: tokens, from: start, maxTokens: maxTokens)
    case .chinese: PositionalNumbers.chinese.ordinals(in: tokens, from: start, maxTokens: maxTokens)
    default: NumberComposer.ordinals(in: tokens, from: start, table: numberTable!, maxTokens: maxTokens)
    }
  }

  /// Whether a number or an ordinal may begin with the token (false promises no reading).
  public func mayBegin(_ token: String) -> Bool {
    if token.first.map({ $0.isASCIIDigit || $0 == "-" || $0 == "," || $0 == "." }) == true { return true }
    switch self {
    case .korean: return PositionalNumbers.korean.mayBegin(token)
    case .chinese: return PositionalNumbers.chinese.mayBegin(token)
    default:
      let table = numberTable!
      if table.negativeWords.contains(token) || table.decimalWords.contains(token) || table.collectives[token] != nil {
        return true
      }
      if table.ordinals.words[token] != nil { return true }
      return NumberComposer.mayBegin(token, table: table)
    }
  }

  /// The table of a language that writes numbers in words with spaces; nil for Korean and Chinese.
  public var numberTable: NumberTable? { tables.numbers }

  /// The language's words for quantities.
  public var quantityWords: QuantityWords { tables.quantities }

  /// The language's words for dates and times.
  public var dateWords: DateWords { tables.dates }

  /// The language's tables, one place that names them all.
  private var tables: (numbers: NumberTable?, quantities: QuantityWords, dates: DateWords) {
    switch self {
    case .german: (.german, .german, .german)
    case .french: (.french, .french, .french)
    case .spanish: (.spanish, .spanish, .spanish)
    case .italian: (.italian, .italian, .italian)
    case .portuguese: (.portuguese, .portuguese, .portuguese)
    case .dutch: (.dutch, .dutch, .dutch)
    case .korean: (nil, .korean, .korean)
    case .chinese: (nil, .chinese, .chinese)
    }
  }
}
