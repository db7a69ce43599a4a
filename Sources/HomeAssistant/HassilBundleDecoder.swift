import DataFormats
import PhraseGrammar
import Router

/// Decodes the bundle format from a parsed JSON tree, collecting problems with their places.
struct HassilBundleDecoder: JSONTreeDecoder {
  let file: String
  let source: [UInt8]
  var diagnostics: [Diagnostic] = []
  /// Whether the source is YAML, whose scalars place a template's characters by YAML's rules.
  var readsYAML = false

  mutating func decodeBundle() -> HassilBundle? {
    guard let root = parseRoot() else { return nil }
    let path = JSONPath()
    guard let object = object(root, path) else { return nil }
    if let node = object["schema"], let schema = string(node, path.appending(key: "schema")),
      schema != HassilBundle.schema
    {
      error("UnknownSchema", "unknown schema '\(schema)'; expected '\(HassilBundle.schema)'", at: node, path)
    }
    guard let language = requiredString("language", in: object, root, path) else { return nil }
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
    if let intents = requiredArray("intents", in: object, root, path) {
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
    guard let object = object(node, path), let name = requiredString("name", in: object, node, path),
      let data = requiredArray("data", in: object, node, path)
    else { return nil }
    var blocks: [HassilBlock] = []
    for (index, element) in data.enumerated() {
      if let block = block(element, path.appending(key: "data").appending(index: index)) { blocks.append(block) }
    }
    return HassilIntent(name: name, blocks: blocks)
  }

  mutating func block(_ node: JSONNode, _ path: JSONPath) -> HassilBlock? {
    guard let object = object(node, path), let sentences = requiredArray("sentences", in: object, node, path)
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
      guard let values = requiredArray("values", in: object, node, path) else { return nil }
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
    guard let from = requiredInteger("from", in: object, node, path),
      let to = requiredInteger("to", in: object, node, path)
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
    guard let object = object(node, path), let sentence = requiredString("sentence", in: object, node, path),
      let intent = requiredString("intent", in: object, node, path)
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
        let place =
          readsYAML
          ? node.yamlSourceLocation(ofScalarOffset: scalarOffset, in: source)
          : node.sourceLocation(ofScalarOffset: scalarOffset, in: source)
        var placed = problem
        placed.location = Diagnostic.Location(
          file: file, line: place.line, column: place.column, jsonPath: path.description, template: text,
          templateSpan: problem.range)
        diagnostics.append(placed)
      }
      return nil
    }
  }

  // MARK: Primitives

  /// An object's members as values; absent or `null` is empty.
  mutating func members(_ node: JSONNode?, _ path: JSONPath) -> [HassilMember] {
    guard let node, !node.value.isNullValue, let object = object(node, path) else { return [] }
    return object.members.map { HassilMember($0.key, HassilValue($0.value.value)) }
  }

  mutating func integer(_ node: JSONNode, _ path: JSONPath) -> Int? {
    guard let value = number(node, path) else { return nil }
    guard value == value.rounded(), abs(value) < 1e15 else {
      error("TypeMismatch", "expected a whole number, found \(value)", at: node, path)
      return nil
    }
    return Int(value)
  }

  /// The string at a key the object must have, or `nil` after reporting `MissingKey` or a `TypeMismatch`.
  mutating func requiredString(_ key: String, in object: JSONObject, _ node: JSONNode, _ path: JSONPath) -> String? {
    required(key, in: object, node, path).flatMap { string($0, path.appending(key: key)) }
  }

  /// The array at a key the object must have, or `nil` after reporting `MissingKey` or a `TypeMismatch`.
  mutating func requiredArray(_ key: String, in object: JSONObject, _ node: JSONNode, _ path: JSONPath)
    -> [JSONNode]?
  {
    required(key, in: object, node, path).flatMap { array($0, path.appending(key: key)) }
  }

  /// The whole number at a key the object must have, or `nil` after reporting `MissingKey` or a `TypeMismatch`.
  mutating func requiredInteger(_ key: String, in object: JSONObject, _ node: JSONNode, _ path: JSONPath) -> Int? {
    required(key, in: object, node, path).flatMap { integer($0, path.appending(key: key)) }
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
