import DataFormats
import Foundation
import PhraseGrammar
import Reports
import Router

/// A value a corpus line expects a parameter to have.
public enum ExpectedValue: Hashable, Sendable {
  /// A number, compared with the route's value in the parameter's unit.
  case number(Double)
  /// A string: free text, or an enum case's id.
  case string(String)
  /// A boolean.
  case bool(Bool)
  /// An entity by id (the corpus may write `{"id", "name"}` or the id alone).
  case entity(id: String)
  /// A recurrence rule (`{"frequency", "interval", "weekdays", "monthDays"}`).
  case recurrence(Recurrence)
  /// A list parameter's items, in order.
  indirect case list([ExpectedValue])
  /// The phrase cleared the parameter (`{"state": "cleared"}`).
  case cleared
}

/// What one corpus line expects the router to decide.
public struct Expectation: Hashable, Sendable {
  /// The expected outcome: routed, ambiguous, or no match.
  public var outcome: Route.Outcome = .routed
  /// The app the utterance should route to; `nil` when the line does not say.
  public var app: String?
  /// The intent the utterance should route to; `nil` when the line does not say (for a routed
  /// label: any intent of ``app`` is right).
  public var intent: String?
  /// Other routes that are right too, for a routed label: a request several apps or intents
  /// serve alike. A route to one of them, or to any intent of an app-level label, is judged on
  /// its app and intent alone.
  public var alternatives: [Destination] = []
  /// For `ambiguous`: the apps that should tie (empty: any).
  public var apps: [String] = []
  /// Expected parameters by name, in the order written; `unit` and `text` are checked when given.
  public var parameters: [ExpectedParameter] = []
  /// The required parameters the route should still need, when the line says (`[]`: none).
  public var needs: [String]?
  /// The line of the request the route should answer, when the line says (`null`: none).
  public var continues: Int??
  /// Creates an expectation, for a corpus built in code.
  ///
  /// - Parameters:
  ///   - outcome: The expected outcome.
  ///   - app: The app the utterance should route to.
  ///   - intent: The intent the utterance should route to.
  ///   - apps: For `ambiguous`, the apps that should tie.
  ///   - parameters: Expected parameters by name, in the order written.
  public init(
    outcome: Route.Outcome = .routed, app: String? = nil, intent: String? = nil, apps: [String] = [],
    parameters: [ExpectedParameter] = []
  ) {
    (self.outcome, self.app, self.intent, self.apps, self.parameters) = (outcome, app, intent, apps, parameters)
  }
}

/// An app, and one of its intents or any (`nil`): where a routed label accepts a route.
public struct Destination: Hashable, Sendable {
  /// The app's name.
  public var app: String
  /// The intent's id, or nil for any intent of the app.
  public var intent: String?

  /// Creates a destination.
  public init(app: String, intent: String? = nil) {
    (self.app, self.intent) = (app, intent)
  }

  /// Whether a route to `app` and `intent` arrives here.
  func accepts(app: String?, intent: String?) -> Bool {
    app == self.app && (self.intent == nil || intent == self.intent)
  }
}

/// One expected parameter.
public struct ExpectedParameter: Hashable, Sendable {
  /// The parameter's name.
  public var name: String
  /// The value the parameter should have.
  public var value: ExpectedValue
  /// The unit the value should be in, when the line gives one.
  public var unit: String?
  /// The utterance text the value should be read from, when the line gives one.
  public var text: String?
  /// Creates an expected parameter, for a corpus built in code.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - value: The value the parameter should have.
  ///   - unit: The unit the value should be in.
  ///   - text: The utterance text the value should be read from.
  public init(name: String, value: ExpectedValue, unit: String? = nil, text: String? = nil) {
    (self.name, self.value, self.unit, self.text) = (name, value, unit, text)
  }
}

/// One labelled utterance of an evaluation corpus.
public struct CorpusEntry: Hashable, Sendable {
  /// The corpus file the entry was read from.
  public var file = "<memory>"
  /// The 1-based line of the entry in its file.
  public var line = 0
  /// The utterance to route.
  public var utterance: String
  /// The reference time for dates, if the line gives one.
  public var now: LocalDateTime?
  /// What the router should decide.
  public var expect: Expectation
  /// Labels that group entries in the report's per-tag table.
  public var tags: [String] = []
  /// Where the label's names were written on the line (empty for entries not read from a file).
  public var places = LabelPlaces()
  /// The app in front and what is on screen when the line is said.
  public var context = RequestContext()
  /// The control lines (`donate`, `delete`, `reset`) between the previous entry and this one, in order.
  public var controls: [StreamLine] = []
  /// Whether the entry is part of a conversation: its file has control lines, contexts or
  /// `needs`/`continues` labels, so its lines are routed in order, each after the one before.
  public var isConversation = false
}

extension CorpusEntry {
  /// Creates an entry, for a corpus built in code rather than read from a file.
  ///
  /// - Parameters:
  ///   - utterance: The utterance to route.
  ///   - now: The reference time for dates.
  ///   - expect: What the router should decide.
  ///   - tags: Labels that group entries in the report.
  public init(utterance: String, now: LocalDateTime? = nil, expect: Expectation, tags: [String] = []) {
    (self.utterance, self.now, self.expect, self.tags) = (utterance, now, expect, tags)
  }
}

/// What reading corpus files gave: the entries, the bad lines, and the files with nothing to check.
public struct CorpusLoad: Sendable {
  /// Every entry, in file and line order.
  public var entries: [CorpusEntry]
  /// Every bad line, located.
  public var problems: [Diagnostic]
  /// One error per file that holds no utterance (empty, or only blank and comment lines).
  public var emptyFiles: [Diagnostic]
}

/// Reads evaluation corpora (JSON lines, `Docs/Evaluation.md`), reporting every bad line with its place.
public enum CorpusLoader {
  /// Every entry of the corpus files, in file and line order, every problem found, and every file that is empty.
  public static func load(paths: [String]) throws(ManifestLoadError) -> CorpusLoad {
    var load = CorpusLoad(entries: [], problems: [], emptyFiles: [])
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else { throw .missing(path) }
      let bytes = [UInt8](data)
      let (fileEntries, fileProblems) = decode(bytes, file: path)
      load.entries += fileEntries
      load.problems += fileProblems
      if fileEntries.isEmpty && fileProblems.isEmpty {
        load.emptyFiles.append(emptyFile(path, bytes))
      }
    }
    return load
  }

  /// The error for a corpus file without utterances: `FILE: error: no utterances: …`.
  static func emptyFile(_ path: String, _ bytes: [UInt8]) -> Diagnostic {
    let isBlank = bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    let hasControls = bytes.split(separator: 0x0A).contains { line in
      var decoder = LineDecoder(file: path, line: 0)
      return decoder.control(Array(line)) != nil
    }
    let why =
      isBlank
      ? "the corpus file is empty"
      : hasControls
        ? "the corpus file has only blank, comment and control lines"
        : "the corpus file has only blank and comment lines"
    return Diagnostic(.error, id: "EmptyCorpus", "no utterances to evaluate: \(why)", file: path)
  }

  /// Decodes a corpus from its bytes; blank lines and lines starting with `//` are skipped.
  public static func decode(_ bytes: [UInt8], file: String) -> ([CorpusEntry], [Diagnostic]) {
    var entries: [CorpusEntry] = []
    var problems: [Diagnostic] = []
    var lineNumber = 0
    var controls: [StreamLine] = []
    var isConversation = false
    for lineBytes in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      lineNumber += 1
      var line = Array(lineBytes)
      if line.last == 0x0D { line.removeLast() }
      guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
      if line.starts(with: Array("//".utf8)) { continue }
      var decoder = LineDecoder(file: file, line: lineNumber)
      if let control = decoder.control(line) {
        controls.append(control)
        isConversation = true
      } else if decoder.problems.isEmpty, var entry = decoder.decode(line) {
        entry.controls = controls
        controls = []
        isConversation =
          isConversation || entry.context != RequestContext() || entry.expect.needs != nil
          || entry.expect.continues != nil
        entries.append(entry)
      }
      problems += decoder.problems
    }
    if isConversation { for index in entries.indices { entries[index].isConversation = true } }
    return (entries, problems)
  }

  /// Decodes one corpus line, collecting problems located at line:column; a decoder is for one
  /// line, whose JSON it parses once for both ``control(_:)`` and ``decode(_:)``.
  struct LineDecoder {
    let file: String
    let line: Int
    var problems: [Diagnostic] = []
    private var parsed: Result<JSONNode, JSONSyntaxError>?

    init(file: String, line: Int) {
      self.file = file
      self.line = line
    }

    /// The line's JSON, parsed on first use.
    private mutating func root(_ bytes: [UInt8]) -> Result<JSONNode, JSONSyntaxError> {
      if let parsed { return parsed }
      let result = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) }
      parsed = result
      return result
    }

    mutating func fail(_ message: String, at node: JSONNode?, _ path: String = "") {
      let column = node?.location.column ?? 1
      problems.append(
        Diagnostic(
          .error, id: "InvalidCorpusLine", message, file: file,
          location: FileLocation(file: file, line: line, column: column), path: path))
    }

    /// A control line (an object with `kind`), or nil for any other line; a bad one is a problem.
    mutating func control(_ bytes: [UInt8]) -> StreamLine? {
      guard case .success(let root) = self.root(bytes), case .object(let object) = root.value,
        let kind = object["kind"],
        kind.value != .string("route")
      else {
        return nil
      }
      switch StreamLine.decode(String(decoding: bytes, as: UTF8.self)) {
      case .success(let control):
        return control
      case .failure(let error):
        fail(error.message, at: kind)
        return nil
      }
    }

    mutating func decode(_ bytes: [UInt8]) -> CorpusEntry? {
      let root: JSONNode
      switch self.root(bytes) {
      case .success(let node): root = node
      case .failure(let error):
        problems.append(
          Diagnostic(
            .error, id: "InvalidJSON", error.message, file: file,
            location: FileLocation(file: file, line: line, column: error.location.column)))
        return nil
      }
      guard case .object(let object) = root.value else {
        fail("expected a JSON object", at: root)
        return nil
      }
      guard case .string(let utterance)? = object["utterance"]?.value else {
        fail("missing string 'utterance'", at: object["utterance"] ?? root, "utterance")
        return nil
      }
      var entry = CorpusEntry(file: file, line: line, utterance: utterance, expect: Expectation())
      if let node = object["now"] {
        guard case .string(let text) = node.value, let now = LocalDateTime(iso8601: text) else {
          fail("'now' must be an ISO 8601 date and time", at: node, "now")
          return nil
        }
        entry.now = now
      }
      if let node = object["context"] {
        switch StreamLine.context(node) {
        case .success(let context): entry.context = context
        case .failure(let error):
          fail(error.message, at: node, "context")
          return nil
        }
      }
      if let node = object["tags"] {
        guard case .array(let tags) = node.value else {
          fail("'tags' must be an array of strings", at: node, "tags")
          return nil
        }
        for tag in tags {
          guard case .string(let text) = tag.value else {
            fail("'tags' must be an array of strings", at: tag, "tags")
            return nil
          }
          entry.tags.append(text)
        }
      }
      guard let expectNode = object["expect"] else {
        fail("missing object 'expect'", at: root, "expect")
        return nil
      }
      guard let expect = expectation(expectNode, places: &entry.places) else { return nil }
      entry.expect = expect
      return entry
    }

    mutating func expectation(_ node: JSONNode, places: inout LabelPlaces) -> Expectation? {
      guard case .object(let object) = node.value else {
        fail("'expect' must be an object", at: node, "expect")
        return nil
      }
      var expect = Expectation()
      if let outcomeNode = object["outcome"] {
        guard case .string(let name) = outcomeNode.value, let outcome = Route.Outcome(rawValue: name) else {
          fail("'outcome' must be routed, ambiguous, noMatch or error", at: outcomeNode, "expect.outcome")
          return nil
        }
        expect.outcome = outcome
      }
      if let node = object["app"], case .string(let app) = node.value {
        expect.app = app
        places.app = LabelPlaces.Name(app, column: node.location.column)
      }
      if let node = object["intent"], case .string(let intent) = node.value {
        expect.intent = intent
        places.intent = LabelPlaces.Name(intent, column: node.location.column)
      }
      if case .array(let apps)? = object["apps"]?.value {
        places.apps = apps.compactMap { node in
          guard case .string(let name) = node.value else { return nil }
          return LabelPlaces.Name(name, column: node.location.column)
        }
        expect.apps = places.apps.map(\.text).sorted()
      }
      if let node = object["needs"] {
        guard case .array(let names) = node.value,
          case let strings = names.compactMap({ if case .string(let name) = $0.value { name } else { nil } }),
          strings.count == names.count
        else {
          fail("'needs' must be an array of parameter names", at: node, "expect.needs")
          return nil
        }
        expect.needs = strings
      }
      if let node = object["continues"] {
        switch node.value {
        case .null: expect.continues = .some(nil)
        case .number(let number) where number.double == number.double.rounded() && number.double >= 1:
          expect.continues = .some(Int(number.double))
        default:
          fail("'continues' must be the line number of the request, or null", at: node, "expect.continues")
          return nil
        }
      }
      if let node = object["alternatives"] {
        guard case .array(let items) = node.value else {
          fail("'alternatives' must be an array of {\"app\", \"intent\"} objects", at: node, "expect.alternatives")
          return nil
        }
        for (index, item) in items.enumerated() {
          guard case .object(let fields) = item.value, let appNode = fields["app"], case .string(let app) = appNode.value
          else {
            fail("an alternative must be an object with a string 'app'", at: item, "expect.alternatives[\(index)]")
            return nil
          }
          var place = LabelPlaces.Alternative(app: LabelPlaces.Name(app, column: appNode.location.column))
          var destination = Destination(app: app)
          if let intentNode = fields["intent"] {
            guard case .string(let intent) = intentNode.value else {
              fail("an alternative's 'intent' must be a string", at: intentNode, "expect.alternatives[\(index)].intent")
              return nil
            }
            destination.intent = intent
            place.intent = LabelPlaces.Name(intent, column: intentNode.location.column)
          }
          expect.alternatives.append(destination)
          places.alternatives.append(place)
        }
      }
      if expect.outcome == .routed && expect.app == nil {
        fail("a routed expectation needs 'app' (and 'intent', unless any of the app's intents is right)", at: node, "expect")
        return nil
      }
      if expect.outcome != .routed && !expect.alternatives.isEmpty {
        fail("only a routed expectation has 'alternatives'", at: object["alternatives"]!, "expect.alternatives")
        return nil
      }
      if let parametersNode = object["parameters"] {
        guard case .object(let parameters) = parametersNode.value else {
          fail("'parameters' must be an object", at: parametersNode, "expect.parameters")
          return nil
        }
        for member in parameters.members {
          guard let parameter = parameter(member.key, member.value) else { return nil }
          expect.parameters.append(parameter)
          places.parameters.append(Self.places(of: member))
        }
        if expect.intent == nil {
          fail("'parameters' need the label's 'intent'", at: parametersNode, "expect.parameters")
          return nil
        }
      }
      return expect
    }

    mutating func parameter(_ name: String, _ node: JSONNode) -> ExpectedParameter? {
      let path = "expect.parameters.\(name)"
      guard case .object(let object) = node.value, object["id"] == nil || object["value"] != nil,
        object["frequency"] == nil
      else {
        // A bare value is allowed: {"amount": 12}, {"list": {"id": "groceries", "name": "Groceries"}}.
        guard let value = value(node, path) else { return nil }
        return ExpectedParameter(name: name, value: value)
      }
      if case .string("cleared")? = object["state"]?.value {
        return ExpectedParameter(name: name, value: .cleared)
      }
      guard let valueNode = object["value"] else {
        fail("expected 'value' or \"state\": \"cleared\"", at: node, path)
        return nil
      }
      guard let value = value(valueNode, path + ".value") else { return nil }
      var parameter = ExpectedParameter(name: name, value: value)
      if case .string(let unit)? = object["unit"]?.value { parameter.unit = unit }
      if case .string(let text)? = object["text"]?.value { parameter.text = text }
      return parameter
    }

    /// Where a parameter's name, its unit and the strings and entity ids of its value were written.
    static func places(of member: JSONMember) -> LabelPlaces.Parameter {
      var places = LabelPlaces.Parameter(name: LabelPlaces.Name(member.key, column: member.keyLocation.column))
      var valueNode = member.value
      if case .object(let object) = member.value.value, object["id"] == nil {
        guard let value = object["value"] else { return places }
        valueNode = value
        if let unit = object["unit"], case .string(let text) = unit.value {
          places.unit = LabelPlaces.Name(text, column: unit.location.column)
        }
      }
      var pending = [valueNode]
      while let node = pending.popLast() {
        switch node.value {
        case .string(let text): places.values.append(LabelPlaces.Name(text, column: node.location.column))
        case .array(let elements): pending += elements.reversed()
        case .object(let object):
          if let id = object["id"], case .string(let text) = id.value {
            places.values.append(LabelPlaces.Name(text, column: id.location.column))
          }
        default: break
        }
      }
      return places
    }

    mutating func value(_ node: JSONNode, _ path: String) -> ExpectedValue? {
      switch node.value {
      case .number(let number): return .number(number.double)
      case .string(let text): return .string(text)
      case .bool(let flag): return .bool(flag)
      case .array(let elements):
        var values: [ExpectedValue] = []
        for element in elements {
          guard let value = value(element, path) else { return nil }
          values.append(value)
        }
        return .list(values)
      case .object(let object):
        if case .string(let name)? = object["frequency"]?.value {
          guard let frequency = Recurrence.Frequency(rawValue: name) else {
            fail("'frequency' must be daily, weekly, monthly or yearly", at: node, path)
            return nil
          }
          var interval = 1
          if case .number(let number)? = object["interval"]?.value { interval = Int(number.double) }
          var weekdays: [String] = []
          if case .array(let days)? = object["weekdays"]?.value {
            weekdays = days.compactMap { if case .string(let day) = $0.value { day } else { nil } }
          }
          var monthDays: [Int] = []
          if case .array(let days)? = object["monthDays"]?.value {
            monthDays = days.compactMap { if case .number(let day) = $0.value { Int(day.double) } else { nil } }
          }
          return .recurrence(
            Recurrence(frequency: frequency, interval: interval, weekdays: weekdays, monthDays: monthDays))
        }
        guard case .string(let id)? = object["id"]?.value else {
          fail("an object value must be an entity with an 'id' or a recurrence with a 'frequency'", at: node, path)
          return nil
        }
        return .entity(id: id)
      case .null:
        fail("a null value; write {\"state\": \"cleared\"} for a cleared parameter", at: node, path)
        return nil
      }
    }
  }
}
