import DataFormats
import PhraseGrammar
import Reports
import Router
/// The parts of a route a golden test compares: outcome, app, intent, candidates and parameters.
///
/// Scores, templates and alternatives are left out: they describe how a
/// decision was reached, and may change while the decision stays the same.
public struct GoldenRoute: Hashable, Sendable {
  /// The route's outcome, as its JSON line writes it: `routed`, `ambiguous`, `noMatch` or `error`.
  public var outcome: String
  /// The app the utterance was routed to, if any.
  public var app: String?
  /// The intent the utterance was routed to, if any.
  public var intent: String?
  /// The tied apps and intents of an ambiguous route, as `App.Intent`.
  public var candidates: [String]
  /// The route's parameters, in its order.
  public var parameters: [GoldenParameter]
  /// Why an `error` route could not be processed.
  public var message: String?
  /// The required parameters the route still needs.
  public var needs: [String] = []
  /// The line of the request the route answers, when it is a follow-up.
  public var continues: Int?
  /// The intent's summary read back, when the route has one.
  public var summary: String?

  /// Creates the compared parts of a route.
  ///
  /// - Parameters:
  ///   - outcome: The route's outcome, as its JSON line writes it.
  ///   - app: The app the utterance was routed to.
  ///   - intent: The intent the utterance was routed to.
  ///   - candidates: The tied apps and intents of an ambiguous route, as `App.Intent`.
  ///   - parameters: The route's parameters, in its order.
  ///   - message: Why an `error` route could not be processed.
  public init(
    outcome: String, app: String? = nil, intent: String? = nil, candidates: [String] = [],
    parameters: [GoldenParameter] = [], message: String? = nil
  ) {
    self.outcome = outcome
    self.app = app
    self.intent = intent
    self.candidates = candidates
    self.parameters = parameters
    self.message = message
  }

  /// The compared parts of a route, read back from its JSON line so stored and current routes are seen alike.
  public init(_ route: Route) {
    if let node = try? JSONParser.parse(route.jsonLine()), let object = node.value.objectValue,
      let decoded = try? Self.decode(object)
    {
      self = decoded
      return
    }
    // A route's own JSON always decodes; this keeps the initializer total.
    self.init(outcome: route.outcome.rawValue, app: route.app, intent: route.intent)
  }

  /// Why a JSON route cannot be compared: a message and the location it is about.
  struct DecodingError: Error {
    package var message: String
    package var location: JSONLocation
  }

  /// Decodes the compared parts of a route line.
  static func decode(_ object: JSONObject) throws(DecodingError) -> GoldenRoute {
    func string(_ key: String, required: Bool = false) throws(DecodingError) -> String? {
      guard let node = object[key] else {
        if required { throw DecodingError(message: "missing string '\(key)'", location: .start) }
        return nil
      }
      guard let text = node.value.stringValue else {
        throw DecodingError(message: "'\(key)' must be a string, not \(node.value.kindName)", location: node.location)
      }
      return text
    }
    guard let outcome = try string("outcome", required: true) else {
      throw DecodingError(message: "missing string 'outcome'", location: .start)
    }
    guard Route.Outcome(rawValue: outcome) != nil else {
      let location = object["outcome"]?.location ?? .start
      throw DecodingError(
        message: "unknown outcome '\(outcome)'; expected routed, ambiguous, noMatch or error", location: location)
    }
    var route = GoldenRoute(outcome: outcome, app: try string("app"), intent: try string("intent"))
    route.message = try string("message")
    route.summary = try string("summary")
    if let node = object["continues"] {
      guard let line = node.value.numberValue?.int else {
        throw DecodingError(message: "'continues' must be a line number", location: node.location)
      }
      route.continues = line
    }
    if let node = object["needs"] {
      guard let names = node.value.arrayValue?.compactMap(\.value.stringValue),
        names.count == node.value.arrayValue?.count
      else {
        throw DecodingError(message: "'needs' must be an array of parameter names", location: node.location)
      }
      route.needs = names
    }
    if let node = object["candidates"] {
      guard let elements = node.value.arrayValue else {
        throw DecodingError(message: "'candidates' must be an array", location: node.location)
      }
      for element in elements {
        guard let candidate = element.value.objectValue, let app = candidate["app"]?.value.stringValue,
          let intent = candidate["intent"]?.value.stringValue
        else {
          throw DecodingError(
            message: "a candidate must be an object with string 'app' and 'intent'", location: element.location)
        }
        route.candidates.append(app + "." + intent)
      }
    }
    if let node = object["parameters"] {
      guard let members = node.value.objectValue?.members else {
        throw DecodingError(message: "'parameters' must be an object", location: node.location)
      }
      for member in members {
        route.parameters.append(try GoldenParameter.decode(name: member.key, member.value))
      }
    }
    return route
  }
}

/// The compared parts of one parameter of a route.
public struct GoldenParameter: Hashable, Sendable {
  /// The parameter's name.
  public var name: String
  /// `set`, `cleared` or `unset`.
  public var state: String
  /// The value as compact JSON, numbers in their shortest form (so `12.0` and `12` are equal).
  public var value: String?
  /// The unit the value is in, as the route's JSON writes it.
  public var unit: String?
  /// The words of the utterance the value came from.
  public var text: String?
  /// The grain of a date value.
  public var grain: String?
  /// The exclusive end of a date interval.
  public var end: String?

  /// Creates the compared parts of a parameter.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - state: `set`, `cleared` or `unset`.
  ///   - value: The value as compact JSON.
  ///   - unit: The unit the value is in.
  ///   - text: The words of the utterance the value came from.
  ///   - grain: The grain of a date value.
  ///   - end: The exclusive end of a date interval.
  public init(
    name: String, state: String, value: String? = nil, unit: String? = nil, text: String? = nil,
    grain: String? = nil, end: String? = nil
  ) {
    self.name = name
    self.state = state
    self.value = value
    self.unit = unit
    self.text = text
    self.grain = grain
    self.end = end
  }

  /// Decodes one parameter of a route line.
  static func decode(name: String, _ node: JSONNode) throws(GoldenRoute.DecodingError) -> GoldenParameter {
    guard let object = node.value.objectValue else {
      throw GoldenRoute.DecodingError(message: "parameter '\(name)' must be an object", location: node.location)
    }
    func string(_ key: String) throws(GoldenRoute.DecodingError) -> String? {
      guard let member = object[key] else { return nil }
      guard let text = member.value.stringValue else {
        throw GoldenRoute.DecodingError(
          message: "'\(key)' of parameter '\(name)' must be a string", location: member.location)
      }
      return text
    }
    guard let state = try string("state") else {
      throw GoldenRoute.DecodingError(message: "parameter '\(name)' has no string 'state'", location: node.location)
    }
    guard ["set", "cleared", "unset"].contains(state) else {
      throw GoldenRoute.DecodingError(
        message: "unknown state '\(state)' of parameter '\(name)'; expected set, cleared or unset",
        location: object["state"]?.location ?? node.location)
    }
    return GoldenParameter(
      name: name, state: state, value: object["value"].map { Self.canonical($0.value) }, unit: try string("unit"),
      text: try string("text"), grain: try string("grain"), end: try string("end"))
  }

  /// A JSON value as compact JSON with every number in its shortest form.
  static func canonical(_ value: JSONValue) -> String {
    var writer = JSONWriter()
    write(value, to: &writer)
    return writer.text
  }

  private static func write(_ value: JSONValue, to writer: inout JSONWriter) {
    switch value {
    case .number(let number): writer.number(number.double)
    case .array(let elements):
      writer.beginArray()
      for element in elements { write(element.value, to: &writer) }
      writer.endArray()
    case .object(let object):
      writer.beginObject()
      for member in object.members {
        writer.key(member.key)
        write(member.value.value, to: &writer)
      }
      writer.endObject()
    default:
      writer.value(value)
    }
  }
}
