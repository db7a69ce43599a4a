import PhraseText

/// A language's words for dates and times, as data: relative days, weekdays, months, parts of
/// the day, the words that say an hour, and the words around a date that change nothing or count
/// from now. A phrase of several words is written with spaces; readers normalize each as
/// utterances are, into tokens.
public struct DateWords: Sendable {
  /// A part of the day: its hours and whether an hour said in it is the afternoon's.
  public struct Part: Sendable {
    /// The first hour, from midnight.
    public var startHour: Int
    /// The exclusive last hour, up to 24.
    public var endHour: Int
    /// Whether an hour said in it without am or pm is the afternoon's.
    public var prefersPM: Bool
    /// The day it names, from today (`heute abend` has none; `vanavond` is 0), if it names one.
    public var dayOffset: Int?
  }

  /// Days named from today (`morgen` 1, `vorgestern` -2), by their tokens.
  public let relativeDays: [[String]: Int]
  /// Weekdays, 1 for Monday.
  public let weekdays: [String: Int]
  /// Months, 1 for January.
  public let months: [String: Int]
  /// Parts of the day, by their tokens.
  public let parts: [[String]: Part]
  /// Words that make a weekday, week, month or year the next one (`nächsten`, `prochain`).
  public let next: Set<String>
  /// Words that make them the one after the next (`übernächsten`).
  public let afterNext: Set<String>
  /// Words for now (`jetzt`, `maintenant`, `지금`, `现在`), by their tokens.
  public let now: [[String]]
  /// Words between minutes (or a quarter) and the hour they are past (`viertel nach 3`), or after
  /// an hour before its minutes (`las 3 y 20`).
  public let past: Set<String>
  /// Words between minutes and the hour they are before (`10 voor 3`), or after an hour before
  /// the minutes to it (`3 heures moins 10`).
  public let before: Set<String>
  /// Words for a quarter of an hour (`viertel`, `quart`, `cuarto`, `kwart`), by their tokens.
  public let quarter: [[String]]
  /// Words between the two times of a range (`bis`, `à`, `hasta`, `tot`, `부터`, `到`).
  public let rangeTo: Set<String>
  /// Words after the last time of a range that end it (`까지`).
  public let rangeEnd: Set<String>
  /// Words that make them the last one (`letzten`, `dernier`).
  public let last: Set<String>
  /// Words for this one (`diese`, `ce`), which change nothing.
  public let this: Set<String>
  /// Words for a week, a month and a year, by grain name (`week`, `month`, `year`).
  public let cycles: [String: String]
  /// Words before or between the pieces of a date that change nothing (`am`, `um`, `le`, `à`, `las`).
  public let fillers: Set<String>
  /// Words after an hour (`Uhr`, `heures`, `h`, `시`, `点`).
  public let hourWords: Set<String>
  /// Words after its minutes (`Minuten`, `분`, `分`).
  public let minuteWords: Set<String>
  /// Words after an hour that add half an hour (`et demie`, `y media`, `반`, `半`), by their tokens.
  public let halfPast: [[String]]
  /// Words before an hour that make it half an hour before (`halb sechs` is 5:30).
  public let halfBefore: Set<String>
  /// Words before a duration that count from now (`in`, `dans`, `tra`, `daqui a`), by their tokens.
  public let inWords: [[String]]
  /// Words before a duration that count back (`vor`, `il y a`, `hace`, `há`), by their tokens.
  public let agoBefore: [[String]]
  /// Words after a duration that count back (`fa`, `geleden`, `전`, `前`).
  public let agoAfter: Set<String>
  /// Words after a duration that count forward (`후`, `后`).
  public let laterAfter: Set<String>
  /// Words for noon.
  public let noon: Set<String>
  /// Words for midnight.
  public let midnight: Set<String>
  /// The marker after a year's number (`년`, `年`).
  public let yearMarkers: Set<String>
  /// The marker after a month's number (`월`, `月`).
  public let monthMarkers: Set<String>
  /// The marker after a day's number (`일`, `日`, `号`).
  public let dayMarkers: Set<String>

  /// Every word a reader looks up alone, to find them in text written without spaces.
  public var singleWords: Set<String> {
    var words = Set(weekdays.keys).union(months.keys).union(cycles.keys)
    for set in [next, last, this, afterNext, fillers, hourWords, minuteWords, halfBefore, noon, midnight] {
      words.formUnion(set)
    }
    for set in [yearMarkers, monthMarkers, dayMarkers, agoAfter, laterAfter, past, before, rangeTo, rangeEnd] {
      words.formUnion(set)
    }
    for phrase in Array(relativeDays.keys) + Array(parts.keys) + now + halfPast + quarter + inWords + agoBefore {
      words.insert(phrase.joined())
    }
    return words
  }

  /// The words of a language, in its spelling.
  public init(
    relativeDays: [String: Int], weekdays: [String: Int], months: [String: Int],
    parts: [String: (startHour: Int, endHour: Int, prefersPM: Bool, dayOffset: Int?)], next: [String],
    last: [String], this: [String], cycles: [String: String], fillers: [String], hourWords: [String],
    minuteWords: [String] = [], halfPast: [String], halfBefore: [String] = [], inWords: [String],
    agoBefore: [String], agoAfter: [String] = [], laterAfter: [String] = [], noon: [String], midnight: [String],
    yearMarkers: [String] = [], monthMarkers: [String] = [], dayMarkers: [String] = [], afterNext: [String] = [],
    now: [String], past: [String] = [], before: [String] = [], quarter: [String] = [], rangeTo: [String] = [],
    rangeEnd: [String] = []
  ) {
    func phrase(_ text: String) -> [String] { Normalizer.tokens(of: text).map(\.text) }
    func word(_ text: String) -> String { NumberTable.normalized(text) }
    self.relativeDays = Dictionary(relativeDays.map { (phrase($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
    self.weekdays = Dictionary(weekdays.map { (word($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
    self.months = Dictionary(months.map { (word($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
    self.parts = Dictionary(
      parts.map {
        (phrase($0.key), Part(startHour: $0.value.0, endHour: $0.value.1, prefersPM: $0.value.2, dayOffset: $0.value.3))
      }, uniquingKeysWith: { a, _ in a })
    self.next = Set(next.map(word))
    self.last = Set(last.map(word))
    self.this = Set(this.map(word))
    self.cycles = Dictionary(cycles.map { (word($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
    self.fillers = Set(fillers.map(word))
    self.hourWords = Set(hourWords.map(word))
    self.minuteWords = Set(minuteWords.map(word))
    self.halfPast = halfPast.map(phrase)
    self.halfBefore = Set(halfBefore.map(word))
    self.inWords = inWords.map(phrase)
    self.agoBefore = agoBefore.map(phrase)
    self.agoAfter = Set(agoAfter.map(word))
    self.laterAfter = Set(laterAfter.map(word))
    self.noon = Set(noon.map(word))
    self.midnight = Set(midnight.map(word))
    self.yearMarkers = Set(yearMarkers.map(word))
    self.monthMarkers = Set(monthMarkers.map(word))
    self.dayMarkers = Set(dayMarkers.map(word))
    self.afterNext = Set(afterNext.map(word))
    self.now = now.map(phrase)
    self.past = Set(past.map(word))
    self.before = Set(before.map(word))
    self.quarter = quarter.map(phrase)
    self.rangeTo = Set(rangeTo.map(word))
    self.rangeEnd = Set(rangeEnd.map(word))
  }
}
