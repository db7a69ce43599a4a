/// Bounds on a numeric value; either side may be open.
public struct ValueBounds: Hashable, Sendable {
  public var min: Double?
  public var max: Double?

  public init(min: Double? = nil, max: Double? = nil) {
    self.min = min
    self.max = max
  }

  public static let unbounded = ValueBounds()
}

/// The declared type of a slot and its constraints: what a slot accepts.
public enum ValueType: Hashable, Sendable {
  /// A whole number: digits, words, "a dozen".
  case integer(ValueBounds)
  /// A number with or without a fraction: "2.5", "two and a half", "half".
  case decimal(ValueBounds)
  /// A position: "third", "3rd", "twenty-first".
  case ordinal(ValueBounds)
  /// Yes or no, on or off.
  case boolean
  /// Free text of at most `maxWords` tokens.
  case text(maxWords: Int?)
  /// One entry of a lexicon: an enum case or an entity.
  case lexicon(LexiconID)

  /// The recognizer that reads values of this type.
  public var kind: ValueKind {
    switch self {
    case .integer, .decimal: .number
    case .ordinal: .ordinal
    case .boolean: .lexicon(.boolean)
    case .text: .text
    case .lexicon(let id): .lexicon(id)
    }
  }
}

/// What a slot edge of the grammar recognizes.
///
/// Slots whose values are read the same way share one edge (an `integer`
/// and a `decimal` slot both read numbers), so the automaton stays small;
/// each slot's own constraints are checked when a match completes.
public enum ValueKind: Hashable, Sendable, Comparable {
  case applicationName
  case number
  case ordinal
  case text
  case lexicon(LexiconID)

  /// A dense code that orders kinds: built-in recognizers first, then lexicons by id.
  public var code: UInt32 {
    switch self {
    case .applicationName: 0
    case .number: 1
    case .ordinal: 2
    case .text: 3
    case .lexicon(let id): Self.lexiconBase + id.rawValue
    }
  }

  /// The lexicon this kind reads, if it reads one (app names are lexicon 0).
  var lexiconRead: LexiconID? {
    switch self {
    case .applicationName: .applicationNames
    case .lexicon(let id): id
    default: nil
    }
  }

  var readsLexicon: Bool { lexiconRead != nil }

  /// The kind that reads a lexicon's entries.
  init(readingLexicon lexicon: LexiconID) {
    self = lexicon == .applicationNames ? .applicationName : .lexicon(lexicon)
  }

  /// Codes from this value up are lexicons.
  static let lexiconBase: UInt32 = 1024

  init?(code: UInt32) {
    switch code {
    case 0: self = .applicationName
    case 1: self = .number
    case 2: self = .ordinal
    case 3: self = .text
    case Self.lexiconBase...: self = .lexicon(LexiconID(rawValue: code - Self.lexiconBase))
    default: return nil
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.code < rhs.code }
}

/// A value read from an utterance, before the router gives it meaning.
public enum SlotValue: Hashable, Sendable {
  /// A number; for integers and ordinals, integral.
  case number(Double)
  /// Free text: the value is the slot's text in the utterance.
  case text
  /// Entry `entry` of a lexicon.
  case entry(LexiconID, UInt32)
}
