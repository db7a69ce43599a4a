import AppShortcutsImport
import DataFormats
import Evaluation
import Foundation
import Generation
import Lint
import PhraseGrammar
import Router
import SkillsImport

extension FuzzHarness {
  /// `ovos-import`: a skill folder written from the input, as `route-eval import ovos FOLDER` reads
  /// it. A line `%% PATH` starts a file (`PATH` inside the folder; `..` and absolute paths are
  /// kept inside it); the text before the first such line is `__init__.py`. Each manifest written
  /// must be a JSON document that decodes, and each corpus line a JSON object.
  static func importSkill(_ text: String, folder: String) {
    rewrite(folder, files: skillFiles(text))
    guard
      let imported = imported({ () throws(ImportError) in
        try OVOSImporter.importSkills(paths: [folder], options: OVOSImportOptions(appName: "fuzz"))
      })
    else { return }
    for line in imported.corpus {
      expect((try? JSONParser.parse(Array(line.utf8)))?.value.objectValue != nil, "a corpus line is a JSON object")
    }
    check(imported.result)
  }

  /// `alexa-import`: the input as an interaction model file, imported as `route-eval import alexa FOLDER`.
  static func importAlexa(_ text: String, folder: String) {
    rewrite(folder, files: [("models/en-US.json", text)])
    if let result = imported({ () throws(ImportError) in try AlexaImporter.importModels(paths: [folder]) }) {
      check(result)
    }
  }

  /// The files of an `ovos-import` input, by path inside the skill folder.
  static func skillFiles(_ text: String) -> [(path: String, text: String)] {
    var files: [(path: String, text: String)] = [("__init__.py", "")]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("%% ") {
        let parts = line.dropFirst(3).split(separator: "/").filter { !$0.isEmpty && $0 != "." && $0 != ".." }
        let path = parts.joined(separator: "/")
        if !path.isEmpty { files.append((path, "")) }
        continue
      }
      files[files.count - 1].text += line + "\n"
    }
    return files
  }

  /// Empties a scratch folder and writes the files into it.
  static func rewrite(_ folder: String, files: [(path: String, text: String)]) {
    let manager = FileManager.default
    try? manager.removeItem(atPath: folder)
    for file in files {
      let path = folder + "/" + file.path
      try? manager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = manager.createFile(atPath: path, contents: Data(file.text.utf8))
    }
  }
}
