import DataFormats
import PhraseGrammar
import Reports
import Router

/// Where the names a corpus label gives were written on its line, so a check can point at each one.
public struct LabelPlaces: Hashable, Sendable {
  /// A name as written in the label, and the 1-based column of its value (the opening quote).
  public struct Name: Hashable, Sendable {
    /// The name as written.
    public var text: String
    /// The 1-based column of the value's opening quote.
    public var column: Int

    /// Creates a name at a column.
    ///
    /// - Parameters:
    ///   - text: The name as written.
    ///   - column: The 1-based column of the value's opening quote.
    package init(_ text: String, column: Int) {
      self.text = text
      self.column = column
    }
  }

  /// One expected parameter: its name (the key's column), its unit, and every string and entity id of its value.
  public struct Parameter: Hashable, Sendable {
    /// The parameter's name, at the column of its key.
    public var name: Name
    /// The unit the label gives, if any.
    public var unit: Name?
    /// The strings and entity ids of the value, in the order written (list items one by one).
    public var values: [Name] = []
  }

  /// An alternative destination of a routed label: its app, and its intent when it names one.
  public struct Alternative: Hashable, Sendable {
    /// The app, at the column of its value.
    public var app: Name
    /// The intent, if the alternative names one.
    public var intent: Name?
  }

  /// The app the label names, if any.
  public var app: Name?
  /// The intent the label names, if any.
  public var intent: Name?
  /// The apps of an `ambiguous` label, in the order written.
  public var apps: [Name] = []
  /// The expected parameters, in the order written.
  public var parameters: [Parameter] = []
  /// The alternatives of a routed label, in the order written.
  public var alternatives: [Alternative] = []
}

/// Checks corpus labels against the manifests a corpus is evaluated with.
///
/// A label that names an app, intent, parameter, enum case or entity value the manifests do not
/// declare, or a unit other than the parameter's, can never be matched: scoring it would only count
/// a miss the router is not to blame for (and invent an app or a slot type in the report). Each such
/// name is an error at `FILE:LINE:COL`, the column of the offending value, with a "did you mean".
public enum CorpusLabelCheck {
  /// Every label of every entry that names something the manifests do not have, in corpus order.
  public static func problems(_ entries: [CorpusEntry], manifests: [Manifest]) -> [Diagnostic] {
    let declared = Catalog(manifests)
    var catalog = declared
    var file: String?
    var problems: [Diagnostic] = []
    for entry in entries {
      // A conversation's labels may name the values its control lines donated.
      if entry.file != file {
        catalog = declared
        file = entry.file
      }
      for control in entry.controls {
        switch control {
        case .donate(let app, let entity, let values): catalog.add(values.map(\.lexiconValue), to: entity, of: app)
        case .reset: catalog = declared
        case .delete, .utterance: break
        }
      }
      problems += catalog.problems(entry)
    }
    return problems
  }

  /// The manifests, indexed for lookups by name.
  struct Catalog {
    let manifests: [Manifest]
    var byApp: [String: Manifest]
    /// Every app's other names (synonyms), to suggest the app a label meant.
    let appBySynonym: [String: String]

    init(_ manifests: [Manifest]) {
      self.manifests = manifests
      var byApp: [String: Manifest] = [:]
      var appBySynonym: [String: String] = [:]
      for manifest in manifests {
        byApp[manifest.app] = byApp[manifest.app] ?? manifest
        for synonym in manifest.synonyms where appBySynonym[synonym.lowercased()] == nil {
          appBySynonym[synonym.lowercased()] = manifest.app
        }
      }
      self.byApp = byApp
      self.appBySynonym = appBySynonym
    }

    /// Adds donated values to an app's entity type, when both exist.
    mutating func add(_ values: [LexiconValue], to entity: String, of app: String) {
      guard let index = byApp[app]?.entities.firstIndex(where: { $0.name == entity }) else { return }
      byApp[app]?.entities[index].value.values += values
    }

    func problems(_ entry: CorpusEntry) -> [Diagnostic] {
      var problems: [Diagnostic] = []
      func fail(_ message: String, at name: LabelPlaces.Name, _ path: String) {
        problems.append(
          Diagnostic(
            .error, id: "UnknownLabel", message, file: entry.file,
            location: FileLocation(file: entry.file, line: entry.line, column: name.column), path: path))
      }
      switch entry.expect.outcome {
      case .ambiguous:
        for (index, app) in entry.places.apps.enumerated() where byApp[app.text] == nil {
          fail(unknownApp(app.text), at: app, "expect.apps[\(index)]")
        }
      case .routed:
        /// The manifest and declared intent a destination names, reporting what is unknown.
        func declared(_ app: LabelPlaces.Name, _ intent: LabelPlaces.Name?, at path: String) -> (Manifest, Intent?)? {
          guard let manifest = byApp[app.text] else {
            fail(unknownApp(app.text), at: app, path + "app")
            return nil
          }
          guard let intent else { return (manifest, nil) }
          guard let declared = manifest.intents.first(where: { $0.id == intent.text }) else {
            fail(
              "unknown intent '\(intent.text)' of app '\(app.text)'"
                + Diagnostic.Message.didYouMean(closestName(to: intent.text, among: manifest.intents.map(\.id))),
              at: intent, path + "intent")
            return nil
          }
          return (manifest, declared)
        }
        for (index, alternative) in entry.places.alternatives.enumerated() {
          _ = declared(alternative.app, alternative.intent, at: "expect.alternatives[\(index)].")
        }
        guard let app = entry.places.app, let (manifest, intent) = declared(app, entry.places.intent, at: "expect."),
          let declared = intent
        else { break }
        for place in entry.places.parameters {
          let path = "expect.parameters.\(place.name.text)"
          guard let parameter = declared.parameters.first(where: { $0.name == place.name.text }) else {
            fail(
              "unknown parameter '\(place.name.text)' of intent '\(app.text).\(declared.id)'"
                + Diagnostic.Message.didYouMean(
                  closestName(to: place.name.text, among: declared.parameters.map(\.name))),
              at: place.name, path)
            continue
          }
          for (message, name) in valueProblems(place, parameter, manifest) {
            fail(message, at: name, path)
          }
        }
      case .noMatch, .error:
        break
      }
      return problems
    }

    /// `unknown app 'Watr'; did you mean 'Water'?`, suggesting the app a synonym belongs to first.
    func unknownApp(_ name: String) -> String {
      let suggestion =
        appBySynonym[name.lowercased()] ?? closestName(to: name, among: manifests.map(\.app))
      return "unknown app '\(name)'" + Diagnostic.Message.didYouMean(suggestion)
    }

    /// The unit and values of an expected parameter that its declared type cannot produce.
    func valueProblems(
      _ place: LabelPlaces.Parameter, _ parameter: Parameter, _ manifest: Manifest
    ) -> [(String, LabelPlaces.Name)] {
      switch parameter.type {
      case .measurement(_, let unit, _, _):
        guard let given = place.unit, given.text != unit else { return [] }
        return [("parameter '\(parameter.name)' is measured in '\(unit)', not '\(given.text)'", given)]
      case .enumeration(let name):
        return unknownValues(place, in: lexicon(enumNamed: name, in: manifest), "case", of: "enum '\(name)'")
      case .entity(let name):
        return unknownValues(place, in: lexicon(entityNamed: name, in: manifest), "value", of: "entity '\(name)'")
      default:
        return []
      }
    }

    /// `unknown case 'x' of enum 'E'` for each expected value that is not an id of the enum's or entity's `values`.
    func unknownValues(
      _ place: LabelPlaces.Parameter, in values: [LexiconValue]?, _ noun: String, of type: String
    ) -> [(String, LabelPlaces.Name)] {
      guard let values else { return [] }
      return place.values.filter { value in !values.contains { $0.id == value.text } }.map { value in
        (
          "unknown \(noun) '\(value.text)' of \(type)" + Diagnostic.Message.didYouMean(suggestion(value.text, values)),
          value
        )
      }
    }

    /// The id a label meant: the value it names by title or synonym, else the closest id.
    func suggestion(_ text: String, _ values: [LexiconValue]) -> String? {
      let key = Normalizer.normalize(text)
      if let named = values.first(where: { value in
        ([value.name].compactMap { $0 } + value.synonyms + [value.id]).contains { Normalizer.normalize($0) == key }
      }) {
        return named.id
      }
      return closestName(to: text, among: values.map(\.id))
    }

    func lexicon(enumNamed name: String, in manifest: Manifest) -> [LexiconValue]? {
      (manifest.enums.first { $0.name == name } ?? manifests.lazy.flatMap(\.enums).first { $0.name == name })?
        .value.cases
    }

    func lexicon(entityNamed name: String, in manifest: Manifest) -> [LexiconValue]? {
      (manifest.entities.first { $0.name == name } ?? manifests.lazy.flatMap(\.entities).first { $0.name == name })?
        .value.values
    }
  }
}
