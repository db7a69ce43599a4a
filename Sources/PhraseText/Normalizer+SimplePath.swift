// The byte path of the normalizer: text whose every scalar folds trivially, read straight from
// its UTF-8 bytes into spans of one buffer.
extension Normalizer {
  // MARK: - ASCII

  /// Tokens as spans of one buffer of normalized UTF-8 bytes.
  package struct TokenSpans {
    package var bytes: [UInt8] = []
    package var spans: [Span] = []

    package struct Span {
      package var start: Int32
      package var end: Int32
      package var sourceStart: Int32
      package var sourceEnd: Int32
      package var kind: TokenKind
      /// Whether a list separator (`,` `;` `、`) follows the token before the next one.
      package var isFollowedBySeparator = false
    }
  }

  /// The tokens of a text that folds trivially, straight from its bytes; nil otherwise (see ``simpleSpans(of:)``).
  static func simpleTokens(of bytes: UnsafeBufferPointer<UInt8>) -> [RawToken]? {
    guard let scanned = simpleSpans(of: bytes) else { return nil }
    return scanned.spans.map { span in
      RawToken(
        text: String(decoding: scanned.bytes[Int(span.start)..<Int(span.end)], as: UTF8.self), kind: span.kind,
        sourceRange: Int(span.sourceStart)..<Int(span.sourceEnd), isFollowedBySeparator: span.isFollowedBySeparator)
    }
  }

  /// One scalar of a text that folds trivially: the ASCII byte it folds to (0 for a
  /// character of a script written without spaces), its category, its UTF-8 length, and
  /// the second ASCII letter of a letter spelled with two (`ß` is `ss`), else 0.
  private struct SimpleUnit {
    var byte: UInt8
    var category: Category
    var length: Int
    var second: UInt8 = 0
  }

  /// Normalized token spans of a text whose every scalar folds trivially: ASCII,
  /// full-width ASCII (`８`, `Ａ`, `？`), the ideographic space, comma and full stop,
  /// the kana and Han of ``isFoldingStable(_:)``, and the Latin letters of ``latinLetters``
  /// (`é`, `ß`, `ł`); nil for any other scalar.
  ///
  /// Produces exactly what the general path does for such text (a test compares
  /// the two), at a fraction of the cost: one pass over the bytes, two
  /// allocations (none with ``withSimpleSpans(of:_:)``), no `Character` iteration and no NFKC. Text with a scalar of two
  /// bytes (a Latin letter beyond ASCII) is read by a second reader, chosen by a
  /// scan for their lead bytes, so that the first, for all other text, costs no
  /// more for reading them.
  package static func simpleSpans(of bytes: UnsafeBufferPointer<UInt8>) -> TokenSpans? {
    var scanned: TokenSpans?
    guard withSimpleSpans(of: bytes, { scanned = TokenSpans(bytes: Array($0), spans: Array($1)) }) else { return nil }
    return scanned
  }

  /// ``simpleSpans(of:)`` without making arrays: hands the normalized bytes and the spans, in
  /// scratch memory valid only during the call, to `body`; false (and `body` not called)
  /// when the text is not simple.
  package static func withSimpleSpans(
    of bytes: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<TokenSpans.Span>) -> Void
  ) -> Bool {
    // The first pass gives up at the lead byte of any two-byte scalar: with one, start with the second.
    var hasTwoByteScalar = false
    for byte in bytes where byte & 0xE0 == 0xC0 {
      hasTwoByteScalar = true
      break
    }
    if hasTwoByteScalar { return withSimpleSpans(of: bytes, reading: LatinScalars.self, body) }
    return withSimpleSpans(of: bytes, reading: TrivialScalars.self, body)
  }

  /// Which scalars of more than one byte the byte path reads, besides full-width forms, kana and Han.
  private protocol SimpleScalars {
    /// Whether it reads the Latin letters of ``latinLetters``.
    static var readsLatinLetters: Bool { get }
  }

  private enum TrivialScalars: SimpleScalars {
    static var readsLatinLetters: Bool { false }
  }

  private enum LatinScalars: SimpleScalars {
    static var readsLatinLetters: Bool { true }
  }

  @inline(__always)
  private static func withSimpleSpans<Scalars: SimpleScalars>(
    of bytes: UnsafeBufferPointer<UInt8>, reading: Scalars.Type,
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<TokenSpans.Span>) -> Void
  ) -> Bool {
    let count = bytes.count
    // Bytes and spans are written to scratch memory: no more of either than bytes read.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { output in
      withUnsafeTemporaryAllocation(of: TokenSpans.Span.self, capacity: count) { spanBuffer in
        var written = 0
        var spanCount = 0
        @inline(__always) func append(_ span: TokenSpans.Span) {
          spanBuffer.initializeElement(at: spanCount, to: span)
          spanCount += 1
        }
        guard
          readSimpleSpans(
            of: bytes, reading: Scalars.self, into: output, written: &written, append: append,
            markSeparator: { if spanCount > 0 { spanBuffer[spanCount - 1].isFollowedBySeparator = true } })
        else { return false }
        body(
          UnsafeBufferPointer(rebasing: output[..<written]), UnsafeBufferPointer(rebasing: spanBuffer[..<spanCount]))
        return true
      }
    }
  }

  /// The scanning loop of ``simpleSpans(of:)``: writes the normalized bytes to `output` and
  /// hands each span to `append`; false when a scalar does not fold trivially.
  @inline(__always)
  private static func readSimpleSpans<Scalars: SimpleScalars>(
    of bytes: UnsafeBufferPointer<UInt8>, reading: Scalars.Type, into output: UnsafeMutableBufferPointer<UInt8>,
    written: inout Int, append: (TokenSpans.Span) -> Void, markSeparator: () -> Void
  ) -> Bool {
    let count = bytes.count
    var isSimple = true
    do {
      asciiCategories.withUnsafeBufferPointer { categories in
        /// The scalar at a byte offset; nil when it does not fold trivially, a separator past the end.
        @inline(__always) func unit(_ index: Int) -> SimpleUnit? {
          guard index < count else { return SimpleUnit(byte: 0, category: .separator, length: 0) }
          let lead = bytes[index]
          if lead < 0x80 { return SimpleUnit(byte: lead, category: categories[Int(lead)], length: 1) }
          guard lead & 0xF0 == 0xE0, index + 2 < count else {
            guard Scalars.readsLatinLetters, lead & 0xE0 == 0xC0, index + 1 < count else { return nil }
            return latinUnit(lead, bytes[index + 1])
          }
          let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
          switch value {
          case 0xFF01...0xFF5E:
            let ascii = UInt8(value - 0xFEE0)
            return SimpleUnit(byte: ascii, category: categories[Int(ascii)], length: 3)
          case 0x3000...0x3002:
            return SimpleUnit(
              byte: value == 0x3001 ? UInt8(ascii: ",") : UInt8(ascii: " "), category: .separator, length: 3)
          default:
            return isFoldingStable(value) ? SimpleUnit(byte: 0, category: .character, length: 3) : nil
          }
        }
        @inline(__always) func category(_ index: Int) -> Category? { unit(index)?.category }
        // Whether the scalar before `index` ended a word or number (a number cannot start there).
        var afterToken = false
        var index = 0
        while index < count {
          guard let first = unit(index) else {
            isSimple = false
            return
          }
          let start = index
          let outputStart = written
          let kind: TokenKind
          switch first.category {
          case .letter:
            // Letters, and an apostrophe between letters ("what's").
            kind = .word
            while true {
              // Lowercase ASCII letters, most of any text, are copied as they are.
              while index < count, bytes[index] &- 0x61 < 26 {
                output[written] = bytes[index]
                written += 1
                index += 1
              }
              while let next = unit(index), next.category == .letter {
                output[written] = lowercase(next.byte)
                written += 1
                if Scalars.readsLatinLetters && next.second != 0 {
                  output[written] = next.second
                  written += 1
                }
                index += next.length
              }
              guard let mark = unit(index), mark.category == .apostrophe, category(index + mark.length) == .letter
              else { break }
              output[written] = UInt8(ascii: "'")
              written += 1
              index += mark.length
            }
          case .digit:
            kind = .number
          case .numberPunctuation
          where !afterToken && category(index + first.length) == .digit
            && (first.byte == UInt8(ascii: ".") || first.byte == UInt8(ascii: "-")):
            // A sign or point that starts a number: "-5", ".5".
            kind = .number
            output[written] = first.byte
            written += 1
            index += first.length
          case .symbol, .character:
            // A token of its own: "$", "%", or one character of a script written without spaces.
            if first.category == .symbol {
              output[written] = first.byte
              written += 1
            } else {
              for offset in 0..<first.length { output[written + offset] = bytes[index + offset] }
              written += first.length
            }
            append(
              TokenSpans.Span(
                start: Int32(outputStart), end: Int32(written), sourceStart: Int32(index),
                sourceEnd: Int32(index + first.length), kind: first.category == .symbol ? .symbol : .character))
            index += first.length
            afterToken = false
            continue
          default:
            if first.byte == UInt8(ascii: ",") || first.byte == UInt8(ascii: ";") { markSeparator() }
            index += first.length
            afterToken = false
            continue
          }
          if kind == .number {
            // Digits, and separators between digits ("1,000", "2.5", "3:30").
            while true {
              while let next = unit(index), next.category == .digit {
                output[written] = next.byte
                written += 1
                index += next.length
              }
              guard let mark = unit(index), mark.category == .numberPunctuation,
                category(index + mark.length) == .digit
              else { break }
              output[written] = mark.byte
              written += 1
              index += mark.length
            }
          }
          append(
            TokenSpans.Span(
              start: Int32(outputStart), end: Int32(written), sourceStart: Int32(start), sourceEnd: Int32(index),
              kind: kind))
          afterToken = true
        }
      }
    }
    return isSimple
  }

  /// The unit of a two-byte scalar, if it is one of ``latinLetters``.
  @inline(never)
  private static func latinUnit(_ lead: UInt8, _ trail: UInt8) -> SimpleUnit? {
    let value = Int(lead & 0x1F) << 6 | Int(trail & 0x3F)
    guard latinLetterRange.contains(value) else { return nil }
    let folded = latinLetters[value - latinLetterRange.lowerBound]
    guard folded != 0 else { return nil }
    return SimpleUnit(byte: UInt8(truncatingIfNeeded: folded), category: .letter, length: 2, second: UInt8(folded >> 8))
  }

  @inline(__always)
  private static func lowercase(_ byte: UInt8) -> UInt8 {
    byte >= 65 && byte <= 90 ? byte + 32 : byte
  }

  private static let asciiCategories: [Category] = (0..<128).map { value in
    category(of: Unicode.Scalar(UInt8(value)))
  }

  /// The Latin letters the byte path reads: Latin-1, Latin Extended-A and B.
  static let latinLetterRange = 0xC0..<0x250

  /// The ASCII letters each scalar of ``latinLetterRange`` folds to, the first in the low byte and
  /// the second (`ß` is `ss`) in the high one; 0 for a scalar that does not fold to one or two ASCII
  /// letters (`þ`, `×`), which the byte path leaves to the general one.
  ///
  /// Read off the general path (case, NFKC and accent folding) once, so the two cannot differ.
  static let latinLetters: [UInt16] = latinLetterRange.map { value in
    guard let scalar = Unicode.Scalar(UInt32(value)) else { return 0 }
    let folded = units(of: String(Character(scalar)))
    guard (1...2).contains(folded.count), folded.allSatisfy({ $0.category == .letter && $0.scalar.isASCII }) else {
      return 0
    }
    return UInt16(folded[0].scalar.value) | (folded.count > 1 ? UInt16(folded[1].scalar.value) << 8 : 0)
  }
}
