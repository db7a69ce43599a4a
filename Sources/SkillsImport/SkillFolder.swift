import AppShortcutsImport
import Foundation

/// The files of an OpenVoiceOS or Mycroft skill folder that an import reads.
///
/// A data file belongs to the language when a folder on its path is the language's tag, compared
/// without case and with `_` read as `-` (`locale/en-us/`, `vocab/en-us/`, `regex/en_US/`,
/// `locale/en-US/vocabulary/`); when no folder is the full tag, a folder of its first subtag (`en`)
/// counts. Files under `test/` and `tests/` are tests, not data. The Python files are every `.py`
/// file except tests and `setup.py`. Folders of built or installed copies (`build/`, `dist/`,
/// `*.egg-info/`, `site-packages/`, `venv/`, `.venv/`, `node_modules/`, hidden folders) are not the
/// skill's sources and are not read, so a committed `build/lib/` copy adds no intent twice.
struct SkillFolder {
  /// The folder, as given.
  var path: String
  /// Data files of the language, by extension (`intent`, `entity`, `voc`, `rx`), in path order.
  var dataFiles: [String: [String]] = [:]
  /// The skill's Python files, in path order.
  var pythonFiles: [String] = []
  /// Test files: Mycroft's `test/intent/*.json` and OpenVoiceOS's `test/example_messages/*.json`.
  var testFiles: [String] = []
  /// OpenVoiceOS's end-to-end tests of the language: `test/end2end/*golden*.jsonl` (utterances and
  /// the intent each reaches) and `*negative*.jsonl` (utterances that reach no intent of the skill).
  var lineTestFiles: [String] = []
  /// Mycroft's behave features (`test/behave/*.feature`), every language's: a scenario says its own.
  var featureFiles: [String] = []
  /// Padatious blacklists of the language (`X.blacklist`: utterances intent or entity X must not take).
  var blacklists: [String] = []

  /// Folders of built or installed copies, never the skill's sources.
  static let skippedFolders: Set<String> = ["build", "dist", "site-packages", "venv", ".venv", "node_modules"]

  static let dataExtensions: Set<String> = ["intent", "entity", "voc", "rx"]

  /// Reads a skill folder's file list.
  ///
  /// - Throws: `ImportError` when the path does not exist or is not a folder.
  init(path: String, language: String) throws(ImportError) {
    guard try ImportFiles.isFolder(path) else {
      throw .unreadable(file: path, message: "is a file; a skill is imported from its folder")
    }
    self.path = path
    let prefix = path.hasSuffix("/") ? path : path + "/"
    let listed = ImportFiles.files(under: path).map { (path: $0, relative: String($0.dropFirst(prefix.count))) }
    let tag = Self.normalized(language)
    let primary = String(tag.split(separator: "-").first ?? Substring(tag))
    func folders(_ relative: String) -> [String] {
      relative.split(separator: "/").dropLast().map { Self.normalized(String($0)) }
    }
    func isTest(_ relative: String) -> Bool {
      let parts = folders(relative)
      return parts.contains("test") || parts.contains("tests")
    }
    func isSkipped(_ relative: String) -> Bool {
      relative.split(separator: "/").dropLast().contains {
        Self.skippedFolders.contains(String($0)) || $0.hasPrefix(".") || $0.hasSuffix(".egg-info")
      }
    }
    let files = listed.filter { !isSkipped($0.relative) }
    let hasFullTag = files.contains { folders($0.relative).contains(tag) }
    func isLanguage(_ relative: String) -> Bool {
      let parts = folders(relative)
      return hasFullTag ? parts.contains(tag) : parts.contains(primary)
    }
    for file in files {
      let components = file.relative.split(separator: "/")
      let name = String(components.last ?? "")
      let fileExtension = (name as NSString).pathExtension.lowercased()
      if isTest(file.relative) {
        let parts = folders(file.relative)
        if fileExtension == "json", parts.contains("intent") || parts.contains("example-messages") {
          testFiles.append(file.path)
        }
        let lower = name.lowercased()
        if fileExtension == "jsonl", lower.contains("golden") || lower.contains("negative"),
          lower.contains(tag) || lower.contains(tag.replacingOccurrences(of: "-", with: "_"))
            || (!hasFullTag && lower.contains(primary))
        {
          lineTestFiles.append(file.path)
        }
        if fileExtension == "feature" { featureFiles.append(file.path) }
        continue
      }
      if fileExtension == "py" {
        if name != "setup.py" { pythonFiles.append(file.path) }
        continue
      }
      if fileExtension == "blacklist", isLanguage(file.relative) { blacklists.append(file.path) }
      guard Self.dataExtensions.contains(fileExtension), isLanguage(file.relative) else { continue }
      dataFiles[fileExtension, default: []].append(file.path)
    }
  }

  /// `en_US` → `en-us`.
  static func normalized(_ tag: String) -> String {
    tag.lowercased().replacingOccurrences(of: "_", with: "-")
  }

  /// A data file's name without its extension: `what.time.intent` → `what.time`.
  static func stem(_ path: String) -> String {
    ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  /// The skill's name from its folder: the last component, after an `owner+` prefix when there is one.
  var folderName: String {
    let last = (path as NSString).lastPathComponent
    return String(last.split(separator: "+").last ?? Substring(last))
  }
}
