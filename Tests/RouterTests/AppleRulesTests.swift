import Foundation
import Testing

@testable import Evaluation
@testable import Generation
@testable import Lint
@testable import Router

@Suite("Lint: Apple's App Shortcut rules")
struct AppleRulesTests {
  static let cases: [LintCase] = [
    LintCase(
      name: "AppleParameterValues: an entity with no values, an enum with no cases",
      files: [
        ManifestFile(
          name: "dogs.json",
          json: """
            {
              "app": "Dogs",
              "intents": [
                {
                  "id": "ShowDog",
                  "parameters": [
                    { "name": "dog", "type": "entity", "entity": "Dog" },
                    { "name": "size", "type": "enum", "enum": "Size" },
                    { "name": "cat", "type": "entity", "entity": "Cat" }
                  ],
                  "phrases": [
                    "show my dogs in {applicationName}",
                    "show ①{dog} in {applicationName}",
                    "show {dog} again in {applicationName}",
                    "show ②{size} dogs in {applicationName}",
                    "show {cat} in {applicationName}"
                  ]
                }
              ],
              "enums": { "Size": [] },
              "entities": { "Dog": { "values": [] }, "Cat": { "values": ["Tom"] } }
            }
            """)
      ],
      rule: "AppleParameterValues", apple: true,
      expected: [
        "① warning: [AppleParameterValues] entity 'Dog' of parameter 'dog' lists no values, so '{dog}' matches nothing "
          + "here; Apple makes these phrases from the values the app's query suggests (suggestedEntities()) after it "
          + "calls updateAppShortcutParameters(), so list the values the app will suggest",
        "② warning: [AppleParameterValues] enum 'Size' of parameter 'size' has no cases, so phrases with '{size}' expand "
          + "to none; Apple makes one phrase per case",
      ]),
    LintCase(
      name: "AppleParameterizedOnly: every phrase needs an entity value",
      files: [
        ManifestFile(
          name: "meals.json",
          json: """
            {
              "app": "Meals",
              "intents": [
                {
                  "id": "Cook",
                  "parameters": [{ "name": "meal", "type": "entity", "entity": "Meal" }],
                  "phrases": ["①cook {meal} in {applicationName}", "start cooking {meal} with {applicationName}"]
                },
                {
                  "id": "Open",
                  "parameters": [{ "name": "meal", "type": "entity", "entity": "Meal" }],
                  "phrases": ["open {meal} in {applicationName}", "open a meal in {applicationName}"]
                },
                {
                  "id": "Pick",
                  "parameters": [{ "name": "kind", "type": "enum", "enum": "Kind" }],
                  "phrases": ["pick {kind} in {applicationName}"]
                }
              ],
              "enums": { "Kind": ["soup"] },
              "entities": { "Meal": { "values": ["Pasta"] } }
            }
            """)
      ],
      rule: "AppleParameterizedOnly", apple: true,
      expected: [
        "① warning: [AppleParameterizedOnly] every phrase of intent 'Cook' has entity parameter 'meal'; Apple creates "
          + "such phrases only after the app has launched and called updateAppShortcutParameters(), so this App "
          + "Shortcut is invisible until then; add a phrase without it"
      ]),
    LintCase(
      name: "AppleNegativePhrase: slots, and a veto of the app's own phrases",
      files: [
        ManifestFile(
          name: "walks.json",
          json: """
            {
              "app": "Walks",
              "intents": [
                {
                  "id": "Start",
                  "parameters": [{ "name": "place", "type": "string" }],
                  "phrases": ["start a walk in {applicationName}"],
                  "negativePhrases": ["①walk me through", "②walk to {place}", "③stop a walk in {applicationName}"]
                },
                { "id": "Stop", "phrases": ["stop a walk in {applicationName}"] }
              ]
            }
            """)
      ],
      rule: "AppleNegativePhrase", apple: true,
      expected: [
        "② warning: [AppleNegativePhrase] negative phrase 'walk to {place}' has '{place}'; Apple's negative phrases "
          + "(NegativeAppShortcutPhrase) are plain text",
        "③ warning: [AppleNegativePhrase] negative phrase 'stop a walk in {applicationName}' has '{applicationName}'; "
          + "Apple's negative phrases (NegativeAppShortcutPhrase) are plain text",
        "③ warning: [AppleNegativePhrase] negative phrase 'stop a walk in {applicationName}' of intent 'Start' also "
          + "accepts 'stop a walk in Walks', which intent 'Stop' takes (template 'stop a walk in {applicationName}' on "
          + "line 10); negative phrases apply to the whole app, so it vetoes it",
      ]),
    LintCase(
      name: "AppleLiteralAppName: the app's name written as words, capitals included",
      files: [
        ManifestFile(
          name: "tonearm.json",
          json: """
            {
              "app": "Platterhead",
              "synonyms": ["Tonearm"],
              "intents": [
                {
                  "id": "Resume",
                  "phrases": [
                    "resume {applicationName}",
                    "Resume ①Platterhead in {applicationName}",
                    "(start | play) a ②Tonearm playlist in {applicationName}",
                    "play a platterhead in {applicationName}",
                    "play Platterheads in {applicationName}"
                  ]
                }
              ]
            }
            """)
      ],
      rule: "AppleLiteralAppName", apple: true,
      expected: [
        "① warning: [AppleLiteralAppName] phrase 'Resume Platterhead in {applicationName}' writes the app's name "
          + "'Platterhead' as words; say it with '{applicationName}', which Siri hears as any of the app's names "
          + "(display name, spoken name, INAlternativeAppNames)",
        "② warning: [AppleLiteralAppName] phrase '(start | play) a Tonearm playlist in {applicationName}' writes the "
          + "app's name 'Tonearm' as words; say it with '{applicationName}', which Siri hears as any of the app's names "
          + "(display name, spoken name, INAlternativeAppNames)",
      ]),
    LintCase(
      name: "AppleProviderCount: more than one AppShortcutsProvider in 'source'",
      files: [
        ManifestFile(
          name: "upcoach.json",
          json: """
            {
              "app": "UpCoach",
              "source": { "providers": [{ "name": "A" }, ①{ "name": "B" }, { "name": "C" }] },
              "intents": [{ "id": "Check", "phrases": ["check in {applicationName}"] }]
            }
            """),
        ManifestFile(
          name: "one.json",
          json: #"{"app": "One", "source": {"providers": [{"name": "A"}]}, "intents": []}"#),
      ],
      rule: "AppleProviderCount", apple: true,
      expected: [
        "① warning: [AppleProviderCount] app 'UpCoach' has 3 AppShortcutsProvider declarations ('A', 'B' and 'C'); "
          + "Apple allows one per app"
      ]),
    LintCase(
      name: "CrossAppOverlap with --apple: the word that introduces the app's name goes with it",
      files: [
        ManifestFile(
          name: "sipli.json",
          json: #"{"app": "Sipli", "intents": [{"id": "Log", "phrases": ["①Log water in {applicationName}"]}]}"#),
        ManifestFile(
          name: "soma.json",
          json:
            #"{"app": "Soma", "intents": [{"id": "Log", "phrases": ["②(Log | track) water (to | with) {applicationName}"]}]}"#
        ),
      ],
      rule: "CrossAppOverlap", apple: true,
      expected: [
        "① warning: [CrossAppOverlap] 'log water' is accepted by 'Sipli.Log' and 'Soma.Log' without an app name (other "
          + "template '(Log | track) water (to | with) {applicationName}' at ②); routed, it matches no intent"
      ]),
    LintCase(
      name: "AppleParameterizedOnly: a note when the app calls updateAppShortcutParameters()",
      files: [
        ManifestFile(
          name: "meals.json",
          json: """
            {
              "app": "Meals",
              "source": { "updatesAppShortcutParameters": "Meals/App.swift:12:5" },
              "intents": [
                {
                  "id": "Cook",
                  "parameters": [{ "name": "meal", "type": "entity", "entity": "Meal" }],
                  "phrases": ["①cook {meal} in {applicationName}"]
                }
              ],
              "entities": { "Meal": { "values": ["Pasta"] } }
            }
            """)
      ],
      rule: "AppleParameterizedOnly", apple: true,
      expected: [
        "① note: [AppleParameterizedOnly] every phrase of intent 'Cook' has entity parameter 'meal'; the app calls "
          + "updateAppShortcutParameters() (Meals/App.swift:12:5), so this App Shortcut appears once that has run, "
          + "not right after install; a phrase without it would be there at once"
      ]),
    LintCase(
      name: "AppleSiriInPhrase: the wake word written in a phrase",
      files: [
        ManifestFile(
          name: "tea.json",
          json: """
            {
              "app": "Tea",
              "intents": [
                {
                  "id": "Brew",
                  "phrases": [
                    "Hey ①Siri, brew tea in {applicationName}",
                    "brew tea in {applicationName}",
                    "ask {applicationName} about Siris"
                  ]
                }
              ]
            }
            """)
      ],
      rule: "AppleSiriInPhrase", apple: true,
      expected: [
        "① warning: [AppleSiriInPhrase] phrase 'Hey Siri, brew tea in {applicationName}' says 'Siri'; people say it "
          + "to wake Siri, which hears only what follows, so leave it out"
      ]),
    LintCase(
      name: "AppleDanglingWord: a phrase cut short, not a verb's particle",
      files: [
        ManifestFile(
          name: "tea.json",
          json: """
            {
              "app": "Tea",
              "intents": [
                {
                  "id": "Brew",
                  "phrases": [
                    "①brew tea in {applicationName} with",
                    "②brew tea [in {applicationName} for]",
                    "turn the kettle on in {applicationName}",
                    "switch {applicationName} on",
                    "check in with {applicationName}",
                    { "template": "Trage Tee in {applicationName} ein", "locale": "de" },
                    { "template": "③Tee mit {applicationName} und", "locale": "de-AT" },
                    { "template": "お茶を{applicationName}で", "locale": "ja" }
                  ]
                }
              ]
            }
            """)
      ],
      rule: "AppleDanglingWord", apple: true,
      expected: [
        "① warning: [AppleDanglingWord] phrase 'brew tea in {applicationName} with' can end on 'with', which needs a "
          + "word after it; finish the phrase or remove the word",
        "② warning: [AppleDanglingWord] phrase 'brew tea [in {applicationName} for]' can end on 'for', which needs a "
          + "word after it; finish the phrase or remove the word",
        "③ warning: [AppleDanglingWord] phrase 'Tee mit {applicationName} und' can end on 'und', which needs a word "
          + "after it; finish the phrase or remove the word",
      ]),
    LintCase(
      name: "UnusedParameter: under Apple's rules Siri asks for a required parameter",
      files: [
        ManifestFile(
          name: "tea.json",
          json: """
            {
              "app": "Tea",
              "intents": [
                {
                  "id": "Brew",
                  "parameters": [
                    { "name": "minutes", "type": "integer", "required": true },
                    ①{ "name": "strength", "type": "integer" }
                  ],
                  "phrases": ["brew tea in {applicationName}"]
                }
              ]
            }
            """)
      ],
      rule: "UnusedParameter", apple: true,
      expected: [
        "① warning: [UnusedParameter] parameter 'strength' is not used by any phrase of intent 'Brew' and no phrase "
          + "sets it"
      ]),
  ]

  @Test("reports each rule's problems with exact messages and places", arguments: cases)
  func rule(_ test: LintCase) {
    let marked = MarkedManifests(test.files)
    let report = Linter.lint(sources: marked.sources, options: LintOptions(apple: test.apple))
    let found = report.findings.filter { $0.message.id == test.rule }.map { $0.line(.ruleTagged) }
    #expect(found == test.expected.map(marked.resolve))
  }

  @Test("checks the new rules only with --apple, and leaves the app's name alone in CrossAppOverlap without it")
  func appleOnly() {
    let files = [
      ManifestFile(
        name: "sipli.json",
        json: #"{"app": "Sipli", "intents": [{"id": "Log", "phrases": ["Log water in {applicationName}"]}]}"#),
      ManifestFile(
        name: "soma.json",
        json: #"{"app": "Soma", "intents": [{"id": "Log", "phrases": ["log water in {applicationName}"]}]}"#),
    ]
    let plain = lint(files)
    #expect(plain.findings.map(\.message.text).first?.hasPrefix("'log water in' is accepted by 'Sipli.Log'") == true)
    let apple = lint(files, options: LintOptions(apple: true))
    #expect(apple.findings.map(\.message.text).first?.hasPrefix("'log water' is accepted by 'Sipli.Log'") == true)
  }
}
