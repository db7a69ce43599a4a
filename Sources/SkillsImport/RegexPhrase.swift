/// An Adapt regular expression (`.rx` line) as a phrase of the template language, where the
/// pattern says words: literal words, `(a|b)` and `(?:a|b)` choices, `x?` and `(…)?` options, and
/// named groups `(?P<Name>…)` as slots.
///
/// A named group's type is what its pattern can be said as: digits (`\d+`, `[0-9]+`) an `integer`,
/// one word (`\w+`, `\S+`) a `string` of one word, a choice of words an `enum` of them, anything
/// else free text (`.+`, `.*`, `[^…]+`), with a note when the pattern says more than free text
/// can check. `.*` and `\b` at the ends, and anchors, say nothing (keywords are found anywhere).
/// Lookarounds (`(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`) cannot be said and are left out, with a note;
/// a pattern that needs more (a character class outside a group, `.*` between words, counted
/// repeats) is not converted.
struct RegexPhrase: Hashable, Sendable {
  /// A slot's type, as the manifest writes it.
  enum SlotType: Hashable, Sendable {
    case integer
    /// Free text, of at most this many words.
    case text(maxWords: Int?)
    /// One of these words or phrases.
    case choice([String])
  }

  /// The template.
  var template: String
  /// Each named group, in order, with its type.
  var slots: [(name: String, type: SlotType)]
  /// What the conversion left out or approximated, each at a 1-based character column.
  var notes: [SkillText.Problem]

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.template == rhs.template && lhs.slots.elementsEqual(rhs.slots) { $0 == $1 } && lhs.notes == rhs.notes
  }

  func hash(into hasher: inout Hasher) { hasher.combine(template) }

  /// Converts one line; fails where the pattern cannot be said as a template.
  static func convert(_ pattern: String) -> Result<RegexPhrase, SkillText.Problem> {
    var reader = Reader(characters: Array(pattern))
    do {
      var nodes = try reader.sequence(untilClose: false)
      nodes = trimmed(nodes)
      if containsAnything(nodes) {
        throw SkillText.Problem(column: 1, message: "'.*' between words cannot be said as words")
      }
      let template = render(nodes).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
      guard !template.isEmpty else { throw SkillText.Problem(column: 1, message: "the pattern says no word") }
      return .success(RegexPhrase(template: template, slots: reader.slots, notes: reader.notes))
    } catch let problem as SkillText.Problem {
      return .failure(problem)
    } catch {
      return .failure(SkillText.Problem(column: 1, message: "\(error)"))
    }
  }

  /// A piece of a pattern.
  fileprivate indirect enum Node: Hashable {
    case text(String)
    case space
    case choice([[Node]], optional: Bool)
    case slot(String)
    /// `.*` or `.+` outside a group: any words.
    case anything
  }

  private static func containsAnything(_ nodes: [Node]) -> Bool {
    nodes.contains { node in
      switch node {
      case .anything: true
      case .choice(let branches, _): branches.contains(where: containsAnything)
      default: false
      }
    }
  }

  /// Leading and trailing "anything" and spaces say nothing: keywords are found anywhere.
  private static func trimmed(_ nodes: [Node]) -> [Node] {
    var nodes = nodes
    while let first = nodes.first, first == .anything || first == .space { nodes.removeFirst() }
    while let last = nodes.last, last == .anything || last == .space { nodes.removeLast() }
    return nodes
  }

  private static func render(_ nodes: [Node]) -> String {
    nodes.map { node -> String in
      switch node {
      case .text(let text): escaped(text)
      case .space: " "
      case .slot(let name): "{\(name)}"
      case .anything: ""
      case .choice(let branches, let optional):
        // A space at the edge of a branch ("(the )?") is a space beside the group, so that the
        // group is not glued to the word after it.
        (branches.contains { $0.first == .space } ? " " : "") + (optional ? "[" : "(")
          + branches.map { render($0).trimmingCharacters(in: .whitespaces) }.joined(separator: " | ")
          + (optional ? "]" : ")") + (branches.contains { $0.last == .space } ? " " : "")
      }
    }.joined()
  }

  private static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if "()[]{}|<>\\".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// A recursive-descent reader of the pattern subset, depth-bounded.
  fileprivate struct Reader {
    let characters: [Character]
    var index = 0
    var depth = 0
    var slots: [(name: String, type: SlotType)] = []
    var notes: [SkillText.Problem] = []

    static let depthLimit = 32

    init(characters: [Character]) { self.characters = characters }

    var column: Int { index + 1 }

    func problem(_ message: String) -> SkillText.Problem { SkillText.Problem(column: column, message: message) }

    /// Alternatives until the end, or until the `)` closing the group.
    mutating func sequence(untilClose: Bool) throws -> [Node] {
      var branches: [[Node]] = [[]]
      while index < characters.count {
        let character = characters[index]
        if character == ")" {
          guard untilClose else { throw problem("')' closes no group") }
          break
        }
        if character == "|" {
          index += 1
          branches.append([])
          continue
        }
        let node = try atom()
        if let node { branches[branches.count - 1].append(node) }
      }
      if untilClose && index >= characters.count { throw problem("a '(' is never closed") }
      return branches.count == 1 ? branches[0] : [.choice(branches, optional: branches.contains { $0.isEmpty })]
    }

    /// One piece and its quantifier; nil for a piece that says nothing.
    mutating func atom() throws -> Node? {
      let start = index
      let character = characters[index]
      var node: Node?
      switch character {
      case "(":
        node = try group()
      case "\\":
        guard index + 1 < characters.count else { throw problem("'\\' at the end of the pattern") }
        let escaped = characters[index + 1]
        index += 2
        switch escaped {
        case "b", "B", "A", "Z": return nil
        case "s": node = .space
        case "d", "w", "S", "W", "D":
          throw SkillText.Problem(column: start + 1, message: "'\\\(escaped)' outside a named group says no word")
        default: node = .text(String(escaped))
        }
      case "^", "$":
        index += 1
        return nil
      case ".":
        index += 1
        if index < characters.count, characters[index] == "*" || characters[index] == "+" {
          index += 1
          skipLazy()
          return .anything
        }
        throw SkillText.Problem(column: start + 1, message: "'.' outside a named group says no word")
      case "[":
        throw problem("a character class outside a named group says no word")
      case " ":
        index += 1
        node = .space
      default:
        index += 1
        node = .text(String(character))
      }
      return try quantified(node, from: start)
    }

    /// A quantifier after a piece: `?` makes it optional; `*` after a space is spaces; others are not said.
    mutating func quantified(_ node: Node?, from start: Int) throws -> Node? {
      guard index < characters.count, let node else { return node }
      switch characters[index] {
      case "?":
        index += 1
        skipLazy()
        if case .choice(let branches, _) = node { return .choice(branches, optional: true) }
        return .choice([[node]], optional: true)
      case "*" where node == .space, "+" where node == .space:
        index += 1
        return .space
      case "*", "+", "{":
        if node == .anything { return node }
        throw SkillText.Problem(column: index + 1, message: "a repeat ('\(characters[index])') cannot be said as words")
      default:
        return node
      }
    }

    mutating func skipLazy() {
      if index < characters.count, characters[index] == "?" { index += 1 }
    }

    /// `( … )`, `(?: … )`, `(?P<name> … )`, or a lookaround (left out, with a note).
    mutating func group() throws -> Node? {
      let start = index
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.depthLimit else { throw problem("groups nest too deeply") }
      index += 1
      if index < characters.count, characters[index] == "?" {
        let rest = String(characters[index..<min(characters.count, index + 4)])
        if rest.hasPrefix("?:") {
          index += 2
        } else if rest.hasPrefix("?P<") || rest.hasPrefix("?<") && !rest.hasPrefix("?<=") && !rest.hasPrefix("?<!") {
          index += rest.hasPrefix("?P<") ? 3 : 2
          return try namedGroup(from: start)
        } else if rest.hasPrefix("?=") || rest.hasPrefix("?!") || rest.hasPrefix("?<=") || rest.hasPrefix("?<!") {
          try skipGroup()
          notes.append(
            SkillText.Problem(
              column: start + 1,
              message: "a lookaround cannot be said as words; it is left out, so the phrase hears more"))
          return nil
        } else {
          throw problem("'(?' of this kind cannot be said as words")
        }
      }
      let inner = try sequence(untilClose: true)
      index += 1  // ")"
      if inner.count == 1, case .choice = inner[0] { return inner[0] }
      return .choice([inner], optional: false)
    }

    /// Skips to the `)` that closes the group whose `(` came before `index`.
    mutating func skipGroup() throws {
      var depth = 1
      while index < characters.count {
        switch characters[index] {
        case "\\": index += 1
        case "(": depth += 1
        case ")":
          depth -= 1
          if depth == 0 {
            index += 1
            return
          }
        default: break
        }
        index += 1
      }
      throw problem("a '(' is never closed")
    }

    /// `name>pattern)`: a slot of the type the pattern says.
    mutating func namedGroup(from start: Int) throws -> Node {
      guard let close = characters[index...].firstIndex(of: ">") else { throw problem("a group name is never closed") }
      let name = String(characters[index..<close])
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw problem("'\(name)' is not a group name")
      }
      index = close + 1
      let bodyStart = index
      try skipGroup()
      let body = String(characters[bodyStart..<(index - 1)])
      let type = Self.slotType(of: body)
      if case .text(nil) = type, !["(.*)", ".*", ".+", ".*?", ".+?"].contains(body) {
        notes.append(
          SkillText.Problem(
            column: start + 1,
            message: "group '\(name)' (\(body)) is read as free text: its pattern cannot be said as words"))
      }
      if !slots.contains(where: { $0.name == name }) { slots.append((name, type)) }
      return .slot(name)
    }

    /// What a named group's pattern can be said as.
    static func slotType(of body: String) -> SlotType {
      let plain = body.replacingOccurrences(of: "\\b", with: "")
      if ["\\d+", "[0-9]+", "\\d*", "\\d{1,}", "[\\d]+"].contains(plain) { return .integer }
      if ["\\w+", "\\S+", "[a-zA-Z]+", "[a-z]+", "[\\w']+", "\\w+?"].contains(plain) { return .text(maxWords: 1) }
      let words = plain.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      if words.count > 1, words.allSatisfy({ word in !word.isEmpty && word.allSatisfy { $0.isLetter || $0 == " " } }) {
        return .choice(words)
      }
      return .text(maxWords: nil)
    }
  }
}
