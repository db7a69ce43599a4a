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
