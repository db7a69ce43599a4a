import AppIntents

struct TeaPot: AppEntity {
  var id: String
  var name: String

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pot"
  static var defaultQuery = TeaPotQuery()
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct TeaPotQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [TeaPot] { [] }
  func suggestedEntities() async throws -> [TeaPot] { [] }
}

struct OpenPot: AppIntent {
  static var title: LocalizedStringResource = "Open Pot"

  @Parameter(title: "Pot")
  var pot: TeaPot

  func perform() async throws -> some IntentResult {
    .result()
  }
}
