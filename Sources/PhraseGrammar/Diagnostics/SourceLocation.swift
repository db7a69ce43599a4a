/// A position inside one template, counted from the template's first character.
///
/// Offsets and columns are in `Character`s (grapheme clusters) of the template
/// text, the unit people and editors count in. A template is a single line, so
/// there is no line number here; the file position of the template is kept by
/// the caller that knows where the template came from.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Zero-based offset in `Character`s from the start of the template.
  public var characterOffset: Int

  /// Creates a location at a character offset.
  public init(characterOffset: Int) {
    self.characterOffset = characterOffset
  }

  /// One-based character column, as compilers print it.
  public var characterColumn: Int { characterOffset + 1 }

  /// Orders locations by their offset in the template.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.characterOffset < rhs.characterOffset
  }

  /// The location as a diagnostic prints it: "col" and the one-based column.
  public var description: String { "col \(characterColumn)" }
}

/// A half-open range of characters in a template.
public typealias SourceRange = Range<SourceLocation>

extension SourceLocation {
  /// A range starting here that covers `length` characters.
  func range(length: Int) -> SourceRange {
    self..<SourceLocation(characterOffset: characterOffset + length)
  }
}

/// Where a value came from: a file and a 1-based line and character column.
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
  /// The path of the file, as it was given to the loader.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in characters.
  public var column: Int

  /// Creates a location in a file.
  ///
  /// - Parameters:
  ///   - file: The path of the file.
  ///   - line: The 1-based line.
  ///   - column: The 1-based column, in characters.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The location as compilers print it: `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }
}
