/// Parses phrase templates into syntax trees, collecting every problem it finds.
///
/// The grammar, in EBNF (see `Docs/TemplateLanguage.md`):
/// ```
/// template     = sequence { "|" sequence } ;
/// sequence     = { text | slot | rule | group | optional } ;
/// slot         = ( "{" | "${" ) name "}" ;
/// rule         = "<" name ">" ;
/// group        = "(" sequence { ( "|" | separator ) sequence } ")" ;
/// optional     = "[" sequence { "|" sequence } "]" ;
/// text         = { character | "\" character } ;
/// ```
/// `separator` is the ``dialect``'s ``TemplateDialect/anyOrderSeparator``, if
/// it has one; a group with a separator is a ``TemplateNode/anyOrder(_:_:)``
/// group. The parser never recurses: groups are kept on an explicit stack
/// capped at ``nestingLimit`` levels, so hostile input cannot exhaust the
/// call stack.
public struct TemplateParser: Sendable {
  /// How deep `(…)` and `[…]` may nest.
  public var nestingLimit: Int = 32
  /// The longest template accepted, in characters.
  public var lengthLimit: Int = 4096
  /// The syntax read beyond the core language.
  public var dialect: TemplateDialect

  /// A parser of a dialect (by default the core syntax), with the default limits.
  public init(dialect: TemplateDialect = .core) {
    self.dialect = dialect
  }

  /// The reserved slot name for the application's name.
  public static let applicationNameSlot = "applicationName"

  /// Parses one template.
  ///
  /// - Returns: the template when it has no errors, and every diagnostic found.
  /// - Complexity: O(*n*) in the template's length.
  public func parse(_ text: String) -> (template: Template?, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let characters = Array(text)
    guard characters.count <= lengthLimit else {
      diagnostics.append(.error(.templateTooLong(limit: lengthLimit)))
      return (nil, diagnostics)
    }

    var stack = [Frame(open: nil, start: 0)]
    var pendingText = ""
    var pendingStart = 0
    var index = 0

    func location(_ offset: Int) -> SourceLocation { SourceLocation(characterOffset: offset) }

    func flushText(upTo end: Int) {
      guard !pendingText.isEmpty else { return }
      stack[stack.count - 1].current.append(.text(pendingText, location(pendingStart)..<location(end)))
      pendingText = ""
    }

    func append(_ node: TemplateNode) {
      stack[stack.count - 1].current.append(node)
    }

    /// Ends the innermost group's current branch and starts the next.
    func startBranch() {
      stack[stack.count - 1].branches.append(stack[stack.count - 1].current)
      stack[stack.count - 1].current = []
    }

    /// Reads the `{name}` or `<name>` at `index` (`open` at `openIndex`, after a `$` or not) and moves past it.
    ///
    /// - Returns: the name and the reference's range; nil, after a diagnostic, when the name is
    ///   empty, or when `open` comes again or the template ends before `close`.
    func readReference(open: Character, at openIndex: Int, close: Character, kind: String)
      -> (name: String, range: SourceRange)?
    {
      guard let end = characters[(openIndex + 1)...].firstIndex(where: { $0 == close || $0 == open }),
        characters[end] == close
      else {
        diagnostics.append(.error(.unterminated(open, expected: close), at: location(openIndex).range(length: 1)))
        index = characters.count
        return nil
      }
      flushText(upTo: index)
      let range = location(index)..<location(end + 1)
      let name = String(characters[(openIndex + 1)..<end]).trimmingSpaces()
      index = end + 1
      guard !name.isEmpty else {
        diagnostics.append(.error(.emptyName(kind), at: range))
        return nil
      }
      return (name, range)
    }

    /// Closes the innermost group, which ends at `end`.
    func closeGroup(end: Int) {
      let frame = stack.removeLast()
      let branches = frame.branches + [frame.current]
      let range = location(frame.start)..<location(end)
      let node: TemplateNode =
        if frame.isAnyOrder {
          .anyOrder(branches, range)
        } else {
          .alternatives(branches, isOptional: frame.open == "[", range)
        }
      append(node)
    }

    while index < characters.count {
      let character = characters[index]
      let opensSlot =
        character == "{" || (character == "$" && index + 1 < characters.count && characters[index + 1] == "{")
      switch character {
      case "\\":
        guard index + 1 < characters.count else {
          diagnostics.append(.error(.danglingEscape(), at: location(index).range(length: 1)))
          index += 1
          continue
        }
        if pendingText.isEmpty { pendingStart = index }
        pendingText.append(characters[index + 1])
        index += 2

      case _ where opensSlot:
        let brace = character == "$" ? index + 1 : index
        if case (let name, let range)? = readReference(open: "{", at: brace, close: "}", kind: "slot") {
          append(name == Self.applicationNameSlot ? .applicationName(range) : .slot(name, range))
        }

      case "<":
        if case (let name, let range)? = readReference(open: "<", at: index, close: ">", kind: "rule") {
          append(.rule(name, range))
        }

      case "(", "[":
        flushText(upTo: index)
        guard stack.count <= nestingLimit else {
          // Stop here: a deeper tree would only be torn down recursively.
          diagnostics.append(
            .error(.nestingTooDeep(limit: nestingLimit), at: location(index).range(length: 1)))
          return (nil, diagnostics)
        }
        stack.append(Frame(open: character, start: index))
        index += 1

      case ")", "]":
        flushText(upTo: index)
        guard let open = stack.last?.open else {
          diagnostics.append(.error(.unbalanced(character), at: location(index).range(length: 1)))
          index += 1
          continue
        }
        let expected: Character = open == "(" ? ")" : "]"
        if character != expected {
          diagnostics.append(
            .error(
              .mismatched(character, expected: expected, opened: open),
              at: location(index).range(length: 1)))
        }
        closeGroup(end: index + 1)
        index += 1

      case "|":
        flushText(upTo: index)
        startBranch()
        index += 1

      case _ where character == dialect.anyOrderSeparator && stack.last?.open == "(":
        flushText(upTo: index)
        stack[stack.count - 1].isAnyOrder = true
        startBranch()
        index += 1

      default:
        if pendingText.isEmpty { pendingStart = index }
        pendingText.append(character)
        index += 1
      }
    }
    flushText(upTo: characters.count)
    while stack.count > 1, let open = stack.last?.open, let start = stack.last?.start {
      let close: Character = open == "(" ? ")" : "]"
      diagnostics.append(.error(.unterminated(open, expected: close), at: location(start).range(length: 1)))
      closeGroup(end: characters.count)
    }

    let top = stack[0]
    let nodes: [TemplateNode] =
      top.branches.isEmpty
      ? top.current
      : [
        .alternatives(
          top.branches + [top.current], isOptional: false,
          location(0)..<location(characters.count))
      ]
    if diagnostics.contains(where: { $0.severity == .error }) {
      return (nil, diagnostics)
    }
    return (Template(text: text, nodes: nodes), diagnostics)
  }

  private struct Frame {
    var open: Character?
    var start: Int
    var branches: [[TemplateNode]] = []
    var current: [TemplateNode] = []
    var isAnyOrder = false
  }
}

extension String {
  func trimmingSpaces() -> String {
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }
}
