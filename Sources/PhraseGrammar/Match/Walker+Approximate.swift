/// The state of an approximate walk: what the path has cost so far, its edits, the cheapest
/// cost each (state, token) was reached at, and each token's near words.
///
/// A walker keeps one for every walk, exact or not (``isActive`` tells), and readies it for
/// each utterance in place: its arrays keep their memory, and the walk reads its fields
/// without copying an optional.
struct Approximation {
  /// Whether the walk matches approximately.
  var isActive = false
  /// `MatchOptions.boundsWordsAhead`.
  var boundsWordsAhead = true
  var costs = EditCosts.standard
  /// What the current path's edits cost.
  var cost = 0
  /// The current path's edits, in order.
  var edits: [MatchEdit] = []
  /// Each token's near literal words, once asked for.
  var near: [[NearTokens.Candidate]?] = []
  /// For each edit of the path, the scope of the apps whose phrases alone may take it (a word
  /// they give for the template's, a word they let be left out), 0 for every app.
  var editScopes: [Int] = []
  /// The scopes of the path's edits combined, for telling paths apart in the memo.
  var scopeKey = 0
  /// The apps whose one-word name each token is a typo of, once asked for.
  var names: [[(app: AppID, cost: Int)]?] = []
  /// What saying each token costs when the template does not have it.
  var insertionCosts: [Int] = []
  /// The bits in `WordsAhead` filters of the lexicons whose phrases the utterance says over
  /// each token (`Walker.wordBits(at:)`), once `knowsLexiconBits`.
  var lexiconBits: [UInt64] = []
  var knowsLexiconBits = false
  /// Each token's bits in `WordsAhead` filters, once known (`Walker.wordBits(at:)`); 0 until then.
  var wordBits: [UInt64] = []
  /// Whether the path left the app's name out.
  var nameLeftOut: Bool { namesLeftOut > 0 }
  /// How many of the path's edits leave the app's name out.
  var namesLeftOut = 0
  /// The least leaving out a template's word costs (a function word, or one an app lets be
  /// left out), and the least leaving out any other word costs.
  var cheapestDeletion: Int { min(costs.functionWord, costs.optionalWord, cheapestContentDeletion) }
  var cheapestContentDeletion: Int { min(costs.contentDeletion, costs.distinctiveDeletion) }

  /// Readies the state for a walk over an utterance: approximate with the options' edit costs
  /// (and bound), or exact when they have none.
  mutating func restart(_ options: MatchOptions, utterance: Utterance, grammar: Grammar) {
    guard let costs = options.editCosts else {
      isActive = false
      return
    }
    isActive = true
    boundsWordsAhead = options.boundsWordsAhead
    self.costs = costs
    assert(cost == 0 && edits.isEmpty && editScopes.isEmpty && scopeKey == 0 && namesLeftOut == 0)
    near.removeAll(keepingCapacity: true)
    near.append(contentsOf: repeatElement(nil, count: utterance.count))
    names.removeAll(keepingCapacity: true)
    names.append(contentsOf: repeatElement(nil, count: utterance.count))
    insertionCosts.removeAll(keepingCapacity: true)
    lexiconBits.removeAll(keepingCapacity: true)
    lexiconBits.append(contentsOf: repeatElement(0, count: utterance.count))
    knowsLexiconBits = false
    wordBits.removeAll(keepingCapacity: true)
    wordBits.append(contentsOf: repeatElement(0, count: utterance.count))
    for position in 0..<utterance.count {
      insertionCosts.append(
        grammar.nearTokens.insertionCost(utterance.ids[position], text: utterance.token(position), costs))
    }
  }
}

extension Grammar {
  /// The word templates spell that a word no template spells most likely stands for (an
  /// inflection, an apostrophe, a clitic, a typo; not another function word), with what reading
  /// it so costs; nil when there is none, when two are as near, or when templates spell the
  /// word itself.
  package func nearestWord(to text: String, costs: EditCosts) -> (word: String, cost: Int)? {
    var utf8 = text
    let token = utf8.withUTF8 { vocabulary.id(of: $0) }
    guard !nearTokens.isLiteral(token) else { return nil }
    let found = nearTokens.candidates(of: text, token: token, costs, substitutesFunctionWords: false)
    let shared = found.filter { $0.scope == 0 }
    guard let best = shared.min(by: { ($0.cost, $0.word) < ($1.cost, $1.word) }),
      shared.filter({ $0.cost == best.cost }).count == 1
    else { return nil }
    return (tokens.text(of: best.word), best.cost)
  }

  /// Whether a word of the utterance is one that a group of some app's phrases offers in place
  /// of another (``EditCosts/phraseAlternative``): when none is, matching approximately with
  /// that cost or without it (above the ceiling) searches alike and finds the same matches.
  package func offersPhraseAlternatives(in utterance: Utterance) -> Bool {
    (0..<utterance.count).contains { nearTokens.offersPhraseAlternative(for: utterance.token($0)) }
  }
}

extension Walker {
  /// Walks from a state at a token reading the utterance as said, and with each edit that
  /// keeps the path's cost within the ceiling: the token skipped (said, not in the template),
  /// a word of the template left out, or the token read as a near word (a typo, an inflection,
  /// an apostrophe, a clitic, another function word).
  mutating func walkApproximately(state: Int, position: Int) -> Bool {
    let roomLeft = approximation.costs.ceiling - approximation.cost
    if isDeadEnd(state: state, position: position, room: roomLeft)
      || skipsTooMany(state: state, position: position, room: roomLeft)
    {
      if position > furthest { furthest = position }
      return false
    }
    let count = utterance.count
    let place = (state &* (count + 1) &+ position) &+ approximation.scopeKey
    let memo = place &<< 2 | (approximation.nameLeftOut ? 2 : 0) | (nameUnsaid ? 1 : 0)
    // The cheapest cost each (state, token, app the edits keep to, name left out, name unsaid)
    // was walked from, in the dead-end table (which an approximate walk does not otherwise
    // use): reaching it again at no lower cost can find nothing cheaper. Paths whose edits only
    // some apps' phrases take, or that left the name out, which only some templates let, are
    // apart.
    let cost = Int32(approximation.cost)
    if let cheapest = deadEnds.value(of: memo), cheapest <= cost { return false }
    deadEnds.set(memo, to: cost)
    var found = readAsSaid(state: state, position: position, remembersDeadEnds: false)
    let costs = approximation.costs
    let room = costs.ceiling - approximation.cost
    guard room > 0, stepCount <= limits.steps else { return found }
    let near = grammar.nearTokens
    // A word said that the template does not have; not one a value just read could have taken
    // ("7 *liters*" read as the number 7 and a word left over), nor an app's name, which says
    // which app is meant (unless templates spell the word too).
    if position < count && approximation.insertionCosts[position] <= room && !cutsValueShort(at: position)
      && !beginsAppName(at: position)
    {
      let cost = approximation.insertionCosts[position]
      do {
        found =
          edit(MatchEdit(kind: .inserted, token: position, word: .unknown, cost: cost)) {
            $0.walk(state: state, position: position + 1)
          } || found
      }
    }
    // A word of the template left out: at its cost, or, for the phrases of apps whose other
    // phrases let it be left out, at less.
    for edge in grammar.tokenEdgeRange(of: state) {
      let word = TokenID(rawValue: grammar.tokenEdges[edge].label)
      let target = Int(grammar.tokenEdges[edge].target)
      let cost = near.deletionCost(word, costs)
      if cost <= room { found = leaveOut(word, to: target, at: position, cost: cost, scope: 0) || found }
      if costs.optionalWord < cost, costs.optionalWord <= room, let scope = near.leftOutScope(word) {
        found = leaveOut(word, to: target, at: position, cost: costs.optionalWord, scope: scope) || found
      }
      if stepCount > limits.steps { return found }
    }
    // The app's name left out, or said with a typo. Leaving the name out leaves out the
    // function word that introduces it ("in", "with") too, at no more than the name's cost.
    if let target = grammar.valueTarget(from: state, kind: .applicationName) {
      let introducer =
        approximation.edits.last.map {
          $0.kind == .deleted && $0.token == position && $0.word != .unknown && near.isFunctionWord($0.word)
            ? $0.cost : 0
        } ?? 0
      let nameCost = costs.nameDeletion - introducer
      if nameCost <= room {
        path.append(Step(key: applicationNameKey, start: position, end: position))
        found =
          edit(MatchEdit(kind: .deleted, token: position, word: .unknown, cost: nameCost)) {
            $0.walk(state: target, position: position)
          } || found
        path.removeLast()
      }
      if position < count {
        for (app, cost) in typedNames(at: position) where cost <= room {
          path.append(
            Step(
              key: applicationNameKey, start: position, end: position + 1,
              entry: LexiconPosting(lexicon: .applicationNames, entry: app.rawValue)))
          found =
            edit(MatchEdit(kind: .substituted, token: position, word: .unknown, cost: cost)) {
              $0.walk(state: target, position: position + 1)
            } || found
          path.removeLast()
        }
      }
    }
    // The token read as a near word.
    if position < count {
      for candidate in nearWords(at: position) where candidate.cost <= room {
        guard let target = grammar.tokenTarget(from: state, token: candidate.word) else { continue }
        path.append(Step(key: UInt64(candidate.word.rawValue), start: position, end: position + 1))
        found =
          edit(
            MatchEdit(kind: .substituted, token: position, word: candidate.word, cost: candidate.cost),
            scope: candidate.scope
          ) {
            $0.walk(state: target, position: position + 1)
          } || found
        path.removeLast()
      }
    }
    return found
  }

  /// Whether a walk from a state at a token, with this much cost left, can do nothing: the token
  /// is read there neither as said nor as a near word cheap enough, it costs too much to skip,
  /// and no word of the state is cheap enough to leave out. Asked before the walk's memo, its
  /// reading as said and its loops, which would find the same nothing.
  private mutating func isDeadEnd(state: Int, position: Int, room: Int) -> Bool {
    guard position < utterance.count, !spotting, addressing == nil || nameUnsaid,
      approximation.insertionCosts[position] > room, room < approximation.cheapestContentDeletion,
      grammar.states[state].flags & Grammar.State.startsWordFlag == 0, grammar.valueEdgeRange(of: state).isEmpty
    else { return false }
    let token = utterance.ids[position]
    if token != .unknown && grammar.tokenTarget(from: state, token: token) != nil { return false }
    if room >= approximation.cheapestDeletion {
      let near = grammar.nearTokens
      let costs = approximation.costs
      for edge in grammar.tokenEdgeRange(of: state) {
        let word = TokenID(rawValue: grammar.tokenEdges[edge].label)
        if near.deletionCost(word, costs) <= room { return false }
        if costs.optionalWord <= room && near.leftOutScope(word) != nil { return false }
      }
    }
    for candidate in nearWords(at: position) where candidate.cost <= room {
      if grammar.tokenTarget(from: state, token: candidate.word) != nil { return false }
    }
    return true
  }

  /// Whether the words still to come that no path from a state reads, each of which the walk
  /// would have to skip, cost more to skip, with the words its paths would have to leave out,
  /// than the room left: a bound on every path from the state (`WordsAhead`), asked before
  /// walking any of them.
  private mutating func skipsTooMany(state: Int, position: Int, room: Int) -> Bool {
    let filter = grammar.wordsAhead.filter(of: state)
    guard filter != WordsAhead.opensToAnyWord, !spotting, approximation.boundsWordsAhead else { return false }
    var skipped = 0
    var readable = 0
    for ahead in position..<utterance.count {
      if wordBits(at: ahead) & filter == 0 {
        skipped += approximation.insertionCosts[ahead]
        if skipped > room { return true }
      } else {
        readable += 1
      }
    }
    // An addressed app's name may go unsaid with the word that introduces it: a word read from
    // no token, at no cost.
    guard addressing == nil || nameUnsaid else { return false }
    let leftOut = grammar.wordsAhead.fewestAhead(of: state) - readable
    return leftOut > 0 && skipped + leftOut * approximation.cheapestDeletion > room
  }

  /// A token's bits in `WordsAhead` filters: its own, those of every near word it may be read
  /// as, and those of the lexicons whose phrases may take it (a phrase said over it, an app's
  /// name typed as it). Until the walk has asked for the token's near words (or typed names),
  /// which cost more to find than the bound saves, the token may be anything (or any name).
  private mutating func wordBits(at position: Int) -> UInt64 {
    if !approximation.knowsLexiconBits {
      approximation.knowsLexiconBits = true
      for start in 0..<utterance.count {
        for index in chart.lexiconHits(at: start, in: utterance, grammar: grammar) {
          let hit = chart.hitStore[index]
          let bit = WordsAhead.bit(of: hit.posting.lexicon)
          for covered in start..<min(hit.end, utterance.count) { approximation.lexiconBits[covered] |= bit }
        }
      }
    }
    if approximation.wordBits[position] != 0 { return approximation.wordBits[position] }
    guard let near = approximation.near[position] else { return WordsAhead.opensToAnyWord }
    let token = utterance.ids[position]
    var bits = approximation.lexiconBits[position] | (token == .unknown ? 0 : WordsAhead.bit(of: token))
    for candidate in near { bits |= WordsAhead.bit(of: candidate.word) }
    let names = approximation.names[position]
    if names?.isEmpty != true { bits |= WordsAhead.bit(of: LexiconID.applicationNames) }
    if names != nil { approximation.wordBits[position] = bits }
    return bits
  }

  /// Walks on from `target` with a template's word left out at a token.
  private mutating func leaveOut(_ word: TokenID, to target: Int, at position: Int, cost: Int, scope: Int) -> Bool {
    path.append(Step(key: UInt64(word.rawValue), start: position, end: position))
    defer { path.removeLast() }
    return edit(MatchEdit(kind: .deleted, token: position, word: word, cost: cost), scope: scope) {
      $0.walk(state: target, position: position)
    }
  }

  /// Whether the path's last step read a value that ended at `position` while the same kind
  /// of value read from the same token goes on past it.
  private mutating func cutsValueShort(at position: Int) -> Bool {
    // The last step that read tokens (a word left out reads none).
    guard let last = path.steps.last(where: { $0.end > $0.start }), last.end == position,
      last.valueKind == Step.storedValue, case .value(let kind)? = GrammarSymbol(key: last.key)
    else { return false }
    return chart.readings(of: kind, at: last.start, in: utterance, grammar: grammar).contains {
      chart.readingStore[$0].end > position
    }
  }

  /// Whether an app's name begins at a token, unless the token is also a word templates spell
  /// ("water" of "log water", when an app is called Water).
  private mutating func beginsAppName(at position: Int) -> Bool {
    if grammar.nearTokens.isLiteral(utterance.ids[position]) { return false }
    return chart.lexiconHits(at: position, in: utterance, grammar: grammar).contains {
      chart.hitStore[$0].posting.lexicon == .applicationNames
    }
  }

  /// Whether a match's edits leave a word out, or skip one, next to free text: the free text
  /// stands where the word should be (or could have taken the word, were it not for its
  /// limit), so the edit is the free text's, not the utterance's.
  func editsBesideFreeText(_ captures: [Capture]) -> Bool {
    guard approximation.isActive else { return false }
    func isFreeText(_ value: SlotValue) -> Bool {
      if case .list(let items) = value { return items.contains { isFreeText($0.value) } }
      return value == .text
    }
    return approximation.edits.contains { edit in
      let touches: (Range<Int>) -> Bool =
        switch edit.kind {
        case .deleted: { $0.lowerBound == edit.token || $0.upperBound == edit.token }
        case .inserted: { $0.upperBound == edit.token || $0.lowerBound == edit.token + 1 }
        case .substituted: { _ in false }
        }
      return captures.contains { isFreeText($0.value) && touches($0.tokens) }
    }
  }

  /// Walks on with an edit added to the path's cost and edits.
  @inline(__always)
  private mutating func edit(_ edit: MatchEdit, scope: Int = 0, _ walk: (inout Walker) -> Bool) -> Bool {
    approximation.cost += edit.cost
    approximation.edits.append(edit)
    approximation.editScopes.append(scope)
    let leavesName = edit.kind == .deleted && edit.word == .unknown
    if leavesName { approximation.namesLeftOut += 1 }
    let key = approximation.scopeKey
    if scope != 0 { approximation.scopeKey = (key &+ scope) &* -7_046_029_254_386_353_131 }
    defer {
      approximation.cost -= edit.cost
      approximation.edits.removeLast()
      approximation.editScopes.removeLast()
      if leavesName { approximation.namesLeftOut -= 1 }
      approximation.scopeKey = key
    }
    return walk(&self)
  }

  /// Whether the path leaves out the app's name where it may not: in a template that may not
  /// do without it, or with fewer than two content words of the template said as written (what
  /// is left of "{applicationName} add {items}" is a verb and anything).
  func leavesNameOut(_ template: TemplateID) -> Bool {
    guard approximation.isActive && approximation.nameLeftOut else { return false }
    guard grammar.nameMayBeLeftOut(of: template) else { return true }
    var contentWords = 0
    for step in path.steps where step.key >> 32 == GrammarSymbol.tokenFamily && step.end > step.start {
      if !grammar.nearTokens.isFunctionWord(TokenID(rawValue: UInt32(truncatingIfNeeded: step.key))) {
        contentWords += 1
      }
    }
    return contentWords < 2
  }

  /// Whether an edit of the path is a word another app's manifest gives: only that app's
  /// phrases hear it.
  func takesAnotherAppsWord(_ template: TemplateID) -> Bool {
    guard approximation.isActive else { return false }
    let app = grammar.application(of: template)
    return !approximation.editScopes.allSatisfy { grammar.nearTokens.scope($0, contains: app) }
  }

  /// The apps whose one-word name a token is a typo of, computed once per token.
  private mutating func typedNames(at position: Int) -> [(app: AppID, cost: Int)] {
    if let known = approximation.names[position] { return known }
    let found = nearCache.names(typedAs: utterance.token(position), approximation.costs, in: grammar)
    approximation.names[position] = found
    return found
  }

  /// The literal words a token may stand for, with their costs, computed once per token.
  private mutating func nearWords(at position: Int) -> [NearTokens.Candidate] {
    if let known = approximation.near[position] { return known }
    let found = nearCache.candidates(
      of: utterance.token(position), token: utterance.ids[position], approximation.costs, in: grammar)
    approximation.near[position] = found
    return found
  }
}

/// The near words and typed app names of the words walks have read approximately, kept from one
/// walk to the next: the tiers of one utterance read its words again, and a stream of
/// utterances says the same words over and over, while finding a word's near words probes the
/// typo index with each of its one-character deletions.
///
/// Kept for one grammar at a time (emptied when a walk uses another), and emptied whenever it
/// holds ``capacity`` words, so that a stream of words never seen before cannot grow it.
struct NearWordCache {
  private struct Key: Hashable {
    var text: String
    var costs: EditCosts
  }

  /// The most words kept.
  static let capacity = 4096

  /// Held, not identified: a grammar freed and another made at its address must not match.
  private var grammar: Grammar?
  private var words: [Key: [NearTokens.Candidate]] = [:]
  private var names: [Key: [(app: AppID, cost: Int)]] = [:]

  /// ``NearTokens/candidates(of:token:_:substitutesFunctionWords:)`` of the grammar's, computed
  /// once per word and costs.
  mutating func candidates(of text: String, token: TokenID, _ costs: EditCosts, in grammar: Grammar)
    -> [NearTokens.Candidate]
  {
    keep(grammar)
    return Self.value(for: Key(text: text, costs: costs), in: &words) {
      grammar.nearTokens.candidates(of: text, token: token, costs)
    }
  }

  /// ``NearTokens/names(typedAs:_:)`` of the grammar's, computed once per word and costs.
  mutating func names(typedAs text: String, _ costs: EditCosts, in grammar: Grammar) -> [(app: AppID, cost: Int)] {
    keep(grammar)
    return Self.value(for: Key(text: text, costs: costs), in: &names) { grammar.nearTokens.names(typedAs: text, costs) }
  }

  /// A table's value for a key, computed and kept on first use; a full table is emptied first.
  private static func value<Value>(for key: Key, in table: inout [Key: Value], _ compute: () -> Value) -> Value {
    if let known = table[key] { return known }
    if table.count >= capacity { table.removeAll(keepingCapacity: true) }
    let found = compute()
    table[key] = found
    return found
  }

  /// Empties the cache when a walk uses another grammar than the one its words were read in.
  private mutating func keep(_ grammar: Grammar) {
    guard grammar !== self.grammar else { return }
    self.grammar = grammar
    words.removeAll()
    names.removeAll()
  }
}
