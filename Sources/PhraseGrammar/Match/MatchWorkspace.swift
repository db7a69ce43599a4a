/// Scratch memory the matcher reuses from one utterance to the next.
///
/// ``Grammar/matches(_:options:)`` allocates its search state for every
/// utterance. A caller that matches a stream of utterances keeps one workspace
/// and passes it to ``Grammar/matches(_:options:workspace:)``, so the
/// path, the dead-end memo, the replay stacks and the value chart's buffers
/// are allocated once: the workspace keeps the last walk's walker. A workspace
/// is a value: give each thread its own.
public struct MatchWorkspace: Sendable {
  /// The last walk's walker, whose buffers the next walk reuses.
  var walker: Walker?

  /// An empty workspace; its buffers grow on first use.
  public init() {}

  /// Takes back the memory of matches the caller is done with, so that the next walk fills
  /// the same buffer rather than allocating one. Hand it over with `consume`: a buffer still
  /// shared with another array is not reused.
  public mutating func recycle(_ matches: consuming [GrammarMatch]) {
    // Through a mutating call: reading the walker out of its optional would copy it.
    walker?.adopt(matches)
  }
}

/// Scratch memory for replaying one template's position automaton along a path.
///
/// Marks are stamps: a junction or position is marked in a traversal when its
/// entry equals that traversal's stamp, so no array is cleared between
/// traversals. Indices are local to the template being replayed.
struct ReplayScratch: Sendable {
  var junctionMarks: [UInt32] = []
  var positionMarks: [UInt32] = []
  var stamp: UInt32 = 0
  var pending: [Int] = []
  /// The positions that can read each step, and whether each is live.
  var levels = PositionRuns()
  var alive: [Bool] = []
  /// The positions of the current reading's steps.
  var branch = PositionRuns()
  /// The parameter each step of the current reading fills, or -1.
  var chosen: [Int32] = []
  /// One path of positions that spells the current reading.
  var positions: [Int] = []

  /// Makes room for a template of this many junctions and positions and a path of this depth.
  mutating func prepare(junctions: Int, positions positionCount: Int, depth: Int) {
    if junctionMarks.count < junctions { junctionMarks = Array(repeating: 0, count: junctions) }
    if positionMarks.count < positionCount { positionMarks = Array(repeating: 0, count: positionCount) }
    if chosen.count < depth {
      chosen = Array(repeating: -1, count: depth)
      positions = Array(repeating: 0, count: depth)
    }
  }

  /// A stamp no mark holds yet.
  mutating func nextStamp() -> UInt32 {
    if stamp == .max {
      stamp = 0
      for index in junctionMarks.indices { junctionMarks[index] = 0 }
      for index in positionMarks.indices { positionMarks[index] = 0 }
    }
    stamp += 1
    return stamp
  }

  /// Marks a junction and queues it, unless this traversal has marked it already.
  @inline(__always)
  mutating func push(_ junction: Int, stamp: UInt32) {
    guard junctionMarks[junction] != stamp else { return }
    junctionMarks[junction] = stamp
    pending.append(junction)
  }
}

/// Template positions in runs, one run per step of a path.
struct PositionRuns: Sendable {
  /// The positions, run after run.
  var positions: [UInt32] = []
  /// Where each run starts in `positions`, then where the last one ends.
  var starts: [Int] = []

  /// The indices in `positions` of the run of `step`.
  @inline(__always)
  func run(_ step: Int) -> Range<Int> { starts[step]..<starts[step + 1] }

  /// Moves the runs out, emptied but keeping their memory, and leaves no runs in their place.
  mutating func takeEmptied() -> PositionRuns {
    var runs = PositionRuns()
    swap(&runs, &self)
    runs.positions.empty()
    runs.starts.empty()
    return runs
  }
}

extension Array {
  /// Removes every element and keeps the memory, as `removeAll(keepingCapacity: true)` does,
  /// but element by element while they are few: the standard library's general path costs
  /// more than the handful of elements a walk's buffers hold.
  @inline(__always)
  mutating func empty() {
    removeLast(elements: count)
  }

  /// Removes the last `elements` elements, one by one while they are few.
  @inline(__always)
  mutating func removeLast(elements: Int) {
    guard elements > 0 else { return }
    guard elements <= 32 else {
      removeLast(elements)
      return
    }
    for _ in 0..<elements { removeLast() }
  }
}
