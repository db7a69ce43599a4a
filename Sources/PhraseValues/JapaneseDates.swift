/// Reads Japanese dates and times from normalized tokens, relative to a reference time.
///
/// Tokens are single Han and kana characters, ASCII digit runs ("15", "2.5",
/// "3/25", "2021/03/25", "15:20") and lowercased ASCII words. Numbers inside
/// dates are read by ``JapaneseNumbers`` (kanji, digits or kana: "三月五日",
/// "3月5日", "十五時").
///
/// Values follow Duckling's conventions, so the Duckling JA corpus can check them:
/// - A value is the start of its grain: "明日" is tomorrow 00:00 (day), "来週" is
///   next Monday 00:00 (week), "3月" is 1 March (month).
/// - Future bias: a date or time without a year or day is the next one that has
///   not ended: "3月25日" is this year's unless it is past; "2月" is this month;
///   "1月" is next January; "25日" is this month's 25th, or next month's; a
///   weekday is the next one after today ("火曜日" on a Tuesday is a week later);
///   "3時" and "3:20" without 午前 or 午後 are 12-hour times, the next of 3:00 and
///   15:00 ("15時", "0時" are 24-hour); "午前3時" at 04:30 is tomorrow's.
/// - A time on a given day is that day's: "明日の午後3時"; an ambiguous hour on a
///   given day is the first on that day that has not passed ("今日3時" at 04:30 is
///   15:00, "明日3時" is 03:00, as Duckling's "tomorrow at 3").
/// - "来週の金曜日" is the Friday of the next Monday-based week, "今週の月曜日" the
///   Monday of this week (even if past); "次の金曜日" and "今度の金曜日" are the coming one.
/// - "N <unit>後" and "N <unit>前" (in, ago) move the reference by the duration and
///   keep one grain finer than the unit: "2分後" is 04:32:00 (second), "2時間後" is
///   06:30 (minute), "5日後" 04:00 five days on (hour), "1週間後" and "2ヶ月後" midnight
///   (day), "2年後" the month (month). A fraction moves to a smaller unit first:
///   "1時間半後" is 90 minutes on (second). "あと5分" is "5分後".
/// - Parts of the day are intervals with hour grain and an exclusive end (as
///   Duckling's English ones: morning 0–12, afternoon 12–19, evening and night
///   18–24, 昼 12–14): "今夜" is today 18:00–24:00, "明日の朝" tomorrow 0:00–12:00,
///   a bare "午後" today's afternoon unless it is over. "週末" is Friday 18:00 to
///   Monday 00:00 of this week.
/// - "今", "いま", "今すぐ" are the reference time itself (second).
/// - A particle に, は or で after a date also gives a reading that includes it
///   ("15時20分に"), and 中 or の間 after a month ("6月中に"), as Duckling reads them.
///
/// Not read: ranges and open intervals (から, まで, 以降, ～), a weekday as one
/// kanji (月, 火, 水 … are everyday nouns), "この2年"-style spans, seasons,
/// holidays and time zones.
package enum JapaneseDates {
  /// Every reading of a Japanese date or time that starts at `tokens[start]`, one per end, ends ascending.
  ///
  /// - Parameters:
  ///   - tokens: Normalized tokens.
  ///   - start: The index of the first token of the date.
  ///   - reference: The time the utterance is said at; values keep its UTC offset.
  ///   - maxTokens: The most tokens a reading may span.
  /// - Returns: The readings, ordered by `end`; empty when no date starts at `start`.
  package static func readings(
    in tokens: [String], from start: Int, reference: LocalDateTime, maxTokens: Int = 24
  ) -> [DateReading] {
    guard start >= 0, start < tokens.count, maxTokens > 0, mayBegin(tokens[start]) else { return [] }
    let limit = maxTokens >= tokens.count - start ? tokens.count : start + maxTokens
    var reader = Reader(tokens: tokens, limit: limit, reference: reference)
    reader.read(from: start)
    return reader.readings()
  }

  /// Whether a Japanese date may begin with `token`, a cheap test to skip tokens that start nothing.
  ///
  /// False promises that `readings(in:from:reference:)` returns no reading there.
  package static func mayBegin(_ token: String) -> Bool {
    guard let byte = token.utf8.first else { return false }
    if byte < 0x80 { return JapaneseNumbers.isDigit(byte) }
    return starts.contains(token)
  }

  // MARK: - Words

  /// A part of the day, an interval of hours.
  enum PartOfDay: Sendable {
    case morning, lunch, afternoon, evening

    /// The first hour and the hour after the last.
    var hours: (Int, Int) {
      switch self {
      case .morning: (0, 12)
      case .lunch: (12, 14)
      case .afternoon: (12, 19)
      case .evening: (18, 24)
      }
    }

    /// Whether a clock time in this part is after noon.
    var isAfternoon: Bool { self != .morning }
  }

  /// What a word is to the reader.
  enum Word: Sendable {
    /// 今, いま, 今すぐ.
    case now
    /// The cycle of a grain that contains the reference, moved by some cycles: 今週 (week, 0), 去年 (year, -1).
    case cycle(TimeGrain, Int)
    /// 月曜日 to 日曜日, 1 to 7.
    case weekday(Int)
    /// 次の, 今度の, この before a weekday: the coming one.
    case coming
    /// 朝, 午後, 夜; with a day offset for 今朝 (0), 昨夜 (-1), 明朝 (1).
    case part(PartOfDay, day: Int?)
    /// 正午.
    case noon
    /// 週末 (0), 来週末 (1).
    case weekend(Int)
    /// An era name, with the Gregorian year of its first year: 令和 is 2019.
    case era(Int)
    /// A month named in kana: いちがつ.
    case month(Int)
    /// あと, before a duration: "あと5分" is in five minutes.
    case remaining
  }

  /// What comes after a number in a duration.
  enum DurationWord: Sendable {
    case unit(TimeGrain)
    /// 後 (1), 前 (-1) and the other ways to say "in" and "ago".
    case direction(Int)
  }

  /// Date words to what they are.
  static let words: TokenTrie<Word> = TokenTrie(wordList)

  /// Duration units, and the words that make a duration a time ("後", "前").
  static let durationUnits: TokenTrie<DurationWord> = TokenTrie(
    [
      ("秒", TimeGrain.second), ("秒間", .second), ("分", .minute), ("分間", .minute), ("時間", .hour), ("日", .day),
      ("日間", .day), ("週", .week), ("週間", .week), ("ヶ月", .month), ("ヶ月間", .month), ("か月", .month),
      ("か月間", .month), ("カ月", .month), ("カ月間", .month), ("ヵ月", .month), ("ヵ月間", .month), ("ケ月", .month),
      ("ケ月間", .month), ("箇月", .month), ("箇月間", .month), ("年", .year), ("年間", .year),
    ].map { ($0.0, DurationWord.unit($0.1)) })

  /// The words after a duration that make it "in" (1) or "ago" (-1).
  static let durationDirections: TokenTrie<DurationWord> = TokenTrie(
    [
      ("後", 1), ("前", -1), ("で", 1), ("間で", 1), ("経ったら", 1), ("経ってから", 1), ("経過後", 1), ("経過後に", 1),
      ("経過してから", 1), ("経過したら", 1), ("過ぎに", 1), ("過ぎたら", 1),
    ].map { ($0.0, DurationWord.direction($0.1)) })

  /// The tokens that may begin a date: the first tokens of words, and of numbers.
  static let starts: Set<String> = {
    var starts = JapaneseNumbers.starts
    for (phrase, _) in wordList {
      if let first = TokenTrie<Word>.tokens(of: phrase).first { starts.insert(first) }
    }
    return starts
  }()

  /// Every word the reader knows.
  private static let wordList: [(String, Word)] = {
    var list: [(String, Word)] = [
      ("今", .now), ("いま", .now), ("今すぐ", .now), ("ただいま", .now), ("ただちに", .now), ("即", .now), ("現在", .now),
      ("明日", .cycle(.day, 1)), ("あした", .cycle(.day, 1)), ("あす", .cycle(.day, 1)), ("みょうにち", .cycle(.day, 1)),
      ("翌日", .cycle(.day, 1)), ("よくじつ", .cycle(.day, 1)), ("明後日", .cycle(.day, 2)),
      ("あさって", .cycle(.day, 2)), ("明々後日", .cycle(.day, 3)), ("明明後日", .cycle(.day, 3)),
      ("しあさって", .cycle(.day, 3)), ("きょう", .cycle(.day, 0)), ("ほんじつ", .cycle(.day, 0)),
      ("きのう", .cycle(.day, -1)), ("さくじつ", .cycle(.day, -1)), ("一昨日", .cycle(.day, -2)),
      ("おととい", .cycle(.day, -2)), ("おとつい", .cycle(.day, -2)), ("今日1日", .cycle(.day, 0)), ("今日一日", .cycle(.day, 0)),
      ("こんしゅう", .cycle(.week, 0)),
      ("らいしゅう", .cycle(.week, 1)), ("さらいしゅう", .cycle(.week, 2)), ("せんしゅう", .cycle(.week, -1)),
      ("先々週", .cycle(.week, -2)), ("先先週", .cycle(.week, -2)), ("こんげつ", .cycle(.month, 0)),
      ("らいげつ", .cycle(.month, 1)), ("さらいげつ", .cycle(.month, 2)), ("せんげつ", .cycle(.month, -1)),
      ("先々月", .cycle(.month, -2)), ("先先月", .cycle(.month, -2)), ("ことし", .cycle(.year, 0)),
      ("らいねん", .cycle(.year, 1)), ("さらいねん", .cycle(.year, 2)), ("去年", .cycle(.year, -1)),
      ("きょねん", .cycle(.year, -1)), ("さくねん", .cycle(.year, -1)), ("一昨年", .cycle(.year, -2)),
      ("おととし", .cycle(.year, -2)), ("次の", .coming), ("次", .coming), ("今度の", .coming), ("今度", .coming),
      ("この", .coming), ("朝", .part(.morning, day: nil)), ("午前", .part(.morning, day: nil)),
      ("午前中", .part(.morning, day: nil)), ("午後", .part(.afternoon, day: nil)),
      ("昼過ぎ", .part(.afternoon, day: nil)), ("昼", .part(.lunch, day: nil)), ("夕方", .part(.evening, day: nil)),
      ("夜", .part(.evening, day: nil)), ("晩", .part(.evening, day: nil)), ("今朝", .part(.morning, day: 0)),
      ("けさ", .part(.morning, day: 0)), ("今夜", .part(.evening, day: 0)), ("今晩", .part(.evening, day: 0)),
      ("今夕", .part(.evening, day: 0)), ("こんや", .part(.evening, day: 0)), ("こんばん", .part(.evening, day: 0)),
      ("昨夜", .part(.evening, day: -1)), ("昨晩", .part(.evening, day: -1)), ("ゆうべ", .part(.evening, day: -1)),
      ("明朝", .part(.morning, day: 1)), ("明晩", .part(.evening, day: 1)), ("正午", .noon), ("週末", .weekend(0)),
      ("しゅうまつ", .weekend(0)), ("今週末", .weekend(0)), ("来週末", .weekend(1)), ("先週末", .weekend(-1)),
      ("令和", .era(2019)), ("平成", .era(1989)), ("昭和", .era(1926)), ("大正", .era(1912)), ("明治", .era(1868)),
      ("あと", .remaining),
    ]
    // Weekdays: 月曜日, 月曜, げつようび.
    let weekdays = [("月", "げつ"), ("火", "か"), ("水", "すい"), ("木", "もく"), ("金", "きん"), ("土", "ど"), ("日", "にち")]
    for (offset, (kanji, kana)) in weekdays.enumerated() {
      list += [
        (kanji + "曜日", .weekday(offset + 1)), (kanji + "曜", .weekday(offset + 1)),
        (kana + "ようび", .weekday(offset + 1)),
      ]
    }
    let months = [
      "いち", "に", "さん", "し", "ご", "ろく", "しち", "はち", "く", "じゅう", "じゅういち", "じゅうに",
    ]
    for (offset, kana) in months.enumerated() { list.append((kana + "がつ", .month(offset + 1))) }
    // "This", "next" and "last" with a grain: 今週, 当月, この1時間, 来年, 先の週, 直近の1分.
    let thisGrains: [(String, TimeGrain)] = [
      ("時間", .hour), ("日", .day), ("週", .week), ("週間", .week), ("月", .month), ("ひと月", .month),
      ("四半期", .quarter), ("qtr", .quarter), ("年", .year),
    ]
    for prefix in ["今", "当", "現", "本", "この", "現在の", "今の", "現行"] {
      for count in ["", "1", "一"] {
        for (grain, value) in thisGrains where !(prefix == "今" && count.isEmpty && grain == "時間") {
          list.append((prefix + count + grain, .cycle(value, 0)))
        }
      }
    }
    let lastGrains: [(String, TimeGrain)] = [
      ("秒", .second), ("秒間", .second), ("分", .minute), ("分間", .minute), ("時間", .hour), ("日", .day),
      ("週", .week), ("月", .month), ("四半期", .quarter), ("qtr", .quarter), ("年", .year),
    ]
    for prefix in ["前", "直近", "最後", "昨", "先"] {
      for joint in ["", "の"] {
        for count in ["", "1", "一"] {
          // 先日 is "the other day" and 最後の日 "the last day", not yesterday.
          for (grain, value) in lastGrains where !(grain == "日" && (prefix == "先" || prefix == "最後")) {
            list.append((prefix + joint + count + grain, .cycle(value, -1)))
          }
        }
      }
    }
    for (grain, value) in [("週", TimeGrain.week), ("月", .month), ("年", .year), ("四半期", .quarter), ("qtr", .quarter)] {
      list.append(("来" + grain, .cycle(value, 1)))
    }
    for (grain, value) in [("週", TimeGrain.week), ("月", .month), ("年", .year)] {
      list.append(("再来" + grain, .cycle(value, 2)))
      list.append(("翌" + grain, .cycle(value, 1)))
    }
    return list
  }()

  /// Particles that may follow a date and be read with it.
  static let particles: Set<String> = ["に", "は", "で"]

  // MARK: - Reader

  /// A time of day as said: the hour on the clock, minutes, grain, and 午前/午後 if given.
  struct Clock {
    var hour: Int
    var minute: Int
    var grain: TimeGrain
    /// True for 午後 and pm, false for 午前 and am, nil when not said.
    var isAfternoon: Bool?

    /// The hours of the day this clock can mean, earliest first; empty when it means none.
    var hours: [Int] {
      switch isAfternoon {
      case .some(true):
        if hour < 12 { return [hour + 12] }
        return hour <= 23 ? [hour] : []
      case .some(false):
        if hour == 12 { return [0] }
        return hour < 12 ? [hour] : []
      case .none:
        return (1...12).contains(hour) ? [hour % 12, hour % 12 + 12] : [hour]
      }
    }

    /// The clock read in a part of the day or with am/pm; nil when they disagree.
    func with(afternoon: Bool) -> Clock? {
      guard isAfternoon == nil else { return nil }
      var clock = self
      clock.isAfternoon = afternoon
      return clock.hours.isEmpty ? nil : clock
    }
  }
}
