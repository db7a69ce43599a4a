import Foundation

/// A target of a project file written by a test.
struct FixtureTarget {
  var name: String
  /// The product type after `com.apple.product-type.`: `application`, `app-extension`, `framework`…
  var type: String
  var debug: [String: String] = [:]
  var release: [String: String] = [:]
  /// The `.xcconfig` both configurations are based on, relative to the project's folder.
  var xcconfig: String? = nil
  /// Source files, relative to the project's folder, in groups named after their folders.
  var sources: [String] = []
  /// A folder synchronized with the target (all its files belong to it), relative to the project's folder.
  var synchronized: String? = nil
}

/// The text of a `project.pbxproj`, written as Xcode writes it: header, comments, sections, object ids.
///
/// - Parameters:
///   - targets: The targets.
///   - project: The project's own settings, in both configurations.
///   - projectXCConfig: The `.xcconfig` the project's configurations are based on.
func pbxproj(_ targets: [FixtureTarget], project: [String: String] = [:], projectXCConfig: String? = nil) -> String {
  var next = 0
  func id() -> String {
    next += 1
    return String(format: "A1B2C3D4E5F6%012X", next)
  }
  var objects: [String] = []
  func quoted(_ text: String) -> String {
    let bare = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "_$/.".contains($0) }
    return bare ? text : "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
  var mainChildren: [String] = []
  var groups: [String: (id: String, children: [String])] = [:]
  /// A file reference in a group named after its folder.
  func fileReference(_ path: String) -> String {
    let reference = id()
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    objects.append("\t\t\(reference) /* \(name) */ = {isa = PBXFileReference; path = \(quoted(name)); sourceTree = \"<group>\"; };")
    if folder.isEmpty {
      mainChildren.append(reference)
    } else {
      if groups[folder] == nil { groups[folder] = (id(), []) }
      groups[folder]?.children.append(reference)
    }
    return reference
  }
  func configurationList(_ debug: [String: String], _ release: [String: String], base: String?) -> String {
    let baseReference = base.map(fileReference)
    var ids: [String] = []
    for (name, settings) in [("Debug", debug), ("Release", release)] {
      let configuration = id()
      ids.append(configuration)
      let body = settings.keys.sorted().map { "\t\t\t\t\(quoted($0)) = \(quoted(settings[$0] ?? ""));" }
      objects.append(
        "\t\t\(configuration) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
          + (baseReference.map { "\t\t\tbaseConfigurationReference = \($0);\n" } ?? "")
          + "\t\t\tbuildSettings = {\n" + body.map { $0 + "\n" }.joined() + "\t\t\t};\n\t\t\tname = \(name);\n\t\t};")
    }
    let list = id()
    objects.append(
      "\t\t\(list) = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
        + ids.map { "\t\t\t\t\($0),\n" }.joined()
        + "\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};")
    return list
  }
  var targetIDs: [String] = []
  for target in targets {
    let targetID = id()
    targetIDs.append(targetID)
    var buildFiles: [String] = []
    for source in target.sources {
      let reference = fileReference(source)
      let buildFile = id()
      objects.append("\t\t\(buildFile) /* \(source) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference); };")
      buildFiles.append(buildFile)
    }
    let phase = id()
    objects.append(
      "\t\t\(phase) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = (\n"
        + buildFiles.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n\t\t};")
    var synchronized = ""
    if let folder = target.synchronized {
      let group = id()
      objects.append(
        "\t\t\(group) /* \(folder) */ = {isa = PBXFileSystemSynchronizedRootGroup; path = \(quoted(folder)); "
          + "sourceTree = \"<group>\"; };")
      mainChildren.append(group)
      synchronized = "\t\t\tfileSystemSynchronizedGroups = (\n\t\t\t\t\(group) /* \(folder) */,\n\t\t\t);\n"
    }
    let list = configurationList(target.debug, target.release, base: target.xcconfig)
    objects.append(
      "\t\t\(targetID) /* \(target.name) */ = {\n\t\t\tisa = PBXNativeTarget;\n"
        + "\t\t\tbuildConfigurationList = \(list);\n\t\t\tbuildPhases = (\n\t\t\t\t\(phase) /* Sources */,\n\t\t\t);\n"
        + synchronized + "\t\t\tname = \(quoted(target.name));\n\t\t\tproductName = \(quoted(target.name));\n"
        + "\t\t\tproductType = \"com.apple.product-type.\(target.type)\";\n\t\t};")
  }
  let projectList = configurationList(project, project, base: projectXCConfig)
  for folder in groups.keys.sorted() {
    guard let group = groups[folder] else { continue }
    objects.append(
      "\t\t\(group.id) /* \(folder) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
        + group.children.map { "\t\t\t\t\($0),\n" }.joined()
        + "\t\t\t);\n\t\t\tpath = \(quoted(folder));\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
    mainChildren.append(group.id)
  }
  let mainGroup = id()
  objects.append(
    "\t\t\(mainGroup) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n" + mainChildren.map { "\t\t\t\t\($0),\n" }.joined()
      + "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
  let root = id()
  objects.append(
    "\t\t\(root) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = \(projectList);\n"
      + "\t\t\tdevelopmentRegion = en;\n\t\t\tmainGroup = \(mainGroup);\n\t\t\tprojectDirPath = \"\";\n"
      + "\t\t\ttargets = (\n" + targetIDs.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n\t\t};")
  return """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin objects */
    \(objects.joined(separator: "\n"))
    /* End objects */
    \t};
    \trootObject = \(root) /* Project object */;
    }

    """
}

/// The App Shortcuts provider of the fixtures' apps, in `RocketFuel/Shortcuts.swift`.
let rocketProvider = #"""
  struct RocketShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(intent: Launch(), phrases: ["Launch \(.applicationName)"], shortTitle: "Launch", systemImageName: "flame")
    }
  }
  struct Launch: AppIntent { static var title: LocalizedStringResource = "Launch" }
  """#

/// A project as real ones are: an app, a widget, a share extension and a framework, Debug and Release.
let rocketTargets = [
  FixtureTarget(
    name: "RocketFuel", type: "application",
    debug: ["INFOPLIST_KEY_CFBundleDisplayName": "Rocket Fuel Debug", "PRODUCT_NAME": "$(TARGET_NAME)"],
    release: ["INFOPLIST_KEY_CFBundleDisplayName": "Rocket Fuel", "PRODUCT_NAME": "$(TARGET_NAME)"],
    synchronized: "RocketFuel"),
  FixtureTarget(
    name: "FooWidget", type: "app-extension", release: ["INFOPLIST_KEY_CFBundleDisplayName": "FooWidget"],
    sources: ["FooWidget/Widget.swift"]),
  FixtureTarget(
    name: "ShareExtension", type: "app-extension", release: ["INFOPLIST_KEY_CFBundleDisplayName": "ShareExtension"],
    sources: ["ShareExtension/Share.swift"]),
  FixtureTarget(
    name: "RocketKit", type: "framework", release: ["INFOPLIST_FILE": "RocketKit/Info.plist"],
    sources: ["RocketKit/Kit.swift"]),
]
