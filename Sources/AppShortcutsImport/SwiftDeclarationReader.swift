import Router

/// Reads App Shortcut declarations from Swift source files, without a compiler.
///
/// It finds, by their shape in the token stream:
/// - types that conform to `AppShortcutsProvider` (in their declaration or an
///   extension), their `appShortcuts` (a result-builder body, an array, or
///   shortcuts assigned to locals and returned) and their `negativePhrases`
///   (`NegativeAppShortcutPhrases { NegativeAppShortcutPhrase("…") }`);
/// - every `AppShortcut(intent:phrases:shortTitle:systemImageName:)` call in
///   them, also written `AppIntents.AppShortcut(…)` or `AppShortcut.init(…)`,
///   with `parameterPresentation:` skipped; its phrases as string literals,
///   `AppShortcutPhrase<Intent>("…")` or `.init("…")`, arrays joined with `+`,
///   and constants those arrays name;
/// - each intent's `@Parameter` properties and `static var title`;
/// - types that conform to `AppEnum` (cases, `caseDisplayRepresentations`,
///   `typeDisplayRepresentation`) and to `AppEntity` and its refinements.
///
/// What it cannot read (a phrase built by a function call, an intent
/// expression that is not a type's initializer, a `@Parameter` it cannot
/// parse) becomes a warning at its place.
enum SwiftDeclarationReader {
  /// Reads the declarations of one app from its source files.
  ///
  /// - Complexity: O(*n*) in the number of tokens, plus a lookup per named constant.
  static func read(_ files: [SwiftSourceFile]) -> AppShortcutDeclarations {
    var reader = Reader(files: files)
    reader.run()
    return reader.result
  }

  /// A type, extension or protocol declaration.
  fileprivate struct TypeDeclaration {
    var file: Int
    var kind: String
    var name: String
    var conformances: [String]
    var nameIndex: Int
    /// The tokens between the braces.
    var body: Range<Int>
  }

  /// A declaration in a type's body that the importer reads.
  fileprivate enum Member {
    case parameter(ParameterDeclaration)
    /// A property: its name, whether it is static, its type's tokens and its value's or body's tokens.
    case property(name: String, isStatic: Bool, type: Range<Int>?, value: Range<Int>?, index: Int)
    /// Enum cases, with the index of each name.
    case cases([(name: String, index: Int)])
  }

  static let entityProtocols: Set<String> = [
    "AppEntity", "IndexedEntity", "TransientAppEntity", "UniqueAppEntity", "FileEntity", "URLRepresentableEntity",
  ]

  private static let declarationKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
  private static let nonNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "static", "override", "final", "private", "public",
    "internal", "fileprivate", "open", "convenience", "required", "case", "indirect", "nonisolated",
  ]
  private static let modifiers: Set<String> = [
    "static", "class", "public", "private", "internal", "fileprivate", "open", "nonisolated", "final", "override",
    "lazy", "weak", "unowned", "dynamic", "mutating", "set", "unsafe",
  ]

  fileprivate struct Reader {
    let files: [SwiftSourceFile]
    var declarations: [TypeDeclaration] = []
    var result = AppShortcutDeclarations()

    init(files: [SwiftSourceFile]) {
      self.files = files
    }

    mutating func run() {
      for file in files { result.diagnostics += file.problems }
      for index in files.indices { findDeclarations(in: index) }
      readEnumsAndEntities()
      readProviders()
      readIntents()
    }

    // MARK: Declarations

    mutating func findDeclarations(in fileIndex: Int) {
      let file = files[fileIndex]
      let tokens = file.tokens
      var index = 0
      while index < tokens.count {
        defer { index += 1 }
        let token = tokens[index]
        guard token.kind == .identifier, SwiftDeclarationReader.declarationKeywords.contains(token.text),
          index == 0 || !file.isPunctuation(index - 1, "."), index + 1 < tokens.count,
          tokens[index + 1].kind == .identifier, !SwiftDeclarationReader.nonNames.contains(tokens[index + 1].text)
        else { continue }
        var name = tokens[index + 1].text
        var cursor = index + 2
        while file.isPunctuation(cursor, "."), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
          name = tokens[cursor + 1].text
          cursor += 2
        }
        var conformances: [String] = []
        var angle = 0
        var inConformances = false
        var inWhere = false
        var lastIdentifier: String?
        var brace: Int?
        while cursor < tokens.count {
          let next = tokens[cursor]
          if next.kind == .punctuation {
            if next.text == "<" { angle += 1 }
            if next.text == ">" { angle = max(0, angle - 1) }
            if angle == 0 {
              if next.text == "{" {
                brace = cursor
                break
              }
              if next.text == ":" && !inConformances && !inWhere {
                inConformances = true
              } else if (next.text == "," || next.text == "&") && inConformances && !inWhere {
                if let lastIdentifier { conformances.append(lastIdentifier) }
                lastIdentifier = nil
              } else if next.text == ";" || next.text == "}" || next.text == "=" {
                break
              }
            }
          } else if next.kind == .identifier && angle == 0 {
            if next.text == "where" {
              if inConformances, let lastIdentifier { conformances.append(lastIdentifier) }
              lastIdentifier = nil
              inWhere = true
            } else if inConformances && !inWhere {
              lastIdentifier = next.text
            }
          }
          cursor += 1
        }
        guard let brace, file.match[brace] > brace else { continue }
        if inConformances && !inWhere, let lastIdentifier { conformances.append(lastIdentifier) }
        declarations.append(
          TypeDeclaration(
            file: fileIndex, kind: token.text, name: name, conformances: conformances, nameIndex: index + 1,
            body: (brace + 1)..<file.match[brace]))
      }
    }

    func declarations(named name: String) -> [TypeDeclaration] { declarations.filter { $0.name == name } }

    func conforms(_ name: String, to protocols: Set<String>) -> Bool {
      declarations(named: name).contains { $0.conformances.contains(where: protocols.contains) }
    }

    /// The members of a declaration's body that the importer reads, skipping nested types and bodies.
    func members(_ body: Range<Int>, in fileIndex: Int, isEnum: Bool, diagnostics: inout [ImportDiagnostic])
      -> [Member]
    {
      let file = files[fileIndex]
      let tokens = file.tokens
      var members: [Member] = []
      var index = body.lowerBound
      while index < body.upperBound {
        let token = tokens[index]
        if token.kind == .attribute && token.text == "Parameter" {
          let (member, next) = parameter(at: index, in: fileIndex, limit: body.upperBound, diagnostics: &diagnostics)
          if let member { members.append(member) }
          index = max(next, index + 1)
        } else if token.isIdentifier("var") || token.isIdentifier("let") {
          let (member, next) = property(at: index, in: fileIndex, limit: body.upperBound)
          if let member { members.append(member) }
          index = max(next, index + 1)
        } else if isEnum && token.isIdentifier("case") {
          let (names, next) = cases(at: index, in: fileIndex, limit: body.upperBound)
          members.append(.cases(names))
          index = max(next, index + 1)
        } else if token.kind == .identifier, SwiftDeclarationReader.declarationKeywords.contains(token.text),
          index + 1 < body.upperBound, tokens[index + 1].kind == .identifier,
          !SwiftDeclarationReader.nonNames.contains(tokens[index + 1].text)
        {
          var cursor = index + 1
          while cursor < body.upperBound && !file.isPunctuation(cursor, "{") { cursor += 1 }
          index = file.skipping(cursor)
        } else {
          index = file.skipping(index)
        }
      }
      return members
    }

    /// `@Parameter(…) var name: Type [= value]`.
    func parameter(at index: Int, in fileIndex: Int, limit: Int, diagnostics: inout [ImportDiagnostic]) -> (
      Member?, Int
    ) {
      let file = files[fileIndex]
      let tokens = file.tokens
      var cursor = index + 1
      var arguments: [(label: String?, range: Range<Int>, location: FileLocation)] = []
      if file.isPunctuation(cursor, "("), !tokens[cursor].startsLine {
        arguments = file.arguments(ofCallAt: cursor)
        cursor = file.skipping(cursor)
      }
      var steps = 0
      while cursor < limit && !file.isIdentifier(cursor, "var") && steps < 16 {
        if tokens[cursor].kind == .attribute {
          cursor += 1
          if file.isPunctuation(cursor, "("), !tokens[cursor].startsLine { cursor = file.skipping(cursor) }
        } else if tokens[cursor].kind == .identifier && SwiftDeclarationReader.modifiers.contains(tokens[cursor].text) {
          cursor += 1
        } else if file.isPunctuation(cursor, "(") || file.isPunctuation(cursor, ")") {
          cursor += 1
        } else {
          break
        }
        steps += 1
      }
      guard file.isIdentifier(cursor, "var"), cursor + 1 < limit, tokens[cursor + 1].kind == .identifier,
        file.isPunctuation(cursor + 2, ":"), let (type, typeEnd) = file.type(at: cursor + 3, limit: limit)
      else {
        diagnostics.append(
          .warning("cannot read this '@Parameter' declaration; expected 'var name: Type'", at: file.location(index)))
        return (nil, cursor)
      }
      var parameter = ParameterDeclaration(
        name: tokens[cursor + 1].text, type: type, typeText: file.text((cursor + 3)..<typeEnd),
        location: file.location(cursor + 1))
      var end = typeEnd
      if file.isPunctuation(typeEnd, "=") {
        end = file.expressionEnd(from: typeEnd + 1, limit: limit)
        parameter.defaultValue = file.value((typeEnd + 1)..<end)
      }
      for argument in arguments {
        switch argument.label {
        case "title":
          parameter.title = file.firstString(in: argument.range)?.literal.plainText
        case "default":
          parameter.defaultValue = file.value(argument.range)
        case "defaultUnit":
          if case .member(let unit) = file.value(argument.range) {
            parameter.defaultUnit = unit
          } else {
            diagnostics.append(
              .warning(
                "cannot read 'defaultUnit: \(file.text(argument.range))' of parameter '\(parameter.name)'",
                at: argument.location))
          }
        case "inclusiveRange":
          let range = argument.range
          let bounds: [Range<Int>] =
            file.isPunctuation(range.lowerBound, "(") && file.match[range.lowerBound] == range.upperBound - 1
            ? file.commaSeparated(range.lowerBound + 1, range.upperBound - 1) : []
          if bounds.count == 2 {
            let values = bounds.map { part -> SwiftValue in
              let unlabelled =
                part.count > 2 && tokens[part.lowerBound].kind == .identifier
                  && file.isPunctuation(part.lowerBound + 1, ":")
                ? (part.lowerBound + 2)..<part.upperBound : part
              return file.value(unlabelled)
            }
            parameter.range = (values[0], values[1])
          } else {
            diagnostics.append(
              .warning(
                "cannot read 'inclusiveRange: \(file.text(range))' of parameter '\(parameter.name)'",
                at: argument.location))
          }
        default:
          break
        }
      }
      return (.parameter(parameter), end)
    }

    /// `var name: Type = value`, `var name: Type { body }` or `let name = value`, with the modifiers before it.
    func property(at index: Int, in fileIndex: Int, limit: Int) -> (Member?, Int) {
      let file = files[fileIndex]
      let tokens = file.tokens
      var isStatic = false
      var back = index - 1
      while back >= 0
        && (tokens[back].kind == .attribute || SwiftDeclarationReader.modifiers.contains(tokens[back].text)
          || file.isPunctuation(back, "(") || file.isPunctuation(back, ")"))
      {
        if tokens[back].isIdentifier("static") || tokens[back].isIdentifier("class") { isStatic = true }
        back -= 1
      }
      guard index + 1 < limit, tokens[index + 1].kind == .identifier else { return (nil, index + 1) }
      let name = tokens[index + 1].text
      var cursor = index + 2
      var typeRange: Range<Int>?
      if file.isPunctuation(cursor, ":"), let (_, end) = file.type(at: cursor + 1, limit: limit) {
        typeRange = (cursor + 1)..<end
        cursor = end
      }
      var value: Range<Int>?
      if file.isPunctuation(cursor, "=") {
        let end = file.expressionEnd(from: cursor + 1, limit: limit)
        value = (cursor + 1)..<end
        cursor = end
      } else if file.isPunctuation(cursor, "{"), file.match[cursor] > cursor {
        value = (cursor + 1)..<file.match[cursor]
        cursor = file.match[cursor] + 1
      }
      return (.property(name: name, isStatic: isStatic, type: typeRange, value: value, index: index + 1), cursor)
    }

    /// `case a, b(Int), c = "x"`.
    func cases(at index: Int, in fileIndex: Int, limit: Int) -> ([(name: String, index: Int)], Int) {
      let file = files[fileIndex]
      var names: [(name: String, index: Int)] = []
      var cursor = index + 1
      while cursor < limit, file.tokens[cursor].kind == .identifier {
        names.append((file.tokens[cursor].text, cursor))
        cursor += 1
        if file.isPunctuation(cursor, "(") { cursor = file.skipping(cursor) }
        if file.isPunctuation(cursor, "=") { cursor = file.expressionEnd(from: cursor + 1, limit: limit) }
        guard file.isPunctuation(cursor, ",") else { break }
        cursor += 1
      }
      return (names, cursor)
    }

    /// Every member of every declaration with a name, with the file each is in.
    func members(ofType name: String, isEnum: Bool = false, diagnostics: inout [ImportDiagnostic]) -> [(
      member: Member, file: Int
    )] {
      declarations(named: name).flatMap { declaration in
        members(declaration.body, in: declaration.file, isEnum: isEnum, diagnostics: &diagnostics).map {
          ($0, declaration.file)
        }
      }
    }

    // MARK: Enums and entities

    mutating func readEnumsAndEntities() {
      var enumNames: [String] = []
      var entityNames: [String] = []
      for declaration in declarations {
        if declaration.conformances.contains("AppEnum"), !enumNames.contains(declaration.name) {
          enumNames.append(declaration.name)
        }
        if declaration.conformances.contains(where: SwiftDeclarationReader.entityProtocols.contains),
          !entityNames.contains(declaration.name)
        {
          entityNames.append(declaration.name)
        }
      }
      var ignored: [ImportDiagnostic] = []
      for name in enumNames {
        let declaration = declarations(named: name).first { $0.kind == "enum" } ?? declarations(named: name)[0]
        let file = files[declaration.file]
        var enumeration = EnumDeclaration(
          name: name, cases: [], hasDisplayRepresentations: false, location: file.location(declaration.nameIndex))
        for (member, fileIndex) in members(ofType: name, isEnum: true, diagnostics: &ignored) {
          switch member {
          case .cases(let names):
            for (caseName, _) in names where !enumeration.cases.contains(where: { $0.name == caseName }) {
              enumeration.cases.append(EnumCaseDeclaration(name: caseName, title: nil, synonyms: []))
            }
          case .property("caseDisplayRepresentations", true, _, let value?, let index):
            enumeration.hasDisplayRepresentations = true
            for (caseName, title, synonyms) in displayRepresentations(value, in: fileIndex, at: index) {
              if let position = enumeration.cases.firstIndex(where: { $0.name == caseName }) {
                enumeration.cases[position].title = title
                enumeration.cases[position].synonyms = synonyms
              } else {
                enumeration.cases.append(EnumCaseDeclaration(name: caseName, title: title, synonyms: synonyms))
              }
            }
          case .property("typeDisplayRepresentation", true, _, let value?, _):
            enumeration.title = files[fileIndex].firstString(in: value)?.literal.plainText
          default:
            break
          }
        }
        result.enums.append(enumeration)
      }
      for name in entityNames {
        let declaration = declarations(named: name)[0]
        var entity = EntityDeclaration(
          name: name, defaultQuery: nil, location: files[declaration.file].location(declaration.nameIndex))
        for (member, fileIndex) in members(ofType: name, diagnostics: &ignored) {
          guard case .property("defaultQuery", true, _, let value?, _) = member else { continue }
          let file = files[fileIndex]
          if file.tokens[value.lowerBound].kind == .identifier {
            entity.defaultQuery = file.tokens[value.lowerBound].text
          }
        }
        result.entities.append(entity)
      }
    }

    /// The entries of a `caseDisplayRepresentations` dictionary: case, title and synonyms.
    mutating func displayRepresentations(_ range: Range<Int>, in fileIndex: Int, at index: Int) -> [(
      String, String?, [String]
    )] {
      let file = files[fileIndex]
      guard let open = range.first(where: { file.isPunctuation($0, "[") && file.match[$0] > $0 }) else {
        result.diagnostics.append(
          .warning("cannot read 'caseDisplayRepresentations'; expected a dictionary literal", at: file.location(index)))
        return []
      }
      var entries: [(String, String?, [String])] = []
      for entry in file.commaSeparated(open + 1, file.match[open]) {
        let parts = file.split(entry, on: ":")
        guard parts.count >= 2, case .member(let caseName) = file.value(parts[0]) else {
          result.diagnostics.append(
            .warning(
              "cannot read the display representation '\(file.text(entry))'", at: file.location(entry.lowerBound)))
          continue
        }
        let value = parts[1].lowerBound..<entry.upperBound
        let (title, synonyms) = displayRepresentation(value, in: fileIndex, caseName: caseName)
        entries.append((caseName, title, synonyms))
      }
      return entries
    }

    /// The title and synonyms of `"Title"`, `DisplayRepresentation(title:synonyms:)` or `.init(stringLiteral:)`.
    mutating func displayRepresentation(_ range: Range<Int>, in fileIndex: Int, caseName: String) -> (
      String?, [String]
    ) {
      let file = files[fileIndex]
      func plain(_ range: Range<Int>) -> String? {
        guard let (literal, index) = file.firstString(in: range) else { return nil }
        if literal.plainText == nil {
          result.diagnostics.append(
            .warning(
              "the title of case '\(caseName)' has an interpolation; read without it", at: file.location(index)))
        }
        return literal.plainText
          ?? literal.segments.compactMap { if case .text(let text) = $0 { text } else { nil } }.joined()
      }
      if range.count == 1, file.tokens[range.lowerBound].kind == .string { return (plain(range), []) }
      guard let open = range.first(where: { file.isPunctuation($0, "(") && file.match[$0] > $0 }) else {
        result.diagnostics.append(
          .warning(
            "cannot read the display representation of case '\(caseName)': '\(file.text(range))'",
            at: file.location(range.lowerBound)))
        return (nil, [])
      }
      var title: String?
      var synonyms: [String] = []
      for argument in file.arguments(ofCallAt: open) {
        switch argument.label {
        case nil, "title", "stringLiteral":
          if title == nil { title = plain(argument.range) }
        case "synonyms":
          let elements = argument.range.first.flatMap { start -> [Range<Int>]? in
            guard file.isPunctuation(start, "["), file.match[start] == argument.range.upperBound - 1 else { return nil }
            return file.commaSeparated(start + 1, file.match[start])
          }
          guard let elements else {
            result.diagnostics.append(
              .warning(
                "cannot read the synonyms of case '\(caseName)': '\(file.text(argument.range))'",
                at: argument.location))
            continue
          }
          synonyms += elements.compactMap(plain)
        default:
          continue
        }
      }
      return (title, synonyms)
    }

    // MARK: Providers

    mutating func readProviders() {
      var seen: [String] = []
      for declaration in declarations where declaration.conformances.contains("AppShortcutsProvider") {
        result.providers.append(
          ProviderDeclaration(name: declaration.name, location: files[declaration.file].location(declaration.nameIndex))
        )
        guard !seen.contains(declaration.name) else { continue }
        seen.append(declaration.name)
        var diagnostics: [ImportDiagnostic] = []
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
          cursor += 1
          while file.isPunctuation(cursor, "."), cursor + 1 < range.upperBound,
            file.tokens[cursor + 1].kind == .identifier, file.tokens[cursor + 1].text != "init"
          {
            name = file.tokens[cursor + 1].text
            cursor += 2
          }
          if file.isPunctuation(cursor, "."), file.isIdentifier(cursor + 1, "init") { cursor += 2 }
          // A type's initializer: `Intent(…)`; a lowercase name is a function call (Swift's naming conventions).
          guard file.isPunctuation(cursor, "("), file.match[cursor] == range.upperBound - 1,
            name.first?.isUppercase == true
          else { break }
          intentType = name
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
          shortTitle = file.firstString(in: argument.range)?.literal.plainText
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
          intentType: intentType, presets: presets, phrases: phrases, shortTitle: shortTitle,
          location: file.location(index)))
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
      var ignored: [ImportDiagnostic] = []
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

    // MARK: Intents

    mutating func readIntents() {
      var names: [String] = []
      for shortcut in result.shortcuts where !names.contains(shortcut.intentType) { names.append(shortcut.intentType) }
      for name in names {
        let candidates = declarations(named: name).filter { $0.kind != "extension" && $0.kind != "protocol" }
        guard let declaration = candidates.first else { continue }
        if candidates.count > 1 {
          let other = candidates[1]
          result.diagnostics.append(
            .warning(
              "intent '\(name)' is declared again at \(files[other.file].location(other.nameIndex)); the first "
                + "declaration is read",
              at: files[declaration.file].location(declaration.nameIndex)))
        }
        var intent = IntentDeclaration(
          name: name, title: nil, parameters: [], location: files[declaration.file].location(declaration.nameIndex))
        var diagnostics: [ImportDiagnostic] = []
        let bodies = [declaration] + declarations(named: name).filter { $0.kind == "extension" }
        for body in bodies {
          for member in members(body.body, in: body.file, isEnum: false, diagnostics: &diagnostics) {
            switch member {
            case .parameter(let parameter):
              intent.parameters.append(parameter)
            case .property("title", true, _, let value?, let index):
              let file = files[body.file]
              if let (literal, _) = file.firstString(in: value) {
                intent.title = literal.plainText
              } else {
                diagnostics.append(.warning("cannot read the title '\(file.text(value))'", at: file.location(index)))
              }
            default:
              break
            }
          }
        }
        result.diagnostics += diagnostics
        result.intents.append(intent)
      }
    }
  }
}
