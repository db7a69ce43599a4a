import BinaryArchive

/// One compiled grammar for every template of every application.
///
/// The templates' position automata are determinized together into one
/// automaton over symbols, so templates that start alike share states no
/// matter which application declared them:
/// ```
///  0 ─log─▶ 1 ─water─▶ 2 ─in─▶ 3 ─⟨appName⟩─▶ 4 ✓ {Water.LogWater#0, Hydro.LogDrink#1}
///           └─⟨number⟩─▶ 5 ─ounces─▶ …
/// ```
/// States, edges and accepted templates live in flat arrays indexed by
/// integers: a state's record holds where its token edges, value edges and
/// accepted templates start, and the next state's record where they end, so
/// one cache line gives all three ranges.
/// Token edges are sorted by token id and found by binary search; value
/// edges (slots) are sorted by ``ValueKind``. The per-template position
/// automata are kept to tell, after a match, which slot took which span.
///
/// A grammar is immutable and `Sendable`: build it once with
/// ``GrammarBuilder`` and share it between threads. It is a final class so
/// that handing it around costs one reference count, not one per array.
public final class Grammar: Sendable {
  let tokens: TokenTable
  let vocabulary: ByteVocabulary
  /// The literal words an utterance's word may stand for, for approximate matching.
  let nearTokens: NearTokens
  /// For each vocabulary token, which values may begin with it (`ValueStarts.bits(of:testing:)`).
  let valueStarts: [UInt16]
  let lexicon: LexiconTrie
  /// The phrases of the lexicons that glued words read, by byte.
  let gluedLexicon: GluedLexicon
  /// Whether a lexicon value may end inside a token, the rest of the token read as the next
  /// word (``SpacePolicy/mayJoinAfterLexiconSlots``).
  let joinsAfterLexiconValues: Bool

  // Determinized automaton.
  /// One record per state, plus a sentinel that ends the last state's ranges.
  let states: [State]
  /// Token edges: label is a token id; sorted by label within a state.
  let tokenEdges: [Edge]
  /// Value edges: label is a ``ValueKind/code``; sorted by label within a state. In a state
  /// inside a glued word they are glued values.
  let valueEdges: [Edge]
  /// Character edges of glued words: label is a Unicode scalar, or a marker's label
  /// (``GrammarSymbol/wordStartLabel`` and ``GrammarSymbol/wordEndLabel``); sorted by label.
  let characterEdges: [Edge]
  /// Templates accepted in each state, sorted by (application, template).
  let accepts: [TemplateID]
  /// The token edges of states with many, hashed by (state, token).
  let edgeTable: EdgeTable
  /// For each state, the words its paths may still read (computed from the edges, not stored).
  let wordsAhead: WordsAhead

  // Per-template position automata, in global position and junction numbering.
  let templates: [TemplateRecord]
  /// One record per template position in global numbering.
  let positionRecords: [PositionRecord]
  let positionSites: [TemplateSpan]
  /// One record per junction in global numbering, plus a sentinel that ends the last one's ranges.
  let junctions: [Junction]
  /// The positions each junction enters and the junctions it passes on to (always higher ones).
  let junctionEnters: [UInt32]
  let junctionPasses: [UInt32]
  /// Each template's slot keys with the parameter each fills, or -1 (see `TemplateRecord`).
  let slotParameters: [SlotParameter]
  let parameterLists: [[TemplateParameter]]
  let applicationCount: Int

  init(
    tokens: TokenTable,
    vocabulary: ByteVocabulary,
    nearTokens: NearTokens,
    valueStarts: [UInt16],
    lexicon: LexiconTrie,
    gluedLexicon: GluedLexicon,
    joinsAfterLexiconValues: Bool,
    states: [State],
    tokenEdges: [Edge],
    valueEdges: [Edge],
    characterEdges: [Edge],
    accepts: [TemplateID],
    edgeTable: EdgeTable,
    templates: [TemplateRecord],
    positionRecords: [PositionRecord],
    positionSites: [TemplateSpan],
    junctions: [Junction],
    junctionEnters: [UInt32],
    junctionPasses: [UInt32],
    slotParameters: [SlotParameter],
    parameterLists: [[TemplateParameter]],
    applicationCount: Int
  ) {
    self.tokens = tokens
    self.vocabulary = vocabulary
    self.nearTokens = nearTokens
    self.valueStarts = valueStarts
    self.lexicon = lexicon
    self.gluedLexicon = gluedLexicon
    self.joinsAfterLexiconValues = joinsAfterLexiconValues
    self.states = states
    self.tokenEdges = tokenEdges
    self.valueEdges = valueEdges
    self.characterEdges = characterEdges
    self.accepts = accepts
    self.edgeTable = edgeTable
    wordsAhead = WordsAhead(
      states: states, tokenEdges: tokenEdges, valueEdges: valueEdges, joinsAfterLexiconValues: joinsAfterLexiconValues)
    self.templates = templates
    self.positionRecords = positionRecords
    self.positionSites = positionSites
    self.junctions = junctions
    self.junctionEnters = junctionEnters
    self.junctionPasses = junctionPasses
    self.slotParameters = slotParameters
    self.parameterLists = parameterLists
    self.applicationCount = applicationCount
  }

  /// Where a state's edges and accepted templates start; the next record says where they end.
  ///
  /// Sixteen bytes: the three flags ride in the top bits of the character edges' start.
  struct State: Sendable, RawArchivable {
    var tokenEdges: UInt32
    var valueEdges: UInt32
    var accepts: UInt32
    private var characterEdgesAndFlags: UInt32

    init(tokenEdges: UInt32, valueEdges: UInt32, accepts: UInt32, characterEdges: UInt32, flags: UInt8) {
      precondition(characterEdges < 1 << 29 && flags < 8, "more than 2^29 character edges")
      self.tokenEdges = tokenEdges
      self.valueEdges = valueEdges
      self.accepts = accepts
      characterEdgesAndFlags = characterEdges | UInt32(flags) << 29
    }

    var characterEdges: UInt32 { characterEdgesAndFlags & 0x1FFF_FFFF }

    /// ``readsLexiconFlag``, ``startsWordFlag`` and ``inWordFlag``.
    var flags: UInt8 {
      get { UInt8(truncatingIfNeeded: characterEdgesAndFlags >> 29) }
      set { characterEdgesAndFlags = characterEdges | UInt32(newValue & 7) << 29 }
    }

    /// Some value edge reads a lexicon (or an app name).
    static let readsLexiconFlag: UInt8 = 1
    /// The state has a ``GrammarSymbol/wordStart`` edge.
    static let startsWordFlag: UInt8 = 2
    /// The state lies inside a glued word: its edges read characters, glued values and the word's end.
    static let inWordFlag: UInt8 = 4

    /// Whether any value edge reads a lexicon (or an app name).
    var readsLexicon: Bool { flags & Self.readsLexiconFlag != 0 }
  }

  /// A word or slot of a template: its symbol, the junction it leaves to, the parameter it
  /// fills (or -1), and whether a match may end there.
  ///
  /// Sixteen bytes: whether a match may end there is the top bit of the junction.
  struct PositionRecord: Sendable, RawArchivable {
    var key: UInt64
    private var exitAndLast: UInt32
    var parameter: Int32

    init(key: UInt64, exit: UInt32, parameter: Int32, isLast: Bool) {
      precondition(exit < 1 << 31, "more than 2^31 junctions")
      self.key = key
      exitAndLast = exit | (isLast ? 1 << 31 : 0)
      self.parameter = parameter
    }

    var exit: UInt32 { exitAndLast & 0x7FFF_FFFF }
    var isLast: Bool { exitAndLast >> 31 != 0 }
  }

  /// A template's slot key with the one parameter it fills, or -1 when it may fill several.
  struct SlotParameter: Sendable, RawArchivable {
    var key: UInt64
    var parameter: Int32
  }

  /// Where a junction's entered positions and passes start; the next record says where they
  /// end (see ``PositionAutomaton``).
  struct Junction: Sendable, RawArchivable {
    var enters: UInt32
    var passes: UInt32
  }

  /// Where a junction's entered positions are in `junctionEnters`.
  @inline(__always)
  func enteredRange(of junction: Int) -> Range<Int> {
    Int(junctions[junction].enters)..<Int(junctions[junction + 1].enters)
  }

  /// Where a junction's passes are in `junctionPasses`.
  @inline(__always)
  func passRange(of junction: Int) -> Range<Int> {
    Int(junctions[junction].passes)..<Int(junctions[junction + 1].passes)
  }

  /// An edge of the automaton.
  struct Edge: Sendable, RawArchivable {
    var label: UInt32
    var target: UInt32
  }

  func tokenEdgeRange(of state: Int) -> Range<Int> {
    Int(states[state].tokenEdges)..<Int(states[state + 1].tokenEdges)
  }

  func valueEdgeRange(of state: Int) -> Range<Int> {
    Int(states[state].valueEdges)..<Int(states[state + 1].valueEdges)
  }

  func characterEdgeRange(of state: Int) -> Range<Int> {
    Int(states[state].characterEdges)..<Int(states[state + 1].characterEdges)
  }

  func acceptRange(of state: Int) -> Range<Int> {
    Int(states[state].accepts)..<Int(states[state + 1].accepts)
  }

  struct TemplateRecord: Sendable, RawArchivable {
    var application: AppID
    var parameterList: UInt32

    init(application: AppID, parameterList: UInt32) {
      self.application = application
      self.parameterList = parameterList
    }

    /// The template's positions, in global numbering.
    var positionStart: UInt32 = 0
    var positionEnd: UInt32 = 0
    /// The template's junctions, in global numbering; the first is where it starts.
    var junctionStart: UInt32 = 0
    var junctionEnd: UInt32 = 0
    /// Where the template's slot keys are in `slotParameters`, each with the one parameter it
    /// fills, or -1 when it may fill several: a path through slots of the first kind has one
    /// reading, which its keys spell.
    var slotStart: UInt32 = 0
    var slotEnd: UInt32 = 0
    /// Whether approximate matching may leave the app's name out (``GrammarBuilder/allowNameLeftOut(of:)``).
    var nameMayBeLeftOut: Bool {
      get { nameLeftOut != 0 }
      set { nameLeftOut = newValue ? 1 : 0 }
    }
    /// 1 when the name may be left out: a byte, not a `Bool`, so that any byte read back is a value.
    private var nameLeftOut: UInt8 = 0
  }

  /// Whether approximate matching may leave the app's name out of a template.
  package func nameMayBeLeftOut(of template: TemplateID) -> Bool {
    templates[Int(template.rawValue)].nameMayBeLeftOut
  }

  /// Whether a token is a function word that is all that tells some template from another
  /// ("on" beside "turn off the lights"), which the learned model counts as a content word.
  package func isContrastWord(_ token: TokenID) -> Bool { nearTokens.isContrastWord(token) }

  /// The words a template spells literally, in order, each once for each place it is spelled
  /// (every branch of its groups, the bodies of its rules).
  package func literalTokens(of template: TemplateID) -> [TokenID] {
    positions(of: template).compactMap { position in
      let key = positionRecords[position].key
      return key >> 32 == GrammarSymbol.tokenFamily ? TokenID(rawValue: UInt32(truncatingIfNeeded: key)) : nil
    }
  }

  /// For each token of an utterance, the lexicons (enums, entities) one of whose phrases
  /// covers it, as said (no glued words), each once.
  package func lexiconsCovering(_ utterance: Utterance) -> [[LexiconID]] {
    var covering = [[LexiconID]](repeating: [], count: utterance.count)
    for phrase in lexiconPhrases(in: utterance, mask: LexiconMask()) {
      for token in phrase.tokens where !covering[token].contains(phrase.posting.lexicon) {
        covering[token].append(phrase.posting.lexicon)
      }
    }
    return covering
  }

  /// The lexicons a template's slots read (an enum's, an entity's, or a list of them).
  package func slotLexicons(of template: TemplateID) -> [LexiconID] {
    let parameters = self.parameters(of: template)
    var found: [LexiconID] = []
    for position in positions(of: template) {
      let parameter = Int(positionRecords[position].parameter)
      guard parameters.indices.contains(parameter) else { continue }
      switch parameters[parameter].type {
      case .lexicon(let id), .list(.lexicon(let id), _): if !found.contains(id) { found.append(id) }
      default: break
      }
    }
    return found
  }

  /// Whether a template has a slot of free text (or a list of it).
  package func hasFreeText(_ template: TemplateID) -> Bool {
    let parameters = self.parameters(of: template)
    return positions(of: template).contains { position in
      let parameter = Int(positionRecords[position].parameter)
      guard parameters.indices.contains(parameter) else { return false }
      switch parameters[parameter].type {
      case .text, .list(.text, _): return true
      default: return false
      }
    }
  }

  /// A word's key for comparing words by their stem: without apostrophes, by English suffix
  /// rules ("logged", "logs" → "log"), an adverb's `-ly` too ("randomly" → "random").
  package static func stemKey(_ text: String) -> String {
    let bare = NearTokens.bare(text)
    return NearTokens.stem(bare.count >= 6 && bare.hasSuffix("ly") ? String(bare.dropLast(2)) : bare)
  }

  /// The global positions of a template's words and slots.
  public func positions(of template: TemplateID) -> Range<Int> {
    let record = templates[Int(template.rawValue)]
    return Int(record.positionStart)..<Int(record.positionEnd)
  }

  /// Where a position was written in its template (for coverage reports).
  public func site(of position: Int) -> TemplateSpan { positionSites[position] }

  /// The number of states of the determinized automaton.
  public var stateCount: Int { states.count - 1 }
  /// The number of templates compiled in.
  public var templateCount: Int { templates.count }
  /// The number of distinct tokens in templates and lexicons.
  public var vocabularySize: Int { tokens.count }

  /// The application a template belongs to.
  public func application(of template: TemplateID) -> AppID {
    templates[Int(template.rawValue)].application
  }

  /// The parameters a template's slots refer to.
  public func parameters(of template: TemplateID) -> [TemplateParameter] {
    parameterLists[Int(templates[Int(template.rawValue)].parameterList)]
  }

  /// The bytes held by the grammar's arrays (not counting the token table's strings).
  public var byteCount: Int {
    let stateBytes = states.count * MemoryLayout<State>.stride
    let edgeBytes = (tokenEdges.count + valueEdges.count + characterEdges.count) * MemoryLayout<Edge>.stride
    let positionBytes =
      positionRecords.count * MemoryLayout<PositionRecord>.stride + junctions.count * MemoryLayout<Junction>.stride
      + (junctionEnters.count + junctionPasses.count) * 4
    return stateBytes + edgeBytes + accepts.count * 4 + positionBytes
      + templates.count * MemoryLayout<TemplateRecord>.stride + lexicon.byteCount + gluedLexicon.byteCount
      + vocabulary.byteCount
      + edgeTable.byteCount
  }
}
