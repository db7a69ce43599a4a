import Foundation
import HomeAssistant
import PhraseGrammar

/// The `route-hassil` target's recognizers: Home Assistant's English bundle compiled once, in the
/// home of its English tests, read as `route --hassil` reads a line (as said, else unordered).
struct HassilHomeFixture {
  let reader: HassilLooseReader
  let fixture: HassilFixture

  init(root: String) throws {
    let path = root + "/Corpora/home-assistant/en.json"
    guard let data = FileManager.default.contents(atPath: path),
      var bundle = HassilBundle.decode([UInt8](data), file: path).0
    else { throw FuzzSetupError(message: "cannot read '\(path)'") }
    let homePath = root + "/Corpora/home-assistant/intents/tests/en/_fixtures.yaml"
    guard let home = HassilRepository.readHome(homePath, id: "home").0 else {
      throw FuzzSetupError(message: "cannot read '\(homePath)'")
    }
    bundle.fixtureSets = [home.fixtureSet]
    bundle.tests = []
    let recognizer = HassilImporter.compile(bundle)
    reader = HassilLooseReader(recognizer)
    guard let fixture = recognizer.fixture("home") else { throw FuzzSetupError(message: "no home fixture") }
    self.fixture = fixture
  }

  /// Recognizes a line; a result's slots are read, as the route command writes them.
  func recognize(_ text: String) {
    var workspace = MatchWorkspace()
    let result = reader.hear(
      text, fixture: fixture, context: [HassilMember("area", .string("Kitchen"))], workspace: &workspace)?.result
    guard let result else { return note("noMatch") }
    expect(!result.intent.isEmpty, "a recognized line has an intent")
    for slot in result.slots { _ = slot.text }
    note("\(result.intent) \(result.slots.map(\.name))")
  }
}
