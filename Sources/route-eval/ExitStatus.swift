/// The exit statuses of `route-eval`, one fixed table for every command.
enum ExitStatus: Int32, Error, Sendable {
  /// Success.
  case success = 0
  /// The command ran and found problems: a gate missed, lint errors, regressions.
  case failure = 1
  /// There was nothing to check: an empty corpus, golden file or set of apps, or sources
  /// with no App Shortcuts. A check that checked nothing must not pass.
  case nothingToCheck = 3
  /// The command line is wrong (EX_USAGE).
  case usage = 64
  /// Input data is malformed: a manifest, a corpus line, an utterance line (EX_DATAERR).
  case dataError = 65
  /// An input file does not exist or cannot be read (EX_NOINPUT).
  case noInput = 66
}
