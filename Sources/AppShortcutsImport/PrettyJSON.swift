import DataFormats
import Router

/// Writes JSON for people: one object key or array element a line, two-space indentation.
///
/// An object or array whose one-line form fits in ``lineLimit`` columns and
/// holds no object or array of objects is kept on one line (an array of
/// several elements only when that is at most ``arrayLimit`` characters):
///
/// ```json
/// {
///   "app": "Water",
///   "synonyms": ["Water Tracker"],
///   "intents": [
///     {
///       "id": "LogWater",
///       "parameters": [
///         { "name": "amount", "type": "integer", "min": 1 }
///       ],
/// ```
package enum PrettyJSON {
  /// The longest line a value is kept on, indentation included.
  package static let lineLimit = 120
  /// The longest one-line form of an array of several elements.
  package static let arrayLimit = 60

  /// The value as indented JSON, without a final line break.
  package static func text(of value: JSONValue) -> String {
    var output = ""
    write(value, indent: 0, into: &output)
    return output
  }

  private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
    if let inline = inline(value), indent + inline.count <= lineLimit, indent > 0 || !isContainer(value) {
      output += inline
      return
    }
    let padding = String(repeating: " ", count: indent + 2)
    switch value {
    case .array(let elements) where !elements.isEmpty:
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += padding
        write(element.value, indent: indent + 2, into: &output)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let object) where !object.members.isEmpty:
      output += "{\n"
      for (index, member) in object.members.enumerated() {
        output += padding + scalar(.string(member.key)) + ": "
        write(member.value.value, indent: indent + 2, into: &output)
        output += index == object.members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    default:
      output += scalar(value)
    }
  }

  private static func isContainer(_ value: JSONValue) -> Bool {
    switch value {
    case .array, .object: true
    default: false
    }
  }

  /// The one-line form, when the value may be written on one line.
  private static func inline(_ value: JSONValue) -> String? {
    switch value {
    case .array(let elements):
      guard !elements.isEmpty else { return "[]" }
      var parts: [String] = []
      for element in elements {
        if case .object = element.value { return nil }
        guard let part = inline(element.value) else { return nil }
        parts.append(part)
      }
      let text = "[" + parts.joined(separator: ", ") + "]"
      return parts.count > 1 && text.count > arrayLimit ? nil : text
    case .object(let object):
      guard !object.members.isEmpty else { return "{}" }
      var parts: [String] = []
      for member in object.members {
        if case .object = member.value.value { return nil }
        guard let part = inline(member.value.value) else { return nil }
        parts.append(scalar(.string(member.key)) + ": " + part)
      }
      return "{ " + parts.joined(separator: ", ") + " }"
    default:
      return scalar(value)
    }
  }

  private static func scalar(_ value: JSONValue) -> String {
    var writer = JSONWriter()
    writer.value(value)
    return writer.text
  }
}
