import Foundation
import PhraseGrammar
import DataFormats
import Router
import Testing

@testable import AppShortcutsImport
@testable import SkillsImport

/// A skill folder in every form the importer reads: Padatious files with entities and digits, `.voc`
/// and `.rx` vocabularies, Adapt chains in the decorator, attribute and `register_intent` forms, a
/// chain it cannot read, and both kinds of test file.
let clockSkill: [String: String] = [
  "locale/en-us/what.time.intent": """
    # what the clock says
    (what|what's) (is|) the time
    what time is it (in {place}|)
    what time is it :0
    """,
  "locale/en-us/timer.intent": "set a timer for # minutes\nset a (timer|countdown) for ## seconds\n",
  "locale/en-us/place.entity": "paris\n(new york|nyc)\n",
  "locale/en-us/vocab/Query.voc": "what\nwhat's\ntell me\n",
  "locale/en-us/vocab/Date.voc": "date\nday (is it|)\n",
  "locale/en-us/vocab/Weather.voc": "weather\nforecast\n",
  "locale/en-us/vocab/time.voc": "time\nclock\n",
  "regex/en-us/location.rx": "\\b(in|at) (?P<Location>.+)\n",
  "regex/en-us/count.rx": "next (?P<Days>\\d+) days\n",
  "locale/de-de/what.time.intent": "wie spät ist es\n",
  "__init__.py": """
    from adapt.intent import IntentBuilder
    from mycroft import MycroftSkill, intent_handler, intent_file_handler


    class ClockSkill(MycroftSkill):
        weather_intent = IntentBuilder("WeatherIntent").require("Weather").optionally("Location").build()

        def initialize(self):
            self.register_intent_file("timer.intent", self.handle_timer)
            query = IntentBuilder("").require("Query").require("Time").build()
            self.register_intent(query, self.handle_query_time)
            self.register_intent(IntentBuilder("Dynamic").require(self.name + "Verb"), self.handle_dynamic)

        @intent_handler(weather_intent)
        def handle_weather(self, message):
            pass

        @intent_handler(IntentBuilder("").one_of("Query", "Tell").require("Date").exclude("Weather"))
        @adds_context("DateContext")
        def handle_date(self, message):
            pass

        @intent_handler(IntentBuilder("FollowUp").require("DateContext"))
        def handle_follow_up(self, message):
            pass

        @intent_file_handler('what.time.intent')
        async def handle_time_file(self, message):
            '''Says the time (a docstring, with "quotes" and IntentBuilder("Nope") in it).'''
            pass
    """,
  "test/intent/query.json": #"{"utterance": "what's the time", "intent_type": "handle_query_time"}"#,
  "test/intent/file.json": #"{"utterance": "what time is it in nyc", "intent_type": "what.time.intent"}"#,
  "test/intent/skill.json": #"{"utterance": "what day is it", "intent_type": "clock-skill:handle_date"}"#,
  "test/intent/dialog.json": #"{"utterance": "thanks", "expected_dialog": "welcome"}"#,
  "test/example_messages/weather.json":
    #"{"type": "recognizer_loop:utterance", "data": {"utterances": ["weather in paris"], "intent_type": "WeatherIntent"}}"#,
]

@Suite("import ovos: OpenVoiceOS and Mycroft skill folders")
struct OVOSImporterTests {
  static func imported(_ files: [String: String] = clockSkill, options: OVOSImportOptions = OVOSImportOptions())
    throws -> (folder: TemporaryFolder, result: OVOSImportResult)
  {
    let folder = try TemporaryFolder(files.mapValues { $0 })
    return (folder, try OVOSImporter.importSkills(paths: [folder.path], options: options))
  }

  @Test("Padatious intents are phrases: choices, empty branches, entities, digits and ':0'")
  func padatious() throws {
    let (_, imported) = try Self.imported()
    let manifest = try #require(imported.result.manifests.first)
    let time = try #require(manifest.intents.first { $0.id == "what.time" })
    #expect(time.keywords == nil)
    #expect(
      time.phrases.map(\.template) == [
        "(what|what's) (is|) the time", "what time is it (in {place}|)", "what time is it",
      ])
    #expect(time.parameters.map(\.type) == ["entity"])
    #expect(time.parameters.first?.reference == "place")
    let timer = try #require(manifest.intents.first { $0.id == "timer" })
    #expect(
      timer.phrases.map(\.template) == [
        "set a timer for {number} minutes", "set a (timer|countdown) for {number} seconds",
      ])
    #expect(timer.parameters.map(\.name) == ["number"])
    #expect(timer.parameters.map(\.type) == ["integer"])
    let place = try #require(manifest.entities.first { $0.name == "place" })
    #expect(place.values.map(\.id) == ["paris", "new york"])
    #expect(place.values.map(\.synonyms) == [[], ["nyc"]])
  }

  @Test("Adapt chains in every form are keyword intents, named by IntentBuilder or else by handler")
  func adapt() throws {
    let (_, imported) = try Self.imported()
    let manifest = try #require(imported.result.manifests.first)
    let keywordIntents = manifest.intents.filter { $0.keywords != nil }
    // In the order they are bound to their handlers in the source.
    #expect(keywordIntents.map(\.id) == ["handle_query_time", "WeatherIntent", "handle_date"])
    let date = try #require(keywordIntents.first { $0.id == "handle_date" }?.keywords)
    #expect(date.required == ["Date"])
    // "Tell" has no vocabulary: the group keeps what can be read.
    #expect(date.oneOf == [["Query"]])
    #expect(date.excluded == ["Weather"])
    let weather = try #require(keywordIntents.first { $0.id == "WeatherIntent" })
    #expect(weather.keywords?.required == ["Weather"])
    #expect(weather.keywords?.optional == ["Location"])
    // The regular expression's group is the Location slot; the vocabulary's words are not a parameter of their own.
    #expect(weather.parameters.map(\.name) == ["Weather", "Location"])
    let query = try #require(keywordIntents.first { $0.id == "handle_query_time" })
    // `time.voc` is named `Time` by the chain: vocabularies are matched without case when only one fits.
    #expect(query.keywords?.required == ["Query", "time"])
    let vocabularies = Dictionary(uniqueKeysWithValues: manifest.vocabularies.map { ($0.name, $0.phrases) })
    #expect(vocabularies["Date"] == ["date", "day (is it|)"])
    #expect(vocabularies["Location"] == ["(in | at) {Location}"])
    #expect(vocabularies["Days"] == ["next {Days} days"])
  }

  @Test("a skill's common query is one intent that answers questions, preferred to its fallback")
  func questionAnswerer() throws {
    var files = clockSkill
    files["__init__.py"] = """
      from ovos_workshop.decorators import common_query, fallback_handler

      class Oracle(FallbackSkill):
          @fallback_handler(priority=91)
          def handle_fallback(self, message):
              pass

          @common_query()
          def match_common_query(self, phrase, lang):
              pass
      """
    let (_, imported) = try Self.imported(files)
    let manifest = try #require(imported.result.manifests.first)
    let answerers = manifest.intents.filter(\.answersQuestions)
    #expect(answerers.map(\.id) == ["match_common_query"])
    #expect(answerers.first?.phrases.isEmpty == true)
    #expect(manifest.prettyText.contains(#"{ "id": "match_common_query", "parameters": [], "answersQuestions": true }"#))
    // What it writes loads, with no error.
    let (decoded, diagnostics) = ManifestLoader.decode(Array(manifest.prettyText.utf8), file: "oracle.json")
    #expect(decoded?.intents.contains { $0.id == "match_common_query" && $0.answersQuestions } == true)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
  }

  @Test("what cannot be read is a warning at its line and column")
  func warnings() throws {
    let (folder, imported) = try Self.imported()
    let messages = imported.result.diagnostics.map(brief)
    let python = folder.path + "/__init__.py"
    func place(_ needle: String) throws -> String {
      let source = try String(contentsOfFile: python, encoding: .utf8)
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      let line = try #require(lines.firstIndex { $0.contains(needle) })
      let column = try #require(lines[line].range(of: needle)).lowerBound.utf16Offset(in: lines[line]) + 1
      return "__init__.py:\(line + 1):\(column)"
    }
    #expect(
      messages.contains(
        try place("self.name + \"Verb\"")
          + ": a vocabulary of '.require(…)' cannot be read ('name' is not bound to a value written in the file);"
          + " it is left out"))
    #expect(
      messages.contains(
        try place("IntentBuilder(\"FollowUp\")")
          + ": required vocabulary 'DateContext' of intent 'FollowUp' is a conversation context the skill sets in"
          + " code, which a manifest does not carry"))
    #expect(
      messages.contains(
        try place("IntentBuilder(\"FollowUp\")")
          + ": intent 'FollowUp' is left out: without its required vocabulary 'DateContext' it would hear more than it says"))
    #expect(messages.contains { $0.hasPrefix("dialog.json: the test names no intent") })
    // The German file is not read without --lang de-de, and the docstring's text is not code.
    #expect(!messages.contains { $0.contains("Nope") })
    #expect(imported.result.diagnostics.allSatisfy { $0.severity == .warning })
  }

  @Test("the summary names every intent read and every one left out, with its reason and place, and the tests")
  func summary() throws {
    let (folder, imported) = try Self.imported(options: OVOSImportOptions(appName: "clock"))
    let summary = try #require(imported.result.summaries.first)
    #expect(imported.result.summaries.count == 1)
    #expect(summary.app == "clock")
    #expect(summary.source == folder.path)
    #expect(summary.intents.count == imported.result.manifests.first?.intents.count)
    #expect(summary.leftOut.map(\.intent) == ["Dynamic", "FollowUp"])
    let followUp = try #require(summary.leftOut.last)
    #expect(followUp.reason == "without its required vocabulary 'DateContext' it would hear more than it says")
    #expect(followUp.location?.line == 23)
    #expect(summary.tests == imported.corpus.count)
    #expect(summary.testsLeftOut == 1)
    #expect(summary.text.hasPrefix("clock (\(folder.path)): \(summary.intents.count) intents read, 2 left out, "))
    #expect(summary.text.contains("\n  left out: FollowUp: without its required vocabulary 'DateContext'"))
    let json = try #require(JSONParser.parse(Array(summary.json.utf8)).value.objectValue)
    #expect(json["leftOut"]?.value.arrayValue?.count == 2)
    #expect(json["tests"]?.value.numberValue?.int == imported.corpus.count)
  }

  @Test("end-to-end tests, blacklists, vocabularies registered in a loop, and a committed build/ copy left alone")
  func ovosForms() throws {
    let files: [String: String] = [
      "ovos_skill_greet/__init__.py": """
        from ovos_workshop.skills import OVOSSkill
        from ovos_workshop.decorators import intent_handler

        class Greet(OVOSSkill):
            def initialize(self):
                for i in range(101):
                    self.register_vocabulary(str(i) + "%", "Percent")

            @intent_handler("greet.intent", voc_blacklist=["Weather"])
            def handle_greet(self, message): pass

            @intent_handler(IntentBuilder("Loudness").require("Percent"))
            def handle_loudness(self, message): pass
        """,
      "ovos_skill_greet/locale/en-us/intents/greet.intent": "(say|) hello [to {{name}}]\nsay hello {number} times\n",
      "ovos_skill_greet/locale/en-us/number.entity": "#\n##\n###\n",
      "ovos_skill_greet/locale/en-us/intents/greet.blacklist": "say hello to the weather\n",
      "ovos_skill_greet/locale/en-us/name.blacklist": "nobody\n",
      "build/lib/ovos_skill_greet/locale/en-us/intents/greet.intent": "stale copy\n",
      "build/lib/ovos_skill_greet/__init__.py": "@intent_handler('greet.intent')\ndef handle_greet(self, m): pass\n",
      "test/end2end/golden_utterances_en-us.jsonl": """
        {"skill_id": "greet.openvoiceos", "utterance": "say hello to ann", "intent_label": "greet.openvoiceos:greet.intent", "intent_type": "padatious"}
        {"skill_id": "greet.openvoiceos", "utterance": "volume 40%", "intent_method": "handle_loudness", "intent_type": "adapt"}
        {"utterance": "hello", "intent_label": "greet.openvoiceos:nope.intent"}
        """,
      "test/end2end/negative_utterances_en-us.jsonl": #"{"utterance": "what time is it"}"# + "\n",
    ]
    let (_, imported) = try Self.imported(files, options: OVOSImportOptions(appName: "greet"))
    let manifest = try #require(imported.result.manifests.first)
    let greet = try #require(manifest.intents.first { $0.id == "greet" })
    #expect(greet.phrases.map(\.template) == ["(say|) hello [to {name}]", "say hello {number} times"])
    #expect(greet.parameters.map(\.type) == ["string", "integer"])
    #expect(greet.negativePhrases == ["say hello to the weather"])
    let vocabularies = Dictionary(uniqueKeysWithValues: manifest.vocabularies.map { ($0.name, $0.phrases) })
    #expect(vocabularies["Percent"]?.count == 101)
    #expect(manifest.intents.map(\.id) == ["greet", "Loudness"])
    let messages = imported.result.diagnostics.map(brief)
    #expect(!messages.contains { $0.contains("declared twice") || $0.contains("stale") }, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("name.blacklist: the blacklist of 'name'") })
    let expected = imported.corpus.compactMap {
      (try? JSONParser.parse(Array($0.utf8)))?.value.objectValue?["expect"]?.value.objectValue
    }
    #expect(expected.map { $0["intent"]?.value.stringValue ?? $0["outcome"]?.value.stringValue } == [
      "greet", "Loudness", "noMatch",
    ])
    #expect(imported.result.summaries.first?.testsLeftOut == 1)
  }

  @Test("a skill that only plays is an intent of 'play {query}', named by its search method")
  func playSkill() throws {
    let files = [
      "__init__.py": """
        class Radio(OVOSCommonPlaybackSkill):
            @ocp_search()
            def search_stations(self, phrase, media_type): pass
        """,
      "locale/en-us/radio.voc": "radio\n",
    ]
    let (_, imported) = try Self.imported(files, options: OVOSImportOptions(appName: "radio"))
    let intent = try #require(imported.result.manifests.first?.intents.first)
    #expect(intent.id == "search_stations")
    #expect(intent.phrases.map(\.template) == ["play {query}"])
    #expect(imported.result.summaries.first?.leftOut.isEmpty == true)
  }

  @Test("the skill's tests become a corpus labelled with the imported app and intents")
  func corpus() throws {
    let (_, imported) = try Self.imported(options: OVOSImportOptions(appName: "clock"))
    let lines = imported.corpus.map { line in
      (try? JSONParser.parse(Array(line.utf8)))?.value.objectValue?["expect"]?.value.objectValue.map {
        "\($0["app"]?.value.stringValue ?? "").\($0["intent"]?.value.stringValue ?? "")"
      } ?? "?"
    }
    #expect(lines.sorted() == ["clock.WeatherIntent", "clock.handle_date", "clock.handle_query_time", "clock.what.time"])
  }

  @Test(
    "the imported skill routes its own tests",
    arguments: [
      ("what's the time", "clock.what.time"),
      ("tell me the time", "clock.handle_query_time"),
      ("what time is it in nyc", "clock.what.time"),
      ("set a countdown for 30 seconds", "clock.timer"),
      ("what day is it", "clock.handle_date"),
      // `handle_date` excludes the Weather vocabulary.
      ("what day is the weather nice", "clock.WeatherIntent"),
      ("weather in paris", "clock.WeatherIntent"),
      ("order a pizza", "noMatch"),
    ])
  func routes(utterance: String, expected: String) throws {
    let (_, imported) = try Self.imported(options: OVOSImportOptions(appName: "clock"))
    #expect(destination(of: utterance, try router(of: imported.result.manifests)) == expected)
  }

  @Test("--lang reads another language's folder; a folder without intents is nothing to import")
  func languages() throws {
    let (_, german) = try Self.imported(options: OVOSImportOptions(language: "de-DE", appName: "uhr"))
    #expect(german.result.manifests.first?.intents.map(\.id) == ["what.time"])
    #expect(german.result.manifests.first?.locale == "de")
    let (_, empty) = try Self.imported(["README.md": "nothing here"])
    #expect(empty.result.manifests.isEmpty)
    #expect(empty.result.nothingToImport != nil)
  }

  @Test("a file that is not UTF-8 is read with a warning, not the end of the import")
  func latin1() throws {
    let folder = try TemporaryFolder(["locale/en-us/hello.intent": "hello there\n"])
    // "café" in Latin-1.
    try Data([0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: folder.path + "/locale/en-us/cafe.intent"))
    let result = try OVOSImporter.importSkills(paths: [folder.path]).result
    #expect(result.manifests.first?.intents.map(\.id) == ["cafe", "hello"])
    #expect(result.diagnostics.map(brief) == ["cafe.intent: is not UTF-8 text; it is read with its invalid bytes replaced"])
  }

  @Test("a missing folder and a file given for a folder are errors")
  func errors() throws {
    #expect(throws: ImportError.missing("/no/such/skill")) {
      try OVOSImporter.importSkills(paths: ["/no/such/skill"])
    }
    let folder = try TemporaryFolder(["a.intent": "hello"])
    #expect(throws: ImportError.self) { try OVOSImporter.importSkills(paths: [folder.path + "/a.intent"]) }
  }
}
