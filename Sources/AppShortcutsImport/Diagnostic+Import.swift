import DataFormats
import PhraseGrammar
import Router

/// Something an importer could not read, or read with a caveat, at a place in its input.
///
/// Importers never drop what they do not understand silently: each such thing
/// is one diagnostic, written as `FILE:LINE:COL: warning: message`, under the id ``importID``.
extension Diagnostic {
  /// The id of an importer's diagnostics: they are read by people, not filtered by check.
  package static let importID = "Import"

  /// A diagnostic of an importer.
  ///
  /// - Parameters:
  ///   - severity: How serious the problem is; importers report warnings unless the input cannot be used.
  ///   - message: What the problem is.
  ///   - file: The file the problem is in.
  ///   - line: The 1-based line, when known.
  ///   - column: The 1-based character column, when known.
  package init(_ severity: Severity, _ message: String, file: String, line: Int? = nil, column: Int? = nil) {
    self.init(severity, Message(id: Self.importID, message), location: Location(file: file, line: line, column: column))
  }

  /// A diagnostic of an importer at a place in a file.
  package init(_ severity: Severity, _ message: String, at location: FileLocation) {
    self.init(severity, message, file: location.file, line: location.line, column: location.column)
  }

  /// A warning of an importer at a place in a file.
  static func warning(_ message: String, at location: FileLocation) -> Self {
    Self(.warning, message, at: location)
  }
}

/// Why an import could not run at all.
public enum ImportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A path does not exist or cannot be read (exit status 66).
  case missing(String)
  /// An input exists but is not what it should be: malformed JSON, not a property list (exit status 65); the
  /// place is the problem's line and column in the file, 1 and 1 for the file as a whole.
  case unreadable(file: String, line: Int = 1, column: Int = 1, message: String)

  /// An input that is not valid JSON, at the place the parser stopped.
  package static func invalidJSON(_ file: String, _ error: JSONSyntaxError) -> Self {
    .unreadable(file: file, line: error.location.line, column: error.location.column, message: error.message)
  }

  /// `FILE:LINE:COL: error: message` for an unreadable input.
  public var description: String {
    switch self {
    case .missing(let path): "no such file or folder '\(path)'"
    case .unreadable(let file, let line, let column, let message): "\(file):\(line):\(column): error: \(message)"
    }
  }
}
