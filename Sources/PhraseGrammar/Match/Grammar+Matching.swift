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
  /// - Parameter options: the bounds, the reference moment, the lexicon mask and the rest
  ///   (see ``MatchOptions``).
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
    var walker = Walker(grammar: self, utterance: utterance, options: options)
    walker.adopt(&workspace)
    _ = walker.walk(state: 0, position: 0)
    let result = MatchSet(
      matches: walker.matches, isTruncated: walker.isTruncated, furthestToken: walker.furthest,
      steps: walker.stepCount)
    walker.release(into: &workspace)
    return result
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

struct Step {
  var key: UInt64
  var start: Int
  var end: Int
  var value: SlotValue
}

private let applicationNameKey = GrammarSymbol.value(.applicationName).key

private struct Walker {
  let grammar: Grammar
  let utterance: Utterance
  let limits: MatchLimits
  /// Whether matches carry the template positions they went through.
  let recordsPositions: Bool
  var chart: ValueChart
  var path: [Step] = []
  var matches: [GrammarMatch] = []
  var isTruncated = false
  var stepCount = 0
  /// The furthest token any path reached.
  var furthest = 0
  var deadEnds = Set<Int>()
  /// The app addressed outside the phrase, whose name may go unsaid once per path.
  let addressing: AddressedApplication?
  /// Whether the current path has left the addressed app's name unsaid.
  var nameUnsaid = false
  /// Scratch memory for replaying template automata.
  var replayScratch = ReplayScratch()
  /// The index of the worst kept match, once the match limit is reached; nil when unknown.
  var worstKept: Int?

  init(grammar: Grammar, utterance: Utterance, options: MatchOptions) {
    self.grammar = grammar
    self.utterance = utterance
    limits = options.limits
    recordsPositions = options.recordsPositions
    addressing = options.addressing
    chart = ValueChart(numberTokens: limits.numberTokens, reference: options.reference)
    chart.lexiconMask = options.lexiconMask
  }

  /// Takes a workspace's buffers, emptied, as this walk's scratch memory.
  mutating func adopt(_ workspace: inout MatchWorkspace) {
    swap(&path, &workspace.path)
    swap(&deadEnds, &workspace.deadEnds)
    swap(&replayScratch, &workspace.replay)
    path.removeAll(keepingCapacity: true)
    path.reserveCapacity(utterance.count)
    if !deadEnds.isEmpty { deadEnds.removeAll(keepingCapacity: true) }
    chart.adopt(&workspace.chart)
  }

  /// Gives the scratch memory back to a workspace for the next walk.
  mutating func release(into workspace: inout MatchWorkspace) {
    swap(&path, &workspace.path)
    swap(&deadEnds, &workspace.deadEnds)
    swap(&replayScratch, &workspace.replay)
    chart.release(into: &workspace.chart)
  }

  /// Walks from a state at a token; returns whether any match was found from there.
  mutating func walk(state: Int, position: Int) -> Bool {
    stepCount += 1
    if stepCount > limits.steps {
      isTruncated = true
      return false
    }
    let count = utterance.count
    if position > furthest { furthest = position }
    var found = false
    if let addressing, !nameUnsaid { found = leaveNameUnsaid(addressing, from: state, at: position) }
    if position == count {
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
    let memo = (state &* (count + 1) &+ position) &<< 1 | (nameUnsaid ? 1 : 0)
    if deadEnds.contains(memo) { return found }

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
        for reading in chart.readings(of: kind, at: position, in: utterance, grammar: grammar) {
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

    if !found && stepCount <= limits.steps { deadEnds.insert(memo) }
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
      path.append(Step(key: UInt64(connector.rawValue), start: position, end: position, value: .text))
      found = follow(key: applicationNameKey, unsaid, name, to: target) || found
      path.removeLast()
    }
    nameUnsaid = false
    return found
  }

  /// Whether a value edge's code reads a lexicon: the app names (0) or a lexicon (not a list of one).
  @inline(__always)
  private static func readsLexicon(code: UInt32) -> Bool {
    code == 0 || (code >= ValueKind.lexiconBase && code & ValueKind.listFlag == 0)
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
    path.append(Step(key: key, start: span.lowerBound, end: span.upperBound, value: value))
    defer { path.removeLast() }
    return walk(state: target, position: span.upperBound)
  }

  /// Reports the templates a final state accepts along the current path.
  private mutating func accept(state: Int) -> Bool {
    var named: UInt32?
    for step in path where step.key == applicationNameKey {
      guard case .entry(_, let application) = step.value else { continue }
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

  /// Replays a template's position automaton along the path and records each distinct reading.
  ///
  /// Readings differ only in which parameter each slot step fills, so the replay never
  /// walks the template's paths one by one (`[a]` written 28 times has 40 million paths
  /// through 14 a's): a forward pass keeps, at each step, the set of positions that can read
  /// it; a backward pass keeps those from which the end is still reachable; then a
  /// depth-first search branches only where a slot step can fill different parameters, so
  /// every branch is a distinct reading and none is a dead end. All of it counts as steps.
  private mutating func replay(_ template: TemplateID, namedApplication: AppID?) -> Bool {
    let record = grammar.templates[Int(template.rawValue)]
    let depthCount = path.count
    guard depthCount > 0 else { return false }
    if !recordsPositions && spellsOneReading(record, depth: depthCount) {
      return report(template, record, namedApplication)
    }
    replayScratch.prepare(
      junctions: Int(record.junctionEnd - record.junctionStart),
      positions: Int(record.positionEnd - record.positionStart), depth: depthCount)
    let junctionBase = Int(record.junctionStart)
    let positionBase = Int(record.positionStart)

    // Forward: the positions that can read each step of the path.
    var levels = replayScratch.levels
    var levelStarts = replayScratch.levelStarts
    replayScratch.levels = []
    replayScratch.levelStarts = []
    defer {
      replayScratch.levels = levels
      replayScratch.levelStarts = levelStarts
    }
    levels.removeAll(keepingCapacity: true)
    levelStarts.removeAll(keepingCapacity: true)
    levelStarts.append(0)
    for depth in 0..<depthCount {
      let key = path[depth].key
      let stamp = replayScratch.nextStamp()
      if depth == 0 {
        replayScratch.push(Int(record.junctionStart) - junctionBase, stamp: stamp)
      } else {
        for index in levelStarts[depth - 1]..<levelStarts[depth] {
          replayScratch.push(Int(grammar.positionRecords[Int(levels[index])].exit) - junctionBase, stamp: stamp)
        }
      }
      let grammar = self.grammar
      drainQueue(stamp: stamp, junctionBase: junctionBase) { position in
        if grammar.positionRecords[Int(position)].key == key { levels.append(position) }
      }
      guard levels.count > levelStarts[depth] else { return false }
      levelStarts.append(levels.count)
      if stepCount > limits.steps {
        isTruncated = true
        return false
      }
    }
    if levels.count == depthCount {
      // One position per step: one path, one reading.
      guard grammar.positionRecords[Int(levels[depthCount - 1])].isLast else { return false }
      for depth in 0..<depthCount {
        let parameter = grammar.positionRecords[Int(levels[depth])].parameter
        replayScratch.chosen[depth] = parameter
        replayScratch.positions[depth] = Int(levels[depth])
      }
      return report(template, record, namedApplication)
    }
    // Only positions that end an utterance may end the path.
    var alive = replayScratch.alive
    replayScratch.alive = []
    defer { replayScratch.alive = alive }
    alive.removeAll(keepingCapacity: true)
    alive.append(contentsOf: repeatElement(true, count: levels.count))
    var anyLast = false
    for index in levelStarts[depthCount - 1]..<levelStarts[depthCount] {
      alive[index] = grammar.positionRecords[Int(levels[index])].isLast
      anyLast = anyLast || alive[index]
    }
    guard anyLast else { return false }
    // Backward: keep the positions from which a live position of the next step is reachable.
    for depth in stride(from: depthCount - 2, through: 0, by: -1) {
      let stamp = markJunctions(
        leadingTo: (levelStarts[depth + 1]..<levelStarts[depth + 2]).lazy.filter { alive[$0] }.map { levels[$0] },
        in: record)
      for index in levelStarts[depth]..<levelStarts[depth + 1] {
        let exit = Int(grammar.positionRecords[Int(levels[index])].exit) - junctionBase
        alive[index] = replayScratch.junctionMarks[exit] == stamp
      }
    }
    if stepCount > limits.steps {
      isTruncated = true
      return false
    }

    // Branch where a slot step can fill different parameters.
    var branch = replayScratch.branch
    var branchStarts = replayScratch.branchStarts
    replayScratch.branch = []
    replayScratch.branchStarts = []
    defer {
      replayScratch.branch = branch
      replayScratch.branchStarts = branchStarts
    }
    branch.removeAll(keepingCapacity: true)
    branchStarts.removeAll(keepingCapacity: true)
    for index in levelStarts[0]..<levelStarts[1] where alive[index] { branch.append(levels[index]) }
    branchStarts.append(0)
    branchStarts.append(branch.count)
    var found = false
    enumerate(
      depth: 0, template: template, record: record, namedApplication: namedApplication,
      levels: levels, levelStarts: levelStarts, alive: alive, branch: &branch, branchStarts: &branchStarts,
      junctionBase: junctionBase, positionBase: positionBase, found: &found)
    return found
  }

  /// Whether every slot step of the path has a key that fills one parameter of the template;
  /// if so, `replayScratch.chosen` holds the path's one reading.
  private mutating func spellsOneReading(_ record: Grammar.TemplateRecord, depth depthCount: Int) -> Bool {
    replayScratch.prepare(junctions: 0, positions: 0, depth: depthCount)
    let slots = grammar.slotParameters[Int(record.slotStart)..<Int(record.slotEnd)]
    for (depth, step) in path.enumerated() {
      stepCount += 1
      guard step.key >> 32 != 0 && step.key != applicationNameKey else {
        replayScratch.chosen[depth] = -1
        continue
      }
      guard let parameter = slots.first(where: { $0.key == step.key })?.parameter, parameter >= 0 else {
        return false
      }
      replayScratch.chosen[depth] = parameter
    }
    return true
  }

  /// The readings whose first `depth` steps fill `chosen[0..<depth]`, from the live positions
  /// on top of `branch` that agree with them.
  private mutating func enumerate(
    depth: Int, template: TemplateID, record: Grammar.TemplateRecord, namedApplication: AppID?,
    levels: [UInt32], levelStarts: [Int], alive: [Bool], branch: inout [UInt32], branchStarts: inout [Int],
    junctionBase: Int, positionBase: Int, found: inout Bool
  ) {
    let top = branchStarts[depth]..<branchStarts[depth + 1]
    let isSlot = path[depth].key >> 32 != 0 && path[depth].key != applicationNameKey
    // The parameters this step can fill, in template order; -1 for a word or the app's name.
    // Nearly always one, so a list is made only when there are more.
    let first = isSlot ? grammar.positionRecords[Int(branch[top.lowerBound])].parameter : -1
    var others: [Int32] = []
    if isSlot {
      for index in top {
        let parameter = grammar.positionRecords[Int(branch[index])].parameter
        if parameter != first && !others.contains(parameter) { others.append(parameter) }
      }
    }
    for choice in 0...others.count {
      let parameter = choice == 0 ? first : others[choice - 1]
      if stepCount > limits.steps {
        isTruncated = true
        return
      }
      replayScratch.chosen[depth] = parameter
      if depth == path.count - 1 {
        if recordsPositions {
          concretePath(parameter: parameter, branch: branch, branchStarts: branchStarts, record: record)
        }
        found = report(template, record, namedApplication) || found
        continue
      }
      // The next step's live positions reachable from this step's positions that fill `parameter`.
      let positionStamp = replayScratch.nextStamp()
      for index in levelStarts[depth + 1]..<levelStarts[depth + 2] where alive[index] {
        replayScratch.positionMarks[Int(levels[index]) - positionBase] = positionStamp
      }
      let stamp = replayScratch.nextStamp()
      for index in top where !isSlot || grammar.positionRecords[Int(branch[index])].parameter == parameter {
        replayScratch.push(Int(grammar.positionRecords[Int(branch[index])].exit) - junctionBase, stamp: stamp)
      }
      let nextStart = branch.count
      let marks = replayScratch.positionMarks
      drainQueue(stamp: stamp, junctionBase: junctionBase) { position in
        if marks[Int(position) - positionBase] == positionStamp { branch.append(position) }
      }
      branch[nextStart...].sort()
      branchStarts.append(branch.count)
      enumerate(
        depth: depth + 1, template: template, record: record, namedApplication: namedApplication,
        levels: levels, levelStarts: levelStarts, alive: alive, branch: &branch, branchStarts: &branchStarts,
        junctionBase: junctionBase, positionBase: positionBase, found: &found)
      branchStarts.removeLast()
      branch.removeSubrange(nextStart...)
    }
  }

  /// Visits every junction reachable from those queued with `stamp`, each once (counting a
  /// step for each), and hands every position they enter to `visit`.
  private mutating func drainQueue(stamp: UInt32, junctionBase: Int, _ visit: (UInt32) -> Void) {
    while let local = replayScratch.pending.popLast() {
      stepCount += 1
      let junction = local + junctionBase
      for index in grammar.enteredRange(of: junction) { visit(grammar.junctionEnters[index]) }
      for index in grammar.passRange(of: junction) {
        replayScratch.push(Int(grammar.junctionPasses[index]) - junctionBase, stamp: stamp)
      }
    }
  }

  /// Marks, with a new stamp in `junctionMarks`, every junction of a template from which one of
  /// `targets` can be entered; returns the stamp. Moves only go to higher junctions, so one
  /// sweep down the template's junctions decides each from those above it.
  private mutating func markJunctions(leadingTo targets: some Sequence<UInt32>, in record: Grammar.TemplateRecord)
    -> UInt32
  {
    let junctionBase = Int(record.junctionStart)
    let positionBase = Int(record.positionStart)
    let targetStamp = replayScratch.nextStamp()
    for position in targets { replayScratch.positionMarks[Int(position) - positionBase] = targetStamp }
    let stamp = replayScratch.nextStamp()
    for junction in stride(from: Int(record.junctionEnd) - 1, through: junctionBase, by: -1) {
      stepCount += 1
      var leads = false
      for index in grammar.enteredRange(of: junction)
      where replayScratch.positionMarks[Int(grammar.junctionEnters[index]) - positionBase] == targetStamp {
        leads = true
        break
      }
      if !leads {
        for index in grammar.passRange(of: junction)
        where replayScratch.junctionMarks[Int(grammar.junctionPasses[index]) - junctionBase] == stamp {
          leads = true
          break
        }
      }
      if leads { replayScratch.junctionMarks[junction - junctionBase] = stamp }
    }
    return stamp
  }

  /// One path of template positions that spells the current reading, for coverage: the
  /// first position of the last step, then backwards, the first that leads to the one after.
  private mutating func concretePath(
    parameter: Int32, branch: [UInt32], branchStarts: [Int], record: Grammar.TemplateRecord
  ) {
    let junctionBase = Int(record.junctionStart)
    let last = path.count - 1
    var next = branch[branchStarts[last]..<branchStarts[last + 1]].first {
      parameter < 0 || grammar.positionRecords[Int($0)].parameter == parameter
    }!
    replayScratch.positions[last] = Int(next)
    for depth in stride(from: last - 1, through: 0, by: -1) {
      let stamp = markJunctions(leadingTo: CollectionOfOne(next), in: record)
      let chosen = replayScratch.chosen[depth]
      next = branch[branchStarts[depth]..<branchStarts[depth + 1]].first {
        (chosen < 0 || grammar.positionRecords[Int($0)].parameter == chosen)
          && replayScratch.junctionMarks[Int(grammar.positionRecords[Int($0)].exit) - junctionBase] == stamp
      }!
      replayScratch.positions[depth] = Int(next)
    }
  }

  /// Records the reading that `replayScratch.chosen` spells, keeping the best matches when
  /// more than ``MatchLimits/matches`` are found.
  private mutating func report(
    _ template: TemplateID, _ record: Grammar.TemplateRecord, _ namedApplication: AppID?
  ) -> Bool {
    stepCount += 1
    let parameters = grammar.parameterLists[Int(record.parameterList)]
    var captures: [Capture] = []
    var problems: [SlotProblem] = []
    var literal = 0
    var name = 0
    var text = 0
    var value = 0
    for (index, step) in path.enumerated() {
      let width = step.end - step.start
      if step.key >> 32 == 0 {
        literal += width
        continue
      }
      if step.key == applicationNameKey {
        name += width
        continue
      }
      let parameter = Int(replayScratch.chosen[index])
      let capture = Capture(parameter: parameter, tokens: step.start..<step.end, value: step.value)
      if case .text = step.value { text += width } else { value += width }
      problems += Self.problems(with: capture, type: parameters[parameter].type)
      captures.append(capture)
    }
    let match = GrammarMatch(
      template: template, namedApplication: namedApplication, captures: captures, problems: problems,
      literalTokenCount: literal, nameTokenCount: name, textTokenCount: text, valueTokenCount: value,
      positions: recordsPositions ? Array(replayScratch.positions[0..<path.count]) : nil)
    keep(match)
    // A match was reached, kept or not: the path is no dead end.
    return true
  }

  /// Adds a match; once ``MatchLimits/matches`` are kept, a new one replaces the worst kept
  /// only if it ranks better (see ``GrammarMatch/ranksBefore(_:)``), so where the limit
  /// cuts does not decide who wins.
  private mutating func keep(_ match: GrammarMatch) {
    guard matches.count >= limits.matches else {
      matches.append(match)
      return
    }
    isTruncated = true
    guard limits.matches > 0 else { return }
    if worstKept == nil {
      worstKept = matches.indices.max { matches[$0].ranksBefore(matches[$1]) }
    }
    guard let worst = worstKept, match.ranksBefore(matches[worst]) else { return }
    matches[worst] = match
    worstKept = nil
  }

  static func problems(with capture: Capture, type: ValueType) -> [SlotProblem] {
    problems(of: capture.value, tokens: capture.tokens, type: type, parameter: capture.parameter)
  }

  /// Why a value read from some tokens does not fit a parameter's type, if it does not.
  static func problems(of value: SlotValue, tokens: Range<Int>, type: ValueType, parameter: Int) -> [SlotProblem] {
    switch (type, value) {
    case (.integer(let bounds), .number(let number)), (.ordinal(let bounds), .number(let number)):
      if number.rounded() != number { return [.notWhole(parameter: parameter, value: number)] }
      if abs(number) > SlotProblem.exactIntegerLimit { return [.notExact(parameter: parameter, value: number)] }
      return problems(parameter, number, bounds)
    case (.decimal(let bounds), .number(let number)):
      return problems(parameter, number, bounds)
    case (.text(let maxWords?), _) where tokens.count > maxWords:
      return [.tooManyWords(parameter: parameter, count: tokens.count, maximum: maxWords)]
    case (.measurement(let dimension, let unit, let bounds), .measurement(let number, let spoken)):
      guard let converted = ValueRecognizers.convert(number, from: spoken, to: unit, in: dimension) else {
        return [.unknownUnit(parameter: parameter, unit: spoken ?? unit)]
      }
      return problems(parameter, converted, bounds)
    case (.duration(let bounds), .duration(let seconds)):
      return problems(parameter, seconds, bounds)
    case (.list(let element, let maxCount), .list(let items)):
      if let maxCount, items.count > maxCount {
        return [.tooManyItems(parameter: parameter, count: items.count, maximum: maxCount)]
      }
      return items.flatMap { problems(of: $0.value, tokens: $0.tokens, type: element, parameter: parameter) }
    default:
      return []
    }
  }

  private static func problems(_ parameter: Int, _ value: Double, _ bounds: ValueBounds) -> [SlotProblem] {
    if let minimum = bounds.min, value < minimum {
      return [.belowMinimum(parameter: parameter, value: value, minimum: minimum)]
    }
    if let maximum = bounds.max, value > maximum {
      return [.aboveMaximum(parameter: parameter, value: value, maximum: maximum)]
    }
    if let step = bounds.step, step > 0 {
      let steps = (value - (bounds.min ?? 0)) / step
      if abs(steps - steps.rounded()) > 1e-9 { return [.offStep(parameter: parameter, value: value, step: step)] }
    }
    return []
  }
}
