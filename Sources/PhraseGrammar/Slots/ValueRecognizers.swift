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
    switch kind {
    // A number too large for a Double (320 nines) is no value at all, not infinity.
    case .number:
      appendFinite(Numbers.values(in: tokens, from: position, maxTokens: context.maxTokens), { $0.value }, to: &store) {
        Reading(end: $0.end, value: .number($0.value))
      }
    case .ordinal:
      appendFinite(Numbers.ordinals(in: tokens, from: position, maxTokens: context.maxTokens), { $0.value }, to: &store)
      {
        Reading(end: $0.end, value: .number($0.value))
      }
    case .measurement(let dimension):
      appendFinite(
        Measurements.readings(in: tokens, from: position, dimension: dimension, maxTokens: context.maxTokens),
        { $0.value }, to: &store
      ) { Reading(end: $0.end, value: .measurement($0.value, unit: $0.unit?.id)) }
    case .duration:
      appendFinite(
        Durations.readings(in: tokens, from: position, maxTokens: context.maxTokens), { $0.seconds }, to: &store
      ) {
        Reading(end: $0.end, value: .duration($0.seconds))
      }
    case .date:
      for found in mergeByEnd(
        EnglishDates.readings(in: tokens, from: position, reference: context.reference, maxTokens: 24),
        JapaneseDates.readings(in: tokens, from: position, reference: context.reference, maxTokens: 24))
      {
        store.append(Reading(end: found.end, value: .date(found.value)))
      }
    case .recurrence:
      for found in Recurrences.readings(in: tokens, from: position, maxTokens: context.maxTokens) {
        store.append(Reading(end: found.end, value: .recurrence(found.value)))
      }
    case .localized(.measurement(let dimension), let language):
      appendFinite(
        Measurements.readings(
          in: tokens, from: position, dimension: dimension, maxTokens: context.maxTokens, language: language),
        { $0.value }, to: &store
      ) { Reading(end: $0.end, value: .measurement($0.value, unit: $0.unit?.id)) }
    case .localized(.duration, let language):
      appendFinite(
        Durations.readings(in: tokens, from: position, maxTokens: context.maxTokens, language: language),
        { $0.seconds }, to: &store
      ) { Reading(end: $0.end, value: .duration($0.seconds)) }
    case .localized(let element, let language):
      let numbers =
        element == .ordinal
        ? Numbers.ordinals(in: tokens, from: position, maxTokens: context.maxTokens, language: language)
        : Numbers.values(in: tokens, from: position, maxTokens: context.maxTokens, language: language)
      appendFinite(numbers, { $0.value }, to: &store) { Reading(end: $0.end, value: .number($0.value)) }
    case .text, .applicationName, .lexicon, .list:
      break
    }
  }

  /// Appends the readings of a reader's results whose number is finite.
  @inline(__always)
  private static func appendFinite<Result>(
    _ results: [Result], _ number: (Result) -> Double, to store: inout [Reading], _ reading: (Result) -> Reading
  ) {
    for result in results where number(result).isFinite { store.append(reading(result)) }
  }

  /// Two readers' readings as one list, one per end (the first reader's where both read an end).
  private static func mergeByEnd(_ first: [DateReading], _ second: [DateReading]) -> [DateReading] {
    guard !second.isEmpty else { return first }
    guard !first.isEmpty else { return second }
    var merged = first
    for reading in second where !first.contains(where: { $0.end == reading.end }) { merged.append(reading) }
    return merged.sorted { $0.end < $1.end }
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
    case .date: mask = ValueStarts.date
    case .recurrence: mask = ValueStarts.recurrence
    case .list(let element):
      return mayBegin(element, at: position, in: utterance, grammar: grammar)
    case .localized(.measurement(let dimension), let language):
      return Measurements.mayBegin(utterance.token(position), dimension: dimension, language: language)
    case .localized(.duration, let language):
      return Measurements.mayBegin(utterance.token(position), dimension: .duration, language: language)
    case .localized(_, let language):
      return utterance.kind(position) == .number || language.mayBegin(utterance.token(position))
    case .text, .applicationName, .lexicon:
      return true
    }
    let id = utterance.ids[position]
    if id != .unknown { return grammar.valueStarts[Int(id.rawValue)] & mask != 0 }
    return ValueStarts.bits(of: utterance.token(position), testing: mask) != 0
  }

}
