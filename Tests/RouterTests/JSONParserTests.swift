import Testing

@testable import DataFormats
@testable import Router

/// Parses `text` and returns the root node, failing the test on a syntax error.
private func parse(
  _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> JSONNode {
  do {
    return try JSONParser.parse(text)
  } catch {
    Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    throw error
  }
}

/// The syntax error that parsing `bytes` as JSON throws, or `nil` when it parses.
private func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? { syntaxError(JSONParser.self, bytes) }

/// The syntax error that parsing `text` as JSON throws, or `nil` when it parses.
private func syntaxError(_ text: String) -> JSONSyntaxError? { syntaxError(JSONParser.self, Array(text.utf8)) }

@Suite("JSONParser values")
struct JSONParserValueTests {
  @Test("literals")
  func literals() throws {
    #expect(try parse("null").value == .null)
    #expect(try parse("true").value == .bool(true))
    #expect(try parse(" false ").value == .bool(false))
    let node = try parse("\n\t null")
    #expect(node.location == JSONLocation(offset: 3, line: 2, column: 3))
    #expect(node.rawRange == 3..<7)
  }

  @Test(
    "numbers keep their text and parse to double and int",
    arguments: [
      (text: "0", double: 0.0, int: 0 as Int?),
      (text: "-0", double: -0.0, int: 0),
      (text: "12", double: 12, int: 12),
      (text: "-12", double: -12, int: -12),
      (text: "12.5", double: 12.5, int: nil),
      (text: "12.0", double: 12, int: nil),
      (text: "1e3", double: 1000, int: nil),
      (text: "1E+2", double: 100, int: nil),
      (text: "-1.5e-3", double: -0.0015, int: nil),
      (text: "0.1", double: 0.1, int: nil),
      (text: "9223372036854775807", double: 0x1p63, int: Int.max),
      (text: "-9223372036854775808", double: -0x1p63, int: Int.min),
      (text: "9223372036854775808", double: 0x1p63, int: nil),
      (text: "1e400", double: .infinity, int: nil),
      (text: "-1e400", double: -.infinity, int: nil),
      (text: "1e-400", double: 0, int: nil),
    ])
  func numbers(text: String, double: Double, int: Int?) throws {
    let number = try #require(try parse(text).value.numberValue)
    #expect(number.text == text)
    #expect(number.double == double)
    #expect(number.double.sign == double.sign)
    #expect(number.int == int)
  }

  @Test(
    "strings decode escapes",
    arguments: [
      (json: #""""#, value: ""),
      (json: #""abc""#, value: "abc"),
      (json: #""\"\\\/\b\f\n\r\t""#, value: "\"\\/\u{8}\u{C}\n\r\t"),
      (json: #""\u00e9\u00C9""#, value: "éÉ"),
      (json: #""\u0000""#, value: "\u{0}"),
      (json: #""\ud83d\ude00""#, value: "😀"),
      (json: #""\uD83D\uDE00!""#, value: "😀!"),
      (json: #""é👍🏽🇫🇷 e\#u{301}""#, value: "é👍🏽🇫🇷 e\u{301}"),
      (json: #""a\u20acb\nc""#, value: "a€b\nc"),
      (json: #""/*not a comment*/""#, value: "/*not a comment*/"),
      (json: "\"\u{7F}\u{FFFF}\u{10FFFF}\"", value: "\u{7F}\u{FFFF}\u{10FFFF}"),
    ])
  func strings(json: String, value: String) throws {
    let node = try parse(json)
    #expect(node.value == .string(value))
    // Canonically equal strings compare equal in Swift; the scalars must match exactly.
    #expect(node.value.stringValue.map { Array($0.unicodeScalars) } == Array(value.unicodeScalars))
    #expect(node.rawRange == 0..<json.utf8.count)
  }

  @Test("arrays keep elements in order with their locations")
  func arrays() throws {
    #expect(try parse("[]").value == .array([]))
    #expect(try parse("[ \n ]").value == .array([]))
    let source = #"[1, "a", [true], {}]"#
    let elements = try #require(try parse(source).value.arrayValue)
    #expect(elements.map(\.value.kindName) == ["number", "string", "array", "object"])
    #expect(elements.map(\.location.column) == [2, 5, 10, 18])
    let bytes = Array(source.utf8)
    let raw = elements.map { String(decoding: bytes[$0.rawRange], as: UTF8.self) }
    #expect(raw == ["1", #""a""#, "[true]", "{}"])
    let inner = try #require(elements[2].value.arrayValue)
    #expect(inner.first?.value == .bool(true))
    #expect(inner.first?.location == JSONLocation(offset: 10, line: 1, column: 11))
  }

  @Test("objects keep members, key locations and duplicates in source order")
  func objects() throws {
    #expect(try parse("{}").value == .object(JSONObject()))
    let source = #"{"b": 1, "a": [null], "b": "two"}"#
    let root = try parse(source)
    let object = try #require(root.value.objectValue)
    #expect(object.keys == ["b", "a", "b"])
    #expect(object.members.map(\.keyLocation.column) == [2, 10, 23])
    #expect(object.members.map(\.value.location.column) == [7, 15, 28])
    #expect(object["b"]?.value.numberValue?.int == 1)
    #expect(object["a"]?.value.arrayValue?.first?.value == .null)
    #expect(object["missing"] == nil)
    #expect(object.member(named: "a")?.keyLocation == JSONLocation(offset: 9, line: 1, column: 10))
    #expect(object.duplicateMembers.map(\.value.value) == [.string("two")])
    #expect(root.rawRange == 0..<source.utf8.count)
  }

  @Test("escaped keys are decoded")
  func escapedKeys() throws {
    let object = try #require(try parse(#"{"a\u0020b": 1, "\"": 2}"#).value.objectValue)
    #expect(object.keys == ["a b", "\""])
  }

  @Test("a leading byte order mark is skipped and not counted as a column")
  func byteOrderMark() throws {
    let node = try parse("\u{FEFF}[1]")
    #expect(node.location == JSONLocation(offset: 3, line: 1, column: 1))
    #expect(node.value.arrayValue?.first?.location == JSONLocation(offset: 4, line: 1, column: 2))
  }

  @Test("hasSameContent ignores locations and compares number text")
  func sameContent() throws {
    let compact = try parse(#"{"a":[1,"x",{"b":null}],"a":true}"#).value
    let spaced = try parse("{\n  \"a\": [ 1, \"x\", { \"b\": null } ],\n  \"a\": true\n}").value
    #expect(compact != spaced)
    #expect(compact.hasSameContent(as: spaced))
    #expect(!(try parse("[1]").value.hasSameContent(as: try parse("[1.0]").value)))
    #expect(
      !(try parse(#"{"a":1,"b":2}"#).value.hasSameContent(as: try parse(#"{"b":2,"a":1}"#).value)))
    #expect(!(try parse("[1]").value.hasSameContent(as: try parse("[1, 2]").value)))
  }

  @Test(
    "JSONNumber(text:) accepts exactly the JSON number grammar",
    arguments: [
      ("0", true), ("-0", true), ("10", true), ("1.5", true), ("1e5", true), ("1E-5", true),
      ("-1.0e+10", true), ("01", false), ("+1", false), (".5", false), ("1.", false),
      ("1e", false), ("-", false), ("", false), ("1 ", false), ("0x10", false), ("NaN", false),
      ("inf", false),
    ])
  func numberText(text: String, isValid: Bool) {
    #expect((JSONNumber(text: text) != nil) == isValid)
  }

  @Test("JSONNumber initializers")
  func numberInitializers() {
    #expect(JSONNumber(12) == JSONNumber(text: "12", double: 12, int: 12))
    #expect(JSONNumber(12.0) == JSONNumber(text: "12", double: 12, int: 12))
    #expect(JSONNumber(0.25) == JSONNumber(text: "0.25", double: 0.25, int: nil))
    #expect(JSONNumber(Double.nan) == nil)
    #expect(JSONNumber(text: "1e2") == JSONNumber(text: "1e2", double: 100, int: nil))
  }
}

@Suite("JSONParser locations")
struct JSONParserLocationTests {
  @Test("values on several lines")
  func multiline() throws {
    let source = "{\n  \"a\": [1, \"x\"],\n  \"b\": null\n}"
    let object = try #require(try parse(source).value.objectValue)
    #expect(object.members[0].keyLocation == JSONLocation(offset: 4, line: 2, column: 3))
    let array = try #require(object["a"])
    #expect(array.location == JSONLocation(offset: 9, line: 2, column: 8))
    #expect(array.value.arrayValue?.map(\.location.column) == [9, 12])
    #expect(object["b"]?.location == JSONLocation(offset: 26, line: 3, column: 8))
  }

  @Test(
    "columns count characters, not bytes or scalars",
    arguments: [
      (source: #"{"é": 1}"#, offset: 7, column: 7),
      (source: "{\"e\u{301}\": 1}", offset: 8, column: 7),
      (source: #"["👍🏽", 2]"#, offset: 13, column: 7),
      (source: #"["🇫🇷", 2]"#, offset: 13, column: 7),
      (source: #"["日本語", 2]"#, offset: 14, column: 9),
      (source: #"["\u00e9", 2]"#, offset: 11, column: 12),
    ])
  func characterColumns(source: String, offset: Int, column: Int) throws {
    let root = try parse(source)
    let last =
      root.value.arrayValue?.last ?? root.value.objectValue?.members.last?.value
    #expect(last?.location == JSONLocation(offset: offset, line: 1, column: column))
  }

  @Test("\\r\\n is one line break")
  func crlf() throws {
    let elements = try #require(try parse("[1,\r\n 2,\r\n\r\n   3]").value.arrayValue)
    #expect(
      elements.map(\.location) == [
        JSONLocation(offset: 1, line: 1, column: 2),
        JSONLocation(offset: 6, line: 2, column: 2),
        JSONLocation(offset: 15, line: 4, column: 4),
      ])
  }

  @Test("JSONParser.location(ofOffset:in:) agrees with the parser")
  func locationOfOffset() throws {
    let source = "\u{FEFF}{\r\n \"é\": [\"👍🏽\", {\"k\": \"e\u{301}\"}, 3],\n\t\"z\": true\n}"
    let bytes = Array(source.utf8)
    var pending = [try JSONParser.parse(bytes)]
    var count = 0
    while let node = pending.popLast() {
      #expect(JSONParser.location(ofOffset: node.location.offset, in: bytes) == node.location)
      count += 1
      switch node.value {
      case .array(let elements): pending += elements
      case .object(let object):
        pending += object.members.map(\.value)
        for member in object.members {
          #expect(
            JSONParser.location(ofOffset: member.keyLocation.offset, in: bytes)
              == member.keyLocation)
        }
      default: break
      }
    }
    #expect(count == 7)
    #expect(
      JSONParser.location(ofOffset: bytes.count, in: bytes)
        == JSONLocation(offset: bytes.count, line: 4, column: 2))
  }
}

@Suite("JSONParser errors")
struct JSONParserErrorTests {
  @Test(
    "messages and locations",
    arguments: [
      (json: "", message: "unexpected end of input; expected a value", line: 1, column: 1),
      (json: "  \n ", message: "unexpected end of input; expected a value", line: 2, column: 2),
      (json: "\u{FEFF}", message: "unexpected end of input; expected a value", line: 1, column: 1),
      (json: "[1 2]", message: "expected ',' or ']' after array element", line: 1, column: 4),
      (json: #"{"a":1 "b":2}"#, message: "expected ',' or '}' after object member", line: 1, column: 8),
      (json: "[1,]", message: "trailing comma before ']'", line: 1, column: 3),
      (json: #"{"a":1,}"#, message: "trailing comma before '}'", line: 1, column: 7),
      (json: "[\n  1,\n]", message: "trailing comma before ']'", line: 2, column: 4),
      (json: #"["é",]"#, message: "trailing comma before ']'", line: 1, column: 5),
      (json: #""abc"#, message: "unterminated string", line: 1, column: 1),
      (json: "[\"abc\n\"]", message: "unterminated string", line: 1, column: 2),
      (json: #""abc\"#, message: "unterminated string", line: 1, column: 1),
      (json: #""abc\""#, message: "unterminated string", line: 1, column: 1),
      (json: #""a\qb""#, message: #"invalid escape '\q'"#, line: 1, column: 3),
      (json: #""é\x""#, message: #"invalid escape '\x'"#, line: 1, column: 3),
      (json: #""\é""#, message: #"invalid escape '\é'"#, line: 1, column: 2),
      (json: "\"a\u{1}b\"", message: "control character in string", line: 1, column: 3),
      (json: "\"a\tb\"", message: "control character in string", line: 1, column: 3),
      (json: "\"\\\u{0}\"", message: "control character in string", line: 1, column: 3),
      (json: "[x]", message: "unexpected character 'x'", line: 1, column: 2),
      (json: #"{"é": x}"#, message: "unexpected character 'x'", line: 1, column: 7),
      (json: #"["👍🏽", x]"#, message: "unexpected character 'x'", line: 1, column: 7),
      (json: "{\r\n  \"a\": x\r\n}", message: "unexpected character 'x'", line: 2, column: 8),
      (json: "[\u{7}]", message: #"unexpected character '\u{7}'"#, line: 1, column: 2),
      (json: "[\u{A0}1]", message: #"unexpected character '\u{A0}'"#, line: 1, column: 2),
      (json: "[é]", message: "unexpected character 'é'", line: 1, column: 2),
      (json: "[#]", message: "unexpected character '#'", line: 1, column: 2),
      (json: #"{"a" 1}"#, message: "expected ':' after object key", line: 1, column: 6),
      (json: "{a: 1}", message: "unquoted object key 'a'", line: 1, column: 2),
      (json: "{ key_1: 1}", message: "unquoted object key 'key_1'", line: 1, column: 3),
      (json: "{1: 2}", message: #"expected '"' to begin object key"#, line: 1, column: 2),
      (json: "{,}", message: #"expected '"' to begin object key"#, line: 1, column: 2),
      (json: #"{"a":1,,}"#, message: #"expected '"' to begin object key"#, line: 1, column: 8),
      (json: "{'a': 1}", message: "strings must use double quotes", line: 1, column: 2),
      (json: "['a']", message: "strings must use double quotes", line: 1, column: 2),
      (json: "[1] // note", message: "comments are not allowed in JSON", line: 1, column: 5),
      (json: "/* note */ 1", message: "comments are not allowed in JSON", line: 1, column: 1),
      (json: "[1, /* c */ 2]", message: "comments are not allowed in JSON", line: 1, column: 5),
      (json: "[1 // c\n]", message: "comments are not allowed in JSON", line: 1, column: 4),
      (json: "[1]/", message: "unexpected character '/' after top-level value", line: 1, column: 4),
      (json: "[NaN]", message: "invalid number 'NaN'", line: 1, column: 2),
      (json: "Infinity", message: "invalid number 'Infinity'", line: 1, column: 1),
      (json: "-Infinity", message: "invalid number '-Infinity'", line: 1, column: 1),
      (json: "[True]", message: "invalid literal 'True'; did you mean 'true'?", line: 1, column: 2),
      (json: "NULL", message: "invalid literal 'NULL'; did you mean 'null'?", line: 1, column: 1),
      (json: "tru", message: "invalid literal 'tru'; did you mean 'true'?", line: 1, column: 1),
      (json: "[fals]", message: "invalid literal 'fals'; did you mean 'false'?", line: 1, column: 2),
      (json: "[undefined]", message: "invalid literal 'undefined'", line: 1, column: 2),
      (json: "truex", message: "invalid literal 'truex'", line: 1, column: 1),
      (json: "01", message: "leading zeros are not allowed in numbers", line: 1, column: 1),
      (json: "[-012]", message: "leading zeros are not allowed in numbers", line: 1, column: 3),
      (json: "-", message: "expected a digit after '-'", line: 1, column: 2),
      (json: "[- 1]", message: "expected a digit after '-'", line: 1, column: 3),
      (json: "1.", message: "expected a digit after '.'", line: 1, column: 3),
      (json: "[1.e5]", message: "expected a digit after '.'", line: 1, column: 4),
      (json: "1e", message: "expected a digit in exponent", line: 1, column: 3),
      (json: "[1e+]", message: "expected a digit in exponent", line: 1, column: 5),
      (json: "+1", message: "numbers must not start with '+'", line: 1, column: 1),
      (json: "[.5]", message: "numbers must not start with '.'", line: 1, column: 2),
      (json: "[1] x", message: "unexpected character 'x' after top-level value", line: 1, column: 5),
      (json: "{}\n{}", message: "unexpected character '{' after top-level value", line: 2, column: 1),
      (json: "[1]]", message: "unexpected character ']' after top-level value", line: 1, column: 4),
      (
        json: "[1]\u{A0}", message: #"unexpected character '\u{A0}' after top-level value"#,
        line: 1, column: 4
      ),
      // An unterminated container is reported where the input stops, trailing white space aside.
      (json: "[", message: "unterminated array (opened at line 1, column 1)", line: 1, column: 2),
      (json: "[1, {\"a\": 1}", message: "unterminated array (opened at line 1, column 1)", line: 1, column: 13),
      (json: "  {\"a\": [1, 2]", message: "unterminated object (opened at line 1, column 3)", line: 1, column: 15),
      (json: #"{"a":"#, message: "unterminated object (opened at line 1, column 1)", line: 1, column: 6),
      (json: #"{"a""#, message: "unterminated object (opened at line 1, column 1)", line: 1, column: 5),
      (
        json: "{\"a\": [\n  1,\n  2  \n\n", message: "unterminated array (opened at line 1, column 7)", line: 3,
        column: 4
      ),
      (
        json: #"{"utterance": "log 12 ounces in Water""#, message: "unterminated object (opened at line 1, column 1)",
        line: 1, column: 39
      ),
      (json: "[,1]", message: "expected a value before ','", line: 1, column: 2),
      (json: "[1,,2]", message: "expected a value before ','", line: 1, column: 4),
      (json: #"{"a":}"#, message: "expected a value before '}'", line: 1, column: 6),
      (json: "]", message: "expected a value before ']'", line: 1, column: 1),
      (
        json: #""\u12""#, message: #"invalid unicode escape '\u12'; expected 4 hex digits"#,
        line: 1, column: 2
      ),
      (
        json: #""ab\uZZZZ""#, message: #"invalid unicode escape '\uZZZZ'; expected 4 hex digits"#,
        line: 1, column: 4
      ),
      (json: #""\u"#, message: #"invalid unicode escape '\u'; expected 4 hex digits"#, line: 1, column: 2),
    ])
  func messages(json: String, message: String, line: Int, column: Int) throws {
    let error = try #require(syntaxError(json))
    #expect(error.message == message)
    #expect(error.location.line == line)
    #expect(error.location.column == column)
    #expect(
      JSONParser.location(ofOffset: error.location.offset, in: Array(json.utf8)) == error.location)
  }

  @Test("the description is line:column: error: message")
  func description() throws {
    let error = try #require(syntaxError("[\n  1,\n]"))
    #expect(error.description == "2:4: error: trailing comma before ']'")
    #expect(error.location.offset == 5)
  }

  @Test(
    "unicode escapes with surrogates",
    arguments: [
      (json: #""\ud83d\ude00""#, value: "😀" as String?, message: nil as String?, column: 0),
      (json: #""\uDBFF\uDFFF""#, value: "\u{10FFFF}", message: nil, column: 0),
      (json: #""\ud83d""#, value: nil, message: #"unpaired surrogate '\ud83d'"#, column: 2),
      (json: #""\ude00""#, value: nil, message: #"unpaired surrogate '\ude00'"#, column: 2),
      (json: #""x\ud83dx""#, value: nil, message: #"unpaired surrogate '\ud83d'"#, column: 3),
      (json: #""\ud83d\u0041""#, value: nil, message: #"unpaired surrogate '\ud83d'"#, column: 2),
      (json: #""\uD83D\uD83D""#, value: nil, message: #"unpaired surrogate '\uD83D'"#, column: 2),
      (json: #""\ude00\ud83d""#, value: nil, message: #"unpaired surrogate '\ude00'"#, column: 2),
      (json: #""\ud83d\n""#, value: nil, message: #"unpaired surrogate '\ud83d'"#, column: 2),
      (
        json: #""\ud83d\uzzzz""#, value: nil,
        message: #"invalid unicode escape '\uzzzz'; expected 4 hex digits"#, column: 8
      ),
    ])
  func surrogates(json: String, value: String?, message: String?, column: Int) throws {
    if let value {
      #expect(try parse(json).value == .string(value))
    } else {
      let error = try #require(syntaxError(json))
      #expect(error.message == message)
      #expect(error.location.column == column)
    }
  }

  @Test(
    "invalid UTF-8 is reported where it starts",
    arguments: [
      (prefix: "", bad: [0xFF] as [UInt8], suffix: "", offset: 0, column: 1),
      (prefix: "[1, ", bad: [0xC3], suffix: "]", offset: 4, column: 5),
      (prefix: "\"a", bad: [0xFF], suffix: "b\"", offset: 2, column: 3),
      (prefix: "\"é", bad: [0x80], suffix: "\"", offset: 3, column: 3),
      (prefix: "\"", bad: [0xC0, 0x80], suffix: "\"", offset: 1, column: 2),
      (prefix: "\"", bad: [0xED, 0xA0, 0x80], suffix: "\"", offset: 1, column: 2),
      (prefix: "\"", bad: [0xF4, 0x90, 0x80, 0x80], suffix: "\"", offset: 1, column: 2),
      (prefix: "\"", bad: [0xE2, 0x82], suffix: "", offset: 1, column: 2),
      (prefix: "\"\\", bad: [0xE2, 0x82], suffix: "\"", offset: 2, column: 3),
      (prefix: "{\"a\":1 ", bad: [0xFE], suffix: "}", offset: 7, column: 8),
      (prefix: "{", bad: [0x80], suffix: "", offset: 1, column: 2),
      (prefix: "{\"a\"", bad: [0xF8], suffix: "", offset: 4, column: 5),
      (prefix: "[1]\n", bad: [0xC3, 0x28], suffix: "", offset: 4, column: 1),
    ])
  func invalidUTF8(prefix: String, bad: [UInt8], suffix: String, offset: Int, column: Int) throws {
    let bytes = Array(prefix.utf8) + bad + Array(suffix.utf8)
    let error = try #require(syntaxError(bytes))
    #expect(error.message == "invalid UTF-8")
    #expect(error.location.offset == offset)
    #expect(error.location.column == column)
  }

  @Test("valid multi-byte sequences of every length parse")
  func validUTF8() throws {
    let text = "\u{7F}\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFD}\u{10000}\u{10FFFF}"
    #expect(try parse("\"\(text)\"").value == .string(text))
  }
}

@Suite("JSONParser limits")
struct JSONParserLimitTests {
  @Test("512 levels of nesting parse")
  func maximumDepth() throws {
    let depth = JSONParser.maximumDepth
    var node = try parse(
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    var levels = 1
    while let first = node.value.arrayValue?.first {
      node = first
      levels += 1
    }
    #expect(levels == depth)
    let objects =
      String(repeating: #"{"a":"#, count: depth - 1) + "{}"
      + String(repeating: "}", count: depth - 1)
    #expect(try parse(objects).value.objectValue?.keys == ["a"])
  }

  @Test(
    "deeper nesting is an error at the first bracket too deep",
    arguments: [
      (open: "[", count: 513, column: 513),
      (open: "[", count: 100_000, column: 513),
      (open: #"{"a":"#, count: 513, column: 2561),
      (open: #"[{"a":"#, count: 50_000, column: 1537),
    ])
  func tooDeep(open: String, count: Int, column: Int) throws {
    let error = try #require(syntaxError(String(repeating: open, count: count)))
    #expect(error.message == "nesting deeper than 512 levels")
    #expect(error.location.line == 1)
    #expect(error.location.column == column)
  }

  @Test("a 1 MB string parses, and the next value is located after it")
  func largeString() throws {
    let content = String(repeating: "abcdefgh", count: 131_072)
    let elements = try #require(try parse("[\"\(content)\", 1]").value.arrayValue)
    #expect(elements.first?.value.stringValue?.utf8.count == 1 << 20)
    #expect(elements.last?.location.column == (1 << 20) + 6)

    let accented = String(repeating: "é\\n", count: 1 << 18)
    let error = try #require(syntaxError("[\"\(accented)\", x]"))
    #expect(error.message == "unexpected character 'x'")
    #expect(error.location.column == 3 * (1 << 18) + 6)
    let decoded = try #require(try parse("\"\(accented)\"").value.stringValue)
    #expect(decoded.unicodeScalars.count == 2 << 18)
  }

  @Test("a long array of small values parses")
  func longArray() throws {
    let source =
      "[" + Array(repeating: #"{"k":[1,"v"]}"#, count: 50_000).joined(separator: ",") + "]"
    let elements = try #require(try parse(source).value.arrayValue)
    #expect(elements.count == 50_000)
    #expect(elements.last?.location.column == 2 + 49_999 * 14)
  }
}

@Suite("JSONNode.sourceLocation(ofScalarOffset:in:)")
struct JSONNodeSourceLocationTests {
  static let source = #"{"t": "a\u00e9{x}\n😀\ud83d\ude00z"}"#

  @Test(
    "scalars of a string with escapes and multi-byte characters",
    arguments: [
      (k: 0, offset: 7, column: 8),
      (k: 1, offset: 8, column: 9),
      (k: 2, offset: 14, column: 15),
      (k: 3, offset: 15, column: 16),
      (k: 5, offset: 17, column: 18),
      (k: 6, offset: 19, column: 20),
      (k: 7, offset: 23, column: 21),
      (k: 8, offset: 35, column: 33),
      (k: 9, offset: 36, column: 34),
      (k: 100, offset: 36, column: 34),
      (k: -1, offset: 7, column: 8),
    ])
  func escapes(k: Int, offset: Int, column: Int) throws {
    let bytes = Array(Self.source.utf8)
    let node = try #require(try JSONParser.parse(bytes).value.objectValue?["t"])
    #expect(node.value == .string("aé{x}\n😀😀z"))
    #expect(
      node.sourceLocation(ofScalarOffset: k, in: bytes)
        == JSONLocation(offset: offset, line: 1, column: column))
  }

  @Test("scalars of a string without escapes, on a later line")
  func plain() throws {
    let bytes = Array("[\n \"e\u{301}{x\"]".utf8)
    let node = try #require(try JSONParser.parse(bytes).value.arrayValue?.first)
    #expect(node.location == JSONLocation(offset: 3, line: 2, column: 2))
    let locations = (0...4).map { node.sourceLocation(ofScalarOffset: $0, in: bytes) }
    #expect(locations.map(\.offset) == [4, 5, 7, 8, 9])
    #expect(locations.map(\.line) == [2, 2, 2, 2, 2])
    // The combining accent is inside the first character, so it shares its column.
    #expect(locations.map(\.column) == [3, 3, 4, 5, 6])
  }

  @Test("every scalar maps to the source bytes it was decoded from")
  func everyScalar() throws {
    let bytes = Array(#"["ab\tc\u0041\\d\"", "x"]"#.utf8)
    let node = try #require(try JSONParser.parse(bytes).value.arrayValue?.first)
    let scalars = Array(try #require(node.value.stringValue).unicodeScalars)
    let expected = ["a", "b", #"\t"#, "c", #"\u0041"#, #"\\"#, "d", #"\""#]
    #expect(scalars.count == expected.count)
    for (k, text) in expected.enumerated() {
      let start = node.sourceLocation(ofScalarOffset: k, in: bytes).offset
      #expect(String(decoding: bytes[start..<start + text.utf8.count], as: UTF8.self) == text)
    }
  }

  @Test("non-string nodes and foreign sources give the node's location")
  func fallbacks() throws {
    let bytes = Array(#"[1, "abc"]"#.utf8)
    let elements = try #require(try JSONParser.parse(bytes).value.arrayValue)
    #expect(elements[0].sourceLocation(ofScalarOffset: 1, in: bytes) == elements[0].location)
    #expect(elements[1].sourceLocation(ofScalarOffset: 1, in: []) == elements[1].location)
    let built = JSONNode(.string("abc"))
    #expect(built.sourceLocation(ofScalarOffset: 1, in: bytes) == .start)
  }
}

@Suite("JSONPath")
struct JSONPathTests {
  @Test(
    "rendering",
    arguments: [
      (path: JSONPath(), text: ""),
      (
        path: JSONPath().appending(key: "intents").appending(index: 0)
          .appending(key: "parameters").appending(index: 2).appending(key: "type"),
        text: "intents[0].parameters[2].type"
      ),
      (path: JSONPath([.index(3), .key("a")]), text: "[3].a"),
      (path: JSONPath([.key("a b"), .key("c")]), text: #"["a b"].c"#),
      (path: JSONPath([.key("x"), .key(#"a"b"#)]), text: #"x["a\"b"]"#),
      (path: JSONPath([.key("")]), text: #"[""]"#),
      (path: JSONPath([.key("1a")]), text: #"["1a"]"#),
      (path: JSONPath([.key("_ok9"), .key("Z")]), text: "_ok9.Z"),
      (path: JSONPath([.key("é")]), text: #"["é"]"#),
      (path: JSONPath([.key("a-b")]), text: #"["a-b"]"#),
    ])
  func rendering(path: JSONPath, text: String) {
    #expect(path.description == text)
  }

  @Test("mutating and non-mutating appends agree")
  func appending() {
    var path = JSONPath()
    #expect(path.isRoot)
    path.append(key: "a")
    path.append(index: 1)
    #expect(path == JSONPath().appending(key: "a").appending(index: 1))
    #expect(path.components == [.key("a"), .index(1)])
    #expect(!path.isRoot)
  }
}
