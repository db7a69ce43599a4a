import ValueLanguages

/// Bounds on a numeric value; either side may be open.
public struct ValueBounds: Hashable, Sendable {
  /// The smallest value accepted; `nil` for no lower bound.
  public var min: Double?
  /// The largest value accepted; `nil` for no upper bound.
  public var max: Double?
  /// Values must be `min` (or 0) plus a whole number of steps.
  public var step: Double?

  /// Creates bounds; a side left `nil` is open.
  ///
  /// - Parameters:
  ///   - min: The smallest value accepted.
  ///   - max: The largest value accepted.
  ///   - step: The step between accepted values, counted from `min` (or 0).
  public init(min: Double? = nil, max: Double? = nil, step: Double? = nil) {
    self.min = min
    self.max = max
    self.step = step
  }

  /// Bounds that accept every value.
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
  /// A quantity converted to `unit` (an id of the unit table); bounds apply in that unit.
  case measurement(Dimension, unit: String, ValueBounds)
  /// A length of time in seconds; bounds apply in seconds.
  case duration(ValueBounds)
  /// A date or time (truncated to `grain`); with `past`, a time said without a date is its last occurrence.
  case date(grain: TimeGrain?, past: Bool = false)
  /// A rule for repeating events: "every day", "weekly on Mondays", 毎月15日.
  case recurrence
  /// One or more values of the element type, at most `maxCount`.
  indirect case list(ValueType, maxCount: Int?)
  /// A value of any of the member types ("in 10 minutes" or "at 3 pm" for an alarm): a slot
  /// reads each member's values, and each reading is checked against its own member.
  indirect case union([ValueType])

  /// The recognizers that read values of this type: one, or each member's of a union.
  public var kinds: [ValueKind] {
    if case .union(let members) = self { return members.flatMap(\.kinds) }
    return [kind]
  }

  /// The member of a union (or the type itself) whose recognizer reads a value.
  public func member(reading value: SlotValue) -> ValueType {
    guard case .union(let members) = self else { return self }
    return members.first { member in
      switch (member, value) {
      case (.integer, .number), (.decimal, .number), (.ordinal, .number), (.text, .text),
        (.measurement, .measurement), (.duration, .duration), (.date, .date), (.recurrence, .recurrence),
        (.list, .list):
        return true
      case (.boolean, .entry(let lexicon, _)): return lexicon == .boolean
      case (.lexicon(let id), .entry(let lexicon, _)): return lexicon == id
      default: return false
      }
    } ?? self
  }

  /// The recognizer that reads values of this type (a union's first member's; see ``kinds``).
  public var kind: ValueKind {
    switch self {
    case .integer, .decimal: .number
    case .ordinal: .ordinal
    case .boolean: .lexicon(.boolean)
    case .text: .text
    case .lexicon(let id): .lexicon(id)
    case .measurement(let dimension, _, _): .measurement(dimension)
    case .duration: .duration
    case .date(_, let past): past ? .pastDate : .date
    case .recurrence: .recurrence
    case .list(let element, _): .list(element.kind)
    case .union(let members): members.first?.kind ?? .text
    }
  }
}

/// What a slot edge of the grammar recognizes.
///
/// Slots whose values are read the same way share one edge (an `integer`
/// and a `decimal` slot both read numbers), so the automaton stays small;
/// each slot's own constraints are checked when a match completes.
public enum ValueKind: Hashable, Sendable, Comparable {
  /// The name of an app, said to address it.
  case applicationName
  /// A number, for integer and decimal slots.
  case number
  /// A position: "third", "3rd".
  case ordinal
  /// Free text.
  case text
  /// An entry of a lexicon.
  case lexicon(LexiconID)
  /// A quantity of a dimension.
  case measurement(Dimension)
  /// A length of time.
  case duration
  /// A date or time.
  case date
  /// A rule for repeating events.
  case recurrence
  /// A date or time whose time said without a date is its last occurrence (a log entry's).
  case pastDate
  /// Values of the element kind separated by commas, "and" or "or".
  indirect case list(ValueKind)
  /// Numbers, ordinals, measurements, durations or dates said in a language read from a table
  /// (German, Korean…); see ``localized(to:)``.
  indirect case localized(ValueKind, ValueLanguage)

  /// The kind in a language read from a table: its numbers, ordinals, measurements, durations and
  /// dates are that language's, a list's items too; recurrences and every kind without a language
  /// read English and Japanese.
  public func localized(to language: ValueLanguage?) -> ValueKind {
    guard let language else { return self }
    switch self {
    case .number, .ordinal, .measurement, .duration, .date, .pastDate: return .localized(self, language)
    case .list(let element): return .list(element.localized(to: language))
    default: return self
    }
  }

  /// A dense code that orders kinds: built-in recognizers first, then lexicons by id, then lists.
  public var code: UInt32 {
    switch self {
    case .applicationName: 0
    case .number: 1
    case .ordinal: 2
    case .text: 3
    case .duration: 4
    case .date: 5
    case .recurrence: 6
    case .pastDate: 7
    case .measurement(let dimension): 16 + UInt32(Dimension.allCases.firstIndex(of: dimension) ?? 0)
    case .lexicon(let id): Self.lexiconBase + id.rawValue
    case .list(let element): Self.listFlag | element.code
    case .localized(let element, let language):
      Self.languageFlag | UInt32(ValueLanguage.allCases.firstIndex(of: language) ?? 0) << 24 | element.code
    }
  }

  static let listFlag: UInt32 = 1 << 31
  /// A localized kind's code: this flag, the language's index in bits 24 to 29, the kind's code.
  static let languageFlag: UInt32 = 1 << 30

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
    if code & Self.listFlag != 0 {
      guard let element = ValueKind(code: code & ~Self.listFlag) else { return nil }
      self = .list(element)
      return
    }
    if code & Self.languageFlag != 0 {
      let index = Int(code >> 24 & 0x3F)
      guard index < ValueLanguage.allCases.count, let element = ValueKind(code: code & 0xFF_FFFF),
        element.localized(to: ValueLanguage.allCases[index]) != element
      else { return nil }
      self = .localized(element, ValueLanguage.allCases[index])
      return
    }
    switch code {
    case 0: self = .applicationName
    case 1: self = .number
    case 2: self = .ordinal
    case 3: self = .text
    case 4: self = .duration
    case 5: self = .date
    case 6: self = .recurrence
    case 7: self = .pastDate
    case 16..<(16 + UInt32(Dimension.allCases.count)): self = .measurement(Dimension.allCases[Int(code - 16)])
    case Self.lexiconBase...: self = .lexicon(LexiconID(rawValue: code - Self.lexiconBase))
    default: return nil
    }
  }

  /// Orders kinds by their code in the grammar, so edges sort the same in every build.
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
  /// A quantity as said: the number and the unit id, or no unit.
  case measurement(Double, unit: String?)
  /// A length of time, in seconds.
  case duration(Double)
  /// A date or time.
  indirect case date(DateValue)
  /// A rule for repeating events.
  case recurrence(Recurrence)
  /// The items of a list, in utterance order.
  indirect case list([ListItem])
}

/// One item of a list value and the tokens it came from.
public struct ListItem: Hashable, Sendable {
  /// The range of utterance tokens the item was read from.
  public var tokens: Range<Int>
  /// The value of the item.
  public var value: SlotValue

  /// Creates a list item from its tokens and its value.
  ///
  /// - Parameters:
  ///   - tokens: The range of utterance tokens the item was read from.
  ///   - value: The value of the item.
  public init(tokens: Range<Int>, value: SlotValue) {
    self.tokens = tokens
    self.value = value
  }
}
