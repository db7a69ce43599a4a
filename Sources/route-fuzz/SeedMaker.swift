import DataFormats
import Evaluation
import Foundation
import Generation
import Lint
import PhraseGrammar
import Router

/// Makes each target's seed inputs from the bundled corpora (`ROUTE_FUZZ_SEEDS=DIR`), so that none need committing.
struct SeedMaker {
  /// The package folder, where `Corpora` is.
  let root: String

  /// The seeds of a target, each with a file name.
  func seeds(for target: FuzzTarget) throws -> [(name: String, bytes: [UInt8])] {
    var seeds: [(name: String, text: String)]
    switch target {
    case .template: seeds = try templateCases()
    case .match: seeds = try matchCases()
    case .json: return try jsonDocuments()
    case .calibration: return [("standard", Array(Calibration.standard.json.utf8))]
    case .yaml: return try yamlDocuments()
    case .manifest: return try manifestFiles(in: ["Corpora/apps", "Corpora/real-apps"])
    case .lint: seeds = try lintInputs()
    case .routeApps:
      seeds = try utterances(in: ["Corpora/eval/apps.jsonl"]) + lines(of: "Corpora/samples/utterances.txt")
    case .routeRealApps: seeds = try utterances(in: ["Corpora/eval/real-apps.jsonl"])
    case .routeHassil:
      seeds = try utterances(in: [
        "Corpora/eval/home-assistant-variants-calibration.jsonl", "Corpora/eval/home-assistant-variants-test.jsonl",
      ])
    case .stream: seeds = try streams()
    case .number:
      seeds = try valueTexts(
        [
          "duckling-en-numeral", "duckling-ja-numeral", "ja-numeral-supplement", "text2num-en",
        ] + ValueLanguage.allCases.flatMap { ["duckling-\($0.rawValue)-numeral", "duckling-\($0.rawValue)-ordinal"] })
    case .ordinal: seeds = try valueTexts(["duckling-en-ordinal", "duckling-ja-ordinal"])
    case .measurement:
      seeds = try valueTexts([
        "duckling-en-distance", "duckling-en-quantity", "duckling-en-temperature", "duckling-en-volume",
        "duckling-ja-temperature",
      ])
    case .duration: seeds = try valueTexts(["duckling-en-duration", "duckling-ja-duration"])
    case .date:
      seeds = try valueTexts(
        ["duckling-en-time", "duckling-ja-time"] + ValueLanguage.allCases.map { "duckling-\($0.rawValue)-time" })
    case .swiftImport: seeds = try swiftSources()
    case .xcodeImport: seeds = try projectFolders()
    case .hassil: return try hassilBundles()
    case .registry: return try registries()
    case .ovosImport: seeds = try skillFolders()
    case .alexaImport: seeds = try alexaModels()
    }
    var seen = Set<String>()
    seeds = seeds.filter { seen.insert($0.text).inserted }
    return seeds.map { ($0.name, Array($0.text.utf8)) }
  }

  // MARK: - Corpora

  func read(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
      throw FuzzSetupError(message: "cannot read '\(path)'")
    }
    return [UInt8](data)
  }

  func json(_ path: String) throws -> (root: JSONNode, bytes: [UInt8]) {
    let bytes = try read(path)
    do {
      return (try JSONParser.parse(bytes), bytes)
    } catch {
      throw FuzzSetupError(message: "\(path):\(error)")
    }
  }

  func manifests(in folder: String) throws -> [Manifest] {
    try ManifestLoader.load(paths: [root + "/" + folder]).manifests
  }

  func lines(of path: String) throws -> [(name: String, text: String)] {
    String(decoding: try read(path), as: UTF8.self).split(separator: "\n").enumerated().map {
      ("\(path.replacingOccurrences(of: "/", with: "-"))-\($0.offset)", String($0.element))
    }
  }

  /// The `utterance` of every line of labelled corpora.
  func utterances(in paths: [String]) throws -> [(name: String, text: String)] {
    try paths.flatMap { path in
      try lines(of: path).compactMap { line in
        guard let utterance = (try? JSONParser.parse(line.text))?.value.objectValue?["utterance"]?.value.stringValue
        else { return nil }
        return (line.name, utterance)
      }
    }
  }

  // MARK: - Templates

  /// One case per intent of every bundled app: its parameters and rules declared, its phrases as lines.
  func templateCases() throws -> [(name: String, text: String)] {
    try ["Corpora/apps", "Corpora/real-apps"].flatMap { folder in
      try manifests(in: folder).flatMap { manifest in
        manifest.intents.map { intent in
          let phrases = intent.phrases.map(\.template.text) + intent.negativePhrases.map { "!" + $0.template.text }
          let text = (declarations(of: manifest, intent: intent) + phrases).joined(separator: "\n")
          return ("\(manifest.app)-\(intent.id)", text)
        }
      }
    }
  }

  /// Every utterance of the labelled corpora that routes, with the template it matched: a case that matches.
  func matchCases() throws -> [(name: String, text: String)] {
    var cases: [(name: String, text: String)] = []
    for (folder, corpus) in [
      ("Corpora/apps", "Corpora/eval/apps.jsonl"), ("Corpora/real-apps", "Corpora/eval/real-apps.jsonl"),
    ] {
      let manifests = try manifests(in: folder)
      let router = try Router(manifests: manifests)
      for (name, utterance) in try utterances(in: [corpus]) {
        let route = router.route(utterance, options: RouteOptions(reference: FuzzHarness.reference))
        guard route.outcome == .routed, let template = route.template,
          let manifest = manifests.first(where: { $0.app == route.app }),
          let intent = manifest.intents.first(where: { $0.id == route.intent })
        else { continue }
        cases.append(
          (name, (declarations(of: manifest, intent: intent) + [template, utterance]).joined(separator: "\n")))
      }
    }
    return cases
  }

  /// A manifest's app, an intent's parameters and the manifest's rules as ``FuzzCase`` declarations.
  func declarations(of manifest: Manifest, intent: Intent) -> [String] {
    var lines = ["@app " + manifest.names.joined(separator: ", "), "@intent " + intent.id]
    for parameter in intent.parameters {
      let type: String
      switch parameter.type {
      case .integer: type = "integer"
      case .ordinal: type = "ordinal"
      case .decimal: type = "decimal"
      case .boolean: type = "boolean"
      case .string: type = "string"
      case .duration: type = "duration"
      case .recurrence: type = "recurrence"
      case .union(let members): type = members.first?.name ?? "string"
      case .date(let grain, _): type = grain.map { "date:\($0.rawValue)" } ?? "date"
      case .measurement(let dimension, let unit, _, _): type = "measurement:\(dimension.rawValue):\(unit)"
      case .enumeration(let name):
        let cases = manifest.enums.first { $0.name == name }?.value.cases.map(\.id) ?? []
        type = "enum:" + cases.joined(separator: ",")
      case .entity(let name):
        let values = manifest.entities.first { $0.name == name }?.value.values.map { $0.name ?? $0.id } ?? []
        type = "entity:" + values.joined(separator: ",")
      }
      lines.append(
        "@param \(parameter.name) \(type.replacingOccurrences(of: " ", with: "_"))\(parameter.isList ? " list" : "")")
    }
    for rule in manifest.rules { lines.append("<\(rule.name)> = \(rule.body.text)") }
    return lines
  }

  // MARK: - Files

  func manifestFiles(in folders: [String]) throws -> [(name: String, bytes: [UInt8])] {
    try folders.flatMap { folder in
      let names = try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder).filter {
        $0.hasSuffix(".json")
      }
      return try names.sorted().map {
        ("\(folder.split(separator: "/").last ?? "")-\($0)", try read(folder + "/" + $0))
      }
    }
  }

  /// Manifests, JSON lines of the corpora and golden files, and the String Catalogs.
  func jsonDocuments() throws -> [(name: String, bytes: [UInt8])] {
    var documents = try manifestFiles(in: ["Corpora/apps", "Corpora/real-apps", "Corpora/real-apps-source/xcstrings"])
    for path in ["Corpora/eval/apps.jsonl", "Corpora/golden/eval.jsonl"] {
      documents += try lines(of: path).prefix(100).map { ($0.name, Array($0.text.utf8)) }
    }
    return documents.filter { $0.bytes.count <= FuzzTarget.json.maxLength }
  }

  /// Each bundled app alone, and all of `Corpora/apps` together.
  func lintInputs() throws -> [(name: String, text: String)] {
    let files = try manifestFiles(in: ["Corpora/apps", "Corpora/real-apps"])
    let apps = files.filter { $0.name.hasPrefix("apps-") }.map { String(decoding: $0.bytes, as: UTF8.self) }
    return files.map { ($0.name, String(decoding: $0.bytes, as: UTF8.self)) }
      + [("apps-all", apps.joined(separator: "\n%%\n"))]
  }

  /// The `text` of every record of the value corpora named.
  func valueTexts(_ names: [String]) throws -> [(name: String, text: String)] {
    try names.flatMap { name in
      let (root, _) = try json("Corpora/values/\(name).json")
      return (root.value.arrayValue ?? []).enumerated().compactMap { index, record in
        record.value.objectValue?["text"]?.value.stringValue.map { ("\(name)-\(index)", $0) }
      }
    }
  }

  // MARK: - Swift sources

  /// A Swift provider per app of `real-apps.json`, written from its recorded App Shortcuts.
  /// Each bundled skill folder as one `ovos-import` input: its Python, then each data and test file.
  func skillFolders() throws -> [(name: String, text: String)] {
    let skills = root + "/Corpora/skills"
    let folders = try FileManager.default.contentsOfDirectory(atPath: skills).filter { $0.contains("+") }.sorted()
    return try folders.compactMap { folder -> (String, String)? in
      let base = skills + "/" + folder
      guard let files = FileManager.default.enumerator(atPath: base)?.allObjects as? [String] else { return nil }
      let python = files.filter { $0.hasSuffix(".py") }.sorted()
      let data = files.filter { name in
        ["intent", "entity", "voc", "rx", "json", "jsonl", "feature", "blacklist"].contains(
          (name as NSString).pathExtension)
      }
      guard !python.isEmpty else { return nil }
      var text = String(decoding: try read("Corpora/skills/\(folder)/\(python[0])"), as: UTF8.self)
      for file in data.sorted() where file != "adapt-intents.json" {
        text += "%% \(file)\n" + String(decoding: try read("Corpora/skills/\(folder)/\(file)"), as: UTF8.self)
      }
      return ("skill-\(folder)", text)
    }
  }

  /// Each bundled Xcode project as one `xcode-import` input: its project file, then every other file it holds.
  func projectFolders() throws -> [(name: String, text: String)] {
    let projects = root + "/Corpora/xcode"
    let folders = try FileManager.default.contentsOfDirectory(atPath: projects).filter {
      !$0.contains(".") && !$0.hasPrefix(".")
    }.sorted()
    return try folders.map { folder in
      let base = projects + "/" + folder
      let files = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []).filter { file in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: base + "/" + file, isDirectory: &isFolder) && !isFolder.boolValue
      }.sorted()
      let project = files.first { $0.hasSuffix("project.pbxproj") }
      var text = try project.map { String(decoding: try read("Corpora/xcode/\(folder)/\($0)"), as: UTF8.self) } ?? ""
      for file in files where file != project {
        text += "%% \(file)\n" + String(decoding: try read("Corpora/xcode/\(folder)/\(file)"), as: UTF8.self)
      }
      return ("xcode-\(folder)", text)
    }
  }

  /// The bundled Alexa interaction models.
  func alexaModels() throws -> [(name: String, text: String)] {
    let skills = root + "/Corpora/skills"
    let files = (FileManager.default.enumerator(atPath: skills)?.allObjects as? [String] ?? []).sorted()
    return try files.filter { $0.hasSuffix(".json") }.compactMap { file -> (String, String)? in
      let text = String(decoding: try read("Corpora/skills/" + file), as: UTF8.self)
      return text.contains("interactionModel") ? ("alexa-\(file.replacingOccurrences(of: "/", with: "-"))", text) : nil
    }
  }

  func swiftSources() throws -> [(name: String, text: String)] {
    let (root, _) = try json("Corpora/real-apps-source/real-apps.json")
    let apps = root.value.objectValue?["apps"]?.value.arrayValue ?? []
    return apps.enumerated().compactMap { index, node -> (String, String)? in
      guard let app = node.value.objectValue else { return nil }
      let shortcuts = app["app_shortcuts"]?.value.arrayValue ?? []
      var intents: [String: [String]] = [:]
      var calls: [String] = []
      for shortcut in shortcuts.compactMap(\.value.objectValue) {
        let type = shortcut["intent_type"]?.value.stringValue ?? "Intent"
        let expression = shortcut["intent_expression"]?.value.stringValue ?? "\(type)()"
        let phrases = (shortcut["phrases"]?.value.arrayValue ?? []).compactMap(\.value.stringValue)
        let parameters = (shortcut["phrase_parameters"]?.value.arrayValue ?? []).compactMap(\.value.stringValue)
        intents[type, default: []] += parameters
        let title = shortcut["shortTitle"]?.value.stringValue ?? type
        let image = shortcut["systemImageName"]?.value.stringValue ?? "star"
        calls.append(
          """
              AppShortcut(
                intent: \(expression),
                phrases: [
          \(phrases.map { "        \"\($0)\"" }.joined(separator: ",\n"))
                ],
                shortTitle: "\(title)",
                systemImageName: "\(image)"
              )
          """)
      }
      let declarations = intents.keys.sorted().map { type in
        let parameters = Set(intents[type] ?? []).sorted().map {
          "  @Parameter(title: \"\($0)\") var \($0.hasPrefix("$") ? String($0.dropFirst()) : $0): String"
        }
        return
          (["struct \(type): AppIntent {", "  static var title: LocalizedStringResource = \"\(type)\""]
          + parameters + ["  func perform() async throws -> some IntentResult { .result() }", "}"])
          .joined(separator: "\n")
      }
      let provider = """
        import AppIntents

        struct AppShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
        \(calls.joined(separator: "\n"))
          }
        }
        """
      return ("real-app-\(index)", ([provider] + declarations).joined(separator: "\n\n") + "\n")
    }
  }

  // MARK: - hassil bundles

  /// One small bundle per intent of the Home Assistant bundles: the bundle's rules, lists and
  /// settings, the intent, and its first tests with their fixture sets (cut from the files as written).
  /// Registries of one bundled app each, and of two together: compiled, written and read back.
  func registries() throws -> [(name: String, bytes: [UInt8])] {
    let files = ["Corpora/apps/water.json", "Corpora/apps/tempo.json", "Corpora/skills-apps/mycroft-joke.json"]
    let scratch = NSTemporaryDirectory() + "/route-fuzz-seed-\(ProcessInfo.processInfo.processIdentifier).grammar"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var registries: [(name: String, bytes: [UInt8])] = []
    for group in files.map({ [$0] }) + [Array(files.prefix(2))] {
      let sources = try group.map { ($0, try read($0)) }
      let manifests = sources.compactMap { ManifestLoader.decode($0.1, file: $0.0).0 }
      guard manifests.count == group.count, let router = try? Router(manifests: manifests) else {
        throw FuzzSetupError(message: "cannot compile \(group)")
      }
      do {
        try RegistryFile.write(router: router, sources: sources, compiler: "route-fuzz", to: scratch)
      } catch {
        throw FuzzSetupError(message: "\(error)")
      }
      let name = group.map { ($0 as NSString).lastPathComponent }.joined(separator: "+")
      registries.append((name + ".grammar", try [UInt8](Data(contentsOf: URL(fileURLWithPath: scratch)))))
    }
    return registries
  }

  func hassilBundles() throws -> [(name: String, bytes: [UInt8])] {
    var bundles: [(name: String, bytes: [UInt8])] = []
    for language in ["en", "ja"] {
      let (root, bytes) = try json("Corpora/home-assistant/\(language).json")
      guard let bundle = root.value.objectValue else { continue }
      func raw(_ node: JSONNode) -> String { String(decoding: bytes[node.rawRange], as: UTF8.self) }
      let header = ["schema", "language", "settings", "skip_words", "expansion_rules", "lists", "evaluation"]
        .compactMap { key in bundle[key].map { "\"\(key)\": \(raw($0))" } }
      let fixtureSets = bundle["fixture_sets"]?.value.objectValue
      let tests = bundle["tests"]?.value.arrayValue ?? []
      for intent in bundle["intents"]?.value.arrayValue ?? [] {
        guard let name = intent.value.objectValue?["name"]?.value.stringValue,
          intent.value.objectValue?["data"]?.value.arrayValue?.isEmpty == false
        else { continue }
        let chosen = tests.filter { $0.value.objectValue?["intent"]?.value.stringValue == name }.prefix(4)
        let setNames = Set(chosen.compactMap { $0.value.objectValue?["fixture_set"]?.value.stringValue })
        let sets = (fixtureSets?.members ?? []).filter { setNames.contains($0.key) }.map {
          "\"\($0.key)\": \(raw($0.value))"
        }
        let text =
          "{"
          + (header + [
            "\"intents\": [\(raw(intent))]", "\"fixture_sets\": {\(sets.joined(separator: ", "))}",
            "\"tests\": [\(chosen.map(raw).joined(separator: ", "))]",
          ]).joined(separator: ",\n") + "}\n"
        if text.utf8.count <= FuzzTarget.hassil.maxLength { bundles.append(("\(language)-\(name)", Array(text.utf8))) }
      }
    }
    return bundles
  }
}
