import DataFormats
import PhraseGrammar
import Router

/// Compiles a ``HassilBundle`` into one `Grammar` and the tables that give its matches hassil's meaning.
///
/// The bundle goes through the same compiler as app manifests:
///
/// - The whole bundle is **one application** (with no names); each data block
///   of each intent contributes its sentences as templates of that
///   application, and a table maps every template back to its intent, block and
///   sentence.
/// - **Rules**: the global expansion rules, hidden by a block's own rules of the same name.
/// - **Lists**: a `{list}` or `{list:slot}` reference becomes a parameter named
///   as written. A values list becomes a lexicon (a value whose `in` is a
///   template is spelled out with `TemplateExpander`, every spelling naming the
///   same entry); a range becomes an `integer` or `decimal` parameter with its
///   bounds and step; a wildcard becomes free text. Lists resolve as in hassil:
///   the block's, else the fixture sets' (`name`, `area`, `floor`), else the global one.
/// - **Fixture sets**: every fixture set's values of a list are entries of the
///   one lexicon of that list, so one grammar serves every set; ``HassilRecognizer/fixture(_:)``
///   gives the lexicon mask that admits one set's entries and the bundle's global ones.
/// - Skip words and required keywords are added as lexicons no template reads,
///   so that their words are in the grammar's vocabulary and are recognized by id.
public enum HassilImporter {
  /// Compiles a bundle.
  ///
  /// - Returns: the recognizer and warnings about what could not be imported
  ///   (sentences that use unknown lists or rules, list values spelled with slots).
  public static func compile(_ bundle: HassilBundle) -> HassilRecognizer {
    var importer = Importer(bundle: bundle)
    return importer.compile()
  }
}

/// Why a list entry is admitted, for the fixture filters.
enum EntryScope: Hashable {
  /// Every fixture set.
  case global
  /// The fixture sets that do not define the list (the global list's values).
  case outsideSets(Set<Int>)
  /// The fixture sets holding the value.
  case sets(Set<Int>)
}

/// The state of one compilation.
private struct Importer {
  let bundle: HassilBundle
  /// hassil lets a space after a list value go unsaid ("{area} temperatur" hears "Wohnzimmertemperatur").
  var builder = {
    var builder = GrammarBuilder()
    builder.spaces = SpacePolicy(mayJoinAfterLexiconSlots: true)
    return builder
  }()
  var warnings: [Diagnostic] = []
  let application: AppID

  var globalRules: [String: Template] = [:]
  var globalLists: [String: HassilList] = [:]
  /// List names some fixture set defines, with the sets that define each.
  var fixtureListSets: [String: Set<Int>] = [:]
  /// Compiled value lists, by key (`g:NAME`, `f:NAME`, `bN:NAME`).
  var listIndex: [String: Int] = [:]
  var lists: [HassilRecognizer.ValueList] = []
  /// The scope of each entry of each fixture-scoped lexicon.
  var scopedLexicons: [LexiconID: [EntryScope]] = [:]
  var unscopedLexicons: Set<LexiconID> = []
  var ignoredLexicons: Set<LexiconID> = []
  var rangeSpellings: [HassilRange: Set<String>?] = [:]

  var templates: [HassilRecognizer.TemplateInfo] = []
  /// Every key a block's context rule names, interned.
  var contextKeys: [String: Int32] = [:]
  var blocks: [BlockSpec] = []

  /// A block before the grammar is built (its keywords become token ids after).
  struct BlockSpec {
    var intent: Int
    var indexInIntent: Int
    var block: HassilBlock
    var requires: [HassilContextRule]
    var excludes: [HassilContextRule]
  }

  init(bundle: HassilBundle) {
    self.bundle = bundle
    application = builder.addApplication(names: [])
  }

  mutating func compile() -> HassilRecognizer {
    for rule in bundle.expansionRules {
      globalRules[rule.name] = HassilTemplateRewrite.joiningOptionalSpaces(rule.body.template)
    }
    for list in bundle.lists { globalLists[list.name] = list.list }
    for (index, set) in bundle.fixtureSets.enumerated() {
      for list in set.lists { fixtureListSets[list.name, default: []].insert(index) }
    }
    for intent in bundle.intents {
      for block in intent.blocks {
        for member in block.requiresContext + block.excludesContext where contextKeys[member.key] == nil {
          contextKeys[member.key] = Int32(contextKeys.count)
        }
      }
    }
    for (intentIndex, intent) in bundle.intents.enumerated() {
      for (blockIndex, block) in intent.blocks.enumerated() {
        let block = compileBlock(block, number: blocks.count, intent: intentIndex, indexInIntent: blockIndex)
        blocks.append(block)
      }
    }

    // Words the recognizer looks for by id: skip words and required keywords.
    // (An empty second and third entry keep them from being shared with a list of the same phrases.)
    ignoredLexicons.insert(builder.addLexicon(entries: [bundle.skipWords, [], []]))
    let keywords = bundle.intents.flatMap { $0.blocks.flatMap { $0.requiredKeywords ?? [] } }
    if !keywords.isEmpty { ignoredLexicons.insert(builder.addLexicon(entries: [keywords, [], [], []])) }

    let grammar = builder.build()
    let blockInfos = blocks.map { spec in
      HassilRecognizer.BlockInfo(
        intent: spec.intent, indexInIntent: spec.indexInIntent, slots: spec.block.slots, requires: spec.requires,
        excludes: spec.excludes, metadata: spec.block.metadata, response: spec.block.response,
        keywords: spec.block.requiredKeywords.map { $0.map { grammar.utterance($0).ids } })
    }
    let skipPhrases = bundle.skipWords
      .map { (ids: grammar.utterance($0).ids, length: HassilText.trimmed($0).unicodeScalars.count) }
      .filter { !$0.ids.isEmpty && !$0.ids.contains(.unknown) }
      .sorted { $0.length > $1.length }
      .map(\.ids)

    // Lexicon filters: a base per lexicon into one array of entry flags per fixture set.
    var lexiconCount = 0
    for id in Array(scopedLexicons.keys) + Array(unscopedLexicons) + Array(ignoredLexicons) {
      lexiconCount = max(lexiconCount, Int(id.rawValue) + 1)
    }
    var bases = [Int32](repeating: -1, count: lexiconCount)
    for id in ignoredLexicons { bases[Int(id.rawValue)] = -2 }
    var entryScopes: [EntryScope] = []
    for (id, scopes) in scopedLexicons.sorted(by: { $0.key < $1.key }) {
      bases[Int(id.rawValue)] = Int32(entryScopes.count)
      entryScopes += scopes
    }
    var fixtureFlags: [[Bool]] = []
    for index in bundle.fixtureSets.indices {
      fixtureFlags.append(
        entryScopes.map { scope in
          switch scope {
          case .global: true
          case .outsideSets(let sets): !sets.contains(index)
          case .sets(let sets): sets.contains(index)
          }
        })
    }
    let noFixture = entryScopes.map { scope -> Bool in
      switch scope {
      case .global, .outsideSets: true
      case .sets: false
      }
    }

    let intentOrder = bundle.intents.indices.sorted {
      bundle.intents[$0].name.utf8.lexicographicallyPrecedes(bundle.intents[$1].name.utf8)
    }
    var intentRanks = [Int](repeating: 0, count: bundle.intents.count)
    for (rank, index) in intentOrder.enumerated() { intentRanks[index] = rank }

    return HassilRecognizer(
      grammar: grammar, language: bundle.language, intentNames: bundle.intents.map(\.name),
      intentRanks: intentRanks, blocks: blockInfos, templates: templates, lists: lists, lexiconBases: bases,
      fixtureIDs: bundle.fixtureSets.map(\.id), fixtureFlags: fixtureFlags, globalFlags: noFixture,
      skipPhrases: skipPhrases, contextKeys: contextKeys, warnings: warnings)
  }

  // MARK: Blocks

  mutating func compileBlock(_ block: HassilBlock, number: Int, intent: Int, indexInIntent: Int) -> BlockSpec {
    var rules = globalRules
    for rule in block.expansionRules {
      rules[rule.name] = HassilTemplateRewrite.joiningOptionalSpaces(rule.body.template)
    }
    let blockLists = Dictionary(block.lists.map { ($0.name, $0.list) }, uniquingKeysWith: { _, last in last })
    let wildcardLists = Set(bundle.lists.filter { $0.list == .wildcard }.map(\.name))
    // For a sentence's shape hassil looks at the lists it matches with, where fixture lists hide global ones.
    let shapeWildcards = wildcardLists.subtracting(fixtureListSets.keys)

    // hassil tries the sentences of a block with wildcards first, most literal chunks first.
    let orderKeys = block.sentences.map { sentence -> Int in
      let references = HassilTemplateShape.listReferences(in: sentence.template.nodes)
      guard references.contains(where: { wildcardLists.contains(HassilSlotReference($0).list) }) else { return 0 }
      return -HassilTemplateShape.chunkCount(of: sentence.template.nodes)
    }
    let order = block.sentences.indices.sorted { (orderKeys[$0], $0) < (orderKeys[$1], $1) }
    var rank = [Int](repeating: 0, count: block.sentences.count)
    for (position, index) in order.enumerated() { rank[index] = position }

    var requires = block.requiresContext.map(HassilContextRule.init(requirement:))
    var excludes = block.excludesContext.map(HassilContextRule.init(exclusion:))
    for index in requires.indices { requires[index].keyID = contextKeys[requires[index].key] ?? -1 }
    for index in excludes.indices { excludes[index].keyID = contextKeys[excludes[index].key] ?? -1 }
    for (index, sentence) in block.sentences.enumerated() {
      compileSentence(
        sentence, block: number, order: rank[index], rules: rules, blockLists: blockLists,
        wildcardLists: shapeWildcards, admission: (requires, excludes))
    }
    return BlockSpec(
      intent: intent, indexInIntent: indexInIntent, block: block, requires: requires, excludes: excludes)
  }

  mutating func compileSentence(
    _ sentence: HassilTemplate, block: Int, order: Int, rules: [String: Template], blockLists: [String: HassilList],
    wildcardLists: Set<String>, admission: (requires: [HassilContextRule], excludes: [HassilContextRule])
  ) {
    var references: [String] = []
    HassilTemplateShape.collectReferences(in: sentence.template.nodes, rules: rules, into: &references)
    var parameters: [TemplateParameter] = []
    var infos: [HassilRecognizer.ParameterInfo] = []
    for raw in references where !parameters.contains(where: { $0.name == raw }) {
      let reference = HassilSlotReference(raw)
      guard let (type, resolved) = resolve(reference, block: block, blockLists: blockLists, rules: rules) else {
        warn(
          "UnknownList", "unknown list '\(reference.list)'; the sentence is skipped", at: sentence.location,
          template: sentence.text)
        return
      }
      parameters.append(TemplateParameter(name: raw, type: type))
      var kind = resolved
      if case .values(let list, _) = kind, !admission.requires.isEmpty || !admission.excludes.isEmpty {
        // hassil offers a block only the list values whose own context its rules admit.
        kind = .values(
          list,
          admitted: lists[list].values.map { value in
            admission.requires.allSatisfy { $0.admitsWhereSet(value.context.value(for: $0.key)) }
              && admission.excludes.allSatisfy { $0.avoids(value.context.value(for: $0.key)) }
          })
      }
      infos.append(HassilRecognizer.ParameterInfo(slot: reference.slot, isCapture: reference.isCapture, kind: kind))
    }
    let template = HassilTemplateRewrite.joiningOptionalSpaces(sentence.template)
    switch builder.addTemplate(template, application: application, parameters: parameters, rules: rules) {
    case .success(let id):
      precondition(Int(id.rawValue) == templates.count, "template ids are consecutive")
      templates.append(
        HassilRecognizer.TemplateInfo(
          block: block, order: order,
          shape: HassilTemplateShape(sentence.template.nodes, wildcardLists: wildcardLists),
          parameters: infos, text: sentence.text))
    case .failure(let problems):
      for problem in problems.diagnostics where problem.severity == .error {
        warn(
          problem.message.id, problem.message.text + "; the sentence is skipped", at: sentence.location,
          template: sentence.text)
      }
    }
  }

  // MARK: Lists

  /// The parameter type and meaning of a list reference in a block, or nil for an unknown list.
  mutating func resolve(
    _ reference: HassilSlotReference, block: Int, blockLists: [String: HassilList], rules: [String: Template]
  ) -> (ValueType, HassilRecognizer.ParameterKind)? {
    let name = reference.list
    if let list = blockLists[name] {
      return compile(list, key: "b\(block):\(name)", scope: nil, rules: rules)
    }
    if let sets = fixtureListSets[name] {
      return compileFixtureList(name, sets: sets)
    }
    if let list = globalLists[name] {
      return compile(list, key: "g:\(name)", scope: nil, rules: globalRules)
    }
    if let range = reference.inlineRange {
      return compile(.range(range), key: "i:\(name)", scope: nil, rules: rules)
    }
    return nil
  }

  mutating func compile(_ list: HassilList, key: String, scope: [EntryScope]?, rules: [String: Template])
    -> (ValueType, HassilRecognizer.ParameterKind)
  {
    switch list {
    case .wildcard:
      return (.text(maxWords: nil), .wildcard)
    case .range(let range):
      let bounds: ValueBounds
      let type: ValueType
      if let fractions = range.fractions {
        let top = Double(range.to) + (fractions.parts.last ?? 0)
        bounds = ValueBounds(min: Double(range.from), max: top, step: range.step == 1 ? fractions.parts.first : nil)
        type = .decimal(bounds)
      } else {
        bounds = ValueBounds(min: Double(range.from), max: Double(range.to), step: Double(range.step))
        type = .integer(bounds)
      }
      return (type, .range(range, spellings: spellings(of: range)))
    case .values(let values):
      if let index = listIndex[key] {
        return (.lexicon(lists[index].lexicon), .values(index, admitted: nil))
      }
      let entries = values.map { phrases(of: $0, rules: rules) }
      let lexicon: LexiconID
      if let scope {
        // Padding with empty entries keeps a scoped lexicon from being shared with another list.
        lexicon = builder.addLexicon(
          entries: entries + Array(repeating: [], count: scopedLexicons.count + 1))
        if unscopedLexicons.contains(lexicon) || scopedLexicons[lexicon] != nil {
          warn("SharedLexicon", "list '\(key)' has the same values as another list; fixture filters may mix them")
        }
        scopedLexicons[lexicon] = scope + Array(repeating: .global, count: scopedLexicons.count + 1)
      } else {
        lexicon = builder.addLexicon(entries: entries)
        if scopedLexicons[lexicon] != nil {
          warn("SharedLexicon", "list '\(key)' has the same values as a fixture list; fixture filters may mix them")
        }
        unscopedLexicons.insert(lexicon)
      }
      let index = lists.count
      lists.append(
        HassilRecognizer.ValueList(
          key: key, lexicon: lexicon,
          values: values.map {
            HassilRecognizer.ValueInfo(
              input: $0.input, output: $0.output, context: $0.context,
              contextKeys: internedContext($0.context), metadata: $0.metadata)
          }))
      listIndex[key] = index
      return (.lexicon(lexicon), .values(index, admitted: nil))
    }
  }

  /// The one lexicon of a list some fixture sets define: the global values (for the
  /// sets that do not define it) and every set's values, each value once.
  mutating func compileFixtureList(_ name: String, sets: Set<Int>) -> (ValueType, HassilRecognizer.ParameterKind) {
    let key = "f:\(name)"
    if let index = listIndex[key] {
      return (.lexicon(lists[index].lexicon), .values(index, admitted: nil))
    }
    var values: [HassilListValue] = []
    var scopes: [EntryScope] = []
    var seen: [HassilListValue: Int] = [:]
    if case .values(let global)? = globalLists[name] {
      for value in global {
        values.append(value)
        scopes.append(.outsideSets(sets))
      }
    } else if let global = globalLists[name] {
      warn("FixtureListType", "fixture sets define list '\(name)', which is not a values list; their values win")
      _ = global
    }
    for (index, set) in bundle.fixtureSets.enumerated() {
      guard let list = set.lists.last(where: { $0.name == name }), case .values(let own) = list.list else { continue }
      for value in own {
        if let existing = seen[value], case .sets(var members) = scopes[existing] {
          members.insert(index)
          scopes[existing] = .sets(members)
        } else {
          seen[value] = values.count
          values.append(value)
          scopes.append(.sets([index]))
        }
      }
    }
    return compile(.values(values), key: key, scope: scopes, rules: globalRules)
  }

  /// The phrases that say a list value: its `in`, or every spelling of its template.
  mutating func phrases(of value: HassilListValue, rules: [String: Template]) -> [String] {
    guard let template = value.template else { return [value.input] }
    let expander = TemplateExpander(rules: rules, limit: 4096)
    let expansions = expander.expansions(of: template)
    var result: [String] = []
    for pieces in expansions {
      var text = ""
      var usable = true
      for piece in pieces {
        switch piece {
        case .text(let part): text += part
        case .slot, .applicationName: usable = false
        }
      }
      if usable {
        if !result.contains(text) { result.append(text) }
      } else {
        warn("SlotInListValue", "list value '\(value.input)' holds a list reference; that spelling is skipped")
      }
    }
    if expansions.count >= 4096 {
      warn("TooManySpellings", "list value '\(value.input)' has more than 4096 spellings; some are left out")
    }
    return result
  }

  /// The normalized spellings of a range's numbers in words, where the bundle's language has a speller.
  mutating func spellings(of range: HassilRange) -> Set<String>? {
    if let known = rangeSpellings[range] { return known }
    let numbers = range.numbers
    var result: Set<String>?
    if range.words, numbers.count <= 50_000, let speller = HassilNumberWords.speller(for: bundle.language) {
      var set = Set<String>()
      for number in numbers {
        for spelling in speller(number) { set.insert(Normalizer.normalize(spelling)) }
      }
      result = set
    }
    rangeSpellings[range] = result
    return result
  }

  /// A value's context with interned keys; keys no rule names are left out.
  func internedContext(_ context: [HassilMember]) -> [HassilRecognizer.ContextEntry] {
    var result: [HassilRecognizer.ContextEntry] = []
    for member in context {
      guard let key = contextKeys[member.key] else { continue }
      result.removeAll { $0.key == key }
      result.append(HassilRecognizer.ContextEntry(key: key, value: member.value))
    }
    return result
  }

  mutating func warn(_ id: String, _ message: String, at location: FileLocation? = nil, template: String? = nil) {
    var warning = Diagnostic(.warning, id: id, message, file: location?.file ?? bundle.file, location: location)
    warning.location.template = template
    warnings.append(warning)
  }
}

/// A `{list}`, `{list:slot}`, `{list:@capture}` or `{@capture}` reference.
struct HassilSlotReference {
  var list: String
  var slot: String
  /// A capture fills no slot (hassil keeps it for responses).
  var isCapture: Bool

  init(_ raw: String) {
    if let colon = raw.firstIndex(of: ":") {
      list = String(raw[..<colon])
      var slot = String(raw[raw.index(after: colon)...])
      isCapture = slot.hasPrefix("@")
      if isCapture { slot.removeFirst() }
      self.slot = slot
    } else if raw.hasPrefix("@") {
      list = String(raw.dropFirst())
      slot = list
      isCapture = true
    } else {
      list = raw
      slot = raw
      isCapture = false
    }
  }

  /// `{1..10:x}` or `{0..100,5:x}`: a range written in the reference.
  var inlineRange: HassilRange? {
    guard slot != list || isCapture else { return nil }
    let parts = list.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return nil }
    let bounds = parts[0].split(separator: ".", omittingEmptySubsequences: true)
    guard parts[0].contains(".."), bounds.count == 2, let from = Int(bounds[0]), let to = Int(bounds[1]), from <= to
    else { return nil }
    let step = parts.count == 2 ? Int(parts[1]) : 1
    guard let step, step > 0 else { return nil }
    return HassilRange(from: from, to: to, step: step)
  }
}
