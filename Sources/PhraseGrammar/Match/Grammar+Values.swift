extension Grammar {
  /// Every reading of a whole utterance as one value of a type that fits it, as a match of one
  /// slot (parameter 0) over all its tokens: how an answer to a question for a parameter is
  /// heard ("tomorrow at 3" for a date, "the express" for a route). Lexicons are read with the
  /// options' mask and overlays, as in a match; readings out of bounds are left out.
  ///
  /// - Parameters:
  ///   - types: The types the value may have (more than one for a union); each reading's index
  ///     into them is returned with it.
  ///   - utterance: The utterance (or part of one) read as a whole.
  ///   - template: The template the matches report.
  ///   - options: The limits, reference time, lexicon mask and overlays the reading uses.
  package func wholeValues(
    of types: [ValueType], in utterance: Utterance, template: TemplateID, options: MatchOptions
  ) -> [(match: GrammarMatch, type: Int)] {
    guard utterance.count > 0 else { return [] }
    var chart = ValueChart(
      numberTokens: options.limits.numberTokens, reference: options.reference, lexiconMask: options.lexiconMask,
      overlays: options.overlays)
    var found: [(GrammarMatch, Int)] = []
    for (typeIndex, type) in types.enumerated() {
      var values: [SlotValue] = []
      switch type.kind {
      case .text:
        values = [.text]
      case .lexicon(let lexicon):
        for index in chart.lexiconHits(at: 0, in: utterance, grammar: self) {
          let hit = chart.hitStore[index]
          if hit.end == utterance.count && hit.posting.lexicon == lexicon {
            values.append(.entry(lexicon, hit.posting.entry))
          }
        }
      case let kind:
        for index in chart.readings(of: kind, at: 0, in: utterance, grammar: self)
        where chart.readingStore[index].end == utterance.count {
          values.append(chart.readingStore[index].value)
        }
      }
      for value in values {
        let capture = Capture(parameter: 0, tokens: 0..<utterance.count, value: value)
        var quantities: [Double] = []
        guard Walker.check(capture, type: type, quantities: &quantities).isEmpty else { continue }
        let isText = type.kind == .text
        found.append(
          (
            GrammarMatch(
              template: template, namedApplication: nil, captures: [capture], problems: [], literalTokenCount: 0,
              nameTokenCount: 0, textTokenCount: isText ? utterance.count : 0,
              valueTokenCount: isText ? 0 : utterance.count, positions: nil, quantities: quantities,
              span: 0..<utterance.count), typeIndex
          ))
      }
    }
    return found
  }
}

extension Grammar {
  /// Every number said anywhere in an utterance, in digits or in words ("20", "twenty five"),
  /// as the number readers read a slot's: its tokens and value, longest first at each start.
  package func numbers(in utterance: Utterance, options: MatchOptions) -> [(tokens: Range<Int>, value: Double)] {
    var chart = ValueChart(
      numberTokens: options.limits.numberTokens, reference: options.reference, lexiconMask: options.lexiconMask)
    var found: [(tokens: Range<Int>, value: Double)] = []
    for start in 0..<utterance.count {
      for index in chart.readings(of: .number, at: start, in: utterance, grammar: self) {
        let reading = chart.readingStore[index]
        guard case .number(let value) = reading.value else { continue }
        found.append((start..<reading.end, value))
      }
    }
    return found
  }
}
