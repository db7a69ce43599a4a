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
  /// precomputed table says so (``Grammar/valueStarts``, made by ``startBits(of:testing:)``); any
  /// other word is asked of the reader itself, decoded from the utterance.
  static func mayBegin(_ kind: ValueKind, at position: Int, in utterance: Utterance, grammar: Grammar) -> Bool {
    let mask: UInt16
    switch kind {
    case .number:
      if utterance.kind(position) == .number { return true }
      mask = cardinalStart
    case .ordinal:
      if utterance.kind(position) == .number { return true }
      mask = ordinalStart
    case .measurement(let dimension): mask = measurementStart(dimension)
    case .duration: mask = measurementStart(.duration)
    case .date: mask = dateStart
    case .recurrence: mask = recurrenceStart
    case .list(let element):
      return mayBegin(element, at: position, in: utterance, grammar: grammar)
    case .text, .applicationName, .lexicon:
      return true
    }
    let id = utterance.ids[position]
    if id != .unknown { return grammar.valueStarts[Int(id.rawValue)] & mask != 0 }
    return startBits(of: utterance.token(position), testing: mask) != 0
  }

  /// A cardinal may begin with the word (bit of ``startBits(of:testing:)``).
  static let cardinalStart: UInt16 = 1 << 0
  /// An ordinal may begin with the word.
  static let ordinalStart: UInt16 = 1 << 1
  /// A date may begin with the word (English or Japanese).
  static let dateStart: UInt16 = 1 << 2
  /// A recurrence may begin with the word.
  static let recurrenceStart: UInt16 = 1 << 3

  /// A measurement of the dimension (a duration, for `.duration`) may begin with the word.
  static func measurementStart(_ dimension: Dimension) -> UInt16 {
    switch dimension {
    case .volume: 1 << 4
    case .mass: 1 << 5
    case .length: 1 << 6
    case .temperature: 1 << 7
    case .duration: 1 << 8
    }
  }

  /// Which values may begin with a word, as bits: ``cardinalStart``, ``ordinalStart``,
  /// ``dateStart``, ``recurrenceStart`` and ``measurementStart(_:)`` of each dimension, of those
  /// in `mask`. Each bit is the reader's own test of the word; a grammar keeps them for its
  /// vocabulary.
  static func startBits(of text: String, testing mask: UInt16 = .max) -> UInt16 {
    var bits: UInt16 = 0
    // A measurement or a recurrence may begin where a number may.
    let cardinal = Numbers.mayBeginCardinal(text)
    if cardinal { bits |= cardinalStart | allMeasurementStarts | recurrenceStart }
    if mask & (ordinalStart | recurrenceStart) & ~bits != 0 && Numbers.mayBeginOrdinal(text) {
      bits |= ordinalStart | recurrenceStart
    }
    if mask & dateStart != 0 && (EnglishDates.mayBegin(text) || JapaneseDates.mayBegin(text)) { bits |= dateStart }
    if mask & recurrenceStart & ~bits != 0 && Recurrences.mayBegin(text) { bits |= recurrenceStart }
    for dimension in Dimension.allCases where mask & measurementStart(dimension) & ~bits != 0 {
      if Measurements.mayBegin(text, dimension: dimension) { bits |= measurementStart(dimension) }
    }
    return bits & mask
  }

  private static let allMeasurementStarts = Dimension.allCases.reduce(UInt16(0)) { $0 | measurementStart($1) }
}
