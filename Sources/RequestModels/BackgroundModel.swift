import Foundation
import PhraseGrammar

/// What people ask assistants in general: how often each word (as said) occurs in real requests
/// to a home assistant (the training and calibration folds of HWU64; ``table``), smoothed, so that a word an
/// intent does not explain can be priced by how common it is in requests, and in requests of
/// how many kinds (a word said in requests of every kind is chatter).
///
/// "set an alarm for thursday" is no weather request, though a weather skill's vocabularies say
/// "thursday": "alarm", which the weather intents never say, is a common word of requests.
/// "tell me about the hyundai ioniq" may well be one for a skill with free text: "hyundai" is a
/// word requests rarely say.
package struct BackgroundModel: Sendable {
  /// The count added to every word (and to a word the table does not have).
  static let smoothing = 0.5
  /// Requests of how many intents a word must be said in to be chatter rather than a request's
  /// subject ("need", "want", "not" are said in requests of every kind; "alarm" in a few).
  static let chatterSpread = 10

  /// By word: log P(word).
  private let logProbabilities: [String: Double]
  /// By word: in requests of how many intents it is said.
  private let spreads: [String: Int]
  /// log P of a word the table does not have.
  package let logUnseen: Double

  /// The model of the shipped table.
  package static let requests = BackgroundModel(table: table)

  /// The model of a table of "count intents word" lines.
  init(table: String) {
    var counts: [String: Double] = [:]
    var spreads: [String: Int] = [:]
    for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
      let parts = line.split(separator: UInt8(ascii: " "))
      guard parts.count == 3, let count = Double(Substring(parts[0])), let spread = Int(Substring(parts[1])) else {
        continue
      }
      // The table's words are lowercase; only those beyond ASCII need normalizing.
      let written = String(Substring(parts[2]))
      let word = parts[2].allSatisfy { $0 < 0x80 } ? written : Normalizer.normalize(written)
      guard RequestWords.isContent(word) else { continue }
      counts[word, default: 0] += count
      spreads[word] = max(spreads[word] ?? 0, spread)
    }
    let total = counts.values.reduce(0, +) + Self.smoothing * Double(counts.count + 1)
    logProbabilities = counts.mapValues { log(($0 + Self.smoothing) / total) }
    logUnseen = log(Self.smoothing / total)
    self.spreads = spreads
  }

  /// log P(word) of a normalized word.
  package func logProbability(_ word: String) -> Double { logProbabilities[word] ?? logUnseen }

  /// The number of intents the table's requests were made for.
  static let intentCount = 64

  /// How much saying a normalized word tells of what is asked, from 0 to 1: log(*I* / *s*) / log *I*
  /// for a word said in requests of *s* of the table's *I* intents, 1 for a word the table lacks.
  package func informativeness(_ word: String) -> Double {
    guard let spread = spreads[word], spread > 0 else { return 1 }
    let intents = Double(Self.intentCount)
    return max(0, log(intents / Double(spread)) / log(intents))
  }

  /// Whether a normalized word is said in requests of every kind, so that saying it tells
  /// nothing of what is asked.
  package func isChatter(_ word: String) -> Bool { spreads[word] ?? 0 >= Self.chatterSpread }
}
