import Foundation
import PhraseGrammar
import Testing

@testable import HomeAssistant
@testable import RequestModels
@testable import Router

@Suite("Sentences no template matches as said, read without their words' order")
struct HassilLooseReaderTests {
  /// The English bundle in the home of the repository's English tests.
  static let reader: (HassilLooseReader, HassilFixture) = {
    let corpora = HassilBundleTests.corpora
    let data = FileManager.default.contents(atPath: corpora.appendingPathComponent("en.json").path)!
    var bundle = HassilBundle.decode([UInt8](data), file: "en.json").0!
    let (home, _) = HassilRepository.readHome(
      corpora.appendingPathComponent("intents/tests/en/_fixtures.yaml").path, id: "home")
    bundle.fixtureSets = [home!.fixtureSet]
    bundle.tests = []
    let recognizer = HassilImporter.compile(bundle)
    return (HassilLooseReader(recognizer), recognizer.fixture("home")!)
  }()

  static func recognize(_ sentence: String) -> HassilResult? {
    reader.0.recognize(sentence, fixture: reader.1, context: [])
  }

  @Test(
    "words in another order, around the request, left out or misspelled",
    arguments: [
      ("kitchen ceiling turn on", "HassTurnOn", "name", "Kitchen ceiling"),
      ("the bedroom lamp turn off", "HassTurnOff", "name", "Bedroom Lamp"),
      ("could you switch off the living room lamp right now", "HassTurnOff", "name", "Living Room Lamp"),
      ("thermostat 20 degrees", "HassClimateSetTemperature", "temperature", "20"),
      ("thermostat twenty one degrees", "HassClimateSetTemperature", "temperature", "21"),
      ("turn on the kitchen lihgts", "HassTurnOn", "area", "Kitchen"),
      ("turn the bedroom lamp of", "HassTurnOff", "name", "Bedroom Lamp"),
      ("turn of the garage light", "HassTurnOff", "name", "Garage Light"),
      ("is the front door locked or not", "HassGetState", "name", "Front Door"),
      ("tell me if the back door is locked", "HassGetState", "state", "locked"),
    ])
  func heard(sentence: String, intent: String, slot: String, value: String) throws {
    #expect(Self.reader.0.recognizer.recognize(sentence, fixture: Self.reader.1) == nil, "matches as said")
    let result = try #require(Self.recognize(sentence))
    #expect(result.intent == intent)
    let heard = try #require(result.slot(slot))
    switch heard.value {
    case .string(let text): #expect(text == value)
    case .number(let number): #expect(number == Double(value))
    default: Issue.record("unexpected value \(heard.value)")
    }
  }

  @Test(
    "requests for nothing the templates do, and sentences of nothing, are not heard",
    arguments: [
      "tell me again", "what is love", "tell me a joke", "what is the capital of france", "!!!", "", "   ",
      "the the the", "set my alarm for 7 am",
    ])
  func refused(sentence: String) {
    #expect(Self.recognize(sentence) == nil)
  }

  @Test(
    "a sentence that says neither on nor off is not heard as either, however common a word 'on' is",
    arguments: ["turn the bedroom lamp", "switch the garage light"])
  func neitherOnNorOff(sentence: String) {
    #expect(Self.recognize(sentence) == nil)
  }

  @Test(
    "readings alike are told apart by the kinds of request of a word they leave unexplained",
    arguments: ["kill the bedroom lamp", "kill the garage light"])
  func tieByKind(sentence: String) throws {
    #expect(try #require(Self.recognize(sentence)).intent == "HassTurnOff")
  }

  @Test("two words run together are read apart, and two said apart read as one, as the templates know them")
  func runTogether() throws {
    let reader = Self.reader.0
    #expect(reader.respacingWords("turnoff the livingroom lamp") == "turn off the living room lamp")
    #expect(reader.respacingWords("turn off the lamp") == "turn off the lamp")
    #expect(reader.respacingWords("zyxwvq") == "zyxwvq")
    #expect(reader.respacingWords("turn on the bed room lamp") == "turn on the bedroom lamp")
    #expect(reader.respacingWords("turn on the living room lamp") == "turn on the living room lamp")
    let result = try #require(Self.recognize("turnoff the bedroom lamp"))
    #expect(result.intent == "HassTurnOff")
  }

  @Test("the kinds of request choose an intent whose templates the sentence says too little of")
  func byKind() throws {
    let result = try #require(Self.recognize("is it going to rain today"))
    #expect(result.intent == "HassGetWeather")
    let links = Self.reader.0.kindLinks[try #require(Self.reader.0.recognizer.intentNames.firstIndex(of: "HassGetWeather"))]
    #expect(links.contains { RequestKinds.standard.names[$0.kind] == "weather_query" && $0.weight > 0.5 })
    // Words of no kind, or of kinds no intent is linked to, choose nothing.
    #expect(Self.recognize("set my alarm for 7 am") == nil)
  }

  @Test("a reading that leaves nothing unsaid wins over one explaining the same words that does")
  func nothingUnsaid() throws {
    // "are all the kitchen lights off" explains "kitchen lights off" too, but leaves "are all" unsaid.
    let result = try #require(Self.recognize("cut off the kitchen lights"))
    #expect(result.intent == "HassTurnOff")
  }

  @Test("a sentence is heard as said when a template matches it, else without its words' order")
  func hearing() throws {
    var workspace = MatchWorkspace()
    let asSaid = try #require(
      Self.reader.0.hear("turn on the kitchen ceiling", fixture: Self.reader.1, context: [], workspace: &workspace))
    #expect(asSaid.hearing == .asSaid)
    let unordered = try #require(
      Self.reader.0.hear("kitchen ceiling turn on", fixture: Self.reader.1, context: [], workspace: &workspace))
    #expect(unordered.hearing == .unordered)
    #expect(unordered.result.intent == asSaid.result.intent)
    #expect(Self.reader.0.hear("tell me again", fixture: Self.reader.1, context: [], workspace: &workspace) == nil)
  }

  @Test(
    "a name is preferred to an area and a domain, as Home Assistant prefers it",
    arguments: ["bedroom lamp switch on", "please switch the garage light on now"])
  func namePreferred(sentence: String) throws {
    let result = try #require(Self.recognize(sentence))
    #expect(result.intent == "HassTurnOn")
    #expect(result.slot("name") != nil)
    #expect(result.slot("area") == nil)
  }

  @Test("a letter doubled or undoubled reads a word as one that tells more of the intent, not less")
  func doubledLetters() throws {
    #expect(HassilLooseReader.doubledLetterSpellings(of: "of").contains("off"))
    #expect(HassilLooseReader.doubledLetterSpellings(of: "off").contains("of"))
    #expect(HassilLooseReader.doubledLetterSpellings(of: "a1").isEmpty)
    let reader = Self.reader.0
    let grammar = reader.recognizer.grammar
    func sayers(of word: String, in sentence: String) -> [Int] {
      let utterance = grammar.utterance(sentence)
      let words = reader.sentence(utterance, mask: Self.reader.1.mask)
      return words.sayers[grammar.utterance(word).ids[0]]?.map(\.token) ?? []
    }
    // "of" may be "off" (a word of fewer intents); "off" is not read as "of".
    #expect(sayers(of: "off", in: "turn of the lamp") == [1])
    #expect(sayers(of: "of", in: "turn off the lamp").isEmpty)
  }

  @Test("a word said besides costs less when it is typical of the intent's kinds of request")
  func typicalWords() throws {
    let kinds = RequestKinds.standard
    let weather = try #require(kinds.names.firstIndex(of: "weather_query"))
    let alarm = try #require(kinds.names.firstIndex(of: "alarm_set"))
    #expect(kinds.typicality(of: Grammar.stemKey("weather"), kind: weather) > 0.5)
    #expect(kinds.typicality(of: Grammar.stemKey("weather"), kind: alarm) == 0)
    #expect(kinds.typicality(of: "zyxwvq", kind: weather) == 0)
    #expect(Self.recognize("how is the weather this afternoon")?.intent == "HassGetWeather")
  }

  @Test("readings are ranked best first and each explains enough")
  func rankedReadings() {
    let (_, _, readings) = Self.reader.0.readings(of: "kitchen ceiling turn on", fixture: Self.reader.1)
    #expect(!readings.isEmpty)
    #expect(zip(readings, readings.dropFirst()).allSatisfy { $0.score >= $1.score })
  }
}
