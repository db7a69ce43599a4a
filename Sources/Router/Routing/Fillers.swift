import DataFormats
import PhraseGrammar

/// Words people put around a request that no phrase spells out ("please",
/// "can you", "thanks"), as normalized token sequences.
///
/// The router tries them only when nothing matches the whole utterance: it
/// strips fillers from both ends and routes the rest, the way hassil's skip
/// words and Siri's flexible matching forgive politeness.
enum Fillers {
  static let leading: [[[UInt8]]] = sequences([
    "please", "hey", "hi", "ok", "okay", "so", "um", "uh", "er", "well", "just", "hey siri", "siri",
    "can you", "could you", "would you", "will you", "can you please", "could you please",
    "would you please", "i want to", "i'd like to", "i would like to", "i need to", "go ahead and",
    "let's", "ねえ", "えっと",
  ])
  static let trailing: [[[UInt8]]] = sequences([
    "please", "thanks", "thank you", "now", "right now", "for me", "ください", "お願い", "お願いします",
  ])

  private static func sequences(_ phrases: [String]) -> [[[UInt8]]] {
    phrases.map { Normalizer.tokens(of: $0).map { Array($0.text.utf8) } }.sorted { $0.count > $1.count }
  }

  /// Every token any filler uses: a token outside this set ends the search at once.
  static let words: Set<[UInt8]> = Set((leading + trailing).flatMap { $0 })

  /// The tokens left once fillers are stripped from both ends, if any were and something is left.
  static func core(of utterance: Utterance) -> Range<Int>? {
    var start = 0
    var end = utterance.count
    guard end > 1,
      words.contains(utterance.normalizedBytes(0)) || words.contains(utterance.normalizedBytes(end - 1))
    else { return nil }
    func matches(_ filler: [[UInt8]], at position: Int) -> Bool {
      guard position >= 0, position + filler.count <= end, position >= start else { return false }
      return filler.indices.allSatisfy { utterance.normalizedToken(position + $0, equals: filler[$0]) }
    }
    var stripped = true
    while stripped {
      stripped = false
      for filler in leading where matches(filler, at: start) && start + filler.count < end {
        start += filler.count
        stripped = true
        break
      }
      for filler in trailing where matches(filler, at: end - filler.count) && end - filler.count > start {
        end -= filler.count
        stripped = true
        break
      }
    }
    return start > 0 || end < utterance.count ? start..<end : nil
  }
}
