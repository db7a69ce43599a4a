import DataFormats

extension Route {
  /// The route as one line of JSON (no line break), keys in a fixed order.
  ///
  /// ```json
  /// {"version":1,"kind":"route","line":3,"utterance":"…","outcome":"routed","app":"Water",…}
  /// ```
  public func jsonLine(line: Int? = nil) -> String {
    var writer = JSONWriter()
    write(to: &writer, line: line)
    return writer.text
  }

  /// Writes the route as ``jsonLine(line:)`` spells it, as one top-level value of `writer`
  /// (no line break), so that a writer reused from line to line writes it without allocating.
  package func write(to writer: inout JSONWriter, line: Int? = nil) {
    writer.beginObject()
    writer.member("version", 1)
    writer.member("kind", "route")
    writer.member("line", ifPresent: line)
    writer.member("utterance", utterance)
    writer.member("outcome", outcome.rawValue)
    switch self {
    case .routed(let route):
      writer.member("app", route.app)
      writer.member("intent", route.intent)
      writer.member("continues", ifPresent: route.continues)
      writer.key("parameters")
      writer.beginObject()
      for parameter in route.parameters {
        writer.key(parameter.name)
        parameter.write(to: &writer)
      }
      writer.endObject()
      if !route.needs.isEmpty {
        writer.member("needs", strings: route.needs)
        writer.member("prompt", ifPresent: route.prompt)
      }
      writer.member("summary", ifPresent: route.summary)
      writer.member("score", route.score)
      writer.member("confidence", route.confidence)
      writer.member("template", route.template)
      writer.key("alternatives")
      Self.write(route.alternatives, to: &writer)
    case .ambiguous(let route):
      writer.member("confidence", route.confidence)
      writer.key("candidates")
      Self.write(route.candidates, to: &writer)
    case .error(let failure):
      writer.member("message", failure.message)
    case .noMatch:
      break
    }
    if isTruncated { writer.member("truncated", true) }
    if let explanation {
      writer.key("explain")
      writer.beginArray()
      for entry in explanation { entry.write(to: &writer) }
      writer.endArray()
    }
    writer.endObject()
  }

  private static func write(_ candidates: [Candidate], to writer: inout JSONWriter) {
    writer.array(candidates) { writer, candidate in
      writer.object {
        $0.member("app", candidate.app)
        $0.member("intent", candidate.intent)
        $0.member("score", candidate.score)
        $0.member("template", candidate.template)
      }
    }
  }
}

extension ParameterResult {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("state", state.rawValue)
    writer.member("valueType", ifPresent: valueType)
    if let value {
      writer.key("value")
      value.write(to: &writer)
      value.writeDetails(to: &writer)
    }
    writer.member("text", ifPresent: text)
    if let defaultValue {
      writer.key("default")
      defaultValue.write(to: &writer)
    }
    writer.endObject()
  }
}

extension ResolvedValue: JSONWritable {
  package func write(to writer: inout JSONWriter) {
    switch self {
    case .number(let number): writer.number(number)
    case .bool(let flag): writer.bool(flag)
    case .string(let text), .enumCase(let text): writer.string(text)
    case .entity(let id, let name, let source):
      writer.beginObject()
      writer.member("id", id)
      writer.member("name", name)
      writer.member("source", ifPresent: source)
      writer.endObject()
    case .measurement(let value, _, _, _), .duration(let value):
      writer.number(value)
    case .date(let date):
      writer.string(date.start.iso8601)
    case .recurrence(let rule):
      writer.beginObject()
      writer.member("frequency", rule.frequency.rawValue)
      writer.member("interval", rule.interval)
      if !rule.weekdays.isEmpty { writer.member("weekdays", strings: rule.weekdays) }
      if !rule.monthDays.isEmpty {
        writer.key("monthDays")
        writer.beginArray()
        for day in rule.monthDays { writer.number(Double(day)) }
        writer.endArray()
      }
      writer.endObject()
    case .list(let values):
      writer.beginArray()
      for value in values { value.write(to: &writer) }
      writer.endArray()
    }
  }

  /// Keys that go with the value: a measurement's `unit` and `spoken`, a date's `grain` and `end`.
  func writeDetails(to writer: inout JSONWriter) {
    switch self {
    case .measurement(_, let unit, let spoken, let spokenUnit):
      writer.member("unit", unit)
      writer.key("spoken")
      writer.beginObject()
      writer.member("value", spoken)
      writer.member("unit", ifPresent: spokenUnit)
      writer.endObject()
    case .date(let date):
      writer.member("grain", date.grain.rawValue)
      writer.member("end", ifPresent: date.end?.iso8601)
    default:
      break
    }
  }
}

extension Explanation {
  /// The explanation as a JSON object.
  package func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("app", app)
    writer.member("intent", intent)
    writer.member("template", template)
    writer.member("score", score)
    writer.member("status", status.rawValue)
    writer.member("reason", reason)
    writer.member("slots", strings: slots)
    writer.endObject()
  }
}
