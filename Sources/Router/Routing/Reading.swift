import PhraseGrammar

/// One way an utterance was read as an intent: a phrase's match, or the spots a keyword
/// intent's keywords took. The router scores, names and lists both alike.
protocol Reading {
  /// The app and intent it reads the utterance as (indices into the router's apps).
  func intent(in router: Router) -> (app: Int, intent: Int)
  /// What the route's `template` says it matched: the phrase as written, or the keywords said.
  func template(in router: Router) -> String
  /// How many of the utterance's tokens it accounts for, weighted by how each was read
  /// (``ReadingWeights``).
  var weightedTokens: Double { get }
}

/// What a token counts for in a reading's score, by how it was read: a literal word or the
/// app's name fully, a typed value a little less, free text half.
enum ReadingWeights {
  static let literal = 1.0
  static let name = 1.0
  static let value = 0.9
  static let text = 0.5

  /// The tokens of a match, weighted, added to `total`.
  static func weightedTokens(of match: GrammarMatch, plus total: Double = 0) -> Double {
    total + literal * Double(match.literalTokenCount) + name * Double(match.nameTokenCount) + value
      * Double(match.valueTokenCount) + text * Double(match.textTokenCount)
  }
}

extension GrammarMatch: Reading {
  func intent(in router: Router) -> (app: Int, intent: Int) {
    let record = router.templates[Int(template.rawValue)]
    return (record.app, record.intent)
  }

  func template(in router: Router) -> String { router.templates[Int(template.rawValue)].text }

  var weightedTokens: Double { ReadingWeights.weightedTokens(of: self) }
}

extension KeywordReading: Reading {
  func intent(in router: Router) -> (app: Int, intent: Int) {
    let intent = router.keywords.intents[self.intent]
    return (intent.app, intent.intent)
  }

  /// `keywords: Query + Weather`: the vocabularies said, in utterance order.
  func template(in router: Router) -> String {
    let intent = router.keywords.intents[self.intent]
    return "keywords: "
      + said.map { router.keywords.units[intent.keywords[$0.keyword].unit].vocabulary }.joined(separator: " + ")
  }

  /// The spots' tokens, weighted as a match's; at most the tokens they take, since two spots
  /// may both say a word ("spell" of `Spell` and of `spell {Word}`).
  var weightedTokens: Double {
    min(said.reduce(0) { ReadingWeights.weightedTokens(of: $1.spot, plus: $0) }, Double(coveredTokens))
  }
}

extension Router {
  /// A reading's score, from 0 to 1: the share of the utterance's tokens it accounts for,
  /// weighted (``ReadingWeights``), rounded to hundredths.
  func score(_ reading: some Reading, tokenCount: Int) -> Double {
    guard tokenCount > 0 else { return 0 }
    return (reading.weightedTokens / Double(tokenCount) * 100).rounded() / 100
  }

  /// A reading as a candidate of a route: its app, intent, score and template.
  func candidate(for reading: some Reading, utterance: Utterance) -> Candidate {
    let (app, intent) = reading.intent(in: self)
    return Candidate(
      app: apps[app].name, intent: apps[app].intents[intent].id, score: score(reading, tokenCount: utterance.count),
      template: reading.template(in: self))
  }
}
