import AppShortcutsImport
import DataFormats
import Evaluation
import Foundation
import Generation
import Lint
import PhraseGrammar
import Router

extension FuzzHarness {
  /// `xcode-import`: an app's checkout written from the input (a line `%% PATH` starts a file; the text before
  /// the first is `App.xcodeproj/project.pbxproj`), imported as `--project` does, with no `--app-name`, so that
  /// the project, its settings and its Info.plists name the app. Each manifest written must be a JSON document
  /// that decodes, and lint's findings, moved to the Swift lines, must stay inside the checkout or the
  /// generated manifest.
  static func importProject(_ text: String, folder: String) {
    var files = skillFiles(text)
    files[0].path = "App.xcodeproj/project.pbxproj"
    rewrite(folder, files: files)
    guard let projects = imported({ () throws(ImportError) in try ProjectImport.load(projects: [folder]) }) else {
      return
    }
    for diagnostic in projects.diagnostics { _ = diagnostic.rendered }
    note("\(projects.sources.count) manifests, \(projects.diagnostics.count) diagnostics")
    for source in projects.sources {
      expect(
        (try? JSONParser.parse(source.bytes)) != nil, "a generated manifest is not JSON: \(source.file)")
    }
    guard !projects.sources.isEmpty else { return }
    let report = Linter.lint(sources: projects.sources, options: LintOptions(apple: true))
      .placing(projects.placed, adding: projects.diagnostics)
    let generated = Set(projects.sources.map(\.file))
    let checkout = (folder as NSString).standardizingPath + "/"
    for finding in report.findings {
      _ = finding.line(.xcode)
      let file = finding.location.file ?? ""
      expect(
        (file as NSString).standardizingPath.hasPrefix(checkout) || generated.contains(file),
        "a finding is placed outside the checkout: \(file)")
    }
  }
}
