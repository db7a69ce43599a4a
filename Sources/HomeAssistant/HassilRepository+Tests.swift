import DataFormats
import PhraseGrammar
import Router

extension RepositoryReader {
  /// The intent context of a test whose home marks no area as the satellite's (the repository's test's).
  static let defaultContextArea = "__context_area__"

  // MARK: The slot-combination layout

  /// Reads `tests/<lang>/<Intent>/<combination>.yaml`, in the order of the intents and combinations,
  /// and `tests/<lang>/_test_failures.yaml`.
  mutating func readCombinationTests(
    root: String, language: String, intents: [HassilDeclaredIntent], into bundle: inout HassilBundle
  ) {
    let folder = root + "/tests/" + language
    for intent in intents {
      for combination in intent.combinations {
        let file = "\(folder)/\(intent.name)/\(combination.name).yaml"
        guard Self.exists(file) else { continue }
        let id = "\(intent.name)/\(combination.name)"
        _ = mapping(file) { decoder, object, _ in
          Self.checkLanguage(object, language, decoder: &decoder)
          guard let home = decoder.home(object, id: id, path: JSONPath()) else { return () }
          bundle.fixtureSets.append(home.fixtureSet)
          let contextArea = home.contextArea ?? Self.defaultContextArea
          let groups = decoder.testGroups(object)
          for (groupIndex, group) in groups.enumerated() {
            var slots = group.slots
            if let domains = combination.inferredDomains, slots.value(for: "domain") == nil {
              slots.set("domain", .array(domains.map(HassilValue.string)))
            }
            if combination.contextArea { slots.set("area", .string(contextArea)) }
            for (index, sentence) in group.sentences.enumerated() {
              var test = HassilTest(
                id: "\(language)/\(id)/\(groupIndex)/\(index)", fixtureSet: id, sentence: sentence.text,
                intent: intent.name, slots: slots, context: [HassilMember("area", .string(contextArea))],
                location: sentence.location)
              test.slotCombination = combination.name
              test.nameDomains = combination.nameDomains
              bundle.tests.append(test)
            }
          }
          return ()
        }
      }
    }
    markExpectedFailures(folder + "/_test_failures.yaml", in: &bundle)
  }

  /// Marks the tests whose sentence a failures file lists (`sentences:`, strings) as expected to fail.
  mutating func markExpectedFailures(_ file: String, in bundle: inout HassilBundle) {
    guard Self.exists(file) else { return }
    let sentences: [String] =
      mapping(file) { decoder, object, _ in
        guard let node = object["sentences"], !node.isNull else { return [] }
        return decoder.strings(node, JSONPath().appending(key: "sentences"))
      } ?? []
    let failing = Set(sentences)
    for index in bundle.tests.indices where failing.contains(bundle.tests[index].sentence) {
      bundle.tests[index].expectedFailure = true
    }
  }

  // MARK: Test files naming their intents

  /// Reads test files whose groups name their intent (`intent: Name`, or `intent: {name, slots, context}`).
  ///
  /// A file with a home (`entities`, `areas` or `floors`) is a fixture set of its own, named after the file;
  /// one without uses the shared home, or an empty home of its own when there is none.
  mutating func readTestFiles(
    _ files: [String], into bundle: inout HassilBundle, sharedHome: HassilHome?, idPrefix: String = ""
  ) {
    if let sharedHome { bundle.fixtureSets.append(sharedHome.fixtureSet) }
    for file in files {
      let stem = String(file.split(separator: "/").last.map { $0.hasSuffix(".yaml") ? $0.dropLast(5) : $0 } ?? "")
      _ = mapping(file) { decoder, object, _ in
        if !bundle.language.isEmpty { Self.checkLanguage(object, bundle.language, decoder: &decoder) }
        let hasHome = ["entities", "areas", "floors"].contains { object[$0] != nil }
        var home = sharedHome
        if hasHome || sharedHome == nil {
          var id = file
          var suffix = 2
          while bundle.fixtureSets.contains(where: { $0.id == id }) {
            id = "\(file) (\(suffix))"
            suffix += 1
          }
          home = decoder.home(object, id: id, path: JSONPath())
          if let home { bundle.fixtureSets.append(home.fixtureSet) }
        }
        guard let home else { return () }
        let contextArea = home.contextArea.map { [HassilMember("area", .string($0))] } ?? []
        for (groupIndex, group) in decoder.testGroups(object, requiresIntent: true).enumerated() {
          guard let intent = group.intent else { continue }
          for (index, sentence) in group.sentences.enumerated() {
            bundle.tests.append(
              HassilTest(
                id: "\(idPrefix)\(stem)/\(groupIndex)/\(index)", fixtureSet: home.fixtureSet.id,
                sentence: sentence.text, intent: intent, slots: group.slots,
                context: group.context ?? contextArea, location: sentence.location))
          }
        }
        return ()
      }
    }
  }
}

/// One group of a test file: its sentences and what they should be recognized as.
struct HassilTestGroup {
  var sentences: [(text: String, location: FileLocation?)]
  /// The intent the group names; nil in the slot-combination layout, where the folder names it.
  var intent: String?
  var slots: [HassilMember]
  /// The intent context the group gives, if any.
  var context: [HassilMember]?
}

extension HassilBundleDecoder {
  // MARK: Homes

  /// A test file's home: its entities as the `name` list, its areas as `area`, its floors as `floor`.
  ///
  /// A name's value is the name, with the entity's domain as its context, and its
  /// metadata the entity as Home Assistant's test gives it (`domain`, `state`,
  /// `entity_id`, `attributes`, `name`).
  mutating func home(_ object: JSONObject, id: String, path: JSONPath) -> HassilHome? {
    var set = HassilFixtureSet(id: id, lists: [])
    var names: [HassilListValue] = []
    for (value, entity, entityPath) in named(object["entities"], path.appending(key: "entities")) {
      let name = value.input
      let entityID = entity["id"].flatMap { $0.value.stringValue }
      var domain = HassilValue.null
      if let node = entity["domain"], !node.isNull {
        domain = string(node, entityPath.appending(key: "domain")).map(HassilValue.string) ?? .null
      } else if let entityID, let prefix = entityID.split(separator: ".", maxSplits: 1).first {
        domain = .string(String(prefix))
      }
      var entry = value
      entry.context = [HassilMember("domain", domain)]
      let attributes = entity["attributes"].map { HassilValue($0.value) }
      entry.metadata = .object([
        HassilMember("domain", domain),
        HassilMember("state", entity["state"].map { HassilValue($0.value) } ?? .null),
        HassilMember("state_with_unit", .null),
        HassilMember("entity_id", .string(entityID ?? "\(domain.stringValue ?? "None").\(Self.slug(name))")),
        HassilMember("attributes", attributes.flatMap { $0.isNull ? nil : $0 } ?? .object([])),
        HassilMember("name", .string(name)),
      ])
      names.append(entry)
      if let domain = domain.stringValue { set.domainsByName[name, default: []].insert(domain) }
    }
    let areas = named(object["areas"], path.appending(key: "areas"))
    let contextArea = areas.first { $0.object["context_area"]?.value == .bool(true) }?.value.input
    let floors = named(object["floors"], path.appending(key: "floors"))
    set.lists = [
      HassilNamedList(name: "name", list: .values(names)),
      HassilNamedList(name: "area", list: .values(areas.map(\.value))),
      HassilNamedList(name: "floor", list: .values(floors.map(\.value))),
    ]
    return HassilHome(fixtureSet: set, contextArea: contextArea)
  }

  /// The mappings of a sequence of entities, areas or floors, each with its `name` as a list value and its path.
  mutating func named(_ node: JSONNode?, _ path: JSONPath) -> [(
    value: HassilListValue, object: JSONObject, path: JSONPath
  )] {
    elements(node, path).compactMap { element, elementPath in
      guard let nameNode = required("name", in: element.object, element.node, elementPath),
        let name = string(nameNode, elementPath.appending(key: "name")),
        let value = listValue(name, nameNode, elementPath.appending(key: "name"))
      else { return nil }
      return (value, element.object, elementPath)
    }
  }

  /// A name as a list value: its own output, parsed as a template when it is one (as the bundle reads it).
  mutating func listValue(_ name: String, _ node: JSONNode, _ path: JSONPath) -> HassilListValue? {
    var value = HassilListValue(input: name, output: .string(name))
    if HassilBundle.isTemplate(name) {
      guard let parsed = template(node, path) else { return nil }
      value.template = parsed.template
    }
    return value
  }

  /// The mappings of a sequence (absent or null is none), each with its path; others are reported.
  mutating func elements(_ node: JSONNode?, _ path: JSONPath) -> [((object: JSONObject, node: JSONNode), JSONPath)] {
    guard let node, !node.isNull, let elements = array(node, path) else { return [] }
    return elements.enumerated().compactMap { index, element in
      let elementPath = path.appending(index: index)
      return object(element, elementPath).map { ((object: $0, node: element), elementPath) }
    }
  }

  /// An entity id's object part made from a name as Home Assistant's test makes it: case-folded, spaces as `_`.
  static func slug(_ name: String) -> String {
    var folded = ""
    for character in name.lowercased() {
      switch character {
      case "ß", "ẞ": folded += "ss"
      case "ς": folded += "σ"
      case " ": folded += "_"
      default: folded.append(character)
      }
    }
    return folded
  }

  // MARK: Test groups

  /// The `tests` groups of a test file; with `requiresIntent`, each must name its intent.
  mutating func testGroups(_ object: JSONObject, requiresIntent: Bool = false) -> [HassilTestGroup] {
    let path = JSONPath().appending(key: "tests")
    guard let node = object["tests"], !node.isNull else {
      if requiresIntent { error("MissingKey", "missing required key 'tests'", at: nil, JSONPath()) }
      return []
    }
    var groups: [HassilTestGroup] = []
    for (group, groupPath) in elements(node, path) {
      guard let sentencesNode = required("sentences", in: group.object, group.node, groupPath),
        let sentences = array(sentencesNode, groupPath.appending(key: "sentences"))
      else { continue }
      var result = HassilTestGroup(
        sentences: sentences.enumerated().compactMap { index, element in
          string(element, groupPath.appending(key: "sentences").appending(index: index)).map {
            (text: $0, location: location(of: element))
          }
        }, intent: nil, slots: members(group.object["slots"], groupPath.appending(key: "slots")),
        context: group.object["context"].map { members($0, groupPath.appending(key: "context")) })
      if requiresIntent {
        guard let intentNode = required("intent", in: group.object, group.node, groupPath) else { continue }
        let intentPath = groupPath.appending(key: "intent")
        if case .object(let intent) = intentNode.value {
          result.intent = requiredString("name", in: intent, intentNode, intentPath)
          if let slots = intent["slots"] { result.slots = members(slots, intentPath.appending(key: "slots")) }
          if let context = intent["context"] {
            result.context = members(context, intentPath.appending(key: "context"))
          }
        } else {
          result.intent = string(intentNode, intentPath)
        }
      }
      groups.append(result)
    }
    return groups
  }
}
