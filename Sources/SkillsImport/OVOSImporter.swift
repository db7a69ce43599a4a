import AppShortcutsImport
import DataFormats
import Foundation
import PhraseGrammar
import Router

/// What `route-eval import ovos` reads, besides the skill folders.
public struct OVOSImportOptions: Sendable {
  /// The language folder to read (`en-us`).
  public var language: String
  /// The app's name; nil to name each skill after its folder.
  public var appName: String?

  /// Options for a language and an app name.
  public init(language: String = "en-us", appName: String? = nil) {
    self.language = language
    self.appName = appName
  }
}

/// The manifests and the labelled corpus an OpenVoiceOS or Mycroft import wrote.
public struct OVOSImportResult: Sendable {
  /// The manifests, their diagnostics, and why nothing was imported when nothing was.
  public var result: ImportResult
  /// The skills' test utterances as corpus lines (JSON), each labelled with its app and intent.
  public var corpus: [String]
}

/// Imports OpenVoiceOS and Mycroft skill folders as manifests: Padatious intents as phrases, Adapt
/// intents as keyword intents (see `Docs/Importing.md`).
public enum OVOSImporter {
  /// Imports each skill folder as one app.
  ///
  /// - Throws: `ImportError` when a folder does not exist or a file cannot be read.
  public static func importSkills(paths: [String], options: OVOSImportOptions = OVOSImportOptions())
    throws(ImportError) -> OVOSImportResult
  {
    var manifests: [ImportedManifest] = []
    var diagnostics: [Diagnostic] = []
    var corpus: [String] = []
    var summaries: [ImportSummary] = []
    for path in paths {
      let folder = try SkillFolder(path: path, language: options.language)
      var skill = SkillImport(folder: folder, appName: options.appName ?? folder.folderName, language: options.language)
      try skill.run()
      diagnostics += skill.diagnostics
      corpus += skill.corpus
      summaries.append(skill.summary)
      if skill.manifest.intents.isEmpty {
        diagnostics.append(
          Diagnostic(.warning, "no intent of language '\(options.language)' was found in the skill", file: path))
      } else {
        manifests.append(skill.manifest)
      }
    }
    let nothing = manifests.isEmpty ? "no skill folder has an intent of language '\(options.language)'" : nil
    var result = ImportResult(manifests: manifests, diagnostics: diagnostics, nothingToImport: nothing)
    result.summaries = summaries
    return OVOSImportResult(result: result, corpus: corpus)
  }
}

/// The import of one skill folder.
struct SkillImport {
  let folder: SkillFolder
  var manifest: ImportedManifest
  var diagnostics: [Diagnostic] = []
  var corpus: [String] = []
  /// Each vocabulary's phrases and the typed slots its `.rx` groups add.
  var vocabularies: [String: (phrases: [String], slots: [String: RegexPhrase.SlotType])] = [:]
  /// Each entity file's name and values.
  var entities: [String: [LexiconValue]] = [:]
  /// Handler methods → intent ids, for the tests' labels.
  var handlers: [String: String] = [:]
  /// The conversation contexts the skill's Python sets.
  var contexts: Set<String> = []
  /// The entities whose lines are all digits (`#`, `##` …): numbers.
  var numberEntities: Set<String> = []
  /// The intents the skill declares that the manifest does not hold.
  var leftOut: [ImportSummary.LeftOut] = []
  /// The tests that could not be read or name no intent imported.
  var testsLeftOut = 0

  init(folder: SkillFolder, appName: String, language: String) {
    self.folder = folder
    manifest = ImportedManifest(app: appName)
    manifest.phrasesAreExamples = true
    manifest.locale = String(SkillFolder.normalized(language).split(separator: "-").first ?? "en")
    manifest.fileNameHint = folder.folderName
  }

  mutating func run() throws(ImportError) {
    try readEntities()
    try readVocabularies()
    try readPadatiousIntents()
    try readBlacklists()
    try readAdaptIntents()
    try readTests()
    manifest.vocabularies = vocabularies.map { ($0.key, $0.value.phrases) }
    manifest.entities = entities.sorted { $0.key < $1.key }.map {
      ImportedEntity(name: $0.key, description: "values of \($0.key).entity", values: $0.value)
    }
  }

  mutating func warn(_ message: String, file: String, line: Int? = nil, column: Int? = nil) {
    diagnostics.append(Diagnostic(.warning, message, file: file, line: line, column: column))
  }

  /// An intent left out: a warning, and a line of the summary.
  mutating func leaveOut(_ id: String, _ reason: String, at place: FileLocation) {
    warn("intent '\(id)' is left out: \(reason)", file: place.file, line: place.line, column: place.column)
    leftOut.append(ImportSummary.LeftOut(intent: id, reason: reason, location: place))
  }

  /// What the import read and left out.
  var summary: ImportSummary {
    ImportSummary(
      source: folder.path, app: manifest.app, intents: manifest.intents.map(\.id), leftOut: leftOut,
      tests: corpus.count, testsLeftOut: testsLeftOut)
  }

  /// The lines of a data file.
  mutating func lines(_ file: String) throws(ImportError) -> [SkillText.Line] {
    SkillText.lines(of: try text(file))
  }

  /// A file's text. A file that is not UTF-8 is read with its invalid bytes replaced, and a
  /// warning: one stray byte in a skill of many files is no reason to import none of it.
  mutating func text(_ file: String) throws(ImportError) -> String {
    let bytes = try ImportFiles.read(file)
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    warn("is not UTF-8 text; it is read with its invalid bytes replaced", file: file)
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Entities and vocabularies

  /// `.entity` files: each line a value, its expansions the ways of saying it. An entity whose
  /// every line is a run of `#` (Padatious' digits) is a number.
  mutating func readEntities() throws(ImportError) {
    for file in folder.dataFiles["entity"] ?? [] {
      let name = SkillFolder.stem(file)
      var values = entities[name] ?? []
      let lines = try lines(file)
      if !lines.isEmpty, lines.allSatisfy({ $0.text.allSatisfy { $0 == "#" } }) {
        numberEntities.insert(name)
        continue
      }
      for line in lines {
        let spoken = SkillText.spellings(ofPadatiousLine: line.text)
        guard let first = spoken.first else {
          warn("the line says no word; the value is left out", file: file, line: line.number)
          continue
        }
        guard !values.contains(where: { $0.id == first }) else { continue }
        values.append(LexiconValue(id: first, name: first, synonyms: Array(spoken.dropFirst())))
      }
      if !values.isEmpty { entities[name] = values }
    }
  }

  /// `.voc` files (a vocabulary each, named by the file) and `.rx` files (a vocabulary per named group).
  mutating func readVocabularies() throws(ImportError) {
    for file in folder.dataFiles["voc"] ?? [] {
      let name = SkillFolder.stem(file)
      for line in try lines(file) {
        switch SkillText.phrase(ofPadatiousLine: line.text, readsSlots: false) {
        case .failure(let problem):
          warn(problem.message + "; the phrase is left out", file: file, line: line.number, column: problem.column)
        case .success(let phrase):
          add(phrase.template, to: name)
        }
      }
    }
    for file in folder.dataFiles["rx"] ?? [] {
      for line in try lines(file) {
        addRegularExpression(line.text, at: FileLocation(file: file, line: line.number, column: 1))
      }
    }
  }

  /// A regular expression's phrase, added to the vocabulary of each of its named groups. The
  /// location is its line's (a file's), or the call's that registers it (the column then that of the call).
  mutating func addRegularExpression(_ pattern: String, at place: FileLocation) {
    switch RegexPhrase.convert(pattern) {
    case .failure(let problem):
      warn(
        "the regular expression cannot be said as words (\(problem.message)); it is left out", file: place.file,
        line: place.line, column: place.column - 1 + problem.column)
    case .success(let phrase):
      for note in phrase.notes {
        warn(note.message, file: place.file, line: place.line, column: place.column - 1 + note.column)
      }
      guard !phrase.slots.isEmpty else {
        return warn(
          "the regular expression has no named group, so it names no vocabulary", file: place.file, line: place.line)
      }
      for slot in phrase.slots {
        let name = add(phrase.template, to: slot.name)
        for other in phrase.slots { vocabularies[name]?.slots[other.name] = other.type }
      }
    }
  }

  /// Adds a phrase to a vocabulary, and returns the vocabulary's name: Adapt compares entity
  /// types without case, so `location.voc` and a `(?P<Location>…)` group are one vocabulary,
  /// named as first read.
  @discardableResult
  mutating func add(_ phrase: String, to vocabulary: String) -> String {
    let name = vocabularies.keys.first { $0.lowercased() == vocabulary.lowercased() } ?? vocabulary
    var entry = vocabularies[name] ?? ([], [:])
    if !entry.phrases.contains(phrase) { entry.phrases.append(phrase) }
    vocabularies[name] = entry
    return name
  }

  /// The vocabulary an intent names, compared without case as Adapt does.
  func vocabulary(named name: String) -> String? {
    vocabularies.keys.first { $0.lowercased() == name.lowercased() }
  }
}
