/// Compiles templates, lexicons and application names into one ``Grammar``.
///
/// ```swift
/// var builder = GrammarBuilder()
/// let water = builder.addApplication(names: ["Water", "Water Tracker"])
/// let (template, _) = TemplateParser().parse("log {amount} ounces in {applicationName}")
/// _ = builder.addTemplate(template!, application: water,
///                         parameters: [.init(name: "amount", type: .integer(.unbounded))])
/// let grammar = builder.build()
/// ```
public struct GrammarBuilder: Sendable {
  private var tokens = TokenTable()
  private var lexiconPhrases: [(tokens: [TokenID], posting: LexiconPosting)] = []
  private var lexiconCount: UInt32 = 2
  private var applicationCount: UInt32 = 0
  /// The apps' names of one word, normalized, for hearing them with a typo.
  private var singleWordNames: [(name: String, app: AppID)] = []
  /// Other words an app's phrases hear for their words, normalized: (said, word, app).
  private var alternatives: [(said: String, word: String, app: AppID, isDeclared: Bool)] = []
  /// The content words apps' phrases let people leave out (`[daily]`).
  private var optionalWords: [(word: String, app: AppID)] = []
  private var automata: [PositionAutomaton] = []
  private var records: [Grammar.TemplateRecord] = []
  /// By template: what it asks for (``setPurpose(of:application:intent:)``), or a negative number of its own.
  private var purposes: [Int] = []
  private var parameterLists: [[TemplateParameter]] = []
  private var parameterListIndex: [[TemplateParameter]: UInt32] = [:]
  private var lexiconIndex: [[[String]]: LexiconID] = [:]
  /// How the templates meet the utterance's words (``SpacePolicy/strict`` unless set): set it
  /// before adding templates; the grammar built matches with it.
  public var spaces = SpacePolicy.strict

  /// English words that read as `false` (entry 0) and `true` (entry 1): those ``init()`` gives
  /// the `boolean` lexicon.
  public static let booleanPhrases: [[String]] = [
    ["no", "off", "false", "disable", "disabled", "nope", "negative"],
    ["yes", "on", "true", "enable", "enabled", "yeah", "yep", "affirmative"],
  ]

  /// A builder whose `boolean` lexicon reads the English yes and no words of ``booleanPhrases``.
  public init() {
    self.init(booleanPhrases: Self.booleanPhrases)
  }

  /// A builder whose `boolean` lexicon reads the caller's words: `booleanPhrases[0]` read as
  /// `false`, `booleanPhrases[1]` as `true` (further rows are ignored; none reads no boolean).
  public init(booleanPhrases: [[String]]) {
    for (entry, phrases) in booleanPhrases.prefix(2).enumerated() {
      addPhrases(phrases, to: LexiconPosting(lexicon: .boolean, entry: UInt32(entry)))
    }
  }

  /// Registers an application by its names; the first is its name, the rest synonyms.
  public mutating func addApplication(names: [String]) -> AppID {
    let id = AppID(rawValue: applicationCount)
    applicationCount += 1
    addPhrases(names, to: LexiconPosting(lexicon: .applicationNames, entry: id.rawValue))
    for name in names {
      let words = Normalizer.tokens(of: name).map(\.text)
      if words.count == 1 { singleWordNames.append((words[0], id)) }
    }
    return id
  }

  /// Registers a word people say for a word of an app's phrases ("set" for "start"): matching
  /// approximately, that app's phrases hear it in the word's place (see ``EditCosts/alternative``).
  /// Each is one word; anything else is ignored.
  public mutating func addAlternative(_ said: String, for word: String, application: AppID) {
    let said = Normalizer.tokens(of: said).map(\.text)
    let word = Normalizer.tokens(of: word).map(\.text)
    guard said.count == 1, word.count == 1, said != word else { return }
    alternatives.append((said[0], word[0], application, true))
  }

  /// Registers what a template's groups say about its words, in the template or the rules it
  /// uses. The words a group offers one for another ("start" and "set" of "(start | set) a
  /// timer": two or more branches of one content word each): matching approximately, the app's
  /// other phrases hear each in another's place (at ``EditCosts/phraseAlternative``). The
  /// content words a group lets people leave out ("[daily]", "(daily | )"): the app's other
  /// phrases may do without them (at ``EditCosts/optionalWord``).
  private mutating func addGroupWords(of nodes: [TemplateNode], rules: [String: Template], application: AppID) {
    var seenRules: Set<String> = []
    func visit(_ nodes: [TemplateNode]) {
      for node in nodes {
        switch node {
        case .alternatives(let branches, let isOptional, _):
          let words = branches.compactMap { branch -> String? in
            guard branch.count == 1, case .text(let text, _) = branch[0] else { return nil }
            let tokens = Normalizer.tokens(of: text).map(\.text)
            guard tokens.count == 1, !FunctionWords.normalized.contains(tokens[0]) else { return nil }
            return tokens[0]
          }
          for said in Set(words) where words.count >= 2 {
            for word in Set(words) where word != said {
              alternatives.append((said, word, application, false))
            }
          }
          let mayBeEmpty = isOptional || branches.contains { $0.allSatisfy(Self.isBlank) }
          if mayBeEmpty { optionalWords += Set(words).map { ($0, application) } }
          branches.forEach(visit)
        case .anyOrder(let parts, _): parts.forEach(visit)
        case .rule(let name, _):
          if seenRules.insert(name).inserted, let body = rules[name] { visit(body.nodes) }
        case .text, .slot, .applicationName: break
        }
      }
    }
    visit(nodes)
  }

  /// Whether a node says nothing (spaces only).
  private static func isBlank(_ node: TemplateNode) -> Bool {
    if case .text(let text, _) = node { return text.allSatisfy(\.isWhitespace) }
    return false
  }

  /// Registers a lexicon whose entry *i* is named by each phrase of `entries[i]`.
  ///
  /// Lexicons with the same phrases for the same entries are one lexicon, so
  /// apps that declare the same enum share its edges in the automaton.
  /// A lexicon registered `isShared: false` is its own even when another has the same phrases:
  /// an app's entity type, whose values may be donated and deleted after compiling.
  public mutating func addLexicon(entries: [[String]], isShared: Bool = true) -> LexiconID {
    if isShared, let existing = lexiconIndex[entries] { return existing }
    let id = LexiconID(rawValue: lexiconCount)
    lexiconCount += 1
    if isShared { lexiconIndex[entries] = id }
    for (entry, phrases) in entries.enumerated() {
      addPhrases(phrases, to: LexiconPosting(lexicon: id, entry: UInt32(entry)))
    }
    return id
  }

  private mutating func addPhrases(_ phrases: [String], to posting: LexiconPosting) {
    for phrase in phrases {
      let ids = Normalizer.tokens(of: phrase).map { tokens.intern($0.text) }
      if !ids.isEmpty { lexiconPhrases.append((ids, posting)) }
    }
  }

  /// Compiles one template of an application.
  ///
  /// - Parameters:
  ///   - template: the parsed template.
  ///   - application: the application it belongs to; `{applicationName}` matches its names.
  ///   - parameters: the parameters its slots may name.
  ///   - rules: the bodies of the `<rule>`s it may use.
  /// - Returns: the template's id, or the diagnostics that rejected it.
  public mutating func addTemplate(
    _ template: Template, application: AppID, parameters: [TemplateParameter],
    rules: [String: Template] = [:]
  ) -> Result<TemplateID, TemplateDiagnostics> {
    let automaton: PositionAutomaton
    switch PositionAutomaton.compiling(template, parameters: parameters, rules: rules, tokens: &tokens, spaces: spaces)
    {
    case .success(let compiled): automaton = compiled
    case .failure(let failure): return .failure(failure)
    }
    let listIndex: UInt32
    if let existing = parameterListIndex[parameters] {
      listIndex = existing
    } else {
      listIndex = UInt32(parameterLists.count)
      parameterLists.append(parameters)
      parameterListIndex[parameters] = listIndex
    }
    let id = TemplateID(rawValue: UInt32(records.count))
    records.append(Grammar.TemplateRecord(application: application, parameterList: listIndex))
    purposes.append(-1 - Int(id.rawValue))
    addGroupWords(of: template.nodes, rules: rules, application: application)
    automata.append(automaton)
    return .success(id)
  }

  /// Says what a template asks for: an app's intent. Templates of one purpose are not told
  /// apart by their words (``contrastWords(keys:owner:purposes:tokens:)``); a template given none
  /// has a purpose of its own.
  public mutating func setPurpose(of template: TemplateID, application: AppID, intent: Int) {
    purposes[Int(template.rawValue)] = Int(application.rawValue) << 24 | intent
  }

  /// Lets approximate matching leave the app's name out of a template (at
  /// ``EditCosts/nameDeletion``): for the phrases of an intent that people may reach without
  /// saying the name, because another of its phrases does without it. Other templates match
  /// only with the name said (or heard before the request).
  public mutating func allowNameLeftOut(of template: TemplateID) {
    records[Int(template.rawValue)].nameMayBeLeftOut = true
  }

  /// Determinizes every template into one automaton.
  ///
  /// - Complexity: O(*s* log *s*) in the total size *s* of the determinized
  ///   states' position sets, plus, for each state, the junctions reachable
  ///   from its positions; for ordinary templates both are close to the total
  ///   number of template positions, and for any template the work per state
  ///   is linear in the template's size.
  public func build() -> Grammar {
    // Global numbering of positions and junctions.
    var positionRecords: [Grammar.PositionRecord] = []
    var sites: [TemplateSpan] = []
    var owner: [UInt32] = []
    var junctions: [Grammar.Junction] = []
    var enters: [UInt32] = []
    var passes: [UInt32] = []
    var slotParameters: [Grammar.SlotParameter] = []
    var records = self.records
    for (index, automaton) in automata.enumerated() {
      let base = UInt32(positionRecords.count)
      let junctionBase = UInt32(junctions.count)
      records[index].positionStart = base
      records[index].positionEnd = base + UInt32(automaton.symbols.count)
      records[index].junctionStart = junctionBase
      records[index].junctionEnd = junctionBase + UInt32(automaton.junctionCount)
      for position in automaton.symbols.indices {
        positionRecords.append(
          Grammar.PositionRecord(
            key: automaton.symbols[position].key, exit: junctionBase + UInt32(automaton.exits[position]),
            parameter: automaton.parameters[position], isLast: automaton.isLast[position]))
      }
      sites += automaton.sites
      owner += repeatElement(UInt32(index), count: automaton.symbols.count)
      // Which parameter each slot key fills: one, or several (-1).
      let slotStart = slotParameters.count
      for (symbol, parameter) in zip(automaton.symbols, automaton.parameters) where parameter >= 0 {
        let key = symbol.key
        if let known = slotParameters[slotStart...].firstIndex(where: { $0.key == key }) {
          if slotParameters[known].parameter != parameter { slotParameters[known].parameter = -1 }
        } else {
          slotParameters.append(Grammar.SlotParameter(key: key, parameter: parameter))
        }
      }
      records[index].slotStart = UInt32(slotStart)
      records[index].slotEnd = UInt32(slotParameters.count)
      // Each junction's entered positions and passes, in junction order (a counting sort).
      var enterCounts = Array(repeating: 0, count: automaton.junctionCount + 1)
      for entry in automaton.entries { enterCounts[Int(entry) + 1] += 1 }
      var passCounts = Array(repeating: 0, count: automaton.junctionCount + 1)
      for pass in automaton.passes { passCounts[Int(pass.from) + 1] += 1 }
      for junction in 0..<automaton.junctionCount {
        enterCounts[junction + 1] += enterCounts[junction]
        passCounts[junction + 1] += passCounts[junction]
        junctions.append(
          Grammar.Junction(
            enters: UInt32(enters.count + enterCounts[junction]), passes: UInt32(passes.count + passCounts[junction])))
      }
      var enterSlots = Array(repeating: UInt32(0), count: automaton.symbols.count)
      var nextEnter = enterCounts
      for (position, entry) in automaton.entries.enumerated() {
        enterSlots[nextEnter[Int(entry)]] = base + UInt32(position)
        nextEnter[Int(entry)] += 1
      }
      enters += enterSlots
      var passSlots = Array(repeating: UInt32(0), count: automaton.passes.count)
      var nextPass = passCounts
      for pass in automaton.passes {
        passSlots[nextPass[Int(pass.from)]] = junctionBase + UInt32(pass.to)
        nextPass[Int(pass.from)] += 1
      }
      passes += passSlots
    }
    junctions.append(Grammar.Junction(enters: UInt32(enters.count), passes: UInt32(passes.count)))
    let keys = positionRecords.map(\.key)

    // Subset construction. State 0 is the start; others are sets of positions just matched.
    var sets: [[UInt32]] = [[]]
    var singletonState = [UInt32](repeating: .max, count: positionRecords.count)
    var stateOfSet: [[UInt32]: UInt32] = [:]
    var states: [Grammar.State] = []
    var tokenEdges: [Grammar.Edge] = []
    var valueEdges: [Grammar.Edge] = []
    var characterEdges: [Grammar.Edge] = []
    var gluedLexicons = Set<LexiconID>()
    var accepts: [TemplateID] = []
    var successors: [(key: UInt64, position: UInt32)] = []
    var seen = [UInt32](repeating: 0, count: junctions.count)
    var stamp: UInt32 = 0
    var pending: [UInt32] = []

    var state = 0
    while state < sets.count {
      let set = sets[state]
      sets[state] = []
      successors.removeAll(keepingCapacity: true)
      // Every junction reachable from where the set's positions leave, once; each position is
      // entered by one junction, so no successor is listed twice.
      stamp += 1
      func push(_ junction: UInt32) {
        if seen[Int(junction)] != stamp {
          seen[Int(junction)] = stamp
          pending.append(junction)
        }
      }
      if state == 0 {
        for record in records { push(record.junctionStart) }
      } else {
        for position in set { push(positionRecords[Int(position)].exit) }
      }
      while let junction = pending.popLast() {
        let record = junctions[Int(junction)]
        for index in Int(record.enters)..<Int(junctions[Int(junction) + 1].enters) {
          let target = enters[index]
          successors.append((keys[Int(target)], target))
        }
        for index in Int(record.passes)..<Int(junctions[Int(junction) + 1].passes) { push(passes[index]) }
      }
      successors.sort { ($0.key, $0.position) < ($1.key, $1.position) }
      // A state inside a glued word is entered by a character, a glued value or a word's start.
      let entryFamily = set.first.map { keys[Int($0)] >> 32 }
      let isInWord =
        entryFamily == GrammarSymbol.characterFamily || entryFamily == GrammarSymbol.gluedValueFamily
        || (entryFamily == GrammarSymbol.markerFamily
          && keys[Int(set[0])] == GrammarSymbol.wordStart.key)
      var record = Grammar.State(
        tokenEdges: UInt32(tokenEdges.count), valueEdges: UInt32(valueEdges.count),
        accepts: UInt32(accepts.count), characterEdges: UInt32(characterEdges.count),
        flags: isInWord ? Grammar.State.inWordFlag : 0)
      var start = 0
      while start < successors.count {
        var end = start
        var target: [UInt32] = []
        while end < successors.count, successors[end].key == successors[start].key {
          target.append(successors[end].position)
          end += 1
        }
        let targetState: UInt32
        if target.count == 1 {
          if singletonState[Int(target[0])] == .max {
            singletonState[Int(target[0])] = UInt32(sets.count)
            sets.append(target)
          }
          targetState = singletonState[Int(target[0])]
        } else if let existing = stateOfSet[target] {
          targetState = existing
        } else {
          targetState = UInt32(sets.count)
          stateOfSet[target] = targetState
          sets.append(target)
        }
        switch GrammarSymbol(key: successors[start].key) {
        case .token(let token):
          tokenEdges.append(Grammar.Edge(label: token.rawValue, target: targetState))
        case .value(let kind):
          valueEdges.append(Grammar.Edge(label: kind.code, target: targetState))
          if let lexicon = kind.lexiconRead {
            record.flags |= Grammar.State.readsLexiconFlag
            if spaces.mayJoinAfterLexiconSlots { gluedLexicons.insert(lexicon) }
          }
        case .gluedValue(let kind):
          valueEdges.append(Grammar.Edge(label: kind.code, target: targetState))
          if let lexicon = kind.lexiconRead { gluedLexicons.insert(lexicon) }
        case .character(let scalar):
          characterEdges.append(Grammar.Edge(label: scalar, target: targetState))
        case .wordStart:
          characterEdges.append(Grammar.Edge(label: GrammarSymbol.wordStartLabel, target: targetState))
          record.flags |= Grammar.State.startsWordFlag
        case .wordEnd:
          characterEdges.append(Grammar.Edge(label: GrammarSymbol.wordEndLabel, target: targetState))
        case nil:
          break
        }
        start = end
      }
      states.append(record)

      let accepted = Set(set.lazy.filter { positionRecords[Int($0)].isLast }.map { owner[Int($0)] })
      accepts += accepted.map { TemplateID(rawValue: $0) }.sorted {
        (records[Int($0.rawValue)].application, $0) < (records[Int($1.rawValue)].application, $1)
      }
      state += 1
    }
    states.append(
      Grammar.State(
        tokenEdges: UInt32(tokenEdges.count), valueEdges: UInt32(valueEdges.count),
        accepts: UInt32(accepts.count), characterEdges: UInt32(characterEdges.count), flags: 0))

    // How many templates spell each token literally, for approximate matching.
    var templateCounts = [Int](repeating: 0, count: tokens.count)
    var lastOwner = [UInt32](repeating: .max, count: tokens.count)
    for (position, key) in keys.enumerated() where key >> 32 == GrammarSymbol.tokenFamily {
      let token = Int(UInt32(truncatingIfNeeded: key))
      guard token < tokens.count, lastOwner[token] != owner[position] else { continue }
      lastOwner[token] = owner[position]
      templateCounts[token] += 1
    }

    return Grammar(
      tokens: tokens.textsOnly, vocabulary: ByteVocabulary(tokens.texts),
      nearTokens: NearTokens(
        tokens: tokens, templateCounts: templateCounts, names: singleWordNames, alternatives: alternatives,
        optionalWords: optionalWords,
        contrastWords: Self.contrastWords(keys: keys, owner: owner, purposes: purposes, tokens: tokens)),
      valueStarts: tokens.texts.map { ValueStarts.bits(of: $0) },
      lexicon: LexiconTrie(phrases: lexiconPhrases),
      gluedLexicon: GluedLexicon(phrases: lexiconPhrases, tokens: tokens) { gluedLexicons.contains($0) },
      joinsAfterLexiconValues: spaces.mayJoinAfterLexiconSlots,
      states: states, tokenEdges: tokenEdges, valueEdges: valueEdges, characterEdges: characterEdges,
      accepts: accepts,
      edgeTable: EdgeTable(states: states, edges: tokenEdges),
      templates: records, positionRecords: positionRecords, positionSites: sites,
      junctions: junctions, junctionEnters: enters, junctionPasses: passes,
      slotParameters: slotParameters,
      parameterLists: parameterLists, applicationCount: Int(applicationCount))
  }
}

extension GrammarBuilder {
  /// The most literal words a template may spell for its contrasts to be sought.
  static let contrastLimit = 64

  /// The function words that are all that tells one template from another of another purpose
  /// (``setPurpose(of:application:intent:)``): the words of the two are the same but for this
  /// particle in one and another particle in the other (`FunctionWords.particles`: "on" in
  /// "turn on the lights" beside "turn off the lights"). Other words that tell parallel
  /// phrases apart ("the" beside "tomorrow's") are not: the content word says what is meant. Approximate matching and the learned model take such a word for a
  /// content word: it says which of two requests is meant.
  static func contrastWords(keys: [UInt64], owner: [UInt32], purposes: [Int], tokens: TokenTable) -> Set<TokenID> {
    var literals: [UInt32: Set<UInt32>] = [:]
    for (position, key) in keys.enumerated() where key >> 32 == GrammarSymbol.tokenFamily {
      literals[owner[position], default: []].insert(UInt32(truncatingIfNeeded: key))
    }
    func isParticle(_ word: UInt32) -> Bool {
      Int(word) < tokens.count && FunctionWords.particles.contains(tokens.texts[Int(word)])
    }
    // By the words of a template but one of its particles: that particle, and the template's purpose.
    var others: [[UInt32]: [(word: UInt32, purpose: Int)]] = [:]
    for (template, words) in literals where words.count <= contrastLimit {
      let sorted = words.sorted()
      let purpose = purposes[Int(template)]
      for word in sorted where isParticle(word) {
        others[sorted.filter { $0 != word }, default: []].append((word, purpose))
      }
    }
    var contrasts = Set<TokenID>()
    for entries in others.values where entries.count > 1 {
      for entry in entries where FunctionWords.normalized.contains(tokens.texts[Int(entry.word)]) {
        if entries.contains(where: { $0.purpose != entry.purpose && $0.word != entry.word }) {
          contrasts.insert(TokenID(rawValue: entry.word))
        }
      }
    }
    return contrasts
  }
}

/// The diagnostics that rejected a template.
public struct TemplateDiagnostics: Error, Hashable, Sendable {
  /// Every problem, errors among them.
  public var diagnostics: [Diagnostic]
  /// The problems that rejected a template.
  public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
