import DataFormats
import Generation
import Router

/// Synthetic apps shaped like real App Shortcut phrase sets: about ten intents
/// of five templates each, built on shared verbs ("log", "add", "start") with
/// app-specific nouns, some name-free phrases, numbers, free text and enums.
enum SyntheticRegistry {
  static let verbs = [
    "log", "add", "start", "stop", "show", "open", "create", "delete", "check", "track", "record",
    "play", "pause", "set", "find", "send", "book", "order", "share", "save",
  ]
  static let syllables = [
    "ka", "lo", "mi", "ra", "tu", "ne", "so", "vi", "da", "pe", "zu", "ri", "mo", "fa", "gi", "ha",
    "jo", "ku", "le", "wu",
  ]

  /// A made-up noun of four syllables: 160,000 of them, so apps share the
  /// verbs on purpose but rarely a noun by accident.
  static func word(_ generator: inout SeededRandom) -> String {
    (0..<4).map { _ in syllables.randomElement(using: &generator) ?? "ka" }.joined()
  }

  /// One synthetic app: its manifest and utterances that exercise each of its phrases.
  static func app(index: Int, generator: inout SeededRandom) -> (Manifest, [String]) {
    let name = "App\(index) " + word(&generator).capitalized
    let spoken = "App\(index)"
    var manifest = Manifest(app: name, synonyms: [spoken], source: "synthetic/\(index).json")
    manifest.enums = [
      (
        "Size",
        EnumType(cases: [
          LexiconValue(id: "small", synonyms: ["little"]), LexiconValue(id: "large", synonyms: ["big"]),
        ])
      )
    ]
    var utterances: [String] = []
    for intentIndex in 0..<10 {
      let verb = verbs.randomElement(using: &generator) ?? "log"
      let other = verbs.randomElement(using: &generator) ?? "add"
      let noun = word(&generator)
      let thing = word(&generator)
      let amount = Int.random(in: 1...500, using: &generator)
      manifest.intents.append(
        Intent(
          id: "Intent\(intentIndex)",
          parameters: [
            Parameter(name: "amount", type: .integer(min: 1, max: 1000)),
            Parameter(name: "item", type: .string(maxWords: 4)),
            Parameter(name: "size", type: .enumeration("Size")),
          ],
          phrases: [
            "\(verb) [a | the] \(noun) (in | with) {applicationName}",
            "(\(verb) | \(other)) {amount} \(noun) [of \(thing)] in {applicationName}",
            "\(verb) {item} to my \(noun) list [in {applicationName}]",
            "\(other) a {size} \(noun) [please]",
            "how many \(noun) did I \(verb) today",
          ].map { Phrase(SourcedText($0)) }))
      utterances += [
        "\(verb) the \(noun) in \(spoken)",
        "\(other) \(amount) \(noun) of \(thing) in \(spoken)",
        "\(verb) fresh eggs to my \(noun) list",
        "\(other) a big \(noun) please",
        "how many \(noun) did I \(verb) today",
      ]
    }
    return (manifest, utterances)
  }
}
