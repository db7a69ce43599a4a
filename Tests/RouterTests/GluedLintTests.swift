import Foundation
import Testing

@testable import Lint
@testable import Router

/// A one-intent manifest for glued-word lint tests: a `room` entity parameter, a `name` string parameter, and
/// the given phrases (markers ①…⑨ where findings are expected).
private func gluedManifest(
  locale: String, phrases: [String], rooms: [String] = ["kitchen", "bedroom"], rules: String = "",
  phraseLocale: String? = nil
) -> [ManifestFile] {
  let values = rooms.map { "{ \"id\": \"\($0.replacingOccurrences(of: " ", with: "_"))\", \"name\": \"\($0)\" }" }
  let phraseList = phrases.map { phrase in
    phraseLocale.map { "{ \"template\": \"\(phrase)\", \"locale\": \"\($0)\" }" } ?? "\"\(phrase)\""
  }
  return [
    ManifestFile(
      name: "lamp.json",
      json: """
        {
          "app": "Lamp",
          "locale": "\(locale)",\(rules.isEmpty ? "" : "\n  \"rules\": { \(rules) },")
          "intents": [
            {
              "id": "TurnOn",
              "parameters": [
                { "name": "room", "type": "entity", "entity": "Room" }, { "name": "name", "type": "string" }
              ],
              "phrases": [
                \(phraseList.joined(separator: ",\n        "))
              ]
            }
          ],
          "entities": { "Room": { "values": [\(values.joined(separator: ", "))] } }
        }
        """)
  ]
}

@Suite("Lint rules for glued words")
struct GluedLintTests {
  /// A case where `GluedSlot` finds nothing.
  static func quiet(_ name: String, _ locale: String, _ phrases: [String], phraseLocale: String? = nil) -> LintCase {
    LintCase(
      name: "GluedSlot: " + name, files: gluedManifest(locale: locale, phrases: phrases, phraseLocale: phraseLocale),
      rule: "GluedSlot", expected: [])
  }

  static let gluedSlotCases: [LintCase] = [
    LintCase(
      name: "GluedSlot: the app's name glued to an English plural",
      files: gluedManifest(locale: "en", phrases: ["show ①{applicationName}s logs", "turn on {room}"]),
      rule: "GluedSlot",
      expected: [
        "① warning: [GluedSlot] slot '{applicationName}' is glued to 's' in template 'show {applicationName}s logs': "
          + "it matches only a value and 's' said as one word, which is unusual in locale 'en'; write a space "
          + "between them if they are words apart"
      ]),
    LintCase(
      name: "GluedSlot: an entity glued to an optional group, and a slot glued inside a rule",
      files: gluedManifest(
        locale: "en-US", phrases: ["turn on ①{room}[s]", "light ②<where>", "lamp[s] {room}"],
        rules: "\"where\": \"{room}y\""),
      rule: "GluedSlot",
      expected: [
        "① warning: [GluedSlot] slot '{room}' is glued to '[s]' in template 'turn on {room}[s]': it matches only a "
          + "value and 's' said as one word, which is unusual in locale 'en-US'; write a space between them if they "
          + "are words apart",
        "② warning: [GluedSlot] slot '{room}' (in rule '<where>') is glued to 'y' in template 'light <where>': it "
          + "matches only a value and 'y' said as one word, which is unusual in locale 'en-US'; write a space "
          + "between them if they are words apart",
      ]),
    LintCase(
      name: "GluedSlot: free text glued to Cyrillic letters in Russian",
      files: gluedManifest(locale: "ru", phrases: ["напомни ①{name}у"]),
      rule: "GluedSlot",
      expected: [
        "① warning: [GluedSlot] slot '{name}' is glued to 'у' in template 'напомни {name}у': it matches only a "
          + "value and 'у' said as one word, which is unusual in locale 'ru'; write a space between them if they "
          + "are words apart"
      ]),
    LintCase(
      name: "GluedSlot: a German compound in an English manifest",
      files: gluedManifest(locale: "en", phrases: ["schalte das ①{room}licht an"]),
      rule: "GluedSlot",
      expected: [
        "① warning: [GluedSlot] slot '{room}' is glued to 'licht' in template 'schalte das {room}licht an': it "
          + "matches only a value and 'licht' said as one word, which is unusual in locale 'en'; write a space "
          + "between them if they are words apart"
      ]),
    // The neighbours: gluing the language writes, or no gluing at all.
    quiet("a Korean particle after the app's name", "ko", ["{applicationName}에서 물 기록해줘"]),
    quiet("Hangul glued in a manifest of another locale", "en", ["{applicationName}에서 물 기록해줘"]),
    quiet("a French elision", "fr", ["allume l'{room}", "allume la lampe d’{name}"]),
    quiet("an English possessive", "en", ["turn on {name}'s lamp"]),
    quiet("a German compound in a German manifest", "de-DE", ["schalte das {room}licht an"]),
    quiet(
      "a German compound in a German phrase of an English manifest", "en", ["schalte das {room}licht an"],
      phraseLocale: "de"),
    quiet("Turkish suffixes", "tr", ["{room}daki lambayı aç"]),
    quiet("kana after a slot is read character by character, not glued", "en", ["{room}の電気をつけて"]),
    quiet("slots and words apart", "en", ["turn on {room} lights", "lamp[s] in {room}", "(on | off) {room}"]),
  ]

  static let neverMatchesCases: [LintCase] = [
    LintCase(
      name: "GluedFormNeverMatches: an entity whose values say no word",
      files: gluedManifest(locale: "en", phrases: ["turn on ①{room}s", "turn off {room}"], rooms: ["💡", "★"]),
      rule: "GluedFormNeverMatches",
      expected: [
        "① warning: [GluedFormNeverMatches] slot '{room}' glued to 's' in template 'turn on {room}s' matches no "
          + "value of entity 'Room': none of the 4 utterances spelled with its values matches it, such as "
          + "'turn on 💡s'"
      ]),
    LintCase(
      name: "GluedFormNeverMatches: an entity with no values, glued in a German compound",
      files: gluedManifest(locale: "de", phrases: ["schalte das ①{room}licht an"], rooms: []),
      rule: "GluedFormNeverMatches",
      expected: [
        "① warning: [GluedFormNeverMatches] slot '{room}' glued to 'licht' in template 'schalte das {room}licht an' "
          + "can never match: entity 'Room' has no values"
      ]),
    // The neighbours: some value makes the glued word.
    LintCase(
      name: "GluedFormNeverMatches: a plural, a compound, an elision, the app's name",
      files: gluedManifest(
        locale: "en",
        phrases: [
          "turn on {room}s", "schalte das {room}licht an", "allume l'{room}", "show {applicationName}s logs",
          "{applicationName}에서 물 기록해줘", "dim {room}[s] to {name}",
        ]),
      rule: "GluedFormNeverMatches", expected: []),
    LintCase(
      name: "GluedFormNeverMatches: values of two words glued on both sides, and one said without its period",
      files: gluedManifest(
        locale: "en", phrases: ["turn on x{room}y", "turn on {room}s"], rooms: ["living room", "Dr."]),
      rule: "GluedFormNeverMatches", expected: []),
    LintCase(
      name: "GluedFormNeverMatches: a phrase outranked by an earlier one on every utterance still matches them",
      files: gluedManifest(locale: "en", phrases: ["turn on {room}[s]", "turn on {room}s"]),
      rule: "GluedFormNeverMatches", expected: []),
    LintCase(
      name: "GluedFormNeverMatches: values that say no word, not glued",
      files: gluedManifest(locale: "en", phrases: ["turn on {room} lights"], rooms: ["💡"]),
      rule: "GluedFormNeverMatches", expected: []),
  ]

  @Test("GluedSlot: reports a slot glued to letters where the locale writes words apart", arguments: gluedSlotCases)
  func gluedSlot(_ test: LintCase) {
    check(test)
  }

  @Test("GluedFormNeverMatches: reports a glued slot no value of its lexicon can make", arguments: neverMatchesCases)
  func gluedFormNeverMatches(_ test: LintCase) {
    check(test)
  }

  /// Templates and the glued slots lint finds in them and the compiler reads inside a word, as `{slot}+text`
  /// (letters after the slot) or `text+{slot}`: the neighbours above are quiet because of their language or
  /// apostrophe, not because nothing is glued.
  static let joinCases: [(locale: String, template: String, joins: [String])] = [
    ("ko", "{applicationName}에서 물 기록해줘", ["{applicationName}+에서"]),
    ("fr", "allume l'{room}", ["l'+{room}"]),
    ("en", "turn on {name}'s lamp", ["{name}+'s"]),
    ("de", "schalte das {room}licht an", ["{room}+licht"]),
    ("tr", "{room}daki lambayı aç", ["{room}+daki"]),
    ("en", "turn on x{room}y", ["x+{room}", "{room}+y"]),
    ("en", "light <where>", ["{room}+y"]),
    ("en", "{room}の電気をつけて", []),
    ("en", "switch {room}-lamp", []),
    ("en", "lamp[s] in {room}", []),
  ]

  @Test("finds the glued slots the compiler reads inside a word", arguments: joinCases.indices)
  func joins(_ index: Int) throws {
    let test = Self.joinCases[index]
    let files = gluedManifest(locale: test.locale, phrases: [test.template], rules: "\"where\": \"{room}y\"")
    let context = LintContext(sources: MarkedManifests(files).sources, options: LintOptions(), buildsRouter: false)
    let (app, intent, template) = try #require(context.phrases.first { _ in true })
    let syntax = try #require(template.syntax)
    let automaton = try #require(template.automaton)
    let found = GluedJoinFinder.joins(in: syntax, parameters: intent.parameters, rules: app.rules)
      .filter { $0.isCompiled(in: automaton, parameters: intent.parameters) }
      .map { $0.textFollows ? "\($0.slot)+\($0.text)" : "\($0.text)+\($0.slot)" }
    #expect(found == test.joins)
  }

  /// Lints the case's manifests, which must load and compile, and compares the rule's findings.
  private func check(_ test: LintCase) {
    let marked = MarkedManifests(test.files)
    let report = Linter.lint(sources: marked.sources)
    #expect(report.errorCount == 0, "\(report.findings.map { $0.line(.ruleTagged) })")
    #expect(report.phraseCount > 0)
    let found = report.findings.filter { $0.message.id == test.rule }.map { $0.line(.ruleTagged) }
    #expect(found == test.expected.map(marked.resolve))
  }
}
