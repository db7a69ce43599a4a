/// A problem found in a template, a manifest, a corpus, a golden file or an imported source, with the place it
/// was found.
///
/// One model serves every stage: the template parser and compiler fill in the span inside the template; the
/// manifest loader places it in its file (line, column, JSON path) and keeps the template's text for the caret
/// line; lint, the corpus and golden-file readers and the importers make their own. ``description`` is the
/// one-line form compilers print, `FILE:LINE:COL: severity: message`, which Xcode and editors parse;
/// ``rendered`` adds the template under a caret and the notes.
///
/// Messages follow the Swift compiler's wording: lowercase, one phrase, no
/// trailing period, names in single quotes.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// More about another diagnostic, or something worth knowing.
    case note
    /// Something probably not meant; the input can still be used.
    case warning
    /// Something that keeps the input from being used.
    case error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    /// Orders severities from a note, the least serious, to an error.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }

  /// The text of a diagnostic and the check that produced it, built through typed constructors.
  public struct Message: Hashable, Sendable {
    /// The rule or check that produced the message, as a stable identifier (`UnterminatedGroup`).
    public var id: String
    /// The rendered message.
    public var text: String

    /// Creates a message with the identifier of the check that produced it.
    ///
    /// - Parameters:
    ///   - id: The rule or check that produced the message, as a stable identifier.
    ///   - text: The rendered message.
    package init(id: String, _ text: String) {
      self.id = id
      self.text = text
    }
  }

  /// Where a diagnostic is: any of a file, a line and column in it, a JSON path, and a span inside a template.
  public struct Location: Hashable, Sendable {
    /// The file, as it was given; `nil` for a template checked on its own.
    public var file: String?
    /// The 1-based line in the file, when known.
    public var line: Int?
    /// The 1-based column in the file, in characters, when known.
    public var column: Int?
    /// The JSON path of the offending value, like `intents[0].phrases[1]`; empty when there is none.
    public var jsonPath: String
    /// The text of the template the problem is in, when it is in one and the text is known.
    public var template: String?
    /// The characters of the template the problem is at; `nil` when it concerns the whole template.
    public var templateSpan: SourceRange?

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: The file; `nil` for a template on its own.
    ///   - line: The 1-based line, when known.
    ///   - column: The 1-based character column, when known.
    ///   - jsonPath: The JSON path of the offending value; empty for none.
    ///   - template: The text of the template the problem is in.
    ///   - templateSpan: The characters of the template the problem is at.
    public init(
      file: String? = nil, line: Int? = nil, column: Int? = nil, jsonPath: String = "", template: String? = nil,
      templateSpan: SourceRange? = nil
    ) {
      self.file = file
      self.line = line
      self.column = column
      self.jsonPath = jsonPath
      self.template = template
      self.templateSpan = templateSpan
    }
  }

  /// More about a diagnostic, at a place of its own: where the other side of a conflict was declared, say.
  public struct Note: Hashable, Sendable {
    /// What the note says.
    public var message: String
    /// Where it points.
    public var location: Location

    /// Creates a note.
    ///
    /// - Parameters:
    ///   - message: What the note says.
    ///   - location: Where it points.
    public init(_ message: String, at location: Location) {
      self.message = message
      self.location = location
    }
  }

  /// How serious the problem is.
  public var severity: Severity
  /// What the problem is, and the check that found it.
  public var message: Message
  /// Where the problem is.
  public var location: Location
  /// More about the problem, each at its own place.
  public var notes: [Note]

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - severity: How serious the problem is.
  ///   - message: What the problem is.
  ///   - location: Where the problem is.
  ///   - notes: More about the problem.
  package init(_ severity: Severity, _ message: Message, location: Location, notes: [Note] = []) {
    self.severity = severity
    self.message = message
    self.location = location
    self.notes = notes
  }

  /// Creates a diagnostic inside a template.
  ///
  /// - Parameters:
  ///   - severity: How serious the problem is.
  ///   - message: What the problem is.
  ///   - range: Where in the template the problem is; `nil` for the whole template.
  package init(_ severity: Severity, _ message: Message, at range: SourceRange? = nil) {
    self.init(severity, message, location: Location(templateSpan: range))
  }

  /// Creates a diagnostic in a file.
  ///
  /// - Parameters:
  ///   - severity: How serious the problem is.
  ///   - id: The rule or check, as a stable identifier.
  ///   - text: What the problem is.
  ///   - file: The file the problem is in.
  ///   - place: Line and character column, when known.
  ///   - path: The JSON path of the offending value; empty for none.
  package init(
    _ severity: Severity, id: String, _ text: String, file: String, location place: FileLocation? = nil,
    path: String = ""
  ) {
    self.init(
      severity, Message(id: id, text),
      location: Location(file: file, line: place?.line, column: place?.column, jsonPath: path))
  }

  /// An error: the template or phrase set cannot be used.
  ///
  /// - Parameters:
  ///   - message: What the problem is.
  ///   - range: Where in the template the problem is; `nil` for the whole template.
  package static func error(_ message: Message, at range: SourceRange? = nil) -> Self {
    Self(.error, message, at: range)
  }

  /// A warning: the template can be used, but probably does not do what was meant.
  ///
  /// - Parameters:
  ///   - message: What the problem is.
  ///   - range: Where in the template the problem is; `nil` for the whole template.
  package static func warning(_ message: Message, at range: SourceRange? = nil) -> Self {
    Self(.warning, message, at: range)
  }

  /// Where in the template the problem is (``Location/templateSpan``); `nil` when it concerns the whole template.
  public var range: SourceRange? {
    get { location.templateSpan }
    set { location.templateSpan = newValue }
  }

  /// Diagnostics in reporting order: by file, line and column; those of one place keep their order.
  ///
  /// - Parameter diagnostics: The diagnostics, in the order they were found.
  public static func sortedByPlace(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    func key(_ diagnostic: Diagnostic) -> (String, Int, Int) {
      (diagnostic.location.file ?? "", diagnostic.location.line ?? 0, diagnostic.location.column ?? 0)
    }
    return diagnostics.enumerated().sorted { lhs, rhs in
      let (a, b) = (key(lhs.element), key(rhs.element))
      return (a.0, a.1, a.2, lhs.offset) < (b.0, b.1, b.2, rhs.offset)
    }.map(\.element)
  }
}
