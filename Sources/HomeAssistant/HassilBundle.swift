import PhraseGrammar
import Router

/// A Home Assistant intents bundle (`hassil-intents-bundle/1`): hassil's
/// templates, lists and rules for one language, and the repository's tests.
///
/// The format is described in `Docs/HomeAssistant.md`; templates
/// are kept in hassil's syntax and parsed here with permutations (`(a;b)`)
/// enabled, so a syntax error is reported with the file, line and column.
public struct HassilBundle: Sendable {
  /// The file the bundle was read from.
  public var file: String
  public var language: String
  /// hassil's `ignore_whitespace` setting (whitespace between CJK characters ignored).
  public var ignoresWhitespace: Bool
  /// Literal phrases dropped from sentences before matching.
  public var skipWords: [String]
  public var expansionRules: [HassilRule]
  public var lists: [HassilNamedList]
  /// Intents in the order they first appear.
  public var intents: [HassilIntent]
  public var fixtureSets: [HassilFixtureSet]
  public var evaluation: HassilEvaluationSettings
  public var tests: [HassilTest]

  public init(
    file: String = "<memory>", language: String, ignoresWhitespace: Bool = false, skipWords: [String] = [],
    expansionRules: [HassilRule] = [], lists: [HassilNamedList] = [], intents: [HassilIntent] = [],
    fixtureSets: [HassilFixtureSet] = [], evaluation: HassilEvaluationSettings = HassilEvaluationSettings(),
    tests: [HassilTest] = []
  ) {
    self.file = file
    self.language = language
    self.ignoresWhitespace = ignoresWhitespace
    self.skipWords = skipWords
    self.expansionRules = expansionRules
    self.lists = lists
    self.intents = intents
    self.fixtureSets = fixtureSets
    self.evaluation = evaluation
    self.tests = tests
  }
}

/// A template in hassil's syntax, parsed, with where it was written.
public struct HassilTemplate: Hashable, Sendable {
  public var text: String
  public var template: Template
  public var location: FileLocation?
}

/// A named expansion rule, `<name>`.
public struct HassilRule: Hashable, Sendable {
  public var name: String
  public var body: HassilTemplate
}

/// A named slot list.
public struct HassilNamedList: Hashable, Sendable {
  public var name: String
  public var list: HassilList
}

/// What a `{list}` reference matches.
public enum HassilList: Hashable, Sendable {
  /// Fixed values, each spoken as its `in` text or template.
  case values([HassilListValue])
  /// Numbers in a range, as digits or number words.
  case range(HassilRange)
  /// Any text of at least one word.
  case wildcard
}

/// One value of a values list.
public struct HassilListValue: Hashable, Sendable {
  /// The `in` text as written.
  public var input: String
  /// The parsed `in` when it is a template (it holds `( ) [ ] { } < > | @`).
  public var template: Template?
  /// The slot value; `null` means the words said.
  public var output: HassilValue
  /// Merged into the match context when the value matches.
  public var context: [HassilMember]
  public var metadata: HassilValue?

  public init(
    input: String, template: Template? = nil, output: HassilValue = .null, context: [HassilMember] = [],
    metadata: HassilValue? = nil
  ) {
    self.input = input
    self.template = template
    self.output = output
    self.context = context
    self.metadata = metadata
  }
}

/// A range list: whole numbers `from...to` by `step`, optionally with fractions, times a multiplier.
public struct HassilRange: Hashable, Sendable {
  /// Fractions a range adds to each of its whole numbers.
  public enum Fractions: String, Hashable, Sendable {
    case halves, tenths

    /// The fractions added to each whole number.
    var parts: [Double] {
      switch self {
      case .halves: [0.5]
      case .tenths: (1...9).map { Double($0) / 10 }
      }
    }
  }

  public var from: Int
  public var to: Int
  public var step: Int
  public var fractions: Fractions?
  public var multiplier: Double?
  public var digits: Bool
  public var words: Bool

  public init(
    from: Int, to: Int, step: Int = 1, fractions: Fractions? = nil, multiplier: Double? = nil, digits: Bool = true,
    words: Bool = true
  ) {
    self.from = from
    self.to = to
    self.step = step
    self.fractions = fractions
    self.multiplier = multiplier
    self.digits = digits
    self.words = words
  }

  /// Every number the range accepts, before the multiplier, in hassil's order.
  var numbers: [Double] {
    guard step > 0, from <= to else { return [] }
    var result: [Double] = []
    for whole in stride(from: from, through: to, by: step) {
      result.append(Double(whole))
      for part in fractions?.parts ?? [] { result.append(Double(whole) + part) }
    }
    return result
  }

  /// Whether the range accepts a number (before the multiplier).
  func accepts(_ value: Double) -> Bool {
    guard step > 0 else { return false }
    let whole = value.rounded(.down)
    let fraction = value - whole
    let isPart =
      abs(fraction) < 1e-9 || (fractions?.parts.contains { abs($0 - fraction) < 1e-9 } ?? false)
    guard isPart, whole >= Double(from), whole <= Double(to) else { return false }
    let steps = (whole - Double(from)) / Double(step)
    return steps == steps.rounded()
  }
}

/// One intent and its data blocks, in order.
public struct HassilIntent: Hashable, Sendable {
  public var name: String
  public var blocks: [HassilBlock]

  public init(name: String, blocks: [HassilBlock]) {
    self.name = name
    self.blocks = blocks
  }
}

/// A block of sentences of an intent and what its matches carry and require.
public struct HassilBlock: Hashable, Sendable {
  public var sentences: [HassilTemplate]
  /// Slots every match of the block sets (unless the sentence names them).
  public var slots: [HassilMember]
  public var requiresContext: [HassilMember]
  public var excludesContext: [HassilMember]
  /// Rules of this block; they hide global rules of the same name.
  public var expansionRules: [HassilRule]
  /// Lists of this block; they hide global and fixture lists of the same name.
  public var lists: [HassilNamedList]
  public var response: String?
  public var metadata: HassilValue?
  /// When set, the block is tried only if one of these words is in the sentence.
  public var requiredKeywords: [String]?

  public init(
    sentences: [HassilTemplate], slots: [HassilMember] = [], requiresContext: [HassilMember] = [],
    excludesContext: [HassilMember] = [], expansionRules: [HassilRule] = [], lists: [HassilNamedList] = [],
    response: String? = nil, metadata: HassilValue? = nil, requiredKeywords: [String]? = nil
  ) {
    self.sentences = sentences
    self.slots = slots
    self.requiresContext = requiresContext
    self.excludesContext = excludesContext
    self.expansionRules = expansionRules
    self.lists = lists
    self.response = response
    self.metadata = metadata
    self.requiredKeywords = requiredKeywords
  }
}

/// One test "home": its slot lists (names, areas, floors) and its entities' domains.
public struct HassilFixtureSet: Hashable, Sendable {
  public var id: String
  public var lists: [HassilNamedList]
  /// For each entity name, the domains of the entities that carry it.
  public var domainsByName: [String: Set<String>]

  public init(id: String, lists: [HassilNamedList], domainsByName: [String: Set<String>] = [:]) {
    self.id = id
    self.lists = lists
    self.domainsByName = domainsByName
  }
}

/// How the repository's test scores (the bundle's `evaluation`).
public struct HassilEvaluationSettings: Hashable, Sendable {
  /// Whether the `name` list is first reduced to values whose `in` occurs in the sentence.
  public var narrowsNameList: Bool
  /// Whether a test with a context also needs the result's context to equal it.
  public var matchesContext: Bool

  public init(narrowsNameList: Bool = false, matchesContext: Bool = true) {
    self.narrowsNameList = narrowsNameList
    self.matchesContext = matchesContext
  }
}

/// One test sentence and what hassil should recognize.
public struct HassilTest: Hashable, Sendable {
  public var id: String
  public var fixtureSet: String
  public var sentence: String
  public var intent: String
  /// Expected slots; an array means any one of its values.
  public var slots: [HassilMember]
  /// The intent context passed to the recognizer.
  public var context: [HassilMember]
  /// The repository expects this test to fail; it is left out of the headline.
  public var expectedFailure: Bool
  /// The block metadata's `slot_combination` the result must carry.
  public var slotCombination: String?
  /// The domains a recognized `{name}` may belong to.
  public var nameDomains: [String]?
  public var location: FileLocation?

  public init(
    id: String, fixtureSet: String, sentence: String, intent: String, slots: [HassilMember] = [],
    context: [HassilMember] = [], expectedFailure: Bool = false, slotCombination: String? = nil,
    nameDomains: [String]? = nil, location: FileLocation? = nil
  ) {
    self.id = id
    self.fixtureSet = fixtureSet
    self.sentence = sentence
    self.intent = intent
    self.slots = slots
    self.context = context
    self.expectedFailure = expectedFailure
    self.slotCombination = slotCombination
    self.nameDomains = nameDomains
    self.location = location
  }
}

extension HassilBundle {
  /// The bundle schema this reader understands.
  public static let schema = "hassil-intents-bundle/1"

  /// Decodes a bundle from JSON.
  ///
  /// - Returns: the bundle when it has no errors, and every problem found
  ///   (JSON syntax, missing keys, wrong types, template syntax), each with the
  ///   file, line, column and JSON path.
  public static func decode(_ bytes: [UInt8], file: String) -> (HassilBundle?, [ManifestDiagnostic]) {
    var decoder = HassilBundleDecoder(file: file, source: bytes)
    let bundle = decoder.decodeBundle()
    let failed = decoder.diagnostics.contains { $0.severity == .error }
    return (failed ? nil : bundle, decoder.diagnostics)
  }

  /// Parses one template in hassil's syntax (permutations allowed).
  ///
  /// - Returns: the template, or the parser's diagnostics.
  public static func parseTemplate(_ text: String) -> Result<Template, TemplateDiagnostics> {
    var parser = TemplateParser()
    parser.allowsPermutations = true
    let (template, diagnostics) = parser.parse(text)
    guard let template else { return .failure(TemplateDiagnostics(diagnostics)) }
    return .success(template)
  }

  /// Whether a list value's `in` is a template rather than literal text (hassil's rule).
  static func isTemplate(_ text: String) -> Bool {
    text.contains { "(){}<>[]|@".contains($0) }
  }
}
