import Foundation
import Testing

@testable import DataFormats
@testable import PhraseGrammar
@testable import Router

/// Builds a router from manifests written inline as JSON.
func makeRouter(_ manifests: [String], file: String = "test.json") throws -> Router {
  try Router(manifests: makeManifests(manifests) { "\($0)-\(file)" })
}

/// The route one tier alone proposes for an utterance, as "App.Intent", or nil.
func proposal(of tier: some RoutingTier, for utterance: String, in router: Router) -> String? {
  var request = RoutingRequest(text: utterance, utterance: router.grammar.utterance(utterance), options: RouteOptions())
  var workspace = MatchWorkspace()
  guard let proposal = tier.propose(&request, in: router, workspace: &workspace) else { return nil }
  return "\(proposal.route.app ?? "").\(proposal.route.intent ?? "")"
}

/// Decodes manifests written inline as JSON, each with the file name `file` gives its index; none may have errors.
func makeManifests(_ jsons: [String], file: (Int) -> String) throws -> [Manifest] {
  var decoded: [Manifest] = []
  for (index, json) in jsons.enumerated() {
    let (manifest, diagnostics) = ManifestLoader.decode(Array(json.utf8), file: file(index))
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description))")
    decoded.append(try #require(manifest))
  }
  return decoded
}

/// The diagnostics a manifest produces, one line each.
func diagnostics(of json: String, file: String = "app.json") -> [String] {
  ManifestLoader.decode(Array(json.utf8), file: file).1.map(\.description)
}

/// The root of the package, for reading the bundled corpora.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

extension Route {
  /// `outcome app.intent` or the sorted candidates, for compact assertions.
  var verdict: String {
    switch outcome {
    case .routed: "routed \(app ?? "").\(intent ?? "")"
    case .ambiguous: "ambiguous " + candidates.map { "\($0.app).\($0.intent)" }.sorted().joined(separator: ",")
    case .noMatch: "noMatch"
    case .error: "error \(message ?? "")"
    }
  }

  /// The parameters as `name=state:value` strings.
  var parameterSummary: [String] {
    parameters.map { parameter in
      let value = parameter.value?.jsonText ?? parameter.defaultValue.map { "default \($0.jsonText)" } ?? ""
      return "\(parameter.name)=\(parameter.state.rawValue)" + (value.isEmpty ? "" : ":\(value)")
    }
  }
}

/// The syntax error that a parser throws on `bytes`, or `nil` when they parse.
func syntaxError(_ parser: (some LocatedTreeParser).Type, _ bytes: [UInt8]) -> JSONSyntaxError? {
  do {
    _ = try parser.parse(bytes)
    return nil
  } catch {
    return error
  }
}

extension RouteOptions {
  /// The tiers' own scores, with explanations: what a tier's tests check.
  static var uncalibratedExplaining: RouteOptions { .uncalibrated(explain: true) }
}
