import BinaryArchive
import DataFormats
import PhraseGrammar
import PhraseValues

/// How an utterance addresses an app outside the words of its phrases, as people
/// talk to assistants: "Water, log 10 ounces", "ask BusTime when the next bus
/// leaves", "tell Hydro I drank a latte", "log water using Sipli".
///
/// The router turns to it only when nothing matches the utterance as said: it
/// finds the app's name at the start (after a word such as "ask" or "tell", and
/// before one such as "to") or at the end (after a word such as "in" or
/// "using"), and routes the rest among that app's phrases, where
/// `{applicationName}` and the word introducing it may go unsaid.
package struct AddressBook: Sendable {
  /// Words before an app's name at the start: "*ask* BusTime …", "*tell* Hydro …".
  static let leadWords = ["ask", "tell", "open", "use", "using", "with", "in", "on", "hey", "ok", "okay"]
  /// Words between an app's name at the start and the request: "ask Water *to* log …".
  static let joinWords = ["to", "and", "that", "for", "about", "if", "whether", "then"]
  /// The words that introduce an app's name ("log water *in* Water"), at the end of an
  /// utterance and in phrases, where they go unsaid with the name.
  package static let connectorWords = [
    "in", "to", "with", "using", "on", "from", "via", "into", "inside", "at", "through", "dans", "avec", "en", "con",
    "mit", "no", "na", "com", "в",
  ]

  /// Each way of saying each app's name, as vocabulary tokens, read forwards (for names at
  /// the start) and backwards (at the end), so that finding a name costs the tokens it
  /// reads, whatever the number of apps ("the …" begins a name of every app).
  private var forwards = NameTrie()
  private var backwards = NameTrie()
  /// The connector words the phrases use, as vocabulary tokens.
  private(set) var connectors: [TokenID] = []
  private var leads: Set<[UInt8]> = []
  private var joins: Set<[UInt8]> = []
  private var endConnectors: Set<[UInt8]> = []

  private init() {}

  init(names: [[String]], grammar: Grammar) {
    var forwards = NameTrie()
    var backwards = NameTrie()
    for (app, spoken) in names.enumerated() {
      for name in spoken {
        let tokens = grammar.utterance(name).ids
        guard !tokens.isEmpty, !tokens.contains(.unknown) else { continue }
        forwards.add(app, at: tokens)
        backwards.add(app, at: tokens.reversed())
      }
    }
    self.forwards = forwards
    self.backwards = backwards
    connectors = Self.connectorWords.compactMap { word in
      let ids = grammar.utterance(word).ids
      return ids.count == 1 && ids[0] != .unknown ? ids[0] : nil
    }
    func words(_ list: [String]) -> Set<[UInt8]> {
      Set(list.flatMap { Normalizer.tokens(of: $0).map { Array($0.text.utf8) } })
    }
    leads = words(Self.leadWords)
    joins = words(Self.joinWords)
    endConnectors = words(Self.connectorWords)
  }

  /// The apps whose name an utterance says anywhere.
  func appsNamed(in utterance: Utterance) -> Set<Int> {
    Set((0..<utterance.count).flatMap { forwards.names(in: utterance.ids, from: $0, step: 1).map(\.app) })
  }

  /// The positions of an utterance's tokens that say an app's name.
  func namePositions(in utterance: Utterance) -> Set<Int> {
    Set(
      (0..<utterance.count).flatMap { start in
        forwards.names(in: utterance.ids, from: start, step: 1).flatMap { start..<(start + $0.length) }
      })
  }

  /// The app an utterance addresses by name at its start or end, and the tokens of the request.
  func address(in utterance: Utterance) -> (app: Int, request: Range<Int>)? {
    let ids = utterance.ids
    let count = ids.count
    func word(_ index: Int, in set: Set<[UInt8]>) -> Bool {
      index >= 0 && index < count && set.contains(utterance.normalizedBytes(index))
    }
    guard count > 0 else { return nil }
    // At the start: [ask] Water [to] <request>.
    for lead in word(0, in: leads) ? [0, 1] : [0] where lead < count {
      for (length, app) in forwards.names(in: ids, from: lead, step: 1) {
        var start = lead + length
        if word(start, in: joins) && start + 1 < count { start += 1 }
        if start < count { return (app, start..<count) }
      }
    }
    // At the end: <request> [using] Water.
    for (length, app) in backwards.names(in: ids, from: count - 1, step: -1) {
      var end = count - length
      if word(end - 1, in: endConnectors) && end > 1 { end -= 1 }
      if end > 0 { return (app, 0..<end) }
    }
    return nil
  }
}

/// App names as a trie of vocabulary tokens: the apps whose name ends at each node, in the
/// order they were added.
private typealias NameTrie = Trie<TokenID, Int>

extension Trie where Label == TokenID, Posting == Int {
  /// The names read from `ids[start]` on, one token at a time by `step`: how many tokens
  /// each takes and its app, longest first; apps of one name in the order they were added.
  fileprivate func names(in ids: [TokenID], from start: Int, step: Int) -> [(length: Int, app: Int)] {
    var found: [(length: Int, app: Int)] = []
    walk(ids, from: start, step: step) { after, node in
      let length = (after - start) * step
      found.insert(contentsOf: postings[node].map { (length, $0) }, at: 0)
    }
    return found
  }
}

extension AddressBook: ArchiveDescribed {
  package static var archiveBlank: Self { Self() }

  /// Its parts, in the order archived.
  package mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&self, \.forwards, \.backwards, \.connectors, \.leads, \.joins, \.endConnectors)
  }
}

/// An app-name trie is archived as built: each node's children by token, and the apps whose
/// name ends there.
extension Trie: Archivable, ArchiveDescribed where Label == TokenID, Posting == Int {
  /// A root alone.
  public static var archiveBlank: Self { Self() }

  /// Its children, then its postings.
  public mutating func code<Coder: ArchiveCoder>(with coder: inout Coder) throws(Coder.Failure) {
    try coder.code(&children)
    try coder.code(&postings)
  }

  /// Walking reads children by index unchecked: each must be a node.
  public var archiveInconsistency: String? { isWellFormed ? nil : "an app-name trie whose nodes do not agree" }
}
