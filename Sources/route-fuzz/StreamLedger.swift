import DataFormats
import Evaluation
import Generation
import Lint
import PhraseGrammar
import Router

/// The entity values a stream has made live, kept from its control lines alone, beside the
/// ``Conversation`` that the `stream` target checks: what each control line must answer, which
/// screens a line may show, which values a route may name, and the phrases that name each.
///
/// It follows the stream's rules as `route --help` and ``StreamLine`` state them, not the catalog's
/// code: a value is live when declared and not deleted, or donated and not deleted since; a
/// donation of a live id replaces it; `reset` brings back the declared values alone; a control
/// line that errs changes nothing.
struct StreamLedger {
  /// An app's entity type, by names.
  struct Key: Hashable {
    /// The app's name.
    var app: String
    /// The entity type's name.
    var entity: String
  }

  /// A live value and the phrases (normalized words) that name it.
  struct Entry {
    /// The value as declared or donated.
    var value: LexiconValue
    /// Its phrases: name (else id) and synonyms, with and without a leading article.
    var phrases: [[String]]
    /// Whether a donation made it (rather than the manifest).
    var isDonated: Bool
  }

  /// What a manifest says of one entity type.
  struct Declaration {
    /// Its values, in order.
    var values: [LexiconValue]
    /// The parameters every intent that has a parameter of this type has: what its values may require.
    var parameters: Set<String>
    /// The articles of the app's language, which a phrase may begin with and people leave out.
    var articles: Set<String>
  }

  /// Each entity type of the bundled apps.
  let declarations: [Key: Declaration]
  /// The names of the apps (the first manifest of a name counts, as in the router).
  let apps: Set<String>
  /// The live values of each entity type, by id.
  private(set) var live: [Key: [String: Entry]] = [:]

  /// The ledger of a stream that has not started: every declared value live.
  init(manifests: [Manifest]) {
    var declarations: [Key: Declaration] = [:]
    var apps = Set<String>()
    for manifest in manifests where apps.insert(manifest.app).inserted {
      let language = String(manifest.locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
      let articles = FunctionWords.articles[language] ?? []
      for (name, type) in manifest.entities {
        let readers = manifest.intents.filter { intent in intent.parameters.contains { $0.type == .entity(name) } }
        var shared: Set<String>?
        for reader in readers {
          let names = Set(reader.parameters.map(\.name))
          shared = shared?.intersection(names) ?? names
        }
        declarations[Key(app: manifest.app, entity: name)] = Declaration(
          values: type.values, parameters: shared ?? [], articles: articles)
      }
    }
    self.declarations = declarations
    self.apps = apps
    reset()
  }

  /// Forgets every donation and deletion.
  mutating func reset() {
    live = [:]
    for (key, declaration) in declarations {
      var entries: [String: Entry] = [:]
      for value in declaration.values where entries[value.id] == nil {
        entries[value.id] = Entry(
          value: value, phrases: Self.phrases(of: value, articles: declaration.articles), isDonated: false)
      }
      live[key] = entries
    }
  }

  /// Whether a value is live.
  func isLive(_ key: Key, id: String) -> Bool { live[key]?[id] != nil }

  /// The live values of an entity type.
  func entries(_ key: Key) -> [String: Entry] { live[key] ?? [:] }

  /// What a donation answers, applying it when it does not err.
  mutating func donate(app: String, entity: String, values: [StreamLine.DonatedValue]) -> ControlAnswer {
    let key = Key(app: app, entity: entity)
    if let refusal = refusal(key) { return .error(refusal) }
    guard let declaration = declarations[key] else { return .error("no such entity type") }
    for value in values {
      for requirement in value.requires where !declaration.parameters.contains(requirement.parameter) {
        return .error("'\(value.id)' requires an unknown parameter '\(requirement.parameter)'")
      }
    }
    var (added, replaced) = (0, 0)
    for donated in values {
      let value = donated.lexiconValue
      if live[key]?[value.id] != nil { replaced += 1 } else { added += 1 }
      live[key, default: [:]][value.id] = Entry(
        value: value, phrases: Self.phrases(of: value, articles: declaration.articles), isDonated: true)
    }
    return .donated(app: app, entity: entity, added: added, replaced: replaced)
  }

  /// What a deletion answers, applying it when it does not err.
  mutating func delete(app: String, entity: String, ids: [String]) -> ControlAnswer {
    let key = Key(app: app, entity: entity)
    if let refusal = refusal(key) { return .error(refusal) }
    var (deleted, unknown) = (0, [String]())
    for id in ids {
      if live[key]?.removeValue(forKey: id) != nil { deleted += 1 } else { unknown.append(id) }
    }
    return .deleted(app: app, entity: entity, deleted: deleted, unknown: unknown)
  }

  /// Why a control line or a screen cannot name an entity type, if it cannot.
  func refusal(_ key: Key) -> String? {
    guard apps.contains(key.app) else { return "unknown app '\(key.app)'" }
    guard declarations[key] != nil else { return "app '\(key.app)' has no entity type '\(key.entity)'" }
    return nil
  }

  /// Whether a line's screen shows something no conversation can show: an unknown app or entity
  /// type, or a value that is not live.
  func refusesScreen(of context: RequestContext) -> Bool {
    context.onScreen.contains { shown in
      let key = Key(app: shown.app, entity: shown.entity)
      return refusal(key) != nil || !isLive(key, id: shown.id)
    }
  }

  /// The live values of an entity type (other than `id`) that a phrase names.
  func owners(of phrase: [String], in key: Key, besides id: String? = nil) -> [String] {
    entries(key).filter { $0.key != id && $0.value.phrases.contains(phrase) }.map(\.key).sorted()
  }

  /// The words of each phrase that names a value: its name (else its id) and synonyms, and each
  /// that begins with an article also without it (a superset of what the manifest's lexicon says).
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
}
