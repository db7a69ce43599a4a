/// One pass over a value's parts, in order: writing each (``ArchiveWriter``), or reading each
/// back into place (``ArchiveReader``).
public protocol ArchiveCoder {
  /// What reading may throw; writing throws nothing.
  associatedtype Failure: Error
  /// Writes a part, or reads it into place.
  mutating func code<Value: Archivable>(_ value: inout Value) throws(Failure)
}

extension ArchiveWriter: ArchiveCoder {
  /// Writes a part.
  @inlinable
  public mutating func code<Value: Archivable>(_ value: inout Value) {
    write(value)
  }
}

extension ArchiveReader: ArchiveCoder {
  /// Reads a part into place.
  @inlinable
  public mutating func code<Value: Archivable>(_ value: inout Value) throws(ArchiveError) {
    value = try read()
  }
}

extension ArchiveCoder {
  /// Writes the parts of `root` at `parts`, or reads each into place, in the order given.
  @inlinable
  public mutating func code<Root, each Part: Archivable>(
    _ root: inout Root, _ parts: repeat WritableKeyPath<Root, each Part>
  ) throws(Failure) {
    repeat try code(&root[keyPath: each parts])
  }
}

/// A type whose archive is described once: ``code(with:)`` names its parts in order, and
/// writing and reading both follow it, so that the two cannot fall out of step.
///
/// ```swift
/// extension Point: ArchiveDescribed {
///   static var archiveBlank: Point { Point(x: 0, y: 0) }
///   mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
///     try coder.code(&self, \.x, \.y)
///   }
/// }
/// ```
public protocol ArchiveDescribed: Archivable {
  /// A value whose parts reading fills in.
  static var archiveBlank: Self { get }
  /// Writes or reads each part, in order.
  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure)
  /// Why a value just read cannot be used (its parts disagree), or nil; reading throws it as
  /// ``ArchiveError`` at the reader's place. Nil unless a type says otherwise.
  var archiveInconsistency: String? { get }
}

extension ArchiveDescribed {
  /// Writes the value's parts (see ``code(with:)``).
  @inlinable
  public func archive(to writer: inout ArchiveWriter) {
    var copy = self
    copy.code(with: &writer)
  }

  /// Reads the value's parts (see ``code(with:)``).
  @inlinable
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    self = Self.archiveBlank
    try code(with: &reader)
    if let inconsistency = archiveInconsistency { throw reader.invalid(inconsistency) }
  }

  /// Nil: any parts read make a value.
  @inlinable
  public var archiveInconsistency: String? { nil }
}
