import PhraseGrammar
import Router

/// One slot of a recognition: its value, the words it came from, and whether a wildcard took them.
public struct HassilSlot: Hashable, Sendable {
  public var name: String
  public var value: HassilValue
  /// The words as said (empty for a block's fixed slots and slots copied from the context).
  public var text: String
  public var isWildcard: Bool
  /// The list value's metadata, or the context value's.
  public var metadata: HassilValue?

  public init(name: String, value: HassilValue, text: String, isWildcard: Bool = false, metadata: HassilValue? = nil) {
    self.name = name
    self.value = value
    self.text = text
    self.isWildcard = isWildcard
    self.metadata = metadata
  }
}

/// What hassil's `recognize_best` gives for a sentence: the intent, its slots and the block's data.
public struct HassilResult: Hashable, Sendable {
  public var intent: String
  /// The slots by name, in the order each name first came (a later value of a name wins).
  public var slots: [HassilSlot]
  /// The intent context after matching: the initial context and the matched values' contexts.
  public var context: [HassilMember]
  /// The matched block's metadata.
  public var metadata: HassilValue?
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
  /// The list values the home has, as the ``MatchOptions/lexiconMask`` of its matches.
  public let mask: LexiconMask
}

/// A compiled bundle: recognizes a sentence as hassil's `recognize_best` does, through the shared grammar.
///
/// Every sentence goes through ``Grammar/matches(_:options:)``, with the
/// fixture set's ``LexiconMask``, once per distinct skip-word reading (usually
/// one). Each complete match is then given hassil's meaning: list values and
/// their context, range bounds, fractions, multiplier and number words,
/// wildcard text, the block's
/// `requires_context` and `excludes_context` (copying context values into
/// slots), its fixed slots and metadata; and the matches are ranked as
/// `recognize_best(…, best_slot_name="name")` ranks its results.
public final class HassilRecognizer: Sendable {
  /// The grammar every template of the bundle is compiled into.
  public let grammar: Grammar
  public let language: String
  let intentNames: [String]
  /// Each intent's place when intent names are sorted (hassil's last tie-breaker).
  let intentRanks: [Int]
  let blocks: [BlockInfo]
  let templates: [TemplateInfo]
  let lists: [ValueList]
  /// Per lexicon id: -1 admits every entry, -2 none (helper lexicons), else the first entry's flag index
  /// (the rows of a ``LexiconMask``).
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
  public let warnings: [ManifestDiagnostic]
  private let fixtures: [HassilFixture]
  private let noFixture: HassilFixture

  /// The best-slot name of `recognize_best` in Home Assistant's tests.
  static let bestSlotName = "name"

  init(
    grammar: Grammar, language: String, intentNames: [String], intentRanks: [Int], blocks: [BlockInfo],
    templates: [TemplateInfo], lists: [ValueList], lexiconBases: [Int32], fixtureIDs: [String],
    fixtureFlags: [[Bool]], globalFlags: [Bool], skipPhrases: [[TokenID]],
    contextKeys: [String: Int32], warnings: [ManifestDiagnostic]
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

  // MARK: Tables

  /// A data block of an intent, as matching needs it.
  final class BlockInfo: Sendable {
    let intent: Int
    let indexInIntent: Int
    let slots: [HassilMember]
    let requires: [HassilContextRule]
    let excludes: [HassilContextRule]
    let metadata: HassilValue?
    let response: String?
    /// The required keywords as token ids, or nil when the block has none.
    let keywords: [[TokenID]]?
    /// Whether the block's fixed slots set the best-slot name.
    let setsBestSlot: Bool

    init(
      intent: Int, indexInIntent: Int, slots: [HassilMember], requires: [HassilContextRule],
      excludes: [HassilContextRule], metadata: HassilValue?, response: String?, keywords: [[TokenID]]?
    ) {
      self.intent = intent
      self.indexInIntent = indexInIntent
      self.slots = slots
      self.requires = requires
      self.excludes = excludes
      self.metadata = metadata
      self.response = response
      self.keywords = keywords
      setsBestSlot = slots.contains { $0.key == HassilRecognizer.bestSlotName }
    }
  }

  /// A sentence template: its block, its place in hassil's order and what its slots mean.
  final class TemplateInfo: Sendable {
    let block: Int
    /// The sentence's place in hassil's order within its block.
    let order: Int
    let shape: HassilTemplateShape
    /// One per template parameter, in the grammar's parameter order.
    let parameters: [ParameterInfo]
    let text: String

    init(block: Int, order: Int, shape: HassilTemplateShape, parameters: [ParameterInfo], text: String) {
      self.block = block
      self.order = order
      self.shape = shape
      self.parameters = parameters
      self.text = text
    }
  }

  enum ParameterKind: Sendable {
    /// A values list (an index into ``HassilRecognizer/lists``), with the entries the
    /// block's context rules admit (nil: all).
    case values(Int, admitted: [Bool]?)
    /// A range, with the spellings its numbers may have in words (nil: any).
    case range(HassilRange, spellings: Set<String>?)
    case wildcard
  }

  /// What one `{list:slot}` reference of a template fills.
  final class ParameterInfo: Sendable {
    let slot: String
    let isCapture: Bool
    let kind: ParameterKind
    /// Whether the slot is the best-slot name (`name`).
    let isBestSlot: Bool

    init(slot: String, isCapture: Bool, kind: ParameterKind) {
      self.slot = slot
      self.isCapture = isCapture
      self.kind = kind
      isBestSlot = slot == HassilRecognizer.bestSlotName
    }
  }

  /// One value of a values list.
  final class ValueInfo: Sendable {
    let input: String
    let output: HassilValue
    let context: [HassilMember]
    /// The context with interned keys (only keys some rule names).
    let contextKeys: [ContextEntry]
    let metadata: HassilValue?

    init(
      input: String, output: HassilValue, context: [HassilMember], contextKeys: [ContextEntry], metadata: HassilValue?
    ) {
      self.input = input
      self.output = output
      self.context = context
      self.contextKeys = contextKeys
      self.metadata = metadata
    }
  }

  /// A context member whose key is interned.
  struct ContextEntry: Sendable {
    var key: Int32
    var value: HassilValue
  }

  struct ValueList: Sendable {
    var key: String
    var lexicon: LexiconID
    var values: [ValueInfo]
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
    let options = MatchOptions(lexiconMask: (fixture ?? noFixture).mask)
    let original = grammar.utterance(sentence)
    let removal = skipRemoval(in: original.ids)
    var search = HassilSearch(recognizer: self, initialContext: context)

    guard let removal else {
      let matches = grammar.matches(original, options: options, workspace: &workspace)
      search.consider(matches.matches, in: original, variants: Variant.all, hadRemoval: false, withoutSkips: original)
      return search.result()
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
    for (group, utterance) in zip(groups, utterances) {
      let matches = grammar.matches(utterance, options: options, workspace: &workspace)
      search.consider(
        matches.matches, in: utterance, variants: group.variants, hadRemoval: true, withoutSkips: withoutSkips)
    }
    return search.result()
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
        if Array(ids[(end - phrase.count)..<end]) == phrase { longest = phrase.count }
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
