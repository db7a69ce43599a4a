import DataFormats
import PhraseGrammar
import Router

/// An `AppShortcuts.xcstrings` String Catalog: each key's phrases in every locale.
///
/// Both layouts Xcode writes are read:
/// - **per shortcut** (`stringSet`, Xcode 15+): the key is the first phrase of
///   an App Shortcut, and each locale lists all of that shortcut's phrases;
/// - **per phrase** (`stringUnit`): the key is one phrase, and each locale gives its translation.
///
/// Keys and values spell the app's name `${applicationName}` and a parameter `${name}`.
struct StringCatalog: Sendable {
  enum Layout: String, Hashable, Sendable {
    case stringSet, stringUnit
  }

  /// One locale's phrases for a key.
  struct Localization: Hashable, Sendable {
    var locale: String
    var layout: Layout
    var values: [String]
    /// `new`, `translated`, `needs_review`…
    var state: String?
    var location: FileLocation
  }

  /// One key of the catalog, in file order.
  struct Entry: Hashable, Sendable {
    var key: String
    var extractionState: String?
    var localizations: [Localization]
    var location: FileLocation
  }

  var file: String
  var sourceLanguage: String
  var entries: [Entry]

  /// Reads a catalog.
  ///
  /// - Throws: ``ImportError/unreadable(file:line:column:message:)`` when it is not JSON or has no `strings` object.
  static func parse(_ bytes: [UInt8], file: String) throws(ImportError) -> (StringCatalog, [Diagnostic]) {
    let root: JSONNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw .invalidJSON(file, error)
    }
    func location(_ node: JSONNode) -> FileLocation {
      FileLocation(file: file, line: node.location.line, column: node.location.column)
    }
    guard let object = root.value.objectValue, let strings = object["strings"]?.value.objectValue else {
      throw .unreadable(file: file, message: "not a String Catalog: expected an object with a 'strings' object")
    }
    var diagnostics: [Diagnostic] = []
    var catalog = StringCatalog(
      file: file, sourceLanguage: object["sourceLanguage"]?.value.stringValue ?? "en", entries: [])
    for member in strings.members {
      let memberLocation = FileLocation(file: file, line: member.keyLocation.line, column: member.keyLocation.column)
      var entry = Entry(
        key: member.key, extractionState: member.value.value.objectValue?["extractionState"]?.value.stringValue,
        localizations: [], location: memberLocation)
      let localizations = member.value.value.objectValue?["localizations"]?.value.objectValue?.members ?? []
      for localization in localizations {
        let content = localization.value.value.objectValue
        let place = location(localization.value)
        if let set = content?["stringSet"]?.value.objectValue {
          let values = set["values"]?.value.arrayValue?.compactMap(\.value.stringValue) ?? []
          entry.localizations.append(
            Localization(
              locale: localization.key, layout: .stringSet, values: values, state: set["state"]?.value.stringValue,
              location: place))
        } else if let unit = content?["stringUnit"]?.value.objectValue, let value = unit["value"]?.value.stringValue {
          entry.localizations.append(
            Localization(
              locale: localization.key, layout: .stringUnit, values: [value], state: unit["state"]?.value.stringValue,
              location: place))
        } else {
          let kinds = content?.keys.map { "'\($0)'" }.joined(separator: ", ") ?? "nothing"
          diagnostics.append(
            .warning(
              "cannot read locale '\(localization.key)' of key '\(member.key)' (it has \(kinds); expected "
                + "'stringSet' or 'stringUnit'); left out",
              at: place))
        }
      }
      catalog.entries.append(entry)
    }
    return (catalog, diagnostics)
  }
}

/// Merges a String Catalog's phrases into an app's intents.
///
/// Each key is matched to the intent that has the key's phrase (its source
/// phrase), comparing templates without regard to case or spacing; a
/// per-shortcut key that matches nothing is also tried through its
/// source-language phrases. Every phrase of every locale that the intent does
/// not already have is added, with its locale. A phrase that names a
/// parameter the intent does not declare, and a key that matches no intent,
/// are reported and left out.
enum CatalogMerge {
  /// An intent as the merge sees it: its id, its phrases' templates and its parameters.
  struct Target: Hashable, Sendable {
    var id: String
    var templates: [String]
    var parameters: [String]
  }

  /// A phrase to add to an intent.
  struct Addition: Hashable, Sendable {
    var intent: Int
    var template: String
    var locale: String
    /// Where the translation is written in its table.
    var location: FileLocation
  }

  /// A template compared as the router reads it: case and runs of spaces do not count.
  static func comparable(_ template: String) -> String {
    template.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The intent a key belongs to, if any.
  static func intent(of entry: StringCatalog.Entry, sourceLanguage: String, in targets: [Target]) -> Int? {
    var candidates = [entry.key]
    for localization in entry.localizations where localization.locale == sourceLanguage {
      candidates += localization.values
    }
    for candidate in candidates {
      let wanted = comparable(PhraseConversion.template(ofCatalogText: candidate).template)
      if let index = targets.firstIndex(where: { $0.templates.contains { comparable($0) == wanted } }) {
        return index
      }
    }
    return nil
  }

  /// How many keys of a catalog match an intent of an app.
  static func matchCount(_ catalog: StringCatalog, _ targets: [Target]) -> Int {
    catalog.entries.count { intent(of: $0, sourceLanguage: catalog.sourceLanguage, in: targets) != nil }
  }

  /// The phrases to add, in catalog order, and what could not be merged.
  static func merge(_ catalog: StringCatalog, into targets: [Target], app: String) -> (
    additions: [Addition], diagnostics: [Diagnostic]
  ) {
    var targets = targets
    var additions: [Addition] = []
    var diagnostics: [Diagnostic] = []
    for entry in catalog.entries {
      guard let index = intent(of: entry, sourceLanguage: catalog.sourceLanguage, in: targets) else {
        diagnostics.append(
          .warning(
            "key '\(entry.key)' matches no phrase of app '\(app)'; its phrases are left out", at: entry.location))
        continue
      }
      for localization in entry.localizations {
        for value in localization.values {
          let converted = PhraseConversion.template(ofCatalogText: value)
          let undeclared = converted.parameters.filter { !targets[index].parameters.contains($0) }
          guard undeclared.isEmpty else {
            diagnostics.append(
              .warning(
                "phrase '\(value)' (\(localization.locale)) names "
                  + undeclared.map { "'\($0)'" }.joined(separator: ", ") + ", not a parameter of intent '"
                  + targets[index].id + "'; left out",
                at: localization.location))
            continue
          }
          let wanted = comparable(converted.template)
          guard !targets[index].templates.contains(where: { comparable($0) == wanted }) else { continue }
          targets[index].templates.append(converted.template)
          additions.append(
            Addition(
              intent: index, template: converted.template, locale: localization.locale, location: localization.location))
        }
      }
    }
    return (additions, diagnostics)
  }
}
