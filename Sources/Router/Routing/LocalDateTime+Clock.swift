import DataFormats
import Foundation
import PhraseGrammar

extension LocalDateTime {
  /// The current time on this machine's clock, at the local time zone's current offset.
  public static func now() -> LocalDateTime {
    let date = Date()
    let offset = TimeZone.current.secondsFromGMT(for: date)
    let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + offset
    return LocalDateTime(localSeconds: seconds, utcOffsetSeconds: offset)
  }
}
