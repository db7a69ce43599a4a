import DataFormats
import Evaluation
import Foundation
import Generation
import Lint
import Router

/// `route-eval compile`: compiles apps once into a registry file that other commands load with `--registry`.
enum CompileCommand: Command {
  static let name = "compile"
  static let abstract = "Compile apps into a registry file that loads without compiling."
  static let inputs = "--apps <path> ... | --project <path> ... --out <file>"
  static let discussion = """
    Compiles the apps as every command does, then writes everything routing
    reads (the automaton, lexicons, apps, templates, keyword intents and example
    index), with the manifests it was compiled from, to one binary file.
    'route', 'eval', 'test', 'lint' and 'generate' take --registry <file>
    instead of --apps and load it without compiling: a registry of thousands of
    apps loads in a fraction of the time it takes to compile. The file is
    written whole or not at all. It records a format version, the layout of this
    machine's records and a checksum per section: a file of another version or
    kind of machine, or a damaged one, is an error that says to compile it again
    (exit 65), as is a stale one: a registry whose manifests still exist where
    they were compiled from but have changed since. Manifest problems are
    reported as by the other commands (exit 65), and warnings here, not when the
    registry is loaded; a file that cannot be written exits 1. Prints what was
    written on standard output. --calibration <file> (as 'route-eval calibrate'
    writes it) or 'none' is kept in the registry: the commands that load it
    compute confidences with it, and take its minimum confidence, unless they
    are given --calibration themselves.
    """
  static let options: [OptionSpec] =
    [.apps] + OptionSpec.projectOptions + [
      OptionSpec(name: "out", arity: .single, valueName: "file", help: "The registry file to write."),
      .calibration,
    ]

  static func run(_ options: ParsedOptions) -> ExitStatus {
    let out: String
    do {
      try options.rejectArguments(command: name)
      out = try options.required("out", valueName: "file", command: name)
    } catch {
      return RouteEval.usageError(error)
    }
    let clock = ContinuousClock()
    let start = clock.now
    let apps: AppLoading.Apps
    do { apps = try AppLoading.apps(options, command: name) } catch { return error }
    let compiled = start.duration(to: clock.now)
    // The calibration kept: the file's, 'none', or empty for the default of the tool that loads it.
    let calibration =
      options.has("calibration") ? apps.calibration?.json ?? RegistryFile.Info.noCalibration : ""
    let byteCount: Int
    do {
      byteCount = try RegistryFile.write(
        router: apps.router, sources: apps.sources, compiler: "route-eval \(RouteEval.version)",
        calibration: calibration, to: out)
    } catch {
      StandardStreams.writeError("error: \(error)\n")
      return .failure
    }
    let written = start.duration(to: clock.now) - compiled
    StandardStreams.write(
      "compiled \(counted(apps.router.appCount, "app")), \(counted(apps.router.templateCount, "template")) "
        + "into '\(out)' (\(megabytes(byteCount)) MB) in \(seconds(compiled)) s, written in \(seconds(written)) s\n")
    return .success
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  private static func megabytes(_ bytes: Int) -> String {
    String(format: "%.2f", Double(bytes) / 1_000_000)
  }

  private static func seconds(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    return String(format: "%.2f", Double(whole) + Double(attoseconds) / 1e18)
  }
}
