import DataFormats
import PhraseGrammar
import Router

/// One slot combination of an intent, as `intents.yaml` describes it.
struct HassilCombination {
  /// The combination's name, like `name_area`.
  var name: String
  /// Every domain its `name_domains` lists (at any importance), sorted; nil when it names none.
  var nameDomains: [String]?
  /// Its `name_domain_groups`: a block's `name_domains` may name one.
  var nameDomainGroups: [String: [String]] = [:]
  /// Every domain its `inferred_domains` lists, sorted; nil when it names none.
  var inferredDomains: [String]?
  /// Whether the area of the voice satellite is required (`context_area: true`).
  var contextArea: Bool = false
}

/// An intent of `intents.yaml` and its slot combinations, in order.
struct HassilDeclaredIntent {
  var name: String
  var combinations: [HassilCombination]
}

extension RepositoryReader {
  // MARK: The slot-combination layout

  mutating func readCombinationRepository(root: String, language: String) -> HassilBundle? {
    guard let declared = mapping(root + "/intents.yaml", { decoder, object, _ in decoder.declaredIntents(object) })
    else { return nil }
    var bundle = HassilBundle(file: root, language: language)
    // The slot-combination test neither narrows the name list nor compares the result's context.
    bundle.evaluation = HassilEvaluationSettings(narrowsNameList: false, matchesContext: false)
    let sentences = root + "/sentences/" + language
    let common = sentences + "/_common.yaml"
    _ =
      !Self.exists(common)
      ? nil
      : mapping(common) { decoder, object, _ in
        Self.checkLanguage(object, language, decoder: &decoder)
        Self.readCommon(object, into: &bundle, decoder: &decoder)
        return ()
      }
    for file in Self.yamlFiles(in: root + "/rules/" + language) {
      _ = mapping(file) { decoder, object, _ in
        if let node = object["expansion_rules"], !node.isNull {
          bundle.expansionRules.merge(decoder.rules(node, JSONPath().appending(key: "expansion_rules")))
        }
        return ()
      }
    }
    for file in Self.yamlFiles(in: root + "/lists") + Self.yamlFiles(in: root + "/lists/" + language) {
      _ = mapping(file) { decoder, object, _ in
        if let node = object["lists"], !node.isNull {
          bundle.lists.merge(decoder.hassilLists(node, JSONPath().appending(key: "lists")))
        }
        return ()
      }
    }
    let intents = allIntents(declared, folder: sentences)
    for intent in intents {
      var blocks: [HassilBlock] = []
      for combination in intent.combinations {
        let file = "\(sentences)/\(intent.name)/\(combination.name).yaml"
        guard RepositoryReader.exists(file) else { continue }
        blocks +=
          mapping(file) { decoder, object, root in
            Self.checkLanguage(object, language, decoder: &decoder)
            return decoder.combinationBlocks(object, root, combination)
          } ?? []
      }
      bundle.intents.append(HassilIntent(name: intent.name, blocks: blocks))
    }
    readCombinationTests(root: root, language: language, intents: intents, into: &bundle)
    // A checkout between the two layouts: sentence files beside the intent folders, with their
    // tests and fixtures, are read as the older layout's.
    let flat = Self.yamlFiles(in: sentences).filter { $0 != common }
    if !flat.isEmpty {
      for file in flat { readSentenceFile(file, into: &bundle) }
      warning(
        "MixedLayout",
        "\(flat.count) sentence file\(flat.count == 1 ? "" : "s") beside the intent folders "
          + "\(flat.count == 1 ? "is" : "are") read as the older layout's, with the tests beside them",
        file: sentences)
      readFlatTests(root: root, language: language, into: &bundle)
    }
    return bundle
  }

  /// The declared intents and combinations, then (with a warning) those that only have a folder or file.
  mutating func allIntents(_ declared: [HassilDeclaredIntent], folder: String) -> [HassilDeclaredIntent] {
    var intents = declared
    for name in Self.names(in: folder) where Self.isFolder(folder + "/" + name) {
      let combinations = Self.yamlFiles(in: folder + "/" + name).map {
        String(($0.split(separator: "/").last ?? "").dropLast(".yaml".count))
      }
      if let index = intents.firstIndex(where: { $0.name == name }) {
        for combination in combinations where !intents[index].combinations.contains(where: { $0.name == combination }) {
          warningOnce(
            "UndeclaredCombination",
            "slot combination '\(combination)' of '\(name)' is not in intents.yaml; read without its shorthands",
            file: "\(folder)/\(name)/\(combination).yaml")
          intents[index].combinations.append(HassilCombination(name: combination))
        }
      } else {
        warningOnce("UndeclaredIntent", "intent '\(name)' is not in intents.yaml", file: folder + "/" + name)
        intents.append(HassilDeclaredIntent(name: name, combinations: combinations.map { HassilCombination(name: $0) }))
      }
    }
    return intents
  }

  /// Reports a warning once for a file (the sentences and the tests are read from the same list).
  mutating func warningOnce(_ id: String, _ message: String, file: String) {
    guard !diagnostics.contains(where: { $0.message.id == id && $0.location.file == file }) else { return }
    warning(id, message, file: file)
  }

  // MARK: Flat sentence files (older checkouts, custom sentences)

  mutating func readFlatRepository(root: String, language: String) -> HassilBundle? {
    let folder = root + "/sentences/" + language
    let common = folder + "/_common.yaml"
    let files = Self.yamlFiles(in: folder).filter { $0 != common }
    let commonFiles = Self.exists(common) ? [common] : []
    guard var bundle = readSentenceFiles(commonFiles + files, language: language) else { return nil }
    bundle.file = root
    // The legacy test narrows the name list to the names said and compares the result's context.
    bundle.evaluation = HassilEvaluationSettings(narrowsNameList: true, matchesContext: true)
    readFlatTests(root: root, language: language, into: &bundle)
    return bundle
  }

  /// The older layout's tests: `tests/<lang>/*.yaml`, `_fixtures.yaml` the home of every file
  /// without one of its own.
  mutating func readFlatTests(root: String, language: String, into bundle: inout HassilBundle) {
    let tests = root + "/tests/" + language
    let fixtures = tests + "/_fixtures.yaml"
    var shared: HassilHome?
    if Self.exists(fixtures) {
      shared = mapping(fixtures) { decoder, object, _ in decoder.home(object, id: "global", path: JSONPath()) }
    }
    let testFiles = Self.yamlFiles(in: tests).filter { !$0.hasPrefix(tests + "/_") }
    readTestFiles(testFiles, into: &bundle, sharedHome: shared, idPrefix: language + "/")
  }

  /// Reads sentence files in hassil's format into one bundle; its language is the first file's unless given.
  mutating func readSentenceFiles(_ files: [String], language: String?) -> HassilBundle? {
    var bundle = HassilBundle(file: files.first ?? "", language: language ?? "")
    bundle.evaluation = HassilEvaluationSettings(narrowsNameList: false, matchesContext: false)
    var read = false
    for file in files where readSentenceFile(file, into: &bundle) { read = true }
    if read && bundle.language.isEmpty, let file = files.first {
      error("MissingKey", "no file gives the sentences' 'language'", file: file)
    }
    return bundle
  }
}

extension RepositoryReader {
  /// One sentence file in hassil's format, its intents' blocks added to the bundle's intents of
  /// the same name; false when it cannot be read.
  @discardableResult
  mutating func readSentenceFile(_ file: String, into bundle: inout HassilBundle) -> Bool {
    let read: Void? = mapping(file) { decoder, object, _ in
      if bundle.language.isEmpty, let node = object["language"], !node.isNull {
        bundle.language = decoder.string(node, JSONPath().appending(key: "language")) ?? ""
      } else if !bundle.language.isEmpty {
        Self.checkLanguage(object, bundle.language, decoder: &decoder)
      }
      Self.readCommon(object, into: &bundle, decoder: &decoder)
      if let node = object["intents"], !node.isNull {
        for intent in decoder.hassilIntents(node, JSONPath().appending(key: "intents")) {
          if let index = bundle.intents.firstIndex(where: { $0.name == intent.name }) {
            bundle.intents[index].blocks += intent.blocks
          } else {
            bundle.intents.append(intent)
          }
        }
      }
      return ()
    }
    return read != nil
  }
}

extension HassilBundleDecoder {
  // MARK: intents.yaml

  /// The intents of `intents.yaml` and their slot combinations, in order.
  mutating func declaredIntents(_ object: JSONObject) -> [HassilDeclaredIntent] {
    checkDuplicates(object, JSONPath())
    return object.members.compactMap { member in
      let path = JSONPath().appending(key: member.key)
      guard let spec = self.object(member.value, path) else { return nil }
      var intent = HassilDeclaredIntent(name: member.key, combinations: [])
      guard let node = spec["slot_combinations"], !node.isNull,
        let combinations = self.object(node, path.appending(key: "slot_combinations"))
      else { return intent }
      for entry in combinations.members {
        let entryPath = path.appending(key: "slot_combinations").appending(key: entry.key)
        guard let description = self.object(entry.value, entryPath) else { continue }
        intent.combinations.append(combination(entry.key, description, entryPath))
      }
      return intent
    }
  }

  mutating func combination(_ name: String, _ object: JSONObject, _ path: JSONPath) -> HassilCombination {
    var combination = HassilCombination(name: name)
    combination.nameDomains = domainSet(object["name_domains"], path.appending(key: "name_domains"))
    combination.inferredDomains = domainSet(object["inferred_domains"], path.appending(key: "inferred_domains"))
    if let node = object["name_domain_groups"], !node.isNull,
      let groups = self.object(node, path.appending(key: "name_domain_groups"))
    {
      for group in groups.members {
        combination.nameDomainGroups[group.key] = strings(
          group.value, path.appending(key: "name_domain_groups").appending(key: group.key))
      }
    }
    if let node = object["context_area"], !node.isNull {
      combination.contextArea = bool(node, path.appending(key: "context_area")) ?? false
    }
    return combination
  }

  /// The domains of a list, or of every list of a mapping by importance, sorted; nil when there are none.
  mutating func domainSet(_ node: JSONNode?, _ path: JSONPath) -> [String]? {
    guard let node, !node.isNull else { return nil }
    var domains: Set<String> = []
    if case .object(let levels) = node.value {
      for level in levels.members where !level.value.isNull {
        domains.formUnion(strings(level.value, path.appending(key: level.key)))
      }
    } else if case .string(let domain) = node.value {
      domains.insert(domain)
    } else {
      domains.formUnion(strings(node, path))
    }
    return domains.isEmpty ? nil : domains.sorted()
  }

  // MARK: Blocks

  /// The blocks of a combination's file, Speech-to-Phrase blocks dropped unless all are, shorthands written out.
  mutating func combinationBlocks(_ object: JSONObject, _ root: JSONNode, _ combination: HassilCombination)
    -> [HassilBlock]
  {
    let path = JSONPath().appending(key: "data")
    guard let node = required("data", in: object, root, JSONPath()),
      let elements = array(node, path)
    else { return [] }
    let tagged = elements.map { element in
      element.value.objectValue?["speech_to_phrase"].map { $0.value == .bool(true) } ?? false
    }
    let keepsTagged = !tagged.contains(false)
    var blocks: [HassilBlock] = []
    for (index, element) in elements.enumerated() where keepsTagged || !tagged[index] {
      if let block = repositoryBlock(element, path.appending(index: index), combination: combination) {
        blocks.append(block)
      }
    }
    return blocks
  }

  /// A block of a sentence file, its lists in hassil's format and its shorthands written out.
  mutating func repositoryBlock(_ node: JSONNode, _ path: JSONPath, combination: HassilCombination?) -> HassilBlock? {
    guard let object = object(node, path) else { return nil }
    var rewritten = object
    if let index = object.members.firstIndex(where: { $0.key == "lists" }), !object.members[index].value.isNull {
      rewritten.members[index].value = bundleLists(object.members[index].value)
    }
    guard var block = block(JSONNode(value: .object(rewritten), location: node.location, rawRange: node.rawRange), path)
    else { return nil }
    if let node = object["name_domains"], !node.isNull {
      let domainsPath = path.appending(key: "name_domains")
      var domains: [String]?
      if case .string(let group) = node.value {
        domains = combination?.nameDomainGroups[group]
        if domains == nil {
          let known = (combination?.nameDomainGroups.keys).map { Array($0).sorted() } ?? []
          error(
            "UnknownDomainGroup",
            "unknown name domain group '\(group)'"
              + Diagnostic.Message.didYouMean(closestName(to: group, among: known)),
            at: node, domainsPath)
        }
      } else {
        domains = strings(node, domainsPath)
      }
      if let domains { block.requiresContext.set("domain", .array(domains.map(HassilValue.string))) }
    } else if let node = object["inferred_domain"], !node.isNull,
      let domain = string(node, path.appending(key: "inferred_domain"))
    {
      block.slots.set("domain", .string(domain))
    }
    guard let combination else { return block }
    if combination.contextArea { block.requiresContext.set("area", .object([HassilMember("slot", true)])) }
    var metadata: [HassilMember] = []
    if case .object(let members) = block.metadata { metadata = members }
    metadata.set("slot_combination", .string(combination.name))
    block.metadata = .object(metadata)
    if block.response == nil { block.response = "default" }
    return block
  }

  /// The intents of a sentence file in hassil's format: `{Name: {data: [blocks]}}`.
  mutating func hassilIntents(_ node: JSONNode, _ path: JSONPath) -> [HassilIntent] {
    guard let object = object(node, path) else { return [] }
    checkDuplicates(object, path)
    return object.members.compactMap { member in
      let intentPath = path.appending(key: member.key)
      guard let spec = self.object(member.value, intentPath),
        let data = required("data", in: spec, member.value, intentPath),
        let elements = array(data, intentPath.appending(key: "data"))
      else { return nil }
      let blocks = elements.enumerated().compactMap {
        repositoryBlock($0.element, intentPath.appending(key: "data").appending(index: $0.offset), combination: nil)
      }
      return HassilIntent(name: member.key, blocks: blocks)
    }
  }

  // MARK: Lists in hassil's format

  /// The lists of a `lists:` mapping in hassil's format (`values:`, `range:`, `wildcard: true`).
  mutating func hassilLists(_ node: JSONNode, _ path: JSONPath) -> [HassilNamedList] {
    lists(bundleLists(node), path)
  }

  /// A `lists:` mapping in hassil's format as the bundle's (a `type` and the list's own keys), places kept.
  ///
  /// A list that is neither is left as it is, for the bundle's reader to report.
  func bundleLists(_ node: JSONNode) -> JSONNode {
    guard case .object(var lists) = node.value else { return node }
    for index in lists.members.indices {
      let list = lists.members[index].value
      guard case .object(let spec) = list.value else { continue }
      var members: [JSONMember]
      if let values = spec.member(named: "values") {
        members = [typeMember("values", values)]
        members.append(values)
      } else if let range = spec.member(named: "range") {
        members = [typeMember("range", range)]
        // The range's own `type` (percentage, temperature) has no effect on matching.
        if case .object(let bounds) = range.value.value {
          members += bounds.members.filter { $0.key != "type" }
        } else {
          members.append(range)
        }
      } else if let wildcard = spec.member(named: "wildcard") {
        members = [typeMember("wildcard", wildcard)]
      } else {
        continue
      }
      lists.members[index].value = JSONNode(
        value: .object(JSONObject(members: members)), location: list.location, rawRange: list.rawRange)
    }
    return JSONNode(value: .object(lists), location: node.location, rawRange: node.rawRange)
  }

  /// The bundle's `type: KIND` member, placed where the member `values`, `range` or `wildcard` was written.
  private func typeMember(_ kind: String, _ member: JSONMember) -> JSONMember {
    var type = member
    type.key = "type"
    type.value = JSONNode(
      value: .string(kind), location: member.value.location,
      rawRange: member.value.rawRange.lowerBound..<member.value.rawRange.lowerBound)
    return type
  }
}
