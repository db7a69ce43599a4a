import Foundation
import PhraseGrammar

/// What the router knows of a decision, as the numbers a ``Calibration`` weighs: which tier
/// decided and how sure it was by its own measure, how much of the utterance the reading
/// explains, and how far ahead of the next app or intent it is.
///
/// The evidence is taken after the arbiter has chosen, from the chosen proposal and the
/// request; it never changes the decision.
public struct RouteEvidence: Hashable, Sendable {
  /// The features' names, in the order of ``values`` (and of a calibration's weights).
  public static let names = [
    "phrases", "phrases×score", "keywords", "keywords×score", "approximate", "approximate×score", "nearKeywords",
    "nearKeywords×score", "examples", "examples×score", "ambiguous", "explained", "freeText", "unknownWords",
    "logTokens", "margin",
  ]

  /// One number per name of ``names``.
  public var values: [Double]

  /// The tier's own measure of how sure it is (the confidence before calibration).
  public var score: Double

  /// The tiers, in the groups the features tell apart: phrases as said, keywords as said,
  /// phrases heard approximately (with or without group words), keywords with near words,
  /// examples.
  static func tierGroup(_ tier: String) -> Int {
    switch tier {
    case "phrases": 0
    case "keywords": 1
    case "keywords with near words": 3
    case "examples": 4
    default: 2
    }
  }

  /// The evidence for the proposal `chosen` of a request.
  init(_ chosen: Proposal, among proposals: [Proposal], utterance: Utterance) {
    score = chosen.confidence
    var values = Array(repeating: 0.0, count: Self.names.count)
    let group = Self.tierGroup(chosen.tier)
    values[2 * group] = 1
    values[2 * group + 1] = score
    let tokens = max(1, utterance.count)
    let route = chosen.route
    values[10] = route.outcome == .ambiguous ? 1 : 0
    values[11] = route.score ?? route.candidates.first?.score ?? 0
    if let winner = chosen.winner {
      values[12] = Double(winner.textTokenCount) / Double(tokens)
      var unknown = 0
      for (index, id) in utterance.ids.enumerated() where id == .unknown {
        if !winner.captures.contains(where: { $0.tokens.contains(index) }) { unknown += 1 }
      }
      values[13] = Double(unknown) / Double(tokens)
    } else {
      values[13] = Double(utterance.ids.count { $0 == .unknown }) / Double(tokens)
    }
    values[14] = log(1 + Double(utterance.count))
    let rival =
      proposals.lazy.filter { $0.route.app != route.app || $0.route.intent != route.intent }.map(\.confidence).max()
      ?? 0
    values[15] = max(0, score - rival)
    self.values = values
  }
}
