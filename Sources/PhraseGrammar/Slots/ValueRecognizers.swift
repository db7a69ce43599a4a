import ValueLanguages

/// The recognizers behind value edges: one per ``ValueKind`` that reads words.
///
/// The matcher never looks inside a recognizer: it asks the utterance's
/// ``ValueChart`` for the readings of a kind at a token, and the chart asks
/// here. A new kind of value adds a case to ``ValueKind`` and a branch to
/// each function below; the automaton and the matcher stay as they are.
package enum ValueRecognizers {
  /// What a recognizer may read besides the tokens.
  struct Context {
    var reference: LocalDateTime
    var maxTokens: Int
  }

  /// Every reading of a kind that starts at `position`, where it ends and its value, appended
  /// to `store` in the order of their ends.
  ///
  /// Lists, free text, lexicons and app names are read by the chart itself.
  static func readings(
    of kind: ValueKind, in tokens: [String], at position: Int, context: Context, into store: inout [Reading]
  ) {
    // A localized kind reads its element's values in its language.
    var (kind, language) = (kind, ValueLanguage?.none)
    if case .localized(let element, let said) = kind { (kind, language) = (element, said) }
    let limit = context.maxTokens
    switch kind {
    // A number too large for a Double (320 nines) is no value at all, not infinity.
    case .number:
      appendFinite(Numbers.values(in: tokens, from: position, maxTokens: limit, language: language), \.value, &store) {
        Reading(end: $0.end, value: .number($0.value))
      }
    case .ordinal:
      appendFinite(Numbers.ordinals(in: tokens, from: position, maxTokens: limit, language: language), \.value, &store)
      {
        Reading(end: $0.end, value: .number($0.value))
      }
    case .measurement(let dimension):
      appendFinite(
        Measurements.readings(in: tokens, from: position, dimension: dimension, maxTokens: limit, language: language),
        \.value, &store
      ) { Reading(end: $0.end, value: .measurement($0.value, unit: $0.unit?.id)) }
    case .duration:
      appendFinite(
        Durations.readings(in: tokens, from: position, maxTokens: limit, language: language), \.seconds, &store
      ) {
        Reading(end: $0.end, value: .duration($0.seconds))
      }
    case .date, .pastDate:
      let (reference, past) = (context.reference, kind == .pastDate)
      let dates = DateReaders.readings(
        in: tokens, from: position, reference: reference, maxTokens: 24, language: language, leansPast: past)
      for found in dates {
        store.append(Reading(end: found.end, value: .date(found.value)))
      }
    case .recurrence:
      for found in Recurrences.readings(in: tokens, from: position, maxTokens: limit) {
        store.append(Reading(end: found.end, value: .recurrence(found.value)))
      }
    case .text, .applicationName, .lexicon, .list, .localized:
      break
    }
  }

  /// Appends the readings of a reader's results whose number is finite.
  @inline(__always)
  private static func appendFinite<Result>(
    _ results: [Result], _ number: (Result) -> Double, _ store: inout [Reading], _ reading: (Result) -> Reading
  ) {
    for result in results where number(result).isFinite { store.append(reading(result)) }
  }

  /// A cheap test that rules out tokens where no reading of the kind can begin.
  ///
  /// Digits may begin a number; a word in the grammar's vocabulary may if the
  /// precomputed table says so (``Grammar/valueStarts``, made by `ValueStarts.bits(of:testing:)`); any
  /// other word is asked of the reader itself, decoded from the utterance.
  static func mayBegin(_ kind: ValueKind, at position: Int, in utterance: Utterance, grammar: Grammar) -> Bool {
    let mask: UInt16
    switch kind {
    case .number:
      if utterance.kind(position) == .number { return true }
      mask = ValueStarts.cardinal
    case .ordinal:
      if utterance.kind(position) == .number { return true }
      mask = ValueStarts.ordinal
    case .measurement(let dimension): mask = ValueStarts.measurement(dimension)
    case .duration: mask = ValueStarts.measurement(.duration)
    case .date, .pastDate: mask = ValueStarts.date
    case .recurrence: mask = ValueStarts.recurrence
    case .list(let element):
      return mayBegin(element, at: position, in: utterance, grammar: grammar)
    case .localized(let element, let language):
      let token = utterance.token(position)
      switch element {
      case .measurement(let dimension): return Measurements.mayBegin(token, dimension: dimension, language: language)
      case .duration: return Measurements.mayBegin(token, dimension: .duration, language: language)
      case .date, .pastDate: return LocalizedDates.mayBegin(token, language: language)
      default: return utterance.kind(position) == .number || language.mayBegin(token)
      }
    case .text, .applicationName, .lexicon:
      return true
    }
    let id = utterance.ids[position]
    if id != .unknown { return grammar.valueStarts[Int(id.rawValue)] & mask != 0 }
    return ValueStarts.bits(of: utterance.token(position), testing: mask) != 0
  }
}
