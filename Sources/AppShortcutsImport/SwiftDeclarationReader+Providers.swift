import DataFormats
import PhraseGrammar
import Router

/// Reading `AppShortcutsProvider`s: their shortcuts, phrases and negative phrases.
extension SwiftDeclarationReader.Reader {
  mutating func readProviders() {
    var seen: [String] = []
    for declaration in declarations where declaration.conformances.contains("AppShortcutsProvider") {
      result.providers.append(
        ProviderDeclaration(
          name: declaration.shortName, location: files[declaration.file].location(declaration.nameIndex))
      )
      guard !seen.contains(declaration.name) else { continue }
      seen.append(declaration.name)
      var diagnostics: [Diagnostic] = []
      for (member, fileIndex) in members(ofType: declaration.name, diagnostics: &diagnostics) {
        guard case .property(let name, true, _, let value?, let index) = member else { continue }
        switch name {
        case "appShortcuts": readShortcuts(value, in: fileIndex, provider: declaration.name)
        case "negativePhrases": readNegativePhrases(value, in: fileIndex, at: index)
        default: break
        }
      }
      result.diagnostics += diagnostics
    }
    // Providers declared twice (the same type in two targets) are listed once per declaration.
  }

  /// Every `AppShortcut(…)` call in a provider's `appShortcuts`.
  mutating func readShortcuts(_ range: Range<Int>, in fileIndex: Int, provider: String) {
    let file = files[fileIndex]
    var index = range.lowerBound
    while index < range.upperBound {
      guard file.isIdentifier(index, "AppShortcut") else {
        index += 1
        continue
      }
      var open = index + 1
      if file.isPunctuation(open, "."), file.isIdentifier(open + 1, "init") { open += 2 }
      guard file.isPunctuation(open, "("), file.match[open] > open else {
        index += 1
        continue
      }
      readShortcut(callAt: index, open: open, in: fileIndex, provider: provider)
      index = file.match[open] + 1
    }
  }

  mutating func readShortcut(callAt index: Int, open: Int, in fileIndex: Int, provider: String) {
    let file = files[fileIndex]
    var intentType: String?
    var intentDeclaration: String?
    var presets: [(label: String, value: SwiftValue, location: FileLocation)] = []
    var phrases: [PhraseSource] = []
    var shortTitle: String?
    var sawPhrases = false
    for argument in file.arguments(ofCallAt: open) {
      switch argument.label {
      case "intent":
        let range = argument.range
        guard file.tokens[range.lowerBound].kind == .identifier else { break }
        var cursor = range.lowerBound
        var name = file.tokens[cursor].text
        var path = name
        cursor += 1
        while file.isPunctuation(cursor, "."), cursor + 1 < range.upperBound,
          file.tokens[cursor + 1].kind == .identifier, file.tokens[cursor + 1].text != "init"
        {
          name = file.tokens[cursor + 1].text
          path += "." + name
          cursor += 2
        }
        if file.isPunctuation(cursor, "."), file.isIdentifier(cursor + 1, "init") { cursor += 2 }
        // A type's initializer: `Intent(…)`; a lowercase name is a function call (Swift's naming conventions).
        guard file.isPunctuation(cursor, "("), file.match[cursor] == range.upperBound - 1,
          name.first?.isUppercase == true
        else { break }
        intentType = name
        intentDeclaration = typeName(path, from: provider)
        for preset in file.arguments(ofCallAt: cursor) {
          guard let label = preset.label else {
            result.diagnostics.append(
              .warning(
                "cannot read the unlabelled argument '\(file.text(preset.range))' of intent '\(name)'",
                at: preset.location))
            continue
          }
          presets.append((label, file.value(preset.range), preset.location))
        }
      case "phrases":
        sawPhrases = true
        phrases = readPhraseList(argument.range, in: fileIndex, provider: provider, depth: 0)
      case "shortTitle":
        shortTitle = reportingTitle(argument.range, in: fileIndex)
      default:
        break
      }
    }
    guard let intentType else {
      let written = file.arguments(ofCallAt: open).first { $0.label == "intent" }.map { file.text($0.range) }
      result.diagnostics.append(
        .warning(
          written.map { "cannot read the intent '\($0)' of this App Shortcut; expected 'IntentType(…)'; left out" }
            ?? "App Shortcut without an 'intent:' argument; left out",
          at: file.location(index)))
      return
    }
    if !sawPhrases {
      result.diagnostics.append(
        .warning("App Shortcut for '\(intentType)' has no 'phrases:'", at: file.location(index)))
    }
    result.shortcuts.append(
      ShortcutDeclaration(
        intentType: intentType, intentDeclaration: intentDeclaration, presets: presets, phrases: phrases,
        shortTitle: shortTitle, location: file.location(index)))
  }

  /// The phrases of a `phrases:` expression: array literals, joined with `+`, and constants they name.
  mutating func readPhraseList(_ range: Range<Int>, in fileIndex: Int, provider: String, depth: Int)
    -> [PhraseSource]
  {
    let file = files[fileIndex]
    var phrases: [PhraseSource] = []
    for term in file.split(range, on: "+") where !term.isEmpty {
      let term = file.droppingReturn(term)
      if file.isPunctuation(term.lowerBound, "["), file.match[term.lowerBound] == term.upperBound - 1 {
        for element in file.commaSeparated(term.lowerBound + 1, term.upperBound - 1) {
          if let phrase = readPhrase(element, in: fileIndex) { phrases.append(phrase) }
        }
        continue
      }
      if depth < 8, let name = referencedName(term, in: fileIndex),
        let (constantFile, constant) = constant(named: name, preferring: provider)
      {
        phrases += readPhraseList(constant, in: constantFile, provider: provider, depth: depth + 1)
        continue
      }
      result.diagnostics.append(
        .warning(
          "phrases built by '\(file.text(term))' cannot be read without a compiler; left out",
          at: file.location(term.lowerBound)))
    }
    return phrases
  }

  /// `name`, `Self.name` or `Type.name`: the last name.
  func referencedName(_ range: Range<Int>, in fileIndex: Int) -> String? {
    let file = files[fileIndex]
    var names: [String] = []
    var index = range.lowerBound
    while index < range.upperBound {
      guard file.tokens[index].kind == .identifier else { return nil }
      names.append(file.tokens[index].text)
      index += 1
      if index < range.upperBound {
        guard file.isPunctuation(index, ".") else { return nil }
        index += 1
      }
    }
    return names.last
  }

  /// The array literal a constant is initialized with, preferring one declared in a type.
  func constant(named name: String, preferring typeName: String) -> (Int, Range<Int>)? {
    var found: [(Int, Range<Int>)] = []
    var ignored: [Diagnostic] = []
    let preferred = declarations(named: typeName)
    let scopes =
      preferred.map { ($0.body, $0.file) }
      + declarations.filter { $0.name != typeName }.map { ($0.body, $0.file) }
      + files.indices.map { (0..<files[$0].tokens.count, $0) }
    for (body, fileIndex) in scopes {
      for member in members(body, in: fileIndex, isEnum: false, diagnostics: &ignored) {
        guard case .property(name, _, _, let value?, _) = member else { continue }
        let file = files[fileIndex]
        let trimmed = file.droppingReturn(value)
        guard file.isPunctuation(trimmed.lowerBound, "[") else { continue }
        found.append((fileIndex, trimmed))
      }
      if !found.isEmpty { return found[0] }
    }
    return nil
  }

  /// One phrase: a string literal (or literals joined with `+`), or `AppShortcutPhrase<…>("…")`.
  mutating func readPhrase(_ range: Range<Int>, in fileIndex: Int) -> PhraseSource? {
    let file = files[fileIndex]
    var inner = range
    var cursor = range.lowerBound
    var isCall = false
    if file.isIdentifier(cursor, "AppShortcutPhrase") {
      cursor += 1
      if file.isPunctuation(cursor, "<") {
        while cursor < range.upperBound && !file.isPunctuation(cursor, ">") { cursor += 1 }
        cursor += 1
      }
      if file.isPunctuation(cursor, "."), file.isIdentifier(cursor + 1, "init") { cursor += 2 }
      isCall = true
    } else if file.isPunctuation(cursor, "."), file.isIdentifier(cursor + 1, "init") {
      cursor += 2
      isCall = true
    }
    if isCall {
      let arguments = file.arguments(ofCallAt: cursor)
      if file.isPunctuation(cursor, "("), file.match[cursor] == range.upperBound - 1, arguments.count == 1,
        arguments[0].label == nil
      {
        inner = arguments[0].range
      }
    }
    var segments: [SwiftStringLiteral.Segment] = []
    var isMultiline = false
    for part in file.split(inner, on: "+") {
      guard part.count == 1, let literal = file.tokens[part.lowerBound].literal else {
        result.diagnostics.append(
          .warning(
            "phrase '\(file.text(range))' is built by an expression the importer cannot read without a compiler; "
              + "left out",
            at: file.location(range.lowerBound)))
        return nil
      }
      segments += literal.segments
      isMultiline = isMultiline || literal.isMultiline
    }
    guard let first = inner.first else { return nil }
    return PhraseSource(
      literal: SwiftStringLiteral(segments: segments, isMultiline: isMultiline, delimiterCount: 0),
      text: file.text(inner), location: file.location(first))
  }

  /// The string literals of a provider's `negativePhrases`.
  mutating func readNegativePhrases(_ range: Range<Int>, in fileIndex: Int, at index: Int) {
    let file = files[fileIndex]
    var found = false
    for position in range where file.tokens[position].kind == .string {
      guard let literal = file.tokens[position].literal else { continue }
      if position >= 2, file.isPunctuation(position - 1, ":"), file.tokens[position - 2].kind == .identifier {
        continue
      }
      found = true
      result.negativePhrases.append(
        PhraseSource(literal: literal, text: file.tokens[position].text, location: file.location(position)))
    }
    if !found {
      result.diagnostics.append(
        .warning(
          "cannot read 'negativePhrases'; expected NegativeAppShortcutPhrase(\"…\") strings",
          at: file.location(index)))
    }
  }
}
