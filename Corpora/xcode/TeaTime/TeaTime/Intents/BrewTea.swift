import AppIntents

enum TeaKind: String, AppEnum {
  case green, black, oolong, chamomile

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Tea"
  static var caseDisplayRepresentations: [TeaKind: DisplayRepresentation] = [
    .green: "green tea",
    .black: DisplayRepresentation(title: "black tea", synonyms: ["English breakfast"]),
    .oolong: "oolong",
    .chamomile: "chamomile",
  ]
}

struct BrewTea: AppIntent {
  static var title: LocalizedStringResource = "Brew Tea"

  @Parameter(title: "Tea")
  var tea: TeaKind

  @Parameter(title: "Minutes", default: 3, inclusiveRange: (1, 10))
  var minutes: Int

  func perform() async throws -> some IntentResult {
    .result()
  }
}
