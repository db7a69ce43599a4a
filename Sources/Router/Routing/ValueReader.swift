import DataFormats
import PhraseGrammar

/// Reads single values with the router's own machinery, for `route-eval values`.
///
/// A one-app router whose only template is `{value}` reads each line as a
/// whole, so a value here is read exactly as in a route.
public enum ValueReader {
  /// A router for one parameter, given as the manifest's parameter keys (`type`, `unit`, `dimension`, …).
  public static func router(parameter: [String: String], isList: Bool, locale: String = "en") throws(ManifestErrors)
    -> Router
  {
    var writer = JSONWriter()
    writer.beginObject()
    for key in parameter.keys.sorted() {
      writer.key(key)
      if key == "ordinal" { writer.bool(true) } else { writer.string(parameter[key] ?? "") }
    }
    if isList {
      writer.key("list")
      writer.bool(true)
    }
    writer.endObject()
    var localeWriter = JSONWriter()
    localeWriter.string(locale)
    let manifest =
      #"{"app": "values", "locale": "# + localeWriter.text
      + #", "intents": [{"id": "Value", "phrases": ["{value}"], "parameters": ["# + writer.text + "]}]}"
    let (decoded, problems) = ManifestLoader.decode(Array(manifest.utf8), file: "<values>")
    guard let decoded else { throw ManifestErrors(problems) }
    return try Router(manifests: [decoded])
  }

  /// One line's result as a JSON line, and whether the line failed to read as a value.
  public static func read(_ bytes: [UInt8], line: Int, with router: Router, options: RouteOptions) -> (
    json: String, failed: Bool
  ) {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("version")
    writer.integer(1)
    writer.key("kind")
    writer.string("value")
    writer.key("line")
    writer.integer(line)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      writer.key("text")
      writer.string(String(decoding: bytes, as: UTF8.self))
      writer.key("error")
      writer.string("line is not valid UTF-8")
      writer.endObject()
      return (writer.text, true)
    }
    writer.key("text")
    writer.string(text)
    let route = router.route(text, options: options)
    guard route.outcome == .routed, let parameter = route.parameters.first, let value = parameter.value else {
      writer.key("error")
      let rejection = route.explanation?.first { $0.status == .rejected }?.reason
      writer.string(rejection ?? route.message ?? "not a value of this type")
      writer.endObject()
      return (writer.text, true)
    }
    writer.key("value")
    value.write(to: &writer)
    value.writeDetails(to: &writer)
    writer.endObject()
    return (writer.text, false)
  }
}
