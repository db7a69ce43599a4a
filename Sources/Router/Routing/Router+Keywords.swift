import DataFormats
import PhraseGrammar

/// How well a keyword intent's reading fits, compared field by field: more keywords said (required,
/// one-of and optional ones), then fewer words of the utterance no keyword took.
struct KeywordRank: Comparable, Hashable {
  var keywordCount: Int
  var unmatchedTokens: Int

  /// `a < b` when `a` ranks better than `b`.
  static func < (lhs: Self, rhs: Self) -> Bool {
    if lhs.keywordCount != rhs.keywordCount { return lhs.keywordCount > rhs.keywordCount }
    return lhs.unmatchedTokens < rhs.unmatchedTokens
  }

  /// Why a reading with this rank lost to `winner`.
  func reasonLost(to winner: Self) -> String {
    if keywordCount != winner.keywordCount {
      return "says \(keywordCount) of its keywords; the winner says \(winner.keywordCount)"
    }
    return "leaves \(unmatchedTokens) words unmatched; the winner leaves \(winner.unmatchedTokens)"
  }
}

/// The best reading of one keyword intent: which spot each keyword took.
struct KeywordReading {
  /// The intent, an index into ``KeywordTable/intents``.
  var intent: Int
  /// The keywords said, in utterance order: the keyword (an index into the intent's keywords) and its spot.
  var said: [(keyword: Int, spot: GrammarMatch)]
  var rank: KeywordRank
  /// How many of the utterance's tokens some spot covers.
  var coveredTokens: Int
}

extension Router {
  /// The keyword intents' best readings of an utterance, best first; apps in `blocked` are left out.
  ///
  /// Every vocabulary's phrases are spotted anywhere in the utterance; an intent is read when
  /// each of its required keywords and one of each one-of group is spotted, none of its excluded
  /// ones is, and the spots it takes do not overlap. Of an intent's readings the one that says
  /// the most keywords, then leaves the fewest words unmatched, is kept (the first found of equals).
  func keywordReadings(
    _ utterance: Utterance, options: MatchOptions, blocked: Set<Int>, workspace: inout MatchWorkspace
  ) -> (readings: [KeywordReading], isTruncated: Bool) {
    guard !keywords.intents.isEmpty, utterance.count > 0 else { return ([], false) }
    let found = keywords.grammar.spots(utterance, options: options, workspace: &workspace)
    let spots = found.matches.filter { $0.problems.isEmpty }
    // What each spot takes: its slots' words when it has slots, else all its words.
    let spans = spots.map(\.span)
    let taken = spots.map { $0.captures.isEmpty ? [$0.span] : $0.captures.map(\.tokens) }
    var spotsOfUnit: [Int: [Int32]] = [:]
    for (index, spot) in spots.enumerated() {
      spotsOfUnit[Int(keywords.unitOfTemplate[Int(spot.template.rawValue)]), default: []].append(Int32(index))
    }
    // Longer spots first, then earlier ones: the search meets the readings that cover most first.
    for unit in spotsOfUnit.keys {
      spotsOfUnit[unit]!.sort {
        let (lhs, rhs) = (spans[Int($0)], spans[Int($1)])
        return (rhs.count, lhs.lowerBound) < (lhs.count, rhs.lowerBound)
      }
    }
    var candidates = Set<Int32>()
    for unit in spotsOfUnit.keys { candidates.formUnion(keywords.intentsOfUnit[unit]) }
    var readings: [KeywordReading] = []
    var budget = options.limits.steps
    for index in candidates.sorted() {
      let intent = keywords.intents[Int(index)]
      guard !blocked.contains(intent.app), !intent.excluded.contains(where: { spotsOfUnit[$0] != nil }),
        intent.mandatoryKeywordsMaySay(spotsOfUnit)
      else { continue }
      var search = CoverSearch(
        intent: intent, spotsOfUnit: spotsOfUnit, spans: spans, taken: taken,
        tokenCount: utterance.count, budget: budget)
      guard let best = search.run() else { continue }
      budget = max(0, search.budget)
      let said = best.said.map { (keyword: Int($0.keyword), spot: spots[Int($0.spot)]) }
      readings.append(
        KeywordReading(
          intent: Int(index), said: said.sorted { $0.spot.span.lowerBound < $1.spot.span.lowerBound },
          rank: best.rank, coveredTokens: utterance.count - best.rank.unmatchedTokens))
    }
    readings.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.intent < $1.intent }
    return (readings, found.isTruncated || budget == 0)
  }
}

extension KeywordTable.KeywordIntent {
  /// Whether each required keyword, and a keyword of each one-of group, has a spot.
  fileprivate func mandatoryKeywordsMaySay(_ spotsOfUnit: [Int: [Int32]]) -> Bool {
    guard keywords.prefix(requiredCount).allSatisfy({ spotsOfUnit[$0.unit] != nil }) else { return false }
    var next = requiredCount
    for size in groupSizes {
      guard keywords[next..<(next + size)].contains(where: { spotsOfUnit[$0.unit] != nil }) else { return false }
      next += size
    }
    return true
  }
}

/// A branch-and-bound search for the reading of a keyword intent that says the most keywords,
/// then covers the most tokens, with spots that do not overlap.
private struct CoverSearch {
  /// A choice of a search slot: a keyword of the intent and one of its spots, by index.
  typealias Choice = (keyword: Int32, spot: Int32)

  /// For each slot of the search (a required keyword, a one-of group, an optional keyword), its choices.
  let choices: [[Choice]]
  /// How many leading slots must be filled (required keywords and one-of groups).
  let mandatory: Int
  /// Each spot's tokens, and the tokens it takes (see ``Router/keywordReadings(_:options:blocked:workspace:)``).
  let spans: [Range<Int>]
  let taken: [[Range<Int>]]
  let tokenCount: Int
  var budget: Int
  var chosen: [Choice] = []
  /// The tokens the chosen spots take: a spot with slots takes its slots' words, and its other
  /// words are context that another keyword may say too (as an Adapt regular expression tags
  /// only its group); a spot without slots takes all its words.
  var takenSoFar: [Range<Int>] = []
  /// How many chosen spots cover each token, and how many tokens some spot covers.
  var coverage: [Int]
  var covered = 0
  var best: (said: [Choice], rank: KeywordRank)?

  init(
    intent: KeywordTable.KeywordIntent, spotsOfUnit: [Int: [Int32]], spans: [Range<Int>], taken: [[Range<Int>]],
    tokenCount: Int, budget: Int
  ) {
    self.spans = spans
    self.taken = taken
    self.tokenCount = tokenCount
    self.budget = budget
    coverage = Array(repeating: 0, count: tokenCount)
    func options(_ keyword: Int) -> [Choice] {
      (spotsOfUnit[intent.keywords[keyword].unit] ?? []).map { (Int32(keyword), $0) }
    }
    var slots: [[Choice]] = (0..<intent.requiredCount).map(options)
    var next = intent.requiredCount
    for size in intent.groupSizes {
      slots.append((next..<(next + size)).flatMap(options))
      next += size
    }
    mandatory = slots.count
    slots += (next..<intent.keywords.count).map(options).filter { !$0.isEmpty }
    choices = slots
  }

  /// The best reading, or nil when the mandatory keywords cannot all be said.
  mutating func run() -> (said: [Choice], rank: KeywordRank)? {
    guard choices.prefix(mandatory).allSatisfy({ !$0.isEmpty }) else { return nil }
    search(0)
    return best
  }

  private mutating func cover(_ span: Range<Int>, by change: Int) {
    for token in span {
      if coverage[token] == 0 { covered += 1 }
      coverage[token] += change
      if coverage[token] == 0 { covered -= 1 }
    }
  }

  private mutating func search(_ slot: Int) {
    budget -= 1
    guard budget > 0 else { return }
    if slot == choices.count {
      let rank = KeywordRank(keywordCount: chosen.count, unmatchedTokens: tokenCount - covered)
      if best.map({ rank < $0.rank }) ?? true { best = (chosen, rank) }
      return
    }
    // Bound: even with every slot left said, this branch cannot beat the best.
    if let best, chosen.count + (choices.count - slot) < best.rank.keywordCount { return }
    for choice in choices[slot] {
      let takes = taken[Int(choice.spot)]
      guard !takes.contains(where: { range in takenSoFar.contains { $0.overlaps(range) } }) else { continue }
      chosen.append(choice)
      takenSoFar += takes
      cover(spans[Int(choice.spot)], by: 1)
      search(slot + 1)
      cover(spans[Int(choice.spot)], by: -1)
      takenSoFar.removeLast(takes.count)
      chosen.removeLast()
      if budget <= 0 { return }
    }
    if slot >= mandatory { search(slot + 1) }
  }
}

extension Router {
  /// Routes an utterance by its keyword intents when no phrase matches it, or when the phrase
  /// that won (`phrase`, read in its utterance) takes as free text only words a keyword
  /// reading says as keywords, and the reading says words of the phrase's own too: "tell me a
  /// chuck norris joke" is the joke skill's "Chuck" and "Joke", not another's
  /// `tell me a {query} joke`. Returns the keywords' route (routed or ambiguous), or nil.
  func routeByKeywords(
    _ text: String, phrase: (match: GrammarMatch, utterance: Utterance)?, options: RouteOptions,
    reference: LocalDateTime, blocked: Set<Int>, workspace: inout MatchWorkspace, correcting costs: EditCosts? = nil
  ) -> Route? {
    // The keywords' grammar has words of its own: the utterance is read into them.
    var raw = Clitics.split(Normalizer.tokens(of: text), in: text)
    // Approximately (`costs`): each word no vocabulary spells is read as the vocabulary word it
    // most likely stands for ("whats" as "what", "jokes" as "joke"); with no such word, nothing
    // is heard that was not heard as said.
    var corrections: [(said: String, read: String, cost: Int)] = []
    if let costs {
      let said = keywords.grammar.utterance(text, tokens: raw)
      for index in raw.indices where said.ids[index] == .unknown {
        guard let near = keywords.grammar.nearestWord(to: raw[index].text, costs: costs) else { continue }
        corrections.append((said.text(of: index..<index + 1), near.word, near.cost))
        raw[index].text = near.word
      }
      guard !corrections.isEmpty else { return nil }
    }
    let spoken = keywords.grammar.utterance(text, tokens: raw)
    var matchOptions = options.matchOptions(reference: reference)
    matchOptions.recordsPositions = false
    var found = keywordReadings(spoken, options: matchOptions, blocked: blocked, workspace: &workspace)
    var notes: [Explanation] = []
    if let phrase {
      let freeText = phrase.match.captures.filter { $0.value == .text }.flatMap { capture in
        capture.tokens.map { phrase.utterance.sourceRange($0) }
      }
      // The keywords say every word of the free text, and words of the phrase's own besides: the
      // two readings compete for the request, rather than keywords happening to be said inside
      // the free text ("start a weather timer").
      found.readings = found.readings.filter { reading in
        let said = reading.said.filter { $0.spot.captures.isEmpty }.map {
          spoken.sourceRange($0.spot.span.lowerBound)
            .lowerBound..<spoken.sourceRange($0.spot.span.upperBound - 1)
            .upperBound
        }
        func isSaid(_ word: Range<Int>) -> Bool {
          said.contains { $0.contains(word.lowerBound) && word.upperBound <= $0.upperBound }
        }
        return freeText.allSatisfy(isSaid)
          && (0..<phrase.utterance.count).contains { token in
            let word = phrase.utterance.sourceRange(token)
            return !freeText.contains(word) && isSaid(word)
          }
      }
      guard !found.readings.isEmpty else { return nil }
      let template = templates[Int(phrase.match.template.rawValue)]
      if options.explain {
        notes.append(
          .note(
            "the free text of '\(template.text)' (\(apps[template.app].name)) takes only words that keyword intents "
              + "say as keywords"))
      }
    }
    // Words read as others cost as in approximate matching.
    let cost = corrections.reduce(0) { $0 + $1.cost }
    if options.explain && !corrections.isEmpty {
      notes.insert(
        .note(
          "keywords heard after reading " + corrections.map { "'\($0.said)' as '\($0.read)'" }.joined(separator: ", ")
            + ", at a cost of \(Rank.words(cost))"), at: 0)
    }
    let reduce = { (confidence: Double) in
      cost == 0 ? confidence : (confidence * 100 / (100 + Double(cost)) * 100).rounded() / 100
    }
    var route: Route
    switch decide(found.readings, utterance: spoken, text: text, explain: options.explain, context: options.context) {
    case .routed(var routed):
      routed.confidence = reduce(routed.confidence)
      route = .routed(routed)
    case .ambiguous(var tie):
      tie.confidence = reduce(tie.confidence)
      route = .ambiguous(tie)
    default:
      return nil
    }
    if options.explain { route.explanation = notes + (route.explanation ?? []) }
    route.isTruncated = found.isTruncated
    return route
  }

  /// Decides among keyword readings (best first) of an utterance (`text` as given).
  ///
  /// The best reading routes when no reading of another app ties with it; of tied readings of one
  /// app, the intent declared first wins. Readings of several apps that tie are ambiguous.
  func decide(
    _ readings: [KeywordReading], utterance: Utterance, text: String, explain: Bool, context: RouteContext?
  ) -> Route {
    guard let best = readings.first else { return .noMatch(text) }
    var route: Route
    // The first (best) reading of each app, tied ones first.
    var firstOfApp: [Int] = []
    var seenApps = Set<Int>()
    for (index, reading) in readings.enumerated()
    where seenApps.insert(keywords.intents[reading.intent].app).inserted {
      firstOfApp.append(index)
    }
    let tiedApps = firstOfApp.prefix { readings[$0].rank == best.rank }
    if tiedApps.count == 1 {
      var routed = self.routed(best, utterance: utterance, text: text, context: context)
      routed.alternatives = readings.dropFirst().map { candidate(for: $0, utterance: utterance) }
      route = .routed(routed)
    } else {
      route = .ambiguous(
        Route.Ambiguous(
          utterance: text, candidates: tiedApps.map { candidate(for: readings[$0], utterance: utterance) },
          confidence: Self.keywordConfidence(score(best, tokenCount: utterance.count))))
    }
    guard explain else { return route }
    var explanations: [Explanation] = []
    for (index, reading) in readings.enumerated() {
      let status: Explanation.Status
      let reason: String
      if index == 0 && route.outcome == .routed {
        (status, reason) = (.selected, "no phrase matches; of the keyword intents it ranks first")
      } else if reading.rank == best.rank && tiedApps.contains(index) {
        (status, reason) = (.tied, "says as many keywords as the best of another app, with as many words left")
      } else if reading.rank == best.rank {
        (status, reason) = (.outranked, "ties with an intent of its app declared earlier")
      } else {
        (status, reason) = (.outranked, reading.rank.reasonLost(to: best.rank))
      }
      let intent = keywords.intents[reading.intent]
      let app = apps[intent.app]
      explanations.append(
        Explanation(
          app: app.name, intent: app.intents[intent.intent].id, template: reading.template(in: self),
          score: score(reading, tokenCount: utterance.count), status: status, reason: reason,
          slots: reading.said.map {
            "\(keywords.units[intent.keywords[$0.keyword].unit].vocabulary)=\(utterance.text(of: $0.spot.span))"
          }))
    }
    route.explanation = explanations
    return route
  }

  /// A keyword route's confidence: keywords said are heard as said, and how much of the
  /// utterance they account for (`score`) tempers it: `0.5 + 0.5 × score`.
  static func keywordConfidence(_ score: Double) -> Double {
    ((0.5 + 0.5 * score) * 100).rounded() / 100
  }

  /// The route to a reading's intent, its parameters read from the spots.
  private func routed(_ reading: KeywordReading, utterance: Utterance, text: String, context: RouteContext?)
    -> Route.Routed
  {
    let keywordIntent = keywords.intents[reading.intent]
    let app = apps[keywordIntent.app]
    let intent = app.intents[keywordIntent.intent]
    let parameters = intent.parameters.indices.map { index in
      let name = intent.parameters[index].name
      for (keywordIndex, spot) in reading.said {
        let keyword = keywordIntent.keywords[keywordIndex]
        // The spot's slots are numbered among the unit's parameters; the intent's are its own.
        var match = spot
        match.captures = spot.captures.map { capture in
          var renumbered = capture
          renumbered.parameter = keyword.parameters[capture.parameter]
          return renumbered
        }
        if let capture = match.captures.first(where: { $0.parameter == index }) {
          return ParameterResult(
            name: name, state: .set,
            value: resolve(capture, of: match, intent: intent, utterance: utterance, context: context),
            text: utterance.text(of: capture))
        }
        if keyword.wordsParameter == index {
          let text = utterance.text(of: spot.span)
          return ParameterResult(name: name, state: .set, value: .string(text), text: text)
        }
      }
      return ParameterResult(
        name: name, state: .unset,
        defaultValue: intent.parameters[index].defaultValue.map { resolve($0, intent.parameters[index], intent) })
    }
    let score = score(reading, tokenCount: utterance.count)
    return Route.Routed(
      utterance: text, app: app.name, intent: intent.id, parameters: parameters, score: score,
      confidence: Self.keywordConfidence(score), template: reading.template(in: self))
  }
}
