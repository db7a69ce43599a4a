import BinaryArchive
import DataFormats
import Foundation
import PhraseGrammar
import RequestModels

/// A model of the words of each intent, learned from the templates when the router is compiled:
/// how likely an utterance's words are under each intent, against how likely they are under all.
///
/// Each intent's words are counted from what its app declares: the content words of each phrase
/// that may be said without the app's name (every spelling its alternatives allow) and of each
/// vocabulary of a keyword intent. Words are compared by their stems (`Grammar.stemKey`),
/// so "raining" is "rain"; function words and numbers are not counted. Each phrase and each
/// vocabulary is one unit of evidence, shared among the words it may say. An intent's
/// probability of a word is its count backed off to its app's (by ``backoff``), the app's
/// smoothed by ``smoothing`` (a multinomial naive Bayes model), and an utterance's evidence for an intent is the sum of the logs of its probabilities of the
/// utterance's distinct known words. A word no template spells says nothing of the intent, but
/// an intent with free text (a slot that takes any words) could hold it: each such word adds
/// ``freeTextBonus`` to those intents' evidence. The posterior of an intent is the softmax of
/// that evidence, each intent equally likely before.
///
/// Each intent is also linked to the kinds of real requests its words are typical of
/// (``links``, from `RequestKinds`), so that the kinds tier hears requests phrased as people
/// phrase them rather than as the templates do.
struct IntentModel: Sendable {
  /// An intent the model knows, and its smoothing term.
  struct Intent: Sendable {
    var app: Int
    var intent: Int
    /// log(α / (N + α·V)): the log-probability of a word the intent never says.
    var logUnseen: Double
    /// Whether a phrase or vocabulary of the intent has free text.
    var hasFreeText: Bool
  }

  /// One intent's log-probability of a word it says.
  struct Posting: Sendable {
    var intent: Int
    var logProbability: Double
  }

  /// How strongly an intent is linked to a kind of request (`RequestKinds`).
  struct Link: Sendable {
    var kind: Int
    /// The share of the intent's declarations typical of the kind, times how many of the kind's
    /// requests say one of their words (up to ``IntentModel/linkCoverage``, as a share of it).
    var weight: Double
  }

  /// What the model heard in an utterance: the best intent, and what the evidence says of it.
  struct Reading {
    /// The index in ``IntentModel/intents`` of the best intent.
    var intent: Int
    /// Its posterior among the intents allowed.
    var posterior: Double
    /// The share of the utterance's content words that the best intent's declarations say.
    var coverage: Double
    /// The content words counted: distinct words of letters that are not function words.
    var wordCount: Int
  }

  /// What the kinds of request say of an utterance: the intent linked to the kinds it is likely of.
  struct KindReading {
    /// The index in ``IntentModel/intents`` of the intent.
    var intent: Int
    /// The probability that the utterance and the intent are of one kind: the sum, over the
    /// intent's links, of the utterance's posterior of the kind times the link's weight.
    var score: Double
    /// The utterance's likeliest kind (`RequestKinds/names`) and its posterior.
    var kind: Int
    var kindPosterior: Double
  }

  /// The count added to every word of an app (Laplace's α).
  static let smoothing = 0.1
  /// How much an intent's probabilities lean on its app's (the weight of the app's smoothed
  /// probability, in units of evidence): intents of one app share their words.
  static let backoff = 1.0
  /// What a word no template spells adds to the evidence for an intent with free text: log 2,
  /// as if the free text were as likely to hold it as not.
  static let freeTextBonus = log(2.0)

  /// The share of a kind's requests that must say one of an intent's words for the intent to be
  /// linked to the kind in full; fewer link it in proportion.
  static let linkCoverage = 0.15
  /// The least weight of a link kept.
  static let leastLink = 0.02
  /// How close to the likeliest intent of an utterance's kinds another must be for the words
  /// the utterance says to choose between them.
  static let kindTieWindow = 0.9

  private(set) var intents: [Intent] = []
  /// By intent: the kinds of request it is linked to.
  private(set) var links: [[Link]] = []
  /// The stems the model knows, by key.
  private var keys: [String: Int] = [:]
  /// By word: the intents that say it, and their log-probability of it.
  private var postings: [[Posting]] = []

  private init() {}

  /// The model of the router's intents.
  init(grammar: Grammar, templates: [Router.TemplateRecord], apps: [Router.AppRecord], keywords: KeywordTable) {
    var counts: [Int: [String: Double]] = [:]
    var freeText = Set<Int>()
    var order: [Int] = []
    // By intent: the content words of each phrase, or of all its keyword vocabularies together;
    // and those of each vocabulary (or one-of group) it requires.
    var units: [Int: [Set<String>]] = [:]
    var requirements: [Int: [Set<String>]] = [:]
    func add(_ words: some Sequence<String>, hasFreeText: Bool, app: Int, intent: Int) {
      let key = app << 20 | intent
      if counts[key] == nil {
        counts[key] = [:]
        order.append(key)
      }
      // A phrase or a vocabulary is one unit of evidence, shared among the words it may say.
      let unique = Set(words)
      for word in unique { counts[key, default: [:]][word, default: 0] += 1 / Double(unique.count) }
      if hasFreeText { freeText.insert(key) }
    }
    func contentWords(_ tokens: [TokenID], in grammar: Grammar) -> [String] {
      tokens.filter { Self.isContentWord(grammar.text(of: $0)) || grammar.isContrastWord($0) }.map {
        Grammar.stemKey(grammar.text(of: $0))
      }
    }
    for (index, record) in templates.enumerated() {
      let id = TemplateID(rawValue: UInt32(index))
      guard !record.isNegative, grammar.nameMayBeLeftOut(of: id) else { continue }
      // Free text holds any word in a phrase meant as an example; in a grammar's phrase, only
      // where the phrase puts it, which a bag of words does not know.
      let words = contentWords(grammar.literalTokens(of: id), in: grammar)
      add(
        words, hasFreeText: grammar.hasFreeText(id) && apps[record.app].phrasesAreExamples, app: record.app,
        intent: record.intent)
      units[record.app << 20 | record.intent, default: []].append(Set(words.filter(Self.isContentWord)))
    }
    var vocabularies: [Int: (words: [String], hasFreeText: Bool)] = [:]
    for (template, unit) in keywords.unitOfTemplate.enumerated() where unit >= 0 {
      let id = TemplateID(rawValue: UInt32(template))
      vocabularies[Int(unit), default: ([], false)].words += contentWords(
        keywords.grammar.literalTokens(of: id), in: keywords.grammar)
      if keywords.grammar.hasFreeText(id) { vocabularies[Int(unit), default: ([], false)].hasFreeText = true }
    }
    for intent in keywords.intents {
      let key = intent.app << 20 | intent.intent
      var words = Set<String>()
      for (index, keyword) in intent.keywords.enumerated() {
        let vocabulary = vocabularies[keyword.unit] ?? ([], false)
        add(vocabulary.words, hasFreeText: vocabulary.hasFreeText, app: intent.app, intent: intent.intent)
        words.formUnion(vocabulary.words)
        if index < intent.requiredCount { requirements[key, default: []].append(Set(vocabulary.words)) }
      }
      var first = intent.requiredCount
      for size in intent.groupSizes {
        requirements[key, default: []].append(
          Set(intent.keywords[first..<first + size].flatMap { vocabularies[$0.unit]?.words ?? [] }))
        first += size
      }
      units[key, default: []].append(words)
    }
    // An intent that answers questions is known even when it declares no words of its own.
    var answerers = Set<Int>()
    for (appIndex, app) in apps.enumerated() {
      for (intentIndex, intent) in app.intents.enumerated() where intent.answersQuestions {
        let key = appIndex << 20 | intentIndex
        answerers.insert(key)
        if counts[key] == nil { add([], hasFreeText: false, app: appIndex, intent: intentIndex) }
      }
    }
    var keys: [String: Int] = [:]
    for key in order {
      for word in counts[key]!.keys.sorted() where keys[word] == nil { keys[word] = keys.count }
    }
    let vocabularySize = Double(max(1, keys.count))
    var appCounts: [Int: [String: Double]] = [:]
    for key in order { appCounts[key >> 20, default: [:]].merge(counts[key]!, uniquingKeysWith: +) }
    var postings = [[Posting]](repeating: [], count: keys.count)
    for (index, key) in order.enumerated() {
      let words = counts[key]!
      let total = words.values.reduce(0, +)
      let app = appCounts[key >> 20]!
      let appDenominator = app.values.reduce(0, +) + Self.smoothing * vocabularySize
      // The intent's count, backed off to its app's smoothed probability.
      func probability(_ word: String?) -> Double {
        let inApp = ((word.flatMap { app[$0] } ?? 0) + Self.smoothing) / appDenominator
        return ((word.flatMap { words[$0] } ?? 0) + Self.backoff * inApp) / (total + Self.backoff)
      }
      intents.append(
        Intent(
          app: key >> 20, intent: key & 0xFFFFF, logUnseen: log(probability(nil)),
          hasFreeText: freeText.contains(key)))
      for word in app.keys.sorted() {
        postings[keys[word]!].append(Posting(intent: index, logProbability: log(probability(word))))
      }
    }
    self.keys = keys
    self.postings = postings
    let questions = RequestKinds.standard.generalQuestions
    links = order.map { key in
      var links = Self.links(of: units[key] ?? [], requiring: requirements[key] ?? [], kinds: .standard)
      if answerers.contains(key) {
        // Any question of general knowledge, in full.
        links.removeAll { questions.contains($0.kind) }
        links += questions.map { Link(kind: $0, weight: 1) }
      }
      return links
    }
  }

  /// The kinds of request an intent's declarations (the content words of each) are typical of:
  /// each kind's posterior, weighed by the share of the declaration's words requests say, and
  /// averaged over the declarations; scaled down when few of the kind's requests say one of the
  /// words of each vocabulary the intent `requires` (of any of its words without one), so that a
  /// kind is linked by what the intent is about, not by a word it shares with it.
  static func links(of units: [Set<String>], requiring requirements: [Set<String>], kinds: RequestKinds) -> [Link] {
    let units = units.filter { !$0.isEmpty }
    guard !units.isEmpty else { return [] }
    var profile = Array(repeating: 0.0, count: kinds.names.count)
    for unit in units {
      let known = Double(unit.count(where: kinds.knows)) / Double(unit.count)
      for (kind, posterior) in kinds.posteriors(unit).prefix(profile.count).enumerated() {
        profile[kind] += posterior * known / Double(units.count)
      }
    }
    let required = requirements.filter { !$0.isEmpty }
    let groups = required.isEmpty ? [units.reduce(into: Set<String>()) { $0.formUnion($1) }] : required
    return profile.indices.compactMap { kind in
      let coverage = groups.map { kinds.coverage(of: $0, kind: kind) }.min() ?? 0
      let weight = profile[kind] * min(1, coverage / linkCoverage)
      return weight >= leastLink ? Link(kind: kind, weight: weight) : nil
    }
  }

  /// Whether a word of a template or an utterance counts: letters, and not a function word.
  static func isContentWord(_ text: String) -> Bool { RequestWords.isContent(text) }

  /// Every intent's evidence from an utterance's words.
  struct Scores {
    /// By intent: the log-probability of the utterance's distinct known content words, and
    /// ``IntentModel/freeTextBonus`` for each unknown one if the intent has free text.
    var evidence: [Double]
    /// By intent: how many of those words the intent says or its free text may hold.
    var says: [Int]
    /// By intent: how many of the words its app's declarations say (free text aside).
    var spoken: [Int]
    /// The distinct content words counted.
    var wordCount: Int

    /// The posterior of an intent among those `allowed`.
    func posterior(of intent: Int, among allowed: [Int]) -> Double {
      posteriors(among: allowed)(intent)
    }

    /// The posterior of any intent among those `allowed`, the normalizer summed once.
    func posteriors(among allowed: [Int]) -> (Int) -> Double {
      let peak = allowed.map { evidence[$0] }.max() ?? 0
      let normalizer = allowed.reduce(0) { $0 + exp(evidence[$1] - peak) }
      return { [evidence] intent in normalizer > 0 ? exp(evidence[intent] - peak) / normalizer : 0 }
    }

    /// The share of the words that an intent says.
    func coverage(of intent: Int) -> Double { Double(says[intent]) / Double(max(1, wordCount)) }
  }

  /// A content word of an utterance, as said and by its stem.
  typealias Word = (text: String, stem: String)

  /// An utterance's content words, the first of each stem, in order: what every reading of the
  /// model takes, stemmed once. The grammar's contrast words count as content words (`Grammar/isContrastWord(_:)`).
  static func words(of utterance: Utterance, in grammar: Grammar) -> [Word] {
    var seen = Set<String>()
    return (0..<utterance.count).compactMap { index -> Word? in
      let text = utterance.token(index)
      guard isContentWord(text) || grammar.isContrastWord(utterance.ids[index]) else { return nil }
      return (text, Grammar.stemKey(text))
    }.filter { seen.insert($0.stem).inserted }
  }

  /// The evidence of an utterance's words (``words(of:in:)``) for every intent; nil when the model
  /// has no intent.
  func scores(_ utteranceWords: [Word]) -> Scores? {
    guard !intents.isEmpty else { return nil }
    var words: [Int] = []
    var unknown = 0
    for (_, stem) in utteranceWords {
      if let key = keys[stem] { words.append(key) } else { unknown += 1 }
    }
    // Every word an intent does not say costs its unseen log-probability; the words it says, what it gives them.
    var scores = Scores(
      evidence: intents.map {
        Double(words.count) * $0.logUnseen + ($0.hasFreeText ? Double(unknown) * Self.freeTextBonus : 0)
      },
      says: intents.map { $0.hasFreeText ? unknown : 0 }, spoken: Array(repeating: 0, count: intents.count),
      wordCount: words.count + unknown)
    for word in words {
      for posting in postings[word] {
        scores.evidence[posting.intent] += posting.logProbability - intents[posting.intent].logUnseen
        scores.says[posting.intent] += 1
        scores.spoken[posting.intent] += 1
      }
    }
    return scores
  }

  /// How much likelier an intent makes an utterance's words than requests in general do, per
  /// word (the mean of their log-ratios), and for the word it explains least (the lowest). A
  /// word the intent says weighs its probability under the intent; one it does not say, its
  /// unseen probability, but nothing (a ratio of 1) when the intent has free text that could
  /// hold it. Nil without content words.
  func lift(of intent: Int, _ words: [Word], background: BackgroundModel) -> (mean: Double, lowest: Double)? {
    guard !words.isEmpty else { return nil }
    let model = intents[intent]
    var sum = 0.0
    var lowest = Double.infinity
    for (text, stem) in words {
      let said = keys[stem].flatMap { key in postings[key].first { $0.intent == intent }?.logProbability }
      let ratio: Double
      if let said {
        ratio = said - background.logProbability(text)
      } else if model.hasFreeText {
        ratio = 0
      } else {
        ratio = model.logUnseen - background.logProbability(text)
      }
      sum += ratio
      lowest = min(lowest, ratio)
    }
    return (sum / Double(words.count), lowest)
  }

  /// How many of an utterance's content words no template spells and requests in general do not
  /// say as chatter, when the intent has no free text that could hold them (0 when it has): the
  /// learned tier hears none with one.
  func strayWords(for intent: Int, _ words: [Word], background: BackgroundModel) -> Int {
    guard !intents[intent].hasFreeText else { return 0 }
    return words.count { keys[$0.stem] == nil && !background.isChatter($0.text) }
  }

  /// The model's index of an app's intent, if the model knows it.
  func index(app: Int, intent: Int) -> Int? {
    intents.firstIndex { $0.app == app && $0.intent == intent }
  }

  /// The best intent for an utterance among the apps it `allows` that says two of its words;
  /// nil when none does, or when another fits the words exactly as well.
  func read(_ words: [Word], allows: (Int) -> Bool) -> Reading? {
    guard let scores = scores(words) else { return nil }
    let allowed = intents.indices.filter { allows(intents[$0].app) }
    var best: Int?
    // Free text alone is no evidence, nor is one word: the intent must say two of the words.
    for index in allowed where scores.spoken[index] >= 2 {
      if let current = best, scores.evidence[index] <= scores.evidence[current] { continue }
      best = index
    }
    // Two intents the words fit exactly as well: the model cannot choose ("turn the lights out"
    // between "turn on the lights" and "turn off the lights").
    guard let best,
      !allowed.contains(where: {
        $0 != best && scores.spoken[$0] == scores.spoken[best]
          && abs(scores.evidence[$0] - scores.evidence[best]) < 1e-9
      })
    else { return nil }
    return Reading(
      intent: best, posterior: scores.posterior(of: best, among: allowed), coverage: scores.coverage(of: best),
      wordCount: scores.wordCount)
  }
}

extension IntentModel {
  /// The intent among the apps an utterance `allows` most likely of the utterance's kind of request
  /// (``KindReading``); of intents about as likely (``kindTieWindow``), the one whose words the
  /// utterance says most.
  func readKinds(_ words: [Word], allows: (Int) -> Bool) -> KindReading? {
    guard !words.isEmpty, links.contains(where: { !$0.isEmpty }) else { return nil }
    let posteriors = RequestKinds.standard.posteriors(words.map(\.stem))
    var likelihoods = Array(repeating: 0.0, count: intents.count)
    for index in intents.indices where allows(intents[index].app) {
      likelihoods[index] = agreement(of: index, kinds: posteriors)
    }
    guard let best = likelihoods.max(), best >= Self.leastLink else { return nil }
    let evidence = scores(words)?.evidence ?? likelihoods
    let chosen = likelihoods.indices.filter { likelihoods[$0] >= best * Self.kindTieWindow }.max { evidence[$0] < evidence[$1] }!
    let kind = posteriors.indices.dropLast().max { posteriors[$0] < posteriors[$1] }!
    return KindReading(intent: chosen, score: likelihoods[chosen], kind: kind, kindPosterior: posteriors[kind])
  }

  /// The probability that an utterance whose probability of each kind of request is `kinds`
  /// (`RequestKinds/posteriors(_:)`) and an intent are of one kind.
  func agreement(of intent: Int, kinds: [Double]) -> Double {
    links[intent].reduce(0) { $0 + kinds[$1.kind] * $1.weight }
  }

  /// The utterance's probability of the kinds an intent is not linked to.
  func otherKinds(of intent: Int, kinds: [Double]) -> Double {
    max(0, kinds.dropLast().reduce(0, +) - links[intent].reduce(0) { $0 + kinds[$1.kind] })
  }
}

/// The kinds of request an intent's templates are typical of, for front ends that keep their
/// own templates (Home Assistant's): as ``IntentModel/links(of:requiring:kinds:)`` links a
/// manifest's intent, each set of `units` one template's content words, by stem.
package func kindLinks(of units: [Set<String>]) -> [(kind: Int, weight: Double)] {
  IntentModel.links(of: units, requiring: [], kinds: .standard).map { ($0.kind, $0.weight) }
}

extension IntentModel: ArchiveDescribed {
  static var archiveBlank: Self { Self() }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&self, \.intents, \.keys, \.postings, \.links)
  }

  var archiveInconsistency: String? {
    let kinds = RequestKinds.standard.names.indices
    guard links.count == intents.count, links.joined().allSatisfy({ kinds.contains($0.kind) }),
      postings.joined().allSatisfy({ intents.indices.contains($0.intent) })
    else { return "a learned model whose intents, words and kinds of request do not agree" }
    return nil
  }
}

extension IntentModel.Intent: ArchiveDescribed {
  static var archiveBlank: Self { Self(app: 0, intent: 0, logUnseen: 0, hasFreeText: false) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&app)
    try coder.code(&intent)
    try coder.code(&logUnseen)
    try coder.code(&hasFreeText)
  }
}

extension IntentModel.Posting: ArchiveDescribed {
  static var archiveBlank: Self { Self(intent: 0, logProbability: 0) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&intent)
    try coder.code(&logProbability)
  }
}

extension IntentModel.Link: ArchiveDescribed {
  static var archiveBlank: Self { Self(kind: 0, weight: 0) }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&kind)
    try coder.code(&weight)
  }
}
