import Foundation
import Testing

@testable import DataFormats
@testable import Router

/// What Foundation's `JSONSerialization` reads from `text`, as an independent check.
private func foundationValue(_ text: String) throws -> Any {
  try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}

@Suite("JSONWriter")
struct JSONWriterTests {
  @Test(
    "number formatting",
    arguments: [
      (value: 0.0, text: "0"),
      (value: -0.0, text: "0"),
      (value: 12, text: "12"),
      (value: -12, text: "-12"),
      (value: 12.5, text: "12.5"),
      (value: 1e21, text: "1e+21"),
      (value: 1e-7, text: "1e-07"),
      (value: 0.1, text: "0.1"),
      (value: 236.5882365, text: "236.5882365"),
      (value: 1e15, text: "1000000000000000"),
      (value: 9_007_199_254_740_991, text: "9007199254740991"),
      (value: -9_007_199_254_740_991, text: "-9007199254740991"),
      (value: 9_007_199_254_740_992, text: "9007199254740992.0"),
      (value: -1e300, text: "-1e+300"),
      (value: .leastNonzeroMagnitude, text: "5e-324"),
      (value: .greatestFiniteMagnitude, text: "1.7976931348623157e+308"),
      (value: .infinity, text: "null"),
      (value: -.infinity, text: "null"),
      (value: .nan, text: "null"),
    ])
  func numbers(value: Double, text: String) throws {
    var writer = JSONWriter()
    writer.number(value)
    #expect(writer.text == text)
    // Every finite number reads back as the same double, in our parser and Foundation's.
    guard value.isFinite else { return }
    #expect(try JSONParser.parse(writer.bytes).value.numberValue?.double == value)
    #expect((try foundationValue(text) as? NSNumber)?.doubleValue == value)
  }

  @Test(
    "integers",
    arguments: [
      (value: 0, text: "0"), (value: 7, text: "7"), (value: -7, text: "-7"),
      (value: 1_000_000, text: "1000000"),
      (value: Int.max, text: "9223372036854775807"),
      (value: Int.min, text: "-9223372036854775808"),
    ])
  func integers(value: Int, text: String) throws {
    var writer = JSONWriter()
    writer.integer(value)
    #expect(writer.text == text)
    #expect(try JSONParser.parse(writer.bytes).value.numberValue?.int == value)
  }

  @Test(
    "string escaping",
    arguments: [
      (value: "", text: #""""#),
      (value: "plain", text: #""plain""#),
      (value: #"say "hi""#, text: #""say \"hi\"""#),
      (value: #"C:\dir"#, text: #""C:\\dir""#),
      (value: "a/b</script>", text: #""a/b</script>""#),
      (value: "line\nbreak\r\ttab", text: #""line\nbreak\r\ttab""#),
      (value: "\u{8}\u{C}", text: #""\b\f""#),
      (value: "\u{0}\u{1}\u{1F}", text: #""\u0000\u0001\u001f""#),
      (value: "\u{7F}", text: "\"\u{7F}\""),
      (value: "é e\u{301} 😀 🇫🇷 日本", text: "\"é e\u{301} 😀 🇫🇷 日本\""),
      (value: "\u{2028}\u{2029}", text: "\"\u{2028}\u{2029}\""),
      (value: "\"\"\\\\", text: #""\"\"\\\\""#),
    ])
  func escaping(value: String, text: String) throws {
    var writer = JSONWriter()
    writer.string(value)
    #expect(writer.text == text)
    let parsed = try #require(try JSONParser.parse(writer.bytes).value.stringValue)
    #expect(Array(parsed.unicodeScalars) == Array(value.unicodeScalars))
    #expect(try foundationValue(text) as? String == value)
  }

  @Test("commas, keys and nesting")
  func structure() {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("version")
    writer.integer(1)
    writer.key("empty")
    writer.beginArray()
    writer.endArray()
    writer.key("list")
    writer.beginArray()
    writer.bool(true)
    writer.null()
    writer.beginObject()
    writer.endObject()
    writer.beginArray()
    writer.number(0.5)
    writer.string("x")
    writer.endArray()
    writer.raw(#"{"pre":"encoded"}"#)
    writer.endArray()
    writer.key("a\"b")
    writer.bool(false)
    writer.endObject()
    #expect(writer.isComplete)
    #expect(
      writer.text
        == #"{"version":1,"empty":[],"list":[true,null,{},[0.5,"x"],{"pre":"encoded"}],"#
        + #""a\"b":false}"#
    )
  }

  @Test("top-level values are separated by newlines, for JSON Lines")
  func jsonLines() throws {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("line")
    writer.integer(1)
    writer.endObject()
    writer.newline()
    writer.beginObject()
    writer.key("line")
    writer.integer(2)
    writer.endObject()
    writer.integer(3)
    writer.newline()
    #expect(writer.text == "{\"line\":1}\n{\"line\":2}\n3\n")
    let lines = writer.text.split(separator: "\n").map(String.init)
    #expect(try lines.map { try JSONParser.parse($0).value.encoded() } == lines)
  }

  @Test("removeAll starts a new document")
  func reuse() {
    var writer = JSONWriter(capacity: 64)
    writer.beginArray()
    writer.integer(1)
    writer.removeAll()
    #expect(writer.bytes.isEmpty)
    writer.beginArray()
    writer.integer(2)
    writer.endArray()
    #expect(writer.text == "[2]")
    #expect(writer.isComplete)
  }

  @Test("strings are escaped byte for byte as RFC 8259 requires, whatever surrounds the escapes")
  func escapingEveryByte() {
    // The escape of each byte, spelled out independently of the writer.
    func escaped(_ byte: UInt8) -> String {
      switch byte {
      case UInt8(ascii: "\""): return "\\\""
      case UInt8(ascii: "\\"): return "\\\\"
      case 0x0A: return "\\n"
      case 0x0D: return "\\r"
      case 0x09: return "\\t"
      case 0x08: return "\\b"
      case 0x0C: return "\\f"
      case ..<0x20:
        let digits = Array("0123456789abcdef")
        return "\\u00" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
      default: return String(UnicodeScalar(byte))
      }
    }
    // Runs of plain bytes before, between and after escapes, of every length up to two words
    // of eight bytes (the writer scans eight bytes at a time), and runs that are not ASCII.
    var writer = JSONWriter()
    let plains = (0...17).map { String(repeating: "a", count: $0) } + ["plain words", "ünïcödé wörds"]
    for byte in UInt8(0)..<0x80 {
      for plain in plains {
        let text = plain + String(UnicodeScalar(byte)) + plain + String(UnicodeScalar(byte)) + "é"
        writer.removeAll()
        writer.string(text)
        let expected = "\"" + plain + escaped(byte) + plain + escaped(byte) + "é\""
        #expect(writer.text == expected, "byte \(byte)")
      }
    }
  }

  @Test("a writer grows from no capacity, and a reused one writes what a new one writes")
  func growthAndReuse() {
    let long = String(repeating: "word \"quoted\"\n", count: 500)
    var fresh = JSONWriter()
    fresh.beginObject()
    fresh.member("text", long)
    fresh.member("n", -1234567890)
    fresh.endObject()
    fresh.newline()
    var reused = JSONWriter(capacity: 8)
    for _ in 0..<3 {
      reused.removeAll()
      reused.beginObject()
      reused.member("text", long)
      reused.member("n", -1234567890)
      reused.endObject()
      reused.newline()
      #expect(reused.bytes == fresh.bytes)
      #expect(reused.withBytes { Array($0) } == Array(fresh.text.utf8))
    }
    var integers = JSONWriter()
    integers.array([0, 7, -7, 10, Int.max, Int.min]) { $0.integer($1) }
    #expect(integers.text == "[0,7,-7,10,\(Int.max),\(Int.min)]")
  }

  @Test("an unfinished document is not complete")
  func incomplete() {
    var writer = JSONWriter()
    writer.beginObject()
    #expect(!writer.isComplete)
    writer.key("a")
    #expect(!writer.isComplete)
    writer.integer(1)
    #expect(!writer.isComplete)
    writer.endObject()
    #expect(writer.isComplete)
    #expect(writer.text == #"{"a":1}"#)
  }

  @Test(
    "JSONValue round-trips through encoded() and the parser",
    arguments: [
      "null", "true", "false", "0", "-0", "1.0", "1E5", "-1.25e-3", "12345678901234567890",
      #""""#, #""é\n\u0000😀\"/\\""#, "[]", "{}", "[1,[2,[3,[]]],{}]",
      #"{"a":{"b":[null,true,"x"]},"a":1,"":""}"#,
      #"{"intents":[{"id":"LogWater","phrases":["<log> {amount}"],"score":0.97}]}"#,
    ])
  func roundTrip(json: String) throws {
    let original = try JSONParser.parse(json).value
    let encoded = original.encoded()
    #expect(encoded == json)
    #expect(try JSONParser.parse(encoded).value.hasSameContent(as: original))
    // Layout does not matter: the same document with whitespace encodes the same.
    let spaced = json.replacingOccurrences(of: ",", with: " ,\n ")
    if !json.contains("\"") {
      #expect(try JSONParser.parse(spaced).value.encoded() == json)
    }
  }

  @Test("values built in code encode and round-trip")
  func builtValues() throws {
    let value = JSONValue.object(
      JSONObject(members: [
        JSONMember("name", .string("Water \"Tracker\"")),
        JSONMember("count", .number(JSONNumber(3))),
        JSONMember("ratio", .number(JSONNumber(0.25) ?? JSONNumber(0))),
        JSONMember("bad", .number(JSONNumber(text: "01", double: 1, int: 1))),
        JSONMember("tags", .array([JSONNode(.string("a")), JSONNode(.null)])),
      ]))
    let text = value.encoded()
    #expect(
      text == #"{"name":"Water \"Tracker\"","count":3,"ratio":0.25,"bad":1,"tags":["a",null]}"#)
    let parsed = try JSONParser.parse(text).value
    #expect(parsed.objectValue?.keys == ["name", "count", "ratio", "bad", "tags"])
    #expect(parsed.objectValue?["name"]?.value == .string("Water \"Tracker\""))
  }

  @Test("sorted keys order by code point and keep duplicates in order")
  func sortedKeys() throws {
    let value = try JSONParser.parse(
      #"{"b":1,"a":{"z":[{"y":1,"x":2}],"é":0,"Z":0},"b":2,"a1":null}"#
    ).value
    #expect(
      value.encoded(sortedKeys: true)
        == #"{"a":{"Z":0,"z":[{"x":2,"y":1}],"é":0},"a1":null,"b":1,"b":2}"#)
  }

  @Test("deep values encode without recursion")
  func deepValue() throws {
    var value = JSONValue.null
    for _ in 0..<10_000 {
      value = .array([JSONNode(value)])
    }
    let text = value.encoded()
    #expect(
      text == String(repeating: "[", count: 10_000) + "null" + String(repeating: "]", count: 10_000)
    )
    #expect(value.hasSameContent(as: value))
    // Release the nested arrays one level at a time.
    while case .array(let elements) = value, let first = elements.first {
      value = first.value
    }
  }

  @Test("the writer's output matches Foundation's reading of the same records")
  func foundationAgreement() throws {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("utterance")
    writer.string("Log 12 oz of \"water\"\tin Water/é")
    writer.key("score")
    writer.number(0.93)
    writer.key("values")
    writer.beginArray()
    writer.integer(-3)
    writer.number(1e-7)
    writer.bool(true)
    writer.null()
    writer.endArray()
    writer.endObject()
    let object = try #require(try foundationValue(writer.text) as? [String: Any])
    #expect(object["utterance"] as? String == "Log 12 oz of \"water\"\tin Water/é")
    #expect((object["score"] as? NSNumber)?.doubleValue == 0.93)
    let values = try #require(object["values"] as? [Any])
    #expect((values[0] as? NSNumber)?.intValue == -3)
    #expect((values[1] as? NSNumber)?.doubleValue == 1e-7)
    #expect(values[3] is NSNull)
  }
}
