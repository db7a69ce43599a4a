import PhraseGrammar

/// A labelled example utterance, with the app, intent and template it was generated from.
public struct GeneratedUtterance: Hashable, Sendable {
  /// The corpus line: utterance, reference time, expectation and tags.
  public var entry: CorpusEntry
  /// The app it was generated from.
  public var app: String
  /// The intent it was generated from.
  public var intent: String
  /// The template as written in the manifest.
  public var template: String

  /// An utterance generated from a template of an app's intent.
  public init(entry: CorpusEntry, app: String, intent: String, template: String) {
    self.entry = entry
    self.app = app
    self.intent = intent
    self.template = template
  }

  /// The utterance, as the corpus line says it.
  public var utterance: String {
    get { entry.utterance }
    set { entry.utterance = newValue }
  }

  /// The corpus line's tags.
  public var tags: [String] {
    get { entry.tags }
    set { entry.tags = newValue }
  }

  /// The corpus line as JSON (the corpus format of `Docs/Evaluation.md`).
  public var jsonLine: String { entry.jsonLine }
}

extension CorpusEntry {
  /// The entry as one line of an evaluation corpus, compact JSON without a line break, keys in a fixed order.
  ///
  /// ```json
  /// {"utterance":"log 12 oz of water in Water","expect":{"app":"Water","intent":"LogWater","parameters":{"amount":{"value":12,"unit":"fl_oz"}}},"tags":["explicit-app","measurement","generated"]}
  /// {"utterance":"log water","expect":{"outcome":"ambiguous","apps":["HydroCoach","Water"]},"tags":["name-free","ambiguous","generated"]}
  /// ```
  ///
  /// A routed expectation lists `parameters` (empty when there are none);
  /// `noMatch` and `ambiguous` ones give `outcome`, and `ambiguous` ones `apps`.
  /// `CorpusLoader` reads the line back as the same entry.
  public var jsonLine: String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("utterance")
    writer.string(utterance)
    if let now {
      writer.key("now")
      writer.string(now.iso8601)
    }
    writer.key("expect")
    writer.beginObject()
    if expect.outcome != .routed {
      writer.key("outcome")
      writer.string(expect.outcome.rawValue)
    }
    if let app = expect.app {
      writer.key("app")
      writer.string(app)
    }
    if let intent = expect.intent {
      writer.key("intent")
      writer.string(intent)
    }
    if expect.outcome == .ambiguous {
      writer.key("apps")
      writer.beginArray()
      for app in expect.apps { writer.string(app) }
      writer.endArray()
    }
    if expect.outcome == .routed || !expect.parameters.isEmpty {
      writer.key("parameters")
      writer.beginObject()
      for parameter in expect.parameters {
        writer.key(parameter.name)
        writer.beginObject()
        if parameter.value == .cleared {
          writer.key("state")
          writer.string("cleared")
        } else {
          writer.key("value")
          parameter.value.write(to: &writer)
        }
        if let unit = parameter.unit {
          writer.key("unit")
          writer.string(unit)
        }
        if let text = parameter.text {
          writer.key("text")
          writer.string(text)
        }
        writer.endObject()
      }
      writer.endObject()
    }
    writer.endObject()
    if !tags.isEmpty {
      writer.key("tags")
      writer.beginArray()
      for tag in tags { writer.string(tag) }
      writer.endArray()
    }
    writer.endObject()
    return writer.text
  }
}

extension ExpectedValue {
  /// Writes the value as a corpus writes it; an entity as `{"id": …}`, `cleared` as null (never reached).
  func write(to writer: inout JSONWriter) {
    switch self {
    case .number(let number): writer.number(number)
    case .bool(let flag): writer.bool(flag)
    case .string(let text): writer.string(text)
    case .entity(let id):
      writer.beginObject()
      writer.key("id")
      writer.string(id)
      writer.endObject()
    case .list(let values):
      writer.beginArray()
      for value in values { value.write(to: &writer) }
      writer.endArray()
    case .cleared: writer.null()
    }
  }
}
