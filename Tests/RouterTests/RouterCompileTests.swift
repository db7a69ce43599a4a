import Testing

@testable import Evaluation
@testable import Router

@Suite("Compiling manifests made in code")
struct RouterCompileTests {
  @Test("two enums or entities of one name are an error, not a crash when routing")
  func duplicateNames() throws {
    var manifest = Manifest(app: "Shop", source: "shop.json")
    manifest.entities = [
      ("Store", EntityType(values: [LexiconValue(id: "a", name: "Alpha")])),
      ("Store", EntityType(values: [LexiconValue(id: "b", name: "Beta"), LexiconValue(id: "c", name: "Gamma")])),
    ]
    manifest.intents = [
      Intent(
        id: "Open", parameters: [Parameter(name: "store", type: .entity("Store"))],
        phrases: [Phrase(SourcedText("open {store}"))])
    ]
    do {
      let router = try Router(manifests: [manifest])
      Issue.record("compiled, and routes 'open gamma' to \(router.route("open gamma").verdict)")
    } catch {
      #expect(error.diagnostics.map(\.description).contains { $0.contains("entity 'Store' is declared twice") })
    }
  }
}
