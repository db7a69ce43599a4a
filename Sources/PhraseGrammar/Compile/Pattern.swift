import BinaryArchive
/// A symbol of the grammar's alphabet: a literal token or a value to recognize, or, inside a
/// glued word, a character, a value read from inside the word, or the word's start or end.
///
/// Words with no space between their pieces (`{area}[s]`, `lamp[a|an|or]`, `l'{name}`) are
/// matched one character at a time: ``wordStart`` enters an utterance token at its first
/// character, ``character(_:)`` reads one, ``gluedValue(_:)`` reads a lexicon value that may
/// begin or end inside a token, and ``wordEnd`` leaves the token at its end.
public enum GrammarSymbol: Hashable, Sendable, Comparable {
  /// A literal token of the vocabulary.
  case token(TokenID)
  /// A value a recognizer reads (a slot), or an app's name.
  case value(ValueKind)
  /// One Unicode scalar of a glued word, normalized as the utterance's tokens are.
  case character(UInt32)
  /// A lexicon value (or an app's name) that may begin or end inside a token.
  case gluedValue(ValueKind)
  /// Enters a glued word at the start of a token.
  case wordStart
  /// Leaves a glued word at the end of a token (or, when nothing was read, where it entered).
  case wordEnd

  /// The symbol family in a key's upper 32 bits.
  static let tokenFamily: UInt64 = 0
  static let valueFamily: UInt64 = 1
  static let characterFamily: UInt64 = 2
  static let gluedValueFamily: UInt64 = 3
  static let markerFamily: UInt64 = 4
  /// A character edge's label for the markers, beyond every Unicode scalar.
  static let wordStartLabel: UInt32 = 0x0011_0000
  static let wordEndLabel: UInt32 = 0x0011_0001

  /// A 64-bit key that sorts tokens by id, then values by kind, then characters, glued values
  /// and the markers.
  var key: UInt64 {
    switch self {
    case .token(let id): UInt64(id.rawValue)
    case .value(let kind): Self.valueFamily << 32 | UInt64(kind.code)
    case .character(let scalar): Self.characterFamily << 32 | UInt64(scalar)
    case .gluedValue(let kind): Self.gluedValueFamily << 32 | UInt64(kind.code)
    case .wordStart: Self.markerFamily << 32 | UInt64(Self.wordStartLabel)
    case .wordEnd: Self.markerFamily << 32 | UInt64(Self.wordEndLabel)
    }
  }

  init?(key: UInt64) {
    let low = UInt32(truncatingIfNeeded: key)
    switch key >> 32 {
    case Self.tokenFamily: self = .token(TokenID(rawValue: low))
    case Self.valueFamily:
      guard let kind = ValueKind(code: low) else { return nil }
      self = .value(kind)
    case Self.characterFamily: self = .character(low)
    case Self.gluedValueFamily:
      guard let kind = ValueKind(code: low) else { return nil }
      self = .gluedValue(kind)
    case Self.markerFamily where low == Self.wordStartLabel: self = .wordStart
    case Self.markerFamily where low == Self.wordEndLabel: self = .wordEnd
    default: return nil
    }
  }

  /// Whether a key is a slot's: a value or a glued value, not the app's name.
  @inline(__always)
  static func isSlot(key: UInt64) -> Bool {
    let family = key >> 32
    return (family == valueFamily || family == gluedValueFamily) && UInt32(truncatingIfNeeded: key) != 0
  }

  /// Whether a key reads the app's name, whole or glued.
  @inline(__always)
  static func isApplicationName(key: UInt64) -> Bool {
    let family = key >> 32
    return (family == valueFamily || family == gluedValueFamily) && UInt32(truncatingIfNeeded: key) == 0
  }

  /// Whether the symbol reads the app's name, as a word of its own or glued to others.
  package var readsApplicationName: Bool {
    self == .value(.applicationName) || self == .gluedValue(.applicationName)
  }

  /// Tokens by id, before values by kind.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.key < rhs.key }
}

/// Where a position came from in its template: a range of characters.
///
/// Positions from a rule's body point at the rule's reference in the template.
public struct TemplateSpan: Hashable, Sendable, RawArchivable {
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
/// words are spelled out as whole words when they are few, else read character by character.
indirect enum Pattern: Hashable {
  /// One symbol; `parameter` is the slot's parameter index, or -1; `site` is where it was written.
  case symbol(GrammarSymbol, parameter: Int32, site: TemplateSpan)
  case sequence([Pattern])
  case choice([Pattern])

  static let empty = Pattern.sequence([])
}
