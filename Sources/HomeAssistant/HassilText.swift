import PhraseGrammar
import Router

/// The text of slots as hassil reports it, and how a number was said.
enum HassilText {
  /// How a range's number was said.
  enum NumberForm: Hashable {
    case digits
    case words
  }

  /// Punctuation hassil strips at the edges of words.
  static let punctuation: Set<Character> = [
    ".", "。", ",", "，", "?", "¿", "？", "؟", "!", "¡", "！", ";", "；", ":", "：", "’", "…", "—", "–", "―",
  ]

  /// Text without white space at either end.
  static func trimmed(_ text: String) -> String {
    var slice = Substring(text)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }

  /// The number of characters (Unicode scalars) of some tokens as written, not counting what lies between them.
  static func characterCount(of tokens: Range<Int>, in utterance: Utterance) -> Int {
    guard !tokens.isEmpty else { return 0 }
    var text = utterance.text
    return text.withUTF8 { bytes in
      var count = 0
      for index in tokens {
        for byte in UnsafeBufferPointer(rebasing: bytes[utterance.sourceRange(index)]) where byte & 0xC0 != 0x80 {
          count += 1
        }
      }
      return count
    }
  }

  /// The length in characters (Unicode scalars) of ``spoken(_:in:)-(Range<Int>,_)``.
  static func spokenLength(_ tokens: Range<Int>, in utterance: Utterance) -> Int {
    guard !tokens.isEmpty else { return 0 }
    if let plain = plainSpan(tokens, in: utterance, { _, scalarCount in scalarCount }) { return plain }
    return spoken(tokens, in: utterance).unicodeScalars.count
  }

  /// Applies `body` to the UTF-8 bytes some tokens span in the text, and their count of
  /// scalars, when the span needs no cleaning; nil when it does.
  private static func plainSpan<Result>(
    _ tokens: Range<Int>, in utterance: Utterance, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Result
  ) -> Result? {
    let start = utterance.sourceRange(tokens.lowerBound).lowerBound
    let end = utterance.sourceRange(tokens.upperBound - 1).upperBound
    var text = utterance.text
    return text.withUTF8 { bytes in
      let span = UnsafeBufferPointer(rebasing: bytes[start..<end])
      return plainScalarCount(span).map { body(span, $0) }
    }
  }

  /// The number of scalars of text that needs no cleaning (none of the punctuation hassil
  /// strips, no white space but single spaces between words); nil for other text.
  private static func plainScalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var isASCII = true
    for byte in bytes where byte >= 0x80 {
      isASCII = false
      break
    }
    if isASCII { return isPlainASCII(bytes) ? bytes.count : nil }
    var count = 0
    var previousWasSpace = true
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        let value = scalar.value
        if value == 0x20 {
          if previousWasSpace { return nil }
          previousWasSpace = true
        } else if isWhitespace(value) || isPunctuation(value) {
          return nil
        } else {
          previousWasSpace = false
        }
        count += 1
      case .emptyInput:
        return !previousWasSpace || count == 0 ? count : nil
      case .error:
        return nil
      }
    }
  }

  /// ``plainScalarCount(_:)`` for ASCII text: whether it needs no cleaning.
  private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var previousWasSpace = true
    for byte in bytes {
      switch byte {
      case UInt8(ascii: " "):
        if previousWasSpace { return false }
        previousWasSpace = true
      case 0x09...0x0D, UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "?"), UInt8(ascii: "!"),
        UInt8(ascii: ";"), UInt8(ascii: ":"):
        return false
      default:
        previousWasSpace = false
      }
    }
    return !previousWasSpace || bytes.isEmpty
  }

  private static func isWhitespace(_ value: UInt32) -> Bool {
    switch value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// The scalars of ``punctuation``.
  static func isPunctuation(_ value: UInt32) -> Bool {
    switch value {
    case 0x2E, 0x3002, 0x2C, 0xFF0C, 0x3F, 0xBF, 0xFF1F, 0x61F, 0x21, 0xA1, 0xFF01, 0x3B, 0xFF1B, 0x3A, 0xFF1A, 0x2019,
      0x2026, 0x2014, 0x2013, 0x2015:
      true
    default: false
    }
  }

  /// The words of some tokens as said, as hassil's normalized text has them: white
  /// space collapsed, `’` read as `'`, and punctuation at the edges of words dropped.
  static func spoken(_ tokens: Range<Int>, in utterance: Utterance) -> String {
    guard !tokens.isEmpty else { return "" }
    if let plain = plainSpan(tokens, in: utterance, { span, _ in String(decoding: span, as: UTF8.self) }) {
      return plain
    }
    return cleaned(utterance.text(of: tokens))
  }

  /// ``spoken(_:in:)`` of a slot's value: only its own characters when it begins or ends
  /// inside a word (`{area}[s]`).
  static func spoken(_ capture: Capture, in utterance: Utterance) -> String {
    guard capture.sourceRange != nil else { return spoken(capture.tokens, in: utterance) }
    return cleaned(utterance.text(of: capture))
  }

  /// ``spokenLength(_:in:)`` of a slot's value.
  static func spokenLength(_ capture: Capture, in utterance: Utterance) -> Int {
    guard capture.sourceRange != nil else { return spokenLength(capture.tokens, in: utterance) }
    return spoken(capture, in: utterance).unicodeScalars.count
  }

  /// ``characterCount(of:in:)`` of a slot's value.
  static func characterCount(of capture: Capture, in utterance: Utterance) -> Int {
    guard capture.sourceRange != nil else { return characterCount(of: capture.tokens, in: utterance) }
    return utterance.text(of: capture).unicodeScalars.count { !isWhitespace($0.value) }
  }

  /// Text as hassil's normalized text has it: white space collapsed, `’` read as `'`, and
  /// punctuation at the edges of words dropped.
  private static func cleaned(_ raw: String) -> String {
    var characters: [Character] = []
    characters.reserveCapacity(raw.count)
    var pendingSpace = false
    for character in raw {
      if character.isWhitespace {
        pendingSpace = !characters.isEmpty
        continue
      }
      if pendingSpace {
        characters.append(" ")
        pendingSpace = false
      }
      characters.append(character == "’" ? "'" : character)
    }
    var kept: [Character] = []
    kept.reserveCapacity(characters.count)
    for (index, character) in characters.enumerated() {
      guard punctuation.contains(character) else {
        kept.append(character)
        continue
      }
      let before = index > 0 ? characters[index - 1] : " "
      let after = index + 1 < characters.count ? characters[index + 1] : " "
      if before != " " && after != " " && !punctuation.contains(before) && !punctuation.contains(after) {
        kept.append(character)  // Inside a word: "2.5", "a.m".
        continue
      }
      if character == ".", isInitialismPeriod(at: index, in: characters) {
        kept.append(character)
        continue
      }
    }
    var result = String(kept)
    while result.hasSuffix(" ") { result.removeLast() }
    while result.hasPrefix(" ") { result.removeFirst() }
    if result.contains("  ") {
      result = result.split(separator: " ").joined(separator: " ")
    }
    return result
  }

  /// Whether a period ends an initialism ("A.C."): a word character, a period and a word character before it.
  private static func isInitialismPeriod(at index: Int, in characters: [Character]) -> Bool {
    guard index >= 3 else { return false }
    func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
    return isWord(characters[index - 1]) && characters[index - 2] == "." && isWord(characters[index - 3])
  }

  /// How a range's number was said, if hassil would hear it: one token of digits
  /// (`-?[0-9]+`, with a decimal part when the range has fractions), or number
  /// words among the range's spellings.
  static func numberReading(
    _ tokens: Range<Int>, in utterance: Utterance, range: HassilRange, spellings: Set<String>?
  ) -> NumberForm? {
    if tokens.count == 1, isDigits(tokens.lowerBound, in: utterance, fractions: range.fractions != nil) {
      return range.digits ? .digits : nil
    }
    guard range.words else { return nil }
    for index in tokens where utterance.kind(index) == .number { return nil }
    guard let spellings else { return .words }
    return spellings.contains(utterance.normalizedText(of: tokens)) ? .words : nil
  }

  /// Whether a token is written `-?[0-9]+`, or with fractions `-?[0-9]+([.,][0-9]+)?` (hassil's digits).
  private static func isDigits(_ token: Int, in utterance: Utterance, fractions: Bool) -> Bool {
    guard utterance.kind(token) == .number else { return false }
    var text = utterance.text
    return text.withUTF8 { bytes in
      var digits = UnsafeBufferPointer(rebasing: bytes[utterance.sourceRange(token)])[...]
      if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
      var sawDigit = false
      var sawSeparator = false
      var digitsAfterSeparator = false
      for byte in digits {
        if byte >= 48 && byte <= 57 {
          sawDigit = true
          if sawSeparator { digitsAfterSeparator = true }
        } else if fractions, !sawSeparator, sawDigit, byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") {
          sawSeparator = true
        } else {
          return false
        }
      }
      return sawDigit && (!sawSeparator || digitsAfterSeparator)
    }
  }
}
