import DataFormats
import PhraseGrammar

/// What an import read from one source (a skill folder, a skill's interaction models): the
/// intents it read, those it left out and why, and the tests it found.
public struct ImportSummary: Hashable, Sendable {
  /// An intent the source declares that the manifest does not hold.
  public struct LeftOut: Hashable, Sendable {
    /// The intent's name as declared (its handler's, when it has none).
    public var intent: String
    /// Why it is left out.
    public var reason: String
    /// Where it is declared.
    public var location: FileLocation?

    /// Creates a record of an intent left out.
    public init(intent: String, reason: String, location: FileLocation?) {
      self.intent = intent
      self.reason = reason
      self.location = location
    }
  }

  /// The folder or file read.
  public var source: String
  /// The app it was imported as.
  public var app: String
  /// The intents read, in the manifest's order.
  public var intents: [String]
  /// The intents left out, in the order found.
  public var leftOut: [LeftOut]
  /// The test utterances read into a corpus; nil for a format without tests.
  public var tests: Int?
  /// The tests left out (that name no intent, or one not imported).
  public var testsLeftOut: Int

  /// Creates a summary.
  public init(
    source: String, app: String, intents: [String], leftOut: [LeftOut], tests: Int? = nil, testsLeftOut: Int = 0
  ) {
    self.source = source
    self.app = app
    self.intents = intents
    self.leftOut = leftOut
    self.tests = tests
    self.testsLeftOut = testsLeftOut
  }

  /// The summary as lines for a reader: `app (source): N intents read, M left out, T tests`, then
  /// a line per intent left out, with its reason and place.
  public var text: String {
    var line = "\(app) (\(source)): \(intents.count) intent\(intents.count == 1 ? "" : "s") read"
    line += ", \(leftOut.count) left out"
    if let tests {
      line += ", \(tests) test\(tests == 1 ? "" : "s")"
      if testsLeftOut > 0 { line += " (\(testsLeftOut) left out)" }
    }
    var lines = [line]
    for intent in leftOut {
      lines.append("  left out: \(intent.intent): \(intent.reason)" + (intent.location.map { " (\($0))" } ?? ""))
    }
    return lines.joined(separator: "\n")
  }

  /// The summary as one JSON object, its keys in a fixed order.
  public var json: String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.member("kind", "import")
    writer.member("source", source)
    writer.member("app", app)
    writer.member("intents", strings: intents)
    writer.member("leftOut") { writer in
      writer.beginArray()
      for intent in leftOut {
        writer.beginObject()
        writer.member("intent", intent.intent)
        writer.member("reason", intent.reason)
        writer.member("file", ifPresent: intent.location?.file)
        writer.member("line", ifPresent: intent.location?.line)
        writer.member("column", ifPresent: intent.location?.column)
        writer.endObject()
      }
      writer.endArray()
    }
    if let tests {
      writer.member("tests", tests)
      writer.member("testsLeftOut", testsLeftOut)
    }
    writer.endObject()
    return writer.text
  }
}
