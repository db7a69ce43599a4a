import DataFormats
import Evaluation
import Foundation
import Generation
import HomeAssistant
import Lint
import PhraseGrammar
import Router

/// Reads the Home Assistant input of `hassil` and `route --hassil`: a JSON bundle, a repository folder and a
/// language, or sentence files in hassil's format with their test files.
enum HassilLoading {
  /// What to read.
  enum Source {
    /// A `hassil-intents-bundle/1` file.
    case bundle(String)
    /// An intents repository's folder and one of its languages.
    case repository(String, language: String)
    /// A user's sentence files (YAML) and test files.
    case sentences([String], tests: [String])
  }

  /// The source the positional arguments and `--lang` / `--tests` name.
  ///
  /// A folder is a repository (`--lang` required); `.yaml` or `.yml` files are
  /// sentence files; one other file is a bundle.
  static func source(_ paths: [String], language: String?, tests: [String], command: String) throws(UsageError)
    -> Source
  {
    guard let first = paths.first else {
      throw UsageError(message: "missing the bundle file (or a repository folder, or sentence files)", command: command)
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: first, isDirectory: &isFolder), isFolder.boolValue {
      if let extra = paths.dropFirst().first {
        throw UsageError(message: "unexpected argument '\(extra)' after the repository folder", command: command)
      }
      guard let language else {
        throw UsageError(message: "'--lang <code>' is required with a repository folder", command: command)
      }
      guard tests.isEmpty else {
        throw UsageError(message: "'--tests' is for sentence files; a repository has its own tests", command: command)
      }
      return .repository(first, language: language)
    }
    if paths.contains(where: isYAML) {
      if let other = paths.first(where: { !isYAML($0) }) {
        throw UsageError(message: "'\(other)' is not a sentence file (.yaml)", command: command)
      }
      if language != nil {
        throw UsageError(
          message: "'--lang' is for a repository folder; sentence files give their language", command: command)
      }
      return .sentences(paths, tests: tests)
    }
    if let extra = paths.dropFirst().first {
      throw UsageError(message: "unexpected argument '\(extra)'", command: command)
    }
    if language != nil {
      throw UsageError(message: "'--lang' is for a repository folder; a bundle has one language", command: command)
    }
    if !tests.isEmpty {
      throw UsageError(message: "'--tests' is for sentence files; a bundle has its own tests", command: command)
    }
    return .bundle(first)
  }

  static func isYAML(_ path: String) -> Bool { path.hasSuffix(".yaml") || path.hasSuffix(".yml") }

  /// Reads a source, reporting its problems on standard error.
  ///
  /// - Returns: the bundle, or the exit status: 66 when a file or the language is missing, 65 when a file is
  ///   malformed.
  static func read(_ source: Source) -> Result<HassilBundle, ExitStatus> {
    let decoded: HassilBundle?
    let diagnostics: [Diagnostic]
    switch source {
    case .bundle(let path):
      guard let data = FileManager.default.contents(atPath: path) else {
        StandardStreams.writeError("error: no such file '\(path)'\n")
        return .failure(.noInput)
      }
      (decoded, diagnostics) = HassilBundle.decode([UInt8](data), file: path)
    case .repository(let folder, let language):
      (decoded, diagnostics) = HassilRepository.read(folder: folder, language: language)
    case .sentences(let files, let tests):
      (decoded, diagnostics) = HassilRepository.read(sentenceFiles: files, testFiles: tests)
    }
    AppLoading.report(diagnostics)
    guard let bundle = decoded else {
      let missing = diagnostics.contains {
        [HassilRepository.missingFileID, HassilRepository.unknownLanguageID].contains($0.message.id)
      }
      return .failure(missing ? .noInput : .dataError)
    }
    return .success(bundle)
  }

  /// Seconds since a start, from a clock's duration.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
