import DataFormats
import PhraseGrammar

/// The problems that stopped manifests from loading or compiling.
public struct ManifestErrors: Error, Sendable, CustomStringConvertible {
  /// Every problem found, in the order found.
  public var diagnostics: [Diagnostic]
  /// Creates the error from the problems found.
  package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
  /// Each problem's rendered form, one after the other.
  public var description: String { diagnostics.map(\.rendered).joined(separator: "\n") }
}

extension Diagnostic {
  /// The diagnostic at the place of its JSON path in its file, when it has a path but no line yet.
  ///
  /// - Parameter source: the bytes of the diagnostic's file.
  package func placed(in source: [UInt8]) -> Diagnostic {
    guard location.line == nil, !location.jsonPath.isEmpty, let root = try? JSONParser.parse(source),
      let node = root.node(at: Self.components(of: location.jsonPath))
    else { return self }
    var placed = self
    placed.location.line = node.location.line
    placed.location.column = node.location.column
    return placed
  }

  /// The diagnostic found in a template, placed at the template's characters in its manifest.
  ///
  /// - Parameters:
  ///   - source: The template, with the file location of each of its characters.
  ///   - file: The manifest file.
  package func placed(in source: SourcedText, file: String) -> Diagnostic {
    let place = source.location(ofCharacter: range?.lowerBound.characterOffset ?? 0)
    var placed = self
    placed.location = Location(
      file: file, line: place?.line, column: place?.column, jsonPath: source.path, template: source.text,
      templateSpan: range)
    return placed
  }

  /// What makes two diagnostics the same report: the line they print and the place in the template they point at.
  ///
  /// Two checks may find one problem (the loader and the compiler, say) under different ids; they are
  /// reported once.
  package var reportKey: ReportKey {
    ReportKey(line: description, template: location.template, offset: range?.lowerBound.characterOffset ?? 0)
  }

  /// See ``reportKey``.
  package struct ReportKey: Hashable, Sendable {
    var line: String
    var template: String?
    var offset: Int
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
