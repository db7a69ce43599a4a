import DataFormats
import Evaluation
import Generation
import HomeAssistant
import Lint
import PhraseGrammar
import Router

extension FuzzHarness {
  /// `template`: every phrase and rule body parsed (in the core syntax and in hassil's dialect) and
  /// expanded; then the whole case compiled into a router.
  static func compileTemplates(_ text: String) {
    let fuzzCase = FuzzCase(text, takesUtterance: false)
    var parsedRules: [String: Template] = [:]
    for rule in fuzzCase.rules {
      if let template = parse(rule.body, dialect: .core) { parsedRules[rule.name] = template }
    }
    let expander = TemplateExpander(rules: parsedRules, limit: 16)
    for phrase in fuzzCase.phrases {
      for dialect in [TemplateDialect.core, .hassil] {
        guard let template = parse(phrase, dialect: dialect) else { continue }
        _ = template.debugDump()
        _ = expander.expansions(of: template)
      }
    }
    compile(fuzzCase)
  }

  /// Parses a template and checks that every diagnostic points inside it.
  static func parse(_ text: String, dialect: TemplateDialect) -> Template? {
    let (template, diagnostics) = TemplateParser(dialect: dialect).parse(text)
    let length = text.count
    for diagnostic in diagnostics {
      _ = diagnostic.description
      if let range = diagnostic.range {
        expect(
          range.lowerBound.characterOffset >= 0 && range.upperBound.characterOffset <= length,
          "diagnostic '\(diagnostic.message.text)' at \(range) outside a template of \(length) characters")
      }
    }
    expect(
      (template == nil) == diagnostics.contains { $0.severity == .error },
      "a template is returned exactly when there is no error")
    return template
  }

  /// Compiles a case into a router; the problems found are rendered as the command line does.
  @discardableResult
  static func compile(_ fuzzCase: FuzzCase) -> Router? {
    do {
      let router = try Router(manifests: fuzzCase.manifests())
      note("compiled \(router.templateCount) templates into \(router.grammar.stateCount) states")
      return router
    } catch {
      for diagnostic in error.diagnostics { _ = diagnostic.rendered }
      note("rejected: \(error.diagnostics.first?.description ?? "")")
      return nil
    }
  }

  /// `match`: the case compiled, and its utterance routed (without one, the first spelling of its first phrase).
  static func matchUtterance(_ text: String) {
    let fuzzCase = FuzzCase(text, takesUtterance: true)
    guard let router = compile(fuzzCase) else { return }
    let utterance = fuzzCase.utterance ?? sampleUtterance(of: fuzzCase)
    route(utterance, with: router)
  }

  /// A spelling of the case's first phrase with a sample value in each slot, for cases without an utterance.
  static func sampleUtterance(of fuzzCase: FuzzCase) -> String {
    guard let phrase = fuzzCase.phrases.first, let template = TemplateParser().parse(phrase).template else {
      return ""
    }
    var rules: [String: Template] = [:]
    for rule in fuzzCase.rules { rules[rule.name] = TemplateParser().parse(rule.body).template }
    guard let pieces = TemplateExpander(rules: rules, limit: 1).expansions(of: template).first else { return "" }
    let app = fuzzCase.apps.first?.names.first ?? "Water"
    return pieces.map { piece -> String in
      switch piece {
      case .text(let text): text
      case .applicationName: app
      case .slot(let name):
        switch FuzzCase.implicitType(of: name) {
        case "integer", "decimal": "12"
        case "ordinal": "third"
        case "boolean": "on"
        case "duration": "20 minutes"
        case "date": "tomorrow at 3pm"
        case "measurement:volume:fl_oz": "8 oz"
        case "enum:small,large,extra large": "large"
        default: "something"
        }
      }
    }.joined()
  }

  /// Routes an utterance as `route-eval route --explain` does, then exactly (`--exact`), and checks the routes.
  static func route(_ utterance: String, with router: Router) {
    var options = RouteOptions(explain: true, reference: reference)
    check(router.route(utterance, options: options), of: utterance, in: router)
    options.explain = false
    options.skipsFillers = false
    options.hearsAddressedApps = false
    check(router.route(utterance, options: options), of: utterance, in: router)
  }

  static func check(_ route: Route, of utterance: String, in router: Router) {
    _ = route.jsonLine(line: 1)
    note("'\(utterance)': \(route.outcome.rawValue) \(route.app ?? "") \(route.intent ?? "")")
    expect(route.utterance == utterance, "the route keeps the utterance")
    switch route.outcome {
    case .routed:
      expect(route.app.map(router.appNames.contains) == true, "a routed utterance names a known app")
      expect(route.intent != nil && route.template != nil, "a routed utterance names its intent and template")
    case .ambiguous:
      expect(route.candidates.count >= 2, "an ambiguous route has two candidates or more")
    case .noMatch, .error:
      expect(route.app == nil, "an unrouted utterance names no app")
    }
  }

  /// `manifest`: one manifest decoded; if it has no errors, compiled, and each of its phrases routed.
  static func loadManifest(_ bytes: [UInt8]) {
    let (manifest, diagnostics) = ManifestLoader.decode(bytes, file: "fuzz.json")
    for diagnostic in diagnostics { _ = diagnostic.rendered }
    guard let manifest else {
      note("not decoded: \(diagnostics.first?.description ?? "")")
      return
    }
    let router: Router
    do {
      router = try Router(manifests: [manifest])
    } catch {
      for diagnostic in error.diagnostics { _ = diagnostic.rendered }
      note("not compiled: \(error.diagnostics.first?.description ?? "")")
      return
    }
    let phrases = manifest.intents.flatMap { $0.phrases.map(\.template.text) }
    for phrase in phrases.prefix(16) { route(phrase, with: router) }
  }

  /// `lint`: manifests separated by lines of `%%`, linted with Apple's rules, the report written as JSON.
  static func lint(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.split(separator: "\n%%\n", omittingEmptySubsequences: false)
    let sources = parts.enumerated().map { (file: "fuzz\($0.offset).json", bytes: Array($0.element.utf8)) }
    let report = Linter.lint(sources: sources, options: LintOptions(apple: true))
    _ = report.json
    note("\(sources.count) manifests: \(report.errorCount) errors, \(report.warningCount) warnings")
  }
}
