import BinaryArchive
import DataFormats
import Foundation
import PhraseGrammar

/// The content words of the phrases of apps whose phrases are examples
/// (``Manifest/phrasesAreExamples``: Alexa's samples, Padatious' lines), those people may say
/// without the app's name, for hearing a sentence *like* a phrase when none matches it, even
/// approximately.
///
/// A word counts by its stem (`Grammar.stemKey(_:)`), function words (`FunctionWords`)
/// not at all. A word weighs `ln(1 + N / n)`, where N is the number of intents indexed and n
/// how many of them say it; a word no phrase says weighs `ln(1 + N)`. See
/// ``similarity(of:to:)``.
struct ExampleIndex: Sendable {
  struct Example: Sendable {
    var template: TemplateID
    var app: Int
    var intent: Int
    /// The phrase's word keys, each once, sorted.
    var words: [Int]
    /// What the phrase's words weigh together.
    var weight: Double
    /// Whether the phrase has a slot of free text, which may take words it does not spell.
    var hasFreeText: Bool
    /// The lexicons (enums, entities) its slots read: words of their values fill a slot.
    var lexicons: [LexiconID]
  }

  /// An utterance's content words, each known word once: each one's key index (-1 for a word no
  /// phrase says), and the lexicons whose values cover it.
  struct Words {
    var keys: [Int]
    var lexicons: [[LexiconID]]
    var isEmpty: Bool { keys.isEmpty }
  }

  /// What a word the phrase does not spell counts for when the phrase has free text to take it.
  static let freeTextShare = 0.5

  private(set) var examples: [Example] = []
  /// Each word key's index.
  private var keys: [String: Int] = [:]
  /// Each word key's weight.
  private var weights: [Double] = []
  /// The weight of a word no phrase says.
  private var unknownWeight = 0.0
  /// The examples that say each word key.
  private var postings: [[Int]] = []

  private init() {}

  init(grammar: Grammar, templates: [Router.TemplateRecord], apps: [Router.AppRecord]) {
    var keys: [String: Int] = [:]
    var examples: [Example] = []
    var intentsSaying: [Set<Int>] = []
    var intents = Set<Int>()
    for (index, record) in templates.enumerated() {
      let id = TemplateID(rawValue: UInt32(index))
      guard apps[record.app].phrasesAreExamples, !record.isNegative, grammar.nameMayBeLeftOut(of: id) else { continue }
      let words = Set(
        grammar.literalTokens(of: id).map { grammar.text(of: $0) }.filter {
          $0.contains(where: \.isLetter) && !FunctionWords.normalized.contains($0)
        }.map(Grammar.stemKey)
      ).map { key -> Int in
        if let known = keys[key] { return known }
        keys[key] = keys.count
        intentsSaying.append([])
        return keys.count - 1
      }.sorted()
      guard !words.isEmpty else { continue }
      let intent = record.app << 20 | record.intent
      intents.insert(intent)
      for word in words { intentsSaying[word].insert(intent) }
      examples.append(
        Example(
          template: id, app: record.app, intent: record.intent, words: words, weight: 0,
          hasFreeText: grammar.hasFreeText(id), lexicons: grammar.slotLexicons(of: id)))
    }
    let count = Double(intents.count)
    let weights = intentsSaying.map { log(1 + count / Double($0.count)) }
    unknownWeight = log(1 + count)
    var postings = [[Int]](repeating: [], count: keys.count)
    for index in examples.indices {
      examples[index].weight = examples[index].words.reduce(0) { $0 + weights[$1] }
      for word in examples[index].words { postings[word].append(index) }
    }
    self.examples = examples
    self.weights = weights
    self.keys = keys
    self.postings = postings
  }

  /// The words of an utterance as the index counts them.
  func words(of utterance: Utterance, grammar: Grammar) -> Words {
    let covering = grammar.lexiconsCovering(utterance)
    var words = Words(keys: [], lexicons: [])
    for position in 0..<utterance.count {
      let text = utterance.token(position)
      // Numbers are values, not words.
      guard text.contains(where: \.isLetter), !FunctionWords.normalized.contains(text) else { continue }
      let key = keys[Grammar.stemKey(text)] ?? -1
      // A word said again is no more evidence: "stop stop stop" says "stop" once.
      guard key < 0 || !words.keys.contains(key) else { continue }
      words.keys.append(key)
      words.lexicons.append(covering[position])
    }
    return words
  }

  /// How alike an utterance's words and a phrase's are, from 0 to 1: twice the weight of the
  /// words they share, over the weight of the utterance's words plus the phrase's (Dice's
  /// coefficient, weighted); a word of the utterance the phrase does not spell counts for
  /// ``freeTextShare`` of its weight when the phrase has free text that could take it, and not
  /// at all when it is part of a value of an enum or entity the phrase's slots read ("water
  /// the *boston fern*" for "water the {plant}").
  ///
  /// Two or more words no phrase says, with no free text or value to take them, say the
  /// utterance is about something else: its similarity to such a phrase is 0.
  func similarity(of words: Words, to example: Example) -> Double {
    var unknown = 0
    var shared = 0.0
    var other = 0.0
    for (index, word) in words.keys.enumerated() {
      if word >= 0, example.words.contains(word) {
        shared += weights[word]
      } else if words.lexicons[index].contains(where: example.lexicons.contains) {
        continue  // a slot's value
      } else {
        if word < 0 { unknown += 1 }
        let weight = word >= 0 ? weights[word] : unknownWeight
        other += example.hasFreeText ? weight * Self.freeTextShare : weight
      }
    }
    if !example.hasFreeText && unknown > 1 { return 0 }
    let total = shared + other + example.weight
    return total > 0 ? 2 * shared / total : 0
  }

  /// The examples that share a word with the utterance's words, once each.
  func candidates(of words: Words) -> [Int] {
    var seen = Set<Int>()
    return words.keys.filter { $0 >= 0 }.flatMap { postings[$0] }.filter { seen.insert($0).inserted }.sorted()
  }
}

extension ExampleIndex: ArchiveDescribed {
  static var archiveBlank: Self { Self() }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&self, \.examples, \.keys, \.weights, \.unknownWeight, \.postings)
  }
}

extension ExampleIndex.Example: ArchiveDescribed {
  static var archiveBlank: Self {
    Self(template: TemplateID(rawValue: 0), app: 0, intent: 0, words: [], weight: 0, hasFreeText: false, lexicons: [])
  }

  mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&template)
    try coder.code(&app)
    try coder.code(&intent)
    try coder.code(&words)
    try coder.code(&weight)
    try coder.code(&hasFreeText)
    try coder.code(&lexicons)
  }
}
