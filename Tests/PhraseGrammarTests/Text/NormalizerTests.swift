import Testing

@testable import PhraseGrammar
@testable import PhraseText

@Suite("Normalizer")
struct NormalizerTests {
  @Test(
    "normalizes text into tokens",
    arguments: [
      ("Log 12 oz of Water!", "log 12 oz of water"),
      ("  LOG   water\t", "log water"),
      ("8oz", "8 oz"),
      ("1h30", "1 h 30"),
      ("3rd", "3 rd"),
      ("what's up", "what's up"),
      ("What’s up", "what's up"),
      ("rock 'n' roll", "rock n roll"),
      ("1,000 and 2.5 and 3:30", "1,000 and 2.5 and 3:30"),
      ("eggs, milk, bread.", "eggs milk bread"),
      ("-5 degrees", "-5 degrees"),
      ("5-10", "5-10"),
      ("2026-11-29", "2026-11-29"),
      ("x -5", "x -5"),
      ("twenty-one", "twenty one"),
      ("１２３", "123"),
      ("ＡＢＣ", "abc"),
      ("Cafe\u{301}", "cafe"),
      ("Café", "cafe"),
      ("水を8オンス記録して", "水 を 8 オ ン ス 記 録 し て"),
      ("水を８オンス", "水 を 8 オ ン ス"),
      ("㍑", "リ ッ ト ル"),
      ("ｶﾞｿﾘﾝ", "ガ ソ リ ン"),
      ("50% off", "50 % off"),
      ("½ cup", "1/2 cup"),
      ("", ""),
      ("?!…", ""),
      ("Straße", "strasse"),
      ("W8Trackr에 체중 추가", "w 8 trackr 에 체중 추가"),
      ("iPhone은", "iphone 은"),
    ])
  func normalizes(input: String, expected: String) {
    #expect(Normalizer.normalize(input) == expected)
  }

  @Test("keeps each token's place in the original text")
  func sourceRanges() {
    let text = "Log 12OZ of Wätér"
    let tokens = Normalizer.tokens(of: text)
    let utf8 = Array(text.utf8)
    let pieces = tokens.map { String(decoding: utf8[$0.sourceRange], as: UTF8.self) }
    #expect(pieces == ["Log", "12", "OZ", "of", "Wätér"])
    #expect(tokens.map(\.kind) == [.word, .number, .word, .word, .word])
  }

  @Test("classifies tokens")
  func kinds() {
    let tokens = Normalizer.tokens(of: "add 2 水 %")
    #expect(tokens.map(\.kind) == [.word, .number, .character, .symbol])
  }

  @Test("runs in linear time on a megabyte of text")
  func longInput() {
    let text = String(repeating: "word ", count: 200_000)
    #expect(Normalizer.tokens(of: text).count == 200_000)
  }

  @Test(
    "reads text that folds trivially from its bytes exactly as the general path does",
    arguments: [
      "aZ09 ,.-:/'`$%!?\t(){}x",
      "aZ09 ,.-'$水を８オンス記録して、。　Ａｚ０９，．－＇＄？ー々",
      "a9,-.'水を\u{3099}é\u{0301}한국어８、",
    ])
  func simplePathAgrees(alphabet: String) {
    for text in SimplePath.texts(from: alphabet, seed: 0x1234_5678) {
      let fast = Normalizer.tokens(of: text)
      let general = Normalizer.unicodeTokens(of: text)
      #expect(fast == general, "\(text.debugDescription)")
    }
  }

  @Test("takes the byte path for ASCII, full-width forms, kana and Han, and not for anything else")
  func simplePathScope() {
    let isSimple = SimplePath.takes
    #expect(isSimple("Log 8oz of water, please!"))
    #expect(isSimple("水を８オンス記録して、ください。"))
    #expect(!isSimple("か\u{3099}"))
    #expect(!isSimple("물 기록"))
    #expect(!isSimple("１½"))
  }
}
