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
