import DataFormats
import Evaluation
import PhraseGrammar
import Router

/// Where a generated utterance comes from: a phrase of the intent, or its keywords.
enum Source {
  case phrase(Int)
  case keywords

  /// The name of the source's stream of random choices.
  var streamName: String {
    switch self {
    case .phrase(let index): String(index)
    case .keywords: "keywords"
    }
  }
}

/// Utterances a keyword intent hears, spelled as expansions: its keywords in the order declared.
///
/// Each form says every required vocabulary, one vocabulary of each one-of group and each optional
/// one at even odds, each as one expansion of one of its phrases, separated by spaces; the
/// `string` parameter named like a vocabulary takes that vocabulary's words.
enum KeywordForms {
  /// How a generated utterance names its source: `keywords: Query + Weather`, as a route does.
  static func label(of intent: Intent) -> String {
    guard let keywords = intent.keywords else { return "" }
    return "keywords: " + (keywords.required + keywords.oneOf.compactMap(\.first)).map(\.text).joined(separator: " + ")
  }

  /// Up to `count` distinct forms.
  static func forms(
    of intent: Intent, in templates: some ManifestTemplates, expander: TemplateExpander, count: Int,
    random: inout SeededRandom
  ) -> [(pieces: [ExpandedPiece], words: [(parameter: String, pieces: Range<Int>)])] {
    guard let keywords = intent.keywords else { return [] }
    let manifest = templates.manifest
    // Every expansion of every phrase of a vocabulary.
    var expansions: [String: [[ExpandedPiece]]] = [:]
    for name in Set(keywords.names.map(\.text)) {
      guard let index = manifest.vocabularies.firstIndex(where: { $0.name == name }) else { continue }
      expansions[name] = manifest.vocabularies[index].phrases.indices.flatMap { phrase in
        templates.phrase(phrase, ofVocabulary: index).syntax.map { expander.expansions(of: $0) } ?? []
      }
    }
    let takesWords = Set(
      intent.parameters.filter { if case .string = $0.type { true } else { false } }.map(\.name))
    var result: [(pieces: [ExpandedPiece], words: [(parameter: String, pieces: Range<Int>)])] = []
    var seen = Set<[ExpandedPiece]>()
    for _ in 0..<(count * 2) where result.count < count {
      var said = keywords.required.map(\.text)
      for group in keywords.oneOf { if let pick = random.pick(group) { said.append(pick.text) } }
      for optional in keywords.optional where random.next() % 2 == 0 { said.append(optional.text) }
      var pieces: [ExpandedPiece] = []
      var words: [(parameter: String, pieces: Range<Int>)] = []
      for name in said {
        guard let expansion = expansions[name].flatMap({ random.pick($0) }) else { continue }
        if !pieces.isEmpty { pieces.append(.text(" ")) }
        let start = pieces.count
        pieces += expansion
        if takesWords.contains(name) { words.append((name, start..<pieces.count)) }
      }
      guard !pieces.isEmpty, seen.insert(pieces).inserted else { continue }
      result.append((pieces, words))
    }
    return result
  }
}
