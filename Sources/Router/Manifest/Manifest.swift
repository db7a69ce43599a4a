import DataFormats
import PhraseGrammar

/// One application's declaration: its names, intents, phrases, enums and entities.
///
/// The JSON format is described in `Docs/Manifest.md`.
public struct Manifest: Sendable {
  /// The app's name, which utterances say to address it ("in Water").
  public var app: String
  /// Other names utterances may use for the app.
  public var synonyms: [String]
  /// The locale of the phrases, like `en` or `ja`; a phrase may declare its own.
  public var locale: String
  /// Named template rules that phrases use as `<name>`, in manifest order.
  public var rules: [(name: String, body: SourcedText)]
  /// The intents the app can perform, in manifest order.
  public var intents: [Intent]
  /// The app's enums, by name, in manifest order.
  public var enums: [(name: String, value: EnumType)]
  /// The app's entity types, by name, in manifest order.
  public var entities: [(name: String, value: EntityType)]
  /// The keyword vocabularies the app's keyword intents name: each a list of phrases (templates), in
  /// manifest order.
  public var vocabularies: [(name: String, phrases: [SourcedText])] = []
  /// Words of the app's phrases and the other words people say for them ("start" → "set",
  /// "begin"), heard in their place when matching approximately; in manifest order.
  public var lexicon: [(word: String, alternatives: [String])] = []
  /// Whether the phrases are examples of what people say (Alexa's samples, Padatious' lines)
  /// rather than a grammar of all of it: an utterance that none matches, even approximately,
  /// goes to the phrase it is most like (see `Docs/Routing.md`, Phrases as examples).
  public var phrasesAreExamples = false
  /// The day the app was registered, `YYYY-MM-DD`, when the manifest gives it: under the
  /// `registered` tie policy, a tie goes to the app registered first.
  public var registered: String?
  /// The file the manifest was read from.
  public var source: String
  /// Where the app calls `updateAppShortcutParameters()`, when an importer found the call (the manifest's
  /// `source.updatesAppShortcutParameters`, `"FILE:LINE:COL"`): its parameterized phrases exist once it has run.
  public var updatesAppShortcutParameters: String?

  /// All names of the app: its name, then its synonyms.
  public var names: [String] { [app] + synonyms }

  /// Creates a manifest in memory, as ``ManifestLoader`` does from a file.
  ///
  /// - Parameters:
  ///   - app: The app's name.
  ///   - synonyms: Other names of the app.
  ///   - locale: The locale of the phrases.
  ///   - rules: Named template rules.
  ///   - intents: The app's intents.
  ///   - enums: The app's enums, by name.
  ///   - entities: The app's entity types, by name.
  ///   - source: The file the manifest was read from.
  public init(
    app: String, synonyms: [String] = [], locale: String = "en",
    rules: [(name: String, body: SourcedText)] = [], intents: [Intent] = [],
    enums: [(name: String, value: EnumType)] = [], entities: [(name: String, value: EntityType)] = [],
    source: String = "<memory>"
  ) {
    self.app = app
    self.synonyms = synonyms
    self.locale = locale
    self.rules = rules
    self.intents = intents
    self.enums = enums
    self.entities = entities
    self.source = source
  }
}

/// A string from a manifest, with the place of each of its characters in the file.
public struct SourcedText: Hashable, Sendable {
  /// The string.
  public var text: String
  /// The file location of each character of `text`, plus one past the end; empty when unknown.
  public var characterLocations: [FileLocation]
  /// The JSON path of the string, like `intents[0].phrases[2]`.
  public var path: String

  /// Creates a string with the file locations of its characters.
  ///
  /// - Parameters:
  ///   - text: The string.
  ///   - characterLocations: The file location of each character, plus one past the end; empty when unknown.
  ///   - path: The JSON path of the string in its manifest.
  public init(_ text: String, characterLocations: [FileLocation] = [], path: String = "") {
    self.text = text
    self.characterLocations = characterLocations
    self.path = path
  }

  /// The file location of the character at an offset, when known.
  public func location(ofCharacter offset: Int) -> FileLocation? {
    guard !characterLocations.isEmpty else { return nil }
    return characterLocations[min(max(offset, 0), characterLocations.count - 1)]
  }
}

/// An intent an app can perform, with its parameters and the phrases that invoke it.
public struct Intent: Sendable {
  /// The intent's identifier, which routes name.
  public var id: String
  /// A human-readable title, shown in reports.
  public var title: String?
  /// The intent's parameters, in manifest order.
  public var parameters: [Parameter]
  /// The phrase templates that invoke the intent.
  public var phrases: [Phrase]
  /// Templates that, when one matches the whole utterance, keep the utterance from the app.
  public var negativePhrases: [Phrase]
  /// The vocabularies that reach the intent when said anywhere in the utterance, in any order; nil
  /// when the intent is reached by its phrases alone.
  public var keywords: Keywords?
  /// What a route to the intent reads back ("Log ${amount} of water"), with the slots of a
  /// template; nil when the intent declares none.
  public var summary: SourcedText?
  /// Whether the intent answers questions of general knowledge (facts, definitions) however
  /// they are asked, as a question-answering skill does: the router hears such requests for it
  /// by their kind of request, with or without phrases (see `Docs/Manifest.md`).
  public var answersQuestions = false

  /// Creates an intent.
  ///
  /// - Parameters:
  ///   - id: The intent's identifier.
  ///   - title: A human-readable title.
  ///   - parameters: The intent's parameters.
  ///   - phrases: The phrase templates that invoke the intent.
  ///   - negativePhrases: Phrases that must not route to the intent.
  public init(
    id: String, title: String? = nil, parameters: [Parameter] = [], phrases: [Phrase] = [],
    negativePhrases: [Phrase] = []
  ) {
    self.id = id
    self.title = title
    self.parameters = parameters
    self.phrases = phrases
    self.negativePhrases = negativePhrases
  }
}

/// What a keyword intent listens for: vocabularies of its app, by name, found anywhere in the
/// utterance and in any order (see `Docs/Manifest.md`, Keyword intents).
public struct Keywords: Sendable {
  /// Vocabularies the utterance must all say.
  public var required: [SourcedText]
  /// Groups of vocabularies of which the utterance must say one each.
  public var oneOf: [[SourcedText]]
  /// Vocabularies that add their words and slots when said.
  public var optional: [SourcedText]
  /// Vocabularies that, when said anywhere, keep the utterance from the intent.
  public var excluded: [SourcedText]

  /// Creates keywords from vocabulary names.
  public init(
    required: [SourcedText] = [], oneOf: [[SourcedText]] = [], optional: [SourcedText] = [],
    excluded: [SourcedText] = []
  ) {
    self.required = required
    self.oneOf = oneOf
    self.optional = optional
    self.excluded = excluded
  }

  /// Every vocabulary name the keywords mention, as written, in the order above.
  public var names: [SourcedText] { required + oneOf.flatMap { $0 } + optional + excluded }
}

/// A declared parameter of an intent.
public struct Parameter: Sendable {
  /// The parameter's name, which templates use as `{name}` and routes report.
  public var name: String
  /// The type of value the parameter takes.
  public var type: ParameterType
  /// The value used when the utterance gives none, as written in the manifest.
  public var defaultValue: FixedValue?
  /// Whether the parameter takes a list of values ("eggs, milk and bread").
  public var isList: Bool
  /// The most items a list may have.
  public var maxCount: Int?
  /// A human-readable title ("Amount"), read back for a parameter left unset and asked for.
  public var title: String?
  /// Whether the intent needs a value: a route without one asks for it (``prompt``).
  public var isRequired = false
  /// What to ask for the parameter when a route needs it; nil for "What's the {title}?".
  public var prompt: String?

  /// Creates a parameter.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - type: The type of value the parameter takes.
  ///   - defaultValue: The value used when the utterance gives none.
  ///   - isList: Whether the parameter takes a list of values.
  ///   - maxCount: The most items a list may have.
  public init(
    name: String, type: ParameterType, defaultValue: FixedValue? = nil, isList: Bool = false, maxCount: Int? = nil
  ) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isList = isList
    self.maxCount = maxCount
  }
}

/// The declared type of a parameter.
public enum ParameterType: Hashable, Sendable {
  /// A whole number, within the bounds given.
  case integer(min: Double?, max: Double?)
  /// An integer said as a position: "third", "3rd" (`"ordinal": true`).
  case ordinal(min: Double?, max: Double?)
  /// A number with or without a fraction, within the bounds given.
  case decimal(min: Double?, max: Double?)
  /// Yes or no, on or off.
  case boolean
  /// Free text of at most `maxWords` words.
  case string(maxWords: Int?)
  /// A case of the app's enum of this name.
  case enumeration(String)
  /// A value of the app's entity type of this name.
  case entity(String)
  /// A quantity converted to `unit`, which is written as in the manifest.
  case measurement(Dimension, unit: String, min: Double?, max: Double?)
  /// A length of time in seconds.
  case duration(min: Double?, max: Double?)
  /// A date or time, truncated to `grain` when one is declared.
  /// `past`: a time said without a date is its last occurrence (`"past": true`, for what was done).
  case date(grain: TimeGrain?, past: Bool = false)
  /// A rule for repeating events ("every Monday").
  case recurrence
  /// A value of any of the member types (`"type": ["duration", "date"]`).
  indirect case union([ParameterType])

  /// The type's name in manifests.
  public var name: String {
    switch self {
    case .integer, .ordinal: "integer"
    case .decimal: "decimal"
    case .boolean: "boolean"
    case .string: "string"
    case .enumeration: "enum"
    case .entity: "entity"
    case .measurement: "measurement"
    case .duration: "duration"
    case .date: "date"
    case .recurrence: "recurrence"
    case .union(let members): members.map(\.name).joined(separator: "|")
    }
  }

  /// The member of a union (or the type itself) whose values a slot's value is, by its kind.
  func member(for value: ResolvedValue) -> ParameterType {
    guard case .union(let members) = self else { return self }
    return members.first { member in
      switch (member, value) {
      case (.integer, .number), (.ordinal, .number), (.decimal, .number), (.boolean, .bool), (.string, .string),
        (.enumeration, .enumCase), (.entity, .entity), (.measurement, .measurement), (.duration, .duration),
        (.date, .date), (.recurrence, .recurrence):
        return true
      default:
        return false
      }
    } ?? self
  }
}

/// A value written in a manifest (a default, or a value a phrase sets).
public enum FixedValue: Hashable, Sendable {
  /// A number, in the parameter's unit.
  case number(Double)
  /// A boolean.
  case bool(Bool)
  /// A string: text, or an enum case's or entity value's id.
  case string(String)
  /// A list parameter's value.
  indirect case list([FixedValue])
}

/// A phrase template, with the values it fixes.
public struct Phrase: Sendable {
  /// The template text, with the file location of each character.
  public var template: SourcedText
  /// Parameters the phrase fixes; a `nil` value clears the parameter.
  public var sets: [(name: String, value: FixedValue?)]
  /// The locale of the phrase; `nil` for the manifest's locale.
  public var locale: String?

  /// Creates a phrase.
  ///
  /// - Parameters:
  ///   - template: The template text.
  ///   - sets: The parameters the phrase fixes.
  ///   - locale: The locale of the phrase; `nil` for the manifest's.
  public init(_ template: SourcedText, sets: [(name: String, value: FixedValue?)] = [], locale: String? = nil) {
    self.template = template
    self.sets = sets
    self.locale = locale
  }
}

/// An enum whose cases an utterance names by id or synonym.
public struct EnumType: Sendable {
  /// The enum's cases, in manifest order.
  public var cases: [LexiconValue]
  /// Creates an enum from its cases.
  public init(cases: [LexiconValue]) { self.cases = cases }
}

/// An entity type whose values an utterance names by name or synonym.
public struct EntityType: Sendable {
  /// The entity type's values, in manifest order.
  public var values: [LexiconValue]
  /// What people call one of its values ("event"); nil for its name split into words.
  public var title: String?
  /// Creates an entity type from its values.
  public init(values: [LexiconValue], title: String? = nil) {
    self.values = values
    self.title = title
  }
}

/// An enum case or an entity value.
public struct LexiconValue: Sendable {
  /// The identifier routes report for the value.
  public var id: String
  /// The display name (entities) or title (enum cases).
  public var name: String?
  /// Other ways to say it, in any locale.
  public var synonyms: [String]
  /// The values other parameters of the intent must have for this value to be valid
  /// (`"requires": {"stop": ["main-st"]}`), by parameter name, in manifest order.
  public var requires: [(parameter: String, values: [String])] = []

  /// Creates an enum case or entity value.
  ///
  /// - Parameters:
  ///   - id: The identifier routes report.
  ///   - name: The display name or title.
  ///   - synonyms: Other ways to say it.
  public init(id: String, name: String? = nil, synonyms: [String] = []) {
    self.id = id
    self.name = name
    self.synonyms = synonyms
  }
}

extension LexiconValue {
  /// The phrases that name an enum case: its id (also with its words split), its title and synonyms.
  package var spokenPhrases: [String] {
    var phrases = [id, Self.splitIdentifier(id)]
    if let name { phrases.append(name) }
    return phrases + synonyms
  }

  /// An identifier's words in lowercase (`extraLarge` is `extra large`), the first letter in
  /// uppercase when `capitalized` (`Extra large`): what `splitIdentifier(id).lowercased()` gives,
  /// and with `capitalized` that string's first character uppercased.
  package static func identifierWords(_ id: String, capitalized: Bool = false) -> String {
    var id = id
    if let words = id.withUTF8({ asciiIdentifierWords($0, capitalized: capitalized) }) { return words }
    let words = splitIdentifier(id).lowercased()
    return capitalized ? words.prefix(1).uppercased() + words.dropFirst() : words
  }

  /// ``identifierWords(_:capitalized:)`` of an ASCII identifier, from its bytes; nil when it is not ASCII.
  private static func asciiIdentifierWords(_ bytes: UnsafeBufferPointer<UInt8>, capitalized: Bool) -> String? {
    var union: UInt8 = 0
    for byte in bytes { union |= byte }
    guard union < 0x80 else { return nil }
    // A space at most before each byte.
    return String(unsafeUninitializedCapacity: bytes.count * 2) { output in
      var written = 0
      var previousWasLower = false
      for byte in bytes {
        if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
          output[written] = UInt8(ascii: " ")
          written += 1
          previousWasLower = false
          continue
        }
        let isUpper = byte &- UInt8(ascii: "A") < 26
        if isUpper && previousWasLower {
          output[written] = UInt8(ascii: " ")
          written += 1
        }
        output[written] = isUpper ? byte + 32 : byte
        written += 1
        previousWasLower = byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
      }
      if capitalized && written > 0 && output[0] &- UInt8(ascii: "a") < 26 { output[0] -= 32 }
      return written
    }
  }

  /// `extraLarge` and `extra_large` read as `extra large`.
  package static func splitIdentifier(_ id: String) -> String {
    var result = ""
    var previousWasLower = false
    for character in id {
      if character == "_" || character == "-" {
        result.append(" ")
        previousWasLower = false
        continue
      }
      if character.isUppercase && previousWasLower { result.append(" ") }
      result.append(character)
      previousWasLower = character.isLowercase || character.isNumber
    }
    return result
  }
}
