import Foundation
import PhraseGrammar

/// What the importer needs of an Xcode project (`Name.xcodeproj/project.pbxproj`): its targets, with
/// their kinds, files and build configurations, and the project's own configurations.
struct XcodeProject: Hashable, Sendable {
  /// A build configuration: its name, its settings as written, and the `.xcconfig` it is based on.
  struct Configuration: Hashable, Sendable {
    var name: String
    /// Settings as written, keys with their conditions (`KEY[sdk=iphoneos*]`), in file order.
    var settings: [Setting]
    /// The full path of the `.xcconfig` file, when there is one.
    var baseConfiguration: String?
  }

  /// One build setting as written in a configuration.
  struct Setting: Hashable, Sendable {
    var key: String
    var value: String
  }

  /// A target: what it builds, from which files, with which configurations.
  struct Target: Hashable, Sendable {
    /// What a target builds, in the order an app's name is looked for.
    enum Kind: Int, Comparable, Sendable {
      case application, watchApp, appClip, appExtension, framework, bundle, tests, other

      init(productType: String) {
        let base = "com.apple.product-type."
        switch productType {
        case base + "application", base + "application.messages": self = .application
        case base + "application.watchapp", base + "application.watchapp2", base + "application.watchapp2-container":
          self = .watchApp
        case base + "application.on-demand-install-capable": self = .appClip
        case _ where productType.hasPrefix(base + "app-extension") || productType.hasPrefix(base + "extensionkit"),
          _ where productType.hasPrefix(base + "watchkit") || productType.hasPrefix(base + "tv-app-extension"):
          self = .appExtension
        case base + "framework", base + "framework.static", base + "library.static", base + "library.dynamic":
          self = .framework
        case base + "bundle": self = .bundle
        case _ where productType.hasPrefix(base + "bundle.") && productType.contains("test"): self = .tests
        default: self = .other
        }
      }

      /// Whether the target is an app: its name is the one Siri says.
      var isApp: Bool { self <= .appClip }

      static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var name: String
    var productName: String?
    var productType: String
    var kind: Kind
    /// Where the target's object is in the project file.
    var line: Int
    var column: Int
    var configurations: [Configuration]
    var defaultConfigurationName: String?
    /// The full paths of the files of its build phases (sources, resources…).
    var files: [String]
    /// Folders all of whose files belong to the target (synchronized groups).
    var synchronizedFolders: [String]
    /// Files of those folders that do not belong to it.
    var excludedFiles: Set<String>
    /// The Info.plist keys the target's XcodeGen spec gives (`info.properties`), over its Info.plist's.
    var infoProperties: [String: String] = [:]
    /// The file the target is written in, when it is not ``XcodeProject/file`` (a file an XcodeGen spec includes).
    var file: String? = nil

    /// Whether a file (a full path) belongs to the target.
    func contains(_ file: String) -> Bool {
      let file = XcodeProject.normalized(file)
      if files.contains(file) { return true }
      guard !excludedFiles.contains(file) else { return false }
      return synchronizedFolders.contains { file.hasPrefix($0 + "/") }
    }
  }

  /// The `project.pbxproj` file.
  var file: String
  /// The project's name: its `.xcodeproj` folder's without the extension.
  var name: String
  /// The project's folder (`SRCROOT`, `PROJECT_DIR`), a full path.
  var folder: String
  /// The project's development region (`DEVELOPMENT_LANGUAGE`).
  var developmentRegion: String?
  var configurations: [Configuration]
  var defaultConfigurationName: String?
  var targets: [Target]
  /// The file name of the XcodeGen spec the project was read from (`project.yml`), when it was.
  var specName: String? = nil

  /// How messages name the project: `Name.xcodeproj`, or the XcodeGen spec's file name.
  var title: String { specName ?? name + ".xcodeproj" }

  /// Reads a project file.
  ///
  /// - Parameters:
  ///   - text: The text of `project.pbxproj`.
  ///   - file: Its path, for the project's folder and name.
  /// - Throws: ``ASCIIPropertyList/SyntaxError`` when it is not a property list, or not a project's.
  static func read(_ text: String, file: String) throws(ASCIIPropertyList.SyntaxError) -> XcodeProject {
    let root = try ASCIIPropertyList.parse(text)
    guard let objects = root["objects"], objects.members != nil else {
      throw .init(message: "not an Xcode project: no 'objects' dictionary", line: root.line, column: root.column)
    }
    guard let rootID = root["rootObject"]?.string, let project = objects[rootID], project.members != nil else {
      throw .init(message: "not an Xcode project: no 'rootObject' in 'objects'", line: root.line, column: root.column)
    }
    let full = normalized(file)
    let container = (full as NSString).deletingLastPathComponent
    var folder = container.hasSuffix(".xcodeproj") ? (container as NSString).deletingLastPathComponent : container
    let name =
      container.hasSuffix(".xcodeproj")
      ? ((container as NSString).lastPathComponent as NSString).deletingPathExtension : "project"
    if let projectDir = project["projectDirPath"]?.string, !projectDir.isEmpty {
      folder = normalized(projectDir.hasPrefix("/") ? projectDir : folder + "/" + projectDir)
    }
    let graph = ObjectGraph(objects: objects, folder: folder, mainGroup: project["mainGroup"]?.string)
    let (configurations, defaultName) = graph.configurations(project["buildConfigurationList"]?.string)
    var targets: [Target] = []
    for id in project["targets"]?.array?.compactMap(\.string) ?? [] {
      guard let target = graph.target(id) else { continue }
      targets.append(target)
    }
    return XcodeProject(
      file: file, name: name, folder: folder, developmentRegion: project["developmentRegion"]?.string,
      configurations: configurations, defaultConfigurationName: defaultName, targets: targets)
  }

  /// A full path without `.`, `..` or repeated slashes; relative paths are taken from the current folder.
  static func normalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var parts: [Substring] = []
    for part in absolute.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The objects of a project, and the full path of each file and group in its group tree.
  private struct ObjectGraph {
    /// The objects by id (the last one written for an id written twice).
    let objects: [String: ASCIIPropertyList]
    let folder: String
    let mainGroup: String?
    /// Each group member's group.
    let parents: [String: String]

    /// Groups nested deeper than this are not followed.
    static let depthLimit = 64

    init(objects: ASCIIPropertyList, folder: String, mainGroup: String?) {
      let members = objects.members ?? []
      self.objects = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
      self.folder = folder
      self.mainGroup = mainGroup
      var parents: [String: String] = [:]
      for (id, object) in members {
        for child in object["children"]?.array?.compactMap(\.string) ?? [] where parents[child] == nil {
          parents[child] = id
        }
      }
      self.parents = parents
    }

    /// The full path of a file reference or group; nil when it is relative to something other than the
    /// project (the SDK, the built products).
    func path(_ id: String, depth: Int = 0) -> String? {
      guard depth < Self.depthLimit, let object = objects[id] else { return nil }
      let path = object["path"]?.string
      func joined(_ base: String) -> String {
        guard let path, !path.isEmpty else { return base }
        return XcodeProject.normalized(path.hasPrefix("/") ? path : base + "/" + path)
      }
      switch object["sourceTree"]?.string ?? "<group>" {
      case "<absolute>": return path.map(XcodeProject.normalized)
      case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": return joined(folder)
      case "<group>":
        guard let parent = parents[id], id != mainGroup else { return joined(folder) }
        return self.path(parent, depth: depth + 1).map(joined)
      default: return nil
      }
    }

    /// A configuration list's configurations and its default configuration's name.
    func configurations(_ listID: String?) -> ([Configuration], String?) {
      guard let listID, let list = objects[listID] else { return ([], nil) }
      var configurations: [Configuration] = []
      for id in list["buildConfigurations"]?.array?.compactMap(\.string) ?? [] {
        guard let object = objects[id], let name = object["name"]?.string else { continue }
        let settings = (object["buildSettings"]?.members ?? []).compactMap { member in
          member.value.settingText.map { Setting(key: member.key, value: $0) }
        }
        var base = object["baseConfigurationReference"]?.string.flatMap { path($0) }
        if base == nil, let anchor = object["baseConfigurationReferenceAnchor"]?.string,
          let relative = object["baseConfigurationReferenceRelativePath"]?.string, let folder = path(anchor)
        {
          base = XcodeProject.normalized(folder + "/" + relative)
        }
        configurations.append(Configuration(name: name, settings: settings, baseConfiguration: base))
      }
      return (configurations, list["defaultConfigurationName"]?.string)
    }

    /// The full paths of the files a build file names: a file's, or each of a variant group's files.
    func files(ofBuildFile id: String) -> [String] {
      guard let reference = objects[id]?["fileRef"]?.string, let object = objects[reference] else { return [] }
      if let children = object["children"]?.array?.compactMap(\.string) {
        return children.compactMap { path($0) }
      }
      return path(reference).map { [$0] } ?? []
    }

    func target(_ id: String) -> Target? {
      guard let object = objects[id], let name = object["name"]?.string else { return nil }
      let productType = object["productType"]?.string ?? ""
      var files: [String] = []
      for phase in object["buildPhases"]?.array?.compactMap(\.string) ?? [] {
        for buildFile in objects[phase]?["files"]?.array?.compactMap(\.string) ?? [] {
          files += self.files(ofBuildFile: buildFile)
        }
      }
      var folders: [String] = []
      var excluded: Set<String> = []
      for group in object["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
        guard let folder = path(group) else { continue }
        folders.append(folder)
        for exceptionID in objects[group]?["exceptions"]?.array?.compactMap(\.string) ?? [] {
          guard let exception = objects[exceptionID], exception["target"]?.string == id else { continue }
          for member in exception["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
            excluded.insert(XcodeProject.normalized(folder + "/" + member))
          }
        }
      }
      let (configurations, defaultName) = configurations(object["buildConfigurationList"]?.string)
      return Target(
        name: name, productName: object["productName"]?.string, productType: productType,
        kind: Target.Kind(productType: productType), line: object.line, column: object.column,
        configurations: configurations, defaultConfigurationName: defaultName, files: files,
        synchronizedFolders: folders, excludedFiles: excluded)
    }
  }
}
