import DataFormats
import PhraseGrammar
import Router

/// Reading an entity's values from the literal instances the app writes: `TeaPot(id: "blue", name: "Blue Pot")`.
///
/// The places read are those that define the values the app suggests: the static properties of the entity
/// type and its extensions (`static let all: [TeaPot] = […]`, `static let blue = TeaPot(…)`), and the
/// `defaultQuery` type's `suggestedEntities()`, `entities(for:)`, `allEntities()` and `entities(matching:)`
/// bodies and static properties. Properties named like previews and test data (`preview`, `sample`,
/// `mock…`, `example…`) and files under `Tests` or `Preview Content` folders are not read.
extension SwiftDeclarationReader.Reader {
  /// The query functions whose bodies hold suggested values.
  static let queryFunctions: Set<String> = ["suggestedEntities", "entities", "allEntities"]
  /// Prefixes of property names that hold preview or test data, lowercased.
  static let previewPrefixes = ["preview", "sample", "mock", "example", "fake", "dummy", "stub", "test"]
  /// The argument labels that give an instance's name, in order of preference.
  static let nameLabels = ["name", "title", "displayName", "label"]

  /// Whether a file holds tests or preview content, which the app does not suggest.
  func isPreviewOrTest(_ fileIndex: Int) -> Bool {
    files[fileIndex].path.split(separator: "/").dropLast().contains { folder in
      folder == "Preview Content" || folder == "Tests" || folder.hasSuffix("Tests")
    }
  }

  static func isPreviewName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return previewPrefixes.contains { lowered.hasPrefix($0) }
  }

  /// Reads an entity's literal values into its declaration.
  mutating func readEntityValues(_ entity: inout EntityDeclaration) {
    var ignored: [Diagnostic] = []
    let shortName = TypeNames.shortName(entity.name)
    for declaration in declarations(named: entity.name) where !isPreviewOrTest(declaration.file) {
      for member in members(declaration.body, in: declaration.file, isEnum: false, diagnostics: &ignored) {
        guard case .property(let name, true, _, let value?, _) = member, !Self.isPreviewName(name),
          name != "defaultQuery", name != "typeDisplayRepresentation"
        else { continue }
        readInstances(value, in: declaration.file, of: shortName, selfIsEntity: true, into: &entity)
      }
    }
    guard let written = entity.defaultQuery else { return }
    let query = typeName(written, from: entity.name) ?? written
    guard query != entity.name else { return }
    for declaration in declarations(named: query) where !isPreviewOrTest(declaration.file) {
      for member in members(declaration.body, in: declaration.file, isEnum: false, diagnostics: &ignored) {
        guard case .property(let name, true, _, let value?, _) = member, !Self.isPreviewName(name) else { continue }
        readInstances(value, in: declaration.file, of: shortName, selfIsEntity: false, into: &entity)
      }
      for function in functions(in: declaration.body, of: declaration.file)
      where Self.queryFunctions.contains(function.name) {
        readInstances(function.body, in: declaration.file, of: shortName, selfIsEntity: false, into: &entity)
      }
    }
  }

  /// The functions declared in a type's body (not in its nested types): name and body.
  func functions(in body: Range<Int>, of fileIndex: Int) -> [(name: String, body: Range<Int>)] {
    let file = files[fileIndex]
    let tokens = file.tokens
    var result: [(name: String, body: Range<Int>)] = []
    SwiftDeclarationReader.forEachMember(in: body, of: file) { index in
      guard tokens[index].isIdentifier("func"), index + 1 < body.upperBound, tokens[index + 1].kind == .identifier
      else { return nil }
      var cursor = index + 2
      while cursor < body.upperBound, !file.isPunctuation(cursor, "{"), !file.isPunctuation(cursor, "}"),
        !tokens[cursor].isIdentifier("func"), !tokens[cursor].isIdentifier("var"),
        !tokens[cursor].isIdentifier("let")
      {
        cursor = file.skipping(cursor)
      }
      guard file.isPunctuation(cursor, "{"), file.match[cursor] > cursor, file.match[cursor] <= body.upperBound else {
        return cursor
      }
      result.append((tokens[index + 1].text, (cursor + 1)..<file.match[cursor]))
      return file.match[cursor] + 1
    }
    return result
  }

  /// Reads the instances of an entity written in a range: `Name(…)`, `Name.init(…)`, `.init(…)`, and
  /// `Self(…)` where `Self` is the entity.
  mutating func readInstances(
    _ range: Range<Int>, in fileIndex: Int, of shortName: String, selfIsEntity: Bool,
    into entity: inout EntityDeclaration
  ) {
    let file = files[fileIndex]
    let tokens = file.tokens
    let upper = min(range.upperBound, tokens.count)
    var firstInRange = true
    var ids = Set(entity.values.map(\.id))
    var index = range.lowerBound
    while index < upper {
      let token = tokens[index]
      var call: Int?
      if token.kind == .identifier && (token.text == shortName || (selfIsEntity && token.text == "Self")) {
        var cursor = index + 1
        if file.isPunctuation(cursor, "."), file.isIdentifier(cursor + 1, "init") { cursor += 2 }
        if cursor < upper, file.isPunctuation(cursor, "("), !tokens[cursor].startsLine { call = cursor }
      } else if token.isPunctuation("."), file.isIdentifier(index + 1, "init"), file.isPunctuation(index + 2, "("),
        index + 2 < upper, Self.startsImplicitMember(after: index - 1, in: file, from: range.lowerBound)
      {
        call = index + 2
      }
      guard let call, file.match[call] > call else {
        index += 1
        continue
      }
      if let value = instance(at: call, in: fileIndex, location: file.location(index)) {
        if let value {
          if ids.contains(value.id) {
            // Written in several places (`all`, and the query's `suggestedEntities()`): one value.
          } else if entity.values.count >= EntityDeclaration.valueLimit {
            entity.instancesPastLimit += 1
          } else {
            ids.insert(value.id)
            entity.values.append(value)
            if firstInRange { entity.valueSources.append(value.location) }
            firstInRange = false
          }
        } else {
          entity.skippedInstances += 1
        }
      }
      index = file.match[call] + 1
    }
  }

  /// Whether a `.` after the token at `previous` starts an implicit member expression (`[.init(…)]`), not a
  /// member of a value (`x.init(…)`).
  static func startsImplicitMember(after previous: Int, in file: SwiftSourceFile, from start: Int) -> Bool {
    guard previous >= start, file.tokens.indices.contains(previous) else { return true }
    let token = file.tokens[previous]
    switch token.kind {
    case .identifier: return ["return", "in", "case", "else", "try", "await"].contains(token.text)
    case .punctuation: return ![")", "]", "}", ">", "!"].contains(token.text)
    default: return false
    }
  }

  /// The value an instance call whose `(` is at `open` gives: nil when it is not an instance (no labelled
  /// argument), `.some(nil)` when its name is not a string literal.
  func instance(at open: Int, in fileIndex: Int, location: FileLocation) -> EntityValueDeclaration?? {
    let file = files[fileIndex]
    let arguments = file.arguments(ofCallAt: open)
    guard arguments.contains(where: { $0.label != nil }) else { return nil }
    func literal(_ range: Range<Int>) -> String? {
      guard range.count == 1, file.tokens[range.lowerBound].kind == .string else { return nil }
      return file.tokens[range.lowerBound].literal?.plainText
    }
    let idArgument = arguments.first { $0.label == "id" }
    var name: String?
    let named = arguments.filter { $0.label.map(Self.nameLabels.contains) ?? false }
    if named.isEmpty {
      name = arguments.lazy.filter { $0.label != "id" }.compactMap { literal($0.range) }.first
    } else {
      for label in Self.nameLabels {
        if let text = named.first(where: { $0.label == label }).flatMap({ literal($0.range) }) {
          name = text
          break
        }
      }
    }
    guard let name, !name.isEmpty else { return .some(nil) }
    var id = Self.slug(name)
    if let idArgument {
      if let text = literal(idArgument.range) {
        id = text
      } else if idArgument.range.count == 1, file.tokens[idArgument.range.lowerBound].kind == .number {
        id = file.tokens[idArgument.range.lowerBound].text
      }
    }
    var synonyms: [String] = []
    if let argument = arguments.first(where: { $0.label == "synonyms" }), let start = argument.range.first,
      file.isPunctuation(start, "["), file.match[start] == argument.range.upperBound - 1
    {
      synonyms = file.commaSeparated(start + 1, file.match[start]).compactMap(literal)
    }
    return .some(EntityValueDeclaration(id: id, name: name, synonyms: synonyms, location: location))
  }

  /// `Blue Pot` → `blue-pot`: lowercased letters and digits, other runs of characters one `-`.
  static func slug(_ name: String) -> String {
    var slug = ""
    for character in name.lowercased() {
      if character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.isEmpty && slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.last == "-" { slug.removeLast() }
    return slug.isEmpty ? name : slug
  }
}
