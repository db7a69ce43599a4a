import DataFormats
import PhraseValues
import Router

/// How hassil spells the numbers of a range in words, for the languages the router reads.
///
/// hassil accepts a range's numbers in words only as its number formatter
/// (CLDR's rule-based spell-out) writes them: "twenty-one", "one hundred",
/// "twenty point five", 五十. The router's number readers accept more
/// ("a hundred", "half", "a dozen"); a reading in words counts only when its
/// words are one of these spellings, so a range hears what hassil hears.
enum HassilNumberWords {
  /// The spellings of a number in a language, or nil when the router has no speller for it
  /// (then any reading the number readers make is accepted).
  static func speller(for language: String) -> ((Double) -> [String])? {
    let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
    switch base.lowercased() {
    case "en": return english
    case "ja": return japanese
    default: return nil
    }
  }

  private static let digitWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

  private static func parts(of value: Double) -> (whole: Int, tenth: Int)? {
    guard value.isFinite, abs(value) < 1e12 else { return nil }
    let whole = Int(value.rounded(.towardZero))
    let tenth = Int((abs(value - Double(whole)) * 10).rounded())
    guard tenth < 10 else { return (whole + (value < 0 ? -1 : 1), 0) }
    return (whole, tenth)
  }

  static func english(_ value: Double) -> [String] {
    guard let (whole, tenth) = parts(of: value) else { return [] }
    guard tenth > 0 else { return [NumberWords.english(whole)] }
    let sign = value < 0 && whole == 0 ? "minus " : ""
    return [sign + NumberWords.english(whole) + " point " + digitWords[tenth]]
  }

  static func japanese(_ value: Double) -> [String] {
    guard let (whole, tenth) = parts(of: value), whole >= 0, value >= 0 else { return [] }
    guard tenth > 0 else { return [NumberWords.japanese(whole)] }
    return [NumberWords.japanese(whole) + "・" + NumberWords.japanese(tenth)]
  }
}
