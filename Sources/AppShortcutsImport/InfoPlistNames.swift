import Router
import Foundation

/// The names Siri knows an app by, read from its Info.plist.
///
/// `CFBundleDisplayName` (else `CFBundleName`) is the app's name;
/// `CFBundleSpokenName` and each `INAlternativeAppNames` entry's
/// `INAlternativeAppName` are its synonyms (Apple's QA1950). Values that are
/// build settings (`$(PRODUCT_NAME)`) are not names.
struct InfoPlistNames: Hashable, Sendable {
  var file: String
  var displayName: String?
  var bundleName: String?
  var spokenName: String?
  var alternativeNames: [String]
  var developmentRegion: String?
  /// Whether the plist is an app extension's (it has `NSExtension`).
  var isExtension: Bool

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
  /// - Throws: ``ImportError/unreadable(file:line:column:message:)`` when it is not a dictionary property list.
  static func read(_ bytes: [UInt8], file: String) throws(ImportError) -> InfoPlistNames {
    let list: Any
    do {
      list = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    } catch {
      throw .unreadable(file: file, message: "not a property list")
    }
    guard let dictionary = list as? [String: Any] else {
      throw .unreadable(file: file, message: "not a dictionary property list")
    }
    func literal(_ key: String) -> String? {
      guard let value = dictionary[key] as? String else { return nil }
      let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty || trimmed.contains("$(") || trimmed.contains("${") ? nil : trimmed
    }
    var alternatives: [String] = []
    for entry in dictionary["INAlternativeAppNames"] as? [Any] ?? [] {
      guard let name = (entry as? [String: Any])?["INAlternativeAppName"] as? String else { continue }
      let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
      if !trimmed.isEmpty && !trimmed.contains("$(") { alternatives.append(trimmed) }
    }
    return InfoPlistNames(
      file: file, displayName: literal("CFBundleDisplayName"), bundleName: literal("CFBundleName"),
      spokenName: literal("CFBundleSpokenName"), alternativeNames: alternatives,
      developmentRegion: literal("CFBundleDevelopmentRegion"), isExtension: dictionary["NSExtension"] != nil)
  }

  /// The display names set as `INFOPLIST_KEY_CFBundleDisplayName` in an Xcode project, in file order.
  static func projectDisplayNames(_ text: String) -> [String] {
    var names: [String] = []
    let key = "INFOPLIST_KEY_CFBundleDisplayName"
    for line in text.split(separator: "\n") {
      guard let range = line.range(of: key) else { continue }
      var value = line[range.upperBound...].drop { $0 == " " || $0 == "\t" }
      guard value.first == "=" else { continue }
      value = value.dropFirst().drop { $0 == " " || $0 == "\t" }
      guard let end = value.lastIndex(of: ";") else { continue }
      var name = String(value[..<end]).trimmingCharacters(in: .whitespaces)
      if name.hasPrefix("\"") && name.hasSuffix("\"") && name.count >= 2 { name = String(name.dropFirst().dropLast()) }
      if !name.isEmpty && !name.contains("$(") && !names.contains(name) { names.append(name) }
    }
    return names
  }
}
