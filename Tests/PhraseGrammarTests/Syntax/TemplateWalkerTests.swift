import Testing

@testable import PhraseGrammar

@Suite("TemplateWalker")
struct TemplateWalkerTests {
  /// Records every node it visits, as `kind:detail`, and steps into rule bodies it knows.
  struct Recorder: TemplateWalker {
    var rules: [String: Template] = [:]
    var visited: [String] = []
    var stopsAt: String?

    mutating func defaultVisit(_ node: TemplateNode) -> TemplateWalkAction {
      let entry: String
      switch node {
      case .text(let text, _): entry = "text:\(text)"
      case .slot(let name, _): entry = "slot:\(name)"
      case .applicationName: entry = "app"
      case .rule(let name, _): entry = "rule:\(name)"
      case .alternatives(_, let isOptional, _): entry = isOptional ? "optional" : "alternatives"
      case .anyOrder: entry = "anyOrder"
      }
      visited.append(entry)
      if entry == stopsAt { return .stop }
      if case .rule(let name, _) = node, let body = rules[name] { return .visit(body.nodes) }
      return .visitChildren
    }
  }

  static func parse(_ text: String) throws -> Template {
    try #require(TemplateParser().parse(text).template)
  }

  @Test("visits nodes in the order written, each group's branches in order")
  func order() throws {
    var recorder = Recorder()
    #expect(recorder.walk(try Self.parse("log (a | b [c]) {n} in {applicationName}").nodes))
    #expect(
      recorder.visited == [
        "text:log ", "alternatives", "text:a ", "text: b ", "optional", "text:c", "text: ", "slot:n", "text: in ", "app",
      ])
  }

  @Test("walks a rule's body in its place, and stops when asked")
  func rulesAndStop() throws {
    var recorder = Recorder(rules: ["r": try Self.parse("x {m}")])
    recorder.stopsAt = "slot:m"
    #expect(!recorder.walk(try Self.parse("a <r> b").nodes))
    #expect(recorder.visited == ["text:a ", "rule:r", "text:x ", "slot:m"])
  }

  @Test("walks a chain of 20,000 rules without growing the call stack")
  func deepRules() throws {
    var rules: [String: Template] = ["r0": try Self.parse("end")]
    for level in 1...20_000 { rules["r\(level)"] = try Self.parse("<r\(level - 1)>") }
    var recorder = Recorder(rules: rules)
    #expect(recorder.walk(try Self.parse("<r20000>").nodes))
    #expect(recorder.visited.count == 20_002)
    #expect(recorder.visited.last == "text:end")
  }
}
