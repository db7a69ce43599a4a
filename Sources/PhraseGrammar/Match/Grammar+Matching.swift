extension Grammar {
  /// Every complete match of the utterance against every template.
  ///
  /// Walks the determinized automaton from its start: a token follows its
  /// edge by binary search; a value edge asks the utterance's ``ValueChart``
  /// for the readings at the current token and follows each one; a free-text
  /// edge tries every span. A (state, token) pair that led nowhere is not
  /// walked again. When the whole utterance is consumed in a state that
  /// accepts templates, each template's own position automaton is replayed
  /// along the path to tell which slot took which span, and each value is
  /// checked against its parameter.
  ///
  /// - Complexity: O(*n*) automaton steps for an utterance of *n* tokens
  ///   without slots; each value edge adds the readings at its token; bounded
  ///   in all cases by `options.limits.steps`.
  ///
  /// - Parameters:
  ///   - utterance: the normalized utterance, made by ``utterance(_:)``.
  ///   - options: the bounds, the reference moment, the lexicon mask and the rest
  ///     (see ``MatchOptions``).
  public func matches(_ utterance: Utterance, options: MatchOptions) -> MatchSet {
    var workspace = MatchWorkspace()
    return matches(utterance, options: options, workspace: &workspace)
  }

  /// Every complete match of the utterance, reusing a workspace's memory.
  ///
  /// The same as ``matches(_:options:)``; a caller that matches many utterances
  /// passes one workspace to every call, so the search's scratch memory is
  /// allocated once rather than per utterance.
  ///
  /// - Complexity: as ``matches(_:options:)``.
  public func matches(_ utterance: Utterance, options: MatchOptions, workspace: inout MatchWorkspace) -> MatchSet {
    // The walker is used where the workspace keeps it, so that it is never copied.
    if workspace.walker == nil {
      workspace.walker = Walker(grammar: self, utterance: utterance, options: options)
    } else {
      workspace.walker!.restart(grammar: self, utterance: utterance, options: options)
    }
    _ = workspace.walker!.walk(state: 0, position: 0)
    return workspace.walker!.result()
  }

  /// Every match of a template against a run of consecutive tokens anywhere in the utterance:
  /// the phrases of a vocabulary said inside a longer request ("what's the **weather** like").
  ///
  /// The same walk as ``matches(_:options:workspace:)``, started at every token and accepting
  /// wherever a template ends, not only at the end of the utterance; each match's
  /// ``GrammarMatch/span`` says which tokens it covers. A template that can match no token (all
  /// of it optional) is never reported. The dead-end memo and the bounds are shared by all
  /// starts, so the work is bounded as for one match.
  ///
  /// - Complexity: O(*n*) walks of O(*n*) steps each for an utterance of *n* tokens without
  ///   slots; bounded in all cases by `options.limits.steps`.
  public func spots(_ utterance: Utterance, options: MatchOptions, workspace: inout MatchWorkspace) -> MatchSet {
    if workspace.walker == nil {
      workspace.walker = Walker(grammar: self, utterance: utterance, options: options)
    } else {
      workspace.walker!.restart(grammar: self, utterance: utterance, options: options)
    }
    workspace.walker!.spotting = true
    defer { workspace.walker!.spotting = false }
    for start in 0..<utterance.count {
      _ = workspace.walker!.walk(state: 0, position: start)
      if workspace.walker!.isTruncated { break }
    }
    return workspace.walker!.result()
  }

  /// Every complete match of the utterance with these bounds, reference moment and addressed app.
  ///
  /// The same as ``matches(_:options:)`` with a ``MatchOptions`` of these fields.
  ///
  /// - Complexity: as ``matches(_:options:)``.
  public func matches(
    _ utterance: Utterance, limits: MatchLimits = MatchLimits(), reference: LocalDateTime = .epoch,
    addressing: AddressedApplication? = nil
  ) -> MatchSet {
    matches(utterance, options: MatchOptions(limits: limits, reference: reference, addressing: addressing))
  }

  /// Every complete match of the utterance with these bounds, reference moment and addressed
  /// app, reusing a workspace's memory.
  ///
  /// - Complexity: as ``matches(_:options:)``.
  public func matches(
    _ utterance: Utterance, limits: MatchLimits = MatchLimits(), reference: LocalDateTime = .epoch,
    addressing: AddressedApplication? = nil, workspace: inout MatchWorkspace
  ) -> MatchSet {
    matches(
      utterance, options: MatchOptions(limits: limits, reference: reference, addressing: addressing),
      workspace: &workspace)
  }

  /// The target of a state's token edge, if it has one for the token.
  @inline(__always)
  func tokenTarget(from state: Int, token: TokenID) -> Int? {
    let range = tokenEdgeRange(of: state)
    if range.count > EdgeTable.fanOutThreshold { return edgeTable.target(from: state, token: token.rawValue) }
    return target(in: tokenEdges, range, label: token.rawValue)
  }

  /// The target of a state's character edge (or marker) for a label, if it has one.
  @inline(__always)
  func characterTarget(from state: Int, label: UInt32) -> Int? {
    target(in: characterEdges, characterEdgeRange(of: state), label: label)
  }

  /// The target of a state's value edge for a kind, if it has one.
  @inline(__always)
  func valueTarget(from state: Int, kind: ValueKind) -> Int? {
    target(in: valueEdges, valueEdgeRange(of: state), label: kind.code)
  }

  /// Binary search for an edge's label in a state's sorted range.
  @inline(__always)
  private func target(in edges: [Edge], _ range: Range<Int>, label: UInt32) -> Int? {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = (low &+ high) >> 1
      if edges[middle].label < label { low = middle + 1 } else { high = middle }
    }
    guard low < range.upperBound, edges[low].label == label else { return nil }
    return Int(edges[low].target)
  }
}

/// A template and the values its slots took: what tells two matches apart.
struct GluedReading: Hashable {
  var template: TemplateID
  var captures: [Capture]
}

/// One symbol of a path: its key, the tokens it covers and the value it read.
///
/// A glued value also says where it begins and ends inside its first and last tokens (bytes
/// of their normalized text); characters and markers cover no token.
///
/// A step is plain data, so that pushing and popping the path copies bytes only: a lexicon
/// entry is held in the step, any other value a slot read (numbers, dates, lists) in the
/// walker's value stack, by index.
struct Step {
  var key: UInt64
  var start: Int
  var end: Int
  var startOffset: Int32 = -1
  var endOffset: Int32 = -1
  /// ``noValue`` (a word, or free text), ``entryValue`` (`payload` is lexicon << 32 | entry),
  /// or ``storedValue`` (`payload` is the index of the value in the walker's value stack).
  var valueKind: UInt8 = Self.noValue
  var payload: UInt64 = 0

  static let noValue: UInt8 = 0
  static let entryValue: UInt8 = 1
  static let storedValue: UInt8 = 2

  /// A step that reads no value: a word, a character, a marker, or free text.
  @inline(__always)
  init(key: UInt64, start: Int, end: Int, startOffset: Int32 = -1, endOffset: Int32 = -1) {
    self.key = key
    self.start = start
    self.end = end
    self.startOffset = startOffset
    self.endOffset = endOffset
  }

  /// A step that reads a lexicon's entry.
  @inline(__always)
  init(key: UInt64, start: Int, end: Int, entry posting: LexiconPosting, startOffset: Int32 = -1, endOffset: Int32 = -1)
  {
    self.init(key: key, start: start, end: end, startOffset: startOffset, endOffset: endOffset)
    valueKind = Self.entryValue
    payload = UInt64(posting.lexicon.rawValue) << 32 | UInt64(posting.entry)
  }

  /// The lexicon entry the step read, if it read one.
  @inline(__always)
  var entry: (lexicon: LexiconID, entry: UInt32)? {
    guard valueKind == Self.entryValue else { return nil }
    return (LexiconID(rawValue: UInt32(payload >> 32)), UInt32(truncatingIfNeeded: payload))
  }
}

/// The key of the `{applicationName}` symbol, ``GrammarSymbol/key`` of `.value(.applicationName)`
/// (the walker's initializer asserts it): a literal, so that the walk's files read it as a
/// constant rather than through a lazily initialized global.
let applicationNameKey: UInt64 = 1 << 32

/// One walk of the automaton over one utterance: the path so far, the matches found, the work done.
///
/// The walk itself is here; the replay of a template along the path is in `Walker+Replay.swift`,
/// and recording a reading as a match in `Walker+Report.swift`.
struct Walker {
  var grammar: Grammar
  var utterance: Utterance
  var limits = MatchLimits()
  /// Whether matches carry the template positions they went through.
  var recordsPositions = false
  var chart: ValueChart
  var path = StepStack()
  /// The values of the path's steps that are neither words nor lexicon entries, as a stack.
  var values: [SlotValue] = []
  /// The readings reported through glued words, which two paths may read alike.
  var gluedReadings = Set<GluedReading>()
  var matches: [GrammarMatch] = []
  var isTruncated = false
  var stepCount = 0
  /// The furthest token any path reached.
  var furthest = 0
  var deadEnds = DeadEnds()
  /// The app addressed outside the phrase, whose name may go unsaid once per path.
  var addressing: AddressedApplication?
  /// Whether the current path has left the addressed app's name unsaid.
  var nameUnsaid = false
  /// Scratch memory for replaying template automata.
  var replayScratch = ReplayScratch()
  /// The index of the worst kept match, once the match limit is reached; nil when unknown.
  var worstKept: Int?
  /// Whether templates are accepted wherever they end, not only at the end of the utterance
  /// (``Grammar/spots(_:options:workspace:)``).
  var spotting = false
  /// Near words and typed names of words read approximately, kept from walk to walk.
  var nearCache = NearWordCache()
  /// The state of an approximate match (``MatchOptions/editCosts``); inactive when matching exactly.
  var approximation = Approximation()

  @inline(__always)
  init(grammar: Grammar, utterance: Utterance, options: MatchOptions) {
    self.grammar = grammar
    self.utterance = utterance
    chart = ValueChart(
      numberTokens: options.limits.numberTokens, reference: options.reference, lexiconMask: options.lexiconMask,
      overlays: options.overlays)
    take(options)
    approximation.restart(options, utterance: utterance, grammar: grammar)
    assert(applicationNameKey == GrammarSymbol.value(.applicationName).key)
  }

  /// Readies a walker kept from an earlier walk for another utterance: the same scratch
  /// memory, emptied. Every step a walk pushes it pops, so the path and the value stack are
  /// empty already.
  mutating func restart(grammar: Grammar, utterance: Utterance, options: MatchOptions) {
    assert(path.isEmpty && values.isEmpty)
    // The same utterance read again (the tiers of one route): the chart's readings still hold.
    let keepsChart =
      grammar === self.grammar && utterance.isSame(as: self.utterance)
      && chart.readsAlike(
        numberTokens: options.limits.numberTokens, reference: options.reference, lexiconMask: options.lexiconMask,
        overlays: options.overlays)
    self.grammar = grammar
    self.utterance = utterance
    take(options)
    if !keepsChart {
      chart.restart(
        numberTokens: options.limits.numberTokens, reference: options.reference, lexiconMask: options.lexiconMask,
        overlays: options.overlays)
    }
    if !gluedReadings.isEmpty { gluedReadings.removeAll(keepingCapacity: true) }
    isTruncated = false
    stepCount = 0
    furthest = 0
    deadEnds.removeAll()
    nameUnsaid = false
    worstKept = nil
    approximation.restart(options, utterance: utterance, grammar: grammar)
    path.makeUnique()
    path.reserveCapacity(utterance.count)
  }

  /// Takes a walk's limits and switches from its options (an approximate walk takes fewer steps).
  @inline(__always)
  private mutating func take(_ options: MatchOptions) {
    limits = options.limits
    if options.editCosts != nil { limits.steps = min(limits.steps, limits.approximateSteps) }
    recordsPositions = options.recordsPositions
    addressing = options.addressing
  }

  /// What the walk found; the matches are moved out, so that the next walk starts with a
  /// buffer of its own (or one handed back by ``MatchWorkspace/recycle(_:)``).
  mutating func result() -> MatchSet {
    var found: [GrammarMatch] = []
    swap(&found, &matches)
    return MatchSet(matches: found, isTruncated: isTruncated, furthestToken: furthest, steps: stepCount)
  }

  /// Keeps a match buffer handed back, emptied, for the next walk if it is larger than its own.
  mutating func adopt(_ buffer: consuming [GrammarMatch]) {
    guard matches.capacity < buffer.capacity else { return }
    buffer.empty()
    matches = buffer
  }

  /// Walks from a state at a token; returns whether any match was found from there.
  mutating func walk(state: Int, position: Int) -> Bool {
    stepCount += 1
    if stepCount > limits.steps {
      isTruncated = true
      return false
    }
    if approximation.isActive { return walkApproximately(state: state, position: position) }
    return readAsSaid(state: state, position: position, remembersDeadEnds: true)
  }

  /// Follows every edge of a state that reads the utterance at a token as it is said; returns
  /// whether any match was found from there. A (state, token) pair that led nowhere is
  /// remembered when `remembersDeadEnds` (approximate matching remembers costs instead).
  @inline(__always)
  mutating func readAsSaid(state: Int, position: Int, remembersDeadEnds: Bool) -> Bool {
    let count = utterance.count
    if position > furthest { furthest = position }
    var found = false
    if let addressing, !nameUnsaid { found = leaveNameUnsaid(addressing, from: state, at: position) }
    if grammar.states[state].flags & Grammar.State.startsWordFlag != 0 {
      found = startWord(from: state, at: position) || found
    }
    if spotting {
      if path.count > 0 && !grammar.acceptRange(of: state).isEmpty { found = accept(state: state) || found }
      if position == count { return found }
    } else if position == count {
      return (!grammar.acceptRange(of: state).isEmpty && accept(state: state)) || found
    }
    let token = utterance.ids[position]
    let valueEdges = grammar.valueEdgeRange(of: state)
    if valueEdges.isEmpty {
      // Only a token edge to follow: nothing to remember about this state.
      guard token != .unknown, let target = grammar.tokenTarget(from: state, token: token) else { return found }
      return follow(key: UInt64(token.rawValue), position..<(position + 1), .text, to: target) || found
    }
    // A path that left a name unsaid may not leave another: it is remembered apart.
    let memo = (state &* (count + 1) &+ position) &<< 2 | (nameUnsaid ? 1 : 0)
    if remembersDeadEnds && deadEnds.contains(memo) { return found }

    if token != .unknown, let target = grammar.tokenTarget(from: state, token: token) {
      found = follow(key: UInt64(token.rawValue), position..<(position + 1), .text, to: target) || found
    }

    for edge in valueEdges {
      // Lexicons and app names are read below; skip them without decoding their kind.
      if Self.readsLexicon(code: grammar.valueEdges[edge].label) { continue }
      guard let kind = ValueKind(code: grammar.valueEdges[edge].label) else { continue }
      let target = Int(grammar.valueEdges[edge].target)
      let key = GrammarSymbol.value(kind).key
      switch kind {
      case .text:
        for end in (position + 1)...count {
          found = follow(key: key, position..<end, .text, to: target) || found
          if stepCount > limits.steps { break }
        }
      case .applicationName, .lexicon:
        continue  // Read below, from the lexicon hits at this token.
      default:
        // Indices into the chart's reading store, which deeper steps only append to.
        for index in chart.readings(of: kind, at: position, in: utterance, grammar: grammar) {
          let reading = chart.readingStore[index]
          found = follow(key: key, position..<reading.end, reading.value, to: target) || found
        }
      }
    }

    if grammar.states[state].readsLexicon {
      // Indices into the chart's hit store, which deeper steps only append to.
      let hits = chart.lexiconHits(at: position, in: utterance, grammar: grammar)
      let firstLexiconEdge =
        valueEdges.first { Self.readsLexicon(code: grammar.valueEdges[$0].label) } ?? valueEdges.upperBound
      let lexiconEdges = firstLexiconEdge..<valueEdges.upperBound
      if hits.count <= lexiconEdges.count * 4 {
        // Few hits: look each one's lexicon up among the edges.
        for index in hits {
          let hit = chart.hitStore[index]
          let kind = ValueKind(readingLexicon: hit.posting.lexicon)
          guard let target = grammar.valueTarget(from: state, kind: kind) else { continue }
          found = follow(lexiconHit: hit, kind: kind, from: position, to: target) || found
        }
      } else {
        // Many hits (many apps share a word): look each edge's lexicon up among the hits.
        for edge in lexiconEdges {
          guard let kind = ValueKind(code: grammar.valueEdges[edge].label), let lexicon = kind.lexiconRead
          else { continue }
          var index = firstHit(in: hits, lexicon: lexicon)
          while index < hits.upperBound, chart.hitStore[index].posting.lexicon == lexicon {
            found =
              follow(
                lexiconHit: chart.hitStore[index], kind: kind, from: position, to: Int(grammar.valueEdges[edge].target))
              || found
            index += 1
          }
        }
      }
    }

    if grammar.joinsAfterLexiconValues && grammar.states[state].readsLexicon
      && chart.hasCompound(at: position, in: utterance, grammar: grammar)
    {
      found = followCompounds(from: state, at: position) || found
    }

    if remembersDeadEnds && !found && stepCount <= limits.steps { deadEnds.insert(memo) }
    return found
  }

  /// Follows lexicon values that end inside a token, the rest of the token read as the
  /// template's next word ("Wohnzimmertemperatur" for `{area} temperatur`): as a whole word
  /// of the vocabulary, or as the start of a glued word.
  private mutating func followCompounds(from state: Int, at position: Int) -> Bool {
    var found = false
    for index in chart.gluedHits(at: position, offset: 0, in: utterance, grammar: grammar) {
      let hit = chart.gluedStore[index]
      let bytes = utterance.normalizedByteRange(hit.token)
      guard hit.offset < bytes.count else { continue }
      let kind = ValueKind(readingLexicon: hit.posting.lexicon)
      guard let target = grammar.valueTarget(from: state, kind: kind) else { continue }
      path.append(
        Step(
          key: GrammarSymbol.value(kind).key, start: position, end: hit.token + 1, entry: hit.posting,
          startOffset: 0, endOffset: Int32(hit.offset)))
      found = followRest(of: hit.token, from: hit.offset, at: target) || found
      path.removeLast()
      if stepCount > limits.steps { break }
    }
    return found
  }

  /// Reads the rest of a token, from byte `offset`, as the next word from a state between
  /// words: a whole word of the vocabulary, or the start of a glued word.
  mutating func followRest(of token: Int, from offset: Int, at state: Int) -> Bool {
    var found = false
    let bytes = utterance.normalizedByteRange(token)
    let rest = utterance.token(bytes.lowerBound + offset..<bytes.upperBound, in: grammar.vocabulary)
    if rest != .unknown, let next = grammar.tokenTarget(from: state, token: rest) {
      path.append(Step(key: UInt64(rest.rawValue), start: token, end: token + 1))
      found = walk(state: next, position: token + 1)
      path.removeLast()
    }
    if grammar.states[state].flags & Grammar.State.startsWordFlag != 0 {
      found = startWord(from: state, at: token, offset: offset) || found
    }
    return found
  }

  /// Follows the addressed app's `{applicationName}` without a word of the utterance, alone or
  /// after one of the connector words that introduce it ("log water *in* {applicationName}").
  private mutating func leaveNameUnsaid(_ addressing: AddressedApplication, from state: Int, at position: Int) -> Bool {
    let name = SlotValue.entry(.applicationNames, addressing.application.rawValue)
    let unsaid = position..<position
    var found = false
    nameUnsaid = true
    if let target = grammar.valueTarget(from: state, kind: .applicationName) {
      found = follow(key: applicationNameKey, unsaid, name, to: target)
    }
    for connector in addressing.connectors {
      guard let middle = grammar.tokenTarget(from: state, token: connector),
        let target = grammar.valueTarget(from: middle, kind: .applicationName)
      else { continue }
      path.append(Step(key: UInt64(connector.rawValue), start: position, end: position))
      found = follow(key: applicationNameKey, unsaid, name, to: target) || found
      path.removeLast()
    }
    nameUnsaid = false
    return found
  }

  /// Whether a value edge's code reads a lexicon: the app names (0) or a lexicon (not a list of
  /// one, nor a localized kind).
  @inline(__always)
  private static func readsLexicon(code: UInt32) -> Bool {
    code == 0 || (code >= ValueKind.lexiconBase && code & (ValueKind.listFlag | ValueKind.languageFlag) == 0)
  }

  private mutating func follow(
    lexiconHit hit: LexiconHit, kind: ValueKind, from position: Int, to target: Int
  ) -> Bool {
    follow(
      key: GrammarSymbol.value(kind).key, position..<hit.end, .entry(hit.posting.lexicon, hit.posting.entry),
      to: target)
  }

  private func firstHit(in hits: Range<Int>, lexicon: LexiconID) -> Int {
    var low = hits.lowerBound
    var high = hits.upperBound
    while low < high {
      let middle = (low + high) / 2
      if chart.hitStore[middle].posting.lexicon < lexicon { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private mutating func follow(key: UInt64, _ span: Range<Int>, _ value: SlotValue, to target: Int) -> Bool {
    var step = Step(key: key, start: span.lowerBound, end: span.upperBound)
    switch value {
    case .text: break
    case .entry(let lexicon, let entry):
      step.valueKind = Step.entryValue
      step.payload = UInt64(lexicon.rawValue) << 32 | UInt64(entry)
    default:
      step.valueKind = Step.storedValue
      step.payload = UInt64(values.count)
      values.append(value)
    }
    path.append(step)
    defer {
      path.removeLast()
      if step.valueKind == Step.storedValue { values.removeLast() }
    }
    return walk(state: target, position: span.upperBound)
  }

  /// The value a step of the path read.
  func value(of step: Step) -> SlotValue {
    switch step.valueKind {
    case Step.entryValue:
      .entry(LexiconID(rawValue: UInt32(step.payload >> 32)), UInt32(truncatingIfNeeded: step.payload))
    case Step.storedValue: values[Int(step.payload)]
    default: .text
    }
  }

  /// Reports the templates a final state accepts along the current path.
  private mutating func accept(state: Int) -> Bool {
    var named: UInt32?
    for step in path.steps where GrammarSymbol.isApplicationName(key: step.key) {
      guard let application = step.entry?.entry else { continue }
      if let earlier = named, earlier != application { return false }
      named = application
    }
    var lower = grammar.acceptRange(of: state).lowerBound
    var upper = grammar.acceptRange(of: state).upperBound
    if let named {
      let application = AppID(rawValue: named)
      lower = boundary(lower, upper) { grammar.application(of: $0) < application }
      upper = boundary(lower, upper) { grammar.application(of: $0) <= application }
    }
    var found = false
    for index in lower..<upper {
      let template = grammar.accepts[index]
      found = replay(template, namedApplication: named.map(AppID.init(rawValue:))) || found
      if stepCount > limits.steps { break }
    }
    return found
  }

  /// The first index in `lower..<upper` of `accepts` where `isBefore` is false.
  private func boundary(_ lower: Int, _ upper: Int, _ isBefore: (TemplateID) -> Bool) -> Int {
    var low = lower
    var high = upper
    while low < high {
      let middle = (low + high) / 2
      if isBefore(grammar.accepts[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
