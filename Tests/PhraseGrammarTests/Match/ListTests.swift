import Testing

@testable import PhraseGrammar

@Suite("Lists")
struct ListTests {
  static func grammar(element: ValueType, maxCount: Int? = nil, lexicons: [[[String]]] = []) throws -> TestGrammar {
    try TestGrammar(
      templates: [(0, "add {items} to my list"), (0, "buy {items}")],
      parameters: [.init(name: "items", type: .list(element, maxCount: maxCount))])
  }

  @Test(
    "reads free-text items separated by commas, and, or",
    arguments: [
      ("add eggs, milk and bread to my list", ["0: items=[eggs|milk|bread]"]),
      ("add eggs and milk to my list", ["0: items=[eggs|milk]"]),
      ("add eggs, milk, and bread to my list", ["0: items=[eggs|milk|bread]"]),
      ("add fresh eggs or dark roast coffee to my list", ["0: items=[fresh eggs|dark roast coffee]"]),
      ("add milk to my list", ["0: items=[milk]"]),
      ("buy eggs, milk and bread", ["1: items=[eggs|milk|bread]"]),
      // Without commas, as speech is transcribed, a plural ends an item; with a comma, it does not.
      ("add eggs milk and bread to my list", ["0: items=[eggs|milk|bread]"]),
      ("buy green beans rice and fresh eggs", ["1: items=[green beans|rice|fresh eggs]"]),
      ("buy eggs milk, and bread", ["1: items=[eggs milk|bread]"]),
      ("buy paper towels", ["1: items=[paper towels]"]),
      ("buy 2 gallons of milk", ["1: items=[2 gallons of milk]"]),
    ])
  func freeText(utterance: String, expected: [String]) throws {
    let test = try Self.grammar(element: .text(maxWords: nil))
    #expect(test.describe(utterance) == expected)
  }

  @Test("rejects more items than maxCount")
  func maxCount() throws {
    let test = try Self.grammar(element: .text(maxWords: nil), maxCount: 2)
    #expect(test.describe("buy eggs and milk") == ["1: items=[eggs|milk]"])
    #expect(test.describe("buy eggs, milk and bread") == ["1: items=[eggs|milk|bread] !1"])
  }

  @Test("reads numbers and lexicon entries as items")
  func typedItems() throws {
    let numbers = try Self.grammar(element: .integer(.unbounded))
    #expect(numbers.describe("buy 3, 4 and twelve") == ["1: items=[3|4|twelve]"])
    var builder = GrammarBuilder()
    let app = builder.addApplication(names: ["A"])
    let fruit = builder.addLexicon(entries: [["apples"], ["green pears", "pears"]])
    let template = try #require(TemplateParser().parse("buy {fruit}").template)
    _ = try builder.addTemplate(
      template, application: app, parameters: [.init(name: "fruit", type: .list(.lexicon(fruit), maxCount: nil))]
    ).get()
    let grammar = builder.build()
    let found = grammar.matches(grammar.utterance("buy apples and green pears"))
    let values = found.matches.map(\.captures.first?.value)
    #expect(
      values == [
        .list([
          ListItem(tokens: 1..<2, value: .entry(fruit, 0)), ListItem(tokens: 3..<5, value: .entry(fruit, 1)),
        ])
      ])
  }

  @Test("keeps commas in the normalizer as marks on tokens, not as tokens")
  func separatorMarks() {
    let tokens = Normalizer.tokens(of: "eggs, milk; bread、 1,000 x")
    #expect(tokens.map(\.text) == ["eggs", "milk", "bread", "1,000", "x"])
    #expect(tokens.map(\.isFollowedBySeparator) == [true, true, true, false, false])
  }

  @Test("a word ends an item of a list without commas when it is a plural in -s", arguments: [
    ("eggs", true), ("tomatoes", true), ("glass", false), ("asparagus", false), ("radis", false), ("bus", false),
    ("milk", false), ("3pcs", false),
  ])
  func endsItem(word: String, ends: Bool) {
    #expect(ValueChart.endsItem(word) == ends)
  }
}
