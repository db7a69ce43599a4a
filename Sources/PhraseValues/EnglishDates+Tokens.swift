/// Tokens looked up once: the parser compares small enums and reads precomputed facts, not strings.
extension EnglishDates {
  /// A word the grammar names literally ("the", "at", "o'clock"); `other` for every other token.
  enum Key: UInt8, Sendable {
    case other
    case a, ad, after, ago, all, am, an, and, at, atm, back, before, beginning, between, bom, boy, but, by, clock
    case coming, d, day, during, early, end, ends, eod, eom, eoy, following, from, h, half, hence, hours, ides
    case immediately, `in`, just, last, late, later, lunch, m, may, mid, midday, midnight, midnite, moment, more
    case next, night, noon, now, o, oClock, oclock, of, oh, on, one, p, past, pm, q, quarter, rest, right, school, start
    case than, the, this, till, til, time, to, today, todays, tomorrow, tonight, tonights, tonite, upcoming, week
    case weekend, weekends, within, wkend, wkends, work, yesterday, zero
    /// Ordinal suffixes after digits ("5" "th").
    case st, nd, rd, th

    /// Whether the key is "st", "nd", "rd" or "th", the only words that make digits an ordinal.
    var isOrdinalSuffix: Bool { self == .st || self == .nd || self == .rd || self == .th }
  }

  /// The spelling of each key.
  static let keys: [String: Key] = [
    "a": .a, "ad": .ad, "after": .after, "ago": .ago, "all": .all, "am": .am, "an": .an, "and": .and, "at": .at,
    "atm": .atm, "back": .back, "before": .before, "beginning": .beginning, "between": .between, "bom": .bom,
    "boy": .boy, "but": .but, "by": .by, "clock": .clock, "coming": .coming, "d": .d, "day": .day,
    "during": .during, "early": .early, "end": .end, "ends": .ends, "eod": .eod, "eom": .eom, "eoy": .eoy,
    "following": .following, "from": .from, "h": .h, "half": .half, "hence": .hence, "hours": .hours, "ides": .ides,
    "immediately": .immediately, "in": .in, "just": .just, "last": .last, "late": .late, "later": .later,
    "lunch": .lunch, "m": .m, "may": .may, "mid": .mid, "midday": .midday, "midnight": .midnight,
    "midnite": .midnite, "moment": .moment, "more": .more, "next": .next, "night": .night, "noon": .noon, "now": .now,
    "o": .o,
    "o'clock": .oClock, "oclock": .oclock, "of": .of, "oh": .oh, "on": .on, "one": .one, "p": .p, "past": .past,
    "pm": .pm, "q": .q, "quarter": .quarter, "rest": .rest, "right": .right, "school": .school, "start": .start,
    "than": .than, "the": .the, "this": .this, "till": .till, "til": .til, "time": .time, "to": .to,
    "today": .today, "todays": .todays, "tonight": .tonight, "tonights": .tonights, "tonite": .tonite,
    "upcoming": .upcoming, "week": .week, "weekend": .weekend, "weekends": .weekends, "within": .within,
    "wkend": .wkend, "wkends": .wkends, "work": .work, "zero": .zero, "tomorrow": .tomorrow,
    "yesterday": .yesterday, "st": .st, "nd": .nd, "rd": .rd, "th": .th,
  ]

  /// Yes-or-no facts about a token.
  struct Traits: OptionSet, Sendable {
    let rawValue: UInt16

    /// An hour word: "zero" to "twenty".
    static let hourWord = Traits(rawValue: 1 << 0)
    /// A word that begins the minutes after an hour word: "ten" to "fifty".
    static let minuteWord = Traits(rawValue: 1 << 1)
    /// A word other than a number that may begin a time: "quarter", "noon", "the".
    static let timeWord = Traits(rawValue: 1 << 2)
    /// A word after a time that adds nothing: "ish", "sharp".
    static let timeSuffix = Traits(rawValue: 1 << 3)
    /// A word between the ends of a range: "to", "till", "through".
    static let rangeWord = Traits(rawValue: 1 << 4)
    /// "about", "around", "approximately", "roughly", "just", "only" after "in".
    static let hedge = Traits(rawValue: 1 << 5)
    /// A cardinal may begin with the token (`Numbers.mayBeginCardinal`); not set on digits (see `digitFirst`).
    static let cardinal = Traits(rawValue: 1 << 6)
    /// An English ordinal may begin with the token (`EnglishNumbers.mayBeginOrdinal`); not set on digits.
    static let ordinal = Traits(rawValue: 1 << 7)
    /// A date may begin with the token (`EnglishDates.mayBegin`).
    static let begins = Traits(rawValue: 1 << 8)
    /// The first character is an ASCII digit: the number readers are asked directly (false from them only
    /// promises no reading, so asking them is the same as testing first).
    static let digitFirst = Traits(rawValue: 1 << 9)
    /// The token may be two numbers joined by a dash ("3-4", "3:30-6:00").
    static let dash = Traits(rawValue: 1 << 10)
    /// The token is digits joined by separators ("3:30", "2/15").
    static let separated = Traits(rawValue: 1 << 11)
    /// A date word that no number reader reads ("hours", "pm", "th"): a number before it ends there.
    static let endsNumbers = Traits(rawValue: 1 << 12)
    /// A word that may begin a complete value other than a range of days or dates: "next" (3 days), "the"
    /// (weekend), "end" (of the month), "by", "within", "weekend".
    static let beginsValue = Traits(rawValue: 1 << 13)
  }

  /// Everything the tables say about one known word, in a few bytes.
  struct Entry: Sendable {
    var key = Key.other
    /// The weekday, month, unit or part of the day it names.
    var word: Word?
    /// Days from today ("tomorrow" is 1).
    var dayOffset: Int8?
    /// Cycles from the current one ("next" is 1).
    var cycleOffset: Int8?
    /// The calendar cycle of a singular unit word ("week", "yr").
    var cycleUnit: TimeGrain?
    /// The value of a digit word ("one" to "nine").
    var digitWord: Int8?
    /// How it joins two pieces, if it does.
    var joiner: DateParser.Joiner?
    var traits: Traits = []
  }

  /// Every word any table knows, with all it says.
  static let vocabulary = Vocabulary(words)

  /// Every word any table knows, with all it says, as a dictionary.
  private static let words: [String: Entry] = {
    var table: [String: Entry] = [:]
    func mark(_ texts: some Sequence<String>, _ traits: Traits) {
      for text in texts { table[text, default: Entry()].traits.formUnion(traits) }
    }
    for (text, key) in keys { table[text, default: Entry()].key = key }
    for (text, word) in lexicon { table[text, default: Entry()].word = word }
    for (text, offset) in dayWords { table[text, default: Entry()].dayOffset = Int8(offset) }
    for (text, offset) in cycleWords { table[text, default: Entry()].cycleOffset = Int8(offset) }
    for (text, grain) in cycleUnits { table[text, default: Entry()].cycleUnit = grain }
    for (text, value) in digitWords { table[text, default: Entry()].digitWord = Int8(value) }
    for (text, joiner) in DateParser.joiners { table[text, default: Entry()].joiner = joiner }
    mark(hourWords, .hourWord)
    mark(minuteWords, .minuteWord)
    mark(timeWords, .timeWord)
    mark(timeSuffixes, .timeSuffix)
    mark(DateParser.rangeWords, .rangeWord)
    mark(["about", "around", "approximately", "roughly", "just", "only"], .hedge)
    mark(beginWords, .begins)
    mark(cycleWords.keys, .beginsValue)
    mark(
      [
        "the", "from", "between", "by", "within", "early", "mid", "late", "end", "beginning", "start", "eom", "bom",
        "eoy", "boy", "rest", "all", "weekend", "weekends", "wkend", "wkends", "week",
      ], .beginsValue)
    for (text, entry) in table {
      var entry = entry
      if Numbers.mayBeginCardinal(text) { entry.traits.insert(.cardinal) }
      if EnglishNumbers.mayBeginOrdinal(text) { entry.traits.insert(.ordinal) }
      if entry.word != nil || !entry.traits.isDisjoint(with: [.cardinal, .ordinal]) { entry.traits.insert(.begins) }
      if endsNumbers(text, entry) { entry.traits.insert(.endsNumbers) }
      table[text] = entry
    }
    return table
  }()

  /// Whether a number before `text` ends there: a weekday, month, unit or part of the day, am, pm or an
  /// ordinal suffix that no number reader reads.
  ///
  /// Of those words only "second" (an ordinal), "quarter" and "quarters" (fractions: "1 quarter" is 0.25,
  /// "3 quarters" 0.75) are number words; the readers themselves are asked, after several numbers.
  private static func endsNumbers(_ text: String, _ entry: Entry) -> Bool {
    guard entry.word != nil || [.am, .pm, .st, .nd, .rd, .th].contains(entry.key),
      entry.traits.isDisjoint(with: [.cardinal, .ordinal])
    else { return false }
    for number in ["1", "2", "3", "one", "three", "a", "twenty", "1/2"] {
      for after in ["1", "of", "hundred", "half"] {
        guard Numbers.cardinals(in: [number, text, after], from: 0).allSatisfy({ $0.end == 1 }) else { return false }
      }
    }
    return true
  }

  /// The vocabulary, looked up by the token's bytes packed in two integers rather than by hashing the string.
  ///
  /// An open-addressing table: each word of up to 16 bytes is stored as its bytes, little-endian, in `low`
  /// and `high`, with its length; a token is packed the same way and found by comparing integers.
  struct Vocabulary: Sendable {
    /// A word packed, with what the tables say of it; `length` 0 marks an empty place.
    private struct Place: Sendable {
      var low: UInt64 = 0
      var high: UInt64 = 0
      var length: UInt8 = 0
      var token = Token(Entry())
    }

    private let places: [Place]
    private let mask: Int

    init(_ table: [String: Entry]) {
      var size = 16
      while size < table.count * 4 { size *= 2 }
      var places = Array(repeating: Place(), count: size)
      for (text, entry) in table {
        guard let key = Self.pack(text), key.length > 0 else {
          preconditionFailure("EnglishDates.Vocabulary holds words of 1 to 16 bytes: \(text)")
        }
        var place = Self.hash(key) & (size - 1)
        while places[place].length != 0 { place = (place + 1) & (size - 1) }
        places[place] = Place(low: key.low, high: key.high, length: UInt8(key.length), token: Token(entry))
      }
      self.places = places
      self.mask = size - 1
    }

    /// What the tables say of a word (with no width yet), or nil.
    subscript(text: String) -> Token? {
      guard let key = Self.pack(text) else { return nil }
      var place = Self.hash(key) & mask
      while places[place].length != 0 {
        let candidate = places[place]
        if candidate.low == key.low && candidate.high == key.high && Int(candidate.length) == key.length {
          return candidate.token
        }
        place = (place + 1) & mask
      }
      return nil
    }

    /// The bytes of a text of at most 16 bytes, little-endian, and its length; nil for a longer text.
    private static func pack(_ text: String) -> (low: UInt64, high: UInt64, length: Int)? {
      // Reading the bytes in place is several times faster than the UTF-8 view's iterator (the parser packs
      // every token it looks at); the buffer is only read, inside the closure.
      let packed = text.utf8.withContiguousStorageIfAvailable { bytes in pack(bytes) }
      return packed ?? pack(text.utf8)
    }

    /// The bytes of a sequence of at most 16 bytes, little-endian, and its length; nil for a longer one.
    private static func pack(_ bytes: some Sequence<UInt8>) -> (low: UInt64, high: UInt64, length: Int)? {
      var low: UInt64 = 0
      var high: UInt64 = 0
      var length = 0
      for byte in bytes {
        if length < 8 {
          low |= UInt64(byte) << (8 * length)
        } else if length < 16 {
          high |= UInt64(byte) << (8 * (length - 8))
        } else {
          return nil
        }
        length += 1
      }
      return (low, high, length)
    }

    /// A place for a packed word.
    private static func hash(_ key: (low: UInt64, high: UInt64, length: Int)) -> Int {
      var hash = (key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 29
      return Int(truncatingIfNeeded: hash)
    }
  }

  /// One token as the parser sees it: what the tables say of it and its digits, in 16 bytes.
  ///
  /// The parser reads tokens all the time, so they are kept small enough to copy in registers; the
  /// accessors decode the packed fields.
  struct Token: Sendable {
    /// The key ("the", "at"), or `.other`.
    private(set) var key: Key
    /// The yes-or-no facts.
    private(set) var traits: Traits
    /// The word's meaning, packed (see `word`); 0 for none.
    private var wordCode: UInt16 = 0
    /// Days from today, cycles from the current one, the value of a digit word; `Int8.min` for none.
    private var storedDayOffset = Int8.min
    private var storedCycleOffset = Int8.min
    private var storedDigitWord = Int8.min
    /// The rank of the cycle of a unit word plus one; 0 for none.
    private var storedCycleUnit: UInt8 = 0
    /// The joiner plus one; 0 for none.
    private var storedJoiner: UInt8 = 0
    /// The length in UTF-8 bytes, at most 255.
    private var storedWidth: UInt8 = 0
    /// The value of a token of ASCII digits only (at most 9); -1 for another token.
    private var storedNumber: Int32 = -1

    /// A known word, as the tables describe it (its width is set when it is read).
    init(_ entry: Entry) {
      key = entry.key
      traits = entry.traits
      switch entry.word {
      case nil: wordCode = 0
      case .weekday(let weekday, let plural): wordCode = 0x1000 | UInt16(weekday) | (plural ? 0x10 : 0)
      case .month(let month): wordCode = 0x2000 | UInt16(month)
      case .unit(let unit): wordCode = 0x3000 | UInt16(unit.code)
      case .part(let startHour, let endHour, let pm):
        wordCode = 0x4000 | UInt16(startHour) << 6 | UInt16(endHour) << 1 | (pm ? 1 : 0)
      }
      storedDayOffset = entry.dayOffset ?? .min
      storedCycleOffset = entry.cycleOffset ?? .min
      storedDigitWord = entry.digitWord ?? .min
      storedCycleUnit = entry.cycleUnit.map { UInt8(EnglishDates.rank($0) + 1) } ?? 0
      switch entry.joiner {
      case nil: storedJoiner = 0
      case .at: storedJoiner = 1
      case .any: storedJoiner = 2
      case .between: storedJoiner = 3
      }
    }

    /// The token `text`, with what `vocabulary` (`EnglishDates.vocabulary`) says of it.
    init(_ text: String, in vocabulary: Vocabulary) {
      let width = text.utf8.count
      let first = text.utf8.first ?? 0
      guard first >= 0x30 && first <= 0x39 || first == 0x3A else {
        if let known = vocabulary[text] {
          self = known
        } else {
          self.init(Entry())
          if Numbers.mayBeginCardinal(text) { traits.insert([.cardinal, .begins]) }
          if EnglishNumbers.mayBeginOrdinal(text) { traits.insert([.ordinal, .begins]) }
        }
        storedWidth = UInt8(min(width, 255))
        return
      }
      self.init(Entry())
      storedWidth = UInt8(min(width, 255))
      if text.utf8.contains(0x2D) { traits.insert(.dash) }
      if let parts = EnglishDates.numericParts(text) {
        if parts.separator == 0 { storedNumber = Int32(parts.value(0)) } else { traits.insert(.separated) }
      }
      if first != 0x3A {
        // Digits begin a date; the number readers are asked directly whether they begin a number.
        traits.insert([.digitFirst, .begins])
      } else {
        if Numbers.mayBeginCardinal(text) { traits.insert([.cardinal, .begins]) }
        if EnglishNumbers.mayBeginOrdinal(text) { traits.insert([.ordinal, .begins]) }
      }
    }

    /// The weekday, month, unit or part of the day the word names.
    var word: Word? {
      let value = Int(wordCode & 0xFFF)
      switch wordCode >> 12 {
      case 1: return .weekday(value & 0xF, plural: value & 0x10 != 0)
      case 2: return .month(value)
      case 3: return .unit(DateUnit(code: value))
      case 4: return .part(startHour: value >> 6, endHour: value >> 1 & 0x1F, pm: value & 1 != 0)
      default: return nil
      }
    }
    /// Days from today ("tomorrow" is 1).
    var dayOffset: Int? { storedDayOffset == .min ? nil : Int(storedDayOffset) }
    /// Cycles from the current one ("next" is 1).
    var cycleOffset: Int? { storedCycleOffset == .min ? nil : Int(storedCycleOffset) }
    /// The value of a digit word ("one" to "nine").
    var digitWord: Int? { storedDigitWord == .min ? nil : Int(storedDigitWord) }
    /// The calendar cycle of a singular unit word ("week", "yr").
    var cycleUnit: TimeGrain? {
      switch storedCycleUnit {
      case 1: .second
      case 2: .minute
      case 3: .hour
      case 4: .day
      case 5: .week
      case 6: .month
      case 7: .quarter
      case 8: .year
      default: nil
      }
    }
    /// How the word joins two pieces, if it does.
    var joiner: DateParser.Joiner? {
      switch storedJoiner {
      case 1: .at
      case 2: .any
      case 3: .between
      default: nil
      }
    }
    /// The value of a token of ASCII digits only (at most 9).
    var number: Int? { storedNumber < 0 ? nil : Int(storedNumber) }
    /// The length in UTF-8 bytes (255 for any longer token).
    var width: Int { Int(storedWidth) }

    var isHourWord: Bool { traits.contains(.hourWord) }
    var isMinuteWord: Bool { traits.contains(.minuteWord) }
    var isTimeWord: Bool { traits.contains(.timeWord) }
    var isTimeSuffix: Bool { traits.contains(.timeSuffix) }
    var isRangeWord: Bool { traits.contains(.rangeWord) }
    var isHedge: Bool { traits.contains(.hedge) }
    var cardinal: Bool { traits.contains(.cardinal) }
    var ordinal: Bool { traits.contains(.ordinal) }
    var begins: Bool { traits.contains(.begins) }
    var startsWithDigit: Bool { traits.contains(.digitFirst) }
    var hasDash: Bool { traits.contains(.dash) }
    var isSeparated: Bool { traits.contains(.separated) }
    var endsNumbers: Bool { traits.contains(.endsNumbers) }
    var beginsValue: Bool { traits.contains(.beginsValue) }
  }

  /// The order of a grain, from second (0) to year (7), without `TimeGrain`'s `allCases` search.
  static func rank(_ grain: TimeGrain) -> Int {
    switch grain {
    case .second: 0
    case .minute: 1
    case .hour: 2
    case .day: 3
    case .week: 4
    case .month: 5
    case .quarter: 6
    case .year: 7
    }
  }
}

extension EnglishDates {
  /// Up to four results kept inline, so that small readers ("5th", "twenty one") allocate nothing.
  struct Few<Element>: Sequence {
    private var elements: (Element?, Element?, Element?, Element?) = (nil, nil, nil, nil)
    /// How many elements there are.
    private(set) var count = 0

    init() {}

    /// One element.
    init(_ element: Element) {
      append(element)
    }

    /// Adds an element; there may be at most four.
    mutating func append(_ element: Element) {
      switch count {
      case 0: elements.0 = element
      case 1: elements.1 = element
      case 2: elements.2 = element
      case 3: elements.3 = element
      default: preconditionFailure("EnglishDates.Few holds at most four elements")
      }
      count += 1
    }

    /// The element at `index`, or nil past the end.
    func element(_ index: Int) -> Element? {
      switch index {
      case 0: elements.0
      case 1: elements.1
      case 2: elements.2
      case 3: elements.3
      default: nil
      }
    }

    struct Iterator: IteratorProtocol {
      let few: Few
      var index = 0

      mutating func next() -> Element? {
        guard index < few.count else { return nil }
        index += 1
        return few.element(index - 1)
      }
    }

    func makeIterator() -> Iterator { Iterator(few: self) }
  }
}

extension Array {
  /// Appends, making room for four elements at the first (short result lists would otherwise grow 1, 2, 4).
  mutating func appendSmall(_ element: Element) {
    if capacity == 0 { reserveCapacity(4) }
    append(element)
  }
}
