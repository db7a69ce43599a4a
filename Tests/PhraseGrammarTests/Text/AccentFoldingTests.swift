import Foundation
import Testing

@testable import PhraseGrammar
@testable import PhraseText

@Suite("Normalizer: accents")
struct AccentFoldingTests {
  /// The normalized text by both paths: the one `tokens(of:)` takes and the general one.
  static func normalized(_ text: String) -> (String, String) {
    (Normalizer.normalize(text), Normalizer.unicodeTokens(of: text).map(\.text).joined(separator: " "))
  }

  /// Folds the diacritics of Latin letters, also on letters with a stroke, and spells out ß æ œ.
  static let latin: [(String, String)] = [
    ("note un café", "note un cafe"),
    ("CAFÉ Crème", "cafe creme"),
    ("Cafe\u{301}", "cafe"),
    ("cafetière", "cafetiere"),
    ("é è ê ë à â ä î ï ô ö û ü ù ÿ ç", "e e e e a a a i i o o u u u y c"),
    ("señor, año", "senor ano"),
    ("Ångström, Malmö, Århus", "angstrom malmo arhus"),
    ("Müller Straße STRASSE ẞ", "muller strasse strasse ss"),
    ("Őrség, Győr", "orseg gyor"),
    ("ș ş ț ţ Ș Ş", "s s t t s s"),
    ("Łódź, Zażółć gęślą jaźń", "lodz zazolc gesla jazn"),
    ("Ø ø København", "o o kobenhavn"),
    ("Đà Nẵng, đường", "da nang duong"),
    ("Tiếng Việt có dấu", "tieng viet co dau"),
    ("ơ ư ả ạ ặ ộ ự", "o u a a a o u"),
    ("Ħamrun ŧ", "hamrun t"),
    ("İstanbul ISPARTA ılık", "istanbul isparta ilik"),
    ("Æble Œuvre cœur", "aeble oeuvre coeur"),
    ("Čeština ř ů ě ň ď ť", "cestina r u e n d t"),
    ("q\u{301} x\u{323}\u{302}", "q x"),
    ("l'été", "l'ete"),
    ("Ǆ ǉ ĳ ﬁ", "dz lj ij fi"),
  ]

  /// Folds Greek tonos and dialytika (and the polytonic marks), and final sigma.
  static let greek: [(String, String)] = [
    ("καφές", "καφεσ"),
    ("ΚΑΦΈΣ", "καφεσ"),
    ("ά έ ή ί ό ύ ώ", "α ε η ι ο υ ω"),
    ("ϊ ϋ ΐ ΰ Ϊ", "ι υ ι υ ι"),
    ("ἀρχὴ ᾳ ῷ Ἄ", "αρχη α ω α"),
    ("α\u{301}", "α"),
  ]

  /// Folds Cyrillic ё to е and drops stress marks, and nothing else.
  static let cyrillic: [(String, String)] = [
    ("ёлка Ёж", "елка еж"),
    ("е\u{308}", "е"),
    ("молоко\u{301} вода\u{300}", "молоко вода"),
    ("ѐ ѝ", "е и"),
  ]

  /// Drops Arabic harakat and tatweel, and Hebrew points and cantillation.
  static let arabicAndHebrew: [(String, String)] = [
    ("كَتَبَ", "كتب"),
    ("مُحَمَّدٌ", "محمد"),
    ("كـــتاب", "كتاب"),
    ("هٰذا", "هذا"),
    ("أَحْمَد آمِن", "أحمد آمن"),
    ("שָׁלוֹם", "שלום"),
    ("בְּרֵאשִׁית", "בראשית"),
    ("שׁ שׂ", "ש ש"),
    ("בָּרָ֑א", "ברא"),
  ]

  /// Leaves letters that are not a base letter with a mark, and every other script, as they are.
  ///
  /// Each row has a Latin word beside the untouched text, so that the row also checks that folding
  /// happens at all.
  static let untouched: [(String, String)] = [
    ("が café", "が cafe"),
    ("か\u{3099} é", "が e"),
    ("ぱ ガ ｶﾞ ﾊﾟ é", "ぱ ガ ガ パ e"),
    ("й Й é", "й й e"),
    ("ї ў ѓ ќ é", "ї ў ѓ ќ e"),
    ("þ ð ŋ ə ɛ é", "þ ð ŋ ə ɛ e"),
    ("สวัสดี é", "ส ว ั ส ด ี e"),
    ("नमस्ते हिंदी é", "नमस्ते हिंदी e"),
    ("한국어 é", "한국어 e"),
    ("東京 é", "東 京 e"),
    ("آ أ إ é", "آ أ إ e"),
  ]

  /// Every row of the tables above, with its table's name: folded or left as it is, by both paths.
  static let foldings: [(table: String, input: String, expected: String)] = [
    ("latin", latin), ("greek", greek), ("cyrillic", cyrillic), ("arabicAndHebrew", arabicAndHebrew),
    ("untouched", untouched),
  ].flatMap { table, rows in rows.map { (table, $0.0, $0.1) } }

  @Test("folds the marks of each script and leaves other letters as they are", arguments: foldings)
  func folds(table: String, input: String, expected: String) {
    let (fast, general) = Self.normalized(input)
    #expect(fast == expected, "\(table)")
    #expect(general == expected, "\(table)")
  }

  @Test("keeps each folded token's place in the original text")
  func sourceRanges() {
    let text = "Straße, Œuvre et Ǆ café"
    let utf8 = Array(text.utf8)
    for tokens in [Normalizer.tokens(of: text), Normalizer.unicodeTokens(of: text)] {
      #expect(tokens.map(\.text) == ["strasse", "oeuvre", "et", "dz", "cafe"])
      #expect(
        tokens.map { String(decoding: utf8[$0.sourceRange], as: UTF8.self) } == ["Straße", "Œuvre", "et", "Ǆ", "café"])
    }
  }

  @Test("reads Latin letters of Latin-1 and Latin Extended-A and B from their bytes, with no other scalars")
  func simplePathScope() {
    let isSimple = SimplePath.takes
    #expect(isSimple("note un café dans Brewlog"))
    #expect(isSimple("Łódź Straße Œuvre ș İ ı"))
    #expect(isSimple("がぱ水を"))
    #expect(!isSimple("Cafe\u{301}"))
    #expect(!isSimple("þ"))
    #expect(!isSimple("καφές"))
    #expect(!isSimple("98.6°F"))
    #expect(!isSimple("a×b"))
  }

  @Test(
    "reads accented Latin text from its bytes exactly as the general path does",
    arguments: [
      "aZe ,.-'9éÉèçÇñßẞæŒøÅüőșŞİıĳŉþ",
      "l'été à Łódź, 5°, ĲsselŀÆ’\u{301}",
    ])
  func simplePathAgrees(alphabet: String) {
    var byteRead = 0
    for text in SimplePath.texts(from: alphabet, seed: 0x9E37_79B9) {
      if !text.unicodeScalars.allSatisfy(\.isASCII), SimplePath.takes(text) { byteRead += 1 }
      #expect(Normalizer.tokens(of: text) == Normalizer.unicodeTokens(of: text), "\(text.debugDescription)")
    }
    // The comparison means something only if the byte path read accented text.
    #expect(byteRead >= 300, "\(byteRead) accented texts read from their bytes")
  }
}
