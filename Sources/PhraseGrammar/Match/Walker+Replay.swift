extension Walker {
  /// Replays a template's position automaton along the path and records each distinct reading.
  ///
  /// Readings differ only in which parameter each slot step fills, so the replay never
  /// walks the template's paths one by one (`[a]` written 28 times has 40 million paths
  /// through 14 a's): a forward pass keeps, at each step, the set of positions that can read
  /// it; a backward pass keeps those from which the end is still reachable; then a
  /// depth-first search branches only where a slot step can fill different parameters, so
  /// every branch is a distinct reading and none is a dead end. All of it counts as steps.
  mutating func replay(_ template: TemplateID, namedApplication: AppID?) -> Bool {
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
    var levels = replayScratch.levels.takeEmptied()
    defer { replayScratch.levels = levels }
    levels.starts.append(0)
    for depth in 0..<depthCount {
      let key = path[depth].key
      let stamp = replayScratch.nextStamp()
      if depth == 0 {
        replayScratch.push(Int(record.junctionStart) - junctionBase, stamp: stamp)
      } else {
        for index in levels.run(depth - 1) {
          replayScratch.push(
            Int(grammar.positionRecords[Int(levels.positions[index])].exit) - junctionBase, stamp: stamp)
        }
      }
      let grammar = self.grammar
      drainQueue(stamp: stamp, junctionBase: junctionBase) { position in
        if grammar.positionRecords[Int(position)].key == key { levels.positions.append(position) }
      }
      guard levels.positions.count > levels.starts[depth] else { return false }
      levels.starts.append(levels.positions.count)
      if stepCount > limits.steps {
        isTruncated = true
        return false
      }
    }
    if levels.positions.count == depthCount {
      // One position per step: one path, one reading.
      guard grammar.positionRecords[Int(levels.positions[depthCount - 1])].isLast else { return false }
      for depth in 0..<depthCount {
        let parameter = grammar.positionRecords[Int(levels.positions[depth])].parameter
        replayScratch.chosen[depth] = parameter
        replayScratch.positions[depth] = Int(levels.positions[depth])
      }
      return report(template, record, namedApplication)
    }
    // Only positions that end an utterance may end the path.
    var alive = replayScratch.alive
    replayScratch.alive = []
    defer { replayScratch.alive = alive }
    alive.empty()
    alive.append(contentsOf: repeatElement(true, count: levels.positions.count))
    var anyLast = false
    for index in levels.run(depthCount - 1) {
      alive[index] = grammar.positionRecords[Int(levels.positions[index])].isLast
      anyLast = anyLast || alive[index]
    }
    guard anyLast else { return false }
    // Backward: keep the positions from which a live position of the next step is reachable.
    for depth in stride(from: depthCount - 2, through: 0, by: -1) {
      let stamp = markJunctions(
        leadingTo: levels.run(depth + 1).lazy.filter { alive[$0] }.map { levels.positions[$0] },
        in: record)
      for index in levels.run(depth) {
        let exit = Int(grammar.positionRecords[Int(levels.positions[index])].exit) - junctionBase
        alive[index] = replayScratch.junctionMarks[exit] == stamp
      }
    }
    if stepCount > limits.steps {
      isTruncated = true
      return false
    }

    // Branch where a slot step can fill different parameters.
    var branch = replayScratch.branch.takeEmptied()
    defer { replayScratch.branch = branch }
    for index in levels.run(0) where alive[index] { branch.positions.append(levels.positions[index]) }
    branch.starts.append(0)
    branch.starts.append(branch.positions.count)
    var found = false
    enumerate(
      depth: 0, template: template, record: record, namedApplication: namedApplication,
      levels: levels, alive: alive, branch: &branch,
      junctionBase: junctionBase, positionBase: positionBase, found: &found)
    return found
  }

  /// Whether every slot step of the path has a key that fills one parameter of the template;
  /// if so, `replayScratch.chosen` holds the path's one reading.
  private mutating func spellsOneReading(_ record: Grammar.TemplateRecord, depth depthCount: Int) -> Bool {
    replayScratch.prepare(junctions: 0, positions: 0, depth: depthCount)
    let slots = grammar.slotParameters[Int(record.slotStart)..<Int(record.slotEnd)]
    for (depth, step) in path.steps.enumerated() {
      stepCount += 1
      guard GrammarSymbol.isSlot(key: step.key) else {
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
    levels: PositionRuns, alive: [Bool], branch: inout PositionRuns,
    junctionBase: Int, positionBase: Int, found: inout Bool
  ) {
    let top = branch.run(depth)
    let isSlot = GrammarSymbol.isSlot(key: path[depth].key)
    // The parameters this step can fill, in template order; -1 for a word or the app's name.
    // Nearly always one, so a list is made only when there are more.
    let first = isSlot ? grammar.positionRecords[Int(branch.positions[top.lowerBound])].parameter : -1
    var others: [Int32] = []
    if isSlot {
      for index in top {
        let parameter = grammar.positionRecords[Int(branch.positions[index])].parameter
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
          concretePath(parameter: parameter, branch: branch, record: record)
        }
        found = report(template, record, namedApplication) || found
        continue
      }
      // The next step's live positions reachable from this step's positions that fill `parameter`.
      let positionStamp = replayScratch.nextStamp()
      for index in levels.run(depth + 1) where alive[index] {
        replayScratch.positionMarks[Int(levels.positions[index]) - positionBase] = positionStamp
      }
      let stamp = replayScratch.nextStamp()
      for index in top where !isSlot || grammar.positionRecords[Int(branch.positions[index])].parameter == parameter {
        replayScratch.push(Int(grammar.positionRecords[Int(branch.positions[index])].exit) - junctionBase, stamp: stamp)
      }
      let nextStart = branch.positions.count
      let marks = replayScratch.positionMarks
      drainQueue(stamp: stamp, junctionBase: junctionBase) { position in
        if marks[Int(position) - positionBase] == positionStamp { branch.positions.append(position) }
      }
      branch.positions[nextStart...].sort()
      branch.starts.append(branch.positions.count)
      enumerate(
        depth: depth + 1, template: template, record: record, namedApplication: namedApplication,
        levels: levels, alive: alive, branch: &branch,
        junctionBase: junctionBase, positionBase: positionBase, found: &found)
      branch.starts.removeLast()
      branch.positions.removeSubrange(nextStart...)
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
    parameter: Int32, branch: PositionRuns, record: Grammar.TemplateRecord
  ) {
    let junctionBase = Int(record.junctionStart)
    let last = path.count - 1
    var next = branch.positions[branch.run(last)].first {
      parameter < 0 || grammar.positionRecords[Int($0)].parameter == parameter
    }!
    replayScratch.positions[last] = Int(next)
    for depth in stride(from: last - 1, through: 0, by: -1) {
      let stamp = markJunctions(leadingTo: CollectionOfOne(next), in: record)
      let chosen = replayScratch.chosen[depth]
      next = branch.positions[branch.run(depth)].first {
        (chosen < 0 || grammar.positionRecords[Int($0)].parameter == chosen)
          && replayScratch.junctionMarks[Int(grammar.positionRecords[Int($0)].exit) - junctionBase] == stamp
      }!
      replayScratch.positions[depth] = Int(next)
    }
  }
}
