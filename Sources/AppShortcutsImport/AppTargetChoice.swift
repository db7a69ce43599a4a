import Foundation
import PhraseGrammar

/// The app target of the Xcode projects found, and the names its settings and Info.plist give the app.
struct AppTargetChoice: Sendable {
  var project: XcodeProject
  var target: XcodeProject.Target
  var configuration: String
  var settings: BuildSettings
  /// The `.xcconfig` problems of the chosen configuration.
  var settingsProblems: [Diagnostic]

  /// The target an app's name is read from.
  ///
  /// An app target (`application`, then watch apps and App Clips) over any other; among those, the one
  /// whose files include a provider's file, then the target named like its project, then the first.
  /// Extensions, frameworks, bundles and tests are chosen only when no project has an app.
  ///
  /// - Parameters:
  ///   - projects: The projects found, in path order.
  ///   - providerFiles: The Swift files that declare an `AppShortcutsProvider`.
  ///   - named: The target `--target` names, when given.
  /// - Returns: The target, or the error that no target has the name given (listing those there are).
  static func choose(_ projects: [XcodeProject], providerFiles: [String], named: String?)
    -> Result<AppTargetChoice, Diagnostic>?
  {
    var candidates: [(project: Int, target: Int)] = []
    for (projectIndex, project) in projects.enumerated() {
      for (targetIndex, target) in project.targets.enumerated() where named == nil || target.name == named {
        candidates.append((projectIndex, targetIndex))
      }
    }
    if let named, candidates.isEmpty {
      guard let first = projects.first else {
        return .failure(
          Diagnostic(
            .error, "--target '\(named)' names a target, but no Xcode project was found under the paths",
            file: providerFiles.first ?? ""))
      }
      let listed = projects.map { project in
        "\(project.title) has " + project.targets.map { "'\($0.name)'" }.joined(separator: ", ")
      }
      return .failure(
        Diagnostic(.error, "no target '\(named)': " + listed.joined(separator: "; "), file: first.file))
    }
    let providers = Set(providerFiles.map(XcodeProject.normalized))
    func rank(_ candidate: (project: Int, target: Int)) -> (Int, Int, Int, Int, Int, Int) {
      let project = projects[candidate.project]
      let target = project.targets[candidate.target]
      let hasProvider = providers.contains { target.contains($0) }
      let namedLikeProject = target.name == project.name || target.productName == project.name
      return (
        target.kind.isApp ? 0 : 1, hasProvider ? 0 : 1, target.kind.rawValue, namedLikeProject ? 0 : 1,
        candidate.project, candidate.target
      )
    }
    guard let best = candidates.min(by: { rank($0) < rank($1) }) else { return nil }
    let project = projects[best.project]
    let target = project.targets[best.target]
    let configuration = project.configurationName(for: target) ?? "Release"
    let (settings, problems) = project.settings(for: target, configuration: configuration)
    return .success(
      AppTargetChoice(
        project: project, target: target, configuration: configuration, settings: settings,
        settingsProblems: problems))
  }

  /// The target's Info.plist (`INFOPLIST_FILE`, from the project's folder), a full path.
  var infoPlistPath: String? {
    guard let written = settings.value("INFOPLIST_FILE")?.trimmingCharacters(in: .whitespaces), !written.isEmpty
    else { return nil }
    return XcodeProject.normalized(written.hasPrefix("/") ? written : project.folder + "/" + written)
  }

  /// The app's names from the target: `INFOPLIST_KEY_CFBundleDisplayName`, else its Info.plist's
  /// `CFBundleDisplayName` or `CFBundleName` (build settings expanded), else `PRODUCT_NAME`.
  ///
  /// - Returns: The names, the setting or plist key that gave the name, and a warning when the
  ///   target's Info.plist cannot be read.
  func names() -> (names: InfoPlistNames, from: String, problems: [Diagnostic]) {
    func setting(_ key: String) -> String? {
      guard let value = settings.value(key)?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
        return nil
      }
      return value
    }
    var problems: [Diagnostic] = []
    var plist = InfoPlistNames(file: "", alternativeNames: [], isExtension: target.kind == .appExtension)
    if let path = infoPlistPath, project.specName == nil || FileManager.default.fileExists(atPath: path) {
      do {
        plist = try InfoPlistNames.read(ImportFiles.read(path), file: path, settings: settings)
      } catch {
        problems.append(
          Diagnostic(
            .warning,
            "the Info.plist of target '\(target.name)' (INFOPLIST_FILE) cannot be read: \(error); its names are not used",
            file: project.file, line: target.line, column: target.column))
      }
    }
    var names = plist
    var plistFile = plist.file
    if !target.infoProperties.isEmpty {
      // XcodeGen writes the spec's `info.properties` over the Info.plist's keys.
      let properties = target.infoProperties.mapValues { settings.expand($0) }.filter { !$0.value.isEmpty }
      if let display = properties["CFBundleDisplayName"] {
        names.displayName = display
        plistFile = "info.properties"
      } else if names.displayName == nil, let bundleName = properties["CFBundleName"] {
        names.bundleName = bundleName
        plistFile = "info.properties"
      }
      if let spoken = properties["CFBundleSpokenName"] { names.spokenName = spoken }
    }
    let from: String
    if let display = setting("INFOPLIST_KEY_CFBundleDisplayName") {
      names.displayName = display
      from = "INFOPLIST_KEY_CFBundleDisplayName"
    } else if names.displayName != nil {
      from = "CFBundleDisplayName in \(plistFile)"
    } else if names.bundleName != nil {
      from = "CFBundleName in \(plistFile)"
    } else {
      names.bundleName = setting("PRODUCT_NAME") ?? target.productName ?? target.name
      from = "PRODUCT_NAME"
    }
    if let spoken = setting("INFOPLIST_KEY_CFBundleSpokenName") { names.spokenName = spoken }
    if names.developmentRegion == nil { names.developmentRegion = project.developmentRegion }
    return (names, from, problems)
  }

  /// The folders the app's files are in: its Info.plist's, its synchronized folders, its files'.
  var folders: [String] {
    var folders = target.synchronizedFolders
    if let plist = infoPlistPath { folders.append((plist as NSString).deletingLastPathComponent) }
    for file in target.files where file.hasSuffix(".swift") || file.hasSuffix(".plist") {
      let folder = (file as NSString).deletingLastPathComponent
      if !folders.contains(folder) { folders.append(folder) }
    }
    return folders
  }
}
