import PhraseGrammar
import Router

/// What an import produced: manifests and everything reported on the way.
public struct ImportResult: Sendable {
  /// The manifests written, one per app.
  public var manifests: [ImportedManifest]
  /// Everything reported on the way, in the order found; `Diagnostic.sortedByPlace(_:)` puts it in reporting order.
  public var diagnostics: [Diagnostic]
  /// Why nothing was imported, when there was nothing to import (sources with no `AppShortcutsProvider`).
  public var nothingToImport: String?

  /// Creates an import result.
  ///
  /// - Parameters:
  ///   - manifests: The manifests written.
  ///   - diagnostics: Everything reported on the way.
  ///   - nothingToImport: Why nothing was imported, when there was nothing to import.
  public init(manifests: [ImportedManifest], diagnostics: [Diagnostic], nothingToImport: String? = nil) {
    self.manifests = manifests
    self.diagnostics = diagnostics
    self.nothingToImport = nothingToImport
  }
}

/// Options of `route-eval import swift`.
public struct SwiftImportOptions: Hashable, Sendable {
  /// The app's name, over any Info.plist's.
  public var appName: String?
  /// The Info.plist to read names from, instead of searching the paths.
  public var infoPlist: String?
  /// String Catalogs to merge, besides the `AppShortcuts.xcstrings` found under the paths.
  public var catalogs: [String]
  /// The platform whose build is read: which `#if` branches are active.
  public var platform: Platform

  /// Creates import options.
  ///
  /// - Parameters:
  ///   - appName: The app's name, over any Info.plist's.
  ///   - infoPlist: The Info.plist to read names from.
  ///   - catalogs: String Catalogs to merge.
  ///   - platform: The platform whose build is read.
  public init(appName: String? = nil, infoPlist: String? = nil, catalogs: [String] = [], platform: Platform = .iOS) {
    self.appName = appName
    self.infoPlist = infoPlist
    self.catalogs = catalogs
    self.platform = platform
  }
}

/// Imports one app's App Shortcuts from its Swift sources (`route-eval import swift`).
///
/// The paths together are one app: every `.swift` file under them (folders
/// recursively, in path order, hidden folders skipped) is read with
/// ``SwiftDeclarationReader``. The app's name is, in order: `--app-name`; the
/// Info.plist given or found under the paths (`CFBundleDisplayName`, else
/// `CFBundleName`; an app extension's plist only when there is no other), with
/// `CFBundleSpokenName` and `INAlternativeAppNames` as synonyms; an Xcode
/// project's `INFOPLIST_KEY_CFBundleDisplayName`; else the provider's type
/// name without a `Shortcuts`/`AppShortcuts`/`Provider` suffix, with a
/// warning. `AppShortcuts.xcstrings` catalogs found under the paths, and those
/// given, are merged (see ``CatalogMerge``).
public enum SwiftImporter {
  /// Imports the app whose sources are at the paths.
  ///
  /// - Throws: ``ImportError/missing(_:)`` for a path that does not exist,
  ///   ``ImportError/unreadable(file:line:column:message:)`` for a file that cannot be read, a Swift file
  ///   that is not UTF-8, or an Info.plist or catalog given that is not one.
  public static func importApp(paths: [String], options: SwiftImportOptions = SwiftImportOptions())
    throws(ImportError) -> ImportResult
  {
    var swiftFiles: [String] = []
    var plists: [String] = []
    var projects: [String] = []
    var catalogs: [String] = []
    var tables: [String] = []
    var titleTables: [String] = []
    var diagnostics: [Diagnostic] = []
    for path in paths {
      if try ImportFiles.isFolder(path) {
        for file in ImportFiles.files(under: path) {
          let name = ImportFiles.fileName(file)
          if name.hasSuffix(".swift") {
            swiftFiles.append(file)
          } else if name == "Info.plist" {
            plists.append(file)
          } else if name == "project.pbxproj" {
            projects.append(file)
          } else if name == "AppShortcuts.xcstrings" {
            catalogs.append(file)
          } else if name == "AppShortcuts.strings" {
            tables.append(file)
          }
          if StringTables.isTable(name) || name == "AppShortcuts.stringsdict" { titleTables.append(file) }
        }
      } else if path.hasSuffix(".swift") {
        swiftFiles.append(path)
      } else if path.hasSuffix(".plist") {
        plists.append(path)
      } else if path.hasSuffix(".xcstrings") {
        catalogs.append(path)
      } else {
        diagnostics.append(
          Diagnostic(.warning, "not a Swift file, Info.plist or String Catalog; skipped", file: path))
      }
    }
    var sources: [(path: String, text: String)] = []
    for file in swiftFiles { sources.append((file, try ImportFiles.text(file))) }

    var names: InfoPlistNames?
    if let plist = options.infoPlist {
      names = try InfoPlistNames.read(ImportFiles.read(plist), file: plist)
    } else {
      var found: [InfoPlistNames] = []
      for plist in plists {
        do {
          found.append(try InfoPlistNames.read(ImportFiles.read(plist), file: plist))
        } catch {
          diagnostics.append(Diagnostic(.warning, "not a property list; skipped", file: plist))
        }
      }
      let (chosen, problems) = choosePlist(found)
      names = chosen
      diagnostics += problems
    }
    var projectName: String?
    if names?.name == nil {
      for project in projects {
        if let name = InfoPlistNames.projectDisplayNames(try ImportFiles.text(project)).first {
          projectName = name
          break
        }
      }
    }
    let catalogPaths = catalogs + options.catalogs.filter { !catalogs.contains($0) }
    var (readCatalogs, catalogProblems) = try CatalogImporter.readCatalogs(catalogPaths)
    if !tables.isEmpty {
      // Legacy `xx.lproj/AppShortcuts.strings` tables: one catalog of every locale's translations.
      let (catalog, problems) = try StringsTable.catalog(tables, sourceLanguage: names?.locale ?? "en")
      readCatalogs.append(catalog)
      catalogProblems += problems
    }
    let (titles, titleProblems) = StringTables.read(titleTables, locale: names?.locale ?? "en")
    let app = importApp(
      sources: sources, appName: options.appName, infoPlist: names, projectName: projectName, catalogs: readCatalogs,
      paths: paths, platform: options.platform, tables: titles)
    return ImportResult(
      manifests: app.manifests, diagnostics: diagnostics + catalogProblems + titleProblems + app.diagnostics,
      nothingToImport: app.nothingToImport)
  }

  /// Imports an app from sources in memory.
  ///
  /// - Parameters:
  ///   - sources: each Swift file's path (for messages) and text.
  ///   - appName: the app's name, over the plist's.
  ///   - infoPlist: names read from an Info.plist.
  ///   - projectName: a display name from an Xcode project, used when there is no other.
  ///   - catalogs: String Catalogs to merge.
  ///   - paths: the paths given, recorded in the manifest's `source`.
  ///   - platform: the platform whose build is read.
  ///   - tables: the app's string tables, where titles written as keys are looked up.
  static func importApp(
    sources: [(path: String, text: String)], appName: String? = nil, infoPlist: InfoPlistNames? = nil,
    projectName: String? = nil, catalogs: [StringCatalog] = [], paths: [String] = [],
    platform: SwiftImportOptions.Platform = .iOS, tables: StringTables = StringTables()
  ) -> ImportResult {
    let conditions = CompilationConditions(platform: platform)
    let files = sources.map { SwiftSourceFile(path: $0.path, text: $0.text, conditions: conditions) }
    let declarations = SwiftDeclarationReader.read(files, tables: tables)
    let elsewhere = PlatformBranches(sources: sources, platform: platform, read: declarations)
    var diagnostics = elsewhere.notes
    guard !declarations.shortcuts.isEmpty || !declarations.providers.isEmpty else {
      let place = paths.isEmpty ? "" : " under " + paths.map { "'\($0)'" }.joined(separator: ", ")
      let files = sources.count == 1 ? "the Swift file" : "the \(sources.count) Swift files"
      return ImportResult(
        manifests: [], diagnostics: declarations.diagnostics + diagnostics,
        nothingToImport: sources.isEmpty
          ? "no Swift files\(place)" : "no type conforms to 'AppShortcutsProvider' in \(files)\(place)"
            + elsewhere.providerHint)
    }
    var name = appName ?? infoPlist?.name ?? projectName
    if name == nil {
      let provider = declarations.providers.first?.name ?? "App"
      let derived = Self.nameFromProvider(provider)
      name = derived
      diagnostics.append(
        .warning(
          "no app name found (no --app-name, no Info.plist with CFBundleDisplayName or CFBundleName); named '\(derived)' "
            + "after provider '\(provider)'",
          at: declarations.providers.first?.location
            ?? FileLocation(file: sources.first?.path ?? "", line: 1, column: 1)))
    }
    let naming = AppNaming(
      name: name ?? "App", synonyms: (infoPlist?.synonyms ?? []).filter { $0 != name },
      locale: infoPlist?.locale ?? "en")
    var source: [JSONMember] = [
      JSONMember("importer", .string("swift")),
      JSONMember("paths", .array(paths.map { JSONNode(.string($0)) })),
      JSONMember("platform", .string(platform.rawValue)),
    ]
    if let infoPlist { source.append(JSONMember("infoPlist", .string(infoPlist.file))) }
    source.append(
      JSONMember(
        "providers",
        .array(
          declarations.providers.map { provider in
            JSONNode(
              .object(
                JSONObject(members: [
                  JSONMember("name", .string(provider.name)), JSONMember("file", .string(provider.location.file)),
                  JSONMember("line", .finiteNumber(Double(provider.location.line))),
                ])))
          })))
    var (manifest, problems) = ManifestBuilder.build(
      declarations, naming: naming, source: .object(JSONObject(members: source)))
    diagnostics += problems
    manifest.fileNameHint = declarations.providers.first.map { Self.nameFromProvider($0.name) }
    var manifests = [manifest]
    diagnostics += CatalogImporter.merge(catalogs, into: &manifests)
    manifest = manifests[0]
    return ImportResult(manifests: [manifest], diagnostics: diagnostics)
  }

  /// The Info.plist to name the app from: not an extension's, with a display name, shallowest, first in path order.
  static func choosePlist(_ plists: [InfoPlistNames]) -> (InfoPlistNames?, [Diagnostic]) {
    let named = plists.filter { $0.name != nil }
    let apps = named.filter { !$0.isExtension }
    let pool = apps.isEmpty ? named : apps
    func depth(_ plist: InfoPlistNames) -> Int { plist.file.split(separator: "/").count }
    let ranked = pool.sorted {
      ($0.displayName == nil ? 1 : 0, depth($0), $0.file) < ($1.displayName == nil ? 1 : 0, depth($1), $1.file)
    }
    guard let chosen = ranked.first else { return (nil, []) }
    let others = ranked.dropFirst().filter { $0.name != chosen.name }.map { "'\($0.name ?? "")' in \($0.file)" }
    guard !others.isEmpty else { return (chosen, []) }
    return (
      chosen,
      [
        Diagnostic(
          .warning,
          "Info.plist files name the app differently (" + others.joined(separator: ", ") + "); '\(chosen.name ?? "")' "
            + "is used (pass --info-plist or --app-name to choose)",
          file: chosen.file)
      ]
    )
  }

  /// `HorizonAppShortcuts` → `Horizon`: a provider's name without a usual suffix.
  static func nameFromProvider(_ provider: String) -> String {
    var name = provider
    for suffix in ["AppShortcutsProvider", "ShortcutsProvider", "AppShortcuts", "Shortcuts", "Provider"]
    where name.hasSuffix(suffix) && name.count > suffix.count {
      name = String(name.dropLast(suffix.count))
      break
    }
    return name
  }
}
