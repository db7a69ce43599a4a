import PhraseText

/// One language's number words, as data: what each word is worth, what part it plays in a
/// number, and the few ways a language departs from the common composition (see
/// ``NumberComposer``).
///
/// Words are written as the language spells them (`dreißig`, `trentatré`); the table normalizes
/// them as utterances are (`Normalizer`), so `dreissig` and `trentatre` are read alike.
public struct NumberTable: Sendable {
  /// The part a word plays in a number.
  public enum Role: UInt8, Sendable {
    /// Zero, a number only on its own.
    case zero
    /// 1 to 9.
    case unit
    /// 10 to 19.
    case teen
    /// 20, 30 … 90.
    case tens
    /// A word for a number from 21 to 99 (`veintiuno`).
    case belowHundred
    /// A word for a whole hundred (`doscientos`, `cien`), not a multiplier.
    case hundreds
    /// 100 as a multiplier of the unit before it (`hundert`, `cent`, `cento`).
    case hundred
    /// 1,000 and up, a multiplier of the number before it (`tausend`, `millions`).
    case scale
  }

  /// A word of the table, normalized.
  public struct Word: Sendable {
    /// What the word is worth (a multiplier's factor for `hundred` and `scale`).
    public var value: Double
    /// The part it plays.
    public var role: Role
  }

  /// Cardinal words by their normalized spelling.
  public let words: [String: Word]
  /// Words that join the parts of a number (`und`, `et`, `y`, `e`, `en`, `and`).
  public let connectors: Set<String>
  /// Whether a unit comes before the tens it is added to (`vierundzwanzig`, `vierentwintig`).
  public let unitBeforeTens: Bool
  /// Units that multiply the tens after them, as (unit, tens): French `quatre vingts` is 4 × 20.
  public let products: [(unit: Double, tens: Double)]
  /// Whether a teen may follow tens it is added to (French `soixante dix`, `quatre vingt onze`).
  public let teenAfterTens: Bool
  /// Whether a unit may follow ten it is added to (French `dix sept`, Spanish `diez y seis`).
  public let unitAfterTen: Bool
  /// Whether number words are written together in one word (`dreihundertzwölf`, `ventitré`).
  public let compounds: Bool
  /// Words before the decimals (`Komma`, `virgule`, `punto`).
  public let decimalWords: Set<String>
  /// Words before a negative number (`minus`, `moins`, `menos`).
  public let negativeWords: Set<String>
  /// Quantities said as nouns (`dozen` 12, `gros` 144, `dúzia`), multipliers of what precedes them.
  public let collectives: [String: Double]
  /// Words that may follow a collective as part of it (`um par de`).
  public let afterCollective: Set<String>
  /// The ordinals of the language.
  public let ordinals: OrdinalTable

  /// The words in the language's spelling, each with its value and role.
  public init(
    words: [(String, Double, Role)], connectors: [String] = [], unitBeforeTens: Bool = false,
    products: [(unit: Double, tens: Double)] = [], teenAfterTens: Bool = false, unitAfterTen: Bool = false,
    compounds: Bool = false, decimalWords: [String], negativeWords: [String], collectives: [(String, Double)] = [],
    afterCollective: [String] = [], ordinals: OrdinalTable
  ) {
    var table: [String: Word] = [:]
    for (spelling, value, role) in words { table[Self.normalized(spelling)] = Word(value: value, role: role) }
    self.words = table
    self.connectors = Set(connectors.map(Self.normalized))
    self.unitBeforeTens = unitBeforeTens
    self.products = products
    self.teenAfterTens = teenAfterTens
    self.unitAfterTen = unitAfterTen
    self.compounds = compounds
    self.decimalWords = Set(decimalWords.map(Self.normalized))
    self.negativeWords = Set(negativeWords.map(Self.normalized))
    self.collectives = Dictionary(
      collectives.map { (Self.normalized($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
    self.afterCollective = Set(afterCollective.map(Self.normalized))
    self.ordinals = ordinals
  }

  /// A spelling as utterances are normalized: case and accents folded (one word stays one).
  static func normalized(_ spelling: String) -> String {
    Normalizer.tokens(of: spelling).map(\.text).joined()
  }
}

/// How a language says ordinals: words of their own, endings on the cardinal's last word, and the
/// endings written after digits.
public struct OrdinalTable: Sendable {
  /// Ordinal words by normalized spelling (`erste`, `premier`, `tercero`, `vigésimo`), each with
  /// its value and the cardinal role it stands in for, so `vigésimo primero` and
  /// `einundzwanzigste` compose as their cardinals do.
  public let words: [String: NumberTable.Word]
  /// Whether ordinal words follow one another, each smaller, summed (`décimo primeiro` is 11).
  public let wordsAdd: Bool
  /// Endings that make the last word of a cardinal an ordinal, after the cardinal's spelling
  /// (`zwanzig` + `ste`), tried with the spelling's final vowel dropped too (`quatre` → `quatrième`).
  public let endings: [String]
  /// Endings after digits (`4ter`, `1er`, `2e`, `17de`, `1º` read as `1 o`, `3°`).
  public let digitEndings: Set<String>

  /// Ordinal words in the language's spelling; endings as written.
  public init(
    words: [(String, Double, NumberTable.Role)], wordsAdd: Bool = false, endings: [String] = [],
    digitEndings: [String] = []
  ) {
    var table: [String: NumberTable.Word] = [:]
    for (spelling, value, role) in words { table[NumberTable.normalized(spelling)] = .init(value: value, role: role) }
    self.words = table
    self.wordsAdd = wordsAdd
    self.endings = endings.map(NumberTable.normalized).sorted { $0.count > $1.count }
    self.digitEndings = Set(digitEndings.map(NumberTable.normalized))
  }
}
