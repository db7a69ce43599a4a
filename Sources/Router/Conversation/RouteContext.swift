import DataFormats
import PhraseGrammar

/// How a tie between apps is decided (`route --tie-break`).
public enum TieBreak: String, CaseIterable, Hashable, Sendable {
  /// A tie that includes the line's foreground app goes to it; other ties stay ambiguous.
  case foreground
  /// Every tie stays ambiguous.
  case ambiguous
  /// As `foreground`, then a remaining tie goes to the app registered first (``Manifest/registered``).
  case registered
}

/// What one line is routed against besides the router: the values donated and deleted so far,
/// what is on screen, and the app in front (see ``Conversation``).
package struct RouteContext: Sendable {
  /// Lexicon phrases added after compiling: donated values, then the words that point at the screen.
  var overlays: [LexiconOverlay] = []
  /// The manifest values deleted (and replaced by donations), as a mask of their entries.
  var lexiconMask = LexiconMask()
  /// The donated values, by their entry.
  var donated: [LexiconPosting: LexiconValue] = [:]
  /// Whether a donated value `requires` values of other parameters, so that any reading may
  /// break a dependency.
  var donatedRequire = false
  /// The entities on screen, by the index that their ``screenEntry`` flag carries.
  var screen: [LexiconValue] = []
  /// The app the user is looking at, by index.
  var foreground: Int?

  /// The flag of an entry that a word pointing at the screen reads: the rest is its index in ``screen``.
  static let screenEntry: UInt32 = 1 << 31

  /// Whether routing with this context is routing without one.
  var isEmpty: Bool { overlays.isEmpty && lexiconMask.allowsEverything && foreground == nil }
}

extension RouteOptions {
  /// The options of one match under these route options.
  func matchOptions(reference: LocalDateTime) -> MatchOptions {
    var options = MatchOptions(limits: limits, reference: reference, recordsPositions: recordsPositions)
    if let context {
      options.overlays = context.overlays
      options.lexiconMask = context.lexiconMask
    }
    return options
  }
}

extension Router {
  /// The value an entity slot read: a manifest value, one donated at run time, or one on screen.
  func entityValue(_ values: [LexiconValue], lexicon: LexiconID, entry: UInt32, context: RouteContext?)
    -> (value: LexiconValue, source: String?)?
  {
    if entry & RouteContext.screenEntry != 0 {
      let index = Int(entry & ~RouteContext.screenEntry)
      guard let screen = context?.screen, index < screen.count else { return nil }
      return (screen[index], "screen")
    }
    if Int(entry) < values.count { return (values[Int(entry)], nil) }
    return context?.donated[LexiconPosting(lexicon: lexicon, entry: entry)].map { ($0, nil) }
  }
}
