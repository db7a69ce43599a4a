import PhraseGrammar

/// A router is archived as everything routing reads: the grammar, the apps' and templates'
/// records, the address book, keyword intents and example index. Compile warnings are not kept
/// (they were reported when the registry was compiled), and the index of apps by name is rebuilt.
extension Router: Codable {
  private enum CodingKeys: CodingKey {
    case grammar, apps, templates, addressBook, keywords, examples
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(grammar, forKey: .grammar)
    try container.encode(apps, forKey: .apps)
    try container.encode(templates, forKey: .templates)
    try container.encode(addressBook, forKey: .addressBook)
    try container.encode(keywords, forKey: .keywords)
    try container.encode(examples, forKey: .examples)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    grammar = try container.decode(Grammar.self, forKey: .grammar)
    apps = try container.decode([AppRecord].self, forKey: .apps)
    templates = try container.decode([TemplateRecord].self, forKey: .templates)
    addressBook = try container.decode(AddressBook.self, forKey: .addressBook)
    keywords = try container.decode(KeywordTable.self, forKey: .keywords)
    examples = try container.decode(ExampleIndex.self, forKey: .examples)
    warnings = []
    appIndex = Self.index(of: apps)
  }

  /// Each app's index by name (the first, should two share one).
  static func index(of apps: [AppRecord]) -> [String: Int] {
    Dictionary(apps.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

/// A value's requirements are archived as parameter names and their value lists, side by side.
extension LexiconValue: Codable {
  private enum CodingKeys: CodingKey {
    case id, name, synonyms, requiringParameters, requiredValues
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encode(synonyms, forKey: .synonyms)
    try container.encode(requires.map(\.parameter), forKey: .requiringParameters)
    try container.encode(requires.map(\.values), forKey: .requiredValues)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      name: try container.decodeIfPresent(String.self, forKey: .name),
      synonyms: try container.decode([String].self, forKey: .synonyms))
    let parameters = try container.decode([String].self, forKey: .requiringParameters)
    let values = try container.decode([[String]].self, forKey: .requiredValues)
    requires = Array(zip(parameters, values).map { (parameter: $0, values: $1) })
  }
}
