import Foundation
import Testing

@testable import DataFormats
@testable import Router

/// Parses YAML, failing the test on a syntax error.
private func parseYAML(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONNode {
  do {
    return try YAMLParser.parse(text)
  } catch {
    Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    throw error
  }
}

/// The syntax error that parsing `text` as YAML throws, or `nil` when it parses.
private func yamlError(_ text: String) -> JSONSyntaxError? { syntaxError(YAMLParser.self, Array(text.utf8)) }

/// The syntax error that parsing `bytes` as YAML throws, or `nil` when it parses.
private func yamlError(_ bytes: [UInt8]) -> JSONSyntaxError? { syntaxError(YAMLParser.self, bytes) }

/// Every node of a tree, with every key location, in document order.
private func allLocations(_ root: JSONNode) -> [JSONLocation] {
  var locations: [JSONLocation] = []
  var pending = [root]
  while let node = pending.popLast() {
    locations.append(node.location)
    switch node.value {
    case .array(let elements): pending += elements.reversed()
    case .object(let object):
      for member in object.members.reversed() {
        locations.append(member.keyLocation)
        pending.append(member.value)
      }
    default: break
    }
  }
  return locations
}

@Suite("YAMLParser values")
struct YAMLParserValueTests {
  @Test(
    "each construct reads as its JSON equivalent",
    arguments: [
      // Block mappings and sequences, a sequence at its key's indentation, compact nesting.
      ("a: 1\nb:\n- x\n- y\nc: z\n", #"{"a": 1, "b": ["x", "y"], "c": "z"}"#),
      ("a:\n  b:\n    - c\n    - d: e\n      f: g\n", #"{"a": {"b": ["c", {"d": "e", "f": "g"}]}}"#),
      ("- a\n- - b\n  - c\n- d: 1\n  e: 2\n", #"["a", ["b", "c"], {"d": 1, "e": 2}]"#),
      ("key:\n  - a\n  -\n  - c\n", #"{"key": ["a", null, "c"]}"#),
      ("- a\n-\n  b\n- c: [1]\n", #"["a", "b", {"c": [1]}]"#),
      ("a:\n", #"{"a": null}"#),
      ("", "null"),
      ("# only a comment\n\n", "null"),
      // Flow collections, across lines, with comments and a trailing comma.
      (
        "a: [1, 2, [3]]\nb: {x: 1, 'y': \"2\", z: }\nc: [ ]\nd: {}\n",
        #"{"a": [1, 2, [3]], "b": {"x": 1, "y": "2", "z": null}, "c": [], "d": {}}"#
      ),
      ("a: [1,\n  2, # two\n  3,\n]\n", #"{"a": [1, 2, 3]}"#),
      ("{a: 1, b: [x, y]}\n", #"{"a": 1, "b": ["x", "y"]}"#),
      (#"{"a":1, "b" : [true,null]}"#, #"{"a": 1, "b": [true, null]}"#),
      ("a: [\"x\", 'y', z w, \"{name}\"]\n", #"{"a": ["x", "y", "z w", "{name}"]}"#),
      ("b: '[the] {name}'\nc: (on|off) [the] {name}\n", #"{"b": "[the] {name}", "c": "(on|off) [the] {name}"}"#),
      // Quoted scalars: escapes, '' in single quotes, folding.
      ("s: 'it''s'\n", #"{"s": "it's"}"#),
      (
        #"d: "a\tb\u00e9\x41\U0001F600\\\"\/\0\e\N\_\L\P\ \a\b\f\r\v\n""# + "\n",
        #"{"d": "a\tb\u00e9A\ud83d\ude00\\\"/\u0000\u001b\u0085\u00a0\u2028\u2029 \u0007\b\f\r\u000b\n"}"#
      ),
      ("f: \"folded\n  line\n\n  para\"\ng: 'one\n   two'\n", #"{"f": "folded line\npara", "g": "one two"}"#),
      ("h: \"esc \\\n   aped\"\n", #"{"h": "esc aped"}"#),
      ("x: \"\"\ny: ''\nz: \"a  \n  b\"\n", #"{"x": "", "y": "", "z": "a b"}"#),
      // Plain scalars: multi-line folding, comments, colons and indicators inside.
      (
        "p: plain text\n  continued here\n\n  new para\nq: x\n",
        #"{"p": "plain text continued here\nnew para", "q": "x"}"#
      ),
      ("a: b # comment\n# c\nc: d#no comment\n", #"{"a": "b", "c": "d#no comment"}"#),
      (
        "u: http://x.y/z?a=b#frag\nv: a:b\nw: -x\nx: ?y\ny: :z\n",
        #"{"u": "http://x.y/z?a=b#frag", "v": "a:b", "w": "-x", "x": "?y", "y": ":z"}"#
      ),
      ("- a\n  - b\n", #"["a - b"]"#),
      // Literal and folded block scalars, chomping and indentation indicators.
      ("l: |\n  one\n   two\n\n  three\n\nm: x\n", #"{"l": "one\n two\n\nthree\n", "m": "x"}"#),
      ("l: |-\n  one\n\nm: |+\n  two\n\n\nn: x\n", #"{"l": "one", "m": "two\n\n\n", "n": "x"}"#),
      ("n: >\n  a\n  b\n\n  c\n   more\n  d\no: x\n", #"{"n": "a b\nc\n more\nd\n", "o": "x"}"#),
      ("f: >-\n  a\n  b\ng: >+\n  c\n\n", #"{"f": "a b", "g": "c\n\n"}"#),
      ("i: |2\n    indented\n  base\n", #"{"i": "  indented\nbase\n"}"#),
      ("a: |\n\n  text after an empty line\n", #"{"a": "\ntext after an empty line\n"}"#),
      ("a: >\n  x\n\n\n  y\n", #"{"a": "x\n\ny\n"}"#),
      ("a: |\n  no final break", #"{"a": "no final break"}"#),
      ("a: |\nb: 1\n", #"{"a": "", "b": 1}"#),
      ("|\n \t\n", #""\t\n""#),
      ("a: |\n\n  \t x\n\n  \t\n", #"{"a": "\n\t x\n\n\t\n"}"#),
      // Documents, CRLF line ends, keys.
      ("---\na: b\n...\n", #"{"a": "b"}"#),
      ("--- text\n", #""text""#),
      ("--- |\n  literal\n", #""literal\n""#),
      ("a:\r\n  b: c\r\n  d: |\r\n    x\r\n    y\r\n", #"{"a": {"b": "c", "d": "x\ny\n"}}"#),
      (
        "\"k 1\": v\n'k:2': w\n1: one\ntrue: t\nnull: n\n",
        #"{"k 1": "v", "k:2": "w", "1": "one", "true": "t", "null": "n"}"#
      ),
      ("\u{FEFF}a: 1\n", #"{"a": 1}"#),
      ("\u{FEFF}# a comment first\na: 1\n", #"{"a": 1}"#),
      // Anchors and aliases.
      (
        "a: &x {k: v}\nb: *x\nc: &y [1, *x]\nd: *y\n",
        #"{"a": {"k": "v"}, "b": {"k": "v"}, "c": [1, {"k": "v"}], "d": [1, {"k": "v"}]}"#
      ),
      ("a: &x\n  k: v\nb: *x\n", #"{"a": {"k": "v"}, "b": {"k": "v"}}"#),
      ("- &s one\n- *s\n", #"["one", "one"]"#),
      ("a: &s\n- x\nb: *s\n", #"{"a": ["x"], "b": ["x"]}"#),
      ("{.inf: 1, 0x: 2, 1: 3}", #"{".inf": 1, "0x": 2, "1": 3}"#),
    ])
  func construct(yaml: String, json: String) throws {
    let expected = try JSONParser.parse(json)
    let node = try parseYAML(yaml)
    #expect(node.value.hasSameContent(as: expected.value), "\(node.value) is not \(expected.value)")
  }

  @Test(
    "plain scalars are typed by the core schema; numbers keep JSON number text",
    arguments: [
      ("0", #"0"#), ("-1", "-1"), ("+2", "2"), ("007", "7"), ("1.5", "1.5"), (".5", "0.5"), ("1.", "1.0"),
      ("1e3", "1e3"), ("-2.5E-2", "-2.5E-2"), ("0x1F", "31"), ("0o17", "15"), ("~", "null"), ("null", "null"),
      ("Null", "null"), ("NULL", "null"), ("true", "true"), ("False", "false"), ("TRUE", "true"),
      ("yes", #""yes""#), ("no", #""no""#), ("on", #""on""#), ("'1'", #""1""#), ("\"true\"", #""true""#),
      ("1_000", #""1_000""#), ("12:30", #""12:30""#), ("0x", #""0x""#), ("0xZ", #""0xZ""#), ("-a", #""-a""#),
      ("1e", #""1e""#), ("+", #""+""#), ("..5", #""..5""#), ("|\n  1\n", #""1\n""#),
    ])
  func schema(yaml: String, json: String) throws {
    let value = try parseYAML("v: " + yaml).value.objectValue?["v"]?.value
    let expected = try JSONParser.parse(json).value
    #expect(value.map { $0.hasSameContent(as: expected) } == true, "\(String(describing: value)) is not \(expected)")
  }

  @Test("numbers have their double and integer values")
  func numberValues() throws {
    let list = try #require(try parseYAML("[+2, 0x1F, 1., -0, 12345678901234567890]").value.arrayValue)
    let numbers = list.compactMap(\.value.numberValue)
    #expect(numbers.map(\.int) == [2, 31, nil, 0, nil])
    #expect(numbers.map(\.double) == [2, 31, 1, -0.0, 0x1.56a95319d63e1p+63])
  }

  @Test("an alias is located at its '*' and its nested values where the anchor's were written")
  func aliasLocations() throws {
    let root = try parseYAML("a: &x [1]\nb: *x\n")
    let alias = try #require(root.value.objectValue?["b"])
    #expect(alias.location == JSONLocation(offset: 13, line: 2, column: 4))
    #expect(alias.rawRange == 13..<15)
    #expect(alias.value.arrayValue?.first?.location == JSONLocation(offset: 7, line: 1, column: 8))
  }
}

@Suite("YAMLParser locations")
struct YAMLParserLocationTests {
  static let document = """
    # intents
    key: value
    list:
      - "q"
      - {a: 1, é: [x]}
    nested:
      deeper:
        "quoted key": 'v'
    block: |
      text
    👍🏽: plain
      folded
    """

  @Test("values and keys are located where they start, columns in characters")
  func locations() throws {
    let root = try parseYAML(Self.document)
    let object = try #require(root.value.objectValue)
    func place(_ location: JSONLocation?) -> [Int] { location.map { [$0.line, $0.column] } ?? [] }
    #expect(place(root.location) == [2, 1])
    #expect(place(object.member(named: "key")?.keyLocation) == [2, 1])
    #expect(place(object["key"]?.location) == [2, 6])
    let list = try #require(object["list"])
    #expect(place(list.location) == [4, 3])
    let elements = try #require(list.value.arrayValue)
    #expect(place(elements[0].location) == [4, 5])
    #expect(place(elements[1].location) == [5, 5])
    let flow = try #require(elements[1].value.objectValue)
    #expect(place(flow.member(named: "a")?.keyLocation) == [5, 6])
    #expect(place(flow["a"]?.location) == [5, 9])
    #expect(place(flow.member(named: "é")?.keyLocation) == [5, 12])
    #expect(place(flow["é"]?.location) == [5, 15])
    #expect(place(flow["é"]?.value.arrayValue?.first?.location) == [5, 16])
    let deeper = try #require(object["nested"]?.value.objectValue?["deeper"])
    #expect(place(deeper.location) == [8, 5])
    #expect(place(deeper.value.objectValue?.member(named: "quoted key")?.keyLocation) == [8, 5])
    #expect(place(deeper.value.objectValue?["quoted key"]?.location) == [8, 19])
    #expect(place(object["block"]?.location) == [9, 8])
    #expect(place(object.member(named: "👍🏽")?.keyLocation) == [11, 1])
    #expect(place(object["👍🏽"]?.location) == [11, 4])
    #expect(object["👍🏽"]?.value == .string("plain folded"))
  }

  @Test("every location is the one JSONParser.location(ofOffset:in:) computes for its offset")
  func locationsAgreeWithOffsets() throws {
    let bytes = Array(Self.document.utf8)
    let locations = allLocations(try YAMLParser.parse(bytes))
    #expect(locations.count == 22)
    for location in locations {
      #expect(JSONParser.location(ofOffset: location.offset, in: bytes) == location)
    }
  }

  @Test("raw ranges cover the value as written")
  func rawRanges() throws {
    let text = "a: [1, 2]\nb: \"q\"\nc:\n  - x\n"
    let bytes = Array(text.utf8)
    let object = try #require(try YAMLParser.parse(bytes).value.objectValue)
    func raw(_ key: String) -> String? {
      object[key].map { String(decoding: bytes[$0.rawRange], as: UTF8.self) }
    }
    #expect(raw("a") == "[1, 2]")
    #expect(raw("b") == "\"q\"")
    #expect(raw("c") == "- x")
    let nested = Array("x:\n  b:\n  c:\nz: 1\n".utf8)
    let value = try #require(try YAMLParser.parse(nested).value.objectValue?["x"])
    #expect(String(decoding: nested[value.rawRange], as: UTF8.self) == "b:\n  c:")
  }

  @Test("a value that is not written is null, located just after its indicator or anchor")
  func emptyValues() throws {
    let object = try #require(try parseYAML("a:\nb: &x\nc: [1, ]\nd: {e: }\n").value.objectValue)
    #expect(object["a"]?.location == JSONLocation(offset: 2, line: 1, column: 3))
    #expect(object["b"]?.location == JSONLocation(offset: 8, line: 2, column: 6))
    #expect(object["b"]?.value == .null)
  }

  @Test("the typed accessors and their diagnostics work on YAML")
  func treeDecoder() throws {
    let root = try parseYAML("name: 3\n")
    let node = try #require(root.value.objectValue?["name"])
    #expect(node.value.stringValue == nil)
    #expect(node.value.numberValue?.int == 3)
    #expect("\(node.location)" == "1:7")
  }
}

@Suite("YAMLParser errors")
struct YAMLParserErrorTests {
  @Test(
    "each problem is reported at the offending character",
    arguments: [
      ("a: 1\na: 2\n", 2, 1, "duplicate key 'a'"),
      ("a: {b: 1, b: 2}\n", 1, 11, "duplicate key 'b'"),
      ("a:\n\tb: 1\n", 2, 1, "tabs are not allowed in indentation"),
      ("a:\n  \tb: 1\n", 2, 3, "tabs are not allowed in indentation"),
      ("a:\n  b: 1\n c: 2\n", 3, 2, "bad indentation of a mapping entry"),
      ("- [a]\n  - b\n", 2, 3, "bad indentation of a sequence entry"),
      ("- a\nb: 1\n", 2, 1, "expected '-' to begin a sequence entry"),
      ("a: 1\n- b\n", 2, 1, "expected a mapping key, not a sequence entry"),
      ("a: 1\nb\n", 2, 2, "expected ':' after mapping key"),
      ("a: [1, 2\n", 1, 4, "unterminated flow sequence"),
      ("a: {b: 1\n", 1, 4, "unterminated flow mapping"),
      ("a: \"open\n", 1, 4, "unterminated string"),
      ("a: 'open\n", 1, 4, "unterminated string"),
      ("a: \"x\n---\n\"\n", 1, 4, "unterminated string"),
      ("x: *missing\n", 1, 4, "alias '*missing' names no anchor defined before it"),
      ("a: &x [*x]\n", 1, 8, "alias '*x' names no anchor defined before it"),
      ("? a\n: b\n", 1, 1, "complex mapping keys ('? ') are not supported"),
      ("a: !t b\n", 1, 4, "tags are not supported"),
      ("a: &x !t b\n", 1, 7, "tags are not supported"),
      ("---\na: 1\n---\nb: 2\n", 3, 1, "a second document is not supported"),
      ("a: 1\n...\nb: 2\n", 3, 1, "unexpected content after the document end marker '...'"),
      ("%YAML 1.2\n---\na\n", 1, 1, "directives are not supported"),
      ("a: b: c\n", 1, 5, "a block mapping cannot start on the line of its mapping key"),
      ("a: - b\n", 1, 4, "a block sequence cannot start on the line of its mapping key"),
      ("<<: {a: 1}\n", 1, 1, "merge keys ('<<') are not supported"),
      ("a: [b: c]\n", 1, 6, "mappings inside flow sequences are not supported"),
      ("[a]: b\n", 1, 1, "flow collections as mapping keys are not supported"),
      ("&k a: b\n", 1, 5, "a block mapping cannot start on the line of its mapping key"),
      ("*k : b\n", 1, 1, "alias '*k' names no anchor defined before it"),
      ("\"multi\n line\": v\n", 1, 1, "mapping keys must be on one line"),
      ("a: \"x\" y\n", 1, 8, "unexpected 'y' after value"),
      ("a: [1, 2]]\n", 1, 10, "unexpected ']' after value"),
      ("a: 1\n  b: 2\n", 2, 4, "unexpected ':' in a multi-line plain scalar"),
      ("&a &b x\n", 1, 4, "a value can have only one anchor"),
      ("&a\n&b\n&c x\n", 2, 1, "a value can have only one anchor"),
      ("[&a\n &b x]\n", 2, 2, "a value can have only one anchor"),
      ("a: & x\n", 1, 4, "expected an anchor name after '&'"),
      ("a: [1,,2]\n", 1, 7, "expected a value before ','"),
      ("a: {b: 1]\n", 1, 9, "expected ',' or '}' after flow mapping member"),
      ("a: {b: [1] c}\n", 1, 12, "expected ',' or '}' after flow mapping member"),
      ("a: [[1] 2]\n", 1, 9, "expected ',' or ']' after flow sequence element"),
      ("a: [- b]\n", 1, 5, "block sequence entries are not allowed in flow collections"),
      ("a: [|]\n", 1, 5, "block scalars are not allowed in flow collections"),
      ("a: @b\n", 1, 4, "'@' cannot start a plain scalar"),
      ("a: `b\n", 1, 4, "'`' cannot start a plain scalar"),
      ("a: \"\\q\"\n", 1, 5, "invalid escape '\\q'"),
      ("a: \"\\x4\"\n", 1, 5, "invalid escape '\\x4\"'; expected 2 hex digits"),
      ("a: \"\\ud800\"\n", 1, 5, "escape '\\ud800' is not a Unicode scalar"),
      ("a: |0\n  x\n", 1, 5, "the indentation indicator must be a digit from 1 to 9"),
      ("a: | x\n", 1, 6, "unexpected 'x' after block scalar indicator"),
      ("a: .inf\n", 1, 4, "'.inf' is not a finite number"),
      ("a: [-.Inf]\n", 1, 5, "'-.Inf' is not a finite number"),
      ("a: 0x10000000000000000\n", 1, 4, "integer '0x10000000000000000' is out of range"),
      ("a: \u{1}\n", 1, 4, "control character '\\u{1}'"),
      ("a: b\rc\n", 1, 5, "carriage return without a line feed"),
      (": b\n", 1, 1, "expected a mapping key before ':'"),
      ("é: [1,\n  2\n", 1, 4, "unterminated flow sequence"),
      ("{a\n b: 1}\n", 1, 2, "mapping keys must be on one line"),
    ] as [(String, Int, Int, String)])
  func problem(yaml: String, line: Int, column: Int, message: String) {
    let error = yamlError(yaml)
    #expect(error?.message == message, "\(yaml.debugDescription)")
    #expect(error.map { [$0.location.line, $0.location.column] } == [line, column], "\(yaml.debugDescription)")
    if let error {
      #expect(JSONParser.location(ofOffset: error.location.offset, in: Array(yaml.utf8)) == error.location)
    }
  }

  @Test("invalid UTF-8 is refused where it is")
  func invalidUTF8() {
    let error = yamlError(Array("a: '".utf8) + [0xFF] + Array("'\n".utf8))
    #expect(error?.message == "invalid UTF-8")
    #expect(error?.location == JSONLocation(offset: 4, line: 1, column: 5))
  }

  @Test("the description is in compiler style")
  func description() {
    #expect(yamlError("a: 1\na: 2\n")?.description == "2:1: error: duplicate key 'a'")
  }
}

@Suite("YAMLParser hostile input")
struct YAMLParserHostileTests {
  @Test("nesting is capped at maximumDepth, in block and flow collections alike")
  func depth() throws {
    let limit = YAMLParser.maximumDepth
    let flowAtLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(throws: Never.self) { try YAMLParser.parse(flowAtLimit) }
    let blockAtLimit = (0..<limit).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
    #expect(throws: Never.self) { try YAMLParser.parse(blockAtLimit) }
    let message = "nesting deeper than \(limit) levels"
    let cases = [
      String(repeating: "[", count: 100_000),
      String(repeating: "{a: ", count: 100_000),
      String(repeating: "- ", count: 100_000) + "x",
      (0...limit).map { String(repeating: " ", count: $0) + "k:\n" }.joined() + String(repeating: " ", count: limit + 1)
        + "v\n",
      String(repeating: "- ", count: limit / 2) + String(repeating: "[", count: limit / 2 + 1),
    ]
    for text in cases {
      #expect(yamlError(text)?.message == message, "\(text.prefix(20))")
    }
    #expect(yamlError(String(repeating: "[", count: limit + 1))?.location.column == limit + 1)
    #expect(yamlError(String(repeating: "&a\n", count: 100_000))?.message == "a value can have only one anchor")
  }

  @Test("a billion laughs is refused at the alias that goes over the limit")
  func billionLaughs() {
    var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in 1..<9 {
      let previous = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
      let name = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
      text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
    }
    let error = yamlError(text)
    #expect(error?.message == "aliases stand for more than \(YAMLParser.maximumAliasExpansion) values")
    #expect(error?.location.line == 6)
  }

  @Test("aliases that stand for fewer values than the limit are expanded")
  func aliasesWithinLimit() throws {
    let text = "a: &a [1, 2, 3]\nb: &b [*a, *a, *a]\nc: [*b, *b, *b]\n"
    let c = try #require(try parseYAML(text).value.objectValue?["c"]?.value.arrayValue)
    #expect(c.count == 3)
    #expect(c[2].value.arrayValue?[1].value.arrayValue?.count == 3)
  }

  @Test("long inputs of one construct parse in linear time")
  func longInputs() throws {
    let count = 20_000
    let flow = "[" + Array(repeating: "é", count: count).joined(separator: ", ") + "]"
    #expect(try parseYAML(flow).value.arrayValue?.count == count)
    let block = String(repeating: "- x\n", count: count)
    #expect(try parseYAML(block).value.arrayValue?.count == count)
    let plain = "a: " + String(repeating: "word\n  ", count: count) + "end\n"
    #expect(try parseYAML(plain).value.objectValue?["a"]?.value.stringValue?.count == 5 * count + 3)
  }
}

@Suite("YAMLParser on Home Assistant's intents")
struct YAMLParserCorpusTests {
  /// The repository's YAML beside the package, where the project's shared data lives (`../shared/data`).
  static let folder = packageRoot.appendingPathComponent("../shared/data/home-assistant/intents").standardized.path

  @Test(
    "every YAML file of the intents repository parses",
    .enabled(
      if: FileManager.default.fileExists(atPath: folder),
      "Home Assistant's intents repository is not at \(folder)"))
  func intentsRepository() throws {
    let enumerator = try #require(FileManager.default.enumerator(atPath: Self.folder))
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".yaml") { paths.append(path) }
    }
    paths.sort()
    #expect(paths.count > 2_000, "only \(paths.count) YAML files in \(Self.folder)")
    var parsed = 0
    for path in paths {
      let data = try #require(FileManager.default.contents(atPath: Self.folder + "/" + path))
      do {
        let root = try YAMLParser.parse([UInt8](data))
        #expect(root.value.objectValue != nil, "\(path): the root is not a mapping")
        parsed += 1
      } catch {
        Issue.record("\(path):\(error)")
      }
    }
    #expect(parsed == paths.count)
    print("parsed \(parsed) of \(paths.count) YAML files of \(Self.folder)")
  }
}
