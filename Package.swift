// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "PhraseRouter",
  products: [
    .library(name: "PhraseText", targets: ["PhraseText"]),
    .library(name: "PhraseValues", targets: ["PhraseValues"]),
    .library(name: "ValueLanguages", targets: ["ValueLanguages"]),
    .library(name: "PhraseGrammar", targets: ["PhraseGrammar"]),
    .library(name: "DataFormats", targets: ["DataFormats"]),
    .library(name: "Router", targets: ["Router"]),
    .library(name: "RequestModels", targets: ["RequestModels"]),
    .library(name: "Reports", targets: ["Reports"]),
    .library(name: "Evaluation", targets: ["Evaluation"]),
    .library(name: "Generation", targets: ["Generation"]),
    .library(name: "Lint", targets: ["Lint"]),
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
    // Typed values of the languages read from tables: number words and how they compose, per language.
    .target(name: "ValueLanguages", dependencies: ["PhraseText"]),
    .target(name: "PhraseValues", dependencies: ["PhraseText", "ValueLanguages"]),
    // The template language: parser, compiler to one automaton, matcher.
    .target(name: "PhraseGrammar", dependencies: ["PhraseText", "PhraseValues", "ValueLanguages", "BinaryArchive"]),
    // JSON and YAML read into one located tree (positions kept for diagnostics), and JSON written.
    .target(name: "DataFormats", dependencies: ["PhraseGrammar"]),
    // The routing runtime: manifests, compiling them into a router, the routing pipeline,
    // conversations, registry files.
    .target(name: "Router", dependencies: ["PhraseGrammar", "DataFormats", "BinaryArchive", "RequestModels"]),
    // What people ask assistants, counted from real requests: how common each word is, and what
    // kind of request it is typical of.
    .target(name: "RequestModels", dependencies: ["PhraseGrammar"]),
    // Compiled structures written as bytes and read back without rebuilding them (registry files).
    .target(name: "BinaryArchive"),
    // Report writers shared by evaluation, golden files and lint: HTML, SVG charts, JUnit, escaping.
    .target(name: "Reports", dependencies: ["DataFormats"]),
    // Labelled corpora, the evaluator and its reports, golden files.
    .target(name: "Evaluation", dependencies: ["Router", "DataFormats", "Reports"]),
    // Utterances generated from the manifests' phrases, with their labels.
    .target(name: "Generation", dependencies: ["Router", "DataFormats", "Evaluation"]),
    // The lint rules, within an app and across apps.
    .target(name: "Lint", dependencies: ["Router", "DataFormats", "Reports", "Generation"]),
    // Home Assistant's intents and test suites, read into the core's manifests and matched by its grammar.
    .target(name: "HomeAssistant", dependencies: ["Router", "DataFormats", "PhraseGrammar", "RequestModels"]),
    // App Shortcuts read from Swift sources, String Catalogs and phrase sets, written as manifests.
    .target(name: "AppShortcutsImport", dependencies: ["Router", "DataFormats", "PhraseGrammar"]),
    // Voice-assistant skills (Alexa interaction models, OpenVoiceOS/Mycroft skill folders) written as manifests.
    .target(
      name: "SkillsImport", dependencies: ["Router", "DataFormats", "PhraseGrammar", "AppShortcutsImport"]),
    .executableTarget(
      name: "route-eval",
      dependencies: [
        "Router", "DataFormats", "PhraseGrammar", "Evaluation", "Generation", "Lint", "HomeAssistant",
        "AppShortcutsImport", "SkillsImport",
      ]),
    .executableTarget(name: "route-bench", dependencies: ["Router", "DataFormats", "Generation", "PhraseGrammar"]),
    // The fuzz targets; Scripts/fuzz.sh builds them with libFuzzer, an ordinary build replays inputs.
    .executableTarget(
      name: "route-fuzz",
      dependencies: [
        "Router", "DataFormats", "PhraseGrammar", "Evaluation", "Lint", "HomeAssistant", "AppShortcutsImport",
        "SkillsImport",
      ]),
    // The floor `route` is measured against: read, lowercase, split, echo (Scripts/route-throughput.sh).
    .executableTarget(name: "route-floor"),
    .testTarget(name: "PhraseGrammarTests", dependencies: ["PhraseGrammar", "PhraseText", "PhraseValues"]),
    .testTarget(name: "ValueLanguagesTests", dependencies: ["ValueLanguages", "PhraseText", "PhraseValues"]),
    .testTarget(
      name: "RouterTests",
      dependencies: [
        "Router", "DataFormats", "Reports", "Evaluation", "Generation", "Lint", "PhraseGrammar", "BinaryArchive",
        "RequestModels",
      ]),
    .testTarget(
      name: "HomeAssistantTests", dependencies: ["HomeAssistant", "Router", "DataFormats", "Evaluation", "PhraseGrammar"]),
    .testTarget(
      name: "AppShortcutsImportTests",
      dependencies: ["AppShortcutsImport", "Router", "DataFormats", "Evaluation", "Generation", "Lint", "PhraseGrammar"]),
    .testTarget(
      name: "SkillsImportTests",
      dependencies: [
        "SkillsImport", "AppShortcutsImport", "Router", "DataFormats", "Evaluation", "Lint", "PhraseGrammar",
      ]),
    .testTarget(
      name: "RouteEvalTests",
      dependencies: ["route-eval", "Router", "DataFormats", "Evaluation", "HomeAssistant", "AppShortcutsImport"],
      exclude: ["Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
