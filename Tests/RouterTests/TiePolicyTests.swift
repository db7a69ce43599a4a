import PhraseGrammar
import Testing

@testable import Router

/// The app in the foreground: its phrases with the app's name unsaid, and the tie policies.
@Suite("Conversation: the foreground app and tie policies")
struct TiePolicyTests {
  static let alpha = """
    {"app": "Alpha", "registered": "2020-05-01",
     "intents": [
      {"id": "ShowNotes", "phrases": ["show notes in {applicationName}"]},
      {"id": "Sync", "phrases": ["sync everything with {applicationName}", "{applicationName} rewind"]},
      {"id": "Send", "parameters": [{"name": "message", "type": "string"}],
       "phrases": ["send {message} in {applicationName}"]},
      {"id": "LogWater", "phrases": ["log water"]}
     ]}
    """
  static let beta = """
    {"app": "Beta", "registered": "2021-01-01",
     "intents": [
      {"id": "ShowNotes", "phrases": ["show notes [in {applicationName}]"]},
      {"id": "Sync", "phrases": ["sync everything"]},
      {"id": "Send", "parameters": [{"name": "message", "type": "string"}],
       "phrases": ["send {message} [in {applicationName}]"]},
      {"id": "LogWater", "phrases": ["log water"]}
     ]}
    """
  static let gamma = #"{"app": "Gamma", "intents": [{"id": "Play", "phrases": ["play music"]}]}"#

  /// Utterances, the app in front, and the verdict under every tie policy.
  static let foregroundPhrases: [(String, String?, String)] = [
    // The foreground app's phrase with its name (and the word before it) unsaid beats a name-free phrase.
    ("show notes", "Alpha", "routed Alpha.ShowNotes"),
    ("sync everything", "Alpha", "routed Alpha.Sync"),
    ("rewind", "Alpha", "routed Alpha.Sync"),
    ("send hello", "Alpha", "routed Alpha.Send"),
    // A phrase that names an app beats the foreground app's phrase with the name unsaid.
    ("show notes in Beta", "Alpha", "routed Beta.ShowNotes"),
    ("send hello in Beta", "Alpha", "routed Beta.Send"),
    ("show notes in Alpha", "Beta", "routed Alpha.ShowNotes"),
    // Without a foreground app, or with another one, nothing of Alpha's is heard without its name.
    ("show notes", nil, "routed Beta.ShowNotes"),
    ("rewind", nil, "noMatch"),
    ("send hello", nil, "routed Beta.Send"),
    ("show notes", "Beta", "routed Beta.ShowNotes"),
    ("rewind", "Beta", "noMatch"),
    ("rewind", "Gamma", "noMatch"),
    ("sync everything", "Gamma", "routed Beta.Sync"),
    // An app in the foreground that no phrase fits changes nothing.
    ("play music", "Alpha", "routed Gamma.Play"),
  ]

  @Test("the foreground app's phrases match with its name unsaid, under every tie policy", arguments: TieBreak.allCases)
  func foregroundPhrases(policy: TieBreak) throws {
    for (utterance, foreground, verdict) in Self.foregroundPhrases {
      var script = try ConversationScript([Self.alpha, Self.beta, Self.gamma], tieBreak: policy)
      let route = script.say(utterance, RequestContext(foregroundApp: foreground))
      #expect(route.verdict == verdict, "\(utterance) with \(foreground ?? "no app") in front")
    }
  }

  @Test("a name-free phrase of another app loses to the foreground app's, and the explanation says so")
  func foregroundExplained() throws {
    var script = try ConversationScript([Self.alpha, Self.beta], explain: true)
    let route = script.say("show notes", RequestContext(foregroundApp: "Alpha"))
    #expect(route.template == "show notes in {applicationName}")
    let lost = route.explanation?.first { $0.app == "Beta" }
    #expect(lost?.status == .outranked)
    #expect(lost?.reason == "does not name its app; the winner's app is in the foreground")
  }

  /// A tie ("log water" in Alpha and Beta) and what each policy makes of it, by the app in front.
  @Test(
    "a tie goes to the foreground app, stays ambiguous, or goes to the app registered first",
    arguments: [
      (TieBreak.foreground, "Alpha", "routed Alpha.LogWater"),
      (.foreground, "Beta", "routed Beta.LogWater"),
      (.foreground, nil, "ambiguous Alpha.LogWater,Beta.LogWater"),
      (.foreground, "Gamma", "ambiguous Alpha.LogWater,Beta.LogWater"),
      (.ambiguous, "Alpha", "ambiguous Alpha.LogWater,Beta.LogWater"),
      (.ambiguous, "Beta", "ambiguous Alpha.LogWater,Beta.LogWater"),
      (.ambiguous, nil, "ambiguous Alpha.LogWater,Beta.LogWater"),
      (.registered, "Beta", "routed Beta.LogWater"),
      (.registered, "Alpha", "routed Alpha.LogWater"),
      (.registered, nil, "routed Alpha.LogWater"),
      (.registered, "Gamma", "routed Alpha.LogWater"),
    ] as [(TieBreak, String?, String)])
  func ties(policy: TieBreak, foreground: String?, verdict: String) throws {
    var script = try ConversationScript([Self.alpha, Self.beta, Self.gamma], tieBreak: policy)
    #expect(script.say("log water", RequestContext(foregroundApp: foreground)).verdict == verdict)
  }

  @Test("without a context, the policy still decides: ambiguous but for registered")
  func withoutContext() throws {
    let router = try makeRouter([Self.alpha, Self.beta])
    for (policy, verdict) in [
      (TieBreak.foreground, "ambiguous Alpha.LogWater,Beta.LogWater"),
      (.ambiguous, "ambiguous Alpha.LogWater,Beta.LogWater"), (.registered, "routed Alpha.LogWater"),
    ] {
      var options = RouteOptions()
      options.tieBreak = policy
      #expect(router.route("log water", options: options).verdict == verdict, "\(policy)")
    }
  }

  /// An app with one phrase, "log water", registered on a day or not at all.
  static func app(_ name: String, _ registered: String?) -> String {
    let day = registered.map { #""registered": "\#($0)", "# } ?? ""
    return #"{"app": "\#(name)", \#(day)"intents": [{"id": "Log", "phrases": ["log water"]}]}"#
  }

  @Test(
    "under registered, the earliest day wins; an app without one ranks after; equal days stay ambiguous",
    arguments: [
      ([("X", "2022-01-01"), ("Y", nil)], "routed X.Log"),
      ([("X", nil), ("Y", "2023-06-30")], "routed Y.Log"),
      ([("X", "2023-01-01"), ("Y", "2022-12-31"), ("Z", nil)], "routed Y.Log"),
      ([("X", "2022-01-01"), ("Y", "2022-01-01")], "ambiguous X.Log,Y.Log"),
      ([("X", nil), ("Y", nil)], "ambiguous X.Log,Y.Log"),
      ([("X", "2022-01-01"), ("Y", "2022-01-01"), ("Z", "2023-01-01")], "ambiguous X.Log,Y.Log,Z.Log"),
      ([("X", "2022-01-01"), ("Y", "2022-01-01"), ("Z", "2021-01-01")], "routed Z.Log"),
    ] as [([(String, String?)], String)])
  func registered(apps: [(String, String?)], verdict: String) throws {
    var script = try ConversationScript(apps.map { Self.app($0.0, $0.1) }, tieBreak: .registered)
    #expect(script.say("log water").verdict == verdict)
  }

  @Test(
    "the explanation names the policy that decided the tie",
    arguments: [
      (TieBreak.foreground, "Beta", "Beta", "the app in front (tie policy 'foreground')"),
      (.registered, "Beta", "Beta", "the app in front (tie policy 'registered')"),
      (.registered, nil, "Alpha", "registered first, on 2020-05-01 (tie policy 'registered')"),
    ] as [(TieBreak, String?, String, String)])
  func decidedExplanation(policy: TieBreak, foreground: String?, winner: String, words: String) throws {
    var script = try ConversationScript([Self.alpha, Self.beta], tieBreak: policy, explain: true)
    let route = script.say("log water", RequestContext(foregroundApp: foreground))
    #expect(route.app == winner)
    let selected = try #require(route.explanation?.first { $0.status == .selected })
    #expect(selected.app == winner)
    #expect(selected.reason.hasSuffix(words), "\(selected.reason)")
    #expect(selected.reason.contains("Alpha, Beta"), "\(selected.reason)")
  }

  @Test(
    "a tie left ambiguous says which policy left it",
    arguments: [
      (TieBreak.foreground, [alpha, beta], "(tie policy 'foreground')"),
      (.ambiguous, [alpha, beta], "(tie policy 'ambiguous')"),
      (.registered, [app("X", nil), app("Y", nil)], "(tie policy 'registered')"),
    ])
  func ambiguousExplanation(policy: TieBreak, apps: [String], words: String) throws {
    var script = try ConversationScript(apps, tieBreak: policy, explain: true)
    let route = script.say("log water")
    #expect(route.outcome == .ambiguous)
    let notes = route.explanation?.filter { $0.status == .note }.map(\.reason) ?? []
    #expect(notes.contains { $0.hasSuffix(words) }, "\(notes)")
  }

  @Test(
    "registered must be a day written YYYY-MM-DD",
    arguments: ["2024-13-01", "2024-02-30", "March 1, 2024", "2024-3-1"])
  func registeredDay(day: String) {
    let found = diagnostics(of: #"{"app": "A", "registered": "\#(day)", "intents": [{"id": "I", "phrases": ["x"]}]}"#)
    #expect(
      found.contains { $0.contains("error: 'registered' must be a day written YYYY-MM-DD, found '\(day)'") },
      "\(found)")
  }
}
