import DataFormats
import PhraseGrammar
import Router

/// Where a sentence template has a wildcard, which decides how hassil drops skip words for it.
///
/// hassil keeps skip words in a sentence tried against a template that is
/// only a wildcard, drops them only at the end for a template that starts
/// with a wildcard (so the wildcard keeps them), only at the start for one
/// that ends with a wildcard, and everywhere otherwise.
enum HassilTemplateShape: Hashable, Sendable {
  case wholeWildcard
  case startsWithWildcard
  case endsWithWildcard
  case other

  /// The shape of a template's top-level sequence, as hassil sees it.
  ///
  /// - Parameters:
  ///   - nodes: the template's top-level sequence.
  ///   - wildcardLists: the names of the lists that are wildcards for sentence shapes
  ///     (hassil looks at the global and fixture lists, not a block's own lists).
  init(_ nodes: [TemplateNode], wildcardLists: Set<String>) {
    var items = nodes
    while let first = items.first, case .text(let text, _) = first, text.allSatisfy(\.isWhitespace) {
      items.removeFirst()
    }
    while let last = items.last, case .text(let text, _) = last, text.allSatisfy(\.isWhitespace) {
      items.removeLast()
    }
    // A template that is one group is that group (hassil unwraps one level).
    if items.count == 1, case .alternatives(let branches, let isOptional, _) = items[0] {
      guard branches.count == 1, !isOptional else {
        self = .other
        return
      }
      items = branches[0]
    } else if items.count == 1, case .anyOrder = items[0] {
      self = .other
      return
    }
    func isWildcard(_ node: TemplateNode?) -> Bool {
      guard case .slot(let raw, _)? = node else { return false }
      return wildcardLists.contains(HassilSlotReference(raw).list)
    }
    if items.count == 1 && isWildcard(items.first) {
      self = .wholeWildcard
    } else if items.count > 1 && isWildcard(items.first) {
      self = .startsWithWildcard
    } else if items.count > 1 && isWildcard(items.last) {
      self = .endsWithWildcard
    } else {
      self = .other
    }
  }

  /// The `{…}` references written in a template, not looking into rules.
  static func listReferences(in nodes: [TemplateNode]) -> [String] {
    var result: [String] = []
    collectReferences(in: nodes, rules: [:], into: &result)
    return result
  }

  /// The `{…}` references of a template and of the rules it uses, in order, each once.
  static func collectReferences(
    in nodes: [TemplateNode], rules: [String: Template], into result: inout [String], depth: Int = 0
  ) {
    guard depth <= 16 else { return }
    var collector = ReferenceCollector(rules: rules, depth: depth, result: result)
    collector.walk(nodes)
    result = collector.result
  }

  /// Collects `{…}` references in order, each once, walking each rule's body where it is used.
  private struct ReferenceCollector: TemplateWalker {
    let rules: [String: Template]
    /// How many rule bodies deep the walk is; bodies past 16 deep are not walked.
    let depth: Int
    var result: [String]

    mutating func visitSlot(_ name: String, range: SourceRange) -> TemplateWalkAction {
      if !result.contains(name) { result.append(name) }
      return .visitChildren
    }

    mutating func visitRule(_ name: String, range: SourceRange) -> TemplateWalkAction {
      if let body = rules[name] {
        HassilTemplateShape.collectReferences(in: body.nodes, rules: rules, into: &result, depth: depth + 1)
      }
      return .skipChildren
    }
  }

  /// The number of literal text chunks hassil's parser makes of a template (for its sentence order).
  ///
  /// hassil cuts text into one chunk per word with the spaces after it (a
  /// leading space starts a chunk of its own), adds an empty chunk to every
  /// optional group and a space chunk on each side of every permutation part;
  /// rules are not looked into.
  static func chunkCount(of nodes: [TemplateNode]) -> Int {
    var counter = ChunkCounter()
    counter.walk(nodes)
    return counter.count
  }

  /// Counts hassil's text chunks: see ``chunkCount(of:)``.
  private struct ChunkCounter: TemplateWalker {
    var count = 0

    mutating func visitText(_ text: String, range: SourceRange) -> TemplateWalkAction {
      count += HassilTemplateShape.chunkCount(ofText: text)
      return .visitChildren
    }

    mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange)
      -> TemplateWalkAction
    {
      if isOptional { count += 1 }
      return .visitChildren
    }

    mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> TemplateWalkAction {
      count += 2 * parts.count
      return .visitChildren
    }
  }

  fileprivate static func chunkCount(ofText text: String) -> Int {
    let characters = Array(text)
    var count = 0
    var start = 0
    while start < characters.count {
      var index = start
      var separated = false
      while index < characters.count {
        let isSpace = characters[index] == " "
        if separated && !isSpace { break }
        if index > start && isSpace { separated = true }
        index += 1
      }
      count += 1
      start = index
    }
    return count
  }
}

/// Rewrites of hassil templates into forms the router's lowering reads the same way.
enum HassilTemplateRewrite {
  /// Spells out an optional space between two words (`lamp[ ]shade`) as both spellings,
  /// `(lampshade|lamp shade)`: hassil matches characters, so the words join when the space is left out.
  static func joiningOptionalSpaces(_ template: Template) -> Template {
    Template(text: template.text, nodes: rewrite(template.nodes))
  }

  fileprivate static func rewrite(_ nodes: [TemplateNode]) -> [TemplateNode] {
    var rewriter = OptionalSpaceRewriter()
    var result = nodes.map { rewriter.visit($0) }
    var index = 1
    while index + 1 < result.count {
      guard case .text(let left, let leftRange) = result[index - 1],
        case .alternatives(let branches, true, let groupRange) = result[index],
        case .text(let right, let rightRange) = result[index + 1],
        leftRange.upperBound == groupRange.lowerBound, groupRange.upperBound == rightRange.lowerBound,
        branches.allSatisfy({ $0.allSatisfy(isWhitespaceText) }),
        let last = left.last, isWordCharacter(last), let first = right.first, isWordCharacter(first)
      else {
        index += 1
        continue
      }
      let leftWord = String(left.reversed().prefix(while: isWordCharacter).reversed())
      let rightWord = String(right.prefix(while: isWordCharacter))
      let leftRest = String(left.dropLast(leftWord.count))
      let rightRest = String(right.dropFirst(rightWord.count))
      let start = SourceLocation(characterOffset: leftRange.upperBound.characterOffset - leftWord.count)
      let end = SourceLocation(characterOffset: rightRange.lowerBound.characterOffset + rightWord.count)
      var replacement: [TemplateNode] = []
      if !leftRest.isEmpty { replacement.append(.text(leftRest, leftRange.lowerBound..<start)) }
      replacement.append(
        .alternatives(
          [[.text(leftWord + rightWord, start..<end)], [.text(leftWord + " " + rightWord, start..<end)]],
          isOptional: false, start..<end))
      if !rightRest.isEmpty { replacement.append(.text(rightRest, end..<rightRange.upperBound)) }
      result.replaceSubrange((index - 1)...(index + 1), with: replacement)
      index += replacement.count - 1
    }
    return result
  }

  private static func isWhitespaceText(_ node: TemplateNode) -> Bool {
    if case .text(let text, _) = node { return text.allSatisfy(\.isWhitespace) }
    return false
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "'"
  }
}

/// Rewrites the branches of every group with ``HassilTemplateRewrite``; other nodes stay as they are.
private struct OptionalSpaceRewriter: TemplateVisitor {
  mutating func visitText(_ text: String, range: SourceRange) -> TemplateNode { .text(text, range) }
  mutating func visitSlot(_ name: String, range: SourceRange) -> TemplateNode { .slot(name, range) }
  mutating func visitApplicationName(range: SourceRange) -> TemplateNode { .applicationName(range) }
  mutating func visitRule(_ name: String, range: SourceRange) -> TemplateNode { .rule(name, range) }

  mutating func visitAlternatives(_ branches: [[TemplateNode]], isOptional: Bool, range: SourceRange)
    -> TemplateNode
  {
    .alternatives(branches.map(HassilTemplateRewrite.rewrite), isOptional: isOptional, range)
  }

  mutating func visitAnyOrder(_ parts: [[TemplateNode]], range: SourceRange) -> TemplateNode {
    .anyOrder(parts.map(HassilTemplateRewrite.rewrite), range)
  }
}
