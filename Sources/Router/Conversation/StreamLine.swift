import DataFormats
import PhraseGrammar

/// One line of `route` input given as JSON: `{"utterance": "...", "now": "...", "context": {...}}`.
public struct UtteranceLine: Hashable, Sendable {
  /// The utterance to route.
  public var utterance: String
  /// The reference time for dates, as written.
  public var now: String?
  /// The app in front, what is on screen, and whether the line may answer the one before.
  public var context = RequestContext()

  /// Creates an utterance line.
  public init(utterance: String, now: String? = nil, context: RequestContext = RequestContext()) {
    self.utterance = utterance
    self.now = now
    self.context = context
  }

  /// Decodes a JSON input line that is an utterance, or says why it cannot be.
  public static func decode(_ text: String) -> Result<UtteranceLine, LineError> {
    switch StreamLine.decode(text) {
    case .success(.utterance(let line)): .success(line)
    case .success: .failure(LineError("expected a JSON object with an 'utterance' key, not a control line"))
    case .failure(let error): .failure(error)
    }
  }

  /// Why an input line could not be decoded.
  public struct LineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the line, in words.
    public var message: String
    init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
  }
}

/// One line of a stream of JSON lines: an utterance to route, or a control line that changes
/// what later lines are routed against (see `Docs/CommandLine.md`, The stream).
public enum StreamLine: Hashable, Sendable {
  /// An utterance, with its reference time and context.
  case utterance(UtteranceLine)
  /// `{"kind": "donate", "app", "entity", "values": [...]}`: values added to an entity type, or replacing those with their ids.
  case donate(app: String, entity: String, values: [DonatedValue])
  /// `{"kind": "delete", "app", "entity", "ids": [...]}`: values removed from an entity type.
  case delete(app: String, entity: String, ids: [String])
  /// `{"kind": "reset"}`: every donation, deletion and waiting question forgotten.
  case reset

  /// A value a donation adds: an id, a name and synonyms, and what other parameters it requires.
  public struct DonatedValue: Hashable, Sendable {
    /// The id routes report.
    public var id: String
    /// The display name, which utterances say; nil for the id.
    public var name: String?
    /// Other ways to say it.
    public var synonyms: [String] = []
    /// The values other parameters must have for this value to be valid.
    public var requires: [Requirement] = []

    /// The values a parameter must have for the donated value to be valid.
    public struct Requirement: Hashable, Sendable {
      /// The other parameter's name.
      public var parameter: String
      /// The value ids it may have.
      public var values: [String]
    }

    /// The value as a manifest's.
    public var lexiconValue: LexiconValue {
      var value = LexiconValue(id: id, name: name, synonyms: synonyms)
      value.requires = requires.map { ($0.parameter, $0.values) }
      return value
    }
  }

  /// Decodes a JSON line, or says why it cannot be.
  public static func decode(_ text: String) -> Result<StreamLine, UtteranceLine.LineError> {
    let root: JSONNode
    do {
      root = try JSONParser.parse(text)
    } catch {
      return .failure(.init("invalid JSON at column \(error.location.column): \(error.message)"))
    }
    guard case .object(let object) = root.value else {
      return .failure(.init("expected a JSON object with an 'utterance' key"))
    }
    do {
      let reader = Reader(object: object)
      if saysControl(object) { return .success(try reader.control()) }
      return .success(.utterance(try reader.utterance()))
    } catch {
      return .failure(error)
    }
  }

  /// The context of an utterance line (`"context": {...}`), or why it cannot be read.
  package static func context(_ node: JSONNode) -> Result<RequestContext, UtteranceLine.LineError> {
    do {
      return .success(try Reader.context(node))
    } catch {
      return .failure(error)
    }
  }

  /// Reads the members of a line's object.
  private struct Reader {
    package let object: JSONObject

    package func string(_ key: String, in object: JSONObject? = nil, what: String = "") throws(UtteranceLine.LineError)
      -> String
    {
      guard let node = (object ?? self.object)[key] else { throw .init("missing string '\(what)\(key)'") }
      guard case .string(let text) = node.value else { throw .init("'\(what)\(key)' must be a string") }
      return text
    }

    func strings(_ node: JSONNode, _ name: String) throws(UtteranceLine.LineError) -> [String] {
      guard case .array(let elements) = node.value else { throw .init("'\(name)' must be an array of strings") }
      var result: [String] = []
      for element in elements {
        guard case .string(let text) = element.value else { throw .init("'\(name)' must be an array of strings") }
        result.append(text)
      }
      return result
    }

    func onlyKeys(_ allowed: [String], in object: JSONObject, _ what: String) throws(UtteranceLine.LineError) {
      if let unknown = object.members.first(where: { !allowed.contains($0.key) }) {
        throw .init(
          "unknown key '\(unknown.key)' in \(what); expected "
            + allowed.map { "'\($0)'" }.joined(separator: ", "))
      }
    }

    func utterance() throws(UtteranceLine.LineError) -> UtteranceLine {
      var line = UtteranceLine(utterance: try string("utterance"))
      if object["now"] != nil { line.now = try string("now") }
      if let node = object["context"] { line.context = try Self.context(node) }
      return line
    }

    static func context(_ node: JSONNode) throws(UtteranceLine.LineError) -> RequestContext {
      guard case .object(let context) = node.value else { throw .init("'context' must be an object") }
      let reader = Reader(object: context)
      var result = RequestContext()
      try reader.onlyKeys(["foregroundApp", "onScreen", "conversation"], in: context, "'context'")
      if context["foregroundApp"] != nil {
        result.foregroundApp = try reader.string("foregroundApp", in: context, what: "context.")
      }
      if let conversation = context["conversation"] {
        guard case .bool(let flag) = conversation.value else {
          throw .init("'context.conversation' must be true or false")
        }
        result.continuesConversation = flag
      }
      if let screen = context["onScreen"] {
        guard case .array(let elements) = screen.value else { throw .init("'context.onScreen' must be an array") }
        for element in elements {
          guard case .object(let shown) = element.value else {
            throw .init("each of 'context.onScreen' must be an object with 'app', 'entity' and 'id'")
          }
          try reader.onlyKeys(["app", "entity", "id"], in: shown, "an entity on screen")
          result.onScreen.append(
            ScreenEntity(
              app: try reader.string("app", in: shown, what: "onScreen."),
              entity: try reader.string("entity", in: shown, what: "onScreen."),
              id: try reader.string("id", in: shown, what: "onScreen.")))
        }
      }
      return result
    }

    func control() throws(UtteranceLine.LineError) -> StreamLine {
      let kind = try string("kind")
      switch kind {
      case "reset":
        try onlyKeys(["kind"], in: object, "a reset line")
        return .reset
      case "delete":
        try onlyKeys(["kind", "app", "entity", "ids"], in: object, "a delete line")
        guard let ids = object["ids"] else { throw .init("missing array 'ids'") }
        return .delete(app: try string("app"), entity: try string("entity"), ids: try strings(ids, "ids"))
      case "donate":
        try onlyKeys(["kind", "app", "entity", "values"], in: object, "a donate line")
        guard let node = object["values"], case .array(let elements) = node.value else {
          throw .init("missing array 'values'")
        }
        var values: [DonatedValue] = []
        for element in elements {
          if case .string(let id) = element.value {
            values.append(DonatedValue(id: id, name: id))
            continue
          }
          guard case .object(let value) = element.value else {
            throw .init("each of 'values' must be an id or an object with an 'id'")
          }
          try onlyKeys(["id", "name", "synonyms", "requires"], in: value, "a donated value")
          var donated = DonatedValue(id: try string("id", in: value))
          if value["name"] != nil { donated.name = try string("name", in: value) }
          if let synonyms = value["synonyms"] { donated.synonyms = try strings(synonyms, "synonyms") }
          if let requires = value["requires"] {
            guard case .object(let requirements) = requires.value else {
              throw .init("'requires' must be an object of parameter names to arrays of value ids")
            }
            for member in requirements.members {
              donated.requires.append(
                .init(parameter: member.key, values: try strings(member.value, "requires.\(member.key)")))
            }
          }
          values.append(donated)
        }
        return .donate(app: try string("app"), entity: try string("entity"), values: values)
      default:
        throw .init("unknown kind '\(kind)'; expected 'donate', 'delete' or 'reset'")
      }
    }
  }
}

extension StreamLine {
  /// The line as JSON (no line break), keys in a fixed order: what a golden file keeps.
  public var jsonLine: String {
    var writer = JSONWriter()
    writer.beginObject()
    switch self {
    case .utterance(let line):
      writer.member("utterance", line.utterance)
      writer.member("now", ifPresent: line.now)
      if line.context != RequestContext() {
        writer.key("context")
        line.context.write(to: &writer)
      }
    case .donate(let app, let entity, let values):
      writer.member("kind", "donate")
      writer.member("app", app)
      writer.member("entity", entity)
      writer.key("values")
      writer.beginArray()
      for value in values {
        writer.beginObject()
        writer.member("id", value.id)
        writer.member("name", ifPresent: value.name)
        if !value.synonyms.isEmpty { writer.member("synonyms", strings: value.synonyms) }
        if !value.requires.isEmpty {
          writer.key("requires")
          writer.beginObject()
          for requirement in value.requires { writer.member(requirement.parameter, strings: requirement.values) }
          writer.endObject()
        }
        writer.endObject()
      }
      writer.endArray()
    case .delete(let app, let entity, let ids):
      writer.member("kind", "delete")
      writer.member("app", app)
      writer.member("entity", entity)
      writer.member("ids", strings: ids)
    case .reset:
      writer.member("kind", "reset")
    }
    writer.endObject()
    return writer.text
  }
}

extension RequestContext: JSONWritable {
  /// The context as a JSON object, keys in a fixed order.
  package func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("foregroundApp", ifPresent: foregroundApp)
    if !onScreen.isEmpty {
      writer.key("onScreen")
      writer.beginArray()
      for shown in onScreen {
        writer.beginObject()
        writer.member("app", shown.app)
        writer.member("entity", shown.entity)
        writer.member("id", shown.id)
        writer.endObject()
      }
      writer.endArray()
    }
    if !continuesConversation { writer.member("conversation", false) }
    writer.endObject()
  }
}

/// The answer to a control line, as one JSON line.
public enum ControlAnswer: Hashable, Sendable {
  case donated(app: String, entity: String, added: Int, replaced: Int)
  case deleted(app: String, entity: String, deleted: Int, unknown: [String])
  case reset
  case error(String)

  /// The answer's `kind`: `donated`, `deleted`, `reset` or `error`.
  public var kind: String {
    switch self {
    case .donated: "donated"
    case .deleted: "deleted"
    case .reset: "reset"
    case .error: "error"
    }
  }

  /// The answer as one line of JSON (no line break), keys in a fixed order.
  public func jsonLine(line: Int) -> String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.member("version", 1)
    writer.member("kind", kind)
    writer.member("line", line)
    switch self {
    case .donated(let app, let entity, let added, let replaced):
      writer.member("app", app)
      writer.member("entity", entity)
      writer.member("added", added)
      writer.member("replaced", replaced)
    case .deleted(let app, let entity, let deleted, let unknown):
      writer.member("app", app)
      writer.member("entity", entity)
      writer.member("deleted", deleted)
      writer.member("unknown", strings: unknown)
    case .reset:
      break
    case .error(let message):
      writer.member("message", message)
    }
    writer.endObject()
    return writer.text
  }
}

extension Conversation {
  /// Applies a control line; an error leaves the conversation as it was.
  public mutating func apply(_ line: StreamLine) -> ControlAnswer? {
    do {
      switch line {
      case .utterance:
        return nil
      case .donate(let app, let entity, let values):
        let (added, replaced) = try donate(app: app, entity: entity, values: values.map(\.lexiconValue))
        return .donated(app: app, entity: entity, added: added, replaced: replaced)
      case .delete(let app, let entity, let ids):
        let (deleted, unknown) = try delete(app: app, entity: entity, ids: ids)
        return .deleted(app: app, entity: entity, deleted: deleted, unknown: unknown)
      case .reset:
        reset()
        return .reset
      }
    } catch {
      return .error(error.message)
    }
  }
}
