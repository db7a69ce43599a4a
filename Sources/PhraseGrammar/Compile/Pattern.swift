/// A symbol of the grammar's alphabet: a literal token or a value to recognize.
public enum GrammarSymbol: Hashable, Sendable, Comparable {
  /// A literal token of the vocabulary.
  case token(TokenID)
  /// A value a recognizer reads (a slot), or an app's name.
  case value(ValueKind)

  /// A 64-bit key that sorts tokens by id before values by kind.
  var key: UInt64 {
    switch self {
    case .token(let id): UInt64(id.rawValue)
    case .value(let kind): (1 << 32) | UInt64(kind.code)
    }
  }

  init?(key: UInt64) {
    if key >> 32 == 0 {
      self = .token(TokenID(rawValue: UInt32(key)))
    } else if let kind = ValueKind(code: UInt32(truncatingIfNeeded: key)) {
      self = .value(kind)
    } else {
      return nil
    }
  }

  /// Tokens by id, before values by kind.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.key < rhs.key }
}

/// Where a position came from in its template: a range of characters.
///
/// Positions from a rule's body point at the rule's reference in the template.
public struct TemplateSpan: Hashable, Sendable {
  /// The offset of the first character.
  public var start: UInt16
  /// The offset past the last character.
  public var end: UInt16

  init(_ range: SourceRange) {
    start = UInt16(clamping: range.lowerBound.characterOffset)
    end = UInt16(clamping: range.upperBound.characterOffset)
  }

  /// The characters of the template the span covers.
  public var characters: Range<Int> { Int(start)..<Int(max(start, end)) }
}

/// A template lowered to a regular expression over grammar symbols.
///
/// Optional parts are choices with an empty branch; rules are inlined; glued
/// word parts (`light[s]`) are spelled out as whole words.
indirect enum Pattern: Hashable {
  /// One symbol; `parameter` is the slot's parameter index, or -1; `site` is where it was written.
  case symbol(GrammarSymbol, parameter: Int32, site: TemplateSpan)
  case sequence([Pattern])
  case choice([Pattern])

  static let empty = Pattern.sequence([])
}
