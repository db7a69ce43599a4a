/// An utterance normalized and interned against one grammar's vocabulary.
///
/// The normalized tokens are spans of one byte buffer; matching reads only
/// their ids, and the texts are made into strings only when a recognizer
/// (numbers) or the output needs them.
public struct Utterance: Sendable {
  /// The text as given.
  public let text: String
  /// The token ids; tokens missing from the vocabulary are ``TokenID/unknown``.
  public let ids: [TokenID]
  /// The tokens' spans and normalized bytes.
  private let storage: TokenStorage
  /// Whether ``text`` is all ASCII, so that a token's scalars are its source bytes.
  private let isASCII: Bool

  init(text: String, ids: [TokenID], storage: TokenStorage, isASCII: Bool) {
    self.text = text
    self.ids = ids
    self.storage = storage
    self.isASCII = isASCII
  }

  /// The utterance made of a range of this one's tokens, without normalizing anything again.
  ///
  /// Token *i* of the part is token `range.lowerBound + i` of this one; ``text`` is still the
  /// whole text as given, so ``text(of:)-(Range<Int>)`` gives the words as said.
  public func part(_ range: Range<Int>) -> Utterance {
    // The whole is this utterance itself, which matching then knows again (``isSame(as:)``).
    if range == 0..<count { return self }
    return Utterance(text: text, ids: Array(ids[range]), storage: storage.part(range), isASCII: isASCII)
  }

  /// Whether two utterances are one value: the same tokens read from the same normalization (an
  /// utterance, or the whole ``part(_:)`` of it). Matching one again may reuse what it read.
  package func isSame(as other: Utterance) -> Bool { storage.isSame(as: other.storage) }

  /// The number of tokens.
  public var count: Int { ids.count }

  /// The bytes of all normalized tokens: more than any byte offset inside one.
  package var normalizedByteCount: Int { storage.byteCount }

  /// Where a token's normalized bytes are in the utterance's buffer (see ``normalizedByte(_:)``).
  @inline(__always)
  package func normalizedByteRange(_ index: Int) -> Range<Int> {
    let span = storage.span(index)
    return Int(span.start)..<Int(span.end)
  }

  /// The vocabulary's id of some normalized bytes (part of a token), or ``TokenID/unknown``.
  func token(_ bytes: Range<Int>, in vocabulary: ByteVocabulary) -> TokenID {
    storage.withBytes { buffer in vocabulary.id(of: UnsafeBufferPointer(rebasing: buffer[bytes])) }
  }

  /// One byte of the normalized buffer.
  @inline(__always)
  package func normalizedByte(_ offset: Int) -> UInt8 { storage.byte(offset) }

  /// Whether a token and the next are written together, with nothing between them: a change
  /// of script (`Water에서`), digits against letters (`8oz`), a symbol (`50%`).
  package func adjoinsNext(_ index: Int) -> Bool {
    index + 1 < storage.spanCount && storage.span(index).sourceEnd == storage.span(index + 1).sourceStart
  }

  /// The normalized text of one token.
  public func token(_ index: Int) -> String {
    let range = normalizedByteRange(index)
    return storage.withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
  }

  /// The normalized UTF-8 bytes of one token.
  package func normalizedBytes(_ index: Int) -> [UInt8] {
    let range = normalizedByteRange(index)
    return storage.withBytes { Array(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Whether one token's normalized UTF-8 bytes are these.
  package func normalizedToken(_ index: Int, equals bytes: [UInt8]) -> Bool {
    let range = normalizedByteRange(index)
    return storage.withBytes { UnsafeBufferPointer(rebasing: $0[range]).elementsEqual(bytes) }
  }

  /// The normalized texts of all tokens.
  public var tokens: [String] { (0..<count).map(token) }

  /// Whether a list separator (`,` `;` `、`) follows a token.
  public func isFollowedBySeparator(_ index: Int) -> Bool { storage.span(index).isFollowedBySeparator }

  /// The kind of one token.
  public func kind(_ index: Int) -> Normalizer.TokenKind { storage.span(index).kind }

  /// The UTF-8 byte range of one token in ``text``.
  public func sourceRange(_ index: Int) -> Range<Int> {
    let span = storage.span(index)
    return Int(span.sourceStart)..<Int(span.sourceEnd)
  }

  /// The number of Unicode scalars of some tokens as written in ``text``, not counting what
  /// lies between them.
  package func sourceScalarCount(of tokens: Range<Int>) -> Int {
    var count = 0
    if isASCII {
      for index in tokens {
        let span = storage.span(index)
        count += Int(span.sourceEnd - span.sourceStart)
      }
      return count
    }
    var text = text
    return text.withUTF8 { bytes in
      for index in tokens {
        for byte in UnsafeBufferPointer(rebasing: bytes[sourceRange(index)]) where byte & 0xC0 != 0x80 {
          count += 1
        }
      }
      return count
    }
  }

  /// The original text that a range of tokens covers, from the first token's
  /// start to the last token's end.
  public func text(of tokens: Range<Int>) -> String {
    guard !tokens.isEmpty else { return "" }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: Int(storage.span(tokens.lowerBound).sourceStart))
    let end = utf8.index(utf8.startIndex, offsetBy: Int(storage.span(tokens.upperBound - 1).sourceEnd))
    return String(decoding: utf8[start..<end], as: UTF8.self)
  }

  /// The original text a slot's value covers: its ``Capture/sourceRange`` when it begins or
  /// ends inside a word, else its tokens' text.
  public func text(of capture: Capture) -> String {
    guard let range = capture.sourceRange else { return text(of: capture.tokens) }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let end = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
    return String(decoding: utf8[start..<end], as: UTF8.self)
  }

  /// Where in ``text`` a byte offset of a token's normalized text falls: the source offset of
  /// the first character whose normalized bytes reach past it.
  package func sourceOffset(inToken index: Int, normalizedOffset: Int) -> Int {
    let span = storage.span(index)
    if normalizedOffset <= 0 { return Int(span.sourceStart) }
    if normalizedOffset >= Int(span.end - span.start) { return Int(span.sourceEnd) }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: Int(span.sourceStart))
    let end = utf8.index(utf8.startIndex, offsetBy: Int(span.sourceEnd))
    let source = text[start..<end]
    var normalizedBytes = 0
    var sourceBytes = Int(span.sourceStart)
    for character in source {
      if normalizedBytes >= normalizedOffset { break }
      let isApostrophe = character.unicodeScalars.first.map { Normalizer.category(of: $0) == .apostrophe } ?? false
      normalizedBytes += isApostrophe ? 1 : Normalizer.normalize(String(character)).utf8.count
      sourceBytes += character.utf8.count
    }
    return sourceBytes
  }

  /// The normalized tokens of a range, joined by spaces.
  public func normalizedText(of range: Range<Int>) -> String {
    range.map(token).joined(separator: " ")
  }
}

extension Grammar {
  /// Normalizes and interns an utterance.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public func utterance(_ text: String) -> Utterance {
    var copy = text
    var isASCII = false
    // The byte path when the text is simple (it calls back only then), else the general one.
    var simple: (ids: [TokenID], storage: TokenStorage)?
    copy.withUTF8 { bytes in
      isASCII = Self.isASCII(bytes)
      _ = Normalizer.withSimpleSpans(of: bytes) { simple = intern($0, $1) }
    }
    let (ids, storage) =
      simple
      ?? {
        let scanned = Normalizer.spans(of: Normalizer.unicodeTokens(of: text))
        return scanned.bytes.withUnsafeBufferPointer { bytes in
          scanned.spans.withUnsafeBufferPointer { intern(bytes, $0) }
        }
      }()
    return Utterance(text: text, ids: ids, storage: storage, isASCII: isASCII)
  }

  /// Interns an utterance already split into tokens (by `Normalizer.tokens(of:)`, then
  /// split further or joined by the caller); each token's source range is in `text`.
  ///
  /// - Complexity: O(*n*) in the length of the tokens.
  public func utterance(_ text: String, tokens: [Normalizer.RawToken]) -> Utterance {
    var copy = text
    let isASCII = copy.withUTF8 { Self.isASCII($0) }
    let scanned = Normalizer.spans(of: tokens)
    let (ids, storage) = scanned.bytes.withUnsafeBufferPointer { bytes in
      scanned.spans.withUnsafeBufferPointer { intern(bytes, $0) }
    }
    return Utterance(text: text, ids: ids, storage: storage, isASCII: isASCII)
  }

  /// The vocabulary's ids of some normalized tokens, and their storage.
  private func intern(
    _ bytes: UnsafeBufferPointer<UInt8>, _ spans: UnsafeBufferPointer<Normalizer.TokenSpans.Span>
  ) -> (ids: [TokenID], storage: TokenStorage) {
    var ids: [TokenID] = []
    ids.reserveCapacity(spans.count)
    for span in spans {
      ids.append(vocabulary.id(of: UnsafeBufferPointer(rebasing: bytes[Int(span.start)..<Int(span.end)])))
    }
    return (ids, TokenStorage(spans: spans, bytes: bytes))
  }

  /// Whether every byte is ASCII.
  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var union: UInt8 = 0
    for byte in bytes { union |= byte }
    return union < 0x80
  }

  /// The text of a vocabulary token.
  public func text(of token: TokenID) -> String { tokens.text(of: token) }
}
