@testable import PhraseText

/// What the normalizer's tests share about its byte path, the one that reads simple text from its UTF-8 bytes.
enum SimplePath {
  /// Whether the normalizer reads a text from its bytes.
  static func takes(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { Normalizer.simpleSpans(of: $0) } != nil
  }

  /// 3,000 texts of 1 to 16 characters of an alphabet, drawn by a seeded generator, the same on every run.
  static func texts(from alphabet: String, seed: UInt64) -> [String] {
    let alphabet = Array(alphabet)
    var state = seed
    var texts: [String] = []
    for _ in 0..<3_000 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for step in 0..<Int(state >> 60) + 1 {
        let index = Int((state >> UInt64(step * 4 % 56)) & 0xFF) % alphabet.count
        text.append(alphabet[index])
      }
      texts.append(text)
    }
    return texts
  }
}
