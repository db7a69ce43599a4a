/// A rule for repeating events, with the fields of Foundation's `Calendar.RecurrenceRule`.
///
/// The rule repeats every `interval` days, weeks, months or years; a weekly
/// rule may name its weekdays and a monthly one its days of the month. A rule
/// keeps its fields in one form, so equal rules compare equal: weekdays in
/// week order from Monday, days ascending, no duplicates.
public struct Recurrence: Hashable, Sendable {
  /// The unit of time a rule repeats in.
  public enum Frequency: String, Hashable, Sendable {
    /// Every day (or every `interval` days).
    case daily
    /// Every week.
    case weekly
    /// Every month.
    case monthly
    /// Every year.
    case yearly
  }

  /// The weekday names a rule uses, in week order from Monday.
  public static let weekdayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

  /// The unit of time the rule repeats in.
  public var frequency: Frequency
  /// How many units of `frequency` from one repetition to the next, 1 or more: 2 is "every other".
  public var interval: Int
  /// The days of the week the rule falls on, as ``weekdayNames``, Monday first; empty when not said.
  public var weekdays: [String]
  /// The days of the month the rule falls on, 1 to 31, ascending; empty when not said.
  public var monthDays: [Int]

  /// Makes a rule, its fields put in their one form.
  ///
  /// An interval below 1 is 1; weekdays not in ``weekdayNames`` and days outside
  /// 1...31 are dropped, the rest sorted and deduplicated.
  public init(frequency: Frequency, interval: Int = 1, weekdays: [String] = [], monthDays: [Int] = []) {
    self.frequency = frequency
    self.interval = max(interval, 1)
    self.weekdays = Self.weekdayNames.filter(weekdays.contains)
    self.monthDays = Array(Set(monthDays.filter { (1...31).contains($0) })).sorted()
  }

  /// Makes a rule from sets of bits: bit 1 to 7 for Monday to Sunday, bit 1 to 31 for days of the month.
  init(_ cycle: Recurrences.Cycle, weekdayBits: Int = 0, dayBits: Int = 0) {
    self.frequency = cycle.frequency
    self.interval = cycle.interval
    self.weekdays = Self.weekdayNames.indices.filter { weekdayBits & (1 << ($0 + 1)) != 0 }.map {
      Self.weekdayNames[$0]
    }
    self.monthDays = (1...31).filter { dayBits & (1 << $0) != 0 }
  }
}

/// One reading of a recurrence rule that starts at a given token.
package struct RecurrenceReading: Hashable, Sendable {
  /// The exclusive index of the token where the reading ends.
  package var end: Int
  /// The rule read.
  package var value: Recurrence
}

/// Reads spoken recurrence rules ("every other monday", "monthly on the 15th", "毎週月曜日") from normalized tokens.
///
/// English forms (numbers are ``Numbers``' cardinals and ordinals, in digits or words):
/// - Adverbs: "daily", "everyday", "weekly", "monthly", "yearly", "annually",
///   "fortnightly" and "biweekly" (every 2 weeks), "bimonthly" (every 2
///   months), "quarterly" (every 3 months), "biennially" (every 2 years).
/// - "every" or "each" with a unit: "every day", "every other week", "every 3
///   days", "every three months", "every couple of weeks", "every second day",
///   "every 2nd week", "every fortnight", "every quarter" (3 months), "every
///   year"; "once a week", "once per month" and "once every 2 weeks" likewise.
/// - Weekdays after "every" or "each": "every monday", "every mon wed and
///   fri", "every other tuesday" (every 2 weeks), "every weekday" (Monday to
///   Friday), "every weekend" (Saturday and Sunday); after "on" only in the
///   plural: "on mondays", "on mondays and thursdays", "on weekdays".
/// - Weekdays after a weekly rule: "weekly on monday and thursday", "every
///   week on tuesday", "every 2 weeks on fridays".
/// - Days of the month after a monthly rule: "monthly on the 15th", "every
///   month on the 1st and the 15th"; before one: "on the 15th of every
///   month", "the 1st and 15th of each month"; after "every": "every 15th",
///   "every 1st and 15th of the month".
///
/// Japanese forms (tokens are single characters; numbers are ``Numbers``' cardinals):
/// - 毎日, 毎週, 毎月, 毎年; 隔日, 隔週, 隔月, 隔年 (every 2 units).
/// - Weekdays: 毎週月曜日, 毎週月曜, 毎週の月曜日, 毎週月曜日と木曜日, 隔週火曜日, 毎月曜日
///   and 毎日曜 (every Monday, every Sunday), 毎週月水金 and 毎週月・木曜日 (one-kanji
///   weekdays, only two or more together), 毎週土日, 毎週末 (Saturday and Sunday),
///   平日 and 毎平日 (Monday to Friday).
/// - Days of the month: 毎月15日, 毎月1日と15日, 毎月の15日, 隔月15日.
/// - A count and a unit: 3日ごと, 2週間ごと, 2週間毎, 2ヶ月ごと, 2週間に1回, 週に1回,
///   月に一度; "N<unit>おき" skips N units, so 1日おき is every 2 days and 2週間おき every
///   3 weeks (as 隔日 and 隔週 are 1日おき and 1週間おき); 2週間ごとの月曜日 adds weekdays.
/// - The particles に, は and で after a Japanese rule also give a reading that
///   includes them, as ``JapaneseDates`` reads them ("毎週月曜日に").
///
/// Bounds and refusals: an interval is 1 to 1000 units ("every 0 days" and
/// "every 1001 days" are no rule); a day of the month is 1 to 31. A weekday
/// alone ("monday", "on monday", 月曜日) is a date, not a rule, and so is a
/// bare plural ("mondays" needs "every", "each", "on" or a weekly rule before
/// it); "on the 15th" without "of every month" is a date. "every second" is a
/// time unit, so it is no day of the month, and "every 3rd" followed by a unit,
/// a weekday, a month or a part of the day ("every 3rd day", "every third
/// monday", "every 2nd weekend") is no day of the month either: "every third
/// monday" (an nth weekday) is no rule at all. "every other weekday"
/// (alternate workdays) is no weekly rule. Duplicated weekdays or days count
/// once. Not read: times of day, nth weekdays of a month, months of a year,
/// "twice a week", 毎朝 and 毎晩, and ends of rules ("until", "for 3 weeks").
///
/// Every reading that starts at a token is returned, one per end, so
/// "every monday and thursday at noon" gives a reading ending after "monday"
/// and one after "thursday"; where two forms end at the same token the
/// first found (Japanese, then English) stays.
package enum Recurrences {
  /// The largest interval read: "every 1000 days" is read, "every 1001 days" is not.
  static let maxInterval = 1000

  /// Every reading of a recurrence rule that starts at `tokens[start]`, one per end, ends ascending.
  ///
  /// - Parameters:
  ///   - tokens: Normalized tokens (`Normalizer.tokens(of:)`).
  ///   - start: The index of the first token of the rule.
  ///   - maxTokens: The most tokens a reading may span.
  /// - Returns: The readings, ordered by `end`; empty when no rule starts at `start`.
  package static func readings(in tokens: [String], from start: Int, maxTokens: Int = 16) -> [RecurrenceReading] {
    guard start >= 0, start < tokens.count, maxTokens > 0, mayBegin(tokens[start]) else { return [] }
    let limit = maxTokens >= tokens.count - start ? tokens.count : start + maxTokens
    var reader = Reader(tokens: tokens, limit: limit)
    reader.read(from: start)
    return reader.readings()
  }

  /// Whether a rule may begin with `token`, a cheap test to skip tokens that start nothing.
  ///
  /// False promises that `readings(in:from:maxTokens:)` returns no reading there.
  package static func mayBegin(_ token: String) -> Bool {
    starts.contains(token) || Numbers.mayBeginCardinal(token) || Numbers.mayBeginOrdinal(token)
  }

  // MARK: - Words

  /// A frequency with an interval, the part of a rule before its days.
  struct Cycle: Hashable, Sendable {
    /// The unit of time.
    var frequency: Recurrence.Frequency
    /// The units from one repetition to the next.
    var interval: Int

    /// The cycle with its interval multiplied by `count`; nil past ``Recurrences/maxInterval`` or below 1.
    func times(_ count: Int) -> Cycle? {
      guard count >= 1, count <= Recurrences.maxInterval / interval else { return nil }
      return Cycle(frequency: frequency, interval: interval * count)
    }
  }

  /// The bits of Monday to Friday (bit 1 is Monday).
  static let workweekBits = 0b0011_1110
  /// The bits of Saturday and Sunday.
  static let weekendBits = 0b1100_0000

  /// English adverbs of frequency: "daily", "bi weekly" (as the normalizer splits "bi-weekly").
  static let adverbs: TokenTrie<Cycle> = TokenTrie(
    [
      ("daily", Recurrence.Frequency.daily, 1), ("everyday", .daily, 1), ("weekly", .weekly, 1),
      ("biweekly", .weekly, 2), ("bi weekly", .weekly, 2), ("fortnightly", .weekly, 2), ("monthly", .monthly, 1),
      ("bimonthly", .monthly, 2), ("bi monthly", .monthly, 2), ("quarterly", .monthly, 3), ("yearly", .yearly, 1),
      ("annually", .yearly, 1), ("biennially", .yearly, 2),
    ].map { ($0.0, Cycle(frequency: $0.1, interval: $0.2)) })

  /// Japanese words after a count and a unit, with what they add to the count: ごと (0), おき (1), に1回 (0).
  static let japaneseSuffixes: TokenTrie<Int> = TokenTrie(
    [
      ("ごと", 0), ("毎", 0), ("おき", 1), ("置き", 1), ("に1回", 0), ("に一回", 0), ("に1度", 0), ("に一度", 0),
    ])

  /// Japanese units of time to their cycles: 日, 週, 月 and 年, and their counted forms (週間, ヶ月, 年間).
  static func japaneseCycle(_ grain: TimeGrain) -> Cycle? {
    switch grain {
    case .day: Cycle(frequency: .daily, interval: 1)
    case .week: Cycle(frequency: .weekly, interval: 1)
    case .month: Cycle(frequency: .monthly, interval: 1)
    case .year: Cycle(frequency: .yearly, interval: 1)
    default: nil
    }
  }

  /// One-kanji units after 毎 and 隔, and before に1回: 毎日, 隔週, 月に一度.
  static let japaneseUnits: [String: Cycle] = [
    "日": Cycle(frequency: .daily, interval: 1), "週": Cycle(frequency: .weekly, interval: 1),
    "月": Cycle(frequency: .monthly, interval: 1), "年": Cycle(frequency: .yearly, interval: 1),
  ]

  /// One-kanji weekdays, read only two or more together (毎週月水金): alone they are everyday nouns.
  static let kanjiWeekdays: [String: Int] = ["月": 1, "火": 2, "水": 3, "木": 4, "金": 5, "土": 6, "日": 7]

  /// The tokens that may begin a rule, besides numbers.
  static let starts: Set<String> = adverbs.firstTokens.union([
    "every", "each", "on", "once", "the", "毎", "隔", "平", "日", "週", "月", "年",
  ])

  // MARK: - Reader

  /// One item of a list, and where it ends: a weekday or a day of the month, as bits.
  struct Item {
    /// The index after the item.
    var end: Int
    /// The bits the item adds.
    var bits: Int
    /// Whether the item is a one-kanji weekday, which needs another item in its list.
    var isBare = false
  }

  /// Reads every rule at one position into a table of readings by end.
  struct Reader {
    /// All tokens of the utterance.
    let tokens: [String]
    /// The index after the last token a reading may span.
    let limit: Int
    /// The readings so far, by end.
    private var found: [Int: Recurrence] = [:]

    /// Makes a reader of `tokens` up to `limit`.
    init(tokens: [String], limit: Int) {
      self.tokens = tokens
      self.limit = limit
    }

    /// The readings found, ends ascending.
    func readings() -> [RecurrenceReading] {
      found.map { RecurrenceReading(end: $0.key, value: $0.value) }.sorted { $0.end < $1.end }
    }

    /// The token at `index`, or nil past the limit.
    func token(_ index: Int) -> String? {
      index < limit ? tokens[index] : nil
    }

    /// Whether `words` are the tokens from `index` on, within the limit.
    func matches(_ words: [String], at index: Int) -> Bool {
      guard index + words.count <= limit else { return false }
      return words.indices.allSatisfy { tokens[index + $0] == words[$0] }
    }

    /// Records a reading; the first one found for an end stays.
    mutating func add(_ end: Int, _ value: Recurrence) {
      if found[end] == nil { found[end] = value }
    }

    /// Reads every rule that starts at `start`: Japanese ones with their particles, then English ones.
    mutating func read(from start: Int) {
      readJapanese(at: start)
      for end in found.keys.sorted() {
        if let next = token(end), JapaneseDates.particles.contains(next), let value = found[end] {
          add(end + 1, value)
        }
      }
      readEnglish(at: start)
    }

    // MARK: Lists

    /// Every list of items from `start`, one per end, with the union of its items' bits, ends ascending.
    ///
    /// Items follow one another directly or with one of `separators` between
    /// them; a separator is read only when an item follows it. A list with a
    /// bare item (``Item/isBare``) must have two items or more.
    func list(from start: Int, separators: [[String]], item: (Int) -> [Item]) -> [(end: Int, bits: Int)] {
      var states: [Int: (bits: Int, count: Int, bare: Bool)] = [start: (0, 0, false)]
      var ends: [(end: Int, bits: Int)] = []
      var recorded: Set<Int> = []
      var position = start
      while position < limit {
        defer { position += 1 }
        guard let state = states[position] else { continue }
        for found in item(position) {
          let next = (bits: state.bits | found.bits, count: state.count + 1, bare: state.bare || found.isBare)
          if !(next.bare && next.count < 2), recorded.insert(found.end).inserted {
            ends.append((found.end, next.bits))
          }
          if states[found.end] == nil { states[found.end] = next }
          for separator in separators where matches(separator, at: found.end) {
            if states[found.end + separator.count] == nil { states[found.end + separator.count] = next }
          }
        }
      }
      return ends.sorted { $0.end < $1.end }
    }

    /// A whole number from 1 to `bound`, as a reading's value, or nil.
    static func count(_ reading: NumberReading, upTo bound: Int) -> Int? {
      guard reading.isInteger, reading.value >= 1, reading.value <= Double(bound) else { return nil }
      return Int(reading.value)
    }
  }
}

// MARK: - English

extension Recurrences.Reader {
  /// Reads the English rules that start at `start`.
  mutating func readEnglish(at start: Int) {
    switch tokens[start] {
    case "every", "each":
      readEvery(at: start + 1)
    case "on":
      if let next = token(start + 1), case .weekday(_, plural: true)? = EnglishDates.lexicon[next] {
        addWeekdays(from: start + 1, Recurrences.Cycle(frequency: .weekly, interval: 1))
      } else if token(start + 1) == "weekdays" || token(start + 1) == "weekends" {
        addWeekdays(from: start + 1, Recurrences.Cycle(frequency: .weekly, interval: 1))
      }
      readDaysOfEveryMonth(at: start + 1)
    case "once":
      if token(start + 1) == "a" || token(start + 1) == "per", let next = token(start + 2),
        let cycle = Self.unitCycle(next)
      {
        addCycle(start + 3, cycle)
      } else if token(start + 1) == "every" || token(start + 1) == "each" {
        for (end, cycle) in unitPhrases(at: start + 2) { addCycle(end, cycle) }
      }
    default:
      break
    }
    Recurrences.adverbs.forEachMatch(in: tokens, from: start, limit: limit) { end, cycle in addCycle(end, cycle) }
    readDaysOfEveryMonth(at: start)
  }

  /// Reads what follows "every" or "each" at `start`: a unit, weekdays or days of the month.
  mutating func readEvery(at start: Int) {
    guard let first = token(start) else { return }
    for (end, cycle) in unitPhrases(at: start) { addCycle(end, cycle) }
    if first == "other" {
      if token(start + 1) != "weekday" && token(start + 1) != "weekdays" {
        addWeekdays(from: start + 1, Recurrences.Cycle(frequency: .weekly, interval: 2))
      }
    } else {
      addWeekdays(from: start, Recurrences.Cycle(frequency: .weekly, interval: 1))
    }
    // "every 15th", unless it is "every second" or counts units or weekdays: "every 3rd day", "every third monday".
    guard first != "second", let day = dayItems(at: start).first,
      !(token(day.end).map(Self.countsUnitsOrWeekdays) ?? false)
    else { return }
    let monthly = Recurrences.Cycle(frequency: .monthly, interval: 1)
    for (end, bits) in dayList(from: start) {
      add(end, Recurrence(monthly, dayBits: bits))
      for tail in [["of", "the", "month"], ["of", "every", "month"], ["of", "each", "month"]]
      where matches(tail, at: end) {
        add(end + 3, Recurrence(monthly, dayBits: bits))
      }
    }
  }

  /// Reads "the 15th of every month" and "1st and 15th of every other month" at `start`.
  mutating func readDaysOfEveryMonth(at start: Int) {
    let first = token(start) == "the" ? start + 1 : start
    for (end, bits) in dayList(from: first) where token(end) == "of" {
      guard token(end + 1) == "every" || token(end + 1) == "each" else { continue }
      for (after, cycle) in unitPhrases(at: end + 2) where cycle.frequency == .monthly {
        add(after, Recurrence(cycle, dayBits: bits))
      }
    }
  }

  /// Adds a cycle ending at `end`, and the days said after it: "weekly on mondays", "monthly on the 15th".
  mutating func addCycle(_ end: Int, _ cycle: Recurrences.Cycle) {
    add(end, Recurrence(cycle))
    guard token(end) == "on" else { return }
    switch cycle.frequency {
    case .weekly:
      addWeekdays(from: end + 1, cycle)
    case .monthly:
      for (after, bits) in dayList(from: token(end + 1) == "the" ? end + 2 : end + 1) {
        add(after, Recurrence(cycle, dayBits: bits))
      }
    case .daily, .yearly:
      break
    }
  }

  /// Adds a weekly rule for every list of English weekdays from `start`: "monday and thursday", "weekdays".
  mutating func addWeekdays(from start: Int, _ cycle: Recurrences.Cycle) {
    let lists = list(from: start, separators: [["and"]]) { index in
      switch tokens[index] {
      case "weekday", "weekdays": return [Recurrences.Item(end: index + 1, bits: Recurrences.workweekBits)]
      case "weekend", "weekends": return [Recurrences.Item(end: index + 1, bits: Recurrences.weekendBits)]
      default:
        guard case .weekday(let day, _)? = EnglishDates.lexicon[tokens[index]] else { return [] }
        return [Recurrences.Item(end: index + 1, bits: 1 << day)]
      }
    }
    for (end, bits) in lists { add(end, Recurrence(cycle, weekdayBits: bits)) }
  }

  /// Every list of English days of the month from `start`: "1st and 15th", "first and the fifteenth".
  func dayList(from start: Int) -> [(end: Int, bits: Int)] {
    list(from: start, separators: [["and"], ["and", "the"]]) { dayItems(at: $0) }
  }

  /// The English ordinals from 1st to 31st at `index`, as days of the month.
  func dayItems(at index: Int) -> [Recurrences.Item] {
    Numbers.ordinals(in: tokens, from: index, maxTokens: limit - index).compactMap { reading in
      Self.count(reading, upTo: 31).map { Recurrences.Item(end: reading.end, bits: 1 << $0) }
    }
  }

  /// Every unit said with its count at `start`, with where it ends: "day", "other week", "3 days", "2nd month".
  func unitPhrases(at start: Int) -> [(end: Int, cycle: Recurrences.Cycle)] {
    guard let first = token(start) else { return [] }
    var found: [(end: Int, cycle: Recurrences.Cycle)] = []
    if let cycle = Self.unitCycle(first) { found.append((start + 1, cycle)) }
    if first == "other", let next = token(start + 1), let cycle = Self.unitCycle(next)?.times(2) {
      found.append((start + 2, cycle))
    }
    let counts =
      Numbers.cardinals(in: tokens, from: start, maxTokens: limit - start)
      + Numbers.ordinals(in: tokens, from: start, maxTokens: limit - start).filter { $0.value >= 2 }
    for reading in counts {
      guard let count = Self.count(reading, upTo: Recurrences.maxInterval), let next = token(reading.end),
        let cycle = Self.unitCycle(next)?.times(count)
      else { continue }
      found.append((reading.end + 1, cycle))
    }
    return found
  }

  /// Whether an ordinal before `word` counts units or weekdays rather than naming a day: "3rd day", "third monday".
  static func countsUnitsOrWeekdays(_ word: String) -> Bool {
    unitCycle(word) != nil || EnglishDates.lexicon[word] != nil
      || ["weekday", "weekdays", "weekend", "weekends"]
        .contains(word)
  }

  /// The cycle of one English unit word ("day", "weeks", "fortnight", "quarter", "yr"), or nil.
  static func unitCycle(_ word: String) -> Recurrences.Cycle? {
    guard case .unit(let unit)? = EnglishDates.lexicon[word] else { return nil }
    switch unit {
    case .day: return Recurrences.Cycle(frequency: .daily, interval: 1)
    case .week: return Recurrences.Cycle(frequency: .weekly, interval: 1)
    case .fortnight: return Recurrences.Cycle(frequency: .weekly, interval: 2)
    case .month: return Recurrences.Cycle(frequency: .monthly, interval: 1)
    case .quarter: return Recurrences.Cycle(frequency: .monthly, interval: 3)
    case .year: return Recurrences.Cycle(frequency: .yearly, interval: 1)
    case .second, .minute, .hour: return nil
    }
  }
}

// MARK: - Japanese

extension Recurrences.Reader {
  /// Reads the Japanese rules that start at `start`.
  mutating func readJapanese(at start: Int) {
    let first = tokens[start]
    if first == "毎" || first == "隔", let unit = token(start + 1) {
      let multiple = first == "隔" ? 2 : 1
      // 毎月曜日 and 毎日曜 are weekdays, not 毎月 and 毎日.
      if let cycle = Recurrences.japaneseUnits[unit]?.times(multiple), token(start + 2) != "曜" {
        addJapaneseCycle(start + 2, cycle)
      }
      if first == "毎" {
        if unit == "週" && token(start + 2) == "末" {
          add(start + 3, Recurrence(.init(frequency: .weekly, interval: 1), weekdayBits: Recurrences.weekendBits))
        }
        if unit == "平" && token(start + 2) == "日" { addWorkweek(start + 3) }
        addJapaneseWeekdays(from: start + 1, .init(frequency: .weekly, interval: 1), kanji: false)
      }
    }
    if first == "平" && token(start + 1) == "日" { addWorkweek(start + 2) }
    // 週に1回, 月に一度.
    if let cycle = Recurrences.japaneseUnits[first], token(start + 1) == "に" {
      Recurrences.japaneseSuffixes.forEachMatch(in: tokens, from: start + 1, limit: limit) { end, _ in
        add(end, Recurrence(cycle))
      }
    }
    guard Numbers.mayBeginCardinal(first) else { return }
    // 3日ごと, 2週間おき, 2週間に1回.
    for reading in Numbers.cardinals(in: tokens, from: start, maxTokens: limit - start) {
      guard let count = Self.count(reading, upTo: Recurrences.maxInterval) else { continue }
      JapaneseDates.durationUnits.forEachMatch(in: tokens, from: reading.end, limit: limit) { unitEnd, word in
        guard case .unit(let grain) = word, let unit = Recurrences.japaneseCycle(grain) else { return }
        Recurrences.japaneseSuffixes.forEachMatch(in: tokens, from: unitEnd, limit: limit) { end, extra in
          if let cycle = unit.times(count + extra) { addJapaneseCycle(end, cycle) }
        }
      }
    }
  }

  /// Adds a rule of Monday to Friday ending at `end`: 平日, 毎平日.
  mutating func addWorkweek(_ end: Int) {
    add(end, Recurrence(.init(frequency: .weekly, interval: 1), weekdayBits: Recurrences.workweekBits))
  }

  /// Adds a Japanese cycle ending at `end`, and the days said after it (after の or に): 毎週月曜日, 毎月15日.
  mutating func addJapaneseCycle(_ end: Int, _ cycle: Recurrences.Cycle) {
    add(end, Recurrence(cycle))
    // The days follow directly or after の or に: 毎週月曜日, 毎週の月曜日, 2週間ごとに月曜日.
    let next = token(end) == "の" || token(end) == "に" ? end + 1 : end
    for start in Set([end, next]).sorted() {
      switch cycle.frequency {
      case .weekly:
        addJapaneseWeekdays(from: start, cycle, kanji: true)
      case .monthly:
        let days = list(from: start, separators: [["と"], ["・"]]) { index in
          Numbers.cardinals(in: tokens, from: index, maxTokens: limit - index).compactMap { reading in
            guard token(reading.end) == "日", let day = Self.count(reading, upTo: 31) else { return nil }
            return Recurrences.Item(end: reading.end + 1, bits: 1 << day)
          }
        }
        for (after, bits) in days { add(after, Recurrence(cycle, dayBits: bits)) }
      case .daily, .yearly:
        break
      }
    }
  }

  /// Adds a weekly rule for every list of Japanese weekdays from `start`: 月曜日と木曜日, 月曜, and with `kanji`
  /// one-kanji weekdays in lists of two or more: 月水金, 土日, 月・木曜日.
  mutating func addJapaneseWeekdays(from start: Int, _ cycle: Recurrences.Cycle, kanji: Bool) {
    let lists = list(from: start, separators: [["と"], ["・"]]) { index in
      var items: [Recurrences.Item] = []
      if kanji, let day = Recurrences.kanjiWeekdays[tokens[index]] {
        items.append(Recurrences.Item(end: index + 1, bits: 1 << day, isBare: true))
      }
      JapaneseDates.words.forEachMatch(in: tokens, from: index, limit: limit) { end, word in
        if case .weekday(let day) = word { items.append(Recurrences.Item(end: end, bits: 1 << day)) }
      }
      return items
    }
    for (end, bits) in lists { add(end, Recurrence(cycle, weekdayBits: bits)) }
  }
}
