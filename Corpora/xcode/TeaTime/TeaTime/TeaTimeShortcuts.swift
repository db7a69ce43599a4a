import AppIntents

struct TeaTimeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: BrewTea(),
      phrases: [
        "Brew \(\.$tea) in \(.applicationName)",
        "Start a \(\.$tea) timer with \(.applicationName)",
        "Brew tea with \(.applicationName)",
      ],
      shortTitle: "Brew Tea",
      systemImageName: "cup.and.saucer"
    )
    AppShortcut(
      intent: LogCup(),
      phrases: [
        "Log a cup in \(.applicationName)",
        "Log a cup of tea in \(.applicationName) with",
      ],
      shortTitle: "Log a Cup",
      systemImageName: "plus.circle"
    )
    AppShortcut(
      intent: OpenPot(),
      phrases: [
        "Open \(\.$pot) in \(.applicationName)",
      ],
      shortTitle: "Open Pot",
      systemImageName: "flame"
    )
  }
}
