/// Help text in the layout of swift-argument-parser: OVERVIEW, USAGE, OPTIONS.
enum Help {
  static func root(_ commands: [any Command.Type]) -> String {
    var text = """
      OVERVIEW: Route utterances to app intents and evaluate phrase sets.

      Apps declare intents and phrase templates in JSON manifests; route-eval
      compiles every app's phrases into one grammar and decides, for each
      utterance, which app and intent it reaches and with which parameters.

      USAGE: route-eval <subcommand> [options]

      OPTIONS:
        -h, --help              Show help information.
        --version               Show the version.

      SUBCOMMANDS:

      """
    for command in commands {
      text += "  " + command.name.padding(to: 22) + command.abstract + "\n"
    }
    text += """

      See 'route-eval help <subcommand>' for detailed help.

      EXIT STATUS:
        0 success · 1 problems found · 64 usage error · 65 bad input data · 66 missing input

      """
    return text
  }

  static func command(_ command: any Command.Type) -> String {
    var text = "OVERVIEW: \(command.abstract)\n\n"
    if !command.discussion.isEmpty { text += command.discussion + "\n\n" }
    text += "USAGE: route-eval \(command.usage)\n\nOPTIONS:\n"
    for option in command.options {
      var head = "--\(option.name)"
      if option.arity != .flag { head += " <\(option.valueName)>" }
      if option.arity == .multiple { head += " ..." }
      text += "  " + head.padding(to: 24) + option.help + "\n"
    }
    text += "  " + "-h, --help".padding(to: 24) + "Show help information.\n"
    return text
  }
}

extension String {
  /// The string padded with spaces to a width, or followed by a line break and indent when longer.
  func padding(to width: Int) -> String {
    count < width
      ? self + String(repeating: " ", count: width - count) : self + "\n" + String(repeating: " ", count: width + 2)
  }
}
