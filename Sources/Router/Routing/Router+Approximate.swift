import DataFormats
import PhraseGrammar

extension Router {
  /// Two apps or intents whose approximate matches cost within this much (hundredths of a
  /// word) of each other are ambiguous.
  static let ambiguityMargin = 10

  /// The margin (hundredths of a word) from which another app or intent no longer lowers a
  /// route's confidence (``confidence(cost:margin:)``): matches dearer than the cheapest by
  /// more bear on nothing.
  static let marginWindow = 50

  /// How sure a route matched approximately is: `100 / (100 + cost)` (1 for an exact match,
  /// 0.5 at a cost of one word), times `min(1, 0.5 + margin / 100)` where the margin is how
  /// much more the best match of another app or intent costs (none: 1), rounded to hundredths.
  static func confidence(cost: Int, margin: Int?) -> Double {
    let base = 100 / (100 + Double(cost))
    let factor = margin.map { min(1, 0.5 + Double($0) / 100) } ?? 1
    return (base * factor * 100).rounded() / 100
  }

  /// The dearest cost at which an approximate match of no other competitor would still be
  /// surer than `confidence` (``confidence(cost:margin:)`` with no margin), within `ceiling`;
  /// nil when even an exact match would not be.
  static func dearestCost(surerThan confidence: Double, within ceiling: Int) -> Int? {
    guard self.confidence(cost: 0, margin: nil) > confidence else { return nil }
    // The confidence falls as the cost rises: the last cost above `confidence`, by halving.
    var (sure, unsure) = (0, ceiling + 1)
    while unsure - sure > 1 {
      let middle = (sure + unsure) / 2
      if self.confidence(cost: middle, margin: nil) > confidence { sure = middle } else { unsure = middle }
    }
    return sure
  }

  /// The closest approximate match, for a refusal: "the closest approximate match, 'log water'
  /// (Water), costs 1.1 words ('in' said, 'Tracker' said)".
  func closestApproximateMatch(_ match: GrammarMatch, in utterance: Utterance) -> String {
    let record = templates[Int(match.template.rawValue)]
    return "the closest approximate match, '\(record.text)' (\(apps[record.app].name)), costs "
      + "\(Rank.words(match.cost)) (\(describe(match.edits, in: utterance)))"
  }

  /// The edits of a match, for an explanation: "'of' left out, 'logged' read as 'log'".
  func describe(_ edits: [MatchEdit], in utterance: Utterance) -> String {
    edits.map { edit in
      switch edit.kind {
      case .inserted: "'\(utterance.text(of: edit.token..<edit.token + 1))' said"
      case .deleted where edit.word == .unknown: "the app's name left out"
      case .deleted: "'\(grammar.text(of: edit.word))' left out"
      case .substituted where edit.word == .unknown:
        "'\(utterance.text(of: edit.token..<edit.token + 1))' read as the app's name"
      case .substituted: "'\(utterance.text(of: edit.token..<edit.token + 1))' read as '\(grammar.text(of: edit.word))'"
      }
    }.joined(separator: ", ")
  }
}
