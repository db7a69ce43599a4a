/// Reads English dates and times from normalized tokens, relative to a reference time.
///
/// Tokens come from `Normalizer`: lowercased, punctuation dropped, digits
/// split from letters ("3pm" is `3` `pm`, "8th" is `8` `th`), and separators
/// kept inside digit runs ("3:30", "2/15", "2013-02-15" are one token each).
///
/// A reading is made of up to four pieces, in any order, joined by optional
/// "at", "on", "of", "for" or "from": a date ("tomorrow", "next friday",
/// "March 5th", "2/15", "in 2 hours"), a time of day ("3pm", "half past
/// three", "noon"), and a part of the day ("morning", "tonight"). Some forms
/// stand alone and take no other piece ("next 3 days", "end of the month",
/// "3-4pm"). Values follow Duckling's conventions, which the tests check
/// against Duckling's English corpus:
///
/// - A value is the start of its grain ("next week" is Monday 00:00, grain
///   week); an interval ends exclusive and one grain past its last unit
///   ("3-4pm" runs 15:00–17:00, grain hour).
/// - Future bias: a time of day with no date is its next occurrence whose
///   hour has not ended ("at 3am" at 04:30 is tomorrow 03:00, "4:23" at 04:30
///   is today). Without am or pm an hour from 1 to 12 means either half of the
///   day, and the earliest that is not past wins ("3:30" at 04:30 is 15:30).
/// - With a date, an hour without am or pm is the morning one ("tomorrow at
///   5" is 05:00), except that 12 is noon, and on a day that contains the
///   reference the first one not yet past ("today at 3" at 04:30 is 15:00).
///   A part of the day picks the half: morning is am, afternoon, evening,
///   night and lunch are pm ("tomorrow afternoon at 5" is 17:00; "tonight at
///   12" is the next midnight).
/// - Weekdays: "friday" and "this friday" are the next Friday after today
///   (never today); "next friday" is Friday of the next Monday-based week;
///   "last friday" is the latest Friday before today; "friday after next" is
///   the second coming Friday; "friday next week" and "friday of this week"
///   are that day of the named week, past or not.
/// - Parts of the day (hour grain): morning 00–12, early morning 00–09,
///   afternoon 12–19, evening and night 18–24, late tonight 21–24, lunch
///   12–14. "tonight" and "this evening" are today's evening, "last night"
///   is yesterday's.
/// - "in N units", "N units ago" and "N units from now" keep one grain
///   finer than the unit ("in 2 hours" is the minute, "in a week" the day).
/// - A month and day with no year is in the current month or later, even if
///   that day has passed ("Feb 10" on Feb 12 is this Feb 10); a day of the
///   month alone ("the 5th") is the next such day, today included. "2/15" is
///   month/day unless the first number cannot be a month ("15/2").
/// - Values keep the reference's UTC offset.
package enum EnglishDates {
  /// Every reading of a date or time that starts at `tokens[start]`, relative to `reference`, one per end index, ends ascending.
  ///
  /// - Parameters:
  ///   - tokens: Normalized tokens.
  ///   - start: The index of the first token of the date.
  ///   - reference: The moment "now"; values keep its UTC offset.
  ///   - maxTokens: The most tokens a reading may span.
  ///   - leansPast: Whether a time said without a date is its last occurrence, not its next.
  /// - Returns: The readings, ordered by `end`; empty when no date starts at `start`.
  package static func readings(
    in tokens: [String], from start: Int, reference: LocalDateTime, maxTokens: Int = 24, leansPast: Bool = false
  ) -> [DateReading] {
    guard start >= 0, start < tokens.count, maxTokens > 0 else { return [] }
    let vocabulary = EnglishDates.vocabulary
    let first = Token(tokens[start], in: vocabulary)
    guard first.begins else { return [] }
    let limit = maxTokens >= tokens.count - start ? tokens.count : start + maxTokens
    var parser = DateParser(
      tokens: tokens, start: start, limit: limit, reference: reference, vocabulary: vocabulary, first: first)
    parser.leansPast = leansPast
    return parser.run()
  }

  /// Whether a date may begin with `token`, a cheap test to skip tokens that start nothing.
  ///
  /// True does not promise a reading ("the" begins "the 5th of March" but is
  /// no date alone); false promises that `readings(in:from:reference:)`
  /// returns no reading there.
  package static func mayBegin(_ token: String) -> Bool {
    guard let first = token.utf8.first else { return false }
    if first >= 0x30 && first <= 0x39 { return true }
    if let known = vocabulary[token] { return known.begins }
    return Numbers.mayBeginCardinal(token) || EnglishNumbers.mayBeginOrdinal(token)
  }
}

extension EnglishDates {
  // MARK: - Pieces

  /// A span of time given by its first moment and its grain: it lasts one grain.
  struct DateSpan: Hashable, Sendable {
    /// The first moment.
    var start: LocalDateTime
    /// How long the span lasts, and the precision of its start.
    var grain: TimeGrain

    /// The exclusive end: one grain after the start.
    var end: LocalDateTime { EnglishDates.moved(start, by: 1, grain) }
  }

  /// A date as said: a definite span, calendar fields to search for, or both.
  ///
  /// The fields are stored in small integers (years up to four digits, months, days and weekdays below 32,
  /// counts of weeks below 1,000), which keeps the parser's copies of pieces small.
  struct DateSpec: Hashable, Sendable {
    /// A definite span ("tomorrow", "next week", "in 2 hours"); fields, if any, are searched inside it.
    var anchor: DateSpan?
    /// The year, when said.
    @Narrow<Int32> var year: Int? = nil
    /// The month, 1 to 12, when said.
    @Narrow<Int8> var month: Int? = nil
    /// The day of the month, when said.
    @Narrow<Int8> var day: Int? = nil
    /// ISO weekday, 1 is Monday.
    @Narrow<Int8> var weekday: Int? = nil
    private var storedNth: Int32 = 0
    /// Whether a match that contains the reference is skipped ("friday" on a Friday is next week's).
    var notImmediate = false
    /// Whether the anchor is a moment counted from now ("in 2 hours"), which keeps its own grain.
    var isMoment = false
    /// Whether the date needs another piece to be read ("19th" alone is not a date, "Tuesday 19th" is).
    var isLatent = false

    /// Which match of the fields: 0 the first not yet over, 1 the one after, -1 the one before.
    var nth: Int {
      get { Int(storedNth) }
      set { storedNth = Int32(truncatingIfNeeded: newValue) }
    }

    /// A definite span, or a moment counted from now.
    init(anchor: DateSpan, isMoment: Bool = false) {
      self.anchor = anchor
      self.isMoment = isMoment
    }

    /// Calendar fields to search for.
    init(year: Int? = nil, month: Int? = nil, day: Int? = nil, weekday: Int? = nil) {
      self.year = year
      self.month = month
      self.day = day
      self.weekday = weekday
    }

    /// Whether the spec constrains any calendar field.
    var hasFields: Bool { year != nil || month != nil || day != nil || weekday != nil }

    /// Two pieces of one date said together ("Monday, Feb 18", "wednesday of next week"), or nil if they clash.
    func merged(with other: DateSpec) -> DateSpec? {
      if isMoment || other.isMoment { return nil }
      if anchor != nil && other.anchor != nil { return nil }
      if let anchor = anchor ?? other.anchor {
        let fields = self.anchor == nil ? self : other
        guard fields.hasFields, fields.year == nil, fields.nth == 0 else { return nil }
        if fields.month != nil && EnglishDates.rank(anchor.grain) < EnglishDates.rank(.year) { return nil }
        if fields.day != nil && EnglishDates.rank(anchor.grain) < EnglishDates.rank(.month) { return nil }
        if fields.weekday != nil && EnglishDates.rank(anchor.grain) < EnglishDates.rank(.week) { return nil }
        var result = fields
        result.anchor = anchor
        result.notImmediate = false
        result.isLatent = false
        return result
      }
      if (year != nil && other.year != nil) || (month != nil && other.month != nil) || (day != nil && other.day != nil)
        || (weekday != nil && other.weekday != nil) || nth != 0 || other.nth != 0
      {
        return nil
      }
      var result = self
      result.year = year ?? other.year
      result.month = month ?? other.month
      result.day = day ?? other.day
      result.weekday = weekday ?? other.weekday
      result.notImmediate = notImmediate || other.notImmediate
      result.isLatent = isLatent && other.isLatent
      return result
    }
  }

  /// A time of day as said, before it is placed on a date.
  struct ClockTime: Hashable, Sendable {
    /// Seconds since midnight; for an ambiguous time, the morning reading (below 12 hours).
    var seconds: Int
    /// Whether an hour from 1 to 12 was said without am or pm, so `seconds` plus 12 hours is meant too.
    var ambiguous: Bool
    /// `.hour`, `.minute` or `.second`.
    var grain: TimeGrain
    /// Whether the time is read alone ("3pm", "3:30", "at 3"), not only with a date or part of day ("3").
    var standalone: Bool

    /// A time from an hour (0 to 23), with am (false) or pm (true) if said; nil if they disagree.
    init?(hour: Int, minute: Int? = nil, second: Int? = nil, pm: Bool? = nil, standalone: Bool) {
      guard hour >= 0, hour <= 23, (minute ?? 0) < 60, (second ?? 0) < 60 else { return nil }
      var hour = hour
      if let pm {
        guard hour >= 1 && hour <= 12 else { return nil }
        hour = hour % 12 + (pm ? 12 : 0)
        ambiguous = false
      } else {
        ambiguous = hour >= 1 && hour <= 12
        if ambiguous { hour %= 12 }
      }
      seconds = hour * 3_600 + (minute ?? 0) * 60 + (second ?? 0)
      grain = second != nil ? .second : minute != nil ? .minute : .hour
      self.standalone = standalone
    }

    /// The same clock time `minutes` later (negative: earlier), at minute grain.
    func shifted(minutes: Int) -> ClockTime {
      var result = self
      let day = ambiguous ? 43_200 : 86_400
      result.seconds = ((seconds + minutes * 60) % day + day) % day
      result.grain = .minute
      result.standalone = true
      return result
    }
  }

  /// A part of the day ("morning", "tonight"), possibly on a day of its own.
  struct DayPart: Hashable, Sendable {
    private var storedStartHour: Int8
    private var storedEndHour: Int8
    /// The day the words name, from today ("tonight" is 0, "last night" -1), if they name one.
    @Narrow<Int8> var dayOffset: Int?
    /// Whether an hour said without am or pm is the afternoon one.
    var prefersPM: Bool
    /// Whether the words are read alone ("this morning", "in the afternoon"), not only with a date or time ("morning").
    var standalone: Bool

    /// A part of the day from `startHour` to `endHour` (0 to 24).
    init(startHour: Int, endHour: Int, prefersPM: Bool, dayOffset: Int? = nil, standalone: Bool) {
      storedStartHour = Int8(truncatingIfNeeded: startHour)
      storedEndHour = Int8(truncatingIfNeeded: endHour)
      self.dayOffset = dayOffset
      self.prefersPM = prefersPM
      self.standalone = standalone
    }

    /// The first hour, from midnight.
    var startHour: Int { Int(storedStartHour) }
    /// The exclusive last hour, up to 24.
    var endHour: Int { Int(storedEndHour) }

    /// The seconds from midnight that a time means in this part of the day.
    func seconds(of time: ClockTime) -> Int {
      guard time.ambiguous else {
        // Midnight and the small hours at night are those after the evening ("tonight at 1am").
        return endHour == 24 && startHour >= 18 && time.seconds < 6 * 3_600 ? time.seconds + 86_400 : time.seconds
      }
      let morning = time.seconds
      let afternoon = time.seconds + 43_200
      let range = startHour * 3_600..<endHour * 3_600
      if range.contains(morning) != range.contains(afternoon) {
        return range.contains(morning) ? morning : afternoon
      }
      if !prefersPM { return morning }
      // 12 in the evening or at night is the midnight that ends the day.
      return morning < 3_600 && startHour >= 18 ? morning + 86_400 : afternoon
    }
  }

  /// One piece of a date reading.
  enum DatePiece: Hashable, Sendable {
    case date(DateSpec)
    case time(ClockTime)
    /// A range of times ("3-4pm", "from 9:30 to 11:00"); the first says whether it stands alone.
    case times(ClockTime, ClockTime)
    case part(DayPart)
  }

  /// The pieces read so far, at most one of each kind (a complete value is read alone, not with pieces).
  struct DatePieces: Sendable {
    /// The date, merged from every date piece ("Monday" and "Feb 18").
    var date: DateSpec?
    /// The time of day, or the first time of a range.
    var time: ClockTime?
    /// The last time of a range of times.
    var timeEnd: ClockTime?
    /// The part of the day.
    var part: DayPart?
    /// How many pieces were added.
    var count = 0

    /// Whether a piece of its kind is still missing (a date may still merge), a test before copying the pieces.
    func accepts(_ piece: DatePiece) -> Bool {
      switch piece {
      case .time, .times: time == nil
      case .part: part == nil
      case .date: true
      }
    }

    /// Adds a piece; false if the reading already has one of its kind that it cannot merge with.
    mutating func add(_ piece: DatePiece) -> Bool {
      switch piece {
      case .time(let clock):
        guard time == nil else { return false }
        time = clock
      case .times(let first, let last):
        guard time == nil else { return false }
        time = first
        timeEnd = last
      case .part(let dayPart):
        guard part == nil else { return false }
        part = dayPart
      case .date(let spec):
        if let existing = date {
          guard let merged = existing.merged(with: spec) else { return false }
          date = merged
        } else {
          date = spec
        }
      }
      count += 1
      return true
    }
  }

  // MARK: - The parser

  /// One reading attempt: the tokens, the reference, and the readings found so far.
  struct DateParser {
    // The pieces, by their short names in the parser's extensions.
    typealias DateSpan = EnglishDates.DateSpan
    typealias DateSpec = EnglishDates.DateSpec
    typealias ClockTime = EnglishDates.ClockTime
    typealias DayPart = EnglishDates.DayPart
    typealias DatePiece = EnglishDates.DatePiece
    typealias DatePieces = EnglishDates.DatePieces
    typealias DateUnit = EnglishDates.DateUnit

    /// The normalized tokens of the whole utterance.
    let tokens: [String]
    /// The index of the first token of every reading.
    let start: Int
    /// The exclusive index no reading goes past.
    let limit: Int
    /// The moment "now".
    let reference: LocalDateTime
    /// Whether a time said without a date is its last occurrence (a log entry's), not its next.
    var leansPast = false
    /// The start of the reference's day.
    let today: LocalDateTime
    /// `EnglishDates.vocabulary`, kept at hand (each use of a static table costs a check that it is built).
    let vocabulary: EnglishDates.Vocabulary
    /// What is known at each position from `start`, as far as tokens were looked up.
    var slots: [Slot]
    /// The readings found so far, one per end, ends ascending.
    var readings: [DateReading] = []
    /// Every piece read so far, in runs, one run per position and preceding "at" (see `Slot`).
    var memo: [(end: Int, piece: DatePiece)] = []

    /// One position of the parse.
    struct Slot {
      /// The token there.
      var token: Token
      /// The run of `memo` read there, with no "at" before and after "at", once read.
      var plain: Range<Int>?
      var afterAt: Range<Int>?
      /// The dates read there, in `memo`, once read.
      var dates: Range<Int>?
      /// How many pieces the reading that ends after this token took; 0 if none does.
      var pieces = 0
      /// The ordinal day of the month read there, once read (several readers ask for it).
      var ordinal = OrdinalDay.unknown
    }

    /// What `ordinalDays(at:)` gives at a position.
    enum OrdinalDay {
      case unknown
      case none
      case day(end: Int, day: Int)
      /// More than one reading: not kept.
      case many
    }

    /// Reads the ordinal days at `position` and the next two positions, for the readers that start there.
    mutating func readOrdinals(from position: Int) {
      var index = position
      while index < position + 3 && index - start < slots.count {
        let slot = index - start
        if case .unknown = slots[slot].ordinal {
          let token = slots[slot].token
          if token.startsWithDigit {
            // Digits are an ordinal with the suffix after them.
            lookUp(before: index + 2)
          } else if !token.ordinal {
            slots[slot].ordinal = .none
            index += 1
            continue
          }
          let days = ordinalDays(at: index)
          switch days.count {
          case 0: slots[slot].ordinal = .none
          case 1: slots[slot].ordinal = days.element(0).map { .day(end: $0.end, day: $0.value) } ?? .many
          default: slots[slot].ordinal = .many
          }
        }
        index += 1
      }
    }

    /// A parser for the readings that start at `start` and end by `limit`.
    init(tokens: [String], start: Int, limit: Int, reference: LocalDateTime) {
      let vocabulary = EnglishDates.vocabulary
      self.init(
        tokens: tokens, start: start, limit: limit, reference: reference, vocabulary: vocabulary,
        first: start < limit ? Token(tokens[start], in: vocabulary) : nil)
    }

    /// A parser whose first token is already looked up.
    init(
      tokens: [String], start: Int, limit: Int, reference: LocalDateTime, vocabulary: EnglishDates.Vocabulary,
      first: Token?
    ) {
      self.vocabulary = vocabulary
      self.tokens = tokens
      self.start = start
      self.limit = limit
      self.reference = reference
      self.today = reference.start(of: .day)
      self.slots = []
      if let first {
        slots.reserveCapacity(min(limit - start, Self.lookahead + 4))
        slots.append(Slot(token: first))
      }
    }

    /// How many tokens past a piece's first one are looked up ahead, once, when pieces are read there.
    static let lookahead = 2

    /// Looks up the tokens before `end` (at most `limit`), once each.
    mutating func lookUp(before end: Int) {
      var index = start + slots.count
      while index < end && index < limit {
        slots.append(Slot(token: Token(tokens[index], in: vocabulary)))
        index += 1
      }
    }

    /// The token at `index`, from `start` to below `limit`.
    @inline(__always)
    func token(at index: Int) -> Token {
      let offset = index - start
      return offset >= 0 && offset < slots.count ? slots[offset].token : lookUpAgain(index)
    }

    /// A token not looked up yet, looked up each time it is asked for (rare: past the lookahead).
    @inline(never)
    func lookUpAgain(_ index: Int) -> Token { Token(tokens[index], in: vocabulary) }

    /// Reads every reading from `start`.
    mutating func run() -> [DateReading] {
      search(from: start, pieces: DatePieces())
      return readings
    }

    /// Extends a reading with one more piece at `position`, recording each complete reading.
    mutating func search(from position: Int, pieces: DatePieces) {
      guard position < limit, pieces.count < 4 else { return }
      extend(pieces, at: position, afterAt: false)
      if position + 1 < limit, let joiner = token(at: position).joiner, joiner != .between || pieces.count > 0 {
        extend(pieces, at: position + 1, afterAt: joiner == .at)
        // "at about 3pm"
        if position + 2 < limit {
          let next = token(at: position + 1)
          if next.joiner == .at && next.key != .at { extend(pieces, at: position + 2, afterAt: true) }
        }
      }
    }

    /// Adds each piece at `position` to a reading, records it, and searches on.
    mutating func extend(_ pieces: DatePieces, at position: Int, afterAt: Bool) {
      for index in self.pieces(at: position, afterAt: afterAt) {
        let (end, piece) = memo[index]
        guard pieces.accepts(piece) else { continue }
        var next = pieces
        guard next.add(piece) else { continue }
        if let value = resolve(next) { record(end: end, value: value, pieces: next.count) }
        if end < limit && next.count < 4 { search(from: end, pieces: next) }
      }
      // A complete value ("next 3 days") is a reading alone: it takes no other piece, before or after.
      if pieces.count == 0 && position < limit {
        // Values begin with words that may begin a date, or "weekends" ("on weekends").
        let slot = slots[position - start]
        guard slot.token.begins || slot.token.key == .weekends || slot.token.key == .wkends else { return }
        let values = self.values(at: position, dates: slot.dates)
        for (end, value) in values { record(end: end, value: value, pieces: 1) }
      }
    }

    /// Keeps a reading unless one with fewer pieces already ends there.
    mutating func record(end: Int, value: DateValue, pieces: Int) {
      lookUp(before: end)
      let slot = end - start - 1
      let known = slots[slot].pieces
      if known != 0 && known <= pieces { return }
      slots[slot].pieces = pieces
      var index = readings.count
      while index > 0 && readings[index - 1].end > end { index -= 1 }
      if known != 0 {
        readings[index - 1].value = value
      } else if index == readings.count {
        if readings.isEmpty { readings.reserveCapacity(4) }
        readings.append(DateReading(end: end, value: value))
      } else {
        readings.insert(DateReading(end: end, value: value), at: index)
      }
    }

    /// The indices in `memo` of every piece that starts at `position`, read once.
    mutating func pieces(at position: Int, afterAt: Bool) -> Range<Int> {
      guard position >= start, position < limit else { return 0..<0 }
      lookUp(before: position + 1 + Self.lookahead)
      let slot = position - start
      if let known = afterAt ? slots[slot].afterAt : slots[slot].plain { return known }
      // Every piece begins with a word that may begin a date (what `mayBegin` tests).
      guard slots[slot].token.begins else { return 0..<0 }
      readOrdinals(from: position)
      // The readers add their pieces to `memo` as they find them: it is moved out of `self` meanwhile, as
      // they read `self`.
      var memo: [(end: Int, piece: DatePiece)] = []
      swap(&memo, &self.memo)
      if memo.isEmpty { memo.reserveCapacity(8) }
      let first = memo.count
      times(at: position, afterAt: afterAt) { end, time in memo.append((end, .time(time))) }
      if let sibling = afterAt ? slots[slot].plain : slots[slot].afterAt {
        // Only times depend on a preceding "at".
        for index in sibling {
          if case .time = memo[index].piece { continue }
          memo.append(memo[index])
        }
      } else {
        let ranges = timeRanges(at: position, plainTimes: afterAt ? nil : memo[first...])
        for (end, first, last) in ranges { memo.append((end, .times(first, last))) }
        if let (end, part) = part(at: position) { memo.append((end, .part(part))) }
        let datesStart = memo.count
        dates(at: position) { end, spec in memo.append((end, .date(spec))) }
        slots[slot].dates = datesStart..<memo.count
        moments(at: position) { end, spec in memo.append((end, .date(spec))) }
      }
      if afterAt { slots[slot].afterAt = first..<memo.count } else { slots[slot].plain = first..<memo.count }
      swap(&memo, &self.memo)
      return first..<self.memo.count
    }

    /// How a word joins two pieces.
    enum Joiner: Sendable {
      /// "at", "around": before a time, it lets a bare hour stand alone ("at 3").
      case at
      /// "on", "for": before any piece.
      case any
      /// "of", "from": only between two pieces ("wednesday of next week").
      case between
    }

    /// Words that may come before a piece.
    static let joiners: [String: Joiner] = [
      "at": .at, "around": .at, "about": .at, "approximately": .at, "exactly": .at, "on": .any, "for": .any,
      "of": .between, "from": .between,
    ]
  }
}

/// A whole number, or none, kept in a narrower integer so that the values holding it stay small.
@propertyWrapper
struct Narrow<Storage: FixedWidthInteger & Sendable>: Hashable, Sendable {
  private var stored: Storage?

  init(wrappedValue: Int?) {
    stored = wrappedValue.map { Storage(truncatingIfNeeded: $0) }
  }

  var wrappedValue: Int? {
    get { stored.map { Int($0) } }
    set { stored = newValue.map { Storage(truncatingIfNeeded: $0) } }
  }
}
