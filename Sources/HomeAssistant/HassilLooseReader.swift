import Foundation
import PhraseGrammar
import RequestModels
import Router

/// Reads a sentence that no template matches as said, as a bag of words: the template whose
/// words and slots best explain the sentence's, in any order, decides.
///
/// The sentence's values are found first, wherever they are said: the home's names, areas and
/// floors and every other list's values, as written, and numbers, in digits or in words. Each template is
/// then read as the path through its position automaton that explains most, taking its words
/// in any order: a word the sentence says earns twice its evidence (it is explained, and it
/// says something of the intent), a word it leaves unsaid costs its weight, a slot earns twice
/// what its value's words weigh and must take a value of its list said somewhere, and every
/// word of the sentence the path does not explain costs what it tells (``strayWeight(_:)``),
/// less the more typical it is of the kinds of request the intent is linked to ("today" said
/// besides "what's the weather" costs little: requests for the weather often say it).
///
/// A word's weight is how much it tells among the bundle's intents: log(*I* / *d*) / log *I*
/// for a word in the templates of *d* of *I* intents ("the" almost nothing, "weather" 1). Its
/// evidence is the geometric mean of that weight and what it tells of what people ask in
/// general (`BackgroundModel`: "tell" and "time" are said in requests of every kind). A word
/// said another way (an inflection, an apostrophe, a clitic, a typo) earns a share of its
/// evidence, less what the edit costs (`EditCosts.standard`; a letter doubled or undoubled as
/// a typo: ``doubledLetterSpellings(of:)``).
///
/// A reading counts only if it says one of the template's words of ``keyWeight`` evidence or
/// more, or fills the `name` slot with an entity's name and leaves unsaid none of its words
/// that tell anything (the templates of a name are candidates wherever one is said), and stays
/// within ``Limits`` (a reading of a name may say its other values, such as a state, in place
/// of its words: "is the front door locked or not"). The best wins (one that fills the `name`
/// slot is preferred by ``nameBonus``, as Home Assistant prefers a name to an area and a
/// domain); readings that explain the sentence equally well are ranked as hassil ranks its
/// results, and one that the block's context rules or the values' contexts refuse gives way to
/// the next, if that is within ``refusalMargin`` of the best. The result is what hassil gives for the template said
/// with those values: the block's fixed slots, context slots and metadata.
///
/// When no reading is good enough, or two intents' are alike, the kinds of request settle it
/// (`RequestKinds`): each intent is linked to the kinds of real request its templates' words are
/// typical of, as a manifest's intent is, and a sentence likely of an intent's kinds
/// (``leastKindAgreement``, well ahead of any other's, ``kindTieWindow``) is read as the template
/// of that intent that explains it best, whatever it leaves unsaid ("do I need an umbrella" asks
/// for the weather); among intents whose readings are alike, when the sentence says a word they
/// leave unexplained, less likely will do (``leastTieAgreement``: "kill the bedroom lamp").
public struct HassilLooseReader: Sendable {
  /// What a reading must explain to be accepted.
  public struct Limits: Sendable {
    /// The most weight of the sentence's words that the reading may leave unexplained, times
    /// what it explains when that is more than 1 (its words' evidence and its values' weight,
    /// those of ``HassilLooseReader/targetSlots`` at ``HassilLooseReader/targetShare``): a longer
    /// request may say more besides.
    public var unexplained: Double
    /// The most weight of the template's words that the sentence may leave unsaid.
    public var unsaid: Double
    /// The least weight of the template's own words the sentence must say (for a reading of a
    /// name, its words and its other slots' values).
    public var said: Double
    /// The most weight of any one of the template's words that the sentence may leave unsaid.
    public var unsaidWord: Double

    /// The limits documented in `Docs/HomeAssistant.md`.
    public static let standard = Limits(unexplained: 1.0, unsaid: 0.75, said: 0.4, unsaidWord: 0.6)

    /// Limits of these weights.
    public init(unexplained: Double, unsaid: Double, said: Double, unsaidWord: Double) {
      self.unexplained = unexplained
      self.unsaid = unsaid
      self.said = said
      self.unsaidWord = unsaidWord
    }
  }

  /// What a reading that fills the `name` slot is preferred by: Home Assistant prefers an
  /// entity's name to an area and a domain ("the bedroom lamp" is the lamp, not the bedroom's lights).
  static let nameBonus = 1.0
  /// How much worse than the best reading another may be to be taken when the best is refused
  /// (by the block's context rules, or the values' contexts).
  static let refusalMargin = 1.0
  /// How much worse than the winner another intent's reading must be for the sentence not to
  /// be ambiguous.
  static let ambiguityMargin = 0.25
  /// How far apart what two readings earn from the same words of the sentence (their values and
  /// the words they say, as ``read(_:_:_:relaxed:)`` counts them) may be for the sentence not to choose
  /// between them. When neither says all its template needs, only which words each leaves
  /// unsaid would, and the sentence is ambiguous ("kill the lamp" says neither "on" nor "off",
  /// however common a word "on" is); a reading that leaves nothing unsaid wins ("lights off").
  static let sameWordsTolerance = 0.1
  /// The slots that say which thing or where, not what of it is asked.
  static let targetSlots: Set<String> = ["name", "area", "floor"]
  /// What share of their values' weight the ``targetSlots`` add to what a reading explains,
  /// against which the words it leaves unexplained are measured: a name said in a sentence about
  /// something else is no request ("i painted the living room lamp red last year").
  static let targetShare = 0.25
  /// The weight of a function word no template says, unexplained.
  static let functionWeight = 0.1
  /// The least weight of a word that templates say.
  static let leastWeight = 0.05
  /// A reading must say at least one of the template's words of this much evidence or more.
  static let keyWeight = 0.3
  /// How likely a sentence must be of the kinds of request an intent is linked to for the kinds
  /// to choose the intent.
  static let leastKindAgreement = 0.8
  /// How likely a sentence must be of the kinds of request an intent is linked to for the kinds
  /// to choose it among intents whose readings explain the sentence alike ("kill the bedroom
  /// lamp": on or off? requests that say "kill" and "lamp" are most often to turn lights off).
  static let leastTieAgreement = 0.3
  /// How close to the likeliest intent of a sentence's kinds another may come for the kinds to
  /// choose neither.
  static let kindTieWindow = 0.7

  let recognizer: HassilRecognizer
  let limits: Limits
  /// Per template: its automaton, or nil when it cannot be read without its order (glued
  /// characters, wildcards).
  let automata: [TemplateAutomaton?]
  /// By vocabulary token: how much saying it tells of the intent among the bundle's (log(I / d) / log I),
  /// what leaving it unsaid costs.
  let weights: [Double]
  /// By vocabulary token: how much saying it is evidence for an intent: the geometric mean of
  /// its weight and what it tells of what people ask in general (``strayWeight(_:)``).
  let evidence: [Double]
  /// By vocabulary token: what it costs left unexplained: its evidence, or for a word no
  /// template says, ``functionWeight`` for a function word, else what it tells in general.
  let strayWeights: [Double]
  /// By vocabulary token of weight ``keyWeight`` or more: the readable templates that say it.
  let templatesSaying: [Int32: [Int32]]
  /// By lexicon of a `name` slot: the readable templates that fill a name from it.
  let templatesNaming: [LexiconID: [Int32]]
  /// By intent: the readable templates of its blocks.
  let templatesOfIntent: [[Int32]]
  /// By intent: the kinds of request its templates' words are typical of, and how strongly.
  let kindLinks: [[(kind: Int, weight: Double)]]

  /// A reader of the recognizer's templates.
  public init(_ recognizer: HassilRecognizer, limits: Limits = .standard) {
    self.recognizer = recognizer
    self.limits = limits
    let grammar = recognizer.grammar
    var automata: [TemplateAutomaton?] = []
    var intentsOfToken: [Int: Set<Int>] = [:]
    var templatesOfIntent = [[Int32]](repeating: [], count: recognizer.intentNames.count)
    var units = [[Set<String>]](repeating: [], count: recognizer.intentNames.count)
    for (index, template) in recognizer.templates.enumerated() {
      let automaton = grammar.automaton(of: TemplateID(rawValue: UInt32(index)))
      let readable =
        automaton.symbols.allSatisfy {
          switch $0 {
          case .token, .value: true
          default: false
          }
        }
        && !template.parameters.contains {
          if case .wildcard = $0.kind { return true }
          return false
        }
      automata.append(readable ? automaton : nil)
      let intent = recognizer.blocks[template.block].intent
      var words = Set<String>()
      for case .token(let token) in automaton.symbols {
        intentsOfToken[Int(token.rawValue), default: []].insert(intent)
        let text = grammar.text(of: token)
        if RequestWords.isContent(text) { words.insert(Grammar.stemKey(text)) }
      }
      units[intent].append(words)
      if readable { templatesOfIntent[intent].append(Int32(index)) }
    }
    let intentCount = Double(max(2, recognizer.intentNames.count))
    var weights = [Double](repeating: 0, count: grammar.vocabularySize)
    var evidence = [Double](repeating: 0, count: grammar.vocabularySize)
    var strayWeights = [Double](repeating: 1, count: grammar.vocabularySize)
    for token in 0..<grammar.vocabularySize {
      let text = grammar.text(of: TokenID(rawValue: UInt32(token)))
      guard let intents = intentsOfToken[token] else {
        strayWeights[token] = Self.strayWeight(text)
        continue
      }
      let weight = max(Self.leastWeight, min(1, log(intentCount / Double(intents.count)) / log(intentCount)))
      weights[token] = weight
      evidence[token] = (weight * Self.strayWeight(text)).squareRoot()
      strayWeights[token] = evidence[token]
    }
    var templatesSaying: [Int32: [Int32]] = [:]
    for (index, automaton) in automata.enumerated() {
      guard let automaton else { continue }
      var seen: Set<UInt32> = []
      for case .token(let token) in automaton.symbols
      where evidence[Int(token.rawValue)] >= Self.keyWeight && seen.insert(token.rawValue).inserted {
        templatesSaying[Int32(token.rawValue), default: []].append(Int32(index))
      }
    }
    var templatesNaming: [LexiconID: [Int32]] = [:]
    for (index, template) in recognizer.templates.enumerated() where automata[index] != nil {
      for parameter in template.parameters where parameter.isBestSlot {
        guard case .values(let list, _) = parameter.kind else { continue }
        templatesNaming[recognizer.lists[list].lexicon, default: []].append(Int32(index))
      }
    }
    self.templatesNaming = templatesNaming
    self.automata = automata
    self.weights = weights
    self.evidence = evidence
    self.strayWeights = strayWeights
    self.templatesSaying = templatesSaying
    self.templatesOfIntent = templatesOfIntent
    kindLinks = units.map(kindLinks(of:))
  }

  /// What a word tells of what people ask in general: ``functionWeight`` for a function word,
  /// else `BackgroundModel/informativeness(_:)`.
  static func strayWeight(_ text: String) -> Double {
    if FunctionWords.normalized.contains(text) || !text.contains(where: \.isLetter) { return functionWeight }
    return BackgroundModel.requests.informativeness(text)
  }

  /// What one sentence offers every template: its values and words.
  struct Sentence {
    var ids: [TokenID]
    /// Each token's weight when left unexplained.
    var strayWeights: [Double]
    /// By token: how typical the word is of each kind of request (`RequestKinds/typicality(of:kind:)`;
    /// empty for a function word).
    var typicality: [[Double]]
    /// By template word the sentence says, as said or another way: the sentence's tokens that
    /// say it, with the share of its weight each earns, best first.
    var sayers: [TokenID: [(token: Int, share: Double)]]
    /// The list values said as written.
    var phrases: [(tokens: Range<Int>, posting: LexiconPosting)]
    /// The numbers said, in digits or in words.
    var numbers: [(tokens: Range<Int>, value: Double)]
  }

  /// One template's reading of the sentence.
  struct Reading {
    var template: Int
    var score: Double
    var captures: [Capture]
    var literalTokens: Int
    /// By token of the sentence: whether the reading explains it.
    var explained: [Bool]
    /// What it earns from what the sentence says: twice its words' evidence and its values' weight,
    /// and the bonus for a name.
    var earned: Double
    /// The weight of the template's words the sentence leaves unsaid.
    var unsaid: Double

    /// The reading as the recognizer's match of its template.
    var match: GrammarMatch {
      GrammarMatch(
        template: TemplateID(rawValue: UInt32(template)), captures: captures, literalTokenCount: literalTokens)
    }
  }

  /// How a sentence was heard.
  public enum Hearing: String, Sendable {
    /// A template matched it as said.
    case asSaid
    /// No template did; it was read without its words' order.
    case unordered
  }

  /// Hears a sentence as `route --hassil` does: as said (``HassilRecognizer``), else without its
  /// words' order; nil when neither hears it.
  public func hear(
    _ sentence: String, fixture: HassilFixture?, context: [HassilMember], workspace: inout MatchWorkspace
  ) -> (result: HassilResult, hearing: Hearing)? {
    if let result = recognizer.recognize(sentence, fixture: fixture, context: context, workspace: &workspace) {
      return (result, .asSaid)
    }
    return recognize(sentence, fixture: fixture, context: context).map { ($0, .unordered) }
  }

  /// Reads a sentence in a fixture set's home with an initial intent context; nil when no
  /// template explains it well enough.
  public func recognize(_ sentence: String, fixture: HassilFixture?, context: [HassilMember]) -> HassilResult? {
    let (utterance, words, readings) = self.readings(of: sentence, fixture: fixture)
    // A reading much worse than the best is not what was meant, even when the best is refused.
    let floor = (readings.first?.score ?? 0) - Self.refusalMargin
    var search = Search(recognizer: recognizer, initialContext: context)
    var index = 0
    while index < readings.count, readings[index].score >= floor {
      // Readings that explain the sentence equally well are ranked as hassil ranks them; one
      // the block's context rules refuse gives way to the next.
      let score = readings[index].score
      let start = index
      var matches: [GrammarMatch] = []
      while index < readings.count, readings[index].score >= score - 1e-9 {
        matches.append(readings[index].match)
        index += 1
      }
      guard Self.admits(matches, in: utterance, into: &search), let winner = search.best?.match.template else {
        continue
      }
      // Another intent's reading nearly as good, or explaining the same words, makes the
      // sentence ambiguous ("kill the lamp": on or off?): nothing is heard.
      let intent = recognizer.blocks[recognizer.templates[Int(winner.rawValue)].block].intent
      let chosen = readings[start..<index].first { $0.template == Int(winner.rawValue) }
      // Whether another reading explains the same words alike, where the winner leaves a word unsaid.
      func alike(_ other: Reading) -> Bool {
        guard let chosen, chosen.unsaid > 0 else { return false }
        return other.explained == chosen.explained && abs(other.earned - chosen.earned) <= Self.sameWordsTolerance
      }
      var tied: Set<Int> = [intent]
      for other in readings[index...] where other.score >= score - Self.ambiguityMargin || alike(other) {
        let otherIntent = recognizer.blocks[recognizer.templates[other.template].block].intent
        guard !tied.contains(otherIntent) else { continue }
        var alone = Search(recognizer: recognizer, initialContext: context)
        if Self.admits([other.match], in: utterance, into: &alone) { tied.insert(otherIntent) }
      }
      guard tied.count > 1 else { return search.result(in: utterance) }
      // The kinds break the tie only on a word the readings leave unexplained ("kill"), which
      // requests of some kind say: a sentence they explain in full says nothing more.
      let explained = chosen?.explained ?? []
      let saysMore = explained.indices.contains { index in
        let text = utterance.token(index)
        return !explained[index] && RequestWords.isContent(text) && RequestKinds.standard.knows(Grammar.stemKey(text))
      }
      return (saysMore ? readByKind(utterance, words, context: context, among: tied) : nil)
        ?? readByKind(utterance, words, context: context)
    }
    return readByKind(utterance, words, context: context)
  }

  /// The sentence read as the intent its kinds of request are linked to, when one is well ahead
  /// of the others (``leastKindAgreement``, ``kindTieWindow``; among intents whose readings tie,
  /// `among`, ``leastTieAgreement``): that intent's template that explains it best and that its
  /// context admits; nil otherwise.
  func readByKind(
    _ utterance: Utterance, _ words: Sentence?, context: [HassilMember], among tied: Set<Int>? = nil
  ) -> HassilResult? {
    guard let words else { return nil }
    let stems = (0..<utterance.count).map(utterance.token).filter(RequestWords.isContent).map(Grammar.stemKey)
    guard !stems.isEmpty else { return nil }
    let posteriors = RequestKinds.standard.posteriors(stems)
    let agreements = kindLinks.indices.map { intent in
      tied.map { $0.contains(intent) } ?? true
        ? kindLinks[intent].reduce(0) { $0 + posteriors[$1.kind] * $1.weight } : 0
    }
    guard let best = agreements.indices.max(by: { agreements[$0] < agreements[$1] }),
      agreements[best] >= (tied == nil ? Self.leastKindAgreement : Self.leastTieAgreement),
      !agreements.indices.contains(where: { $0 != best && agreements[$0] >= agreements[best] * Self.kindTieWindow })
    else { return nil }
    let readings = templatesOfIntent[best].compactMap { template in
      automata[Int(template)].flatMap { read(Int(template), $0, words, relaxed: true) }
    }.sorted { $0.score > $1.score }
    for reading in readings {
      var search = Search(recognizer: recognizer, initialContext: context)
      if Self.admits([reading.match], in: utterance, into: &search) { return search.result(in: utterance) }
    }
    return nil
  }

  /// Whether a search admits any of some matches of the sentence (the block's context rules and
  /// the values' contexts), which it then holds.
  static func admits(_ matches: [GrammarMatch], in utterance: Utterance, into search: inout Search) -> Bool {
    _ = search.consider(
      matches, in: utterance, reading: 0, variants: HassilRecognizer.Variant.all, hadRemoval: false,
      withoutSkips: utterance)
    return search.best != nil
  }

  /// Every template's reading of a sentence that explains enough, best first, and the
  /// sentence as read (without its skip words) and its values and words (nil when it is empty).
  func readings(of sentence: String, fixture: HassilFixture?) -> (Utterance, Sentence?, [Reading]) {
    let grammar = recognizer.grammar
    var utterance = grammar.utterance(respacingWords(sentence))
    if let removal = recognizer.skipRemoval(in: utterance.ids) {
      utterance = recognizer.removing(removal.all, from: utterance)
    }
    guard !utterance.ids.isEmpty else { return (utterance, nil, []) }
    let words = self.sentence(utterance, mask: fixture?.mask ?? recognizer.globalFixture.mask)
    var candidates: Set<Int32> = []
    for word in words.sayers.keys { candidates.formUnion(templatesSaying[Int32(word.rawValue)] ?? []) }
    for phrase in words.phrases { candidates.formUnion(templatesNaming[phrase.posting.lexicon] ?? []) }
    var readings: [Reading] = []
    for template in candidates.sorted() {
      guard let automaton = automata[Int(template)], let reading = read(Int(template), automaton, words) else {
        continue
      }
      readings.append(reading)
    }
    readings.sort { $0.score > $1.score }
    return (utterance, words, readings)
  }

  /// The sentence's values and words, once for every template.
  func sentence(_ utterance: Utterance, mask: LexiconMask) -> Sentence {
    let grammar = recognizer.grammar
    let ids = utterance.ids
    var words = Sentence(
      ids: ids, strayWeights: [], typicality: [], sayers: [:],
      phrases: grammar.lexiconPhrases(in: utterance, mask: mask),
      numbers: [])
    words.numbers = grammar.numbers(in: utterance, options: MatchOptions(lexiconMask: mask))
    for (index, id) in ids.enumerated() {
      let text = utterance.token(index)
      let known = Int(id.rawValue) < strayWeights.count
      words.strayWeights.append(known ? strayWeights[Int(id.rawValue)] : Self.strayWeight(text))
      words.typicality.append(
        RequestWords.isContent(text) ? RequestKinds.standard.typicalities(of: Grammar.stemKey(text)) : [])
      if known && weights[Int(id.rawValue)] > 0 { words.sayers[id, default: []].append((index, 1)) }
      var nearWords = grammar.nearWords(of: text, token: id)
      for word in Self.doubledLetterSpellings(of: text) {
        guard let spelled = knownToken(word), Int(spelled.rawValue) < weights.count,
          weights[Int(spelled.rawValue)] > (known ? weights[Int(id.rawValue)] : 0),
          !nearWords.contains(where: { $0.word == spelled })
        else { continue }
        nearWords.append((spelled, EditCosts.standard.typo))
      }
      for near in nearWords {
        words.sayers[near.word, default: []].append((index, max(0, 1 - Double(near.cost) / 100)))
      }
    }
    for word in words.sayers.keys { words.sayers[word]!.sort { $0.share > $1.share } }
    return words
  }

  /// The best path through one template and how well it explains the sentence; nil when no
  /// path fills its slots or (unless `relaxed`, for an intent the kinds of request chose) it
  /// explains too little.
  func read(_ template: Int, _ automaton: TemplateAutomaton, _ words: Sentence, relaxed: Bool = false) -> Reading? {
    let info = recognizer.templates[template]
    // Each slot's values said in the sentence, longest first.
    var spans: [[(tokens: Range<Int>, value: SlotValue)]] = Array(repeating: [], count: info.parameters.count)
    for (parameter, parameterInfo) in info.parameters.enumerated() {
      switch parameterInfo.kind {
      case .values(let list, let admitted):
        let lexicon = recognizer.lists[list].lexicon
        for phrase in words.phrases where phrase.posting.lexicon == lexicon {
          if let admitted, !admitted[Int(phrase.posting.entry)] { continue }
          spans[parameter].append((phrase.tokens, .entry(lexicon, phrase.posting.entry)))
        }
      case .range(let range, _):
        for number in words.numbers where range.accepts(number.value) {
          spans[parameter].append((number.tokens, .number(number.value)))
        }
      case .wildcard:
        return nil
      }
      spans[parameter].sort { $0.tokens.count > $1.tokens.count }
    }
    func valueWeight(_ tokens: Range<Int>) -> Double { tokens.reduce(0) { $0 + words.strayWeights[$1] } }
    // The best path to each position (positions only lead to later ones): its score and the
    // position before it. A word said earns twice its weight (it is explained, and it is
    // evidence), one unsaid costs its weight, a slot earns twice what its value's words weigh.
    let count = automaton.count
    var gains = [Double](repeating: 0, count: count)
    for position in 0..<count {
      switch automaton.symbols[position] {
      case .token(let token):
        let id = Int(token.rawValue)
        gains[position] = words.sayers[token].map { 2 * evidence[id] * $0[0].share } ?? -weights[id]
      default:
        let parameter = automaton.parameters[position]
        guard spans.indices.contains(parameter), let longest = spans[parameter].first else {
          gains[position] = -.infinity
          continue
        }
        gains[position] = 2 * valueWeight(longest.tokens)
      }
    }
    var best = [Double](repeating: -.infinity, count: count)
    var previous = [Int](repeating: -1, count: count)
    for position in automaton.first { best[position] = gains[position] }
    for position in 0..<count where best[position] > -.infinity {
      for next in automaton.follow[position] where best[position] + gains[next] > best[next] {
        best[next] = best[position] + gains[next]
        previous[next] = position
      }
    }
    var end = -1
    for position in 0..<count where automaton.isLast[position] && best[position] > -.infinity {
      if end < 0 || best[position] > best[end] { end = position }
    }
    guard end >= 0 else { return nil }
    var path: [Int] = []
    var position = end
    while position >= 0 {
      path.append(position)
      position = previous[position]
    }
    // The slots first, each the longest value of its list not overlapping another's; then the
    // words, each of the sentence's tokens saying one of the template's.
    var used = [Bool](repeating: false, count: words.ids.count)
    var captures: [Capture] = []
    for position in path.reversed() where automaton.parameters[position] >= 0 {
      let parameter = automaton.parameters[position]
      guard let span = spans[parameter].first(where: { span in !span.tokens.contains { used[$0] } }) else { return nil }
      for token in span.tokens { used[token] = true }
      captures.append(Capture(parameter: parameter, tokens: span.tokens, value: span.value))
    }
    var said = 0.0
    var unsaid = 0.0
    var saysKeyWord = false
    var largestUnsaid = 0.0
    var literalTokens = 0
    for position in path.reversed() {
      guard case .token(let token) = automaton.symbols[position] else { continue }
      let id = Int(token.rawValue)
      if let sayer = words.sayers[token]?.first(where: { !used[$0.token] }) {
        used[sayer.token] = true
        said += evidence[id] * sayer.share
        saysKeyWord = saysKeyWord || evidence[id] >= Self.keyWeight
        literalTokens += 1
      } else {
        unsaid += weights[id]
        largestUnsaid = max(largestUnsaid, weights[id])
      }
    }
    var unexplained = 0.0
    // A word said besides costs less the more typical it is of the intent's kinds of request
    // ("how's the weather looking today": "today" is said in many requests for the weather).
    let links = kindLinks[recognizer.blocks[info.block].intent]
    for index in words.ids.indices where !used[index] {
      let typicality = words.typicality[index]
      let typical = typicality.isEmpty ? 0 : links.reduce(0) { $0 + $1.weight * typicality[$1.kind] }
      unexplained += words.strayWeights[index] * (1 - min(1, typical))
    }
    let valued = captures.reduce(0) { $0 + valueWeight($1.tokens) }
    let namesSomething = captures.contains { info.parameters[$0.parameter].isBestSlot }
    let carriedByName = !saysKeyWord && namesSomething && largestUnsaid <= Self.leastWeight
    // What is asked is said by the reading's words and the values of what it asks (a state, a
    // color, a number); those of which thing or where (a name, an area, a floor) count a quarter
    // of their weight against the words left unexplained, and nothing towards what must be said.
    var asked = 0.0
    var targets = 0.0
    for capture in captures {
      if Self.targetSlots.contains(info.parameters[capture.parameter].slot) {
        targets += valueWeight(capture.tokens)
      } else {
        asked += valueWeight(capture.tokens)
      }
    }
    let explained = said + asked + Self.targetShare * targets
    guard
      relaxed
        || ((saysKeyWord || carriedByName) && unexplained <= limits.unexplained * max(1, explained)
          && unsaid <= limits.unsaid && said + (namesSomething ? asked : 0) >= limits.said
          && largestUnsaid <= limits.unsaidWord)
    else {
      return nil
    }
    captures.sort { $0.tokens.lowerBound < $1.tokens.lowerBound }
    let earned = 2 * said + 2 * valued + (namesSomething ? Self.nameBonus : 0)
    return Reading(
      template: template, score: earned - unsaid - unexplained, captures: captures, literalTokens: literalTokens,
      explained: used, earned: earned, unsaid: unsaid)
  }
}
