import AppShortcutsImport
import Foundation

/// Text of skill files as importers read it: lines with their 1-based numbers, comments and blank lines left out.
enum SkillText {
  /// The lines of a skill's line-based file (`.intent`, `.entity`, `.voc`, `.rx`) that say something: not blank,
  /// not a `//` comment line, each trimmed, with its 1-based line number.
  static func lines(of text: String) -> [(number: Int, text: String)] {
    var result: [(number: Int, text: String)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("//") else { continue }
      result.append((index + 1, trimmed))
    }
    return result
  }
}
