import BinaryArchive
/// Identifies an application registered in a grammar, in registration order.
public struct AppID: Hashable, Sendable, Comparable, RawArchivable {
  /// The index, from 0 in registration order.
  public var rawValue: UInt32
  /// The identifier with this index.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Registration order.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Identifies a template in a grammar, in registration order.
public struct TemplateID: Hashable, Sendable, Comparable, RawArchivable {
  /// The index, from 0 in registration order.
  public var rawValue: UInt32
  /// The identifier with this index.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Registration order.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Identifies a lexicon: a closed set of entries, each named by one or more phrases.
///
/// Enums, entities, booleans and the applications' names are lexicons.
public struct LexiconID: Hashable, Sendable, Comparable, RawArchivable {
  /// The index, from 0 in registration order.
  public var rawValue: UInt32
  /// The identifier with this index.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Registration order.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The applications' names and synonyms; entry *i* is application *i*.
  public static let applicationNames = LexiconID(rawValue: 0)
  /// `true` (entry 1) and `false` (entry 0).
  public static let boolean = LexiconID(rawValue: 1)
}
