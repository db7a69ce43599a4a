/// The words the date reader knows, built once.
extension EnglishDates {
  /// A word with a fixed meaning in dates.
  enum Word: Hashable, Sendable {
    /// ISO weekday (1 is Monday); plural for "3 fridays from now".
    case weekday(Int, plural: Bool)
    case month(Int)
    case unit(DateUnit)
    /// A part of the day: its hours and whether an hour in it is pm.
    case part(startHour: Int, endHour: Int, pm: Bool)
  }

  /// Weekday, month, unit and part-of-day words, with their abbreviations.
  static let lexicon: [String: Word] = {
    var words: [String: Word] = [:]
    let weekdays: [[String]] = [
      ["monday", "mon"], ["tuesday", "tue", "tues"], ["wednesday", "wed", "weds"],
      ["thursday", "thu", "thur", "thurs"], ["friday", "fri"], ["saturday", "sat"], ["sunday", "sun"],
    ]
    for (index, names) in weekdays.enumerated() {
      for name in names { words[name] = .weekday(index + 1, plural: false) }
      words[names[0] + "s"] = .weekday(index + 1, plural: true)
    }
    let months: [[String]] = [
      ["january", "jan"], ["february", "feb"], ["march", "mar"], ["april", "apr"], ["may"], ["june", "jun"],
      ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["october", "oct"], ["november", "nov"],
      ["december", "dec"],
    ]
    for (index, names) in months.enumerated() {
      for name in names { words[name] = .month(index + 1) }
    }
    let units: [(DateUnit, [String])] = [
      (.second, ["second", "seconds", "sec", "secs"]),
      (.minute, ["minute", "minutes", "min", "mins"]),
      (.hour, ["hour", "hours", "hr", "hrs", "h"]),
      (.day, ["day", "days"]),
      (.week, ["week", "weeks", "wk", "wks"]),
      (.fortnight, ["fortnight", "fortnights"]),
      (.month, ["month", "months"]),
      (.quarter, ["quarter", "quarters", "qtr", "qtrs"]),
      (.year, ["year", "years", "yr", "yrs"]),
    ]
    for (unit, names) in units {
      for name in names { words[name] = .unit(unit) }
    }
    let parts: [([String], Int, Int, Bool)] = [
      (["morning", "mornings"], 0, 12, false),
      (["afternoon", "afternoons", "afternoonish"], 12, 19, true),
      (["evening", "evenings"], 18, 24, true),
      (["night", "nights", "nite"], 18, 24, true),
      (["lunch", "lunchtime"], 12, 14, true),
    ]
    for (names, startHour, endHour, pm) in parts {
      for name in names { words[name] = .part(startHour: startHour, endHour: endHour, pm: pm) }
    }
    return words
  }()

  /// Other words that may begin a reading (numbers are asked of the number readers).
  static let beginWords: Set<String> = Set(dayWords.keys).union(cycleWords.keys).union([
    "at", "on", "in", "for", "around", "about", "approximately", "exactly", "during", "the", "tonight", "tonite",
    "tonights", "now", "right", "just", "immediately", "atm", "noon", "midday", "mid", "midnight", "midnite", "early",
    "late", "day", "end", "beginning", "start", "eom", "bom", "eoy", "boy", "eod", "weekend", "wkend", "from",
    "between", "all", "rest", "after", "later", "half", "quarter", "a", "an", "by", "within",
  ])

  /// Singular unit words that name a calendar cycle after "this", "next" or "last" ("next week", "last yr").
  static let cycleUnits: [String: TimeGrain] = [
    "day": .day, "week": .week, "wk": .week, "week's": .week, "month": .month, "month's": .month,
    "quarter": .quarter, "qtr": .quarter, "year": .year, "yr": .year, "year's": .year,
  ]

  /// Words for a whole hour on the clock ("three", "twelve"); the number reader gives the value.
  static let hourWords: Set<String> = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
  ]

  /// Words other than numbers that may begin a time of day ("quarter past", "noon", "the midday").
  static let timeWords: Set<String> = [
    "quarter", "half", "noon", "midday", "mid", "midnight", "midnite", "the", "eod", "end",
  ]

  /// Words that begin the minutes after an hour word ("ten thirty", "nine fifty nine").
  static let minuteWords: Set<String> = [
    "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    "twenty", "thirty", "forty", "fourty", "fifty",
  ]

  /// Digit words after "oh" in minutes ("twelve oh three").
  static let digitWords: [String: Int] = [
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
  ]

  /// Words after a time that add nothing ("3pm sharp", "3ish").
  static let timeSuffixes: Set<String> = ["ish", "sharp", "exactly", "approximately"]

  /// Words for "today", "tomorrow" and "yesterday", as days from today.
  static let dayWords: [String: Int] = [
    "today": 0, "todays": 0, "tomorrow": 1, "tomorrows": 1, "tmrw": 1, "tmr": 1, "tommorow": 1, "tommorrow": 1,
    "tomorow": 1, "yesterday": -1, "yesterdays": -1,
  ]

  /// Words before a cycle or a named day that count from the current one ("next week", "last friday").
  static let cycleWords: [String: Int] = [
    "this": 0, "current": 0, "coming": 1, "upcoming": 1, "next": 1, "following": 1, "last": -1, "past": -1,
    "previous": -1,
  ]
}

// MARK: - Digits

extension EnglishDates {
  /// The value of a token of ASCII digits only (at most 9), or nil.
  static func digitValue(_ token: String) -> Int? {
    var value = 0
    var count = 0
    for byte in token.utf8 {
      guard byte >= 0x30 && byte <= 0x39, count < 9 else { return nil }
      value = value * 10 + Int(byte - 0x30)
      count += 1
    }
    return count > 0 ? value : nil
  }

  /// A digit token split at one kind of separator: "10/31/1974" is 10, 31, 1974 with "/".
  struct NumericParts: Sendable {
    /// How many numbers, 1 to 3.
    var count = 1
    /// The numbers, in order; unused ones are 0.
    var values = (0, 0, 0)
    /// The number of digits of each value.
    var widths = (0, 0, 0)
    /// The separator byte, or 0 for a token with none.
    var separator: UInt8 = 0

    /// The number at `index` (0 to 2).
    func value(_ index: Int) -> Int { index == 0 ? values.0 : index == 1 ? values.1 : values.2 }

    /// The number of digits of the number at `index` (0 to 2).
    func width(_ index: Int) -> Int { index == 0 ? widths.0 : index == 1 ? widths.1 : widths.2 }
  }

  /// The parts of a token of digits joined by one kind of separator (`:` `/` `-` `.`), or nil.
  static func numericParts(_ token: String) -> NumericParts? {
    var parts = NumericParts()
    var value = 0
    var width = 0
    /// Stores the number just read as part `parts.count - 1`.
    func store() {
      switch parts.count {
      case 1:
        parts.values.0 = value
        parts.widths.0 = width
      case 2:
        parts.values.1 = value
        parts.widths.1 = width
      default:
        parts.values.2 = value
        parts.widths.2 = width
      }
    }
    for byte in token.utf8 {
      if byte >= 0x30 && byte <= 0x39 {
        guard width < 9 else { return nil }
        value = value * 10 + Int(byte - 0x30)
        width += 1
      } else if byte == 0x3A || byte == 0x2F || byte == 0x2D || byte == 0x2E {
        guard parts.separator == 0 || parts.separator == byte, width > 0, parts.count < 3 else { return nil }
        store()
        parts.separator = byte
        parts.count += 1
        value = 0
        width = 0
      } else {
        return nil
      }
    }
    guard width > 0 else { return nil }
    store()
    return parts
  }

  /// A two-digit year read as 1950–2049, a longer one as is.
  static func fullYear(_ value: Int, width: Int) -> Int? {
    switch width {
    case 2: value < 50 ? 2000 + value : 1900 + value
    case 4: value
    default: nil
    }
  }
}
