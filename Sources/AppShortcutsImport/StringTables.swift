import DataFormats
import Foundation
import PhraseGrammar
import Router

/// The app's string tables in its development language, where titles written as keys are looked up.
///
/// A table is a legacy `Name.strings` (in the development language's `xx.lproj`
/// folder, else a folder of the same language, else `Base.lproj`) or a String
/// Catalog `Name.xcstrings` (its source language's value). A title is looked up
/// in the table its `table:` names, else in `Localizable`. `AppShortcuts` and
/// `InfoPlist` tables are not title tables; they are read elsewhere.
struct StringTables: Sendable {
  /// Each table's strings: table name → key → value.
  var tables: [String: [String: String]] = [:]

  /// Whether a file is a string table the importer may read titles from or should tell about.
  static func isTable(_ fileName: String) -> Bool {
    let name = (fileName as NSString).deletingPathExtension
    let kind = (fileName as NSString).pathExtension
    return ["strings", "xcstrings", "stringsdict"].contains(kind) && name != "AppShortcuts" && name != "InfoPlist"
  }

  /// Reads the tables among the files, and reports the plural tables (`.stringsdict`), which are not read.
  ///
  /// A file that cannot be read or parsed is left out quietly: only the titles it would have given are reported.
  ///
  /// - Parameters:
  ///   - files: String table files found under the paths.
  ///   - locale: The app's development language (`en`, `en-GB`).
  static func read(_ files: [String], locale: String) -> (StringTables, [Diagnostic]) {
    var result = StringTables()
    let language = String(locale.prefix { $0 != "-" && $0 != "_" })
    /// How well a file's folder fits the development language; lower is better, nil not at all.
    func rank(_ file: String) -> Int? {
      let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
      guard folder.hasSuffix(".lproj") else { return 4 }
      let name = String(folder.dropLast(".lproj".count))
      if name == locale { return 0 }
      if name == language { return 1 }
      if name.hasPrefix(language + "-") || name.hasPrefix(language + "_") { return 2 }
      if name == "Base" { return 3 }
      return nil
    }
    var chosen: [String: (rank: Int, file: String)] = [:]
    for file in files where file.hasSuffix(".strings") {
      guard let rank = rank(file) else { continue }
      let table = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      if let known = chosen[table], known.rank <= rank { continue }
      chosen[table] = (rank, file)
    }
    for (table, (_, file)) in chosen {
      guard let bytes = try? ImportFiles.read(file) else { continue }
      var strings: [String: String] = [:]
      for pair in StringsTable.parse(bytes, file: file).0 where strings[pair.key] == nil {
        strings[pair.key] = pair.value
      }
      result.tables[table] = strings
    }
    for file in files where file.hasSuffix(".xcstrings") {
      let table = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      guard let bytes = try? ImportFiles.read(file), let (catalog, _) = try? StringCatalog.parse(bytes, file: file)
      else { continue }
      var strings = result.tables[table] ?? [:]
      for entry in catalog.entries where strings[entry.key] == nil {
        let source = entry.localizations.first { $0.locale == catalog.sourceLanguage && $0.layout == .stringUnit }
        if let value = source?.values.first { strings[entry.key] = value }
      }
      result.tables[table] = strings
    }
    var diagnostics: [Diagnostic] = []
    var seen: Set<String> = []
    let plurals = Self.plurals(files)
    for file in plurals.sorted(by: { (rank($0) ?? 5, $0) < (rank($1) ?? 5, $1) }) {
      let name = (file as NSString).lastPathComponent
      guard !seen.contains(name) else { continue }
      seen.insert(name)
      let count = plurals.count { ($0 as NSString).lastPathComponent == name }
      diagnostics.append(
        Diagnostic(
          .warning,
          "'\(name)'\(count > 1 ? " (and \(count - 1) more locales)" : "") is not read: the plural and width "
            + "variations of its strings are not imported", file: file))
    }
    return (result, diagnostics)
  }

  /// The `.stringsdict` files among string table files that titles or phrases could come from:
  /// `AppShortcuts` and `Localizable`.
  static func plurals(_ files: [String]) -> [String] {
    files.filter { ["AppShortcuts.stringsdict", "Localizable.stringsdict"].contains(ImportFiles.fileName($0)) }
  }

  /// The title a written title stands for: its default value; else, for a key without spaces, the
  /// value its table has; else the text as written, with a warning when it looks like a key or its
  /// table is not under the paths.
  ///
  /// - Parameters:
  ///   - title: The title as written.
  ///   - diagnostics: Where a title that stays a key is reported.
  func resolve(_ title: LocalizedTitle, diagnostics: inout [Diagnostic]) -> String {
    if let value = title.defaultValue { return value }
    guard !title.key.contains(where: \.isWhitespace) else { return title.key }
    let table = title.table ?? "Localizable"
    if let value = tables[table]?[title.key] { return value }
    if let named = title.table, tables[named] == nil {
      diagnostics.append(
        .warning(
          "title '\(title.key)' is a key of table '\(named)', which is not under the paths (no \(named).strings or "
            + "\(named).xcstrings); read as written", at: title.location))
    } else if LocalizedTitle.looksLikeKey(title.key) {
      diagnostics.append(
        .warning(
          "title '\(title.key)' looks like a localization key, but no \(table).strings or \(table).xcstrings under "
            + "the paths has it; read as written", at: title.location))
    }
    return title.key
  }
}
