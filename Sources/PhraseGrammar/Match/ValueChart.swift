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
  let numberStarts: [UInt8]
  /// Readings by recognizer (``ValueKind/code``), then by token.
  private var readings: [UInt32: [[Reading]?]] = [:]
  private var lexiconHits: [[LexiconHit]?] = []
  /// The token texts, made on first use by a recognizer that reads words.
  private var texts: [String] = []

  init(utterance: Utterance, grammar: Grammar, numberTokens: Int) {
    self.utterance = utterance
    self.lexicon = grammar.lexicon
    self.numberStarts = grammar.numberStarts
    self.numberTokens = numberTokens
  }

  /// The readings of a recognizer at a token, computed once.
  mutating func readings(of kind: ValueKind, at position: Int) -> [Reading] {
    guard ValueRecognizers.mayBegin(kind, at: position, in: utterance, numberStarts: numberStarts) else {
      return []
    }
    if let cached = readings[kind.code]?[position] { return cached }
    if texts.isEmpty { texts = utterance.tokens }
    let found = ValueRecognizers.readings(of: kind, in: texts, at: position, maxTokens: numberTokens)
    readings[kind.code, default: Array(repeating: nil, count: utterance.count)][position] = found
    return found
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
