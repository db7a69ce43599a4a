import ValueLanguages

/// Reads dates and times in a language read from a table (``DateWords``), into the pieces the
/// English reader resolves (``EnglishDates/DatePieces``), so that a date is placed on the calendar
/// the same way in every language: "morgen um 5 Uhr", "lundi prochain", "el 3 de marzo de 2027",
/// "alle 17:30", "daqui a 2 horas", "halb sechs", "내일 오후 3시", "下周一", "3月5日".
///
/// A reading is one to four pieces, in any order, with the language's fillers (`am`, `le`, `a
/// las`) before or between them: a day named from today, a weekday (with `nächsten`, `prochain`,
/// `scorso`), a week, month or year named from this one, a day of a month (and a year), a
/// numeric date (`05.03.2027`, `2027-03-05`), a time (`5 Uhr 30`, `17:30`, `3点半`, `halb
/// sechs`, noon, midnight), a part of the day, or a duration counted from now or back (`in 2
/// Stunden`, `il y a 3 jours`, `2시간 후`).
package enum LocalizedDates {
  /// Every reading that starts at `tokens[start]`, one per end, ends ascending (of two readings
  /// that end alike, the one of more pieces).
  package static func readings(
    in tokens: [String], from start: Int, reference: LocalDateTime, maxTokens: Int = 24, language: ValueLanguage
  ) -> [DateReading] {
    guard start >= 0, start < tokens.count else { return [] }
    var reader = Reader(
      tokens: tokens, limit: min(tokens.count, start + max(1, maxTokens)), reference: reference, language: language)
    reader.search(from: start, pieces: EnglishDates.DatePieces())
    return reader.found.sorted { $0.key < $1.key }.map { DateReading(end: $0.key, value: $0.value.value) }
  }

  /// Whether a date may begin with `token` (false promises no reading).
  package static func mayBegin(_ token: String, language: ValueLanguage) -> Bool {
    let words = language.dateWords
    if token.first?.isNumber == true || language.mayBegin(token) { return true }
    return words.fillers.contains(token) || words.weekdays[token] != nil || words.months[token] != nil
      || words.next.contains(token) || words.last.contains(token) || words.this.contains(token)
      || words.noon.contains(token) || words.midnight.contains(token) || words.halfBefore.contains(token)
      || words.relativeDays.keys.contains { $0.first == token } || words.parts.keys.contains { $0.first == token }
      || words.inWords.contains { $0.first == token } || words.agoBefore.contains { $0.first == token }
      || words.cycles[token] != nil
  }

  private struct Reader {
    typealias Piece = EnglishDates.DatePiece
    let tokens: [String]
    let limit: Int
    let reference: LocalDateTime
    let language: ValueLanguage
    let words: DateWords
    let parser: EnglishDates.DateParser
    /// The best reading per end: its value and how many pieces it took.
    var found: [Int: (value: DateValue, pieces: Int)] = [:]

    init(tokens: [String], limit: Int, reference: LocalDateTime, language: ValueLanguage) {
      self.tokens = tokens
      self.limit = limit
      self.reference = reference
      self.language = language
      self.words = language.dateWords
      self.parser = EnglishDates.DateParser(tokens: [], start: 0, limit: 0, reference: reference)
    }

    var today: LocalDateTime { reference.start(of: .day) }

    /// Pieces from `position` on, each added to those so far; a reading wherever they resolve.
    mutating func search(from position: Int, pieces: EnglishDates.DatePieces) {
      guard position < limit, pieces.count < 4 else { return }
      var start = position
      // Fillers before a piece ("am", "le", "a las"), at most two.
      while start < limit, start < position + 2, words.fillers.contains(tokens[start]) { start += 1 }
      for begin in Set([position, start]) {
        for (end, piece) in self.pieces(at: begin, afterFiller: begin > position || isTimeIntro(position - 1)) {
          var next = pieces
          guard next.add(piece) else { continue }
          if let value = parser.resolve(next), (found[end]?.pieces ?? 0) < next.count {
            found[end] = (value, next.count)
          }
          search(from: end, pieces: next)
        }
      }
    }

    /// Whether the token at `index` introduces a time ("um", "à", "alle", "om").
    func isTimeIntro(_ index: Int) -> Bool {
      index >= 0 && index < tokens.count && Self.timeIntros.contains(tokens[index])
    }

    /// Fillers that say a time follows, in every table language.
    static let timeIntros: Set<String> = ["um", "a", "las", "la", "alle", "all", "as", "om", "ore", "gegen", "vers"]

    /// The tokens at `position` match `phrase`; its end.
    func match(_ phrase: [String], at position: Int) -> Int? {
      guard !phrase.isEmpty, position + phrase.count <= limit,
        tokens[position..<position + phrase.count].elementsEqual(phrase)
      else { return nil }
      return position + phrase.count
    }

    /// The whole numbers at `position`, by end.
    func numbers(at position: Int) -> [(end: Int, value: Int)] {
      guard position < limit else { return [] }
      return language.cardinals(in: tokens, from: position, maxTokens: min(4, limit - position)).compactMap {
        $0.value >= 0 && $0.value == $0.value.rounded() && $0.value < 100_000 ? ($0.end, Int($0.value)) : nil
      }
    }

    func day(_ offset: Int) -> EnglishDates.DateSpan { .init(start: today.adding(days: offset), grain: .day) }

    /// Every piece that starts at `position`.
    func pieces(at position: Int, afterFiller: Bool) -> [(end: Int, piece: Piece)] {
      guard position < limit else { return [] }
      var result: [(end: Int, piece: Piece)] = []
      let token = tokens[position]
      for (phrase, offset) in words.relativeDays {
        if let end = match(phrase, at: position) { result.append((end, .date(.init(anchor: day(offset))))) }
      }
      for (phrase, part) in words.parts {
        if let end = match(phrase, at: position) {
          let dayPart = EnglishDates.DayPart(
            startHour: part.startHour, endHour: part.endHour, prefersPM: part.prefersPM, dayOffset: part.dayOffset,
            standalone: true)
          result.append((end, .part(dayPart)))
        }
      }
      result += weekdaysAndCycles(at: position)
      result += calendarDates(at: position)
      result += times(at: position, afterFiller: afterFiller)
      result += durations(at: position)
      if let date = DigitDate(token) {
        result.append((position + 1, .date(.init(year: date.year, month: date.month, day: date.day))))
      }
      return result
    }

    /// A weekday and the words around it, or a week, month or year named from this one.
    func weekdaysAndCycles(at position: Int) -> [(end: Int, piece: Piece)] {
      var result: [(end: Int, piece: Piece)] = []
      var index = position
      var shift = 0
      if words.next.contains(tokens[index]) { shift = 1 } else if words.last.contains(tokens[index]) { shift = -1 }
      if shift != 0 || words.this.contains(tokens[index]) { index += 1 }
      guard index < limit else { return [] }
      func spec(weekday: Int, end: Int, shift: Int) -> (end: Int, piece: Piece) {
        var spec = EnglishDates.DateSpec(weekday: weekday)
        if shift > 0 { spec.notImmediate = true }
        if shift < 0 { spec.nth = -1 }
        return (end, .date(spec))
      }
      if let weekday = words.weekdays[tokens[index]] {
        var after = 0
        if index + 1 < limit, words.next.contains(tokens[index + 1]) { after = 1 }
        if index + 1 < limit, words.last.contains(tokens[index + 1]) { after = -1 }
        result.append(spec(weekday: weekday, end: index + 1, shift: shift))
        if after != 0 && shift == 0 { result.append(spec(weekday: weekday, end: index + 2, shift: after)) }
      }
      if let grain = words.cycles[tokens[index]].flatMap(TimeGrain.init(rawValue:)) {
        var after = shift
        var end = index + 1
        if shift == 0, end < limit, words.next.contains(tokens[end]) { (after, end) = (1, end + 1) }
        if shift == 0, end < limit, words.last.contains(tokens[end]) { (after, end) = (-1, end + 1) }
        let span = EnglishDates.DateSpan(start: reference.start(of: grain).adding(after, grain), grain: grain)
        result.append((end, .date(.init(anchor: span))))
        // 下周一, 星期三: a week word and a weekday's number (日 and 天 are Sunday).
        if grain == .week, end < limit {
          let sunday = tokens[end] == "日" || tokens[end] == "天"
          let weekday = sunday ? 7 : numbers(at: end).first { $0.end == end + 1 }?.value ?? 0
          if (1...7).contains(weekday) {
            var spec = EnglishDates.DateSpec(weekday: weekday)
            if after != 0 { spec = spec.merged(with: .init(anchor: span)) ?? spec }
            result.append((end + 1, .date(spec)))
          }
        }
      }
      return result
    }

    /// A day of a month, and its year: "3. März 2027", "le 3 mars", "3 de marzo de 2027", "3월 5일", "2027年3月5日".
    func calendarDates(at position: Int) -> [(end: Int, piece: Piece)] {
      var result: [(end: Int, piece: Piece)] = []
      for (numberEnd, value) in numbers(at: position) {
        // Korean and Chinese: a number and its marker, then the next.
        if numberEnd < limit {
          let marker = tokens[numberEnd]
          var spec: EnglishDates.DateSpec?
          if words.yearMarkers.contains(marker), value >= 1000 { spec = .init(year: value) }
          if words.monthMarkers.contains(marker), (1...12).contains(value) { spec = .init(month: value) }
          if words.dayMarkers.contains(marker), (1...31).contains(value) { spec = .init(day: value) }
          if let spec { result.append((numberEnd + 1, .date(spec))) }
        }
        guard (1...31).contains(value) else { continue }
        var index = numberEnd
        while index < limit, index < numberEnd + 2, words.fillers.contains(tokens[index]) { index += 1 }
        guard index < limit, let month = words.months[tokens[index]] else { continue }
        result.append((index + 1, .date(.init(month: month, day: value))))
        var yearIndex = index + 1
        while yearIndex < limit, yearIndex < index + 3, words.fillers.contains(tokens[yearIndex]) { yearIndex += 1 }
        if yearIndex < limit, tokens[yearIndex].count == 4, let year = Int(tokens[yearIndex]) {
          result.append((yearIndex + 1, .date(.init(year: year, month: month, day: value))))
        }
      }
      return result
    }

    /// A time of day.
    func times(at position: Int, afterFiller: Bool) -> [(end: Int, piece: Piece)] {
      var result: [(end: Int, piece: Piece)] = []
      func add(_ end: Int, hour: Int, minute: Int? = nil, pm: Bool? = nil, standalone: Bool = true) {
        if let time = EnglishDates.ClockTime(hour: hour, minute: minute, pm: pm, standalone: standalone) {
          result.append((end, .time(time)))
        }
      }
      let token = tokens[position]
      if words.noon.contains(token) { add(position + 1, hour: 12, pm: true) }
      if words.midnight.contains(token) { add(position + 1, hour: 0) }
      // 17:30
      let parts = token.split(separator: ":")
      if parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), parts[1].count == 2 {
        add(position + 1, hour: hour, minute: minute)
      }
      // halb sechs: half an hour before six.
      if words.halfBefore.contains(token) {
        for (end, hour) in numbers(at: position + 1) where (1...24).contains(hour) {
          add(end, hour: hour - 1, minute: 30)
        }
      }
      for (end, hour) in numbers(at: position) where hour <= 24 {
        if afterFiller { add(end, hour: hour) }
        guard end < limit, words.hourWords.contains(tokens[end]) else { continue }
        add(end + 1, hour: hour)
        for (minuteEnd, minute) in numbers(at: end + 1) where minute < 60 {
          add(minuteEnd, hour: hour, minute: minute)
          if minuteEnd < limit, words.minuteWords.contains(tokens[minuteEnd]) {
            add(minuteEnd + 1, hour: hour, minute: minute)
          }
        }
        for phrase in words.halfPast {
          if let halfEnd = match(phrase, at: end + 1) { add(halfEnd, hour: hour, minute: 30) }
        }
      }
      return result
    }

    /// A duration counted from now or back: "in 2 Stunden", "il y a 3 jours", "2시간 후", "3天前".
    func durations(at position: Int) -> [(end: Int, piece: Piece)] {
      var result: [(end: Int, piece: Piece)] = []
      func moment(_ seconds: Double, end: Int) {
        let seconds = Int(seconds)
        let span: EnglishDates.DateSpan =
          seconds % 86_400 == 0
          ? .init(start: today.adding(days: seconds / 86_400), grain: .day)
          : .init(start: reference.adding(seconds: seconds).start(of: .minute), grain: .minute)
        result.append((end, .date(.init(anchor: span, isMoment: true))))
      }
      func lengths(at index: Int) -> [DurationReading] {
        index < limit ? Durations.readings(in: tokens, from: index, maxTokens: limit - index, language: language) : []
      }
      for phrase in words.inWords {
        if let end = match(phrase, at: position) {
          for length in lengths(at: end) { moment(length.seconds, end: length.end) }
        }
      }
      for phrase in words.agoBefore {
        if let end = match(phrase, at: position) {
          for length in lengths(at: end) { moment(-length.seconds, end: length.end) }
        }
      }
      for length in lengths(at: position) where length.end < limit {
        if words.agoAfter.contains(tokens[length.end]) { moment(-length.seconds, end: length.end + 1) }
        if words.laterAfter.contains(tokens[length.end]) { moment(length.seconds, end: length.end + 1) }
      }
      return result
    }
  }

  /// A date written in digits: `05.03.2027`, `5/3/2027`, `2027-03-05`.
  struct DigitDate {
    var year: Int
    var month: Int
    var day: Int

    init?(_ token: String) {
      let parts = token.split(whereSeparator: { $0 == "." || $0 == "/" || $0 == "-" }).map { Int($0) }
      guard parts.count == 3, let first = parts[0], let second = parts[1], let third = parts[2] else { return nil }
      let (year, month, day) =
        first >= 1000 ? (first, second, third) : (third < 100 ? third + 2000 : third, second, first)
      guard (1...12).contains(month), (1...31).contains(day), year >= 1000 else { return nil }
      (self.year, self.month, self.day) = (year, month, day)
    }
  }
}
