import Foundation
import Testing

/// Rules about the sources as a whole, checked on every file.
@Suite("architecture")
struct ArchitectureTests {
  /// Every Swift file under `Sources`, as (path from the package root, lines).
  static let sources: [(path: String, lines: [Substring])] = {
    let root = packageRoot.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return files.map { url in
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      let path = String(url.path.dropFirst(packageRoot.path.count + 1))
      return (path, text.split(separator: "\n", omittingEmptySubsequences: false))
    }.sorted { $0.path < $1.path }
  }()

  /// Generated files, which may be as long as their data.
  static let generated = [
    "Sources/PhraseValues/Units.swift", "Sources/RequestModels/BackgroundWords.swift",
    "Sources/Router/Routing/Calibration/Calibration+Standard.swift", "Sources/PhraseGrammar/Match/EnglishWords.swift",
    "Sources/RequestModels/RequestKindWords.swift",
  ]

  @Test("the sources are found")
  func sourcesFound() {
    #expect(Self.sources.count > 100)
    for file in Self.generated { #expect(Self.sources.contains { $0.path == file }, "\(file)") }
  }

  @Test("no hand-written source file is over 600 lines")
  func fileLength() {
    let long = Self.sources.filter { !Self.generated.contains($0.path) && $0.lines.count > 600 }
    #expect(long.map { "\($0.path): \($0.lines.count) lines" } == [])
  }

  @Test("every public declaration has a documentation comment")
  func publicDocumented() {
    var undocumented: [String] = []
    for file in Self.sources where !Self.generated.contains(file.path) {
      for (index, line) in file.lines.enumerated() where Self.declaresPublic(line) {
        var previous = index - 1
        while previous >= 0, file.lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
        let comment = previous >= 0 ? file.lines[previous].trimmingCharacters(in: .whitespaces) : ""
        if !comment.hasPrefix("///") && !comment.hasSuffix("*/") {
          undocumented.append("\(file.path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    #expect(undocumented == [])
  }

  /// The targets that know no ecosystem's format: text, values and the template language.
  ///
  /// `Router` is not among them: its Apple lint rules report App Shortcuts' own limits by name.
  static let ecosystemFreeTargets = ["Sources/PhraseText", "Sources/PhraseValues", "Sources/PhraseGrammar"]

  /// The ecosystems the core leaves to client targets, as a line reads with case, spaces, `-` and `_` ignored.
  static let ecosystemNames = ["hassil", "homeassistant", "appshortcuts"]

  /// Every line (as path:line) of a file under `folders` that names an ecosystem of ``ecosystemNames``,
  /// and the number of files read.
  static func ecosystemMentions(under folders: [String]) -> (mentions: [String], files: Int) {
    var mentions: [String] = []
    var files = 0
    for folder in folders {
      let root = packageRoot.appendingPathComponent(folder)
      let urls =
        FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])?
        .compactMap { $0 as? URL }
        .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true } ?? []
      for url in urls.sorted(by: { $0.path < $1.path }) {
        files += 1
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          let squeezed = line.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
          if ecosystemNames.contains(where: squeezed.contains) {
            mentions.append("\(url.path.dropFirst(packageRoot.path.count + 1)):\(index + 1)")
          }
        }
      }
    }
    return (mentions, files)
  }

  @Test("the text, value and template-language targets name no ecosystem (hassil, Home Assistant, App Shortcuts)")
  func coreNamesNoEcosystem() {
    let (mentions, files) = Self.ecosystemMentions(under: Self.ecosystemFreeTargets)
    #expect(files > 50)
    #expect(mentions == [])
  }

  @Test("the check for ecosystem names finds them, in any case and spelling")
  func ecosystemNamesFound() {
    let (mentions, files) = Self.ecosystemMentions(under: ["Sources/HomeAssistant", "Sources/AppShortcutsImport"])
    #expect(files > 5)
    #expect(mentions.contains { $0.hasPrefix("Sources/HomeAssistant/HassilBundle.swift:") })
    #expect(mentions.contains { $0.hasPrefix("Sources/AppShortcutsImport/") })
  }

  /// The places (path:line) outside comments where a line of code under `Sources` uses `construct`, the fuzz
  /// targets aside (they exercise each layer directly).
  static func uses(of construct: String) -> [String] {
    var places: [String] = []
    for file in sources where !file.path.hasPrefix("Sources/route-fuzz/") {
      for (index, line) in file.lines.enumerated() where line.contains(construct) {
        let code = line.trimmingCharacters(in: .whitespaces)
        if !code.hasPrefix("//") { places.append("\(file.path):\(index + 1)") }
      }
    }
    return places
  }

  @Test("templates are parsed in one place for each syntax, and compiled in one place")
  func oneParserOneCompiler() {
    // Manifests' templates are parsed by ParsedManifest; Home Assistant's, in hassil's dialect, by its bundle.
    let parsers = Self.uses(of: "TemplateParser(").map { $0.prefix { $0 != ":" } }
    #expect(
      Set(parsers) == ["Sources/Router/Manifest/ParsedManifest.swift", "Sources/HomeAssistant/HassilBundle.swift"])
    // Every compilation of a syntax tree goes through PositionAutomaton.compiling.
    for construct in ["PositionAutomaton(", "TemplateLowering("] {
      let compilers = Self.uses(of: construct).map { $0.prefix { $0 != ":" } }
      #expect(Set(compilers) == ["Sources/PhraseGrammar/Compile/PositionAutomaton+Template.swift"], "\(construct)")
    }
  }

  /// Whether a line declares something public (not an import, not an extension, which documents nothing itself).
  static func declaresPublic(_ line: Substring) -> Bool {
    var words = line.split(separator: " ").drop { $0.hasPrefix("@") }
    let modifiers: Set<Substring> = [
      "final", "static", "nonisolated", "mutating", "override", "indirect", "convenience", "required",
    ]
    while let first = words.first, modifiers.contains(first) { words = words.dropFirst() }
    guard let first = words.first, first == "public" || first == "public(set)" || first == "open" else { return false }
    let kind = words.dropFirst().first { !modifiers.contains($0) }
    return kind != "import" && kind != "extension"
  }
}

/// The modules' layering: what each library module may import, checked against every source file,
/// with no cycle and no module too large to hold in one's head.
@Suite("architecture: modules")
struct ModuleLayeringTests {
  /// Each library module and the modules it may import (the toolchain's among them); a module's
  /// purpose is in ARCHITECTURE.md. The executables (`route-eval`, `route-bench`, `route-fuzz`,
  /// `route-floor`) may import any.
  static let allowed: [String: Set<String>] = [
    "PhraseText": ["Foundation"],
    "ValueLanguages": ["PhraseText"],
    "PhraseValues": ["PhraseText", "ValueLanguages"],
    "BinaryArchive": [],
    "PhraseGrammar": ["PhraseText", "PhraseValues", "ValueLanguages", "BinaryArchive"],
    "DataFormats": ["PhraseGrammar"],
    "RequestModels": ["PhraseGrammar", "Foundation"],
    "Router": [
      "PhraseGrammar", "PhraseValues", "DataFormats", "BinaryArchive", "RequestModels", "Foundation", "Synchronization",
      "Glibc", "Darwin",
    ],
    "Reports": ["DataFormats"],
    "Evaluation": [
      "Router", "DataFormats", "Reports", "PhraseGrammar", "Foundation", "Dispatch", "Synchronization",
    ],
    "Generation": ["Router", "DataFormats", "Evaluation", "PhraseGrammar"],
    "Lint": ["Router", "DataFormats", "Reports", "Generation", "PhraseGrammar", "Foundation"],
    "HomeAssistant": ["Router", "DataFormats", "PhraseGrammar", "PhraseValues", "RequestModels", "Foundation"],
    "AppShortcutsImport": ["Router", "DataFormats", "PhraseGrammar", "Foundation"],
    "SkillsImport": ["AppShortcutsImport", "Router", "DataFormats", "PhraseGrammar", "Foundation"],
  ]

  /// The modules of the toolchain, which are not the package's.
  static let toolchain: Set<String> = ["Foundation", "Dispatch", "Synchronization", "Glibc", "Darwin"]

  static let executables: Set<String> = ["route-eval", "route-bench", "route-fuzz", "route-floor"]

  /// The most lines of Swift a library module may hold.
  static let moduleLineLimit = 8_000

  /// Every module under `Sources`, with the modules its files import and its number of lines.
  static let modules: [String: (imports: Set<String>, lines: Int)] = {
    var modules: [String: (imports: Set<String>, lines: Int)] = [:]
    for file in ArchitectureTests.sources {
      let module = String(file.path.split(separator: "/")[1])
      var entry = modules[module] ?? ([], 0)
      if !ArchitectureTests.generated.contains(file.path) { entry.lines += file.lines.count }
      for line in file.lines {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") })
        else { continue }
        entry.imports.insert(String(words[index + 1]))
      }
      modules[module] = entry
    }
    return modules
  }()

  /// The imports that the table does not allow, as "module imports other".
  static func forbiddenImports(
    _ modules: [String: (imports: Set<String>, lines: Int)], allowed: [String: Set<String>]
  ) -> [String] {
    modules.keys.sorted().flatMap { module -> [String] in
      guard !executables.contains(module) else { return [] }
      guard let permitted = allowed[module] else { return ["\(module) is not in the layering table"] }
      return modules[module]!.imports.subtracting(permitted).sorted().map { "\(module) imports \($0)" }
    }
  }

  /// A cycle among the table's modules, as the modules along it, or nil.
  static func cycle(in allowed: [String: Set<String>]) -> [String]? {
    var state: [String: Int] = [:]  // 1 on the path, 2 done
    var path: [String] = []
    func visit(_ module: String) -> [String]? {
      if state[module] == 2 { return nil }
      if state[module] == 1 { return Array(path.drop { $0 != module }) + [module] }
      state[module] = 1
      path.append(module)
      for next in (allowed[module] ?? []).sorted() where !toolchain.contains(next) {
        if let found = visit(next) { return found }
      }
      path.removeLast()
      state[module] = 2
      return nil
    }
    for module in allowed.keys.sorted() { if let found = visit(module) { return found } }
    return nil
  }

  @Test("every module is in the table and imports only what it allows")
  func imports() {
    #expect(Self.modules.count >= 17)
    #expect(Self.forbiddenImports(Self.modules, allowed: Self.allowed) == [])
  }

  @Test("the table has no cycle: each module depends only on modules below it")
  func noCycle() {
    #expect(Self.cycle(in: Self.allowed) == nil)
  }

  @Test("no library module is over 8,000 hand-written lines")
  func moduleSize() {
    let large = Self.modules.filter { !Self.executables.contains($0.key) && $0.value.lines > Self.moduleLineLimit }
    #expect(large.map { "\($0.key): \($0.value.lines) lines" } == [])
  }

  @Test("the checks find a forbidden import, a module left out of the table and a cycle")
  func checksCanFail() {
    let modules: [String: (imports: Set<String>, lines: Int)] = [
      "Router": (["Lint", "PhraseGrammar"], 10), "Unlisted": ([], 1),
    ]
    #expect(
      Self.forbiddenImports(modules, allowed: Self.allowed) == [
        "Router imports Lint", "Unlisted is not in the layering table",
      ])
    var cyclic = Self.allowed
    cyclic["Router"]!.insert("Lint")
    #expect(Self.cycle(in: cyclic) == ["Router", "Lint", "Generation", "Evaluation", "Router"])
  }
}
