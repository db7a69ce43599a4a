import Foundation
import PhraseGrammar

/// The app's name in other languages: `CFBundleDisplayName` (else `CFBundleName`) and `CFBundleSpokenName`
/// in `xx.lproj/InfoPlist.strings` tables and `InfoPlist.xcstrings` catalogs.
enum LocalizedAppNames {
  /// Whether a file is a localized Info.plist table or catalog.
  static func isLocalization(_ path: String) -> Bool {
    let name = ImportFiles.fileName(path)
    return name == "InfoPlist.strings" || name == "InfoPlist.xcstrings"
  }

  /// The folder a localization belongs to: the folder of its `.lproj` folder, or a catalog's folder.
  static func owner(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.hasSuffix(".lproj") ? (folder as NSString).deletingLastPathComponent : folder
  }

  /// The localizations that are the app's: those among its files, and those in its folders (not in a
  /// deeper folder of another Info.plist, such as an extension's).
  ///
  /// - Parameters:
  ///   - files: The localizations found.
  ///   - appFiles: Files known to be the app's.
  ///   - folders: The app's folders.
  ///   - otherPlists: Info.plists that are not the app's.
  static func appLocalizations(_ files: [String], appFiles: [String], folders: [String], otherPlists: [String])
    -> [String]
  {
    let folders = folders.map(XcodeProject.normalized)
    let others = otherPlists.map { XcodeProject.normalized(($0 as NSString).deletingLastPathComponent) }
    func within(_ path: String, _ folder: String) -> Bool { path == folder || path.hasPrefix(folder + "/") }
    var result: [String] = []
    for file in appFiles.filter(isLocalization) + files {
      let full = XcodeProject.normalized(file)
      guard !result.contains(full) else { continue }
      if appFiles.contains(file) {
        result.append(full)
        continue
      }
      let owner = owner(of: full)
      guard let app = folders.filter({ within(owner, $0) }).max(by: { $0.count < $1.count }) else { continue }
      if others.contains(where: { within(owner, $0) && $0.count > app.count }) { continue }
      result.append(full)
    }
    return result.sorted()
  }

  /// The names in the localizations that differ from the app's, in file order.
  ///
  /// - Parameters:
  ///   - files: `InfoPlist.strings` tables and `InfoPlist.xcstrings` catalogs.
  ///   - name: The app's name.
  /// - Returns: The names, and a warning for each file that cannot be read.
  static func names(in files: [String], besides name: String?) -> ([String], [Diagnostic]) {
    var names: [String] = []
    var diagnostics: [Diagnostic] = []
    func add(_ candidate: String?) {
      guard let candidate = candidate?.trimmingCharacters(in: .whitespacesAndNewlines), !candidate.isEmpty,
        candidate != name, !candidate.contains("$("), !names.contains(candidate)
      else { return }
      names.append(candidate)
    }
    for file in files {
      let bytes: [UInt8]
      do {
        bytes = try ImportFiles.read(file)
      } catch {
        diagnostics.append(Diagnostic(.warning, "cannot be read; its names are not used", file: file))
        continue
      }
      if file.hasSuffix(".xcstrings") {
        do {
          let (catalog, problems) = try StringCatalog.parse(bytes, file: file)
          diagnostics += problems
          var byLocale: [String: [String: String]] = [:]
          for entry in catalog.entries {
            for localization in entry.localizations {
              byLocale[localization.locale, default: [:]][entry.key] = localization.values.first
            }
          }
          for locale in byLocale.keys.sorted() {
            let keys = byLocale[locale] ?? [:]
            add(keys["CFBundleDisplayName"] ?? keys["CFBundleName"])
            add(keys["CFBundleSpokenName"])
          }
        } catch {
          guard case .unreadable(_, let line, let column, let message) = error else { continue }
          diagnostics.append(
            Diagnostic(.warning, message + "; its names are not used", file: file, line: line, column: column))
        }
      } else {
        let (pairs, problems) = StringsTable.parse(bytes, file: file)
        diagnostics += problems
        let keys = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        add(keys["CFBundleDisplayName"] ?? keys["CFBundleName"])
        add(keys["CFBundleSpokenName"])
      }
    }
    return (names, diagnostics)
  }
}
