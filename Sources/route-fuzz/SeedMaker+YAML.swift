extension SeedMaker {
  /// YAML documents in the shape of Home Assistant's intents repository, one per construct the
  /// reader supports or refuses, and the JSON documents (which YAML's flow collections read).
  func yamlDocuments() throws -> [(name: String, bytes: [UInt8])] {
    let documents = [
      "language: en\nintents:\n  HassTurnOn:\n    data:\n      - sentences:\n          - \"turn on {name}\"\n"
        + "          - \"[switch] on [the] {name}\"\n        slots:\n          domain: light\n",
      "---\n# comment\nexpansion_rules:\n  name: \"[the] {name}\"\nlists:\n  brightness:\n    range:\n"
        + "      from: 0\n      to: 100\nskip_words:\n- please\n- can you\n",
      "tests:\n  - sentences:\n      - 'it''s on'\n    intent:\n      name: HassTurnOn\n"
        + "      slots: { name: \"Kitchen\", brightness: 50 }\n    response: >-\n      Turned on\n      the light\n",
      "literal: |\n  line one\n    indented\n\n  after an empty line\nkeep: |+\n  kept\n\nstrip: >2-\n   text\n",
      "flow: [a, 'b', \"c\\n\", [1, 2.5, -3e2], {x: ~, y: true}]\nempty: []\nnull: null\n",
      "plain: a long\n  folded plain\n\n  scalar\nnumbers: [0x1F, 0o17, +1, .5, 1., 007, null, True]\n",
      "base: &base {a: 1, b: [x, y]}\ncopy: *base\nseq: &s\n  - one\nagain: *s\n",
      "\"quoted key\": \"escapes \\t \\u00e9 \\U0001F600 \\x41 \\\n  continued\"\n'single': 'a\n\n  b'\n",
      "a: 1\na: 2\n", "a:\n\t- b\n", "- a\nb: 1\n", "a: [1, 2\n", "a: \"open\n", "x: *missing\n",
      "? complex\n: key\n", "a: !tag b\n", "---\na: 1\n---\nb: 2\n", "a: b: c\n", "<<: {a: 1}\n",
      "a: &a [1, 2]\nb: &b [*a, *a, *a, *a]\nc: &c [*b, *b, *b, *b]\nd: [*c, *c, *c, *c]\n",
    ]
    var seeds: [(name: String, bytes: [UInt8])] = documents.enumerated().map {
      ("yaml-\($0.offset)", Array($0.element.utf8))
    }
    seeds += try jsonDocuments().prefix(64)
    return seeds
  }
}
