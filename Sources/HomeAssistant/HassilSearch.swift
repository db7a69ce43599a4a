import PhraseGrammar

/// hassil's ranking of one result, lowest first: a `name` slot (longest text
/// first), fewer wildcards, more literal characters, less wildcard text, the
/// intent's name; then the order hassil yields results in.
struct HassilRank: Comparable {
  var hasNoName: Bool
  var negativeNameLength: Int
  var wildcards: Int
  var negativeLiteral: Int
  var wildcardLength: Int
  var intentRank: Int
  var block: Int
  var sentence: Int
  var candidate: Int
  var match: Int

  /// hassil's sort key.
  var key: (Int, Int, Int, Int, Int, Int) {
    (hasNoName ? 1 : 0, negativeNameLength, wildcards, negativeLiteral, wildcardLength, intentRank)
  }

  /// The order hassil yields results in, which its stable sort keeps among equal keys.
  var order: (Int, Int, Int, Int) { (block, sentence, candidate, match) }

  static func < (lhs: HassilRank, rhs: HassilRank) -> Bool {
    lhs.key < rhs.key || (lhs.key == rhs.key && lhs.order < rhs.order)
  }

  static func == (lhs: HassilRank, rhs: HassilRank) -> Bool {
    lhs.key == rhs.key && lhs.order == rhs.order
  }
}

/// The best result so far among the matches of one sentence's readings.
///
/// Each match is first ranked without building its result: the checks that
/// can reject it (values' contexts, ranges, the block's context rules) and
/// the parts of hassil's sort key need only token lengths and interned
/// context keys. Only the winner's slots and context are built.
struct HassilSearch {
  let recognizer: HassilRecognizer
  let initialContext: [HassilMember]
  var sameAsWithoutSkipWords: HassilRecognizer.Variant = []
  var best: Best?
  var keywordCache: [Int: Bool] = [:]

  struct Best {
    var rank: HassilRank
    var match: GrammarMatch
    var template: Int
    var utterance: Utterance
  }

  init(recognizer: HassilRecognizer, initialContext: [HassilMember]) {
    self.recognizer = recognizer
    self.initialContext = initialContext
  }

  /// The readings hassil tries a template on, in its order.
  func candidates(for shape: HassilTemplateShape, hadRemoval: Bool) -> [HassilRecognizer.Variant] {
    let primary: HassilRecognizer.Variant
    switch shape {
    case .wholeWildcard: primary = .withSkipWords
    case .startsWithWildcard: primary = .withoutTrailing
    case .endsWithWildcard: primary = .withoutLeading
    case .other: primary = .withoutSkipWords
    }
    guard hadRemoval, primary != .withSkipWords, sameAsWithoutSkipWords.contains(primary) else { return [primary] }
    return [.withSkipWords, primary]
  }

  mutating func consider(
    _ matches: [GrammarMatch], in utterance: Utterance, variants: HassilRecognizer.Variant, hadRemoval: Bool,
    withoutSkips: Utterance
  ) {
    guard !matches.isEmpty else { return }
    let total = HassilText.characterCount(of: 0..<utterance.count, in: utterance)
    for (index, match) in matches.enumerated() where match.problems.isEmpty {
      let templateIndex = Int(match.template.rawValue)
      let template = recognizer.templates[templateIndex]
      let candidate: Int
      if hadRemoval {
        guard let found = candidates(for: template.shape, hadRemoval: true).firstIndex(where: { variants.contains($0) })
        else { continue }
        candidate = found
      } else {
        candidate = 0
      }
      guard admitsBlock(template.block, withoutSkips: withoutSkips),
        let rank = rank(
          match, index: index, template: template, candidate: candidate, utterance: utterance, total: total)
      else { continue }
      if let best, !(rank < best.rank) { continue }
      best = Best(rank: rank, match: match, template: templateIndex, utterance: utterance)
    }
  }

  /// hassil's checks before matching a block: required keywords, and the initial context.
  mutating func admitsBlock(_ index: Int, withoutSkips: Utterance) -> Bool {
    let block = recognizer.blocks[index]
    if let keywords = block.keywords {
      if let known = keywordCache[index] {
        if !known { return false }
      } else {
        let ids = withoutSkips.ids
        let found = keywords.contains { keyword in
          guard !keyword.isEmpty, keyword.count <= ids.count else { return false }
          return (0...(ids.count - keyword.count)).contains { ids[$0..<($0 + keyword.count)].elementsEqual(keyword) }
        }
        keywordCache[index] = found
        if !found { return false }
      }
    }
    if !initialContext.isEmpty {
      for rule in block.requires where !rule.admitsWhereSet(initial(rule.keyID)) { return false }
      for rule in block.excludes where !rule.avoids(initial(rule.keyID)) { return false }
    }
    return true
  }

  /// The initial context's value of an interned key.
  @inline(__always)
  func initial(_ key: Int32) -> HassilValue? {
    guard key >= 0 else { return nil }
    let name = recognizer.contextKeyNames[Int(key)]
    return initialContext.last { $0.key == name }?.value
  }

  /// The final context's value of an interned key: the last matched value's context that sets it, else the initial context.
  func actual(_ key: Int32, in match: GrammarMatch, template: HassilRecognizer.TemplateInfo) -> HassilValue? {
    for capture in match.captures.reversed() {
      guard case .values(let list, _) = template.parameters[capture.parameter].kind,
        case .entry(_, let entry) = capture.value
      else { continue }
      for member in recognizer.lists[list].values[Int(entry)].contextKeys where member.key == key {
        return member.value
      }
    }
    return initial(key)
  }

  /// The match's place in hassil's ranking, or nil when hassil would not report it.
  func rank(
    _ match: GrammarMatch, index: Int, template: HassilRecognizer.TemplateInfo, candidate: Int,
    utterance: Utterance, total: Int
  ) -> HassilRank? {
    let block = recognizer.blocks[template.block]
    var literal = total
    var wildcards = 0
    var wildcardLength = 0
    var name: Int??
    var hasValueContext = false
    let captures = match.captures
    for index in captures.indices {
      let parameter = template.parameters[captures[index].parameter]
      let span = captures[index].tokens
      literal -= HassilText.characterCount(of: span, in: utterance)
      var isWildcard = false
      switch parameter.kind {
      case .values(let list, let admitted):
        guard case .entry(_, let entry) = captures[index].value else { return nil }
        if let admitted, !admitted[Int(entry)] { return nil }
        if !recognizer.lists[list].values[Int(entry)].contextKeys.isEmpty { hasValueContext = true }
      case .range(let range, let spellings):
        guard case .number(let number) = captures[index].value, range.accepts(number),
          let reading = HassilText.numberReading(span, in: utterance, range: range, spellings: spellings)
        else { return nil }
        if reading == .words { literal += HassilText.spokenLength(span, in: utterance) }
      case .wildcard:
        isWildcard = true
        wildcards += 1
        wildcardLength += HassilText.spokenLength(span, in: utterance)
      }
      if parameter.isBestSlot && !parameter.isCapture {
        name = isWildcard ? .some(nil) : .some(HassilText.spokenLength(span, in: utterance))
      }
    }
    for rule in block.excludes {
      let value = hasValueContext ? actual(rule.keyID, in: match, template: template) : initial(rule.keyID)
      if !rule.avoids(value) { return nil }
    }
    for rule in block.requires {
      let value = hasValueContext ? actual(rule.keyID, in: match, template: template) : initial(rule.keyID)
      guard rule.isSatisfied(by: value) else { return nil }
      if name == nil, rule.copiesTo == HassilRecognizer.bestSlotName {
        name = .some(HassilContextRule.text(of: value).unicodeScalars.count)
      }
    }
    if name == nil, block.setsBestSlot { name = .some(0) }
    let nameLength = name ?? nil
    return HassilRank(
      hasNoName: nameLength == nil, negativeNameLength: -(nameLength ?? 0), wildcards: wildcards,
      negativeLiteral: -literal, wildcardLength: wildcardLength, intentRank: recognizer.intentRanks[block.intent],
      block: block.indexInIntent, sentence: template.order, candidate: candidate, match: index)
  }

  /// The winner's result: its slots as hassil lists them, its context and the block's data.
  func result() -> HassilResult? {
    guard let best else { return nil }
    let template = recognizer.templates[best.template]
    let block = recognizer.blocks[template.block]
    var context = initialContext
    var slots: [HassilSlot] = []
    slots.reserveCapacity(best.match.captures.count + block.slots.count + block.requires.count)
    for capture in best.match.captures {
      let parameter = template.parameters[capture.parameter]
      let text = HassilText.spoken(capture.tokens, in: best.utterance)
      let slot: HassilSlot
      switch parameter.kind {
      case .values(let list, _):
        guard case .entry(_, let entry) = capture.value else { continue }
        let value = recognizer.lists[list].values[Int(entry)]
        slot = HassilSlot(
          name: parameter.slot, value: value.output.isNull ? .string(text) : value.output, text: text,
          metadata: value.metadata)
        for member in value.context { context.set(member.key, member.value) }
      case .range(let range, _):
        guard case .number(let number) = capture.value else { continue }
        slot = HassilSlot(
          name: parameter.slot, value: .number(range.multiplier.map { number * $0 } ?? number), text: text)
      case .wildcard:
        slot = HassilSlot(name: parameter.slot, value: .string(text), text: text, isWildcard: true)
      }
      if !parameter.isCapture { Self.add(slot, to: &slots) }
    }
    // Fixed slots, then slots copied from the context, for names no list or range filled.
    let matched = slots.count
    for member in block.slots where !slots[0..<matched].contains(where: { $0.name == member.key }) {
      Self.add(HassilSlot(name: member.key, value: member.value, text: ""), to: &slots)
    }
    for rule in block.requires where rule.copiesTo != nil {
      guard case .some(.some(let slot)) = rule.check(context.value(for: rule.key)),
        !slots[0..<matched].contains(where: { $0.name == slot.name })
      else { continue }
      Self.add(slot, to: &slots)
    }
    return HassilResult(
      intent: recognizer.intentNames[block.intent], slots: slots, context: context, metadata: block.metadata,
      response: block.response ?? "default", template: template.text)
  }

  /// Adds a slot as a Python dict keeps it: a name already present keeps its place and takes the new value.
  private static func add(_ slot: HassilSlot, to slots: inout [HassilSlot]) {
    if let existing = slots.firstIndex(where: { $0.name == slot.name }) {
      slots[existing] = slot
    } else {
      slots.append(slot)
    }
  }
}
