import DataFormats
import PhraseGrammar
import Router

/// Imports the apps of a `real-apps.json` file (`route-eval import real-apps`).
///
/// `real-apps.json` lists App Shortcut declarations of public apps, extracted
/// from their repositories: each app's display name and alternative names,
/// its `AppShortcut`s with their phrases as Swift literal text (between the
/// quotes, escapes kept), its intents' `@Parameter`s with their Swift types,
/// its AppEnums with their display representations, its AppEntities, and its
/// negative phrases. Each phrase and declaration is read with the Swift
/// importer's own parts (``SwiftScanner``, ``PhraseConversion``,
/// ``ParameterTypeMapping``, ``ManifestBuilder``), so a manifest made from
/// this file reads the same as one made from the app's sources. Each manifest
/// keeps the app's repository, commit and providers in `source`.
public enum RealAppsImporter {
  /// Imports every app of the file, and merges catalogs into the apps they match.
  ///
  /// - Throws: ``ImportError`` when a file is missing, or is not JSON with an `apps` array.
  public static func importApps(file: String, catalogs: [String] = []) throws(ImportError) -> ImportResult {
    let bytes = try ImportFiles.read(file)
    let (readCatalogs, catalogProblems) = try CatalogImporter.readCatalogs(catalogs)
    var result = try importApps(bytes: bytes, file: file)
    result.diagnostics += catalogProblems
    result.diagnostics += CatalogImporter.merge(readCatalogs, into: &result.manifests)
    return result
  }

  /// Imports every app of a `real-apps.json` document.
  static func importApps(bytes: [UInt8], file: String) throws(ImportError) -> ImportResult {
    let root: JSONNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw .invalidJSON(file, error)
    }
    guard let apps = root.value.objectValue?["apps"]?.value.arrayValue else {
      throw .unreadable(file: file, message: "expected an object with an 'apps' array")
    }
    var reader = Reader(file: file)
    var manifests: [ImportedManifest] = []
    for app in apps {
      guard let (imported, problems) = reader.app(app) else { continue }
      var manifest = imported
      let repository = app.value.objectValue?["repo"]?.value.stringValue ?? ""
      manifest.fileNameHint = repository.split(separator: "/").last.map(String.init)
      manifests.append(manifest)
      reader.diagnostics += problems
    }
    return ImportResult(
      manifests: manifests, diagnostics: reader.diagnostics,
      nothingToImport: manifests.isEmpty ? "'\(file)' lists no apps" : nil)
  }

  private struct Reader {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
      self.file = file
    }

    func location(_ node: JSONNode) -> FileLocation {
      FileLocation(file: file, line: node.location.line, column: node.location.column)
    }

    func string(_ node: JSONNode?) -> String? { node?.value.stringValue }

    /// Swift text as a source file, for reading a phrase, type or value written in the JSON.
    func swift(_ text: String) -> SwiftSourceFile { SwiftSourceFile(path: file, text: text) }

    mutating func app(_ node: JSONNode) -> (ImportedManifest, [Diagnostic])? {
      guard let object = node.value.objectValue, let name = string(object["display_name"]) else {
        diagnostics.append(.warning("app without a 'display_name'; skipped", at: location(node)))
        return nil
      }
      var declarations = AppShortcutDeclarations()
      var providers: [JSONNode] = []
      for provider in object["provider_files"]?.value.arrayValue ?? [] {
        guard let providerObject = provider.value.objectValue, let providerName = string(providerObject["provider"])
        else { continue }
        declarations.providers.append(ProviderDeclaration(name: providerName, location: location(provider)))
        var members = [JSONMember("name", .string(providerName))]
        if let path = string(providerObject["path"]) { members.append(JSONMember("file", .string(path))) }
        providers.append(JSONNode(.object(JSONObject(members: members))))
      }
      for shortcut in object["app_shortcuts"]?.value.arrayValue ?? [] {
        if let declaration = self.shortcut(shortcut) { declarations.shortcuts.append(declaration) }
      }
      for member in object["intents"]?.value.objectValue?.members ?? [] {
        declarations.intents.append(intent(member))
      }
      for member in object["app_enums"]?.value.objectValue?.members ?? [] {
        declarations.enums.append(enumeration(member))
      }
      for member in object["app_entities"]?.value.objectValue?.members ?? [] {
        declarations.entities.append(
          EntityDeclaration(
            name: member.key, defaultQuery: string(member.value.value.objectValue?["defaultQuery"]),
            location: location(member.value)))
      }
      for phrase in object["negative_phrases"]?.value.arrayValue ?? [] {
        if let source = self.phrase(phrase) { declarations.negativePhrases.append(source) }
      }
      let synonyms = object["alternative_app_names"]?.value.arrayValue?.compactMap(\.value.stringValue) ?? []
      var source: [JSONMember] = [JSONMember("importer", .string("real-apps"))]
      for (key, name) in [("repository", "repo"), ("url", "url"), ("commit", "commit")] {
        if let value = string(object[name]) { source.append(JSONMember(key, .string(value))) }
      }
      if let nameSource = string(object["display_name_source"]) {
        source.append(JSONMember("nameSource", .string(nameSource)))
      }
      if let category = string(object["category"]) { source.append(JSONMember("category", .string(category))) }
      source.append(JSONMember("providers", .array(providers)))
      return ManifestBuilder.build(
        declarations, naming: AppNaming(name: name, synonyms: synonyms.filter { $0 != name }),
        source: .object(JSONObject(members: source)))
    }

    /// A phrase written as Swift literal text (what goes between the quotes).
    mutating func phrase(_ node: JSONNode) -> PhraseSource? {
      guard let raw = string(node) else { return nil }
      let place = location(node)
      let file = swift("\"" + raw + "\"")
      guard file.tokens.count == 1, var literal = file.tokens[0].literal else {
        diagnostics.append(.warning("cannot read the phrase \"\(raw)\" as a Swift string literal; left out", at: place))
        return nil
      }
      diagnostics += file.problems.map { Diagnostic(.warning, $0.message.text, at: place) }
      // Interpolations are reported at the phrase, since their columns are the literal's, not the JSON file's.
      literal.segments = literal.segments.map { segment in
        guard case .interpolation(var interpolation) = segment else { return segment }
        interpolation.line = place.line
        interpolation.column = place.column
        return .interpolation(interpolation)
      }
      return PhraseSource(literal: literal, text: "\"" + raw + "\"", location: place)
    }

    mutating func shortcut(_ node: JSONNode) -> ShortcutDeclaration? {
      guard let object = node.value.objectValue, let intentType = string(object["intent_type"]) else {
        diagnostics.append(.warning("App Shortcut without an 'intent_type'; left out", at: location(node)))
        return nil
      }
      var presets: [(label: String, value: SwiftValue, location: FileLocation)] = []
      if let expressionNode = object["intent_expression"], let expression = string(expressionNode) {
        let file = swift(expression)
        if let open = file.tokens.indices.first(where: { file.isPunctuation($0, "(") }) {
          for argument in file.arguments(ofCallAt: open) {
            guard let label = argument.label else { continue }
            presets.append((label, file.value(argument.range), location(expressionNode)))
          }
        }
      }
      var phrases: [PhraseSource] = []
      for phrase in object["phrases"]?.value.arrayValue ?? [] {
        if let source = self.phrase(phrase) { phrases.append(source) }
      }
      return ShortcutDeclaration(
        intentType: intentType, presets: presets, phrases: phrases, shortTitle: string(object["shortTitle"]),
        location: location(node))
    }

    mutating func intent(_ member: JSONMember) -> IntentDeclaration {
      let object = member.value.value.objectValue
      var intent = IntentDeclaration(
        name: member.key, title: string(object?["title"]), parameters: [], location: location(member.value))
      for parameter in object?["parameters"]?.value.arrayValue ?? [] {
        guard let parameterObject = parameter.value.objectValue, let name = string(parameterObject["name"]),
          let typeText = string(parameterObject["type"])
        else { continue }
        let typeFile = swift(typeText)
        guard let (type, end) = typeFile.type(at: 0, limit: typeFile.tokens.count), end == typeFile.tokens.count else {
          diagnostics.append(
            .warning("cannot read the type '\(typeText)' of parameter '\(name)'", at: location(parameter)))
          continue
        }
        var declaration = ParameterDeclaration(
          name: name, type: type, typeText: typeText, title: string(parameterObject["title"]),
          location: location(parameter))
        if let text = string(parameterObject["default"]) ?? string(parameterObject["initial_value"]) {
          let file = swift(text)
          declaration.defaultValue = file.value(0..<file.tokens.count)
        }
        if let text = string(parameterObject["inclusiveRange"]) {
          let file = swift(text)
          let bounds =
            file.isPunctuation(0, "(") && file.match[0] == file.tokens.count - 1
            ? file.commaSeparated(1, file.tokens.count - 1) : []
          if bounds.count == 2 {
            let values = bounds.map(file.argumentValue)
            declaration.range = (values[0], values[1])
          } else {
            diagnostics.append(
              .warning("cannot read 'inclusiveRange: \(text)' of parameter '\(name)'", at: location(parameter)))
          }
        }
        if let text = string(parameterObject["defaultUnit"]) {
          let file = swift(text)
          if case .member(let unit) = file.value(0..<file.tokens.count) { declaration.defaultUnit = unit }
        }
        intent.parameters.append(declaration)
      }
      return intent
    }

    func enumeration(_ member: JSONMember) -> EnumDeclaration {
      let object = member.value.value.objectValue
      let representations = object?["caseDisplayRepresentations"]?.value.objectValue
      var cases: [EnumCaseDeclaration] = []
      for caseNode in object?["cases"]?.value.arrayValue ?? [] {
        guard let name = string(caseNode.value.objectValue?["name"]) else { continue }
        let representation = representations?[name]?.value.objectValue
        cases.append(
          EnumCaseDeclaration(
            name: name, title: string(representation?["title"]),
            synonyms: representation?["synonyms"]?.value.arrayValue?.compactMap(\.value.stringValue) ?? []))
      }
      return EnumDeclaration(
        name: member.key, title: string(object?["typeDisplayRepresentation"]), cases: cases,
        hasDisplayRepresentations: representations.map { !$0.members.isEmpty } ?? false,
        location: location(member.value))
    }
  }
}
