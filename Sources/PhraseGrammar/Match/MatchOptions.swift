/// What one match may read and what it records, besides the utterance.
///
/// One grammar serves every client through these fields rather than through
/// hooks: a home's entities (``lexiconMask``), coverage (``recordsPositions``),
/// an app addressed outside the phrase (``addressing``). Each is decided before
/// matching starts; the walk only reads them.
///
/// ```swift
/// var options = MatchOptions(reference: now)
/// options.recordsPositions = true
/// let found = grammar.matches(grammar.utterance("log 12 ounces"), options: options)
/// ```
public struct MatchOptions: Sendable {
  /// Bounds on the matcher's work.
  public var limits: MatchLimits
  /// The moment dates are read against.
  public var reference: LocalDateTime
  /// Which lexicon entries may be read in this match (e.g. the entities of one home); by
  /// default every entry.
  public var lexiconMask: LexiconMask
  /// Whether matches carry the template positions they went through (for coverage).
  public var recordsPositions: Bool
  /// An app the utterance addressed outside the phrase ("Water, log 10 ounces"), whose
  /// `{applicationName}` may then go unsaid; nil for none.
  public var addressing: AddressedApplication?
  /// What each difference between the utterance and a template costs, to match approximately
  /// (words said, left out or said differently, up to a ceiling; see ``EditCosts``); nil to
  /// match exactly.
  public var editCosts: EditCosts?
  /// Lexicon phrases added after the grammar was compiled (donated entity values, words that
  /// point at what is on screen), read wherever a slot reads their lexicon.
  public var overlays: [LexiconOverlay] = []
  /// Whether an approximate walk gives up on a state whose templates cannot take the words
  /// still to come within the cost left (`WordsAhead`); a test turns it off to show that it
  /// changes no match.
  package var boundsWordsAhead = true

  /// Options with the given limits, reference time, lexicon mask, position recording and addressed app.
  public init(
    limits: MatchLimits = MatchLimits(), reference: LocalDateTime = .epoch, lexiconMask: LexiconMask = LexiconMask(),
    recordsPositions: Bool = false, addressing: AddressedApplication? = nil
  ) {
    self.limits = limits
    self.reference = reference
    self.lexiconMask = lexiconMask
    self.recordsPositions = recordsPositions
    self.addressing = addressing
  }
}

/// The lexicon entries one match may read: all of some lexicons, none of others, and of the
/// rest the entries a table of flags allows.
///
/// A lexicon the mask has no row for is read in full; a mask of no rows allows everything.
/// The table is built once (per home, per fixture set) and only read while matching: one
/// comparison and one load per hit.
///
/// ```
/// lexicon:  0    1    2    3
/// rows:     -1   -2   0    3        (-1 every entry, -2 none, else where its flags begin)
/// allowed:  [true, false, true, false, true]
///            └─ lexicon 2 ──────┘  └─ lexicon 3 …
/// ```
public struct LexiconMask: Hashable, Sendable {
  /// The row of each lexicon, by id: ``allowsAll``, ``allowsNone``, or where its entries'
  /// flags begin in `allowed`.
  private let rows: [Int32]
  /// One flag per entry of every lexicon with a row of flags; an entry past the end is not allowed.
  private let allowed: [Bool]

  /// The row of a lexicon whose every entry may be read.
  package static let allowsAll: Int32 = -1
  /// The row of a lexicon none of whose entries may be read.
  package static let allowsNone: Int32 = -2

  /// The mask that allows every entry of every lexicon.
  public init() {
    rows = []
    allowed = []
  }

  /// Whether the mask allows every entry: it has no rows.
  @inline(__always)
  public var allowsEverything: Bool { rows.isEmpty }

  /// A mask from each lexicon's row (``allowsAll``, ``allowsNone``, or the index of its
  /// first entry's flag) and the flags.
  package init(rows: [Int32], allowed: [Bool]) {
    self.rows = rows
    self.allowed = allowed
  }

  /// Whether an entry may be read.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  public func allows(_ posting: LexiconPosting) -> Bool {
    let lexicon = Int(posting.lexicon.rawValue)
    guard lexicon < rows.count else { return true }
    let row = rows[lexicon]
    if row == Self.allowsAll { return true }
    if row < 0 { return false }
    let index = Int(row) + Int(posting.entry)
    return index < allowed.count && allowed[index]
  }
}
