import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// Intents of different apps whose templates accept a common utterance when
/// the app's name is left out (warning): what a user who does not name the app
/// may say, and where it goes.
///
/// Every template of every intent is compared with every template of the
/// intents of other apps on their automata, `{applicationName}` read as absent
/// (see ``OverlapSearch``). Each comparison yields several witnesses (up to
/// ``witnessesPerTemplatePair``, one per way through the two templates), with
/// fewer words of free text first (so `add something to my shopping list`
/// beats `put something`), then fewer words, then fewer samples. Each witness
/// is routed by a router of every template that compiles, and for each pair of
/// intents the best witness of each different decision is kept: it goes to one
/// side, to the other, is ambiguous, or goes to a third intent; a witness that
/// matches nothing (a bound or a negative phrase rules it out) is reported only
/// when the intents have no other. So a harmless shortest witness cannot hide
/// the collision that matters.
///
/// Findings are grouped by witness: an utterance that several apps accept is
/// one finding naming them all, at the template of the first app (in the
/// router's order) and listing the others' templates, so lint's output grows
/// with the apps that share a phrase, not with their pairs. Intents whose
/// templates are the same automata (copies of an app) are compared once.
///
/// A template pair whose search exceeds the state budget is skipped, and said
/// so when no other template pair of the two intents overlaps. With `--apple`,
/// a word that only introduces the app's name (`in`, `to`, `with`, `using`,
/// `on`, `from`…, see `AddressBook/connectorWords`) is left out with it,
/// since App Shortcut phrases name the app that way and a user who does not
/// name it says "log water", not "log water in".
enum CrossAppOverlap: LintRule {
  /// The most witnesses one comparison of two templates yields.
  static let witnessesPerTemplatePair = 8

  /// An intent of an app, by index.
  private struct Member: Hashable, Comparable {
    var app: Int
    var intent: Int

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.app, lhs.intent) < (rhs.app, rhs.intent) }
  }

  /// Intents whose templates have the same automata, in the same order.
  private struct Group {
    /// Each template's automaton, by class; nil for a template that does not compile.
    var signature: [Int?]
    var members: [Member]
  }

  /// A witness and the templates of the two groups that accept it.
  private struct Candidate {
    var witness: OverlapSearch.Witness
    var a: Int
    var b: Int
  }

  /// One utterance and every intent found to accept it, with the template of each.
  private struct Shared {
    var text: String
    var decision: RouterDecision
    var templates: [Member: Int] = [:]
  }

  static func check(_ context: LintContext) -> [Diagnostic] {
    var search = OverlapSearch(
      tokens: context.tokens, budget: context.options.overlapStateBudget, prefersLiteralWords: true)
    let connectors = context.options.apple ? OverlapReport.connectors(in: context.tokens) : []
    let graphs = context.apps.map {
      OverlapReport.graphs(of: $0, keepsApplicationName: false, droppedConnectors: connectors)
    }

    // Identical automata get one class, and intents with the same classes one group.
    var classes: [PhraseGraph: Int] = [:]
    var representatives: [PhraseGraph] = []
    var groupIndex: [[Int?]: Int] = [:]
    var groups: [Group] = []
    for (i, app) in context.apps.enumerated() {
      for x in app.intents.indices {
        let signature = graphs[i][x].map { graph -> Int? in
          guard let graph else { return nil }
          if let known = classes[graph] { return known }
          classes[graph] = representatives.count
          representatives.append(graph)
          return representatives.count - 1
        }
        guard signature.contains(where: { $0 != nil }) else { continue }
        if let index = groupIndex[signature] {
          groups[index].members.append(Member(app: i, intent: x))
        } else {
          groupIndex[signature] = groups.count
          groups.append(Group(signature: signature, members: [Member(app: i, intent: x)]))
        }
      }
    }

    var searched: [[Int]: (witnesses: [OverlapSearch.Witness], isComplete: Bool)] = [:]
    var decisions: [String: RouterDecision] = [:]
    func decision(_ text: String) -> RouterDecision {
      if let known = decisions[text] { return known }
      let decided = context.router.map {
        RouterDecision($0.route(text, options: RouteOptions.uncalibrated(reference: ValueSamples.reference)))
      }
      decisions[text] = decided ?? .unchecked
      return decided ?? .unchecked
    }

    var shared: [String: Shared] = [:]
    var findings: [Diagnostic] = []
    for g in groups.indices {
      for h in g..<groups.count where crossAppPair(groups[g], groups[h], context) != nil {
        var best: [RouterDecision: Candidate] = [:]
        var skipped: (a: Int, b: Int)?
        for (a, first) in groups[g].signature.enumerated() {
          guard let first else { continue }
          for (b, second) in groups[h].signature.enumerated() {
            guard let second else { continue }
            // The product search is symmetric; search each pair of classes once, in one order.
            let key = [min(first, second), max(first, second)]
            if searched[key] == nil {
              searched[key] = search.witnesses(
                representatives[key[0]], representatives[key[1]], limit: witnessesPerTemplatePair)
            }
            guard let result = searched[key] else { continue }
            if !result.isComplete && skipped == nil { skipped = (a, b) }
            for witness in result.witnesses {
              let decided = decision(witness.text)
              if let current = best[decided], search.rank(current.witness) <= search.rank(witness) { continue }
              best[decided] = Candidate(witness: witness, a: a, b: b)
            }
          }
        }
        // A witness that nothing takes is harmless next to one the router sends somewhere: say it only alone.
        if best.keys.contains(where: \.isRouted) { best = best.filter { $0.key.isRouted } }
        for (decided, candidate) in best {
          let text = candidate.witness.text
          var entry = shared[text] ?? Shared(text: text, decision: decided)
          for member in groups[g].members where entry.templates[member] == nil {
            entry.templates[member] = candidate.a
          }
          for member in groups[h].members where entry.templates[member] == nil {
            entry.templates[member] = candidate.b
          }
          shared[text] = entry
        }
        if best.isEmpty, let skipped {
          findings.append(skippedFinding(groups[g], groups[h], skipped, context))
        }
      }
    }
    for entry in shared.values { findings.append(finding(entry, context)) }
    return findings
  }

  /// Two intents, one of each group, of apps with different names; nil when there are none.
  private static func crossAppPair(_ first: Group, _ second: Group, _ context: LintContext) -> (Member, Member)? {
    for one in first.members {
      if let other = second.members.first(where: { context.apps[$0.app].name != context.apps[one.app].name }) {
        return (one, other)
      }
    }
    return nil
  }

  private static func name(_ member: Member, _ context: LintContext) -> String {
    "\(context.apps[member.app].name).\(context.apps[member.app].intents[member.intent].id)"
  }

  private static func template(_ member: Member, _ index: Int, _ context: LintContext) -> LintTemplate {
    context.apps[member.app].intents[member.intent].phrases[index]
  }

  /// The finding for an utterance several intents accept, at the template of the first.
  private static func finding(_ entry: Shared, _ context: LintContext) -> Diagnostic {
    let members = entry.templates.keys.sorted()
    let names = members.map { name($0, context) }
    let first = template(members[0], entry.templates[members[0]] ?? 0, context)
    let file = first.file
    // The other templates, grouped by text: 'put {items} on' at FILE:LINE:COL and FILE:LINE:COL.
    var others: [(text: String, places: [String])] = []
    for member in members.dropFirst() {
      let other = template(member, entry.templates[member] ?? 0, context)
      let place = reference(to: other.location, from: file)
      if let index = others.firstIndex(where: { $0.text == other.text }) {
        others[index].places.append(place)
      } else {
        others.append((other.text, [place]))
      }
    }
    let apps = Set(members.map(\.app)).count
    let accepted =
      members.count == 2
      ? "'\(names[0])' and '\(names[1])'"
      : "\(members.count) intents of \(apps) apps, " + OverlapReport.list(names.map { "'\($0)'" }) + ","
    let templates = others.map { "'\($0.text)' at " + OverlapReport.list($0.places) }.joined(separator: "; ")
    let noun = members.count == 2 ? "other template" : "other templates"
    var outcome = entry.decision.sentence(members: names)
    let swallowing = freeTextTakingLiterals(
      entry.text, members.map { (context.apps[$0.app], template($0, entry.templates[$0] ?? 0, context)) })
    // The apps that say the witness alike; two of them collide whatever the free text does.
    let alike = Set(members.indices.filter { !swallowing.contains($0) }.map { members[$0].app })
    let isNote = !swallowing.isEmpty && alike.count < 2
    if isNote {
      let texts = OverlapReport.list(
        swallowing.map { "'\(template(members[$0], entry.templates[members[$0]] ?? 0, context).text)'" })
      outcome += "; only the free text of \(texts) takes the other's words"
    }
    return finding(
      isNote ? .note : .warning,
      .crossAppOverlap(entry.text, acceptedBy: accepted, others: "\(noun) \(templates)", outcome: outcome),
      at: first)
  }

  /// The templates (by index) whose free-text slot takes a word of the witness that another
  /// template says as a literal word: a collision only through free text, a note rather than a
  /// warning. Empty when every template says the witness's words alike (literally, or as values
  /// of their slots).
  private static func freeTextTakingLiterals(_ witness: String, _ templates: [(LintApp, LintTemplate)]) -> [Int] {
    let words = Normalizer.tokens(of: witness).map(\.text)
    let literals = templates.map { app, template -> Set<String> in
      var collector = LiteralWords(rules: app.rules)
      if let syntax = template.syntax { collector.walk(syntax.nodes) }
      return collector.words
    }
    var swallowing: [Int] = []
    for (index, (app, template)) in templates.enumerated() {
      let readsFreeText =
        template.syntax.map { syntax in
          var slots = SlotNameCollector(rules: app.rules, names: [])
          slots.walk(syntax.nodes)
          return app.intents.contains { intent in
            intent.phrases.contains { $0.text == template.text }
              && intent.parameters.contains { parameter in
                switch parameter.type {
                case .text, .list(.text, _): slots.names.contains(parameter.name)
                default: false
                }
              }
          }
        } ?? false
      guard readsFreeText else { continue }
      let unsaid = words.filter { !literals[index].contains($0) }
      if unsaid.contains(where: { word in literals.indices.contains { $0 != index && literals[$0].contains(word) } }) {
        swallowing.append(index)
      }
    }
    return swallowing
  }

  /// A pair of groups whose comparison stopped at the budget, at the template of the first intent.
  private static func skippedFinding(
    _ first: Group, _ second: Group, _ pair: (a: Int, b: Int), _ context: LintContext
  ) -> Diagnostic {
    let (one, other) = crossAppPair(first, second, context) ?? (first.members[0], second.members[0])
    var message = OverlapReport.skippedMessage(
      name(one, context), name(other, context), template(other, pair.b, context),
      from: context.apps[one.app].file, budget: context.options.overlapStateBudget)
    let more = Set(first.members + second.members).count - 2
    if more > 0 { message += " (and for \(more) more intents with the same templates)" }
    return finding(.warning, .crossAppOverlapNotChecked(message), at: template(one, pair.a, context))
  }
}

extension Diagnostic.Message {
  fileprivate static func crossAppOverlap(
    _ witness: String, acceptedBy accepted: String, others: String, outcome: String
  )
    -> Self
  {
    Self(
      id: CrossAppOverlap.id,
      "'\(witness)' is accepted by \(accepted) without an app name (\(others)); routed, it " + outcome)
  }

  /// See ``OverlapReport/skippedMessage(_:_:_:from:budget:)``.
  fileprivate static func crossAppOverlapNotChecked(_ text: String) -> Self {
    Self(id: CrossAppOverlap.id, text)
  }
}

/// The literal words of a template, and of the rules it uses (each walked once), as tokens.
private struct LiteralWords: RuleFollowingWalker {
  let rules: [String: Template]
  var words = Set<String>()
  var walkedRules = Set<String>()

  mutating func visitText(_ text: String, range: SourceRange) -> TemplateWalkAction {
    for token in Normalizer.tokens(of: text) { words.insert(token.text) }
    return .skipChildren
  }

}
