import DataFormats
import PhraseGrammar
import Router

/// One slot of a recognition: its value, the words it came from, and whether a wildcard took them.
public struct HassilSlot: Hashable, Sendable {
  /// The slot's name.
  public var name: String
  /// Its value, as hassil reports it.
  public var value: HassilValue
  /// The words as said (empty for a block's fixed slots and slots copied from the context).
  public var text: String
  /// Whether a wildcard took the words.
  public var isWildcard: Bool = false
  /// The list value's metadata, or the context value's.
  public var metadata: HassilValue?
}

/// What hassil's `recognize_best` gives for a sentence: the intent, its slots and the block's data.
public struct HassilResult: Hashable, Sendable {
  /// The intent recognized.
  public var intent: String
  /// The slots by name, in the order each name first came (a later value of a name wins).
  public var slots: [HassilSlot]
  /// The intent context after matching: the initial context and the matched values' contexts.
  public var context: [HassilMember]
  /// The matched block's metadata.
  public var metadata: HassilValue?
  /// The name of the block's response (`default` when it names none).
  public var response: String
  /// The sentence template that matched, as written.
  public var template: String

  /// The value of a slot.
  public func slot(_ name: String) -> HassilSlot? { slots.first { $0.name == name } }
}

/// The lexicon mask of one fixture set: which list values a test's home has.
public struct HassilFixture: Sendable {
  /// The fixture set's index in the bundle, or nil for none.
  public var index: Int?
  /// The list values the home has, as the `MatchOptions/lexiconMask` of its matches.
  public var mask: LexiconMask { matching.options.lexiconMask }
  /// The options of its matches, made once rather than per sentence, and shared by copies.
  let matching: Matching

  final class Matching: Sendable {
    let options: MatchOptions
    init(_ options: MatchOptions) { self.options = options }
  }

  init(index: Int?, mask: LexiconMask) {
    self.index = index
    matching = Matching(MatchOptions(lexiconMask: mask))
  }
}

/// A compiled bundle: recognizes a sentence as hassil's `recognize_best` does, through the shared grammar.
///
/// Every sentence goes through `Grammar.matches(_:options:)`, with the
/// fixture set's `LexiconMask`, once per distinct skip-word reading (usually
/// one). Each complete match is then given hassil's meaning: list values and
/// their context, range bounds, fractions, multiplier and number words,
/// wildcard text, the block's
/// `requires_context` and `excludes_context` (copying context values into
/// slots), its fixed slots and metadata; and the matches are ranked as
/// `recognize_best(…, best_slot_name="name")` ranks its results.
public final class HassilRecognizer: Sendable {
  /// The grammar every template of the bundle is compiled into.
  public let grammar: Grammar
  /// The bundle's language.
  public let language: String
  let intentNames: [String]
  /// Each intent's place when intent names are sorted (hassil's last tie-breaker).
  let intentRanks: [Int]
  let blocks: [BlockInfo]
  let templates: [TemplateInfo]
  let lists: [ValueList]
  /// Per lexicon id: -1 admits every entry, -2 none (helper lexicons), else the first entry's flag index
  /// (the rows of a `LexiconMask`).
  let lexiconBases: [Int32]
  let fixtureIDs: [String]
  let fixtureFlags: [[Bool]]
  let globalFlags: [Bool]
  /// Skip phrases as token ids, longest first.
  let skipPhrases: [[TokenID]]
  /// Interned context keys: every key a block's context rule names.
  let contextKeys: [String: Int32]
  /// The interned context keys' names, by id.
  let contextKeyNames: [String]
  /// Whether a skip phrase starts with a token, by token id.
  let startsSkipPhrase: [Bool]
  /// What could not be imported.
  public let warnings: [Diagnostic]
  private let fixtures: [HassilFixture]
  private let noFixture: HassilFixture

  /// The best-slot name of `recognize_best` in Home Assistant's tests.
  static let bestSlotName = "name"

  init(
    grammar: Grammar, language: String, intentNames: [String], intentRanks: [Int], blocks: [BlockInfo],
    templates: [TemplateInfo], lists: [ValueList], lexiconBases: [Int32], fixtureIDs: [String],
    fixtureFlags: [[Bool]], globalFlags: [Bool], skipPhrases: [[TokenID]],
    contextKeys: [String: Int32], warnings: [Diagnostic]
  ) {
    self.contextKeys = contextKeys
    var names = [String](repeating: "", count: contextKeys.count)
    for (name, id) in contextKeys { names[Int(id)] = name }
    contextKeyNames = names
    var starts = [Bool](repeating: false, count: grammar.vocabularySize + 1)
    for phrase in skipPhrases {
      if let first = phrase.first, Int(first.rawValue) < starts.count { starts[Int(first.rawValue)] = true }
    }
    startsSkipPhrase = starts
    self.grammar = grammar
    self.language = language
    self.intentNames = intentNames
    self.intentRanks = intentRanks
    self.blocks = blocks
    self.templates = templates
    self.lists = lists
    self.lexiconBases = lexiconBases
    self.fixtureIDs = fixtureIDs
    self.fixtureFlags = fixtureFlags
    self.globalFlags = globalFlags
    self.skipPhrases = skipPhrases
    self.warnings = warnings
    fixtures = fixtureFlags.enumerated().map { index, flags in
      HassilFixture(index: index, mask: LexiconMask(rows: lexiconBases, allowed: flags))
    }
    noFixture = HassilFixture(index: nil, mask: LexiconMask(rows: lexiconBases, allowed: globalFlags))
  }

  /// The number of templates compiled.
  public var templateCount: Int { templates.count }

  /// The mask of a fixture set by id; nil when the bundle has no such set.
  public func fixture(_ id: String) -> HassilFixture? {
    fixtureIDs.firstIndex(of: id).map { fixtures[$0] }
  }

  /// The mask that admits only the bundle's global list values.
  public var globalFixture: HassilFixture { noFixture }

  /// A fixture set's mask with its `name` values reduced to those whose text occurs in a sentence
  /// (the repository's legacy test narrows the list so).
  public func fixture(_ id: String, narrowedTo sentence: String, listName: String = "name") -> HassilFixture? {
    guard let index = fixtureIDs.firstIndex(of: id) else { return nil }
    var flags = fixtureFlags[index]
    let lowered = sentence.lowercased()
    for list in lists where lexiconBases.indices.contains(Int(list.lexicon.rawValue)) {
      guard list.key == "f:\(listName)" else { continue }
      let base = Int(lexiconBases[Int(list.lexicon.rawValue)])
      guard base >= 0 else { continue }
      for (entry, value) in list.values.enumerated() where base + entry < flags.count {
        if !lowered.contains(HassilText.trimmed(value.input).lowercased()) { flags[base + entry] = false }
      }
    }
    return HassilFixture(index: index, mask: LexiconMask(rows: lexiconBases, allowed: flags))
  }
}

// MARK: - Recognition

extension HassilRecognizer {
  /// Recognizes a sentence in a fixture set's home with an initial intent context.
  ///
  /// - Returns: the best result as hassil's `recognize_best` with `best_slot_name="name"` ranks
  ///   them, or nil when no template matches.
  public func recognize(_ sentence: String, fixture: HassilFixture? = nil, context: [HassilMember] = [])
    -> HassilResult?
  {
    var workspace = MatchWorkspace()
    return recognize(sentence, fixture: fixture, context: context, workspace: &workspace)
  }

  /// Recognizes a sentence, reusing a workspace's memory (pass the same one for every sentence of a run).
  public func recognize(
    _ sentence: String, fixture: HassilFixture? = nil, context: [HassilMember] = [], workspace: inout MatchWorkspace
  ) -> HassilResult? {
    let matching = fixture?.matching ?? noFixture.matching
    let original = grammar.utterance(sentence)
    let removal = skipRemoval(in: original.ids)
    var search = Search(recognizer: self, initialContext: context)

    guard let removal else {
      let rest = search.consider(
        grammar.matches(original, options: matching.options, workspace: &workspace).matches, in: original,
        reading: 0, variants: Variant.all, hadRemoval: false, withoutSkips: original)
      workspace.recycle(consume rest)
      return search.result(in: original)
    }
    // Distinct readings: with skip words, without any, without those at the end, without those at the start.
    let readings: [(removed: [Range<Int>], variant: Variant)] = [
      ([], .withSkipWords), (removal.all, .withoutSkipWords), (removal.atEnd, .withoutTrailing),
      (removal.atStart, .withoutLeading),
    ]
    var groups: [(removed: [Range<Int>], variants: Variant)] = []
    for reading in readings {
      if let index = groups.firstIndex(where: { $0.removed == reading.removed }) {
        groups[index].variants.insert(reading.variant)
      } else {
        groups.append((reading.removed, reading.variant))
      }
    }
    let utterances = groups.map { $0.removed.isEmpty ? original : removing($0.removed, from: original) }
    let withoutSkips = utterances[groups.firstIndex { $0.variants.contains(.withoutSkipWords) } ?? 0]
    var sameAsWithout: Variant = []
    for group in groups where group.variants.contains(.withoutSkipWords) { sameAsWithout = group.variants }
    search.sameAsWithoutSkipWords = sameAsWithout
    for (reading, (group, utterance)) in zip(groups, utterances).enumerated() {
      let rest = search.consider(
        grammar.matches(utterance, options: matching.options, workspace: &workspace).matches, in: utterance,
        reading: reading, variants: group.variants, hadRemoval: true, withoutSkips: withoutSkips)
      workspace.recycle(consume rest)
    }
    guard let reading = search.best?.reading else { return nil }
    return search.result(in: utterances[reading])
  }

  /// Which skip-word readings of the sentence an utterance is.
  struct Variant: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let withSkipWords = Variant(rawValue: 1)
    static let withoutSkipWords = Variant(rawValue: 2)
    static let withoutTrailing = Variant(rawValue: 4)
    static let withoutLeading = Variant(rawValue: 8)
    static let all: Variant = [.withSkipWords, .withoutSkipWords, .withoutTrailing, .withoutLeading]
  }

  /// The token ranges of skip phrases: everywhere, repeatedly at the start, and repeatedly at the end.
  struct SkipRemoval {
    var all: [Range<Int>]
    var atStart: [Range<Int>]
    var atEnd: [Range<Int>]
  }

  /// Finds skip phrases as hassil removes them; nil when the sentence has none.
  func skipRemoval(in ids: [TokenID]) -> SkipRemoval? {
    guard !skipPhrases.isEmpty else { return nil }
    guard
      ids.contains(where: { Int($0.rawValue) < startsSkipPhrase.count && startsSkipPhrase[Int($0.rawValue)] })
    else { return nil }
    func phrase(at position: Int) -> Int? {
      for phrase in skipPhrases where position + phrase.count <= ids.count {
        var equal = true
        for (offset, id) in phrase.enumerated() where ids[position + offset] != id {
          equal = false
          break
        }
        if equal { return phrase.count }
      }
      return nil
    }
    var all: [Range<Int>] = []
    var position = 0
    while position < ids.count {
      if let length = phrase(at: position) {
        all.append(position..<(position + length))
        position += length
      } else {
        position += 1
      }
    }
    guard !all.isEmpty else { return nil }
    var atStart: [Range<Int>] = []
    position = 0
    while position < ids.count, let length = phrase(at: position) {
      atStart.append(position..<(position + length))
      position += length
    }
    var atEnd: [Range<Int>] = []
    var end = ids.count
    while end > 0 {
      var longest = 0
      for phrase in skipPhrases where phrase.count <= end && phrase.count > longest {
        if ids[(end - phrase.count)..<end].elementsEqual(phrase) { longest = phrase.count }
      }
      guard longest > 0 else { break }
      atEnd.insert((end - longest)..<end, at: 0)
      end -= longest
    }
    return SkipRemoval(all: all, atStart: atStart, atEnd: atEnd)
  }

  /// The utterance with some tokens' text replaced by a space.
  func removing(_ ranges: [Range<Int>], from utterance: Utterance) -> Utterance {
    let bytes = Array(utterance.text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var cursor = 0
    for range in ranges {
      let start = utterance.sourceRange(range.lowerBound).lowerBound
      let end = utterance.sourceRange(range.upperBound - 1).upperBound
      result += bytes[cursor..<start]
      result.append(UInt8(ascii: " "))
      cursor = end
    }
    result += bytes[cursor...]
    return grammar.utterance(String(decoding: result, as: UTF8.self))
  }
}

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
struct Search {
  let recognizer: HassilRecognizer
  let initialContext: [HassilMember]
  var sameAsWithoutSkipWords: HassilRecognizer.Variant = []
  var best: Best?
  var keywordCache: [Int: Bool] = [:]

  struct Best {
    var rank: HassilRank
    var match: GrammarMatch
    /// Which of the sentence's readings (``HassilRecognizer/Variant`` groups) it matched, in the
    /// order they were considered: the caller hands that utterance to ``result(in:)``.
    var reading: Int
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

  /// Ranks one reading's matches (number `reading` of the sentence's) against the best so far;
  /// a better one is moved out of them. Returns the rest, whose memory the caller may recycle.
  mutating func consider(
    _ matches: consuming [GrammarMatch], in utterance: Utterance, reading: Int, variants: HassilRecognizer.Variant,
    hadRemoval: Bool, withoutSkips: Utterance
  ) -> [GrammarMatch] {
    var matches = matches
    guard !matches.isEmpty else { return matches }
    let total = HassilText.characterCount(of: 0..<utterance.count, in: utterance)
    var bestHere: (index: Int, rank: HassilRank)?
    for index in matches.indices where matches[index].problems.isEmpty {
      let templateIndex = Int(matches[index].template.rawValue)
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
          matches[index].captures, index: index, template: template, candidate: candidate, utterance: utterance,
          total: total)
      else { continue }
      // The rank read through the optional: binding `best` itself would copy the match.
      if let bestRank = bestHere?.rank ?? best?.rank, !(rank < bestRank) { continue }
      bestHere = (index, rank)
    }
    guard let bestHere else { return matches }
    if bestHere.index != matches.count - 1 { matches.swapAt(bestHere.index, matches.count - 1) }
    best = Best(rank: bestHere.rank, match: matches.removeLast(), reading: reading)
    return matches
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
  func actual(_ key: Int32, in captures: [Capture], template: HassilRecognizer.TemplateInfo) -> HassilValue? {
    for capture in captures.reversed() {
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
    _ captures: [Capture], index: Int, template: HassilRecognizer.TemplateInfo, candidate: Int,
    utterance: Utterance, total: Int
  ) -> HassilRank? {
    let block = recognizer.blocks[template.block]
    var literal = total
    var wildcards = 0
    var wildcardLength = 0
    var name: Int??
    var hasValueContext = false
    for capture in captures {
      let parameter = template.parameters[capture.parameter]
      let span = capture.tokens
      literal -= HassilText.characterCount(of: capture, in: utterance)
      var isWildcard = false
      switch parameter.kind {
      case .values(let list, let admitted):
        guard case .entry(_, let entry) = capture.value else { return nil }
        if let admitted, !admitted[Int(entry)] { return nil }
        if !recognizer.lists[list].values[Int(entry)].contextKeys.isEmpty { hasValueContext = true }
      case .range(let range, let spellings):
        guard case .number(let number) = capture.value, range.accepts(number),
          let reading = HassilText.numberReading(span, in: utterance, range: range, spellings: spellings)
        else { return nil }
        if reading == .words { literal += HassilText.spokenLength(span, in: utterance) }
      case .wildcard:
        isWildcard = true
        wildcards += 1
        wildcardLength += HassilText.spokenLength(capture, in: utterance)
      }
      if parameter.isBestSlot && !parameter.isCapture {
        name = isWildcard ? .some(nil) : .some(HassilText.spokenLength(capture, in: utterance))
      }
    }
    for rule in block.excludes {
      let value = hasValueContext ? actual(rule.keyID, in: captures, template: template) : initial(rule.keyID)
      if !rule.avoids(value) { return nil }
    }
    for rule in block.requires {
      let value = hasValueContext ? actual(rule.keyID, in: captures, template: template) : initial(rule.keyID)
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

  /// The winner's result: its slots as hassil lists them, its context and the block's data;
  /// `utterance` is the reading it matched.
  mutating func result(in utterance: Utterance) -> HassilResult? {
    // Moved out rather than copied: the search ends here.
    guard let best = best.take() else { return nil }
    let template = recognizer.templates[Int(best.match.template.rawValue)]
    let block = recognizer.blocks[template.block]
    var context = initialContext
    var slots: [HassilSlot] = []
    slots.reserveCapacity(best.match.captures.count + block.slots.count + block.requires.count)
    for capture in best.match.captures {
      let parameter = template.parameters[capture.parameter]
      let text = HassilText.spoken(capture, in: utterance)
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
  private static func add(_ slot: consuming HassilSlot, to slots: inout [HassilSlot]) {
    if let existing = slots.firstIndex(where: { $0.name == slot.name }) {
      slots[existing] = slot
    } else {
      slots.append(slot)
    }
  }
}
