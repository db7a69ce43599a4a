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
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    let length = getline(&buffer, &capacity, stdin)
    guard length >= 0, let buffer else { return nil }
    var bytes = [UInt8](UnsafeRawBufferPointer(start: buffer, count: length))
    if bytes.last == 0x0A { bytes.removeLast() }
    if bytes.last == 0x0D { bytes.removeLast() }
    return bytes
  }

  /// Writes text to standard output.
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, stdout) }
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
