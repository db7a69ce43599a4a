import PhraseText

/// An utterance's token spans and normalized bytes in one allocation: the spans, then the bytes.
///
/// Made once, from the normalizer's scratch memory, and only read after: one allocation
/// per utterance instead of an array for each. Spans are read with unaligned loads, so
/// the bytes after them need no padding. Reads go through the address of the buffer's
/// elements, kept beside it: the buffer, held as long as the storage is, keeps it valid, and
/// a read then costs no reference counting.
struct TokenStorage: @unchecked Sendable {
  typealias Span = Normalizer.TokenSpans.Span

  /// The memory: a class of its own, so that making one needs no generic metadata.
  private final class Buffer: ManagedBuffer<Void, UInt8> {}

  private let buffer: Buffer
  /// The buffer's elements.
  private let base: UnsafeMutablePointer<UInt8>
  /// The number of spans.
  let spanCount: Int
  /// The number of normalized bytes.
  let byteCount: Int

  private static let spanStride = MemoryLayout<Span>.stride

  init(spans: UnsafeBufferPointer<Span>, bytes: UnsafeBufferPointer<UInt8>) {
    let spanBytes = spans.count * Self.spanStride
    buffer = unsafeDowncast(Buffer.create(minimumCapacity: spanBytes + bytes.count) { _ in }, to: Buffer.self)
    spanCount = spans.count
    byteCount = bytes.count
    base = buffer.withUnsafeMutablePointerToElements { $0 }
    if let source = spans.baseAddress, spanBytes > 0 {
      UnsafeMutableRawPointer(base).copyMemory(from: source, byteCount: spanBytes)
    }
    if let source = bytes.baseAddress, !bytes.isEmpty {
      (base + spanBytes).initialize(from: source, count: bytes.count)
    }
  }

  /// Whether two storages are one: the same buffer, so the same spans and bytes.
  func isSame(as other: TokenStorage) -> Bool { buffer === other.buffer }

  /// Storage of some spans of this one, with a copy of its bytes (the spans' offsets still hold).
  func part(_ range: Range<Int>) -> TokenStorage {
    precondition(range.lowerBound >= 0 && range.upperBound <= spanCount, "token range out of bounds")
    let spans = range.map(span)
    return spans.withUnsafeBufferPointer { spans in withBytes { TokenStorage(spans: spans, bytes: $0) } }
  }

  /// One token's span.
  @inline(__always)
  func span(_ index: Int) -> Span {
    precondition(index >= 0 && index < spanCount, "token index out of range")
    return UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index * Self.spanStride, as: Span.self)
  }

  /// One normalized byte.
  @inline(__always)
  func byte(_ offset: Int) -> UInt8 {
    precondition(offset >= 0 && offset < byteCount, "byte offset out of range")
    return base[spanCount * Self.spanStride + offset]
  }

  /// Calls `body` with the normalized bytes.
  @inline(__always)
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    body(UnsafeBufferPointer(start: base + spanCount * Self.spanStride, count: byteCount))
  }
}
