import DataFormats
import Foundation
import Router

/// The names Siri knows an app by, read from its Info.plist.
///
/// `CFBundleDisplayName` (else `CFBundleName`) is the app's name;
/// `CFBundleSpokenName` and each `INAlternativeAppNames` entry's
/// `INAlternativeAppName` and `INAlternativeAppNamePronunciationHint` are its
/// synonyms (Apple's QA1950). Values that are
/// build settings (`$(PRODUCT_NAME)`) are expanded with a target's settings
/// when they are known, and are not names otherwise.
struct InfoPlistNames: Hashable, Sendable {
  var file: String
  var displayName: String?
  var bundleName: String?
  var spokenName: String?
  var alternativeNames: [String]
  var developmentRegion: String?
  /// Whether the plist is an app extension's (it has `NSExtension`).
  var isExtension: Bool
  /// `CFBundlePackageType`: `APPL`, `BNDL`, `FMWK`…
  var packageType: String? = nil

  /// Whether the plist is a framework's, a bundle's or a test target's, not an app's: its package type
  /// says so, or it is inside a `.framework` or `.bundle`, or in a folder whose name ends in `Tests`.
  var isBundle: Bool {
    if packageType == "BNDL" || packageType == "FMWK" { return true }
    let folders = file.split(separator: "/").dropLast()
    return folders.contains { $0.hasSuffix(".framework") || $0.hasSuffix(".bundle") || $0.hasSuffix("Tests") }
  }

  /// The app's name: the display name, else the bundle name.
  var name: String? { displayName ?? bundleName }

  /// The synonyms: the spoken name and the alternative names, without the name itself or repeats.
  var synonyms: [String] {
    var result: [String] = []
    for candidate in [spokenName].compactMap({ $0 }) + alternativeNames
    where candidate != name && !result.contains(candidate) {
      result.append(candidate)
    }
    return result
  }

  /// The manifest locale from `CFBundleDevelopmentRegion`, when it is a language code.
  var locale: String? {
    guard let region = developmentRegion else { return nil }
    let names = ["English": "en", "Japanese": "ja", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it"]
    if let code = names[region] { return code }
    let parts = region.split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isLetter) else {
      return nil
    }
    return region.replacingOccurrences(of: "_", with: "-")
  }

  /// Reads the names from a property list (XML or binary).
  ///
  /// - Parameters:
  ///   - bytes: The property list.
  ///   - file: Its path, for messages.
  ///   - settings: A target's build settings, to expand `$(NAME)` in values with; without them, such values
  ///     are not names.
  /// - Throws: ``ImportError/unreadable(file:line:column:message:)`` when it is not a dictionary property list.
  static func read(_ bytes: [UInt8], file: String, settings: BuildSettings? = nil) throws(ImportError)
    -> InfoPlistNames
  {
    let list: Any
    do {
      list = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    } catch {
      throw .unreadable(file: file, message: "not a property list")
    }
    guard let dictionary = list as? [String: Any] else {
      throw .unreadable(file: file, message: "not a dictionary property list")
    }
    func name(_ value: String) -> String? {
      var trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
      if let settings, trimmed.contains("$") {
        trimmed = settings.expand(trimmed).trimmingCharacters(in: .whitespacesAndNewlines)
      }
      return trimmed.isEmpty || trimmed.contains("$(") || trimmed.contains("${") ? nil : trimmed
    }
    func literal(_ key: String) -> String? {
      (dictionary[key] as? String).flatMap(name)
    }
    var alternatives: [String] = []
    for entry in dictionary["INAlternativeAppNames"] as? [Any] ?? [] {
      // The name, then how it is said when that differs from its spelling (its pronunciation hint).
      for key in ["INAlternativeAppName", "INAlternativeAppNamePronunciationHint"] {
        guard let alternative = (entry as? [String: Any])?[key] as? String, let alternative = name(alternative) else {
          continue
        }
        alternatives.append(alternative)
      }
    }
    return InfoPlistNames(
      file: file, displayName: literal("CFBundleDisplayName"), bundleName: literal("CFBundleName"),
      spokenName: literal("CFBundleSpokenName"), alternativeNames: alternatives,
      developmentRegion: literal("CFBundleDevelopmentRegion"), isExtension: dictionary["NSExtension"] != nil,
      packageType: literal("CFBundlePackageType"))
  }
}
