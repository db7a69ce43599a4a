/// One way to read a value from the utterance, starting at a known token.
struct Reading {
  var end: Int
  var value: SlotValue
}

/// The values each recognizer reads at each token, computed on first use.
///
/// Many states of the automaton may try the same recognizer at the same
/// token; the chart makes each (recognizer, token) pair cost once per
/// utterance.
struct ValueChart {
  let utterance: Utterance
  let lexicon: LexiconTrie
  let numberTokens: Int
  private var numbers: [[Reading]?]
  private var ordinals: [[Reading]?]
  private var lexiconHits: [[LexiconHit]?]
  /// The token texts, made on first use by a recognizer that reads words.
  private var texts: [String] = []

  let numberStarts: [UInt8]

  init(utterance: Utterance, grammar: Grammar, numberTokens: Int) {
    self.utterance = utterance
    self.lexicon = grammar.lexicon
    self.numberStarts = grammar.numberStarts
    self.numberTokens = numberTokens
    numbers = []
    ordinals = []
    lexiconHits = []
  }

  mutating func readings(of kind: ValueKind, at position: Int) -> [Reading] {
    switch kind {
    case .number:
      guard mayBeginNumber(at: position, mask: 1) else { return [] }
      if numbers.isEmpty { numbers = Array(repeating: nil, count: utterance.count) }
      if let cached = numbers[position] { return cached }
      let readings = EnglishNumbers.cardinals(in: tokenTexts(), from: position, maxTokens: numberTokens)
        .map { Reading(end: $0.end, value: .number($0.value)) }
      numbers[position] = readings
      return readings
    case .ordinal:
      guard mayBeginNumber(at: position, mask: 2) else { return [] }
      if ordinals.isEmpty { ordinals = Array(repeating: nil, count: utterance.count) }
      if let cached = ordinals[position] { return cached }
      let readings = EnglishNumbers.ordinals(in: tokenTexts(), from: position, maxTokens: numberTokens)
        .map { Reading(end: $0.end, value: .number($0.value)) }
      ordinals[position] = readings
      return readings
    case .text, .applicationName, .lexicon:
      return []
    }
  }

  /// Whether a number may begin at a token: digits always may; a word may if the
  /// grammar's table says so, or, for a word outside the vocabulary, if the
  /// number reader says so.
  private func mayBeginNumber(at position: Int, mask: UInt8) -> Bool {
    if utterance.kind(position) == .number { return true }
    let id = utterance.ids[position]
    if id != .unknown { return numberStarts[Int(id.rawValue)] & mask != 0 }
    let text = utterance.token(position)
    return mask == 1 ? EnglishNumbers.mayBeginCardinal(text) : EnglishNumbers.mayBeginOrdinal(text)
  }

  private mutating func tokenTexts() -> [String] {
    if texts.isEmpty && utterance.count > 0 { texts = utterance.tokens }
    return texts
  }

  /// Every lexicon phrase that starts at a token, sorted by lexicon, then end, then entry.
  mutating func lexiconHits(at position: Int) -> [LexiconHit] {
    if lexiconHits.isEmpty { lexiconHits = Array(repeating: nil, count: utterance.count) }
    if let cached = lexiconHits[position] { return cached }
    var hits: [LexiconHit] = []
    lexicon.hits(in: utterance.ids, from: position, into: &hits)
    hits.sort { ($0.posting.lexicon, $0.end, $0.posting.entry) < ($1.posting.lexicon, $1.end, $1.posting.entry) }
    lexiconHits[position] = hits
    return hits
  }
}
