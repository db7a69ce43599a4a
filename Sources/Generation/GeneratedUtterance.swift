import DataFormats
import Evaluation
import PhraseGrammar
import Router

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
    writer.member("utterance", utterance)
    writer.member("now", ifPresent: now?.iso8601)
    writer.key("expect")
    writer.object { writer in
      if expect.outcome != .routed { writer.member("outcome", expect.outcome.rawValue) }
      writer.member("app", ifPresent: expect.app)
      writer.member("intent", ifPresent: expect.intent)
      if expect.outcome == .ambiguous { writer.member("apps", strings: expect.apps) }
      if expect.outcome == .routed || !expect.parameters.isEmpty {
        writer.key("parameters")
        writer.object { writer in
          for parameter in expect.parameters { writer.member(parameter.name) { parameter.write(to: &$0) } }
        }
      }
    }
    if !tags.isEmpty { writer.member("tags", strings: tags) }
    writer.endObject()
    return writer.text
  }
}

extension ExpectedParameter {
  /// Writes the parameter as a corpus writes it: its value (or `"state":"cleared"`), `unit` and `text`.
  func write(to writer: inout JSONWriter) {
    writer.object { writer in
      if value == .cleared {
        writer.member("state", "cleared")
      } else {
        writer.member("value") { value.write(to: &$0) }
      }
      writer.member("unit", ifPresent: unit)
      writer.member("text", ifPresent: text)
    }
  }
}

extension ExpectedValue {
  /// Writes the value as a corpus writes it; an entity as `{"id": …}`, `cleared` as null (never reached).
  func write(to writer: inout JSONWriter) {
    switch self {
    case .number(let number): writer.number(number)
    case .bool(let flag): writer.bool(flag)
    case .string(let text): writer.string(text)
    case .entity(let id): writer.object { $0.member("id", id) }
    case .recurrence(let rule): ResolvedValue.recurrence(rule).write(to: &writer)
    case .list(let values): writer.array(values) { $1.write(to: &$0) }
    case .cleared: writer.null()
    }
  }
}
