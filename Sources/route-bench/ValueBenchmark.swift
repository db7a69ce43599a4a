import Foundation
import PhraseGrammar

/// Times each value recognizer on typical phrases, as the matcher calls it (once per token).
enum ValueBenchmark {
  static let reference = LocalDateTime(year: 2026, month: 11, day: 29, hour: 9, utcOffsetSeconds: -8 * 3_600)

  static var phrases: [(name: String, texts: [String], read: ([String]) -> Int)] {
    [
      (
        "number", ["12", "twelve", "a dozen", "two hundred and five", "1,000", "two and a half", "八", "二百五十"],
        { Numbers.values(in: $0, from: 0).count }
      ),
      (
        "measurement", ["8 oz", "250 ml", "two cups", "a liter", "half a cup", "1.5 l", "8オンス"],
        { Measurements.readings(in: $0, from: 0, dimension: .volume).count }
      ),
      (
        "duration", ["20 minutes", "an hour and a half", "1h30", "90 s", "half an hour", "20分"],
        { Durations.readings(in: $0, from: 0).count }
      ),
      (
        "date", ["tomorrow at 3 pm", "next friday", "in 2 hours", "at 3pm", "March 5th", "this evening"],
        { EnglishDates.readings(in: $0, from: 0, reference: reference).count }
      ),
      (
        "date-ja", ["明日の午後3時", "来週の金曜日", "3月5日", "2時間後"],
        { JapaneseDates.readings(in: $0, from: 0, reference: reference).count }
      ),
    ]
  }

  /// One JSON line per recognizer: the median time of one reading attempt at the phrase's first token.
  static func run() {
    let clock = ContinuousClock()
    for (name, texts, read) in phrases {
      let tokenized = texts.map { Normalizer.tokens(of: $0).map(\.text) }
      var samples: [Double] = []
      var checksum = 0
      for _ in 0..<15 {
        let repetitions = 2_000
        let elapsed = clock.measure {
          for _ in 0..<repetitions {
            for tokens in tokenized { checksum &+= read(tokens) }
          }
        }
        samples.append(Benchmark.seconds(elapsed) * 1e9 / Double(repetitions * tokenized.count))
      }
      precondition(checksum > 0, "\(name) read nothing")
      samples.sort()
      print(
        #"{"version":1,"kind":"bench","name":"value-\#(name)","phrases":\#(texts.count),"#
          + #""medianNanosecondsPerReading":\#(Int(samples[samples.count / 2])),"#
          + #""minNanosecondsPerReading":\#(Int(samples[0]))}"#)
      fflush(nil)
    }
  }
}
