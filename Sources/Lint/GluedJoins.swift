import DataFormats
import Generation
import PhraseGrammar
import Reports
import Router

/// A slot (or `{applicationName}`) written with no space before or after letters: `{area}s`, `l'{name}`.
struct GluedJoin: Hashable, Sendable {
  /// The parameter the slot names; nil for `{applicationName}`.
  var parameter: String?
  /// The letters (or the group or rule, as written) the slot touches.
  var text: String
  /// The letters themselves at the touching edge: `s` of `[s]`, or a rule body's.
  var edge: String
  /// Whether the letters come after the slot (`{area}s`) rather than before it (`l'{name}`).
  var textFollows: Bool
  /// Where in the template the slot is written, in characters; inside a rule, where the rule is referenced.
  var offset: Int
  /// The outermost rule the slot is written in, if any.
  var rule: String?

  /// The slot as written: `{name}` or `{applicationName}`.
  var slot: String { "{\(parameter ?? TemplateParser.applicationNameSlot)}" }
}

/// Finds the slots of a template that touch letters with no space between, as the compiler glues them.
///
/// Two neighbouring pieces glue when the one ends and the other begins with a
/// letter, digit or apostrophe of a script written with spaces, or with a slot
/// that reads a lexicon, the app's name or free text; a group or rule glues by
/// its branches' edges. Kana, kanji and Thai are read one character at a time,
/// so a slot next to them is not glued.
struct GluedJoinFinder {
  /// The parameters the template may name.
  var parameters: [TemplateParameter]
  /// The rules it may reference.
  var rules: [String: Template]
  private(set) var joins: [GluedJoin] = []
  /// The characters of the text being walked: the template's, or a rule body's.
  private var characters: [Character] = []
  /// The outermost rule being walked and where it is referenced.
  private var site: (rule: String, offset: Int)?
  /// The rules being walked, outermost first.
  private var ruleStack: [String] = []
  /// How deep rules may nest, as the compiler allows (`NestingTooDeep` past it).
  private static let ruleDepthLimit = 16

  init(parameters: [TemplateParameter], rules: [String: Template]) {
    self.parameters = parameters
    self.rules = rules
  }

  /// Every glued slot of a template, in the order written, each once.
  static func joins(in template: Template, parameters: [TemplateParameter], rules: [String: Template])
    -> [GluedJoin]
  {
    var finder = GluedJoinFinder(parameters: parameters, rules: rules)
    finder.characters = Array(template.text)
    finder.walk(template.nodes)
    var seen = Set<GluedJoin>()
    return finder.joins.filter { seen.insert($0).inserted }
  }

  // MARK: Walking

  private mutating func walk(_ nodes: [TemplateNode]) {
    for (index, node) in nodes.enumerated() {
      if index + 1 < nodes.count, node.range.upperBound == nodes[index + 1].range.lowerBound {
        pair(node, nodes[index + 1])
      }
      switch node {
      case .alternatives(let branches, _, _), .anyOrder(let branches, _):
        for branch in branches { walk(branch) }
      case .rule(let name, let range):
        withRule(name, at: range) { $0.walk($1.nodes) }
      case .text, .slot, .applicationName:
        break
      }
    }
  }

  /// Records the slots at the touching edges of two neighbouring pieces that meet letters.
  private mutating func pair(_ left: TemplateNode, _ right: TemplateNode) {
    if let letters = letters(at: right, last: false) {
      for slot in slots(at: left, last: true) { record(slot, letters, follows: true) }
    }
    if let letters = letters(at: left, last: true) {
      for slot in slots(at: right, last: false) { record(slot, letters, follows: false) }
    }
  }

  private mutating func record(_ slot: SlotPlace, _ letters: Letters, follows: Bool) {
    joins.append(
      GluedJoin(
        parameter: slot.parameter, text: letters.shown, edge: letters.edge, textFollows: follows,
        offset: slot.offset, rule: slot.rule))
  }

  /// Letters at a piece's edge: as written (`[s]`, `<suffix>`) and themselves (`s`).
  private struct Letters {
    var shown: String
    var edge: String
  }

  /// A slot at a piece's edge, placed where a finding points: at the slot, or at the outermost rule it is written in.
  private struct SlotPlace {
    var parameter: String?
    var offset: Int
    var rule: String?
  }

  private func place(_ parameter: String?, _ range: SourceRange) -> SlotPlace {
    SlotPlace(parameter: parameter, offset: site?.offset ?? range.lowerBound.characterOffset, rule: site?.rule)
  }

  // MARK: Edges

  /// The slots (that read glued words) a piece may begin with, or end with when `last`.
  private mutating func slots(at node: TemplateNode, last: Bool) -> [SlotPlace] {
    switch node {
    case .slot(let name, let range):
      guard let parameter = parameters.first(where: { $0.name == name }), Self.readsGluedWords(parameter.type.kind)
      else { return [] }
      return [place(name, range)]
    case .applicationName(let range):
      return [place(nil, range)]
    case .alternatives(let branches, _, _), .anyOrder(let branches, _):
      return branches.flatMap { branch in (last ? branch.last : branch.first).map { slots(at: $0, last: last) } ?? [] }
    case .rule(let name, let range):
      return withRule(name, at: range) { finder, body in
        (last ? body.nodes.last : body.nodes.first).map { finder.slots(at: $0, last: last) } ?? []
      } ?? []
    case .text:
      return []
    }
  }

  /// The letters a piece begins with (ends with when `last`) that would join a word: the run of
  /// such characters of a text, or the first branch's of a group or rule (shown as the whole
  /// group or `<rule>`).
  private mutating func letters(at node: TemplateNode, last: Bool) -> Letters? {
    switch node {
    case .text(let text, _):
      let run =
        last ? String(text.reversed().prefix(while: Self.joins).reversed()) : String(text.prefix(while: Self.joins))
      return run.isEmpty ? nil : Letters(shown: run, edge: run)
    case .alternatives(let branches, _, let range), .anyOrder(let branches, let range):
      for branch in branches {
        guard let edge = (last ? branch.last : branch.first), let letters = letters(at: edge, last: last) else {
          continue
        }
        return Letters(shown: written(range), edge: letters.edge)
      }
      return nil
    case .rule(let name, let range):
      let inside = withRule(name, at: range) { finder, body in
        (last ? body.nodes.last : body.nodes.first).flatMap { finder.letters(at: $0, last: last) }
      }
      return (inside ?? nil).map { Letters(shown: "<\(name)>", edge: $0.edge) }
    case .slot, .applicationName:
      return nil
    }
  }

  /// The template's characters a range covers.
  private func written(_ range: SourceRange) -> String {
    let lower = min(max(range.lowerBound.characterOffset, 0), characters.count)
    let upper = min(max(range.upperBound.characterOffset, lower), characters.count)
    return String(characters[lower..<upper])
  }

  /// Runs `body` inside a rule's body, reporting at the outermost rule's reference; nil for an
  /// unknown or recursive rule, or past the compiler's nesting limit.
  private mutating func withRule<Value>(
    _ name: String, at range: SourceRange, _ body: (inout Self, Template) -> Value
  ) -> Value? {
    guard let rule = rules[name], !ruleStack.contains(name), ruleStack.count < Self.ruleDepthLimit else { return nil }
    let outer = (site, characters)
    if site == nil { site = (name, range.lowerBound.characterOffset) }
    ruleStack.append(name)
    characters = Array(rule.text)
    defer {
      ruleStack.removeLast()
      (site, characters) = outer
    }
    return body(&self, rule)
  }

  // MARK: Characters and kinds

  /// Whether a character joins the word next to it: a letter, digit or apostrophe of a script written with spaces.
  static func joins(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch Normalizer.category(of: scalar) {
    case .letter, .digit, .apostrophe: return true
    default: return false
    }
  }

  /// Whether a slot of this kind reads words a glued word may begin or end inside: a lexicon's, the app's name,
  /// free text.
  static func readsGluedWords(_ kind: ValueKind) -> Bool {
    switch kind {
    case .applicationName, .lexicon, .text: true
    default: false
    }
  }
}

extension TemplateAutomaton {
  /// Whether some position reads a value glued inside a word for the parameter (by index; -1 for the app's name).
  func readsGluedValue(parameter: Int) -> Bool {
    symbols.indices.contains { position in
      guard case .gluedValue(let kind) = symbols[position] else { return false }
      return parameter < 0 ? kind == .applicationName : parameters[position] == parameter
    }
  }
}
