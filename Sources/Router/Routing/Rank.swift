import DataFormats
import PhraseGrammar

/// How well a match fits, compared field by field: the arbitration order.
///
/// 1. A match that names the app beats one of the foreground app that leaves its name unsaid,
///    which beats one that does not name an app.
/// 2. A match whose free text takes words that another reading of the same app reads as a
///    typed value (a date, a number, a measurement, an enum case …) loses to readings that
///    do not: a typed value is evidence, free text the fallback.
/// 3. More tokens matched by literal words of the template.
/// 4. Fewer tokens taken by free-text slots.
/// Matches equal on all four are equally good.
struct Rank: Comparable, Hashable {
  /// What the match's differences from the utterance cost (0 for an exact match).
  var cost: Int
  /// 2 when the utterance names the match's app, 1 when the app is in the foreground and its
  /// name went unsaid, 0 when the phrase names no app.
  var naming: Int
  var isOutread: Bool
  var literalTokens: Int
  var textTokens: Int

  init(_ match: GrammarMatch, isOutread: Bool) {
    cost = match.cost
    naming = match.leavesNameToForeground ? 1 : match.namedApplication == nil ? 0 : 2
    self.isOutread = isOutread
    literalTokens = match.literalTokenCount
    textTokens = match.textTokenCount
  }

  /// `a < b` when `a` ranks better than `b`.
  static func < (lhs: Self, rhs: Self) -> Bool {
    if lhs.cost != rhs.cost { return lhs.cost < rhs.cost }
    if lhs.naming != rhs.naming { return lhs.naming > rhs.naming }
    if lhs.isOutread != rhs.isOutread { return !lhs.isOutread }
    if lhs.literalTokens != rhs.literalTokens { return lhs.literalTokens > rhs.literalTokens }
    return lhs.textTokens < rhs.textTokens
  }

  /// Why a candidate with this rank lost to `winner`.
  func reasonLost(to winner: Self) -> String {
    if cost != winner.cost {
      return "its differences from the utterance cost \(Self.words(cost)); the winner's \(Self.words(winner.cost))"
    }
    if naming != winner.naming {
      return winner.naming == 2
        ? "does not name its app; the winner does" : "does not name its app; the winner's app is in the foreground"
    }
    if isOutread != winner.isOutread {
      return "its free text takes words another reading of the app reads as a value"
    }
    if literalTokens != winner.literalTokens {
      return "matches \(literalTokens) literal words; the winner matches \(winner.literalTokens)"
    }
    return "takes \(textTokens) free-text words; the winner takes \(winner.textTokens)"
  }

  /// A cost in hundredths of a word, as words ("0.3 words").
  static func words(_ cost: Int) -> String {
    let value = Double(cost) / 100
    return (value == value.rounded() ? String(Int(value)) : String(value)) + (cost == 100 ? " word" : " words")
  }
}
