import DataFormats
import Router

extension HassilResult {
  /// Writes the result's members into an open JSON object: `intent`, `slots` (each with its `value`, the
  /// `text` said, and `wildcard` when a wildcard took it), `template`, `response` and `metadata`.
  package func writeMembers(to writer: inout JSONWriter) {
    writer.member("intent", intent)
    writer.key("slots")
    writer.beginObject()
    for slot in slots {
      writer.key(slot.name)
      writer.beginObject()
      writer.key("value")
      slot.value.write(to: &writer)
      writer.member("text", slot.text)
      if slot.isWildcard { writer.member("wildcard", true) }
      writer.endObject()
    }
    writer.endObject()
    writer.member("template", template)
    writer.member("response", response)
    writer.key("metadata")
    (metadata ?? .null).write(to: &writer)
  }
}
