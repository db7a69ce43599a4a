import Foundation
import PhraseGrammar

/// Everything that may name an app: options given, and the projects, packages and property lists found
/// under an import's paths.
///
/// ``resolve(providerFiles:place:)`` takes the first that names the app, in order: `--app-name`; the
/// Info.plist given with `--info-plist`; the app target of an Xcode project, or of an XcodeGen spec when
/// there is no `.xcodeproj` next to it (see ``AppTargetChoice`` and ``XcodeGenSpec``);
/// a Swift Playgrounds app package's `.iOSApplication` product; the Info.plists found (not those of
/// frameworks, bundles or tests; an app extension's only when there is no other). When none does, the
/// app's name cannot be known: that is an error.
struct AppNameEvidence: Sendable {
  /// A name from a `Package.swift` `.iOSApplication` product.
  struct PackageName: Hashable, Sendable {
    var name: String
    var location: FileLocation
  }

  /// `--app-name`.
  var appName: String?
  /// The Info.plist given with `--info-plist`, read without build settings.
  var infoPlist: InfoPlistNames?
  /// `--target`.
  var target: String?
  var projects: [XcodeProject] = []
  var packages: [PackageName] = []
  /// The Info.plists found under the paths.
  var plists: [InfoPlistNames] = []
  /// The `InfoPlist.strings` and `InfoPlist.xcstrings` files found under the paths.
  var localizations: [String] = []
  /// Problems reading the evidence: a project that is not one, a plist that is not one.
  var diagnostics: [Diagnostic] = []
  /// Project files that could not be read.
  var unreadableProjects: [String] = []

  /// Reads the projects, packages and property lists found.
  ///
  /// - Parameters:
  ///   - projects: `project.pbxproj` files.
  ///   - packages: `Package.swift` files.
  ///   - plists: `Info.plist` files.
  ///   - localizations: `InfoPlist.strings` and `InfoPlist.xcstrings` files.
  ///   - specs: XcodeGen specs (`project.yml`); one is read only when no `.xcodeproj` is next to it (the project
  ///     generated from it), and not when another spec includes it.
  mutating func read(
    projects: [String], packages: [String], plists: [String], localizations: [String], specs: [String] = []
  ) {
    for file in projects {
      guard let text = readableText(file, what: "an Xcode project file") else {
        unreadableProjects.append(file)
        continue
      }
      do {
        self.projects.append(try XcodeProject.read(text, file: file))
      } catch {
        unreadableProjects.append(file)
        diagnostics.append(
          Diagnostic(
            .warning, "not an Xcode project file (\(error.message)); skipped", file: file, line: error.line,
            column: error.column))
      }
    }
    let projectFolders = Set(
      projects.map { (XcodeProject.normalized($0) as NSString).deletingLastPathComponent }
        .filter { $0.hasSuffix(".xcodeproj") }.map { ($0 as NSString).deletingLastPathComponent })
    var readings: [(file: String, reading: XcodeGenSpec.Reading)] = []
    for file in specs {
      let full = XcodeProject.normalized(file)
      guard !projectFolders.contains((full as NSString).deletingLastPathComponent) else { continue }
      readings.append((full, XcodeGenSpec.read(file)))
    }
    let included = Set(readings.flatMap(\.reading.included))
    for (full, reading) in readings where !included.contains(full) {
      diagnostics += reading.diagnostics
      if let project = reading.project {
        self.projects.append(project)
      } else {
        unreadableProjects.append(full)
      }
    }
    for file in packages {
      guard let text = readableText(file, what: "a package manifest") else { continue }
      for (name, location) in PlaygroundsPackage.appNames(text, file: file) {
        self.packages.append(PackageName(name: name, location: location))
      }
    }
    for file in plists {
      do {
        self.plists.append(try InfoPlistNames.read(ImportFiles.read(file), file: file))
      } catch {
        diagnostics.append(Diagnostic(.warning, "not a property list; skipped", file: file))
      }
    }
    self.localizations += localizations
  }

  /// A file's text, or nil with a warning when it is not UTF-8 text.
  private mutating func readableText(_ file: String, what: String) -> String? {
    do {
      return try ImportFiles.text(file)
    } catch {
      guard case .unreadable(_, let line, let column, let message) = error else { return nil }
      diagnostics.append(
        Diagnostic(.warning, "\(what) that \(message); skipped", file: file, line: line, column: column))
      return nil
    }
  }

  /// The app's names from the evidence.
  ///
  /// - Parameters:
  ///   - providerFiles: The Swift files that declare an `AppShortcutsProvider`, to choose a project's target.
  ///   - place: Where to report that the name cannot be known: the provider's declaration.
  func resolve(providerFiles: [String], place: FileLocation) -> AppNameResolution {
    var resolution = AppNameResolution(diagnostics: diagnostics)
    var names: InfoPlistNames?
    var folders: [String] = []
    var appFiles: [String] = []
    var choice: AppTargetChoice?
    switch AppTargetChoice.choose(projects, providerFiles: providerFiles, named: target) {
    case .failure(let error):
      resolution.diagnostics.append(error)
      return resolution
    case .success(let chosen): choice = chosen
    case nil: break
    }
    if let given = infoPlist {
      names = given
      if let choice, given.name == nil,
        let expanded = try? InfoPlistNames.read(ImportFiles.read(given.file), file: given.file, settings: choice.settings)
      {
        names = expanded
      }
      resolution.infoPlist = given.file
      folders = [(given.file as NSString).deletingLastPathComponent]
    }
    if names?.name == nil, let choice {
      let (found, from, problems) = choice.names()
      names = found
      resolution.diagnostics += choice.settingsProblems + problems
      resolution.infoPlist = found.file.isEmpty ? nil : found.file
      resolution.project = choice.project.file
      resolution.target = choice.target.name
      resolution.configuration = choice.configuration
      folders = choice.folders
      appFiles = choice.target.files
      if appName == nil, let name = found.name {
        resolution.diagnostics.append(
          Diagnostic(
            .note,
            "app '\(name)' from target '\(choice.target.name)' (\(choice.configuration)) of "
              + "\(choice.project.title): \(from)",
            file: choice.target.file ?? choice.project.file, line: choice.target.line, column: choice.target.column))
      }
    }
    if names?.name == nil, let package = packages.first {
      names = InfoPlistNames(file: "", displayName: package.name, alternativeNames: [], isExtension: false)
      folders = [((package.location.file as NSString).deletingLastPathComponent)]
      if appName == nil {
        resolution.diagnostics.append(
          Diagnostic(.note, "app '\(package.name)' from the .iOSApplication product of Package.swift", at: package.location))
      }
    }
    if names?.name == nil {
      let (chosen, problems) = SwiftImporter.choosePlist(plists.filter { !$0.isBundle })
      if let chosen {
        names = chosen
        resolution.infoPlist = chosen.file
        folders = [(chosen.file as NSString).deletingLastPathComponent]
        resolution.diagnostics += problems
      }
    }
    resolution.name = appName ?? names?.name
    guard let name = resolution.name else {
      resolution.diagnostics.append(Diagnostic(.error, unknownNameMessage, at: place))
      return resolution
    }
    let otherPlists = plists.map(\.file).filter { $0 != resolution.infoPlist }
    let localized = LocalizedAppNames.appLocalizations(
      localizations, appFiles: appFiles, folders: folders, otherPlists: otherPlists)
    let (translations, problems) = LocalizedAppNames.names(in: localized, besides: name)
    resolution.diagnostics += problems
    var synonyms: [String] = []
    for synonym in (names?.synonyms ?? []) + translations where synonym != name && !synonyms.contains(synonym) {
      synonyms.append(synonym)
    }
    resolution.synonyms = synonyms
    resolution.locale = names?.locale
    return resolution
  }

  /// Why the app's name cannot be known: each kind of evidence tried, and what was found of it.
  var unknownNameMessage: String {
    var tried = ["no --app-name"]
    if let infoPlist {
      tried.append("--info-plist \(infoPlist.file) has no CFBundleDisplayName or CFBundleName")
    } else {
      tried.append("no --info-plist")
    }
    if projects.isEmpty && unreadableProjects.isEmpty {
      tried.append("no Xcode project")
    } else if projects.isEmpty {
      tried.append("no readable Xcode project (\(unreadableProjects.count) skipped)")
    } else {
      tried.append("no target in the Xcode projects")
    }
    tried.append("no Package.swift with an .iOSApplication product")
    let bundles = plists.filter(\.isBundle).count
    let extensions = plists.filter { !$0.isBundle && $0.isExtension }.count
    var skipped: [String] = []
    if bundles > 0 { skipped.append("\(bundles) of frameworks, bundles or tests") }
    if extensions > 0 && plists.contains(where: { !$0.isBundle && !$0.isExtension }) {
      skipped.append("\(extensions) of app extensions")
    }
    let among = skipped.isEmpty ? "" : " (" + skipped.joined(separator: " and ") + " skipped)"
    tried.append(
      plists.isEmpty
        ? "no Info.plist" : "no Info.plist of the app with CFBundleDisplayName or CFBundleName\(among)")
    return "the app's name cannot be known: " + tried.joined(separator: ", ") + "; pass --app-name NAME"
  }
}

/// The app's names, and where they came from.
struct AppNameResolution: Sendable {
  /// The app's name; nil when it cannot be known (an error among the diagnostics says so).
  var name: String?
  var synonyms: [String] = []
  var locale: String?
  /// The Info.plist the names were read from.
  var infoPlist: String?
  /// The project file, target and configuration the names were read from.
  var project: String?
  var target: String?
  var configuration: String?
  var diagnostics: [Diagnostic]

  init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }
}
