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

/// Decodes the bundle format from a parsed JSON tree, collecting problems with their places.
struct HassilBundleDecoder {
  let file: String
  let source: [UInt8]
  var diagnostics: [ManifestDiagnostic] = []

  init(file: String, source: [UInt8]) {
    self.file = file
    self.source = source
  }

  mutating func decodeBundle() -> HassilBundle? {
    let root: JSONNode
    do {
      root = try JSONParser.parse(source)
    } catch {
      diagnostics.append(
        ManifestDiagnostic(
          .error, id: "InvalidJSON", error.message, file: file,
          location: FileLocation(file: file, line: error.location.line, column: error.location.column)))
      return nil
    }
    let path = JSONPath()
    guard let object = object(root, path) else { return nil }
    if let node = object["schema"], let schema = string(node, path.appending(key: "schema")),
      schema != HassilBundle.schema
    {
      error("UnknownSchema", "unknown schema '\(schema)'; expected '\(HassilBundle.schema)'", at: node, path)
    }
    guard let languageNode = required("language", in: object, root, path),
      let language = string(languageNode, path.appending(key: "language"))
    else { return nil }
    var bundle = HassilBundle(file: file, language: language)
    if let node = object["settings"], let settings = self.object(node, path.appending(key: "settings")),
      let flag = settings["ignore_whitespace"]
    {
      bundle.ignoresWhitespace =
        bool(flag, path.appending(key: "settings").appending(key: "ignore_whitespace")) ?? false
    }
    if let node = object["skip_words"] { bundle.skipWords = strings(node, path.appending(key: "skip_words")) }
    if let node = object["expansion_rules"] {
      bundle.expansionRules = rules(node, path.appending(key: "expansion_rules"))
    }
    if let node = object["lists"] { bundle.lists = lists(node, path.appending(key: "lists")) }
    if let node = required("intents", in: object, root, path),
      let intents = array(node, path.appending(key: "intents"))
    {
      for (index, element) in intents.enumerated() {
        if let intent = intent(element, path.appending(key: "intents").appending(index: index)) {
          bundle.intents.append(intent)
        }
      }
    }
    if let node = object["fixture_sets"], let sets = self.object(node, path.appending(key: "fixture_sets")) {
      for member in sets.members {
        if let set = fixtureSet(
          member.key, member.value, path.appending(key: "fixture_sets").appending(key: member.key))
        {
          bundle.fixtureSets.append(set)
        }
      }
    }
    if let node = object["evaluation"], let evaluation = self.object(node, path.appending(key: "evaluation")) {
      let evaluationPath = path.appending(key: "evaluation")
      if let node = evaluation["name_list_narrowing"],
        let mode = string(node, evaluationPath.appending(key: "name_list_narrowing"))
      {
        bundle.evaluation.narrowsNameList = mode == "substring"
      }
      if let node = evaluation["context_match"], let mode = string(node, evaluationPath.appending(key: "context_match"))
      {
        bundle.evaluation.matchesContext = mode == "equal"
      }
    }
    if let node = object["tests"], let tests = array(node, path.appending(key: "tests")) {
      let known = Set(bundle.fixtureSets.map(\.id))
      for (index, element) in tests.enumerated() {
        if let test = test(element, path.appending(key: "tests").appending(index: index), fixtureSets: known) {
          bundle.tests.append(test)
        }
      }
    }
    return bundle
  }

  // MARK: Intents and blocks

  mutating func intent(_ node: JSONNode, _ path: JSONPath) -> HassilIntent? {
    guard let object = object(node, path),
      let nameNode = required("name", in: object, node, path),
      let name = string(nameNode, path.appending(key: "name")),
      let dataNode = required("data", in: object, node, path),
      let data = array(dataNode, path.appending(key: "data"))
    else { return nil }
    var blocks: [HassilBlock] = []
    for (index, element) in data.enumerated() {
      if let block = block(element, path.appending(key: "data").appending(index: index)) { blocks.append(block) }
    }
    return HassilIntent(name: name, blocks: blocks)
  }

  mutating func block(_ node: JSONNode, _ path: JSONPath) -> HassilBlock? {
    guard let object = object(node, path),
      let sentencesNode = required("sentences", in: object, node, path),
      let sentences = array(sentencesNode, path.appending(key: "sentences"))
    else { return nil }
    var block = HassilBlock(sentences: [])
    for (index, element) in sentences.enumerated() {
      if let sentence = template(element, path.appending(key: "sentences").appending(index: index)) {
        block.sentences.append(sentence)
      }
    }
    block.slots = members(object["slots"], path.appending(key: "slots"))
    block.requiresContext = members(object["requires_context"], path.appending(key: "requires_context"))
    block.excludesContext = members(object["excludes_context"], path.appending(key: "excludes_context"))
    if let node = object["expansion_rules"] {
      block.expansionRules = rules(node, path.appending(key: "expansion_rules"))
    }
    if let node = object["lists"] { block.lists = lists(node, path.appending(key: "lists")) }
    if let node = object["response"], !node.value.isNullValue {
      block.response = string(node, path.appending(key: "response"))
    }
    if let node = object["metadata"], !node.value.isNullValue { block.metadata = HassilValue(node.value) }
    if let node = object["required_keywords"], !node.value.isNullValue {
      block.requiredKeywords = strings(node, path.appending(key: "required_keywords"))
    }
    return block
  }

  // MARK: Rules and lists

  mutating func rules(_ node: JSONNode, _ path: JSONPath) -> [HassilRule] {
    guard let object = object(node, path) else { return [] }
    checkDuplicates(object, path)
    return object.members.compactMap { member in
      template(member.value, path.appending(key: member.key)).map { HassilRule(name: member.key, body: $0) }
    }
  }

  mutating func lists(_ node: JSONNode, _ path: JSONPath) -> [HassilNamedList] {
    guard let object = object(node, path) else { return [] }
    checkDuplicates(object, path)
    return object.members.compactMap { member in
      list(member.value, path.appending(key: member.key)).map { HassilNamedList(name: member.key, list: $0) }
    }
  }

  mutating func list(_ node: JSONNode, _ path: JSONPath) -> HassilList? {
    guard let object = object(node, path),
      let typeNode = required("type", in: object, node, path),
      let type = string(typeNode, path.appending(key: "type"))
    else { return nil }
    switch type {
    case "values":
      guard let valuesNode = required("values", in: object, node, path),
        let values = array(valuesNode, path.appending(key: "values"))
      else { return nil }
      return .values(
        values.enumerated().compactMap {
          listValue($0.element, path.appending(key: "values").appending(index: $0.offset))
        })
    case "range":
      return range(object, node, path).map(HassilList.range)
    case "wildcard":
      return .wildcard
    default:
      error(
        "UnknownListType", "unknown list type '\(type)'; expected values, range or wildcard", at: typeNode,
        path.appending(key: "type"))
      return nil
    }
  }

  mutating func listValue(_ node: JSONNode, _ path: JSONPath) -> HassilListValue? {
    if case .string = node.value {
      // A bare string: its own output (hassil's list shorthand).
      guard let text = string(node, path) else { return nil }
      guard HassilBundle.isTemplate(text) else { return HassilListValue(input: text, output: .string(text)) }
      guard let parsed = template(node, path) else { return nil }
      return HassilListValue(input: text, template: parsed.template)
    }
    guard let object = object(node, path), let inNode = required("in", in: object, node, path),
      let input = string(inNode, path.appending(key: "in"))
    else { return nil }
    var value = HassilListValue(input: input)
    if HassilBundle.isTemplate(input) {
      guard let parsed = template(inNode, path.appending(key: "in")) else { return nil }
      value.template = parsed.template
    }
    if let out = object["out"] { value.output = HassilValue(out.value) }
    value.context = members(object["context"], path.appending(key: "context"))
    if let node = object["metadata"], !node.value.isNullValue { value.metadata = HassilValue(node.value) }
    return value
  }

  mutating func range(_ object: JSONObject, _ node: JSONNode, _ path: JSONPath) -> HassilRange? {
    guard let fromNode = required("from", in: object, node, path),
      let from = integer(fromNode, path.appending(key: "from")),
      let toNode = required("to", in: object, node, path), let to = integer(toNode, path.appending(key: "to"))
    else { return nil }
    var range = HassilRange(from: from, to: to)
    if let node = object["step"], !node.value.isNullValue, let step = integer(node, path.appending(key: "step")) {
      if step <= 0 { error("InvalidRange", "a range's step must be positive", at: node, path.appending(key: "step")) }
      range.step = step
    }
    if from > to { error("InvalidRange", "a range's 'from' is greater than its 'to'", at: node, path) }
    if let node = object["fractions"], !node.value.isNullValue,
      let name = string(node, path.appending(key: "fractions"))
    {
      if let fractions = HassilRange.Fractions(rawValue: name) {
        range.fractions = fractions
      } else {
        error(
          "InvalidRange", "unknown fractions '\(name)'; expected halves or tenths", at: node,
          path.appending(key: "fractions"))
      }
    }
    if let node = object["multiplier"], !node.value.isNullValue {
      range.multiplier = number(node, path.appending(key: "multiplier"))
    }
    if let node = object["digits"], !node.value.isNullValue {
      range.digits = bool(node, path.appending(key: "digits")) ?? true
    }
    if let node = object["words"], !node.value.isNullValue {
      range.words = bool(node, path.appending(key: "words")) ?? true
    }
    if !range.digits && !range.words {
      error("InvalidRange", "a range needs digits, words or both", at: node, path)
    }
    return range
  }

  // MARK: Fixtures and tests

  mutating func fixtureSet(_ id: String, _ node: JSONNode, _ path: JSONPath) -> HassilFixtureSet? {
    guard let object = object(node, path) else { return nil }
    var set = HassilFixtureSet(id: id, lists: [])
    if let node = object["lists"] { set.lists = lists(node, path.appending(key: "lists")) }
    if let node = object["entities"], let entities = array(node, path.appending(key: "entities")) {
      for (index, element) in entities.enumerated() {
        let entityPath = path.appending(key: "entities").appending(index: index)
        guard let entity = self.object(element, entityPath) else { continue }
        let id = entity["id"].flatMap { $0.value.stringValue }
        guard
          let domain = entity["domain"].flatMap({ $0.value.stringValue })
            ?? id.flatMap({ $0.split(separator: ".", maxSplits: 1).first.map(String.init) })
        else { continue }
        var names: [String] = []
        if let node = entity["names"] {
          names = strings(node, entityPath.appending(key: "names"))
        } else if let node = entity["name"], let name = string(node, entityPath.appending(key: "name")) {
          names = [name]
        }
        for name in names { set.domainsByName[name, default: []].insert(domain) }
      }
    }
    return set
  }

  mutating func test(_ node: JSONNode, _ path: JSONPath, fixtureSets: Set<String>) -> HassilTest? {
    guard let object = object(node, path),
      let sentenceNode = required("sentence", in: object, node, path),
      let sentence = string(sentenceNode, path.appending(key: "sentence")),
      let intentNode = required("intent", in: object, node, path),
      let intent = string(intentNode, path.appending(key: "intent"))
    else { return nil }
    let id = object["id"].flatMap { string($0, path.appending(key: "id")) } ?? path.description
    var fixtureSet = "global"
    if let node = object["fixture_set"], let name = string(node, path.appending(key: "fixture_set")) {
      fixtureSet = name
      if !fixtureSets.contains(name) {
        error(
          "UnknownFixtureSet",
          "unknown fixture set '\(name)'"
            + Diagnostic.Message.didYouMean(closestName(to: name, among: fixtureSets.sorted())),
          at: node, path.appending(key: "fixture_set"))
      }
    }
    var test = HassilTest(
      id: id, fixtureSet: fixtureSet, sentence: sentence, intent: intent,
      slots: members(object["slots"], path.appending(key: "slots")),
      context: members(object["context"], path.appending(key: "context")), location: location(of: node))
    if let node = object["expected_failure"], !node.value.isNullValue {
      test.expectedFailure = bool(node, path.appending(key: "expected_failure")) ?? false
    }
    if let node = object["slot_combination"], !node.value.isNullValue {
      test.slotCombination = string(node, path.appending(key: "slot_combination"))
    }
    if let node = object["name_domains"], !node.value.isNullValue {
      test.nameDomains = strings(node, path.appending(key: "name_domains"))
    }
    return test
  }

  // MARK: Templates

  /// A string node parsed as a template; syntax errors are reported at their character.
  mutating func template(_ node: JSONNode, _ path: JSONPath) -> HassilTemplate? {
    guard let text = string(node, path) else { return nil }
    switch HassilBundle.parseTemplate(text) {
    case .success(let template):
      return HassilTemplate(text: text, template: template, location: location(of: node))
    case .failure(let problems):
      for problem in problems.diagnostics where problem.severity == .error {
        let offset = problem.range?.lowerBound.characterOffset ?? 0
        let scalarOffset = text.prefix(offset).unicodeScalars.count
        let place = node.sourceLocation(ofScalarOffset: scalarOffset, in: source)
        diagnostics.append(
          ManifestDiagnostic(
            .error, id: problem.message.id, problem.message.text, file: file,
            location: FileLocation(file: file, line: place.line, column: place.column), path: path.description,
            template: (text, offset)))
      }
      return nil
    }
  }

  // MARK: Primitives

  func location(of node: JSONNode?) -> FileLocation? {
    node.map { FileLocation(file: file, line: $0.location.line, column: $0.location.column) }
  }

  mutating func error(_ id: String, _ message: String, at node: JSONNode?, _ path: JSONPath) {
    diagnostics.append(
      ManifestDiagnostic(.error, id: id, message, file: file, location: location(of: node), path: path.description))
  }

  mutating func required(_ key: String, in object: JSONObject, _ node: JSONNode, _ path: JSONPath) -> JSONNode? {
    if let value = object[key] { return value }
    error("MissingKey", "missing required key '\(key)'", at: node, path)
    return nil
  }

  mutating func checkDuplicates(_ object: JSONObject, _ path: JSONPath) {
    for member in object.duplicateMembers {
      diagnostics.append(
        ManifestDiagnostic(
          .error, id: "DuplicateKey", "key '\(member.key)' appears twice", file: file,
          location: FileLocation(file: file, line: member.keyLocation.line, column: member.keyLocation.column),
          path: path.appending(key: member.key).description))
    }
  }

  /// An object's members as values; absent or `null` is empty.
  mutating func members(_ node: JSONNode?, _ path: JSONPath) -> [HassilMember] {
    guard let node, !node.value.isNullValue, let object = object(node, path) else { return [] }
    return object.members.map { HassilMember($0.key, HassilValue($0.value.value)) }
  }

  mutating func object(_ node: JSONNode, _ path: JSONPath) -> JSONObject? {
    if case .object(let object) = node.value { return object }
    error("TypeMismatch", "expected an object, found \(node.value.kindName)", at: node, path)
    return nil
  }

  mutating func array(_ node: JSONNode, _ path: JSONPath) -> [JSONNode]? {
    if case .array(let elements) = node.value { return elements }
    error("TypeMismatch", "expected an array, found \(node.value.kindName)", at: node, path)
    return nil
  }

  mutating func string(_ node: JSONNode, _ path: JSONPath) -> String? {
    if case .string(let text) = node.value { return text }
    error("TypeMismatch", "expected a string, found \(node.value.kindName)", at: node, path)
    return nil
  }

  mutating func bool(_ node: JSONNode, _ path: JSONPath) -> Bool? {
    if case .bool(let flag) = node.value { return flag }
    error("TypeMismatch", "expected a boolean, found \(node.value.kindName)", at: node, path)
    return nil
  }

  mutating func number(_ node: JSONNode, _ path: JSONPath) -> Double? {
    if case .number(let number) = node.value { return number.double }
    error("TypeMismatch", "expected a number, found \(node.value.kindName)", at: node, path)
    return nil
  }

  mutating func integer(_ node: JSONNode, _ path: JSONPath) -> Int? {
    guard let value = number(node, path) else { return nil }
    guard value == value.rounded(), abs(value) < 1e15 else {
      error("TypeMismatch", "expected a whole number, found \(value)", at: node, path)
      return nil
    }
    return Int(value)
  }

  mutating func strings(_ node: JSONNode, _ path: JSONPath) -> [String] {
    guard let elements = array(node, path) else { return [] }
    return elements.enumerated().compactMap { string($0.element, path.appending(index: $0.offset)) }
  }
}

extension JSONValue {
  fileprivate var isNullValue: Bool {
    if case .null = self { true } else { false }
  }
}
