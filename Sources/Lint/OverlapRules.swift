import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// Two intents of one app whose templates accept a common utterance: an
/// error when two templates are literally the same (white space aside), since
/// their utterances are always ambiguous, else a warning.
///
/// Reported once per pair of intents, at the template of the earlier intent
/// that gives the shortest witness (an utterance both accept, with
/// `{applicationName}` said as the app's name and slots filled with sample
/// values), with the other template and what the router does with the witness.
/// See ``OverlapSearch`` for how templates are compared.
enum SharedPhraseWithinApp: LintRule {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var search = OverlapSearch(tokens: context.tokens, budget: context.options.overlapStateBudget)
    var findings: [Diagnostic] = []
    for app in context.apps {
      let graphs = OverlapReport.graphs(of: app, keepsApplicationName: true)
      for (x, first) in app.intents.enumerated() {
        for (y, second) in app.intents.enumerated() where y > x {
          let pair = [(app.name, first.id), (app.name, second.id)]
          if let (a, b) = identicalPair(first, second) {
            let other = second.phrases[b]
            var sentence = ""
            if let graphA = graphs[x][a], let graphB = graphs[y][b],
              case .overlap(let witness) = search.search(graphA, graphB, names: app.nameTokens, spokenName: app.name)
            {
              sentence = "; routed, '\(witness.text)' " + OverlapReport.outcome(of: witness.text, pair: pair, context)
            }
            findings.append(
              finding(.error, .sharedTemplate(first.id, second.id, of: app.name, other, sentence), at: first.phrases[a])
            )
            continue
          }
          let found = OverlapReport.bestOverlap(
            first, graphs[x], second, graphs[y], names: app.nameTokens, spokenName: app.name, search: &search)
          if let best = found.best {
            let other = second.phrases[best.b]
            findings.append(
              finding(
                .warning,
                .overlapWithinApp(
                  best.witness.text, first.id, second.id, of: app.name, other,
                  outcome: OverlapReport.outcome(of: best.witness.text, pair: pair, context)),
                at: first.phrases[best.a]))
          } else if let skipped = found.skipped {
            findings.append(
              finding(
                .warning,
                .overlapWithinAppNotChecked(
                  OverlapReport.skippedMessage(
                    "\(app.name).\(first.id)", "\(app.name).\(second.id)", second.phrases[skipped.b], from: app.file,
                    budget: context.options.overlapStateBudget)),
                at: first.phrases[skipped.a]))
          }
        }
      }
    }
    return findings
  }

  /// The first two templates, one of each intent, that are the same text.
  private static func identicalPair(_ first: LintIntent, _ second: LintIntent) -> (Int, Int)? {
    for (a, template) in first.phrases.enumerated() where template.automaton != nil {
      if let b = second.phrases.firstIndex(where: { $0.normalizedText == template.normalizedText }) { return (a, b) }
    }
    return nil
  }
}

/// What the overlap rules share: graphs, the search over template pairs, and how results read.
enum OverlapReport {
  /// The phrase graph of each compiled phrase of each intent of an app.
  static func graphs(of app: LintApp, keepsApplicationName: Bool, droppedConnectors: Set<TokenID> = [])
    -> [[PhraseGraph?]]
  {
    app.intents.map { intent in
      intent.phrases.map { template in
        template.automaton.map {
          PhraseGraph(
            $0, parameters: intent.parameters, lexicons: app.lexiconPhrases, keepsApplicationName: keepsApplicationName,
            droppedConnectors: droppedConnectors)
        }
      }
    }
  }

  /// The ids of the connector words the templates use.
  static func connectors(in tokens: TokenTable) -> Set<TokenID> {
    Set(AddressBook.connectorWords.map { tokens.id(of: $0) }.filter { $0 != .unknown })
  }

  /// The cheapest witness over every pair of templates of two intents, and the first pair whose search was skipped.
  static func bestOverlap(
    _ first: LintIntent, _ firstGraphs: [PhraseGraph?], _ second: LintIntent, _ secondGraphs: [PhraseGraph?],
    names: [[String]] = [], spokenName: String = "", search: inout OverlapSearch
  ) -> (best: (witness: OverlapSearch.Witness, a: Int, b: Int)?, skipped: (a: Int, b: Int)?) {
    var best: (witness: OverlapSearch.Witness, a: Int, b: Int)?
    var skipped: (a: Int, b: Int)?
    for (a, graphA) in firstGraphs.enumerated() {
      guard let graphA else { continue }
      for (b, graphB) in secondGraphs.enumerated() {
        guard let graphB else { continue }
        switch search.search(
          graphA, graphB, names: names, spokenName: spokenName, bound: best?.witness.cost ?? .max)
        {
        case .overlap(let witness): best = (witness, a, b)
        case .skipped: if skipped == nil { skipped = (a, b) }
        case .disjoint: break
        }
      }
    }
    return (best, skipped)
  }

  /// What the router does with a witness, as the end of a sentence: `goes to 'Water.LogWater'`.
  static func outcome(of utterance: String, pair: [(String, String)], _ context: LintContext) -> String {
    guard let router = context.router else { return "cannot be checked, since no router could be built" }
    let route = router.route(utterance, options: RouteOptions.uncalibrated(reference: ValueSamples.reference))
    return RouterDecision(route).sentence(members: pair.map { "\($0.0).\($0.1)" })
  }

  static func skippedMessage(
    _ first: String, _ second: String, _ other: LintTemplate, from file: String, budget: Int
  ) -> String {
    "overlap of '\(first)' and '\(second)' was not fully checked: the search stopped at its limit of "
      + "\(grouped(budget)) states (or \(grouped(budget * OverlapSearch.workPerState)) steps compared) against "
      + "template '\(other.text)' at \(reference(to: other.location, from: file))"
  }

  /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
  static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }
}

/// What the router did with a witness: the decision lint reports, and tells apart.
enum RouterDecision: Hashable, Sendable {
  /// Routed to one intent, as `App.Intent`.
  case routed(String)
  /// A tie between intents, as `App.Intent`, in the router's order.
  case ambiguous([String])
  case noMatch
  case error(String)
  /// No router could be built, so the witness was not routed.
  case unchecked

  init(_ route: Route) {
    switch route.outcome {
    case .routed: self = .routed("\(route.app ?? "").\(route.intent ?? "")")
    case .ambiguous: self = .ambiguous(route.candidates.map { "\($0.app).\($0.intent)" })
    case .noMatch: self = .noMatch
    case .error: self = .error(route.message ?? "error")
    }
  }

  /// Whether the router sent the witness to an intent, or tied between intents.
  var isRouted: Bool {
    switch self {
    case .routed, .ambiguous: true
    case .noMatch, .error, .unchecked: false
    }
  }

  /// The decision as the end of a sentence about the intents that accept the witness: `goes to 'Water.LogWater'`,
  /// `is ambiguous between them`.
  func sentence(members: [String]) -> String {
    switch self {
    case .routed(let name):
      return members.contains(name) ? "goes to '\(name)'" : "goes to a third intent, '\(name)'"
    case .ambiguous(let names):
      if names.count == members.count && Set(names) == Set(members) { return "is ambiguous between them" }
      return "is ambiguous between " + OverlapReport.list(names.map { "'\($0)'" })
    case .noMatch:
      return "matches no intent"
    case .error(let message):
      return "cannot be routed: \(message)"
    case .unchecked:
      return "cannot be checked, since no router could be built"
    }
  }
}

extension Diagnostic.Message {
  fileprivate static func sharedTemplate(
    _ first: String, _ second: String, of app: String, _ other: LintTemplate, _ routed: String
  ) -> Self {
    Self(
      id: SharedPhraseWithinApp.id,
      "intents '\(first)' and '\(second)' of '\(app)' share the template '\(other.text)' "
        + "(also on line \(other.location?.line ?? 1))" + routed)
  }

  fileprivate static func overlapWithinApp(
    _ witness: String, _ first: String, _ second: String, of app: String, _ other: LintTemplate, outcome: String
  ) -> Self {
    Self(
      id: SharedPhraseWithinApp.id,
      "'\(witness)' is accepted by intents '\(first)' and '\(second)' of '\(app)' "
        + "(other template '\(other.text)' on line \(other.location?.line ?? 1)); routed, it " + outcome)
  }

  /// See ``OverlapReport/skippedMessage(_:_:_:from:budget:)``.
  fileprivate static func overlapWithinAppNotChecked(_ text: String) -> Self {
    Self(id: SharedPhraseWithinApp.id, text)
  }
}
