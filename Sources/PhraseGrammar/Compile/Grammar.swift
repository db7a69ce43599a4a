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
/// integers (compressed rows: `tokenEdgeStart[s]..<tokenEdgeStart[s + 1]`).
/// Token edges are sorted by token id and found by binary search; value
/// edges (slots) are sorted by ``ValueKind``. The per-template position
/// automata are kept to tell, after a match, which slot took which span.
///
/// A grammar is immutable and `Sendable`: build it once with
/// ``GrammarBuilder`` and share it between threads.
public struct Grammar: Sendable {
  let tokens: TokenTable
  let vocabulary: ByteVocabulary
  let lexicon: LexiconTrie

  // Determinized automaton.
  let tokenEdgeStart: [UInt32]
  let tokenEdgeLabels: [TokenID]
  let tokenEdgeTargets: [UInt32]
  let valueEdgeStart: [UInt32]
  let valueEdgeKinds: [ValueKind]
  let valueEdgeTargets: [UInt32]
  /// Whether any value edge of a state reads a lexicon (or an app name).
  let stateReadsLexicon: [Bool]
  let acceptStart: [UInt32]
  /// Templates accepted in each state, sorted by (application, template).
  let accepts: [TemplateID]

  // Per-template position automata, in global position numbering.
  let templates: [TemplateRecord]
  let positionKeys: [UInt64]
  let positionParameters: [Int32]
  let positionIsLast: [Bool]
  let followStart: [UInt32]
  let followTargets: [UInt32]
  let firstPositions: [UInt32]
  let parameterLists: [[TemplateParameter]]
  let applicationCount: Int

  struct TemplateRecord: Sendable {
    var application: AppID
    var parameterList: UInt32
    var firstStart: UInt32
    var firstEnd: UInt32
  }

  /// The number of states of the determinized automaton.
  public var stateCount: Int { tokenEdgeStart.count - 1 }
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
    let stateBytes = (tokenEdgeStart.count + valueEdgeStart.count + acceptStart.count) * 4 + stateReadsLexicon.count
    let edgeBytes = tokenEdgeLabels.count * 8 + valueEdgeKinds.count * (MemoryLayout<ValueKind>.stride + 4)
    let positionBytes =
      positionKeys.count * 13 + followStart.count * 4
      + followTargets.count * 4 + firstPositions.count * 4
    return stateBytes + edgeBytes + accepts.count * 4 + positionBytes
      + templates.count * MemoryLayout<TemplateRecord>.stride + lexicon.byteCount + vocabulary.byteCount
  }
}
