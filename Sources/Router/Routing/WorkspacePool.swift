import DataFormats
import PhraseGrammar
import Synchronization

/// Workspaces lent to the calls that are given none (``Router/route(_:options:)``), so that a
/// caller who routes one utterance at a time still reuses the matcher's memory rather than
/// allocating it for every call.
///
/// A router keeps one, shared by its copies; any thread may borrow. A workspace is borrowed
/// for one call and given back after it; at most ``capacity`` wait to be lent again (one per
/// thread that routes at the same time, beyond which a call makes its own).
package final class WorkspacePool: Sendable {
  /// The most workspaces kept between calls.
  static let capacity = 8

  private let free = Mutex<[MatchWorkspace]>([])

  /// Runs `body` with a workspace of the pool's (or a new one), then keeps it for the next call.
  package func borrow<Result>(_ body: (inout MatchWorkspace) -> Result) -> Result {
    var workspace = free.withLock { $0.popLast() } ?? MatchWorkspace()
    let result = body(&workspace)
    free.withLock { kept in
      if kept.count < Self.capacity { kept.append(workspace) }
    }
    return result
  }
}
