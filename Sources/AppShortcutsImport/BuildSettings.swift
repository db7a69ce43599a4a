import Foundation

/// The build settings of one target in one configuration, in Xcode's order, with `$(NAME)` references expanded.
///
/// Levels go from the most specific to the least: the target's configuration,
/// its `.xcconfig`, the project's configuration, the project's `.xcconfig`,
/// then built-in defaults. A setting's value is the first level's that has it;
/// `$(inherited)` in it is the value of the same setting at the levels below.
/// `$(NAME)`, `${NAME}` and `$NAME` are expanded recursively (a reference to a
/// setting being expanded is empty), with the modifiers `:lower`, `:upper`,
/// `:rfc1034identifier`, `:c99extidentifier`, `:identifier`, `:default=x`,
/// `:base`, `:file`, `:dir` and `:suffix`. An undefined setting is empty.
struct BuildSettings: Hashable, Sendable {
  /// Each level's settings, most specific first.
  var levels: [[String: String]]

  /// The most references one expansion follows; hostile settings cannot make it loop or grow without end.
  static let referenceLimit = 4096
  /// The longest value an expansion produces.
  static let lengthLimit = 65_536

  /// A setting's value, expanded; nil when no level sets it.
  func value(_ name: String) -> String? {
    var budget = Self.referenceLimit
    var visiting: Set<String> = []
    return value(name, from: 0, budget: &budget, visiting: &visiting)
  }

  /// Text with its references expanded.
  func expand(_ text: String) -> String {
    var budget = Self.referenceLimit
    var visiting: Set<String> = []
    return expand(text, setting: nil, level: 0, budget: &budget, visiting: &visiting)
  }

  private func value(_ name: String, from level: Int, budget: inout Int, visiting: inout Set<String>) -> String? {
    guard level < levels.count,
      let found = levels[level...].indices.first(where: { levels[$0][name] != nil }),
      let raw = levels[found][name]
    else { return nil }
    let key = "\(name)@\(found)"
    guard budget > 0, !visiting.contains(key) else { return "" }
    budget -= 1
    visiting.insert(key)
    defer { visiting.remove(key) }
    return expand(raw, setting: name, level: found, budget: &budget, visiting: &visiting)
  }

  /// Expands the references in `text`, the value of `setting` at `level` (for `$(inherited)`).
  private func expand(
    _ text: String, setting: String?, level: Int, budget: inout Int, visiting: inout Set<String>
  ) -> String {
    guard text.contains("$") else { return text }
    let characters = Array(text)
    var result = ""
    var index = 0
    while index < characters.count {
      guard result.utf8.count <= Self.lengthLimit else { break }
      let character = characters[index]
      guard character == "$", index + 1 < characters.count else {
        result.append(character)
        index += 1
        continue
      }
      let next = characters[index + 1]
      var reference: String
      if next == "(" || next == "{" {
        let close: Character = next == "(" ? ")" : "}"
        var depth = 0
        var end = index + 1
        while end < characters.count {
          if characters[end] == next { depth += 1 }
          if characters[end] == close {
            depth -= 1
            if depth == 0 { break }
          }
          end += 1
        }
        guard end < characters.count else {
          result.append(contentsOf: characters[index...])
          break
        }
        reference = expand(
          String(characters[(index + 2)..<end]), setting: setting, level: level, budget: &budget, visiting: &visiting)
        index = end + 1
      } else if next == "_" || (next.isASCII && next.isLetter) {
        var end = index + 1
        while end < characters.count, characters[end] == "_" || (characters[end].isASCII && characters[end].isLetter)
          || (characters[end].isASCII && characters[end].isNumber)
        {
          end += 1
        }
        reference = String(characters[(index + 1)..<end])
        index = end
      } else {
        result.append(character)
        index += 1
        continue
      }
      var parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      let name = parts.removeFirst().trimmingCharacters(in: .whitespaces)
      var value: String
      if name == "inherited" {
        value =
          setting.flatMap { self.value($0, from: level + 1, budget: &budget, visiting: &visiting) } ?? ""
      } else {
        value = self.value(name, from: 0, budget: &budget, visiting: &visiting) ?? ""
      }
      for modifier in parts { value = Self.apply(modifier, to: value) }
      result += value
    }
    return result.utf8.count > Self.lengthLimit ? String(result.prefix(Self.lengthLimit)) : result
  }

  /// A value with one modifier applied; an unknown modifier leaves it as it is.
  static func apply(_ modifier: String, to value: String) -> String {
    if modifier.hasPrefix("default=") { return value.isEmpty ? String(modifier.dropFirst("default=".count)) : value }
    switch modifier {
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    case "rfc1034identifier":
      return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
    case "c99extidentifier", "identifier":
      var identifier = String(
        value.map { ($0.isLetter || $0.isNumber || $0 == "_") && (modifier != "identifier" || $0.isASCII) ? $0 : "_" })
      if let first = identifier.first, first.isNumber { identifier = "_" + identifier }
      return identifier
    case "file": return (value as NSString).lastPathComponent
    case "dir": return (value as NSString).deletingLastPathComponent
    case "base": return ((value as NSString).lastPathComponent as NSString).deletingPathExtension
    case "suffix":
      let suffix = (value as NSString).pathExtension
      return suffix.isEmpty ? "" : "." + suffix
    default: return value
    }
  }
}

/// The conditions a build setting may be written under (`KEY[sdk=iphoneos*][config=Release]`), and
/// whether they hold when building an iOS app for a device in one configuration.
struct BuildSettingCondition: Hashable, Sendable {
  var sdk = "iphoneos"
  var arch = "arm64"
  var configuration = "Release"

  /// Splits a written key into the setting's name and whether its conditions hold; nil when they do not.
  ///
  /// `KEY` holds unconditionally (`conditional` false); `KEY[sdk=iphoneos*]` holds for iOS.
  func accepts(_ written: String) -> (name: String, conditional: Bool)? {
    guard let open = written.firstIndex(of: "[") else {
      return (written.trimmingCharacters(in: .whitespaces), false)
    }
    let name = written[..<open].trimmingCharacters(in: .whitespaces)
    var rest = written[open...]
    while let start = rest.firstIndex(of: "["), let end = rest.firstIndex(of: "]"), start < end {
      let condition = rest[rest.index(after: start)..<end]
      let parts = condition.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2 else { return nil }
      let actual: String
      switch parts[0] {
      case "sdk": actual = sdk
      case "arch": actual = arch
      case "config": actual = configuration
      default: actual = ""
      }
      guard Self.glob(parts[1], matches: actual) else { return nil }
      rest = rest[rest.index(after: end)...]
    }
    return (name, true)
  }

  /// Whether a pattern with `*` wildcards matches a text as a whole.
  static func glob(_ pattern: String, matches text: String) -> Bool {
    let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    guard pieces.count > 1 else { return pattern == text }
    guard text.hasPrefix(pieces[0]) else { return false }
    var rest = Substring(text.dropFirst(pieces[0].count))
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let range = rest.range(of: piece) else { return false }
      rest = rest[range.upperBound...]
    }
    let last = pieces[pieces.count - 1]
    return rest.count >= last.count && rest.hasSuffix(last)
  }

  /// One level of settings from assignments in order: a later assignment replaces an earlier one, and a
  /// conditional one that holds replaces the unconditional one.
  func level(_ assignments: [(key: String, value: String)]) -> [String: String] {
    var plain: [String: String] = [:]
    var conditional: [String: String] = [:]
    for (key, value) in assignments {
      guard let (name, isConditional) = accepts(key), !name.isEmpty else { continue }
      if isConditional { conditional[name] = value } else { plain[name] = value }
    }
    return plain.merging(conditional) { $1 }
  }
}
