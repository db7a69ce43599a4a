import DataFormats
import Foundation
import Router

/// Finding and reading an importer's input files.
package enum ImportFiles {
  /// A file's bytes.
  ///
  /// - Throws: ``ImportError/missing(_:)`` when it does not exist,
  ///   ``ImportError/unreadable(file:line:column:message:)`` when it cannot be read.
  package static func read(_ path: String) throws(ImportError) -> [UInt8] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .missing(path) }
    guard !isFolder.boolValue else { throw .unreadable(file: path, message: "is a folder, not a file") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(file: path, message: "cannot be read")
    }
    return [UInt8](data)
  }

  /// A file's text, which must be UTF-8.
  package static func text(_ path: String) throws(ImportError) -> String {
    let bytes = try read(path)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .unreadable(file: path, message: "is not UTF-8 text")
    }
    return text
  }

  /// Whether a path is a folder; throws when it does not exist.
  package static func isFolder(_ path: String) throws(ImportError) -> Bool {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .missing(path) }
    return isFolder.boolValue
  }

  /// The files under a folder, recursively, sorted by path; hidden files and folders are skipped.
  package static func files(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
      let path = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
        continue
      }
      files.append(path)
    }
    return files.sorted()
  }

  /// The manifest files at a path: the file itself, or the `.json` files under a folder.
  package static func manifestFiles(at path: String) throws(ImportError) -> [String] {
    try isFolder(path) ? files(under: path).filter { $0.hasSuffix(".json") } : [path]
  }

  /// The path of the folder that holds a path; empty for a name on its own.
  package static func parent(_ path: String) -> String {
    (path as NSString).deletingLastPathComponent
  }

  /// The last component of a path.
  package static func fileName(_ path: String) -> String {
    (path as NSString).lastPathComponent
  }
}
