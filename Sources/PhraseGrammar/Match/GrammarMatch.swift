/// A value a slot took from an utterance.
public struct Capture: Hashable, Sendable {
  /// The index of the parameter in the template's parameter list.
  public var parameter: Int
  /// The tokens of the utterance the slot covers.
  public var tokens: Range<Int>
  /// The value read, before the router gives it meaning.
  public var value: SlotValue
  /// The UTF-8 bytes of the utterance's text the value covers, when it begins or ends inside
  /// a word (`{area}[s]` in "kökets"); nil when it covers whole tokens.
  public var sourceRange: Range<Int>?

  /// A slot's value read from tokens of the utterance (and, for a glued slot, from part of them).
  public init(parameter: Int, tokens: Range<Int>, value: SlotValue, sourceRange: Range<Int>? = nil) {
    self.parameter = parameter
    self.tokens = tokens
    self.value = value
    self.sourceRange = sourceRange
  }
}

/// Why a value a slot read does not fit its parameter.
public enum SlotProblem: Hashable, Sendable {
  /// The largest whole number that a Double, and so JSON's numbers, hold exactly together
  /// with all its neighbours: 2^53 − 1 (2^53 + 1 reads as 2^53).
  public static let exactIntegerLimit = 9_007_199_254_740_991.0

  case belowMinimum(parameter: Int, value: Double, minimum: Double)
  case aboveMaximum(parameter: Int, value: Double, maximum: Double)
  case notWhole(parameter: Int, value: Double)
  case tooManyWords(parameter: Int, count: Int, maximum: Int)
  case tooManyItems(parameter: Int, count: Int, maximum: Int)
  case offStep(parameter: Int, value: Double, step: Double)
  case unknownUnit(parameter: Int, unit: String)
  /// A whole number beyond ±(2^53 − 1), which a Double (and JSON's numbers) cannot hold exactly.
  case notExact(parameter: Int, value: Double)

  /// The parameter the problem is about.
  public var parameter: Int {
    switch self {
    case .belowMinimum(let parameter, _, _), .aboveMaximum(let parameter, _, _),
      .notWhole(let parameter, _), .tooManyWords(let parameter, _, _), .tooManyItems(let parameter, _, _),
      .offStep(let parameter, _, _), .notExact(let parameter, _),
      .unknownUnit(let parameter, _):
      parameter
    }
  }
}

/// One complete match of a template against a whole utterance.
public struct GrammarMatch: Hashable, Sendable {
  /// The template that matched.
  public var template: TemplateID
  /// The application whose name the utterance used, if the template has `{applicationName}`.
  public var namedApplication: AppID?
  /// The slots' values, in utterance order.
  public var captures: [Capture]
  /// Values that do not fit their parameters; a match with problems never routes.
  public var problems: [SlotProblem]
  /// Tokens matched by literal words of the template.
  public var literalTokenCount: Int
  /// Tokens matched by the application's name.
  public var nameTokenCount: Int
  /// Whether the name went unsaid because the app is in the foreground (the router's context),
  /// which ranks below a name said and above a phrase that names no app.
  package var leavesNameToForeground = false
  /// Tokens taken by free-text slots.
  public var textTokenCount: Int
  /// Tokens taken by typed slots (numbers, enums, entities, …).
  public var valueTokenCount: Int
  /// The template positions the match went through, when ``MatchOptions/recordsPositions`` is set.
  public var positions: [Int]?
  /// Every measurement's quantity in its parameter's unit, converted once when the match was
  /// checked: in a match without problems, one per measurement capture and one per
  /// measurement item of a list, in capture order (see ``quantityCount(of:)``).
  package var quantities: [Double] = []
  /// The tokens the match covers: the whole utterance for ``Grammar/matches(_:options:workspace:)``,
  /// the tokens of the spot for ``Grammar/spots(_:options:workspace:)``.
  public var span: Range<Int> = 0..<0
  /// What the differences between the utterance and the template cost, in hundredths of a word:
  /// 0 for an exact match (see ``EditCosts``).
  public var cost = 0
  /// The differences, in utterance order; empty for an exact match.
  public var edits: [MatchEdit] = []
}

extension GrammarMatch {
  /// A match made outside the matcher (a reading of the words without their order): the
  /// template, the slots' values and the tokens its literal words matched.
  package init(template: TemplateID, captures: [Capture], literalTokenCount: Int) {
    self.init(
      template: template, namedApplication: nil, captures: captures, problems: [], literalTokenCount: literalTokenCount,
      nameTokenCount: 0, textTokenCount: 0, valueTokenCount: captures.reduce(0) { $0 + $1.tokens.count },
      positions: nil)
  }

  /// How many of ``quantities`` a value takes: one for a measurement, one per measurement
  /// item for a list, none for any other.
  package static func quantityCount(of value: SlotValue) -> Int {
    switch value {
    case .measurement: 1
    case .list(let items): items.reduce(0) { $0 + quantityCount(of: $1.value) }
    default: 0
    }
  }

  /// The same match with every token range moved by `offset`: a match of a part of an
  /// utterance (``Utterance/part(_:)``) read in the whole one.
  package func shifted(by offset: Int) -> GrammarMatch {
    guard offset != 0 else { return self }
    func shift(_ value: SlotValue) -> SlotValue {
      guard case .list(let items) = value else { return value }
      return .list(
        items.map {
          ListItem(tokens: ($0.tokens.lowerBound + offset)..<($0.tokens.upperBound + offset), value: shift($0.value))
        })
    }
    var match = self
    match.span = (span.lowerBound + offset)..<(span.upperBound + offset)
    match.captures = captures.map {
      Capture(
        parameter: $0.parameter, tokens: ($0.tokens.lowerBound + offset)..<($0.tokens.upperBound + offset),
        value: shift($0.value), sourceRange: $0.sourceRange)
    }
    return match
  }

  /// Whether this match ranks before another by the first criteria of routing: the lower
  /// cost of its differences from the utterance, naming the application, then more tokens
  /// matched by literal words, then fewer taken by free text.
  ///
  /// When more matches are found than ``MatchLimits/matches``, the matcher keeps the best
  /// by this order, so the matches that can win are never the ones cut.
  public func ranksBefore(_ other: GrammarMatch) -> Bool {
    if cost != other.cost { return cost < other.cost }
    if (namedApplication != nil) != (other.namedApplication != nil) { return namedApplication != nil }
    if literalTokenCount != other.literalTokenCount { return literalTokenCount > other.literalTokenCount }
    return textTokenCount < other.textTokenCount
  }
}

/// Limits that bound the work of one match, whatever the utterance.
public struct MatchLimits: Hashable, Sendable {
  /// Steps of the automaton walk before the matcher gives up.
  public var steps: Int = 200_000
  /// Steps of an approximate walk (``MatchOptions/editCosts``) before it gives up: every edit
  /// is a branch, so it is given less room than an exact walk.
  public var approximateSteps: Int = 50_000
  /// Matches kept at most: beyond it the best are kept (``GrammarMatch/ranksBefore(_:)``) and
  /// the set is marked truncated.
  public var matches: Int = 1_000
  /// Longest number, in tokens.
  public var numberTokens: Int = 16

  /// The default limits.
  public init() {}
}

/// Every complete match of an utterance.
public struct MatchSet: Sendable {
  /// The matches, in the order the search found them.
  public var matches: [GrammarMatch]
  /// Whether a limit stopped the search before it was complete.
  public var isTruncated: Bool
  /// How many tokens the longest partial match consumed: where every template stopped fitting.
  public var furthestToken: Int
  /// The work the search did, in the steps ``MatchLimits/steps`` bounds.
  public var steps: Int = 0
}

/// An app that an utterance addressed outside the words of a phrase: "Water, log 10
/// ounces", "log water using Sipli", "ask BusTime when the next bus leaves".
///
/// Matching the rest of the utterance ("log 10 ounces") with it lets the app's
/// `{applicationName}` go unsaid, together with one connector word that introduces
/// it in the phrase ("log {amount} *in* {applicationName}"); the match then names
/// the app as if the phrase had said it.
public struct AddressedApplication: Hashable, Sendable {
  /// The app addressed.
  public var application: AppID
  /// Words a phrase puts before the app's name ("in", "with", "using"), left unsaid with it.
  public var connectors: [TokenID]

  /// An addressed app, and the connector words that may go unsaid with its name.
  public init(application: AppID, connectors: [TokenID]) {
    self.application = application
    self.connectors = connectors
  }
}
