import AppIntents

struct LogCup: AppIntent {
  static var title: LocalizedStringResource = "Log a Cup"

  @Parameter(title: "Cups", default: 1)
  var cups: Int

  func perform() async throws -> some IntentResult {
    .result()
  }
}
