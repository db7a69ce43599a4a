import DataFormats
import PhraseGrammar

extension Router {
  /// Decides among the matches of an utterance (`text` as given): the route, and the winner
  /// when it is `routed`. The apps whose negative phrases match are added to `blocked`.
  func decide(
    _ matches: [GrammarMatch], utterance: Utterance, text: String, options: RouteOptions, blocked: inout Set<Int>
  ) -> (route: Route, winner: GrammarMatch?) {
    let explain = options.explain
    // Negative phrases remove their apps.
    var blockers: [Int: String] = [:]
    for match in matches where templates[Int(match.template.rawValue)].isNegative {
      let record = templates[Int(match.template.rawValue)]
      if blockers[record.app] == nil { blockers[record.app] = record.text }
    }
    blocked.formUnion(blockers.keys)
    var viable: [GrammarMatch] = []
    var explanations: [(Explanation, order: Int)] = []
    for match in matches {
      let record = templates[Int(match.template.rawValue)]
      if record.isNegative {
        if explain {
          explanations.append((explanation(match, .negative, "blocks \(apps[record.app].name)", utterance), 3))
        }
        continue
      }
      if let blocker = blockers[record.app] {
        if explain {
          explanations.append(
            (explanation(match, .blocked, "the app's negative phrase '\(blocker)' matches", utterance), 3))
        }
        continue
      }
      if !match.problems.isEmpty {
        if explain {
          let reason = match.problems.map { describe($0, record) }.joined(separator: "; ")
          explanations.append((explanation(match, .rejected, reason, utterance), 2))
        }
        continue
      }
      if apps[record.app].intents[record.intent].hasDependencies || options.context?.donatedRequire == true,
        let broken = brokenDependency(match, record, context: options.context)
      {
        if explain { explanations.append((explanation(match, .rejected, broken, utterance), 2)) }
        continue
      }
      viable.append(match)
    }
    let outread = outreadReadings(viable)
    var valid = viable.indices.map { Ranked(match: viable[$0], rank: Rank(viable[$0], isOutread: outread[$0])) }

    valid.sort { lhs, rhs in
      if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
      if lhs.match.template != rhs.match.template { return lhs.match.template < rhs.match.template }
      return lhs.match.captures.lexicographicallyPrecedes(rhs.match.captures) {
        ($0.tokens.upperBound, $0.tokens.lowerBound) < ($1.tokens.upperBound, $1.tokens.lowerBound)
      }
    }

    var route = Route.noMatch(text)
    var winner: GrammarMatch?
    var tieNote: String?
    if var best = valid.first {
      let tiedCount = valid.prefix { $0.rank == best.rank }.count
      // The first (best) entry of each app and intent, tied ones first.
      var firsts = firstOfEachIntent(valid)
      var tiedIntents = Array(firsts.prefix { $0 < tiedCount })
      if tiedIntents.count > 1 {
        let (chosen, note) = breakTie(tiedIntents.map { valid[$0].match }, options: options)
        tieNote = note
        if let chosen {
          // The chosen entry first; the rest keep their order.
          let entry = valid.remove(at: tiedIntents[chosen])
          valid.insert(entry, at: 0)
          best = entry
          firsts = firstOfEachIntent(valid)
          tiedIntents = [0]
        }
      }
      if tiedIntents.count == 1 {
        var routed = self.routed(best.match, utterance: utterance, text: text, context: options.context)
        routed.alternatives = firsts.dropFirst().map { candidate(for: valid[$0].match, utterance: utterance) }
        route = .routed(routed)
        winner = best.match
      } else {
        route = .ambiguous(
          Route.Ambiguous(
            utterance: text, candidates: tiedIntents.map { candidate(for: valid[$0].match, utterance: utterance) },
            confidence: Self.confidence(cost: best.match.cost, margin: nil)))
      }
      if explain {
        for (index, entry) in valid.enumerated() {
          let status: Explanation.Status
          let reason: String
          if index == 0 && route.outcome == .routed {
            (status, reason) = (.selected, tieNote ?? "ranks first")
          } else if let tieNote, route.outcome == .routed, entry.rank == best.rank,
            key(of: entry.match) != key(of: best.match)
          {
            (status, reason) = (.outranked, tieNote)
          } else if index == 0 || (entry.rank == best.rank && key(of: entry.match) != key(of: best.match)) {
            (status, reason) = (.tied, "ties with the best match of another app or intent")
          } else if entry.rank == best.rank {
            (status, reason) = (
              route.outcome == .routed ? .outranked : .tied,
              "same intent as a better reading: an earlier phrase or shorter leading free text"
            )
          } else {
            (status, reason) = (.outranked, entry.rank.reasonLost(to: best.rank))
          }
          explanations.append((explanation(entry.match, status, reason, utterance), status == .tied ? 0 : 1))
        }
      }
    }
    if explain, route.outcome == .ambiguous, let tieNote { explanations.append((.note(tieNote), 4)) }
    if explain {
      // Readings that differ only where the explanation does not look (which words a slot
      // took that it prints alike) are one line.
      var seen = Set<Explanation>()
      route.explanation = explanations.enumerated().sorted {
        ($0.element.order, $0.offset) < ($1.element.order, $1.offset)
      }.map(\.element.0).filter { seen.insert($0).inserted }
    }
    return (route, winner)
  }

  /// For each match, whether its free text takes words that another match of the same app
  /// reads as a typed value, while that match's free text takes none of this one's values.
  private func outreadReadings(_ matches: [GrammarMatch]) -> [Bool] {
    var result = Array(repeating: false, count: matches.count)
    func spans(_ match: GrammarMatch, text: Bool) -> [Range<Int>] {
      match.captures.compactMap { capture in
        if case .text = capture.value { return text ? capture.tokens : nil }
        return text ? nil : capture.tokens
      }
    }
    func overlap(_ lhs: [Range<Int>], _ rhs: [Range<Int>]) -> Bool {
      lhs.contains { left in rhs.contains { $0.overlaps(left) } }
    }
    let texts = matches.map { spans($0, text: true) }
    let values = matches.map { spans($0, text: false) }
    let readers = matches.indices.filter { !values[$0].isEmpty }
    guard !readers.isEmpty else { return result }
    for index in matches.indices where !texts[index].isEmpty {
      let app = templates[Int(matches[index].template.rawValue)].app
      result[index] = readers.contains { other in
        other != index && templates[Int(matches[other].template.rawValue)].app == app
          && overlap(texts[index], values[other]) && !overlap(texts[other], values[index])
      }
    }
    return result
  }

  private struct Ranked {
    var match: GrammarMatch
    var rank: Rank
  }

  /// The index of the first entry of each distinct app and intent, in order.
  private func firstOfEachIntent(_ entries: [Ranked]) -> [Int] {
    guard entries.count > 1 else { return entries.indices.map { $0 } }
    var seen = Set<IntentKey>()
    return entries.indices.filter { seen.insert(key(of: entries[$0].match)).inserted }
  }

  private struct IntentKey: Hashable {
    var app: Int
    var intent: Int
  }

  private func key(of match: GrammarMatch) -> IntentKey {
    let record = templates[Int(match.template.rawValue)]
    return IntentKey(app: record.app, intent: record.intent)
  }

  /// The route to a match's intent, its parameters read from the match, at the confidence of its
  /// cost alone (an approximate tier weighs the margin in).
  private func routed(_ match: GrammarMatch, utterance: Utterance, text: String, context: RouteContext?)
    -> Route.Routed
  {
    let record = templates[Int(match.template.rawValue)]
    let app = apps[record.app]
    let intent = app.intents[record.intent]
    // By index: a parameter is read in place, not copied out of the intent for each use.
    let parameters = intent.parameters.indices.map { index in
      let name = intent.parameters[index].name
      if let capture = match.captures.first(where: { $0.parameter == index }) {
        let value = resolve(capture, of: match, intent: intent, utterance: utterance, context: context)
        return ParameterResult(
          name: name, state: .set, value: value, text: utterance.text(of: capture),
          valueType: intent.parameters[index].type.memberName(for: value))
      }
      if let fixed = record.sets.first(where: { $0.parameter == index }) {
        guard let value = fixed.value else { return ParameterResult(name: name, state: .cleared) }
        return ParameterResult(name: name, state: .set, value: resolve(value, intent.parameters[index], intent))
      }
      return ParameterResult(
        name: name, state: .unset,
        defaultValue: intent.parameters[index].defaultValue.map { resolve($0, intent.parameters[index], intent) })
    }
    return Route.Routed(
      utterance: text, app: app.name, intent: intent.id, parameters: parameters,
      score: score(match, tokenCount: utterance.count), confidence: Self.confidence(cost: match.cost, margin: nil),
      template: record.text)
  }

  /// The app-facing value of a slot of a match.
  ///
  /// Kept out of line, so that the loop over an intent's parameters in `routed(_:utterance:text:context:)`
  /// stays small enough to be inlined.
  @inline(never)
  func resolve(
    _ capture: Capture, of match: GrammarMatch, intent: IntentRecord, utterance: Utterance, context: RouteContext?
  ) -> ResolvedValue {
    var quantity = 0
    switch capture.value {
    case .text:
      // A value read from inside a word (`qu'{message}` in "qu'il pleut") is its own text.
      return .string(utterance.text(of: capture))
    case .measurement, .list:
      // The quantities of the captures before this one come first; a match's captures take
      // disjoint tokens, so the tokens tell which one this is.
      for other in match.captures {
        if other.tokens == capture.tokens { break }
        quantity += GrammarMatch.quantityCount(of: other.value)
      }
    default:
      break
    }
    return resolve(
      capture.value, quantities: match.quantities, next: quantity, tokens: capture.tokens,
      parameter: capture.parameter, intent: intent, utterance: utterance, context: context)
  }

  /// The app-facing value of a value read from some tokens; a measurement takes its quantity
  /// in the parameter's unit, as the matcher converted it, from `quantities[next]` (a list's
  /// items, from there on).
  private func resolve(
    _ value: SlotValue, quantities: [Double], next: Int, tokens: Range<Int>, parameter index: Int,
    intent: IntentRecord, utterance: Utterance, context: RouteContext?
  ) -> ResolvedValue {
    let parameter = intent.parameters[index]
    switch value {
    case .number(let number):
      return .number(number)
    case .text:
      return .string(utterance.text(of: tokens))
    case .entry(let lexicon, let entry):
      if lexicon == .boolean { return .bool(entry == 1) }
      switch intent.values[index] {
      case .enumeration(let cases):
        return .enumCase(cases[Int(entry)].id)
      case .entity(let values):
        guard let (value, source) = entityValue(values, lexicon: lexicon, entry: entry, context: context) else {
          return .string(utterance.text(of: tokens))
        }
        return .entity(id: value.id, name: value.name ?? value.id, source: source)
      case nil:
        return .string(utterance.text(of: tokens))
      }
    case .measurement(let number, let spokenUnit):
      let converted = next < quantities.count ? quantities[next] : number
      let units = parameter.type.unionMembers.lazy.compactMap {
        if case .measurement(_, let unit, _, _) = $0 { unit } else { nil }
      }
      guard let unit = units.first else { return .number(number) }
      return .measurement(converted, unit: unit, spoken: number, spokenUnit: spokenUnit)
    case .duration(let seconds):
      return .duration(seconds)
    case .date(let date):
      if case .date(let grain?, _) = parameter.type.member(for: .date(date)) { return .date(date.truncated(to: grain)) }
      return .date(date)
    case .recurrence(let rule):
      return .recurrence(rule)
    case .list(let items):
      var next = next
      return .list(
        items.map { item in
          defer { next += GrammarMatch.quantityCount(of: item.value) }
          return resolve(
            item.value, quantities: quantities, next: next, tokens: item.tokens, parameter: index, intent: intent,
            utterance: utterance, context: context)
        })
    }
  }

  /// The app-facing value of a value fixed in the manifest.
  func resolve(_ value: FixedValue, _ parameter: Parameter, _ intent: IntentRecord) -> ResolvedValue {
    switch (value, parameter.type) {
    case (.list(let values), _):
      return .list(values.map { resolve($0, parameter, intent) })
    case (.number(let number), .measurement(_, let unit, _, _)):
      return .measurement(number, unit: unit, spoken: number, spokenUnit: nil)
    case (.number(let number), .duration): return .duration(number)
    case (.number(let number), _): return .number(number)
    case (.bool(let flag), _): return .bool(flag)
    case (.string(let id), .enumeration): return .enumCase(id)
    case (.string(let id), .entity):
      if let index = intent.parameters.firstIndex(where: { $0.name == parameter.name }),
        case .entity(let values) = intent.values[index],
        let entity = values.first(where: { $0.id == id })
      {
        return .entity(id: entity.id, name: entity.name ?? entity.id)
      }
      return .entity(id: id, name: id)
    case (.string(let text), .date):
      if let moment = LocalDateTime(iso8601: text) {
        return .date(DateValue(start: moment, grain: text.count > 10 ? .second : .day))
      }
      return .string(text)
    case (.string(let text), _): return .string(text)
    }
  }
}
