import DataFormats
import Foundation
import PhraseGrammar
import Router

/// Reads Home Assistant's intents repository, or a user's own sentence files, from YAML into a ``HassilBundle``.
///
/// The repository's layout is read as its own slot-combination test reads it
/// (`Docs/HomeAssistant.md`, "Reading the repository"): `intents.yaml`,
/// `sentences/<lang>/_common.yaml`, `sentences/<lang>/<Intent>/<combination>.yaml`,
/// `rules/<lang>/*.yaml`, `lists/*.yaml` then `lists/<lang>/*.yaml`, and
/// `tests/<lang>/<Intent>/<combination>.yaml`, each test file's home being a
/// fixture set of its own. The flat layout of older checkouts
/// (`sentences/<lang>/*.yaml` with `intents`, `tests/<lang>/*.yaml` and
/// `tests/<lang>/_fixtures.yaml`) and a user's sentence files in hassil's format
/// (`custom_sentences/<lang>/*.yaml`) are read too. The bundle is the one the
/// JSON bundle of the same files gives, up to the files its templates and tests
/// were read from.
///
/// Every problem is a diagnostic with the file, line and column; a missing file
/// is one with the id ``missingFileID``, a language the repository does not have one with ``unknownLanguageID``.
public enum HassilRepository {
  /// The id of the diagnostic for a file or folder that does not exist or cannot be read.
  public static let missingFileID = "MissingFile"
  /// The id of the diagnostic for a language the repository has no sentences for.
  public static let unknownLanguageID = "UnknownLanguage"

  /// Reads one language of a repository folder (the one holding `intents.yaml`, or `sentences/` of an older checkout).
  ///
  /// - Parameters:
  ///   - folder: The repository's folder.
  ///   - language: The language code, like `de`.
  /// - Returns: The bundle when no error was found, and every problem found.
  public static func read(folder: String, language: String) -> (HassilBundle?, [Diagnostic]) {
    var reader = RepositoryReader()
    let bundle = reader.readRepository(folder: folder, language: language)
    return reader.finish(bundle)
  }

  /// Reads a user's sentence files (hassil's format: `language`, `intents`, `lists`,
  /// `expansion_rules`, `skip_words`) and test files (a home and `tests` groups naming their intent).
  ///
  /// Each test file's home (`entities`, `areas`, `floors`) is its own fixture set, named after the file.
  ///
  /// - Parameters:
  ///   - sentenceFiles: The sentence files, merged in this order.
  ///   - testFiles: The test files, whose tests keep this order.
  /// - Returns: The bundle when no error was found, and every problem found.
  public static func read(sentenceFiles: [String], testFiles: [String] = []) -> (HassilBundle?, [Diagnostic]) {
    var reader = RepositoryReader()
    var bundle = reader.readSentenceFiles(sentenceFiles, language: nil)
    if var read = bundle {
      reader.readTestFiles(testFiles, into: &read, sharedHome: nil)
      bundle = read
    }
    return reader.finish(bundle)
  }

  /// Reads a home (a YAML or JSON file with `entities`, `areas` and `floors`, as the tests give them)
  /// as a fixture set.
  ///
  /// - Parameters:
  ///   - file: The home's file.
  ///   - id: The fixture set's name.
  /// - Returns: The fixture set and the home's context area (the area marked
  ///   `context_area: true`), when no error was found, and every problem found.
  public static func readHome(_ file: String, id: String) -> (HassilHome?, [Diagnostic]) {
    var reader = RepositoryReader()
    let home = reader.document(file) { decoder, root in
      decoder.object(root, JSONPath()).flatMap { decoder.home($0, id: id, path: JSONPath()) }
    }
    let failed = reader.diagnostics.contains { $0.severity == .error }
    return (failed ? nil : home, reader.diagnostics)
  }
}

/// A test home read from a file: its fixture set and the area the sentences are said in.
public struct HassilHome: Sendable {
  /// The home's lists (`name`, `area`, `floor`) and its entities' domains.
  public var fixtureSet: HassilFixtureSet
  /// The area marked `context_area: true`, if any.
  public var contextArea: String?

  /// The home's area of a name, as the home writes it (compared without case); nil when it has none.
  public func area(named name: String) -> String? {
    for list in fixtureSet.lists where list.name == "area" {
      guard case .values(let values) = list.list else { continue }
      if let area = values.first(where: { $0.input.lowercased() == name.lowercased() }) { return area.input }
    }
    return nil
  }
}

/// Reads the files of a repository, collecting every problem with its place.
struct RepositoryReader {
  var diagnostics: [Diagnostic] = []

  /// The bundle, or nil when an error was found.
  func finish(_ bundle: HassilBundle?) -> (HassilBundle?, [Diagnostic]) {
    let failed = diagnostics.contains { $0.severity == .error }
    return (failed ? nil : bundle, diagnostics)
  }

  // MARK: Files

  /// Reports a problem at a file's first character (a file that is missing, or is not what it should be).
  mutating func error(_ id: String, _ message: String, file: String, line: Int = 1, column: Int = 1) {
    diagnostics.append(
      Diagnostic(.error, id: id, message, file: file, location: FileLocation(file: file, line: line, column: column)))
  }

  /// Reports a warning at a file's first character.
  mutating func warning(_ id: String, _ message: String, file: String) {
    diagnostics.append(
      Diagnostic(.warning, id: id, message, file: file, location: FileLocation(file: file, line: 1, column: 1)))
  }

  /// Parses a YAML (or JSON) file and decodes it with `body`, its problems kept; nil when it is missing or malformed.
  mutating func document<T>(_ file: String, _ body: (inout HassilBundleDecoder, JSONNode) -> T?) -> T? {
    guard let data = FileManager.default.contents(atPath: file) else {
      error(HassilRepository.missingFileID, "no such file '\(file)'", file: file)
      return nil
    }
    let bytes = [UInt8](data)
    var decoder = HassilBundleDecoder(file: file, source: bytes)
    decoder.readsYAML = true
    let root: JSONNode
    do {
      root = try YAMLParser.parse(bytes)
    } catch {
      self.error("InvalidYAML", error.message, file: file, line: error.location.line, column: error.location.column)
      return nil
    }
    let result = body(&decoder, root)
    diagnostics += decoder.diagnostics
    return result
  }

  /// The root mapping of a file, decoded with `body`; nil when the file is missing, malformed or not a mapping.
  mutating func mapping<T>(_ file: String, _ body: (inout HassilBundleDecoder, JSONObject, JSONNode) -> T?) -> T? {
    document(file) { decoder, root in
      guard let object = decoder.object(root, JSONPath()) else { return nil }
      return body(&decoder, object, root)
    }
  }

  /// Whether a path is a folder.
  static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// Whether a path is a file.
  static func exists(_ file: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue
  }

  /// The names in a folder, sorted by their UTF-8 bytes (as Python sorts them); empty when it is not a folder.
  static func names(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  /// The `.yaml` files of a folder, sorted, as paths.
  static func yamlFiles(in folder: String) -> [String] {
    names(in: folder).filter { $0.hasSuffix(".yaml") && !isFolder(folder + "/" + $0) }.map { folder + "/" + $0 }
  }

  // MARK: The repository

  mutating func readRepository(folder: String, language: String) -> HassilBundle? {
    let root = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
    guard Self.isFolder(root) else {
      error(HassilRepository.missingFileID, "no such folder '\(folder)'", file: folder)
      return nil
    }
    let sentences = root + "/sentences/" + language
    guard Self.isFolder(sentences) else {
      unknownLanguage(language, root: root)
      return nil
    }
    let intentsFile = root + "/intents.yaml"
    let hasCombinationFolders = Self.names(in: sentences).contains { Self.isFolder(sentences + "/" + $0) }
    guard hasCombinationFolders else {
      // An older checkout: sentences/<lang>/*.yaml with `intents`, tests/<lang>/*.yaml and _fixtures.yaml.
      return readFlatRepository(root: root, language: language)
    }
    guard FileManager.default.fileExists(atPath: intentsFile) else {
      error(
        HassilRepository.missingFileID,
        "no such file '\(intentsFile)': a repository with 'sentences/\(language)/<Intent>/' folders needs it",
        file: intentsFile)
      return nil
    }
    return readCombinationRepository(root: root, language: language)
  }

  /// Reports a language the repository has no sentences for, naming those it has.
  mutating func unknownLanguage(_ language: String, root: String) {
    let known = Self.names(in: root + "/sentences").filter { Self.isFolder(root + "/sentences/" + $0) }
    guard !known.isEmpty else {
      error(
        HassilRepository.missingFileID, "no such folder '\(root)/sentences': not an intents repository",
        file: root + "/sentences")
      return
    }
    error(
      HassilRepository.unknownLanguageID,
      "unknown language '\(language)': no 'sentences/\(language)' in the repository, which has "
        + known.joined(separator: ", "),
      file: root + "/sentences/" + language)
  }

  /// The language-wide settings of `_common.yaml` or a sentence file: settings, skip words, rules and lists.
  static func readCommon(_ object: JSONObject, into bundle: inout HassilBundle, decoder: inout HassilBundleDecoder) {
    let path = JSONPath()
    if let node = object["settings"], !node.isNull,
      let settings = decoder.object(node, path.appending(key: "settings")),
      let flag = settings["ignore_whitespace"], !flag.isNull
    {
      bundle.ignoresWhitespace =
        decoder.bool(flag, path.appending(key: "settings").appending(key: "ignore_whitespace")) ?? false
    }
    if let node = object["skip_words"], !node.isNull {
      for word in decoder.strings(node, path.appending(key: "skip_words")) where !bundle.skipWords.contains(word) {
        bundle.skipWords.append(word)
      }
    }
    if let node = object["expansion_rules"], !node.isNull {
      bundle.expansionRules.merge(decoder.rules(node, path.appending(key: "expansion_rules")))
    }
    if let node = object["lists"], !node.isNull {
      bundle.lists.merge(decoder.hassilLists(node, path.appending(key: "lists")))
    }
  }

  /// Checks a file's `language`, when it gives one, against the language read.
  static func checkLanguage(_ object: JSONObject, _ language: String, decoder: inout HassilBundleDecoder) {
    guard let node = object["language"], !node.isNull,
      let written = decoder.string(node, JSONPath().appending(key: "language")), written != language
    else { return }
    decoder.error(
      "LanguageMismatch", "the file's language is '\(written)', expected '\(language)'", at: node,
      JSONPath().appending(key: "language"))
  }
}

extension [HassilRule] {
  /// Adds rules, a rule of a name already present replacing it in its place (a Python dict update).
  mutating func merge(_ rules: [HassilRule]) {
    for rule in rules {
      if let index = firstIndex(where: { $0.name == rule.name }) { self[index] = rule } else { append(rule) }
    }
  }
}

extension [HassilNamedList] {
  /// Adds lists, a list of a name already present replacing it in its place (a Python dict update).
  mutating func merge(_ lists: [HassilNamedList]) {
    for list in lists {
      if let index = firstIndex(where: { $0.name == list.name }) { self[index] = list } else { append(list) }
    }
  }
}

extension JSONNode {
  /// Whether the value is `null` (an empty YAML value).
  var isNull: Bool {
    if case .null = value { true } else { false }
  }
}
