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

  /// Creates an intent with no parameters or phrases.
  public init(id: String) {
    self.id = id
  }

  package var json: JSONValue {
    var members: [JSONMember] = [JSONMember("id", .string(id))]
    if let title { members.append(JSONMember("title", .string(title))) }
    members.append(JSONMember("parameters", .array(parameters.map { JSONNode($0.json) })))
    members.append(JSONMember("phrases", .array(phrases.map { JSONNode($0.json) })))
    if !negativePhrases.isEmpty {
      members.append(JSONMember("negativePhrases", .array(negativePhrases.map { JSONNode(.string($0)) })))
    }
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
  /// Whether the parameter takes a list of values.
  public var isList = false
  /// Whether the Swift parameter is optional; written as `optional`, which the router accepts and does not read.
  public var isOptional = false
  /// The value used when the utterance gives none.
  public var defaultValue: FixedValue?
  /// The parameter's title, when the source gives one.
  public var title: String?

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
    if isList { members.append(JSONMember("list", .bool(true))) }
    if isOptional { members.append(JSONMember("optional", .bool(true))) }
    if let defaultValue { members.append(JSONMember("default", defaultValue.json)) }
    if let title { members.append(JSONMember("title", .string(title))) }
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

  package var json: JSONValue {
    var members: [JSONMember] = []
    if let title { members.append(JSONMember("title", .string(title))) }
    let cases = cases.map { value -> JSONNode in
      var members: [JSONMember] = [JSONMember("id", .string(value.id))]
      if let name = value.name { members.append(JSONMember("name", .string(name))) }
      if !value.synonyms.isEmpty {
        members.append(JSONMember("synonyms", .array(value.synonyms.map { JSONNode(.string($0)) })))
      }
      return JSONNode(.object(JSONObject(members: members)))
    }
    members.append(JSONMember("cases", .array(cases)))
    return .object(JSONObject(members: members))
  }
}

/// An entity of an imported manifest; its values are empty, since an `AppEntity`'s come from its query at run time.
public struct ImportedEntity: Sendable {
  /// The entity's name: the `AppEntity` type's name.
  public var name: String
  /// What the entity is, when the source says.
  public var description: String?

  package var json: JSONValue {
    var members: [JSONMember] = []
    if let description { members.append(JSONMember("description", .string(description))) }
    members.append(JSONMember("values", .array([])))
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
