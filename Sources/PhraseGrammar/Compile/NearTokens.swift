import BinaryArchive

/// The words of a grammar's templates that an utterance's word may stand for when matching
/// approximately, and what each word costs to leave out.
///
/// Built once with the grammar, over the words templates spell literally (not lexicon values or
/// app names, which are read as in exact matching). Three keys find a word's neighbours:
/// the word without apostrophes ("whats" → "what's"), its stem by English suffix rules
/// ("logged" → "log"), and its one-character deletions, whose shared deletions find every word
/// within a typo or two of it (a symmetric-deletion index); each candidate is then checked.
final class NearTokens: Sendable {
  /// Per token id: ``literalFlag``, ``functionFlag``, ``distinctiveFlag``, ``leftOutFlag``, ``contrastFlag``.
  private let flags: [UInt8]
  private let bare: HashedPostings
  private let stems: HashedPostings
  private let withoutClitics: HashedPostings
  private let deletions: HashedPostings
  private let texts: [String]
  /// Every function word templates spell, for saying one for another.
  private let literalFunctionWords: [TokenID]
  /// The most characters a word of the deletion index has: a longer word is no typo of one.
  private let longestIndexed: Int

  /// The longest word indexed for typos.
  static let longestTyped = 32

  /// A word templates spell literally.
  static let literalFlag: UInt8 = 1
  /// A function word (`FunctionWords`).
  static let functionFlag: UInt8 = 2
  /// A literal word of exactly one template.
  static let distinctiveFlag: UInt8 = 4
  /// A word some apps' phrases let people leave out (a key of `leftOutScopes`): set from
  /// them when built or read, so that the walk asks the dictionary only for these.
  static let leftOutFlag: UInt8 = 8
  /// A function word that is all that tells some template from another
  /// (``GrammarBuilder/contrastWords(keys:owner:purposes:tokens:)``): it costs what a content word costs
  /// to leave out, and no other function word is read as it, nor it as another.
  static let contrastFlag: UInt8 = 16

  /// The apps' one-word names long enough to be heard with a typo, as characters.
  private let typoNames: [TypoName]
  /// Words apps give for words of their phrases: said → (word, app, whether the manifest
  /// declares it rather than a group of the app's phrases offering it).
  private let alternatives: [String: [Alternative]]

  /// An app's one-word name, as characters; archived as text.
  struct TypoName: Sendable, Archivable {
    var name: [Character]
    var app: AppID

    init(name: [Character], app: AppID) {
      self.name = name
      self.app = app
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
      name = Array(try reader.read(String.self))
      app = try reader.read()
    }

    func archive(to writer: inout ArchiveWriter) {
      writer.write(String(name))
      writer.write(app)
    }
  }

  /// A word an app gives for a word of its phrases, for the apps of a scope.
  struct Alternative: Sendable, ArchiveDescribed {
    var word: TokenID
    var scope: Int
    var isDeclared: Bool

    static var archiveBlank: Self { Self(word: .unknown, scope: 0, isDeclared: false) }

    mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
      try coder.code(&word)
      try coder.code(&scope)
      try coder.code(&isDeclared)
    }
  }

  /// The content words apps' phrases let people leave out: word → the scope of the apps.
  private let leftOutScopes: [TokenID: Int]

  /// The sets of apps whose phrases alone take an edit (a word given, a word left out), each
  /// sorted; scope *i* is `scopes[i - 1]`, scope 0 every app. Apps that give the same word share
  /// one scope, so a word many apps give is one branch of the search, not one per app.
  private let scopes: [[AppID]]

  /// The scope of the apps whose phrases let people leave a content word out elsewhere
  /// (`[daily]`), if any.
  @inline(__always)
  func leftOutScope(_ word: TokenID) -> Int? {
    guard word != .unknown, flags[Int(word.rawValue)] & Self.leftOutFlag != 0 else { return nil }
    return leftOutScopes[word]
  }

  /// The flags with ``leftOutFlag`` set on the words of `leftOutScopes` (others cleared).
  private static func flaggingLeftOut(_ flags: [UInt8], _ leftOutScopes: [TokenID: Int]) -> [UInt8] {
    var flags = flags.map { $0 & ~leftOutFlag }
    for word in leftOutScopes.keys where Int(word.rawValue) < flags.count { flags[Int(word.rawValue)] |= leftOutFlag }
    return flags
  }

  /// Whether an app's phrases take an edit of a scope.
  func scope(_ scope: Int, contains app: AppID) -> Bool {
    guard scope > 0 else { return true }
    let apps = scopes[scope - 1]
    var low = 0
    var high = apps.count
    while low < high {
      let middle = (low + high) / 2
      if apps[middle].rawValue < app.rawValue { low = middle + 1 } else { high = middle }
    }
    return low < apps.count && apps[low] == app
  }

  /// An index of the tokens, given how many templates spell each one literally, the apps'
  /// one-word names, the words apps give for their phrases' words, and the words their phrases
  /// let people leave out.
  init(
    tokens: TokenTable, templateCounts: [Int], names: [(name: String, app: AppID)] = [],
    alternatives: [(said: String, word: String, app: AppID, isDeclared: Bool)] = [],
    optionalWords: [(word: String, app: AppID)] = [], contrastWords: Set<TokenID> = []
  ) {
    var scopeIndex: [[AppID]: Int] = [:]
    var scopes: [[AppID]] = []
    func scope(of apps: Set<AppID>) -> Int {
      let sorted = apps.sorted { $0.rawValue < $1.rawValue }
      if let known = scopeIndex[sorted] { return known }
      scopes.append(sorted)
      scopeIndex[sorted] = scopes.count
      return scopes.count
    }
    var leftOut: [TokenID: Set<AppID>] = [:]
    for optional in optionalWords {
      let word = tokens.id(of: optional.word)
      if word != .unknown { leftOut[word, default: []].insert(optional.app) }
    }
    leftOutScopes = leftOut.mapValues(scope(of:))
    typoNames = names.map { TypoName(name: Array($0.name), app: $0.app) }.filter { $0.name.count >= 6 }
    // Said → (word, declared) → the apps; an app that declares a pair does not also infer it.
    var grouped: [String: [TokenID: (declared: Set<AppID>, inferred: Set<AppID>)]] = [:]
    for alternative in alternatives {
      let word = tokens.id(of: alternative.word)
      guard word != .unknown else { continue }
      if alternative.isDeclared {
        grouped[alternative.said, default: [:]][word, default: ([], [])].declared.insert(alternative.app)
      } else {
        grouped[alternative.said, default: [:]][word, default: ([], [])].inferred.insert(alternative.app)
      }
    }
    var bySaid: [String: [Alternative]] = [:]
    for (said, words) in grouped {
      for (word, apps) in words.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        if !apps.declared.isEmpty {
          bySaid[said, default: []].append(Alternative(word: word, scope: scope(of: apps.declared), isDeclared: true))
        }
        let inferred = apps.inferred.subtracting(apps.declared)
        if !inferred.isEmpty {
          bySaid[said, default: []].append(Alternative(word: word, scope: scope(of: inferred), isDeclared: false))
        }
      }
    }
    self.alternatives = bySaid
    self.scopes = scopes
    var flags = [UInt8](repeating: 0, count: tokens.count)
    var bare: [String: [TokenID]] = [:]
    var stems: [String: [TokenID]] = [:]
    var withoutClitics: [String: [TokenID]] = [:]
    var deletions: [String: [TokenID]] = [:]
    var longestIndexed = 0
    for index in 0..<tokens.count {
      let text = tokens.texts[index]
      let id = TokenID(rawValue: UInt32(index))
      if FunctionWords.normalized.contains(text) { flags[index] |= Self.functionFlag }
      if contrastWords.contains(id) { flags[index] |= Self.contrastFlag }
      guard index < templateCounts.count, templateCounts[index] > 0 else { continue }
      flags[index] |= Self.literalFlag
      if templateCounts[index] == 1 { flags[index] |= Self.distinctiveFlag }
      guard text.contains(where: \.isLetter) else { continue }
      let key = Self.bare(text)
      if key != text { bare[key, default: []].append(id) }
      stems[Self.stem(key), default: []].append(id)
      if let root = Self.withoutClitic(text) { withoutClitics[root, default: []].append(id) }
      // A word of 4 to 32 characters: shorter ones take no typo, and a longer one is no word
      // anyone types (its deletions would cost the square of its length).
      let characters = Array(text)
      guard (4...Self.longestTyped).contains(characters.count) else { continue }
      longestIndexed = max(longestIndexed, characters.count)
      deletions[text, default: []].append(id)
      for deleted in Self.deletions(of: characters) { deletions[deleted, default: []].append(id) }
    }
    self.flags = Self.flaggingLeftOut(flags, leftOutScopes)
    self.bare = HashedPostings(bare)
    self.stems = HashedPostings(stems)
    self.withoutClitics = HashedPostings(withoutClitics)
    self.deletions = HashedPostings(deletions)
    texts = tokens.texts
    self.longestIndexed = longestIndexed
    let both = Self.functionFlag | Self.literalFlag
    literalFunctionWords = flags.indices.filter { flags[$0] & (both | Self.contrastFlag) == both }.map {
      TokenID(rawValue: UInt32($0))
    }
  }

  /// Reads what ``archive(to:)`` wrote; `texts` are the grammar's token texts (archived with it).
  init(from reader: inout ArchiveReader, texts: [String]) throws(ArchiveError) {
    let flags: [UInt8] = try reader.read()
    bare = try reader.read()
    stems = try reader.read()
    withoutClitics = try reader.read()
    deletions = try reader.read()
    literalFunctionWords = try reader.read()
    longestIndexed = try reader.read()
    typoNames = try reader.read()
    alternatives = try reader.read()
    leftOutScopes = try reader.read()
    scopes = try reader.read()
    self.flags = Self.flaggingLeftOut(flags, leftOutScopes)
    self.texts = texts
    guard flags.count == texts.count else { throw reader.invalid("word flags for another vocabulary") }
  }

  /// Writes everything but the token texts, which the grammar archives.
  func archive(to writer: inout ArchiveWriter) {
    writer.write(flags)
    writer.write(bare)
    writer.write(stems)
    writer.write(withoutClitics)
    writer.write(deletions)
    writer.write(literalFunctionWords)
    writer.write(longestIndexed)
    writer.write(typoNames)
    writer.write(alternatives)
    writer.write(leftOutScopes)
    writer.write(scopes)
  }

  /// Whether a token is a word templates spell.
  @inline(__always)
  func isLiteral(_ token: TokenID) -> Bool {
    token != .unknown && flags[Int(token.rawValue)] & Self.literalFlag != 0
  }

  /// Whether a token is a function word (not a contrast word: ``contrastFlag``).
  @inline(__always)
  func isFunctionWord(_ token: TokenID) -> Bool {
    token != .unknown && flags[Int(token.rawValue)] & (Self.functionFlag | Self.contrastFlag) == Self.functionFlag
  }

  /// Whether a token is a function word that is all that tells some template from another.
  @inline(__always)
  func isContrastWord(_ token: TokenID) -> Bool {
    token != .unknown && Int(token.rawValue) < flags.count && flags[Int(token.rawValue)] & Self.contrastFlag != 0
  }

  /// What leaving a template's word out costs.
  @inline(__always)
  func deletionCost(_ token: TokenID, _ costs: EditCosts) -> Int {
    let flag = flags[Int(token.rawValue)]
    if flag & (Self.functionFlag | Self.contrastFlag) == Self.functionFlag { return costs.functionWord }
    return flag & Self.distinctiveFlag != 0 ? costs.distinctiveDeletion : costs.contentDeletion
  }

  /// What saying a word the template does not have costs.
  @inline(__always)
  func insertionCost(_ token: TokenID, text: String, _ costs: EditCosts) -> Int {
    isFunctionWord(token) || (token == .unknown && FunctionWords.normalized.contains(text))
      ? costs.functionWord : costs.contentInsertion
  }

  /// Whether a group of some app's phrases offers a word in place of one an utterance says
  /// (an alternative at ``EditCosts/phraseAlternative``, not one a manifest declares).
  func offersPhraseAlternative(for text: String) -> Bool {
    alternatives[text]?.contains { !$0.isDeclared } ?? false
  }

  /// The literal words an utterance's word may stand for, each with what it costs; the word
  /// itself is not among them.
  func candidates(of text: String, token: TokenID, _ costs: EditCosts, substitutesFunctionWords: Bool = true)
    -> [Candidate]
  {
    var found: [Candidate] = []
    func add(_ word: TokenID, _ cost: Int) {
      guard word != token else { return }
      if let index = found.firstIndex(where: { $0.word == word && $0.scope == 0 }) {
        found[index].cost = min(found[index].cost, cost)
      } else {
        found.append(Candidate(word: word, cost: cost))
      }
    }
    // A word apps give for one of their words: for those apps' phrases only.
    for alternative in alternatives[text] ?? [] {
      let cost = alternative.isDeclared ? costs.alternative : costs.phraseAlternative
      found.append(Candidate(word: alternative.word, cost: cost, scope: alternative.scope))
    }
    guard text.contains(where: \.isLetter) else { return found }
    let key = Self.bare(text)
    // The same word with or without apostrophes.
    for word in bare[key] { add(word, costs.spelling) }
    if key != text, let word = index(of: key) { add(word, costs.spelling) }
    // A clitic split off or joined on.
    if let root = Self.withoutClitic(text), let word = index(of: root) { add(word, costs.clitic) }
    for word in withoutClitics[text] { add(word, costs.clitic) }
    // Another inflection.
    for word in stems[Self.stem(key)] { add(word, costs.inflection) }
    // One function word for another.
    if substitutesFunctionWords && !isContrastWord(token)
      && (FunctionWords.normalized.contains(text) || isFunctionWord(token))
    {
      for word in literalFunctionWords { add(word, costs.functionSubstitution) }
    }
    // Typos: within two characters of an indexed word's length, of a word templates do not
    // spell (a word they spell is taken as said) and that is no English word.
    let characters = Array(text)
    if !isLiteral(token) && characters.count >= 3 && characters.count <= longestIndexed + 2
      && !EnglishWords.contains(text)
    {
      var seen = Set<TokenID>()
      for deleted in [text] + Self.deletions(of: characters) {
        for word in deletions[deleted] where seen.insert(word).inserted {
          let other = Array(texts[Int(word.rawValue)])
          let limit = EditCosts.typoLimit(length: max(characters.count, other.count))
          guard limit > 0, let distance = Self.distance(characters, other, limit: limit) else { continue }
          add(word, distance * costs.typo)
        }
      }
    }
    return found
  }

  private func index(of text: String) -> TokenID? {
    // Literal words are few next to the texts; a linear probe of the stems' lists finds them.
    for word in stems[Self.stem(Self.bare(text))] where texts[Int(word.rawValue)] == text { return word }
    return nil
  }

  /// A literal word an utterance's word may stand for, with what it costs; the scope of the
  /// apps whose phrases alone hear it (a word they give for the template's), 0 for every app.
  struct Candidate: Sendable {
    var word: TokenID
    var cost: Int
    var scope = 0
  }

  /// The apps whose one-word name an utterance's word is a typo of, with what the typo costs
  /// (never the name as said, which exact matching reads).
  func names(typedAs text: String, _ costs: EditCosts) -> [(app: AppID, cost: Int)] {
    let characters = Array(text)
    guard characters.count >= 5, !EnglishWords.contains(text) else { return [] }
    return typoNames.compactMap { entry in
      let limit = EditCosts.typoLimit(length: max(characters.count, entry.name.count))
      guard entry.name != characters, let distance = Self.distance(characters, entry.name, limit: limit) else {
        return nil
      }
      return (entry.app, distance * costs.typo)
    }
  }

  /// A word without its apostrophes.
  static func bare(_ text: String) -> String {
    text.contains("'") ? text.filter { $0 != "'" } : text
  }

  /// The English clitics a word may end with.
  static let clitics = ["'s", "'re", "'ve", "'ll", "'d", "'m", "n't"]

  /// A word without the clitic it ends with ("what's" → "what"), or nil.
  static func withoutClitic(_ text: String) -> String? {
    for clitic in clitics where text.hasSuffix(clitic) && text.count > clitic.count + 1 {
      return String(text.dropLast(clitic.count))
    }
    return nil
  }

  /// A stem by English suffix rules, the same for a word's inflections: plural and third-person
  /// `-s`/`-es`/`-ies`, past `-ed`/`-ied`, `-ing`, with a doubled final consonant and a final
  /// `e` taken off ("logged", "logging", "logs" → "log"; "timers" → "timer"; "liked" → "lik").
  static func stem(_ text: String) -> String {
    var word = Array(text)
    func drop(_ suffix: String, keeping minimum: Int) -> Bool {
      let suffix = Array(suffix)
      guard word.count - suffix.count >= minimum, word.suffix(suffix.count).elementsEqual(suffix) else { return false }
      word.removeLast(suffix.count)
      return true
    }
    if drop("ies", keeping: 2) || drop("ied", keeping: 2) {
      word.append("y")
    } else if drop("ing", keeping: 3) || drop("ed", keeping: 3) {
      if word.count >= 3, let last = word.last, last == word[word.count - 2], !"aeiouls".contains(last) {
        word.removeLast()
      }
    } else if word.count >= 4, word.last == "s", word[word.count - 2] != "s" {
      // "timers" → "timer"; "boxes" → "boxe", then "box" below.
      word.removeLast()
    }
    if word.count >= 4, word.last == "e" { word.removeLast() }
    return String(word)
  }

  /// Each string made by leaving one character out.
  static func deletions(of characters: [Character]) -> [String] {
    characters.indices.map { index in
      var copy = characters
      copy.remove(at: index)
      return String(copy)
    }
  }

  /// The optimal string alignment distance (edits, adjacent swaps counting one) when at most `limit`, else nil.
  static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...max(b.count, 1) where !b.isEmpty {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        var value = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, previous2[j - 2] + 1) }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return nil }
      (previous2, previous, current) = (previous, current, previous2)
    }
    let result = a.isEmpty ? b.count : previous[b.count]
    return result <= limit ? result : nil
  }
}
