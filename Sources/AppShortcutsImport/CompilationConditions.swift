import DataFormats
import PhraseGrammar
import Router

/// Evaluates `#if` conditions as one platform's Release build would, and finds a file's inactive code.
///
/// - `os(iOS)`, `os(watchOS)`, `os(macOS)` (`OSX`), `os(visionOS)` (`xrOS`): true for the platform;
///   `os(tvOS)`, `os(Linux)` and any other system false;
/// - `targetEnvironment(macCatalyst)`, `targetEnvironment(simulator)`: false (a device build);
/// - `canImport(M)`: false for an Apple framework the platform lacks (`UIKit` on macOS, `AppKit`
///   on iOS, `WatchKit` off watchOS…), true for any other module;
/// - `swift(>=x)`, `compiler(>=x)`: true (`<` false); `arch(…)`, `hasFeature(…)`,
///   `hasAttribute(…)`, `_runtime(_ObjC)`: true;
/// - `true`, `false`; any other flag (`DEBUG`) false, as in a Release build;
/// - `!`, `&&`, `||` and parentheses.
struct CompilationConditions: Hashable, Sendable {
  var platform: SwiftImportOptions.Platform

  /// The `#` keywords of conditional compilation.
  static let directives: Set<String> = ["#if", "#elseif", "#else", "#endif"]

  /// Apple frameworks that only some platforms have (iOS, watchOS, macOS, visionOS, tvOS).
  static let frameworks: [String: Set<String>] = [
    "UIKit": ["iOS", "watchOS", "visionOS", "tvOS"], "AppKit": ["macOS"], "Cocoa": ["macOS"],
    "WatchKit": ["watchOS"], "ClockKit": ["watchOS"], "ActivityKit": ["iOS"], "CarPlay": ["iOS"],
    "ARKit": ["iOS", "visionOS"], "MessageUI": ["iOS", "visionOS"], "WatchConnectivity": ["iOS", "watchOS"],
    "TVUIKit": ["tvOS"], "TVServices": ["tvOS"], "CompositorServices": ["visionOS"],
    "BackgroundTasks": ["iOS", "visionOS", "tvOS", "macOS"], "PencilKit": ["iOS", "visionOS", "macOS"],
  ]

  /// The system names `os(…)` is true for.
  var systemNames: Set<String> {
    switch platform {
    case .iOS: ["iOS"]
    case .watchOS: ["watchOS"]
    case .macOS: ["macOS", "OSX"]
    case .visionOS: ["visionOS", "xrOS"]
    }
  }

  /// The platform's name as `os(…)` writes it.
  var systemName: String {
    switch platform {
    case .iOS: "iOS"
    case .watchOS: "watchOS"
    case .macOS: "macOS"
    case .visionOS: "visionOS"
    }
  }

  /// The value of a condition's tokens, or nil when they are not a condition the importer reads.
  func evaluate(_ tokens: [SwiftToken]) -> Bool? {
    var parser = Parser(tokens: tokens, conditions: self)
    guard let value = parser.disjunction(depth: 0), parser.index == tokens.count else { return nil }
    return value
  }

  /// The value of a call `name(argument)` in a condition, or nil for a function the importer does not know.
  func call(_ name: String, _ argument: [SwiftToken]) -> Bool? {
    let words = argument.filter { $0.kind == .identifier }.map(\.text)
    switch name {
    case "os": return words.count == 1 && systemNames.contains(words[0])
    case "targetEnvironment": return false
    case "canImport":
      // `canImport(A.B, _version: 2)`: the module is the dotted name before a comma.
      let module = argument.prefix { !$0.isPunctuation(",") }.first { $0.kind == .identifier }?.text ?? ""
      return Self.frameworks[module].map { $0.contains(systemName) } ?? true
    case "swift", "compiler": return argument.first?.isPunctuation("<") != true
    case "_endian": return words != ["big"]
    case "arch", "hasFeature", "hasAttribute", "_runtime", "_pointerBitWidth", "_hasAtomicBitWidth": return true
    default: return nil
    }
  }

  /// A recursive-descent reader of a condition: `||` over `&&` over `!` and primaries.
  private struct Parser {
    let tokens: [SwiftToken]
    let conditions: CompilationConditions
    var index = 0

    /// The deepest nesting of parentheses and `!` read, so the stack stays bounded.
    static let depthLimit = 64

    func isPair(_ character: String) -> Bool {
      index + 1 < tokens.count && tokens[index].isPunctuation(character) && tokens[index + 1].isPunctuation(character)
    }

    mutating func disjunction(depth: Int) -> Bool? {
      guard var value = conjunction(depth: depth) else { return nil }
      while isPair("|") {
        index += 2
        guard let right = conjunction(depth: depth) else { return nil }
        value = value || right
      }
      return value
    }

    mutating func conjunction(depth: Int) -> Bool? {
      guard var value = unary(depth: depth) else { return nil }
      while isPair("&") {
        index += 2
        guard let right = unary(depth: depth) else { return nil }
        value = value && right
      }
      return value
    }

    mutating func unary(depth: Int) -> Bool? {
      guard depth < Self.depthLimit, index < tokens.count else { return nil }
      let token = tokens[index]
      if token.isPunctuation("!") {
        index += 1
        return unary(depth: depth + 1).map { !$0 }
      }
      if token.isPunctuation("(") {
        index += 1
        guard let value = disjunction(depth: depth + 1), index < tokens.count, tokens[index].isPunctuation(")")
        else { return nil }
        index += 1
        return value
      }
      guard token.kind == .identifier else { return nil }
      index += 1
      guard index < tokens.count, tokens[index].isPunctuation("(") else {
        return token.text == "true"
      }
      var level = 0
      let open = index
      while index < tokens.count {
        if tokens[index].isPunctuation("(") { level += 1 }
        if tokens[index].isPunctuation(")") {
          level -= 1
          if level == 0 { break }
        }
        index += 1
      }
      guard index < tokens.count else { return nil }
      index += 1
      return conditions.call(token.text, Array(tokens[(open + 1)..<(index - 1)]))
    }
  }
}

extension CompilationConditions {
  /// The character ranges of a file to blank out: every directive line and every inactive branch.
  ///
  /// An unterminated `#if` is reported, and the code after it is read as if it were active; a
  /// condition the importer cannot read is reported and taken as false.
  func blankedRanges(_ tokens: [SwiftToken]) -> (ranges: [Range<Int>], problems: [(line: Int, column: Int, message: String)])
  {
    struct Group {
      var token: SwiftToken
      /// Whether the code around the group is active.
      var outerActive: Bool
      var taken: Bool
      var active: Bool
      /// Where the current branch's code starts.
      var branchStart: Int
      /// How many inactive ranges were recorded before the group.
      var rangesBefore: Int
    }
    var directives: [Range<Int>] = []
    var ranges: [Range<Int>] = []
    var problems: [(line: Int, column: Int, message: String)] = []
    var groups: [Group] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      guard token.kind == .pound, Self.directives.contains(token.text) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < tokens.count && !tokens[end].startsLine { end += 1 }
      let condition = Array(tokens[(index + 1)..<end])
      let directive = token.start..<tokens[end - 1].end
      directives.append(directive)
      index = end
      func value() -> Bool {
        guard let value = evaluate(condition) else {
          let written = condition.map(\.text).joined(separator: " ")
          problems.append(
            (token.line, token.column, "cannot read the condition '\(written)' of '\(token.text)'; taken as false"))
          return false
        }
        return value
      }
      if token.text == "#if" {
        let outer = groups.last?.active ?? true
        let active = outer && value()
        groups.append(
          Group(
            token: token, outerActive: outer, taken: active, active: active, branchStart: directive.upperBound,
            rangesBefore: ranges.count))
        continue
      }
      guard var group = groups.popLast() else {
        problems.append((token.line, token.column, "'\(token.text)' without '#if'; ignored"))
        continue
      }
      if !group.active { ranges.append(group.branchStart..<directive.lowerBound) }
      if token.text == "#endif" { continue }
      let active = group.outerActive && !group.taken && (token.text == "#else" || value())
      group.taken = group.taken || active
      group.active = active
      group.branchStart = directive.upperBound
      groups.append(group)
    }
    if let outermost = groups.first {
      for group in groups {
        problems.append(
          (
            group.token.line, group.token.column,
            "unterminated '#if'; the code after it is read as if it were active"
          ))
      }
      // None of the code after the unterminated `#if` is blanked, only its directives.
      ranges.removeSubrange(outermost.rangesBefore...)
    }
    return (directives + ranges, problems)
  }
}
