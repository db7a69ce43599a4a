import DataFormats
import Foundation
import PhraseGrammar
import Reports
import Router

/// Reads a corpus file a line at a time, in chunks, so that no file is held whole in memory.
///
/// Lines end at `\n` (a `\r` before it is dropped). A line longer than ``maximumLength`` bytes
/// is not read: the reader gives its number with ``Line/isTooLong`` set and skips to the next line.
public struct CorpusLineReader: ~Copyable {
  /// One line of the file.
  public struct Line: Sendable {
    /// The 1-based line number.
    public var number: Int
    /// The line's bytes, without its end (empty when too long).
    public var bytes: [UInt8]
    /// Whether the line is longer than the reader reads.
    public var isTooLong = false
  }

  /// The longest line read, in bytes: 1 MiB.
  public static let maximumLength = 1 << 20

  private let handle: FileHandle
  private let limit: Int
  private var buffer: [UInt8] = []
  private var start = 0
  private var number = 0
  private var atEnd = false

  /// A reader of the file at `path`, or nil when it cannot be opened.
  public init?(path: String, maximumLength: Int = CorpusLineReader.maximumLength) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
      let handle = FileHandle(forReadingAtPath: path)
    else { return nil }
    self.handle = handle
    limit = maximumLength
  }

  deinit { try? handle.close() }

  /// The next line, or nil at the end of the file.
  public mutating func next() -> Line? {
    var tooLong = false
    while true {
      if let end = buffer[start...].firstIndex(of: 0x0A) {
        number += 1
        var bytes = tooLong ? [] : Array(buffer[start..<end])
        start = end + 1
        if bytes.last == 0x0D { bytes.removeLast() }
        if bytes.count > limit { (bytes, tooLong) = ([], true) }
        return Line(number: number, bytes: bytes, isTooLong: tooLong)
      }
      if buffer.count - start > limit + 1 {
        // No end within the limit: drop what is read of the line and look for its end.
        tooLong = true
        buffer.removeAll(keepingCapacity: true)
        start = 0
      }
      if atEnd {
        guard start < buffer.count || tooLong else { return nil }
        number += 1
        var bytes = tooLong ? [] : Array(buffer[start...])
        buffer.removeAll()
        start = 0
        if bytes.last == 0x0D { bytes.removeLast() }
        if bytes.count > limit { (bytes, tooLong) = ([], true) }
        return Line(number: number, bytes: bytes, isTooLong: tooLong)
      }
      fill()
    }
  }

  private mutating func fill() {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    let chunk = (try? handle.read(upToCount: 1 << 20)) ?? nil
    if let chunk, !chunk.isEmpty { buffer.append(contentsOf: chunk) } else { atEnd = true }
  }
}
