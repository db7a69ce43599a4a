@preconcurrency import Glibc

/// The process's standard streams, read and written as bytes.
///
/// Kept in its own file with only Glibc imported (see STYLE: import order
/// and `@preconcurrency`).
enum StandardStreams {
  /// Reads one line from standard input without its line break, or nil at the end.
  ///
  /// Bytes are returned as read, so invalid UTF-8 can be reported rather than replaced.
  static func readLine() -> [UInt8]? {
    var reader = LineReader()
    return reader.next()
  }

  /// Reads standard input line by line into one buffer, kept from line to line.
  struct LineReader: ~Copyable {
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    init() {}

    deinit { free(buffer) }

    /// The next line without its line break, or nil at the end; bytes as read, as ``readLine()``.
    mutating func next() -> [UInt8]? {
      let length = getline(&buffer, &capacity, stdin)
      guard length >= 0, let buffer else { return nil }
      var count = length
      if count > 0 && buffer[count - 1] == 0x0A { count -= 1 }
      if count > 0 && buffer[count - 1] == 0x0D { count -= 1 }
      return [UInt8](UnsafeRawBufferPointer(start: buffer, count: count))
    }
  }

  /// Writes text to standard output.
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, stdout) }
  }

  /// Writes bytes to standard output.
  static func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    _ = fwrite(bytes.baseAddress, 1, bytes.count, stdout)
  }

  /// Writes text to standard error, unbuffered.
  static func writeError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, stderr) }
  }

  static func flush() {
    fflush(stdout)
  }

  /// Whether standard error is a terminal (for progress output).
  static var errorIsTerminal: Bool { isatty(2) != 0 }

  /// Flushes standard output and exits with a status.
  static func exit(_ status: ExitStatus) -> Never {
    fflush(stdout)
    Glibc.exit(status.rawValue)
  }
}
