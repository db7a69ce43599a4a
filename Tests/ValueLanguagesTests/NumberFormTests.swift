import PhraseText
import Testing

@testable import ValueLanguages

/// The whole text's reading, or nil.
private func whole(_ text: String, _ language: ValueLanguage, ordinal: Bool = false) -> Double? {
  let tokens = Normalizer.tokens(of: text).map(\.text)
  let readings =
    ordinal
    ? language.ordinals(in: tokens, from: 0, maxTokens: 64) : language.cardinals(in: tokens, from: 0, maxTokens: 64)
  return readings.first { $0.end == tokens.count }?.value
}

@Suite("Numbers as each language composes them")
struct NumberFormTests {
  @Test(
    "cardinals",
    arguments: [
      ("zweihundertsiebenundvierzig", ValueLanguage.german, Double?(247)), ("drei Komma fünf", .german, 3.5),
      ("drei Komma null fünf", .german, 3.05), ("ein Dutzend", .german, 12),
      ("zwei Millionen dreihunderttausend", .german, 2_300_000),
      ("1,5 Millionen", .german, 1_500_000), ("neunzehnhundertneunundneunzig", .german, 1999),
      ("quatre-vingt-dix-sept", .french, 97), ("soixante et onze", .french, 71),
      ("deux cent quatre-vingts", .french, 280),
      ("mille deux cent trente-quatre", .french, 1234), ("septante-cinq", .french, 75),
      ("trois virgule deux", .french, 3.2),
      ("ciento veintitrés", .spanish, 123), ("quinientos mil", .spanish, 500_000),
      ("dos mil veintiséis", .spanish, 2026),
      ("cuarenta y dos", .spanish, 42), ("duemilaventisei", .italian, 2026), ("centoventitré", .italian, 123),
      ("trentotto", .italian, 38), ("tre virgola cinque", .italian, 3.5), ("mille e cento", .italian, nil),
      ("dois mil e vinte e seis", .portuguese, 2026), ("quinhentos e doze", .portuguese, 512),
      ("tweeduizend zesentwintig", .dutch, 2026), ("vierhonderdnegenenzeventig", .dutch, 479),
      ("삼천이백", .korean, 3200), ("스물하나", .korean, 21), ("이십 삼", .korean, 23), ("마이너스 오", .korean, -5),
      ("三百万", .chinese, 3_000_000), ("两千零五", .chinese, 2005), ("三点一四", .chinese, 3.14), ("四分之三", .chinese, 0.75),
      // Not numbers: words that do not compose.
      ("zwanzig zwanzig", .german, nil), ("und", .german, nil), ("trois trois", .french, nil),
      ("cent cent", .french, nil),
      ("y dos", .spanish, nil), ("tausend tausend", .german, nil),
    ])
  func cardinal(text: String, language: ValueLanguage, value: Double?) {
    let read = whole(text, language)
    if let value {
      #expect(read.map { abs($0 - value) < 1e-9 } == true, "\(text) → \(String(describing: read))")
    } else {
      #expect(read == nil, "\(text) → \(String(describing: read))")
    }
  }

  @Test(
    "ordinals",
    arguments: [
      ("einundzwanzigste", ValueLanguage.german, Double?(21)), ("dritten", .german, 3), ("hundertste", .german, 100),
      ("vingt et unième", .french, 21), ("quatrième", .french, 4), ("centième", .french, 100), ("2nde", .french, 2),
      ("vigésimo primero", .spanish, 21), ("tercera", .spanish, 3), ("5ª", .spanish, 5),
      ("trentatreesimo", .italian, 33), ("ventunesimo", .italian, 21), ("undicesima", .italian, 11),
      ("décimo primeiro", .portuguese, 11), ("3º", .portuguese, 3), ("twintigste", .dutch, 20), ("tweede", .dutch, 2),
      ("eenentwintigste", .dutch, 21), ("두 번째", .korean, 2), ("셋째", .korean, 3), ("제3", .korean, 3),
      ("第二十", .chinese, 20), ("第3", .chinese, 3),
      ("zwanzig", .german, nil), ("vingt", .french, nil), ("primero primero", .spanish, nil),
    ])
  func ordinal(text: String, language: ValueLanguage, value: Double?) {
    let read = whole(text, language, ordinal: true)
    if let value {
      #expect(read.map { abs($0 - value) < 1e-9 } == true, "\(text) → \(String(describing: read))")
    } else {
      #expect(read == nil, "\(text) → \(String(describing: read))")
    }
  }

  @Test(
    "digits in either convention",
    arguments: [
      ("1.234.567,89", 1_234_567.89), ("1,234,567.89", 1_234_567.89), ("1,5", 1.5), ("1.5", 1.5), ("100.000", 100_000),
      ("0,250", 0.25), ("3/4", 0.75), ("-12", -12),
    ])
  func digits(text: String, value: Double) {
    #expect(DigitNumbers.value(of: Substring(text)).map { abs($0 - value) < 1e-9 } == true)
  }

  @Test("garbage is no number, and costs bounded time")
  func garbage() {
    let long = String(repeating: "zwanzig", count: 500)
    for language in ValueLanguage.allCases {
      for text in ["", "-", ",", "1,2,3.4.5", long, String(repeating: "万", count: 300), "1/0", "第", "번째"] {
        let tokens = Normalizer.tokens(of: text).map(\.text)
        _ = language.cardinals(in: tokens, from: 0)
        _ = language.ordinals(in: tokens, from: 0)
      }
    }
    #expect(DigitNumbers.value(of: "1/0") == nil)
    #expect(DigitNumbers.value(of: "1,2,3.4.5") == nil)
  }
}
