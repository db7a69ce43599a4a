import DataFormats
import Evaluation
import Generation
import Lint
import PhraseGrammar
import Router

/// Apps, rules and phrase templates written as plain lines, the input of the `template`, `match` and `lint` targets.
///
/// ```
/// @app Water, Water Tracker
/// @intent LogWater
/// @param amount measurement:volume:fl_oz
/// <log> = (log | add)
/// <log> {amount} [of water] in {applicationName}
/// !water the plants
/// log 12 ounces of water in Water
/// ```
///
/// - `@app NAME[, SYNONYM…]` starts an app (before the first, an app named `Water`);
///   `@intent ID` starts an intent of the current app.
/// - `@param NAME TYPE [list]` declares a parameter of every intent; `TYPE` is `integer`,
///   `decimal`, `ordinal`, `boolean`, `string`, `duration`, `date`,
///   `measurement:DIMENSION:UNIT`, `enum:CASE,CASE…` or `entity:VALUE,VALUE…`. A slot that names
///   no declared parameter gets one, typed by the name's first letter (see ``implicitType(of:)``).
/// - `<NAME> = BODY` declares a rule of every app.
/// - Any other line is a phrase of the current intent (`!` first: a negative phrase); where the
///   case carries an utterance, the last such line is the utterance instead.
struct FuzzCase {
  struct App {
    var names: [String]
    var intents: [(id: String, phrases: [String], negativePhrases: [String])] = []
  }

  var apps: [App] = []
  var parameters: [(name: String, type: String, isList: Bool)] = []
  var rules: [(name: String, body: String)] = []
  var utterance: String?

  /// Reads the lines of a case; with `takesUtterance`, the last phrase line (if there are two or more) is the utterance.
  init(_ text: String, takesUtterance: Bool) {
    var phraseLines: [(app: Int, intent: Int, text: String)] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("@app ") {
        let names = line.dropFirst(5).split(separator: ",").map { String($0).trimmedSpaces }.filter { !$0.isEmpty }
        apps.append(App(names: names.isEmpty ? ["App"] : names))
      } else if line.hasPrefix("@intent ") {
        if apps.isEmpty { apps.append(App(names: ["Water"])) }
        apps[apps.count - 1].intents.append((String(line.dropFirst(8)).trimmedSpaces, [], []))
      } else if line.hasPrefix("@param ") {
        let words = line.dropFirst(7).split(separator: " ").map(String.init)
        if words.count >= 2 { parameters.append((words[0], words[1], words.count > 2 && words[2] == "list")) }
      } else if line.hasPrefix("<"), let close = line.firstIndex(of: ">"),
        line[line.index(after: close)...].trimmedSpaces.hasPrefix("=")
      {
        let name = String(line[line.index(after: line.startIndex)..<close])
        let rest = line[line.index(after: close)...].trimmedSpaces
        rules.append((name, String(rest.dropFirst()).trimmedSpaces))
      } else if !line.isEmpty {
        if apps.isEmpty { apps.append(App(names: ["Water"])) }
        if apps[apps.count - 1].intents.isEmpty { apps[apps.count - 1].intents.append(("Intent", [], [])) }
        phraseLines.append((apps.count - 1, apps[apps.count - 1].intents.count - 1, line))
      }
    }
    if takesUtterance, phraseLines.count >= 2 { utterance = phraseLines.removeLast().text }
    for line in phraseLines {
      if line.text.hasPrefix("!") {
        apps[line.app].intents[line.intent].negativePhrases.append(String(line.text.dropFirst()))
      } else {
        apps[line.app].intents[line.intent].phrases.append(line.text)
      }
    }
  }

  /// Every phrase of the case, negative phrases included.
  var phrases: [String] {
    apps.flatMap { $0.intents.flatMap { $0.phrases + $0.negativePhrases } }
  }

  /// The case as in-memory manifests, one per app.
  func manifests() -> [Manifest] {
    let slotNames = Set(phrases.flatMap(Self.slotNames(in:)) + rules.flatMap { Self.slotNames(in: $0.body) })
    // A manifest's parameters, enums and entities have distinct names (the loader rejects duplicates), so the first
    // declaration of a name counts.
    var declared: [(name: String, type: String, isList: Bool)] = []
    for parameter in parameters where !declared.contains(where: { $0.name == parameter.name }) {
      declared.append(parameter)
    }
    for name in slotNames.sorted() where !declared.contains(where: { $0.name == name }) {
      declared.append((name, Self.implicitType(of: name), name.hasPrefix("l") || name.hasPrefix("k")))
    }
    var enums: [(name: String, value: EnumType)] = []
    var entities: [(name: String, value: EntityType)] = []
    let parameters = declared.map { declaration -> Parameter in
      let type = Self.parameterType(declaration.type, name: declaration.name, enums: &enums, entities: &entities)
      return Parameter(name: declaration.name, type: type, isList: declaration.isList, maxCount: nil)
    }
    let rules = rules.map { (name: $0.name, body: SourcedText($0.body)) }
    return apps.enumerated().map { index, app in
      Manifest(
        app: app.names[0], synonyms: Array(app.names.dropFirst()), rules: rules,
        intents: app.intents.map { intent in
          Intent(
            id: intent.id, parameters: parameters, phrases: intent.phrases.map { Phrase(SourcedText($0)) },
            negativePhrases: intent.negativePhrases.map { Phrase(SourcedText($0)) })
        },
        enums: enums, entities: entities, source: "<case>/\(index)")
    }
  }

  /// The type of a slot no `@param` declares, by its name's first letter: `n` integer, `x` decimal,
  /// `o` ordinal, `b` boolean, `m` a volume, `t` a duration, `d` a date, `e` an enum, `k` a list of
  /// integers, anything else free text (`l`: a list of it).
  static func implicitType(of name: String) -> String {
    switch name.first {
    case "n", "k": "integer"
    case "x": "decimal"
    case "o": "ordinal"
    case "b": "boolean"
    case "m": "measurement:volume:fl_oz"
    case "t": "duration"
    case "d": "date"
    case "e": "enum:small,large,extra large"
    default: "string"
    }
  }

  static func parameterType(
    _ text: String, name: String, enums: inout [(name: String, value: EnumType)],
    entities: inout [(name: String, value: EntityType)]
  ) -> ParameterType {
    let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    let values = parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : []
    switch parts[0] {
    case "integer": return .integer(min: nil, max: nil)
    case "decimal": return .decimal(min: nil, max: nil)
    case "ordinal": return .ordinal(min: nil, max: nil)
    case "boolean": return .boolean
    case "duration": return .duration(min: nil, max: nil)
    case "recurrence": return .recurrence
    case "date": return .date(grain: parts.count > 1 ? TimeGrain(rawValue: parts[1]) : nil)
    case "measurement":
      let dimension = parts.count > 1 ? Dimension(rawValue: parts[1]) ?? .volume : .volume
      let unit = parts.count > 2 ? parts[2] : "fl_oz"
      return .measurement(dimension, unit: unit, min: nil, max: nil)
    case "enum":
      enums.append((name, EnumType(cases: values.map { LexiconValue(id: $0) })))
      return .enumeration(name)
    case "entity":
      entities.append((name, EntityType(values: values.map { LexiconValue(id: $0, name: $0) })))
      return .entity(name)
    default: return .string(maxWords: nil)
    }
  }

  /// The names in `{…}` and `${…}` in a template, read loosely (the parser judges the syntax).
  static func slotNames(in template: String) -> [String] {
    var names: [String] = []
    var current: String?
    var escaped = false
    for character in template {
      if escaped {
        escaped = false
        if current != nil { current?.append(character) }
      } else if character == "\\" {
        escaped = true
      } else if character == "{" {
        current = ""
      } else if character == "}" {
        if let name = current, !name.isEmpty, name != TemplateParser.applicationNameSlot { names.append(name) }
        current = nil
      } else if current != nil {
        current?.append(character)
      }
    }
    return names
  }
}

extension StringProtocol {
  /// The text without spaces at either end.
  var trimmedSpaces: String {
    var slice = Substring(self)
    while slice.first == " " { slice = slice.dropFirst() }
    while slice.last == " " { slice = slice.dropLast() }
    return String(slice)
  }
}
