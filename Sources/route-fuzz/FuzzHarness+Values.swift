import PhraseGrammar

extension FuzzHarness {
  /// The value targets: the text normalized as an utterance is, and the target's recognizers run at every token.
  ///
  /// Each recognizer promises readings one per end, ends ascending, inside the tokens and at most
  /// `maxTokens` long, and a reading only where its `mayBegin` test lets one begin (the matcher
  /// skips the tokens it rules out).
  static func readValues(_ text: String, target: FuzzTarget) {
    let raw = Normalizer.tokens(of: text)
    let tokens = raw.map(\.text)
    for start in tokens.indices {
      let token = tokens[start]
      let isNumber = raw[start].kind == .number
      switch target {
      case .number:
        let readings = Numbers.values(in: tokens, from: start)
        check(readings.map { ($0.end, $0.value) }, from: start, in: tokens, maxTokens: 16, "number")
        if !Numbers.cardinals(in: tokens, from: start).isEmpty {
          expect(isNumber || Numbers.mayBeginCardinal(token), "a cardinal begins where mayBegin says none can")
        }
        // Every language read from a table, numbers and ordinals alike.
        for language in ValueLanguage.allCases {
          let cardinals = language.cardinals(in: tokens, from: start)
          let ordinals = language.ordinals(in: tokens, from: start)
          check(cardinals, from: start, in: tokens, maxTokens: 16, "\(language) number")
          check(ordinals, from: start, in: tokens, maxTokens: 16, "\(language) ordinal")
          if !cardinals.isEmpty || !ordinals.isEmpty {
            expect(isNumber || language.mayBegin(token), "a \(language) number begins where mayBegin says none can")
          }
        }
      case .ordinal:
        let readings = Numbers.ordinals(in: tokens, from: start)
        check(readings.map { ($0.end, $0.value) }, from: start, in: tokens, maxTokens: 16, "ordinal")
        if !readings.isEmpty {
          expect(isNumber || Numbers.mayBeginOrdinal(token), "an ordinal begins where mayBegin says none can")
        }
      case .measurement:
        for dimension in Dimension.allCases {
          for language in [nil] + ValueLanguage.allCases.map(Optional.some) {
            let readings = Measurements.readings(in: tokens, from: start, dimension: dimension, language: language)
            check(readings.map { ($0.end, $0.value) }, from: start, in: tokens, maxTokens: 16, "\(dimension)")
            if !readings.isEmpty {
              expect(
                Measurements.mayBegin(token, dimension: dimension, language: language),
                "a quantity of \(dimension) begins where mayBegin says none can")
            }
          }
        }
      case .duration:
        let readings = Durations.readings(in: tokens, from: start)
        check(readings.map { ($0.end, $0.seconds) }, from: start, in: tokens, maxTokens: 16, "duration")
        if !readings.isEmpty {
          expect(Durations.mayBegin(token), "a duration begins where mayBegin says none can")
        }
      case .date:
        let english = EnglishDates.readings(in: tokens, from: start, reference: reference)
        let japanese = JapaneseDates.readings(in: tokens, from: start, reference: reference)
        for (name, readings, mayBegin) in [
          ("English date", english, EnglishDates.mayBegin(token)),
          ("Japanese date", japanese, JapaneseDates.mayBegin(token)),
        ] {
          check(readings.map { ($0.end, 0) }, from: start, in: tokens, maxTokens: 24, name)
          if !readings.isEmpty { expect(mayBegin, "an \(name) begins where mayBegin says none can") }
          for reading in readings {
            if let end = reading.value.end {
              expect(end > reading.value.start, "an \(name) interval ends after it starts")
            }
          }
        }
        for language in ValueLanguage.allCases {
          let readings = LocalizedDates.readings(in: tokens, from: start, reference: reference, language: language)
          check(readings.map { ($0.end, 0) }, from: start, in: tokens, maxTokens: 24, "\(language) date")
          if !readings.isEmpty {
            expect(
              LocalizedDates.mayBegin(token, language: language),
              "a \(language) date begins where mayBegin says none can")
          }
        }
      default:
        return
      }
    }
    if target == .date, let moment = LocalDateTime(iso8601: text) {
      expect(LocalDateTime(iso8601: moment.iso8601) == moment, "ISO 8601 written back reads the same moment")
    }
  }

  /// Checks readings that start at `start`: ends strictly ascending, inside the tokens, at most `maxTokens` long.
  static func check(
    _ readings: [(end: Int, value: Double)], from start: Int, in tokens: [String], maxTokens: Int, _ name: String
  ) {
    var previous = start
    for reading in readings {
      expect(reading.end > previous, "\(name) readings at token \(start) end in ascending order after it")
      expect(reading.end <= tokens.count, "a \(name) reading ends inside the tokens")
      expect(reading.end - start <= maxTokens, "a \(name) reading spans at most \(maxTokens) tokens")
      expect(!reading.value.isNaN, "a \(name) reading is a number")
      previous = reading.end
    }
  }
}
