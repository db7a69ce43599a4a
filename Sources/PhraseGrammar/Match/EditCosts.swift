/// What each difference between an utterance and a template costs when matching approximately,
/// in hundredths of a word.
///
/// Approximate matching (``MatchOptions/editCosts``) finds the templates an utterance says with
/// the smallest total cost of edits, up to ``ceiling``:
///
/// | edit | example | cost |
/// |---|---|---|
/// | a function word said or left out | "log 12 oz *of* water" without "of" | ``functionWord`` |
/// | one function word for another | "*for* paris" for "*of* {city}" | ``functionSubstitution`` |
/// | a content word said that the template does not have | "*quickly* log water" | ``contentInsertion`` |
/// | a content word of the template left out | "alarm in 5 minutes" for "*set* an alarm in …" | ``contentDeletion`` |
/// | a word no other template has, left out | | ``distinctiveDeletion`` |
/// | the app's name left out, with its introducing word, where the template allows (``GrammarBuilder/allowNameLeftOut(of:)``) | "start a timer" for "start a timer in {applicationName}" | ``nameDeletion`` |
/// | a word the app's manifest gives for the template's (its `lexicon`) | "set" for "start" | ``alternative`` |
/// | a word a group of the app's phrases offers for the template's | "set" for "start", given "(start \| set) a timer" | ``phraseAlternative`` |
/// | a content word left out that another of the app's phrases makes optional | "set my goal" for "set my (daily \| water) goal", given "change my [daily] goal" | ``optionalWord`` |
/// | an apostrophe dropped or added | "whats" for "what's" | ``spelling`` |
/// | a clitic split or joined | "what" (+ "is") for "what's" | ``clitic`` |
/// | another inflection | "logged" for "log", "timers" for "timer" | ``inflection`` |
/// | a typo, per character edit | "calender" for "calendar" | ``typo`` |
///
/// Function words are those of `FunctionWords`. A typo is one character inserted, left out,
/// replaced, or two swapped: one in words of 4 to 7 letters, two in longer ones, none in
/// shorter ones. An app's name of one word, of 6 letters or more, may be said with a typo (at
/// ``typo`` per edit). A word that is itself an English word (`EnglishWords`) is no typo of
/// another: "pay" is not "play", nor "lock" "clock". Slots and values are read as in exact
/// matching.
public struct EditCosts: Hashable, Sendable {
  /// The most a match may cost; more expensive readings are not searched.
  public var ceiling: Int
  /// A function word said that the template does not have, or left out.
  public var functionWord: Int
  /// One function word said for another.
  public var functionSubstitution: Int
  /// A content word said that the template does not have.
  public var contentInsertion: Int
  /// A content word of the template left out.
  public var contentDeletion: Int
  /// A word of the template that no other template has, left out.
  public var distinctiveDeletion: Int
  /// The app's name left out, together with the function word before it that introduces it.
  public var nameDeletion: Int
  /// A word the app's manifest gives for the template's word (``GrammarBuilder/addAlternative(_:for:application:)``).
  public var alternative: Int
  /// A word that a group of another of the app's phrases offers in the template's word's place
  /// ("set" for "start" where a phrase says "(start | set)"): groups of single content words.
  public var phraseAlternative: Int
  /// A content word of the template left out that another of the app's phrases lets people
  /// leave out (in an optional group, or a group with an empty branch).
  public var optionalWord: Int
  /// A word said with an apostrophe dropped or added.
  public var spelling: Int
  /// A word said without its clitic, or with one ("what" for "what's", "what's" for "what").
  public var clitic: Int
  /// A word said in another inflection.
  public var inflection: Int
  /// Each character edit of a typo.
  public var typo: Int

  /// The costs documented in `Docs/Routing.md`.
  public static let standard = EditCosts(
    ceiling: 80, functionWord: 30, functionSubstitution: 35, contentInsertion: 80, contentDeletion: 100,
    distinctiveDeletion: 130, nameDeletion: 60, alternative: 15, phraseAlternative: 30, optionalWord: 40, spelling: 10,
    clitic: 15, inflection: 20, typo: 45)

  /// Costs, in hundredths of a word.
  public init(
    ceiling: Int, functionWord: Int, functionSubstitution: Int, contentInsertion: Int, contentDeletion: Int,
    distinctiveDeletion: Int, nameDeletion: Int, alternative: Int, phraseAlternative: Int, optionalWord: Int,
    spelling: Int, clitic: Int, inflection: Int,
    typo: Int
  ) {
    self.ceiling = ceiling
    self.functionWord = functionWord
    self.functionSubstitution = functionSubstitution
    self.contentInsertion = contentInsertion
    self.contentDeletion = contentDeletion
    self.distinctiveDeletion = distinctiveDeletion
    self.nameDeletion = nameDeletion
    self.alternative = alternative
    self.phraseAlternative = phraseAlternative
    self.optionalWord = optionalWord
    self.spelling = spelling
    self.clitic = clitic
    self.inflection = inflection
    self.typo = typo
  }

  /// The character edits a typo may make in words of this many characters (the longer of the two).
  public static func typoLimit(length: Int) -> Int {
    length >= 8 ? 2 : length >= 4 ? 1 : 0
  }
}

/// One difference between an utterance and the template it matched approximately.
public struct MatchEdit: Hashable, Sendable {
  /// What kind of difference.
  public enum Kind: UInt8, Hashable, Sendable {
    /// A word of the utterance the template does not have.
    case inserted
    /// A word of the template the utterance does not say.
    case deleted
    /// A word said differently (a typo, an inflection, an apostrophe, a clitic, another function word).
    case substituted
  }

  /// What kind of difference.
  public var kind: Kind
  /// The utterance's token (for an insertion or a substitution), else the position the word is missing at.
  public var token: Int
  /// The template's word (for a deletion or a substitution); ``TokenID/unknown`` for an
  /// insertion, and for the app's name left out or said with a typo.
  public var word: TokenID
  /// What it cost, in hundredths of a word.
  public var cost: Int

  /// An edit.
  public init(kind: Kind, token: Int, word: TokenID, cost: Int) {
    self.kind = kind
    self.token = token
    self.word = word
    self.cost = cost
  }
}
