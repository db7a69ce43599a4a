import DataFormats
import PhraseGrammar

/// English clitics read as words of their own where keywords are spotted: "what's" says the
/// keyword "what", as Adapt's tokenizer reads it.
///
/// An apostrophe and `s`, `re`, `ve`, `ll`, `d` or `m` at the end of a word, and `n't`, are split
/// from the word before them, in the utterance and in the vocabularies' phrases alike: "what's"
/// is "what" and "s", "don't" is "do" and "n't" (a token the normalizer never begins with an
/// apostrophe, on either side). Phrases still match a contraction they spell.
enum Clitics {
  /// The endings split off, after the apostrophe.
  private static let endings = ["s", "re", "ve", "ll", "d", "m"]

  /// The tokens of an utterance with each word's clitic a token of its own.
  static func split(_ tokens: [Normalizer.RawToken], in text: String) -> [Normalizer.RawToken] {
    guard tokens.contains(where: { $0.kind == .word && $0.text.contains("'") }) else { return tokens }
    let utf8 = Array(text.utf8)
    var result: [Normalizer.RawToken] = []
    result.reserveCapacity(tokens.count + 2)
    for token in tokens {
      guard token.kind == .word, let split = splitPoint(of: token.text),
        let sourceSplit = sourceOffset(ofApostropheIn: token.sourceRange, of: utf8, isNegation: split.isNegation)
      else {
        result.append(token)
        continue
      }
      var head = token
      head.text = split.head
      head.sourceRange = token.sourceRange.lowerBound..<sourceSplit
      head.isFollowedBySeparator = false
      var tail = token
      tail.text = split.tail
      tail.sourceRange = sourceSplit..<token.sourceRange.upperBound
      result.append(head)
      result.append(tail)
    }
    return result
  }

  /// A template with a space before each clitic of its literal words, so that it reads as
  /// ``split(_:in:)`` reads utterances.
  static func split(_ template: Template) -> Template {
    Template(text: template.text, nodes: template.nodes.map(split))
  }

  private static func split(_ node: TemplateNode) -> TemplateNode {
    switch node {
    case .text(let text, let range):
      guard text.contains("'") || text.contains("’") else { return node }
      let words = text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
        let normalized = word.replacingOccurrences(of: "’", with: "'").lowercased()
        guard let split = splitPoint(of: normalized) else { return String(word) }
        return split.head + " " + (split.isNegation ? split.tail : "'" + split.tail)
      }
      return .text(words.joined(separator: " "), range)
    case .alternatives(let branches, let isOptional, let range):
      return .alternatives(branches.map { $0.map(split) }, isOptional: isOptional, range)
    case .anyOrder(let parts, let range):
      return .anyOrder(parts.map { $0.map(split) }, range)
    case .slot, .applicationName, .rule:
      return node
    }
  }

  /// Where a normalized word splits: its head and its clitic (`s` for `'s`, `n't` for `n't`).
  private static func splitPoint(of word: String) -> (head: String, tail: String, isNegation: Bool)? {
    guard let apostrophe = word.lastIndex(of: "'"), apostrophe > word.startIndex else { return nil }
    let ending = String(word[word.index(after: apostrophe)...])
    let head = String(word[..<apostrophe])
    if ending == "t", head.count > 1, head.hasSuffix("n") {
      return (String(head.dropLast()), "n't", true)
    }
    guard endings.contains(ending), !head.isEmpty else { return nil }
    return (head, ending, false)
  }

  /// The byte offset in the source where a word's clitic begins: its apostrophe (`'`, `’`, `ʼ`),
  /// or the `n` before it for a negation; nil when the source does not show one.
  private static func sourceOffset(ofApostropheIn range: Range<Int>, of utf8: [UInt8], isNegation: Bool) -> Int? {
    var index = range.upperBound - 1
    while index >= range.lowerBound {
      if utf8[index] == UInt8(ascii: "'") || utf8[index] == UInt8(ascii: "`") { break }
      // ’ (E2 80 99), ‘ (E2 80 98), ʼ (CA BC)
      if index + 2 < range.upperBound, utf8[index] == 0xE2, utf8[index + 1] == 0x80,
        utf8[index + 2] == 0x99 || utf8[index + 2] == 0x98
      {
        break
      }
      if index + 1 < range.upperBound, utf8[index] == 0xCA, utf8[index + 1] == 0xBC { break }
      index -= 1
    }
    guard index >= range.lowerBound else { return nil }
    if isNegation {
      guard index - 1 > range.lowerBound, utf8[index - 1] | 0x20 == UInt8(ascii: "n") else { return nil }
      return index - 1
    }
    return index > range.lowerBound ? index : nil
  }
}
