import DataFormats
import PhraseGrammar
import Router

/// A manifest an importer wrote, in the manifest format, before it is rendered as JSON.
///
/// Rendering is deterministic: keys in a fixed order, enums and entities by
/// name, intents and phrases in source order.
public struct ImportedManifest: Sendable {
  /// The app's name, as utterances say it.
  public var app: String
  /// Other names of the app.
  public var synonyms: [String] = []
  /// The locale of the app's phrases.
  public var locale: String = "en"
  /// A description of the app, written as the manifest's `description`.
  public var description: String?
  /// Where the declarations came from: a JSON object (`repository`, `commit`, `providers`…).
  package var source: JSONValue?
  /// The app's intents, in source order.
  public var intents: [ImportedIntent] = []
  /// The app's enums; rendered by name.
  public var enums: [ImportedEnum] = []
  /// The app's entity types; rendered by name.
  public var entities: [ImportedEntity] = []
  /// Named template rules, in source order.
  public var rules: [(name: String, body: String)] = []
  /// The keyword vocabularies keyword intents refer to: name → phrases (templates); rendered by name.
  public var vocabularies: [(name: String, phrases: [String])] = []
  /// Where the app was declared in the sources (its `AppShortcutsProvider`); not rendered.
  package var origin: FileLocation?
  /// Whether the phrases are examples of what people say rather than a grammar of it (Alexa's
  /// samples, Padatious' lines), written as `phrasesAreExamples`.
  public var phrasesAreExamples = false

  /// Creates an empty manifest for an app.
  public init(app: String) {
    self.app = app
  }

  /// The number of phrases of every intent.
  public var phraseCount: Int { intents.reduce(0) { $0 + $1.phrases.count } }

  /// The manifest as a JSON value, keys in the manifest's order.
  package var json: JSONValue {
    var members: [JSONMember] = [JSONMember("app", .string(app))]
    if !synonyms.isEmpty { members.append(JSONMember("synonyms", .array(synonyms.map { JSONNode(.string($0)) }))) }
    members.append(JSONMember("locale", .string(locale)))
    if let description { members.append(JSONMember("description", .string(description))) }
    if let source { members.append(JSONMember("source", source)) }
    if phrasesAreExamples { members.append(JSONMember("phrasesAreExamples", .bool(true))) }
    if !rules.isEmpty {
      members.append(
        JSONMember("rules", .object(JSONObject(members: rules.map { JSONMember($0.name, .string($0.body)) }))))
    }
    if !vocabularies.isEmpty {
      let sorted = vocabularies.sorted { $0.name < $1.name }
      members.append(
        JSONMember(
          "vocabularies",
          .object(
            JSONObject(
              members: sorted.map { JSONMember($0.name, .array($0.phrases.map { JSONNode(.string($0)) })) }))))
    }
    members.append(JSONMember("intents", .array(intents.map { JSONNode($0.json) })))
    if !enums.isEmpty {
      members.append(
        JSONMember(
          "enums",
          .object(JSONObject(members: enums.sorted { $0.name < $1.name }.map { JSONMember($0.name, $0.json) }))))
    }
    if !entities.isEmpty {
      members.append(
        JSONMember(
          "entities",
          .object(JSONObject(members: entities.sorted { $0.name < $1.name }.map { JSONMember($0.name, $0.json) }))))
    }
    return .object(JSONObject(members: members))
  }

  /// The manifest as readable JSON: one key a line, short objects and arrays of strings on one line.
  public var prettyText: String { PrettyJSON.text(of: json) + "\n" }

  /// The manifest as one line of JSON.
  public var compactText: String {
    var writer = JSONWriter()
    writer.value(json)
    return writer.text
  }

  /// A file name for the manifest: the app's name in lowercase ASCII letters and digits, words joined by `-`,
  /// and `.json`; ``fileNameHint`` (or `app`) when the name has no ASCII letter or digit.
  public var fileName: String {
    let name = Self.slug(app)
    return (name.isEmpty ? Self.slug(fileNameHint ?? "") : name).nonEmpty(or: "app") + ".json"
  }

  /// What to name the file after when the app's name has no ASCII letters: its repository or provider.
  public var fileNameHint: String?

  /// `Solar Lens` → `solar-lens`.
  static func slug(_ text: String) -> String {
    var name = ""
    var pendingDash = false
    for character in text.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        if pendingDash && !name.isEmpty { name.append("-") }
        name.append(character)
        pendingDash = false
      } else {
        pendingDash = true
      }
    }
    return name
  }
}

extension String {
  fileprivate func nonEmpty(or fallback: String) -> String { isEmpty ? fallback : self }
}

/// An intent of an imported manifest.
public struct ImportedIntent: Sendable {
  /// The intent's identifier: the intent type's name.
  public var id: String
  /// The intent's title, when the source gives one.
  public var title: String?
  /// The intent's parameters, in source order.
  public var parameters: [ImportedParameter] = []
  /// The intent's phrases, in source order.
  public var phrases: [ImportedPhrase] = []
  /// Templates; an app's negative phrases are put on its first intent (they apply to the whole app).
  public var negativePhrases: [String] = []
  /// The vocabularies that reach the intent as keywords, in any order, when it is a keyword intent.
  public var keywords: ImportedKeywords?
  /// Whether the intent answers questions of general knowledge however they are asked (a
  /// question-answering skill's common query).
  public var answersQuestions = false
  /// Where the intent was declared in the sources (its type, else its first App Shortcut); not rendered.
  package var origin: FileLocation?
  /// Where each negative phrase was written, in the order of ``negativePhrases``; not rendered.
  package var negativePhraseOrigins: [FileLocation] = []

  /// Creates an intent with no parameters or phrases.
  public init(id: String) {
    self.id = id
  }

  package var json: JSONValue {
    var members: [JSONMember] = [JSONMember("id", .string(id))]
    if let title { members.append(JSONMember("title", .string(title))) }
    members.append(JSONMember("parameters", .array(parameters.map { JSONNode($0.json) })))
    if !phrases.isEmpty || (keywords == nil && !answersQuestions) {
      members.append(JSONMember("phrases", .array(phrases.map { JSONNode($0.json) })))
    }
    if let keywords { members.append(JSONMember("keywords", keywords.json)) }
    if answersQuestions { members.append(JSONMember("answersQuestions", .bool(true))) }
    if !negativePhrases.isEmpty {
      members.append(JSONMember("negativePhrases", .array(negativePhrases.map { JSONNode(.string($0)) })))
    }
    return .object(JSONObject(members: members))
  }
}

/// The keywords of a keyword intent: vocabulary names, matched in any order anywhere in the utterance.
public struct ImportedKeywords: Sendable {
  /// Vocabularies the utterance must all say.
  public var required: [String] = []
  /// Groups of vocabularies, one of each said.
  public var oneOf: [[String]] = []
  /// Vocabularies that add their words (and slots) when said.
  public var optional: [String] = []
  /// Vocabularies that, when said, keep the utterance from the intent.
  public var excluded: [String] = []

  /// Creates keywords.
  public init(required: [String] = [], oneOf: [[String]] = [], optional: [String] = [], excluded: [String] = []) {
    self.required = required
    self.oneOf = oneOf
    self.optional = optional
    self.excluded = excluded
  }

  package var json: JSONValue {
    func names(_ list: [String]) -> JSONValue { .array(list.map { JSONNode(.string($0)) }) }
    var members: [JSONMember] = []
    if !required.isEmpty { members.append(JSONMember("required", names(required))) }
    if !oneOf.isEmpty { members.append(JSONMember("oneOf", .array(oneOf.map { JSONNode(names($0)) }))) }
    if !optional.isEmpty { members.append(JSONMember("optional", names(optional))) }
    if !excluded.isEmpty { members.append(JSONMember("excluded", names(excluded))) }
    return .object(JSONObject(members: members))
  }
}

/// A parameter of an imported intent.
public struct ImportedParameter: Sendable {
  /// The parameter's name.
  public var name: String
  /// The manifest type: `integer`, `decimal`, `boolean`, `string`, `enum`, `entity`, `measurement`, `duration`, `date`.
  public var type: String
  /// The enum's or entity's name, for those types.
  public var reference: String?
  /// The measurement's dimension, for a `measurement`.
  public var dimension: String?
  /// The unit a `measurement` is converted to.
  public var unit: String?
  /// The smallest value accepted, if any.
  public var min: Double?
  /// The largest value accepted, if any.
  public var max: Double?
  /// The most words a `string` may take, if bounded.
  public var maxWords: Int?
  /// Whether the parameter takes a list of values.
  public var isList = false
  /// Whether an `integer` is said as a position ("third").
  public var isOrdinal = false
  /// The grain of a `date`, when the source gives one.
  public var grain: String?
  /// Whether the Swift parameter is optional; written as `optional`, which the router accepts and does not read.
  public var isOptional = false
  /// The value used when the utterance gives none.
  public var defaultValue: FixedValue?
  /// The parameter's title, when the source gives one.
  public var title: String?
  /// Whether the app must ask for the parameter when the utterance does not give it.
  public var isRequired = false
  /// What the app asks when the parameter is required and not given.
  public var prompt: String?
  /// Where the parameter was declared in the sources; not rendered.
  package var origin: FileLocation?

  /// Creates a parameter of a manifest type.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - type: The manifest type.
  public init(name: String, type: String) {
    self.name = name
    self.type = type
  }

  package var json: JSONValue {
    var members: [JSONMember] = [JSONMember("name", .string(name)), JSONMember("type", .string(type))]
    if let reference { members.append(JSONMember(type, .string(reference))) }
    if let dimension { members.append(JSONMember("dimension", .string(dimension))) }
    if let unit { members.append(JSONMember("unit", .string(unit))) }
    if let min { members.append(JSONMember("min", .finiteNumber(min))) }
    if let max { members.append(JSONMember("max", .finiteNumber(max))) }
    if let maxWords { members.append(JSONMember("maxWords", .finiteNumber(Double(maxWords)))) }
    if isOrdinal { members.append(JSONMember("ordinal", .bool(true))) }
    if let grain { members.append(JSONMember("grain", .string(grain))) }
    if isList { members.append(JSONMember("list", .bool(true))) }
    if isOptional { members.append(JSONMember("optional", .bool(true))) }
    if let defaultValue { members.append(JSONMember("default", defaultValue.json)) }
    if let title { members.append(JSONMember("title", .string(title))) }
    if isRequired { members.append(JSONMember("required", .bool(true))) }
    if let prompt { members.append(JSONMember("prompt", .string(prompt))) }
    return .object(JSONObject(members: members))
  }
}

/// A phrase of an imported intent: a template, the values it fixes and its locale.
public struct ImportedPhrase: Sendable {
  /// The template, in the manifest's template language.
  public var template: String
  /// The parameters the phrase fixes, and their values.
  public var sets: [(name: String, value: FixedValue)] = []
  /// The locale of the phrase; `nil` for the manifest's locale.
  public var locale: String?
  /// Where the phrase was written in the sources (a translation: its catalog entry); not rendered.
  package var origin: FileLocation?

  /// Creates a phrase.
  ///
  /// - Parameters:
  ///   - template: The template.
  ///   - sets: The parameters the phrase fixes, and their values.
  ///   - locale: The locale of the phrase.
  public init(template: String, sets: [(name: String, value: FixedValue)] = [], locale: String? = nil) {
    self.template = template
    self.sets = sets
    self.locale = locale
  }

  /// A string, or an object when the phrase fixes values or has a locale.
  package var json: JSONValue {
    guard !sets.isEmpty || locale != nil else { return .string(template) }
    var members: [JSONMember] = [JSONMember("template", .string(template))]
    if !sets.isEmpty {
      members.append(JSONMember("sets", .object(JSONObject(members: sets.map { JSONMember($0.name, $0.value.json) }))))
    }
    if let locale { members.append(JSONMember("locale", .string(locale))) }
    return .object(JSONObject(members: members))
  }
}

/// An enum of an imported manifest: an `AppEnum`'s cases with their titles and synonyms.
public struct ImportedEnum: Sendable {
  /// The enum's name: the `AppEnum` type's name.
  public var name: String
  /// The enum's title, when the source gives one.
  public var title: String?
  /// The enum's cases, in source order.
  public var cases: [LexiconValue]
  /// Where the enum was declared in the sources; not rendered.
  package var origin: FileLocation?

  /// Creates an enum.
  public init(name: String, title: String? = nil, cases: [LexiconValue]) {
    self.name = name
    self.title = title
    self.cases = cases
  }

  package var json: JSONValue { LexiconValue.json(("title", title), ("cases", cases)) }
}

/// An entity of an imported manifest; an `AppEntity`'s values are empty, since they come from its query at
/// run time, while a skill's entity lists its values.
public struct ImportedEntity: Sendable {
  /// The entity's name: the `AppEntity` type's name.
  public var name: String
  /// What the entity is, when the source says.
  public var description: String?
  /// The entity's values, in source order.
  public var values: [LexiconValue] = []
  /// Where the entity type was declared in the sources; not rendered.
  package var origin: FileLocation?
  /// Where each value was written in the sources, by index in ``values``; not rendered.
  package var valueOrigins: [FileLocation] = []

  /// Creates an entity type.
  public init(name: String, description: String? = nil, values: [LexiconValue] = []) {
    self.name = name
    self.description = description
    self.values = values
  }

  package var json: JSONValue { LexiconValue.json(("description", description), ("values", values)) }
}

extension LexiconValue {
  /// `{"id", "name", "synonyms"}`, each key only when it has a value.
  package var json: JSONValue {
    var members: [JSONMember] = [JSONMember("id", .string(id))]
    if let name { members.append(JSONMember("name", .string(name))) }
    if !synonyms.isEmpty { members.append(JSONMember("synonyms", .array(synonyms.map { JSONNode(.string($0)) }))) }
    return .object(JSONObject(members: members))
  }
}

extension FixedValue {
  package var json: JSONValue {
    switch self {
    case .number(let number): .finiteNumber(number)
    case .bool(let flag): .bool(flag)
    case .string(let text): .string(text)
    case .list(let values): .array(values.map { JSONNode($0.json) })
    }
  }
}

extension JSONValue {
  /// A number, or `null` when it is not finite.
  package static func finiteNumber(_ value: Double) -> JSONValue {
    JSONNumber(value).map(JSONValue.number) ?? .null
  }
}

extension LexiconValue {
  /// A manifest's enum or entity: its text member (a title, a description), when it has one, then its values.
  fileprivate static func json(_ text: (key: String, value: String?), _ values: (key: String, list: [LexiconValue]))
    -> JSONValue
  {
    var members: [JSONMember] = []
    if let value = text.value { members.append(JSONMember(text.key, .string(value))) }
    members.append(JSONMember(values.key, .array(values.list.map { JSONNode($0.json) })))
    return .object(JSONObject(members: members))
  }
}
