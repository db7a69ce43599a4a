import Foundation

/// Turns text into the tokens that templates and utterances are matched on.
///
/// The same normalization applies to templates, lexicon entries and
/// utterances, so whatever it does, both sides agree:
/// - Unicode compatibility forms are folded (NFKC): full-width `８` is `8`,
///   `㍑` is `リットル`, composed and decomposed accents are equal;
/// - case is folded and punctuation and white space separate tokens;
/// - accents are folded where leaving them out is usual and safe: Latin diacritics (`é` is `e`,
///   `ß` is `ss`), Greek tonos and dialytika, Cyrillic `ё`, Arabic harakat, Hebrew points (see
///   ``foldAccents(_:after:)``); the output keeps the words as typed, from ``RawToken/sourceRange``;
/// - digits split from letters (`8oz` is `8` `oz`), while separators inside a
///   number stay (`1,000`, `2.5`, `3:30`, `1/2`, `-5`);
/// - an apostrophe inside a word stays (`what's` is one token);
/// - characters of scripts written without spaces (Han, Hiragana, Katakana,
///   Thai and their neighbours) are one token each;
/// - the symbols `% ° $ € £ ¥` are tokens of their own.
public enum Normalizer {
  /// What kind of characters a token is made of.
  public enum TokenKind: UInt8, Hashable, Sendable {
    /// Letters (and marks) of one script.
    case word
    /// Digits, with a sign or a decimal point when written.
    case number
    /// One character of a script written without spaces, such as a kanji or a kana.
    case character
    /// One symbol or punctuation character.
    case symbol
  }

  /// One token and where it came from in the original text.
  public struct RawToken: Hashable, Sendable {
    /// The normalized text of the token.
    public var text: String
    /// Whether the token is a word, a number, a single character or a symbol.
    public var kind: TokenKind
    /// The UTF-8 byte range of the token in the original text.
    public var sourceRange: Range<Int>
    /// Whether a list separator (`,` `;` `、`) follows the token before the next one.
    public var isFollowedBySeparator = false
  }

  /// The tokens of a text.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public static func tokens(of text: String) -> [RawToken] {
    var text = text
    if let tokens = text.withUTF8({ bytes in simpleTokens(of: bytes) }) { return tokens }
    return unicodeTokens(of: text)
  }

  /// The tokens of any text, one Unicode scalar at a time after NFKC folding.
  package static func unicodeTokens(of text: String) -> [RawToken] {
    let units = self.units(of: text)
    var tokens: [RawToken] = []
    tokens.reserveCapacity(units.count / 4 + 1)
    var builder = TokenBuilder()
    var index = 0
    while index < units.count {
      let unit = units[index]
      let next = index + 1 < units.count ? units[index + 1].category : .separator
      switch unit.category {
      case .letter:
        // A word ends where its script changes: "W8Trackr에" is "w 8 trackr 에" (Korean particles
        // are written against the word before them).
        if builder.kind == .word, let last = builder.lastScalar, script(of: last) != script(of: unit.scalar) {
          builder.flush(into: &tokens)
        }
        builder.extend(.word, with: unit, flushingInto: &tokens)
      case .digit:
        builder.extend(.number, with: unit, flushingInto: &tokens)
      case .apostrophe:
        if builder.kind == .word && next == .letter {
          builder.append(unit, as: "'")
        } else {
          builder.flush(into: &tokens)
        }
      case .numberPunctuation:
        if next == .digit, let joined = numberJoiner(unit.scalar) {
          if builder.kind == .number {
            builder.append(unit, as: joined)
          } else if builder.kind == nil, joined == "." || joined == "-" {
            builder.start(.number, with: unit, as: joined)
          } else {
            builder.flush(into: &tokens)
            markSeparator(unit.scalar, in: &tokens)
          }
        } else {
          builder.flush(into: &tokens)
          markSeparator(unit.scalar, in: &tokens)
        }
      case .character:
        builder.flush(into: &tokens)
        builder.extend(.character, with: unit, flushingInto: &tokens)
        builder.flush(into: &tokens)
      case .symbol:
        builder.flush(into: &tokens)
        builder.extend(.symbol, with: unit, flushingInto: &tokens)
        builder.flush(into: &tokens)
      case .separator:
        builder.flush(into: &tokens)
        markSeparator(unit.scalar, in: &tokens)
      }
      index += 1
    }
    builder.flush(into: &tokens)
    return tokens
  }

  /// The normalized tokens' texts joined by single spaces.
  public static func normalize(_ text: String) -> String {
    tokens(of: text).map(\.text).joined(separator: " ")
  }

  // MARK: - Units

  package enum Category: UInt8 {
    case letter, digit, apostrophe, numberPunctuation, character, symbol, separator
  }

  struct Unit {
    var scalar: Unicode.Scalar
    var category: Category
    var sourceStart: Int
    var sourceEnd: Int
  }

  /// Normalized scalars with their categories and source offsets.
  static func units(of text: String) -> [Unit] {
    var units: [Unit] = []
    units.reserveCapacity(text.utf8.count)
    var offset = 0
    for character in text {
      let length = character.utf8.count
      if character.isASCII, let scalar = character.unicodeScalars.first,
        character.unicodeScalars.count == 1
      {
        let lowered = asciiLowercase(scalar)
        units.append(
          Unit(scalar: lowered, category: category(of: lowered), sourceStart: offset, sourceEnd: offset + length))
      } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
        isFoldingStable(scalar.value)
      {
        // Kana and common Han: NFKC and case folding leave them as they are.
        units.append(
          Unit(scalar: scalar, category: category(of: scalar), sourceStart: offset, sourceEnd: offset + length))
      } else {
        var folded = String(character).precomposedStringWithCompatibilityMapping.lowercased()
        if folded.unicodeScalars.count > 1 {
          // Foundation's NFKC can leave a mark that a compatibility mapping produced uncomposed:
          // half-width `ｶﾞ` comes out as `カ` and U+3099, not `ガ`.
          folded = folded.precomposedStringWithCanonicalMapping
        }
        var base = MarkBase.none
        for scalar in folded.unicodeScalars {
          var scalar = scalar
          if scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue,
            let ascii = Unicode.Scalar(UInt32(48 + Int(digit)))
          {
            scalar = ascii
          }
          func append(_ scalar: Unicode.Scalar) {
            units.append(
              Unit(scalar: scalar, category: category(of: scalar), sourceStart: offset, sourceEnd: offset + length))
          }
          switch foldAccents(scalar, after: &base) {
          case .same:
            append(scalar)
          case .dropped:
            break
          case .letters(let first, let second):
            append(first)
            if let second { append(second) }
          }
        }
      }
      offset += length
    }
    return units
  }

  /// Scalars that NFKC and lowercasing leave unchanged, alone in their character: Hiragana and
  /// Katakana without the compatibility and combining ones, 々 〆 〇, and CJK Unified Ideographs (with
  /// extension A). A test checks every one of them against the full folding.
  static func isFoldingStable(_ value: UInt32) -> Bool {
    switch value {
    case 0x3005...0x3007, 0x3041...0x3096, 0x309D...0x309E, 0x30A0...0x30FE, 0x3400...0x4DBF, 0x4E00...0x9FFF:
      return true
    default:
      return false
    }
  }

  private static func asciiLowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar.value >= 65 && scalar.value <= 90, let lower = Unicode.Scalar(scalar.value + 32) {
      return lower
    }
    return scalar
  }

  package static func category(of scalar: Unicode.Scalar) -> Category {
    let value = scalar.value
    if value < 128 {
      switch value {
      case 48...57: return .digit
      case 97...122, 65...90: return .letter
      case 39, 96: return .apostrophe  // ' `
      case 44, 45, 46, 47, 58: return .numberPunctuation  // , - . / :
      case 36, 37: return .symbol  // $ %
      default: return .separator
      }
    }
    switch value {
    case 0x2019, 0x2018, 0x02BC: return .apostrophe
    case 0x2044, 0x2212, 0x2013: return .numberPunctuation  // fraction slash, minus, en dash
    case 0x00B0, 0x20AC, 0x00A3, 0x00A5: return .symbol  // ° € £ ¥
    default: break
    }
    if isWrittenWithoutSpaces(value) { return .character }
    let properties = scalar.properties
    if properties.isAlphabetic || properties.generalCategory == .nonspacingMark
      || properties.generalCategory == .spacingMark
    {
      return .letter
    }
    if properties.numericType != nil { return .letter }
    return .separator
  }

  /// Scripts whose letters never share a word: Latin (and other alphabets), Hangul.
  private enum Script { case hangul, other }

  private static func script(of scalar: Unicode.Scalar) -> Script {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: .hangul
    default: .other
    }
  }

  /// Scripts written without spaces between words, matched one character at a time.
  private static func isWrittenWithoutSpaces(_ value: UInt32) -> Bool {
    switch value {
    case 0x3005...0x3007,  // 々 〆 〇
      0x3040...0x30FF,  // Hiragana, Katakana
      0x31F0...0x31FF,  // Katakana phonetic extensions
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // Han
      0x20000...0x2FA1F,  // Han extensions
      0x0E00...0x0E7F,  // Thai
      0x0E80...0x0EFF,  // Lao
      0x1000...0x109F,  // Myanmar
      0x1780...0x17FF:  // Khmer
      return true
    default:
      return false
    }
  }

  /// Marks the last token as followed by a list separator (`,` `;` `、`), if the scalar is one.
  private static func markSeparator(_ scalar: Unicode.Scalar, in tokens: inout [RawToken]) {
    guard scalar == "," || scalar == ";" || scalar == "\u{3001}", !tokens.isEmpty else { return }
    tokens[tokens.count - 1].isFollowedBySeparator = true
  }

  private static func numberJoiner(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 44: ","
    case 46: "."
    case 58: ":"
    case 47, 0x2044: "/"
    case 45, 0x2212, 0x2013: "-"
    default: nil
    }
  }

  private struct TokenBuilder {
    var kind: TokenKind?
    var scalars = String.UnicodeScalarView()
    var start = 0
    var end = 0

    /// The last scalar added to the token being built.
    var lastScalar: Unicode.Scalar? { scalars.last }

    mutating func extend(_ kind: TokenKind, with unit: Unit, flushingInto tokens: inout [RawToken]) {
      if self.kind != kind {
        flush(into: &tokens)
        start(kind, with: unit, as: unit.scalar)
      } else {
        append(unit, as: unit.scalar)
      }
    }

    mutating func start(_ kind: TokenKind, with unit: Unit, as scalar: Unicode.Scalar) {
      self.kind = kind
      scalars.append(scalar)
      start = unit.sourceStart
      end = unit.sourceEnd
    }

    mutating func append(_ unit: Unit, as scalar: Unicode.Scalar) {
      scalars.append(scalar)
      end = unit.sourceEnd
    }

    mutating func flush(into tokens: inout [RawToken]) {
      guard let kind else { return }
      tokens.append(RawToken(text: String(scalars), kind: kind, sourceRange: start..<end))
      self.kind = nil
      scalars = String.UnicodeScalarView()
    }
  }
}

extension Normalizer {
  /// Raw tokens laid out as spans of one buffer.
  package static func spans(of tokens: [RawToken]) -> TokenSpans {
    var result = TokenSpans()
    for token in tokens {
      let start = result.bytes.count
      result.bytes += token.text.utf8
      result.spans.append(
        TokenSpans.Span(
          start: Int32(start), end: Int32(result.bytes.count), sourceStart: Int32(token.sourceRange.lowerBound),
          sourceEnd: Int32(token.sourceRange.upperBound), kind: token.kind,
          isFollowedBySeparator: token.isFollowedBySeparator))
    }
    return result
  }
}
