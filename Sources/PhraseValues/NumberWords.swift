/// Spells whole numbers as words: English cardinals and ordinals, and Japanese kanji numerals.
///
/// The spellings are ones the router's number readers accept: "twenty-one",
/// "three hundred five" (no "and", so a spelled number never splits a list),
/// "one thousand two hundred", "twenty-first", "21st", 二百五十.
package enum NumberWords {
  private static let ones = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
  ]
  private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
  private static let scales: [(value: Int, word: String)] = [
    (1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand"),
  ]
  private static let ordinalOnes = [
    "zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth",
    "nineteenth",
  ]
  private static let ordinalTens = [
    "", "", "twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth", "ninetieth",
  ]

  /// An English cardinal: 21 is "twenty-one", 1,205 is "one thousand two hundred five", -3 is "minus three".
  ///
  /// Magnitudes of a trillion or more are written in digits.
  package static func english(_ number: Int) -> String {
    if number < 0 { return "minus " + english(number == Int.min ? Int.max : -number) }
    guard number < 1_000_000_000_000 else { return String(number) }
    if number < 1_000 { return belowThousand(number) }
    var words: [String] = []
    var rest = number
    for (value, word) in scales where rest >= value {
      words.append(belowThousand(rest / value) + " " + word)
      rest %= value
    }
    if rest > 0 { words.append(belowThousand(rest)) }
    return words.joined(separator: " ")
  }

  /// An English ordinal in words: 3 is "third", 21 is "twenty-first", 100 is "one hundredth".
  package static func englishOrdinal(_ number: Int) -> String {
    guard number >= 0, number < 1_000_000_000_000 else { return String(number) + ordinalSuffix(number) }
    let lastTwo = number % 100
    let head = number - lastTwo
    let headWords = head > 0 ? english(head) : ""
    if lastTwo == 0 && head > 0 { return headWords + "th" }
    let tail: String
    if lastTwo < 20 {
      tail = ordinalOnes[lastTwo]
    } else if lastTwo % 10 == 0 {
      tail = ordinalTens[lastTwo / 10]
    } else {
      tail = tens[lastTwo / 10] + "-" + ordinalOnes[lastTwo % 10]
    }
    return headWords.isEmpty ? tail : headWords + " " + tail
  }

  /// The suffix of a numeric ordinal: "st" for 1 and 21, "nd", "rd", and "th" for 11 to 13 and the rest.
  package static func ordinalSuffix(_ number: Int) -> String {
    let lastTwo = abs(number % 100)
    if (11...13).contains(lastTwo) { return "th" }
    switch lastTwo % 10 {
    case 1: return "st"
    case 2: return "nd"
    case 3: return "rd"
    default: return "th"
    }
  }

  /// Digits with thousands separators: 12500 is "12,500"; below 10,000 no separator ("1200").
  package static func digits(_ number: Int) -> String {
    let plain = String(abs(number))
    guard abs(number) >= 10_000 else { return String(number) }
    var grouped = ""
    for (index, character) in plain.enumerated() {
      if index > 0 && (plain.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(character)
    }
    return (number < 0 ? "-" : "") + grouped
  }

  /// A Japanese numeral in kanji: 8 is 八, 12 is 十二, 250 is 二百五十, 12000 is 一万二千.
  ///
  /// Numbers outside 0 to 99,999,999 are written in digits.
  package static func japanese(_ number: Int) -> String {
    guard number >= 0, number < 100_000_000 else { return String(number) }
    if number == 0 { return "〇" }
    let digits = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
    func belowTenThousand(_ value: Int) -> String {
      var text = ""
      for (unit, mark) in [(1_000, "千"), (100, "百"), (10, "十")] where value / unit % 10 > 0 {
        let digit = value / unit % 10
        text += (digit == 1 ? "" : digits[digit]) + mark
      }
      return text + digits[value % 10]
    }
    let man = number / 10_000
    let rest = number % 10_000
    return (man > 0 ? belowTenThousand(man) + "万" : "") + belowTenThousand(rest)
  }

  private static func belowThousand(_ number: Int) -> String {
    var words: [String] = []
    if number >= 100 {
      words.append(ones[number / 100] + " hundred")
    }
    let rest = number % 100
    if rest > 0 || number == 0 {
      if rest < 20 {
        words.append(ones[rest])
      } else {
        words.append(tens[rest / 10] + (rest % 10 > 0 ? "-" + ones[rest % 10] : ""))
      }
    }
    return words.joined(separator: " ")
  }
}
