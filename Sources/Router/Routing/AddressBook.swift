import PhraseGrammar

/// How an utterance addresses an app outside the words of its phrases, as people
/// talk to assistants: "Water, log 10 ounces", "ask BusTime when the next bus
/// leaves", "tell Hydro I drank a latte", "log water using Sipli".
///
/// The router turns to it only when nothing matches the utterance as said: it
/// finds the app's name at the start (after a word such as "ask" or "tell", and
/// before one such as "to") or at the end (after a word such as "in" or
/// "using"), and routes the rest among that app's phrases, where
/// `{applicationName}` and the word introducing it may go unsaid.
struct AddressBook: Sendable {
  /// Words before an app's name at the start: "*ask* BusTime …", "*tell* Hydro …".
  static let leadWords = ["ask", "tell", "open", "use", "using", "with", "in", "on", "hey", "ok", "okay"]
  /// Words between an app's name at the start and the request: "ask Water *to* log …".
  static let joinWords = ["to", "and", "that", "for", "about", "if", "whether", "then"]
  /// The words that introduce an app's name ("log water *in* Water"), at the end of an
  /// utterance and in phrases, where they go unsaid with the name.
  static let connectorWords = [
    "in", "to", "with", "using", "on", "from", "via", "into", "inside", "at", "through", "dans", "avec", "en", "con",
    "mit", "no", "na", "com", "в",
  ]

  /// Each way of saying each app's name, as vocabulary tokens, longest first.
  private let names: [(tokens: [TokenID], app: Int)]
  /// The names (indices into `names`, in its order) by their first token and by their last, so
  /// that finding a name costs the same whatever the number of apps.
  private let namesByFirst: [TokenID: [Int]]
  private let namesByLast: [TokenID: [Int]]
  /// The connector words the phrases use, as vocabulary tokens.
  let connectors: [TokenID]
  private let leads: Set<[UInt8]>
  private let joins: Set<[UInt8]>
  private let endConnectors: Set<[UInt8]>

  init(names: [[String]], grammar: Grammar) {
    var forms: [(tokens: [TokenID], app: Int)] = []
    for (app, spoken) in names.enumerated() {
      for name in spoken {
        let tokens = grammar.utterance(name).ids
        if !tokens.isEmpty, !tokens.contains(.unknown) { forms.append((tokens, app)) }
      }
    }
    self.names = forms.enumerated().sorted {
      ($1.element.tokens.count, $0.offset) < ($0.element.tokens.count, $1.offset)
    }.map(\.element)
    var byFirst: [TokenID: [Int]] = [:]
    var byLast: [TokenID: [Int]] = [:]
    for (index, name) in self.names.enumerated() {
      byFirst[name.tokens[0], default: []].append(index)
      byLast[name.tokens[name.tokens.count - 1], default: []].append(index)
    }
    namesByFirst = byFirst
    namesByLast = byLast
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

  /// The app an utterance addresses by name at its start or end, and the tokens of the request.
  func address(in utterance: Utterance) -> (app: Int, request: Range<Int>)? {
    let ids = utterance.ids
    let count = ids.count
    func word(_ index: Int, in set: Set<[UInt8]>) -> Bool {
      index >= 0 && index < count && set.contains(Array(utterance.normalizedBytes(index)))
    }
    func says(_ name: [TokenID], at start: Int) -> Bool {
      start >= 0 && start + name.count <= count && ids[start..<(start + name.count)].elementsEqual(name)
    }
    guard count > 0 else { return nil }
    // At the start: [ask] Water [to] <request>.
    for lead in word(0, in: leads) ? [0, 1] : [0] where lead < count {
      for index in namesByFirst[ids[lead]] ?? [] {
        let (name, app) = names[index]
        guard says(name, at: lead) else { continue }
        var start = lead + name.count
        if word(start, in: joins) && start + 1 < count { start += 1 }
        if start < count { return (app, start..<count) }
      }
    }
    // At the end: <request> [using] Water.
    for index in namesByLast[ids[count - 1]] ?? [] {
      let (name, app) = names[index]
      guard says(name, at: count - name.count) else { continue }
      var end = count - name.count
      if word(end - 1, in: endConnectors) && end > 1 { end -= 1 }
      if end > 0 { return (app, 0..<end) }
    }
    return nil
  }
}
