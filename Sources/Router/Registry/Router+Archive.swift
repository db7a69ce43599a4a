import BinaryArchive
import DataFormats
import PhraseGrammar
import PhraseValues

/// A registry keeps a router as its grammar and its records (``Router/Records``), in sections of
/// their own read side by side (``RegistryFile``). Compile warnings are not kept (they were
/// reported when the registry was compiled), and the index of apps by name is rebuilt.
extension Router {
  /// Everything but the grammar, in two parts a registry keeps in sections of their own, so that
  /// loading reads them beside the grammar: the apps and templates, and the lookups (address book,
  /// keyword intents, example index).
  struct Records {
    var apps: Apps
    var lookups: Lookups

    /// The apps' and templates' records.
    struct Apps: ArchiveDescribed {
      var apps: [AppRecord]
      var templates: [TemplateRecord]

      static var archiveBlank: Self { Self(apps: [], templates: []) }

      mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
        try coder.code(&self, \.apps, \.templates)
      }
    }

    /// How utterances address apps, keyword intents and phrases as examples.
    struct Lookups: ArchiveDescribed {
      var addressBook: AddressBook
      var keywords: KeywordTable
      var examples: ExampleIndex
      var model: IntentModel

      static var archiveBlank: Self {
        Self(addressBook: .archiveBlank, keywords: .archiveBlank, examples: .archiveBlank, model: .archiveBlank)
      }

      mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
        try coder.code(&self, \.addressBook, \.keywords, \.examples, \.model)
      }
    }
  }

  var records: Records {
    Records(
      apps: Records.Apps(apps: apps, templates: templates),
      lookups: Records.Lookups(addressBook: addressBook, keywords: keywords, examples: examples, model: model))
  }

  /// A router of a grammar and records read apart; `reader` names the place of a mismatch.
  init(grammar: Grammar, records: Records, reader: ArchiveReader) throws(ArchiveError) {
    self.grammar = grammar
    apps = records.apps.apps
    templates = records.apps.templates
    addressBook = records.lookups.addressBook
    keywords = records.lookups.keywords
    examples = records.lookups.examples
    model = records.lookups.model
    warnings = []
    appIndex = Self.index(of: apps)
    guard templates.count == grammar.templateCount,
      templates.allSatisfy({ apps.indices.contains($0.app) && apps[$0.app].intents.indices.contains($0.intent) })
    else { throw reader.invalid("templates of apps or intents the router does not have") }
  }

  /// Each app's index by name (the first, should two share one).
  static func index(of apps: [AppRecord]) -> [String: Int] {
    Dictionary(apps.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

extension Router.AppRecord: ArchiveDescribed {
  static var archiveBlank: Self { Self(name: "", intents: [], source: "", spokenNames: []) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&name)
    try coder.code(&intents)
    try coder.code(&source)
    try coder.code(&spokenNames)
    try coder.code(&phrasesAreExamples)
    try coder.code(&entities)
    try coder.code(&registered)
    try coder.code(&language)
  }
}

extension Router.EntityRecord: ArchiveDescribed {
  static var archiveBlank: Self { Self(name: "", lexicon: LexiconID(rawValue: 0), values: [], spokenName: "") }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&name)
    try coder.code(&lexicon)
    try coder.code(&values)
    try coder.code(&spokenName)
  }
}

extension Router.IntentRecord: ArchiveDescribed {
  static var archiveBlank: Self { Self(id: "", parameters: [], values: []) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&id)
    try coder.code(&parameters)
    try coder.code(&values)
    try coder.code(&lexicons)
    try coder.code(&valueTypes)
    try coder.code(&summary)
    try coder.code(&hasDependencies)
    try coder.code(&answersQuestions)
  }
}

extension Router.TemplateRecord: ArchiveDescribed {
  static var archiveBlank: Self { Self(app: 0, intent: 0, text: "", isNegative: false, sets: []) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&app)
    try coder.code(&intent)
    try coder.code(&text)
    try coder.code(&isNegative)
    try coder.code(&sets)
  }
}

extension Router.FixedSetting: ArchiveDescribed {
  static var archiveBlank: Self { Self(parameter: 0, value: nil) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&parameter)
    try coder.code(&value)
  }
}

extension Router.LexiconRecord: Archivable {
  func archive(to writer: inout ArchiveWriter) {
    switch self {
    case .enumeration(let values): writer.write(UInt8(0)); writer.write(values)
    case .entity(let values): writer.write(UInt8(1)); writer.write(values)
    }
  }

  init(from reader: inout ArchiveReader) throws(ArchiveError) {
    self =
      try reader.readTag(of: 2, "LexiconRecord") == 0 ? .enumeration(try reader.read()) : .entity(try reader.read())
  }
}

extension Parameter: ArchiveDescribed {
  /// A value whose parts reading fills in.
  public static var archiveBlank: Self { Parameter(name: "", type: .boolean) }

  /// Its parts, in the order archived.
  public mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&name)
    try coder.code(&type)
    try coder.code(&defaultValue)
    try coder.code(&isList)
    try coder.code(&maxCount)
    try coder.code(&title)
    try coder.code(&isRequired)
    try coder.code(&prompt)
  }
}

/// A case is a tag byte, in declaration order, then its values.
extension ParameterType: Archivable {
  /// Writes the value (see `Archivable`).
  public func archive(to writer: inout ArchiveWriter) {
    switch self {
    case .integer(let min, let max): writer.write(UInt8(0)); writer.write(min); writer.write(max)
    case .ordinal(let min, let max): writer.write(UInt8(1)); writer.write(min); writer.write(max)
    case .decimal(let min, let max): writer.write(UInt8(2)); writer.write(min); writer.write(max)
    case .boolean: writer.write(UInt8(3))
    case .string(let maxWords): writer.write(UInt8(4)); writer.write(maxWords)
    case .enumeration(let name): writer.write(UInt8(5)); writer.write(name)
    case .entity(let name): writer.write(UInt8(6)); writer.write(name)
    case .measurement(let dimension, let unit, let min, let max):
      writer.write(UInt8(7)); writer.write(dimension); writer.write(unit); writer.write(min); writer.write(max)
    case .duration(let min, let max): writer.write(UInt8(8)); writer.write(min); writer.write(max)
    case .date(let grain, let past): writer.write(UInt8(9)); writer.write(grain); writer.write(past)
    case .recurrence: writer.write(UInt8(10))
    case .union(let members): writer.write(UInt8(11)); writer.write(members)
    }
  }

  /// Reads a value its `archive(to:)` wrote.
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    switch try reader.readTag(of: 12, "ParameterType") {
    case 0: self = .integer(min: try reader.read(), max: try reader.read())
    case 1: self = .ordinal(min: try reader.read(), max: try reader.read())
    case 2: self = .decimal(min: try reader.read(), max: try reader.read())
    case 3: self = .boolean
    case 4: self = .string(maxWords: try reader.read())
    case 5: self = .enumeration(try reader.read())
    case 6: self = .entity(try reader.read())
    case 7:
      self = .measurement(try reader.read(), unit: try reader.read(), min: try reader.read(), max: try reader.read())
    case 8: self = .duration(min: try reader.read(), max: try reader.read())
    case 9: self = .date(grain: try reader.read(), past: try reader.read())
    case 10: self = .recurrence
    default: self = .union(try reader.read())
    }
  }
}

extension FixedValue: Archivable {
  /// Writes the value (see `Archivable`).
  public func archive(to writer: inout ArchiveWriter) {
    switch self {
    case .number(let number): writer.write(UInt8(0)); writer.write(number)
    case .bool(let bool): writer.write(UInt8(1)); writer.write(bool)
    case .string(let string): writer.write(UInt8(2)); writer.write(string)
    case .list(let list): writer.write(UInt8(3)); writer.write(list)
    }
  }

  /// Reads a value its `archive(to:)` wrote.
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    switch try reader.readTag(of: 4, "FixedValue") {
    case 0: self = .number(try reader.read())
    case 1: self = .bool(try reader.read())
    case 2: self = .string(try reader.read())
    default: self = .list(try reader.read())
    }
  }
}

/// A value's requirements are archived as parameter names and their value lists, side by side.
extension LexiconValue: Archivable {
  /// Writes the value (see `Archivable`).
  public func archive(to writer: inout ArchiveWriter) {
    writer.write(id)
    writer.write(name)
    writer.write(synonyms)
    writer.write(requires.map(\.parameter))
    writer.write(requires.map(\.values))
  }

  /// Reads a value its `archive(to:)` wrote.
  public init(from reader: inout ArchiveReader) throws(ArchiveError) {
    self.init(id: try reader.read(), name: try reader.read(), synonyms: try reader.read())
    let parameters: [String] = try reader.read()
    let values: [[String]] = try reader.read()
    guard parameters.count == values.count else { throw reader.invalid("requirements without their values") }
    requires = zip(parameters, values).map { (parameter: $0, values: $1) }
  }
}

extension SummaryTemplate: ArchiveDescribed {
  static var archiveBlank: Self { SummaryTemplate("") }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&parts)
  }
}

extension SummaryTemplate.Part: Archivable {
  func archive(to writer: inout ArchiveWriter) {
    switch self {
    case .text(let text): writer.write(UInt8(0)); writer.write(text)
    case .slot(let name, let offset): writer.write(UInt8(1)); writer.write(name); writer.write(offset)
    }
  }

  init(from reader: inout ArchiveReader) throws(ArchiveError) {
    self =
      try reader.readTag(of: 2, "SummaryTemplate.Part") == 0
      ? .text(try reader.read()) : .slot(try reader.read(), offset: try reader.read())
  }
}

extension KeywordTable: ArchiveDescribed {
  static var archiveBlank: Self {
    KeywordTable(grammar: .placeholder, unitOfTemplate: [], units: [], intents: [], intentsOfUnit: [])
  }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&self, \.grammar, \.unitOfTemplate, \.units, \.intents, \.intentsOfUnit)
  }
}

extension KeywordTable.Unit: ArchiveDescribed {
  static var archiveBlank: Self { Self(app: 0, vocabulary: "") }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&app)
    try coder.code(&vocabulary)
  }
}

extension KeywordTable.KeywordIntent: ArchiveDescribed {
  static var archiveBlank: Self {
    Self(app: 0, intent: 0, keywords: [], requiredCount: 0, groupSizes: [], excluded: [])
  }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&app)
    try coder.code(&intent)
    try coder.code(&keywords)
    try coder.code(&requiredCount)
    try coder.code(&groupSizes)
    try coder.code(&excluded)
  }
}

extension KeywordTable.Keyword: ArchiveDescribed {
  static var archiveBlank: Self { Self(unit: 0, parameters: [], wordsParameter: nil) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&unit)
    try coder.code(&parameters)
    try coder.code(&wordsParameter)
  }
}
