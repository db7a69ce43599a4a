extension JapaneseDates {
  /// Reads every date at one position into a table of readings by end.
  struct Reader {
    /// All tokens of the utterance.
    let tokens: [String]
    /// The index after the last token a reading may span.
    let limit: Int
    /// The time the utterance is said at.
    let reference: LocalDateTime
    /// The reference day at midnight.
    let today: LocalDateTime
    /// The readings so far, by end.
    private var found: [Int: DateValue] = [:]

    /// Makes a reader of `tokens` up to `limit`, relative to `reference`.
    init(tokens: [String], limit: Int, reference: LocalDateTime) {
      self.tokens = tokens
      self.limit = limit
      self.reference = reference
      self.today = reference.start(of: .day)
    }

    /// The readings found, ends ascending.
    func readings() -> [DateReading] {
      found.map { DateReading(end: $0.key, value: $0.value) }.sorted { $0.end < $1.end }
    }

    /// The token at `index`, or nil past the limit.
    private func token(_ index: Int) -> String? {
      index < limit ? tokens[index] : nil
    }

    /// Records a reading; the first one found for an end stays.
    private mutating func add(_ end: Int, _ value: DateValue) {
      if found[end] == nil { found[end] = value }
    }

    /// Reads everything that starts at `start`, then the particles after each reading.
    ///
    /// Durations come last, so that a date followed by で ("25日で", "2020年で")
    /// reads as the date, not as "in 25 days".
    mutating func read(from start: Int) {
      readWords(at: start)
      readNumbers(at: start)
      for clock in clocks(at: start) {
        if let value = resolve(clock.1, on: nil) { add(clock.0, value) }
      }
      readDigitDates(at: start)
      readParticles()
      readDuration(at: start, remaining: false)
      readParticles()
    }

    /// Readings that include a particle after a reading: "15時20分に", "6月中に".
    private mutating func readParticles() {
      for (end, value) in found.sorted(by: { $0.key < $1.key }) {
        guard let next = token(end) else { continue }
        if Self.isParticle(next) {
          add(end + 1, value)
        } else if value.grain == .month || value.grain == .year {
          // 6月中に, 6月の間に.
          for suffix in [["中"], ["の", "間"]] where matches(suffix, at: end) {
            add(end + suffix.count, value)
            if let after = token(end + suffix.count), Self.isParticle(after) { add(end + suffix.count + 1, value) }
          }
        }
      }
    }

    /// Whether a token is a particle that may follow a date: に, は, で.
    private static func isParticle(_ token: String) -> Bool {
      JapaneseDates.particles.contains(token)
    }

    /// Whether the tokens at `index` are `words`.
    private func matches(_ words: [String], at index: Int) -> Bool {
      guard index + words.count <= limit else { return false }
      for (offset, word) in words.enumerated() where tokens[index + offset] != word { return false }
      return true
    }

    /// The index after an optional の at `index`, and `index` itself.
    private func afterOptionalNo(_ index: Int) -> [Int] {
      token(index) == "の" ? [index, index + 1] : [index]
    }

    // MARK: Words

    /// Readings that begin with a word: 明日, 来週の金曜日, 今夜8時, 令和3年, 週末, あと5分.
    private mutating func readWords(at start: Int) {
      for (end, word) in JapaneseDates.words.matches(in: tokens, from: start, limit: limit) {
        switch word {
        case .now:
          add(end, DateValue(start: reference, grain: .second))
        case .cycle(let grain, let count):
          let value = cycle(grain, count)
          add(end, value)
          switch grain {
          case .day:
            readAfterDay(value.start, at: end)
          case .week:
            for index in afterOptionalNo(end) { readWeekday(at: index, week: value.start) }
          case .month:
            for index in afterOptionalNo(end) {
              readDayOfMonth(at: index, year: value.start.year, month: value.start.month)
            }
          case .year:
            for index in afterOptionalNo(end) { readMonth(at: index, year: value.start.year) }
          default:
            break
          }
        case .weekday(let weekday):
          let day = comingWeekday(weekday)
          add(end, DateValue(start: day, grain: .day))
          readAfterDay(day, at: end)
        case .coming:
          readWeekday(at: end, week: nil)
        case .part(let part, let offset):
          let day = offset.map { today.adding(days: $0) }
          if let value = interval(part, on: day) { add(end, value) }
          for (clockEnd, clock) in clocks(at: end) {
            if let clock = clock.with(afternoon: part.isAfternoon), let value = resolve(clock, on: day) {
              add(clockEnd, value)
            }
          }
        case .noon:
          if let value = resolve(Clock(hour: 12, minute: 0, grain: .hour, isAfternoon: true), on: nil) {
            add(end, value)
          }
        case .weekend(let count):
          let monday = today.start(of: .week).adding(days: 7 * count)
          add(
            end,
            DateValue(
              start: monday.adding(days: 4).adding(seconds: 18 * 3_600), grain: .hour, end: monday.adding(days: 7)))
        case .era(let first):
          readEraYear(at: end, first: first)
        case .month(let month):
          readMonthValue(month, year: nil, end: end)
        case .remaining:
          readDuration(at: end, remaining: true)
        }
      }
    }

    /// The cycle of `grain` that contains the reference, moved by `count` cycles.
    private func cycle(_ grain: TimeGrain, _ count: Int) -> DateValue {
      let base = reference.start(of: grain)
      let start: LocalDateTime
      switch grain {
      case .second: start = base.adding(seconds: count)
      case .minute: start = base.adding(seconds: 60 * count)
      case .hour: start = base.adding(seconds: 3_600 * count)
      case .day: start = base.adding(days: count)
      case .week: start = base.adding(days: 7 * count)
      case .month: start = base.adding(months: count)
      case .quarter: start = base.adding(months: 3 * count)
      case .year: start = base.adding(months: 12 * count)
      }
      return DateValue(start: start, grain: grain)
    }

    /// The next day after today with the given weekday (1 is Monday).
    private func comingWeekday(_ weekday: Int) -> LocalDateTime {
      let ahead = (weekday - today.weekday + 7) % 7
      return today.adding(days: ahead == 0 ? 7 : ahead)
    }

    /// A weekday at `index`, in the week that starts on `week` (a Monday), or the coming one.
    private mutating func readWeekday(at index: Int, week: LocalDateTime?) {
      for (end, word) in JapaneseDates.words.matches(in: tokens, from: index, limit: limit) {
        guard case .weekday(let weekday) = word else { continue }
        let day = week.map { $0.adding(days: weekday - 1) } ?? comingWeekday(weekday)
        add(end, DateValue(start: day, grain: .day))
        readAfterDay(day, at: end)
      }
    }

    /// After a day: a part of the day, a time, or both ("明日の午後3時", "金曜日9時").
    private mutating func readAfterDay(_ day: LocalDateTime, at end: Int) {
      for index in afterOptionalNo(end) {
        for (partEnd, word) in JapaneseDates.words.matches(in: tokens, from: index, limit: limit) {
          switch word {
          case .part(let part, day: nil):
            if let value = interval(part, on: day) { add(partEnd, value) }
            for (clockEnd, clock) in clocks(at: partEnd) {
              if let clock = clock.with(afternoon: part.isAfternoon), let value = resolve(clock, on: day) {
                add(clockEnd, value)
              }
            }
          case .noon:
            add(partEnd, DateValue(start: day.adding(seconds: 12 * 3_600), grain: .hour))
          default:
            break
          }
        }
        for (clockEnd, clock) in clocks(at: index) {
          if let value = resolve(clock, on: day) { add(clockEnd, value) }
        }
      }
    }

    /// A part of the day on `day`, or the next one that has not ended.
    private func interval(_ part: PartOfDay, on day: LocalDateTime?) -> DateValue? {
      let (from, to) = part.hours
      for offset in 0...1 {
        let base = day ?? today.adding(days: offset)
        let end = base.adding(seconds: to * 3_600)
        if day != nil || end > reference {
          return DateValue(start: base.adding(seconds: from * 3_600), grain: .hour, end: end)
        }
      }
      return nil
    }

    // MARK: Numbers

    /// The whole numbers at `index` (at most `bound`), with the index after each.
    private func integers(at index: Int, in range: ClosedRange<Int>) -> [(end: Int, value: Int)] {
      guard index < limit else { return [] }
      return JapaneseNumbers.cardinals(in: tokens, from: index, maxTokens: limit - index).compactMap { reading in
        guard reading.isInteger, reading.value >= Double(range.lowerBound), reading.value <= Double(range.upperBound)
        else { return nil }
        return (reading.end, Int(reading.value))
      }
    }

    /// The index after a month word at `index` (月 or がつ), if there is one.
    private func monthWordEnd(at index: Int) -> Int? {
      if token(index) == "月" { return index + 1 }
      return matches(["が", "つ"], at: index) ? index + 2 : nil
    }

    /// Readings that begin with a number: 3月, 3月25日, 25日, 2020年, 2021年3月25日.
    private mutating func readNumbers(at start: Int) {
      for (end, value) in integers(at: start, in: 1...9_999) {
        guard let next = token(end) else { continue }
        switch next {
        case "年":
          if value >= 1_000, token(end + 1) != "間" {
            readYear(value, end: end + 1)
          }
        case "日":
          if value <= 31, token(end + 1) != "間", let day = comingDayOfMonth(value) {
            add(end + 1, DateValue(start: day, grain: .day))
            readAfterDay(day, at: end + 1)
          }
        default:
          if value <= 12, let monthEnd = monthWordEnd(at: end), token(monthEnd) != "間" {
            readMonthValue(value, year: nil, end: monthEnd)
          }
        }
      }
    }

    /// A year ending at `end`, then its month and day if they follow.
    private mutating func readYear(_ year: Int, end: Int) {
      add(
        end,
        DateValue(
          start: LocalDateTime(year: year, month: 1, day: 1, utcOffsetSeconds: reference.utcOffsetSeconds), grain: .year
        ))
      for index in afterOptionalNo(end) { readMonth(at: index, year: year) }
    }

    /// 令和3年, 平成元年.
    private mutating func readEraYear(at index: Int, first: Int) {
      if matches(["元", "年"], at: index) {
        readYear(first, end: index + 2)
      }
      for (end, value) in integers(at: index, in: 1...99) where token(end) == "年" {
        readYear(first + value - 1, end: end + 1)
      }
    }

    /// A month at `index` in `year` ("8月"), then its day.
    private mutating func readMonth(at index: Int, year: Int) {
      for (end, value) in integers(at: index, in: 1...12) {
        if let monthEnd = monthWordEnd(at: end) { readMonthValue(value, year: year, end: monthEnd) }
      }
      for (end, word) in JapaneseDates.words.matches(in: tokens, from: index, limit: limit) {
        if case .month(let month) = word { readMonthValue(month, year: year, end: end) }
      }
    }

    /// A month read up to `end`, in `year` or the next one that has not ended; then its day if one follows.
    private mutating func readMonthValue(_ month: Int, year: Int?, end: Int) {
      let resolvedYear = year ?? (month >= reference.month ? reference.year : reference.year + 1)
      add(end, DateValue(start: date(resolvedYear, month, 1), grain: .month))
      for (dayEnd, value) in integers(at: end, in: 1...31) where token(dayEnd) == "日" {
        let day: LocalDateTime?
        if let year {
          day = value <= LocalDateTime.daysIn(month: month, year: year) ? date(year, month, value) : nil
        } else {
          day = comingMonthDay(month, value)
        }
        if let day {
          add(dayEnd + 1, DateValue(start: day, grain: .day))
          readAfterDay(day, at: dayEnd + 1)
        }
      }
    }

    /// A day of a given month at `index` ("来月5日").
    private mutating func readDayOfMonth(at index: Int, year: Int, month: Int) {
      for (end, value) in integers(at: index, in: 1...31)
      where token(end) == "日" && value <= LocalDateTime.daysIn(month: month, year: year) {
        let day = date(year, month, value)
        add(end + 1, DateValue(start: day, grain: .day))
        readAfterDay(day, at: end + 1)
      }
    }

    /// Midnight of a date, at the reference's offset.
    private func date(_ year: Int, _ month: Int, _ day: Int) -> LocalDateTime {
      LocalDateTime(year: year, month: month, day: day, utcOffsetSeconds: reference.utcOffsetSeconds)
    }

    /// The next date with this month and day, today included.
    private func comingMonthDay(_ month: Int, _ day: Int) -> LocalDateTime? {
      for year in reference.year...(reference.year + 8) where day <= LocalDateTime.daysIn(month: month, year: year) {
        let candidate = date(year, month, day)
        if candidate >= today { return candidate }
      }
      return nil
    }

    /// The next date with this day of the month, today included.
    private func comingDayOfMonth(_ day: Int) -> LocalDateTime? {
      for offset in 0...12 {
        let first = date(reference.year, reference.month, 1).adding(months: offset)
        guard day <= LocalDateTime.daysIn(month: first.month, year: first.year) else { continue }
        let candidate = date(first.year, first.month, day)
        if candidate >= today { return candidate }
      }
      return nil
    }

    // MARK: Durations

    /// "2分後", "1時間半後", "3日前", "2ヶ月で", and after あと "5分" or "5分で".
    private mutating func readDuration(at index: Int, remaining: Bool) {
      guard index < limit else { return }
      for number in JapaneseNumbers.cardinals(in: tokens, from: index, maxTokens: limit - index) where number.value > 0
      {
        for (unitEnd, unitWord) in JapaneseDates.durationUnits.matches(in: tokens, from: number.end, limit: limit) {
          guard case .unit(let unit) = unitWord else { continue }
          var amount = number.value
          var end = unitEnd
          if token(end) == "半", number.isInteger {
            amount += 0.5
            end += 1
          }
          if remaining, let value = shifted(by: amount, unit, sign: 1) {
            add(end, value)
          }
          for (directionEnd, directionWord) in JapaneseDates.durationDirections.matches(
            in: tokens, from: end, limit: limit)
          {
            guard case .direction(let sign) = directionWord, !remaining || sign > 0,
              let value = shifted(by: amount, unit, sign: sign)
            else { continue }
            add(directionEnd, value)
          }
        }
      }
    }

    /// The reference moved by a duration, truncated to one grain finer than the unit (Duckling's "in <duration>").
    private func shifted(by amount: Double, _ unit: TimeGrain, sign: Int) -> DateValue? {
      var amount = amount
      var unit = unit
      // A fraction moves to a smaller unit: 1.5 hours is 90 minutes.
      while amount != amount.rounded(.towardZero) {
        switch unit {
        case .second: return nil
        case .minute: (amount, unit) = (amount * 60, .second)
        case .hour: (amount, unit) = (amount * 60, .minute)
        case .day: (amount, unit) = (amount * 24, .hour)
        case .week: (amount, unit) = (amount * 7, .day)
        case .month: (amount, unit) = (amount * 30, .day)
        case .quarter: (amount, unit) = (amount * 3, .month)
        case .year: (amount, unit) = (amount * 12, .month)
        }
      }
      guard amount <= 1_000_000 else { return nil }
      let count = Int(amount) * sign
      let moved: LocalDateTime
      let grain: TimeGrain
      switch unit {
      case .second: (moved, grain) = (reference.adding(seconds: count), .second)
      case .minute: (moved, grain) = (reference.adding(seconds: 60 * count), .second)
      case .hour: (moved, grain) = (reference.adding(seconds: 3_600 * count), .minute)
      case .day: (moved, grain) = (reference.adding(days: count), .hour)
      case .week: (moved, grain) = (reference.adding(days: 7 * count), .day)
      case .month: (moved, grain) = (reference.adding(months: count), .day)
      case .quarter: (moved, grain) = (reference.adding(months: 3 * count), .month)
      case .year: (moved, grain) = (reference.adding(months: 12 * count), .month)
      }
      return DateValue(start: moved.start(of: grain), grain: grain)
    }

    // MARK: Clock times

    /// Every time of day at `index`: "3時", "3時半", "3時20分", "15時ちょうど", "15:20", "3:20 pm".
    private func clocks(at index: Int) -> [(Int, Clock)] {
      guard let first = token(index) else { return [] }
      var found: [(Int, Clock)] = []
      if let (hour, minute) = Self.colonTime(first) {
        let clock = Clock(hour: hour, minute: minute, grain: .minute, isAfternoon: nil)
        found.append((index + 1, clock))
        if let meridiem = token(index + 1), meridiem == "am" || meridiem == "pm",
          let marked = clock.with(afternoon: meridiem == "pm")
        {
          found.append((index + 2, marked))
        }
        return found
      }
      for (end, hour) in integers(at: index, in: 0...24) where token(end) == "時" && token(end + 1) != "間" {
        let clock = Clock(hour: hour, minute: 0, grain: .hour, isAfternoon: nil)
        found.append((end + 1, clock))
        if token(end + 1) == "半" {
          found.append((end + 2, Clock(hour: hour, minute: 30, grain: .minute, isAfternoon: nil)))
        }
        for exact in [["ち", "ょ", "う", "ど"], ["き", "っ", "か", "り"], ["ぴ", "っ", "た", "り"]]
        where matches(exact, at: end + 1) {
          found.append((end + 5, clock))
        }
        for (minuteEnd, minute) in integers(at: end + 1, in: 0...59)
        where token(minuteEnd) == "分" && token(minuteEnd + 1) != "間" {
          found.append((minuteEnd + 1, Clock(hour: hour, minute: minute, grain: .minute, isAfternoon: nil)))
        }
      }
      return found
    }

    /// "15:20" as hour and minute; nil unless the token is H:MM or HH:MM within a day.
    private static func colonTime(_ token: String) -> (Int, Int)? {
      let bytes = Array(token.utf8)
      guard bytes.count == 4 || bytes.count == 5, bytes[bytes.count - 3] == UInt8(ascii: ":") else { return nil }
      var hour = 0
      var minute = 0
      for (offset, byte) in bytes.enumerated() where offset != bytes.count - 3 {
        guard JapaneseNumbers.isDigit(byte) else { return nil }
        if offset < bytes.count - 3 {
          hour = hour * 10 + Int(byte &- 0x30)
        } else {
          minute = minute * 10 + Int(byte &- 0x30)
        }
      }
      guard hour <= 24, minute <= 59 else { return nil }
      return (hour, minute)
    }

    /// A clock time on `day`, or the next one that has not ended.
    ///
    /// On a given day, an hour that could be morning or afternoon is the first
    /// of them that has not ended, or the morning one if both have.
    private func resolve(_ clock: Clock, on day: LocalDateTime?) -> DateValue? {
      let hours = clock.hours
      guard !hours.isEmpty else { return nil }
      let length = clock.grain == .hour ? 3_600 : 60
      let days = day.map { [$0] } ?? [today, today.adding(days: 1)]
      for base in days {
        for hour in hours {
          let time = base.adding(seconds: hour * 3_600 + clock.minute * 60)
          if time.adding(seconds: length) > reference {
            return DateValue(start: time, grain: clock.grain)
          }
        }
      }
      guard let day else { return nil }
      return DateValue(start: day.adding(seconds: hours[0] * 3_600 + clock.minute * 60), grain: clock.grain)
    }

    // MARK: Digit dates

    /// "3/25", "2021/03/25", "2021/3", "2021.03.25", "2021-03-25" as one token.
    private mutating func readDigitDates(at index: Int) {
      guard let text = token(index), let parts = Self.dateParts(text) else { return }
      let end = index + 1
      switch parts.count {
      case 3:
        let (year, month, day) = (parts[0].value, parts[1].value, parts[2].value)
        guard parts[0].digits == 4, (1...12).contains(month), day >= 1,
          day <= LocalDateTime.daysIn(month: month, year: year)
        else { return }
        let value = date(year, month, day)
        add(end, DateValue(start: value, grain: .day))
        readAfterDay(value, at: end)
      case 2 where parts[0].digits == 4:
        guard (1...12).contains(parts[1].value) else { return }
        add(end, DateValue(start: date(parts[0].value, parts[1].value, 1), grain: .month))
      case 2 where parts.separator == UInt8(ascii: "/") && parts[0].digits <= 2 && parts[1].digits <= 2:
        guard (1...12).contains(parts[0].value), let day = comingMonthDay(parts[0].value, parts[1].value) else {
          return
        }
        add(end, DateValue(start: day, grain: .day))
        readAfterDay(day, at: end)
      default:
        return
      }
    }

    /// The numbers of a token such as "2021/03/25", with their digit counts and the separator.
    private static func dateParts(_ token: String) -> DateParts? {
      var parts = DateParts()
      var value = 0
      var digits = 0
      for byte in token.utf8 {
        if JapaneseNumbers.isDigit(byte) {
          value = value * 10 + Int(byte &- 0x30)
          digits += 1
          guard digits <= 4 else { return nil }
        } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") {
          guard digits > 0, parts.separator == nil || parts.separator == byte else { return nil }
          parts.separator = byte
          parts.items.append((value, digits))
          (value, digits) = (0, 0)
        } else {
          return nil
        }
      }
      guard digits > 0, parts.separator != nil, parts.items.count <= 2 else { return nil }
      parts.items.append((value, digits))
      return parts
    }
  }

  /// The numbers of a date written with separators.
  struct DateParts {
    var items: [(value: Int, digits: Int)] = []
    var separator: UInt8?

    var count: Int { items.count }
    subscript(index: Int) -> (value: Int, digits: Int) { items[index] }
  }
}
