import BinaryArchive

/// A lexicon phrase found from inside a token: the token and byte where it ends, and what it names.
struct GluedHit {
  /// The token the phrase ends in.
  var token: Int
  /// The byte of that token's normalized text just past the phrase.
  var offset: Int
  var posting: LexiconPosting
}

/// A trie over the bytes of the phrases of the lexicons that glued words read (`{area}[s]`,
/// `l'{name}`, `{applicationName}에서`), so that a phrase may begin and end inside a token.
///
/// A phrase is its normalized tokens joined by one space; reading crosses from the end of
/// one utterance token to the next on that space. Only lexicons some glued word reads are
/// kept, so a grammar without glued slots holds an empty trie.
struct GluedLexicon: Sendable {
  /// `edgeStart[n]..<edgeStart[n + 1]` are node `n`'s edges, sorted by byte.
  private var edgeStart: [UInt32] = [0]
  private var edgeBytes: [UInt8] = []
  private var edgeTargets: [UInt32] = []
  private var postingStart: [UInt32] = [0]
  private var postings: [LexiconPosting] = []
  /// A bit per vocabulary token: whether it is the first word of a kept phrase of two or more.
  private var firstWords: [UInt64] = []

  static let tokenSeparator = UInt8(ascii: " ")

  /// The trie of the phrases whose lexicon `keeps` admits.
  init(phrases: [(tokens: [TokenID], posting: LexiconPosting)], tokens: TokenTable, keeps: (LexiconID) -> Bool) {
    var children: [[UInt8: Int]] = [[:]]
    var nodePostings: [[LexiconPosting]] = [[]]
    for (phrase, posting) in phrases where keeps(posting.lexicon) && !phrase.isEmpty {
      if phrase.count > 1 {
        let word = Int(phrase[0].rawValue)
        if word / 64 >= firstWords.count { firstWords += repeatElement(0, count: word / 64 + 1 - firstWords.count) }
        firstWords[word / 64] |= 1 << UInt64(word % 64)
      }
      var node = 0
      for (index, token) in phrase.enumerated() {
        let bytes = Array(tokens.text(of: token).utf8)
        for byte in (index == 0 ? [] : [Self.tokenSeparator]) + bytes {
          if let next = children[node][byte] {
            node = next
          } else {
            children.append([:])
            nodePostings.append([])
            children[node][byte] = children.count - 1
            node = children.count - 1
          }
        }
      }
      if !nodePostings[node].contains(posting) { nodePostings[node].append(posting) }
    }
    guard children.count > 1 else { return }
    for node in children.indices {
      for (byte, child) in children[node].sorted(by: { $0.key < $1.key }) {
        edgeBytes.append(byte)
        edgeTargets.append(UInt32(child))
      }
      edgeStart.append(UInt32(edgeBytes.count))
      postings += nodePostings[node].sorted { ($0.lexicon, $0.entry) < ($1.lexicon, $1.entry) }
      postingStart.append(UInt32(postings.count))
    }
  }

  /// Whether some kept phrase starts with a byte.
  @inline(__always)
  func mayStart(with byte: UInt8) -> Bool {
    !isEmpty && child(of: 0, byte: byte) != nil
  }

  /// Whether a vocabulary token is the first word of a kept phrase of two or more words: the
  /// only way a phrase starting at a known token can go on into the next one.
  @inline(__always)
  func startsLongerPhrase(_ token: TokenID) -> Bool {
    let word = Int(token.rawValue)
    return word / 64 < firstWords.count && firstWords[word / 64] & (1 << UInt64(word % 64)) != 0
  }

  /// Whether no phrase is kept.
  var isEmpty: Bool { edgeBytes.isEmpty }

  /// Every kept phrase that starts at byte `offset` of token `token`: where each ends and what
  /// it names, appended to `result`.
  ///
  /// - Complexity: O(*k*) in the bytes of the longest phrase read.
  func hits(in utterance: Utterance, token start: Int, offset: Int, into result: inout [GluedHit]) {
    guard !isEmpty else { return }
    var node = 0
    var token = start
    var bytes = utterance.normalizedByteRange(token)
    var index = bytes.lowerBound + offset
    while true {
      if index == bytes.upperBound {
        // The token is read to its end: the phrase may go on in the next token.
        guard token + 1 < utterance.count, let next = child(of: node, byte: Self.tokenSeparator) else { return }
        node = next
        token += 1
        bytes = utterance.normalizedByteRange(token)
        index = bytes.lowerBound
        continue
      }
      guard let next = child(of: node, byte: utterance.normalizedByte(index)) else { return }
      node = next
      index += 1
      for posting in postingStart[node]..<postingStart[node + 1] {
        result.append(GluedHit(token: token, offset: index - bytes.lowerBound, posting: postings[Int(posting)]))
      }
    }
  }

  @inline(__always)
  private func child(of node: Int, byte: UInt8) -> Int? {
    var low = Int(edgeStart[node])
    var high = Int(edgeStart[node + 1])
    while low < high {
      let middle = (low + high) / 2
      if edgeBytes[middle] < byte { low = middle + 1 } else { high = middle }
    }
    guard low < Int(edgeStart[node + 1]), edgeBytes[low] == byte else { return nil }
    return Int(edgeTargets[low])
  }

  var byteCount: Int {
    edgeStart.count * 4 + edgeBytes.count + edgeTargets.count * 4 + postingStart.count * 4
      + postings.count * MemoryLayout<LexiconPosting>.stride + firstWords.count * 8
  }
}

extension GluedLexicon: Archivable {
  func archive(to writer: inout ArchiveWriter) {
    writer.write(edgeStart)
    writer.write(edgeBytes)
    writer.write(edgeTargets)
    writer.write(postingStart)
    writer.write(postings)
    writer.write(firstWords)
  }

  init(from reader: inout ArchiveReader) throws(ArchiveError) {
    edgeStart = try reader.read()
    edgeBytes = try reader.read()
    edgeTargets = try reader.read()
    postingStart = try reader.read()
    postings = try reader.read()
    firstWords = try reader.read()
  }
}
