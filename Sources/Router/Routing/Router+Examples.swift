import DataFormats
import PhraseGrammar

extension Router {
  /// How much more alike the best intent's phrase must be than another intent's for the
  /// utterance to go to it.
  static let exampleMargin = 0.15

  /// Reads an utterance as the intent whose phrase it is most like (``ExampleIndex``) into a
  /// `noMatch` route: routed there, at its similarity, when it is ahead of every other intent
  /// by ``exampleMargin``; else ambiguous between the two, at the lesser similarity. An
  /// utterance that says apps' names ("ask Space Facts for a fact") is heard among their
  /// intents only. The route's parameters are unset (nothing was matched to read them from).
  /// Returns the route (for `text`, the utterance as given) and how a refusal names it (with
  /// ``RouteOptions/explain``), or nil when no phrase shares a word with the utterance.
  /// `matchedApproximately`: whether a phrase matched approximately, as the explanation says.
  func routeByExamples(
    _ utterance: Utterance, text: String, options: RouteOptions, named: Set<Int>, matchedApproximately: Bool
  ) -> (route: Route, closest: String?)? {
    let missed = matchedApproximately ? "no phrase matches as said" : "no phrase matches, even approximately"
    let words = examples.words(of: utterance, grammar: grammar)
    guard !words.isEmpty else { return nil }
    // The most alike phrase of each intent, best first; the index's order breaks ties.
    var best: [Int: (example: Int, similarity: Double)] = [:]
    for index in examples.candidates(of: words) {
      let example = examples.examples[index]
      guard named.isEmpty || named.contains(example.app) else { continue }
      let similarity = examples.similarity(of: words, to: example)
      let key = example.app << 20 | example.intent
      if similarity > best[key]?.similarity ?? 0 { best[key] = (index, similarity) }
    }
    let ranked = best.values.sorted { ($1.similarity, $0.example) < ($0.similarity, $1.example) }
    func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    guard let first = ranked.first, hundredths(first.similarity) > 0 else { return nil }
    func record(_ example: Int) -> TemplateRecord { templates[Int(examples.examples[example].template.rawValue)] }
    func phrase(_ record: TemplateRecord) -> String { "'\(record.text)' (\(apps[record.app].name))" }
    let similarity = hundredths(first.similarity)
    let winner = record(first.example)
    if let runnerUp = ranked.dropFirst().first, first.similarity - runnerUp.similarity < Self.exampleMargin {
      let other = record(runnerUp.example)
      var tie = Route.Ambiguous(
        utterance: text,
        candidates: [(first.similarity, winner), (runnerUp.similarity, other)].map { similarity, record in
          Candidate(
            app: apps[record.app].name, intent: apps[record.app].intents[record.intent].id,
            score: hundredths(similarity), template: record.text)
        }, confidence: hundredths(runnerUp.similarity))
      guard options.explain else { return (.ambiguous(tie), nil) }
      tie.explanation = [.note("\(missed); as alike as two intents' phrases")]
      return (
        .ambiguous(tie),
        "the most alike phrase, \(phrase(winner)), is not ahead of \(phrase(other)) by \(Self.exampleMargin)"
      )
    }
    let intent = apps[winner.app].intents[winner.intent]
    var liked = Route.Routed(
      utterance: text, app: apps[winner.app].name, intent: intent.id,
      parameters: intent.parameters.map { parameter in
        ParameterResult(
          name: parameter.name, state: .unset,
          defaultValue: parameter.defaultValue.map { resolve($0, parameter, intent) })
      }, score: similarity, confidence: similarity, template: winner.text)
    guard options.explain else { return (.routed(liked), nil) }
    liked.explanation = [
      .note("\(missed); the utterance is most like '\(winner.text)' (similarity \(similarity)), its parameters unread")
    ]
    return (.routed(liked), "the most alike phrase, \(phrase(winner))")
  }
}
