import DataFormats
import PhraseGrammar

/// Every app's keyword intents, compiled: their vocabularies' phrases as templates of one grammar,
/// which the router spots anywhere in an utterance (`Grammar.spots(_:options:workspace:)`).
///
/// A vocabulary is compiled once per set of parameters its slots read (a *unit*), so the
/// vocabularies an app's intents share are spotted once; each intent's keywords refer to units.
struct KeywordTable: Sendable {
  /// The vocabularies' phrases; each template belongs to one unit.
  var grammar: Grammar
  /// The unit of each template of ``grammar``, by template id.
  var unitOfTemplate: [Int32]
  /// The units, in the order compiled.
  var units: [Unit]
  /// Every keyword intent, apps in the router's order and each app's intents in manifest order.
  var intents: [KeywordIntent]
  /// For each unit, the keyword intents (indices into ``intents``) with a keyword of it.
  var intentsOfUnit: [[Int32]]

  /// A vocabulary compiled with the parameters its slots read.
  struct Unit: Sendable {
    var app: Int
    var vocabulary: String
  }

  /// A keyword intent: its app and intent, and its keywords by role.
  struct KeywordIntent: Sendable {
    var app: Int
    var intent: Int
    /// Every keyword: required ones, then one-of groups, then optional ones (not excluded ones).
    var keywords: [Keyword]
    /// How many of ``keywords`` are required; each of the one-of groups follows, then the optional ones.
    var requiredCount: Int
    /// The size of each one-of group, in order, after the required keywords.
    var groupSizes: [Int]
    /// The units of the excluded vocabularies.
    var excluded: [Int]
  }

  /// One keyword of an intent: a unit, and where its values go among the intent's parameters.
  struct Keyword: Sendable {
    var unit: Int
    /// The intent's parameter each of the unit's slot parameters fills, by the unit's parameter index.
    var parameters: [Int]
    /// The intent's `string` parameter named like the vocabulary, which takes the words that said it.
    var wordsParameter: Int?
  }

  /// A table with no keyword intents.
  static let empty = KeywordTable(
    grammar: GrammarBuilder().build(), unitOfTemplate: [], units: [], intents: [], intentsOfUnit: [])
}
