import DataFormats
import Foundation
import PhraseGrammar
import Reports
import Router

/// Route latencies in log-spaced buckets, so that percentiles need no list of every latency and
/// histograms of separate runs add up.
///
/// Bucket 0 holds latencies up to ``lowest``; bucket *i* holds those above `lowest × 2^((i−1)/16)`
/// and up to `lowest × 2^(i/16)`, a step of about 4.4 %; the last bucket holds everything longer.
/// A percentile is the upper edge of the bucket that holds its rank, capped at the longest
/// latency, which is kept exactly, as is the sum.
public struct LatencyHistogram: Hashable, Sendable {
  /// The upper edge of the first bucket, in microseconds.
  public static let lowest = 0.0625
  /// Buckets per doubling of the latency.
  public static let bucketsPerDoubling = 16
  /// The number of buckets: up to about 17 minutes.
  public static let bucketCount = 40 * bucketsPerDoubling

  /// Routes counted in each bucket.
  public var counts: [Int]
  /// The longest latency, in microseconds.
  public var maximum: Double = 0
  /// The sum of every latency, in microseconds.
  public var sum: Double = 0

  /// An empty histogram.
  public init() { counts = Array(repeating: 0, count: Self.bucketCount) }

  /// The number of latencies counted.
  public var count: Int { counts.reduce(0, +) }

  /// The bucket a latency falls in.
  static func bucket(_ microseconds: Double) -> Int {
    guard microseconds > lowest else { return 0 }
    let index = (log2(microseconds / lowest) * Double(bucketsPerDoubling)).rounded(.up)
    return index.isFinite ? min(bucketCount - 1, Int(index)) : bucketCount - 1
  }

  /// The upper edge of a bucket, in microseconds.
  static func upperEdge(_ bucket: Int) -> Double {
    lowest * exp2(Double(bucket) / Double(bucketsPerDoubling))
  }

  /// Counts one latency.
  public mutating func add(_ microseconds: Double) {
    counts[Self.bucket(microseconds)] += 1
    maximum = max(maximum, microseconds)
    sum += microseconds
  }

  /// Adds another histogram's counts.
  public mutating func add(_ other: LatencyHistogram) {
    for index in counts.indices { counts[index] += other.counts[index] }
    maximum = max(maximum, other.maximum)
    sum += other.sum
  }

  /// The latency at a share of the routes (0.5: the median), as the sorted list's element at
  /// `⌊count × share⌋`: the upper edge of its bucket, at most the longest latency; 0 when empty.
  public func percentile(_ share: Double) -> Double {
    let total = count
    guard total > 0 else { return 0 }
    let rank = min(total - 1, Int((Double(total) * share).rounded(.down)))
    var seen = 0
    for (index, count) in counts.enumerated() {
      seen += count
      if seen > rank { return min(Self.upperEdge(index), maximum) }
    }
    return maximum
  }
}
