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

  /// A quantity as said, converted to a parameter's unit; nil if a unit is unknown.
  ///
  /// A number said without a unit is already in the parameter's unit.
  package static func convert(_ value: Double, from spoken: String?, to target: String, in dimension: Dimension)
    -> Double?
  {
    guard let spoken else { return value }
    guard let from = Units.unit(id: spoken),
      let to = Units.unit(named: target, dimension: dimension)
    else { return nil }
    return Units.convert(value, from: from, to: to)
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
  /// precomputed table says so; any other word is asked of the reader itself.
  /// A word the reader looks at is the vocabulary's text for its id; only a word
  /// outside the vocabulary is decoded from the utterance.
  static func mayBegin(_ kind: ValueKind, at position: Int, in utterance: Utterance, grammar: Grammar) -> Bool {
    switch kind {
    case .number:
      return mayBeginNumber(at: position, in: utterance, mask: 1, numberStarts: grammar.numberStarts)
    case .measurement(let dimension):
      return Measurements.mayBegin(text(at: position, in: utterance, grammar: grammar), dimension: dimension)
    case .duration:
      return Durations.mayBegin(text(at: position, in: utterance, grammar: grammar))
    case .ordinal:
      return mayBeginNumber(at: position, in: utterance, mask: 2, numberStarts: grammar.numberStarts)
    case .date:
      let token = text(at: position, in: utterance, grammar: grammar)
      return EnglishDates.mayBegin(token) || JapaneseDates.mayBegin(token)
    case .recurrence:
      return Recurrences.mayBegin(text(at: position, in: utterance, grammar: grammar))
    case .list(let element):
      return mayBegin(element, at: position, in: utterance, grammar: grammar)
    case .text, .applicationName, .lexicon:
      return true
    }
  }

  /// The normalized text of a token: the vocabulary's for a known id, else decoded from the utterance.
  @inline(__always)
  private static func text(at position: Int, in utterance: Utterance, grammar: Grammar) -> String {
    let id = utterance.ids[position]
    return id == .unknown ? utterance.token(position) : grammar.text(of: id)
  }

  private static func mayBeginNumber(at position: Int, in utterance: Utterance, mask: UInt8, numberStarts: [UInt8])
    -> Bool
  {
    if utterance.kind(position) == .number { return true }
    let id = utterance.ids[position]
    if id != .unknown { return numberStarts[Int(id.rawValue)] & mask != 0 }
    let text = utterance.token(position)
    return mask == 1 ? Numbers.mayBeginCardinal(text) : Numbers.mayBeginOrdinal(text)
  }
}
