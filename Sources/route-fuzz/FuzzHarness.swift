import DataFormats
import Evaluation
import Foundation
import Generation
import Lint
import PhraseGrammar
import Router

/// Runs one target on inputs; made once per process, before the first input.
struct FuzzHarness {
  let target: FuzzTarget
  /// The router of `route-apps` or `route-real-apps`, compiled once.
  let corpusRouter: Router?
  /// The router and declared values of `stream`, made once.
  let streamFixture: StreamFixture?
  /// The recognizers of `route-hassil` and the home's names, made once.
  let hassilFixture: HassilHomeFixture?
  /// Where `swift-import` writes each input, as the importer reads files (one per process).
  let scratchFile = NSTemporaryDirectory() + "/route-fuzz-\(ProcessInfo.processInfo.processIdentifier).swift"

  /// The reference time of every route and date reading (Duckling's corpus reference).
  static let reference = LocalDateTime(iso8601: "2013-02-12T04:30:00-02:00") ?? .epoch

  /// Prepares the target; the routing targets compile their corpus from `root` (the package folder).
  init(target: FuzzTarget, root: String) throws {
    self.target = target
    switch target {
    case .routeApps: corpusRouter = try Self.router(at: root + "/Corpora/apps")
    case .routeRealApps: corpusRouter = try Self.router(at: root + "/Corpora/real-apps")
    default: corpusRouter = nil
    }
    streamFixture = target == .stream ? try StreamFixture(apps: root + "/Corpora/apps") : nil
    hassilFixture = target == .routeHassil ? try HassilHomeFixture(root: root) : nil
  }

  static func router(at path: String) throws -> Router {
    let (manifests, _) = try ManifestLoader.load(paths: [path])
    guard !manifests.isEmpty else { throw FuzzSetupError(message: "no manifests in '\(path)'") }
    return try Router(manifests: manifests)
  }

  /// Runs the target on one input.
  func run(_ bytes: [UInt8]) {
    switch target {
    case .template: Self.compileTemplates(text(bytes))
    case .match: Self.matchUtterance(text(bytes))
    case .json: Self.roundTripJSON(bytes)
    case .calibration: Self.readCalibration(bytes)
    case .yaml: Self.readYAML(bytes)
    case .manifest: Self.loadManifest(bytes)
    case .lint: Self.lint(bytes)
    case .routeApps, .routeRealApps:
      if let corpusRouter { Self.route(text(bytes), with: corpusRouter) }
    case .stream:
      if let streamFixture { Self.runStream(bytes, with: streamFixture) }
    case .routeHassil:
      if let hassilFixture { hassilFixture.recognize(text(bytes)) }
    case .number, .ordinal, .measurement, .duration, .date: Self.readValues(text(bytes), target: target)
    case .swiftImport: Self.importSwift(text(bytes), file: scratchFile)
    case .xcodeImport: Self.importProject(text(bytes), folder: scratchFile + ".app")
    case .hassil: Self.runHassil(bytes)
    case .ovosImport: Self.importSkill(text(bytes), folder: scratchFile + ".skill")
    case .alexaImport: Self.importAlexa(text(bytes), folder: scratchFile + ".alexa")
    case .registry: Self.loadRegistry(bytes, file: scratchFile + ".grammar")
    }
  }

  /// The input as text; invalid UTF-8 is repaired, as every text input of the project's readers is.
  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}

/// Whether replaying prints what each input reached (`ROUTE_FUZZ_VERBOSE=1`).
nonisolated(unsafe) var isVerbose = false

/// Prints what an input reached, when replaying verbosely.
func note(_ message: @autoclosure () -> String) {
  if isVerbose { print("  " + message()) }
}

/// A target that cannot start (a corpus is missing or does not compile).
struct FuzzSetupError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
