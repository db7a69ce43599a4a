import Foundation
import PhraseGrammar

/// What kind of thing people ask for with some words, learned from real requests: how many
/// requests of each of 64 kinds (setting an alarm, asking the weather, muting the speaker, asking
/// what a word means…) say each word (the training fold of HWU64; ``wordTable``).
///
/// A template says how an app's author phrases a request; people phrase it otherwise ("do I
/// need a coat today" for a weather skill that says "will it rain"). The kinds carry what the
/// requests of many people teach, from the words an app declares to the words people say: the
/// router links each intent to the kinds its declarations' words are typical of, and hears an
/// utterance as the intent linked to the kinds its words are typical of.
///
/// An utterance's kind is read by naive Bayes over its distinct content words, by their stems,
/// each word's evidence for a kind its probability in requests of that kind against its
/// probability in requests of any kind; words no request says weigh nothing. Beside the 64
/// kinds, an utterance may be of no kind counted (``noKindOdds``), so words typical of no kind
/// leave every kind unlikely.
package struct RequestKinds: Sendable {
  /// The count added to every word of a kind (Laplace's α).
  static let smoothing = 0.05
  /// How likely a request is, before its words, to be of none of the kinds, against being of any.
  static let noKindOdds = 0.01
  /// The kinds' names, in the order of the evidence.
  package let names: [String]
  /// By kind: how many requests were counted.
  private let requestCounts: [Double]
  /// By stem: in how many requests of each kind it is said.
  private let counts: [String: [KindCount]]
  /// By kind: the log of the denominator of its smoothed word probabilities.
  private let logKindTotals: [Double]
  /// The log of the denominator of the smoothed word probabilities of all requests.
  private let logBackgroundTotal: Double

  /// How many requests of a kind say a word.
  struct KindCount: Sendable {
    var kind: Int
    var requests: Double
  }

  /// The kinds of request that ask a question of general knowledge (a fact, what a word means),
  /// which a question-answering skill answers. Live figures (the weather, a stock, a rate of
  /// exchange) are not among them, as no general answerer serves them without a skill of its own;
  /// nor is arithmetic, which a dictionary's answerer would take as readily as a calculator's.
  static let generalQuestionNames: Set<String> = ["qa_factoid", "qa_definition"]

  /// The indices in ``names`` of the kinds that ask a question of general knowledge.
  package var generalQuestions: [Int] { names.indices.filter { Self.generalQuestionNames.contains(names[$0]) } }

  /// The model of the shipped tables.
  package static let standard = RequestKinds(kindTable: kindTable, wordTable: wordTable)

  /// The model of a table of "requests kind" lines and one of "kind:requests… word" lines.
  init(kindTable: String, wordTable: String) {
    var names: [String] = []
    var requestCounts: [Double] = []
    for line in kindTable.split(separator: "\n") {
      let parts = line.split(separator: " ")
      guard parts.count == 2, let count = Double(parts[0]) else { continue }
      names.append(String(parts[1]))
      requestCounts.append(count)
    }
    var counts: [String: [Int: Double]] = [:]
    for line in wordTable.utf8.split(separator: UInt8(ascii: "\n")) {
      let parts = line.split(separator: UInt8(ascii: " "))
      guard let written = parts.last else { continue }
      // The table's words are lowercase; only those beyond ASCII need normalizing.
      let text = String(Substring(written))
      let word = written.allSatisfy { $0 < 0x80 } ? text : Normalizer.normalize(text)
      guard RequestWords.isContent(word) else { continue }
      let stem = Grammar.stemKey(word)
      for part in parts.dropLast() {
        let pair = part.split(separator: UInt8(ascii: ":"))
        guard pair.count == 2, let kind = Int(Substring(pair[0])), names.indices.contains(kind),
          let count = Double(Substring(pair[1]))
        else { continue }
        // Words of one stem said in one request count it once, as far as the counts tell.
        counts[stem, default: [:]][kind] = min(requestCounts[kind], (counts[stem]?[kind] ?? 0) + count)
      }
    }
    var totals = Array(repeating: 0.0, count: names.count)
    for kinds in counts.values { for (kind, count) in kinds { totals[kind] += count } }
    let vocabulary = Double(counts.count + 1)
    logKindTotals = totals.map { log($0 + Self.smoothing * vocabulary) }
    logBackgroundTotal = log(totals.reduce(0, +) + Self.smoothing * vocabulary)
    self.names = names
    self.requestCounts = requestCounts
    self.counts = counts.mapValues { kinds in
      kinds.sorted { $0.key < $1.key }.map { KindCount(kind: $0.key, requests: $0.value) }
    }
  }

  /// The probability that a request saying these content words (by their stems) is of each
  /// kind, the last of ``names``.count + 1 numbers the probability that it is of none.
  package func posteriors(_ stems: some Sequence<String>) -> [Double] {
    var evidence = Array(repeating: 0.0, count: names.count + 1)
    evidence[names.count] = log(Self.noKindOdds * Double(names.count))
    for stem in Set(stems) {
      guard let kinds = counts[stem] else { continue }
      let total = kinds.reduce(0) { $0 + $1.requests }
      let background = log(total + Self.smoothing) - logBackgroundTotal
      // A kind that never says the word: its smoothing alone.
      for kind in names.indices { evidence[kind] += log(Self.smoothing) - logKindTotals[kind] - background }
      for count in kinds {
        evidence[count.kind] += log(count.requests + Self.smoothing) - log(Self.smoothing)
      }
    }
    let peak = evidence.max() ?? 0
    let weights = evidence.map { exp($0 - peak) }
    let normalizer = weights.reduce(0, +)
    return weights.map { $0 / normalizer }
  }

  /// How many of a kind's requests say these stems, summed over the distinct stems: how much
  /// the reading of an utterance as of the kind rests on (a word said once weighs as much in
  /// the posteriors as one said often, but is no more than one request's say).
  package func support(of stems: some Sequence<String>, kind: Int) -> Double {
    Set(stems).reduce(0) { total, stem in total + (counts[stem]?.first { $0.kind == kind }?.requests ?? 0) }
  }

  /// How much more a word (by its stem) is said in requests of a kind than in requests of any:
  /// 0 when no more (or when no request says it), rising to 1 as the kind's requests say it far
  /// more often; 2·p/(p + q) − 1 of its smoothed probabilities p in the kind and q in all.
  package func typicality(of stem: String, kind: Int) -> Double { typicalities(of: stem)[kind] }

  /// ``typicality(of:kind:)`` for every kind of ``names``, the word looked up once.
  package func typicalities(of stem: String) -> [Double] {
    guard let kinds = counts[stem] else { return Array(repeating: 0, count: names.count) }
    let logBackground = log(kinds.reduce(0) { $0 + $1.requests } + Self.smoothing) - logBackgroundTotal
    var inKind = Array(repeating: 0.0, count: names.count)
    for count in kinds { inKind[count.kind] = count.requests }
    return names.indices.map { kind in
      let logRatio = log(inKind[kind] + Self.smoothing) - logKindTotals[kind] - logBackground
      return max(0, 2 / (1 + exp(-logRatio)) - 1)
    }
  }

  /// Whether requests of any kind say a stem.
  package func knows(_ stem: String) -> Bool { counts[stem] != nil }

  /// The share of a kind's requests that say one of these stems, taking the stems to be said
  /// independently; stems said in requests of many kinds are not counted.
  package func coverage(of stems: Set<String>, kind: Int) -> Double {
    var unsaid = 1.0
    for stem in stems {
      // A word said in requests of many kinds is chatter (``BackgroundModel/chatterSpread``).
      guard let kinds = counts[stem], kinds.count < BackgroundModel.chatterSpread,
        let count = kinds.first(where: { $0.kind == kind })
      else { continue }
      unsaid *= 1 - count.requests / requestCounts[kind]
    }
    return 1 - unsaid
  }
}

/// The words the models of requests count.
package enum RequestWords {
  /// Whether a normalized word counts: letters, and not a function word.
  package static func isContent(_ text: String) -> Bool {
    text.contains(where: \.isLetter) && !FunctionWords.normalized.contains(text)
  }
}
