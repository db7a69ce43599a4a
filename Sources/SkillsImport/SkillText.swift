import Foundation
import PhraseGrammar

/// Lines of a skill's line-based files (`.intent`, `.entity`, `.voc`, `.rx`) as Padatious and Adapt
/// read them, and their phrases in the manifest's template language.
enum SkillText {
  /// A line that says something, with its 1-based line number.
  struct Line: Hashable, Sendable {
    var number: Int
    var text: String
  }

  /// The lines that say something: not blank, and not a comment (`#` or `//` at the start of the
  /// line, as OpenVoiceOS's translations write "# auto translated from en-us"); each trimmed.
  static func lines(of text: String) -> [Line] {
    var result: [Line] = []
    // "\r\n" is one Character, and a byte order mark says nothing.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}")))
      guard !trimmed.isEmpty, !trimmed.hasPrefix("//"), !isComment(trimmed) else { continue }
      result.append(Line(number: index + 1, text: trimmed))
    }
    return result
  }

  /// `# …` is a comment; `#` alone or `# #`-like runs are digits of a Padatious line.
  private static func isComment(_ line: String) -> Bool {
    guard line.hasPrefix("#") else { return false }
    return line.contains { $0.isLetter }
  }

  /// A Padatious or Adapt line in the template language, with the slots it names.
  struct Phrase: Hashable, Sendable {
    /// The template.
    var template: String
    /// The `{slots}` it names, in order, each once.
    var slots: [String]
    /// How many `#` digit runs it has (each becomes a slot of its own, `number`, `number2` …).
    var digitSlots: [String]
  }

  /// What is wrong with a line, and the 1-based character column where.
  struct Problem: Error, Hashable, Sendable {
    var column: Int
    var message: String
  }

  /// A line of Padatious syntax in the template language: `(a|b)` and `(a|)` are alternatives (an
  /// empty branch makes the group optional; a `|` outside a group is a choice of the whole line),
  /// `[a]` is optional (as padacioso and OpenVoiceOS read it), `{name}` a slot, a run of `#` a
  /// number (Padatious reads each digit as `#`), `:0` nothing (a word Padatious's lines use to say
  /// none); `< > \` are escaped, being literal. A group written against a word is glued to it, as
  /// its author meant: `today('s|)` hears "today's" and "today", `alarm(s|)` "alarms".
  ///
  /// Without `readsSlots` (a `.voc` or `.entity` line), braces and `#` are literal characters.
  static func phrase(ofPadatiousLine line: String, readsSlots: Bool = true) -> Result<Phrase, Problem> {
    var template = ""
    var slots: [String] = []
    var digitSlots: [String] = []
    // The groups open, by their closing character.
    var unclosed: [Character] = []
    let characters = Array(line)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let column = index + 1
      switch character {
      case "(", "[":
        unclosed.append(character == "(" ? ")" : "]")
        // Groups written one against the other, or against a slot, are words apart
        // ("(version|)(of|)", "{number}(s|)").
        if template.last == ")" || template.last == "]" || template.last == "}" { template.append(" ") }
        template.append(character)
      case ")", "]":
        guard unclosed.last == character else {
          return .failure(Problem(column: column, message: "'\(character)' closes no group"))
        }
        unclosed.removeLast()
        template.append(character)
      case "|":
        // Outside a group, a choice of the whole line ("portland oregon|portland").
        template.append(unclosed.isEmpty ? " | " : "|")
      case "{" where readsSlots:
        // `{{x}}`, as some lines write a slot, is `{x}`.
        let isDoubled = index + 1 < characters.count && characters[index + 1] == "{"
        if template.last == ")" || template.last == "]" { template.append(" ") }
        if isDoubled { index += 1 }
        guard var close = characters[index...].firstIndex(of: "}") else {
          return .failure(Problem(column: column, message: "'{' is never closed"))
        }
        let name = String(characters[(index + 1)..<close]).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." })
        else {
          return .failure(Problem(column: column, message: "'{\(name)}' is not a slot name"))
        }
        let slot = name.replacingOccurrences(of: ".", with: "_").replacingOccurrences(of: "-", with: "_")
        if !slots.contains(slot) { slots.append(slot) }
        template.append("{\(slot)}")
        if isDoubled, close + 1 < characters.count, characters[close + 1] == "}" { close += 1 }
        index = close
      case "#" where readsSlots:
        var end = index
        while end + 1 < characters.count, characters[end + 1] == "#" { end += 1 }
        let slot = digitSlots.isEmpty ? "number" : "number\(digitSlots.count + 1)"
        digitSlots.append(slot)
        template.append("{\(slot)}")
        index = end
      case ":" where index + 1 < characters.count && characters[index + 1] == "0":
        index += 1
      case "<", ">", "\\", "{", "}":
        template.append("\\")
        template.append(character)
      default:
        template.append(character)
      }
      index += 1
    }
    if let close = unclosed.last {
      let opener = close == ")" ? "(" : "["
      return .failure(Problem(column: characters.count + 1, message: "a '\(opener)' is never closed"))
    }
    let collapsed = template.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    guard !collapsed.isEmpty else { return .failure(Problem(column: 1, message: "the line says no word")) }
    return .success(Phrase(template: collapsed, slots: slots, digitSlots: digitSlots))
  }

  /// Every way a Padatious line without slots (a `.entity` or `.voc` line) says itself: each
  /// `(a|b)` group (and a `|` outside groups) a choice, an empty branch saying nothing, `[a]`
  /// optional; at most
  /// `limit` spellings, in the order the line gives them, each once, its spaces collapsed.
  static func spellings(ofPadatiousLine line: String, limit: Int = 256) -> [String] {
    // A sequence of pieces; a group is a list of sequences, one per branch.
    indirect enum Piece {
      case text(String)
      case group([[Piece]])
    }
    var stack: [[[Piece]]] = [[[]]]
    for character in line {
      switch character {
      case "(", "[":
        stack.append([[]])
      case ")" where stack.count > 1:
        let branches = stack.removeLast()
        stack[stack.count - 1][stack[stack.count - 1].count - 1].append(.group(branches))
      case "]" where stack.count > 1:
        // Optional: one more branch, saying nothing.
        let branches = stack.removeLast() + [[]]
        stack[stack.count - 1][stack[stack.count - 1].count - 1].append(.group(branches))
      case "|":
        stack[stack.count - 1].append([])
      default:
        stack[stack.count - 1][stack[stack.count - 1].count - 1].append(.text(String(character)))
      }
    }
    // An unclosed group is read as closed at the end of the line.
    while stack.count > 1 {
      let branches = stack.removeLast()
      stack[stack.count - 1][stack[stack.count - 1].count - 1].append(.group(branches))
    }
    func expand(_ sequence: [Piece]) -> [String] {
      var results = [""]
      for piece in sequence {
        switch piece {
        case .text(let text):
          results = results.map { $0 + text }
        case .group(let branches):
          let options = branches.flatMap(expand)
          var next: [String] = []
          for prefix in results {
            for option in options where next.count < limit { next.append(prefix + option) }
          }
          results = next
        }
      }
      return results
    }
    var seen = Set<String>()
    return stack[0].flatMap(expand).compactMap { text -> String? in
      let collapsed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      return !collapsed.isEmpty && seen.insert(collapsed).inserted ? collapsed : nil
    }.prefix(limit).map { $0 }
  }
}
