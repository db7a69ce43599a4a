import DataFormats
import PhraseGrammar
import Router

/// What an app declares for App Shortcuts, as read from Swift sources or from `real-apps.json`.
///
/// Both importers fill this model, and ``ManifestBuilder`` turns it into a manifest,
/// so the two read phrases, parameters, enums and entities the same way.
struct AppShortcutDeclarations: Sendable {
  var providers: [ProviderDeclaration] = []
  /// Every `AppShortcut(…)`, in source order.
  var shortcuts: [ShortcutDeclaration] = []
  /// The provider's `negativePhrases`, for the whole app.
  var negativePhrases: [PhraseSource] = []
  var intents: [IntentDeclaration] = []
  var enums: [EnumDeclaration] = []
  var entities: [EntityDeclaration] = []
  /// What could not be read while collecting the declarations.
  var diagnostics: [Diagnostic] = []

  func intent(named name: String) -> IntentDeclaration? { intents.first { $0.name == name } }
  func enumeration(named name: String) -> EnumDeclaration? { enums.first { $0.name == name } }
  func entity(named name: String) -> EntityDeclaration? { entities.first { $0.name == name } }
}

/// A type that conforms to `AppShortcutsProvider`.
struct ProviderDeclaration: Hashable, Sendable {
  var name: String
  var location: FileLocation
}

/// One `AppShortcut(intent:phrases:…)`.
struct ShortcutDeclaration: Sendable {
  /// The intent's type name.
  var intentType: String
  /// The full name of the intent's declaration, when the sources have it.
  var intentDeclaration: String? = nil
  /// Arguments given to the intent's initializer (`StartTimer(minutes: 25)`), which its phrases fix.
  var presets: [(label: String, value: SwiftValue, location: FileLocation)]
  var phrases: [PhraseSource]
  var shortTitle: String?
  var location: FileLocation
}

/// A phrase as a Swift string literal, with where it was written.
struct PhraseSource: Hashable, Sendable {
  var literal: SwiftStringLiteral
  /// The literal as written, for messages.
  var text: String
  var location: FileLocation
}

/// An intent type and the parameters it declares with `@Parameter`.
struct IntentDeclaration: Sendable {
  var name: String
  /// The full name of its declaration (`Library.Search`), where its parameters' types are looked up.
  var scope: String = ""
  /// `static var title`, when it is a plain string.
  var title: String?
  var parameters: [ParameterDeclaration]
  var location: FileLocation
}

/// One `@Parameter(…) var name: Type`.
struct ParameterDeclaration: Sendable {
  var name: String
  var type: SwiftType
  /// The type as written, for messages.
  var typeText: String
  var title: String?
  /// `default:`, or the property's initial value.
  var defaultValue: SwiftValue?
  /// `inclusiveRange: (lower, upper)`.
  var range: (lower: SwiftValue, upper: SwiftValue)?
  /// `defaultUnit: .milliliters`, as the member's name.
  var defaultUnit: String?
  var location: FileLocation
}

/// A type that conforms to `AppEnum`.
struct EnumDeclaration: Sendable {
  /// The full nested name (`Library.Mode`).
  var name: String
  /// `typeDisplayRepresentation`, when it is a plain string.
  var title: String?
  var cases: [EnumCaseDeclaration]
  /// Whether `caseDisplayRepresentations` was found.
  var hasDisplayRepresentations: Bool
  var location: FileLocation
}

/// A case of an `AppEnum`, with its display title and synonyms.
struct EnumCaseDeclaration: Hashable, Sendable {
  var name: String
  var title: String?
  var synonyms: [String]
}

/// A type that conforms to `AppEntity` (or `IndexedEntity`, `TransientAppEntity`…).
struct EntityDeclaration: Hashable, Sendable {
  /// The full nested name (`Library.Item`).
  var name: String
  /// The type of its `defaultQuery`, when it is written as `Query()`.
  var defaultQuery: String?
  var location: FileLocation
  /// The values written as literal instances (`TeaPot(id: "blue", name: "Blue Pot")`) in its static
  /// properties and its query, in the order read, each id once.
  var values: [EntityValueDeclaration] = []
  /// Where the values were read: the first value read in each property or function, in order.
  var valueSources: [FileLocation] = []
  /// Instances left out because their name is not a string literal.
  var skippedInstances: Int = 0
  /// Instances left out because ``EntityDeclaration/valueLimit`` values were read already.
  var instancesPastLimit: Int = 0

  /// The most values read for one entity.
  static let valueLimit = 1_000
}

/// An entity's value written as a literal instance in the sources.
struct EntityValueDeclaration: Hashable, Sendable {
  var id: String
  var name: String
  var synonyms: [String]
  /// Where the instance is written.
  var location: FileLocation
}

/// A Swift type as written: enough structure to map it to a manifest type.
indirect enum SwiftType: Hashable, Sendable, CustomStringConvertible {
  /// A named type as written, enclosing types or module included (`Library.Mode`), and its generic
  /// arguments: `Measurement<UnitVolume>`. Its description is the last component.
  case named(String, [SwiftType])
  case optional(SwiftType)
  case array(SwiftType)
  case dictionary(SwiftType, SwiftType)
  /// A tuple, function or composition, as written.
  case other(String)

  var description: String {
    switch self {
    case .named(let path, let arguments):
      arguments.isEmpty
        ? TypeNames.shortName(path)
        : TypeNames.shortName(path) + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
    case .optional(let wrapped): wrapped.description + "?"
    case .array(let element): "[" + element.description + "]"
    case .dictionary(let key, let value): "[" + key.description + ": " + value.description + "]"
    case .other(let text): text
    }
  }
}

/// A Swift expression the importer can read as a value: a literal or a member such as `.music`.
enum SwiftValue: Hashable, Sendable {
  /// A number, with its text as written.
  case number(Double, String)
  case string(String)
  case bool(Bool)
  case null
  /// `.name` or `Type.name`: the member's name.
  case member(String)
  /// Anything else, as written.
  case other(String)

  /// The value as written, for messages.
  var sourceText: String {
    switch self {
    case .number(_, let text): text
    case .string(let text): "\"\(text)\""
    case .bool(let flag): flag ? "true" : "false"
    case .null: "nil"
    case .member(let name): ".\(name)"
    case .other(let text): text
    }
  }
}
