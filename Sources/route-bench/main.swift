// route-bench: compile and routing figures for synthetic registries of 10 to 10,000 apps.
// Run with `swift run -c release route-bench [app counts…]`; `--help` says more.
import Foundation

exit(Benchmark.main(arguments: Array(CommandLine.arguments.dropFirst())))
