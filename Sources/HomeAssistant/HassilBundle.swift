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
  /// The language of the templates and tests, like `en`.
  public var language: String
  /// hassil's `ignore_whitespace` setting (whitespace between CJK characters ignored).
  public var ignoresWhitespace: Bool
  /// Literal phrases dropped from sentences before matching.
  public var skipWords: [String]
  /// The global expansion rules, which blocks' own rules of the same name hide.
  public var expansionRules: [HassilRule]
  /// The global slot lists, used when neither the block nor the test home has a list of that name.
  public var lists: [HassilNamedList]
  /// Intents in the order they first appear.
  public var intents: [HassilIntent]
  /// The tests' homes: the lists and entities each test is recognized against.
  public var fixtureSets: [HassilFixtureSet]
  /// How the repository's test scores the bundle's tests.
  public var evaluation: HassilEvaluationSettings
  /// The repository's test sentences, in bundle order.
  public var tests: [HassilTest]

  /// Creates a bundle in memory, as ``decode(_:file:)`` does from a file.
  ///
  /// - Parameters:
  ///   - file: The file the bundle was read from.
  ///   - language: The language of the templates and tests.
  ///   - ignoresWhitespace: hassil's `ignore_whitespace` setting.
  ///   - skipWords: Literal phrases dropped from sentences before matching.
  ///   - expansionRules: The global expansion rules.
  ///   - lists: The global slot lists.
  ///   - intents: The intents, in the order they first appear.
  ///   - fixtureSets: The tests' homes.
  ///   - evaluation: How the repository's test scores the tests.
  ///   - tests: The test sentences.
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
  /// The template as written.
  public var text: String
  /// The parsed template.
  public var template: Template
  /// Where the template was written; `nil` when it was not read from a file.
  public var location: FileLocation?
}

/// A named expansion rule, `<name>`.
public struct HassilRule: Hashable, Sendable {
  /// The rule's name, without the angle brackets.
  public var name: String
  /// What `<name>` stands for.
  public var body: HassilTemplate
}

/// A named slot list.
public struct HassilNamedList: Hashable, Sendable {
  /// The list's name, as `{name}` refers to it.
  public var name: String
  /// What a reference to the list matches.
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
  /// The value's metadata, which a match through it carries.
  public var metadata: HassilValue?

  /// Creates a list value.
  ///
  /// - Parameters:
  ///   - input: The `in` text as written.
  ///   - template: The parsed `in` when it is a template.
  ///   - output: The slot value; `null` means the words said.
  ///   - context: Merged into the match context when the value matches.
  ///   - metadata: The value's metadata.
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
    /// Each whole number and the number a half above it.
    case halves
    /// Each whole number and the nine tenths above it.
    case tenths

    /// The fractions added to each whole number.
    var parts: [Double] {
      switch self {
      case .halves: [0.5]
      case .tenths: (1...9).map { Double($0) / 10 }
      }
    }
  }

  /// The first whole number of the range.
  public var from: Int
  /// The last whole number of the range, included.
  public var to: Int
  /// The difference between consecutive whole numbers.
  public var step: Int
  /// The fractions added to each whole number, if any.
  public var fractions: Fractions?
  /// The factor the slot value is multiplied by.
  public var multiplier: Double?
  /// Whether the numbers may be said as digits.
  public var digits: Bool
  /// Whether the numbers may be said as number words.
  public var words: Bool

  /// Creates a range list.
  ///
  /// - Parameters:
  ///   - from: The first whole number.
  ///   - to: The last whole number, included.
  ///   - step: The difference between consecutive whole numbers.
  ///   - fractions: The fractions added to each whole number.
  ///   - multiplier: The factor the slot value is multiplied by.
  ///   - digits: Whether the numbers may be said as digits.
  ///   - words: Whether the numbers may be said as number words.
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
  /// The intent's name, which results and tests name.
  public var name: String
  /// The intent's data blocks, in bundle order.
  public var blocks: [HassilBlock]

  /// Creates an intent from its blocks.
  ///
  /// - Parameters:
  ///   - name: The intent's name.
  ///   - blocks: The intent's data blocks, in order.
  public init(name: String, blocks: [HassilBlock]) {
    self.name = name
    self.blocks = blocks
  }
}

/// A block of sentences of an intent and what its matches carry and require.
public struct HassilBlock: Hashable, Sendable {
  /// The block's sentence templates.
  public var sentences: [HassilTemplate]
  /// Slots every match of the block sets (unless the sentence names them).
  public var slots: [HassilMember]
  /// Context the match must have for the block to apply; a list is one of its values, `null` any value.
  public var requiresContext: [HassilMember]
  /// Context the match must not have for the block to apply.
  public var excludesContext: [HassilMember]
  /// Rules of this block; they hide global rules of the same name.
  public var expansionRules: [HassilRule]
  /// Lists of this block; they hide global and fixture lists of the same name.
  public var lists: [HassilNamedList]
  /// The block's response name, carried through from the bundle.
  public var response: String?
  /// The block's metadata, which becomes the result's.
  public var metadata: HassilValue?
  /// When set, the block is tried only if one of these words is in the sentence.
  public var requiredKeywords: [String]?

  /// Creates a block of sentences.
  ///
  /// - Parameters:
  ///   - sentences: The block's sentence templates.
  ///   - slots: Slots every match of the block sets.
  ///   - requiresContext: Context the match must have.
  ///   - excludesContext: Context the match must not have.
  ///   - expansionRules: Rules of this block.
  ///   - lists: Lists of this block.
  ///   - response: The block's response name.
  ///   - metadata: The block's metadata.
  ///   - requiredKeywords: Words of which one must be in the sentence for the block to be tried.
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
  /// The fixture set's name, which tests give as `fixture_set`.
  public var id: String
  /// The home's slot lists (names, areas, floors).
  public var lists: [HassilNamedList]
  /// For each entity name, the domains of the entities that carry it.
  public var domainsByName: [String: Set<String>]

  /// Creates a fixture set.
  ///
  /// - Parameters:
  ///   - id: The fixture set's name.
  ///   - lists: The home's slot lists.
  ///   - domainsByName: For each entity name, the domains of the entities that carry it.
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

  /// Creates evaluation settings.
  ///
  /// - Parameters:
  ///   - narrowsNameList: Whether the `name` list is first reduced to values whose `in` occurs in the sentence.
  ///   - matchesContext: Whether a test with a context also needs the result's context to equal it.
  public init(narrowsNameList: Bool = false, matchesContext: Bool = true) {
    self.narrowsNameList = narrowsNameList
    self.matchesContext = matchesContext
  }
}

/// One test sentence and what hassil should recognize.
public struct HassilTest: Hashable, Sendable {
  /// The test's identifier in reports.
  public var id: String
  /// The name of the fixture set the test is recognized against (`global` by default).
  public var fixtureSet: String
  /// The sentence to recognize.
  public var sentence: String
  /// The intent the sentence should be recognized as.
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
  /// Where the test was written; `nil` when it was not read from a file.
  public var location: FileLocation?

  /// Creates a test.
  ///
  /// - Parameters:
  ///   - id: The test's identifier.
  ///   - fixtureSet: The name of the fixture set.
  ///   - sentence: The sentence to recognize.
  ///   - intent: The expected intent.
  ///   - slots: Expected slots; an array means any one of its values.
  ///   - context: The intent context passed to the recognizer.
  ///   - expectedFailure: Whether the repository expects the test to fail.
  ///   - slotCombination: The block metadata's `slot_combination` the result must carry.
  ///   - nameDomains: The domains a recognized `{name}` may belong to.
  ///   - location: Where the test was written.
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
  public static func decode(_ bytes: [UInt8], file: String) -> (HassilBundle?, [Diagnostic]) {
    var decoder = HassilBundleDecoder(file: file, source: bytes)
    let bundle = decoder.decodeBundle()
    let failed = decoder.diagnostics.contains { $0.severity == .error }
    return (failed ? nil : bundle, decoder.diagnostics)
  }

  /// Parses one template in hassil's syntax (permutations allowed).
  ///
  /// - Returns: the template, or the parser's diagnostics.
  package static func parseTemplate(_ text: String) -> Result<Template, TemplateDiagnostics> {
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
