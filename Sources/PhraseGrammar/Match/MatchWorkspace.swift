/// Scratch memory the matcher reuses from one utterance to the next.
///
/// ``Grammar/matches(_:limits:reference:lexiconFilter:)`` allocates its search
/// state for every utterance. A caller that matches a stream of utterances
/// keeps one workspace and passes it to
/// ``Grammar/matches(_:limits:reference:lexiconFilter:workspace:)``, so the
/// path, the dead-end memo, the replay stacks and the value chart's buffers
/// are allocated once. A workspace is a value: give each thread its own.
public struct MatchWorkspace: Sendable {
  var path: [Step] = []
  var deadEnds = Set<Int>()
  var positions: [Int] = []
  var cursors: [Int] = []
  var ends: [Int] = []
  var chart = ValueChart.Storage()

  public init() {}
}
