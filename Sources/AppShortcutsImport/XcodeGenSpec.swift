import DataFormats
import Foundation
import PhraseGrammar
import Router

/// An XcodeGen project spec (`project.yml` or `project.yaml`), read as the Xcode project it generates, for an
/// app whose repository has the spec instead of an `.xcodeproj`.
///
/// What the importer needs of it: the project's `name`, `configs`, `settings`, `settingGroups`, `configFiles`
/// and `options.developmentLanguage`; each target's `type`, `platform`, `productName`, `settings`,
/// `configFiles`, `info` (`path` and `properties`), `sources` and `templates` (from `targetTemplates`). Files
/// given with `include:` are merged first, the including spec over them (mappings merged key by key, a
/// `key:REPLACE` replacing), their paths taken from their own folder unless `relativePaths: false`; a file is
/// merged once, where it is first included.
///
/// Settings are read as XcodeGen writes them into the project: for each configuration, a `settings` mapping's
/// `groups`, then `base`, then the `configs` whose key the configuration's name contains (ignoring case);
/// a mapping without those keys is all `base`. `configFiles` are matched the same way. A target's
/// `productName` is its `PRODUCT_NAME`, its `info.path` its `INFOPLIST_FILE`, else the first `Info.plist`
/// in its sources folders.
enum XcodeGenSpec {
  /// Includes nested deeper than this are not followed.
  static let includeLimit = 16
  /// Templates and setting groups nested deeper than this are not followed.
  static let nestingLimit = 16
  /// The most files one spec reads, includes of includes counted; a spec that includes more is cut short.
  static let fileLimit = 256
  /// The most setting groups one configuration's settings expand, groups of groups counted.
  static let groupLimit = 1024

  /// The project a spec generates, what it includes, and the problems reading it.
  struct Reading: Sendable {
    /// The project; nil when the spec is not one (a warning says why).
    var project: XcodeProject?
    /// The full paths of the files the spec includes.
    var included: [String] = []
    var diagnostics: [Diagnostic] = []
  }

  /// Reads a spec and the files it includes.
  static func read(_ file: String) -> Reading {
    var loader = Loader()
    let path = XcodeProject.normalized(file)
    loader.chain = [path]
    var reading = Reading()
    guard let root = loader.load(file, shown: file, depth: 0) else {
      reading.diagnostics = loader.diagnostics
      return reading
    }
    reading.included = loader.included
    reading.diagnostics = loader.diagnostics
    guard let targets = root["targets"]?.value.objectValue, !targets.members.isEmpty else {
      let place = root.member(named: "targets")?.keyLocation
      reading.diagnostics.append(
        Diagnostic(
          .warning, "not an XcodeGen project spec (no 'targets'); skipped", file: file, line: place?.line ?? 1,
          column: place?.column ?? 1))
      return reading
    }
    let folder = (path as NSString).deletingLastPathComponent
    let builder = Builder(root: root, folder: folder, targetFiles: loader.targetFiles, file: file)
    reading.project = builder.project(targets: targets)
    return reading
  }

  /// Reads a spec and its includes into one mapping.
  private struct Loader {
    var diagnostics: [Diagnostic] = []
    var included: [String] = []
    /// The files being read, for cycles.
    var chain: [String] = []
    /// How many files have been read.
    var loads = 0
    /// The included file each target was first written in (its location is there); the spec's are not listed.
    var targetFiles: [String: String] = [:]

    /// A file's root mapping, its includes merged under it; nil with a warning when it cannot be read.
    mutating func load(_ file: String, shown: String, depth: Int, includedFrom: FileLocation? = nil) -> JSONObject? {
      loads += 1
      let bytes: [UInt8]
      do {
        bytes = try ImportFiles.read(file)
      } catch {
        let place = includedFrom ?? FileLocation(file: shown, line: 1, column: 1)
        diagnostics.append(.warning("XcodeGen spec '\(shown)' cannot be read; skipped", at: place))
        return nil
      }
      let root: JSONNode
      do {
        root = try YAMLParser.parse(bytes)
      } catch {
        diagnostics.append(
          Diagnostic(
            .warning, "not an XcodeGen project spec (\(error.message)); skipped", file: shown,
            line: error.location.line, column: error.location.column))
        return nil
      }
      guard var object = root.value.objectValue else {
        diagnostics.append(
          Diagnostic(
            .warning, "not an XcodeGen project spec (its root is a \(root.value.kindName), not a mapping); skipped",
            file: shown, line: root.location.line, column: root.location.column))
        return nil
      }
      let folder = (XcodeProject.normalized(file) as NSString).deletingLastPathComponent
      var merged = JSONObject()
      for (path, relative, location) in Self.includes(object["include"]) {
        let place = FileLocation(file: shown, line: location.line, column: location.column)
        let full = XcodeProject.normalized(path.hasPrefix("/") ? path : folder + "/" + path)
        guard !chain.contains(full), depth < XcodeGenSpec.includeLimit else {
          diagnostics.append(.warning("'\(path)' includes itself; not read again", at: place))
          continue
        }
        // A file read once is merged once, where it is first included.
        guard !self.included.contains(full) else { continue }
        guard loads < XcodeGenSpec.fileLimit else {
          if loads == XcodeGenSpec.fileLimit {
            loads += 1
            diagnostics.append(
              .warning(
                "more than \(XcodeGenSpec.fileLimit) files included; '\(path)' and the includes after it are not read",
                at: place))
          }
          continue
        }
        let shownPath = path.hasPrefix("/") ? path : ((shown as NSString).deletingLastPathComponent as NSString)
          .appendingPathComponent(path)
        chain.append(full)
        defer { chain.removeLast() }
        guard var included = load(full, shown: shownPath, depth: depth + 1, includedFrom: place) else { continue }
        self.included.append(full)
        if relative { included = Self.rebased(included, folder: (full as NSString).deletingLastPathComponent) }
        merged = Self.merged(merged, included)
      }
      object.members.removeAll { $0.key == "include" }
      if depth > 0 { note(targetsOf: object, file: shown) }
      return Self.merged(merged, object)
    }

    /// Records the file of the targets a file writes first.
    private mutating func note(targetsOf object: JSONObject, file: String) {
      for name in object["targets"]?.value.objectValue?.keys ?? [] where targetFiles[name] == nil {
        targetFiles[name] = file
      }
    }

    /// The files an `include:` names: a path, or a list of paths and `{path:, relativePaths:}` mappings.
    static func includes(_ node: JSONNode?) -> [(path: String, relative: Bool, location: JSONLocation)] {
      guard let node else { return [] }
      let items = node.value.arrayValue ?? [node]
      return items.compactMap { item in
        if let path = item.value.stringValue { return (path, true, item.location) }
        guard let object = item.value.objectValue, let path = object["path"]?.value.stringValue else { return nil }
        return (path, object["relativePaths"]?.value.boolValue ?? true, item.location)
      }
    }

    /// `over` merged into `base`: mappings key by key, any other value replaced; `key:REPLACE` replaces.
    static func merged(_ base: JSONObject, _ over: JSONObject, depth: Int = 0) -> JSONObject {
      var result = base
      for member in over.members {
        var member = member
        var replace = depth >= YAMLParser.maximumDepth
        if member.key.hasSuffix(":REPLACE") {
          member.key = String(member.key.dropLast(":REPLACE".count))
          replace = true
        }
        guard let index = result.members.firstIndex(where: { $0.key == member.key }) else {
          result.members.append(member)
          continue
        }
        if !replace, let old = result.members[index].value.value.objectValue, let new = member.value.value.objectValue {
          result.members[index].value.value = .object(merged(old, new, depth: depth + 1))
        } else {
          result.members[index].value = member.value
        }
      }
      return result
    }

    /// An included file's paths made full, from its folder: `configFiles`, and each target's and target
    /// template's `configFiles`, `info.path` and `sources`.
    static func rebased(_ object: JSONObject, folder: String) -> JSONObject {
      func full(_ node: inout JSONNode) {
        if let path = node.value.stringValue, !path.hasPrefix("/") { node.value = .string(folder + "/" + path) }
      }
      func configFiles(_ object: inout JSONObject) {
        guard let index = object.members.firstIndex(where: { $0.key == "configFiles" }),
          var files = object.members[index].value.value.objectValue
        else { return }
        for file in files.members.indices { full(&files.members[file].value) }
        object.members[index].value.value = .object(files)
      }
      func target(_ target: inout JSONObject) {
        configFiles(&target)
        for index in target.members.indices {
          switch target.members[index].key {
          case "info":
            guard var info = target.members[index].value.value.objectValue,
              let path = info.members.firstIndex(where: { $0.key == "path" })
            else { continue }
            full(&info.members[path].value)
            target.members[index].value.value = .object(info)
          case "sources":
            var node = target.members[index].value
            if node.value.stringValue != nil {
              full(&node)
            } else if var items = node.value.arrayValue {
              for item in items.indices {
                if items[item].value.stringValue != nil {
                  full(&items[item])
                } else if var source = items[item].value.objectValue,
                  let path = source.members.firstIndex(where: { $0.key == "path" })
                {
                  full(&source.members[path].value)
                  items[item].value = .object(source)
                }
              }
              node.value = .array(items)
            }
            target.members[index].value = node
          default: continue
          }
        }
      }
      var result = object
      configFiles(&result)
      for index in result.members.indices where ["targets", "targetTemplates"].contains(result.members[index].key) {
        guard var targets = result.members[index].value.value.objectValue else { continue }
        for each in targets.members.indices {
          guard var object = targets.members[each].value.value.objectValue else { continue }
          target(&object)
          targets.members[each].value.value = .object(object)
        }
        result.members[index].value.value = .object(targets)
      }
      return result
    }
  }

  /// Makes the project of a merged spec.
  private struct Builder {
    let root: JSONObject
    let folder: String
    let targetFiles: [String: String]
    let file: String

    /// The configurations' names and types (`debug`, `release`), in order.
    var configurations: [(name: String, type: String)] {
      guard let configs = root["configs"]?.value.objectValue, !configs.members.isEmpty else {
        return [("Debug", "debug"), ("Release", "release")]
      }
      return configs.members.map { ($0.key, $0.value.value.stringValue?.lowercased() ?? "") }
    }

    func project(targets: JSONObject) -> XcodeProject {
      let name = root["name"]?.value.text ?? ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      let configurations = configurations
      let defaultName = configurations.first { $0.type == "release" }?.name ?? configurations.last?.name
      let projectConfigurations = configurations.map { configuration in
        XcodeProject.Configuration(
          name: configuration.name, settings: settings(root["settings"], configuration: configuration.name),
          baseConfiguration: configFile(root["configFiles"], configuration: configuration.name))
      }
      var made: [XcodeProject.Target] = []
      for member in targets.members {
        guard var target = member.value.value.objectValue else { continue }
        target = withTemplates(target, name: member.key)
        let platforms = target["platform"]?.value.arrayValue?.compactMap { $0.value.text } ?? []
        let names =
          platforms.count > 1
          ? platforms.sorted { ($0 == "iOS" ? 0 : 1, $0) < ($1 == "iOS" ? 0 : 1, $1) }.map { member.key + "_" + $0 }
          : [member.key]
        for targetName in names {
          made.append(
            self.target(
              targetName, target, configurations: configurations.map(\.name), location: member.keyLocation,
              file: targetFiles[member.key]))
        }
      }
      let language = root["options"]?.value.objectValue?["developmentLanguage"]?.value.text
      return XcodeProject(
        file: file, name: name, folder: folder, developmentRegion: language, configurations: projectConfigurations,
        defaultConfigurationName: defaultName, targets: made, specName: (file as NSString).lastPathComponent)
    }

    /// A target with its `templates` (from `targetTemplates`) merged under it, `${target_name}` replaced.
    func withTemplates(_ target: JSONObject, name: String) -> JSONObject {
      let templates = root["targetTemplates"]?.value.objectValue
      var seen: Set<String> = []
      func expanded(_ object: JSONObject, depth: Int) -> JSONObject {
        var merged = JSONObject()
        for template in object["templates"]?.value.arrayValue?.compactMap({ $0.value.stringValue }) ?? [] {
          guard depth < XcodeGenSpec.nestingLimit, !seen.contains(template),
            let body = templates?[template]?.value.objectValue
          else { continue }
          seen.insert(template)
          merged = Loader.merged(merged, expanded(body, depth: depth + 1))
        }
        var own = object
        own.members.removeAll { $0.key == "templates" }
        return Loader.merged(merged, own)
      }
      guard target["templates"] != nil else { return target }
      return Self.replacing(expanded(target, depth: 0), ["${target_name}": name, "$target_name": name])
    }

    /// Every string of a mapping with the texts replaced.
    static func replacing(_ object: JSONObject, _ replacements: [String: String]) -> JSONObject {
      func replaced(_ node: JSONNode, depth: Int) -> JSONNode {
        var node = node
        switch node.value {
        case .string(var text) where text.contains("$"):
          for (from, to) in replacements { text = text.replacingOccurrences(of: from, with: to) }
          node.value = .string(text)
        case .array(let items) where depth < YAMLParser.maximumDepth:
          node.value = .array(items.map { replaced($0, depth: depth + 1) })
        case .object(var object) where depth < YAMLParser.maximumDepth:
          for index in object.members.indices {
            object.members[index].value = replaced(object.members[index].value, depth: depth + 1)
          }
          node.value = .object(object)
        default: break
        }
        return node
      }
      return replaced(JSONNode(.object(object)), depth: 0).value.objectValue ?? object
    }

    func target(
      _ name: String, _ target: JSONObject, configurations: [String], location: JSONLocation, file targetFile: String?
    ) -> XcodeProject.Target {
      let type = target["type"]?.value.text ?? ""
      let productType = type.isEmpty ? "" : "com.apple.product-type." + type
      var files: [String] = []
      var folders: [String] = []
      for source in sources(target["sources"]) {
        let path = XcodeProject.normalized(source.hasPrefix("/") ? source : folder + "/" + source)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists && !isFolder.boolValue || !exists && !(path as NSString).pathExtension.isEmpty {
          files.append(path)
        } else {
          folders.append(path)
        }
      }
      let productName = target["productName"]?.value.text
      let info = target["info"]?.value.objectValue
      var implied: [XcodeProject.Setting] = []
      if let productName { implied.append(XcodeProject.Setting(key: "PRODUCT_NAME", value: productName)) }
      if let path = info?["path"]?.value.text {
        implied.append(XcodeProject.Setting(key: "INFOPLIST_FILE", value: path))
      } else if let plist = Self.infoPlist(in: folders) {
        implied.append(XcodeProject.Setting(key: "INFOPLIST_FILE", value: plist))
      }
      var properties: [String: String] = [:]
      for member in info?["properties"]?.value.objectValue?.members ?? [] {
        if let text = member.value.value.text { properties[member.key] = text }
      }
      let targetConfigurations = configurations.map { configuration in
        XcodeProject.Configuration(
          name: configuration, settings: implied + settings(target["settings"], configuration: configuration),
          baseConfiguration: configFile(target["configFiles"], configuration: configuration))
      }
      return XcodeProject.Target(
        name: name, productName: productName, productType: productType, kind: .init(productType: productType),
        line: location.line, column: location.column, configurations: targetConfigurations,
        defaultConfigurationName: nil, files: files, synchronizedFolders: folders, excludedFiles: [],
        infoProperties: properties, file: targetFile)
    }

    /// The first `Info.plist` in a target's source folders, as XcodeGen finds it when `info` is not given.
    static func infoPlist(in folders: [String]) -> String? {
      for folder in folders {
        if let plist = ImportFiles.files(under: folder).first(where: { ImportFiles.fileName($0) == "Info.plist" }) {
          return plist
        }
      }
      return nil
    }

    /// The paths of a target's `sources`: a path, or a list of paths and `{path:}` mappings.
    func sources(_ node: JSONNode?) -> [String] {
      guard let node else { return [] }
      return (node.value.arrayValue ?? [node]).compactMap { item in
        item.value.stringValue ?? item.value.objectValue?["path"]?.value.stringValue
      }
    }

    /// Whether a `configs` key applies to a configuration: its name contains the key, ignoring case.
    static func matches(_ key: String, _ configuration: String) -> Bool {
      configuration.lowercased().contains(key.lowercased())
    }

    /// The `.xcconfig` of a `configFiles` mapping for a configuration, a full path.
    func configFile(_ node: JSONNode?, configuration: String) -> String? {
      guard let files = node?.value.objectValue?.members else { return nil }
      let chosen =
        files.first { $0.key == configuration } ?? files.first { Self.matches($0.key, configuration) }
      guard let path = chosen?.value.value.text, !path.isEmpty else { return nil }
      return XcodeProject.normalized(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    /// The settings of a `settings` mapping in a configuration, in the order they apply (later ones win).
    func settings(_ node: JSONNode?, configuration: String) -> [XcodeProject.Setting] {
      var budget = XcodeGenSpec.groupLimit
      return settings(node, configuration: configuration, depth: 0, budget: &budget)
    }

    private func settings(_ node: JSONNode?, configuration: String, depth: Int, budget: inout Int)
      -> [XcodeProject.Setting]
    {
      guard let object = node?.value.objectValue, depth < XcodeGenSpec.nestingLimit, budget > 0 else { return [] }
      budget -= 1
      func plain(_ object: JSONObject?) -> [XcodeProject.Setting] {
        (object?.members ?? []).compactMap { member in
          member.value.value.settingText.map { XcodeProject.Setting(key: member.key, value: $0) }
        }
      }
      let structured = object.keys.contains { ["base", "configs", "groups"].contains($0) }
      guard structured else { return plain(object) }
      var result: [XcodeProject.Setting] = []
      let groups = root["settingGroups"]?.value.objectValue
      for group in object["groups"]?.value.arrayValue?.compactMap({ $0.value.stringValue }) ?? [] {
        result += settings(groups?[group], configuration: configuration, depth: depth + 1, budget: &budget)
      }
      result += plain(object["base"]?.value.objectValue)
      for member in object["configs"]?.value.objectValue?.members ?? []
      where Self.matches(member.key, configuration) {
        result += settings(member.value, configuration: configuration, depth: depth + 1, budget: &budget)
      }
      return result
    }
  }
}

extension JSONValue {
  /// A scalar as text: a string, a number as written, a boolean as `YES` or `NO`.
  fileprivate var text: String? {
    switch self {
    case .string(let text): text
    case .number(let number): number.text
    case .bool(let value): value ? "YES" : "NO"
    default: nil
    }
  }

  /// A build setting's value as XcodeGen writes it: a scalar's text, a list's items separated by spaces.
  fileprivate var settingText: String? {
    if let items = arrayValue { return items.compactMap(\.value.text).joined(separator: " ") }
    if case .null = self { return "" }
    return text
  }
}
