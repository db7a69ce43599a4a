import PhraseGrammar
import Router

/// Something an importer could not read, or read with a caveat, at a place in its input.
///
/// Importers never drop what they do not understand silently: each such thing
/// is one diagnostic, written as `FILE:LINE:COL: warning: message`.
public struct ImportDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious the problem is; importers report warnings unless the input cannot be used.
  public var severity: Diagnostic.Severity
  /// What the problem is, in the compiler's wording.
  public var message: String
  /// The file the problem is in.
  public var file: String
  /// The 1-based line and character column, when known.
  public var line: Int?
  /// The 1-based character column, when known.
  public var column: Int?

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - severity: How serious the problem is.
  ///   - message: What the problem is.
  ///   - file: The file the problem is in.
  ///   - line: The 1-based line, when known.
  ///   - column: The 1-based character column, when known.
  package init(_ severity: Diagnostic.Severity, _ message: String, file: String, line: Int? = nil, column: Int? = nil) {
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
    self.column = column
  }

  /// A diagnostic at a place in a file.
  package init(_ severity: Diagnostic.Severity, _ message: String, at location: FileLocation) {
    self.init(severity, message, file: location.file, line: location.line, column: location.column)
  }

  /// A warning at a place in a file.
  static func warning(_ message: String, at location: FileLocation) -> Self {
    Self(.warning, message, at: location)
  }

  /// Diagnostics in reporting order: by file, line and column; those of one place keep their order.
  public static func sorted(_ diagnostics: [ImportDiagnostic]) -> [ImportDiagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      (lhs.element.file, lhs.element.line ?? 0, lhs.element.column ?? 0, lhs.offset)
        < (rhs.element.file, rhs.element.line ?? 0, rhs.element.column ?? 0, rhs.offset)
    }.map(\.element)
  }

  /// `FILE:LINE:COL: warning: message`; line and column 1 when the place in the file is not known.
  public var description: String {
    "\(file):\(line ?? 1):\(column ?? 1): \(severity.rawValue): \(VisibleText.escaped(message))"
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
  static func invalidJSON(_ file: String, _ error: JSONSyntaxError) -> Self {
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
