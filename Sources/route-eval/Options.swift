import AppShortcutsImport
import DataFormats
import Evaluation
import Foundation
import Generation
import Lint
import PhraseGrammar
import Router

/// A command-line problem, reported on stderr with exit status 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
  var message: String
  /// The command whose usage to show.
  var command: String?
  var description: String { message }
}

extension Command {
  /// Reports a usage error of this command: `message`, then the command's usage line.
  static func usageError(_ message: String) -> ExitStatus {
    RouteEval.usageError(UsageError(message: message, command: name))
  }
}

/// How an option takes values.
enum OptionArity: Equatable {
  /// A flag: present or not.
  case flag
  /// Exactly one value: `--name value` or `--name=value`.
  case single
  /// One or more values, up to the next option.
  case multiple
  /// Any number of values, up to the next option: none is the command's to judge (a shell
  /// pattern that matched no file, say).
  case list
}

/// One option a command accepts.
struct OptionSpec {
  var name: String
  var arity: OptionArity
  var valueName: String = ""
  var help: String
  /// How the usage line writes the value, where not as `<valueName>`: `text|json`, `<family>,...`.
  var usageValue: String? = nil
  /// Whether the usage line lists the option: not one that only qualifies another (`--target`
  /// with `--project`) or belongs to another form of the command.
  var isInUsage = true

  /// The option as the usage line lists it, optional: `[--exact]`, `[--now <iso8601>]`,
  /// `[--xcstrings <file> ...]`.
  var usageItem: String {
    let value = usageValue ?? "<\(valueName)>" + (arity == .multiple || arity == .list ? " ..." : "")
    return arity == .flag ? "[--\(name)]" : "[--\(name) \(value)]"
  }
}

/// A command's usage line: what it works on, written out, then every other option of its table
/// that the line lists, optional, in table order; so that an option declared is an option shown.
enum Usage {
  /// The apps a command routes among: manifests, projects, or a compiled registry.
  static let apps = "--apps <path> ... | --project <path> ... | --registry <file>"

  /// `name inputs [--option <value>] ...`, without the options `inputs` names.
  static func line(_ name: String, inputs: String, options: [OptionSpec]) -> String {
    let named = optionNames(in: inputs[...])
    let rest = options.filter { $0.isInUsage && !named.contains($0.name) }.map(\.usageItem)
    return ([name, inputs] + rest).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The `--name`s a text mentions.
  static func optionNames(in text: Substring) -> Set<String> {
    var names = Set<String>()
    var rest = text
    while let range = rest.range(of: "--") {
      let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      if let first = name.first, first.isLetter { names.insert(String(name)) }
      rest = rest[range.upperBound...]
    }
    return names
  }
}

extension OptionSpec {
  /// `--apps <path>`: the manifests a command loads.
  static let apps = OptionSpec(
    name: "apps", arity: .multiple, valueName: "path", help: "App manifests: files or folders of them.")
  /// `--registry <file>`: a compiled registry instead of `--apps`.
  static let registry = OptionSpec(
    name: "registry", arity: .single, valueName: "file",
    help: "A registry compiled by 'route-eval compile', instead of --apps: loads without compiling.")
  /// `--project <path>`: apps imported in memory from their Swift sources or Xcode projects.
  static let project = OptionSpec(
    name: "project", arity: .multiple, valueName: "path",
    help:
      "Apps imported from their sources, as 'import swift' would, without writing a manifest: each path (a "
      + "folder, an .xcodeproj, or a Swift file) is one app; problems are reported at the Swift lines.")
  /// `--app-name <name>` with `--project`: the app's name, over what its files say.
  static let projectAppName = OptionSpec(
    name: "app-name", arity: .single, valueName: "name",
    help: "With --project: the app's name, over its Info.plist's and Xcode project's.", isInUsage: false)
  /// `--target <name>` with `--project`: the Xcode target that is the app.
  static let projectTarget = OptionSpec(
    name: "target", arity: .single, valueName: "name",
    help: "With --project: the Xcode target that is the app (default: the application target).", isInUsage: false)
  /// `--platform <name>` with `--project`: the build whose `#if` branches are read.
  static let projectPlatform = OptionSpec(
    name: "platform", arity: .single, valueName: "name",
    help: "With --project: the build whose #if branches are read: ios (default), watchos, macos or visionos.",
    isInUsage: false)
  /// The options of commands that import apps from their projects.
  static let projectOptions: [OptionSpec] = [.project, .projectAppName, .projectTarget, .projectPlatform]

  /// `--exact`: routing without the flexible matching.
  static let exact = OptionSpec(
    name: "exact", arity: .flag,
    help:
      "Match phrases exactly as said: no filler words skipped, no app heard as addressed outside its phrases, "
      + "no approximate matching.")
  /// `--min-confidence <x>`: routes less sure than this are `noMatch`.
  static let minConfidence = OptionSpec(
    name: "min-confidence", arity: .single, valueName: "x",
    help: "Routes less confident than this (0 to 1) are noMatch (default: the calibration's minimum).")

  /// `--calibration <file>`: how a route's confidence is computed.
  static let calibration = OptionSpec(
    name: "calibration", arity: .single, valueName: "file",
    help:
      "The calibration that makes a route's confidence the probability it is right ('route-eval calibrate'); "
      + "'none': each tier's own score. Default: the one fitted on the bundled corpora.")

  /// `--tie-break <policy>`: how a tie between apps is decided.
  static let tieBreak = OptionSpec(
    name: "tie-break", arity: .single, valueName: "policy",
    help:
      "How a tie between apps is decided: foreground (default: to the line's foreground app), ambiguous (never), "
      + "registered (foreground, then the app registered first).")

  /// `--format <format>`: how a command writes its results; `help` names the formats.
  /// The usage line writes the formats' names: `text|json`.
  static func format<Format: CaseIterable & RawRepresentable<String>>(_ formats: Format.Type, _ help: String)
    -> OptionSpec
  {
    OptionSpec(
      name: "format", arity: .single, valueName: "format", help: help,
      usageValue: formats.allCases.map(\.rawValue).joined(separator: "|"))
  }

  /// `--now <iso8601>`: the reference time for dates; `help` says what it is when not given.
  static func now(_ help: String) -> OptionSpec {
    OptionSpec(name: "now", arity: .single, valueName: "iso8601", help: help)
  }
}

/// Parsed options: the values given for each option name, in order.
struct ParsedOptions: Equatable {
  var values: [String: [String]] = [:]
  var positional: [String] = []

  func has(_ name: String) -> Bool { values[name] != nil }
  func value(_ name: String) -> String? { values[name]?.last }
  func all(_ name: String) -> [String] { values[name] ?? [] }
}

extension ParsedOptions {
  /// The reference time `--now` gives, or `nil` when it is not given.
  ///
  /// - Throws: a ``UsageError`` for `command` when the value is not an ISO 8601 date and time.
  func reference(command: String) throws(UsageError) -> LocalDateTime? {
    guard let text = value("now") else { return nil }
    guard let reference = LocalDateTime(iso8601: text) else {
      throw UsageError(message: "'--now' is not an ISO 8601 date and time: '\(text)'", command: command)
    }
    return reference
  }

  /// The `--calibration` file read, nil for `none`, or the default calibration when it is not
  /// given; a file that cannot be read is reported, and thrown as its status.
  func calibration() throws(ExitStatus) -> Calibration? {
    guard let path = value("calibration") else { return RouteOptions().calibration }
    if path == RegistryFile.Info.noCalibration { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      StandardStreams.writeError("error: no such file '\(path)'\n")
      throw .noInput
    }
    do {
      return try Calibration(json: [UInt8](data), file: path)
    } catch {
      StandardStreams.writeError("\(error)\n")
      throw .dataError
    }
  }

  /// The `--calibration` file read, or, when it is not given, the one compiled into a registry
  /// (the default when the registry names none); a registry's that cannot be read is reported as
  /// a damaged registry.
  func calibration(compiledInto info: RegistryFile.Info, registry: String) throws(ExitStatus) -> Calibration? {
    guard !has("calibration"), !info.calibration.isEmpty else { return try calibration() }
    if info.calibration == RegistryFile.Info.noCalibration { return nil }
    do {
      return try Calibration(json: Array(info.calibration.utf8), file: registry)
    } catch {
      StandardStreams.writeError("error: '\(registry)' is damaged: its calibration: \(error)\n")
      throw .dataError
    }
  }

  /// The `--min-confidence` value, nil when it is not given.
  ///
  /// - Throws: a ``UsageError`` when the value is not a number from 0 to 1.
  func givenMinimumConfidence(command: String) throws(UsageError) -> Double? {
    guard let text = value("min-confidence") else { return nil }
    guard let number = Double(text), (0...1).contains(number) else {
      throw UsageError(message: "'--min-confidence' is a number from 0 to 1: '\(text)'", command: command)
    }
    return number
  }

  /// The minimum confidence: the one given, else the calibration's (without one, the router's default).
  static func minimumConfidence(given: Double?, calibration: Calibration?) -> Double {
    given ?? calibration?.minimumConfidence ?? RouteOptions.uncalibratedMinimum
  }

  /// The `--tie-break` policy, `foreground` when it is not given.
  func tieBreak(command: String) throws(UsageError) -> TieBreak {
    guard let text = value("tie-break") else { return .foreground }
    guard let policy = TieBreak(rawValue: text) else {
      throw UsageError(
        message: "unknown tie policy '\(text)'; expected "
          + TieBreak.allCases.map(\.rawValue).joined(separator: ", ")
          + Diagnostic.Message.didYouMean(closestName(to: text, among: TieBreak.allCases.map(\.rawValue))),
        command: command)
    }
    return policy
  }

  /// The `--format` value as one of a command's formats, or `fallback` when it is not given.
  ///
  /// - Throws: a ``UsageError`` for `command` naming the formats (`expected`) when the value is none of them.
  func format<Format: RawRepresentable<String>>(_ fallback: Format, expected: String, command: String)
    throws(UsageError) -> Format
  {
    let text = value("format") ?? fallback.rawValue
    guard let format = Format(rawValue: text) else {
      throw UsageError(message: "unknown format '\(text)'; expected \(expected)", command: command)
    }
    return format
  }

  /// How `--project` imports each app: `--app-name`, `--target` and `--platform`.
  ///
  /// - Throws: a ``UsageError`` for `command` when `--platform` names no platform.
  func projectImportOptions(command: String) throws(UsageError) -> SwiftImportOptions {
    SwiftImportOptions(appName: value("app-name"), target: value("target"), platform: try platform(command: command))
  }

  /// The `--platform` value, iOS when it is not given.
  ///
  /// - Throws: a ``UsageError`` for `command` naming the platforms when it is none of them.
  func platform(command: String) throws(UsageError) -> SwiftImportOptions.Platform {
    guard let name = value("platform") else { return .iOS }
    guard let chosen = SwiftImportOptions.Platform(rawValue: name.lowercased()) else {
      let names = SwiftImportOptions.Platform.allCases.map(\.rawValue)
      throw UsageError(
        message: "unknown platform '\(name)'; expected " + names.map { "'\($0)'" }.joined(separator: ", ")
          + (closestName(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""),
        command: command)
    }
    return chosen
  }

  /// The value of an option a command cannot do without.
  ///
  /// - Throws: a ``UsageError`` for `command`, `missing '--name <valueName>'`, when the option is not given.
  func required(_ name: String, valueName: String, command: String) throws(UsageError) -> String {
    guard let text = value(name) else {
      throw UsageError(message: "missing '--\(name) <\(valueName)>'", command: command)
    }
    return text
  }

  /// Checks that no argument follows the options, for a command that takes none.
  ///
  /// - Throws: a ``UsageError`` for `command` naming the first argument.
  func rejectArguments(command: String) throws(UsageError) {
    if let extra = positional.first { throw UsageError(message: "unexpected argument '\(extra)'", command: command) }
  }
}

enum OptionParser {
  /// Parses arguments against a command's options. Pure: no I/O.
  ///
  /// Accepts `--name value`, `--name=value`, `--` to end options, and `-h`.
  static func parse(_ arguments: [String], options: [OptionSpec], command: String) throws(UsageError)
    -> ParsedOptions
  {
    var parsed = ParsedOptions()
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
        parsed.positional.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        parsed.values["help", default: []].append("")
        continue
      }
      var name = String(argument.drop(while: { $0 == "-" }))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard argument.hasPrefix("--"), let spec = options.first(where: { $0.name == name }) else {
        let suggestion = closestName(to: name, among: options.map(\.name) + ["help"])
        throw UsageError(
          message: "unknown option '\(argument.split(separator: "=").first ?? "")'"
            + (suggestion.map { "; did you mean '--\($0)'?" } ?? ""),
          command: command)
      }
      switch spec.arity {
      case .flag:
        if inlineValue != nil {
          throw UsageError(message: "option '--\(name)' takes no value", command: command)
        }
        parsed.values[name, default: []].append("")
      case .single:
        if let inlineValue {
          parsed.values[name, default: []].append(inlineValue)
        } else if index < arguments.count, !arguments[index].hasPrefix("--") {
          parsed.values[name, default: []].append(arguments[index])
          index += 1
        } else {
          throw UsageError(message: "option '--\(name)' needs a value", command: command)
        }
      case .multiple, .list:
        var taken = 0
        parsed.values[name, default: []] += []
        if let inlineValue {
          parsed.values[name, default: []].append(inlineValue)
          taken += 1
        }
        while index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
          parsed.values[name, default: []].append(arguments[index])
          index += 1
          taken += 1
        }
        if taken == 0 && spec.arity == .multiple {
          throw UsageError(message: "option '--\(name)' needs at least one value", command: command)
        }
      }
    }
    return parsed
  }
}
