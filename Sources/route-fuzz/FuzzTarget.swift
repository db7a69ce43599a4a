/// The fuzz targets, chosen by `ROUTE_FUZZ_TARGET`.
///
/// Each target takes any bytes: it must neither crash, nor hang, nor run out of
/// memory on any of them, and where a target states an invariant (a JSON
/// document written back reads the same; a reading ends inside the tokens) a
/// broken one stops it like a crash.
enum FuzzTarget: String, CaseIterable, Sendable {
  /// Template lines (with `@param` and `<rule> =` declarations) parsed, expanded and compiled.
  case template
  /// Template lines and an utterance: compiled into a router that routes the utterance.
  case match
  /// A JSON document: parsed, written back and parsed again.
  case json
  /// A YAML document: parsed, its locations checked, written as JSON and read again.
  case yaml
  /// One manifest: decoded, compiled, and its phrases routed.
  case manifest
  /// Manifests separated by lines of `%%`, linted with Apple's rules.
  case lint
  /// An utterance routed against `Corpora/apps`.
  case routeApps = "route-apps"
  /// An utterance routed against `Corpora/real-apps`.
  case routeRealApps = "route-real-apps"
  /// An utterance recognized with Home Assistant's English bundle in the home of its tests, as
  /// said and without its words' order.
  case routeHassil = "route-hassil"
  /// Lines of `route`'s input (utterances, contexts, donations, deletions, resets) fed to one conversation.
  case stream
  /// Text read as numbers (cardinal, with magnitude suffixes) at every token.
  case number
  /// Text read as ordinals at every token.
  case ordinal
  /// Text read as quantities of every dimension at every token.
  case measurement
  /// Text read as durations at every token.
  case duration
  /// Text read as English and Japanese dates at every token, and as ISO 8601.
  case date
  /// A Swift source file imported as an app's App Shortcuts.
  case swiftImport = "swift-import"
  /// An app's checkout (files separated by `%% PATH` lines: an Xcode project, `.xcconfig`s, Info.plists, string
  /// tables, Swift sources) imported as `--project` does, and linted at its Swift lines.
  case xcodeImport = "xcode-import"
  /// A hassil intents bundle: decoded, compiled, and its tests run.
  case hassil
  /// An OpenVoiceOS/Mycroft skill folder (files separated by `%% PATH` lines) imported, its tests read.
  case ovosImport = "ovos-import"
  /// An Alexa interaction model imported.
  case alexaImport = "alexa-import"
  /// A compiled registry file read as `--registry` reads one: as written, and with its checksums made right.
  case registry
  /// A calibration file read as `--calibration` reads one; one that reads is written and read again.
  case calibration

  /// What the target reads, for `route-fuzz --list`.
  var summary: String {
    switch self {
    case .template: "template lines, parsed, expanded and compiled"
    case .match: "template lines and an utterance, routed"
    case .json: "a JSON document, parsed, written and parsed again"
    case .yaml: "a YAML document, parsed, its locations checked, written as JSON and read again"
    case .manifest: "a manifest, decoded, compiled and its phrases routed"
    case .lint: "manifests separated by '%%' lines, linted"
    case .routeApps: "an utterance routed against Corpora/apps"
    case .routeRealApps: "an utterance routed against Corpora/real-apps"
    case .routeHassil: "an utterance recognized with Home Assistant's English bundle, as said and unordered"
    case .stream: "route's input lines, with control lines, fed to one conversation over Corpora/apps"
    case .number: "numbers read at every token"
    case .ordinal: "ordinals read at every token"
    case .measurement: "quantities of every dimension read at every token"
    case .duration: "durations read at every token"
    case .date: "English and Japanese dates read at every token, and ISO 8601"
    case .swiftImport: "a Swift source imported as App Shortcuts"
    case .xcodeImport: "an app's checkout ('%% PATH' lines between files) imported and linted at its Swift lines"
    case .hassil: "a hassil intents bundle, decoded, compiled and tested"
    case .ovosImport: "a skill folder ('%% PATH' lines between files) imported as a manifest"
    case .alexaImport: "an Alexa interaction model imported as a manifest"
    case .registry: "a compiled registry file loaded, as written and with its checksums made right"
    case .calibration: "a calibration file read, written and read again"
    }
  }

  /// The largest input worth trying, in bytes (libFuzzer's `-max_len`).
  var maxLength: Int {
    switch self {
    case .template: 8_192
    case .match: 40_000
    case .json, .yaml, .manifest, .swiftImport, .ovosImport, .alexaImport, .calibration: 16_384
    case .lint: 32_768
    case .routeApps, .routeRealApps, .routeHassil: 2_048
    case .stream: 8_192
    case .number, .ordinal, .measurement, .duration, .date: 512
    case .hassil: 65_536
    case .xcodeImport: 32_768
    case .registry: 131_072
    }
  }

  /// The dictionary of `Fuzz/dictionaries` the target runs with.
  var dictionary: String {
    switch self {
    case .template, .match: "template.dict"
    case .json, .calibration: "json.dict"
    case .yaml: "yaml.dict"
    case .manifest, .lint: "manifest.dict"
    case .routeApps, .routeRealApps, .routeHassil: "utterance.dict"
    case .stream: "stream.dict"
    case .number, .ordinal, .measurement, .duration, .date: "values.dict"
    case .swiftImport: "swift.dict"
    case .xcodeImport: "xcode.dict"
    case .hassil: "hassil.dict"
    case .ovosImport, .alexaImport: "skills.dict"
    case .registry: "registry.dict"
    }
  }
}

/// Stops the run when an invariant of a target does not hold, naming it.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(message())") }
}
