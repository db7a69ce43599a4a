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

/// The parts of a table read once a file, named in one call: `coder.code(&self, \.edges, \.mask)`.
///
/// Each part is read as its own type (an array of records as such, not through generic code), and
/// only its place is looked up at run time: a few nanoseconds a part, so not for a record read by
/// the thousand, which names its parts one call each (`try coder.code(&name)`). One overload per
/// count of parts, each the one before and one part more: a parameter pack would read every part
/// through generic code.
extension ArchiveCoder {
  /// The part at a key path.
  @inlinable
  public mutating func code<Root, A: Archivable>(_ root: inout Root, _ a: WritableKeyPath<Root, A>) throws(Failure) {
    try code(&root[keyPath: a])
  }

  /// The parts at 2 key paths.
  @inlinable
  public mutating func code<Root, A: Archivable, B: Archivable>(
    _ root: inout Root, _ a: WritableKeyPath<Root, A>, _ b: WritableKeyPath<Root, B>
  ) throws(Failure) {
    try code(&root, a)
    try code(&root[keyPath: b])
  }

  /// The parts at 3 key paths.
  @inlinable
  public mutating func code<Root, A: Archivable, B: Archivable, C: Archivable>(
    _ root: inout Root, _ a: WritableKeyPath<Root, A>, _ b: WritableKeyPath<Root, B>, _ c: WritableKeyPath<Root, C>
  ) throws(Failure) {
    try code(&root, a, b)
    try code(&root[keyPath: c])
  }

  /// The parts at 4 key paths.
  @inlinable
  public mutating func code<Root, A: Archivable, B: Archivable, C: Archivable, D: Archivable>(
    _ root: inout Root, _ a: WritableKeyPath<Root, A>, _ b: WritableKeyPath<Root, B>, _ c: WritableKeyPath<Root, C>,
    _ d: WritableKeyPath<Root, D>
  ) throws(Failure) {
    try code(&root, a, b, c)
    try code(&root[keyPath: d])
  }

  /// The parts at 5 key paths.
  @inlinable
  public mutating func code<Root, A: Archivable, B: Archivable, C: Archivable, D: Archivable, E: Archivable>(
    _ root: inout Root, _ a: WritableKeyPath<Root, A>, _ b: WritableKeyPath<Root, B>, _ c: WritableKeyPath<Root, C>,
    _ d: WritableKeyPath<Root, D>, _ e: WritableKeyPath<Root, E>
  ) throws(Failure) {
    try code(&root, a, b, c, d)
    try code(&root[keyPath: e])
  }

  /// The parts at 6 key paths.
  @inlinable
  public mutating func code<
    Root, A: Archivable, B: Archivable, C: Archivable, D: Archivable, E: Archivable, F: Archivable
  >(
    _ root: inout Root, _ a: WritableKeyPath<Root, A>, _ b: WritableKeyPath<Root, B>, _ c: WritableKeyPath<Root, C>,
    _ d: WritableKeyPath<Root, D>, _ e: WritableKeyPath<Root, E>, _ f: WritableKeyPath<Root, F>
  ) throws(Failure) {
    try code(&root, a, b, c, d, e)
    try code(&root[keyPath: f])
  }
}

/// A type whose archive is described once: ``code(with:)`` names its parts in order, and
/// writing and reading both follow it, so that the two cannot fall out of step. A table read
/// once a file may name them in one call, as key paths: `try coder.code(&self, \.x, \.y)`.
///
/// ```swift
/// extension Point: ArchiveDescribed {
///   static var archiveBlank: Point { Point(x: 0, y: 0) }
///   mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
///     try coder.code(&x)
///     try coder.code(&y)
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
