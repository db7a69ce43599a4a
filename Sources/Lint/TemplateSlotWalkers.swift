import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// Collects the names of the slots a template fills, those in the rules it uses included, or looks for one.
///
/// Each rule's body is walked once, so rules that refer to one another are walked no more than once each.
struct SlotNameCollector: RuleFollowingWalker {
  let rules: [String: Template]
  /// The names found.
  var names: Set<String>
  /// The rules walked so far, or not to walk.
  var walkedRules: Set<String>
  /// The one name looked for: the walk stops when it is found. `nil` collects every name.
  let target: String?

  init(rules: [String: Template], names: Set<String> = [], skipping visited: Set<String> = [], target: String? = nil) {
    self.rules = rules
    self.names = names
    walkedRules = visited
    self.target = target
  }

  /// Whether the nodes, or the rules they use (but not those skipped), have a slot with the name.
  static func contains(
    _ name: String, in nodes: [TemplateNode], rules: [String: Template], skipping visited: Set<String>
  ) -> Bool {
    var search = SlotNameCollector(rules: rules, skipping: visited, target: name)
    search.walk(nodes)
    return search.names.contains(name)
  }

  mutating func visitSlot(_ name: String, range: SourceRange) -> TemplateWalkAction {
    names.insert(name)
    return name == target ? .stop : .visitChildren
  }
}

/// Where a template first names a slot, written or through a rule: the slot's offset, or the rule reference's.
struct FirstSlotSearch: TemplateWalker {
  let name: String
  let rules: [String: Template]
  /// The character offset found first in the order written.
  var offset: Int?

  init(_ name: String, rules: [String: Template]) {
    self.name = name
    self.rules = rules
  }

  /// The offset of the first slot with the name, or of the first rule reference that holds one.
  static func offset(of name: String, in nodes: [TemplateNode], rules: [String: Template]) -> Int? {
    var search = FirstSlotSearch(name, rules: rules)
    search.walk(nodes)
    return search.offset
  }

  mutating func visitSlot(_ slot: String, range: SourceRange) -> TemplateWalkAction {
    guard slot == name else { return .visitChildren }
    offset = range.lowerBound.characterOffset
    return .stop
  }

  mutating func visitRule(_ rule: String, range: SourceRange) -> TemplateWalkAction {
    guard let body = rules[rule], SlotNameCollector.contains(name, in: body.nodes, rules: rules, skipping: [rule])
    else {
      return .skipChildren
    }
    offset = range.lowerBound.characterOffset
    return .stop
  }
}
