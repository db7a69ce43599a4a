/// One way to read a value from the utterance, starting at a known token.
struct Reading {
  var end: Int
  var value: SlotValue
}

/// The values each recognizer reads at each token, computed on first use.
///
/// Many states of the automaton may try the same recognizer at the same
/// token; the chart makes each (recognizer, token) pair cost once per
/// utterance.
struct ValueChart {
  private(set) var numberTokens: Int
  private(set) var reference: LocalDateTime
  /// Lexicon entries the caller allows at this match.
  private(set) var lexiconMask: LexiconMask
  /// Lexicon phrases added after compiling, read with the grammar's.
  private var overlays: [LexiconOverlay]
  /// The recognizers read so far (``ValueKind/code``), in first-use order.
  private var readingKinds: [UInt32] = []
  /// The run in `readingStore` of the readings of the recognizer `readingKinds[k]` at token `t`,
  /// at `k * tokenCount + t`; `start` is -1 while not read.
  private var readingRuns: [(start: Int32, end: Int32)] = []
  /// The readings of every recognizer and token read so far, one run per pair.
  private(set) var readingStore: [Reading] = []
  /// The lexicon hits of every token read so far, one run per token.
  private(set) var hitStore: [LexiconHit] = []
  /// What is known of each token, made on first use.
  private var tokenRuns: [TokenRuns] = []
  /// Whether the first ``Utterance/count`` of ``tokenRuns`` are this utterance's: the array is
  /// kept from one utterance to the next, and only its first entries made new.
  private var tokenRunsReady = false
  /// The token texts, made on first use by a recognizer that reads words.
  private var texts: [String] = []
  /// The lexicon phrases read from inside tokens so far, one run per read.
  private(set) var gluedStore: [GluedHit] = []
  /// The last token not in the vocabulary, -1 when there is none, or ``notYetSought``.
  private var lastUnknown = Self.notYetSought
  private static let notYetSought = -2

  init(numberTokens: Int, reference: LocalDateTime, lexiconMask: LexiconMask, overlays: [LexiconOverlay] = []) {
    self.reference = reference
    self.numberTokens = numberTokens
    self.lexiconMask = lexiconMask
    self.overlays = overlays
  }

  /// One token's runs in the chart's stores, each -1 while not read.
  struct TokenRuns {
    /// Its run in `hitStore`.
    var hitStart: Int32 = -1
    var hitEnd: Int32 = -1
    /// Its run in `gluedStore` of the phrases that start at its first byte: the read most
    /// glued words make, from many states.
    var gluedStart: Int32 = -1
    var gluedEnd: Int32 = -1
    /// Whether a phrase starting at its first byte ends inside a token (1), not (0), or not yet known (-1).
    var compound: Int8 = -1
  }

  /// Whether the chart reads as a restart with these options would: then, for the same
  /// utterance and grammar, what it read may be kept (a chart with overlays is never kept).
  func readsAlike(
    numberTokens: Int, reference: LocalDateTime, lexiconMask: LexiconMask, overlays: [LexiconOverlay]
  ) -> Bool {
    numberTokens == self.numberTokens && reference == self.reference && lexiconMask == self.lexiconMask
      && overlays.isEmpty && self.overlays.isEmpty
  }

  /// Readies the chart for another utterance, keeping its buffers' memory.
  mutating func restart(
    numberTokens: Int, reference: LocalDateTime, lexiconMask: LexiconMask, overlays: [LexiconOverlay] = []
  ) {
    self.numberTokens = numberTokens
    self.reference = reference
    self.lexiconMask = lexiconMask
    self.overlays = overlays
    lastUnknown = Self.notYetSought
    readingKinds.empty()
    readingRuns.empty()
    readingStore.empty()
    hitStore.empty()
    tokenRunsReady = false
    texts.empty()
    gluedStore.empty()
  }

  /// Makes ``tokenRuns`` one per token, none read, once per utterance.
  @inline(__always)
  private mutating func prepareTokenRuns(_ count: Int) {
    guard !tokenRunsReady else { return }
    tokenRunsReady = true
    for index in 0..<min(count, tokenRuns.count) { tokenRuns[index] = TokenRuns() }
    while tokenRuns.count < count { tokenRuns.append(TokenRuns()) }
  }

  /// The readings of a recognizer at a token, computed once: their indices in ``readingStore``,
  /// which later reads only append to.
  mutating func readings(of kind: ValueKind, at position: Int, in utterance: Utterance, grammar: Grammar) -> Range<Int>
  {
    let code = kind.code
    let row: Int
    if let known = readingKinds.firstIndex(of: code) {
      row = known * utterance.count
      let run = readingRuns[row + position]
      if run.start >= 0 { return Int(run.start)..<Int(run.end) }
    } else {
      row = readingRuns.count
      readingKinds.append(code)
      readingRuns.append(contentsOf: repeatElement((start: Int32(-1), end: Int32(-1)), count: utterance.count))
    }
    // Whether the kind may begin here is asked once too: it reads the token's text.
    guard ValueRecognizers.mayBegin(kind, at: position, in: utterance, grammar: grammar) else {
      readingRuns[row + position] = (Int32(readingStore.count), Int32(readingStore.count))
      return readingStore.count..<readingStore.count
    }
    let start: Int
    if case .list(let element) = kind {
      // A list reads its items' readings first, which take runs of their own.
      let lists = listReadings(of: element, at: position, in: utterance, grammar: grammar)
      start = readingStore.count
      readingStore += lists
    } else {
      start = readingStore.count
      ValueRecognizers.readings(
        of: kind, in: tokenTexts(of: utterance, grammar: grammar), at: position,
        context: ValueRecognizers.Context(reference: reference, maxTokens: numberTokens), into: &readingStore)
    }
    readingRuns[row + position] = (Int32(start), Int32(readingStore.count))
    return start..<readingStore.count
  }

  /// The utterance's token texts, made on first use.
  private mutating func tokenTexts(of utterance: Utterance, grammar: Grammar) -> [String] {
    if texts.isEmpty {
      // A token in the vocabulary has its text there already; only unknown ones are decoded.
      for index in 0..<utterance.count {
        let id = utterance.ids[index]
        texts.append(id == .unknown ? utterance.token(index) : grammar.text(of: id))
      }
    }
    return texts
  }

  /// Words that join list items ("eggs, milk and bread"; 「卵と牛乳」).
  static let listConjunctions: Set<String> = ["and", "or", "&", "plus", "と", "や"]

  /// The most items a list reading holds, and the most readings a token gives.
  static let listItemLimit = 32
  static let listReadingLimit = 256

  /// Lists of one or more items of a kind: items separated by a comma, "and" or
  /// "or" (a comma may be followed by one of them, as in "eggs, milk, and bread").
  ///
  /// A free-text item is one or more words that neither cross a comma nor
  /// contain a conjunction. Speech is transcribed without commas ("eggs milk and
  /// bread"): when no comma comes before the list's conjunction, a free-text item
  /// also ends at a word that ``endsItem(_:)``, and the next item starts after it.
  /// Every way to read a list that starts here is a reading, so the rest of the
  /// template decides where the list ends.
  mutating func listReadings(of element: ValueKind, at position: Int, in utterance: Utterance, grammar: Grammar)
    -> [Reading]
  {
    var results: [Reading] = []
    // Partial lists: the items so far; each may continue after a separator.
    var frontier: [[ListItem]] = [[]]
    var start = [position]
    while let items = frontier.popLast(), let itemStart = start.popLast() {
      for item in itemReadings(of: element, at: itemStart, in: utterance, grammar: grammar) {
        let list = items + [item]
        results.append(Reading(end: item.tokens.upperBound, value: .list(list)))
        guard results.count < Self.listReadingLimit else { return results.sorted { $0.end < $1.end } }
        guard list.count < Self.listItemLimit,
          let next = Self.nextItemStart(after: item.tokens.upperBound, in: utterance)
        else {
          continue
        }
        frontier.append(list)
        start.append(next)
      }
    }
    return results.sorted { $0.end < $1.end }
  }

  /// Where the next item starts after an item ending at `end`, if a separator follows (or,
  /// in a list written without commas, the item ended at a word that ends an item).
  private static func nextItemStart(after end: Int, in utterance: Utterance) -> Int? {
    guard end < utterance.count else { return nil }
    var next = end
    let comma = utterance.isFollowedBySeparator(end - 1)
    if Self.listConjunctions.contains(utterance.token(next)) {
      next += 1
    } else if !comma && !Self.splitsWithoutCommas(after: end - 1, in: utterance) {
      return nil
    }
    return next < utterance.count ? next : nil
  }

  /// Whether a free-text item of a list written without commas ends at a token: the token
  /// ends an item, another word follows it, and a conjunction comes later with no comma
  /// before it ("*eggs* milk and bread").
  private static func splitsWithoutCommas(after token: Int, in utterance: Utterance) -> Bool {
    guard token + 1 < utterance.count, endsItem(utterance.token(token)),
      !listConjunctions.contains(utterance.token(token + 1))
    else { return false }
    var index = token
    while index < utterance.count {
      if utterance.isFollowedBySeparator(index) { return false }
      if index > token && listConjunctions.contains(utterance.token(index)) { return true }
      index += 1
    }
    return false
  }

  /// Whether a word ends an item of a list written without commas: a plural in `-s` (not
  /// `-ss`, `-us`, `-is`) of 4 letters or more, as English, French, Spanish and Portuguese
  /// form them ("eggs", "tomatoes"; a noun phrase ends with its noun).
  static func endsItem(_ word: String) -> Bool {
    word.count >= 4 && word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us")
      && !word.hasSuffix("is") && word.allSatisfy(\.isLetter)
  }

  private mutating func itemReadings(of element: ValueKind, at position: Int, in utterance: Utterance, grammar: Grammar)
    -> [ListItem]
  {
    guard position < utterance.count else { return [] }
    switch element {
    case .text:
      var items: [ListItem] = []
      var end = position
      while end < utterance.count, !Self.listConjunctions.contains(utterance.token(end)) {
        end += 1
        items.append(ListItem(tokens: position..<end, value: .text))
        if utterance.isFollowedBySeparator(end - 1) || Self.splitsWithoutCommas(after: end - 1, in: utterance) { break }
      }
      return items
    case .lexicon, .applicationName:
      let lexicon = element.lexiconRead
      return lexiconHits(at: position, in: utterance, grammar: grammar).compactMap { index in
        let hit = hitStore[index]
        guard hit.posting.lexicon == lexicon else { return nil }
        return ListItem(tokens: position..<hit.end, value: .entry(hit.posting.lexicon, hit.posting.entry))
      }
    case .list:
      return []
    default:
      return readings(of: element, at: position, in: utterance, grammar: grammar).map {
        ListItem(tokens: position..<readingStore[$0].end, value: readingStore[$0].value)
      }
    }
  }

  /// Every lexicon phrase that starts at a token, sorted by lexicon, then end, then entry:
  /// their indices in ``hitStore``.
  mutating func lexiconHits(at position: Int, in utterance: Utterance, grammar: Grammar) -> Range<Int> {
    prepareTokenRuns(utterance.count)
    let runs = tokenRuns[position]
    if runs.hitStart >= 0 { return Int(runs.hitStart)..<Int(runs.hitEnd) }
    let start = hitStore.count
    grammar.lexicon.hits(in: utterance.ids, from: position, into: &hitStore)
    lexiconMask.keepAllowed(&hitStore, from: start) { $0.posting }
    if !overlays.isEmpty {
      let words = tokenTexts(of: utterance, grammar: grammar)
      for overlay in overlays { overlay.hits(in: words, from: position, into: &hitStore) }
    }
    if hitStore.count - start > 1 {
      hitStore[start...].sort {
        ($0.posting.lexicon, $0.end, $0.posting.entry) < ($1.posting.lexicon, $1.end, $1.posting.entry)
      }
    }
    tokenRuns[position].hitStart = Int32(start)
    tokenRuns[position].hitEnd = Int32(hitStore.count)
    return start..<hitStore.count
  }

  /// Every phrase of a lexicon that glued words read, starting at byte `offset` of a token
  /// and allowed by the mask: their indices in ``gluedStore``, which later reads only append to.
  mutating func gluedHits(at token: Int, offset: Int, in utterance: Utterance, grammar: Grammar) -> Range<Int> {
    if offset == 0 {
      prepareTokenRuns(utterance.count)
      let runs = tokenRuns[token]
      if runs.gluedStart >= 0 { return Int(runs.gluedStart)..<Int(runs.gluedEnd) }
    }
    let start = gluedStore.count
    grammar.gluedLexicon.hits(in: utterance, token: token, offset: offset, into: &gluedStore)
    lexiconMask.keepAllowed(&gluedStore, from: start) { $0.posting }
    if offset == 0 {
      tokenRuns[token].gluedStart = Int32(start)
      tokenRuns[token].gluedEnd = Int32(gluedStore.count)
    }
    return start..<gluedStore.count
  }

  /// Whether some phrase of a lexicon that glued words read starts at a token's first byte
  /// and ends inside a token: the compounds a free word boundary lets the matcher split.
  mutating func hasCompound(at token: Int, in utterance: Utterance, grammar: Grammar) -> Bool {
    prepareTokenRuns(utterance.count)
    if tokenRuns[token].compound >= 0 { return tokenRuns[token].compound == 1 }
    // A compound is no word of the vocabulary (nor is any word a phrase would end in): with
    // none unknown from here on, or a known word here that no phrase of two words starts
    // with, there is no trie to walk.
    if lastUnknown == Self.notYetSought { lastUnknown = utterance.ids.lastIndex(of: .unknown) ?? -1 }
    let id = utterance.ids[token]
    guard lastUnknown >= token, id == .unknown || grammar.gluedLexicon.startsLongerPhrase(id) else {
      tokenRuns[token].compound = 0
      return false
    }
    let found = gluedHits(at: token, offset: 0, in: utterance, grammar: grammar).contains { index in
      gluedStore[index].offset < utterance.normalizedByteRange(gluedStore[index].token).count
    }
    tokenRuns[token].compound = found ? 1 : 0
    return found
  }
}

extension LexiconMask {
  /// Removes from `store[start...]` the hits whose entry the mask does not allow, in place.
  @inline(__always)
  func keepAllowed<Hit>(_ store: inout [Hit], from start: Int, posting: (Hit) -> LexiconPosting) {
    guard !allowsEverything else { return }
    var kept = start
    for index in start..<store.count where allows(posting(store[index])) {
      store[kept] = store[index]
      kept += 1
    }
    store.removeLast(elements: store.count - kept)
  }
}
