import Foundation
import Testing

@testable import PhraseGrammar
@testable import Router

@Suite("a manifest's locale chooses how its numbers are read")
struct LocalizedValueTests {
  static func manifest(locale: String, phrase: String, ordinal: Bool = false) -> String {
    #"{"app": "Wasser", "locale": "\#(locale)", "intents": [{"id": "Log", "phrases": ["\#(phrase)"], "#
      + #""parameters": [{"name": "amount", "type": "\#(ordinal ? #"integer", "ordinal": true"# : #"decimal""#)}]}]}"#
  }

  @Test(
    "numbers and ordinals in the manifest's language",
    arguments: [
      ("de", "trinke {amount} gläser", "trinke einundzwanzig gläser", 21.0, false),
      ("de-AT", "trinke {amount} gläser", "trinke zwei Komma fünf gläser", 2.5, false),
      ("fr", "bois {amount} verres", "bois quatre-vingt-dix verres", 90, false),
      ("es", "bebe {amount} vasos", "bebe veintidós vasos", 22, false),
      ("ko", "물 {amount} 잔", "물 서른다섯 잔", 35, false),
      ("zh", "喝{amount}杯水", "喝三十五杯水", 35, false),
      ("it", "il {amount} bicchiere", "il ventunesimo bicchiere", 21, true),
      ("en", "drink {amount} glasses", "drink twenty one glasses", 21, false),
    ])
  func localized(locale: String, phrase: String, utterance: String, value: Double, ordinal: Bool) throws {
    let router = try makeRouter([Self.manifest(locale: locale, phrase: phrase, ordinal: ordinal)])
    let route = router.route(utterance)
    #expect(route.outcome == .routed, "\(utterance)")
    #expect(route.parameters.first?.value?.jsonText == (value == value.rounded() ? String(Int(value)) : String(value)))
  }

  @Test("another language's words are not read: a German manifest does not hear French numbers")
  func otherLanguage() throws {
    let router = try makeRouter([Self.manifest(locale: "de", phrase: "trinke {amount} gläser")])
    #expect(router.route("trinke vingt gläser").outcome != .routed)
  }

  @Test("a locale with no reader is a warning, and its values are read as English")
  func unknownLocale() throws {
    let router = try makeRouter([Self.manifest(locale: "sv", phrase: "drick {amount} glas")])
    #expect(router.warnings.map(\.message.id) == ["UnknownValueLocale"])
    #expect(router.route("drick 3 glas").outcome == .routed)
    let untyped = #"{"app": "A", "locale": "sv", "intents": [{"id": "X", "phrases": ["hej"]}]}"#
    #expect(try makeRouter([untyped]).warnings.isEmpty)
  }

  @Test("the language survives a registry file")
  func archived() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.manifest(locale: "de", phrase: "trinke {amount} gläser")
      .write(toFile: "\(folder)/wasser.json", atomically: true, encoding: .utf8)
    let sources = try ManifestLoader.sources(paths: [folder])
    let router = try Router(manifests: sources.compactMap { ManifestLoader.decode($0.bytes, file: $0.file).0 })
    try RegistryFile.write(router: router, sources: sources, compiler: "test", to: folder + "/apps.grammar")
    let reread = try RegistryFile.load(path: folder + "/apps.grammar").router
    #expect(reread.route("trinke dreiundzwanzig gläser").parameters.first?.value?.jsonText == "23")
  }

  @Test(
    "a time said without a date is the next one, or with \"past\": true the last one",
    arguments: [
      ("remind me at 5", "2026-12-08T05:00:00-08:00"), ("had coffee at 5", "2026-12-07T17:00:00-08:00"),
      ("had coffee at 9", "2026-12-07T09:00:00-08:00"), ("had coffee at 18:00", "2026-12-06T18:00:00-08:00"),
      ("remind me at 17:37", "2026-12-07T17:37:00-08:00"), ("had coffee at 17:37", "2026-12-07T17:37:00-08:00"),
    ])
  func pastLeaning(utterance: String, expected: String) throws {
    let router = try makeRouter([
      #"{"app": "Log", "intents": [{"id": "Coffee", "phrases": ["had coffee {when}"], "parameters": "#
        + #"[{"name": "when", "type": "date", "past": true}]}, {"id": "Remind", "phrases": ["remind me {when}"], "#
        + #""parameters": [{"name": "when", "type": "date"}]}]}"#
    ])
    var options = RouteOptions()
    options.reference = try #require(LocalDateTime(iso8601: "2026-12-07T17:37:00-08:00"))
    let route = router.route(utterance, options: options)
    #expect(route.parameters.first?.value?.jsonText == "\"\(expected)\"", "\(utterance)")
  }
}
