import DataFormats
import PhraseGrammar
import Router

/// A Home Assistant intents bundle (`hassil-intents-bundle/1`): hassil's
/// templates, lists and rules for one language, and the repository's tests.
///
/// The format is described in `Docs/HomeAssistant.md`; templates
/// are kept in hassil's syntax and parsed here in its dialect,
/// `TemplateDialect.hassil` (with permutations, `(a;b)`), so a syntax error
/// is reported with the file, line and column.
public struct HassilBundle: Sendable {
  /// The file the bundle was read from.
  public var file: String
  /// The language of the templates and tests, like `en`.
  public var language: String
  /// hassil's `ignore_whitespace` setting (whitespace between CJK characters ignored).
  public var ignoresWhitespace: Bool = false
  /// Literal phrases dropped from sentences before matching.
  public var skipWords: [String] = []
  /// The global expansion rules, which blocks' own rules of the same name hide.
  public var expansionRules: [HassilRule] = []
  /// The global slot lists, used when neither the block nor the test home has a list of that name.
  public var lists: [HassilNamedList] = []
  /// Intents in the order they first appear.
  public var intents: [HassilIntent] = []
  /// The tests' homes: the lists and entities each test is recognized against.
  public var fixtureSets: [HassilFixtureSet] = []
  /// How the repository's test scores the bundle's tests.
  public var evaluation: HassilEvaluationSettings = HassilEvaluationSettings()
  /// The repository's test sentences, in bundle order.
  public var tests: [HassilTest] = []
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
  public var output: HassilValue = .null
  /// Merged into the match context when the value matches.
  public var context: [HassilMember] = []
  /// The value's metadata, which a match through it carries.
  public var metadata: HassilValue?
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
  public var step: Int = 1
  /// The fractions added to each whole number, if any.
  public var fractions: Fractions?
  /// The factor the slot value is multiplied by.
  public var multiplier: Double?
  /// Whether the numbers may be said as digits.
  public var digits: Bool = true
  /// Whether the numbers may be said as number words.
  public var words: Bool = true

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
}

/// A block of sentences of an intent and what its matches carry and require.
public struct HassilBlock: Hashable, Sendable {
  /// The block's sentence templates.
  public var sentences: [HassilTemplate]
  /// Slots every match of the block sets (unless the sentence names them).
  public var slots: [HassilMember] = []
  /// Context the match must have for the block to apply; a list is one of its values, `null` any value.
  public var requiresContext: [HassilMember] = []
  /// Context the match must not have for the block to apply.
  public var excludesContext: [HassilMember] = []
  /// Rules of this block; they hide global rules of the same name.
  public var expansionRules: [HassilRule] = []
  /// Lists of this block; they hide global and fixture lists of the same name.
  public var lists: [HassilNamedList] = []
  /// The block's response name, carried through from the bundle.
  public var response: String?
  /// The block's metadata, which becomes the result's.
  public var metadata: HassilValue?
  /// When set, the block is tried only if one of these words is in the sentence.
  public var requiredKeywords: [String]?
}

/// One test "home": its slot lists (names, areas, floors) and its entities' domains.
public struct HassilFixtureSet: Hashable, Sendable {
  /// The fixture set's name, which tests give as `fixture_set`.
  public var id: String
  /// The home's slot lists (names, areas, floors).
  public var lists: [HassilNamedList]
  /// For each entity name, the domains of the entities that carry it.
  public var domainsByName: [String: Set<String>] = [:]
}

/// How the repository's test scores (the bundle's `evaluation`).
public struct HassilEvaluationSettings: Hashable, Sendable {
  /// Whether the `name` list is first reduced to values whose `in` occurs in the sentence.
  public var narrowsNameList: Bool = false
  /// Whether a test with a context also needs the result's context to equal it.
  public var matchesContext: Bool = true
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
  public var slots: [HassilMember] = []
  /// The intent context passed to the recognizer.
  public var context: [HassilMember] = []
  /// The repository expects this test to fail; it is left out of the headline.
  public var expectedFailure: Bool = false
  /// The block metadata's `slot_combination` the result must carry.
  public var slotCombination: String?
  /// The domains a recognized `{name}` may belong to.
  public var nameDomains: [String]?
  /// Where the test was written; `nil` when it was not read from a file.
  public var location: FileLocation?
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

  /// Parses one template in hassil's syntax (the `hassil` template dialect, with permutations).
  ///
  /// - Returns: the template, or the parser's diagnostics.
  package static func parseTemplate(_ text: String) -> Result<Template, TemplateDiagnostics> {
    let (template, diagnostics) = TemplateParser(dialect: .hassil).parse(text)
    guard let template else { return .failure(TemplateDiagnostics(diagnostics)) }
    return .success(template)
  }

  /// Whether a list value's `in` is a template rather than literal text (hassil's rule).
  static func isTemplate(_ text: String) -> Bool {
    text.contains { "(){}<>[]|@".contains($0) }
  }
}
