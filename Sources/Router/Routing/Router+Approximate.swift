import PhraseGrammar

extension Router {
  /// Two apps or intents whose approximate matches cost within this much (hundredths of a
  /// word) of each other are ambiguous.
  static let ambiguityMargin = 10

  /// How sure a route matched approximately is: `100 / (100 + cost)` (1 for an exact match,
  /// 0.5 at a cost of one word), times `min(1, 0.5 + margin / 100)` where the margin is how
  /// much more the best match of another app or intent costs (none: 1), rounded to hundredths.
  static func confidence(cost: Int, margin: Int?) -> Double {
    let base = 100 / (100 + Double(cost))
    let factor = margin.map { min(1, 0.5 + Double($0) / 100) } ?? 1
    return (base * factor * 100).rounded() / 100
  }

  /// Routes an utterance no phrase matches as said, approximately (see `EditCosts`): the
  /// request without the fillers around it is matched with edits up to the ceiling, the
  /// cheapest match decides, and another app or intent within ``ambiguityMargin`` makes it
  /// ambiguous. Words that a group of another of an app's phrases offers
  /// (`EditCosts.phraseAlternative`) are read only with `groupWords`, a tier of its own: a
  /// word many apps offer is a branch of the search per set of apps, its dearest part. Leaves
  /// `route` as it is when nothing matches (saying what was closest, but with `groupWords`);
  /// returns the winning match, its tokens counted in the whole utterance. `search` keeps the
  /// matches the tier without `groupWords` found, which the tier with them takes as its own
  /// when no word of the utterance is a group's word (the two searches would be the same).
  func routeApproximately(
    _ utterance: Utterance, costs: EditCosts, groupWords: Bool, options: RouteOptions, reference: LocalDateTime,
    workspace: inout MatchWorkspace, search: inout MatchSet?, blocked: inout Set<Int>, into route: inout Route
  ) -> GrammarMatch? {
    let core = options.skipsFillers ? Fillers.core(of: utterance) ?? 0..<utterance.count : 0..<utterance.count
    let request = utterance.part(core)
    var matchOptions = options.matchOptions(reference: reference)
    // Readings dearer than the minimum confidence allows (1 / (1 + c) ≥ minimum) decide nothing,
    // and are searched only to explain a refusal.
    let decisive =
      options.minimumConfidence > 0
      ? min(costs.ceiling, Int((100 / options.minimumConfidence - 100).rounded(.down))) : costs.ceiling
    var searched = costs
    if !options.explain { searched.ceiling = decisive }
    // Words that a group of another of an app's phrases offers only in the tier of their own.
    if !groupWords { searched.phraseAlternative = searched.ceiling + 1 }
    matchOptions.editCosts = searched
    let found: MatchSet
    if groupWords, let earlier = search, !grammar.offersPhraseAlternatives(in: request) {
      found = earlier
    } else {
      found = grammar.matches(request, options: matchOptions, workspace: &workspace)
    }
    if !groupWords { search = found }
    // Negative phrases keep an app out only when said as written (the exact pass applied them).
    let all = found.matches.filter {
      let record = templates[Int($0.template.rawValue)]
      return !record.isNegative && !blocked.contains(record.app)
    }
    guard let cheapest = all.filter({ $0.problems.isEmpty }).min(by: { $0.ranksBefore($1) }) else { return nil }
    let matches = all.filter { $0.cost <= decisive }
    // Too far from the utterance, whoever else matched: the route stays noMatch, saying what was closest.
    let sureness = Self.confidence(cost: cheapest.cost, margin: nil)
    guard sureness >= options.minimumConfidence, cheapest.cost <= decisive else {
      if options.explain && !groupWords {
        let record = templates[Int(cheapest.template.rawValue)]
        route.explanation =
          (route.explanation ?? []) + [
            note(
              "the closest approximate match, '\(record.text)' (\(apps[record.app].name)), costs "
                + "\(Rank.words(cheapest.cost)) (\(describe(cheapest.edits, in: request))): confidence \(sureness), "
                + "below the minimum \(options.minimumConfidence)")
          ]
      }
      return nil
    }
    var approximate = Route(outcome: .noMatch, utterance: route.utterance)
    var unblocked = blocked
    guard
      let winner = decide(matches, utterance: request, options: options, blocked: &unblocked, into: &approximate)
    else {
      if approximate.outcome == .ambiguous { route = approximate }
      return nil
    }
    // The best match of every other app or intent: the margin, and a tie within it.
    let winnerKey = templates[Int(winner.template.rawValue)]
    let others = matches.filter { match in
      let record = templates[Int(match.template.rawValue)]
      return match.problems.isEmpty && (record.app != winnerKey.app || record.intent != winnerKey.intent)
    }
    let runnerUp = others.min { $0.ranksBefore($1) }
    let margin = runnerUp.map { $0.cost - winner.cost }
    if let runnerUp, let margin, margin < Self.ambiguityMargin {
      approximate.outcome = .ambiguous
      approximate.candidates = [
        candidate(for: winner, utterance: request), candidate(for: runnerUp, utterance: request),
      ]
      clear(&approximate)
      approximate.confidence = Self.confidence(cost: winner.cost, margin: nil)
      route = approximate
      return nil
    }
    approximate.confidence = Self.confidence(cost: winner.cost, margin: margin)
    if options.explain {
      approximate.explanation?.insert(
        note(
          "no phrase matches as said; matched approximately, at a cost of \(Rank.words(winner.cost)): "
            + describe(winner.edits, in: request)), at: 0)
    }
    route = approximate
    return winner.shifted(by: core.lowerBound)
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

  /// Turns a route below the minimum confidence into `noMatch`, saying what was closest.
  func refuse(_ route: inout Route, below minimum: Double, explain: Bool) {
    let closest =
      route.outcome == .ambiguous
      ? "a tie between " + route.candidates.map { "\($0.app).\($0.intent)" }.joined(separator: " and ")
      : "\(route.app ?? "").\(route.intent ?? "")"
    let confidence = route.confidence ?? 0
    var refused = Route(outcome: .noMatch, utterance: route.utterance)
    if explain {
      refused.explanation =
        [note("the closest route, \(closest), has confidence \(confidence), below the minimum \(minimum)")]
        + (route.explanation ?? [])
    }
    route = refused
  }

  /// A route's routed fields emptied, for a decision that turned ambiguous.
  private func clear(_ route: inout Route) {
    route.app = nil
    route.intent = nil
    route.parameters = []
    route.score = nil
    route.confidence = nil
    route.template = nil
    route.alternatives = []
  }
}
