import PhraseGrammar

/// A problem in a manifest, located in its file, in the compiler's format.
public struct ManifestDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// How serious the problem is: an error stops the manifests from loading.
  public var severity: Diagnostic.Severity
  /// The rule or check, as a stable identifier (e.g. `UnterminatedGroup`).
  public var id: String
  /// What the problem is, in the compiler's wording.
  public var message: String
  /// The manifest file the problem is in.
  public var file: String
  /// Line and character column, when known.
  public var location: FileLocation?
  /// The JSON path of the offending value, like `intents[0].phrases[1]`.
  public var path: String
  /// The template the problem is in, and the character offset of the problem in it.
  public var template: (text: String, offset: Int)?

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - severity: How serious the problem is.
  ///   - id: The rule or check, as a stable identifier.
  ///   - message: What the problem is.
  ///   - file: The manifest file the problem is in.
  ///   - location: Line and character column, when known.
  ///   - path: The JSON path of the offending value.
  ///   - template: The template the problem is in, and the character offset of the problem in it.
  package init(
    _ severity: Diagnostic.Severity, id: String, _ message: String, file: String,
    location: FileLocation? = nil, path: String = "", template: (text: String, offset: Int)? = nil
  ) {
    self.severity = severity
    self.id = id
    self.message = message
    self.file = file
    self.location = location
    self.path = path
    self.template = template
  }

  /// `FILE:LINE:COL: error: message (at PATH)`, one line; `FILE:1:1` when the place in the file is not known.
  ///
  /// Control characters in the message (a template quoted in it) are spelled `\u{…}` (see `VisibleText`).
  public var description: String {
    let place = location.map(\.description) ?? "\(file):1:1"
    let suffix = path.isEmpty ? "" : " (at \(path))"
    return "\(place): \(severity.rawValue): \(VisibleText.escaped(message))\(suffix)"
  }

  /// The one-line form, then the template with a caret under the problem.
  ///
  /// The template's control characters are spelled `\u{…}` and the caret stays
  /// under the problem, counting the columns each character takes (two for a
  /// wide one, such as a kanji).
  public var rendered: String {
    guard let template else { return description }
    let before = template.text.prefix(max(0, template.offset))
    let prefix = String(repeating: " ", count: VisibleText.width(before) + max(0, template.offset - before.count))
    return "\(description)\n  \(VisibleText.escaped(template.text))\n  \(prefix)^"
  }

  /// Diagnostics are equal when they print the same and point at the same place in the same template.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.description == rhs.description && lhs.template?.text == rhs.template?.text
      && lhs.template?.offset == rhs.template?.offset
  }

  /// Hashes the one-line form, which equal diagnostics share.
  public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

/// The problems that stopped manifests from loading or compiling.
public struct ManifestErrors: Error, Sendable, CustomStringConvertible {
  /// Every problem found, in the order found.
  public var diagnostics: [ManifestDiagnostic]
  /// Creates the error from the problems found.
  package init(_ diagnostics: [ManifestDiagnostic]) { self.diagnostics = diagnostics }
  /// Each problem's rendered form, one after the other.
  public var description: String { diagnostics.map(\.rendered).joined(separator: "\n") }
}

extension ManifestDiagnostic {
  /// The diagnostic at the place of its JSON path in its file, when it has a path but no place yet.
  ///
  /// - Parameter source: the bytes of the diagnostic's file.
  package func placed(in source: [UInt8]) -> ManifestDiagnostic {
    guard location == nil, !path.isEmpty, let root = try? JSONParser.parse(source),
      let node = root.node(at: Self.components(of: path))
    else { return self }
    var placed = self
    placed.location = FileLocation(file: file, line: node.location.line, column: node.location.column)
    return placed
  }

  /// `intents[0].phrases[1]` as path components.
  private static func components(of path: String) -> JSONPath {
    var components: [JSONPath.Component] = []
    for part in path.split(separator: ".") {
      let pieces = part.split(separator: "[")
      if let key = pieces.first, !part.hasPrefix("[") { components.append(.key(String(key))) }
      for piece in pieces.dropFirst(part.hasPrefix("[") ? 0 : 1) {
        guard let index = Int(piece.dropLast()) else { return JSONPath([.key(path)]) }
        components.append(.index(index))
      }
    }
    return JSONPath(components)
  }
}
