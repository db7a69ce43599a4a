/// For each state of a grammar's automaton, a summary of the words any path from it may still
/// read: what lets an approximate walk give up on a state whose templates cannot take the
/// utterance's remaining words without skipping more of them than its cost allows.
///
/// A state's summary is a 64-bit filter: a bit (hashed) for each token id its paths' word edges
/// read, and one for each lexicon their value edges read (app names, enums, entities), which
/// take the words of that lexicon's phrases. A path that reads any other value (a number, a
/// date, free text, a list) or a glued word may take any word: its state's filter has every
/// bit set. A word none of whose bits is set in a state's filter is one no path from the state
/// reads: the walk must skip it.
struct WordsAhead: Sendable {
  /// One filter per state.
  private let filters: [UInt64]
  /// One per state: the fewest words and lexicon values any path from it to a template's end
  /// reads (an app's name, which may go unsaid, counts none), at most 255.
  private let fewestAhead: [UInt8]

  /// The filter of a state some path from which may read any word.
  static let opensToAnyWord: UInt64 = ~0

  /// Summarizes every state of an automaton by its edges: each state's filter is its own
  /// edges' bits and its targets' filters, and its fewest words ahead one more than its
  /// targets' fewest (none at a template's end), taken to a fixed point (paths may loop).
  ///
  /// - Parameters:
  ///   - states: the automaton's state records, with the sentinel that ends the last one's ranges.
  ///   - tokenEdges: its word edges.
  ///   - valueEdges: its value edges.
  ///   - joinsAfterLexiconValues: whether a lexicon value may end inside a token, the rest read
  ///     as a word (`Grammar.joinsAfterLexiconValues`): its edges then take any word.
  init(states: [Grammar.State], tokenEdges: [Grammar.Edge], valueEdges: [Grammar.Edge], joinsAfterLexiconValues: Bool) {
    let count = max(0, states.count - 1)
    // A registry file is trusted as far as its checksums vouch; edges out of range summarize to
    // "any word, none left out", which bounds nothing, rather than a crash while loading.
    guard Self.isWellFormed(states: states, tokenEdges: tokenEdges, valueEdges: valueEdges) else {
      filters = Array(repeating: Self.opensToAnyWord, count: count)
      fewestAhead = Array(repeating: 0, count: count)
      return
    }
    var filters = [UInt64](repeating: 0, count: count)
    var fewest = [UInt8](repeating: .max, count: count)
    states.withUnsafeBufferPointer { states in
      tokenEdges.withUnsafeBufferPointer { tokenEdges in
        valueEdges.withUnsafeBufferPointer { valueEdges in
          filters.withUnsafeMutableBufferPointer { filters in
            fewest.withUnsafeMutableBufferPointer { fewest in
              for state in 0..<count {
                if states[state].flags & (Grammar.State.startsWordFlag | Grammar.State.inWordFlag) != 0 {
                  filters[state] = Self.opensToAnyWord
                  continue
                }
                for edge in Int(states[state].valueEdges)..<Int(states[state + 1].valueEdges) {
                  let code = valueEdges[edge].label
                  guard !joinsAfterLexiconValues, code & ValueKind.listFlag == 0, let kind = ValueKind(code: code),
                    let lexicon = kind.lexiconRead
                  else {
                    filters[state] = Self.opensToAnyWord
                    break
                  }
                  filters[state] |= Self.bit(of: lexicon)
                }
              }
              // Targets mostly follow their sources, so a backward sweep settles most states at
              // once; sweeps repeat until none changes.
              var changed = true
              while changed {
                changed = false
                for state in stride(from: count - 1, through: 0, by: -1) {
                  var filter = filters[state]
                  var least = states[state + 1].accepts > states[state].accepts ? 0 : Int(fewest[state])
                  for edge in Int(states[state].tokenEdges)..<Int(states[state + 1].tokenEdges) {
                    let target = Int(tokenEdges[edge].target)
                    filter |= Self.bit(of: TokenID(rawValue: tokenEdges[edge].label)) | filters[target]
                    least = min(least, Int(fewest[target]) + 1)
                  }
                  for edge in Int(states[state].valueEdges)..<Int(states[state + 1].valueEdges) {
                    let target = Int(valueEdges[edge].target)
                    filter |= filters[target]
                    // An app's name may go unsaid (an addressed app): it counts no word.
                    least = min(least, Int(fewest[target]) + (valueEdges[edge].label == 0 ? 0 : 1))
                  }
                  if filter != filters[state] || least < fewest[state] {
                    filters[state] = filter
                    fewest[state] = UInt8(least)
                    changed = true
                  }
                }
              }
            }
          }
        }
      }
    }
    self.filters = filters
    fewestAhead = fewest
  }

  /// Whether every state's edge ranges lie in order inside the edge tables, and every edge leads
  /// to a state.
  private static func isWellFormed(states: [Grammar.State], tokenEdges: [Grammar.Edge], valueEdges: [Grammar.Edge])
    -> Bool
  {
    let count = states.count - 1
    guard count >= 0 else { return true }
    for state in 0..<count {
      let tokens = (Int(states[state].tokenEdges), Int(states[state + 1].tokenEdges))
      let values = (Int(states[state].valueEdges), Int(states[state + 1].valueEdges))
      guard tokens.0 <= tokens.1, tokens.1 <= tokenEdges.count, values.0 <= values.1, values.1 <= valueEdges.count
      else { return false }
    }
    return tokenEdges.allSatisfy { Int($0.target) < count } && valueEdges.allSatisfy { Int($0.target) < count }
  }

  /// The fewest words and lexicon values a path from a state reads before a template ends:
  /// each one the utterance does not say is a word left out.
  @inline(__always)
  func fewestAhead(of state: Int) -> Int { Int(fewestAhead[state]) }

  /// The filter of the words any path from a state may read.
  @inline(__always)
  func filter(of state: Int) -> UInt64 { filters[state] }

  /// A token's bit in the filters.
  @inline(__always)
  static func bit(of token: TokenID) -> UInt64 { bit(hashing: UInt64(token.rawValue)) }

  /// The bit of a lexicon's phrases in the filters.
  @inline(__always)
  static func bit(of lexicon: LexiconID) -> UInt64 { bit(hashing: UInt64(lexicon.rawValue) | 1 << 40) }

  @inline(__always)
  private static func bit(hashing key: UInt64) -> UInt64 { 1 &<< ((key &* 0x9E37_79B9_7F4A_7C15) >> 58) }
}
