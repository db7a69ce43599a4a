import DataFormats
import PhraseGrammar

/// The entity values donated and deleted while a stream runs, over a router's manifests.
///
/// A donated value is a new entry of its entity type's lexicon, numbered after the manifest's
/// values, whose phrases go into a `LexiconOverlay`; a deleted manifest value is masked out.
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

  /// The phrases of each entity type's declared values (with their article-less forms), made
  /// on the type's first donation: a donated value is not heard without its article where a
  /// declared value says the rest.
  private var declared: [LexiconID: Set<[String]>] = [:]
  /// The article-less phrases donated values have, by lexicon: which entry has each.
  private var articleless: [LexiconID: [[String]: LexiconPosting]] = [:]
  /// The article-less phrases two values would have, which neither has.
  private var contested: [LexiconID: Set<[String]>] = [:]
  /// How many donated values `require` values of other parameters.
  private var requiring = 0

  /// Whether a donated value requires values of other parameters.
  var requires: Bool { requiring > 0 }

  /// Adds or replaces values of an entity type; returns how many were added and how many replaced.
  mutating func donate(_ donated: [LexiconValue], to entity: Router.EntityRecord, articles: Set<String>)
    -> (added: Int, replaced: Int)
  {
    var (added, replaced) = (0, 0)
    var maskChanged = false
    let lexicon = entity.lexicon
    if declared[lexicon] == nil {
      let entries = ManifestLexicons.withoutArticles(
        entity.values.map { [$0.name ?? $0.id] + $0.synonyms }, articles: articles)
      declared[lexicon] = Set(entries.joined().map(Self.words))
    }
    for value in donated {
      var posting: LexiconPosting
      if let entry = entries[lexicon]?[value.id] {
        posting = LexiconPosting(lexicon: lexicon, entry: entry)
        forget(posting)
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
      var said: [[String]] = []
      for phrase in [value.name ?? value.id] + value.synonyms {
        let words = Self.words(phrase)
        guard !words.isEmpty, !said.contains(words) else { continue }
        said.append(words)
        // Another value heard this without its article: it says it now, so that one no longer does.
        if let other = articleless[lexicon]?.removeValue(forKey: words) {
          overlay.remove(words, posting: other)
          phrases[other]?.removeAll { $0 == words }
        }
        overlay.add(words, posting: posting)
      }
      for words in said where words.count > 1 && articles.contains(words[0]) {
        let rest = Array(words.dropFirst())
        guard !said.contains(rest), declared[lexicon]?.contains(rest) != true,
          contested[lexicon]?.contains(rest) != true
        else { continue }
        if overlay.names(rest, in: lexicon) {
          // Said by another donated value, or the article-less form of one: neither is heard so.
          if let other = articleless[lexicon]?.removeValue(forKey: rest) {
            overlay.remove(rest, posting: other)
            phrases[other]?.removeAll { $0 == rest }
            contested[lexicon, default: []].insert(rest)
          }
          continue
        }
        overlay.add(rest, posting: posting)
        articleless[lexicon, default: [:]][rest] = posting
        said.append(rest)
      }
      phrases[posting] = said
      values[posting] = value
      if !value.requires.isEmpty { requiring += 1 }
    }
    if maskChanged { rebuildMask() }
    return (added, replaced)
  }

  /// Removes a donated entry's phrases from the overlay and forgets its value.
  private mutating func forget(_ posting: LexiconPosting) {
    for words in phrases.removeValue(forKey: posting) ?? [] {
      overlay.remove(words, posting: posting)
      if articleless[posting.lexicon]?[words] == posting { articleless[posting.lexicon]?[words] = nil }
    }
    if let value = values.removeValue(forKey: posting), !value.requires.isEmpty { requiring -= 1 }
  }

  /// Deletes values of an entity type, donated or declared; returns how many and the ids not found.
  mutating func delete(_ ids: [String], from entity: Router.EntityRecord) -> (deleted: Int, unknown: [String]) {
    var count = 0
    var unknown: [String] = []
    var maskChanged = false
    let lexicon = entity.lexicon
    for id in ids {
      if let entry = entries[lexicon]?.removeValue(forKey: id) {
        forget(LexiconPosting(lexicon: lexicon, entry: entry))
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

  /// A phrase's normalized words.
  static func words(_ phrase: String) -> [String] {
    Normalizer.tokens(of: phrase).map(\.text)
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
