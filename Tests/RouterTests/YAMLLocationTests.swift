import Foundation
import Testing

@testable import DataFormats
@testable import Router

@Suite("YAML: where a character of a scalar was written")
struct YAMLLocationTests {
  /// The line and column of the first `(` of the value of key `t`, as YAML places it and as JSON's rules would.
  static func places(_ yaml: String) throws -> (yaml: [Int], json: [Int], value: String) {
    let source = Array(yaml.utf8)
    let root = try YAMLParser.parse(source)
    let node = try #require(root.value.objectValue?["t"])
    let value = try #require(node.value.stringValue)
    let index = try #require(value.unicodeScalars.firstIndex(of: "("))
    let offset = value.unicodeScalars.distance(from: value.unicodeScalars.startIndex, to: index)
    let place = node.yamlSourceLocation(ofScalarOffset: offset, in: source)
    let json = node.sourceLocation(ofScalarOffset: offset, in: source)
    return ([place.line, place.column], [json.line, json.column], value)
  }

  @Test(
    "plain, single-quoted, double-quoted and block scalars place each character on its own line and column",
    arguments: [
      ("t: turn (on\n", "turn (on", [1, 9]),
      ("t: turn\n  on\n\n  (off\n", "turn on\n(off", [4, 3]),
      ("t: 'it''s (on'\n", "it's (on", [1, 11]),
      ("t: 'turn\n   on (x'\n", "turn on (x", [2, 7]),
      ("t: \"\\x41\\_(x\"\n", "A\u{A0}(x", [1, 11]),
      ("t: \"\\U0001F600 \\e(x\"\n", "\u{1F600} \u{1B}(x", [1, 18]),
      ("t: \"turn\n  on (x\"\n", "turn on (x", [2, 6]),
      ("t: \"turn \\\n  (on\"\n", "turn (on", [2, 3]),
      ("t: |\n  turn\n  (on\n", "turn\n(on\n", [3, 3]),
      ("t: >\n  turn\n  on\n\n  (off\n", "turn on\n(off\n", [5, 3]),
      ("t: >-\n    turn\n    (on\n", "turn (on", [3, 5]),
      ("t: |2\n   x(\n", " x(\n", [2, 5]),
      ("t: |+\n  a (\n\n\n", "a (\n\n\n", [2, 5]),
      ("t:  # comment\n  \"a (b\"\n", "a (b", [2, 6]),
      ("t: [\"x\", \"é (\"]\n", "", [0, 0]),
    ])
  func places(yaml: String, value: String, expected: [Int]) throws {
    guard !value.isEmpty else {
      // Not a string node: its own location.
      let source = Array(yaml.utf8)
      let node = try #require(try YAMLParser.parse(source).value.objectValue?["t"])
      let place = node.yamlSourceLocation(ofScalarOffset: 3, in: source)
      #expect([place.line, place.column] == [1, 4] as [Int])
      return
    }
    let result = try Self.places(yaml)
    #expect(result.value == value)
    #expect(result.yaml == expected)
  }

  @Test("JSON's rules misplace YAML-only escapes and folded lines, which the YAML rules place")
  func jsonRulesDiffer() throws {
    #expect(try Self.places("t: \"\\x41\\_(x\"\n").json != [1, 11])
    #expect(try Self.places("t: 'turn\n   on (x'\n").json != [2, 7])
    #expect(try Self.places("t: |\n  turn\n  (on\n").json != [3, 3])
  }

  @Test("offsets past the end give the scalar's last character; a source that does not hold the node, its start")
  func edges() throws {
    let source = Array("t: 'ab'\n".utf8)
    let node = try #require(try YAMLParser.parse(source).value.objectValue?["t"])
    let end = node.yamlSourceLocation(ofScalarOffset: 99, in: source)
    #expect([end.line, end.column] == [1, 6] as [Int])
    let other = node.yamlSourceLocation(ofScalarOffset: 1, in: Array("t: 'xy'\n".utf8))
    #expect([other.line, other.column] == [1, 4] as [Int])
  }

  /// Every string node of a tree, with its value.
  static func strings(_ node: JSONNode, into found: inout [JSONNode]) {
    switch node.value {
    case .string: found.append(node)
    case .array(let elements): for element in elements { strings(element, into: &found) }
    case .object(let object):
      for member in object.members { strings(member.value, into: &found) }
    default: break
    }
  }

  @Test("in every YAML file of the intents repository, every character of every string is placed where it was written")
  func intentsRepository() throws {
    let folder = packageRoot.appendingPathComponent("Corpora/home-assistant/intents").path
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".yaml") { files.append(path) }
    }
    #expect(files.count > 2_000, "only \(files.count) YAML files in \(folder)")
    var placed = 0
    var misplaced: [String] = []
    for file in files.sorted() {
      let source = [UInt8](try #require(FileManager.default.contents(atPath: folder + "/" + file)))
      var nodes: [JSONNode] = []
      Self.strings(try YAMLParser.parse(source), into: &nodes)
      for node in nodes {
        guard case .string(let text) = node.value, !text.isEmpty else { continue }
        let offsets = try #require(
          YAMLScalarOffsets(bytes: source, range: node.rawRange).offsets(matching: text), "\(file):\(node.location)")
        for (scalar, offset) in zip(text.unicodeScalars, offsets) {
          // A character is where it was written, or is what a fold, an escape, '' or a final break became.
          let written = String(decoding: source[offset...].prefix(4), as: UTF8.self).unicodeScalars.first
          let folded = scalar == " " || scalar == "\n"
          let escaped = source[offset] == UInt8(ascii: "\\") || source[offset] == UInt8(ascii: "'")
          if written == scalar || folded || escaped {
            placed += 1
          } else if misplaced.count < 5 {
            misplaced.append("\(file):\(node.location): '\(scalar)' of \(text.debugDescription) at byte \(offset)")
          }
        }
      }
      // The location is the line and column of the offset.
      if let node = nodes.last, case .string(let text) = node.value, !text.isEmpty {
        let place = node.yamlSourceLocation(ofScalarOffset: 0, in: source)
        #expect(place == JSONParser.location(ofOffset: place.offset, in: source))
        #expect(place.offset >= node.rawRange.lowerBound && place.offset < node.rawRange.upperBound)
      }
    }
    #expect(misplaced.isEmpty, "\(misplaced)")
    #expect(placed > 900_000)
  }
}
