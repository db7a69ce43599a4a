import Foundation

/// The requests of a behave feature file (Mycroft's integration tests, `test/behave/*.feature`):
/// each scenario's first `When the user says "…"` step, its `<placeholders>` filled from the
/// scenario's examples, in the scenario's language.
///
/// Gherkin as skills write it: `Feature:`, `Background:`, `Scenario:`, `Scenario Outline:` (or
/// `Template:`) with `Examples:` (or `Scenarios:`) tables whose first row names the columns; steps
/// after `Given`, `When`, `Then`, `And`, `But` or `*`; `#` comments, `@tags` and doc strings. A
/// step after the first `the user says` answers the skill's question (a conversation), so only the
/// first one of a scenario is a request. A table written under the steps of a scenario whose
/// request has a placeholder and no `Examples:` is read as its examples, as its author meant. A
/// scenario given `a german speaking user` (in it or in the background) is of that language, and
/// read only when it is the import's.
struct BehaveFeature {
  /// One request and the line it is written on (the step's, or the example row's).
  struct Request: Equatable {
    var utterance: String
    var line: Int
  }

  private(set) var requests: [Request] = []
  /// Scenarios whose request cannot be read, each with its reason and line.
  private(set) var problems: [(message: String, line: Int)] = []

  /// Language names as the steps say them (`an english speaking user`), by tag.
  static let languageNames: [String: String] = [
    "english": "en", "german": "de", "french": "fr", "spanish": "es", "italian": "it", "portuguese": "pt",
    "dutch": "nl", "swedish": "sv", "danish": "da", "norwegian": "no", "finnish": "fi", "catalan": "ca",
    "basque": "eu", "galician": "gl", "polish": "pl", "czech": "cs", "hungarian": "hu", "russian": "ru",
    "ukrainian": "uk", "japanese": "ja", "chinese": "zh", "korean": "ko",
  ]

  /// The step texts that say a request, lowercased, before its text.
  static let requestSteps = ["the user says", "the user asks", "the user said", "user says"]

  private struct Scenario {
    var language: String?
    var request: (text: String, line: Int)?
    var header: [String]?
    var rows: [(cells: [String], line: Int)] = []
    var isReadingExamples = false
  }

  /// Reads a feature file's text; `language` is the import's tag (`en-us`, `de`).
  init(text: String, language: String) {
    let primary = String(language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
    var backgroundLanguage: String?
    var isBackground = false
    var scenario: Scenario?
    var isDocString = false
    func finish(_ scenario: Scenario?) {
      guard let scenario, let request = scenario.request else { return }
      guard (scenario.language ?? backgroundLanguage ?? primary) == primary else { return }
      expand(request, header: scenario.header ?? [], rows: scenario.rows)
    }
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      let number = index + 1
      if line.hasPrefix("\"\"\"") || line.hasPrefix("```") {
        isDocString.toggle()
        continue
      }
      if isDocString || line.isEmpty || line.hasPrefix("#") || line.hasPrefix("@") { continue }
      if let keyword = Self.keyword(of: line) {
        switch keyword {
        case "feature", "rule", "background":
          finish(scenario)
          scenario = nil
          isBackground = keyword == "background"
        case "examples", "scenarios":
          scenario?.isReadingExamples = true
          scenario?.header = nil
        default:
          finish(scenario)
          scenario = Scenario()
          isBackground = false
        }
        continue
      }
      if line.hasPrefix("|") {
        let cells = Self.cells(of: line)
        guard var current = scenario, current.isReadingExamples || current.request?.text.contains("<") == true
        else { continue }
        if current.header == nil { current.header = cells } else { current.rows.append((cells, number)) }
        current.isReadingExamples = true
        scenario = current
        continue
      }
      guard let step = Self.step(of: line) else { continue }
      if let spoken = Self.language(of: step) {
        if isBackground { backgroundLanguage = spoken } else { scenario?.language = spoken }
      } else if scenario != nil, scenario?.request == nil, let request = Self.request(of: step) {
        scenario?.request = (request, number)
      }
    }
    finish(scenario)
  }

  /// A scenario's request, once, or once per example row with its placeholders filled.
  private mutating func expand(_ request: (text: String, line: Int), header: [String], rows: [(cells: [String], line: Int)]) {
    guard request.text.contains("<"), request.text.contains(">") else {
      requests.append(Request(utterance: request.text, line: request.line))
      return
    }
    guard !rows.isEmpty else {
      problems.append(("the request '\(request.text)' has a placeholder and no examples", request.line))
      return
    }
    for row in rows {
      var utterance = request.text
      for (name, value) in zip(header, row.cells) { utterance = utterance.replacingOccurrences(of: "<\(name)>", with: value) }
      guard !utterance.contains("<") || !utterance.contains(">") else {
        problems.append(("the request '\(request.text)' names a column its examples do not have", row.line))
        continue
      }
      requests.append(Request(utterance: utterance, line: row.line))
    }
  }

  /// The keyword of a line that opens a section (`Scenario Outline:` → `scenario outline`), lowercased.
  static func keyword(of line: String) -> String? {
    guard let colon = line.firstIndex(of: ":") else { return nil }
    let keyword = line[..<colon].lowercased().trimmingCharacters(in: .whitespaces)
    let known: Set<String> = [
      "feature", "rule", "background", "scenario", "scenario outline", "scenario template", "example", "examples",
      "scenarios",
    ]
    return known.contains(keyword) ? keyword : nil
  }

  /// A step's text after its keyword; nil when the line is not a step.
  static func step(of line: String) -> String? {
    if line.hasPrefix("* ") { return String(line.dropFirst(2)) }
    for keyword in ["Given", "When", "Then", "And", "But"] where line.hasPrefix(keyword + " ") {
      return String(line.dropFirst(keyword.count + 1)).trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  /// The tag of `a german speaking user`; nil for any other step.
  static func language(of step: String) -> String? {
    let words = step.lowercased().split(separator: " ")
    guard words.count == 4, words[0] == "a" || words[0] == "an", words[2] == "speaking", words[3] == "user" else {
      return nil
    }
    return languageNames[String(words[1])] ?? String(words[1])
  }

  /// What a request step says: the text in its quotes, or all after the step's words.
  static func request(of step: String) -> String? {
    let lower = step.lowercased()
    guard let prefix = requestSteps.first(where: { lower.hasPrefix($0 + " ") }) else { return nil }
    var text = step.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("\""), let close = text.dropFirst().lastIndex(of: "\"") {
      text = String(text[text.index(after: text.startIndex)..<close])
    }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty ? nil : trimmed
  }

  /// The cells of a table row, trimmed (`\|` is a bar inside a cell).
  static func cells(of line: String) -> [String] {
    var cells: [String] = []
    var cell = ""
    var characters = line.dropFirst().makeIterator()
    while let character = characters.next() {
      if character == "\\", let next = characters.next() {
        cell.append(next == "|" ? "|" : next == "n" ? "\n" : next)
      } else if character == "|" {
        cells.append(cell.trimmingCharacters(in: .whitespaces))
        cell = ""
      } else {
        cell.append(character)
      }
    }
    return cells
  }
}
