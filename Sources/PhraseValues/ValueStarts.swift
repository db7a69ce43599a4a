/// Which values may begin with a word, as bits: each reader's own cheap test of the word, which a
/// grammar keeps for its vocabulary so that a value is not read where none can begin.
package enum ValueStarts {
  /// A cardinal may begin with the word (bit of ``bits(of:testing:)``).
  package static let cardinal: UInt16 = 1 << 0
  /// An ordinal may begin with the word.
  package static let ordinal: UInt16 = 1 << 1
  /// A date may begin with the word (English or Japanese).
  package static let date: UInt16 = 1 << 2
  /// A recurrence may begin with the word.
  package static let recurrence: UInt16 = 1 << 3

  /// A measurement of the dimension (a duration, for `.duration`) may begin with the word.
  package static func measurement(_ dimension: Dimension) -> UInt16 {
    switch dimension {
    case .volume: 1 << 4
    case .mass: 1 << 5
    case .length: 1 << 6
    case .temperature: 1 << 7
    case .duration: 1 << 8
    }
  }

  /// Which values may begin with a word, as bits: ``cardinal``, ``ordinal``,
  /// ``date``, ``recurrence`` and ``measurement(_:)`` of each dimension, of those
  /// in `mask`. Each bit is the reader's own test of the word; a grammar keeps them for its
  /// vocabulary.
  package static func bits(of text: String, testing mask: UInt16 = .max) -> UInt16 {
    var bits: UInt16 = 0
    // A measurement or a recurrence may begin where a number may.
    if Numbers.mayBeginCardinal(text) { bits |= Self.cardinal | allMeasurements | recurrence }
    if mask & (ordinal | recurrence) & ~bits != 0 && Numbers.mayBeginOrdinal(text) {
      bits |= ordinal | recurrence
    }
    if mask & date != 0 && (EnglishDates.mayBegin(text) || JapaneseDates.mayBegin(text)) { bits |= date }
    if mask & recurrence & ~bits != 0 && Recurrences.mayBegin(text) { bits |= recurrence }
    for dimension in Dimension.allCases where mask & measurement(dimension) & ~bits != 0 {
      if Measurements.mayBegin(text, dimension: dimension) { bits |= measurement(dimension) }
    }
    return bits & mask
  }

  private static let allMeasurements = Dimension.allCases.reduce(UInt16(0)) { $0 | measurement($1) }
}

extension Units {
  /// A quantity as said, converted to a parameter's unit; nil if a unit is unknown.
  ///
  /// A number said without a unit is already in the parameter's unit.
  package static func converted(_ value: Double, from spoken: String?, to target: String, in dimension: Dimension)
    -> Double?
  {
    guard let spoken else { return value }
    guard let from = unit(id: spoken),
      let to = unit(named: target, dimension: dimension)
    else { return nil }
    return convert(value, from: from, to: to)
  }

}
