import PhraseGrammar
extension JSONParser {
  /// Byte-level helpers shared by the parser and the location functions.
  enum UTF8Text {
    /// The length of a leading UTF-8 byte order mark: 3 or 0.
    static func byteOrderMarkLength(of bytes: [UInt8]) -> Int {
      bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or `nil` when it is not one.
    ///
    /// Rejects overlong forms, encoded surrogates and values above U+10FFFF, as the
    /// Unicode standard's table of well-formed byte sequences does.
    static func sequenceLength(in bytes: [UInt8], at index: Int) -> Int? {
      let lead = bytes[index]
      let length: Int
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0x00...0x7F: return 1
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; secondRange = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; secondRange = 0x80...0x9F
      case 0xF0: length = 4; secondRange = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; secondRange = 0x80...0x8F
      default: return nil
      }
      guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else {
        return nil
      }
      for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
        return nil
      }
      return length
    }

    /// How many columns `offset` lies after `start` on the same line.
    ///
    /// Counts the grapheme clusters from `start` through the scalar at `offset`, minus
    /// one, so an offset inside a cluster gets that cluster's column. `start` must be a
    /// cluster boundary.
    static func columnDistance(in bytes: [UInt8], from start: Int, to offset: Int) -> Int {
      guard offset > start else { return 0 }
      guard offset < bytes.count else {
        return String(decoding: bytes[start..<bytes.count], as: UTF8.self).count
      }
      let scalarEnd = min(bytes.count, offset + (sequenceLength(in: bytes, at: offset) ?? 1))
      if bytes[start..<scalarEnd].allSatisfy({ $0 < 0x80 }) {
        return offset - start
      }
      return String(decoding: bytes[start..<scalarEnd], as: UTF8.self).count - 1
    }

    /// How many source bytes the decoded scalar starting at `index` of a string spans.
    ///
    /// An escape spans 2 bytes, a `\u` escape 6, and a surrogate pair of `\u` escapes 12.
    /// Never runs past `end`.
    static func sourceLengthOfScalar(in bytes: [UInt8], at index: Int, end: Int) -> Int {
      guard bytes[index] == ASCII.backslash else {
        return min(sequenceLength(in: bytes, at: index) ?? 1, end - index)
      }
      guard index + 1 < end, bytes[index + 1] == UInt8(ascii: "u") else {
        return min(2, end - index)
      }
      guard let high = hexValue(in: bytes, at: index + 2, end: end), (0xD800...0xDBFF).contains(high),
        index + 12 <= end, bytes[index + 6] == ASCII.backslash, bytes[index + 7] == UInt8(ascii: "u"),
        let low = hexValue(in: bytes, at: index + 8, end: end), (0xDC00...0xDFFF).contains(low)
      else { return min(6, end - index) }
      return 12
    }

    /// The value of four hex digits at `index`, or `nil`.
    static func hexValue(in bytes: [UInt8], at index: Int, end: Int) -> UInt32? {
      guard index + 4 <= end else { return nil }
      var value: UInt32 = 0
      for byte in bytes[index..<index + 4] {
        guard let digit = hexDigitValue(byte) else { return nil }
        value = value << 4 | UInt32(digit)
      }
      return value
    }

    /// The value of one hex digit, or `nil`.
    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
      switch byte {
      case ASCII.digitZero...ASCII.digitNine: byte - ASCII.digitZero
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }

    /// Whether a byte can start a bare word (an attempted literal): an ASCII letter or `_`.
    static func isWordStart(_ byte: UInt8) -> Bool {
      let folded = byte | 0x20
      return (folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z")) || byte == ASCII.underscore
    }

    /// The end of the bare word of ASCII letters, digits and `_` starting at `start`.
    static func wordEnd(in bytes: [UInt8], from start: Int) -> Int {
      var end = start
      while end < bytes.count && (isWordStart(bytes[end]) || ASCII.isDigit(bytes[end])) { end += 1 }
      return end
    }
  }

  /// The ASCII bytes the parser looks for, by name.
  enum ASCII {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let asterisk = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let period = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let digitZero = UInt8(ascii: "0")
    static let digitNine = UInt8(ascii: "9")
    static let colon = UInt8(ascii: ":")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let underscore = UInt8(ascii: "_")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    /// Whether a byte is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= digitZero && byte <= digitNine }
  }
}
