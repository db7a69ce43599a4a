import Foundation
import PhraseGrammar

/// A build configuration file (`.xcconfig`): `KEY = value` lines, `KEY[sdk=iphoneos*] = value` conditional
/// settings, `#include "other.xcconfig"` (and `#include?`, which may be missing) relative to the file, and
/// `//` comments.
///
/// `$(inherited)` in a setting assigned before in the same file, or in a file it includes, is that earlier
/// value, as Xcode reads it; otherwise it stays, for the level below.
enum XCConfig {
  /// Includes nested deeper than this are not followed.
  static let includeLimit = 16

  /// The settings of a file and the files it includes, as one level.
  ///
  /// - Parameters:
  ///   - path: The `.xcconfig` file.
  ///   - condition: The conditions under which conditional settings hold.
  /// - Returns: The settings, and a warning for each line that is not one and each include that cannot be read.
  static func settings(_ path: String, condition: BuildSettingCondition) -> ([String: String], [Diagnostic]) {
    var reader = Reader()
    reader.read(path, depth: 0, includedFrom: nil)
    return (condition.level(reader.assignments), reader.diagnostics)
  }

  /// The lines of one file: its assignments and includes, in order.
  enum Line: Hashable, Sendable {
    case assignment(key: String, value: String)
    case include(path: String, optional: Bool, column: Int)
    case blank
    case notUnderstood(column: Int)
  }

  /// One line of an `.xcconfig` file, its comment removed.
  static func parse(_ line: Substring) -> Line {
    var text = line
    if let comment = text.range(of: "//") { text = text[..<comment.lowerBound] }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let column = (line.firstIndex { $0 != " " && $0 != "\t" }).map { line.distance(from: line.startIndex, to: $0) + 1 }
    guard !trimmed.isEmpty else { return .blank }
    if trimmed.hasPrefix("#include") {
      var rest = trimmed.dropFirst("#include".count)
      let optional = rest.first == "?"
      if optional { rest = rest.dropFirst() }
      let quoted = rest.trimmingCharacters(in: .whitespaces)
      guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else {
        return .notUnderstood(column: column ?? 1)
      }
      return .include(path: String(quoted.dropFirst().dropLast()), optional: optional, column: column ?? 1)
    }
    // The `=` of the assignment, not one in a condition (`KEY[sdk=iphoneos*]`).
    var depth = 0
    var found: String.Index?
    for index in trimmed.indices {
      switch trimmed[index] {
      case "[": depth += 1
      case "]": depth -= 1
      case "=" where depth == 0: found = index
      default: continue
      }
      if found != nil { break }
    }
    guard let equals = found else { return .notUnderstood(column: column ?? 1) }
    let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
    var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
    if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
    let name = key.split(separator: "[").first.map(String.init) ?? ""
    guard let first = name.first, first == "_" || (first.isASCII && first.isLetter),
      name.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) })
    else { return .notUnderstood(column: column ?? 1) }
    return .assignment(key: key, value: value)
  }

  private struct Reader {
    var assignments: [(key: String, value: String)] = []
    var diagnostics: [Diagnostic] = []
    var reading: [String] = []

    mutating func read(_ path: String, depth: Int, includedFrom: FileLocation?) {
      let text: String
      do {
        text = try ImportFiles.text(path)
      } catch {
        let place = includedFrom ?? FileLocation(file: path, line: 1, column: 1)
        diagnostics.append(.warning("build configuration file '\(path)' cannot be read; its settings are ignored", at: place))
        return
      }
      reading.append(path)
      defer { reading.removeLast() }
      for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = line.hasSuffix("\r") ? line.dropLast() : line
        switch XCConfig.parse(line) {
        case .blank: continue
        case .assignment(let key, var value):
          if let earlier = assignments.last(where: { $0.key == key })?.value {
            value = value.replacingOccurrences(of: "$(inherited)", with: earlier)
              .replacingOccurrences(of: "${inherited}", with: earlier)
          }
          assignments.append((key, value))
        case .include(let included, let optional, let column):
          let place = FileLocation(file: path, line: offset + 1, column: column)
          let folder = (path as NSString).deletingLastPathComponent
          let full = included.hasPrefix("/") ? included : (folder.isEmpty ? included : folder + "/" + included)
          guard !reading.contains(full), depth < XCConfig.includeLimit else {
            diagnostics.append(.warning("'\(included)' includes itself; not read again", at: place))
            continue
          }
          if optional && !FileManager.default.fileExists(atPath: full) { continue }
          read(full, depth: depth + 1, includedFrom: place)
        case .notUnderstood(let column):
          diagnostics.append(
            .warning(
              "not a build setting ('KEY = value') or '#include \"file\"'; skipped",
              at: FileLocation(file: path, line: offset + 1, column: column)))
        }
      }
    }
  }
}
