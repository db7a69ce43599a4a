import DataFormats
import PhraseGrammar
import Router

/// Reading enums and entities: their cases and display representations.
extension SwiftDeclarationReader.Reader {
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
    var ignored: [Diagnostic] = []
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
          enumeration.title = reportingTitle(value, in: fileIndex)
        default:
          break
        }
      }
      result.enums.append(enumeration)
    }
    for name in entityNames {
      let declaration = declarations(named: name).first { $0.kind != "extension" } ?? declarations(named: name)[0]
      var entity = EntityDeclaration(
        name: name, defaultQuery: nil, location: files[declaration.file].location(declaration.nameIndex))
      for (member, fileIndex) in members(ofType: name, diagnostics: &ignored) {
        guard case .property("defaultQuery", true, let type, let value?, _) = member else { continue }
        let file = files[fileIndex]
        if file.tokens[value.lowerBound].kind == .identifier {
          entity.defaultQuery = file.tokens[value.lowerBound].text
        } else if let type, file.tokens[type.lowerBound].kind == .identifier {
          // `static var defaultQuery: TeaPotQuery = .init()`
          entity.defaultQuery = file.tokens[type.lowerBound].text
        }
      }
      readEntityValues(&entity)
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
      return reportingTitle(range, in: fileIndex)
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
}
