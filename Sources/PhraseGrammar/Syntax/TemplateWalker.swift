/// What a ``TemplateWalker`` does after visiting a node.
public enum TemplateWalkAction: Sendable {
  /// Goes on into the node's branches, in order (a leaf has none), then past it.
  case visitChildren
  /// Goes on past the node, not into its branches.
  case skipChildren
  /// Visits these nodes in the node's place, as when a rule's body stands for the rule.
  case visit([TemplateNode])
  /// Ends the walk.
  case stop
}

/// A pass over a template's syntax tree with one method for each kind of node, each returning a result.
///
/// ``visit(_:)`` calls the method for a node's kind. A visitor that builds a
/// value from a tree (the lowering to a pattern, the expander's counts and
/// spellings) calls `visit` on the nodes of each group itself, so the depth
/// of its calls is the depth of the nesting, which the parser caps at
/// ``TemplateParser/nestingLimit``, plus the rules it steps into, which it
/// must bound. ``TemplateWalker`` is the visitor that only looks, and walks
/// with no recursion at all.
public protocol TemplateVisitor {
  /// What a visit returns.
  associatedtype Result
  /// Visits literal text.
  mutating func visitText(_ text: String, range: SourceRange) -> Result
  /// Visits a parameter slot.
  mutating func visitSlot(_ name: String, range: SourceRange) -> Result
  /// Visits the `{applicationName}` token.
  mutating func visitApplicationName(range: SourceRange) -> Result
  /// Visits a rule reference.
  mutating func visitRule(_ name: String, range: SourceRange) -> Result
  /// Visits a group of alternatives, `(a | b)`, or `[a | b]` when `isOptional`.
  mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange) -> Result
  /// Visits a group of parts that may come in any order.
  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> Result
}

extension TemplateVisitor {
  /// Visits one node with the method for its kind.
  @inline(__always)
  public mutating func visit(_ node: TemplateNode) -> Result {
    switch node {
    case .text(let text, let range): visitText(text, range: range)
    case .slot(let name, let range): visitSlot(name, range: range)
    case .applicationName(let range): visitApplicationName(range: range)
    case .rule(let name, let range): visitRule(name, range: range)
    case .alternatives(let branches, let isOptional, let range):
      visitAlternatives(branches, isOptional: isOptional, range: range)
    case .anyOrder(let parts, let range): visitAnyOrder(parts, range: range)
    }
  }
}

/// A pass over a template's syntax tree that visits every node in the order written.
///
/// Each kind of node has its own method; by default each one calls
/// ``defaultVisit(_:)``, which goes on into the node's branches, so a walker
/// implements only the nodes it looks at:
///
/// ```swift
/// struct SlotNames: TemplateWalker {
///   var names: [String] = []
///   mutating func visitSlot(_ name: String, range: SourceRange) -> TemplateWalkAction {
///     names.append(name)
///     return .visitChildren
///   }
/// }
/// var slots = SlotNames()
/// slots.walk(template.nodes)
/// ```
///
/// The walk keeps its place on an explicit stack, never on the call stack, so
/// it goes as deep as the tree (and the rule bodies a walker steps into) with
/// no risk of overflow.
public protocol TemplateWalker: TemplateVisitor where Result == TemplateWalkAction {
  /// Visits a node the walker has no method of its own for; by default, goes into its branches.
  mutating func defaultVisit(_ node: TemplateNode) -> TemplateWalkAction
}

extension TemplateWalker {
  /// Goes into the node's branches.
  public mutating func defaultVisit(_ node: TemplateNode) -> TemplateWalkAction { .visitChildren }

  /// Visits literal text with ``defaultVisit(_:)``.
  public mutating func visitText(_ text: String, range: SourceRange) -> TemplateWalkAction {
    defaultVisit(.text(text, range))
  }

  /// Visits a slot with ``defaultVisit(_:)``.
  public mutating func visitSlot(_ name: String, range: SourceRange) -> TemplateWalkAction {
    defaultVisit(.slot(name, range))
  }

  /// Visits `{applicationName}` with ``defaultVisit(_:)``.
  public mutating func visitApplicationName(range: SourceRange) -> TemplateWalkAction {
    defaultVisit(.applicationName(range))
  }

  /// Visits a rule reference; a walker returns `.visit(body.nodes)` to walk the rule's body in its place.
  public mutating func visitRule(_ name: String, range: SourceRange) -> TemplateWalkAction {
    defaultVisit(.rule(name, range))
  }

  /// Visits a group with ``defaultVisit(_:)``.
  public mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange)
    -> TemplateWalkAction
  {
    defaultVisit(.alternatives(branches, isOptional: isOptional, range))
  }

  /// Visits an any-order group with ``defaultVisit(_:)``.
  public mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> TemplateWalkAction {
    defaultVisit(.anyOrder(parts, range))
  }

  /// Walks a sequence of nodes in the order written, each group's branches in order.
  ///
  /// - Returns: false when a visit stopped the walk.
  /// - Complexity: O(*n*) in the nodes visited; the call stack does not grow with their depth.
  @discardableResult
  public mutating func walk(_ nodes: [TemplateNode]) -> Bool {
    // Each entry is a sequence and the index of its next node; the top entry is walked first.
    var pending: [(nodes: [TemplateNode], next: Int)] = [(nodes, 0)]
    while !pending.isEmpty {
      let top = pending.count - 1
      let (sequence, index) = pending[top]
      guard index < sequence.count else {
        pending.removeLast()
        continue
      }
      pending[top].next = index + 1
      let node = sequence[index]
      switch visit(node) {
      case .visitChildren:
        for branch in node.branches.reversed() { pending.append((branch, 0)) }
      case .skipChildren:
        continue
      case .visit(let replacement):
        pending.append((replacement, 0))
      case .stop:
        return false
      }
    }
    return true
  }
}

extension TemplateNode {
  /// The branches of a group (an any-order group's parts), or none for a leaf.
  public var branches: [[TemplateNode]] {
    switch self {
    case .alternatives(let branches, _, _), .anyOrder(let branches, _): branches
    case .text, .slot, .applicationName, .rule: []
    }
  }
}

/// A walker that steps into the body of each rule a template uses, the first time it meets the
/// rule; a rule it does not know, or meets again, is passed over.
public protocol RuleFollowingWalker: TemplateWalker {
  /// The rules' bodies, by name.
  var rules: [String: Template] { get }
  /// The rules walked so far.
  var walkedRules: Set<String> { get set }
}

extension RuleFollowingWalker {
  /// Walks the rule's body in its place, the first time only.
  public mutating func visitRule(_ name: String, range: SourceRange) -> TemplateWalkAction {
    guard let body = rules[name], walkedRules.insert(name).inserted else { return .skipChildren }
    return .visit(body.nodes)
  }
}
