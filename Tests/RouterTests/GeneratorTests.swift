import Foundation
import Testing

@testable import PhraseGrammar
@testable import DataFormats
@testable import Evaluation
@testable import Generation
@testable import Router

/// The utterance generator behind `route-eval generate`: determinism, labels the router reads back, perturbations.
@Suite("Utterance generator")
struct GeneratorTests {
  /// Manifests decoded from inline JSON, and the router compiled from them.
  static func apps(_ jsons: [String]) throws -> ([Manifest], Router) {
    let manifests = try makeManifests(jsons) { "app\($0).json" }
    return (manifests, try Router(manifests: manifests))
  }

  /// The bundled apps and their router.
  static func bundled() throws -> ([Manifest], Router) {
    let (manifests, _) = try ManifestLoader.load(paths: [packageRoot.appendingPathComponent("Corpora/apps").path])
    return (manifests, try Router(manifests: manifests))
  }

  /// One app with a parameter of every type, lists included.
  static let kitchen = """
    {
      "app": "Kitchen", "synonyms": ["Kitchen Helper"],
      "intents": [
        {"id": "SetCount", "parameters": [{"name": "count", "type": "integer", "min": 2, "max": 500}],
         "phrases": ["set the count to {count} in {applicationName}"]},
        {"id": "Scale", "parameters": [{"name": "factor", "type": "decimal", "min": 0.5, "max": 12}],
         "phrases": ["scale the recipe by {factor} in {applicationName}"]},
        {"id": "Step", "parameters": [{"name": "step", "type": "integer", "ordinal": true, "min": 1, "max": 40}],
         "phrases": ["go to the {step} step in {applicationName}"]},
        {"id": "Timer", "parameters": [{"name": "length", "type": "duration", "min": 10, "max": 7200}],
         "phrases": ["time {length} in {applicationName}"]},
        {"id": "Weigh", "parameters": [{"name": "weight", "type": "measurement", "dimension": "mass", "unit": "g",
         "min": 5, "max": 5000}], "phrases": ["weigh out {weight} in {applicationName}"]},
        {"id": "Heat", "parameters": [{"name": "temperature", "type": "measurement", "unit": "celsius", "min": 50,
         "max": 250}], "phrases": ["preheat the oven to {temperature} in {applicationName}"]},
        {"id": "Cut", "parameters": [{"name": "size", "type": "measurement", "dimension": "length", "unit": "cm",
         "min": 1, "max": 50}], "phrases": ["cut it to {size} in {applicationName}"]},
        {"id": "Plan", "parameters": [{"name": "day", "type": "date", "grain": "day"},
         {"name": "dish", "type": "string", "maxWords": 3}],
         "phrases": ["plan {dish} for {day} in {applicationName}", "plan {dish} {day} in {applicationName}",
                     {"template": "{day}に{dish}を作る", "locale": "ja"}]},
        {"id": "Fan", "parameters": [{"name": "on", "type": "boolean"}],
         "phrases": ["turn the fan {on} in {applicationName}"]},
        {"id": "Shop", "parameters": [{"name": "counts", "type": "integer", "list": true, "maxCount": 3, "min": 1,
         "max": 99}, {"name": "store", "type": "entity", "entity": "Store"}],
         "phrases": ["buy {counts} at {store} in {applicationName}"]},
        {"id": "Cook", "parameters": [{"name": "style", "type": "enum", "enum": "Style"},
         {"name": "dishes", "type": "string", "list": true, "maxCount": 3}, {"name": "served", "type": "boolean"}],
         "phrases": ["cook {dishes} {style} in {applicationName}",
                     {"template": "serve dinner in {applicationName}", "sets": {"served": true, "style": null}}]}
      ],
      "enums": {"Style": {"cases": [{"id": "stirFry", "synonyms": ["wok style"]},
                                    {"id": "roasted", "synonyms": ["oven roasted"]}]}},
      "entities": {"Store": {"values": [{"id": "market", "name": "Farmers Market", "synonyms": ["the market"]},
                                        {"id": "corner", "name": "Corner Shop"}]}}
    }
    """

  @Test("the same seed gives the same corpus; another seed another one")
  func determinism() throws {
    let (manifests, router) = try Self.bundled()
    let generator = UtteranceGenerator(manifests: manifests, router: router)
    let first = generator.generate(GeneratorOptions(seed: 1, perturbations: PerturbationFamily.allCases))
    let again = UtteranceGenerator(manifests: manifests.reversed(), router: router)
      .generate(GeneratorOptions(seed: 1, perturbations: PerturbationFamily.allCases))
    let other = generator.generate(GeneratorOptions(seed: 2, perturbations: PerturbationFamily.allCases))
    #expect(first.utterances.count > 300)
    #expect(first.utterances.map(\.jsonLine) == again.utterances.map(\.jsonLine))
    #expect(first.utterances.map(\.jsonLine) != other.utterances.map(\.jsonLine))
    // Perturbations do not change the base utterances.
    let plain = generator.generate(GeneratorOptions(seed: 1))
    #expect(plain.utterances == first.utterances.filter { !$0.tags.contains { $0.hasPrefix("perturb:") } })
  }

  @Test("output is ordered by app, intent, template and sample, and capped by maximum")
  func order() throws {
    let (manifests, router) = try Self.bundled()
    let generator = UtteranceGenerator(manifests: manifests, router: router)
    let result = generator.generate(GeneratorOptions(perTemplate: 2))
    let apps = result.utterances.map(\.app)
    #expect(apps == apps.sorted())
    #expect(
      result.counts.map(\.app) == [
        "Agenda", "Basket", "BusTime", "HydroCoach", "Jot", "Nudge", "Orbit", "Tempo", "Water",
      ])
    let water = try #require(manifests.first { $0.app == "Water" })
    let intents = result.utterances.filter { $0.app == "Water" }.map(\.intent)
    var declared = water.intents.map(\.id)
    declared.removeAll { !intents.contains($0) }
    #expect(intents.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } } == declared)

    let capped = generator.generate(GeneratorOptions(perTemplate: 2, maximum: 25))
    #expect(capped.utterances == Array(result.utterances.prefix(25)))
    #expect(capped.isTruncated)
  }

  @Test(
    "every generated utterance routes as labelled (the round trip through the generator)",
    arguments: [UInt64(1), 7, 2026])
  func roundTrip(seed: UInt64) throws {
    for (name, (manifests, router)) in [
      ("Corpora/apps", try Self.bundled()), ("kitchen", try Self.apps([Self.kitchen])),
    ] {
      let result = UtteranceGenerator(manifests: manifests, router: router)
        .generate(GeneratorOptions(seed: seed, perTemplate: 6))
      #expect(!result.utterances.isEmpty)
      let evaluator = Evaluator(router: router, defaultNow: GeneratorOptions.defaultReference)
      var failures: [String] = []
      for line in result.utterances {
        let judged = evaluator.judge(line.entry)
        if !judged.exact { failures.append("\(line.utterance): \(judged.differences.joined(separator: "; "))") }
      }
      #expect(
        failures.isEmpty,
        "\(name), seed \(seed): \(failures.count) of \(result.utterances.count):\n\(failures.prefix(30).joined(separator: "\n"))"
      )
      #expect(result.counts.allSatisfy { $0.disagreements == 0 })
    }
  }

  @Test("every value type is generated, in English and in Japanese phrases")
  func valueKinds() throws {
    let (manifests, router) = try Self.apps([Self.kitchen])
    let result = UtteranceGenerator(manifests: manifests, router: router).generate(GeneratorOptions(perTemplate: 6))
    let tags = Set(result.utterances.flatMap(\.tags))
    for kind in [
      "integer", "decimal", "ordinal", "duration", "measurement", "date", "string", "boolean", "entity", "enum", "list",
      "explicit-app", "name-free", "locale:ja", "generated",
    ] {
      #expect(tags.contains(kind), "no utterance tagged \(kind)")
    }
    // Dates carry the reference time; other lines do not.
    for line in result.utterances {
      #expect((line.entry.now != nil) == line.tags.contains("date"), "\(line.utterance)")
    }
    // A phrase's fixed values are in the label, null as cleared.
    let served = try #require(result.utterances.first { $0.utterance.hasPrefix("serve dinner") })
    #expect(
      served.entry.expect
        == Expectation(
          outcome: .routed, app: "Kitchen", intent: "Cook",
          parameters: [
            ExpectedParameter(name: "style", value: .cleared), ExpectedParameter(name: "served", value: .bool(true)),
          ]))
    // Measurements said in another unit carry the value converted to the parameter's unit.
    let converted = result.utterances.filter { $0.tags.contains("measurement") && $0.utterance.contains("pound") }
    #expect(!converted.isEmpty)
    for line in converted {
      #expect(line.entry.expect.parameters.first?.unit == "g")
    }
  }

  @Test("a keyword intent's utterances say its keywords, with the words its keyword parameters take, and route so")
  func keywordIntents() throws {
    let weather = """
      {"app": "Weather",
       "vocabularies": {"Query": ["what", "tell me"], "Weather": ["weather", "forecast"],
                        "Location": ["in {place}"], "Days": ["next {days} days"]},
       "intents": [
         {"id": "Current", "parameters": [{"name": "Query", "type": "string"}, {"name": "place", "type": "string"}],
          "keywords": {"oneOf": [["Weather"]], "optional": ["Query", "Location"]}},
         {"id": "Outlook", "parameters": [{"name": "days", "type": "integer", "min": 1, "max": 9}],
          "keywords": {"required": ["Weather", "Days"]}}]}
      """
    let (manifests, router) = try Self.apps([weather])
    let result = UtteranceGenerator(manifests: manifests, router: router).generate(GeneratorOptions(perTemplate: 6))
    let current = result.utterances.filter { $0.intent == "Current" }
    #expect(current.count >= 3)
    #expect(current.allSatisfy { $0.template == "keywords: Weather" })
    #expect(current.contains { line in line.entry.expect.parameters.contains { $0.name == "Query" } })
    #expect(result.utterances.contains { $0.intent == "Outlook" && $0.utterance.contains("next") })
    #expect(result.counts.map(\.disagreements) == [0], "\(result.disagreements)")
  }

  @Test("a name-free phrase two apps share is labelled ambiguous; one another app takes is skipped")
  func collisions() throws {
    let alpha = """
      {"app": "Alpha", "intents": [
        {"id": "Open", "parameters": [{"name": "door", "type": "enum", "enum": "Door"}],
         "phrases": ["open the {door} door"]},
        {"id": "Lights", "parameters": [{"name": "on", "type": "boolean"}],
         "phrases": ["lights {on}", "lights {on} in {applicationName}"]}],
       "enums": {"Door": {"cases": [{"id": "front"}, {"id": "back", "synonyms": ["rear"]}]}}}
      """
    let beta = """
      {"app": "Beta", "intents": [
        {"id": "OpenFront", "phrases": ["open the front door"]},
        {"id": "Lights", "parameters": [{"name": "on", "type": "boolean"}],
         "phrases": ["lights {on}", "lights {on} in {applicationName}"]}]}
      """
    let (manifests, router) = try Self.apps([beta, alpha])
    let result = UtteranceGenerator(manifests: manifests, router: router).generate(GeneratorOptions(perTemplate: 8))
    let alphaCounts = try #require(result.counts.first { $0.app == "Alpha" })
    #expect(alphaCounts.skipped > 0)
    #expect(!result.utterances.contains { $0.app == "Alpha" && $0.utterance == "open the front door" })
    #expect(result.utterances.contains { $0.app == "Alpha" && $0.utterance == "open the back door" })
    #expect(result.utterances.contains { $0.app == "Beta" && $0.utterance == "open the front door" })

    let nameFree = result.utterances.filter { $0.tags.contains("name-free") && $0.utterance.hasPrefix("lights") }
    #expect(!nameFree.isEmpty)
    for line in nameFree {
      #expect(line.entry.expect == Expectation(outcome: .ambiguous, apps: ["Alpha", "Beta"]), "\(line.utterance)")
      #expect(line.tags.contains("ambiguous"))
    }
    #expect(result.counts.map(\.ambiguous).reduce(0, +) == nameFree.count)
    let named = result.utterances.filter { $0.tags.contains("explicit-app") }
    #expect(named.allSatisfy { $0.entry.expect.outcome == .routed })
  }

  static let draft = UtteranceDraft(segments: [
    .init(.literal, "log "), .init(.value, "12 oz", alternate: "twelve oz"), .init(.literal, " of water in "),
    .init(.applicationName, "Water Tracker"),
  ])

  @Test(
    "each perturbation family does what it says",
    arguments: [
      (PerturbationFamily.casing, "log 12 oz of water in Water Tracker"),
      (.punctuation, "log 12 oz of water in Water Tracker"),
      (.filler, "log 12 oz of water in Water Tracker"),
      (.numbers, "log twelve oz of water in Water Tracker"),
      (.dropWord, ""), (.typo, ""), (.inflection, ""),
    ])
  func perturbation(family: PerturbationFamily, base: String) throws {
    #expect(Self.draft.text == "log 12 oz of water in Water Tracker")
    var random = SeededRandom(seed: 3)
    for _ in 0..<40 {
      let variant = try #require(Perturbation.variant(of: Self.draft, family: family, random: &random))
      #expect(variant != Self.draft.text)
      switch family {
      case .casing:
        #expect(variant.lowercased() == base.lowercased())
      case .punctuation:
        let stripped = variant.filter { !",?!".contains($0) }
        #expect(stripped == base)
        #expect(!variant.contains("12, oz") && !variant.contains("Water, Tracker"))
      case .filler:
        let fillers = ["please", "hey", "um", "can you"]
        #expect(variant.contains(base))
        #expect(fillers.contains { variant.hasPrefix($0) || variant.hasSuffix($0) }, "\(variant)")
      case .numbers:
        #expect(variant == base)
      case .dropWord:
        #expect(["log 12 oz water in Water Tracker", "log 12 oz of water Water Tracker"].contains(variant))
      case .typo:
        // "water" with two inner letters swapped; the value and the app's name untouched.
        #expect(["log 12 oz of wtaer in Water Tracker", "log 12 oz of waetr in Water Tracker"].contains(variant))
      case .inflection:
        let forms = ["s", "ed", "ing"].flatMap {
          ["log\($0) 12 oz of water in Water Tracker", "log 12 oz of water\($0) in Water Tracker"]
        }
        #expect(forms.contains(variant), "\(variant)")
      case .apostrophe:
        Issue.record("the draft has no apostrophe")
      }
    }
  }

  @Test("an apostrophe left out; a family with nothing to change gives no variant")
  func apostrophe() {
    var random = SeededRandom(seed: 5)
    let said = UtteranceDraft(segments: [.init(.literal, "what's on my list in "), .init(.applicationName, "Jot")])
    #expect(Perturbation.variant(of: said, family: .apostrophe, random: &random) == "whats on my list in Jot")
    #expect(Perturbation.variant(of: Self.draft, family: .apostrophe, random: &random) == nil)
  }

  @Test(
    "casing and punctuation forms",
    arguments: [
      (Perturbation.CasingForm.upper, "LOG 12 OZ OF WATER IN WATER TRACKER"),
      (.title, "Log 12 Oz Of Water In Water Tracker"),
    ])
  func casingForms(form: Perturbation.CasingForm, expected: String) {
    var random = SeededRandom(seed: 1)
    #expect(Perturbation.casing(Self.draft.text, form: form, random: &random) == expected)
  }

  @Test("punctuation forms: a trailing mark, or a comma between literal words only")
  func punctuationForms() {
    var random = SeededRandom(seed: 1)
    #expect(Perturbation.punctuation(Self.draft, form: .question, random: &random) == Self.draft.text + "?")
    #expect(Perturbation.punctuation(Self.draft, form: .exclamation, random: &random) == Self.draft.text + "!")
    let commas = Set(
      (0..<50).map { _ in Perturbation.punctuation(Self.draft, form: .comma, random: &random) })
    #expect(
      commas == [
        "log, 12 oz of water in Water Tracker", "log 12 oz of, water in Water Tracker",
        "log 12 oz of water, in Water Tracker", "log 12 oz of water in, Water Tracker",
      ])
    let japanese = UtteranceDraft(
      segments: [.init(.value, "明日"), .init(.literal, "に"), .init(.value, "牛乳"), .init(.literal, "をリマインドして")],
      locale: "ja")
    let marks = Set((0..<30).map { _ in Perturbation.punctuation(japanese, form: .comma, random: &random) })
    #expect(marks == ["明日に、牛乳をリマインドして", "明日に牛乳を、リマインドして"])
  }

  @Test("numbers go both ways: digits to words and words to digits")
  func numbersBothWays() throws {
    let (manifests, router) = try Self.apps([Self.kitchen])
    let result = UtteranceGenerator(manifests: manifests, router: router)
      .generate(GeneratorOptions(perTemplate: 6, perturbations: [.numbers]))
    var toWords = 0
    var toDigits = 0
    for (index, line) in result.utterances.enumerated() where line.tags.contains("perturb:numbers") {
      let base = result.utterances[index - 1]
      #expect(base.entry.expect == line.entry.expect)
      #expect(base.tags + ["perturb:numbers"] == line.tags)
      let baseDigits = base.utterance.count(where: \.isNumber)
      let lineDigits = line.utterance.count(where: \.isNumber)
      if lineDigits < baseDigits { toWords += 1 }
      if lineDigits > baseDigits { toDigits += 1 }
    }
    #expect(toWords > 5 && toDigits > 5, "\(toWords) to words, \(toDigits) to digits")
  }

  @Test(
    "numbers in words",
    arguments: [
      (0, "zero", "zeroth", "〇"), (7, "seven", "seventh", "七"), (13, "thirteen", "thirteenth", "十三"),
      (21, "twenty-one", "twenty-first", "二十一"), (40, "forty", "fortieth", "四十"),
      (100, "one hundred", "one hundredth", "百"), (105, "one hundred five", "one hundred fifth", "百五"),
      (250, "two hundred fifty", "two hundred fiftieth", "二百五十"),
      (1_205, "one thousand two hundred five", "one thousand two hundred fifth", "千二百五"),
      (12_000, "twelve thousand", "twelve thousandth", "一万二千"),
      (3_000_042, "three million forty-two", "three million forty-second", "三百万四十二"),
    ])
  func numberWords(number: Int, cardinal: String, ordinal: String, kanji: String) {
    #expect(NumberWords.english(number) == cardinal)
    #expect(NumberWords.englishOrdinal(number) == ordinal)
    #expect(NumberWords.japanese(number) == kanji)
  }

  @Test(
    "ordinal suffixes and digit grouping",
    arguments: [
      (1, "st", "1"), (2, "nd", "2"), (3, "rd", "3"), (11, "th", "11"), (12, "th", "12"), (13, "th", "13"),
      (21, "st", "21"), (112, "th", "112"), (12_500, "th", "12,500"),
    ])
  func suffixes(number: Int, suffix: String, digits: String) {
    #expect(NumberWords.ordinalSuffix(number) == suffix)
    #expect(NumberWords.digits(number) == digits)
  }

  @Test("a corpus line has the keys of Docs/Evaluation.md's corpus format, in a fixed order, and reads back the same")
  func jsonLines() {
    let routed = CorpusEntry(
      utterance: "don't repeat standup tomorrow in Agenda", now: GeneratorOptions.defaultReference,
      expect: Expectation(
        outcome: .routed, app: "Agenda", intent: "UpdateEvent",
        parameters: [
          ExpectedParameter(name: "amount", value: .number(8.5), unit: "fl_oz"),
          ExpectedParameter(name: "recurrence", value: .cleared),
          ExpectedParameter(name: "items", value: .list([.string("eggs"), .string("milk")])),
          ExpectedParameter(name: "on", value: .bool(true)),
        ]),
      tags: ["explicit-app", "string", "generated"])
    let ambiguous = CorpusEntry(
      utterance: "log water", expect: Expectation(outcome: .ambiguous, apps: ["HydroCoach", "Water"]),
      tags: ["name-free", "ambiguous", "generated"])
    let lines = [
      #"{"utterance":"don't repeat standup tomorrow in Agenda","now":"2026-11-29T09:00:00-08:00","expect":{"app":"Agenda","intent":"UpdateEvent","parameters":{"amount":{"value":8.5,"unit":"fl_oz"},"recurrence":{"state":"cleared"},"items":{"value":["eggs","milk"]},"on":{"value":true}}},"tags":["explicit-app","string","generated"]}"#,
      #"{"utterance":"log water","expect":{"outcome":"ambiguous","apps":["HydroCoach","Water"]},"tags":["name-free","ambiguous","generated"]}"#,
    ]
    #expect([routed.jsonLine, ambiguous.jsonLine] == lines)
    let (read, problems) = CorpusLoader.decode(Array(lines.joined(separator: "\n").utf8), file: "<memory>")
    #expect(problems.isEmpty)
    #expect(read.map(\.expect) == [routed.expect, ambiguous.expect])
    #expect(read.map(\.now) == [routed.now, nil])
    #expect(read.map(\.tags) == [routed.tags, ambiguous.tags])
  }

  @Test("a generated corpus reads back with the corpus loader, entry for entry")
  func readsBack() throws {
    let (manifests, router) = try Self.apps([Self.kitchen])
    let result = UtteranceGenerator(manifests: manifests, router: router)
      .generate(GeneratorOptions(perTemplate: 4, perturbations: PerturbationFamily.allCases))
    let text = result.utterances.map(\.jsonLine).joined(separator: "\n")
    let (read, problems) = CorpusLoader.decode(Array(text.utf8), file: "<generated>")
    #expect(problems.isEmpty)
    #expect(read.count == result.utterances.count)
    for (entry, line) in zip(read, result.utterances) {
      #expect(entry.utterance == line.entry.utterance)
      #expect(entry.now == line.entry.now)
      #expect(entry.expect == line.entry.expect)
      #expect(entry.tags == line.entry.tags)
    }
  }

  @Test("the seeded generator is stable: fixed numbers for a fixed seed")
  func seededGenerator() {
    var random = SeededRandom(seed: 1)
    #expect(random.next() == 0x910A_2DEC_8902_5CC1)
    var a = SeededRandom(seed: 9, stream: ["Water", "LogWater", "0"])
    var b = SeededRandom(seed: 9, stream: ["Water", "LogWater", "1"])
    #expect(a.next() != b.next())
    var values = Array(0..<10)
    random.shuffle(&values)
    #expect(values.sorted() == Array(0..<10))
    #expect((0..<1_000).allSatisfy { _ in (3...5).contains(random.int(in: 3...5)) })
  }
}
