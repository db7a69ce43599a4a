import Testing

@testable import AppShortcutsImport
@testable import Evaluation
@testable import Router

@Suite("Swift scanner")
struct SwiftScannerTests {
  /// A string literal's segments as text: interpolations as `⟨source⟩`.
  static func rendered(_ literal: SwiftStringLiteral?) -> String {
    guard let literal else { return "<none>" }
    return literal.segments.map { segment in
      switch segment {
      case .text(let text): text
      case .interpolation(let interpolation): "⟨\(interpolation.source)⟩"
      }
    }.joined()
  }

  static let literals: [(source: String, expected: String)] = [
    (#""Log water""#, "Log water"),
    (#""Tab\tquote \" backslash \\ \u{1F4A7} end""#, "Tab\tquote \" backslash \\ 💧 end"),
    (#""Log \(.applicationName)""#, "Log ⟨.applicationName⟩"),
    (#""Log \(\.$drink) in \(.applicationName)""#, "Log ⟨\\.$drink⟩ in ⟨.applicationName⟩"),
    (#""a \(f(g(1), ")") + "x") b""#, #"a ⟨f(g(1), ")") + "x"⟩ b"#),
    (#""nested \("inner \("deep")") done""#, #"nested ⟨"inner \("deep")"⟩ done"#),
    (##"#"Raw \(.applicationName) and \#(.applicationName)"#"##, "Raw \\(.applicationName) and ⟨.applicationName⟩"),
    (###"##"Two "#" \#(x) \##(.applicationName)"##"###, "Two \"#\" \\#(x) ⟨.applicationName⟩"),
    (
      "\"\"\"\n    Start a timer\n      indented \\(.applicationName)\n    \"\"\"",
      "Start a timer\n  indented ⟨.applicationName⟩"
    ),
    ("\"\"\"\n  one \\\n  two\n  \"\"\"", "one two"),
    ("#\"\"\"\n  raw \\n \\#(.applicationName)\n  \"\"\"#", "raw \\n ⟨.applicationName⟩"),
  ]

  @Test("decodes string literals: escapes, interpolations, multi-line and raw", arguments: literals)
  func literal(_ test: (source: String, expected: String)) {
    let (tokens, problems) = SwiftScanner.tokens(of: test.source)
    #expect(problems.isEmpty)
    #expect(tokens.count == 1)
    #expect(Self.rendered(tokens.first?.literal) == test.expected)
  }

  @Test("skips line, block and nested block comments, and keeps places")
  func comments() {
    let source = """
      // AppShortcut(intent: Hidden())
      /* outer /* inner "not a string */ still comment */ let
      x = "é" /* tail */ + 1_000.5
      """
    let (tokens, problems) = SwiftScanner.tokens(of: source)
    #expect(problems.isEmpty)
    #expect(tokens.map(\.text) == ["let", "x", "=", "\"é\"", "+", "1_000.5"])
    #expect(tokens.map(\.line) == [2, 3, 3, 3, 3, 3])
    #expect(tokens.map(\.column) == [53, 1, 3, 5, 20, 22])
    #expect(tokens.map(\.startsLine) == [true, true, false, false, false, false])
  }

  @Test("reads attributes, key paths, backticks and dollar identifiers")
  func tokens() {
    let (tokens, _) = SwiftScanner.tokens(of: #"@Parameter(title: "A") var `default`: Int \.$amount #if"#)
    #expect(
      tokens.map(\.text) == [
        "Parameter", "(", "title", ":", "\"A\"", ")", "var", "default", ":", "Int", "\\", ".", "$amount", "#if",
      ])
    #expect(tokens[0].kind == .attribute)
    #expect(tokens[12].kind == .identifier)
    #expect(tokens[13].kind == .pound)
  }

  static let broken: [(source: String, problem: String)] = [
    ("let s = \"unterminated\nlet t = 1", "1:9: unterminated string literal"),
    ("/* never closed", "1:1: unterminated '/*' comment"),
    (#"let s = "bad \q escape""#, "1:14: invalid escape '\\q' in string literal"),
    (#"let s = "open \(call(x"#, "1:15: unterminated interpolation in string literal"),
  ]

  @Test("reports unterminated strings, comments and bad escapes without stopping", arguments: broken)
  func problems(_ test: (source: String, problem: String)) {
    let (_, problems) = SwiftScanner.tokens(of: test.source)
    #expect(problems.map { "\($0.line):\($0.column): \($0.message)" }.first == test.problem)
  }

  @Test("bounds the work on hostile nesting: interpolations, types and brackets")
  func hostile() {
    let depth = 2_000
    let interpolations = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
    let (tokens, problems) = SwiftScanner.tokens(of: "let s = " + interpolations)
    #expect(tokens.count == 4)
    #expect(problems.map(\.message).contains("string interpolations nested too deep; the innermost are skipped"))
    let type = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
    let file = SwiftSourceFile(path: "t.swift", text: type)
    #expect(file.type(at: 0, limit: file.tokens.count) == nil)
    let braces = String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
    let provider = "struct P: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { " + braces + " } }"
    #expect(
      SwiftImporter.importApp(sources: [("P.swift", provider)], appName: "P").manifests.first?.intents.isEmpty == true)
  }

  @Test("matches brackets and reads types")
  func types() throws {
    let cases: [(String, String)] = [
      ("Int", "Int"), ("Int?", "Int?"), ("[String]?", "[String]?"),
      ("Measurement<UnitVolume>", "Measurement<UnitVolume>"),
      ("AppIntents.IntentFile", "IntentFile"), ("[String: Int]", "[String: Int]"), ("some AppEntity", "AppEntity"),
      ("Foo.Bar<Baz>!", "Bar<Baz>?"),
    ]
    for (text, expected) in cases {
      let file = SwiftSourceFile(path: "t.swift", text: text)
      let (type, end) = try #require(file.type(at: 0, limit: file.tokens.count))
      #expect(type.description == expected)
      #expect(end == file.tokens.count)
    }
  }

  @Test("reads simple values")
  func values() {
    let cases: [(String, SwiftValue)] = [
      ("250", .number(250, "250")), ("-0.5", .number(-0.5, "-0.5")), ("1_000", .number(1000, "1_000")),
      ("true", .bool(true)), ("nil", .null), (#""x""#, .string("x")), (".music", .member("music")),
      ("ForecastDay.today", .member("today")), ("(42)", .number(42, "42")), ("foo()", .other("foo()")),
    ]
    for (text, expected) in cases {
      let file = SwiftSourceFile(path: "t.swift", text: text)
      #expect(file.value(0..<file.tokens.count) == expected, "\(text)")
    }
  }
}
