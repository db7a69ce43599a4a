import Foundation
import Testing

@testable import PhraseGrammar
@testable import PhraseText

@Suite("Normalizer: characters folding leaves alone")
struct NormalizerFastPathTests {
  @Test("every scalar the fast path keeps is unchanged by NFKC and lowercasing")
  func foldingStableScalars() {
    var changed: [UInt32] = []
    for value in UInt32(0x3000)...UInt32(0xA000) where Normalizer.isFoldingStable(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar))
      if text.precomposedStringWithCompatibilityMapping.lowercased() != text { changed.append(value) }
    }
    #expect(changed.isEmpty, "\(changed.map { String($0, radix: 16) })")
  }

  @Test("kana and Han read the same with or without the fast path, combining marks included")
  func kanaAndHan() {
    #expect(Normalizer.tokens(of: "寝室照明を点けて").map(\.text) == ["寝", "室", "照", "明", "を", "点", "け", "て"])
    #expect(Normalizer.tokens(of: "か\u{3099}").map(\.text) == ["が"])
    #expect(Normalizer.tokens(of: "ゟ").map(\.text) == ["よ", "り"])
  }
}
