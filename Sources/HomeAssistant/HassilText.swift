import DataFormats
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
    utterance.sourceScalarCount(of: tokens)
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
    return plainSpan(bytes: start..<end, in: utterance, body)
  }

  /// ``plainSpan(_:in:_:)`` of some UTF-8 bytes of the text.
  private static func plainSpan<Result>(
    bytes source: Range<Int>, in utterance: Utterance, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Result
  ) -> Result? {
    var text = utterance.text
    return text.withUTF8 { bytes in
      let span = UnsafeBufferPointer(rebasing: bytes[source])
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
        } else if isWhitespace(value) || (isPunctuation(value) && value != rightSingleQuote) {
          // `’` is read as `'`, which is no punctuation: the span stays plain.
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

  fileprivate static func isWhitespace(_ value: UInt32) -> Bool {
    switch value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// `’`, which hassil's normalized text reads as `'`.
  fileprivate static let rightSingleQuote: UInt32 = 0x2019

  /// The text of a plain span (see ``plainScalarCount(_:)``), each `’` read as `'`.
  private static func plainText(_ span: UnsafeBufferPointer<UInt8>) -> String {
    // `’` is E2 80 99 in UTF-8.
    var index = 0
    while index + 2 < span.count {
      if span[index] == 0xE2 && span[index + 1] == 0x80 && span[index + 2] == 0x99 { break }
      index += 1
    }
    guard index + 2 < span.count else { return String(decoding: span, as: UTF8.self) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(span.count)
    index = 0
    while index < span.count {
      if index + 2 < span.count && span[index] == 0xE2 && span[index + 1] == 0x80 && span[index + 2] == 0x99 {
        bytes.append(UInt8(ascii: "'"))
        index += 3
      } else {
        bytes.append(span[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether a character is one of ``punctuation``, without hashing it.
  @inline(__always)
  fileprivate static func isPunctuation(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
    return isPunctuation(first.value)
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
    if let plain = plainSpan(tokens, in: utterance, { span, _ in plainText(span) }) { return plain }
    return cleaned(utterance.text(of: tokens))
  }

  /// ``spoken(_:in:)`` of a slot's value: only its own characters when it begins or ends
  /// inside a word (`{area}[s]`).
  static func spoken(_ capture: Capture, in utterance: Utterance) -> String {
    guard let source = capture.sourceRange else { return spoken(capture.tokens, in: utterance) }
    if let plain = plainSpan(bytes: source, in: utterance, { span, _ in plainText(span) }) { return plain }
    return cleaned(utterance.text(of: capture))
  }

  /// ``spokenLength(_:in:)`` of a slot's value.
  static func spokenLength(_ capture: Capture, in utterance: Utterance) -> Int {
    guard let source = capture.sourceRange else { return spokenLength(capture.tokens, in: utterance) }
    if let plain = plainSpan(bytes: source, in: utterance, { _, scalarCount in scalarCount }) { return plain }
    return spoken(capture, in: utterance).unicodeScalars.count
  }

  /// ``characterCount(of:in:)`` of a slot's value.
  static func characterCount(of capture: Capture, in utterance: Utterance) -> Int {
    guard let source = capture.sourceRange else { return characterCount(of: capture.tokens, in: utterance) }
    var text = utterance.text
    return text.withUTF8 { bytes in
      var iterator = UnsafeBufferPointer(rebasing: bytes[source]).makeIterator()
      var decoder = UTF8()
      var count = 0
      while case .scalarValue(let scalar) = decoder.decode(&iterator) {
        if !isWhitespace(scalar.value) { count += 1 }
      }
      return count
    }
  }

  /// Text as hassil's normalized text has it: white space collapsed, `’` read as `'`, and
  /// punctuation at the edges of words dropped.
  ///
  /// Read character by character, or, when every scalar lies below U+0300 or is white space or
  /// punctuation, scalar by scalar: then no scalar combines with the next, so each is a
  /// character of its own (a CR LF pair is white space either way), and the same rules give
  /// the same text at a fraction of the cost.
  static func cleaned(_ raw: String) -> String {
    let scalars = raw.unicodeScalars
    if scalars.allSatisfy({ $0.value < 0x300 || isPunctuation($0.value) || isWhitespace($0.value) }) {
      return cleaned(scalars, capacity: raw.utf8.count)
    }
    return cleaned(raw, capacity: raw.utf8.count)
  }

  /// ``cleaned(_:)`` of some text as characters, or as scalars that are each one.
  static func cleaned<Units: Sequence>(_ units: Units, capacity: Int) -> String
  where Units.Element: CleanedUnit {
    typealias Unit = Units.Element
    var characters: [Unit] = []
    characters.reserveCapacity(capacity)
    var pendingSpace = false
    for unit in units {
      if unit.isWhiteSpace {
        pendingSpace = !characters.isEmpty
        continue
      }
      if pendingSpace {
        characters.append(.space)
        pendingSpace = false
      }
      characters.append(unit.isRightSingleQuote ? .apostrophe : unit)
    }
    var kept: [Unit] = []
    kept.reserveCapacity(characters.count)
    for (index, character) in characters.enumerated() {
      guard character.isPunctuationMark else {
        kept.append(character)
        continue
      }
      let before = index > 0 ? characters[index - 1] : .space
      let after = index + 1 < characters.count ? characters[index + 1] : .space
      if before != .space && after != .space && !before.isPunctuationMark && !after.isPunctuationMark {
        kept.append(character)  // Inside a word: "2.5", "a.m".
      } else if character == .period, index >= 3, characters[index - 1].isWordCharacter,
        characters[index - 2] == .period, characters[index - 3].isWordCharacter
      {
        kept.append(character)  // An initialism's period: "A.C."
      }
    }
    return collapsedSpaces(Unit.string(kept))
  }

  /// Text without spaces at its ends, and with single spaces between words.
  private static func collapsedSpaces(_ text: String) -> String {
    var result = text
    while result.hasSuffix(" ") { result.removeLast() }
    while result.hasPrefix(" ") { result.removeFirst() }
    if zip(result.utf8, result.utf8.dropFirst()).contains(where: { $0 == 0x20 && $1 == 0x20 }) {
      result = result.split(separator: " ").joined(separator: " ")
    }
    return result
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

/// What ``HassilText``'s cleaning reads text by: a character, or a scalar where each scalar is one.
protocol CleanedUnit: Equatable {
  static var space: Self { get }
  static var apostrophe: Self { get }
  static var period: Self { get }
  var isWhiteSpace: Bool { get }
  /// Whether it is `’`, which hassil reads as `'`.
  var isRightSingleQuote: Bool { get }
  /// Whether it is one of hassil's punctuation.
  var isPunctuationMark: Bool { get }
  /// A letter, a digit or `_`.
  var isWordCharacter: Bool { get }
  static func string(_ units: [Self]) -> String
}

extension Character: CleanedUnit {
  static var space: Character { " " }
  static var apostrophe: Character { "'" }
  static var period: Character { "." }
  var isWhiteSpace: Bool { isWhitespace }
  var isRightSingleQuote: Bool { unicodeScalars.first?.value == HassilText.rightSingleQuote }
  var isPunctuationMark: Bool { HassilText.isPunctuation(self) }
  var isWordCharacter: Bool { isLetter || isNumber || self == "_" }
  static func string(_ units: [Character]) -> String { String(units) }
}

extension Unicode.Scalar: CleanedUnit {
  static var space: Unicode.Scalar { " " }
  static var apostrophe: Unicode.Scalar { "'" }
  static var period: Unicode.Scalar { "." }
  var isWhiteSpace: Bool { properties.isWhitespace }
  var isRightSingleQuote: Bool { value == HassilText.rightSingleQuote }
  var isPunctuationMark: Bool { HassilText.isPunctuation(value) }
  var isWordCharacter: Bool { Character(self).isWordCharacter }
  static func string(_ units: [Unicode.Scalar]) -> String {
    String(String.UnicodeScalarView(units))
  }
}
