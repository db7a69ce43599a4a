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
  /// `(a; b; c)`: every order of the parts, separated by spaces (hassil's permutation).
  case permutation([[TemplateNode]], SourceRange)

  /// The characters of the template this node covers.
  public var range: SourceRange {
    switch self {
    case .text(_, let range), .slot(_, let range), .applicationName(let range),
      .rule(_, let range), .alternatives(_, _, let range), .permutation(_, let range):
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
    var lines = ["Template \(quoted(text))"]
    dump(nodes, prefix: "", into: &lines)
    return lines.joined(separator: "\n")
  }

  private func dump(_ nodes: [TemplateNode], prefix: String, into lines: inout [String]) {
    for (index, node) in nodes.enumerated() {
      let last = index == nodes.count - 1
      let head = prefix + (last ? "└─ " : "├─ ")
      let childPrefix = prefix + (last ? "   " : "│  ")
      let place = "@\(node.range.lowerBound.characterColumn)-\(node.range.upperBound.characterColumn)"
      switch node {
      case .text(let text, _):
        lines.append("\(head)Text \(place) \(quoted(text))")
      case .slot(let name, _):
        lines.append("\(head)Slot \(place) \(name)")
      case .applicationName:
        lines.append("\(head)ApplicationName \(place)")
      case .rule(let name, _):
        lines.append("\(head)Rule \(place) \(name)")
      case .alternatives(let branches, let isOptional, _):
        lines.append("\(head)\(isOptional ? "Optional" : "Alternatives") \(place)")
        dump(branches: branches, prefix: childPrefix, into: &lines)
      case .permutation(let branches, _):
        lines.append("\(head)Permutation \(place)")
        dump(branches: branches, prefix: childPrefix, into: &lines)
      }
    }
  }

  private func dump(branches: [[TemplateNode]], prefix: String, into lines: inout [String]) {
    for (index, branch) in branches.enumerated() {
      let last = index == branches.count - 1
      lines.append(prefix + (last ? "└─ " : "├─ ") + (branch.isEmpty ? "Branch (empty)" : "Branch"))
      dump(branch, prefix: prefix + (last ? "   " : "│  "), into: &lines)
    }
  }

  private func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
