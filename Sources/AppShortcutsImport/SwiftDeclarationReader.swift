import DataFormats
import PhraseGrammar
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
///   `typeDisplayRepresentation`) and to `AppEntity` and its refinements, with
///   the values written as literal instances in their static properties and
///   their query (see `readEntityValues(_:)`).
///
/// What it cannot read (a phrase built by a function call, an intent
/// expression that is not a type's initializer, a `@Parameter` it cannot
/// parse) becomes a warning at its place.
enum SwiftDeclarationReader {
  /// Reads the declarations of one app from its source files.
  ///
  /// - Complexity: O(*n*) in the number of tokens, plus a lookup per named constant.
  ///
  /// - Parameters:
  ///   - files: The app's Swift files.
  ///   - tables: The app's string tables, where titles written as keys are looked up.
  static func read(_ files: [SwiftSourceFile], tables: StringTables = StringTables()) -> AppShortcutDeclarations {
    var reader = Reader(files: files, tables: tables)
    reader.run()
    return reader.result
  }

  /// A type, extension or protocol declaration.
  struct TypeDeclaration {
    var file: Int
    var kind: String
    /// The full nested name (`Library.Mode`); for an extension, the type it extends.
    var name: String
    var conformances: [String]
    var nameIndex: Int
    /// The tokens between the braces.
    var body: Range<Int>

    /// The name without the enclosing types' (`Mode`).
    var shortName: String { TypeNames.shortName(name) }
  }

  /// A declaration in a type's body that the importer reads.
  enum Member {
    case parameter(ParameterDeclaration)
    /// A property: its name, whether it is static, its type's tokens and its value's or body's tokens.
    case property(name: String, isStatic: Bool, type: Range<Int>?, value: Range<Int>?, index: Int)
    /// Enum cases, with the index of each name.
    case cases([(name: String, index: Int)])
  }

  static let entityProtocols: Set<String> = [
    "AppEntity", "IndexedEntity", "TransientAppEntity", "UniqueAppEntity", "FileEntity", "URLRepresentableEntity",
  ]

  static let declarationKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]

  /// Walks the tokens of a type's body that are its own (a nested type's are passed over whole),
  /// offering each declaration's start to `read`, which returns where the declaration it read
  /// ends, or nil to step over the token.
  static func forEachMember(in body: Range<Int>, of file: SwiftSourceFile, _ read: (Int) -> Int?) {
    var index = body.lowerBound
    while index < body.upperBound {
      if let next = read(index) {
        index = max(next, index + 1)
      } else if let next = endOfNestedType(at: index, in: file, limit: body.upperBound) {
        index = next
      } else {
        index = file.skipping(index)
      }
    }
  }

  /// Past the body of a nested type declared at `index` (`struct Name … { … }`), or nil when none is declared
  /// there; its members are not the enclosing type's.
  static func endOfNestedType(at index: Int, in file: SwiftSourceFile, limit: Int) -> Int? {
    let tokens = file.tokens
    guard tokens[index].kind == .identifier, declarationKeywords.contains(tokens[index].text), index + 1 < limit,
      tokens[index + 1].kind == .identifier, !nonNames.contains(tokens[index + 1].text)
    else { return nil }
    var cursor = index + 1
    while cursor < limit && !file.isPunctuation(cursor, "{") { cursor += 1 }
    return file.skipping(cursor)
  }
  static let nonNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "static", "override", "final", "private", "public",
    "internal", "fileprivate", "open", "convenience", "required", "case", "indirect", "nonisolated",
  ]
  static let modifiers: Set<String> = [
    "static", "class", "public", "private", "internal", "fileprivate", "open", "nonisolated", "final", "override",
    "lazy", "weak", "unowned", "dynamic", "mutating", "set", "unsafe",
  ]

  struct Reader {
    let files: [SwiftSourceFile]
    let tables: StringTables
    var declarations: [TypeDeclaration] = []
    var result = AppShortcutDeclarations()

    init(files: [SwiftSourceFile], tables: StringTables) {
      self.files = files
      self.tables = tables
    }

    mutating func run() {
      for file in files { result.diagnostics += file.problems }
      for index in files.indices { findDeclarations(in: index) }
      resolveExtensions()
      readEnumsAndEntities()
      readProviders()
      readIntents()
    }

    // MARK: Declarations

    mutating func findDeclarations(in fileIndex: Int) {
      let file = files[fileIndex]
      let tokens = file.tokens
      /// The types whose bodies enclose the token read: the end of each body and its full name.
      var enclosing: [(end: Int, name: String)] = []
      var index = 0
      while index < tokens.count {
        defer { index += 1 }
        let token = tokens[index]
        guard token.kind == .identifier, SwiftDeclarationReader.declarationKeywords.contains(token.text),
          index == 0 || !file.isPunctuation(index - 1, "."), index + 1 < tokens.count,
          tokens[index + 1].kind == .identifier, !SwiftDeclarationReader.nonNames.contains(tokens[index + 1].text)
        else { continue }
        while let last = enclosing.last, last.end <= index { enclosing.removeLast() }
        var name = tokens[index + 1].text
        var cursor = index + 2
        while file.isPunctuation(cursor, "."), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
          name += "." + tokens[cursor + 1].text
          cursor += 2
        }
        if let outer = enclosing.last { name = outer.name + "." + name }
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
        enclosing.append((file.match[brace], name))
        if inConformances && !inWhere, let lastIdentifier { conformances.append(lastIdentifier) }
        declarations.append(
          TypeDeclaration(
            file: fileIndex, kind: token.text, name: name, conformances: conformances, nameIndex: index + 1,
            body: (brace + 1)..<file.match[brace]))
      }
    }

    func declarations(named name: String) -> [TypeDeclaration] { declarations.filter { $0.name == name } }

    /// Gives each extension the full name of the type it extends (`extension Mode` of a nested
    /// `Library.Mode`, when no other type is named `Mode`), and the types declared in it theirs.
    mutating func resolveExtensions() {
      let types = Set(declarations.filter { $0.kind != "extension" }.map(\.name))
      for index in declarations.indices where declarations[index].kind == "extension" {
        let written = declarations[index].name
        guard !types.contains(written), let resolved = TypeNames.resolve(written, from: "", among: types) else {
          continue
        }
        let extensionBody = declarations[index].body
        let file = declarations[index].file
        declarations[index].name = resolved
        for inner in declarations.indices
        where declarations[inner].file == file && extensionBody.contains(declarations[inner].nameIndex)
          && declarations[inner].name.hasPrefix(written + ".")
        {
          declarations[inner].name = resolved + declarations[inner].name.dropFirst(written.count)
        }
      }
    }

    /// The full name of the type (not an extension) that a name written in `scope` refers to.
    ///
    /// - Parameters:
    ///   - path: The name as written (`Mode`, `Library.Mode`).
    ///   - scope: The full name of the type it is written in; empty at the top level.
    func typeName(_ path: String, from scope: String) -> String? {
      let types = Set(declarations.filter { $0.kind != "extension" && $0.kind != "protocol" }.map(\.name))
      return TypeNames.resolve(path, from: scope, among: types)
    }

    func conforms(_ name: String, to protocols: Set<String>) -> Bool {
      declarations(named: name).contains { $0.conformances.contains(where: protocols.contains) }
    }

    /// The members of a declaration's body that the importer reads, skipping nested types and bodies.
    func members(_ body: Range<Int>, in fileIndex: Int, isEnum: Bool, diagnostics: inout [Diagnostic])
      -> [Member]
    {
      let file = files[fileIndex]
      let tokens = file.tokens
      var members: [Member] = []
      SwiftDeclarationReader.forEachMember(in: body, of: file) { index in
        let token = tokens[index]
        if token.kind == .attribute && token.text == "Parameter" {
          let (member, next) = parameter(at: index, in: fileIndex, limit: body.upperBound, diagnostics: &diagnostics)
          if let member { members.append(member) }
          return next
        } else if token.isIdentifier("var") || token.isIdentifier("let") {
          let (member, next) = property(at: index, in: fileIndex, limit: body.upperBound)
          if let member { members.append(member) }
          return next
        } else if isEnum && token.isIdentifier("case") {
          let (names, next) = cases(at: index, in: fileIndex, limit: body.upperBound)
          members.append(.cases(names))
          return next
        }
        return nil
      }
      return members
    }

    /// `@Parameter(…) var name: Type [= value]`.
    func parameter(at index: Int, in fileIndex: Int, limit: Int, diagnostics: inout [Diagnostic]) -> (
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
          parameter.title = title(argument.range, in: fileIndex, diagnostics: &diagnostics)
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
            let values = bounds.map(file.argumentValue)
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
    func members(ofType name: String, isEnum: Bool = false, diagnostics: inout [Diagnostic]) -> [(
      member: Member, file: Int
    )] {
      declarations(named: name).flatMap { declaration in
        members(declaration.body, in: declaration.file, isEnum: isEnum, diagnostics: &diagnostics).map {
          ($0, declaration.file)
        }
      }
    }
  }
}
