import DataFormats
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
  /// What was read from each source and what was left out (skill folders and interaction models).
  public var summaries: [ImportSummary] = []

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
  /// The Xcode project target whose settings and Info.plist name the app, instead of the one chosen.
  public var target: String?
  /// The platform whose build is read: which `#if` branches are active.
  public var platform: Platform

  /// Creates import options.
  ///
  /// - Parameters:
  ///   - appName: The app's name, over any Info.plist's.
  ///   - infoPlist: The Info.plist to read names from.
  ///   - catalogs: String Catalogs to merge.
  ///   - target: The Xcode project target that names the app.
  ///   - platform: The platform whose build is read.
  public init(
    appName: String? = nil, infoPlist: String? = nil, catalogs: [String] = [], target: String? = nil,
    platform: Platform = .iOS
  ) {
    self.appName = appName
    self.infoPlist = infoPlist
    self.catalogs = catalogs
    self.target = target
    self.platform = platform
  }
}

/// Imports one app's App Shortcuts from its Swift sources (`route-eval import swift`).
///
/// The paths together are one app: every `.swift` file under them (folders
/// recursively, in path order, hidden folders skipped) is read with
/// ``SwiftDeclarationReader``. The app's name is, in order (see ``AppNameEvidence``):
/// `--app-name`; the Info.plist given with `--info-plist`; the app target of an
/// Xcode project under the paths (`--target`, else the application target
/// whose files include the provider's, see ``AppTargetChoice``), in its
/// Release configuration: `INFOPLIST_KEY_CFBundleDisplayName`, else its
/// Info.plist's `CFBundleDisplayName` or `CFBundleName` with build settings
/// expanded (``BuildSettings``, ``XCConfig``), else `PRODUCT_NAME`; a Swift
/// Playgrounds app package's `.iOSApplication(name:)`; the Info.plists found
/// (`CFBundleDisplayName`, else `CFBundleName`; not a framework's, a bundle's
/// or a test's; an app extension's only when there is no other). When none
/// names the app, that is an error and no manifest is made. `CFBundleSpokenName`,
/// `INAlternativeAppNames` and the app's name in each `InfoPlist.strings` locale
/// are synonyms. `AppShortcuts.xcstrings` catalogs found under the paths, and
/// those given, are merged (see ``CatalogMerge``).
public enum SwiftImporter {
  /// Imports the app whose sources are at the paths.
  ///
  /// - Throws: ``ImportError/missing(_:)`` for a path that does not exist,
  ///   ``ImportError/unreadable(file:line:column:message:)`` for a file that cannot be read, a Swift file
  ///   that is not UTF-8, or an Info.plist or catalog given that is not one.
  public static func importApp(paths: [String], options: SwiftImportOptions = SwiftImportOptions())
    throws(ImportError) -> ImportResult
  {
    var files = SourceFiles()
    for path in paths { try files.add(path) }
    var sources: [(path: String, text: String)] = []
    for file in files.swift { sources.append((file, try ImportFiles.text(file))) }

    var evidence = AppNameEvidence(appName: options.appName, target: options.target)
    if let plist = options.infoPlist {
      evidence.infoPlist = try InfoPlistNames.read(ImportFiles.read(plist), file: plist)
    }
    evidence.read(
      projects: files.projects, packages: files.packages, plists: files.plists, localizations: files.localizations,
      specs: files.specs)
    let locale =
      evidence.infoPlist?.locale ?? SwiftImporter.choosePlist(evidence.plists.filter { !$0.isBundle }).0?.locale
    let catalogPaths = files.catalogs + options.catalogs.filter { !files.catalogs.contains($0) }
    var (readCatalogs, catalogProblems) = try CatalogImporter.readCatalogs(catalogPaths)
    if !files.tables.isEmpty {
      // Legacy `xx.lproj/AppShortcuts.strings` tables: one catalog of every locale's translations.
      let (catalog, problems) = try StringsTable.catalog(files.tables, sourceLanguage: locale ?? "en")
      readCatalogs.append(catalog)
      catalogProblems += problems
    }
    let (titles, titleProblems) = StringTables.read(files.titleTables, locale: locale ?? "en")
    let app = importApp(
      sources: sources, evidence: evidence, catalogs: readCatalogs, paths: paths, platform: options.platform,
      tables: titles)
    var result = ImportResult(
      manifests: app.manifests, diagnostics: files.diagnostics + catalogProblems + titleProblems + app.diagnostics,
      nothingToImport: app.nothingToImport)
    result.summaries = app.summaries
    return result
  }

  /// Imports an app from sources in memory.
  ///
  /// - Parameters:
  ///   - sources: each Swift file's path (for messages) and text.
  ///   - appName: the app's name, over the evidence's.
  ///   - evidence: what else may name the app.
  ///   - catalogs: String Catalogs to merge.
  ///   - paths: the paths given, recorded in the manifest's `source`.
  ///   - platform: the platform whose build is read.
  ///   - tables: the app's string tables, where titles written as keys are looked up.
  static func importApp(
    sources: [(path: String, text: String)], appName: String? = nil, evidence: AppNameEvidence = AppNameEvidence(),
    catalogs: [StringCatalog] = [], paths: [String] = [], platform: SwiftImportOptions.Platform = .iOS,
    tables: StringTables = StringTables()
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
          ? "no Swift files\(place)"
          : "no type conforms to 'AppShortcutsProvider' in \(files)\(place)"
            + elsewhere.providerHint)
    }
    var evidence = evidence
    if let appName { evidence.appName = appName }
    let resolution = evidence.resolve(
      providerFiles: declarations.providers.map(\.location.file),
      place: declarations.providers.first?.location
        ?? FileLocation(file: sources.first?.path ?? "", line: 1, column: 1))
    diagnostics += resolution.diagnostics
    guard let name = resolution.name, !diagnostics.contains(where: { $0.severity == .error }) else {
      return ImportResult(manifests: [], diagnostics: declarations.diagnostics + diagnostics)
    }
    let naming = AppNaming(name: name, synonyms: resolution.synonyms, locale: resolution.locale ?? "en")
    var source: [JSONMember] = [
      JSONMember("importer", .string("swift")),
      JSONMember("paths", .array(paths.map { JSONNode(.string($0)) })),
      JSONMember("platform", .string(platform.rawValue)),
    ]
    if let infoPlist = resolution.infoPlist { source.append(JSONMember("infoPlist", .string(infoPlist))) }
    if let project = resolution.project, let target = resolution.target {
      source.append(JSONMember("xcodeProject", .string(project)))
      source.append(JSONMember("target", .string(target)))
    }
    if let call = Self.parameterUpdate(in: files) {
      source.append(JSONMember("updatesAppShortcutParameters", .string(call.description)))
    }
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
    var result = ImportResult(manifests: [manifest], diagnostics: diagnostics)
    let unsaid = manifest.intents.filter { $0.phrases.isEmpty }
    result.summaries = [
      ImportSummary(
        source: paths.isEmpty ? sources.first?.path ?? "" : paths.joined(separator: ", "), app: manifest.app,
        intents: manifest.intents.filter { !$0.phrases.isEmpty }.map(\.id),
        leftOut: unsaid.map {
          ImportSummary.LeftOut(
            intent: $0.id, reason: "no phrase of its App Shortcuts can be read, so nothing routes to it",
            location: $0.origin)
        })
    ]
    return result
  }

  /// Where the sources first call `updateAppShortcutParameters()`, if they do.
  static func parameterUpdate(in files: [SwiftSourceFile]) -> FileLocation? {
    for file in files {
      for (index, token) in file.tokens.enumerated()
      where token.kind == .identifier && token.text == "updateAppShortcutParameters" {
        return file.location(index)
      }
    }
    return nil
  }

  /// The Info.plist to name the app from: with a display name, shallowest, first in path order; not an
  /// extension's unless there is no other plist (an app's plist that says `$(PRODUCT_NAME)` is one).
  static func choosePlist(_ plists: [InfoPlistNames]) -> (InfoPlistNames?, [Diagnostic]) {
    let apps = plists.filter { !$0.isExtension }
    let pool = (apps.isEmpty ? plists : apps).filter { $0.name != nil }
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

/// The files an app's paths hold, by what the importer reads them for: a folder's files by name,
/// a file given by its extension.
struct SourceFiles {
  var swift: [String] = []
  var plists: [String] = []
  var projects: [String] = []
  var packages: [String] = []
  /// XcodeGen specs.
  var specs: [String] = []
  /// Localized `InfoPlist.strings`, for the app's name in each locale.
  var localizations: [String] = []
  var catalogs: [String] = []
  /// Legacy `AppShortcuts.strings` tables.
  var tables: [String] = []
  /// The string tables titles written as keys are looked up in.
  var titleTables: [String] = []
  /// A warning for each path given that is none of these.
  var diagnostics: [Diagnostic] = []

  /// Adds a path given: a folder's files, or the file.
  mutating func add(_ path: String) throws(ImportError) {
    guard try ImportFiles.isFolder(path) else { return addFile(path) }
    for file in ImportFiles.files(under: path) {
      let name = ImportFiles.fileName(file)
      if name.hasSuffix(".swift") && name != "Package.swift" {
        swift.append(file)
      } else if name == "Info.plist" {
        plists.append(file)
      } else if name == "project.pbxproj" {
        projects.append(file)
      } else if name == "Package.swift" {
        packages.append(file)
      } else if name == "project.yml" || name == "project.yaml" {
        specs.append(file)
      } else if LocalizedAppNames.isLocalization(file) {
        localizations.append(file)
      } else if name == "AppShortcuts.xcstrings" {
        catalogs.append(file)
      } else if name == "AppShortcuts.strings" {
        tables.append(file)
      }
      if StringTables.isTable(name) || name == "AppShortcuts.stringsdict" { titleTables.append(file) }
    }
  }

  private mutating func addFile(_ path: String) {
    if ImportFiles.fileName(path) == "Package.swift" {
      packages.append(path)
    } else if path.hasSuffix(".pbxproj") {
      projects.append(path)
    } else if path.hasSuffix(".yml") || path.hasSuffix(".yaml") {
      specs.append(path)
    } else if path.hasSuffix(".swift") {
      swift.append(path)
    } else if path.hasSuffix(".plist") {
      plists.append(path)
    } else if path.hasSuffix(".xcstrings") {
      catalogs.append(path)
    } else {
      diagnostics.append(
        Diagnostic(
          .warning, "not a Swift file, Info.plist, project file, XcodeGen spec or String Catalog; skipped", file: path))
    }
  }
}
