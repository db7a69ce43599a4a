import ValueLanguages

/// Reads dates and times in a language read from a table (`DateWords`), into the pieces the
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
    in tokens: [String], from start: Int, reference: LocalDateTime, maxTokens: Int = 24, language: ValueLanguage,
    leansPast: Bool = false
  ) -> [DateReading] {
    guard start >= 0, start < tokens.count else { return [] }
    let limit = min(tokens.count, start + max(1, maxTokens))
    let (words, ends) = retokenized(tokens, from: start, limit: limit, language: language)
    var reader = Reader(tokens: words, limit: words.count, reference: reference, language: language)
    reader.parser.leansPast = leansPast
    reader.search(from: start, pieces: EnglishDates.DatePieces())
    return reader.found.sorted { $0.key < $1.key }.compactMap { end, found in
      ends[end].map { DateReading(end: $0, value: found.value) }
    }
  }

  /// The tokens as the reader looks words up, and each of their ends by the end in `tokens` it is:
  /// Chinese characters joined into the date words they spell (`星期`, `下个`), and Korean words
  /// split into the date words and numbers they are made of (`오후세시반` is `오후 세 시 반`).
  /// Other languages' tokens are as they are.
  static func retokenized(_ tokens: [String], from start: Int, limit: Int, language: ValueLanguage)
    -> (tokens: [String], ends: [Int: Int])
  {
    var words = Array(tokens[..<start])
    var ends: [Int: Int] = [:]
    guard language == .chinese || language == .korean else {
      words = Array(tokens[..<limit])
      for end in start...limit { ends[end] = end }
      return (words, ends)
    }
    let vocabulary = language == .chinese ? Self.chineseVocabulary : Self.koreanVocabulary
    var index = start
    while index < limit {
      let token = tokens[index]
      if language == .chinese {
        // The longest date word the characters from here spell, up to three.
        var length = 1
        for count in stride(from: min(3, limit - index), through: 2, by: -1)
        where tokens[index..<index + count].allSatisfy({ $0.count == 1 })
          && vocabulary.contains(tokens[index..<index + count].joined())
        {
          length = count
          break
        }
        words.append(tokens[index..<index + length].joined())
        index += length
      } else {
        words += Self.split(token, vocabulary: vocabulary) ?? [token]
        index += 1
      }
      ends[words.count] = index
    }
    return (words, ends)
  }

  /// The fewest words of the vocabulary a Korean word is made of; nil when it is not.
  static func split(_ word: String, vocabulary: Set<String>) -> [String]? {
    let characters = Array(word)
    guard characters.count > 1, characters.count <= 24 else { return nil }
    var best: [[String]?] = Array(repeating: nil, count: characters.count + 1)
    best[0] = []
    for end in 1...characters.count {
      for begin in max(0, end - 5)..<end {
        guard let before = best[begin], best[end] == nil || best[end]!.count > before.count + 1 else { continue }
        let piece = String(characters[begin..<end])
        if vocabulary.contains(piece) { best[end] = before + [piece] }
      }
    }
    return best[characters.count]
  }

  static let chineseVocabulary = vocabulary(of: .chinese)
  /// The first characters of the Chinese date words.
  static let chineseStarts = Set(chineseVocabulary.compactMap { $0.first.map(String.init) })
  static let koreanVocabulary = vocabulary(of: .korean)

  /// The words a date of the language is made of, with its duration units and number words.
  static func vocabulary(of language: ValueLanguage) -> Set<String> {
    var words = language.dateWords.singleWords
    for names in language.quantityWords.units.values { words.formUnion(names) }
    words.formUnion(PositionalNumbers.korean.words)
    return words
  }

  /// Whether a date may begin with `token` (false promises no reading).
  package static func mayBegin(_ token: String, language: ValueLanguage) -> Bool {
    if token.first?.isNumber == true || language.mayBegin(token) { return true }
    // Chinese words are joined from characters, Korean ones split: ask of the word that begins here.
    if language == .chinese, chineseStarts.contains(token) { return true }
    if language == .korean, let first = split(token, vocabulary: koreanVocabulary)?.first, first != token {
      return mayBegin(first, language: language)
    }
    return startWords[language]?.contains(token) == true
      || Measurements.mayBegin(token, dimension: .duration, language: language)
  }

  /// Each language's words a date may begin with: every word looked up alone, and the first of
  /// every phrase.
  static let startWords: [ValueLanguage: Set<String>] = Dictionary(
    uniqueKeysWithValues: ValueLanguage.allCases.map { language in
      let words = language.dateWords
      let phrases =
        Array(words.relativeDays.keys) + Array(words.parts.keys) + words.now + words.quarter + words.inWords
        + words.agoBefore
      return (language, words.singleWords.union(phrases.compactMap(\.first)))
    })

  private struct Reader {
    typealias Piece = EnglishDates.DatePiece
    let tokens: [String]
    let limit: Int
    let reference: LocalDateTime
    let language: ValueLanguage
    let words: DateWords
    var parser: EnglishDates.DateParser
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
      for phrase in words.now {
        if let end = match(phrase, at: position) {
          let span = EnglishDates.DateSpan(start: reference.start(of: .second), grain: .second)
          result.append((end, .date(.init(anchor: span, isMoment: true))))
        }
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
      if let date = DigitDate(token) {
        result.append((position + 1, .date(.init(year: date.year, month: date.month, day: date.day))))
      }
      let clockTimes = times(at: position, afterFiller: afterFiller)
      result += clockTimes
      result += ranges(after: clockTimes)
      result += durations(at: position)
      return result
    }

    /// A weekday and the words around it, or a week, month or year named from this one.
    func weekdaysAndCycles(at position: Int) -> [(end: Int, piece: Piece)] {
      var result: [(end: Int, piece: Piece)] = []
      var index = position
      var shift = 0
      if words.next.contains(tokens[index]) { shift = 1 } else if words.last.contains(tokens[index]) { shift = -1 }
      if words.afterNext.contains(tokens[index]) { shift = 2 }
      let isThis = words.this.contains(tokens[index])
      if shift != 0 || isThis { index += 1 }
      guard index < limit else { return [] }
      func spec(weekday: Int, end: Int, shift: Int) -> (end: Int, piece: Piece) {
        // A weekday alone, or the next, is the first after today ("Dienstag" on a Tuesday is next week's).
        var spec = EnglishDates.DateSpec(weekday: weekday)
        spec.notImmediate = !isThis
        if shift > 1 { spec.nth = shift - 1 }
        if shift < 0 { (spec.nth, spec.notImmediate) = (-1, true) }
        return (end, .date(spec))
      }
      if let weekday = words.weekdays[tokens[index]] {
        result.append(spec(weekday: weekday, end: index + 1, shift: shift))
        if shift == 0, let (after, end) = shiftAfter(index + 1) {
          result.append(spec(weekday: weekday, end: end, shift: after))
        }
      }
      if let grain = words.cycles[tokens[index]].flatMap(TimeGrain.init(rawValue:)) {
        var after = shift
        var end = index + 1
        if shift == 0, let (said, saidEnd) = shiftAfter(end) { (after, end) = (said, saidEnd) }
        let span = EnglishDates.DateSpan(start: reference.start(of: grain).adding(after, grain), grain: grain)
        // A cycle's word alone ("Woche") names none.
        if after != 0 || isThis { result.append((end, .date(.init(anchor: span)))) }
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

    /// The next or last said after a weekday or a cycle (`lunes que viene`, `semaine dernière`), in
    /// one word or two, and its end.
    func shiftAfter(_ index: Int) -> (shift: Int, end: Int)? {
      for count in [2, 1] where index + count <= limit {
        let said = tokens[index..<index + count].joined()
        if words.next.contains(said) { return (1, index + count) }
        if words.last.contains(said) { return (-1, index + count) }
      }
      return nil
    }

    /// A day of a month, and its year: "3. März 2027", "le 3 mars", "3 de marzo de 2027", "3월 5일", "2027年3月5日".
    func calendarDates(at position: Int) -> [(end: Int, piece: Piece)] {
      var result: [(end: Int, piece: Piece)] = []
      // A month's name first: "März 3", "Aug 8 2015", "Oktober 2014".
      if let month = words.months[tokens[position]], position + 1 < limit {
        for (end, value) in numbers(at: position + 1) {
          if (1...31).contains(value) { result.append((end, .date(.init(month: month, day: value)))) }
          if value >= 1000 { result.append((end, .date(.init(year: value, month: month)))) }
          if (1...31).contains(value), end < limit, tokens[end].count == 4, let year = Int(tokens[end]) {
            result.append((end + 1, .date(.init(year: year, month: month, day: value))))
          }
        }
      }
      var days = numbers(at: position).map { (end: $0.end, value: $0.value, isOrdinal: false) }
      // An ordinal day: "erster März", "15te Februar", "le 1er mars".
      for ordinal in language.ordinals(in: tokens, from: position, maxTokens: min(4, limit - position))
      where (1...31).contains(ordinal.value) {
        days.append((ordinal.end, Int(ordinal.value), true))
      }
      for (numberEnd, value, isOrdinal) in days {
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
        guard index < limit, let month = words.months[tokens[index]] ?? LocalizedDates.monthNumber(tokens[index]) else {
          // "am 15ten", "Martedì 19": a day of the month alone, an ordinal after its filler or a
          // number after its weekday ("a las tres" is a time).
          let after = position > 0 ? tokens[position - 1] : ""
          if (words.fillers.contains(after) && (isOrdinal || !Self.timeIntros.contains(after)))
            || words.weekdays[after] != nil
          {
            result.append((numberEnd, .date(.init(day: value))))
          }
          continue
        }
        result.append((index + 1, .date(.init(month: month, day: value))))
        var yearIndex = index + 1
        while yearIndex < limit, yearIndex < index + 3, words.fillers.contains(tokens[yearIndex]) { yearIndex += 1 }
        if yearIndex < limit, let year = Int(tokens[yearIndex]),
          tokens[yearIndex].count == 4 || tokens[yearIndex].count == 2
        {
          let full = year >= 100 ? year : year < 50 ? year + 2000 : year + 1900
          result.append((yearIndex + 1, .date(.init(year: full, month: month, day: value))))
        }
      }
      return result
    }

    /// A time of day.
    func times(at position: Int, afterFiller: Bool) -> [(end: Int, piece: Piece)] {
      var result: [(end: Int, piece: Piece)] = []
      func add(_ end: Int, hour: Int, minute: Int? = nil, pm: Bool? = nil, twentyFour: Bool = false) {
        guard var time = EnglishDates.ClockTime(hour: hour, minute: minute, pm: pm, standalone: true) else { return }
        // 3:18 is a time of the 24-hour clock these languages write.
        if twentyFour && pm == nil { time.ambiguous = false }
        result.append((end, .time(time)))
      }
      // Minutes or a quarter, then past or before, then the hour: "viertel nach 3", "10 voor 3".
      var counts = numbers(at: position).filter { $0.value < 60 }
      for phrase in words.quarter { if let end = match(phrase, at: position) { counts.append((end, 15)) } }
      for (countEnd, minutes) in counts where countEnd + 1 < limit {
        var index = countEnd
        if words.minuteWords.contains(tokens[index]) { index += 1 }
        guard index + 1 < limit else { continue }
        let isPast = words.past.contains(tokens[index])
        guard isPast || words.before.contains(tokens[index]) else { continue }
        for (hourEnd, hour) in numbers(at: index + 1) where (0...24).contains(hour) {
          let end = hourEnd < limit && words.hourWords.contains(tokens[hourEnd]) ? hourEnd + 1 : hourEnd
          if isPast {
            add(end, hour: hour, minute: minutes)
          } else if hour > 0 {
            add(end, hour: hour - 1, minute: 60 - minutes)
          }
        }
      }
      let token = tokens[position]
      if words.noon.contains(token) { add(position + 1, hour: 12, pm: true) }
      if words.midnight.contains(token) { add(position + 1, hour: 0) }
      // 17:30
      let parts = token.split(separator: ":")
      if parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), parts[1].count == 2 {
        add(position + 1, hour: hour, minute: minute, twentyFour: true)
      }
      // halb sechs: half an hour before six.
      if words.halfBefore.contains(token) {
        for (end, hour) in numbers(at: position + 1) where (1...24).contains(hour) {
          add(end, hour: hour - 1, minute: 30)
        }
      }
      // 15.30, as a time.
      let dotted = token.split(separator: ".")
      if dotted.count == 2, dotted[1].count == 2, let hour = Int(dotted[0]), let minute = Int(dotted[1]) {
        add(position + 1, hour: hour, minute: minute, twentyFour: true)
      }
      for (numberEnd, hour) in numbers(at: position) where hour <= 24 {
        if afterFiller { add(numberEnd, hour: hour) }
        // The hour word, or none after a filler that says a time follows ("a las 3 y cuarto").
        let hasWord = numberEnd < limit && words.hourWords.contains(tokens[numberEnd])
        guard hasWord || afterFiller else { continue }
        let end = hasWord ? numberEnd : numberEnd - 1
        if hasWord { add(end + 1, hour: hour) }
        for (minuteEnd, minute) in numbers(at: end + 1) where minute < 60 {
          add(minuteEnd, hour: hour, minute: minute)
          if minuteEnd < limit, words.minuteWords.contains(tokens[minuteEnd]) {
            add(minuteEnd + 1, hour: hour, minute: minute)
          }
        }
        for phrase in words.halfPast {
          if let halfEnd = match(phrase, at: end + 1) { add(halfEnd, hour: hour, minute: 30) }
        }
        // "las 3 y cuarto", "3 heures moins le quart", "las 3 y 20".
        guard end + 2 < limit || (end + 1 < limit && !words.quarter.isEmpty) else { continue }
        let isPast = end + 1 < limit && words.past.contains(tokens[end + 1])
        guard isPast || (end + 1 < limit && words.before.contains(tokens[end + 1])) else { continue }
        var minutes = numbers(at: end + 2).filter { $0.value < 60 }
        for phrase in words.quarter {
          if let quarterEnd = match(phrase, at: end + 2) { minutes.append((quarterEnd, 15)) }
        }
        for (minuteEnd, minute) in minutes {
          if isPast {
            add(minuteEnd, hour: hour, minute: minute)
          } else if hour > 0 {
            add(minuteEnd, hour: hour - 1, minute: 60 - minute)
          }
        }
      }
      return result
    }

    /// A range of two times: "von 9 bis 17 Uhr", "de 9 h à 17 h", "9시부터 5시까지", "9点到5点".
    func ranges(after firsts: [(end: Int, piece: Piece)]) -> [(end: Int, piece: Piece)] {
      var result: [(end: Int, piece: Piece)] = []
      for (firstEnd, piece) in firsts where firstEnd + 1 < limit && words.rangeTo.contains(tokens[firstEnd]) {
        guard case .time(let first) = piece else { continue }
        for (lastEnd, next) in times(at: firstEnd + 1, afterFiller: true) {
          guard case .time(let last) = next else { continue }
          let end = lastEnd < limit && words.rangeEnd.contains(tokens[lastEnd]) ? lastEnd + 1 : lastEnd
          result.append((end, .times(first, last)))
        }
      }
      return result
    }

    /// A duration counted from now or back: "in 2 Stunden", "il y a 3 jours", "2시간 후", "3天前".
    func durations(at position: Int) -> [(end: Int, piece: Piece)] {
      var result: [(end: Int, piece: Piece)] = []
      // The moment a duration from now, at one grain finer than its unit, as English reads "in 2 hours".
      func moment(_ length: (end: Int, amount: Double, unit: String), sign: Double, end: Int) {
        guard let unit = Self.units[length.unit], let span = parser.moment(sign * length.amount, unit) else { return }
        result.append((end, .date(.init(anchor: span, isMoment: true))))
      }
      func lengths(at index: Int) -> [(end: Int, amount: Double, unit: String)] {
        index < limit ? Durations.amounts(in: tokens, from: index, maxTokens: limit - index, language: language) : []
      }
      for phrase in words.inWords {
        guard let end = match(phrase, at: position) else { continue }
        for length in lengths(at: end) { moment(length, sign: 1, end: length.end) }
      }
      for phrase in words.agoBefore {
        guard let end = match(phrase, at: position) else { continue }
        for length in lengths(at: end) { moment(length, sign: -1, end: length.end) }
      }
      for length in lengths(at: position) where length.end < limit {
        if words.agoAfter.contains(tokens[length.end]) { moment(length, sign: -1, end: length.end + 1) }
        if words.laterAfter.contains(tokens[length.end]) { moment(length, sign: 1, end: length.end + 1) }
      }
      return result
    }

    /// The calendar units of the unit table's duration ids.
    static let units: [String: EnglishDates.DateUnit] = [
      "second": .second, "minute": .minute, "hour": .hour, "day": .day, "week": .week, "fortnight": .fortnight,
      "month": .month, "quarter": .quarter, "year": .year,
    ]
  }

  /// A month written in digits after its day ("17 02", "20 2 2014"): 1 to 12.
  static func monthNumber(_ token: String) -> Int? {
    guard token.count <= 2, let month = Int(token), (1...12).contains(month) else { return nil }
    return month
  }

  /// A date written in digits: `05.03.2027`, `5/3/2027`, `2027-03-05`.
  struct DigitDate {
    var year: Int?
    var month: Int
    var day: Int

    init?(_ token: String) {
      let parts = token.split(whereSeparator: { $0 == "." || $0 == "/" || $0 == "-" }).map { Int($0) }
      // 15.2 or 15/2 (a day and a month) or a full date; a two-digit year is of the
      // century nearest: 74 is 1974, 26 is 2026.
      guard parts.count == 3 || (parts.count == 2 && !token.contains("-")), let first = parts[0], let second = parts[1]
      else { return nil }
      if parts.count == 3 && parts[2] == nil { return nil }
      let third = parts.count == 3 ? parts[2] : nil
      var (year, month, day) = first >= 1000 ? (first, second, third ?? 0) : (third, second, first)
      if let short = year, short < 100 { year = short < 50 ? short + 2000 : short + 1900 }
      guard (1...12).contains(month), (1...31).contains(day), (year ?? 1000) >= 1000 else { return nil }
      (self.year, self.month, self.day) = (year, month, day)
    }
  }
}
