// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "PhraseRouter",
  products: [
    .library(name: "PhraseText", targets: ["PhraseText"]),
    .library(name: "PhraseValues", targets: ["PhraseValues"]),
    .library(name: "PhraseGrammar", targets: ["PhraseGrammar"]),
    .library(name: "Router", targets: ["Router"]),
    .library(name: "HomeAssistant", targets: ["HomeAssistant"]),
    .library(name: "AppShortcutsImport", targets: ["AppShortcutsImport"]),
    .library(name: "SkillsImport", targets: ["SkillsImport"]),
    .executable(name: "route-eval", targets: ["route-eval"]),
    .executable(name: "route-bench", targets: ["route-bench"]),
    .executable(name: "route-fuzz", targets: ["route-fuzz"]),
    .executable(name: "route-floor", targets: ["route-floor"]),
  ],
  targets: [
    // Utterances and template words as tokens: case, width, accents, digits, scripts.
    .target(name: "PhraseText"),
    // The typed-value recognizers: numbers, ordinals, measurements and units, durations, dates.
    .target(name: "PhraseValues", dependencies: ["PhraseText"]),
    // The template language: parser, compiler to one automaton, matcher.
    .target(name: "PhraseGrammar", dependencies: ["PhraseText", "PhraseValues", "BinaryArchive"]),
    .target(name: "Router", dependencies: ["PhraseGrammar", "BinaryArchive"]),
    // Compiled structures written as bytes and read back without rebuilding them (registry files).
    .target(name: "BinaryArchive"),
    // Home Assistant's intents and test suites, read into the core's manifests and matched by its grammar.
    .target(name: "HomeAssistant", dependencies: ["Router", "PhraseGrammar"]),
    // App Shortcuts read from Swift sources, String Catalogs and phrase sets, written as manifests.
    .target(name: "AppShortcutsImport", dependencies: ["Router", "PhraseGrammar"]),
    // Voice-assistant skills (Alexa interaction models, OpenVoiceOS/Mycroft skill folders) written as manifests.
    .target(name: "SkillsImport", dependencies: ["Router", "PhraseGrammar", "AppShortcutsImport"]),
    .executableTarget(
      name: "route-eval",
      dependencies: ["Router", "PhraseGrammar", "HomeAssistant", "AppShortcutsImport", "SkillsImport"]),
    .executableTarget(name: "route-bench", dependencies: ["Router", "PhraseGrammar"]),
    // The fuzz targets; Scripts/fuzz.sh builds them with libFuzzer, an ordinary build replays inputs.
    .executableTarget(
      name: "route-fuzz",
      dependencies: ["Router", "PhraseGrammar", "HomeAssistant", "AppShortcutsImport", "SkillsImport"]),
    // The floor `route` is measured against: read, lowercase, split, echo (Scripts/route-throughput.sh).
    .executableTarget(name: "route-floor"),
    .testTarget(name: "PhraseGrammarTests", dependencies: ["PhraseGrammar", "PhraseText", "PhraseValues"]),
    .testTarget(
      name: "RouterTests", dependencies: ["Router", "PhraseGrammar", "BinaryArchive"]),
    .testTarget(name: "HomeAssistantTests", dependencies: ["HomeAssistant", "Router", "PhraseGrammar"]),
    .testTarget(name: "AppShortcutsImportTests", dependencies: ["AppShortcutsImport", "Router", "PhraseGrammar"]),
    .testTarget(
      name: "SkillsImportTests", dependencies: ["SkillsImport", "AppShortcutsImport", "Router", "PhraseGrammar"]),
    .testTarget(
      name: "RouteEvalTests", dependencies: ["route-eval", "Router", "HomeAssistant", "AppShortcutsImport"],
      exclude: ["Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
