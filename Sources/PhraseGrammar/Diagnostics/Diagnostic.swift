/// A problem found in a template or a phrase set, with the place it was found.
///
/// Messages follow the Swift compiler's wording: lowercase, one phrase, no
/// trailing period, names in single quotes.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// More about another diagnostic, or something worth knowing.
    case note
    /// Something probably not meant; the input can still be used.
    case warning
    /// Something that keeps the input from being used.
    case error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    /// Orders severities from a note, the least serious, to an error.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }

  /// The text of a diagnostic, built through typed constructors.
  public struct Message: Hashable, Sendable {
    /// The rule or check that produced the message, as a stable identifier.
    public var id: String
    /// The rendered message.
    public var text: String

    /// Creates a message with the identifier of the check that produced it.
    ///
    /// - Parameters:
    ///   - id: The rule or check that produced the message, as a stable identifier.
    ///   - text: The rendered message.
    package init(id: String, _ text: String) {
      self.id = id
      self.text = text
    }
  }

  /// How serious the problem is.
  public var severity: Severity
  /// What the problem is.
  public var message: Message
  /// Where in the template the problem is; `nil` when it concerns the whole template.
  public var range: SourceRange?

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - severity: How serious the problem is.
  ///   - message: What the problem is.
  ///   - range: Where in the template the problem is; `nil` for the whole template.
  package init(_ severity: Severity, _ message: Message, at range: SourceRange? = nil) {
    self.severity = severity
    self.message = message
    self.range = range
  }

  /// An error: the template or phrase set cannot be used.
  ///
  /// - Parameters:
  ///   - message: What the problem is.
  ///   - range: Where in the template the problem is; `nil` for the whole template.
  package static func error(_ message: Message, at range: SourceRange? = nil) -> Self {
    Self(.error, message, at: range)
  }

  /// A warning: the template can be used, but probably does not do what was meant.
  ///
  /// - Parameters:
  ///   - message: What the problem is.
  ///   - range: Where in the template the problem is; `nil` for the whole template.
  package static func warning(_ message: Message, at range: SourceRange? = nil) -> Self {
    Self(.warning, message, at: range)
  }

  /// The diagnostic as one line: the column when known, the severity and the message.
  public var description: String {
    let place = range.map { "\($0.lowerBound.characterColumn): " } ?? ""
    return "\(place)\(severity.rawValue): \(message.text)"
  }
}

extension Diagnostic.Message {
  static func unterminated(_ open: Character, expected close: Character) -> Self {
    Self(id: "UnterminatedGroup", "unterminated '\(open)'; expected '\(close)'")
  }

  static func unbalanced(_ close: Character) -> Self {
    Self(id: "UnbalancedBracket", "unbalanced '\(close)'; no group is open")
  }

  static func mismatched(_ close: Character, expected: Character, opened open: Character) -> Self {
    Self(
      id: "UnbalancedBracket",
      "'\(close)' closes '\(open)'; expected '\(expected)'")
  }

  static func emptyName(_ what: String) -> Self {
    Self(id: "EmptyName", "empty \(what) name")
  }

  static func nestingTooDeep(limit: Int) -> Self {
    Self(id: "NestingTooDeep", "groups nest deeper than \(limit) levels")
  }

  static func danglingEscape() -> Self {
    Self(id: "DanglingEscape", "'\\' at the end of the template escapes nothing")
  }

  static func templateTooLong(limit: Int) -> Self {
    Self(id: "TemplateTooLong", "template is longer than \(limit) characters")
  }

  static func emptyTemplate() -> Self {
    Self(id: "EmptyTemplate", "template has no words")
  }

  static func matchesEmpty() -> Self {
    Self(id: "MatchesEmptyUtterance", "template can match an empty utterance")
  }

  static func unknownSlot(_ name: String, suggestion: String?) -> Self {
    Self(
      id: "UndeclaredParameter",
      "unknown parameter '\(name)'" + didYouMean(suggestion))
  }

  static func unknownRule(_ name: String, suggestion: String?) -> Self {
    Self(id: "UnknownRule", "unknown rule '\(name)'" + didYouMean(suggestion))
  }

  static func recursiveRule(_ name: String) -> Self {
    Self(id: "RecursiveRule", "rule '\(name)' refers to itself")
  }

  static func ruleError(_ name: String, _ inner: String) -> Self {
    Self(id: "InvalidRule", "in rule '\(name)': \(inner)")
  }

  static func tooComplex(limit: Int) -> Self {
    Self(id: "TemplateTooComplex", "template has more than \(limit) word and slot positions")
  }

  static func slotInsideWord(_ name: String) -> Self {
    Self(id: "SlotInsideWord", "slot '\(name)' is glued to a word; separate it with a space")
  }

  static func tooManyWordForms(limit: Int) -> Self {
    Self(id: "TemplateTooComplex", "a word spells more than \(limit) forms")
  }

  /// Appends "; did you mean '…'?" when there is a suggestion.
  package static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}

/// Suggests the candidate closest to a misspelled name, if one is close enough.
///
/// - Complexity: O(*n* × *m*²) for *n* candidates of length *m*.
package func closestName(to name: String, among candidates: some Sequence<String>) -> String? {
  let target = Array(name.lowercased())
  var best: (distance: Int, name: String)?
  for candidate in candidates {
    let distance = editDistance(target, Array(candidate.lowercased()))
    let limit = target.count < 3 ? 1 : min(3, max(2, target.count / 2))
    guard distance <= limit else { continue }
    if let current = best, (distance, candidate) >= (current.distance, current.name) {
      continue
    }
    best = (distance, candidate)
  }
  return best?.name
}

/// The optimal-string-alignment distance: edits, with a swap of neighbours counting as one.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 0...a.count { table[i][0] = i }
  for j in 0...b.count { table[0][j] = j }
  for i in 1...a.count {
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
      }
    }
  }
  return table[a.count][b.count]
}
