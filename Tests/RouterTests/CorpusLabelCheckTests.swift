import Testing

@testable import Evaluation
@testable import Router

/// Corpus labels are checked against the manifests: a name they do not declare is an error at its column.
@Suite("Corpus labels against the manifests")
struct CorpusLabelCheckTests {
  static let water = """
    {"app": "Water", "synonyms": ["Aqua"], "intents": [
      {"id": "LogWater", "parameters": [
        {"name": "amount", "type": "measurement", "unit": "fl_oz"},
        {"name": "cup", "type": "enum", "enum": "Cup"},
        {"name": "bottle", "type": "entity", "entity": "Bottle", "list": true}],
       "phrases": ["log {amount} in {applicationName}"]}],
     "enums": {"Cup": {"cases": [{"id": "small"}, {"id": "extraLarge", "synonyms": ["huge"]}]}},
     "entities": {"Bottle": {"values": [{"id": "steel", "name": "Steel Bottle"}, {"id": "glass"}]}}}
    """
  static let jot = """
    {"app": "Jot", "intents": [{"id": "AddTask", "phrases": ["add a task"]}]}
    """

  static func problems(_ corpus: String) throws -> [String] {
    let (manifests, _) = [water, jot].enumerated().reduce(into: ([Manifest](), 0)) { result, item in
      let (manifest, diagnostics) = ManifestLoader.decode(Array(item.element.utf8), file: "\(item.offset).json")
      #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.description))")
      if let manifest { result.0.append(manifest) }
    }
    let (entries, decoding) = CorpusLoader.decode(Array(corpus.utf8), file: "c.jsonl")
    #expect(decoding.isEmpty, "\(decoding.map(\.description))")
    return CorpusLabelCheck.problems(entries, manifests: manifests).map(\.description)
  }

  @Test("labels that name what the manifests declare pass")
  func valid() throws {
    let corpus = """
      {"utterance": "a", "expect": {"app": "Water", "intent": "LogWater", "parameters": {"amount": {"value": 8, "unit": "fl_oz"}, "cup": "extraLarge", "bottle": {"value": [{"id": "steel", "name": "Steel Bottle"}, "glass"]}}}}
      {"utterance": "b", "expect": {"app": "Water", "intent": "LogWater", "parameters": {"cup": {"state": "cleared"}, "bottle": {"id": "glass"}}}}
      {"utterance": "c", "expect": {"outcome": "ambiguous", "apps": ["Jot", "Water"]}}
      {"utterance": "d", "expect": {"outcome": "noMatch", "app": "Nobody"}}
      """
    #expect(try Self.problems(corpus) == [])
  }

  @Test("every unknown app, intent, parameter, unit, enum case and entity value is an error at its column")
  func unknown() throws {
    let corpus = """
      {"utterance": "a", "expect": {"app": "Watr", "intent": "LogWater"}}
      {"utterance": "b", "expect": {"app": "Water", "intent": "LogWatr", "parameters": {"amont": 1}}}
      {"utterance": "c", "expect": {"app": "Water", "intent": "LogWater", "parameters": {"amont": 1, "amount": {"value": 8, "unit": "oz"}}}}
      {"utterance": "d", "expect": {"app": "Aqua", "intent": "LogWater"}}
      {"utterance": "e", "expect": {"app": "Water", "intent": "LogWater", "parameters": {"cup": "huge", "bottle": ["steel", "Steel Bottle", {"id": "tin"}]}}}
      {"utterance": "f", "expect": {"outcome": "ambiguous", "apps": ["Jot", "Watre", "Calendar"]}}
      {"utterance": "g", "expect": {"app": "Jot", "intent": "AddTask", "parameters": {"title": "milk"}}}
      """
    let problems = try Self.problems(corpus)
    #expect(
      problems == [
        "c.jsonl:1:38: error: unknown app 'Watr'; did you mean 'Water'? (at expect.app)",
        // An unknown intent's parameters are not checked: there is nothing to check them against.
        "c.jsonl:2:57: error: unknown intent 'LogWatr' of app 'Water'; did you mean 'LogWater'? (at expect.intent)",
        "c.jsonl:3:84: error: unknown parameter 'amont' of intent 'Water.LogWater'; did you mean 'amount'? "
          + "(at expect.parameters.amont)",
        "c.jsonl:3:127: error: parameter 'amount' is measured in 'fl_oz', not 'oz' (at expect.parameters.amount)",
        "c.jsonl:4:38: error: unknown app 'Aqua'; did you mean 'Water'? (at expect.app)",
        "c.jsonl:5:91: error: unknown case 'huge' of enum 'Cup'; did you mean 'extraLarge'? (at expect.parameters.cup)",
        "c.jsonl:5:119: error: unknown value 'Steel Bottle' of entity 'Bottle'; did you mean 'steel'? "
          + "(at expect.parameters.bottle)",
        "c.jsonl:5:142: error: unknown value 'tin' of entity 'Bottle' (at expect.parameters.bottle)",
        "c.jsonl:6:71: error: unknown app 'Watre'; did you mean 'Water'? (at expect.apps[1])",
        "c.jsonl:6:80: error: unknown app 'Calendar' (at expect.apps[2])",
        "c.jsonl:7:81: error: unknown parameter 'title' of intent 'Jot.AddTask' (at expect.parameters.title)",
      ])
  }
}
