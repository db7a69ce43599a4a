import Foundation
import PhraseGrammar
import Testing

@testable import Lint
@testable import Router

/// A manifest file written in a test.
struct ManifestFile: Sendable {
  var name: String
  var json: String
}

/// One rule test: manifests with markers (①…⑨) where findings are expected, and the findings.
///
/// In `expected`, a leading marker stands for the marked place as `FILE:LINE:COL:`,
/// `line ①` for the marked line, and any other marker for the place as `FILE:LINE:COL`.
struct LintCase: Sendable, CustomTestStringConvertible {
  var name: String
  var files: [ManifestFile]
  var rule: String
  var apple = false
  var expected: [String]

  var testDescription: String { name }
}

/// Manifests with their markers taken out, and where each marker was.
struct MarkedManifests {
  static let markers: Set<Character> = ["①", "②", "③", "④", "⑤", "⑥", "⑦", "⑧", "⑨"]
  var sources: [(file: String, bytes: [UInt8])] = []
  /// Each marker's place as `FILE:LINE:COL`, and its line.
  var places: [Character: (place: String, line: Int)] = [:]

  init(_ files: [ManifestFile]) {
    for file in files {
      var text = ""
      var line = 1
      var column = 1
      for character in file.json {
        if Self.markers.contains(character) {
          places[character] = ("\(file.name):\(line):\(column)", line)
          continue
        }
        text.append(character)
        if character == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      sources.append((file.name, Array(text.utf8)))
    }
  }

  /// An expected finding with its markers replaced by places.
  func resolve(_ expected: String) -> String {
    var text = expected
    for marker in places.keys.sorted() {
      guard let place = places[marker] else { continue }
      text = text.replacingOccurrences(of: "line \(marker)", with: "line \(place.line)")
      if text.first == marker { text = place.place + ":" + text.dropFirst() }
      text = text.replacingOccurrences(of: String(marker), with: place.place)
    }
    return text
  }
}

/// Lints manifests written in a test.
func lint(_ files: [ManifestFile], options: LintOptions = LintOptions()) -> LintReport {
  Linter.lint(sources: MarkedManifests(files).sources, options: options)
}

@Suite("Lint rules")
struct LintTests {
  static let cases: [LintCase] = [
    LintCase(
      name: "ApproximateCollision: an edit approximate matching forgives brings two apps' phrases together",
      files: [
        ManifestFile(
          name: "agenda.json",
          json: """
            { "app": "Agenda", "intents": [ { "id": "Show", "phrases": ["①show my calendar events"] } ] }
            """),
        ManifestFile(
          name: "planner.json",
          json: """
            { "app": "Planner", "intents": [ { "id": "List", "phrases": ["②show the calendar events"] } ] }
            """),
      ],
      rule: "ApproximateCollision",
      expected: [
        "① warning: [ApproximateCollision] 'show calendar events', this phrase said with an edit approximate "
          + "matching forgives, leaves 'Agenda.Show': it is ambiguous between 'Agenda.Show' and 'Planner.List' "
          + "(confidence 0.77)",
        "② warning: [ApproximateCollision] 'show calendar events', this phrase said with an edit approximate "
          + "matching forgives, leaves 'Planner.List': it is ambiguous between 'Planner.List' and 'Agenda.Show' "
          + "(confidence 0.77)",
      ]),
    LintCase(
      name: "KeywordOverlap: keywords another app's phrase or keyword intent takes",
      files: [
        ManifestFile(
          name: "jokes.json",
          json: """
            {
              "app": "Jokes",
              "vocabularies": { "Joke": ["joke", "make me laugh"], "Chuck": ["chuck norris"], "Tell": ["tell"] },
              "intents": [
                { "id": "Joke", "keywords": ①{ "required": ["Joke"] } },
                { "id": "Chuck", "keywords": ⑤{ "required": ["Chuck", "Joke"] } },
                { "id": "TellJoke", "keywords": ②{ "required": ["Joke"], "optional": ["Tell"] } }
              ]
            }
            """),
        ManifestFile(
          name: "dad.json",
          json: """
            {
              "app": "Dad",
              "vocabularies": { "Norris": ["chuck norris"], "Joke": ["joke", "make me laugh"] },
              "intents": [
                { "id": "Laugh", "phrases": ["make me laugh"] },
                { "id": "Norris", "keywords": ③{ "required": ["Norris", "Joke"] } }
              ]
            }
            """),
      ],
      rule: "KeywordOverlap",
      expected: [
        // Chuck and Norris tie on "chuck norris joke", both ways.
        "③ warning: [KeywordOverlap] 'chuck norris joke' is made of the keywords of 'Dad.Norris' and accepted by "
          + "'Jokes.Chuck'; routed, it is ambiguous between them; the two tie on every utterance made of either's "
          + "keywords",
        "① warning: [KeywordOverlap] 'make me laugh' is made of the keywords of 'Jokes.Joke' and accepted by "
          + "'Dad.Laugh'; routed, it goes to 'Dad.Laugh'",
        "⑤ warning: [KeywordOverlap] 'chuck norris joke' is made of the keywords of 'Jokes.Chuck' and accepted by "
          + "'Dad.Norris'; routed, it is ambiguous between them; the two tie on every utterance made of either's "
          + "keywords",
        // TellJoke ties with Joke, declared first, on every utterance of its required keywords.
        "② warning: [KeywordOverlap] 'joke' is made of the keywords of 'Jokes.TellJoke' and accepted by 'Jokes.Joke'; "
          + "routed, it goes to 'Jokes.Joke'; no utterance made of its keywords reaches it",
        "② warning: [KeywordOverlap] 'make me laugh' is made of the keywords of 'Jokes.TellJoke' and accepted by "
          + "'Dad.Laugh'; routed, it goes to 'Dad.Laugh'; no utterance made of its keywords reaches it",
      ]),
    LintCase(
      name: "ManifestDiagnostics: every loader and template problem, without cascades",
      files: [
        ManifestFile(
          name: "water.json",
          json: """
            {
              "app": "Water",
              "rules": { "log": "(log | add)", "bad": "①(oops" },
              ②"colour": "blue",
              "intents": [
                {
                  "id": "LogWater",
                  "parameters": [
                    { "name": "amount", "type": "integer" },
                    { "name": "cups", "type": ③"intger" }
                  ],
                  "phrases": [
                    "log ④{amout} of ⑤(water",
                    "log {cups} cups",
                    "<bad> water",
                    "⑥<lg> {amount} in {applicationName}"
                  ]
                }
              ]
            }
            """),
        ManifestFile(name: "broken.json", json: #"{"app": "Broken", "intents": [⑦}"#),
      ],
      rule: "",
      expected: [
        "⑦ error: [InvalidJSON] expected a value before '}'",
        "① error: [UnterminatedGroup] unterminated '('; expected ')'",
        "② warning: [UnknownKey] unknown key 'colour' is ignored",
        "③ error: [UnknownType] unknown parameter type 'intger'; did you mean 'integer'?",
        "④ error: [UndeclaredParameter] unknown parameter 'amout'; did you mean 'amount'?",
        "⑤ error: [UnterminatedGroup] unterminated '('; expected ')'",
        "⑥ error: [UnknownRule] unknown rule 'lg'; did you mean 'log'?",
      ]),
    LintCase(
      name: "UnusedParameter: neither a slot (rules included) nor set",
      files: [
        ManifestFile(
          name: "water.json",
          json: """
            {
              "app": "Water",
              "rules": { "amt": "{amount} ounces" },
              "intents": [
                {
                  "id": "LogWater",
                  "parameters": [
                    { "name": "amount", "type": "integer" },
                    ①{ "name": "size", "type": "enum", "enum": "Size" },
                    { "name": "cold", "type": "boolean" }
                  ],
                  "phrases": [
                    "log <amt> in {applicationName}",
                    { "template": "log cold water in {applicationName}", "sets": { "cold": true } }
                  ]
                }
              ],
              "enums": { "Size": ["small", "large"] }
            }
            """)
      ],
      rule: "UnusedParameter",
      expected: [
        "① warning: [UnusedParameter] parameter 'size' is not used by any phrase of intent 'LogWater' and no phrase sets it"
      ]),
    LintCase(
      name: "IntentWithoutPhrases: an intent no utterance can reach",
      files: [
        ManifestFile(
          name: "water.json",
          json: """
            {
              "app": "Water",
              "intents": [
                { "id": "LogWater", "phrases": ["log water in {applicationName}"] },
                { "id": "Empty", "phrases": ①[] },
                { "id": "OnlyNegative", "phrases": ②[], "negativePhrases": ["water the plants"] },
                { "id": "Answers", "phrases": [], "answersQuestions": true }
              ]
            }
            """)
      ],
      rule: "IntentWithoutPhrases",
      expected: [
        "① error: [IntentWithoutPhrases] intent 'Empty' has no phrases, so no utterance can reach it",
        "② error: [IntentWithoutPhrases] intent 'OnlyNegative' has no phrases, so no utterance can reach it",
      ]),
    LintCase(
      name: "DuplicatePhrase: the same text twice in one intent, white space aside",
      files: [
        ManifestFile(
          name: "water.json",
          json: """
            {
              "app": "Water",
              "intents": [
                {
                  "id": "LogWater",
                  "phrases": ["log water", "log water now",
                    "①log   water"],
                  "negativePhrases": ["water the plants",
                    "②water the  plants"]
                },
                { "id": "Other", "phrases": ["log water in {applicationName}"] }
              ]
            }
            """)
      ],
      rule: "DuplicatePhrase",
      expected: [
        "① warning: [DuplicatePhrase] phrase 'log   water' is declared twice in intent 'LogWater'; first on line 6",
        "② warning: [DuplicatePhrase] negative phrase 'water the  plants' is declared twice in intent 'LogWater'; "
          + "first on line 8",
      ]),
    LintCase(
      name: "UnreachableTemplate: covered by an earlier template of the same intent",
      files: [
        ManifestFile(
          name: "water.json",
          json: """
            {
              "app": "Water",
              "intents": [
                {
                  "id": "LogWater",
                  "parameters": [
                    { "name": "amount", "type": "integer" }, { "name": "note", "type": "string" }
                  ],
                  "phrases": [
                    "③(log | add) water",
                    "①log water",
                    "log {amount} water",
                    "log {note} water",
                    "log water in {applicationName}",
                    "②add (water | water)",
                    "add water please"
                  ]
                },
                { "id": "Other", "phrases": ["record water", "log water"] }
              ]
            }
            """)
      ],
      rule: "UnreachableTemplate",
      expected: [
        "① warning: [UnreachableTemplate] template 'log water' can never win: the earlier template '(log | add) water' "
          + "on line ③ accepts every utterance it does with the same rank",
        "② warning: [UnreachableTemplate] template 'add (water | water)' can never win: the earlier template "
          + "'(log | add) water' on line ③ accepts every utterance it does with the same rank",
      ]),
    LintCase(
      name: "SwallowsEverything: only slots, an error when only free text",
      files: [
        ManifestFile(
          name: "notes.json",
          json: """
            {
              "app": "Notes",
              "intents": [
                {
                  "id": "Note",
                  "parameters": [
                    { "name": "note", "type": "string" }, { "name": "amount", "type": "integer" }
                  ],
                  "phrases": [
                    "①{note}", "②[please] {note}", "③{applicationName} {note}", "④{amount}", "note {note}"
                  ],
                  "negativePhrases": ["⑤{note}"]
                }
              ]
            }
            """)
      ],
      rule: "SwallowsEverything",
      expected: [
        "① error: [SwallowsEverything] template '{note}' is only free text and matches any utterance",
        "② error: [SwallowsEverything] template '[please] {note}' is only free text and matches any utterance",
        "③ warning: [SwallowsEverything] template '{applicationName} {note}' has no literal words and matches anything "
          + "its slots accept",
        "④ warning: [SwallowsEverything] template '{amount}' has no literal words and matches anything its slots accept",
        "⑤ error: [SwallowsEverything] negative phrase '{note}' is only free text and blocks its app for any utterance",
      ]),
    LintCase(
      name: "DuplicateAppName: the same name, or a shared name or synonym after normalization",
      files: [
        ManifestFile(
          name: "a.json",
          json: #"{"app": "Water", "synonyms": ["Water Tracker", ②"Hydro"], "intents": []}"#),
        ManifestFile(name: "b.json", json: #"{"app": ①"water", "intents": []}"#),
        ManifestFile(name: "c.json", json: #"{"app": "HydroCoach", "synonyms": ["hydro!"], "intents": []}"#),
        ManifestFile(name: "d.json", json: #"{"app": ③"Water", "intents": []}"#),
        ManifestFile(name: "e.json", json: #"{"app": "Tempo", "synonyms": ["Tempo Timer"], "intents": []}"#),
      ],
      rule: "DuplicateAppName",
      expected: [
        "② error: [DuplicateAppName] synonym 'Hydro' is also a synonym of app 'HydroCoach' in 'c.json'",
        "① error: [DuplicateAppName] app name 'water' is also the name of app 'Water' in 'a.json'",
        "③ error: [DuplicateAppName] app 'Water' is declared twice; also in 'a.json'",
      ]),
    LintCase(
      name: "SharedPhraseWithinApp: an identical template is an error, an overlap a warning",
      files: [
        ManifestFile(
          name: "jot.json",
          json: """
            {
              "app": "Jot",
              "intents": [
                {
                  "id": "AddTask",
                  "parameters": [{ "name": "title", "type": "string" }],
                  "phrases": ["add {title} to {applicationName}", "①add a task"]
                },
                {
                  "id": "AddNote",
                  "parameters": [{ "name": "title", "type": "string" }],
                  "phrases": ["add a note called {title} in {applicationName}", "③add  a task"]
                },
                {
                  "id": "CompleteTask",
                  "parameters": [{ "name": "title", "type": "string" }],
                  "phrases": ["②check off {title} in {applicationName}"]
                },
                {
                  "id": "CompleteNthTask",
                  "parameters": [{ "name": "position", "type": "integer", "ordinal": true, "min": 1, "max": 50 }],
                  "phrases": ["④check off the {position} task in {applicationName}"]
                },
                { "id": "ShowTasks", "phrases": ["show my tasks in {applicationName}"] }
              ]
            }
            """)
      ],
      rule: "SharedPhraseWithinApp",
      expected: [
        "① error: [SharedPhraseWithinApp] intents 'AddTask' and 'AddNote' of 'Jot' share the template 'add  a task' "
          + "(also on line ③); routed, 'add a task' is ambiguous between them",
        "② warning: [SharedPhraseWithinApp] 'check off the third task in Jot' is accepted by intents 'CompleteTask' "
          + "and 'CompleteNthTask' of 'Jot' (other template 'check off the {position} task in {applicationName}' on "
          + "line ④); routed, it goes to 'Jot.CompleteNthTask'",
      ]),
    LintCase(
      name: "CrossAppOverlap: a shortest witness and where the router sends it",
      files: [
        ManifestFile(
          name: "water.json",
          json: """
            {
              "app": "Water",
              "rules": { "log": "(log | add)" },
              "intents": [
                {
                  "id": "LogWater",
                  "parameters": [
                    { "name": "amount", "type": "measurement", "unit": "fl_oz", "dimension": "volume", "min": 1, "max": 200 }
                  ],
                  "phrases": ["<log> {amount} in {applicationName}", "①log water", "log {amount} of water"]
                },
                { "id": "Lights", "phrases": ["⑤turn on the lights in {applicationName}"] }
              ]
            }
            """),
        ManifestFile(
          name: "hydrocoach.json",
          json: """
            {
              "app": "HydroCoach",
              "intents": [
                {
                  "id": "LogDrink",
                  "parameters": [
                    { "name": "amount", "type": "measurement", "unit": "ml", "min": 30, "max": 5000 }
                  ],
                  "phrases": ["(log | drink) water in {applicationName}", "②log water", "log {amount} of water"]
                },
                { "id": "SetReminders", "phrases": ["④remind me to drink water [in {applicationName}]"] },
                { "id": "Lights", "phrases": ["⑥turn on the lights in {applicationName}"] }
              ]
            }
            """),
        ManifestFile(
          name: "nudge.json",
          json: """
            {
              "app": "Nudge",
              "intents": [
                {
                  "id": "AddReminder",
                  "parameters": [{ "name": "title", "type": "string" }],
                  "phrases": ["③remind me to {title}"]
                }
              ]
            }
            """),
        ManifestFile(
          name: "egg.json",
          json: """
            {
              "app": "Egg",
              "intents": [
                {
                  "id": "Boil",
                  "parameters": [{ "name": "minutes", "type": "integer", "min": 1, "max": 20 }],
                  "phrases": ["⑦start a timer for {minutes} minutes"]
                }
              ]
            }
            """),
        ManifestFile(
          name: "tempo.json",
          json: """
            {
              "app": "Tempo",
              "intents": [
                {
                  "id": "StartTimer",
                  "parameters": [{ "name": "duration", "type": "duration", "min": 60 }],
                  "phrases": ["⑧start a timer for {duration}"]
                }
              ]
            }
            """),
      ],
      rule: "CrossAppOverlap",
      expected: [
        "⑦ warning: [CrossAppOverlap] 'start a timer for 8 minutes' is accepted by 'Egg.Boil' and 'Tempo.StartTimer' "
          + "without an app name (other template 'start a timer for {duration}' at ⑧); routed, it goes to 'Egg.Boil'",
        "② warning: [CrossAppOverlap] 'log water' is accepted by 'HydroCoach.LogDrink' and 'Water.LogWater' without an "
          + "app name (other template 'log water' at ①); routed, it is ambiguous between them",
        // One witness for each decision: HydroCoach takes the literal phrase, Nudge the one its free text reads.
        // Both only through Nudge's free text: notes.
        "④ note: [CrossAppOverlap] 'remind me to drink water in' is accepted by 'HydroCoach.SetReminders' and "
          + "'Nudge.AddReminder' without an app name (other template 'remind me to {title}' at ③); routed, it goes to "
          + "'Nudge.AddReminder'; only the free text of 'remind me to {title}' takes the other's words",
        "④ note: [CrossAppOverlap] 'remind me to drink water' is accepted by 'HydroCoach.SetReminders' and "
          + "'Nudge.AddReminder' without an app name (other template 'remind me to {title}' at ③); routed, it goes to "
          + "'HydroCoach.SetReminders'; only the free text of 'remind me to {title}' takes the other's words",
        "⑥ warning: [CrossAppOverlap] 'turn on the lights in' is accepted by 'HydroCoach.Lights' and 'Water.Lights' "
          + "without an app name (other template 'turn on the lights in {applicationName}' at ⑤); routed, it matches "
          + "no intent",
      ]),
    LintCase(
      name: "CrossAppOverlap: a witness per decision, not only the shortest, which may be harmless",
      files: [
        ManifestFile(
          name: "basket.json",
          json: """
            {
              "app": "Basket",
              "intents": [
                {
                  "id": "AddItem",
                  "parameters": [{ "name": "items", "type": "string", "list": true, "maxWords": 6 }],
                  "phrases": ["①{applicationName} (add | put) {items}", "add {items} to my shopping list"]
                }
              ]
            }
            """),
        ManifestFile(
          name: "cart.json",
          json: """
            {
              "app": "Cart",
              "intents": [
                {
                  "id": "AddItem",
                  "parameters": [{ "name": "item", "type": "string", "list": true, "maxWords": 6 }],
                  "phrases": ["put {item} on {applicationName}", "②add {item} to my shopping list"]
                }
              ]
            }
            """),
        ManifestFile(
          name: "music.json",
          json: """
            {
              "app": "Music",
              "intents": [
                { "id": "Play", "parameters": [{ "name": "song", "type": "string" }],
                  "phrases": ["③play {song}", "④play jazz radio"] }
              ]
            }
            """),
        ManifestFile(
          name: "radio.json",
          json: """
            {
              "app": "Radio",
              "intents": [
                { "id": "Play", "parameters": [{ "name": "station", "type": "string" }],
                  "phrases": ["⑤play {station} radio", "play jazz radio on {applicationName}"] }
              ]
            }
            """),
      ],
      rule: "CrossAppOverlap",
      expected: [
        // The shortest witness, 'put something on', matches nothing; the one that matters is ambiguous.
        // Basket's first phrase takes Cart's literal words as free text: a note, not a warning.
        "① note: [CrossAppOverlap] 'add something to my shopping list' is accepted by 'Basket.AddItem' and "
          + "'Cart.AddItem' without an app name (other template 'add {item} to my shopping list' at ②); routed, it is "
          + "ambiguous between them; only the free text of '{applicationName} (add | put) {items}' takes the other's "
          + "words",
        // Each side wins one: the literal witness comes first, then the one through free text.
        "③ note: [CrossAppOverlap] 'play something radio' is accepted by 'Music.Play' and 'Radio.Play' without an "
          + "app name (other template 'play {station} radio' at ⑤); routed, it goes to 'Radio.Play'; only the free "
          + "text of 'play {song}' takes the other's words",
        "④ note: [CrossAppOverlap] 'play jazz radio' is accepted by 'Music.Play' and 'Radio.Play' without an app "
          + "name (other template 'play {station} radio' at ⑤); routed, it goes to 'Music.Play'; only the free text "
          + "of 'play {station} radio' takes the other's words",
      ]),
    LintCase(
      name: "Apple: one app name, one enum or entity parameter",
      files: [
        ManifestFile(
          name: "water.json",
          json: """
            {
              "app": "Water",
              "intents": [
                {
                  "id": "LogDrink",
                  "parameters": [
                    { "name": "amount", "type": "integer" },
                    { "name": "drink", "type": "enum", "enum": "Drink" },
                    { "name": "drinks", "type": "enum", "enum": "Drink", "list": true }
                  ],
                  "phrases": [
                    "①log water",
                    "②log water [in {applicationName}]",
                    "③{applicationName} log water in {applicationName}",
                    "log {drink} in {applicationName}",
                    "④log ⑤{amount} of {drink} in {applicationName}",
                    "log ⑥{drinks} in {applicationName}"
                  ]
                }
              ],
              "enums": { "Drink": ["water", "tea"] }
            }
            """)
      ],
      rule: "Apple",
      apple: true,
      expected: [
        "① error: [AppleApplicationName] phrase 'log water' has no '{applicationName}'; an App Shortcut phrase needs "
          + "exactly one '{applicationName}'",
        "② error: [AppleApplicationName] phrase 'log water [in {applicationName}]' can be said without "
          + "'{applicationName}'; an App Shortcut phrase needs exactly one '{applicationName}'",
        "③ error: [AppleApplicationName] phrase '{applicationName} log water in {applicationName}' can name the app 2 "
          + "times; an App Shortcut phrase needs exactly one '{applicationName}'",
        "④ error: [AppleParameterCount] phrase 'log {amount} of {drink} in {applicationName}' has 2 parameter slots "
          + "('amount' and 'drink'); an App Shortcut phrase may have at most one",
        "⑤ error: [AppleParameterType] parameter 'amount' is an integer; an App Shortcut phrase may use only enum and "
          + "entity parameters",
        "⑥ error: [AppleParameterType] parameter 'drinks' is a list; an App Shortcut phrase may use only enum and "
          + "entity parameters",
      ]),
  ]

  @Test("reports each rule's problems with exact messages and places", arguments: cases)
  func rule(_ test: LintCase) {
    let marked = MarkedManifests(test.files)
    let report = Linter.lint(sources: marked.sources, options: LintOptions(apple: test.apple))
    let found = report.findings.filter { test.rule.isEmpty || $0.message.id.hasPrefix(test.rule) }.map {
      $0.line(.ruleTagged)
    }
    #expect(found == test.expected.map(marked.resolve))
  }

  @Test("an utterance many apps share is one finding, so the output grows with the apps, not their pairs")
  func sharedByMany() throws {
    func copies(_ count: Int) -> [(file: String, bytes: [UInt8])] {
      (1...count).map { index in
        let json = """
          {"app": "Water\(index)", "intents": [
            {"id": "Log", "parameters": [{"name": "amount", "type": "integer"}],
             "phrases": ["log water", "log {amount} glasses in {applicationName}"]},
            {"id": "Goal", "phrases": ["set my goal in {applicationName}"]}
          ]}
          """
        return ("water\(index).json", Array(json.utf8))
      }
    }
    var sizes: [Int: (findings: Int, bytes: Int)] = [:]
    for count in [2, 100, 200] {
      let report = Linter.lint(sources: copies(count))
      let overlaps = report.findings.filter { $0.message.id == "CrossAppOverlap" }
      // 'log water' (ambiguous) and 'set my goal in' (no match); 'log 8 glasses in' matches nothing either, and
      // the Log intents already have a witness the router sends somewhere.
      #expect(overlaps.count == 2, "\(count) apps")
      let apps = count == 2 ? "'Water1.Log' and 'Water2.Log'" : "\(count) intents of \(count) apps, 'Water1.Log'"
      #expect(overlaps.contains { $0.message.text.hasPrefix("'log water' is accepted by \(apps)") })
      #expect(overlaps.contains { $0.message.text.hasSuffix("routed, it is ambiguous between them") })
      sizes[count] = (report.findings.count, report.findings.reduce(0) { $0 + $1.line(.ruleTagged).utf8.count })
    }
    let (hundred, twoHundred) = try (#require(sizes[100]), #require(sizes[200]))
    #expect(hundred.findings == twoHundred.findings)
    // Twice the apps, about twice the text (each finding names every app once), not four or eight times.
    #expect(Double(twoHundred.bytes) / Double(hundred.bytes) < 2.1)
  }

  @Test("checks Apple's rules only with the option")
  func appleRulesNeedTheOption() {
    let files = [
      ManifestFile(name: "water.json", json: #"{"app": "Water", "intents": [{"id": "Log", "phrases": ["log water"]}]}"#)
    ]
    #expect(lint(files).findings.isEmpty)
    #expect(lint(files, options: LintOptions(apple: true)).findings.map(\.message.id) == ["AppleApplicationName"])
  }

  @Test("counts App Shortcuts and expanded phrases per app for Apple")
  func appleLimits() {
    let cases = (1...30).map { #""drink\#($0)""# }.joined(separator: ", ")
    var intents = (0..<11).map { index in
      #"{"id": "Intent\#(index)", "phrases": ["do thing \#(index) in {applicationName}"]}"#
    }
    intents[10] = "⑨" + intents[10]
    intents.append(#"{"id": "Silent", "phrases": []}"#)
    intents.append(
      #"{"id": "Drink", "parameters": [{"name": "drink", "type": "enum", "enum": "Drink"}], "#
        + #""phrases": ["(log | add | record | track | drink) [a | an | the] {drink} (in | to | with | on | at) "#
        + #"{applicationName}"]}"#)
    let json =
      "{\"app\": ①\"Water\", \"intents\": [\n" + intents.joined(separator: ",\n")
      + "\n], \"enums\": {\"Drink\": [\(cases)]}}"
    let marked = MarkedManifests([ManifestFile(name: "water.json", json: json)])
    let report = Linter.lint(sources: marked.sources, options: LintOptions(apple: true))
    // 'Silent' is not an App Shortcut, but a manifest intent no utterance can reach.
    #expect(
      report.findings.filter { $0.message.id == "IntentWithoutPhrases" }.map(\.message.text) == [
        "intent 'Silent' has no phrases, so no utterance can reach it"
      ])
    #expect(
      report.findings.filter { $0.message.id != "IntentWithoutPhrases" }.map { $0.line(.ruleTagged) } == [
        marked.resolve(
          "① warning: [ApplePhraseCount] app 'Water' has 3,011 phrases when each enum case and entity value is "
            + "counted; Apple allows about 1,000"),
        marked.resolve(
          "⑨ error: [AppleShortcutCount] app 'Water' has 12 intents with phrases; Apple allows at most 10 App "
            + "Shortcuts per app"),
      ])
  }

  @Test("says so when an overlap search stops at its budget")
  func overlapBudget() {
    let files = [
      ManifestFile(
        name: "a.json", json: #"{"app": "A", "intents": [{"id": "X", "phrases": ["①log (water | tea) now"]}]}"#),
      ManifestFile(name: "b.json", json: #"{"app": "B", "intents": [{"id": "Y", "phrases": ["②log water now"]}]}"#),
    ]
    let marked = MarkedManifests(files)
    let report = Linter.lint(sources: marked.sources, options: LintOptions(overlapStateBudget: 2))
    #expect(
      report.findings.map { $0.line(.ruleTagged) } == [
        marked.resolve(
          "① warning: [CrossAppOverlap] overlap of 'A.X' and 'B.Y' was not fully checked: the search stopped at its "
            + "limit of 2 states (or 128 steps compared) against template 'log water now' at ②")
      ])
    let full = Linter.lint(sources: marked.sources)
    #expect(
      full.findings.map(\.message.text).first?.hasPrefix("'log water now' is accepted by 'A.X' and 'B.Y'") == true)
  }

  @Test("templates of many optional words are compared in bounded work, not in the square of their edges")
  func manyOptionalWords() throws {
    // `[a] [a] … b`: every position is followed by every later one, so a node has an edge to each later word
    // and a product state the square of that.
    var tokens = TokenTable()
    func automaton(_ text: String) throws -> TemplateAutomaton {
      let template = try #require(TemplateParser().parse(text).0)
      return try #require(TemplateAutomaton(template, parameters: [], rules: [:], tokens: &tokens))
    }
    let optional = String(repeating: "[a] ", count: 300)
    let first = try automaton(optional + "b")
    let second = try automaton(optional + "b c")
    let graphs = [first, second].map {
      PhraseGraph($0, parameters: [], lexicons: [:], keepsApplicationName: false)
    }
    let clock = ContinuousClock()
    let start = clock.now
    var search = OverlapSearch(tokens: tokens, budget: 20_000)
    let found = search.witnesses(graphs[0], graphs[1], limit: 8)
    #expect(found.witnesses.isEmpty)
    #expect(!found.isComplete)
    // At most the budget, and the one pair of nodes that crossed it.
    #expect(search.work <= 20_000 * OverlapSearch.workPerState + 302 * 303)
    #expect(second.isSubsumed(by: first, budget: 5_000) != true)
    #expect(first.isSubsumed(by: second, budget: 5_000) != true)
    #expect(clock.now - start < .seconds(60))
  }

  @Test("writes the report as one JSON object")
  func json() throws {
    let report = lint([
      ManifestFile(
        name: "notes.json",
        json: #"{"app": "Notes", "intents": [{"id": "N", "parameters": [{"name": "t", "type": "string"}], "#
          + #""phrases": ["{t}"]}]}"#)
    ])
    #expect(report.errorCount == 1)
    #expect(report.warningCount == 0)
    #expect(
      report.json
        == #"{"version":1,"kind":"lint","findings":[{"file":"notes.json","line":1,"column":104,"severity":"error","#
        + #""rule":"SwallowsEverything","message":"template '{t}' is only free text and matches any utterance","#
        + #""path":"intents[0].phrases[0]"}],"errors":1,"warnings":0,"notes":0}"#)
  }

  @Test("finds nothing wrong in a clean manifest")
  func clean() {
    let report = lint([
      ManifestFile(
        name: "water.json",
        json: #"{"app": "Water", "intents": [{"id": "Log", "phrases": ["log water in {applicationName}"]}]}"#)
    ])
    #expect(report.findings.isEmpty)
    #expect(!report.hasUndecodableManifest)
  }
}
