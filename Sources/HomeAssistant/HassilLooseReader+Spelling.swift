import PhraseGrammar

/// How the loose reader hears words spelled or spaced otherwise than the templates write them.
extension HassilLooseReader {
  /// The sentence with each word no template knows that is two words they know, run together
  /// as speech to text and hurried typing write them ("turnoff", "livingroom"), written apart
  /// (of several ways to split one, the most even); and two words said apart that the templates
  /// or the home's names know as one ("bed room"), written as one.
  func respacingWords(_ sentence: String) -> String {
    func knows(_ word: Substring) -> Bool { knownToken(String(word)) != nil }
    var words: [Substring] = []
    for word in sentence.split(separator: " ", omittingEmptySubsequences: true) {
      guard word.count >= 4, word.allSatisfy(\.isLetter), !knows(word) else {
        words.append(word)
        continue
      }
      var best: (left: Substring, right: Substring)?
      for cut in 2...(word.count - 2) {
        let split = word.index(word.startIndex, offsetBy: cut)
        let (left, right) = (word[..<split], word[split...])
        guard knows(left), knows(right) else { continue }
        if best.map({ min(left.count, right.count) > min($0.left.count, $0.right.count) }) ?? true {
          best = (left, right)
        }
      }
      words += best.map { [$0.left, $0.right] } ?? [word]
    }
    var respaced: [Substring] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if index + 1 < words.count, word.allSatisfy(\.isLetter), words[index + 1].allSatisfy(\.isLetter),
        knows(Substring(word + words[index + 1]))
      {
        respaced.append(Substring(word + words[index + 1]))
        index += 2
        continue
      }
      respaced.append(word)
      index += 1
    }
    return respaced.joined(separator: " ")
  }

  /// The token of a word the templates or the home's names know, as one token; nil otherwise.
  func knownToken(_ word: String) -> TokenID? {
    let ids = recognizer.grammar.utterance(word).ids
    return ids.count == 1 && ids[0] != .unknown ? ids[0] : nil
  }

  /// A word spelled with one of its letters doubled, or a doubled letter written once, the typo
  /// quick typing and speech to text make most ("of" for "off"). ``sentence(_:mask:)`` takes
  /// such a spelling for a template's word only when that word tells more of the intent than the
  /// word said, so that "off" is not read as "of".
  static func doubledLetterSpellings(of word: String) -> [String] {
    let letters = Array(word)
    guard letters.count >= 2, letters.count <= 12, letters.allSatisfy(\.isLetter) else { return [] }
    var spellings: [String] = []
    for index in letters.indices {
      var doubled = letters
      doubled.insert(letters[index], at: index)
      spellings.append(String(doubled))
      if index > 0, letters[index - 1] == letters[index] {
        var single = letters
        single.remove(at: index)
        spellings.append(String(single))
      }
    }
    return spellings
  }
}
