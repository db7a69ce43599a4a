/// One part of a value's archive: the stored property at a key path, written from the value or
/// read into place.
public struct ArchivePart<Root>: Sendable {
  @usableFromInline let write: @Sendable (Root, inout ArchiveWriter) -> Void
  @usableFromInline let read: @Sendable (inout Root, inout ArchiveReader) throws(ArchiveError) -> Void

  /// The part at `path`.
  @inlinable
  public init<Value: Archivable & SendableMetatype>(_ path: WritableKeyPath<Root, Value> & Sendable) {
    write = { root, writer in writer.write(root[keyPath: path]) }
    read = { (root, reader) throws(ArchiveError) in root[keyPath: path] = try reader.read() }
  }
}

/// A type whose archive is described once: ``archiveParts`` names its stored properties in
/// order, and writing and reading both follow the list, so that the two cannot fall out of step.
///
/// ```swift
/// extension Point: ArchiveDescribed {
///   static var archiveBlank: Point { Point(x: 0, y: 0) }
///   static let archiveParts: [ArchivePart<Point>] = [.init(\.x), .init(\.y)]
/// }
/// ```
///
/// The list is built once (a `static let`; a generic type, whose statics cannot be stored,
/// builds it for each value it writes or reads).
public protocol ArchiveDescribed: Archivable {
  /// A value whose parts reading fills in.
  static var archiveBlank: Self { get }
  /// The parts, in the order they are written and read.
  static var archiveParts: [ArchivePart<Self>] { get }
  /// Why a value just read cannot be used (its parts disagree), or nil; reading throws it as
  /// ``ArchiveError`` at the reader's place. Nil unless a type says otherwise.
  var archiveInconsistency: String? { get }
}

extension ArchiveDescribed {
  /// Writes the value's parts (see ``archiveParts``).
  @inlinable
  public func archive(to writer: inout ArchiveWriter) {
    for part in Self.archiveParts { part.write(self, &writer) }
  }

  /// Reads the value's parts (see ``archiveParts``).
  @inlinable
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    self = Self.archiveBlank
    for part in Self.archiveParts { try part.read(&self, &reader) }
    if let inconsistency = archiveInconsistency { throw reader.invalid(inconsistency) }
  }

  /// Nil: any parts read make a value.
  @inlinable
  public var archiveInconsistency: String? { nil }
}
