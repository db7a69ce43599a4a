import Foundation
import PhraseGrammar
import Router
import Testing

@testable import AppShortcutsImport
@testable import SkillsImport

/// An interaction model with every form the importer reads: Amazon's value types, a list type of
/// Amazon's, a custom type with ids and synonyms, a list slot, a dialog model with prompts, a
/// confirmation and a validation, built-in intents with and without samples, and samples it refuses.
let plantModel = #"""
  {
    "interactionModel": {
      "languageModel": {
        "invocationName": "plant pal",
        "intents": [
          {
            "name": "WaterPlantIntent",
            "slots": [
              { "name": "plant", "type": "PlantType" },
              { "name": "amount", "type": "AMAZON.NUMBER" },
              { "name": "when", "type": "AMAZON.DATE", "samples": ["on {when}"] }
            ],
            "samples": [
              "water the {plant}",
              "give the {plant} {amount} cups on {when}",
              "water my {plant} {when}",
              "{plant}",
              "feed the {pot}",
              "water [the] {plant"
            ]
          },
          {
            "name": "ReminderIntent",
            "slots": [
              { "name": "delay", "type": "AMAZON.DURATION" },
              { "name": "time", "type": "AMAZON.TIME" },
              { "name": "position", "type": "AMAZON.Ordinal" },
              { "name": "topic", "type": "AMAZON.SearchQuery" },
              { "name": "city", "type": "AMAZON.US_CITY" },
              { "name": "plants", "type": "PlantType", "multipleValues": { "enabled": true } }
            ],
            "samples": [
              "remind me in {delay}",
              "remind me at {time} in {city}",
              "remind me about the {position} plant",
              "look up {topic}",
              "water {plants} together"
            ]
          },
          { "name": "AMAZON.HelpIntent", "samples": ["what can plant pal do"] },
          { "name": "AMAZON.StopIntent", "samples": [] }
        ],
        "types": [
          {
            "name": "PlantType",
            "values": [
              { "id": "FERN", "name": { "value": "fern", "synonyms": ["ferns", "boston fern"] } },
              { "name": { "value": "cactus", "synonyms": ["cacti"] } },
              { "id": "x" }
            ]
          }
        ]
      },
      "dialog": {
        "intents": [
          {
            "name": "WaterPlantIntent",
            "confirmationRequired": true,
            "prompts": { "confirmation": "Confirm.Intent.1" },
            "slots": [
              {
                "name": "plant", "type": "PlantType", "elicitationRequired": true,
                "prompts": { "elicitation": "Elicit.Slot.1" },
                "validations": [{ "type": "hasEntityResolutionMatch", "prompt": "Slot.Validation.1" }]
              },
              { "name": "amount", "type": "AMAZON.NUMBER", "elicitationRequired": false }
            ]
          }
        ]
      },
      "prompts": [
        { "id": "Elicit.Slot.1", "variations": [{ "type": "PlainText", "value": "Which plant?" }] },
        { "id": "Confirm.Intent.1", "variations": [{ "type": "PlainText", "value": "Sure?" }] }
      ]
    }
  }
  """#

@Suite("import alexa: interaction models")
struct AlexaImporterTests {
  static func imported(_ files: [String: String] = ["models/en-US.json": plantModel], appName: String? = nil)
    throws -> (folder: TemporaryFolder, result: ImportResult)
  {
    let folder = try TemporaryFolder(files)
    return (folder, try AlexaImporter.importModels(paths: [folder.path], options: AlexaImportOptions(appName: appName)))
  }

  @Test("the invocation name names the app; samples are phrases, slots typed by their slot types")
  func manifest() throws {
    let (_, result) = try Self.imported()
    let manifest = try #require(result.manifests.first)
    #expect(result.manifests.count == 1)
    #expect(manifest.app == "plant pal")
    #expect(manifest.locale == "en")
    #expect(manifest.intents.map(\.id) == ["WaterPlantIntent", "ReminderIntent", "AMAZON.HelpIntent"])
    let water = manifest.intents[0]
    #expect(
      water.phrases.map(\.template) == ["water the {plant}", "give the {plant} {amount} cups on {when}", "water my {plant} {when}"])
    #expect(water.parameters.map(\.type) == ["entity", "integer", "date"])
    #expect(water.parameters[0].reference == "PlantType")
    #expect(water.parameters[2].grain == "day")
    let reminder = manifest.intents[1]
    #expect(reminder.parameters.map(\.type) == ["duration", "date", "integer", "string", "string", "entity"])
    #expect(reminder.parameters[1].grain == "minute")
    #expect(reminder.parameters[2].isOrdinal)
    #expect(reminder.parameters[5].isList)
    let plants = try #require(manifest.entities.first { $0.name == "PlantType" })
    #expect(plants.values.map(\.id) == ["FERN", "cactus"])
    #expect(plants.values.map(\.name) == ["fern", "cactus"])
    #expect(plants.values.map(\.synonyms) == [["ferns", "boston fern"], ["cacti"]])
  }

  @Test("Amazon's closed lists are entities of their values, with those the model adds; in English only")
  func closedBuiltInTypes() throws {
    let model = """
      { "interactionModel": { "languageModel": {
        "invocationName": "garden diary",
        "intents": [{ "name": "PlanIntent", "slots": [
          { "name": "day", "type": "AMAZON.DayOfWeek" }, { "name": "month", "type": "AMAZON.Month" }],
          "samples": ["plan {day}", "plan in {month}"] }],
        "types": [{ "name": "AMAZON.DayOfWeek", "values": [{ "name": { "value": "weekend" } }] }] } } }
      """
    let (_, result) = try Self.imported(["models/en-US.json": model])
    let manifest = try #require(result.manifests.first)
    #expect(manifest.intents.first?.parameters.map(\.type) == ["entity", "entity"])
    let days = try #require(manifest.entities.first { $0.name == "AMAZON.DayOfWeek" })
    #expect(days.values.count == 8)
    #expect(days.values.last?.id == "weekend")
    #expect(manifest.entities.first { $0.name == "AMAZON.Month" }?.values.count == 12)
    let (_, german) = try Self.imported(["models/de-DE.json": model])
    #expect(german.manifests.first?.intents.first?.parameters.map(\.type) == ["string", "string"])
  }

  @Test("the dialog model's required slots are required parameters with their prompts")
  func dialog() throws {
    let (_, result) = try Self.imported()
    let water = try #require(result.manifests.first?.intents.first)
    #expect(water.parameters.map(\.isRequired) == [true, false, false])
    #expect(water.parameters[0].prompt == "Which plant?")
    let text = try #require(result.manifests.first?.prettyText)
    #expect(text.contains(#""required": true"#))
    #expect(text.contains(#""prompt": "Which plant?""#))
  }

  @Test("everything dropped is a warning at its JSON path, line and column")
  func warnings() throws {
    let (_, result) = try Self.imported()
    let found = result.diagnostics.map { "\($0.location.jsonPath ?? ""): \($0.message.text)" }
    let base = "interactionModel.languageModel.intents"
    let expected = [
      "\(base)[0].slots[2].samples: the sample answers to slot 'when''s prompt are left out: a phrase of them alone "
        + "would take those words from every app",
      "\(base)[0].samples[3]: sample '{plant}' says nothing but its slots: it answers a prompt, and as a phrase it "
        + "would take any utterance; it is left out",
      "\(base)[0].samples[4]: sample 'feed the {pot}' names slot 'pot', which the intent does not declare; it is left out",
      "\(base)[0].samples[5]: sample 'water [the] {plant' has a '{' that is never closed; it is left out",
      "\(base)[1].slots[4].type: slot type 'AMAZON.US_CITY' is a list of Amazon's; slots of it are read as free text",
      "\(base)[3]: intent 'AMAZON.StopIntent' is left out: it is one of Alexa's built-in intents and declares no "
        + "sample utterance of its own (Alexa's own phrases for it are not imported)",
      "interactionModel.languageModel.types[0].values[2]: a value of slot type 'PlantType' without 'name.value' is left out",
      "interactionModel.dialog.intents[0].confirmationRequired: intent 'WaterPlantIntent' asks for confirmation, which "
        + "a manifest cannot say; it is routed without",
      "interactionModel.dialog.intents[0].slots[0].validations: the validations of slot 'plant' of intent "
        + "'WaterPlantIntent' are left out",
    ]
    #expect(Set(found) == Set(expected))
    #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.location.line != nil })
  }

  @Test(
    "the imported skill routes its samples and their synonyms",
    arguments: [
      ("water the boston fern", "plant pal.WaterPlantIntent"),
      ("give the cacti 2 cups on friday", "plant pal.WaterPlantIntent"),
      ("remind me in ten minutes", "plant pal.ReminderIntent"),
      ("remind me about the third plant", "plant pal.ReminderIntent"),
      // A value the slot type does not list: the sample it is like still reaches its intent
      // (Alexa's slot types are not closed lists), the parameter unread.
      ("water the rose", "plant pal.WaterPlantIntent"),
      ("ask plant pal to water the fern", "plant pal.WaterPlantIntent"),
    ])
  func routes(utterance: String, expected: String) throws {
    let (_, result) = try Self.imported()
    #expect(destination(of: utterance, try router(of: result.manifests)) == expected)
  }

  @Test("a skill's locales are one manifest: en-US names the app, other invocation names are its other names")
  func locales() throws {
    let german = #"""
      {"interactionModel": {"languageModel": {"invocationName": "pflanzenfreund",
        "intents": [{"name": "WaterPlantIntent", "slots": [{"name": "plant", "type": "PlantType"}],
                     "samples": ["gieße die {plant}"]}],
        "types": [{"name": "PlantType", "values": [{"id": "FERN", "name": {"value": "farn"}}]}]}}}
      """#
    let (_, result) = try Self.imported(["models/de-DE.json": german, "models/en-US.json": plantModel])
    let manifest = try #require(result.manifests.first)
    #expect(result.manifests.count == 1)
    #expect(manifest.app == "plant pal")
    #expect(manifest.synonyms == ["pflanzenfreund"])
    let phrases = try #require(manifest.intents.first?.phrases)
    #expect(phrases.last?.template == "gieße die {plant}")
    #expect(phrases.last?.locale == "de")
    #expect(manifest.entities.first?.values.first?.synonyms == ["ferns", "boston fern", "farn"])
    #expect(destination(of: "gieße die farn", try router(of: result.manifests)) == "plant pal.WaterPlantIntent")
  }

  @Test("--app names the skill; a folder with no model is nothing to import; bad files are errors")
  func errors() throws {
    let (_, named) = try Self.imported(appName: "Plants")
    #expect(named.manifests.first?.app == "Plants")
    #expect(named.manifests.first?.synonyms == ["plant pal"])
    #expect(destination(of: "ask plant pal to water the fern", try router(of: named.manifests)) == "Plants.WaterPlantIntent")
    // A tutorial's modules, given file by file, are one skill when --app names it.
    let modules = try TemporaryFolder(["module-1/en-US.json": plantModel, "module-2/en-US.json": plantModel])
    let merged = try AlexaImporter.importModels(
      paths: [modules.path + "/module-1/en-US.json", modules.path + "/module-2/en-US.json"],
      options: AlexaImportOptions(appName: "Plants"))
    #expect(merged.manifests.map(\.app) == ["Plants"])
    let apart = try AlexaImporter.importModels(
      paths: [modules.path + "/module-1/en-US.json", modules.path + "/module-2/en-US.json"])
    #expect(apart.manifests.map(\.app) == ["plant pal", "plant pal"])
    #expect(apart.diagnostics.contains { $0.message.text.hasPrefix("another skill is named 'plant pal' too") })
    let (_, empty) = try Self.imported(["skill.json": #"{"manifest": {}}"#])
    #expect(empty.manifests.isEmpty)
    #expect(empty.nothingToImport != nil)
    let folder = try TemporaryFolder(["bad.json": "{ nope", "other.json": #"{"intents": []}"#])
    #expect(throws: ImportError.unreadable(file: folder.path + "/bad.json", line: 1, column: 3, message: "unquoted object key 'nope'")) {
      try AlexaImporter.importModels(paths: [folder.path + "/bad.json"])
    }
    #expect(throws: ImportError.self) { try AlexaImporter.importModels(paths: [folder.path + "/other.json"]) }
    #expect(throws: ImportError.missing("/no/such/model.json")) {
      try AlexaImporter.importModels(paths: ["/no/such/model.json"])
    }
  }
}
