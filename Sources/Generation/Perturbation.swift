import DataFormats
import Evaluation
import PhraseGrammar
import Router

/// An utterance being generated, in pieces: literal words, the app's name, and slot values.
///
/// Keeping the pieces apart lets perturbations respect them: commas go only
/// between literal words (a comma inside a list value would split it), and
/// numbers change only inside values.
public struct UtteranceDraft: Hashable, Sendable {
  /// One piece of an utterance.
  public struct Segment: Hashable, Sendable {
    /// What a piece is.
    public enum Kind: Hashable, Sendable {
      /// Words of the template.
      case literal
      /// The app's name or a synonym.
      case applicationName
      /// A slot's value as said.
      case value
    }

    /// What the piece is.
    public var kind: Kind
    /// Its words.
    public var text: String
    /// A value said the other way round, digits for words or words for digits ("12" for "twelve"), if it has a number.
    public var alternate: String?

    /// A piece of a kind with its words, and the value said the other way round, if any.
    public init(_ kind: Kind, _ text: String, alternate: String? = nil) {
      self.kind = kind
      self.text = text
      self.alternate = alternate
    }
  }

  /// The pieces, in order.
  public var segments: [Segment]
  /// The phrase's locale: `en`, `ja`, …
  public var locale: String

  /// Makes a draft, folding runs of white space into one space and trimming both ends.
  public init(segments: [Segment], locale: String = "en") {
    self.locale = locale
    self.segments = []
    var endsWithSpace = true
    for segment in segments {
      var text = ""
      for character in segment.text {
        if character.isWhitespace {
          if !endsWithSpace { text.append(" ") }
          endsWithSpace = true
        } else {
          text.append(character)
          endsWithSpace = false
        }
      }
      if !text.isEmpty || segment.kind == .value {
        self.segments.append(Segment(segment.kind, text, alternate: segment.alternate))
      }
    }
    if let last = self.segments.lastIndex(where: { !$0.text.isEmpty }), self.segments[last].text.last == " " {
      self.segments[last].text.removeLast()
      if self.segments[last].text.isEmpty && self.segments[last].kind != .value { self.segments.remove(at: last) }
    }
  }

  /// The utterance as one string.
  public var text: String { segments.map(\.text).joined() }

  /// The utterance with every value that has one said the other way round, or nil when none has.
  public var withAlternateNumbers: String? {
    guard segments.contains(where: { $0.alternate != nil }) else { return nil }
    return segments.map { $0.alternate ?? $0.text }.joined()
  }

  /// Whether the utterance is in a language written without spaces.
  var isJapanese: Bool { locale.hasPrefix("ja") }
}

/// A family of changes that should not change how an utterance routes.
public enum PerturbationFamily: String, CaseIterable, Hashable, Sendable {
  /// UPPER CASE, Title Case, or rAnDoM case.
  case casing
  /// A trailing "?" or "!", or a comma between literal words.
  case punctuation
  /// A filler word or phrase: "please", "hey", "um", "can you".
  case filler
  /// Numbers in values said the other way round: "12" for "twelve", "twelve" for "12".
  case numbers
  /// A function word of the template left out: "log 12 oz water" for "log 12 oz of water".
  case dropWord = "drop-word"
  /// Two inner letters of a word of the template swapped: "calednar" for "calendar".
  case typo
  /// A word of the template in another inflection: "logs", "logged", "logging" for "log".
  case inflection
  /// An apostrophe of the template left out: "whats" for "what's".
  case apostrophe

  /// The tag of a variant of this family.
  public var tag: String { "perturb:" + rawValue }
}

/// Makes variants of utterances, one per family, with a seeded generator.
public enum Perturbation {
  /// A variant of a draft in a family, or nil when the family has nothing to change (or the change is no change).
  public static func variant(
    of draft: UtteranceDraft, family: PerturbationFamily, random: inout SeededRandom
  ) -> String? {
    let original = draft.text
    let result: String?
    switch family {
    case .casing:
      result = draft.isJapanese ? nil : casing(original, form: random.pick(CasingForm.self), random: &random)
    case .punctuation:
      result = punctuation(draft, form: random.pick(PunctuationForm.self), random: &random)
    case .filler:
      result = filler(original, japanese: draft.isJapanese, random: &random)
    case .numbers:
      result = draft.withAlternateNumbers
    case .dropWord, .typo, .inflection, .apostrophe:
      result = edited(draft, family: family, random: &random)
    }
    guard let result, result != original else { return nil }
    return result
  }

  /// The forms of the casing family.
  public enum CasingForm: CaseIterable, Sendable {
    case upper, title, random
  }

  /// The text in a casing form: UPPER, Title (each word's first letter), or each letter's case at random.
  public static func casing(_ text: String, form: CasingForm, random: inout SeededRandom) -> String {
    switch form {
    case .upper:
      return text.uppercased()
    case .title:
      var result = ""
      var atWordStart = true
      for character in text {
        result += atWordStart ? character.uppercased() : String(character)
        atWordStart = character == " "
      }
      return result
    case .random:
      var result = ""
      var changed = false
      for character in text {
        let flipped = random.bool() ? character.uppercased() : character.lowercased()
        changed = changed || flipped != String(character)
        result += flipped
      }
      // A draw that changed nothing is no variant: force the first letter up.
      if !changed, let index = result.firstIndex(where: \.isLetter) {
        result.replaceSubrange(index...index, with: result[index].uppercased())
      }
      return result
    }
  }

  /// The forms of the punctuation family.
  public enum PunctuationForm: CaseIterable, Sendable {
    case question, exclamation, comma
  }

  /// The draft with a trailing "?" or "!", or a comma after a literal word that is not the last word.
  ///
  /// With no place for a comma, the comma form adds a trailing "?" instead.
  /// Japanese text takes 「？」, 「！」, and 「、」 after a particle.
  public static func punctuation(
    _ draft: UtteranceDraft, form: PunctuationForm, random: inout SeededRandom
  ) -> String {
    let japanese = draft.isJapanese
    switch form {
    case .question: return draft.text + (japanese ? "？" : "?")
    case .exclamation: return draft.text + (japanese ? "！" : "!")
    case .comma:
      // Places after a literal word that something follows: (segment, offset of the word's end).
      var places: [(segment: Int, offset: Int)] = []
      for (index, segment) in draft.segments.enumerated() where segment.kind == .literal {
        let characters = Array(segment.text)
        let isLast = index == draft.segments.count - 1
        for offset in characters.indices {
          let endsWord = characters[offset] != " " && characters[offset] != "、"
          let next = offset + 1 < characters.count ? characters[offset + 1] : nil
          if japanese {
            let isParticle = Self.japaneseParticles.contains(characters[offset])
            if isParticle && (next != nil || !isLast) { places.append((index, offset + 1)) }
          } else if endsWord && next == " " {
            places.append((index, offset + 1))
          }
        }
      }
      guard let place = random.pick(places) else { return draft.text + (japanese ? "？" : "?") }
      var segments = draft.segments
      var characters = Array(segments[place.segment].text)
      characters.insert(contentsOf: japanese ? "、" : ",", at: place.offset)
      segments[place.segment].text = String(characters)
      return segments.map(\.text).joined()
    }
  }

  /// A draft with one literal word edited as approximate matching forgives (see `EditCosts`), or
  /// nil when no word of the template lends itself to the family: a function word left out, two
  /// inner letters of a word of five letters or more swapped, `-s`, `-ed` or `-ing` on a content
  /// word of three letters or more, an apostrophe left out.
  static func edited(_ draft: UtteranceDraft, family: PerturbationFamily, random: inout SeededRandom) -> String? {
    guard !draft.isJapanese else { return nil }
    // Every literal word that the family can change: (segment, word index).
    var places: [(segment: Int, word: Int)] = []
    for (index, segment) in draft.segments.enumerated() where segment.kind == .literal {
      for (position, word) in segment.text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
        let lowered = word.lowercased()
        let letters = lowered.allSatisfy { $0.isLetter }
        let fits =
          switch family {
          case .dropWord: FunctionWords.normalized.contains(lowered)
          case .typo: letters && word.count >= 5
          case .inflection: letters && word.count >= 3 && !FunctionWords.normalized.contains(lowered)
          case .apostrophe: word.contains("'") || word.contains("’")
          default: false
          }
        if fits { places.append((index, position)) }
      }
    }
    guard let place = random.pick(places) else { return nil }
    var segments = draft.segments
    var words = segments[place.segment].text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let word = words[place.word]
    switch family {
    case .dropWord:
      words.remove(at: place.word)
    case .typo:
      var letters = Array(word)
      // Neither the first letter nor the last moves.
      let first = random.pick(Array(1...(letters.count - 3))) ?? 1
      letters.swapAt(first, first + 1)
      words[place.word] = String(letters)
    case .inflection:
      words[place.word] = word + (random.pick(["s", "ed", "ing"]) ?? "s")
    default:
      words[place.word] = word.filter { $0 != "'" && $0 != "’" }
    }
    segments[place.segment].text = words.joined(separator: " ")
    return UtteranceDraft(segments: segments, locale: draft.locale).text
  }

  /// Japanese particles, after which a 「、」 may go.
  static let japaneseParticles: Set<Character> = ["を", "に", "で", "は", "が", "と", "へ", "も"]

  /// English fillers, as (before, after) the utterance.
  static let englishFillers: [(String, String)] = [
    ("please ", ""), ("", " please"), ("hey ", ""), ("um ", ""), ("can you ", ""), ("hey, can you ", " please"),
  ]

  /// Japanese fillers.
  static let japaneseFillers: [(String, String)] = [("ねえ、", ""), ("えっと、", ""), ("", "ください")]

  /// The text with a filler before or after it.
  public static func filler(_ text: String, japanese: Bool, random: inout SeededRandom) -> String {
    let fillers = japanese ? japaneseFillers : englishFillers
    let (before, after) = random.pick(fillers) ?? ("please ", "")
    return before + text + after
  }
}
