import ValueLanguages
import BinaryArchive
import PhraseValues

/// A grammar is archived whole, so that it loads without compiling: its flat tables as their
/// memory, its indexes (vocabulary, lexicon tries, near words) as built.
extension Grammar: Archivable {
  /// Writes the value (see `Archivable`).
  public func archive(to writer: inout ArchiveWriter) {
    writer.write(tokens)
    writer.write(vocabulary)
    nearTokens.archive(to: &writer)
    writer.write(valueStarts)
    writer.write(lexicon)
    writer.write(gluedLexicon)
    writer.write(joinsAfterLexiconValues)
    writer.write(states)
    writer.write(tokenEdges)
    writer.write(valueEdges)
    writer.write(characterEdges)
    writer.write(accepts)
    writer.write(edgeTable)
    writer.write(templates)
    writer.write(positionRecords)
    writer.write(positionSites)
    writer.write(junctions)
    writer.write(junctionEnters)
    writer.write(junctionPasses)
    writer.write(slotParameters)
    writer.write(parameterLists)
    writer.write(applicationCount)
  }

  /// Reads a grammar its `archive(to:)` wrote.
  public convenience init(from reader: inout ArchiveReader) throws(ArchiveError) {
    let tokens: TokenTable = try reader.read()
    self.init(
      tokens: tokens,
      vocabulary: try reader.read(),
      nearTokens: try NearTokens(from: &reader, texts: tokens.texts),
      valueStarts: try reader.read(),
      lexicon: try reader.read(),
      gluedLexicon: try reader.read(),
      joinsAfterLexiconValues: try reader.read(),
      states: try reader.read(),
      tokenEdges: try reader.read(),
      valueEdges: try reader.read(),
      characterEdges: try reader.read(),
      accepts: try reader.read(),
      edgeTable: try reader.read(),
      templates: try reader.read(),
      positionRecords: try reader.read(),
      positionSites: try reader.read(),
      junctions: try reader.read(),
      junctionEnters: try reader.read(),
      junctionPasses: try reader.read(),
      slotParameters: try reader.read(),
      parameterLists: try reader.read(),
      applicationCount: try reader.read())
    guard states.last.map({ Int($0.tokenEdges) == tokenEdges.count && Int($0.accepts) == accepts.count }) ?? false
    else { throw reader.invalid("an automaton whose states and edges do not agree") }
    guard valueStarts.count == tokens.count else { throw reader.invalid("value starts for another vocabulary") }
  }

  /// A grammar of nothing, made without building: what an archived value holding a grammar
  /// stands on until its own is read. It matches nothing.
  package static let placeholder = Grammar(
    tokens: TokenTable(), vocabulary: ByteVocabulary([]),
    nearTokens: NearTokens(tokens: TokenTable(), templateCounts: []),
    valueStarts: [], lexicon: .archiveBlank, gluedLexicon: .archiveBlank, joinsAfterLexiconValues: false,
    states: [], tokenEdges: [], valueEdges: [], characterEdges: [], accepts: [], edgeTable: .archiveBlank,
    templates: [], positionRecords: [], positionSites: [], junctions: [], junctionEnters: [], junctionPasses: [],
    slotParameters: [], parameterLists: [], applicationCount: 0)

  /// The size, stride and alignment of each record a grammar archives as memory: an archive is
  /// read back only where they are the same.
  package static var archivedLayouts: [Int] {
    func layout<T>(_ type: T.Type) -> [Int] {
      [MemoryLayout<T>.size, MemoryLayout<T>.stride, MemoryLayout<T>.alignment]
    }
    return layout(State.self) + layout(Edge.self) + layout(PositionRecord.self) + layout(Junction.self)
      + layout(SlotParameter.self) + layout(EdgeTable.Entry.self) + layout(LexiconPosting.self)
      + layout(TemplateSpan.self) + layout(TemplateRecord.self) + layout(TokenID.self) + layout(AppID.self)
      + layout(TemplateID.self) + layout(LexiconID.self)
  }
}

extension TemplateParameter: ArchiveDescribed {
  /// A value whose parts reading fills in.
  public static var archiveBlank: Self { Self(name: "", type: .boolean) }

  /// Its parts, in the order archived.
  public mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&name)
    try coder.code(&type)
    try coder.code(&languageTag)
  }

  /// The language's tag, as archived.
  private var languageTag: String? {
    get { language?.rawValue }
    set { language = newValue.flatMap(ValueLanguage.init(rawValue:)) }
  }
}

extension ValueBounds: ArchiveDescribed {
  /// A value whose parts reading fills in.
  public static var archiveBlank: Self { Self(min: nil, max: nil, step: nil) }

  /// Its parts, in the order archived.
  public mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&min)
    try coder.code(&max)
    try coder.code(&step)
  }
}

/// A case is a tag byte, in declaration order, then its values.
extension ValueType: Archivable {
  /// Writes the value (see `Archivable`).
  public func archive(to writer: inout ArchiveWriter) {
    switch self {
    case .integer(let bounds): writer.write(UInt8(0)); writer.write(bounds)
    case .decimal(let bounds): writer.write(UInt8(1)); writer.write(bounds)
    case .ordinal(let bounds): writer.write(UInt8(2)); writer.write(bounds)
    case .boolean: writer.write(UInt8(3))
    case .text(let maxWords): writer.write(UInt8(4)); writer.write(maxWords)
    case .lexicon(let id): writer.write(UInt8(5)); writer.write(id)
    case .measurement(let dimension, let unit, let bounds):
      writer.write(UInt8(6)); writer.write(dimension); writer.write(unit); writer.write(bounds)
    case .duration(let bounds): writer.write(UInt8(7)); writer.write(bounds)
    case .date(let grain, let past): writer.write(UInt8(8)); writer.write(grain); writer.write(past)
    case .recurrence: writer.write(UInt8(9))
    case .list(let element, let maxCount): writer.write(UInt8(10)); writer.write(element); writer.write(maxCount)
    case .union(let members): writer.write(UInt8(11)); writer.write(members)
    }
  }

  /// Reads a value its `archive(to:)` wrote.
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    switch try reader.readTag(of: 12, "ValueType") {
    case 0: self = .integer(try reader.read())
    case 1: self = .decimal(try reader.read())
    case 2: self = .ordinal(try reader.read())
    case 3: self = .boolean
    case 4: self = .text(maxWords: try reader.read())
    case 5: self = .lexicon(try reader.read())
    case 6: self = .measurement(try reader.read(), unit: try reader.read(), try reader.read())
    case 7: self = .duration(try reader.read())
    case 8: self = .date(grain: try reader.read(), past: try reader.read())
    case 9: self = .recurrence
    case 10: self = .list(try reader.read(), maxCount: try reader.read())
    default: self = .union(try reader.read())
    }
  }
}

/// A string-valued enum is archived as its raw value.
extension RawRepresentable where Self: Archivable, RawValue == String {
  /// Writes the value (see `Archivable`).
  public func archive(to writer: inout ArchiveWriter) {
    writer.write(rawValue)
  }

  /// Reads a value its `archive(to:)` wrote.
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    let raw = try reader.read(String.self)
    guard let value = Self(rawValue: raw) else { throw reader.invalid("an unknown \(Self.self) '\(raw)'") }
    self = value
  }
}

extension Dimension: Archivable {}
extension TimeGrain: Archivable {}
