import PhraseGrammar

extension Router {
  /// How much more alike the best intent's phrase must be than another intent's for the
  /// utterance to go to it.
  static let exampleMargin = 0.15

  /// Routes an utterance no phrase matches, even approximately, to the intent whose phrase it
  /// is most like (``ExampleIndex``), when that is at least the minimum confidence and ahead of
  /// every other intent by ``exampleMargin``; two intents closer than that, both at least the
  /// minimum, are ambiguous. An utterance that says apps' names ("ask Space Facts for a fact")
  /// is heard among their intents only. The route's confidence is the similarity; its
  /// parameters are unset (nothing was matched to read them from). Leaves `route` as it is
  /// when nothing qualifies.
  func routeByExamples(_ utterance: Utterance, options: RouteOptions, named: Set<Int>, into route: inout Route) {
    let words = examples.words(of: utterance, grammar: grammar)
    guard !words.isEmpty else { return }
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
    guard let first = ranked.first else { return }
    func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    func record(_ example: Int) -> TemplateRecord { templates[Int(examples.examples[example].template.rawValue)] }
    func phrase(_ record: TemplateRecord) -> String { "'\(record.text)' (\(apps[record.app].name))" }
    func refuse(_ reason: String) {
      if options.explain { route.explanation = (route.explanation ?? []) + [note("the most alike phrase, " + reason)] }
    }
    let similarity = hundredths(first.similarity)
    let winner = record(first.example)
    guard similarity >= options.minimumConfidence, similarity > 0 else {
      refuse("\(phrase(winner)), has similarity \(similarity), below the minimum \(options.minimumConfidence)")
      return
    }
    if let runnerUp = ranked.dropFirst().first, first.similarity - runnerUp.similarity < Self.exampleMargin {
      let other = record(runnerUp.example)
      guard runnerUp.similarity >= options.minimumConfidence else {
        refuse("\(phrase(winner)), is not ahead of \(phrase(other)) by \(Self.exampleMargin)")
        return
      }
      var tie = Route(outcome: .ambiguous, utterance: route.utterance)
      tie.candidates = [(first.similarity, winner), (runnerUp.similarity, other)].map { similarity, record in
        Candidate(
          app: apps[record.app].name, intent: apps[record.app].intents[record.intent].id,
          score: hundredths(similarity), template: record.text)
      }
      tie.confidence = similarity
      if options.explain { tie.explanation = [note("no phrase matches, even approximately; as alike as two intents' phrases")] }
      route = tie
      return
    }
    let intent = apps[winner.app].intents[winner.intent]
    var liked = Route(outcome: .routed, utterance: route.utterance)
    liked.app = apps[winner.app].name
    liked.intent = intent.id
    liked.template = winner.text
    liked.score = similarity
    liked.confidence = similarity
    liked.parameters = intent.parameters.map { parameter in
      ParameterResult(
        name: parameter.name, state: .unset, defaultValue: parameter.defaultValue.map { resolve($0, parameter, intent) })
    }
    if options.explain {
      liked.explanation = [
        note(
          "no phrase matches, even approximately; the utterance is most like '\(winner.text)' "
            + "(similarity \(similarity)), its parameters unread")
      ]
    }
    route = liked
  }
}
