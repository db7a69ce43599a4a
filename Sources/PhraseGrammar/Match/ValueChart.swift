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
  private var lexiconHits: [[(end: Int, posting: LexiconPosting)]?]

  init(utterance: Utterance, lexicon: LexiconTrie, numberTokens: Int) {
    self.utterance = utterance
    self.lexicon = lexicon
    self.numberTokens = numberTokens
    numbers = Array(repeating: nil, count: utterance.count)
    ordinals = Array(repeating: nil, count: utterance.count)
    lexiconHits = Array(repeating: nil, count: utterance.count)
  }

  mutating func readings(of kind: ValueKind, at position: Int) -> [Reading] {
    switch kind {
    case .number:
      if let cached = numbers[position] { return cached }
      let readings = EnglishNumbers.cardinals(in: utterance.tokens, from: position, maxTokens: numberTokens)
        .map { Reading(end: $0.end, value: .number($0.value)) }
      numbers[position] = readings
      return readings
    case .ordinal:
      if let cached = ordinals[position] { return cached }
      let readings = EnglishNumbers.ordinals(in: utterance.tokens, from: position, maxTokens: numberTokens)
        .map { Reading(end: $0.end, value: .number($0.value)) }
      ordinals[position] = readings
      return readings
    case .text, .applicationName, .lexicon:
      return []
    }
  }

  mutating func lexiconHits(at position: Int) -> [(end: Int, posting: LexiconPosting)] {
    if let cached = lexiconHits[position] { return cached }
    var hits: [(end: Int, posting: LexiconPosting)] = []
    lexicon.hits(in: utterance.ids, from: position, into: &hits)
    lexiconHits[position] = hits
    return hits
  }
}
