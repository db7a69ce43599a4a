import PhraseGrammar

/// The entity values donated and deleted while a stream runs, over a router's manifests.
///
/// A donated value is a new entry of its entity type's lexicon, numbered after the manifest's
/// values, whose phrases go into a ``LexiconOverlay``; a deleted manifest value is masked out.
/// Neither touches the grammar, so a donation costs the walk down its words.
struct EntityCatalog: Sendable {
  /// The donated values' phrases, read with the grammar's lexicons.
  private(set) var overlay = LexiconOverlay()
  /// Each donated value, by its entry.
  private(set) var values: [LexiconPosting: LexiconValue] = [:]
  /// The entry of each donated value, by lexicon and id.
  private var entries: [LexiconID: [String: UInt32]] = [:]
  /// The phrases each donated entry put into the overlay.
  private var phrases: [LexiconPosting: [[String]]] = [:]
  /// The next entry of each lexicon a donation takes.
  private var nextEntry: [LexiconID: UInt32] = [:]
  /// The manifest entries deleted, by lexicon, with the lexicon's manifest value count.
  private var deleted: [LexiconID: (count: Int, entries: Set<UInt32>)] = [:]
  /// The mask of the deleted manifest entries.
  private(set) var mask = LexiconMask()

  /// Adds or replaces values of an entity type; returns how many were added and how many replaced.
  mutating func donate(_ donated: [LexiconValue], to entity: Router.EntityRecord, articles: Set<String>)
    -> (added: Int, replaced: Int)
  {
    var (added, replaced) = (0, 0)
    var maskChanged = false
    for value in donated {
      let lexicon = entity.lexicon
      var posting: LexiconPosting
      if let entry = entries[lexicon]?[value.id] {
        posting = LexiconPosting(lexicon: lexicon, entry: entry)
        for words in phrases[posting] ?? [] { overlay.remove(words, posting: posting) }
        replaced += 1
      } else {
        if let index = entity.values.firstIndex(where: { $0.id == value.id }),
          deleted[lexicon]?.entries.contains(UInt32(index)) != true
        {
          deleted[lexicon, default: (entity.values.count, [])].entries.insert(UInt32(index))
          maskChanged = true
          replaced += 1
        } else {
          added += 1
        }
        let entry = nextEntry[lexicon] ?? UInt32(entity.values.count)
        nextEntry[lexicon] = entry + 1
        entries[lexicon, default: [:]][value.id] = entry
        posting = LexiconPosting(lexicon: lexicon, entry: entry)
      }
      let words = Self.phrases(of: value, articles: articles)
      for phrase in words { overlay.add(phrase, posting: posting) }
      phrases[posting] = words
      values[posting] = value
    }
    if maskChanged { rebuildMask() }
    return (added, replaced)
  }

  /// Deletes values of an entity type, donated or declared; returns how many and the ids not found.
  mutating func delete(_ ids: [String], from entity: Router.EntityRecord) -> (deleted: Int, unknown: [String]) {
    var count = 0
    var unknown: [String] = []
    var maskChanged = false
    let lexicon = entity.lexicon
    for id in ids {
      if let entry = entries[lexicon]?.removeValue(forKey: id) {
        let posting = LexiconPosting(lexicon: lexicon, entry: entry)
        for words in phrases.removeValue(forKey: posting) ?? [] { overlay.remove(words, posting: posting) }
        values[posting] = nil
        count += 1
      } else if let index = entity.values.firstIndex(where: { $0.id == id }),
        deleted[lexicon, default: (entity.values.count, [])].entries.insert(UInt32(index)).inserted
      {
        maskChanged = true
        count += 1
      } else {
        unknown.append(id)
      }
    }
    if maskChanged { rebuildMask() }
    return (count, unknown)
  }

  /// The value of an entity type with an id: donated, or declared and not deleted.
  func value(id: String, of entity: Router.EntityRecord) -> (value: LexiconValue, entry: UInt32)? {
    if let entry = entries[entity.lexicon]?[id],
      let value = values[LexiconPosting(lexicon: entity.lexicon, entry: entry)]
    {
      return (value, entry)
    }
    guard let index = entity.values.firstIndex(where: { $0.id == id }),
      deleted[entity.lexicon]?.entries.contains(UInt32(index)) != true
    else { return nil }
    return (entity.values[index], UInt32(index))
  }

  /// The words of each phrase that names a donated value: its name (else its id) and synonyms,
  /// and each that begins with an article also without it.
  static func phrases(of value: LexiconValue, articles: Set<String>) -> [[String]] {
    var result: [[String]] = []
    for phrase in [value.name ?? value.id] + value.synonyms {
      let words = Normalizer.tokens(of: phrase).map(\.text)
      guard !words.isEmpty, !result.contains(words) else { continue }
      result.append(words)
      if words.count > 1, articles.contains(words[0]), !result.contains(Array(words.dropFirst())) {
        result.append(Array(words.dropFirst()))
      }
    }
    return result
  }

  private mutating func rebuildMask() {
    guard let largest = deleted.keys.map(\.rawValue).max() else {
      mask = LexiconMask()
      return
    }
    var rows = [Int32](repeating: LexiconMask.allowsAll, count: Int(largest) + 1)
    var allowed: [Bool] = []
    for (lexicon, removed) in deleted.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      rows[Int(lexicon.rawValue)] = Int32(allowed.count)
      allowed += (0..<removed.count).map { !removed.entries.contains(UInt32($0)) }
    }
    mask = LexiconMask(rows: rows, allowed: allowed)
  }
}
