/// One parsed phrase template: the text it came from and its syntax tree.
///
/// ```
/// "(log | add) {amount} [of water] in {applicationName}"
/// ```
/// parses to a sequence of an alternatives group, a slot, an optional group,
/// literal text and the application-name token.
public struct Template: Hashable, Sendable {
  /// The template exactly as written.
  public var text: String
  /// The top-level sequence.
  public var nodes: [TemplateNode]

  /// A template of its text as written and its parsed nodes.
  public init(text: String, nodes: [TemplateNode]) {
    self.text = text
    self.nodes = nodes
  }
}

/// A node of a template's syntax tree.
public indirect enum TemplateNode: Hashable, Sendable {
  /// Literal text with escapes resolved, spaces kept as written.
  case text(String, SourceRange)
  /// A parameter slot, `{name}` or `${name}`.
  case slot(String, SourceRange)
  /// The `{applicationName}` token.
  case applicationName(SourceRange)
  /// A named expansion rule, `<name>`.
  case rule(String, SourceRange)
  /// `(a | b)`, or `[a | b]` when `isOptional`; a branch may be empty.
  case alternatives([[TemplateNode]], isOptional: Bool, SourceRange)
  /// Parts that may come in any order: each part once, the parts separated by spaces.
  ///
  /// The core syntax has no way to write one; a parser whose ``TemplateDialect`` has an
  /// ``TemplateDialect/anyOrderSeparator`` reads `(a; b; c)` (with `;` as the separator) as one.
  case anyOrder([[TemplateNode]], SourceRange)

  /// The characters of the template this node covers.
  public var range: SourceRange {
    switch self {
    case .text(_, let range), .slot(_, let range), .applicationName(let range),
      .rule(_, let range), .alternatives(_, _, let range), .anyOrder(_, let range):
      range
    }
  }
}

extension Template {
  /// The tree as indented text, one node a line, with character columns.
  ///
  /// ```
  /// Template "log [a] {x}"
  /// ├─ Text @1-5 "log "
  /// ├─ Optional @5-8
  /// │  └─ Branch
  /// │     └─ Text @6-7 "a"
  /// ...
  /// ```
  public func debugDump() -> String {
    var dump = TreeDump()
    dump.lines = ["Template \(TreeDump.quoted(text))"]
    dump.dump(nodes, prefix: "")
    return dump.lines.joined(separator: "\n")
  }
}

/// Writes a syntax tree as indented lines, one node a line; see ``Template/debugDump()``.
private struct TreeDump: TemplateVisitor {
  var lines: [String] = []
  /// The start of the line of the node being visited: the marks of the branches it is in.
  private var head = ""
  /// The start of the lines of the node's children.
  private var childPrefix = ""
  /// Where the node is, as `@start-end` in characters.
  private var place = ""

  /// Writes a sequence of nodes, each line starting with `prefix`.
  mutating func dump(_ nodes: [TemplateNode], prefix: String) {
    for (index, node) in nodes.enumerated() {
      let last = index == nodes.count - 1
      head = prefix + (last ? "└─ " : "├─ ")
      childPrefix = prefix + (last ? "   " : "│  ")
      place = "@\(node.range.lowerBound.characterColumn)-\(node.range.upperBound.characterColumn)"
      visit(node)
    }
  }

  mutating func visitText(_ text: String, range: SourceRange) {
    lines.append("\(head)Text \(place) \(Self.quoted(text))")
  }

  mutating func visitSlot(_ name: String, range: SourceRange) {
    lines.append("\(head)Slot \(place) \(name)")
  }

  mutating func visitApplicationName(range: SourceRange) {
    lines.append("\(head)ApplicationName \(place)")
  }

  mutating func visitRule(_ name: String, range: SourceRange) {
    lines.append("\(head)Rule \(place) \(name)")
  }

  mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange) {
    lines.append("\(head)\(isOptional ? "Optional" : "Alternatives") \(place)")
    dump(branches: branches, prefix: childPrefix)
  }

  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) {
    lines.append("\(head)AnyOrder \(place)")
    dump(branches: parts, prefix: childPrefix)
  }

  private mutating func dump(branches: [[TemplateNode]], prefix: String) {
    for (index, branch) in branches.enumerated() {
      let last = index == branches.count - 1
      lines.append(prefix + (last ? "└─ " : "├─ ") + (branch.isEmpty ? "Branch (empty)" : "Branch"))
      dump(branch, prefix: prefix + (last ? "   " : "│  "))
    }
  }

  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}

extension Template {
  /// Whether every way of saying the template says the app's name (`{applicationName}` outside
  /// any optional group or alternative that can do without it); a `<rule>` says it when its
  /// body in `rules` does.
  public func requiresApplicationName(rules: [String: Template] = [:]) -> Bool {
    var seen: Set<String> = []
    func requires(_ nodes: [TemplateNode]) -> Bool {
      nodes.contains { node in
        switch node {
        case .applicationName: true
        case .text, .slot: false
        case .rule(let name, _):
          seen.insert(name).inserted && rules[name].map { requires($0.nodes) } == true
        case .alternatives(let branches, let isOptional, _): !isOptional && branches.allSatisfy(requires)
        case .anyOrder(let parts, _): parts.contains(where: requires)
        }
      }
    }
    return requires(nodes)
  }
}
