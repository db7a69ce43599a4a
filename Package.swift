// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "PhraseRouter",
  products: [
    .library(name: "PhraseGrammar", targets: ["PhraseGrammar"]),
    .library(name: "Router", targets: ["Router"]),
    .executable(name: "route-eval", targets: ["route-eval"]),
    .executable(name: "route-bench", targets: ["route-bench"]),
    .executable(name: "route-fuzz", targets: ["route-fuzz"]),
  ],
  targets: [
    .target(name: "PhraseGrammar"),
    .target(name: "Router", dependencies: ["PhraseGrammar"]),
    .executableTarget(name: "route-eval", dependencies: ["Router", "PhraseGrammar"]),
    .executableTarget(name: "route-bench", dependencies: ["Router", "PhraseGrammar"]),
    // The fuzz targets; Scripts/fuzz.sh builds them with libFuzzer, an ordinary build replays inputs.
    .executableTarget(name: "route-fuzz", dependencies: ["Router", "PhraseGrammar"]),
    .testTarget(name: "PhraseGrammarTests", dependencies: ["PhraseGrammar"]),
    .testTarget(name: "RouterTests", dependencies: ["Router", "PhraseGrammar"]),
    .testTarget(
      name: "RouteEvalTests", dependencies: ["route-eval", "Router"],
      exclude: ["Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
