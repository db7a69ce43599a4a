import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// Keyword intents whose own keywords are taken by another intent (warning).
///
/// For each keyword intent, utterances are made of its keywords alone: one phrase of each
/// required vocabulary and of one vocabulary of each one-of group, in the order declared, every
/// phrase of every such vocabulary tried in turn (slots filled with sample values). Each is
/// routed by a router of every template that compiles. An utterance that goes to another app's
/// intent, or ties with one, is a finding for that pair of intents, with the utterance as its
/// witness (one finding a pair): a phrase of the other app that says the keywords ("make me
/// laugh" in a jokes skill's vocabulary and another's template), or another keyword intent that
/// says as many keywords. An intent of the same app is a finding only when it takes every such
/// utterance, so that the keyword intent is never reached. When every utterance goes elsewhere,
/// the finding says so: the intent is always beaten, and, when the other intent is a keyword
/// intent whose own utterances all tie with it, the two tie on every utterance that reaches either.
enum KeywordOverlap: LintRule {
  /// The most utterances made of one keyword intent's keywords.
  static let witnessLimit = 48

  /// A keyword intent, by app and intent index.
  private struct Member: Hashable {
    var app: Int
    var intent: Int
  }

  static func check(_ context: LintContext) -> [Diagnostic] {
    guard let router = context.router else { return [] }
    var decisions: [Member: [(text: String, decision: RouterDecision)]] = [:]
    var names: [Member: String] = [:]
    for (a, app) in context.apps.enumerated() {
      for (i, intent) in app.intents.enumerated() where intent.intent.keywords != nil {
        let member = Member(app: a, intent: i)
        names[member] = "\(app.name).\(intent.id)"
        decisions[member] = witnesses(of: intent, in: app).map {
          ($0, RouterDecision(router.route($0, options: RouteOptions.uncalibrated(reference: ValueSamples.reference))))
        }
      }
    }
    var findings: [Diagnostic] = []
    for (member, routed) in decisions.sorted(by: { ($0.key.app, $0.key.intent) < ($1.key.app, $1.key.intent) }) {
      guard let name = names[member], !routed.isEmpty else { continue }
      let app = context.apps[member.app]
      let reachesIt = routed.contains { $0.decision == .routed(name) }
      // The other intents that take or tie on its utterances, with the first utterance of each.
      var others: [(name: String, witness: String, decision: RouterDecision)] = []
      for (text, decision) in routed {
        let takers: [String]
        switch decision {
        case .routed(let other): takers = [other]
        case .ambiguous(let tied): takers = tied
        case .noMatch, .error, .unchecked: takers = []
        }
        for other in takers where other != name && !others.contains(where: { $0.name == other }) {
          let sameApp = other.hasPrefix(app.name + ".")
          guard !sameApp || !reachesIt else { continue }
          others.append((other, text, decision))
        }
      }
      for other in others {
        var outcome = other.decision.sentence(members: [name, other.name])
        if !reachesIt {
          let ties =
            decisions.first { names[$0.key] == other.name }?.value.allSatisfy {
              if case .ambiguous(let tied) = $0.decision { tied.contains(name) } else { false }
            } ?? false
          outcome +=
            ties && routed.allSatisfy({ if case .ambiguous = $0.decision { true } else { false } })
            ? "; the two tie on every utterance made of either's keywords"
            : "; no utterance made of its keywords reaches it"
        }
        let path = (app.intents[member.intent].path ?? JSONPath()).appending(key: "keywords")
        findings.append(
          finding(
            .warning, .keywordOverlap(other.witness, name, taker: other.name, outcome: outcome), in: app, at: path))
      }
    }
    return findings
  }

  /// Utterances made of an intent's mandatory keywords: the first phrase of each, then each
  /// phrase of each in turn.
  private static func witnesses(of intent: LintIntent, in app: LintApp) -> [String] {
    guard let keywords = intent.intent.keywords else { return [] }
    let mandatory = keywords.required.map { [$0.text] } + keywords.oneOf.map { $0.map(\.text) }
    let expander = TemplateExpander(rules: app.rules, limit: 8)
    var samples = ValueSamples()
    // The spelled-out phrases of a vocabulary, slots filled.
    func phrases(_ name: String) -> [String] {
      guard let index = app.manifest.vocabularies.firstIndex(where: { $0.name == name }) else { return [] }
      return app.parsed.vocabularies[index].compactMap(\.syntax).flatMap { expander.expansions(of: $0) }.compactMap {
        pieces in
        var words: [String] = []
        for piece in pieces {
          switch piece {
          case .text(let text): words.append(text.trimmingCharacters(in: .whitespaces))
          case .applicationName: words.append(app.name)
          case .slot(let slot):
            guard let value = sample(slot, of: intent, in: app, samples: &samples) else { return nil }
            words.append(value)
          }
        }
        let text = words.joined(separator: " ").split(separator: " ").joined(separator: " ")
        return text.isEmpty ? nil : text
      }
    }
    // Each mandatory keyword's choices: every phrase of every vocabulary it may be.
    let choices = mandatory.map { $0.flatMap(phrases) }
    guard choices.allSatisfy({ !$0.isEmpty }) else { return [] }
    let base = choices.map { $0[0] }
    var result = [base.joined(separator: " ")]
    for (position, options) in choices.enumerated() {
      for option in options.dropFirst() where result.count < witnessLimit {
        var words = base
        words[position] = option
        result.append(words.joined(separator: " "))
      }
    }
    return result
  }

  /// A sample value for a slot of the intent: an enum case's or entity value's first name, else a
  /// value of its type.
  private static func sample(_ slot: String, of intent: LintIntent, in app: LintApp, samples: inout ValueSamples)
    -> String?
  {
    guard let parameter = intent.intent.parameters.first(where: { $0.name == slot }) else { return nil }
    switch parameter.type {
    case .enumeration(let name):
      return app.manifest.enums.first { $0.name == name }?.value.cases.first.map { $0.name ?? $0.id }
    case .entity(let name):
      return app.manifest.entities.first { $0.name == name }?.value.values.first.map { $0.name ?? $0.id }
    default:
      guard let type = intent.parameters.first(where: { $0.name == slot })?.type else { return nil }
      return samples.sample(fitting: [type])?.joined(separator: " ")
    }
  }
}

extension Diagnostic.Message {
  fileprivate static func keywordOverlap(_ witness: String, _ intent: String, taker: String, outcome: String) -> Self {
    Self(
      id: KeywordOverlap.id,
      "'\(witness)' is made of the keywords of '\(intent)' and accepted by '\(taker)'; routed, it \(outcome)")
  }
}
