/// Help text in the layout of swift-argument-parser: OVERVIEW, USAGE, OPTIONS, wrapped at 80 columns.
enum Help {
  /// The widest a line of help may be.
  static let width = 80
  /// Where option descriptions start.
  static let optionColumn = 26

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
      text += entry("  " + command.name.padding(to: 22), command.abstract, indent: 24)
    }
    text += """

      See 'route-eval help <subcommand>' for detailed help.

      EXIT STATUS:
        0 success · 1 problems found · 3 nothing to check · 64 usage error
        65 bad input data · 66 missing input

      """
    return text
  }

  static func command(_ command: any Command.Type) -> String {
    page(
      abstract: command.abstract, discussion: command.discussion, usages: [command.usage], options: command.options)
  }

  /// A command's help: its abstract, discussion, usage lines (each after `route-eval`) and options.
  static func page(abstract: String, discussion: String, usages: [String], options: [OptionSpec]) -> String {
    var text = wrapped(["OVERVIEW:"] + words(abstract), indent: 2) + "\n\n"
    if !discussion.isEmpty { text += discussion + "\n\n" }
    for (index, usage) in usages.enumerated() {
      let lead = (index == 0 ? "USAGE: " : "       ") + "route-eval"
      let units = usageUnits(usage)
      // Continuation lines start under the first option, after the command's words.
      let commandWords = units.prefix { !$0.hasPrefix("-") && !$0.hasPrefix("[") && !$0.contains("<") }
      let indent = lead.count + commandWords.reduce(0) { $0 + 1 + $1.count } + 1
      text += wrapped([lead] + units, indent: indent < width / 2 ? indent : 8) + "\n"
    }
    text += "\nOPTIONS:\n"
    for option in options {
      var head = "--\(option.name)"
      if option.arity != .flag { head += " <\(option.valueName)>" }
      if option.arity == .multiple || option.arity == .list { head += " ..." }
      text += entry("  " + head.padding(to: optionColumn - 2), option.help, indent: optionColumn)
    }
    text += entry("  " + "-h, --help".padding(to: optionColumn - 2), "Show help information.", indent: optionColumn)
    return text
  }

  /// A padded head and its description, wrapped under the description's column.
  private static func entry(_ head: String, _ description: String, indent: Int) -> String {
    let lines = head.split(separator: "\n", omittingEmptySubsequences: false)
    let last = String(lines.last ?? "")
    let before = lines.dropLast().map { $0 + "\n" }.joined()
    return before + wrapped([last + (words(description).first ?? "")] + words(description).dropFirst(), indent: indent)
      + "\n"
  }

  /// Words joined by spaces into lines of at most `width` columns, lines after the first indented.
  ///
  /// A word longer than a line stays whole, on a line of its own.
  static func wrapped(_ words: [String], indent: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in words {
      if line.isEmpty {
        line = (lines.isEmpty ? "" : String(repeating: " ", count: indent)) + word
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(repeating: " ", count: indent) + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  private static func words(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init)
  }

  /// A usage line cut where it may wrap: never inside `[…]`, between an option and its `<value>`, or before `...`.
  static func usageUnits(_ usage: String) -> [String] {
    var units: [String] = []
    var depth = 0
    for word in words(usage) {
      let joinsPrevious = depth > 0 || word == "..." || (word.hasPrefix("<") && units.last?.hasPrefix("-") == true)
      if joinsPrevious, let last = units.popLast() {
        units.append(last + " " + word)
      } else {
        units.append(word)
      }
      depth += word.count { $0 == "[" } - word.count { $0 == "]" }
    }
    return units
  }
}

extension String {
  /// The string padded with spaces to a width, or followed by a line break and indent when longer.
  func padding(to width: Int) -> String {
    count < width
      ? self + String(repeating: " ", count: width - count) : self + "\n" + String(repeating: " ", count: width + 2)
  }
}
